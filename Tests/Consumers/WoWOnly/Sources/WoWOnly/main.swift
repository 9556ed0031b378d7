import BattleNetWoW
import Foundation

// One import gives Core and WoW. This reads a saved media body with the shared model, then with a model
// that does not fit it, and falls back to the raw bytes the decoding error carries: no second request.
struct MediaWithTextID: Decodable, Sendable { let id: String }

let body = Data(#"{"_links":{"self":{"href":"https://us.api.blizzard.com/data/wow/media/item/19019?namespace=static-us"}},"assets":[{"key":"icon","value":"https://render-us.worldofwarcraft.com/icons/56/inv_sword_39.jpg"}],"id":19019}"#.utf8)

func describe(_ body: Data) -> String {
    do {
        let media = try ResponseDecoding.decode(WoW.Media.self, from: body, operation: "wowItemMedia")
        let strict = try ResponseDecoding.decode(MediaWithTextID.self, from: body, operation: "wowItemMedia")
        return "mapped: \(media[.icon]?.lastPathComponent ?? "-") \(strict.id)"
    } catch {
        guard error.kind == .decoding, let bytes = error.body else { return "failed: \(error)" }
        let media = try? ResponseDecoding.decode(WoW.Media.self, from: bytes, operation: "wowItemMedia")
        return "fell back to raw bytes at \(error.codingPath ?? "?"): icon = \(media?[.icon]?.lastPathComponent ?? "-")"
    }
}

print(describe(body))
