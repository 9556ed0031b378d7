// swift-tools-version: 6.0
import PackageDescription

// A consumer that depends on the BattleNetWoW product only. `.ci/run` builds it and fails if the build
// compiled any other game module (D3, SC2), BattleNetTesting, the fixtures or bnet.
let package = Package(
    name: "WoWOnly",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "BattleNet", path: "../../..")],
    targets: [
        .executableTarget(name: "WoWOnly", dependencies: [.product(name: "BattleNetWoW", package: "BattleNet")]),
    ],
    swiftLanguageModes: [.v6]
)
