import BattleNetCore
import BattleNetFixtures
import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

/// `WoW.AuctionChanges` and `WoW.CommodityChanges` against a diff of the two bodies decoded whole, on
/// recorded bodies and on successors made from them here by a seeded transformation.
@Suite("WoW auction change feeds", .timeLimit(.minutes(2)))
struct AuctionChangesTests {
    static func successor(of body: Data, seed: UInt64, pricing priceKeys: [String]) throws -> Data {
        try AuctionSuccessors.successor(of: body, seed: seed, pricing: priceKeys)
    }

    /// The changes by the definition, from the two snapshots decoded whole: the first listing of each
    /// id counts; listed when only new, gone when only old, changed when anything but the time left
    /// differs.
    static func diff<Listing: Hashable>(
        _ old: [Listing], _ new: [Listing], id: (Listing) -> Int, timeLeft: (Listing) -> WoW.AuctionTimeLeft,
        same: (Listing, Listing) -> Bool, elapsed: Duration
    ) -> Set<WoW.AuctionChange<Listing>> {
        func firsts(_ listings: [Listing]) -> [Int: Listing] {
            var result: [Int: Listing] = [:]
            for listing in listings where result[id(listing)] == nil { result[id(listing)] = listing }
            return result
        }
        let (before, after) = (firsts(old), firsts(new))
        var changes: Set<WoW.AuctionChange<Listing>> = []
        for (key, listing) in after {
            if let was = before[key] {
                if !same(was, listing) { changes.insert(.changed(listing, was: was)) }
            } else {
                changes.insert(.listed(listing))
            }
        }
        for (key, was) in before where after[key] == nil {
            let likely: WoW.AuctionEnding? = switch timeLeft(was) {
            case .short: elapsed >= .seconds(900) ? .expired : .sold
            case .medium: elapsed >= .seconds(4500) ? .expired : .sold
            case .long: elapsed >= .seconds(25200) ? .expired : .sold
            case .veryLong: elapsed >= .seconds(108_000) ? .expired : .sold
            default: nil
            }
            changes.insert(.gone(was, likely: likely))
        }
        return changes
    }

    static func auctionDiff(_ old: Data, _ new: Data, elapsed: Duration) throws -> Set<WoW.AuctionChange<WoW.Auction>> {
        let decoder = ResponseDecoding.makeDecoder()
        let (before, after) = (try decoder.decode(WoW.Auctions.self, from: old), try decoder.decode(WoW.Auctions.self, from: new))
        return diff(Array(before.auctions), Array(after.auctions), id: \.id, timeLeft: \.timeLeft, same: { was, now in
            WoW.Auction(id: was.id, item: was.item, quantity: was.quantity, unitPrice: was.unitPrice, buyout: was.buyout,
                        bid: was.bid, timeLeft: now.timeLeft) == now
        }, elapsed: elapsed)
    }

    static func commodityDiff(_ old: Data, _ new: Data, elapsed: Duration) throws -> Set<WoW.AuctionChange<WoW.Commodity>> {
        let decoder = ResponseDecoding.makeDecoder()
        let (before, after) = (try decoder.decode(WoW.Commodities.self, from: old), try decoder.decode(WoW.Commodities.self, from: new))
        return diff(before.auctions, after.auctions, id: \.id, timeLeft: \.timeLeft, same: { was, now in
            WoW.Commodity(id: was.id, item: was.item, quantity: was.quantity, unitPrice: was.unitPrice, timeLeft: now.timeLeft) == now
        }, elapsed: elapsed)
    }

    static func feed(_ old: Data, _ new: Data, chunk: Int, elapsed: Duration) async throws -> [WoW.AuctionChange<WoW.Auction>] {
        let previous = try JSONReader.decode(WoW.Auctions.self, from: old).auctions
        var changes: [WoW.AuctionChange<WoW.Auction>] = []
        for try await change in WoW.AuctionChanges(from: previous, to: DataChunks(body: new, size: chunk), elapsed: elapsed) {
            changes.append(change)
        }
        return changes
    }

    static func commodityFeed(_ old: Data, _ new: Data, chunk: Int, elapsed: Duration) async throws -> [WoW.AuctionChange<WoW.Commodity>] {
        let previous = try JSONReader.decode(WoW.Commodities.self, from: old).auctions
        var changes: [WoW.AuctionChange<WoW.Commodity>] = []
        for try await change in WoW.CommodityChanges(from: previous, to: DataChunks(body: new, size: chunk), elapsed: elapsed) {
            changes.append(change)
        }
        return changes
    }

    static let elapsedTimes: [Duration] = [.seconds(600), .seconds(3600), .seconds(5400), .seconds(90000)]

