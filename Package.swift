// swift-tools-version: 6.0
import PackageDescription

// Zero package dependencies: Foundation (FoundationNetworking on Linux) and the toolchain only.
// Each game module depends on BattleNetCore alone, so a consumer of one game builds nothing of the others.
let package = Package(
    name: "BattleNet",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "BattleNetCore", targets: ["BattleNetCore"]),
        .library(name: "BattleNetD3", targets: ["BattleNetD3"]),
        .library(name: "BattleNetSC2", targets: ["BattleNetSC2"]),
        .library(name: "BattleNetWoW", targets: ["BattleNetWoW"]),
        .library(name: "BattleNetHearthstone", targets: ["BattleNetHearthstone"]),
        .library(name: "BattleNetRedis", targets: ["BattleNetRedis"]),
        .library(name: "BattleNetTesting", targets: ["BattleNetTesting"]),
        .library(name: "BattleNetFixtures", targets: ["BattleNetFixtures"]),
        .library(name: "BattleNetStandIn", targets: ["BattleNetStandIn"]),
        .executable(name: "bnet", targets: ["bnet"]),
    ],
    targets: [
        .target(name: "BattleNetCore"),
        .target(name: "BattleNetD3", dependencies: ["BattleNetCore"]),
        .target(name: "BattleNetSC2", dependencies: ["BattleNetCore"]),
        .target(name: "BattleNetWoW", dependencies: ["BattleNetCore"]),
        .target(name: "BattleNetHearthstone", dependencies: ["BattleNetCore"]),
        // A quota and a client token shared by a fleet of processes through Redis: a small RESP client
        // over Core's sockets, no package dependency; the server comes from the system (`redis-server`).
        .target(name: "BattleNetRedis", dependencies: ["BattleNetCore"]),
        // The recorded Battle.net bodies under Fixtures/ (26 MB), shipped as resources with their MANIFEST.tsv
        // (and cache-control.tsv, the caching headers of real answers, which the stand-in sends), and what
        // replays them. A product of its own: the stub and replay tools of BattleNetTesting (linked into
        // apps for previews) do not carry them.
        .target(
            name: "BattleNetFixtures",
            dependencies: ["BattleNetCore", "BattleNetTesting"],
            path: "Fixtures",
            exclude: ["README.md"],
            sources: ["Swift"],
            resources: [.copy("d3"), .copy("sc2"), .copy("oauth"), .copy("wow"), .copy("wow-classic"), .copy("hs"), .copy("MANIFEST.tsv"), .copy("COVERAGE.tsv"), .copy("cache-control.tsv")]
        ),
        // Test support: stub and replay transports, the shipped endpoint catalogue, generated-source checks.
        .target(
            name: "BattleNetTesting", dependencies: ["BattleNetCore"],
            resources: [.copy("Resources/endpoints.tsv")]
        ),
        // A local Battle.net on loopback (POSIX sockets): recorded bodies, OAuth, limits and faults.
        .target(name: "BattleNetStandIn", dependencies: ["BattleNetCore", "BattleNetTesting", "BattleNetFixtures"]),
        .target(
            name: "BnetCommand",
            dependencies: [
                "BattleNetCore", "BattleNetD3", "BattleNetSC2", "BattleNetWoW", "BattleNetHearthstone", "BattleNetTesting",
                "BattleNetFixtures", "BattleNetStandIn", "BattleNetRedis",
            ]
        ),
        .executableTarget(name: "bnet", dependencies: ["BnetCommand"]),
        // Writes what derives from each game module's declarations into the module's Generated folders
        // (the operation list with the labeled endpoint builders and calls, the fast readers, the DocC
        // article of operations): `swift run bnet-generate`, and `--check` in .ci/run. A tool of this repository: no product, no dependencies, and no library depends on it.
        .executableTarget(name: "bnet-generate"),
        .testTarget(name: "BattleNetCoreTests", dependencies: ["BattleNetCore", "BattleNetTesting", "BattleNetFixtures"]),
        .testTarget(
            name: "BattleNetD3Tests",
            dependencies: ["BattleNetD3", "BattleNetTesting", "BattleNetFixtures"]
        ),
        .testTarget(
            name: "BattleNetSC2Tests",
            dependencies: ["BattleNetSC2", "BattleNetTesting", "BattleNetFixtures"]
        ),
        .testTarget(
            name: "BattleNetWoWTests",
            dependencies: ["BattleNetWoW", "BattleNetTesting", "BattleNetFixtures"]
        ),
        .testTarget(
            name: "BattleNetHearthstoneTests",
            dependencies: ["BattleNetHearthstone", "BattleNetTesting", "BattleNetFixtures"]
        ),
        .testTarget(name: "BattleNetRedisTests", dependencies: ["BattleNetRedis", "BattleNetTesting"]),
        .testTarget(
            name: "BattleNetFuzzTests",
            dependencies: ["BattleNetD3", "BattleNetSC2", "BattleNetWoW", "BattleNetTesting", "BattleNetFixtures"]
        ),
        .testTarget(
            name: "BattleNetStandInTests", dependencies: ["BattleNetStandIn", "BattleNetCore", "BattleNetTesting", "BattleNetFixtures"]
        ),
        .testTarget(
            name: "BattleNetIntegrationTests",
            dependencies: ["BattleNetStandIn", "BattleNetD3", "BattleNetSC2", "BattleNetWoW", "BattleNetTesting", "BattleNetFixtures"]
        ),
        .testTarget(name: "BnetGenerateTests", dependencies: ["bnet-generate", "BattleNetTesting"]),
        .testTarget(name: "BnetCommandTests", dependencies: ["BnetCommand", "BattleNetTesting", "BattleNetStandIn", "BattleNetFixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
