import Foundation

extension WoW.Operations {
    /// **Character Professions Summary**: a character's primary and secondary professions, with the
    /// skill and the known recipes of each expansion's tier.
    package static let characterProfessionsSummary = APIOperation<WoW.CharacterProfessionsSummary, RealmSlug, CharacterName>(
        "wowCharacterProfessionsSummary", "/profile/wow/character/{realmSlug}/{characterName}/professions", namespace: .profile
    )
}

extension WoW {
    /// A character's professions.
    ///
    /// ```swift
    /// let professions = try await client.wow.characterProfessionsSummary(realm: "norgannon", name: "Drinian")
    /// professions.primaries?.map(\.profession.name)                  // ["Blacksmithing", "Mining"]
    /// professions.primaries?.first?.tiers?.first?.skillPoints        // 170 (of 175, Kul Tiran Blacksmithing)
    /// ```
    public struct CharacterProfessionsSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterProfessionsSummary>?
        /// The character; `nil` when the body leaves it out.
        public let character: CharacterReference?
        /// The primary professions (at most two), e.g. Blacksmithing and Mining; optional because a
        /// character without professions need not send the list.
        public let primaries: [CharacterProfession]?
        /// The secondary professions, e.g. Cooking, Fishing and Archaeology; optional like ``primaries``.
        public let secondaries: [CharacterProfession]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, primaries, secondaries
        }
    }

    /// One profession of a character: its skill per expansion tier, or (Archaeology) one skill on
    /// the profession itself.
    public struct CharacterProfession: Codable, Hashable, Sendable {
        /// The profession, e.g. "Blacksmithing" (`164`).
        public let profession: BattleNetReference<Profession>
        /// The skill and recipes per expansion tier, e.g. "Kul Tiran Blacksmithing" 170/175; absent
        /// for a profession without tiers (Archaeology).
        public let tiers: [CharacterProfessionTier]?
        /// The skill of a profession without tiers, e.g. `883` (Archaeology).
        public let skillPoints: Int?
        /// The highest skill of a profession without tiers, e.g. `950` (Archaeology).
        public let maxSkillPoints: Int?
        /// The profession's specialization, e.g. "Gnomish Engineer" (2019 recording; no peer types it).
        public let specialization: CharacterProfessionSpecialization?

        enum CodingKeys: String, CodingKey {
            case profession, tiers, skillPoints = "skill_points", maxSkillPoints = "max_skill_points", specialization
        }
    }

    /// A character's skill in one expansion tier of a profession, e.g. "Kul Tiran Blacksmithing" 170/175.
    public struct CharacterProfessionTier: Codable, Hashable, Sendable {
        /// The skill, e.g. `170`.
        public let skillPoints: Int
        /// The highest skill of the tier, e.g. `175`.
        public let maxSkillPoints: Int
        /// The tier, by id and name (no link), e.g. "Kul Tiran Blacksmithing" (`2437`).
        public let tier: NamedID<ProfessionSkillTier>
        /// The recipes the character knows in this tier, e.g. "Monel-Hardened Boots"; absent for
        /// tiers without recipes.
        public let knownRecipes: [BattleNetReference<Recipe>]?

        enum CodingKeys: String, CodingKey {
            case skillPoints = "skill_points", maxSkillPoints = "max_skill_points", tier, knownRecipes = "known_recipes"
        }
    }

    /// The specialization of a profession, by name only: `{"name": "Gnomish Engineer"}`.
    public struct CharacterProfessionSpecialization: Codable, Hashable, Sendable {
        /// The specialization's name, e.g. "Gnomish Engineer".
        public let name: LocalizedString
    }
}
