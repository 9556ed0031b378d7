import Foundation

extension WoW.Operations {
    /// **Power Types Index**: every power type (Mana, Rage, Energy, ...).
    package static let powerTypeIndex = APIOperation<WoW.PowerTypeIndex>(
        "wowPowerTypeIndex", "/data/wow/power-type/index", namespace: .static, flavors: .all
    )

    /// **Power Type**: one power type.
    package static let powerType = APIOperation<WoW.PowerType, Int>(
        "wowPowerType", "/data/wow/power-type/{powerTypeId}", namespace: .static, flavors: .all
    )
}

extension WoW {
    /// Every power type: 17 in retail (2019–2020), 6 in the 2019 Classic recording, where ids
    /// differ (Classic's Combo Points is 14, its 4 is Happiness).
    public struct PowerTypeIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PowerTypeIndex>?
        /// One reference per power type, e.g. "Mana" (0).
        public let powerTypes: [BattleNetReference<PowerType>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case powerTypes = "power_types"
        }
    }

    /// One power type, e.g. "Mana" (0) or "Rage" (1).
    public struct PowerType: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PowerType>?
        /// The power type id, e.g. `0`.
        public let id: Int
        /// The power type name, e.g. "Mana".
        public let name: LocalizedString

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name
        }
    }
}
