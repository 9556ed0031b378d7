import BattleNetCore
import Foundation

// The helpers every test target uses to read recordings and inline snippets, in one place.

/// The bytes of a recorded body in `Fixtures/` (served from the package's resource bundle).
package func fixtureData(_ path: String) throws -> Data { try Recordings.data(path) }

/// Decodes `Fixtures/<path>` (e.g. "wow/item__19019.json") with the package's decoder.
package func decodeFixture<T: Decodable>(_ type: T.Type, _ path: String) throws -> T {
    try Recordings.decode(T.self, path)
}

/// Decodes `json` (an inline snippet written in a test, not a recording) with the package's decoder.
package func decodeInline<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try ResponseDecoding.decode(T.self, from: Data(json.utf8))
}

/// Encodes `value` with a plain `JSONEncoder` and decodes it back with the package's decoder.
package func roundTrip<T: Codable>(_ value: T) throws -> T {
    try ResponseDecoding.decode(T.self, from: JSONEncoder().encode(value))
}
