import BattleNetSC2
import Foundation

// One import gives Core and SC2. This reads a saved season body with a model that does not fit it,
// and falls back to the raw bytes the decoding error carries: no second request.
struct SeasonWithNumberAsText: Decodable, Sendable { let number: String }

func describe(_ body: Data) -> String {
    do {
        let season = try ResponseDecoding.decode(SC2.Season.self, from: body, operation: SC2.Endpoints.season(region: .eu).operation)
        let strict = try ResponseDecoding.decode(SeasonWithNumberAsText.self, from: body, operation: "sc2Season")
        return "mapped: \(season.number) \(strict.number)"
    } catch {
        guard error.kind == .decoding, let bytes = error.body else { return "failed: \(error)" }
        let object = (try? JSONSerialization.jsonObject(with: bytes)) as? [String: Any]
        let number = object?["number"] as? Int ?? -1
        return "fell back to raw bytes at \(error.codingPath ?? "?"): number = \(number)"
    }
}

print(describe(Data(#"{"seasonId":42,"number":4,"year":2019,"startDate":"1574796158","endDate":"1579759200"}"#.utf8)))
