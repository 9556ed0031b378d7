import Foundation

// A character's collections (mounts, pets, toys, heirlooms, transmogs, housing decor). The entry
// types (CollectedMount, CollectedPet, ...) are shared with the account collections in
// AccountCollections.swift: both documents list the same entries and differ in their links only.
// Recorded: the index, mounts and pets; no recorded body backs the other kinds.

extension WoW.Operations {
    /// **Character Collections Index**: links to a character's collections.
    package static let characterCollectionsIndex = APIOperation<WoW.CharacterCollectionsIndex, RealmSlug, CharacterName>(
        "wowCharacterCollectionsIndex", "/profile/wow/character/{realmSlug}/{characterName}/collections",
        namespace: .profile
    )

    /// **Character Decor Collection Summary**: the housing decor a character has collected.
    package static let characterDecorCollectionSummary = APIOperation<WoW.CharacterDecorCollectionSummary, RealmSlug, CharacterName>(
        "wowCharacterDecorCollectionSummary", "/profile/wow/character/{realmSlug}/{characterName}/collections/decor", namespace: .profile
    )

    /// **Character Heirlooms Collection Summary**: the heirlooms a character has collected, with their
    /// upgrade levels.
    package static let characterHeirloomsCollectionSummary = APIOperation<WoW.CharacterHeirloomsCollectionSummary, RealmSlug, CharacterName>(
        "wowCharacterHeirloomsCollectionSummary", "/profile/wow/character/{realmSlug}/{characterName}/collections/heirlooms", namespace: .profile
    )

    /// **Character Mounts Collection Summary**: the mounts a character has collected.
    package static let characterMountsCollectionSummary = APIOperation<WoW.CharacterMountsCollectionSummary, RealmSlug, CharacterName>(
        "wowCharacterMountsCollectionSummary", "/profile/wow/character/{realmSlug}/{characterName}/collections/mounts", namespace: .profile
    )

    /// **Character Pets Collection Summary**: the battle pets a character has collected, with their
    /// levels, qualities, stats and names.
    package static let characterPetsCollectionSummary = APIOperation<WoW.CharacterPetsCollectionSummary, RealmSlug, CharacterName>(
        "wowCharacterPetsCollectionSummary", "/profile/wow/character/{realmSlug}/{characterName}/collections/pets", namespace: .profile
    )

    /// **Character Toys Collection Summary**: the toys a character has collected.
    package static let characterToysCollectionSummary = APIOperation<WoW.CharacterToysCollectionSummary, RealmSlug, CharacterName>(
        "wowCharacterToysCollectionSummary", "/profile/wow/character/{realmSlug}/{characterName}/collections/toys", namespace: .profile
    )

    /// **Character Transmog Collection Summary**: the appearance sets and the appearances by slot a
    /// character has collected.
    package static let characterTransmogCollectionSummary = APIOperation<WoW.CharacterTransmogCollectionSummary, RealmSlug, CharacterName>(
        "wowCharacterTransmogCollectionSummary", "/profile/wow/character/{realmSlug}/{characterName}/collections/transmogs", namespace: .profile
    )
}

