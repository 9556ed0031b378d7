import BattleNetD3
import Foundation

// One import gives Core and D3. This reads a saved act body with a model that does not fit it,
// and falls back to the raw bytes the decoding error carries: no second request.
struct ActWithNumberAsText: Decodable, Sendable { let number: String }

func describe(_ body: Data) -> String {
    do {
        let act = try ResponseDecoding.decode(D3.Act.self, from: body, operation: D3.Endpoints.act(id: 1).operation)
        let strict = try ResponseDecoding.decode(ActWithNumberAsText.self, from: body, operation: "d3Act")
        return "mapped: \(act.name) \(strict.number)"
    } catch {
        guard error.kind == .decoding, let bytes = error.body else { return "failed: \(error)" }
        let object = (try? JSONSerialization.jsonObject(with: bytes)) as? [String: Any]
        let name = object?["name"] as? String ?? "?"
        return "fell back to raw bytes at \(error.codingPath ?? "?"): name = \(name)"
    }
}

print(describe(Data(#"{"slug":"act-i","number":1,"name":"Act I","quests":[]}"#.utf8)))
