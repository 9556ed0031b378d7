// swift-tools-version: 6.0
import PackageDescription

// A consumer that depends on the BattleNetD3 product only. `.ci/run` builds it and fails if the build
// compiled any other game module, BattleNetTesting, the fixtures or bnet.
let package = Package(
    name: "D3Only",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "BattleNet", path: "../../..")],
    targets: [
        .executableTarget(name: "D3Only", dependencies: [.product(name: "BattleNetD3", package: "BattleNet")]),
    ],
    swiftLanguageModes: [.v6]
)
