import Foundation

extension WoW.Operations {
    /// **Character Appearance Summary**: a character's looks: race, class, gender, customizations,
    /// the item appearances it shows and its guild crest.
    package static let characterAppearanceSummary = APIOperation<WoW.CharacterAppearanceSummary, RealmSlug, CharacterName>(
        "wowCharacterAppearanceSummary", "/profile/wow/character/{realmSlug}/{characterName}/appearance",
        namespace: .profile, flavors: .retailAndClassicProfiles
    )
}

extension WoW {
    /// A character's appearance.
    ///
    /// Bodies before Shadowlands (2019–2020 recordings) describe the face and hair as numbers in
    /// ``appearance``; later bodies list ``customizations``.
    ///
    /// ```swift
    /// let looks = try await client.wow.characterAppearanceSummary(realm: "norgannon", name: "drinian")
    /// looks.playableRace.name        // "Human"
    /// looks.items.first?.slot.type   // .head
    /// ```
    public struct CharacterAppearanceSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterAppearanceSummary>?
        /// The character, e.g. "Drinian" on Norgannon.
        public let character: CharacterReference
        /// The character's race, e.g. "Human" (1).
        public let playableRace: BattleNetReference<PlayableRace>
        /// The character's class, e.g. "Warrior" (1).
        public let playableClass: BattleNetReference<PlayableClass>
        /// The active specialization, e.g. "Fury" (72); optional because Classic Era characters have none.
        public let activeSpec: BattleNetReference<PlayableSpecialization>?
        /// The character's gender, e.g. `MALE`.
        public let gender: TypedName<Gender>
        /// The character's faction, e.g. `ALLIANCE`.
        public let faction: TypedName<Faction>
        /// The crest of the character's guild; absent for a character without a guild.
        public let guildCrest: GuildCrest?
        /// The face and hair as numbers, in bodies before Shadowlands (every recording).
        public let appearance: CharacterLegacyAppearance?
        /// The customization choices (Shadowlands on; in no recording).
        public let customizations: [CharacterCustomization]?
        /// The item appearances shown in each slot.
        public let items: [CharacterAppearanceItem]

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, playableRace = "playable_race", playableClass = "playable_class"
            case activeSpec = "active_spec", gender, faction, guildCrest = "guild_crest", appearance, customizations, items
        }
    }

    /// A character's face and hair as bodies before Shadowlands send them:
    /// `{"face_variation": 0, "skin_color": 4, "hair_variation": 1, ...}`.
    public struct CharacterLegacyAppearance: Codable, Hashable, Sendable {
        /// The face, e.g. `0`.
        public let faceVariation: Int?
        /// The skin color, e.g. `4`.
        public let skinColor: Int?
        /// The hair style, e.g. `1`.
        public let hairVariation: Int?
        /// The hair color, e.g. `0`.
        public let hairColor: Int?
        /// The facial feature (beard, earrings, ...), e.g. `8`.
        public let featureVariation: Int?
        /// The race's extra display options, e.g. `[0, 0, 0]`.
        public let customDisplayOptions: [Int]?

        enum CodingKeys: String, CodingKey {
            case faceVariation = "face_variation", skinColor = "skin_color", hairVariation = "hair_variation"
            case hairColor = "hair_color", featureVariation = "feature_variation"
            case customDisplayOptions = "custom_display_options"
        }
    }

    /// One customization of a character: the option (e.g. "Hair Style") and the choice made.
    public struct CharacterCustomization: Codable, Hashable, Sendable {
        /// The option, e.g. "Hair Color".
        public let option: NamedID<CustomizationOption>
        /// The choice made for it.
        public let choice: CharacterCustomizationChoice
    }

    /// A customization choice: `{"id": 153, "name": "Blue", "display_order": 3}`.
    public struct CharacterCustomizationChoice: Codable, Hashable, Sendable {
        /// The choice's id.
        public let id: Int
        /// The choice's name; `null` for many choices.
        public let name: LocalizedString?
        /// The choice's position in the game's list.
        public let displayOrder: Int?

        enum CodingKeys: String, CodingKey {
            case id, name, displayOrder = "display_order"
        }
    }

    /// The item appearance a character shows in one slot:
    /// `{"id": 134110, "slot": {"type": "HEAD", "name": "Head"}, "enchant": 0, ...}`.
    public struct CharacterAppearanceItem: Codable, Hashable, Sendable {
        /// The id of the item shown, e.g. `134110`.
        public let id: Int
        /// The slot, e.g. `{"type": "HEAD", "name": "Head"}`.
        public let slot: TypedName<EquipmentSlot>
        /// The weapon enchantment shown, `0` for none.
        public let enchant: Int
        /// The game's internal slot number, e.g. `0` for the head.
        public let internalSlotID: Int
        /// The appearance modifier of the item (its look variant), e.g. `0`.
        public let itemAppearanceModifierID: Int?
        /// The item subclass, e.g. `5`.
        public let subclass: Int?
        /// The second item shown in the slot (split shoulder appearances).
        public let secondaryID: Int?
        /// The appearance modifier of the second item.
        public let secondaryItemAppearanceModifierID: Int?
        /// The subclass of the second item.
        public let secondarySubclass: Int?

        enum CodingKeys: String, CodingKey {
            case id, slot, enchant, internalSlotID = "internal_slot_id"
            case itemAppearanceModifierID = "item_appearance_modifier_id", subclass, secondaryID = "secondary_id"
            case secondaryItemAppearanceModifierID = "secondary_item_appearance_modifier_id"
            case secondarySubclass = "secondary_subclass"
        }
    }

    /// An equipment slot of a character (open: a slot Blizzard adds decodes too), as equipment and
    /// appearance documents name it, e.g. `{"type": "FINGER_1", "name": "Ring 1"}`.
    public struct EquipmentSlot: OpenStringValue {
        /// The slot as Blizzard sends it, e.g. `HEAD`.
        public let rawValue: String
        /// Any slot, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The head.
        public static let head: EquipmentSlot = "HEAD"
        /// The neck.
        public static let neck: EquipmentSlot = "NECK"
        /// The shoulders.
        public static let shoulder: EquipmentSlot = "SHOULDER"
        /// The back (cloak).
        public static let back: EquipmentSlot = "BACK"
        /// The chest.
        public static let chest: EquipmentSlot = "CHEST"
        /// The shirt.
        public static let shirt: EquipmentSlot = "SHIRT"
        /// The tabard.
        public static let tabard: EquipmentSlot = "TABARD"
        /// The wrists.
        public static let wrist: EquipmentSlot = "WRIST"
        /// The hands.
        public static let hands: EquipmentSlot = "HANDS"
        /// The waist.
        public static let waist: EquipmentSlot = "WAIST"
        /// The legs.
        public static let legs: EquipmentSlot = "LEGS"
        /// The feet.
        public static let feet: EquipmentSlot = "FEET"
        /// The first ring.
        public static let finger1: EquipmentSlot = "FINGER_1"
        /// The second ring.
        public static let finger2: EquipmentSlot = "FINGER_2"
        /// The first trinket.
        public static let trinket1: EquipmentSlot = "TRINKET_1"
        /// The second trinket.
        public static let trinket2: EquipmentSlot = "TRINKET_2"
        /// The main hand.
        public static let mainHand: EquipmentSlot = "MAIN_HAND"
        /// The off hand.
        public static let offHand: EquipmentSlot = "OFF_HAND"
        /// The ranged slot (Classic).
        public static let ranged: EquipmentSlot = "RANGED"
    }
}
