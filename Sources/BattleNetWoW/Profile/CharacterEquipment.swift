import Foundation

extension WoW.Operations {
    /// **Character Equipment Summary**: the items a character wears, each with its full tooltip
    /// (stats, sockets, enchantments, transmogrification, azerite powers) and the sets they complete.
    package static let characterEquipmentSummary = APIOperation<WoW.CharacterEquipmentSummary, RealmSlug, CharacterName>(
        "wowCharacterEquipmentSummary", "/profile/wow/character/{realmSlug}/{characterName}/equipment",
        namespace: .profile, flavors: .retailAndClassicProfiles
    )
}

extension WoW {
    /// A character's equipped items.
    ///
    /// ```swift
    /// let gear = try await client.wow.characterEquipmentSummary(realm: "norgannon", name: "drinian")
    /// gear.equippedItems.first?.name          // "Tidal Lurker's Greathelm"
    /// gear.equippedItems.first?.level?.value  // 420
    /// ```
    public struct CharacterEquipmentSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterEquipmentSummary>?
        /// The character, e.g. "Drinian" on Norgannon.
        public let character: CharacterReference
        /// The items worn, one per slot.
        public let equippedItems: [EquippedItem]
        /// The item sets the worn items belong to, with the bonuses active (in no recording).
        public let equippedItemSets: [ItemPreviewSet]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, equippedItems = "equipped_items", equippedItemSets = "equipped_item_sets"
        }
    }

    /// An item a character wears, with its tooltip: the fields of an item preview (``ItemPreview``,
    /// whose member types it shares) plus the slot, enchantments, transmogrification and azerite powers.
    ///
    /// What every retail and Classic item has is required; the rest depends on the item kind.
    public struct EquippedItem: Codable, Hashable, Sendable {
        /// The item, e.g. id `168366` (a link and an id, no name).
        public let item: BattleNetReference<Item>
        /// The slot, e.g. `{"type": "HEAD", "name": "Head"}`.
        public let slot: TypedName<EquipmentSlot>
        /// How many, e.g. `1`.
        public let quantity: Int
        /// The context the item dropped in (a Blizzard code), e.g. `3`; may be absent in Classic bodies.
        public let context: Int?
        /// The bonus ids applied to it, e.g. `[4822, 1487, 4786, 6264]`.
        public let bonusList: [Int]?
        /// The quality, e.g. `EPIC`.
        public let quality: TypedName<ItemQuality>
        /// The item name, e.g. "Tidal Lurker's Greathelm".
        public let name: LocalizedString
        /// The item appearance it has, e.g. `77344`.
        public let modifiedAppearanceID: Int?
        /// The item's media document, e.g. id `168366`.
        public let media: BattleNetReference<Media>
        /// The item class, e.g. "Armor" (4).
        public let itemClass: BattleNetReference<ItemClass>
        /// The item subclass, e.g. "Plate" (4).
        public let itemSubclass: BattleNetReference<ItemSubclass>
        /// Where it is worn, e.g. `HEAD`.
        public let inventoryType: TypedName<ItemInventoryType>
        /// When it binds, e.g. `{"type": "ON_ACQUIRE", "name": "Binds when picked up"}`.
        public let binding: TypedName<TypeCode>
        /// Armor, e.g. `712`, "712 Armor".
        public let armor: ItemArmor?
        /// Primary and secondary stats, e.g. "+866 Strength".
        public let stats: [ItemStat]?
        /// The spells it casts (on use, on equip).
        public let spells: [ItemSpell]?
        /// What a character needs to use it, e.g. "Requires Level 120".
        public let requirements: ItemRequirements?
        /// The item level line, e.g. `420`, "Item Level 420"; may be absent in Classic bodies.
        public let level: ItemDisplayValue?
        /// The durability line, e.g. `100`, "Durability 100 / 100".
        public let durability: ItemDisplayValue?
        /// The price a vendor pays.
        public let sellPrice: ItemSellPrice?
        /// The item it is transmogrified to, e.g. "Hidden Helm".
        public let transmog: EquippedItemTransmog?
        /// Its enchantments, e.g. "Enchanted: +60 Critical Strike".
        public let enchantments: [EquippedItemEnchantment]?
        /// Its gem sockets and the gems in them.
        public let sockets: [ItemSocket]?
        /// The azerite powers and essences (Battle for Azeroth neck and armor pieces, 2019–2020).
        public let azeriteDetails: AzeriteDetails?
        /// The item set it belongs to, with its bonuses.
        public let set: ItemPreviewSet?
        /// The line under the name, e.g. "Mythic" in green.
        public let nameDescription: ItemDisplayText?
        /// "Unique" or "Unique-Equipped" when a character may wear only one.
        public let uniqueEquipped: LocalizedString?
        /// The unique-equipped category line, e.g. "Unique-Equipped: Leviathan's Eye Loop (1)".
        public let limitCategory: LocalizedString?
        /// Damage, speed and damage per second, for weapons.
        public let weapon: ItemWeapon?
        /// The flavor text.
        public let description: LocalizedString?
        /// Whether the tooltip hides the subclass name.
        public let isSubclassHidden: Bool?
        /// Whether the item is corrupted (patch 8.3, 2020 recording).
        public let isCorrupted: Bool?
        /// The stats chosen when it was crafted (in no recording).
        public let modifiedCraftingStat: [EquippedItemCraftingStat]?
        /// The upgrade applied to it (Classic; in no recording).
        public let upgradeID: Int?

        enum CodingKeys: String, CodingKey {
            case item, slot, quantity, context, bonusList = "bonus_list", quality, name
            case modifiedAppearanceID = "modified_appearance_id", media, itemClass = "item_class"
            case itemSubclass = "item_subclass", inventoryType = "inventory_type", binding, armor, stats, spells
            case requirements, level, durability, sellPrice = "sell_price", transmog, enchantments, sockets
            case azeriteDetails = "azerite_details", set, nameDescription = "name_description"
            case uniqueEquipped = "unique_equipped", limitCategory = "limit_category", weapon, description
            case isSubclassHidden = "is_subclass_hidden", isCorrupted = "is_corrupted"
            case modifiedCraftingStat = "modified_crafting_stat", upgradeID = "upgrade_id"
        }
    }

    /// The appearance an equipped item is transmogrified to:
    /// `{"item": {...}, "display_string": "Transmogrified to:\nHidden Helm", "item_modified_appearance_id": 77344}`.
    public struct EquippedItemTransmog: Codable, Hashable, Sendable {
        /// The item whose look it takes, e.g. "Hidden Helm" (134110).
        public let item: BattleNetReference<Item>
        /// The tooltip line, e.g. "Transmogrified to:\nHidden Helm".
        public let displayString: LocalizedString
        /// The item appearance shown, e.g. `77344`.
        public let itemModifiedAppearanceID: Int
        /// The second item of a split appearance (shoulders; retail).
        public let secondItem: BattleNetReference<Item>?
        /// The appearance of the second item (retail).
        public let secondItemModifiedAppearanceID: Int?

        enum CodingKeys: String, CodingKey {
            case item, displayString = "display_string", itemModifiedAppearanceID = "item_modified_appearance_id"
            case secondItem = "second_item", secondItemModifiedAppearanceID = "second_item_modified_appearance_id"
        }
    }

    /// An enchantment of an equipped item, e.g. "Enchanted: +60 Critical Strike" from "Enchant Ring -
    /// Accord of Critical Strike".
    public struct EquippedItemEnchantment: Codable, Hashable, Sendable {
        /// The tooltip line, e.g. "Enchanted: +60 Critical Strike"; may be absent in Classic bodies.
        public let displayString: LocalizedString?
        /// The enchantment's id, e.g. `6108`.
        public let enchantmentID: Int
        /// The enchantment slot, e.g. `{"id": 0, "type": "PERMANENT"}`.
        public let enchantmentSlot: ItemEnchantmentSlot
        /// The item that applied it, e.g. "Enchant Ring - Accord of Critical Strike" (168446).
        public let sourceItem: BattleNetReference<Item>?
        /// The spell it adds, e.g. "Nitro Boosts" ("Use: Increase your speed for a few seconds.").
        public let spell: ItemSpell?

        enum CodingKeys: String, CodingKey {
            case displayString = "display_string", enchantmentID = "enchantment_id"
            case enchantmentSlot = "enchantment_slot", sourceItem = "source_item", spell
        }
    }

    /// The slot of an item enchantment: `{"id": 0, "type": "PERMANENT"}`.
    public struct ItemEnchantmentSlot: Codable, Hashable, Sendable {
        /// The slot's id, e.g. `0`.
        public let id: Int
        /// The slot's kind, e.g. `PERMANENT`, `ON_USE_SPELL`; may be absent in Classic bodies.
        public let type: TypeCode?
    }

    /// A stat chosen when an item was crafted: `{"id": 36, "name": "Haste", "type": "HASTE_RATING"}`.
    public struct EquippedItemCraftingStat: Codable, Hashable, Sendable {
        /// The stat's id.
        public let id: Int
        /// The stat's name, e.g. "Haste".
        public let name: LocalizedString?
        /// The stat, e.g. `HASTE_RATING`.
        public let type: ItemStatType?
    }

    /// The azerite powers and essences of an equipped item (Battle for Azeroth, 2019–2020 bodies).
    public struct AzeriteDetails: Codable, Hashable, Sendable {
        /// The powers chosen on an azerite armor piece, e.g. "Azerite Empowered".
        public let selectedPowers: [AzeritePowerSelection]?
        /// The summary line, e.g. "Fully Upgraded".
        public let selectedPowersString: LocalizedString?
        /// The essences slotted in the Heart of Azeroth.
        public let selectedEssences: [AzeriteEssenceSelection]?
        /// The Heart of Azeroth's level, e.g. `80`, "Level 80".
        public let level: ItemDisplayValue?
        /// The progress to the Heart of Azeroth's next level, from 0 to 1.
        public let percentageToNextLevel: Double?

        enum CodingKeys: String, CodingKey {
            case selectedPowers = "selected_powers", selectedPowersString = "selected_powers_string"
            case selectedEssences = "selected_essences", level, percentageToNextLevel = "percentage_to_next_level"
        }
    }

    /// An azerite power chosen on an armor piece: `{"id": 13, "tier": 0, "spell_tooltip": {...}}`.
    public struct AzeritePowerSelection: Codable, Hashable, Sendable {
        /// The power's id, e.g. `13`.
        public let id: Int
        /// The ring it sits on, from `0` (innermost), e.g. `0`.
        public let tier: Int
        /// The power's spell and text, e.g. "Azerite Empowered".
        public let spellTooltip: SpellTooltip
        /// Whether the game hides it in the tooltip, e.g. `true`.
        public let isDisplayHidden: Bool?

        enum CodingKeys: String, CodingKey {
            case id, tier, spellTooltip = "spell_tooltip", isDisplayHidden = "is_display_hidden"
        }
    }

    /// An essence slotted in the Heart of Azeroth, with its major and minor powers.
    public struct AzeriteEssenceSelection: Codable, Hashable, Sendable {
        /// The slot, `0` being the major slot.
        public let slot: Int
        /// The essence's rank, e.g. `3`.
        public let rank: Int
        /// The essence, e.g. "Vision of Perfection".
        public let essence: BattleNetReference<AzeriteEssence>
        /// The major power (in the major slot).
        public let mainSpellTooltip: SpellTooltip?
        /// The minor power.
        public let passiveSpellTooltip: SpellTooltip?
        /// The essence's media document.
        public let media: BattleNetReference<Media>?

        enum CodingKeys: String, CodingKey {
            case slot, rank, essence, mainSpellTooltip = "main_spell_tooltip"
            case passiveSpellTooltip = "passive_spell_tooltip", media
        }
    }
}
