import Foundation

extension WoW.Operations {
    /// **Journal Expansion Index**: every expansion (tier) of the Adventure Guide.
    package static let journalExpansionIndex = APIOperation<WoW.JournalExpansionIndex>(
        "wowJournalExpansionIndex", "/data/wow/journal-expansion/index", namespace: .static
    )

    /// **Journal Expansion**: one expansion with its dungeons and raids.
    package static let journalExpansion = APIOperation<WoW.JournalExpansion, Int>(
        "wowJournalExpansion", "/data/wow/journal-expansion/{journalExpansionId}", namespace: .static
    )

    /// **Journal Encounter Index**: every encounter (boss) of the Adventure Guide.
    package static let journalEncounterIndex = APIOperation<WoW.JournalEncounterIndex>(
        "wowJournalEncounterIndex", "/data/wow/journal-encounter/index", namespace: .static
    )

    /// **Journal Encounter**: one boss encounter with its creatures, loot and ability sections.
    package static let journalEncounter = APIOperation<WoW.JournalEncounter, Int>(
        "wowJournalEncounter", "/data/wow/journal-encounter/{journalEncounterId}", namespace: .static
    )

    /// **Journal Encounter Search**: encounters matching a query (e.g. `instance.name.en_US=Deadmines`).
    package static let journalEncounterSearch = APIOperation<WoW.SearchPage<WoW.JournalEncounterSearchDocument>>(
        "wowJournalEncounterSearch", "/data/wow/search/journal-encounter", namespace: .static
    )

    /// **Journal Instance Index**: every dungeon and raid of the Adventure Guide.
    package static let journalInstanceIndex = APIOperation<WoW.JournalInstanceIndex>(
        "wowJournalInstanceIndex", "/data/wow/journal-instance/index", namespace: .static
    )

    /// **Journal Instance**: one dungeon or raid with its encounters, modes and location.
    package static let journalInstance = APIOperation<WoW.JournalInstance, Int>(
        "wowJournalInstance", "/data/wow/journal-instance/{journalInstanceId}", namespace: .static
    )

    /// **Journal Instance Media**: the tile image of one dungeon or raid.
    package static let journalInstanceMedia = APIOperation<WoW.Media, Int>(
        "wowJournalInstanceMedia", "/data/wow/media/journal-instance/{journalInstanceId}",
        namespace: .static
    )
}

