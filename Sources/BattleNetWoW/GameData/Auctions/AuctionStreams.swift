import BattleNetCore
import Foundation

extension WoW {
    /// The auctions of one connected realm (the body of ``WoW/Endpoints/auctions(connectedRealm:)``), decoded one by one as
    /// the body's chunks arrive, for tools that aggregate prices without keeping every auction.
    ///
    /// `chunks` is any `AsyncSequence` of `Data` carrying the body: a streamed response body, or a
    /// saved body read in pieces. Memory stays bounded by a chunk and the auctions it completed
    /// (the package's streaming array decoder does the work); the next chunk is pulled only when the auctions of
    /// the last one were taken. The auctions are those ``Auctions/auctions`` holds after a whole-body
    /// decode, in the same order; the rest of the body is checked at the end as ``Auctions`` reads it
    /// (its `connected_realm` is required).
    ///
    /// The cheapest buyout of each item, keeping one number per item rather than every auction:
    ///
    /// ```swift
    /// var cheapest: [Int: Int] = [:]   // item id → lowest buyout in copper
    /// for try await auction in WoW.AuctionStream(chunks) {
    ///     guard let buyout = auction.buyout, auction.quantity > 0 else { continue }
    ///     let each = buyout / auction.quantity
    ///     cheapest[auction.item.id] = min(cheapest[auction.item.id] ?? .max, each)
    /// }
    /// ```
    ///
    /// Iteration throws `BattleNetError` `.decoding` with the coding path (`auctions[80000].buyout`)
    /// after yielding the auctions before the faulty one, and rethrows an error of `chunks` as it is.
    public struct AuctionStream<Chunks: AsyncSequence & Sendable>: AsyncSequence, Sendable where Chunks.Element == Data {
        /// One auction.
        public typealias Element = Auction

        let elements: JSONArrayElements<Auction, Chunks>

        /// The auctions of the connected-realm auctions body that `chunks` carries.
        public init(_ chunks: Chunks) {
            elements = JSONArrayElements(chunks, arrayKey: "auctions", in: Auctions.self, operation: Operations.auctions.descriptor.id)
        }

        /// An iterator over the auctions.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: elements.makeAsyncIterator()) }

        /// Yields the auctions of one chunk, then pulls the next.
        public struct AsyncIterator: AsyncIteratorProtocol {
            @usableFromInline var base: JSONArrayElements<Auction, Chunks>.AsyncIterator

            init(base: JSONArrayElements<Auction, Chunks>.AsyncIterator) { self.base = base }

            /// The next auction, or `nil` after the last once the rest of the body checked out.
            /// - Throws: `BattleNetError` `.decoding` (see ``WoW/AuctionStream``), or the chunk
            ///   sequence's own error.
            @inlinable public mutating func next() async throws -> Auction? { try await base.next() }
        }
    }

    /// The commodity auctions of a region (the body of ``WoW/Endpoints/auctionCommodities()``, 20+ MB and
    /// hundreds of thousands of auctions), decoded one by one as the body's chunks arrive.
    ///
    /// As ``AuctionStream``: `chunks` is any `AsyncSequence` of `Data`, memory stays bounded by a chunk,
    /// the commodities are those ``Commodities/auctions`` holds after a whole-body decode, in order,
    /// and the rest of the body is checked at the end as ``Commodities`` reads it.
    ///
    /// The lowest unit price of each item and the units on sale, without keeping every auction:
    ///
    /// ```swift
    /// var lowest: [Int: Int] = [:]   // item id → lowest unit price in copper
    /// var units: [Int: Int] = [:]    // item id → units on sale
    /// for try await commodity in WoW.CommodityStream(chunks) {
    ///     lowest[commodity.item.id] = min(lowest[commodity.item.id] ?? .max, commodity.unitPrice)
    ///     units[commodity.item.id, default: 0] += commodity.quantity
    /// }
    /// ```
    ///
    /// Iteration throws `BattleNetError` `.decoding` with the coding path (`auctions[12345].quantity`)
    /// after yielding the commodities before the faulty one, and rethrows an error of `chunks` as it is.
    public struct CommodityStream<Chunks: AsyncSequence & Sendable>: AsyncSequence, Sendable where Chunks.Element == Data {
        /// One commodity auction.
        public typealias Element = Commodity

        let elements: JSONArrayElements<Commodity, Chunks>

        /// The commodity auctions of the region commodities body that `chunks` carries.
        public init(_ chunks: Chunks) {
            elements = JSONArrayElements(
                chunks, arrayKey: "auctions", in: Commodities.self, operation: Operations.auctionCommodities.descriptor.id
            )
        }

        /// An iterator over the commodity auctions.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: elements.makeAsyncIterator()) }

        /// Yields the commodities of one chunk, then pulls the next.
        public struct AsyncIterator: AsyncIteratorProtocol {
            @usableFromInline var base: JSONArrayElements<Commodity, Chunks>.AsyncIterator

            init(base: JSONArrayElements<Commodity, Chunks>.AsyncIterator) { self.base = base }

            /// The next commodity auction, or `nil` after the last once the rest of the body checked out.
            /// - Throws: `BattleNetError` `.decoding` (see ``WoW/CommodityStream``), or the chunk
            ///   sequence's own error.
            @inlinable public mutating func next() async throws -> Commodity? { try await base.next() }
        }
    }
}
