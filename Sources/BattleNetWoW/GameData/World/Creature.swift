import Foundation

extension WoW.Operations {
    /// **Creature Families Index**: every creature family (hunter pet families such as Wolf or Spider).
    package static let creatureFamilyIndex = APIOperation<WoW.CreatureFamilyIndex>(
        "wowCreatureFamilyIndex", "/data/wow/creature-family/index", namespace: .static,
        flavors: .all
    )

    /// **Creature Family**: one creature family with its pet specialization and icon.
    package static let creatureFamily = APIOperation<WoW.CreatureFamily, Int>(
        "wowCreatureFamily", "/data/wow/creature-family/{creatureFamilyId}", namespace: .static,
        flavors: .all
    )

    /// **Creature Types Index**: every creature type (Beast, Dragonkin, Humanoid, ...).
    package static let creatureTypeIndex = APIOperation<WoW.CreatureTypeIndex>(
        "wowCreatureTypeIndex", "/data/wow/creature-type/index", namespace: .static,
        flavors: .all
    )

    /// **Creature Type**: one creature type.
    package static let creatureType = APIOperation<WoW.CreatureType, Int>(
        "wowCreatureType", "/data/wow/creature-type/{creatureTypeId}", namespace: .static,
        flavors: .all
    )

    /// **Creature**: one creature with its type, family, displays and whether hunters can tame it.
    package static let creature = APIOperation<WoW.Creature, Int>(
        "wowCreature", "/data/wow/creature/{creatureId}", namespace: .static, flavors: .all
    )

    /// **Creature Search**: creatures matching a query, e.g. `name.en_US=Forest Spider`.
    package static let creatureSearch = APIOperation<WoW.SearchPage<WoW.CreatureSearchDocument>>(
        "wowCreatureSearch", "/data/wow/search/creature", namespace: .static,
        flavors: .retailClassicAndEra
    )

    /// **Creature Display Media**: the renders of one creature display (zoom, rotate, portrait).
    package static let creatureDisplayMedia = APIOperation<WoW.Media, Int>(
        "wowCreatureDisplayMedia", "/data/wow/media/creature-display/{creatureDisplayId}",
        namespace: .static, flavors: .all
    )

    /// **Creature Family Media**: the icon of a creature family.
    package static let creatureFamilyMedia = APIOperation<WoW.Media, Int>(
        "wowCreatureFamilyMedia", "/data/wow/media/creature-family/{creatureFamilyId}",
        namespace: .static, flavors: .all
    )
}

extension WoW {
    /// Every creature family: 78 in the 2019 retail recording, 23 in the 2019 Classic one.
    public struct CreatureFamilyIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CreatureFamilyIndex>?
        /// One reference per family, e.g. "Wolf" (1).
        public let creatureFamilies: [BattleNetReference<CreatureFamily>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case creatureFamilies = "creature_families"
        }
    }

    /// One creature family, e.g. "Wolf" (1), a Ferocity family.
    public struct CreatureFamily: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CreatureFamily>?
        /// The family id, e.g. `1`.
        public let id: Int
        /// The family name, e.g. "Wolf".
        public let name: LocalizedString
        /// The hunter pet specialization of the family, e.g. "Ferocity" (74); absent in the 2019
        /// Classic body (Classic Era has no pet specializations).
        public let specialization: BattleNetReference<PlayableSpecialization>?
        /// The family's icon: `client.value(family.media)` fetches it. Every recording has it; it may be
        /// absent in Classic bodies.
        public let media: BattleNetReference<Media>?

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, specialization, media
        }
    }

    /// Every creature type: 15 in retail, 11 in Classic (2019).
    public struct CreatureTypeIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CreatureTypeIndex>?
        /// One reference per type, e.g. "Beast" (1).
        public let creatureTypes: [BattleNetReference<CreatureType>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case creatureTypes = "creature_types"
        }
    }

    /// One creature type, e.g. "Beast" (1).
    public struct CreatureType: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CreatureType>?
        /// The type id, e.g. `1`.
        public let id: Int
        /// The type name, e.g. "Beast".
        public let name: LocalizedString

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name
        }
    }

    /// One creature, e.g. "Forest Spider" (30): a tameable Beast of the Spider family.
    public struct Creature: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Creature>?
        /// The creature id, e.g. `30`.
        public let id: Int
        /// The creature name, e.g. "Forest Spider".
        public let name: LocalizedString
        /// The creature's type, e.g. "Beast" (1).
        public let type: BattleNetReference<CreatureType>
        /// The creature's family, e.g. "Spider" (3); absent for creatures of no family, and may be absent in
        /// search documents.
        public let family: BattleNetReference<CreatureFamily>?
        /// The creature's model displays: each key is its `/data/wow/media/creature-display/{id}`
        /// media. 2019 bodies send the key alone; later ones add the display id.
        public let creatureDisplays: [BattleNetReference<Media>]
        /// Whether hunters can tame it.
        public let isTameable: Bool

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, type, family
            case creatureDisplays = "creature_displays"
            case isTameable = "is_tameable"
        }
    }

    /// The searchable data of a creature, as a result of `/data/wow/search/creature` holds it (every
    /// locale of each name).
    public struct CreatureSearchDocument: WoWSearchDocument {
        /// The full document a result links to.
        public typealias Full = Creature
        /// The creature id, e.g. `30`.
        public let id: Int
        /// The creature name in every locale (a locale may be missing).
        public let name: LocalizedString
        /// The creature's type.
        public let type: NamedID<CreatureType>
        /// The creature's family; absent for creatures of no family.
        public let family: NamedID<CreatureFamily>?
        /// The ids of the creature's displays.
        public let creatureDisplays: [CreatureSearchDisplay]
        /// Whether hunters can tame it.
        public let isTameable: Bool

        enum CodingKeys: String, CodingKey {
            case id, name, type, family
            case creatureDisplays = "creature_displays"
            case isTameable = "is_tameable"
        }
    }

    /// A creature display in a search document: `{"id": 30221}`.
    public struct CreatureSearchDisplay: Codable, Hashable, Sendable {
        /// The display id, e.g. `30221` (its media: `client.wow.creatureDisplayMedia(id: 30221)`); optional
        /// because 2019 creature bodies list their displays by link only.
        public let id: Int?
    }
}
