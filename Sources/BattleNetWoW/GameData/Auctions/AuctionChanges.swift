import BattleNetCore
import Foundation

extension WoW {
    /// What happened to one auction between two consecutive snapshots of an auction house
    /// (``AuctionChanges`` for a connected realm's ``Auction``s, ``CommodityChanges`` for the region's
    /// ``Commodity`` auctions).
    ///
    /// An auction is matched across the snapshots by its `id`. Its ``AuctionTimeLeft`` band moving on
    /// is not a change; anything else that differs (in practice the bid, or the quantity a partial
    /// purchase of commodities leaves) is.
    ///
    /// ```swift
    /// switch change {
    /// case .listed(let auction): print("new", auction.id)
    /// case .changed(let auction, let was): print(auction.id, was.quantity, "→", auction.quantity)
    /// case .gone(let auction, likely: .sold): print("sold", auction.id)
    /// case .gone(let auction, _): print("gone", auction.id)
    /// }
    /// ```
    public enum AuctionChange<Listing: Hashable & Sendable>: Hashable, Sendable {
        /// In the new snapshot only.
        case listed(Listing)
        /// In both, with a different price or quantity: the new listing, and the old one (`was`).
        case changed(Listing, was: Listing)
        /// In the old snapshot only: the listing as last seen, and how it likely ended
        /// (``AuctionEnding/inferred(timeLeft:elapsed:)``; `nil` for a time band Blizzard adds, which
        /// gives no bound).
        case gone(Listing, likely: AuctionEnding?)

        /// The listing this change is about: the new one when it is still listed, else the last seen.
        public var listing: Listing {
            switch self {
            case .listed(let listing), .changed(let listing, _), .gone(let listing, _): listing
            }
        }
    }

    /// How an auction that left the auction house between two snapshots likely ended. Battle.net does
    /// not say: this is an inference from the auction's last time band and the time between the
    /// snapshots, never a fact.
    public enum AuctionEnding: String, Hashable, Sendable, CaseIterable {
        /// Bought (or cancelled by its seller: a snapshot cannot tell the two apart).
        case sold
        /// Ran out of time unsold.
        case expired

        /// The likely ending of an auction last seen with `timeLeft`, gone from a snapshot made
        /// `elapsed` later.
        ///
        /// Each band bounds the time that was left: ``AuctionTimeLeft/short`` up to 30 minutes,
        /// ``AuctionTimeLeft/medium`` 30 minutes to 2 hours, ``AuctionTimeLeft/long`` 2 to 12 hours,
        /// ``AuctionTimeLeft/veryLong`` 12 to 48 hours (the longest an auction runs). The auction is
        /// likely expired when `elapsed` reaches the middle of its band, so that more than half of the
        /// times the band allows would have run out between the snapshots; otherwise it is likely sold.
        /// With hourly snapshots that reads: gone while short means expired, gone from any longer band
        /// means sold.
        ///
        /// ```swift
        /// WoW.AuctionEnding.inferred(timeLeft: .short, elapsed: .seconds(3600))    // .expired
        /// WoW.AuctionEnding.inferred(timeLeft: .medium, elapsed: .seconds(3600))   // .sold
        /// ```
        /// - Returns: `nil` for a band other than the four known ones.
        public static func inferred(timeLeft: AuctionTimeLeft, elapsed: Duration) -> AuctionEnding? {
            let middle: Duration
            switch timeLeft {
            case .short: middle = .seconds(15 * 60)
            case .medium: middle = .seconds(75 * 60)
            case .long: middle = .seconds(7 * 3600)
            case .veryLong: middle = .seconds(30 * 3600)
            default: return nil
            }
            return elapsed >= middle ? .expired : .sold
        }
    }

