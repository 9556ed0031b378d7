import Foundation

extension WoW.Operations {
    /// **Mythic Keystone Leaderboards Index**: the current mythic keystone leaderboard of each dungeon
    /// of a connected realm.
    package static let mythicKeystoneLeaderboardIndex = APIOperation<WoW.MythicKeystoneLeaderboardIndex, Int>(
        "wowMythicKeystoneLeaderboardIndex", "/data/wow/connected-realm/{connectedRealmId}/mythic-leaderboard/index", namespace: .dynamic
    )

    /// **Mythic Keystone Leaderboard**: the best groups of one dungeon on one connected realm in one
    /// weekly period, with their members, times and keystone levels.
    ///
    /// Arguments: the connected realm id, the dungeon id (e.g. `244`, Atal'Dazar) and the period id
    /// (e.g. `682`). Bodies run to about 1 MB, so the call gets a one-minute timeout.
    package static let mythicKeystoneLeaderboard = APIOperation<WoW.MythicKeystoneLeaderboard, Int, Int, Int>(
        "wowMythicKeystoneLeaderboard", "/data/wow/connected-realm/{connectedRealmId}/mythic-leaderboard/{dungeonId}/period/{period}",
        namespace: .dynamic, timeout: .seconds(60)
    )
}

extension WoW {
    /// The current mythic keystone leaderboards of a connected realm, one per dungeon
    /// (`/data/wow/connected-realm/{connectedRealmId}/mythic-leaderboard/index`).
    ///
    /// ```swift
    /// let index = try await client.wow.mythicKeystoneLeaderboardIndex(connectedRealm: 11)
    /// index.currentLeaderboards.first?.name   // "Atal'Dazar"
    /// ```
    public struct MythicKeystoneLeaderboardIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<MythicKeystoneLeaderboardIndex>?
        /// Each dungeon's leaderboard for the current period: the reference's id and name are the
        /// dungeon's, its link names the period, e.g. `.../mythic-leaderboard/244/period/755`.
        public let currentLeaderboards: [BattleNetReference<MythicKeystoneLeaderboard>]

