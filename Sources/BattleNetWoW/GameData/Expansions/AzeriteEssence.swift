import Foundation

extension WoW.Operations {
    /// **Azerite Essences Index**: every Azerite essence (Battle for Azeroth).
    package static let azeriteEssenceIndex = APIOperation<WoW.AzeriteEssenceIndex>(
        "wowAzeriteEssenceIndex", "/data/wow/azerite-essence/index", namespace: .static
    )

    /// **Azerite Essence**: one essence with the specializations that may use it and its powers by rank.
    package static let azeriteEssence = APIOperation<WoW.AzeriteEssence, Int>(
        "wowAzeriteEssence", "/data/wow/azerite-essence/{azeriteEssenceId}", namespace: .static
    )

    /// **Azerite Essence Search**: essences matching a query, e.g. `allowed_specializations.id=65`.
    package static let azeriteEssenceSearch = APIOperation<WoW.SearchPage<WoW.AzeriteEssenceSearchDocument>>(
        "wowAzeriteEssenceSearch", "/data/wow/search/azerite-essence", namespace: .static
    )

    /// **Azerite Essence Media**: the icon of an essence.
    package static let azeriteEssenceMedia = APIOperation<WoW.Media, Int>(
        "wowAzeriteEssenceMedia", "/data/wow/media/azerite-essence/{azeriteEssenceId}",
        namespace: .static
    )
}

extension WoW {
    /// Every Azerite essence: 21 in the 2019 recording.
    public struct AzeriteEssenceIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<AzeriteEssenceIndex>?
        /// One reference per essence, e.g. "Azeroth's Undying Gift" (2).
        public let azeriteEssences: [BattleNetReference<AzeriteEssence>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case azeriteEssences = "azerite_essences"
        }
    }

    /// One Azerite essence, e.g. "Azeroth's Undying Gift" (2): six tank specializations, four ranks
    /// of powers.
    public struct AzeriteEssence: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<AzeriteEssence>?
        /// The essence id, e.g. `2`.
        public let id: Int
        /// The essence name, e.g. "Azeroth's Undying Gift".
        public let name: LocalizedString
        /// The specializations that may use it, e.g. "Protection" (66).
        public let allowedSpecializations: [BattleNetReference<PlayableSpecialization>]
        /// Its powers, one per rank.
        public let powers: [AzeriteEssencePower]
        /// The essence's icon: `client.value(essence.media)` fetches it.
        public let media: BattleNetReference<Media>

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, powers, media
            case allowedSpecializations = "allowed_specializations"
        }
    }

    /// One rank of an Azerite essence: the spell it grants in the major slot and the passive one.
    public struct AzeriteEssencePower: Codable, Hashable, Sendable {
        /// The power id, e.g. `5`.
        public let id: Int
        /// The rank, from `1`.
        public let rank: Int
        /// The spell of the essence in the major slot, e.g. "Azeroth's Undying Gift" (293019).
        public let mainPowerSpell: BattleNetReference<Spell>
        /// The passive spell of the essence in a minor slot, e.g. "Hardened Azerite" (294668).
        public let passivePowerSpell: BattleNetReference<Spell>

        enum CodingKeys: String, CodingKey {
            case id, rank
            case mainPowerSpell = "main_power_spell"
            case passivePowerSpell = "passive_power_spell"
        }
    }

    /// The searchable data of an Azerite essence, as a result of `/data/wow/search/azerite-essence`
    /// holds it (every locale of each name).
    public struct AzeriteEssenceSearchDocument: WoWSearchDocument {
        /// The full document a result links to.
        public typealias Full = AzeriteEssence
        /// The essence name in every locale.
        public let name: LocalizedString
        /// The specializations that may use it, by id and name.
        public let allowedSpecializations: [NamedID<PlayableSpecialization>]

        enum CodingKeys: String, CodingKey {
            case name
            case allowedSpecializations = "allowed_specializations"
        }
    }
}
