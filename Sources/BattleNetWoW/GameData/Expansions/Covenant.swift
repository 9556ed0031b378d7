import Foundation

extension WoW.Operations {
    /// **Covenant Index**: the four covenants (Shadowlands).
    package static let covenantIndex = APIOperation<WoW.CovenantIndex>(
        "wowCovenantIndex", "/data/wow/covenant/index", namespace: .static
    )

    /// **Covenant**: one covenant with its signature and class abilities, soulbinds and renown rewards.
    package static let covenant = APIOperation<WoW.Covenant, Int>(
        "wowCovenant", "/data/wow/covenant/{covenantId}", namespace: .static
    )

    /// **Covenant Media**: the sigil icon of a covenant.
    package static let covenantMedia = APIOperation<WoW.Media, Int>(
        "wowCovenantMedia", "/data/wow/media/covenant/{covenantId}", namespace: .static
    )

    /// **Soulbind Index**: every soulbind of every covenant.
    package static let soulbindIndex = APIOperation<WoW.SoulbindIndex>(
        "wowSoulbindIndex", "/data/wow/covenant/soulbind/index", namespace: .static
    )

    /// **Soulbind**: one soulbind with its covenant, creature, follower and talent tree.
    package static let soulbind = APIOperation<WoW.Soulbind, Int>(
        "wowSoulbind", "/data/wow/covenant/soulbind/{soulbindId}", namespace: .static
    )

    /// **Conduit Index**: every conduit.
    package static let conduitIndex = APIOperation<WoW.ConduitIndex>(
        "wowConduitIndex", "/data/wow/covenant/conduit/index", namespace: .static
    )

    /// **Conduit**: one conduit with its item, socket type and spell per rank.
    package static let conduit = APIOperation<WoW.Conduit, Int>(
        "wowConduit", "/data/wow/covenant/conduit/{conduitId}", namespace: .static
    )
}