        /// A leaderboard index (for tests and previews).
        public init(
            links: SelfLinks<MythicKeystoneLeaderboardIndex>? = nil,
            currentLeaderboards: [BattleNetReference<MythicKeystoneLeaderboard>]
        ) {
            self.links = links
            self.currentLeaderboards = currentLeaderboards
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", currentLeaderboards = "current_leaderboards"
        }
    }

    /// The best groups of one dungeon on one connected realm in one weekly period
    /// (`/data/wow/connected-realm/{id}/mythic-leaderboard/{dungeonId}/period/{period}`).
    ///
    /// ```swift
    /// let board = try await client.wow.mythicKeystoneLeaderboard(connectedRealm: 509, dungeon: 244, period: 682)
    /// board.leadingGroups.first?.keystoneLevel                  // 17
    /// board.leadingGroups.first?.members.map(\.profile.name)    // ["Wushuwushu", ...]
    /// ```
    public struct MythicKeystoneLeaderboard: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<MythicKeystoneLeaderboard>?
        /// The dungeon's name, e.g. "Atal'Dazar".
        public let name: LocalizedString
        /// The dungeon's map: its id (e.g. `1763`) and name.
        public let map: NamedID<WorldMap>
        /// The dungeon's challenge mode id, the `{dungeonId}` of the path, e.g. `244`.
        public let mapChallengeModeID: Int
        /// The weekly period, e.g. `682`.
        public let period: Int
        /// When the period began, e.g. `1548226800000` (2019-01-23).
        public let periodStartTimestamp: EpochMilliseconds
        /// When the period ended, e.g. `1548831599000`.
        public let periodEndTimestamp: EpochMilliseconds
        /// The connected realm the leaderboard is for.
        public let connectedRealm: BattleNetLink<ConnectedRealm>
        /// The affixes of the period, each with the keystone level it starts at.
        public let keystoneAffixes: [MythicKeystoneLeaderboardAffix]
        /// The groups, best first (up to 500).
        public let leadingGroups: [MythicKeystoneLeadingGroup]

        /// A leaderboard (for tests and previews).
        public init(
            links: SelfLinks<MythicKeystoneLeaderboard>? = nil, name: LocalizedString, map: NamedID<WorldMap>,
            mapChallengeModeID: Int, period: Int, periodStartTimestamp: EpochMilliseconds,
            periodEndTimestamp: EpochMilliseconds, connectedRealm: BattleNetLink<ConnectedRealm>,
            keystoneAffixes: [MythicKeystoneLeaderboardAffix], leadingGroups: [MythicKeystoneLeadingGroup]
        ) {
            self.links = links
            self.name = name
            self.map = map
            self.mapChallengeModeID = mapChallengeModeID
            self.period = period
            self.periodStartTimestamp = periodStartTimestamp
            self.periodEndTimestamp = periodEndTimestamp
            self.connectedRealm = connectedRealm
            self.keystoneAffixes = keystoneAffixes
            self.leadingGroups = leadingGroups
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", name, map, mapChallengeModeID = "map_challenge_mode_id", period
            case periodStartTimestamp = "period_start_timestamp", periodEndTimestamp = "period_end_timestamp"
            case connectedRealm = "connected_realm", keystoneAffixes = "keystone_affixes", leadingGroups = "leading_groups"
        }
    }

    /// An affix of a mythic keystone leaderboard's period and the keystone level from which it applies.
    public struct MythicKeystoneLeaderboardAffix: Codable, Hashable, Sendable {
        /// The affix, e.g. "Fortified" (id `10`).
        public let keystoneAffix: BattleNetReference<MythicKeystoneAffix>
        /// The keystone level from which the affix applies, e.g. `2`.
        public let startingLevel: Int
        /// The keystone level up to which the affix applies, where it stops; no recording has one.
        public let maxLevel: Int?

        /// A leaderboard affix.
        public init(keystoneAffix: BattleNetReference<MythicKeystoneAffix>, startingLevel: Int, maxLevel: Int? = nil) {
            self.keystoneAffix = keystoneAffix
            self.startingLevel = startingLevel
            self.maxLevel = maxLevel
        }

        enum CodingKeys: String, CodingKey {
            case keystoneAffix = "keystone_affix", startingLevel = "starting_level", maxLevel = "max_level"
        }
    }

    /// One group of a mythic keystone leaderboard: its rank, time, keystone level and members.
    public struct MythicKeystoneLeadingGroup: Codable, Hashable, Sendable {
        /// The group's rank, `1` being the best.
        public let ranking: Int
        /// How long the run took in milliseconds, e.g. `3042265` (50 min 42 s).
        public let duration: Int
        /// When the run was completed, e.g. `1548712848000` (2019-01-28).
        public let completedTimestamp: EpochMilliseconds
        /// The keystone level, e.g. `17`.
        public let keystoneLevel: Int
        /// The group's members (five in a full group).
        public let members: [MythicKeystoneGroupMember]
        /// The rating the run is worth and its display color; in bodies since Blizzard introduced
        /// mythic rating (2021; the manifest notes it in the newer version of the 2020 recording),
        /// absent in the 2019 and 2020 recordings.
        public let mythicRating: MythicKeystoneRating?

        /// A leading group.
        public init(
            ranking: Int, duration: Int, completedTimestamp: EpochMilliseconds, keystoneLevel: Int,
            members: [MythicKeystoneGroupMember], mythicRating: MythicKeystoneRating? = nil
        ) {
            self.ranking = ranking
            self.duration = duration
            self.completedTimestamp = completedTimestamp
            self.keystoneLevel = keystoneLevel
            self.members = members
            self.mythicRating = mythicRating
        }

        /// ``duration`` as a `Duration`.
        public var time: Duration { .milliseconds(duration) }

        enum CodingKeys: String, CodingKey {
            case ranking, duration, completedTimestamp = "completed_timestamp", keystoneLevel = "keystone_level"
            case members, mythicRating = "mythic_rating"
        }
    }

    /// One member of a mythic keystone group: the character, its faction and the specialization it
    /// played.
    public struct MythicKeystoneGroupMember: Codable, Hashable, Sendable {
        /// The character: name, id and realm.
        public let profile: LeaderboardCharacter
        /// The character's faction, the type alone, e.g. `{"type": "HORDE"}`.
        public let faction: TypedName<Faction>
        /// The specialization played, e.g. id `105` (Restoration druid); a link and an id, no name.
        public let specialization: BattleNetReference<PlayableSpecialization>

        /// A group member.
        public init(profile: LeaderboardCharacter, faction: TypedName<Faction>, specialization: BattleNetReference<PlayableSpecialization>) {
            self.profile = profile
            self.faction = faction
            self.specialization = specialization
        }
    }

    /// A character as leaderboards name it: `{"name": "Volladin", "id": 186986280, "realm": {...}}`
    /// (mythic keystone group members and PvP leaderboard entries). A Hall of Fame names its guilds
    /// the same way, so ``MythicRaidLeaderboardGuild`` is this type.
    public struct LeaderboardCharacter: Codable, Hashable, Sendable {
        /// The character's (or guild's) name, e.g. "Volladin", "Pieces" (names are not localized).
        public let name: String
        /// The character's (or guild's) id, e.g. `186986280`.
        public let id: Int
        /// The realm: its id and slug, e.g. `zuljin`, a link (not in Hall of Fame guilds) and a name
        /// (`null` in the 2019 Hall of Fame recordings).
        public let realm: RealmReference

        /// A leaderboard character (or guild).
        public init(name: String, id: Int, realm: RealmReference) {
            self.name = name
            self.id = id
            self.realm = realm
        }
    }

    /// The mythic rating of a run or a character and the color the game shows it in:
    /// `{"color": {"r": 255, "g": 128, "b": 0, "a": 1.0}, "rating": 3350.5}`.
    public struct MythicKeystoneRating: Codable, Hashable, Sendable {
        /// The display color.
        public let color: MythicKeystoneRatingColor
        /// The rating, e.g. `3350.5` (fractional).
        public let rating: Double

        /// A rating.
        public init(color: MythicKeystoneRatingColor, rating: Double) {
            self.color = color
            self.rating = rating
        }
    }

    /// The display color of a ``MythicKeystoneRating``: red, green and blue from 0 to 255 and an
    /// alpha from 0 to 1.
    public struct MythicKeystoneRatingColor: Codable, Hashable, Sendable {
        /// Red, 0–255, e.g. `255`.
        public let red: Int
        /// Green, 0–255, e.g. `128`.
        public let green: Int
        /// Blue, 0–255, e.g. `0`.
        public let blue: Int
        /// Opacity, 0–1, e.g. `1.0`.
        public let alpha: Double

        /// A color.
        public init(red: Int, green: Int, blue: Int, alpha: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        enum CodingKeys: String, CodingKey {
            case red = "r", green = "g", blue = "b", alpha = "a"
        }
    }
}
