import Foundation

extension WoW.Operations {
    /// **Character Specializations Summary**: a character's specializations with their talents: talent
    /// rows before Dragonflight, talent loadouts since (2022), PvP talents, and Classic's talent groups.
    package static let characterSpecializationsSummary = APIOperation<WoW.CharacterSpecializationsSummary, RealmSlug, CharacterName>(
        "wowCharacterSpecializationsSummary", "/profile/wow/character/{realmSlug}/{characterName}/specializations",
        namespace: .profile, flavors: .retailAndClassicProfiles
    )
}

extension WoW {
    /// A character's specializations and talents.
    ///
    /// One model for every era: retail bodies before Dragonflight (the 2019–2020 recordings) list
    /// ``CharacterSpecialization/talents`` by row and column; retail bodies since 2022 list
    /// ``CharacterSpecialization/loadouts``; Classic bodies list ``specializationGroups``.
    ///
    /// ```swift
    /// let specs = try await client.wow.characterSpecializationsSummary(realm: "norgannon", name: "drinian")
    /// specs.activeSpecialization?.name                           // "Fury"
    /// specs.specializations?.first?.talents?.first?.talent.name  // "Endless Rage"
    /// ```
    public struct CharacterSpecializationsSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterSpecializationsSummary>?
        /// The character, e.g. "Drinian" on Norgannon.
        public let character: CharacterReference
        /// The active specialization, e.g. "Fury" (72); may be absent in Classic bodies.
        public let activeSpecialization: BattleNetReference<PlayableSpecialization>?
        /// The active hero talent tree (The War Within on; in no recording); no recording shows which
        /// document it links to.
        public let activeHeroTalentTree: BattleNetReference<Data>?
        /// The specializations of the class with their talents (retail, and Classic progression bodies).
        public let specializations: [CharacterSpecialization]?
        /// The talent groups (dual specialization) of Classic bodies.
        public let specializationGroups: [CharacterSpecializationGroup]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, activeSpecialization = "active_specialization"
            case activeHeroTalentTree = "active_hero_talent_tree", specializations
            case specializationGroups = "specialization_groups"
        }
    }

    /// One specialization of a character with its talents.
    public struct CharacterSpecialization: Codable, Hashable, Sendable {
        /// The specialization, e.g. "Fury" (72).
        public let specialization: BattleNetReference<PlayableSpecialization>
        /// The tree's name in Classic progression bodies, e.g. "Frost".
        public let specializationName: LocalizedString?
        /// The chosen talents by row and column (retail before Dragonflight; Classic progression).
        public let talents: [CharacterTalent]?
        /// The talent loadouts (retail since Dragonflight).
        public let loadouts: [CharacterTalentLoadout]?
        /// The PvP talent slots with the talent chosen in each.
        public let pvpTalentSlots: [CharacterPvpTalentSlot]?
        /// The glyphs (in no recording); glyphs have no document of their own.
        public let glyphs: [LooseReference<Data>]?

        enum CodingKeys: String, CodingKey {
            case specialization, specializationName = "specialization_name", talents, loadouts
            case pvpTalentSlots = "pvp_talent_slots", glyphs
        }
    }

    /// A chosen talent: retail bodies before Dragonflight give its row and column
    /// (`{"talent": {...}, "spell_tooltip": {...}, "tier_index": 0, "column_index": 1}`), Classic
    /// bodies its rank (`talent_rank`) and a talent and spell without links.
    public struct CharacterTalent: Codable, Hashable, Sendable {
        /// The talent, e.g. "Endless Rage" (22633); without a link in Classic bodies.
        public let talent: LooseReference<Talent>
        /// The talent's spell and its tooltip lines, e.g. "Gain 6 Rage whenever you Enrage.".
        public let spellTooltip: SpellTooltip?
        /// The talent row, from `0` (retail before Dragonflight).
        public let tierIndex: Int?
        /// The column in the row, from `0` (retail before Dragonflight).
        public let columnIndex: Int?
        /// The points spent in it (Classic).
        public let talentRank: Int?

        enum CodingKeys: String, CodingKey {
            case talent, spellTooltip = "spell_tooltip", tierIndex = "tier_index", columnIndex = "column_index"
            case talentRank = "talent_rank"
        }
    }

    /// A PvP talent slot and the talent chosen in it:
    /// `{"selected": {"talent": {...}, "spell_tooltip": {...}}, "slot_number": 2}`.
    public struct CharacterPvpTalentSlot: Codable, Hashable, Sendable {
        /// The chosen PvP talent, e.g. "Adaptation" (3590), with its tooltip.
        public let selected: PlayableSpecializationPvpTalent
        /// The slot, e.g. `2`.
        public let slotNumber: Int

        enum CodingKeys: String, CodingKey {
            case selected, slotNumber = "slot_number"
        }
    }

    /// A talent loadout of the Dragonflight talent trees (retail): the class, specialization and hero trees
    /// with the talents chosen in each, and its import code.
    public struct CharacterTalentLoadout: Codable, Hashable, Sendable {
        /// Whether it is the loadout in use.
        public let isActive: Bool
        /// The code the game imports and exports the loadout as.
        public let talentLoadoutCode: String?
        /// The class talent tree.
        public let selectedClassTalentTree: BattleNetReference<TalentTree>?
        /// The talents chosen in the class tree.
        public let selectedClassTalents: [CharacterSelectedTalent]?
        /// The specialization talent tree.
        public let selectedSpecTalentTree: BattleNetReference<TalentTree>?
        /// The talents chosen in the specialization tree.
        public let selectedSpecTalents: [CharacterSelectedTalent]?
        /// The hero talent tree (The War Within on); no recording shows which document it links to.
        public let selectedHeroTalentTree: BattleNetReference<Data>?
        /// The talents chosen in the hero tree.
        public let selectedHeroTalents: [CharacterSelectedTalent]?

        enum CodingKeys: String, CodingKey {
            case isActive = "is_active", talentLoadoutCode = "talent_loadout_code"
            case selectedClassTalentTree = "selected_class_talent_tree", selectedClassTalents = "selected_class_talents"
            case selectedSpecTalentTree = "selected_spec_talent_tree", selectedSpecTalents = "selected_spec_talents"
            case selectedHeroTalentTree = "selected_hero_talent_tree", selectedHeroTalents = "selected_hero_talents"
        }
    }

    /// A talent chosen in a loadout: the tree node, its rank and its tooltip.
    public struct CharacterSelectedTalent: Codable, Hashable, Sendable {
        /// The talent tree node's id.
        public let id: Int
        /// The rank taken.
        public let rank: Int
        /// The ranks granted for free.
        public let defaultPoints: Int?
        /// The talent and its spell's tooltip.
        public let tooltip: TalentTreeTooltip?

        enum CodingKeys: String, CodingKey {
            case id, rank, defaultPoints = "default_points", tooltip
        }
    }

    /// A talent group of a Classic character (dual specialization): its glyphs and the points spent
    /// in each talent tree.
    public struct CharacterSpecializationGroup: Codable, Hashable, Sendable {
        /// Whether the group is the one in use.
        public let isActive: Bool
        /// The glyphs of the group (Wrath and later Classic), without links.
        public let glyphs: [LooseReference<Data>]?
        /// The talent trees with the points spent and the talents taken.
        public let specializations: [CharacterSpecializationGroupTree]?

        enum CodingKeys: String, CodingKey {
            case isActive = "is_active", glyphs, specializations
        }
    }

    /// One talent tree of a Classic talent group, e.g. "Frost" with 31 points.
    public struct CharacterSpecializationGroupTree: Codable, Hashable, Sendable {
        /// The tree's name, e.g. "Frost".
        public let specializationName: LocalizedString
        /// The points spent in it, e.g. `31`.
        public let spentPoints: Int
        /// The talents taken in it.
        public let talents: [CharacterTalent]

        enum CodingKeys: String, CodingKey {
            case specializationName = "specialization_name", spentPoints = "spent_points", talents
        }
    }
}
