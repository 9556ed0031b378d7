import Foundation

extension WoW.Operations {
    /// **Auctions**: every auction of one connected realm's auction house except commodities (those
    /// are region-wide: ``auctionCommodities``), as a snapshot Blizzard refreshes about hourly.
    ///
    /// The body runs to 10–20 MB, so the call gets a two-minute timeout.
    package static let auctions = APIOperation<WoW.Auctions, Int>(
        "wowAuctions", "/data/wow/connected-realm/{connectedRealmId}/auctions", namespace: .dynamic,
        timeout: .seconds(120)
    )

    /// **Commodities**: every commodity auction of the region (stackable goods such as herbs, ore
    /// and reagents, sold region-wide since patch 9.2.7), as a snapshot refreshed about hourly.
    ///
    /// The body can exceed 20 MB, so the call gets a two-minute timeout. Blizzard is reported (in a
    /// 9.2.7 forum post quoted second-hand, unconfirmed) to charge this call 25 points of the rate
    /// limit: the declaration carries that as its `OperationDescriptor.cost`, which the limiter
    /// charges only when `RateLimit.usesOperationCosts` is set (by default the call costs one).
    package static let auctionCommodities = APIOperation<WoW.Commodities>(
        "wowAuctionCommodities", "/data/wow/auctions/commodities", namespace: .dynamic,
        timeout: .seconds(120), cost: 25
    )
}

extension WoW {
    /// The auctions of one connected realm (`/data/wow/connected-realm/{id}/auctions`): every item
    /// listed on its auction house except commodities, which ``Commodities`` lists for the region.
    ///
    /// ```swift
    /// let house = try await client.wow.auctions(connectedRealm: 1146)
    /// house.auctions.count                    // tens of thousands
    /// house.auctions.first?.item.id           // 168185
    /// ```
    public struct Auctions: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Auctions>?
        /// The connected realm whose auction house this is, e.g. `.../connected-realm/1146`.
        public let connectedRealm: BattleNetLink<ConnectedRealm>
        /// The auctions, in no particular order, packed (an ``AuctionList`` of ``Auction`` values
        /// costs about a quarter of the memory of `[Auction]`; it encodes as the same JSON array).
        public let auctions: AuctionList
        /// The link to the region's commodities (``Commodities``); in bodies since the region-wide
        /// commodity market (patch 9.2.7, 2022); absent in older ones (a 2020 recording).
        public let commodities: BattleNetLink<Commodities>?

        /// Auctions of a connected realm (for tests and previews).
        public init(
            links: SelfLinks<Auctions>? = nil, connectedRealm: BattleNetLink<ConnectedRealm>, auctions: AuctionList,
            commodities: BattleNetLink<Commodities>? = nil
        ) {
            self.links = links
            self.connectedRealm = connectedRealm
            self.auctions = auctions
            self.commodities = commodities
        }

