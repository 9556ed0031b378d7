import Foundation

extension WoW.Operations {
    /// **Pets Index**: every battle pet and companion species.
    package static let petIndex = APIOperation<WoW.PetIndex>(
        "wowPetIndex", "/data/wow/pet/index", namespace: .static
    )

    /// **Pet**: one pet species with its battle pet type, abilities, source and creature.
    package static let pet = APIOperation<WoW.Pet, Int>(
        "wowPet", "/data/wow/pet/{petId}", namespace: .static
    )

    /// **Pet Media**: the icon of a pet species.
    package static let petMedia = APIOperation<WoW.Media, Int>(
        "wowPetMedia", "/data/wow/media/pet/{petId}", namespace: .static
    )

    /// **Pet Abilities Index**: every pet battle ability.
    package static let petAbilityIndex = APIOperation<WoW.PetAbilityIndex>(
        "wowPetAbilityIndex", "/data/wow/pet-ability/index", namespace: .static
    )

    /// **Pet Ability**: one pet battle ability with its pet type, rounds and cooldown.
    package static let petAbility = APIOperation<WoW.PetAbility, Int>(
        "wowPetAbility", "/data/wow/pet-ability/{petAbilityId}", namespace: .static
    )

    /// **Pet Ability Media**: the icon of a pet battle ability.
    package static let petAbilityMedia = APIOperation<WoW.Media, Int>(
        "wowPetAbilityMedia", "/data/wow/media/pet-ability/{petAbilityId}", namespace: .static
    )
}

extension WoW {
    /// Every pet species: 1,248 in the 2019 recording, 1,280 in 2020.
    public struct PetIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PetIndex>?
        /// One reference per species, e.g. "Mechanical Squirrel" (39); a `null` name decodes as a `nil` name.
        public let pets: [BattleNetReference<Pet>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case pets
        }
    }

    /// One pet species, e.g. "Mechanical Squirrel" (39): a Mechanical battle pet learned through a
    /// profession.
    public struct Pet: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Pet>?
        /// The species id, e.g. `39`.
        public let id: Int
        /// The species name, e.g. "Mechanical Squirrel".
        public let name: LocalizedString
        /// The pet's battle pet type, e.g. `MECHANICAL`.
        public let battlePetType: PetBattleType
        /// The pet's journal text; `null` for some species, which decodes as `nil`.
        public let description: LocalizedString?
        /// Whether it can be captured in the wild.
        public let isCapturable: Bool
        /// Whether it can be traded.
        public let isTradable: Bool
        /// Whether it can fight in pet battles.
        public let isBattlepet: Bool
        /// Whether only Alliance characters can have it.
        public let isAllianceOnly: Bool
        /// Whether only Horde characters can have it.
        public let isHordeOnly: Bool
        /// Its battle abilities by slot and level; absent for companions that cannot battle.
        public let abilities: [PetLearnedAbility]?
        /// How it is obtained, e.g. `PROFESSION`, "Profession".
        public let source: TypedName<PetSource>?
        /// The pet's icon URL, e.g. `https://render-eu.worldofwarcraft.com/icons/56/inv_pet_mechanicalsquirrel.jpg`.
        public let icon: URL
        /// The pet's creature, e.g. "Mechanical Squirrel" (2671).
        public let creature: BattleNetReference<Creature>
        /// Whether the pet appears with a random display.
        public let isRandomCreatureDisplay: Bool
        /// The pet's media document; `nil` when the body leaves it out, as the recordings do.
        public let media: BattleNetReference<Media>?
        /// Whether the game hides it from the journal until collected; newer bodies only.
        public let shouldExcludeIfUncollected: Bool?

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, description, abilities, source, icon, creature, media
            case battlePetType = "battle_pet_type"
            case isCapturable = "is_capturable"
            case isTradable = "is_tradable"
            case isBattlepet = "is_battlepet"
            case isAllianceOnly = "is_alliance_only"
            case isHordeOnly = "is_horde_only"
            case isRandomCreatureDisplay = "is_random_creature_display"
            case shouldExcludeIfUncollected = "should_exclude_if_uncollected"
        }
    }

    /// The battle pet type of a pet or ability: `{"id": 9, "type": "MECHANICAL", "name": "Mechanical"}`.
    public struct PetBattleType: Codable, Hashable, Sendable {
        /// The type id, e.g. `9`; absent in the 2019 pet recording.
        public let id: Int?
        /// The type as Blizzard sends it, e.g. `MECHANICAL`.
        public let type: PetBattleTypeKind
        /// The type's name, e.g. "Mechanical".
        public let name: LocalizedString
    }

    /// A battle pet type (open: another value decodes too).
    public struct PetBattleTypeKind: OpenStringValue {
        /// The type as Blizzard sends it, e.g. `BEAST`.
        public let rawValue: String
        /// Any type string, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Beast (id 7 in the recordings).
        public static let beast: PetBattleTypeKind = "BEAST"
        /// Mechanical (id 9 in the recordings).
        public static let mechanical: PetBattleTypeKind = "MECHANICAL"
    }

    /// How a pet is obtained (open: another value decodes too).
    public struct PetSource: OpenStringValue {
        /// The source as Blizzard sends it, e.g. `PROFESSION`.
        public let rawValue: String
        /// Any source string, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Crafted by a profession.
        public static let profession: PetSource = "PROFESSION"
        /// Sold by a vendor.
        public static let vendor: PetSource = "VENDOR"
    }

    /// One ability a pet learns: `{"ability": {...}, "slot": 0, "required_level": 1}`.
    public struct PetLearnedAbility: Codable, Hashable, Sendable {
        /// The ability, e.g. "Metal Fist" (384).
        public let ability: BattleNetReference<PetAbility>
        /// The ability slot, `0` to `2`.
        public let slot: Int
        /// The pet level that unlocks it, e.g. `1`.
        public let requiredLevel: Int

        enum CodingKeys: String, CodingKey {
            case ability, slot
            case requiredLevel = "required_level"
        }
    }

    /// Every pet battle ability.
    public struct PetAbilityIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PetAbilityIndex>?
        /// One reference per ability, e.g. "Bite" (110).
        public let abilities: [BattleNetReference<PetAbility>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case abilities
        }
    }

    /// One pet battle ability, e.g. "Bite" (110): a Beast ability lasting one round.
    public struct PetAbility: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PetAbility>?
        /// The ability id, e.g. `110`.
        public let id: Int
        /// The ability name, e.g. "Bite".
        public let name: LocalizedString
        /// The ability's battle pet type, e.g. `BEAST`.
        public let battlePetType: PetBattleType
        /// How many rounds it lasts, e.g. `1`.
        public let rounds: Int
        /// Its cooldown in rounds, for abilities that have one.
        public let cooldown: Int?
        /// The ability's icon: `client.value(ability.media)` fetches it.
        public let media: BattleNetReference<Media>

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, rounds, cooldown, media
            case battlePetType = "battle_pet_type"
        }
    }
}
