import BattleNetCore
import BattleNetFixtures
import Foundation

/// Decodes `Fixtures/<path>` (e.g. "hs/card__254-innervate.json") with the package's decoder.
func decodeRecording<T: Decodable>(_ type: T.Type, _ path: String) throws -> T {
    try Recordings.decode(T.self, path)
}

/// Decodes `json` (an inline snippet written in the test, not a recording) with the package's decoder.
func decodeInline<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try ResponseDecoding.decode(T.self, from: Data(json.utf8))
}

/// Encodes `value` with a plain `JSONEncoder` and decodes it back with the package's decoder.
func roundTrip<T: Codable>(_ value: T) throws -> T {
    try ResponseDecoding.decode(T.self, from: JSONEncoder().encode(value))
}

/// The two recorded decks: one body recorded by rbattlenet in Dec 2019 (EU) and one in Aug 2019 (US).
let deckRecording = "hs/deck__AAECAQcG-wyd8AKS-AKggAOblAPanQMMS6IE-web8wLR9QKD-wKe-wKz-AL1.json"
let olderDeckRecording = "hs/deck__AAECAQcG-wyd8AKS-AKggAOblAPanQMMS6IE-web8wLR9QKD-wKe-wKz-AL1__rbattlenet.json"
