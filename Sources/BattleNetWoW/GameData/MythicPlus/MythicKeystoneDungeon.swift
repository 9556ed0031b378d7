import Foundation

extension WoW.Operations {
    /// **Mythic Keystone Dungeons Index**: every dungeon that has had mythic keystones.
    package static let mythicKeystoneDungeonIndex = APIOperation<WoW.MythicKeystoneDungeonIndex>(
        "wowMythicKeystoneDungeonIndex", "/data/wow/mythic-keystone/dungeon/index", namespace: .dynamic
    )

    /// **Mythic Keystone Dungeon**: one keystone dungeon with its map and the times that upgrade a
    /// keystone.
    package static let mythicKeystoneDungeon = APIOperation<WoW.MythicKeystoneDungeon, Int>(
        "wowMythicKeystoneDungeon", "/data/wow/mythic-keystone/dungeon/{dungeonId}", namespace: .dynamic
    )

    /// **Mythic Keystone Index**: the links to the keystone dungeons and seasons.
    package static let mythicKeystoneIndex = APIOperation<WoW.MythicKeystoneIndex>(
        "wowMythicKeystoneIndex", "/data/wow/mythic-keystone/index", namespace: .dynamic
    )

    /// **Mythic Keystone Periods Index**: every weekly keystone period, and the current one.
    package static let mythicKeystonePeriodIndex = APIOperation<WoW.MythicKeystonePeriodIndex>(
        "wowMythicKeystonePeriodIndex", "/data/wow/mythic-keystone/period/index", namespace: .dynamic
    )

    /// **Mythic Keystone Period**: when one weekly keystone period began and ended.
    package static let mythicKeystonePeriod = APIOperation<WoW.MythicKeystonePeriod, Int>(
        "wowMythicKeystonePeriod", "/data/wow/mythic-keystone/period/{periodId}", namespace: .dynamic
    )

    /// **Mythic Keystone Seasons Index**: every keystone season, and the current one.
    package static let mythicKeystoneSeasonIndex = APIOperation<WoW.MythicKeystoneSeasonIndex>(
        "wowMythicKeystoneSeasonIndex", "/data/wow/mythic-keystone/season/index", namespace: .dynamic
    )

    /// **Mythic Keystone Season**: one keystone season with its dates and weekly periods.
    package static let mythicKeystoneSeason = APIOperation<WoW.MythicKeystoneSeason, Int>(
        "wowMythicKeystoneSeason", "/data/wow/mythic-keystone/season/{seasonId}", namespace: .dynamic
    )
}

extension WoW {
    /// Every dungeon that has had mythic keystones (`/data/wow/mythic-keystone/dungeon/index`).
    ///
    /// ```swift
    /// let index = try await client.wow.mythicKeystoneDungeonIndex()
    /// index.dungeons.first?.name   // "Atal'Dazar"
    /// ```
    public struct MythicKeystoneDungeonIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<MythicKeystoneDungeonIndex>?
        /// The dungeons, each with its id and name, e.g. "Atal'Dazar" (id `244`).
        public let dungeons: [BattleNetReference<MythicKeystoneDungeon>]