extension WoW {
    /// Links to a character's collections.
    ///
    /// ```swift
    /// let index = try await client.wow.characterCollectionsIndex(realm: "norgannon", name: "Drinian")
    /// index.mounts.pathAndQuery   // "/profile/wow/character/norgannon/drinian/collections/mounts?namespace=profile-us"
    /// ```
    public struct CharacterCollectionsIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterCollectionsIndex>?
        /// The character; `nil` when the body leaves it out.
        public let character: CharacterReference?
        /// The character's mounts, e.g. `.../collections/mounts?namespace=profile-us`.
        public let mounts: BattleNetLink<CharacterMountsCollectionSummary>
        /// The character's battle pets, e.g. `.../collections/pets?namespace=profile-us`.
        public let pets: BattleNetLink<CharacterPetsCollectionSummary>
        /// The character's heirlooms; absent in the 2020 recording.
        public let heirlooms: BattleNetLink<CharacterHeirloomsCollectionSummary>?
        /// The character's toys; absent in the 2020 recording.
        public let toys: BattleNetLink<CharacterToysCollectionSummary>?
        /// The character's transmog appearances (key `transmogs` or `transmog`: both are read); `nil` when
        /// the body leaves it out.
        public let transmogs: BattleNetLink<CharacterTransmogCollectionSummary>?
        /// The character's housing decor (key `decors` or `decor`: both are read); absent before Midnight.
        public let decors: BattleNetLink<CharacterDecorCollectionSummary>?

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, mounts, pets, heirlooms, toys, transmogs, decors
        }

        private enum OtherSpellings: String, CodingKey {
            case transmog, decor
        }

        /// Decodes the index, reading `transmog` and `decor` where `transmogs` and `decors` are absent.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let other = try decoder.container(keyedBy: OtherSpellings.self)
            links = try container.decodeIfPresent(SelfLinks<CharacterCollectionsIndex>.self, forKey: .links)
            character = try container.decodeIfPresent(CharacterReference.self, forKey: .character)
            mounts = try container.decode(BattleNetLink<CharacterMountsCollectionSummary>.self, forKey: .mounts)
            pets = try container.decode(BattleNetLink<CharacterPetsCollectionSummary>.self, forKey: .pets)
            heirlooms = try container.decodeIfPresent(BattleNetLink<CharacterHeirloomsCollectionSummary>.self, forKey: .heirlooms)
            toys = try container.decodeIfPresent(BattleNetLink<CharacterToysCollectionSummary>.self, forKey: .toys)
            transmogs = try container.decodeIfPresent(BattleNetLink<CharacterTransmogCollectionSummary>.self, forKey: .transmogs)
                ?? other.decodeIfPresent(BattleNetLink<CharacterTransmogCollectionSummary>.self, forKey: .transmog)
            decors = try container.decodeIfPresent(BattleNetLink<CharacterDecorCollectionSummary>.self, forKey: .decors)
                ?? other.decodeIfPresent(BattleNetLink<CharacterDecorCollectionSummary>.self, forKey: .decor)
        }
    }

    /// The mounts a character has collected.
    ///
    /// ```swift
    /// let mounts = try await client.wow.characterMountsCollectionSummary(realm: "norgannon", name: "Drinian")
    /// mounts.mounts.first?.mount.name   // "Brown Horse"
    /// ```
    public struct CharacterMountsCollectionSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterMountsCollectionSummary>?
        /// The collected mounts, e.g. 17 for Drinian (2020), 530 for Sheday (2019).
        public let mounts: [CollectedMount]

        enum CodingKeys: String, CodingKey {
            case links = "_links", mounts
        }
    }

    /// The battle pets a character has collected.
    public struct CharacterPetsCollectionSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterPetsCollectionSummary>?
        /// The collected pets, e.g. 4 for Drinian (2020), 1,128 for Sheday (2019).
        public let pets: [CollectedPet]
        /// How many battle pet slots are unlocked, e.g. `3`.
        public let unlockedBattlePetSlots: Int

        enum CodingKeys: String, CodingKey {
            case links = "_links", pets, unlockedBattlePetSlots = "unlocked_battle_pet_slots"
        }
    }

    /// The toys a character has collected. No recorded body backs this model.
    public struct CharacterToysCollectionSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterToysCollectionSummary>?
        /// The collected toys.
        public let toys: [CollectedToy]

        enum CodingKeys: String, CodingKey {
            case links = "_links", toys
        }
    }

    /// The heirlooms a character has collected. No recorded body backs this model.
    public struct CharacterHeirloomsCollectionSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterHeirloomsCollectionSummary>?
        /// The collected heirlooms with their upgrade levels.
        public let heirlooms: [CollectedHeirloom]

        enum CodingKeys: String, CodingKey {
            case links = "_links", heirlooms
        }
    }

    /// The transmog appearances a character has collected; either list may be absent. No recorded body
    /// backs this model.
    public struct CharacterTransmogCollectionSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterTransmogCollectionSummary>?
        /// The complete appearance sets collected.
        public let appearanceSets: [BattleNetReference<ItemAppearanceSet>]?
        /// The appearances collected, by slot.
        public let slots: [TransmogSlotCollection]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", appearanceSets = "appearance_sets", slots
        }
    }

    /// The housing decor a character has collected; the call is reported answering 404. No recorded
    /// body backs this model.
    public struct CharacterDecorCollectionSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterDecorCollectionSummary>?
        /// The decor collected, with quantities (key `decor_collected`).
        public let decorCollected: [CollectedDecor]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", decorCollected = "decor_collected"
        }
    }

    /// A mount in a character's or an account's collection.
    public struct CollectedMount: Codable, Hashable, Sendable {
        /// The mount, e.g. "Brown Horse" (`6`).
        public let mount: BattleNetReference<Mount>
        /// Whether the player marked it a favorite; absent when not (e.g. `true` for X-995 Mechanocat).
        public let isFavorite: Bool?
        /// Whether the character can use it; `nil` when the body leaves it out, as the recorded bodies and
        /// account collections do.
        public let isUseable: Bool?
        /// Whether only this character has it; in no recorded body.
        public let isCharacterSpecific: Bool?

        enum CodingKeys: String, CodingKey {
            case mount, isFavorite = "is_favorite", isUseable = "is_useable"
            case isCharacterSpecific = "is_character_specific"
        }
    }

    /// A battle pet in a character's or an account's collection.
    public struct CollectedPet: Codable, Hashable, Sendable {
        /// The pet's own id (this pet, not its species), e.g. `57110618`.
        public let id: Int
        /// The species, e.g. "Baby Blizzard Bear" (`202`).
        public let species: BattleNetReference<Pet>
        /// The pet's level, e.g. `25`.
        public let level: Int
        /// The pet's quality, e.g. `{"type": "RARE", "name": "Rare"}`.
        public let quality: TypedName<ItemQuality>
        /// The pet's breed and battle stats.
        public let stats: CollectedPetStats
        /// The name the player gave it, e.g. "Jacques" (not localized); absent when not renamed.
        public let name: String?
        /// Its creature display (a media document); the reference has an `id` in 2020 bodies, a key
        /// only in 2019 ones.
        public let creatureDisplay: BattleNetReference<Media>?
        /// Whether the player marked it a favorite; absent when not.
        public let isFavorite: Bool?
        /// Whether it is in the battle team; absent when not.
        public let isActive: Bool?
        /// Its battle team slot, from `0`, when active.
        public let activeSlot: Int?

        enum CodingKeys: String, CodingKey {
            case id, species, level, quality, stats, name, creatureDisplay = "creature_display"
            case isFavorite = "is_favorite", isActive = "is_active", activeSlot = "active_slot"
        }
    }

    /// The breed and battle stats of a ``CollectedPet``, e.g. breed `7`, health `1546`, power `289`,
    /// speed `260`.
    public struct CollectedPetStats: Codable, Hashable, Sendable {
        /// The breed id, e.g. `7`.
        public let breedID: Int
        /// Health, e.g. `1546`.
        public let health: Int
        /// Power, e.g. `289`.
        public let power: Int
        /// Speed, e.g. `260`.
        public let speed: Int

        enum CodingKeys: String, CodingKey {
            case breedID = "breed_id", health, power, speed
        }
    }

    /// A toy in a character's or an account's collection.
    public struct CollectedToy: Codable, Hashable, Sendable {
        /// The toy.
        public let toy: BattleNetReference<Toy>
        /// Whether the player marked it a favorite; absent when not.
        public let isFavorite: Bool?

        enum CodingKeys: String, CodingKey {
            case toy, isFavorite = "is_favorite"
        }
    }

    /// An heirloom in a character's or an account's collection.
    public struct CollectedHeirloom: Codable, Hashable, Sendable {
        /// The heirloom.
        public let heirloom: BattleNetReference<Heirloom>
        /// How far it is upgraded; optional since no body was recorded.
        public let upgrade: CollectedHeirloomUpgrade?
    }

    /// How far a ``CollectedHeirloom`` is upgraded: `{"level": 2}` (see ``HeirloomUpgrade`` for what
    /// each level gives).
    public struct CollectedHeirloomUpgrade: Codable, Hashable, Sendable {
        /// The upgrade level reached.
        public let level: Int
    }

    /// The transmog appearances collected for one slot.
    public struct TransmogSlotCollection: Codable, Hashable, Sendable {
        /// The slot, e.g. `{"type": "HEAD", "name": "Head"}`.
        public let slot: TypedName<ItemInventoryType>
        /// The appearances collected for it (links with ids).
        public let appearances: [BattleNetReference<ItemAppearance>]?
    }

    /// Housing decor in a character's or an account's collection.
    public struct CollectedDecor: Codable, Hashable, Sendable {
        /// The decor object.
        public let decor: BattleNetReference<Decor>
        /// How many are owned.
        public let quantity: Int?
        /// Whether the player marked it a favorite; absent when not.
        public let isFavorite: Bool?

        enum CodingKeys: String, CodingKey {
            case decor, quantity, isFavorite = "is_favorite"
        }
    }
}
