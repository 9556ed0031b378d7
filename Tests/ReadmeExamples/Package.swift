// swift-tools-version: 6.0
import PackageDescription

// Compiles the README's Swift blocks and the doc-comment and DocC examples: `.ci/readme-examples.py`
// writes one file per README block into Sources/ReadmeExamples (the Apple-only blocks go to
// Tests/AppleExamples, for the Apple check) and the Package.swift fragments into .manifest-check;
// `.ci/doc-examples.py` writes one file per doc example into Sources/DocExamples (no generated folder
// is committed). `.ci/run` builds this package and fails on any error or warning;
// the doc examples are compiled with warnings suppressed (they show values as bare expressions).
let products: [Target.Dependency] = [
    .product(name: "BattleNetD3", package: "BattleNet"),
    .product(name: "BattleNetSC2", package: "BattleNet"),
    .product(name: "BattleNetWoW", package: "BattleNet"),
    .product(name: "BattleNetHearthstone", package: "BattleNet"),
    .product(name: "BattleNetRedis", package: "BattleNet"),
    .product(name: "BattleNetTesting", package: "BattleNet"),
    .product(name: "BattleNetFixtures", package: "BattleNet"),
]
let package = Package(
    name: "ReadmeExamples",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "BattleNet", path: "../..")],
    targets: [
        .target(name: "ReadmeExamples", dependencies: products),
        .target(
            name: "DocExamples",
            dependencies: products + [.product(name: "BattleNetStandIn", package: "BattleNet")],
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