        /// Auctions of a connected realm from any sequence of auctions, such as an `[Auction]` (for tests
        /// and previews).
        public init(
            links: SelfLinks<Auctions>? = nil, connectedRealm: BattleNetLink<ConnectedRealm>, auctions: some Sequence<Auction>,
            commodities: BattleNetLink<Commodities>? = nil
        ) {
            self.init(links: links, connectedRealm: connectedRealm, auctions: AuctionList(auctions), commodities: commodities)
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", connectedRealm = "connected_realm", auctions, commodities
        }
    }

    /// One auction of a connected realm's auction house. Amounts are in copper (10,000 copper make a
    /// gold).
    ///
    /// Which price keys an auction carries depends on what it sells: an item sold by the piece has a
    /// ``buyout`` and, when the seller allowed bidding, a ``bid``; a stackable item has a
    /// ``unitPrice`` instead (in bodies from before patch 9.2.7, when commodities were still sold per
    /// realm). The three are therefore optional; in practice an auction has a ``buyout`` or a
    /// ``unitPrice``, never both.
    public struct Auction: Codable, Hashable, Sendable {
        /// The auction's id, e.g. `568957532`.
        public let id: Int
        /// The item on sale, with its variant (bonus lists, modifiers, pet details).
        public let item: AuctionItem
        /// How many of the item the auction sells, e.g. `7`.
        public let quantity: Int
        /// The price of one unit in copper for a stackable item, e.g. `345000` (34 gold 50 silver);
        /// absent for an item sold by the piece.
        public let unitPrice: Int?
        /// The buyout price of the whole auction in copper, e.g. `600000000` (60,000 gold); absent
        /// for a stackable item priced per unit, and for an auction with a bid only.
        public let buyout: Int?
        /// The current bid in copper, e.g. `450000000`; only on auctions that accept bids.
        public let bid: Int?
        /// How long the auction has left, e.g. ``AuctionTimeLeft/short``.
        public let timeLeft: AuctionTimeLeft

        /// An auction (for tests and previews).
        public init(
            id: Int, item: AuctionItem, quantity: Int, unitPrice: Int? = nil, buyout: Int? = nil, bid: Int? = nil,
            timeLeft: AuctionTimeLeft
        ) {
            self.id = id
            self.item = item
            self.quantity = quantity
            self.unitPrice = unitPrice
            self.buyout = buyout
            self.bid = bid
            self.timeLeft = timeLeft
        }

        enum CodingKeys: String, CodingKey {
            case id, item, quantity, unitPrice = "unit_price", buyout, bid, timeLeft = "time_left"
        }
    }

    /// The item of an ``Auction``: its id and what makes this copy distinct. Every key but ``id`` is
    /// absent when it does not apply (a plain reagent has none; only caged battle pets have the pet
    /// keys).
    public struct AuctionItem: Codable, Hashable, Sendable {
        /// The item's id, e.g. `175007`; `82800` is a caged battle pet.
        public let id: Int
        /// The context the item dropped or was made in (dungeon, raid, crafting, ...), e.g. `3`.
        public let context: Int?
        /// The bonus lists that modify the item (item level, sockets, tertiary stats), e.g.
        /// `[4822, 6578, 6579]`.
        public let bonusLists: [Int]?
        /// Further modifiers, such as the character level the item was obtained at (type `9`) or a
        /// caged pet's display (type `6`); absent when the item has none.
        public let modifiers: [AuctionItemModifier]?
        /// A caged pet's breed, e.g. `7`.
        public let petBreedID: Int?
        /// A caged pet's level, e.g. `1`.
        public let petLevel: Int?
        /// A caged pet's quality (0 poor to 3 rare), e.g. `3`.
        public let petQualityID: Int?
        /// A caged pet's species, e.g. `2834`.
        public let petSpeciesID: Int?

        /// An auctioned item (for tests and previews).
        public init(
            id: Int, context: Int? = nil, bonusLists: [Int]? = nil, modifiers: [AuctionItemModifier]? = nil,
            petBreedID: Int? = nil, petLevel: Int? = nil, petQualityID: Int? = nil, petSpeciesID: Int? = nil
        ) {
            self.id = id
            self.context = context
            self.bonusLists = bonusLists
            self.modifiers = modifiers
            self.petBreedID = petBreedID
            self.petLevel = petLevel
            self.petQualityID = petQualityID
            self.petSpeciesID = petSpeciesID
        }

        enum CodingKeys: String, CodingKey {
            case id, context, bonusLists = "bonus_lists", modifiers
            case petBreedID = "pet_breed_id", petLevel = "pet_level", petQualityID = "pet_quality_id"
            case petSpeciesID = "pet_species_id"
        }
    }

    /// One modifier of an ``AuctionItem``: a numeric type and its value, e.g. `{"type": 9, "value": 120}`
    /// (the character level the item was obtained at).
    public struct AuctionItemModifier: Codable, Hashable, Sendable {
        /// What the modifier sets, e.g. `9` (the level the item was obtained at) or `6` (a caged pet's
        /// display); Blizzard documents no list, so it stays a plain number.
        public let type: Int
        /// The value, e.g. `120`.
        public let value: Int

        /// A modifier.
        public init(type: Int, value: Int) {
            self.type = type
            self.value = value
        }
    }

    /// The commodity auctions of a whole region (`/data/wow/auctions/commodities`): stackable goods
    /// sold region-wide, priced per unit.
    ///
    /// ```swift
    /// let market = try await client.wow.auctionCommodities()
    /// market.auctions.first?.unitPrice   // 900000 (90 gold)
    /// ```
    public struct Commodities: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Commodities>?
        /// The auctions, in no particular order.
        public let auctions: [Commodity]

        /// A commodity market (for tests and previews).
        public init(links: SelfLinks<Commodities>? = nil, auctions: [Commodity]) {
            self.links = links
            self.auctions = auctions
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", auctions
        }
    }

    /// One commodity auction: a quantity of one item at a price per unit, in copper.
    public struct Commodity: Codable, Hashable, Sendable {
        /// The auction's id, e.g. `814959956`.
        public let id: Int
        /// The item on sale (its id only: commodities have no variants).
        public let item: CommodityItem
        /// How many units are on sale, e.g. `45`.
        public let quantity: Int
        /// The price of one unit in copper, e.g. `900000` (90 gold).
        public let unitPrice: Int
        /// How long the auction has left, e.g. ``AuctionTimeLeft/veryLong``.
        public let timeLeft: AuctionTimeLeft

        /// A commodity auction (for tests and previews).
        public init(id: Int, item: CommodityItem, quantity: Int, unitPrice: Int, timeLeft: AuctionTimeLeft) {
            self.id = id
            self.item = item
            self.quantity = quantity
            self.unitPrice = unitPrice
            self.timeLeft = timeLeft
        }

        enum CodingKeys: String, CodingKey {
            case id, item, quantity, unitPrice = "unit_price", timeLeft = "time_left"
        }
    }

    /// The item of a ``Commodity``: `{"id": 193255}`.
    public struct CommodityItem: Codable, Hashable, Sendable {
        /// The item's id, e.g. `193255`.
        public let id: Int

        /// A commodity item.
        public init(id: Int) { self.id = id }
    }

    /// How long an auction has left (open: a value Blizzard adds decodes too). Blizzard gives a
    /// band, not a time.
    public struct AuctionTimeLeft: OpenStringValue {
        /// The band as Blizzard sends it, e.g. `SHORT`.
        public let rawValue: String
        /// Any band, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Less than 30 minutes (`SHORT`).
        public static let short: AuctionTimeLeft = "SHORT"
        /// 30 minutes to 2 hours (`MEDIUM`).
        public static let medium: AuctionTimeLeft = "MEDIUM"
        /// 2 to 12 hours (`LONG`).
        public static let long: AuctionTimeLeft = "LONG"
        /// More than 12 hours (`VERY_LONG`).
        public static let veryLong: AuctionTimeLeft = "VERY_LONG"
    }
}
