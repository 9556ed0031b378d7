import BattleNetCore
import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing

/// The bytes of a recorded body in `Fixtures/` (served from the package's resource bundle).
func fixtureData(_ path: String) throws -> Data { try Recordings.data(path) }

/// Decodes `Fixtures/<path>` (e.g. "d3/act__1.json") with the package's decoder.
func decodeFixture<T: Decodable>(_ type: T.Type, _ path: String) throws -> T {
    try Recordings.decode(T.self, path)
}

/// Decodes `json` (an inline snippet, not a fixture) with a plain `JSONDecoder`.
func decodeInline<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(json.utf8))
}

/// Checks that an open value decodes an unknown raw value and that a known one equals its constant.
func checkOpenValue<T: OpenStringValue>(_ type: T.Type, known: String, constant: T) throws {
    let unknown = try decodeInline([T].self, #"["some-future-value"]"#)
    #expect(unknown.first?.rawValue == "some-future-value")
    let decoded = try decodeInline([T].self, "[\"\(known)\"]")
    #expect(decoded.first == constant)
    let encoded = String(decoding: try JSONEncoder().encode([constant]), as: UTF8.self)
    #expect(encoded == "[\"\(known)\"]")
}
