import BattleNetCore
import BattleNetFixtures
import BattleNetTesting
import Foundation

/// The bytes of a recorded body in `Fixtures/` (served from the package's resource bundle).
func fixtureData(_ path: String) throws -> Data { try Recordings.data(path) }

/// Decodes `Fixtures/<path>` (e.g. "wow/item__19019.json") with the package's decoder.
func decodeFixture<T: Decodable>(_ type: T.Type, _ path: String) throws -> T {
    try Recordings.decode(T.self, path)
}

/// Decodes `json` (an inline snippet, not a fixture) with the package's decoder.
func decodeInline<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try ResponseDecoding.decode(T.self, from: Data(json.utf8))
}
