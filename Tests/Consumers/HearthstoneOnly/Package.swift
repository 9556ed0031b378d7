// swift-tools-version: 6.0
import PackageDescription

// A consumer that depends on the BattleNetHearthstone product only. `.ci/run` builds it and fails if the
// build compiled any other game module (D3, SC2, WoW), BattleNetTesting, the fixtures or bnet.
let package = Package(
    name: "HearthstoneOnly",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "BattleNet", path: "../../..")],
    targets: [
        .executableTarget(name: "HearthstoneOnly", dependencies: [.product(name: "BattleNetHearthstone", package: "BattleNet")]),
    ],
    swiftLanguageModes: [.v6]
)
