import Foundation

extension WoW.Operations {
    /// **Mythic Raid Leaderboard**: the Hall of Fame of a raid for one faction, the first guilds of
    /// each region to defeat its last boss on Mythic difficulty.
    ///
    /// Arguments: the raid's slug (e.g. `uldir`, `crucible-of-storms`, `nerubar-palace`) and the
    /// faction (``WoW/MythicRaidLeaderboardFaction/alliance`` or `.horde`).
    package static let mythicRaidLeaderboard = APIOperation<WoW.MythicRaidLeaderboard, String, WoW.MythicRaidLeaderboardFaction>(
        "wowMythicRaidLeaderboard", "/data/wow/leaderboard/hall-of-fame/{raid}/{faction}",
        namespace: .dynamic
    )
}

extension WoW.MythicRaidLeaderboardFaction: PathComponentArgument {}

extension WoW {
    /// The Hall of Fame of a raid for one faction (`/data/wow/leaderboard/hall-of-fame/{raid}/{faction}`).
    ///
    /// The raid is named by ``zone`` in bodies of 2019 and 2020 and by ``journalInstance`` in later
    /// ones; ``instanceName`` reads whichever the body has.
    ///
    /// ```swift
    /// let fame = try await client.wow.mythicRaidLeaderboard(raid: "crucible-of-storms", faction: .horde)
    /// fame.entries.first?.guild.name       // "Pieces"
    /// fame.entries.first?.timestamp.date   // 2019-05-03 14:05:24 +0000
    /// ```
    public struct MythicRaidLeaderboard: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<MythicRaidLeaderboard>?
        /// The leaderboard's slug: the raid and the faction, e.g. `crucible-of-storms-horde`.
        public let slug: String
        /// The kind of leaderboard, e.g. `hall-of-fame`.
        public let criteriaType: String
        /// The raid as a zone, e.g. a link to `/data/wow/zone/10057` (a document this package has no
        /// model for) and its name (`null` in the 2019 recordings, "Uldir" in the 2020 one); in
        /// bodies of 2019 and 2020, replaced by ``journalInstance`` later.
        public let zone: BattleNetReference<Data>?
        /// The raid as a journal instance (id and name), replacing ``zone`` in later bodies: the
        /// 2021–2024 Uldir recording has it in place of `zone`, as current bodies do.
        public let journalInstance: BattleNetReference<JournalInstance>?
        /// The guilds, in the order they defeated the raid.
        public let entries: [MythicRaidLeaderboardEntry]

        /// A Hall of Fame (for tests and previews).
        public init(
            links: SelfLinks<MythicRaidLeaderboard>? = nil, slug: String, criteriaType: String,
            zone: BattleNetReference<Data>? = nil, journalInstance: BattleNetReference<JournalInstance>? = nil,
            entries: [MythicRaidLeaderboardEntry]
        ) {
            self.links = links
            self.slug = slug
            self.criteriaType = criteriaType
            self.zone = zone
            self.journalInstance = journalInstance
            self.entries = entries
        }

        /// The raid's name from whichever of ``journalInstance`` and ``zone`` the body has; `nil`
        /// when neither names it (the 2019 recordings' zones have a `null` name).
        public var instanceName: LocalizedString? { journalInstance?.name ?? zone?.name }

        enum CodingKeys: String, CodingKey {
            case links = "_links", slug, criteriaType = "criteria_type", zone, journalInstance = "journal_instance"
            case entries
        }
    }

    /// One guild of a Hall of Fame: its rank, region, faction and when it defeated the raid.
    public struct MythicRaidLeaderboardEntry: Codable, Hashable, Sendable {
        /// The guild's rank, `1` being the first.
        public let rank: Int
        /// The guild: name, id and realm.
        public let guild: MythicRaidLeaderboardGuild
        /// The guild's faction, the type alone, e.g. `{"type": "HORDE"}`.
        public let faction: TypedName<Faction>
        /// The guild's region as an API region code, e.g. `eu` (see ``apiRegion``).
        public let region: String
        /// When the guild defeated the raid, e.g. `1556892324000` (2019-05-03).
        public let timestamp: EpochMilliseconds

        /// A Hall of Fame entry.
        public init(rank: Int, guild: MythicRaidLeaderboardGuild, faction: TypedName<Faction>, region: String, timestamp: EpochMilliseconds) {
            self.rank = rank
            self.guild = guild
            self.faction = faction
            self.region = region
            self.timestamp = timestamp
        }

        /// The API region of ``region``, e.g. `Region.eu`; `nil` for a code that names none.
        public var apiRegion: BattleNetRegion? { BattleNetRegion(rawValue: region.lowercased()) }
    }

    /// A guild of a Hall of Fame: `{"name": "Pieces", "id": 36590442, "realm": {"name": null, "id": 506, "slug": "draenor"}}`,
    /// named as leaderboards name characters (``LeaderboardCharacter``).
    public typealias MythicRaidLeaderboardGuild = LeaderboardCharacter

    /// The faction of a Hall of Fame path, lowercase as the path spells it: `alliance` or `horde`
    /// (open: another value is sent as given).
    public struct MythicRaidLeaderboardFaction: OpenStringValue {
        /// The path segment, e.g. `horde`.
        public let rawValue: String
        /// Any faction segment, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The Alliance's Hall of Fame.
        public static let alliance: MythicRaidLeaderboardFaction = "alliance"
        /// The Horde's Hall of Fame.
        public static let horde: MythicRaidLeaderboardFaction = "horde"
    }
}