    /// The changes from one snapshot of a connected realm's auctions to the next: the auctions
    /// listed, changed (price or quantity) and gone (with their likely ending), as an
    /// `AsyncSequence` read while the new snapshot's body arrives.
    ///
    /// The old snapshot is held packed (an ``AuctionList``, about 40 bytes an auction) with an index
    /// by auction id; the new one is read from `chunks` one auction at a time as ``AuctionStream``
    /// reads it, never decoded whole. So memory stays proportional to one packed snapshot, whatever
    /// the size of the new body. Listed and changed auctions come in the new body's order as it is
    /// read; the gone ones follow its end, in the old snapshot's order.
    ///
    /// An auction id listed twice in one snapshot counts once, at its first listing.
    ///
    /// ```swift
    /// let old = try await client.wow.auctions(connectedRealm: 1146)
    /// // an hour later, the next snapshot, streamed:
    /// let new = try await client.rawStream(WoW.Endpoints.auctions(connectedRealm: 1146))
    /// var sold = 0
    /// for try await change in WoW.AuctionChanges(from: old.auctions, to: new.body, elapsed: .seconds(3600)) {
    ///     if case .gone(_, likely: .sold) = change { sold += 1 }
    /// }
    /// ```
    ///
    /// Iteration throws what ``AuctionStream`` throws for the new body (`BattleNetError` `.decoding`
    /// with the coding path, or the chunk sequence's own error), after the changes read before it.
    public struct AuctionChanges<Chunks: AsyncSequence & Sendable>: AsyncSequence, Sendable where Chunks.Element == Data {
        /// One change.
        public typealias Element = AuctionChange<Auction>

        let baseline: ChangeBaseline
        let chunks: Chunks
        let elapsed: Duration

        /// The changes from `previous` (the old snapshot's auctions) to the snapshot whose body
        /// `chunks` carries, made `elapsed` after the old one (the difference of their
        /// `Last-Modified` dates).
        public init(from previous: some Sequence<Auction>, to chunks: Chunks, elapsed: Duration) {
            baseline = ChangeBaseline(AuctionList(previous))
            self.chunks = chunks
            self.elapsed = elapsed
        }

        /// An iterator reading the new body as it is asked for changes.
        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(base: ChangeIterator(baseline: baseline, elements: AuctionStream(chunks).makeAsyncIterator(), elapsed: elapsed))
        }

        /// Reads the new body up to the next change, then the old snapshot's gone auctions.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: ChangeIterator<Auction, AuctionStream<Chunks>.AsyncIterator>

            /// The next change, or `nil` after the last gone auction.
            /// - Throws: What ``AuctionStream`` throws for the new body.
            public mutating func next() async throws -> AuctionChange<Auction>? { try await base.next() }
        }
    }

    /// The changes from one snapshot of the region's commodities to the next, as ``AuctionChanges``
    /// gives them for a connected realm: listed, changed (in practice the quantity a partial purchase
    /// leaves, or the price) and gone with the likely ending, read while the new body arrives.
    ///
    /// The old snapshot is held packed (its commodities stored as ``AuctionList`` records), the new one
    /// read one commodity at a time as ``CommodityStream`` reads it.
    ///
    /// ```swift
    /// let old = try await client.wow.auctionCommodities()
    /// // an hour later:
    /// let new = try await client.rawStream(WoW.Endpoints.auctionCommodities())
    /// var bought: [Int: Int] = [:]   // item id → units likely bought
    /// for try await change in WoW.CommodityChanges(from: old.auctions, to: new.body, elapsed: .seconds(3600)) {
    ///     switch change {
    ///     case .changed(let now, let was) where now.quantity < was.quantity:
    ///         bought[now.item.id, default: 0] += was.quantity - now.quantity
    ///     case .gone(let was, likely: .sold):
    ///         bought[was.item.id, default: 0] += was.quantity
    ///     default: break
    ///     }
    /// }
    /// ```
    ///
    /// Iteration throws what ``CommodityStream`` throws for the new body, after the changes read before it.
    public struct CommodityChanges<Chunks: AsyncSequence & Sendable>: AsyncSequence, Sendable where Chunks.Element == Data {
        /// One change.
        public typealias Element = AuctionChange<Commodity>

        let baseline: ChangeBaseline
        let chunks: Chunks
        let elapsed: Duration

        /// The changes from `previous` (the old snapshot's commodities) to the snapshot whose body
        /// `chunks` carries, made `elapsed` after the old one.
        public init(from previous: some Sequence<Commodity>, to chunks: Chunks, elapsed: Duration) {
            var list = AuctionList()
            for commodity in previous { list.append(commodity.packed) }
            self.init(packed: list, to: chunks, elapsed: elapsed)
        }

        /// The changes from the commodities packed in `previous` (each stored as
        /// `WoW.Commodity.packed`), for a reader that packs the old snapshot as it streams it.
        package init(packed previous: AuctionList, to chunks: Chunks, elapsed: Duration) {
            baseline = ChangeBaseline(previous)
            self.chunks = chunks
            self.elapsed = elapsed
        }

        /// An iterator reading the new body as it is asked for changes.
        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(base: ChangeIterator(baseline: baseline, elements: CommodityStream(chunks).makeAsyncIterator(), elapsed: elapsed))
        }

        /// Reads the new body up to the next change, then the old snapshot's gone commodities.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: ChangeIterator<Commodity, CommodityStream<Chunks>.AsyncIterator>

            /// The next change, or `nil` after the last gone commodity.
            /// - Throws: What ``CommodityStream`` throws for the new body.
            public mutating func next() async throws -> AuctionChange<Commodity>? { try await base.next() }
        }
    }
}