extension WoW {
    /// Every expansion (tier) of the Adventure Guide.
    public struct JournalExpansionIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<JournalExpansionIndex>?
        /// The expansions, e.g. "Classic" (id `68`), "Burning Crusade" (id `70`).
        public let tiers: [BattleNetReference<JournalExpansion>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", tiers
        }
    }

    /// One expansion of the Adventure Guide.
    public struct JournalExpansion: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<JournalExpansion>?
        /// The expansion id, e.g. `68`.
        public let id: Int
        /// The expansion name, e.g. "Classic".
        public let name: LocalizedString
        /// Its dungeons, e.g. "Blackfathom Deeps" (id `227`).
        public let dungeons: [BattleNetReference<JournalInstance>]
        /// Its raids, e.g. "Molten Core" (id `741`).
        public let raids: [BattleNetReference<JournalInstance>]
        /// Its world-boss instances; the recorded Classic tier has none.
        public let worldBosses: [BattleNetReference<JournalInstance>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, dungeons, raids, worldBosses = "world_bosses"
        }
    }

    /// Every encounter of the Adventure Guide (859 encounters in the 8.3 body).
    public struct JournalEncounterIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<JournalEncounterIndex>?
        /// The encounters, e.g. "Glubtok" (id `89`); a name may be `null`.
        public let encounters: [BattleNetReference<JournalEncounter>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", encounters
        }
    }

    /// One boss encounter.
    ///
    /// ```swift
    /// let glubtok = try await client.wow.journalEncounter(id: 89)
    /// glubtok.instance.name           // "Deadmines"
    /// glubtok.items?.count            // 9 (its loot)
    /// ```
    public struct JournalEncounter: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<JournalEncounter>?
        /// The encounter id, e.g. `89`.
        public let id: Int
        /// The encounter name, e.g. "Glubtok".
        public let name: LocalizedString
        /// The encounter's lore text.
        public let description: LocalizedString?
        /// The creatures fought, e.g. Glubtok with his creature display.
        public let creatures: [JournalEncounterCreature]?
        /// The loot.
        public let items: [JournalEncounterItem]?
        /// The ability sections of the guide, nested as in game.
        public let sections: [JournalSection]?
        /// The dungeon or raid it is in, e.g. "Deadmines" (id `63`).
        public let instance: BattleNetReference<JournalInstance>
        /// The kind of instance, e.g. `DUNGEON`.
        public let category: JournalCategory
        /// The difficulties it can be played in, e.g. `NORMAL`, `HEROIC`.
        public let modes: [TypedName<JournalMode>]?
        /// The faction of a faction-specific encounter.
        public let faction: TypedName<Faction>?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, description, creatures, items, sections, instance, category, modes
            case faction
        }
    }

    /// A creature of a ``JournalEncounter``.
    public struct JournalEncounterCreature: Codable, Hashable, Sendable {
        /// The journal's creature id, e.g. `358` (not an NPC id).
        public let id: Int
        /// The creature name, e.g. "Glubtok".
        public let name: LocalizedString
        /// Its model's display.
        public let creatureDisplay: JournalCreatureDisplay
        /// The creature's text, for some creatures.
        public let description: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case id, name, creatureDisplay = "creature_display", description
        }
    }

    /// A creature display in the Adventure Guide: its id and the link to its media document.
    ///
    /// The link is optional: search documents may send the id alone.
    public struct JournalCreatureDisplay: Codable, Hashable, Sendable {
        /// The creature display id, e.g. `37410`.
        public let id: Int
        /// The display's media document (`/data/wow/media/creature-display/{id}`).
        public let key: BattleNetLink<Media>?

        enum CodingKeys: String, CodingKey {
            case id, key
        }
    }

    /// One loot entry of a ``JournalEncounter``.
    public struct JournalEncounterItem: Codable, Hashable, Sendable {
        /// The journal's loot entry id, e.g. `9111`.
        public let id: Int
        /// The item, e.g. "Buzzer Blade" (id `2169`).
        public let item: BattleNetReference<Item>

        enum CodingKeys: String, CodingKey {
            case id, item
        }
    }

    /// A section of an encounter's guide (a stage or an ability), with its subsections.
    public struct JournalSection: Codable, Hashable, Sendable {
        /// The section id, e.g. `2010`.
        public let id: Int
        /// The heading, e.g. "Stage One: Fists of Flame and Frost".
        public let title: LocalizedString?
        /// The text; absent on sections that only group subsections.
        public let bodyText: LocalizedString?
        /// The subsections.
        public let sections: [JournalSection]?
        /// The creature the section is about (e.g. an add).
        public let creatureDisplay: JournalCreatureDisplay?
        /// The spell the section describes.
        public let spell: BattleNetReference<Spell>?

        enum CodingKeys: String, CodingKey {
            case id, title, bodyText = "body_text", sections, creatureDisplay = "creature_display", spell
        }
    }

    /// The kind of an instance or encounter: `{"type": "DUNGEON"}`.
    public struct JournalCategory: Codable, Hashable, Sendable {
        /// The kind, e.g. ``JournalCategoryType/dungeon``; `nil` when the body leaves it out.
        public let type: JournalCategoryType?

        enum CodingKeys: String, CodingKey {
            case type
        }
    }

    /// The kind of an instance (open: another kind decodes too).
    public struct JournalCategoryType: OpenStringValue {
        /// The kind as Blizzard sends it, e.g. `DUNGEON`.
        public let rawValue: String
        /// Any kind, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A dungeon, e.g. Deadmines.
        public static let dungeon: JournalCategoryType = "DUNGEON"
        /// A raid.
        public static let raid: JournalCategoryType = "RAID"
        /// A world boss.
        public static let worldBoss: JournalCategoryType = "WORLD_BOSS"
        /// An event.
        public static let event: JournalCategoryType = "EVENT"
    }

    /// A difficulty of an instance or encounter (open: another difficulty decodes too).
    public struct JournalMode: OpenStringValue {
        /// The difficulty as Blizzard sends it, e.g. `HEROIC`.
        public let rawValue: String
        /// Any difficulty, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Normal.
        public static let normal: JournalMode = "NORMAL"
        /// Heroic.
        public static let heroic: JournalMode = "HEROIC"
        /// Mythic.
        public static let mythic: JournalMode = "MYTHIC"
        /// Mythic Keystone (Mythic+).
        public static let mythicKeystone: JournalMode = "MYTHIC_KEYSTONE"
        /// Raid Finder.
        public static let lfr: JournalMode = "LFR"
        /// Legacy 10 player.
        public static let legacy10Man: JournalMode = "LEGACY_10_MAN"
        /// Legacy 10 player heroic.
        public static let legacy10ManHeroic: JournalMode = "LEGACY_10_MAN_HEROIC"
        /// Legacy 25 player.
        public static let legacy25Man: JournalMode = "LEGACY_25_MAN"
        /// Legacy 25 player heroic.
        public static let legacy25ManHeroic: JournalMode = "LEGACY_25_MAN_HEROIC"
    }

    /// Every dungeon and raid of the Adventure Guide (152 instances in the 8.3 body).
    public struct JournalInstanceIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<JournalInstanceIndex>?
        /// The instances, e.g. "Deadmines" (id `63`).
        public let instances: [BattleNetReference<JournalInstance>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", instances
        }
    }

    /// One dungeon or raid.
    ///
    /// ```swift
    /// let deadmines = try await client.wow.journalInstance(id: 63)
    /// deadmines.location?.name           // "Westfall"
    /// deadmines.modes?.map(\.mode.type)  // [.normal, .heroic]
    /// ```
    public struct JournalInstance: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<JournalInstance>?
        /// The instance id, e.g. `63`.
        public let id: Int
        /// The instance name, e.g. "Deadmines".
        public let name: LocalizedString
        /// The instance map, e.g. "Deadmines" (id `36`).
        public let map: NamedID<WorldMap>?
        /// The area, e.g. "The Deadmines" (id `1581`).
        public let area: NamedID<WorldZone>?
        /// The zone its entrance is in, e.g. "Westfall" (id `40`).
        public let location: NamedID<WorldZone>?
        /// The lore text.
        public let description: LocalizedString?
        /// Its encounters, e.g. "Glubtok" (id `89`).
        public let encounters: [BattleNetReference<JournalEncounter>]
        /// The expansion, e.g. "Classic" (id `68`).
        public let expansion: BattleNetReference<JournalExpansion>?
        /// The difficulties, with group size.
        public let modes: [JournalInstanceMode]?
        /// The instance's media document (its tile image).
        public let media: BattleNetReference<Media>
        /// The lowest character level to enter, e.g. `35`.
        public let minimumLevel: Int?
        /// The kind, e.g. `DUNGEON`.
        public let category: JournalCategory
        /// The position in the Adventure Guide's list, e.g. `0`.
        public let orderIndex: Int?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, map, area, location, description, encounters, expansion, modes, media
            case minimumLevel = "minimum_level", category, orderIndex = "order_index"
        }
    }

    /// One difficulty of a ``JournalInstance``.
    public struct JournalInstanceMode: Codable, Hashable, Sendable {
        /// The difficulty, e.g. `{"type": "NORMAL", "name": "Normal"}`.
        public let mode: TypedName<JournalMode>
        /// The group size, e.g. `5`.
        public let players: Int
        /// Whether lockouts are tracked.
        public let isTracked: Bool
        /// Whether it is a Timewalking difficulty.
        public let isTimewalking: Bool?

        enum CodingKeys: String, CodingKey {
            case mode, players, isTracked = "is_tracked", isTimewalking = "is_timewalking"
        }
    }

    /// The searchable data of an encounter, as a journal encounter search result holds it.
    ///
    /// No search response was recorded, so no recorded body backs this model; names carry every locale.
    public struct JournalEncounterSearchDocument: WoWSearchDocument {
        /// The full document a result links to.
        public typealias Full = JournalEncounter
        /// The encounter id.
        public let id: Int
        /// The encounter name in every locale.
        public let name: LocalizedString
        /// The kind of instance.
        public let category: JournalCategory
        /// The instance, by id and name.
        public let instance: NamedID<JournalInstance>
        /// The creatures fought (their displays by id alone); optional as in the full encounter.
        public let creatures: [JournalEncounterCreature]?
        /// The loot.
        public let items: [JournalEncounterSearchItem]?
        /// The difficulties.
        public let modes: [TypedName<JournalMode>]?
        /// The guide's sections.
        public let sections: [JournalSection]?
        /// The faction of a faction-specific encounter.
        public let faction: TypedName<Faction>?

        enum CodingKeys: String, CodingKey {
            case id, name, category, instance, creatures, items, modes, sections, faction
        }
    }

    /// One loot entry of a ``JournalEncounterSearchDocument``.
    public struct JournalEncounterSearchItem: Codable, Hashable, Sendable {
        /// The journal's loot entry id.
        public let id: Int
        /// The item, by id and name.
        public let item: NamedID<Item>

        enum CodingKeys: String, CodingKey {
            case id, item
        }
    }
}
