import Foundation

extension WoW.Operations {
    /// **Playable Classes Index**: every playable class.
    package static let playableClassIndex = APIOperation<WoW.PlayableClassIndex>(
        "wowPlayableClassIndex", "/data/wow/playable-class/index", namespace: .static, flavors: .all
    )

    /// **Playable Class**: one class with its power type, specializations, races and icon.
    package static let playableClass = APIOperation<WoW.PlayableClass, Int>(
        "wowPlayableClass", "/data/wow/playable-class/{playableClassId}", namespace: .static,
        flavors: .all
    )

    /// **Playable Class Media**: the icon of a class.
    package static let playableClassMedia = APIOperation<WoW.Media, Int>(
        "wowPlayableClassMedia", "/data/wow/media/playable-class/{playableClassId}",
        namespace: .static, flavors: .all
    )

    /// **PvP Talent Slots**: the PvP talent slots of a class and the level that unlocks each.
    package static let pvpTalentSlots = APIOperation<WoW.PvpTalentSlots, Int>(
        "wowPvpTalentSlots", "/data/wow/playable-class/{playableClassId}/pvp-talent-slots",
        namespace: .static
    )
}

extension WoW {
    /// Every playable class: 12 in retail in 2019–2020, 9 in the 2019 Classic recording.
    public struct PlayableClassIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PlayableClassIndex>?
        /// One reference per class, e.g. "Warrior" (1).
        public let classes: [BattleNetReference<PlayableClass>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case classes
        }
    }

    /// One playable class, e.g. "Shaman" (7): Mana, three specializations.
    ///
    /// Eras differ: 2019 Classic bodies have no `specializations`; `playable_races` and
    /// `additional_power_types` appear in later retail bodies (the 2024 Shaman has both, the 2020 one
    /// neither).
    public struct PlayableClass: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PlayableClass>?
        /// The class id, e.g. `7`.
        public let id: Int
        /// The class name, e.g. "Shaman".
        public let name: LocalizedString
        /// The class name per gender.
        public let genderName: GenderedName
        /// The class's primary power, e.g. "Mana" (0).
        public let powerType: BattleNetReference<PowerType>
        /// The class's specializations, e.g. "Elemental" (262); absent in 2019 Classic bodies.
        public let specializations: [BattleNetReference<PlayableSpecialization>]?
        /// The class's icon: `client.value(playableClass.media)` fetches it.
        public let media: BattleNetReference<Media>
        /// The class's PvP talent slots document (`client.value(playableClass.pvpTalentSlots)`).
        public let pvpTalentSlots: BattleNetLink<PvpTalentSlots>
        /// The races that can be this class, e.g. "Highmountain Tauren" (28); newer bodies only.
        public let playableRaces: [BattleNetReference<PlayableRace>]?
        /// Secondary powers of some specializations, e.g. "Maelstrom" (11); newer bodies only.
        public let additionalPowerTypes: [BattleNetReference<PowerType>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, specializations, media
            case genderName = "gender_name"
            case powerType = "power_type"
            case pvpTalentSlots = "pvp_talent_slots"
            case playableRaces = "playable_races"
            case additionalPowerTypes = "additional_power_types"
        }
    }

    /// The PvP talent slots of a class: four slots in the 2019–2020 recordings, unlocked at levels 20, 40,
    /// 70 and 110.
    public struct PvpTalentSlots: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PvpTalentSlots>?
        /// The slots in order.
        public let talentSlots: [PlayableClassPvpTalentSlot]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case talentSlots = "talent_slots"
        }
    }

    /// One PvP talent slot of a class: `{"slot_number": 1, "unlock_player_level": 20}`.
    public struct PlayableClassPvpTalentSlot: Codable, Hashable, Sendable {
        /// The slot number, from `1`.
        public let slotNumber: Int
        /// The character level that unlocks it, e.g. `20`.
        public let unlockPlayerLevel: Int

        enum CodingKeys: String, CodingKey {
            case slotNumber = "slot_number"
            case unlockPlayerLevel = "unlock_player_level"
        }
    }
}
