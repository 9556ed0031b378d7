import Foundation

extension WoW.Operations {
    /// **Playable Races Index**: every playable race, allied races included.
    package static let playableRaceIndex = APIOperation<WoW.PlayableRaceIndex>(
        "wowPlayableRaceIndex", "/data/wow/playable-race/index", namespace: .static, flavors: .all
    )

    /// **Playable Race**: one race with its faction and whether it is selectable or an allied race.
    package static let playableRace = APIOperation<WoW.PlayableRace, Int>(
        "wowPlayableRace", "/data/wow/playable-race/{playableRaceId}", namespace: .static,
        flavors: .all
    )
}

extension WoW {
    /// Every playable race: 23 in 2019 and 25 in 2020 in retail, 8 in the 2019 Classic recording.
    public struct PlayableRaceIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PlayableRaceIndex>?
        /// One reference per race, e.g. "Human" (1).
        public let races: [BattleNetReference<PlayableRace>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case races
        }
    }

    /// One playable race, e.g. "Orc" (2): Horde, selectable, not an allied race.
    ///
    /// The recordings (2019–2020, retail and Classic) have no `playable_classes` or `racial_spells`;
    /// later bodies add them.
    public struct PlayableRace: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PlayableRace>?
        /// The race id, e.g. `2`.
        public let id: Int
        /// The race name, e.g. "Orc".
        public let name: LocalizedString
        /// The race name per gender.
        public let genderName: GenderedName
        /// The race's faction, e.g. `HORDE`, "Horde" (`NEUTRAL` for the Pandaren before they choose).
        public let faction: TypedName<Faction>
        /// Whether a new character can pick it.
        public let isSelectable: Bool
        /// Whether it is an allied race, e.g. `false` for Orcs.
        public let isAlliedRace: Bool
        /// The classes the race can play; newer bodies only.
        public let playableClasses: [BattleNetReference<PlayableClass>]?
        /// The race's racial spells; newer bodies only.
        public let racialSpells: [BattleNetReference<Spell>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, faction
            case genderName = "gender_name"
            case isSelectable = "is_selectable"
            case isAlliedRace = "is_allied_race"
            case playableClasses = "playable_classes"
            case racialSpells = "racial_spells"
        }
    }
}
