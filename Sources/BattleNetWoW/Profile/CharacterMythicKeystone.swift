import Foundation

extension WoW.Operations {
    /// **Character Mythic Keystone Profile Index**: a character's best mythic keystone runs of the
    /// current weekly period, its current mythic rating and the seasons it played.
    package static let characterMythicKeystoneProfileIndex = APIOperation<WoW.CharacterMythicKeystoneProfileIndex, RealmSlug, CharacterName>(
        "wowCharacterMythicKeystoneProfileIndex", "/profile/wow/character/{realmSlug}/{characterName}/mythic-keystone-profile", namespace: .profile
    )

    /// **Character Mythic Keystone Season Details**: a character's best mythic keystone runs of one
    /// season, with the groups, and its rating for the season.
    ///
    /// Arguments: the realm slug, the character's name and the season id (e.g. `3`).
    package static let characterMythicKeystoneSeasonDetails = APIOperation<WoW.CharacterMythicKeystoneSeasonDetails, RealmSlug, CharacterName, Int>(
        "wowCharacterMythicKeystoneSeasonDetails", "/profile/wow/character/{realmSlug}/{characterName}/mythic-keystone-profile/season/{seasonId}",
        namespace: .profile, labels: ["realm", "name", "season"]
    )
}

extension WoW {
    /// A character's mythic keystone profile
    /// (`/profile/wow/character/{realmSlug}/{characterName}/mythic-keystone-profile`).
    ///
    /// ```swift
    /// let profile = try await client.wow.characterMythicKeystoneProfileIndex(realm: "zuljin", name: "Volladin")
    /// profile.currentPeriod.bestRuns?.first?.keystoneLevel   // 20
    /// profile.seasons.map(\.id)                              // [3, 0, 1, 4]
    /// ```
    public struct CharacterMythicKeystoneProfileIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterMythicKeystoneProfileIndex>?
        /// The character: name, id and realm.
        public let character: CharacterReference
        /// The current weekly period and the character's best runs in it.
        public let currentPeriod: CharacterMythicKeystonePeriod
        /// The seasons the character played, each linking to its season details, e.g. id `3`.
        public let seasons: [BattleNetReference<CharacterMythicKeystoneSeasonDetails>]
        /// The character's current mythic rating and its color; sent since Blizzard introduced
        /// mythic rating (2021), absent in the 2019 and 2020 recordings.
        public let currentMythicRating: MythicKeystoneRating?

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, currentPeriod = "current_period", seasons
            case currentMythicRating = "current_mythic_rating"
        }
    }

    /// The current weekly mythic keystone period of a character's profile and its best runs in it.
    public struct CharacterMythicKeystonePeriod: Codable, Hashable, Sendable {
        /// The period, e.g. id `755`.
        public let period: BattleNetReference<MythicKeystonePeriod>
        /// The character's best run per dungeon this period; absent when it has none yet (the 2019
        /// recording).
        public let bestRuns: [CharacterMythicKeystoneRun]?

        enum CodingKeys: String, CodingKey {
            case period, bestRuns = "best_runs"
        }
    }

    /// A character's mythic keystone runs in one season
    /// (`/profile/wow/character/{realmSlug}/{characterName}/mythic-keystone-profile/season/{seasonId}`).
    ///
    /// ```swift
    /// let season = try await client.wow.characterMythicKeystoneSeasonDetails(realm: "zuljin", name: "Volladin", season: 1)
    /// season.bestRuns.first?.dungeon.name    // "Kings' Rest"
    /// ```
    public struct CharacterMythicKeystoneSeasonDetails: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterMythicKeystoneSeasonDetails>?
        /// The season, e.g. id `1`.
        public let season: BattleNetReference<MythicKeystoneSeason>
        /// The character's best run of each dungeon in the season.
        public let bestRuns: [CharacterMythicKeystoneRun]
        /// The character: name, id and realm.
        public let character: CharacterReference
        /// The character's rating for the season and its color; sent since 2021, absent in older bodies.
        public let mythicRating: MythicKeystoneRating?

        enum CodingKeys: String, CodingKey {
            case links = "_links", season, bestRuns = "best_runs", character, mythicRating = "mythic_rating"
        }
    }

    /// One mythic keystone run of a character: dungeon, keystone level, affixes, time and group.
    public struct CharacterMythicKeystoneRun: Codable, Hashable, Sendable {
        /// When the run was completed, e.g. `1592440795000` (2020-06-18).
        public let completedTimestamp: EpochMilliseconds
        /// How long the run took in milliseconds, e.g. `2285852` (38 min 5 s).
        public let duration: Int
        /// The keystone level, e.g. `20`.
        public let keystoneLevel: Int
        /// The affixes of the keystone, e.g. "Tyrannical" (id `9`).
        public let keystoneAffixes: [BattleNetReference<MythicKeystoneAffix>]
        /// The group's five members.
        public let members: [CharacterMythicKeystoneRunMember]
        /// The dungeon, e.g. "Atal'Dazar" (id `244`).
        public let dungeon: BattleNetReference<MythicKeystoneDungeon>
        /// Whether the group beat the timer, e.g. `false`.
        public let isCompletedWithinTime: Bool
        /// The rating the run is worth; sent since 2021, absent in older bodies.
        public let mythicRating: MythicKeystoneRating?
        /// The run's share of the character's rating for the dungeon; in newer bodies only, not in
        /// the recordings.
        public let mapRating: MythicKeystoneRating?

        /// ``duration`` as a `Duration`.
        public var time: Duration { .milliseconds(duration) }

        enum CodingKeys: String, CodingKey {
            case completedTimestamp = "completed_timestamp", duration, keystoneLevel = "keystone_level"
            case keystoneAffixes = "keystone_affixes", members, dungeon
            case isCompletedWithinTime = "is_completed_within_time", mythicRating = "mythic_rating"
            case mapRating = "map_rating"
        }
    }

    /// A member of a character's mythic keystone group: the character, the specialization it played,
    /// its race and its item level.
    public struct CharacterMythicKeystoneRunMember: Codable, Hashable, Sendable {
        /// The member: name, id and realm (link, id and slug), e.g. "Sifi" of `illidan`.
        public let character: LeaderboardCharacter
        /// The specialization played, e.g. "Outlaw" (id `260`).
        public let specialization: BattleNetReference<PlayableSpecialization>
        /// The member's race, e.g. "Blood Elf" (id `10`).
        public let race: BattleNetReference<PlayableRace>
        /// The member's equipped item level, e.g. `473`.
        public let equippedItemLevel: Int

        enum CodingKeys: String, CodingKey {
            case character, specialization, race, equippedItemLevel = "equipped_item_level"
        }
    }
}
