// swift-tools-version: 6.0
import PackageDescription

// An app target that links BattleNetTesting for SwiftUI previews (a stub transport and a fixed token).
// `.ci/run` builds it and fails if the build compiled the recorded fixtures (BattleNetFixtures, 26 MB
// of resources), another game module, the stand-in or bnet.
let package = Package(
    name: "PreviewOnly",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "BattleNet", path: "../../..")],
    targets: [
        .executableTarget(
            name: "PreviewOnly",
            dependencies: [
                .product(name: "BattleNetD3", package: "BattleNet"),
                .product(name: "BattleNetTesting", package: "BattleNet"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