extension WoW.AuctionChange: Codable where Listing: Codable {
    enum CodingKeys: String, CodingKey {
        case change, auction, was, likely
    }

    /// Reads a change as ``encode(to:)`` writes it.
    /// - Throws: `DecodingError` when `change` is not `listed`, `changed` or `gone`, or a listing
    ///   does not decode.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let listing = try container.decode(Listing.self, forKey: .auction)
        switch try container.decode(String.self, forKey: .change) {
        case "listed": self = .listed(listing)
        case "changed": self = .changed(listing, was: try container.decode(Listing.self, forKey: .was))
        case "gone": self = .gone(listing, likely: try container.decodeIfPresent(WoW.AuctionEnding.self, forKey: .likely))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .change, in: container, debugDescription: "unknown change \(other); expected listed, changed or gone"
            )
        }
    }

    /// Writes the change as one JSON object: `{"change":"listed","auction":{…}}`,
    /// `{"change":"changed","auction":{…},"was":{…}}` or `{"change":"gone","likely":"sold","auction":{…}}`
    /// (`likely` absent when no ending is inferred), the listings as Battle.net writes them.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .listed(let listing):
            try container.encode("listed", forKey: .change)
            try container.encode(listing, forKey: .auction)
        case .changed(let listing, let was):
            try container.encode("changed", forKey: .change)
            try container.encode(listing, forKey: .auction)
            try container.encode(was, forKey: .was)
        case .gone(let listing, let likely):
            try container.encode("gone", forKey: .change)
            try container.encode(listing, forKey: .auction)
            try container.encodeIfPresent(likely, forKey: .likely)
        }
    }
}

extension WoW.AuctionEnding: Codable {}

/// A listing a change feed compares: stored in an ``WoW/AuctionList`` record and read back whole.
protocol PackedListing: Hashable, Sendable {
    var id: Int { get }
    var timeLeft: WoW.AuctionTimeLeft { get }
    /// The listing as an auction record.
    var packed: WoW.Auction { get }
    /// The listing stored as `auction`.
    init(unpacking auction: WoW.Auction)
    /// Whether the two differ in anything but the time left.
    func differs(from other: Self) -> Bool
}

extension WoW.Auction: PackedListing {
    var packed: WoW.Auction { self }
    init(unpacking auction: WoW.Auction) { self = auction }

    func differs(from other: WoW.Auction) -> Bool {
        quantity != other.quantity || unitPrice != other.unitPrice || buyout != other.buyout || bid != other.bid || item != other.item
    }
}

extension WoW.Commodity: PackedListing {
    /// The commodity as the auction record a change feed stores it in.
    package var packed: WoW.Auction {
        WoW.Auction(id: id, item: WoW.AuctionItem(id: item.id), quantity: quantity, unitPrice: unitPrice, timeLeft: timeLeft)
    }

