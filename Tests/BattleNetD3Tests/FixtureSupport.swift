import BattleNetCore
import BattleNetTesting
import Foundation

/// The bytes of a recorded body in `Fixtures/` (served from the package's resource bundle).
func fixtureData(_ path: String) throws -> Data { try Recordings.data(path) }

/// Decodes `Fixtures/<path>` (e.g. "d3/act__1.json") with the package's decoder.
func decodeFixture<T: Decodable>(_ type: T.Type, _ path: String) throws -> T {
    try ResponseDecoding.decode(T.self, from: try fixtureData(path))
}
