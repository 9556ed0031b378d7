import Foundation

extension WoW.Operations {
    /// **Tech Talent Tree Index**: every tech talent tree (Shadowlands soulbinds and other
    /// systems built as talent trees).
    package static let techTalentTreeIndex = APIOperation<WoW.TechTalentTreeIndex>(
        "wowTechTalentTreeIndex", "/data/wow/tech-talent-tree/index", namespace: .static
    )

    /// **Tech Talent Tree**: one tech talent tree and its talents.
    package static let techTalentTree = APIOperation<WoW.TechTalentTree, Int>(
        "wowTechTalentTree", "/data/wow/tech-talent-tree/{techTalentTreeId}", namespace: .static
    )

    /// **Tech Talent Index**: every tech talent.
    package static let techTalentIndex = APIOperation<WoW.TechTalentIndex>(
        "wowTechTalentIndex", "/data/wow/tech-talent/index", namespace: .static
    )

    /// **Tech Talent**: one tech talent with its tree, tier, spell tooltip and prerequisite.
    package static let techTalent = APIOperation<WoW.TechTalent, Int>(
        "wowTechTalent", "/data/wow/tech-talent/{techTalentId}", namespace: .static
    )

    /// **Tech Talent Media**: the icon of a tech talent.
    package static let techTalentMedia = APIOperation<WoW.Media, Int>(
        "wowTechTalentMedia", "/data/wow/media/tech-talent/{techTalentId}", namespace: .static
    )
}

extension WoW {
    /// The tech talent tree index.
    public struct TechTalentTreeIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<TechTalentTreeIndex>?
        /// Every tech talent tree, e.g. 272 "Nadjia the Mistblade" (41 in the 2020 body); names may be
        /// absent.
        public let talentTrees: [BattleNetReference<TechTalentTree>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", talentTrees = "talent_trees"
        }
    }

    /// A tech talent tree, e.g. 275 with its 20 talents ("Podtender", "Endurance Conduit", ...).
    public struct TechTalentTree: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<TechTalentTree>?
        /// The tree id, e.g. `275`.
        public let id: Int
        /// How many tiers the tree has, e.g. `12`.
        public let maxTiers: Int?
        /// The tree's talents, in Blizzard's order (not by tier).
        public let talents: [BattleNetReference<TechTalent>]
        /// The class the tree belongs to, for class-bound trees (no recording has it).
        public let playableClass: BattleNetReference<PlayableClass>?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, maxTiers = "max_tiers", talents, playableClass = "playable_class"
        }
    }

    /// The tech talent index.
    public struct TechTalentIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<TechTalentIndex>?
        /// Every tech talent, e.g. 807 "Skillful Duelist" (328 in the 2020 body).
        public let talents: [BattleNetReference<TechTalent>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", talents
        }
    }

    /// A tech talent, e.g. 863 "Run Without Tiring".
    ///
    /// The 2020 body (patch 9.0.2, talent 812) has no `description`, `spell_tooltip` or
    /// `prerequisite_talent`; the 2021 body (9.1.0, talent 863) has all three. Both decode.
    public struct TechTalent: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<TechTalent>?
        /// The talent id, e.g. `863`.
        public let id: Int
        /// The talent's name, e.g. "Run Without Tiring".
        public let name: LocalizedString
        /// The tree the talent belongs to, e.g. 276 "Niya"; its name may be absent.
        public let talentTree: BattleNetReference<TechTalentTree>?
        /// The talent's text; absent in 2020 bodies.
        public let description: LocalizedString?
        /// The spell behind the talent with its tooltip lines; absent in 2020 bodies.
        public let spellTooltip: SpellTooltip?
        /// The tier (row) of the talent in its tree, e.g. `2`.
        public let tier: Int?
        /// The talent's position within its tier, e.g. `0`.
        public let displayOrder: Int?
        /// The talent that must be chosen first, e.g. 850 "Potency Conduit"; absent in 2020 bodies
        /// and for talents without one.
        public let prerequisiteTalent: BattleNetReference<TechTalent>?
        /// The talent's icon (``WoW/Endpoints/techTalentMedia(id:)``).
        public let media: BattleNetReference<Media>?
        /// The conduit socket of a conduit talent, e.g. `{"type": "POTENCY", "name": "Potency"}`
        /// (no recording has it).
        public let socketType: TypedName<TechTalentSocketType>?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, talentTree = "talent_tree", description
            case spellTooltip = "spell_tooltip", tier, displayOrder = "display_order"
            case prerequisiteTalent = "prerequisite_talent", media, socketType = "socket_type"
        }
    }

    /// The conduit socket kind of a tech talent (open: another value decodes too).
    public struct TechTalentSocketType: OpenStringValue {
        /// The kind as Blizzard sends it, e.g. `POTENCY`.
        public let rawValue: String
        /// Any kind, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An endurance conduit socket.
        public static let endurance: TechTalentSocketType = "ENDURANCE"
        /// A finesse conduit socket.
        public static let finesse: TechTalentSocketType = "FINESSE"
        /// A potency conduit socket.
        public static let potency: TechTalentSocketType = "POTENCY"
    }
}
