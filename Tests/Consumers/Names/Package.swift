// swift-tools-version: 6.0
import PackageDescription

// A consumer that imports every library product beside a module of its own declaring the names an app
// already has from SwiftUI, Foundation, swift-http-types, Vapor or Hummingbird (and nouns apps declare
// themselves), and uses each unqualified in type position. `.ci/run` builds it: if any product
// exported a top-level type of one of these names, the use would be ambiguous and the build would fail.
let package = Package(
    name: "Names",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "BattleNet", path: "../../..")],
    targets: [
        .target(name: "AppNames"),
        .executableTarget(name: "Names", dependencies: [
            "AppNames",
            .product(name: "BattleNetCore", package: "BattleNet"),
            .product(name: "BattleNetD3", package: "BattleNet"),
            .product(name: "BattleNetSC2", package: "BattleNet"),
            .product(name: "BattleNetWoW", package: "BattleNet"),
            .product(name: "BattleNetHearthstone", package: "BattleNet"),
            .product(name: "BattleNetRedis", package: "BattleNet"),
            .product(name: "BattleNetTesting", package: "BattleNet"),
            .product(name: "BattleNetFixtures", package: "BattleNet"),
            .product(name: "BattleNetStandIn", package: "BattleNet"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
