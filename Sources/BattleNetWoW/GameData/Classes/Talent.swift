import Foundation

extension WoW.Operations {
    /// **Talent Tree Index**: every class and specialization talent tree (Dragonflight and later).
    package static let talentTreeIndex = APIOperation<WoW.TalentTreeIndex>(
        "wowTalentTreeIndex", "/data/wow/talent-tree/index", namespace: .static
    )

    /// **Talent Tree**: the talent tree of one specialization: its class and specialization nodes
    /// with their talents, spell tooltips and positions.
    package static let talentTree = APIOperation<WoW.TalentTree, Int, Int>(
        "wowTalentTree", "/data/wow/talent-tree/{talentTreeId}/playable-specialization/{specId}",
        namespace: .static
    )

    /// **Talent Tree Nodes**: the nodes of one class talent tree and links to its specializations'
    /// trees.
    package static let talentTreeNodes = APIOperation<WoW.TalentTreeNodes, Int>(
        "wowTalentTreeNodes", "/data/wow/talent-tree/{talentTreeId}", namespace: .static
    )

    /// **Talent Index**: every talent.
    package static let talentIndex = APIOperation<WoW.TalentIndex>(
        "wowTalentIndex", "/data/wow/talent/index", namespace: .static
    )

    /// **Talent**: one talent with its spell, class and specialization.
    package static let talent = APIOperation<WoW.Talent, Int>(
        "wowTalent", "/data/wow/talent/{talentId}", namespace: .static
    )

    /// **PvP Talent Index**: every PvP talent.
    package static let pvpTalentIndex = APIOperation<WoW.PvpTalentIndex>(
        "wowPvpTalentIndex", "/data/wow/pvp-talent/index", namespace: .static
    )

    /// **PvP Talent**: one PvP talent with its spell, specialization, unlock level and slots.
    package static let pvpTalent = APIOperation<WoW.PvpTalent, Int>(
        "wowPvpTalent", "/data/wow/pvp-talent/{pvpTalentId}", namespace: .static
    )
}

