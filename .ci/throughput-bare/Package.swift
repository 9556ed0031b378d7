// swift-tools-version: 6.0
// The bare loop `.ci/throughput` compares the client with: `swift build -c release --package-path .ci/throughput-bare`.
import PackageDescription
let package = Package(name: "bare", targets: [.executableTarget(name: "bare")])
