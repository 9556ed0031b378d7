// swift-tools-version: 6.0
import PackageDescription

// Coverage-guided fuzzing (libFuzzer with AddressSanitizer) of every parser of hostile bytes: a package
// of its own, so no product of BattleNet depends on it. `.ci/fuzz [SECONDS]` builds it with the
// instrumentation flags and runs each entry; see README.md, "Fuzzing". The fuzzers reach the package API
// they exercise (the JSON reader, the operation declarations) with `@testable import`, so the modules
// are built with `-enable-testing` (as `.ci/fuzz` does; debug builds have it by default).
let package = Package(
    name: "BattleNetFuzz",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "BattleNet", path: "../..")],
    targets: [
        .executableTarget(
            name: "BattleNetFuzz",
            dependencies: [
                .product(name: "BattleNetCore", package: "BattleNet"),
                .product(name: "BattleNetD3", package: "BattleNet"),
                .product(name: "BattleNetSC2", package: "BattleNet"),
                .product(name: "BattleNetWoW", package: "BattleNet"),
                .product(name: "BattleNetHearthstone", package: "BattleNet"),
                .product(name: "BattleNetStandIn", package: "BattleNet"),
                .product(name: "BattleNetRedis", package: "BattleNet"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
