import Foundation

extension WoW.Operations {
    /// **Connected Realm Index**: the links to every connected realm of the region.
    package static let connectedRealmIndex = APIOperation<WoW.ConnectedRealmIndex>(
        "wowConnectedRealmIndex", "/data/wow/connected-realm/index", namespace: .dynamic, flavors: .all
    )

    /// **Connected Realm**: a group of realms that share characters' world, with its status,
    /// population, member realms and the links to its auctions and mythic keystone leaderboards.
    package static let connectedRealm = APIOperation<WoW.ConnectedRealm, Int>(
        "wowConnectedRealm", "/data/wow/connected-realm/{connectedRealmId}", namespace: .dynamic,
        flavors: .all
    )

    /// **Connected Realm Search**: connected realms matching a query (e.g. `status.type=UP`,
    /// `realms.timezone=America/New_York`), a page at a time.
    package static let connectedRealmSearch = APIOperation<WoW.SearchPage<WoW.ConnectedRealmSearchDocument>>(
        "wowConnectedRealmSearch", "/data/wow/search/connected-realm", namespace: .dynamic, flavors: .all
    )
}

extension WoW {
    /// The links to every connected realm of a region (`/data/wow/connected-realm/index`).
    ///
    /// ```swift
    /// let index = try await client.wow.connectedRealmIndex()
    /// index.connectedRealms.first?.lastPathComponent   // "509"
    /// ```
    public struct ConnectedRealmIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ConnectedRealmIndex>?
        /// The link to each connected realm, e.g. `.../connected-realm/509?namespace=dynamic-eu`.
        public let connectedRealms: [BattleNetLink<ConnectedRealm>]