extension WoW {
    /// The talent index.
    public struct TalentIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<TalentIndex>?
        /// Every talent, e.g. 23106 "Eye of the Tiger"; names may be `null`.
        public let talents: [BattleNetReference<Talent>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", talents
        }
    }

    /// A talent, e.g. 117163 "Best Served Cold".
    ///
    /// The shape changed with Dragonflight (patch 10.0, 2022): older bodies (e.g. talent 23106 in
    /// patch 8.3) place the talent in a row-and-column grid with `tier_index`, `column_index`,
    /// `level` and a single `description`; newer bodies drop those four and carry
    /// `rank_descriptions` and `playable_specialization` instead. Both decode: every field but
    /// the id is optional.
    public struct Talent: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Talent>?
        /// The talent id, e.g. `117163`.
        public let id: Int
        /// The text of each rank (Dragonflight and later), e.g. rank 1 "Revenge deals 10% more damage, ...".
        public let rankDescriptions: [TalentRankDescription]?
        /// The talent's spell, e.g. 202560 "Best Served Cold".
        public let spell: BattleNetReference<Spell>?
        /// The spell the talent replaces, for talents that override one (no recording has it).
        public let overridesSpell: BattleNetReference<Spell>?
        /// The talent's class, e.g. 1 "Warrior"; its name may be absent.
        public let playableClass: BattleNetReference<PlayableClass>?
        /// The talent's specialization, e.g. 73 "Protection" (Dragonflight and later, for
        /// specialization talents).
        public let playableSpecialization: BattleNetReference<PlayableSpecialization>?
        /// The row of the talent in the pre-Dragonflight grid, e.g. `0`: older bodies only.
        public let tierIndex: Int?
        /// The column of the talent in the pre-Dragonflight grid, e.g. `0`: older bodies only.
        public let columnIndex: Int?
        /// The level that unlocks the pre-Dragonflight talent row, e.g. `15`: older bodies only.
        public let level: Int?
        /// The talent's text in the pre-Dragonflight shape: older bodies only (newer ones use
        /// ``rankDescriptions``).
        public let description: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, rankDescriptions = "rank_descriptions", spell
            case overridesSpell = "overrides_spell", playableClass = "playable_class"
            case playableSpecialization = "playable_specialization"
            case tierIndex = "tier_index", columnIndex = "column_index", level, description
        }
    }

    /// The text of one rank of a talent.
    public struct TalentRankDescription: Codable, Hashable, Sendable {
        /// The rank, from 1, e.g. `1`.
        public let rank: Int
        /// The rank's text; `null` for some ranks.
        public let description: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case rank, description
        }
    }

    /// The PvP talent index.
    public struct PvpTalentIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PvpTalentIndex>?
        /// Every PvP talent, e.g. 3 "Gladiator's Medallion".
        public let pvpTalents: [BattleNetReference<PvpTalent>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", pvpTalents = "pvp_talents"
        }
    }

    /// A PvP talent, e.g. 11 "Bane of Fragility".
    public struct PvpTalent: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PvpTalent>?
        /// The PvP talent id, e.g. `11`.
        public let id: Int
        /// The talent's spell, e.g. 199954 "Bane of Fragility".
        public let spell: BattleNetReference<Spell>?
        /// The spell the talent replaces, for talents that override one, e.g. talent 3's Gladiator's
        /// Medallion replaces 195710 "Honorable Medallion" (the 2020 recording of talent 3).
        public let overridesSpell: BattleNetReference<Spell>?
        /// The specialization that can choose it, e.g. 265 "Affliction".
        public let playableSpecialization: BattleNetReference<PlayableSpecialization>?
        /// The talent's text, e.g. "Reduces the target's maximum health by up to 15% for 10 sec.".
        public let description: LocalizedString?
        /// The character level that unlocks it, e.g. `25`.
        public let unlockPlayerLevel: Int?
        /// The PvP talent slots it fits, e.g. `[1, 2, 3, 4]`.
        public let compatibleSlots: [Int]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, spell, overridesSpell = "overrides_spell"
            case playableSpecialization = "playable_specialization", description
            case unlockPlayerLevel = "unlock_player_level", compatibleSlots = "compatible_slots"
        }
    }

    /// The talent tree index: links to every class tree and every specialization tree (and, since
    /// The War Within, every hero tree).
    public struct TalentTreeIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<TalentTreeIndex>?
        /// Every specialization tree, e.g. "Marksmanship" at `/data/wow/talent-tree/774/playable-specialization/254`
        /// (name and key, no id).
        public let specTalentTrees: [BattleNetReference<TalentTree>]
        /// Every class tree, e.g. "Hunter" at `/data/wow/talent-tree/774` (name and key, no id).
        public let classTalentTrees: [BattleNetReference<TalentTreeNodes>]
        /// Every hero tree (The War Within and later; the 2023 recording predates them). No operation of
        /// this package serves the linked document, so the links are untyped.
        public let heroTalentTrees: [BattleNetReference<Data>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", specTalentTrees = "spec_talent_trees", classTalentTrees = "class_talent_trees"
            case heroTalentTrees = "hero_talent_trees"
        }
    }

    /// The talent tree of one specialization, e.g. tree 786 for 262 "Elemental": the class nodes
    /// and the specialization nodes with their talents.
    public struct TalentTree: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<TalentTree>?
        /// The class tree id, e.g. `786`.
        public let id: Int
        /// The specialization's name, e.g. "Elemental".
        public let name: LocalizedString
        /// The class, e.g. 7 "Shaman".
        public let playableClass: BattleNetReference<PlayableClass>?
        /// The specialization, e.g. 262 "Elemental".
        public let playableSpecialization: BattleNetReference<PlayableSpecialization>?
        /// The tree's image, `/data/wow/media/talent-tree/786/playable-specialization/262` (key only).
        public let media: BattleNetReference<Media>?
        /// The gates between sections of the tree: how many points unlock the rows below.
        public let restrictionLines: [TalentTreeRestrictionLine]?
        /// The nodes of the class part of the tree.
        public let classTalentNodes: [TalentTreeNode]
        /// The nodes of the specialization part of the tree.
        public let specTalentNodes: [TalentTreeNode]
        /// The hero trees open to the specialization (The War Within and later; the 2023 recording predates
        /// them).
        public let heroTalentTrees: [TalentHeroTree]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, playableClass = "playable_class"
            case playableSpecialization = "playable_specialization", media
            case restrictionLines = "restriction_lines", classTalentNodes = "class_talent_nodes"
            case specTalentNodes = "spec_talent_nodes", heroTalentTrees = "hero_talent_trees"
        }
    }

    /// The nodes of one class talent tree, e.g. 786, with links to its specializations' trees.
    public struct TalentTreeNodes: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<TalentTreeNodes>?
        /// The class tree id, e.g. `786`.
        public let id: Int
        /// The trees of the class's specializations, e.g. "Elemental", "Restoration", "Enhancement".
        public let specTalentTrees: [BattleNetReference<TalentTree>]
        /// The nodes of the tree.
        public let talentNodes: [TalentTreeNode]

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, specTalentTrees = "spec_talent_trees", talentNodes = "talent_nodes"
        }
    }

    /// A gate in a talent tree: the points needed before the rows below it open.
    public struct TalentTreeRestrictionLine: Codable, Hashable, Sendable {
        /// The points to spend first, e.g. `8`.
        public let requiredPoints: Int
        /// The row the gate sits on, between two rows, e.g. `4.5`.
        public let restrictedRow: Double
        /// Whether the gate belongs to the class part of the tree (`false`: the specialization part).
        public let isForClass: Bool

        enum CodingKeys: String, CodingKey {
            case requiredPoints = "required_points", restrictedRow = "restricted_row", isForClass = "is_for_class"
        }
    }

    /// One node of a talent tree: an active, passive or choice node with its ranks and position.
    public struct TalentTreeNode: Codable, Hashable, Sendable {
        /// The node id, e.g. `80937`.
        public let id: Int
        /// The node's kind, e.g. `{"id": 2, "type": "CHOICE"}`.
        public let nodeType: TalentTreeNodeType?
        /// The node's ranks, each with the talent it grants (or the talents to choose from).
        public let ranks: [TalentTreeNodeRank]
        /// The ids of the nodes that must be taken before this one, e.g. `[80984]`; absent for
        /// nodes without any.
        public let lockedBy: [Int]?
        /// The ids of the nodes this one opens, e.g. `[80986]`; absent for nodes that open none.
        public let unlocks: [Int]?
        /// The node's row in the tree's grid, e.g. `6`.
        public let displayRow: Int?
        /// The node's column in the tree's grid, e.g. `17`.
        public let displayCol: Int?
        /// The node's horizontal position in the game's layout units, e.g. `11400`.
        public let rawPositionX: Int?
        /// The node's vertical position in the game's layout units, e.g. `4200`.
        public let rawPositionY: Int?

        enum CodingKeys: String, CodingKey {
            case id, nodeType = "node_type", ranks, lockedBy = "locked_by", unlocks
            case displayRow = "display_row", displayCol = "display_col"
            case rawPositionX = "raw_position_x", rawPositionY = "raw_position_y"
        }
    }

    /// The kind of a talent tree node: its numeric id and its type.
    public struct TalentTreeNodeType: Codable, Hashable, Sendable {
        /// The kind's numeric id, e.g. `2` for a choice node.
        public let id: Int?
        /// The kind, e.g. ``TalentTreeNodeKind/choice``.
        public let type: TalentTreeNodeKind

        enum CodingKeys: String, CodingKey {
            case id, type
        }
    }

    /// The kind of a talent tree node (open: another value decodes too).
    public struct TalentTreeNodeKind: OpenStringValue {
        /// The kind as Blizzard sends it, e.g. `CHOICE`.
        public let rawValue: String
        /// Any kind, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A node granting an ability to use (node type id 0).
        public static let active: TalentTreeNodeKind = "ACTIVE"
        /// A node granting a passive effect (node type id 1).
        public static let passive: TalentTreeNodeKind = "PASSIVE"
        /// A node offering a choice between talents (node type id 2).
        public static let choice: TalentTreeNodeKind = "CHOICE"
    }

    /// One rank of a talent tree node: the talent it grants, or the talents to choose from.
    public struct TalentTreeNodeRank: Codable, Hashable, Sendable {
        /// The rank, from 1, e.g. `1`.
        public let rank: Int
        /// The talent of an active or passive node.
        public let tooltip: TalentTreeTooltip?
        /// The talents a choice node offers.
        public let choiceOfTooltips: [TalentTreeTooltip]?
        /// The points the game puts into this rank for free, e.g. `1` (class starter nodes).
        public let defaultPoints: Int?

        enum CodingKeys: String, CodingKey {
            case rank, tooltip, choiceOfTooltips = "choice_of_tooltips", defaultPoints = "default_points"
        }

        /// The talents of this rank: the one of ``tooltip`` or those of ``choiceOfTooltips``.
        public var tooltips: [TalentTreeTooltip] { tooltip.map { [$0] } ?? choiceOfTooltips ?? [] }
    }

    /// A talent in a talent tree: the talent and its spell's tooltip.
    public struct TalentTreeTooltip: Codable, Hashable, Sendable {
        /// The talent, e.g. 106873 "Refreshing Waters".
        public let talent: BattleNetReference<Talent>
        /// The talent's spell with its text and casting lines, e.g. 393905 "Refreshing Waters",
        /// "Passive".
        public let spellTooltip: SpellTooltip?

        enum CodingKeys: String, CodingKey {
            case talent, spellTooltip = "spell_tooltip"
        }
    }

    /// A hero talent tree within a specialization's talent tree (The War Within and later). No recorded
    /// body backs this model.
    public struct TalentHeroTree: Codable, Hashable, Sendable {
        /// The hero tree id.
        public let id: Int
        /// The hero tree's name.
        public let name: LocalizedString?
        /// The hero tree's nodes.
        public let heroTalentNodes: [TalentTreeNode]?
        /// The hero tree's image.
        public let media: BattleNetReference<Media>?
        /// The class of the hero tree.
        public let playableClass: BattleNetReference<PlayableClass>?
        /// The specializations that can take the hero tree.
        public let playableSpecializations: [BattleNetReference<PlayableSpecialization>]?

        enum CodingKeys: String, CodingKey {
            case id, name, heroTalentNodes = "hero_talent_nodes", media, playableClass = "playable_class"
            case playableSpecializations = "playable_specializations"
        }
    }
}
