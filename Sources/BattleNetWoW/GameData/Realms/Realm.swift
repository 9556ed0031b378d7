import Foundation

extension WoW.Operations {
    /// **Realm Index**: every realm of the region, each with its id, name and slug.
    package static let realmIndex = APIOperation<WoW.RealmIndex>(
        "wowRealmIndex", "/data/wow/realm/index", namespace: .dynamic, flavors: .all
    )

    /// **Realm**: one realm with its region, connected realm, category, locale, time zone and type.
    ///
    /// The argument is the realm's slug (`tichondrius`) or English name (`"Area 52"`); Blizzard also
    /// answers this path with the realm's id in place of the slug (`RealmSlug("500")`).
    package static let realm = APIOperation<WoW.Realm, RealmSlug>(
        "wowRealm", "/data/wow/realm/{realmSlug}", namespace: .dynamic, flavors: .all
    )

    /// **Realm Search**: realms matching a query (e.g. `timezone=America/New_York`), a page at a time.
    package static let realmSearch = APIOperation<WoW.SearchPage<WoW.RealmSearchDocument>>(
        "wowRealmSearch", "/data/wow/search/realm", namespace: .dynamic, flavors: .all
    )
}

extension WoW {
    /// Every realm of a region (`/data/wow/realm/index`).
    ///
    /// ```swift
    /// let index = try await client.wow.realmIndex()
    /// index.realms.first?.slug   // aggramar
    /// ```
    public struct RealmIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<RealmIndex>?
        /// The realms, each with its link, id, name and slug.
        public let realms: [RealmReference]

