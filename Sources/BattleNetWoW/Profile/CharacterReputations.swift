import Foundation

extension WoW.Operations {
    /// **Character Reputations Summary**: a character's standing with every faction it has met,
    /// with paragon progress and renown levels.
    package static let characterReputationsSummary = APIOperation<WoW.CharacterReputationsSummary, RealmSlug, CharacterName>(
        "wowCharacterReputationsSummary", "/profile/wow/character/{realmSlug}/{characterName}/reputations", namespace: .profile
    )
}

extension WoW {
    /// A character's reputations.
    ///
    /// ```swift
    /// let reputations = try await client.wow.characterReputationsSummary(realm: "norgannon", name: "Drinian")
    /// let bootyBay = reputations.reputations?.first
    /// bootyBay?.faction.name       // "Booty Bay"
    /// bootyBay?.standing.name      // "Revered" (16498 of 21000)
    /// ```
    public struct CharacterReputationsSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterReputationsSummary>?
        /// The character, e.g. "Drinian" on Norgannon.
        public let character: CharacterReference
        /// The factions and the character's standing with each, e.g. 15 for Drinian (2020), 128 for
        /// Sheday (2019); optional because a character with none need not send the list.
        public let reputations: [CharacterReputation]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, reputations
        }
    }

    /// A character's standing with one faction.
    public struct CharacterReputation: Codable, Hashable, Sendable {
        /// The faction, e.g. "Booty Bay" (`21`).
        public let faction: BattleNetReference<ReputationFaction>
        /// The standing, e.g. "Revered", 16498 of 21000.
        public let standing: CharacterReputationStanding
        /// The paragon progress past Exalted, when the faction has one, e.g. 8950 of 10000 with The
        /// Nightfallen.
        public let paragon: CharacterReputationParagon?
    }

    /// A character's standing with a faction: `{"raw": 37498, "value": 16498, "max": 21000, "tier": 6,
    /// "name": "Revered"}`.
    public struct CharacterReputationStanding: Codable, Hashable, Sendable {
        /// The reputation earned in total, e.g. `37498`.
        public let raw: Int
        /// The reputation earned within the current standing, e.g. `16498`.
        public let value: Int
        /// The reputation the current standing holds, e.g. `21000` (`0` at the top standing).
        public let max: Int
        /// The standing's index in the faction's tier table, e.g. `6` (Revered); absent for renown
        /// factions.
        public let tier: Int?
        /// The standing's name, e.g. "Revered" (or a renown level's name).
        public let name: LocalizedString
        /// The renown level, for renown factions (Shadowlands on; not in any recording).
        public let renownLevel: Int?

        enum CodingKeys: String, CodingKey {
            case raw, value, max, tier, name, renownLevel = "renown_level"
        }
    }

    /// Paragon progress with a faction past Exalted: `{"raw": 8950, "value": 8950, "max": 10000}`.
    public struct CharacterReputationParagon: Codable, Hashable, Sendable {
        /// The paragon reputation earned in total, e.g. `105130`.
        public let raw: Int
        /// The paragon reputation toward the next reward, e.g. `5130`.
        public let value: Int
        /// The paragon reputation a reward takes, e.g. `10000`.
        public let max: Int
    }
}
