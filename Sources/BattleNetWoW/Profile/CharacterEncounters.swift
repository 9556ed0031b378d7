import Foundation

extension WoW.Operations {
    /// **Character Encounters Summary**: the links to a character's dungeon and raid progress.
    package static let characterEncountersSummary = APIOperation<WoW.CharacterEncountersSummary, RealmSlug, CharacterName>(
        "wowCharacterEncountersSummary", "/profile/wow/character/{realmSlug}/{characterName}/encounters", namespace: .profile
    )

    /// **Character Dungeons**: a character's progress in every dungeon, by expansion and difficulty,
    /// with its kills of each boss.
    package static let characterDungeons = APIOperation<WoW.CharacterDungeons, RealmSlug, CharacterName>(
        "wowCharacterDungeons", "/profile/wow/character/{realmSlug}/{characterName}/encounters/dungeons", namespace: .profile
    )

    /// **Character Raids**: a character's progress in every raid, by expansion and difficulty, with
    /// its kills of each boss.
    package static let characterRaids = APIOperation<WoW.CharacterRaids, RealmSlug, CharacterName>(
        "wowCharacterRaids", "/profile/wow/character/{realmSlug}/{characterName}/encounters/raids", namespace: .profile
    )
}

extension WoW {
    /// The links to a character's dungeon and raid progress
    /// (`/profile/wow/character/{realmSlug}/{characterName}/encounters`).
    public struct CharacterEncountersSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterEncountersSummary>?
        /// The character: name, id and realm.
        public let character: CharacterReference
        /// The link to the character's dungeon progress, e.g.
        /// `.../profile/wow/character/norgannon/drinian/encounters/dungeons?namespace=profile-us`.
        public let dungeons: BattleNetLink<CharacterDungeons>
        /// The link to the character's raid progress, e.g. `.../encounters/raids?namespace=profile-us`.
        public let raids: BattleNetLink<CharacterRaids>

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, dungeons, raids
        }
    }

    /// A character's dungeon progress
    /// (`/profile/wow/character/{realmSlug}/{characterName}/encounters/dungeons`).
    ///
    /// ```swift
    /// let dungeons = try await client.wow.characterDungeons(realm: "norgannon", name: "Drinian")
    /// dungeons.expansions.first?.instances.first?.instance.name   // "Deadmines"
    /// ```
    public struct CharacterDungeons: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterDungeons>?
        /// The character: name, id and realm; no recording has it (unlike raids), but a body may send it as
        /// the raids document does.
        public let character: CharacterReference?
        /// The expansions, oldest first, each with the dungeons the character entered.
        public let expansions: [CharacterInstanceExpansion]

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, expansions
        }
    }

    /// A character's raid progress (`/profile/wow/character/{realmSlug}/{characterName}/encounters/raids`):
    /// the shape of ``CharacterDungeons``, with the character always named.
    ///
    /// ```swift
    /// let raids = try await client.wow.characterRaids(realm: "norgannon", name: "Drinian")
    /// raids.expansions.first?.instances.first?.instance.name   // "Molten Core"
    /// ```
    public struct CharacterRaids: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterRaids>?
        /// The character: name, id and realm.
        public let character: CharacterReference
        /// The expansions, oldest first, each with the raids the character entered.
        public let expansions: [CharacterInstanceExpansion]

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, expansions
        }
    }

    /// The dungeons or raids of one expansion that a character entered.
    public struct CharacterInstanceExpansion: Codable, Hashable, Sendable {
        /// The expansion, e.g. "Classic" (id `68`).
        public let expansion: BattleNetReference<JournalExpansion>
        /// The instances, each with the character's progress per difficulty.
        public let instances: [CharacterInstanceProgress]
    }

    /// A character's progress in one dungeon or raid, per difficulty.
    public struct CharacterInstanceProgress: Codable, Hashable, Sendable {
        /// The instance, e.g. "Molten Core" (id `741`).
        public let instance: BattleNetReference<JournalInstance>
        /// One entry per difficulty the character played.
        public let modes: [CharacterInstanceMode]
    }

    /// A character's progress in an instance on one difficulty.
    public struct CharacterInstanceMode: Codable, Hashable, Sendable {
        /// The difficulty, e.g. `NORMAL` ("Normal").
        public let difficulty: TypedName<JournalMode>
        /// Whether every boss is down, e.g. `COMPLETE` ("Complete").
        public let status: TypedName<InstanceProgressStatus>
        /// The bosses killed, and how often.
        public let progress: CharacterInstanceModeProgress
    }

    /// The bosses a character killed in an instance on one difficulty:
    /// `{"completed_count": 1, "total_count": 1, "encounters": [...]}`.
    public struct CharacterInstanceModeProgress: Codable, Hashable, Sendable {
        /// How many of the bosses the character killed, e.g. `1`.
        public let completedCount: Int
        /// How many bosses the instance has on this difficulty, e.g. `1`.
        public let totalCount: Int
        /// The bosses killed, with kill counts and the latest kill.
        public let encounters: [CharacterEncounterKills]

        enum CodingKeys: String, CodingKey {
            case completedCount = "completed_count", totalCount = "total_count", encounters
        }
    }

    /// A boss a character killed: how often, and when last.
    public struct CharacterEncounterKills: Codable, Hashable, Sendable {
        /// The boss, e.g. "Ragnaros" (id `1528`).
        public let encounter: BattleNetReference<JournalEncounter>
        /// How many times the character killed it, e.g. `24`.
        public let completedCount: Int
        /// When the character last killed it, e.g. `1486789387000` (2017-02-11).
        public let lastKillTimestamp: EpochMilliseconds

        enum CodingKeys: String, CodingKey {
            case encounter, completedCount = "completed_count", lastKillTimestamp = "last_kill_timestamp"
        }
    }

    /// The status of a character's progress in an instance (open: another value decodes too).
    public struct InstanceProgressStatus: OpenStringValue {
        /// The status as Blizzard sends it, e.g. `COMPLETE`.
        public let rawValue: String
        /// Any status, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Every boss killed.
        public static let complete: InstanceProgressStatus = "COMPLETE"
        /// Some bosses killed.
        public static let inProgress: InstanceProgressStatus = "IN_PROGRESS"
    }
}
