import BattleNetCore
import BattleNetWoW
import Foundation

// `bnet decode --stream wowAuctions|wowAuctionCommodities FILE`: the body read in 64 KiB chunks through
// `WoW.AuctionStream` / `WoW.CommodityStream`, keeping only totals, so the process's memory stays near
// its floor whatever the body's size.

extension Context {
    /// The size of the chunks `decode --stream` reads.
    static let streamChunkSize = 1 << 16

    func decodeStream(_ operation: AnyAPIOperation, path: String) async throws {
        let id = operation.descriptor.id
        guard id == WoW.Operations.auctions.descriptor.id || id == WoW.Operations.auctionCommodities.descriptor.id else {
            throw UsageError("decode --stream reads wowAuctions and wowAuctionCommodities bodies only, not \(id)")
        }
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            guard let file = FileHandle(forReadingAtPath: path) else { throw UsageError("cannot read \(path)") }
            handle = file
        }
        defer { if path != "-" { try? handle.close() } }
        let chunks = FileChunkSequence(handle: handle, size: Self.streamChunkSize)
        var totals = StreamTotals()
        if id == WoW.Operations.auctions.descriptor.id {
            for try await auction in WoW.AuctionStream(chunks) {
                totals.add(item: auction.item.id, unitPrice: auction.unitPrice, buyout: auction.buyout)
            }
        } else {
            for try await commodity in WoW.CommodityStream(chunks) {
                totals.add(item: commodity.item.id, unitPrice: commodity.unitPrice, buyout: nil)
            }
        }
        var fields = ["auctions=[\(totals.count)]", "items=\(totals.items.count)"]
        if let lowest = totals.lowestUnitPrice { fields.append("lowest_unit_price=\(lowest)") }
        if let lowest = totals.lowestBuyout { fields.append("lowest_buyout=\(lowest)") }
        console.out("\(operation.descriptor.modelName), streamed: " + fields.joined(separator: " "))
    }
}

/// What `decode --stream` keeps of the auctions: counts and minimums.
struct StreamTotals {
    var count = 0
    var items: Set<Int> = []
    var lowestUnitPrice: Int?
    var lowestBuyout: Int?

    mutating func add(item: Int, unitPrice: Int?, buyout: Int?) {
        count += 1
        items.insert(item)
        if let unitPrice { lowestUnitPrice = min(lowestUnitPrice ?? .max, unitPrice) }
        if let buyout { lowestBuyout = min(lowestBuyout ?? .max, buyout) }
    }
}