        /// A realm index (for tests and previews).
        public init(links: SelfLinks<RealmIndex>? = nil, realms: [RealmReference]) {
            self.links = links
            self.realms = realms
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", realms
        }
    }

    /// A realm as other documents name it: its id and slug, with its link and name where the body
    /// has them.
    ///
    /// The realm index sends all four; leaderboard characters send the link, id and slug; the guilds
    /// of the mythic raid leaderboard send the id, the slug and a name (`null` in 2019 bodies), but
    /// no link. The ``slug`` is ready for the next call: `client.wow.realm(id: reference.slug)`.
    public struct RealmReference: Codable, Hashable, Sendable {
        /// The link to the realm, e.g. `.../data/wow/realm/500?namespace=dynamic-eu`; absent in the
        /// mythic raid leaderboard.
        public let key: BattleNetLink<Realm>?
        /// The realm's id, e.g. `500`.
        public let id: Int
        /// The realm's name, e.g. "Aggramar"; absent in the mythic keystone and PvP leaderboards,
        /// and `null` (so `nil`) for the guilds of the 2019 mythic raid leaderboards.
        public let name: LocalizedString?
        /// The realm's slug, e.g. `aggramar`.
        public let slug: RealmSlug

        /// A realm reference (for tests and previews).
        public init(key: BattleNetLink<Realm>? = nil, id: Int, name: LocalizedString? = nil, slug: RealmSlug) {
            self.key = key
            self.id = id
            self.name = name
            self.slug = slug
        }
    }

    /// One realm (`/data/wow/realm/{realmSlug}`), also each member of a ``ConnectedRealm``.
    ///
    /// ```swift
    /// let realm = try await client.wow.realm(id: "tichondrius")
    /// realm.name          // "Tichondrius"
    /// realm.timezone      // "America/Los_Angeles"
    /// realm.type.type     // .normal
    /// ```
    public struct Realm: Codable, Hashable, Sendable {
        /// The link to this document; absent when the realm is a member of a connected realm body.
        public let links: SelfLinks<Realm>?
        /// The realm's id, e.g. `11`.
        public let id: Int
        /// The region the realm belongs to, e.g. "North America" (id `1`).
        public let region: BattleNetReference<GameRegion>
        /// The connected realm the realm belongs to, e.g. `.../connected-realm/11`.
        public let connectedRealm: BattleNetLink<ConnectedRealm>
        /// The realm's name, e.g. "Tichondrius".
        public let name: LocalizedString
        /// The realm list category the game shows it under, e.g. "United States" or "English".
        public let category: LocalizedString
        /// The realm's language, e.g. `enUS` (see ``RealmLocale/localeCode``).
        public let locale: RealmLocale
        /// The realm's time zone as an IANA identifier, e.g. `America/Los_Angeles`.
        public let timezone: String
        /// The realm's rules, e.g. `{"type": "NORMAL", "name": "Normal"}`.
        public let type: TypedName<RealmType>
        /// Whether the realm is a tournament realm.
        public let isTournament: Bool
        /// The realm's slug, e.g. `tichondrius`.
        public let slug: RealmSlug

        /// A realm (for tests and previews).
        public init(
            links: SelfLinks<Realm>? = nil, id: Int, region: BattleNetReference<GameRegion>, connectedRealm: BattleNetLink<ConnectedRealm>,
            name: LocalizedString, category: LocalizedString, locale: RealmLocale, timezone: String,
            type: TypedName<RealmType>, isTournament: Bool, slug: RealmSlug
        ) {
            self.links = links
            self.id = id
            self.region = region
            self.connectedRealm = connectedRealm
            self.name = name
            self.category = category
            self.locale = locale
            self.timezone = timezone
            self.type = type
            self.isTournament = isTournament
            self.slug = slug
        }

        /// The realm's time zone, e.g. `America/Los_Angeles`; `nil` if the system does not know the
        /// identifier.
        public var timeZone: TimeZone? { TimeZone(identifier: timezone) }

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, region, connectedRealm = "connected_realm", name, category, locale, timezone
            case type, isTournament = "is_tournament", slug
        }
    }

    /// A realm's language as realm bodies spell it, without a separator: `enUS`, `frFR`, `koKR`
    /// (open: any value decodes).
    public struct RealmLocale: OpenStringValue {
        /// The locale as Blizzard sends it, e.g. `enGB`.
        public let rawValue: String
        /// Any locale string, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The same locale as a request locale, e.g. `LocaleCode.enGB` for `enGB`; `nil` when the
        /// value is not two letters followed by two letters.
        public var localeCode: LocaleCode? {
            guard rawValue.count == 4 else { return LocaleCode(parsing: rawValue) }
            return LocaleCode(parsing: rawValue.prefix(2) + "_" + rawValue.suffix(2))
        }
    }

    /// A realm's rules: `NORMAL`, `RP`, and on Classic realms `PVP` and `PVP_RP` (open: another value
    /// decodes too).
    public struct RealmType: OpenStringValue {
        /// The type as Blizzard sends it, e.g. `NORMAL`.
        public let rawValue: String
        /// Any realm type, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A normal realm.
        public static let normal: RealmType = "NORMAL"
        /// A role-playing realm (`RP`).
        public static let rp: RealmType = "RP"
        /// A player-versus-player realm (`PVP`, Classic).
        public static let pvp: RealmType = "PVP"
        /// A role-playing player-versus-player realm (`PVP_RP`, Classic).
        public static let pvpRP: RealmType = "PVP_RP"
    }

    /// The data of one realm search result (`/data/wow/search/realm`), every localized string with all
    /// its locales; ``SearchResult/key`` links to the full ``Realm``.
    ///
    /// ```swift
    /// let page = try await client.wow.realmSearch(query)
    /// page.results.first?.data.name.resolved(for: .frFR)
    /// ```
    public struct RealmSearchDocument: WoWSearchDocument {
        /// The full document of a result: ``Realm``.
        public typealias Full = Realm

        /// The realm's id, e.g. `1`.
        public let id: Int
        /// The realm's name in every locale.
        public let name: LocalizedString
        /// The realm's slug, e.g. `lightbringer`.
        public let slug: RealmSlug
        /// The realm's region: its id and name in every locale.
        public let region: RealmSearchRegion
        /// The realm list category in every locale, e.g. "United States".
        public let category: LocalizedString
        /// The realm's language, e.g. `enUS`.
        public let locale: RealmLocale
        /// The realm's time zone, e.g. `America/Los_Angeles`.
        public let timezone: String
        /// The realm's rules, with the name in every locale.
        public let type: TypedName<RealmType>
        /// Whether the realm is a tournament realm.
        public let isTournament: Bool

        /// A realm search document (for tests and previews).
        public init(
            id: Int, name: LocalizedString, slug: RealmSlug, region: RealmSearchRegion, category: LocalizedString,
            locale: RealmLocale, timezone: String, type: TypedName<RealmType>, isTournament: Bool
        ) {
            self.id = id
            self.name = name
            self.slug = slug
            self.region = region
            self.category = category
            self.locale = locale
            self.timezone = timezone
            self.type = type
            self.isTournament = isTournament
        }

        enum CodingKeys: String, CodingKey {
            case id, name, slug, region, category, locale, timezone, type, isTournament = "is_tournament"
        }
    }

    /// The region of a realm search document: `{"id": 1, "name": {"en_US": "North America", ...}}`
    /// (no link, unlike ``Realm/region``).
    public struct RealmSearchRegion: Codable, Hashable, Sendable {
        /// The region's id, e.g. `1`; optional because a realm search result may carry the name alone.
        public let id: Int?
        /// The region's name in every locale.
        public let name: LocalizedString

        /// A realm's region in a search document.
        public init(id: Int? = nil, name: LocalizedString) {
            self.id = id
            self.name = name
        }
    }
}
