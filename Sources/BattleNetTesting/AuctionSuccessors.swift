import BattleNetCore
import Foundation

/// Auction bodies that follow a recorded one, as the hours of an auction house make them, drawn from a
/// seed: for the change feeds' tests and for the stand-in's auction houses that change between
/// generations. They are made when needed and never stored as fixtures.
public enum AuctionSuccessors {
    /// The next snapshot of the auctions (or commodities) body `body`: about 30 % of the auctions gone,
    /// 10 % with a new value under one of `pricing`'s keys, 10 % with one unit fewer, 20 % a time band
    /// shorter, a quarter as many new auctions listed (new ids, `VERY_LONG`), the order shuffled and,
    /// half the time, one id listed twice. The same `body` and `seed` give the same bytes.
    ///
    /// ```swift
    /// let next = try AuctionSuccessors.successor(of: body, seed: 44, pricing: ["buyout", "bid"])
    /// ```
    /// - Throws: `BattleNetError` `.decoding` when `body` is not a JSON object with an `auctions` array.
    public static func successor(of body: Data, seed: UInt64, pricing priceKeys: [String]) throws -> Data {
        var random = SeededRandomNumberGenerator(default: seed, environment: [:])
        guard var object = try JSONSerialization.jsonObject(with: body) as? [String: Any],
              let old = object["auctions"] as? [[String: Any]], !priceKeys.isEmpty
        else { throw BattleNetError(.decoding, message: "not an auctions body: a JSON object with an auctions array") }
        let bands = ["SHORT", "MEDIUM", "LONG", "VERY_LONG"]
        var next: [[String: Any]] = []
        var largest = old.compactMap { $0["id"] as? Int }.max() ?? 0
        for var auction in old {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2: continue  // gone
            case 3:
                let key = priceKeys[Int.random(in: 0..<priceKeys.count, using: &random)]
                auction[key] = ((auction[key] as? Int) ?? 100) + Int.random(in: 1...5000, using: &random)
            case 4:
                auction["quantity"] = max(1, ((auction["quantity"] as? Int) ?? 1) - 1)
            case 5, 6:
                if let band = auction["time_left"] as? String, let index = bands.firstIndex(of: band), index > 0 {
                    auction["time_left"] = bands[index - 1]
                }
            default: break
            }
            next.append(auction)
        }
        for _ in 0..<(old.count / 4 + 1) where !old.isEmpty {
            var auction = old[Int.random(in: 0..<old.count, using: &random)]
            largest += Int.random(in: 1...9, using: &random)
            auction["id"] = largest
            auction["time_left"] = "VERY_LONG"
            next.append(auction)
        }
        if let twice = next.first, Bool.random(using: &random) { next.append(twice) }
        next.shuffle(using: &random)
        object["auctions"] = next
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    }
}