extension WoW {
    /// The covenants: Kyrian, Venthyr, Night Fae and Necrolord.
    public struct CovenantIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CovenantIndex>?
        /// One reference per covenant, e.g. "Venthyr" (2).
        public let covenants: [BattleNetReference<Covenant>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case covenants
        }
    }

    /// One covenant, e.g. "Venthyr" (2): 12 class abilities, 3 soulbinds, 61 renown rewards.
    ///
    /// The abilities, soulbinds and media are optional; the one recording (9.0.2) has them all.
    public struct Covenant: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Covenant>?
        /// The covenant id, e.g. `2`.
        public let id: Int
        /// The covenant name, e.g. "Venthyr".
        public let name: LocalizedString
        /// The covenant's lore text, e.g. "The Venthyr are aristocratic overseers of souls …".
        public let description: LocalizedString
        /// The ability every member of the covenant gets, e.g. "Soothing Shade".
        public let signatureAbility: CovenantSignatureAbility?
        /// The covenant ability of each class, e.g. "Swarming Mist" for death knights.
        public let classAbilities: [CovenantClassAbility]?
        /// The covenant's soulbinds, e.g. "General Draven" (3).
        public let soulbinds: [BattleNetReference<Soulbind>]?
        /// The rewards per renown level, e.g. "Sinfall" at level 1.
        public let renownRewards: [CovenantRenownReward]
        /// The covenant's sigil: `client.value(covenant.media)` fetches it.
        public let media: BattleNetReference<Media>?

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, description, soulbinds, media
            case signatureAbility = "signature_ability"
            case classAbilities = "class_abilities"
            case renownRewards = "renown_rewards"
        }
    }

    /// A covenant's signature ability: `{"id": 67, "spell_tooltip": {...}}`.
    public struct CovenantSignatureAbility: Codable, Hashable, Sendable {
        /// The ability id, e.g. `67`.
        public let id: Int
        /// The ability's spell and tooltip text.
        public let spellTooltip: SpellTooltip

        enum CodingKeys: String, CodingKey {
            case id
            case spellTooltip = "spell_tooltip"
        }
    }

    /// A covenant ability of one class, e.g. "Swarming Mist" (44) for death knights.
    public struct CovenantClassAbility: Codable, Hashable, Sendable {
        /// The ability id, e.g. `44`.
        public let id: Int
        /// The class that gets it, e.g. "Death Knight" (6).
        public let playableClass: BattleNetReference<PlayableClass>
        /// The ability's spell and tooltip text.
        public let spellTooltip: SpellTooltip

        enum CodingKeys: String, CodingKey {
            case id
            case playableClass = "playable_class"
            case spellTooltip = "spell_tooltip"
        }
    }

    /// A reward at one renown level of a covenant, e.g. "Sinfall" (324) at level 1.
    public struct CovenantRenownReward: Codable, Hashable, Sendable {
        /// The renown level, e.g. `1`.
        public let level: Int
        /// The reward. Its key points at `/data/wow/covenant/reward/{id}`, which no documented
        /// endpoint serves, so it is typed as raw `Data`.
        public let reward: BattleNetReference<Data>
    }

    /// Every soulbind: 12, e.g. "Niya" (1).
    public struct SoulbindIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<SoulbindIndex>?
        /// One reference per soulbind.
        public let soulbinds: [BattleNetReference<Soulbind>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case soulbinds
        }
    }

    /// One soulbind, e.g. "Dreamweaver" (2) of the Night Fae.
    public struct Soulbind: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Soulbind>?
        /// The soulbind id, e.g. `2`.
        public let id: Int
        /// The soulbind name, e.g. "Dreamweaver".
        public let name: LocalizedString
        /// The covenant it belongs to, e.g. "Night Fae" (3).
        public let covenant: BattleNetReference<Covenant>
        /// The soulbind's creature, e.g. "Dreamweaver" (164387).
        public let creature: BattleNetReference<Creature>
        /// The soulbind's follower (no document of its own), e.g. `1264`.
        public let follower: NamedID<Follower>
        /// The soulbind's talent tree, e.g. "Dreamweaver" (275).
        public let talentTree: BattleNetReference<TechTalentTree>

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, covenant, creature, follower
            case talentTree = "talent_tree"
        }
    }

    /// Every conduit: 267 in the 2020 recordings.
    public struct ConduitIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ConduitIndex>?
        /// One reference per conduit, e.g. "Fueled by Violence" (10).
        public let conduits: [BattleNetReference<Conduit>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case conduits
        }
    }

    /// One conduit, e.g. "Fueled by Violence" (10): an endurance conduit with 15 ranks.
    public struct Conduit: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Conduit>?
        /// The conduit id, e.g. `10`.
        public let id: Int
        /// The conduit name, e.g. "Fueled by Violence".
        public let name: LocalizedString
        /// The item that teaches it, e.g. "Fueled by Violence" (180932).
        public let item: BattleNetReference<Item>
        /// The kind of slot it fits, e.g. `ENDURANCE`, "Endurance Conduit Slot".
        public let socketType: TypedName<ConduitSocketType>
        /// The conduit's spell per rank.
        public let ranks: [ConduitRank]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, item, ranks
            case socketType = "socket_type"
        }
    }

    /// The kind of soulbind slot a conduit fits (open: another value decodes too).
    public struct ConduitSocketType: OpenStringValue {
        /// The kind as Blizzard sends it, e.g. `ENDURANCE`.
        public let rawValue: String
        /// Any kind, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A defensive conduit.
        public static let endurance: ConduitSocketType = "ENDURANCE"
        /// A utility conduit.
        public static let finesse: ConduitSocketType = "FINESSE"
        /// A damage or healing conduit.
        public static let potency: ConduitSocketType = "POTENCY"
    }

    /// One rank of a conduit: `{"id": 73, "tier": 0, "spell_tooltip": {...}}`.
    public struct ConduitRank: Codable, Hashable, Sendable {
        /// The rank id, e.g. `73`.
        public let id: Int
        /// The tier, from `0`.
        public let tier: Int
        /// The rank's spell and tooltip text.
        public let spellTooltip: SpellTooltip

        enum CodingKeys: String, CodingKey {
            case id, tier
            case spellTooltip = "spell_tooltip"
        }
    }
}
