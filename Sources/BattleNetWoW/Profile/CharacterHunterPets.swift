import Foundation

extension WoW.Operations {
    /// **Character Hunter Pets Summary**: a hunter's tamed pets with their creature, level and stable slot.
    ///
    /// Answers 404 for a character that is not a hunter.
    package static let characterHunterPetsSummary = APIOperation<WoW.CharacterHunterPetsSummary, RealmSlug, CharacterName>(
        "wowCharacterHunterPetsSummary", "/profile/wow/character/{realmSlug}/{characterName}/hunter-pets",
        namespace: .profile, flavors: .retailAndClassicProfiles
    )
}

extension WoW {
    /// A hunter's pets.
    ///
    /// ```swift
    /// let pets = try await client.wow.characterHunterPetsSummary(realm: "norgannon", name: "anradin")
    /// pets.hunterPets.first?.name            // "Spirit Beast"
    /// pets.hunterPets.first?.creature.name   // "Ghostcrawler"
    /// ```
    public struct CharacterHunterPetsSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterHunterPetsSummary>?
        /// The hunter, e.g. "Anradin" on Norgannon.
        public let character: CharacterReference
        /// The pets, in stable order.
        public let hunterPets: [HunterPet]

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, hunterPets = "hunter_pets"
        }
    }

    /// One pet of a hunter: `{"name": "Spirit Beast", "level": 120, "creature": {...}, "slot": 4, ...}`.
    public struct HunterPet: Codable, Hashable, Sendable {
        /// The name the player gave it, e.g. "Spirit Beast" (not localized).
        public let name: String
        /// The pet's level, e.g. `120`.
        public let level: Int
        /// The creature it was tamed from, e.g. "Ghostcrawler" (50051).
        public let creature: BattleNetReference<Creature>
        /// Its stable slot, e.g. `4`.
        public let slot: Int
        /// Its creature display; the reference carries an `id` (e.g. `37396`) from 2020 on, none in 2019.
        public let creatureDisplay: BattleNetReference<Media>
        /// Whether it is one of the active pets; absent (not `false`) for the others.
        public let isActive: Bool?
        /// Whether it is summoned right now; absent (not `false`) for the others.
        public let isSummoned: Bool?

        enum CodingKeys: String, CodingKey {
            case name, level, creature, slot, creatureDisplay = "creature_display", isActive = "is_active"
            case isSummoned = "is_summoned"
        }
    }
}