        /// A connected realm index (for tests and previews).
        public init(links: SelfLinks<ConnectedRealmIndex>? = nil, connectedRealms: [BattleNetLink<ConnectedRealm>]) {
            self.links = links
            self.connectedRealms = connectedRealms
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", connectedRealms = "connected_realms"
        }
    }

    /// A connected realm (`/data/wow/connected-realm/{connectedRealmId}`): realms that share one
    /// world, auction house and leaderboards, with their common status and population.
    ///
    /// ```swift
    /// let group = try await client.wow.connectedRealm(id: 509)
    /// group.realms.map(\.name)      // ["Garona", "Ner'zhul", "Sargeras"]
    /// group.population.type         // .medium
    /// if let auctions = group.auctions {
    ///     let house = try await client.value(auctions)        // WoW.Auctions
    /// }
    /// ```
    public struct ConnectedRealm: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ConnectedRealm>?
        /// The connected realm's id, e.g. `509`.
        public let id: Int
        /// Whether logging in means waiting in a queue.
        public let hasQueue: Bool
        /// Whether the realms are up, e.g. `{"type": "UP", "name": "Up"}`.
        public let status: TypedName<RealmStatus>
        /// How populated the realms are, e.g. `{"type": "MEDIUM", "name": "Medium"}`.
        public let population: TypedName<RealmPopulation>
        /// The member realms, each in full.
        public let realms: [Realm]
        /// The link to the mythic keystone leaderboards of this connected realm; retail only (Classic
        /// connected realms have none).
        public let mythicLeaderboards: BattleNetLink<MythicKeystoneLeaderboardIndex>?
        /// The link to this connected realm's auctions; absent in the 2019 recording, present since 2020.
        /// Classic bodies are unrecorded: should theirs point to Classic's auction house index
        /// instead, follow it with `retargeted(to:)`.
        public let auctions: BattleNetLink<Auctions>?
        /// The link to the current PvP season, in Classic bodies; absent in every retail recording.
        public let pvpSeason: BattleNetLink<PvpSeason>?
        /// Whether the realms are closed to new characters or transfers; no recording has it, and it may be
        /// absent.
        public let realmLockedStatus: ConnectedRealmLockedStatus?

        /// A connected realm (for tests and previews).
        public init(
            links: SelfLinks<ConnectedRealm>? = nil, id: Int, hasQueue: Bool, status: TypedName<RealmStatus>,
            population: TypedName<RealmPopulation>, realms: [Realm],
            mythicLeaderboards: BattleNetLink<MythicKeystoneLeaderboardIndex>? = nil, auctions: BattleNetLink<Auctions>? = nil,
            pvpSeason: BattleNetLink<PvpSeason>? = nil, realmLockedStatus: ConnectedRealmLockedStatus? = nil
        ) {
            self.links = links
            self.id = id
            self.hasQueue = hasQueue
            self.status = status
            self.population = population
            self.realms = realms
            self.mythicLeaderboards = mythicLeaderboards
            self.auctions = auctions
            self.pvpSeason = pvpSeason
            self.realmLockedStatus = realmLockedStatus
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, hasQueue = "has_queue", status, population, realms
            case mythicLeaderboards = "mythic_leaderboards", auctions, pvpSeason = "pvp_season"
            case realmLockedStatus = "realm_locked_status"
        }
    }

    /// Whether a connected realm is closed to newcomers: `{"is_locked_for_new_characters": false,
    /// "is_locked_for_pct": false}`.
    public struct ConnectedRealmLockedStatus: Codable, Hashable, Sendable {
        /// Whether no new character may be created on the realms.
        public let isLockedForNewCharacters: Bool
        /// Whether no character may be moved there with the paid character transfer.
        public let isLockedForPaidTransfer: Bool

        /// A locked status.
        public init(isLockedForNewCharacters: Bool, isLockedForPaidTransfer: Bool) {
            self.isLockedForNewCharacters = isLockedForNewCharacters
            self.isLockedForPaidTransfer = isLockedForPaidTransfer
        }

        enum CodingKeys: String, CodingKey {
            case isLockedForNewCharacters = "is_locked_for_new_characters", isLockedForPaidTransfer = "is_locked_for_pct"
        }
    }

    /// Whether a connected realm is up: `UP` or `DOWN` (open: another value decodes too).
    public struct RealmStatus: OpenStringValue {
        /// The status as Blizzard sends it, e.g. `UP`.
        public let rawValue: String
        /// Any status, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The realms are up.
        public static let up: RealmStatus = "UP"
        /// The realms are down.
        public static let down: RealmStatus = "DOWN"
    }

    /// How populated a connected realm is (open: another value decodes too).
    public struct RealmPopulation: OpenStringValue {
        /// The population as Blizzard sends it, e.g. `MEDIUM`.
        public let rawValue: String
        /// Any population, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Low.
        public static let low: RealmPopulation = "LOW"
        /// Medium.
        public static let medium: RealmPopulation = "MEDIUM"
        /// High.
        public static let high: RealmPopulation = "HIGH"
        /// Full.
        public static let full: RealmPopulation = "FULL"
        /// Locked to new characters (Classic).
        public static let locked: RealmPopulation = "LOCKED"
        /// Recommended for new players.
        public static let recommended: RealmPopulation = "RECOMMENDED"
    }

    /// The data of one connected realm search result (`/data/wow/search/connected-realm`), every
    /// localized string with all its locales; ``SearchResult/key`` links to the full
    /// ``ConnectedRealm``.
    ///
    /// ```swift
    /// let page = try await client.wow.connectedRealmSearch(query)
    /// page.results.first?.data.realms.map(\.slug)
    /// ```
    public struct ConnectedRealmSearchDocument: WoWSearchDocument {
        /// The full document of a result: ``ConnectedRealm``.
        public typealias Full = ConnectedRealm

        /// The connected realm's id, e.g. `509`.
        public let id: Int
        /// Whether logging in means waiting in a queue.
        public let hasQueue: Bool
        /// Whether the realms are up, with the name in every locale.
        public let status: TypedName<RealmStatus>
        /// How populated the realms are, with the name in every locale.
        public let population: TypedName<RealmPopulation>
        /// The member realms, as realm search documents.
        public let realms: [RealmSearchDocument]

        /// A connected realm search document (for tests and previews).
        public init(
            id: Int, hasQueue: Bool, status: TypedName<RealmStatus>, population: TypedName<RealmPopulation>,
            realms: [RealmSearchDocument]
        ) {
            self.id = id
            self.hasQueue = hasQueue
            self.status = status
            self.population = population
            self.realms = realms
        }

        enum CodingKeys: String, CodingKey {
            case id, hasQueue = "has_queue", status, population, realms
        }
    }
}