    @Test func recordedAuctionBodiesAndTheirSeededSuccessorsGiveTheWholeDecodeDiff() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            var bodies = try FastDecodingTests.recordings("wowAuctions").map(\.body)
            bodies.append(try FastDecodingTests.repeated("wow/auctions__1146.json", count: 5000))
            #expect(bodies.count >= 4)
            var compared = 0
            for (index, old) in bodies.enumerated() {
                for seed in UInt64(1)...4 {
                    let new = try Self.successor(of: old, seed: 44_000 + seed, pricing: ["buyout", "bid", "unit_price"])
                    for elapsed in Self.elapsedTimes {
                        let expected = try Self.auctionDiff(old, new, elapsed: elapsed)
                        #expect(!expected.isEmpty)
                        for chunk in [7, 4096] {
                            let changes = try await Self.feed(old, new, chunk: chunk, elapsed: elapsed)
                            #expect(Set(changes) == expected, "body \(index), seed \(44_000 + seed), \(elapsed), chunks of \(chunk)")
                            #expect(changes.count == expected.count, "each change once")
                            compared += 1
                        }
                    }
                }
            }
            #expect(compared == bodies.count * 4 * Self.elapsedTimes.count * 2)
        }
    }

    @Test func recordedCommodityBodiesAndTheirSeededSuccessorsGiveTheWholeDecodeDiff() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            var bodies = try FastDecodingTests.recordings("wowAuctionCommodities").map(\.body)
            bodies.append(try FastDecodingTests.repeated("wow/commodities.json", count: 5000))
            for (index, old) in bodies.enumerated() {
                for seed in UInt64(1)...4 {
                    let new = try Self.successor(of: old, seed: 44_100 + seed, pricing: ["unit_price"])
                    for elapsed in Self.elapsedTimes {
                        let expected = try Self.commodityDiff(old, new, elapsed: elapsed)
                        let changes = try await Self.commodityFeed(old, new, chunk: 333, elapsed: elapsed)
                        #expect(Set(changes) == expected, "body \(index), seed \(44_100 + seed), \(elapsed)")
                        #expect(changes.count == expected.count)
                    }
                }
            }
        }
    }

    @Test func aSnapshotAgainstItselfHasNoChangesAndAgainstNothingIsAllListedOrGone() async throws {
        let body = try fixtureData("wow/auctions__1146.json")
        #expect(try await Self.feed(body, body, chunk: 100, elapsed: .seconds(3600)).isEmpty)
        let empty = Data(#"{"connected_realm":{"href":"https://us.api.blizzard.com/data/wow/connected-realm/1146"},"auctions":[]}"#.utf8)
        let listed = try await Self.feed(empty, body, chunk: 100, elapsed: .seconds(3600))
        #expect(listed.count == 22)
        #expect(listed.first == .listed(WoW.Auction(
            id: 568957532, item: WoW.AuctionItem(id: 168185), quantity: 7, unitPrice: 345000, timeLeft: .short
        )))
        let gone = try await Self.feed(body, empty, chunk: 100, elapsed: .seconds(3600))
        #expect(gone.count == 22)
        // The recording's first auction was short: gone an hour later, it likely expired.
        #expect(gone.first == .gone(WoW.Auction(
            id: 568957532, item: WoW.AuctionItem(id: 168185), quantity: 7, unitPrice: 345000, timeLeft: .short
        ), likely: .expired))
    }

    @Test func theEndingIsInferredFromTheBandsMiddle() {
        #expect(WoW.AuctionEnding.inferred(timeLeft: .short, elapsed: .seconds(3600)) == .expired)
        #expect(WoW.AuctionEnding.inferred(timeLeft: .short, elapsed: .seconds(600)) == .sold)
        #expect(WoW.AuctionEnding.inferred(timeLeft: .medium, elapsed: .seconds(3600)) == .sold)
        #expect(WoW.AuctionEnding.inferred(timeLeft: .medium, elapsed: .seconds(4500)) == .expired)
        #expect(WoW.AuctionEnding.inferred(timeLeft: .long, elapsed: .seconds(8 * 3600)) == .expired)
        #expect(WoW.AuctionEnding.inferred(timeLeft: .veryLong, elapsed: .seconds(24 * 3600)) == .sold)
        #expect(WoW.AuctionEnding.inferred(timeLeft: "FOREVER", elapsed: .seconds(3600)) == nil)
        #expect(WoW.AuctionEnding.inferred(timeLeft: .short, elapsed: .seconds(-60)) == .sold)
    }

    @Test func aFaultInTheNewBodyThrowsTheStreamsErrorAfterTheChangesBeforeIt() async throws {
        let old = try fixtureData("wow/auctions__1146.json")
        var object = try #require(try JSONSerialization.jsonObject(with: old) as? [String: Any])
        var auctions = try #require(object["auctions"] as? [[String: Any]])
        auctions[0]["id"] = 1  // listed
        auctions[1]["quantity"] = "many"
        object["auctions"] = auctions
        let new = try JSONSerialization.data(withJSONObject: object)
        let previous = try JSONReader.decode(WoW.Auctions.self, from: old).auctions
        var iterator = WoW.AuctionChanges(from: previous, to: DataChunks(body: new, size: 64), elapsed: .seconds(3600)).makeAsyncIterator()
        #expect(try await iterator.next()?.listing.id == 1)
        let error = await #expect(throws: BattleNetError.self) { _ = try await iterator.next() }
        #expect(error?.kind == .decoding)
        #expect(error?.codingPath == "auctions[1].quantity")
    }
}
