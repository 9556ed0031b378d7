import BattleNetCore
import BattleNetWoW
import Foundation

// `bnet decode --changes wowAuctions|wowAuctionCommodities OLD NEW [--elapsed SECONDS]`: the change
// feed between two saved snapshots, one JSON line per change (the format of `bnet crawl`'s change
// files), the old snapshot packed and the new one streamed in 64 KiB chunks.

extension Context {
    func decodeChanges(_ operation: AnyAPIOperation, old: String, new: String) async throws {
        let id = operation.descriptor.id
        let isCommodities = id == WoW.Operations.auctionCommodities.descriptor.id
        guard isCommodities || id == WoW.Operations.auctions.descriptor.id else {
            throw UsageError("decode --changes reads wowAuctions and wowAuctionCommodities bodies only, not \(id)")
        }
        let elapsed = options.elapsed ?? .seconds(3600)
        var counts = ChangeCounts()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var lines = Data()
        func emit<Listing: Codable>(_ change: WoW.AuctionChange<Listing>) throws {
            counts.add(change)
            lines.append(try encoder.encode(change))
            lines.append(UInt8(ascii: "\n"))
            if lines.count >= Self.streamChunkSize {
                console.writeOut(lines)
                lines.removeAll(keepingCapacity: true)
            }
        }
        if environment["BNET_DECODE_WITH"] == "whole" {
            // `bnet bench changes`' comparison: both bodies decoded whole, then a dictionary diff.
            try wholeDiff(isCommodities: isCommodities, old: old, new: new, elapsed: elapsed, emit: emit)
        } else if isCommodities {
            var previous = WoW.AuctionList()
            for try await commodity in WoW.CommodityStream(try fileChunks(old)) { previous.append(commodity.packed) }
            for try await change in WoW.CommodityChanges(packed: previous, to: try fileChunks(new), elapsed: elapsed) { try emit(change) }
        } else {
            var previous = WoW.AuctionList()
            for try await auction in WoW.AuctionStream(try fileChunks(old)) { previous.append(auction) }
            for try await change in WoW.AuctionChanges(from: previous, to: try fileChunks(new), elapsed: elapsed) { try emit(change) }
        }
        console.writeOut(lines)
        console.err(counts.summary)
    }

    /// A file's bytes in 64 KiB chunks.
    func fileChunks(_ path: String) throws(UsageError) -> FileChunkSequence {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw UsageError("cannot read \(path)") }
        return FileChunkSequence(handle: handle, size: Self.streamChunkSize)
    }

    /// The changes by definition from the two bodies decoded whole with `JSONDecoder`: the first listing
    /// of an id counts; listed when only new, gone when only old (in the old body's order), changed when
    /// anything but the time left differs.
    private func wholeDiff(
        isCommodities: Bool, old: String, new: String, elapsed: Duration,
        emit: (WoW.AuctionChange<WoW.Auction>) throws -> Void
    ) throws {
        let decoder = ResponseDecoding.makeDecoder()
        let before: [WoW.Auction]
        let after: [WoW.Auction]
        if isCommodities {
            func auctions(_ path: String) throws -> [WoW.Auction] {
                try decoder.decode(WoW.Commodities.self, from: try body(at: path)).auctions.map {
                    WoW.Auction(id: $0.id, item: WoW.AuctionItem(id: $0.item.id), quantity: $0.quantity, unitPrice: $0.unitPrice, timeLeft: $0.timeLeft)
                }
            }
            (before, after) = (try auctions(old), try auctions(new))
        } else {
            (before, after) = (
                Array(try decoder.decode(WoW.Auctions.self, from: try body(at: old)).auctions),
                Array(try decoder.decode(WoW.Auctions.self, from: try body(at: new)).auctions)
            )
        }
        var earlier: [Int: WoW.Auction] = [:]
        for auction in before where earlier[auction.id] == nil { earlier[auction.id] = auction }
        var seen: Set<Int> = []
        for auction in after where seen.insert(auction.id).inserted {
            guard let was = earlier[auction.id] else {
                try emit(.listed(auction))
                continue
            }
            let moved = WoW.Auction(id: was.id, item: was.item, quantity: was.quantity, unitPrice: was.unitPrice,
                                    buyout: was.buyout, bid: was.bid, timeLeft: auction.timeLeft)
            if moved != auction { try emit(.changed(auction, was: was)) }
        }
        var reported: Set<Int> = []
        for was in before where !seen.contains(was.id) && reported.insert(was.id).inserted {
            try emit(.gone(was, likely: WoW.AuctionEnding.inferred(timeLeft: was.timeLeft, elapsed: elapsed)))
        }
    }
}

/// What `decode --changes` counted.
struct ChangeCounts {
    var listed = 0
    var changed = 0
    var gone: [WoW.AuctionEnding?: Int] = [:]

    mutating func add<Listing>(_ change: WoW.AuctionChange<Listing>) {
        switch change {
        case .listed: listed += 1
        case .changed: changed += 1
        case .gone(_, let likely): gone[likely, default: 0] += 1
        }
    }

    var summary: String {
        let total = gone.values.reduce(0, +)
        return "\(listed) listed, \(changed) changed, \(total) gone (\(gone[.sold] ?? 0) likely sold, "
            + "\(gone[.expired] ?? 0) likely expired, \(gone[nil] ?? 0) of an unknown band)"
    }
}