        /// A dungeon index (for tests and previews).
        public init(links: SelfLinks<MythicKeystoneDungeonIndex>? = nil, dungeons: [BattleNetReference<MythicKeystoneDungeon>]) {
            self.links = links
            self.dungeons = dungeons
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", dungeons
        }
    }

    /// A mythic keystone dungeon (`/data/wow/mythic-keystone/dungeon/{dungeonId}`).
    ///
    /// ```swift
    /// let dungeon = try await client.wow.mythicKeystoneDungeon(id: 197)
    /// dungeon.name                                   // "Eye of Azshara"
    /// dungeon.keystoneUpgrades.first?.time           // 35 minutes: in time for +1
    /// ```
    public struct MythicKeystoneDungeon: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<MythicKeystoneDungeon>?
        /// The dungeon's challenge mode id, e.g. `197`.
        public let id: Int
        /// The dungeon's name, e.g. "Eye of Azshara".
        public let name: LocalizedString
        /// The dungeon's map: its id (e.g. `1456`) and name.
        public let map: NamedID<WorldMap>
        /// The dungeon's zone, by slug, e.g. `eye-of-azshara`.
        public let zone: MythicKeystoneDungeonZone
        /// The dungeon's journal instance, e.g. "Eye of Azshara" (id `716`); in newer bodies (the 2023
        /// recording has it, the 2019 ones do not).
        public let dungeon: BattleNetReference<JournalInstance>?
        /// The times within which a run upgrades the keystone by one, two or three levels.
        public let keystoneUpgrades: [MythicKeystoneUpgrade]
        /// Whether the dungeon is in the current season's rotation; in the 2023 recording, not in the
        /// 2019 ones.
        public let isTracked: Bool?

        /// A keystone dungeon (for tests and previews).
        public init(
            links: SelfLinks<MythicKeystoneDungeon>? = nil, id: Int, name: LocalizedString, map: NamedID<WorldMap>,
            zone: MythicKeystoneDungeonZone, dungeon: BattleNetReference<JournalInstance>? = nil,
            keystoneUpgrades: [MythicKeystoneUpgrade], isTracked: Bool? = nil
        ) {
            self.links = links
            self.id = id
            self.name = name
            self.map = map
            self.zone = zone
            self.dungeon = dungeon
            self.keystoneUpgrades = keystoneUpgrades
            self.isTracked = isTracked
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, map, zone, dungeon, keystoneUpgrades = "keystone_upgrades"
            case isTracked = "is_tracked"
        }
    }

    /// The zone of a keystone dungeon, by slug alone: `{"slug": "eye-of-azshara"}`.
    public struct MythicKeystoneDungeonZone: Codable, Hashable, Sendable {
        /// The zone's slug, e.g. `ataldazar`.
        public let slug: String

        /// A zone.
        public init(slug: String) { self.slug = slug }
    }

    /// A keystone upgrade threshold: finishing within ``qualifyingDuration`` upgrades the keystone
    /// by ``upgradeLevel``.
    public struct MythicKeystoneUpgrade: Codable, Hashable, Sendable {
        /// How many levels the keystone goes up, `1` to `3`.
        public let upgradeLevel: Int
        /// The time to beat in milliseconds, e.g. `2100000` (35 minutes).
        public let qualifyingDuration: Int

        /// An upgrade threshold.
        public init(upgradeLevel: Int, qualifyingDuration: Int) {
            self.upgradeLevel = upgradeLevel
            self.qualifyingDuration = qualifyingDuration
        }

        /// ``qualifyingDuration`` as a `Duration`.
        public var time: Duration { .milliseconds(qualifyingDuration) }

        enum CodingKeys: String, CodingKey {
            case upgradeLevel = "upgrade_level", qualifyingDuration = "qualifying_duration"
        }
    }

    /// The links to the mythic keystone dungeons and seasons (`/data/wow/mythic-keystone/index`).
    public struct MythicKeystoneIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<MythicKeystoneIndex>?
        /// The link to the dungeon index.
        public let dungeons: BattleNetLink<MythicKeystoneDungeonIndex>
        /// The link to the season index.
        public let seasons: BattleNetLink<MythicKeystoneSeasonIndex>

        /// A mythic keystone index (for tests and previews).
        public init(
            links: SelfLinks<MythicKeystoneIndex>? = nil, dungeons: BattleNetLink<MythicKeystoneDungeonIndex>,
            seasons: BattleNetLink<MythicKeystoneSeasonIndex>
        ) {
            self.links = links
            self.dungeons = dungeons
            self.seasons = seasons
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", dungeons, seasons
        }
    }

    /// Every weekly mythic keystone period and the current one (`/data/wow/mythic-keystone/period/index`).
    ///
    /// ```swift
    /// let index = try await client.wow.mythicKeystonePeriodIndex()
    /// index.currentPeriod.id   // 729
    /// ```
    public struct MythicKeystonePeriodIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<MythicKeystonePeriodIndex>?
        /// The periods, oldest first, each with its id, e.g. `641`.
        public let periods: [BattleNetReference<MythicKeystonePeriod>]
        /// The current period, e.g. id `729`.
        public let currentPeriod: BattleNetReference<MythicKeystonePeriod>

        /// A period index (for tests and previews).
        public init(
            links: SelfLinks<MythicKeystonePeriodIndex>? = nil, periods: [BattleNetReference<MythicKeystonePeriod>],
            currentPeriod: BattleNetReference<MythicKeystonePeriod>
        ) {
            self.links = links
            self.periods = periods
            self.currentPeriod = currentPeriod
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", periods, currentPeriod = "current_period"
        }
    }

    /// One weekly mythic keystone period (`/data/wow/mythic-keystone/period/{periodId}`).
    public struct MythicKeystonePeriod: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<MythicKeystonePeriod>?
        /// The period's id, e.g. `682`.
        public let id: Int
        /// When the period began, e.g. `1548226800000` (2019-01-23).
        public let startTimestamp: EpochMilliseconds
        /// When the period ended, e.g. `1548831599000`.
        public let endTimestamp: EpochMilliseconds

        /// A period (for tests and previews).
        public init(
            links: SelfLinks<MythicKeystonePeriod>? = nil, id: Int, startTimestamp: EpochMilliseconds,
            endTimestamp: EpochMilliseconds
        ) {
            self.links = links
            self.id = id
            self.startTimestamp = startTimestamp
            self.endTimestamp = endTimestamp
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, startTimestamp = "start_timestamp", endTimestamp = "end_timestamp"
        }
    }

    /// Every mythic keystone season and the current one (`/data/wow/mythic-keystone/season/index`).
    public struct MythicKeystoneSeasonIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<MythicKeystoneSeasonIndex>?
        /// The seasons, oldest first, each with its id (the first is `0`).
        public let seasons: [BattleNetReference<MythicKeystoneSeason>]
        /// The current season, e.g. id `3`.
        public let currentSeason: BattleNetReference<MythicKeystoneSeason>

        /// A season index (for tests and previews).
        public init(
            links: SelfLinks<MythicKeystoneSeasonIndex>? = nil, seasons: [BattleNetReference<MythicKeystoneSeason>],
            currentSeason: BattleNetReference<MythicKeystoneSeason>
        ) {
            self.links = links
            self.seasons = seasons
            self.currentSeason = currentSeason
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", seasons, currentSeason = "current_season"
        }
    }

    /// One mythic keystone season (`/data/wow/mythic-keystone/season/{seasonId}`).
    ///
    /// ```swift
    /// let season = try await client.wow.mythicKeystoneSeason(id: 1)
    /// season.periods.count           // 22
    /// season.startTimestamp.date     // 2018-08-29 00:00:00 +0000
    /// ```
    public struct MythicKeystoneSeason: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<MythicKeystoneSeason>?
        /// The season's id, e.g. `1`.
        public let id: Int
        /// When the season began, e.g. `1535500800000` (2018-08-29).
        public let startTimestamp: EpochMilliseconds
        /// When the season ended; absent while a season runs.
        public let endTimestamp: EpochMilliseconds?
        /// The weekly periods of the season, each with its id, e.g. `660`.
        public let periods: [BattleNetReference<MythicKeystonePeriod>]
        /// The season's display name; in newer bodies only (`null` allowed), not in the recordings.
        public let seasonName: LocalizedString?

        /// A season (for tests and previews).
        public init(
            links: SelfLinks<MythicKeystoneSeason>? = nil, id: Int, startTimestamp: EpochMilliseconds,
            endTimestamp: EpochMilliseconds? = nil, periods: [BattleNetReference<MythicKeystonePeriod>],
            seasonName: LocalizedString? = nil
        ) {
            self.links = links
            self.id = id
            self.startTimestamp = startTimestamp
            self.endTimestamp = endTimestamp
            self.periods = periods
            self.seasonName = seasonName
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, startTimestamp = "start_timestamp", endTimestamp = "end_timestamp", periods
            case seasonName = "season_name"
        }
    }
}
