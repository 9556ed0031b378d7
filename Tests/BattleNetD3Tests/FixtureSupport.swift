import BattleNetCore
import Foundation

enum FixtureError: Error, CustomStringConvertible {
    case missing(String)
    var description: String { if case .missing(let path) = self { "fixture missing: \(path)" } else { "" } }
}

/// The bytes of `Fixtures/<path>`; a missing file fails the test with its path.
func fixtureData(_ path: String) throws -> Data {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent(path)
    guard let data = FileManager.default.contents(atPath: url.path) else { throw FixtureError.missing(url.path) }
    return data
}

/// Decodes `Fixtures/<path>` (e.g. "d3/act__1.json") with the package's decoder.
func decodeFixture<T: Decodable>(_ type: T.Type, _ path: String) throws -> T {
    try ResponseDecoding.decode(T.self, from: try fixtureData(path))
}
