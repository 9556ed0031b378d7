import Foundation

extension WoW.Operations {
    /// **PvP Seasons Index**: every PvP season, and the current one.
    package static let pvpSeasonIndex = APIOperation<WoW.PvpSeasonIndex>(
        "wowPvpSeasonIndex", "/data/wow/pvp-season/index", namespace: .dynamic, flavors: .all
    )

    /// **PvP Season**: one PvP season with its dates and the links to its leaderboards and rewards.
    package static let pvpSeason = APIOperation<WoW.PvpSeason, Int>(
        "wowPvpSeason", "/data/wow/pvp-season/{pvpSeasonId}", namespace: .dynamic, flavors: .all
    )

    /// **PvP Leaderboards Index**: the leaderboards of a PvP season, one per bracket.
    package static let pvpLeaderboardIndex = APIOperation<WoW.PvpLeaderboardIndex, Int>(
        "wowPvpLeaderboardIndex", "/data/wow/pvp-season/{pvpSeasonId}/pvp-leaderboard/index",
        namespace: .dynamic
    )

    /// **PvP Leaderboard**: the ranked characters of one bracket in one PvP season, with rating,
    /// tier and win/loss record.
    ///
    /// Arguments: the season id and the bracket (``WoW/PvpBracketSlug/arena3v3``, `"shuffle-mage-frost"`).
    /// Bodies run to several MB (5,000 entries), so the call gets a one-minute timeout.
    package static let pvpLeaderboard = APIOperation<WoW.PvpLeaderboard, Int, WoW.PvpBracketSlug>(
        "wowPvpLeaderboard", "/data/wow/pvp-season/{pvpSeasonId}/pvp-leaderboard/{pvpBracket}",
        namespace: .dynamic, timeout: .seconds(60)
    )

    /// **PvP Rewards Index**: the rewards of a PvP season (titles and mounts by achievement) and the
    /// rating each one takes.
    package static let pvpRewardsIndex = APIOperation<WoW.PvpRewardsIndex, Int>(
        "wowPvpRewardsIndex", "/data/wow/pvp-season/{pvpSeasonId}/pvp-reward/index", namespace: .dynamic
    )
}

extension WoW.PvpBracketSlug: PathComponentArgument {}

extension WoW {
    /// Every PvP season and the current one (`/data/wow/pvp-season/index`).
    ///
    /// ```swift
    /// let index = try await client.wow.pvpSeasonIndex()
    /// index.currentSeason?.id   // 28
    /// ```
    public struct PvpSeasonIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PvpSeasonIndex>?
        /// The seasons, oldest first, each with its id, e.g. `22`.
        public let seasons: [BattleNetReference<PvpSeason>]
        /// The current season, e.g. id `28`; in every retail recording, but a Classic body may lack it.
        public let currentSeason: BattleNetReference<PvpSeason>?

