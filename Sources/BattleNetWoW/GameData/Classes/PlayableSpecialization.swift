import Foundation

extension WoW.Operations {
    /// **Playable Specializations Index**: every character specialization and hunter pet specialization.
    package static let playableSpecializationIndex = APIOperation<WoW.PlayableSpecializationIndex>(
        "wowPlayableSpecializationIndex", "/data/wow/playable-specialization/index",
        namespace: .static
    )

    /// **Playable Specialization**: one specialization with its class, role, PvP talents and talent tree.
    package static let playableSpecialization = APIOperation<WoW.PlayableSpecialization, Int>(
        "wowPlayableSpecialization", "/data/wow/playable-specialization/{specId}", namespace: .static, labels: ["id"]
    )

    /// **Playable Specialization Media**: the icon of a specialization.
    package static let playableSpecializationMedia = APIOperation<WoW.Media, Int>(
        "wowPlayableSpecializationMedia", "/data/wow/media/playable-specialization/{specId}",
        namespace: .static, labels: ["id"]
    )
}

extension WoW {
    /// Every specialization: 36 character specializations and the 3 hunter pet specializations in
    /// the 2019 recording.
    public struct PlayableSpecializationIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PlayableSpecializationIndex>?
        /// The character specializations, e.g. "Arcane" (62).
        public let characterSpecializations: [BattleNetReference<PlayableSpecialization>]
        /// The hunter pet specializations: "Ferocity" (74), "Cunning" (79), "Tenacity" (81).
        public let petSpecializations: [BattleNetReference<PlayableSpecialization>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case characterSpecializations = "character_specializations"
            case petSpecializations = "pet_specializations"
        }
    }

    /// One specialization, e.g. "Elemental" (262), a Shaman damage specialization.
    ///
    /// Eras differ: 2019 bodies have `talent_tiers` (the pre-Dragonflight talent rows) and no
    /// `spec_talent_tree`, `power_type` or `primary_stat_type`; the 2024 body has those three and no
    /// `talent_tiers`; `hero_talent_trees` arrives with The War Within. The hunter pet
    /// specializations listed by the index (Ferocity, Cunning, Tenacity) have no recorded body; they
    /// belong to no class, so `playable_class` and `pvp_talents` are optional too.
    public struct PlayableSpecialization: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PlayableSpecialization>?
        /// The specialization id, e.g. `262`.
        public let id: Int
        /// The class it belongs to, e.g. "Shaman" (7); every recorded (character) specialization has it.
        public let playableClass: BattleNetReference<PlayableClass>?
        /// The specialization name, e.g. "Elemental".
        public let name: LocalizedString
        /// The description per gender, e.g. "A spellcaster who harnesses the destructive forces …".
        public let genderDescription: GenderedName
        /// The specialization's icon: `client.value(specialization.media)` fetches it.
        public let media: BattleNetReference<Media>
        /// The role it plays, e.g. `DAMAGE`, "Damage".
        public let role: TypedName<PlayableSpecializationRole>
        /// The PvP talents it can pick, with their tooltips; every recorded specialization has them.
        public let pvpTalents: [PlayableSpecializationPvpTalent]?
        /// The talent rows of the pre-Dragonflight talent system; 2019 bodies only.
        public let talentTiers: [PlayableSpecializationTalentTier]?
        /// The specialization's talent tree (key and name, no id), e.g. "Elemental"
        /// (`/data/wow/talent-tree/786/playable-specialization/262`); 2024 bodies.
        public let specTalentTree: BattleNetReference<TalentTree>?
        /// The specialization's power, e.g. "Maelstrom" (11); 2024 bodies.
        public let powerType: BattleNetReference<PowerType>?
        /// The specialization's primary stat, e.g. `INTELLECT`, "Intellect"; 2024 bodies.
        public let primaryStatType: TypedName<PlayableSpecializationPrimaryStat>?
        /// The hero talent trees it can pick (The War Within onwards). Their keys point at
        /// `/data/wow/talent-tree/{treeId}/hero-talent/{id}`, which no catalogued endpoint serves, so
        /// they are typed as raw `Data`; names may be `null`.
        public let heroTalentTrees: [BattleNetReference<Data>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, media, role
            case playableClass = "playable_class"
            case genderDescription = "gender_description"
            case pvpTalents = "pvp_talents"
            case talentTiers = "talent_tiers"
            case specTalentTree = "spec_talent_tree"
            case powerType = "power_type"
            case primaryStatType = "primary_stat_type"
            case heroTalentTrees = "hero_talent_trees"
        }
    }

    /// The role of a specialization (open: another value decodes too).
    public struct PlayableSpecializationRole: OpenStringValue {
        /// The role as Blizzard sends it, e.g. `DAMAGE`.
        public let rawValue: String
        /// Any role string, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A damage dealer (every recorded specialization).
        public static let damage: PlayableSpecializationRole = "DAMAGE"
        /// A tank.
        public static let tank: PlayableSpecializationRole = "TANK"
        /// A healer.
        public static let healer: PlayableSpecializationRole = "HEALER"
    }

    /// The primary stat of a specialization (open: another value decodes too).
    public struct PlayableSpecializationPrimaryStat: OpenStringValue {
        /// The stat as Blizzard sends it, e.g. `INTELLECT`.
        public let rawValue: String
        /// Any stat string, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Intellect (casters and healers).
        public static let intellect: PlayableSpecializationPrimaryStat = "INTELLECT"
        /// Agility.
        public static let agility: PlayableSpecializationPrimaryStat = "AGILITY"
        /// Strength.
        public static let strength: PlayableSpecializationPrimaryStat = "STRENGTH"
    }

    /// A PvP talent of a specialization: `{"talent": {...}, "spell_tooltip": {...}}`.
    public struct PlayableSpecializationPvpTalent: Codable, Hashable, Sendable {
        /// The PvP talent, e.g. "Static Field Totem" (727).
        public let talent: BattleNetReference<PvpTalent>
        /// Its tooltip texts.
        public let spellTooltip: SpellTooltip

        enum CodingKeys: String, CodingKey {
            case talent
            case spellTooltip = "spell_tooltip"
        }
    }

    /// One talent row of the pre-Dragonflight talent system (2019 bodies): the level that unlocks it
    /// and its three talents.
    public struct PlayableSpecializationTalentTier: Codable, Hashable, Sendable {
        /// The character level that unlocks the row, e.g. `15`.
        public let level: Int
        /// The row's position, from `0`; `nil` when the body leaves it out.
        public let tierIndex: Int?
        /// The talents of the row.
        public let talents: [PlayableSpecializationTalent]

        enum CodingKeys: String, CodingKey {
            case level, talents
            case tierIndex = "tier_index"
        }
    }

    /// One talent of a talent row: `{"talent": {...}, "spell_tooltip": {...}, "column_index": 0}`.
    public struct PlayableSpecializationTalent: Codable, Hashable, Sendable {
        /// The talent, e.g. "Amplification" (22458).
        public let talent: BattleNetReference<Talent>
        /// Its tooltip texts.
        public let spellTooltip: SpellTooltip
        /// Its column in the row, from `0`; `nil` when the body leaves it out.
        public let columnIndex: Int?

        enum CodingKeys: String, CodingKey {
            case talent
            case spellTooltip = "spell_tooltip"
            case columnIndex = "column_index"
        }
    }
}
