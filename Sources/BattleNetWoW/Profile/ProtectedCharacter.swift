import Foundation

extension WoW.Operations {
    /// **Protected Character Profile Summary**: the owner-only facts of a character: gold, deaths,
    /// gold and item value gained and lost, where it stands and where its hearthstone is bound.
    ///
    /// Needs a user token with the `wow.profile` scope of the character's owner; the realm and
    /// character ids come from ``WoW/AccountProfileCharacter/protectedCharacter`` (`{realmId}-{characterId}`).
    package static let protectedCharacterProfileSummary = APIOperation<WoW.ProtectedCharacterProfileSummary, Int, Int>(
        "wowProtectedCharacterProfileSummary", "/profile/user/wow/protected-character/{realmId}-{characterId}",
        namespace: .profile, flavors: .retailAndClassicProfiles, token: .user(scope: .wowProfile),
        labels: ["realmID", "id"]
    )
}

extension WoW {
    /// A character's owner-only profile.
    ///
    /// ```swift
    /// let secret = try await client.wow.protectedCharacterProfileSummary(realmID: 1262, id: 107811065)  // user token
    /// secret.money                              // 1466691688 (copper)
    /// secret.protectedStats.totalNumberDeaths   // 5475
    /// secret.position.zone.name                 // "Tradewinds Market"
    /// ```
    public struct ProtectedCharacterProfileSummary: Codable, Hashable, Sendable {
        /// The links of this document: itself, the Battle.net user and the WoW account profile.
        public let links: ProtectedCharacterLinks?
        /// The character's id, e.g. `107811065`.
        public let id: Int
        /// The character's name, e.g. "Drinian".
        public let name: String
        /// The character's gold in copper, e.g. `1466691688` (146,669 gold).
        public let money: Int
        /// The character, e.g. "Drinian" on Norgannon.
        public let character: CharacterReference
        /// Deaths and gold and item value gained and lost, over its life and at its level.
        public let protectedStats: ProtectedCharacterStats
        /// Where the character stands, e.g. "Tradewinds Market" in Kul Tiras.
        public let position: CharacterPosition
        /// Where its hearthstone is bound, e.g. "Snug Harbor Inn".
        public let bindPosition: CharacterPosition
        /// The id of the WoW account (licence) it belongs to, e.g. `19795845`.
        public let wowAccount: Int

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, money, character, protectedStats = "protected_stats", position
            case bindPosition = "bind_position", wowAccount = "wow_account"
        }
    }

    /// The `_links` of a ``ProtectedCharacterProfileSummary``.
    public struct ProtectedCharacterLinks: Codable, Hashable, Sendable {
        /// This document, e.g. `.../profile/user/wow/protected-character/1262-107811065?namespace=profile-us`.
        public let selfLink: BattleNetLink<ProtectedCharacterProfileSummary>
        /// The Battle.net user, e.g. `.../profile/user`.
        public let user: BattleNetLink<Data>?
        /// The WoW account profile, e.g. `.../profile/user/wow?namespace=profile-us`.
        public let profile: BattleNetLink<AccountProfileSummary>?

        enum CodingKeys: String, CodingKey {
            case selfLink = "self", user, profile
        }
    }

    /// A character's owner-only counters: deaths, gold gained and lost and item value gained, over
    /// its whole life (`total_…`) and since it reached its level (`level_…`).
    public struct ProtectedCharacterStats: Codable, Hashable, Sendable {
        /// Deaths in its whole life, e.g. `5475`.
        public let totalNumberDeaths: Int
        /// Gold gained in its whole life, in copper, e.g. `10579308330`.
        public let totalGoldGained: Int
        /// Gold lost (spent) in its whole life, in copper, e.g. `9149012174`.
        public let totalGoldLost: Int
        /// The vendor value of items gained in its whole life, in copper, e.g. `3712943866`.
        public let totalItemValueGained: Int
        /// Deaths at its current level, e.g. `242`.
        public let levelNumberDeaths: Int
        /// Gold gained at its current level, in copper, e.g. `1721193990`.
        public let levelGoldGained: Int
        /// Gold lost at its current level, in copper, e.g. `1410241805`.
        public let levelGoldLost: Int
        /// The vendor value of items gained at its current level, in copper, e.g. `767552800`.
        public let levelItemValueGained: Int

        enum CodingKeys: String, CodingKey {
            case totalNumberDeaths = "total_number_deaths", totalGoldGained = "total_gold_gained"
            case totalGoldLost = "total_gold_lost", totalItemValueGained = "total_item_value_gained"
            case levelNumberDeaths = "level_number_deaths", levelGoldGained = "level_gold_gained"
            case levelGoldLost = "level_gold_lost", levelItemValueGained = "level_item_value_gained"
        }
    }

    /// A place in the world: zone, map, coordinates and facing, e.g. "Tradewinds Market" in Kul
    /// Tiras at (1158.7, -594.2, 28.7).
    public struct CharacterPosition: Codable, Hashable, Sendable {
        /// The zone, e.g. "Tradewinds Market" (8718).
        public let zone: NamedID<WorldZone>
        /// The map, e.g. "Kul Tiras" (1643).
        public let map: NamedID<WorldMap>
        /// The x coordinate, e.g. `1158.7345`.
        public let x: Double
        /// The y coordinate, e.g. `-594.15985`.
        public let y: Double
        /// The z coordinate, e.g. `28.691963`.
        public let z: Double
        /// The facing in radians, e.g. `0.8178539`.
        public let facing: Double
    }
}