    init(unpacking auction: WoW.Auction) {
        self.init(
            id: auction.id, item: WoW.CommodityItem(id: auction.item.id), quantity: auction.quantity,
            unitPrice: auction.unitPrice ?? 0, timeLeft: auction.timeLeft
        )
    }

    func differs(from other: WoW.Commodity) -> Bool {
        quantity != other.quantity || unitPrice != other.unitPrice || item != other.item
    }
}

/// The old snapshot of a change feed: its listings packed, the position of each id's first listing
/// sorted by id, and which positions are repeats of an earlier listing's id.
struct ChangeBaseline: Sendable {
    let list: WoW.AuctionList
    /// Positions of first listings, in ascending order of their ids.
    let byID: [Int]
    /// One bit per position: set for a repeated id (never matched, never reported gone).
    let repeats: [UInt64]

    init(_ list: WoW.AuctionList) {
        self.list = list
        var order = Array(0..<list.count)
        // Stable by position within an id, so the first listing of a repeated id comes first.
        order.sort { left, right in
            let (a, b) = (list.id(at: left), list.id(at: right))
            return a != b ? a < b : left < right
        }
        var firsts: [Int] = []
        firsts.reserveCapacity(order.count)
        var repeats = [UInt64](repeating: 0, count: (list.count + 63) / 64)
        var last: Int?
        for position in order {
            let id = list.id(at: position)
            if id == last {
                repeats[position >> 6] |= 1 << UInt64(position & 63)
            } else {
                firsts.append(position)
                last = id
            }
        }
        byID = firsts
        self.repeats = repeats
    }

    /// The position of the first listing of `id`, if the old snapshot has one.
    func position(of id: Int) -> Int? {
        var low = 0
        var high = byID.count
        while low < high {
            let middle = low + (high - low) / 2
            if list.id(at: byID[middle]) < id { low = middle + 1 } else { high = middle }
        }
        guard low < byID.count, list.id(at: byID[low]) == id else { return nil }
        return byID[low]
    }
}

/// The work of a change feed: the new body's listings matched against the old snapshot, then the old
/// listings no new one matched.
struct ChangeIterator<Listing: PackedListing, Elements: AsyncIteratorProtocol> where Elements.Element == Listing {
    let baseline: ChangeBaseline
    var elements: Elements
    let elapsed: Duration
    /// One bit per old position: matched by a new listing (or a repeat, set from the start).
    var matched: [UInt64]
    /// Ids listed in the new snapshot only, so a repeat of one counts once.
    var listedIDs: Set<Int> = []
    /// The next old position to report gone, once the new body has ended.
    var goneCursor: Int?

    init(baseline: ChangeBaseline, elements: Elements, elapsed: Duration) {
        self.baseline = baseline
        self.elements = elements
        self.elapsed = elapsed
        matched = baseline.repeats
    }

    mutating func next() async throws -> WoW.AuctionChange<Listing>? {
        if goneCursor == nil {
            while let listing = try await elements.next() {
                if let position = baseline.position(of: listing.id) {
                    let bit: UInt64 = 1 << UInt64(position & 63)
                    guard matched[position >> 6] & bit == 0 else { continue }
                    matched[position >> 6] |= bit
                    let was = Listing(unpacking: baseline.list[position])
                    if listing.differs(from: was) { return .changed(listing, was: was) }
                } else if listedIDs.insert(listing.id).inserted {
                    return .listed(listing)
                }
            }
            goneCursor = 0
            listedIDs = []
        }
        while let position = goneCursor, position < baseline.list.count {
            goneCursor = position + 1
            guard matched[position >> 6] & (1 << UInt64(position & 63)) == 0 else { continue }
            let was = Listing(unpacking: baseline.list[position])
            return .gone(was, likely: WoW.AuctionEnding.inferred(timeLeft: was.timeLeft, elapsed: elapsed))
        }
        return nil
    }
}

extension WoW.AuctionList {
    /// The id of the auction at `position`, read from its record without building the auction.
    func id(at position: Int) -> Int {
        let segment = segments[position >> Self.segmentShift]
        let local = position & (Self.segmentSize - 1)
        return segment.wide(segment.records[local].id, .id, local)
    }
}
