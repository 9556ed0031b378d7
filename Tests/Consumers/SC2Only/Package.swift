// swift-tools-version: 6.0
import PackageDescription

// A consumer that depends on the BattleNetSC2 product only. `.ci/run` builds it and fails if the build
// compiled any other game module (D3, WoW), BattleNetTesting, the fixtures or bnet.
let package = Package(
    name: "SC2Only",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "BattleNet", path: "../../..")],
    targets: [
        .executableTarget(name: "SC2Only", dependencies: [.product(name: "BattleNetSC2", package: "BattleNet")]),
    ],
    swiftLanguageModes: [.v6]
)