        /// A season index (for tests and previews).
        public init(links: SelfLinks<PvpSeasonIndex>? = nil, seasons: [BattleNetReference<PvpSeason>], currentSeason: BattleNetReference<PvpSeason>? = nil) {
            self.links = links
            self.seasons = seasons
            self.currentSeason = currentSeason
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", seasons, currentSeason = "current_season"
        }
    }

    /// One PvP season (`/data/wow/pvp-season/{pvpSeasonId}`).
    ///
    /// Retail seasons link to their leaderboards and rewards; Classic seasons list PvP regions instead
    /// (their leaderboards live under `/data/wow/pvp-region/`).
    ///
    /// ```swift
    /// let season = try await client.wow.pvpSeason(id: 27)
    /// season.seasonStartTimestamp.date   // 2019-01-23 07:00:00 +0000
    /// ```
    public struct PvpSeason: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PvpSeason>?
        /// The season's id, e.g. `27`.
        public let id: Int
        /// The link to the season's leaderboards; in every retail recording, absent in Classic bodies.
        public let leaderboards: BattleNetLink<PvpLeaderboardIndex>?
        /// The link to the season's rewards; optional like ``leaderboards``.
        public let rewards: BattleNetLink<PvpRewardsIndex>?
        /// When the season began, e.g. `1548226800000` (2019-01-23).
        public let seasonStartTimestamp: EpochMilliseconds
        /// When the season ended; absent while a season runs.
        public let seasonEndTimestamp: EpochMilliseconds?
        /// The season's display name; in newer bodies only (`null` allowed), not in the recordings.
        public let seasonName: LocalizedString?
        /// The links to the season in each PvP region, in Classic bodies; their targets have no model here.
        public let pvpRegions: [BattleNetLink<Data>]?

        /// A season (for tests and previews).
        public init(
            links: SelfLinks<PvpSeason>? = nil, id: Int, leaderboards: BattleNetLink<PvpLeaderboardIndex>? = nil,
            rewards: BattleNetLink<PvpRewardsIndex>? = nil, seasonStartTimestamp: EpochMilliseconds,
            seasonEndTimestamp: EpochMilliseconds? = nil, seasonName: LocalizedString? = nil, pvpRegions: [BattleNetLink<Data>]? = nil
        ) {
            self.links = links
            self.id = id
            self.leaderboards = leaderboards
            self.rewards = rewards
            self.seasonStartTimestamp = seasonStartTimestamp
            self.seasonEndTimestamp = seasonEndTimestamp
            self.seasonName = seasonName
            self.pvpRegions = pvpRegions
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, leaderboards, rewards, seasonStartTimestamp = "season_start_timestamp"
            case seasonEndTimestamp = "season_end_timestamp", seasonName = "season_name", pvpRegions = "pvp_regions"
        }
    }

    /// The leaderboards of a PvP season (`/data/wow/pvp-season/{pvpSeasonId}/pvp-leaderboard/index`).
    ///
    /// ```swift
    /// let index = try await client.wow.pvpLeaderboardIndex(season: 27)
    /// index.leaderboards.compactMap(\.name?.description)   // ["2v2", "3v3", "rbg"]
    /// ```
    public struct PvpLeaderboardIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PvpLeaderboardIndex>?
        /// The season, e.g. id `27`.
        public let season: BattleNetReference<PvpSeason>
        /// The leaderboards, each named by its bracket slug (`2v2`, `3v3`, `rbg`) with a numeric id.
        public let leaderboards: [BattleNetReference<PvpLeaderboard>]

        /// A leaderboard index (for tests and previews).
        public init(links: SelfLinks<PvpLeaderboardIndex>? = nil, season: BattleNetReference<PvpSeason>, leaderboards: [BattleNetReference<PvpLeaderboard>]) {
            self.links = links
            self.season = season
            self.leaderboards = leaderboards
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", season, leaderboards
        }
    }

    /// The ranked characters of one bracket in one PvP season
    /// (`/data/wow/pvp-season/{pvpSeasonId}/pvp-leaderboard/{pvpBracket}`).
    ///
    /// ```swift
    /// let board = try await client.wow.pvpLeaderboard(season: 27, bracket: .arena3v3)
    /// board.entries.first?.character.name   // "Chunlî"
    /// board.entries.first?.rating           // 3242
    /// ```
    public struct PvpLeaderboard: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PvpLeaderboard>?
        /// The season, e.g. id `27`.
        public let season: BattleNetReference<PvpSeason>
        /// The leaderboard's name: its bracket slug, e.g. `3v3`.
        public let name: PvpBracketSlug
        /// The bracket, e.g. `{"id": 1, "type": "ARENA_3v3"}`.
        public let bracket: PvpBracket
        /// The characters, best first (up to about 5,000).
        public let entries: [PvpLeaderboardEntry]

        /// A leaderboard (for tests and previews).
        public init(
            links: SelfLinks<PvpLeaderboard>? = nil, season: BattleNetReference<PvpSeason>, name: PvpBracketSlug,
            bracket: PvpBracket, entries: [PvpLeaderboardEntry]
        ) {
            self.links = links
            self.season = season
            self.name = name
            self.bracket = bracket
            self.entries = entries
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", season, name, bracket, entries
        }
    }

    /// One character of a PvP leaderboard.
    public struct PvpLeaderboardEntry: Codable, Hashable, Sendable {
        /// The character: name, id and realm.
        public let character: LeaderboardCharacter
        /// The character's faction, the type alone, e.g. `{"type": "ALLIANCE"}`.
        public let faction: TypedName<Faction>
        /// The character's rank, `1` being the best.
        public let rank: Int
        /// The character's rating, e.g. `3242`.
        public let rating: Int
        /// The character's games this season in this bracket.
        public let seasonMatchStatistics: PvpMatchStatistics
        /// The character's tier, e.g. id `14`; a link and an id, no name.
        public let tier: BattleNetReference<PvpTier>

        /// A leaderboard entry.
        public init(
            character: LeaderboardCharacter, faction: TypedName<Faction>, rank: Int, rating: Int,
            seasonMatchStatistics: PvpMatchStatistics, tier: BattleNetReference<PvpTier>
        ) {
            self.character = character
            self.faction = faction
            self.rank = rank
            self.rating = rating
            self.seasonMatchStatistics = seasonMatchStatistics
            self.tier = tier
        }

        enum CodingKeys: String, CodingKey {
            case character, faction, rank, rating, seasonMatchStatistics = "season_match_statistics", tier
        }
    }

    /// Games played, won and lost: `{"played": 1554, "won": 1109, "lost": 445}`.
    public struct PvpMatchStatistics: Codable, Hashable, Sendable {
        /// Games played, e.g. `1554`.
        public let played: Int
        /// Games won, e.g. `1109`.
        public let won: Int
        /// Games lost, e.g. `445`.
        public let lost: Int

        /// Match statistics.
        public init(played: Int, won: Int, lost: Int) {
            self.played = played
            self.won = won
            self.lost = lost
        }
    }

    /// The rewards of a PvP season (`/data/wow/pvp-season/{pvpSeasonId}/pvp-reward/index`).
    ///
    /// ```swift
    /// let rewards = try await client.wow.pvpRewardsIndex(season: 27)
    /// rewards.rewards.first?.achievement.name   // "Hero of the Horde: Sinister"
    /// rewards.rewards.first?.ratingCutoff       // 2538
    /// ```
    public struct PvpRewardsIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PvpRewardsIndex>?
        /// The season, e.g. id `27`.
        public let season: BattleNetReference<PvpSeason>
        /// The rewards, each for a bracket and, for the titles, a faction.
        public let rewards: [PvpReward]

        /// A rewards index (for tests and previews).
        public init(links: SelfLinks<PvpRewardsIndex>? = nil, season: BattleNetReference<PvpSeason>, rewards: [PvpReward]) {
            self.links = links
            self.season = season
            self.rewards = rewards
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", season, rewards
        }
    }

    /// One reward of a PvP season: the achievement a character earns by reaching ``ratingCutoff``
    /// in a bracket by the season's end.
    public struct PvpReward: Codable, Hashable, Sendable {
        /// The bracket, e.g. `{"id": 3, "type": "BATTLEGROUNDS"}`.
        public let bracket: PvpBracket
        /// The achievement that grants the reward, e.g. "Hero of the Horde: Sinister" (id `13211`).
        public let achievement: BattleNetReference<Achievement>
        /// The rating needed, e.g. `2538`.
        public let ratingCutoff: Int
        /// The faction the reward is for, e.g. `{"type": "HORDE", "name": "Horde"}`; in every
        /// recording, `nil` for a reward for both factions.
        public let faction: TypedName<Faction>?
        /// The specialization the reward is for (solo shuffle rewards); in no recording.
        public let specialization: BattleNetReference<PlayableSpecialization>?

        /// A reward.
        public init(
            bracket: PvpBracket, achievement: BattleNetReference<Achievement>, ratingCutoff: Int, faction: TypedName<Faction>? = nil,
            specialization: BattleNetReference<PlayableSpecialization>? = nil
        ) {
            self.bracket = bracket
            self.achievement = achievement
            self.ratingCutoff = ratingCutoff
            self.faction = faction
            self.specialization = specialization
        }

        enum CodingKeys: String, CodingKey {
            case bracket, achievement, ratingCutoff = "rating_cutoff", faction, specialization
        }
    }

    /// A PvP bracket as documents describe it: `{"id": 1, "type": "ARENA_3v3"}` (PvP leaderboards,
    /// rewards and tiers).
    public struct PvpBracket: Codable, Hashable, Sendable {
        /// The bracket's id, e.g. `1`.
        public let id: Int
        /// The bracket's kind, e.g. ``PvpBracketType/arena3v3``.
        public let type: PvpBracketType

        /// A bracket.
        public init(id: Int, type: PvpBracketType) {
            self.id = id
            self.type = type
        }
    }

    /// The kind of a ``PvpBracket`` (open: another value decodes too).
    public struct PvpBracketType: OpenStringValue {
        /// The kind as Blizzard sends it, e.g. `ARENA_3v3`.
        public let rawValue: String
        /// Any bracket kind, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 2v2 arena (`ARENA_2v2`).
        public static let arena2v2: PvpBracketType = "ARENA_2v2"
        /// 3v3 arena (`ARENA_3v3`).
        public static let arena3v3: PvpBracketType = "ARENA_3v3"
        /// Rated battlegrounds (`BATTLEGROUNDS`).
        public static let battlegrounds: PvpBracketType = "BATTLEGROUNDS"
        /// Solo shuffle (`SHUFFLE`).
        public static let shuffle: PvpBracketType = "SHUFFLE"
        /// Battleground blitz (`BLITZ`).
        public static let blitz: PvpBracketType = "BLITZ"
    }

    /// The bracket segment of a PvP leaderboard path and a leaderboard's name: `2v2`, `3v3`, `rbg`,
    /// or per specialization `shuffle-<class>-<spec>` (open: any slug is sent as given).
    public struct PvpBracketSlug: OpenStringValue {
        /// The slug, e.g. `3v3`.
        public let rawValue: String
        /// Any bracket slug, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 2v2 arena (`2v2`).
        public static let arena2v2: PvpBracketSlug = "2v2"
        /// 3v3 arena (`3v3`).
        public static let arena3v3: PvpBracketSlug = "3v3"
        /// Rated battlegrounds (`rbg`).
        public static let ratedBattlegrounds: PvpBracketSlug = "rbg"
    }
}
