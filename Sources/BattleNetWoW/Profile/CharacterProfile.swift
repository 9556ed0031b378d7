import Foundation

extension WoW.Operations {
    /// **Character Profile Summary**: a character's identity (race, class, level, realm, guild,
    /// faction), its item levels and last login, and the links to every other profile document of it.
    ///
    /// The character name must be lowercase; a private or inactive character answers 404.
    package static let characterProfileSummary = APIOperation<WoW.CharacterProfileSummary, RealmSlug, CharacterName>(
        "wowCharacterProfileSummary", "/profile/wow/character/{realmSlug}/{characterName}",
        namespace: .profile, flavors: .retailAndClassicProfiles
    )

    /// **Character Profile Status**: whether a character still exists as cached, and its id. Check it
    /// now and then and drop cached data on 404, `is_valid == false` or a changed id.
    package static let characterProfileStatus = APIOperation<WoW.CharacterProfileStatus, RealmSlug, CharacterName>(
        "wowCharacterProfileStatus", "/profile/wow/character/{realmSlug}/{characterName}/status",
        namespace: .profile, flavors: .retailAndClassicProfiles
    )
}

extension WoW {
    /// A character, with its identity, item levels, last login and the links to every other
    /// document of its profile.
    ///
    /// Retail and Classic characters answer the same call; Classic bodies lack the retail-only links
    /// (mythic keystone profile, collections, reputations, quests, covenant), hence their optionality.
    ///
    /// ```swift
    /// let character = try await client.wow.characterProfileSummary(realm: "norgannon", name: "drinian")
    /// character.name                    // "Drinian"
    /// character.activeTitle?.name       // "Battlelord"
    /// character.guild?.name             // "Mythical Warriors"
    /// ```
    public struct CharacterProfileSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterProfileSummary>?
        /// The character's id, e.g. `107811065`.
        public let id: Int
        /// The character's name, e.g. "Drinian" (names are not localized).
        public let name: String
        /// The character's gender, e.g. `MALE`.
        public let gender: TypedName<Gender>
        /// The character's faction, e.g. `ALLIANCE`.
        public let faction: TypedName<Faction>
        /// The character's race, e.g. "Human" (1).
        public let race: BattleNetReference<PlayableRace>
        /// The character's class, e.g. "Warrior" (1).
        public let characterClass: BattleNetReference<PlayableClass>
        /// The active specialization, e.g. "Fury" (72); in every recording, optional because Classic Era
        /// characters have no specialization to name.
        public let activeSpec: BattleNetReference<PlayableSpecialization>?
        /// The character's realm, e.g. "Norgannon" (`norgannon`).
        public let realm: RealmReference
        /// The character's guild, e.g. "Mythical Warriors"; absent for a character without one.
        public let guild: GuildReference?
        /// The character's level, e.g. `120`.
        public let level: Int
        /// The experience gained towards the next level, e.g. `0`.
        public let experience: Int
        /// The achievement points, e.g. `20630`; may be absent in Classic bodies.
        public let achievementPoints: Int?
        /// When the character last logged out, e.g. `1587702640000` (2020-04-24).
        public let lastLoginTimestamp: EpochMilliseconds
        /// The average item level of its best items, e.g. `440`.
        public let averageItemLevel: Int
        /// The average item level of its equipped items, e.g. `430`.
        public let equippedItemLevel: Int
        /// The title shown with the name, e.g. "Battlelord" (`"Battlelord {name}"`); absent without one.
        public let activeTitle: CharacterActiveTitle?
        /// The covenant, its renown level and the link to the soulbinds (Shadowlands on); in no recording.
        public let covenantProgress: CharacterCovenantProgress?
        /// The name in lowercase for searches (retail; in no recording).
        public let nameSearch: String?
        /// Whether it is a Remix character (retail; in no recording).
        public let isRemix: Bool?
        /// Whether the Hardcore character is dead (Classic Hardcore only).
        public let isGhost: Bool?
        /// Whether the character is self-found (Classic Hardcore only).
        public let isSelfFound: Bool?
        /// The achievements, e.g. `.../character/norgannon/drinian/achievements?namespace=profile-us`;
        /// may be absent in Classic bodies.
        public let achievements: BattleNetLink<CharacterAchievementsSummary>?
        /// The achievement statistics; absent in the 2019 recordings.
        public let achievementsStatistics: BattleNetLink<CharacterAchievementStatistics>?
        /// The titles, e.g. `.../character/norgannon/drinian/titles?namespace=profile-us`.
        public let titles: BattleNetLink<CharacterTitlesSummary>
        /// The PvP summary, e.g. `.../character/norgannon/drinian/pvp-summary?namespace=profile-us`.
        public let pvpSummary: BattleNetLink<CharacterPvpSummary>
        /// The dungeon and raid encounters (2020 on; 2019 bodies link ``raidProgression`` instead).
        public let encounters: BattleNetLink<CharacterEncountersSummary>?
        /// The former raid progression document, e.g. `.../character/stormrage/sheday/raid-progression`
        /// (2019 bodies only; this package has no model for it).
        public let raidProgression: BattleNetLink<Data>?
        /// The character renders, e.g. `.../character/norgannon/drinian/character-media?namespace=profile-us`.
        public let media: BattleNetLink<CharacterMediaSummary>
        /// The hunter pets (in no recording).
        public let hunterPets: BattleNetLink<CharacterHunterPetsSummary>?
        /// The specializations and talents.
        public let specializations: BattleNetLink<CharacterSpecializationsSummary>
        /// The stat block (health, power, attributes, ratings).
        public let statistics: BattleNetLink<CharacterStatisticsSummary>
        /// The mythic keystone profile; retail only (Classic bodies have none).
        public let mythicKeystoneProfile: BattleNetLink<CharacterMythicKeystoneProfileIndex>?
        /// The equipped items.
        public let equipment: BattleNetLink<CharacterEquipmentSummary>
        /// The appearance (customizations, transmogrified items, guild crest).
        public let appearance: BattleNetLink<CharacterAppearanceSummary>
        /// The collections; retail only.
        public let collections: BattleNetLink<CharacterCollectionsIndex>?
        /// The reputations; retail only.
        public let reputations: BattleNetLink<CharacterReputationsSummary>?
        /// The quests; retail only.
        public let quests: BattleNetLink<CharacterQuests>?
        /// The professions; absent in the 2019 recordings and in Classic.
        public let professions: BattleNetLink<CharacterProfessionsSummary>?
        /// The character's houses (retail; in no recording).
        public let houses: [BattleNetLink<CharacterHouse>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, gender, faction, race, characterClass = "character_class"
            case activeSpec = "active_spec", realm, guild, level, experience, achievementPoints = "achievement_points"
            case lastLoginTimestamp = "last_login_timestamp", averageItemLevel = "average_item_level"
            case equippedItemLevel = "equipped_item_level", activeTitle = "active_title"
            case covenantProgress = "covenant_progress", nameSearch = "name_search", isRemix = "is_remix"
            case isGhost = "is_ghost", isSelfFound = "is_self_found", achievements
            case achievementsStatistics = "achievements_statistics", titles, pvpSummary = "pvp_summary", encounters
            case raidProgression = "raid_progression", media, hunterPets = "hunter_pets", specializations, statistics
            case mythicKeystoneProfile = "mythic_keystone_profile", equipment, appearance, collections, reputations
            case quests, professions, houses
        }
    }

    /// The title a character shows:
    /// `{"key": {...}, "name": "Battlelord", "id": 62, "display_string": "Battlelord {name}"}`.
    ///
    /// Every field is optional because a Classic body may send the name alone.
    public struct CharacterActiveTitle: Codable, Hashable, Sendable {
        /// The link to the title, e.g. `.../data/wow/title/62?namespace=static-8.3.0_32861-us`.
        public let key: BattleNetLink<Title>?
        /// The title's id, e.g. `62`.
        public let id: Int?
        /// The title, e.g. "Battlelord".
        public let name: LocalizedString?
        /// The title around the name, e.g. "Battlelord {name}" or "{name}, Famed Slayer of the Harbinger".
        public let displayString: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case key, id, name, displayString = "display_string"
        }
    }

    /// A character's covenant, renown and soulbinds (Shadowlands).
    public struct CharacterCovenantProgress: Codable, Hashable, Sendable {
        /// The chosen covenant, e.g. "Kyrian" (1).
        public let chosenCovenant: BattleNetReference<Covenant>?
        /// The renown level, e.g. `80`.
        public let renownLevel: Int?
        /// The link to the character's soulbinds.
        public let soulbinds: BattleNetLink<CharacterSoulbinds>?

        enum CodingKeys: String, CodingKey {
            case chosenCovenant = "chosen_covenant", renownLevel = "renown_level", soulbinds
        }
    }

    /// Whether a character is still valid.
    ///
    /// ```swift
    /// let status = try await client.wow.characterProfileStatus(realm: "norgannon", name: "drinian")
    /// status.isValid    // true
    /// status.id         // 107811065: a different id means another character took the name
    /// ```
    public struct CharacterProfileStatus: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterProfileStatus>?
        /// The character's id, e.g. `107811065`.
        public let id: Int
        /// Whether the character is still the one cached, e.g. `true`.
        public let isValid: Bool

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, isValid = "is_valid"
        }
    }
}
