// swift-tools-version: 6.0
import PackageDescription

// Compiles the README's Swift blocks: `.ci/readme-examples.py` writes one file per block into
// Sources/ReadmeExamples (not committed) and the Package.swift fragments into .manifest-check.
// `.ci/run` builds this package and fails on any error or warning.
let package = Package(
    name: "ReadmeExamples",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "BattleNet", path: "../..")],
    targets: [
        .target(
            name: "ReadmeExamples",
            dependencies: [
                .product(name: "BattleNetD3", package: "BattleNet"),
                .product(name: "BattleNetSC2", package: "BattleNet"),
                .product(name: "BattleNetWoW", package: "BattleNet"),
                .product(name: "BattleNetTesting", package: "BattleNet"),
                .product(name: "BattleNetFixtures", package: "BattleNet"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
