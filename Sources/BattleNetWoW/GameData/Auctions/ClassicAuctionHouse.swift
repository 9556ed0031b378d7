import Foundation

extension WoW.Operations {
    /// **Auction House Index** (Classic): the auction houses of one Classic connected realm, one per
    /// faction (Alliance, Horde and neutral, per the catalogue).
    package static let classicAuctionHouseIndex = APIOperation<WoW.ClassicAuctionHouseIndex, Int>(
        "wowClassicAuctionHouseIndex", "/data/wow/connected-realm/{connectedRealmId}/auctions/index",
        namespace: .dynamic, flavors: .everyClassic
    )

    /// **Auctions** (Classic): every auction of one auction house of a Classic connected realm, as a
    /// snapshot Blizzard refreshes about hourly.
    ///
    /// Arguments: the connected realm id and the auction house id (from ``classicAuctionHouseIndex``).
    /// The body can exceed 10 MB, so the call gets a two-minute timeout.
    package static let classicAuctions = APIOperation<WoW.ClassicAuctions, Int, Int>(
        "wowClassicAuctions", "/data/wow/connected-realm/{connectedRealmId}/auctions/{auctionHouseId}",
        namespace: .dynamic, flavors: .everyClassic, timeout: .seconds(120)
    )
}

extension WoW {
    /// The auction houses of a Classic connected realm (`/data/wow/connected-realm/{id}/auctions/index`):
    /// Classic keeps one auction house per faction, where retail has one per connected realm.
    ///
    /// No Classic auction body was recorded, so no recorded body backs this model.
    ///
    /// ```swift
    /// let houses = try await client.wow.flavor(.classicEra).classicAuctionHouseIndex(connectedRealm: 4372)
    /// houses.auctions.map(\.id)          // one id per auction house
    /// ```
    public struct ClassicAuctionHouseIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ClassicAuctionHouseIndex>?
        /// The auction houses, each with its id (the second argument of
        /// ``WoW/Endpoints/classicAuctions(connectedRealm:auctionHouse:)``) and name.
        public let auctions: [BattleNetReference<ClassicAuctions>]

        /// An auction house index (for tests and previews).
        public init(links: SelfLinks<ClassicAuctionHouseIndex>? = nil, auctions: [BattleNetReference<ClassicAuctions>]) {
            self.links = links
            self.auctions = auctions
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", auctions
        }
    }

    /// The auctions of one Classic auction house
    /// (`/data/wow/connected-realm/{connectedRealmId}/auctions/{auctionHouseId}`).
    ///
    /// Unlike retail's ``Auctions``, the document names its auction house, and each auction has a bid
    /// and a buyout but no unit price; items carry Classic's random-suffix keys (`rand`, `seed`)
    /// instead of bonus lists. No recorded body backs this model.
    ///
    /// ```swift
    /// let houses = try await client.wow.flavor(.classicEra).classicAuctionHouseIndex(connectedRealm: 4372)
    /// let house = try await client.wow.flavor(.classicEra).classicAuctions(connectedRealm: 4372, auctionHouse: houses.auctions[0].id ?? 0)
    /// house.auctions.first?.buyout      // in copper
    /// ```
    public struct ClassicAuctions: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ClassicAuctions>?
        /// The connected realm whose auction house this is.
        public let connectedRealm: BattleNetLink<ConnectedRealm>
        /// The auctions, in no particular order.
        public let auctions: [ClassicAuction]
        /// The auction house's id; both peers list it, optional as no body was recorded.
        public let id: Int?
        /// The auction house's name (its faction's house); optional like ``id``.
        public let name: LocalizedString?

        /// Auctions of a Classic auction house (for tests and previews).
        public init(
            links: SelfLinks<ClassicAuctions>? = nil, connectedRealm: BattleNetLink<ConnectedRealm>, auctions: [ClassicAuction],
            id: Int? = nil, name: LocalizedString? = nil
        ) {
            self.links = links
            self.connectedRealm = connectedRealm
            self.auctions = auctions
            self.id = id
            self.name = name
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", connectedRealm = "connected_realm", auctions, id, name
        }
    }

    /// One auction of a Classic auction house. Amounts are in copper (10,000 copper make a gold).
    public struct ClassicAuction: Codable, Hashable, Sendable {
        /// The auction's id.
        public let id: Int
        /// The item on sale.
        public let item: ClassicAuctionItem
        /// How many of the item the auction sells.
        public let quantity: Int
        /// The current (or starting) bid in copper; both peers list it, optional as no body was
        /// recorded and retail leaves it out of buyout-only auctions.
        public let bid: Int?
        /// The buyout price of the whole auction in copper; optional like ``bid``.
        public let buyout: Int?
        /// How long the auction has left, e.g. ``AuctionTimeLeft/veryLong``.
        public let timeLeft: AuctionTimeLeft

        /// A Classic auction (for tests and previews).
        public init(id: Int, item: ClassicAuctionItem, quantity: Int, bid: Int? = nil, buyout: Int? = nil, timeLeft: AuctionTimeLeft) {
            self.id = id
            self.item = item
            self.quantity = quantity
            self.bid = bid
            self.buyout = buyout
            self.timeLeft = timeLeft
        }

        enum CodingKeys: String, CodingKey {
            case id, item, quantity, bid, buyout, timeLeft = "time_left"
        }
    }

    /// The item of a ``ClassicAuction``: its id and, for items with a random suffix ("of the
    /// Bear"), the suffix and its seed.
    public struct ClassicAuctionItem: Codable, Hashable, Sendable {
        /// The item's id, e.g. `19019`.
        public let id: Int
        /// The random suffix (enchantment) id, for items that have one.
        public let rand: Int?
        /// The seed of the random suffix, for items that have one.
        public let seed: Int?

        /// A Classic auctioned item (for tests and previews).
        public init(id: Int, rand: Int? = nil, seed: Int? = nil) {
            self.id = id
            self.rand = rand
            self.seed = seed
        }

        enum CodingKeys: String, CodingKey {
            case id, rand, seed
        }
    }
}
