import BattleNetHearthstone
import Foundation

// One import gives Core and Hearthstone. This decodes a deck code offline, then reads a saved card
// body with a model that does not fit it and falls back to the raw bytes the decoding error carries.
struct CardWithCostAsText: Decodable, Sendable { let manaCost: String }

func describe(_ body: Data) -> String {
    do {
        _ = try ResponseDecoding.decode(CardWithCostAsText.self, from: body, operation: Hearthstone.Endpoints.card(id: 254).operation)
        return "mapped"
    } catch {
        guard error.kind == .decoding, let bytes = error.body else { return "failed: \(error)" }
        let object = (try? JSONSerialization.jsonObject(with: bytes)) as? [String: Any]
        return "fell back to raw bytes at \(error.codingPath ?? "?"): name = \(object?["name"] as? String ?? "?")"
    }
}

do {
    let deck = try Hearthstone.DeckCode("AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA")
    print("deck: \(deck.format), hero \(deck.hero), \(deck.cardCount) cards")
} catch {
    print("deck code refused: \(error)")
}
print(describe(Data(#"{"id":254,"slug":"254-innervate","name":"Innervate","manaCost":0}"#.utf8)))
