import Foundation

extension WoW.Operations {
    /// **Item**: one item with its quality, class, prices and (in newer bodies) its tooltip preview.
    package static let item = APIOperation<WoW.Item, Int>(
        "wowItem", "/data/wow/item/{itemId}", namespace: .static, flavors: .all
    )

    /// **Item Media**: the icon of one item.
    package static let itemMedia = APIOperation<WoW.Media, Int>(
        "wowItemMedia", "/data/wow/media/item/{itemId}", namespace: .static, flavors: .all
    )

    /// **Item Search**: items matching a query (e.g. `name.en_US=Thunderfury`), a page at a time.
    package static let itemSearch = APIOperation<WoW.SearchPage<WoW.ItemSearchDocument>>(
        "wowItemSearch", "/data/wow/search/item", namespace: .static,
        flavors: .retailClassicAndEra
    )
}

extension WoW {
    /// One item (retail and Classic).
    ///
    /// The bodies of 2019 (retail 8.2.5 and Classic 1.13) stop at the flat fields; from 8.3 (2020) a
    /// ``previewItem`` block carries the tooltip: binding, weapon damage, stats, spells, sell price
    /// and requirements. Both shapes decode.
    ///
    /// ```swift
    /// let item = try await client.wow.item(id: 19019)
    /// item.name                           // "Thunderfury, Blessed Blade of the Windseeker"
    /// item.quality.type == .legendary     // true
    /// let icon = try await client.value(item.media)[.icon]
    /// ```
    public struct Item: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Item>?
        /// The item id, e.g. `19019`.
        public let id: Int
        /// The item name, e.g. "Thunderfury, Blessed Blade of the Windseeker".
        public let name: LocalizedString
        /// The quality, e.g. `{"type": "LEGENDARY", "name": "Legendary"}`.
        public let quality: TypedName<ItemQuality>
        /// The item level, e.g. `58` (retail 8.3) or `80` (Classic 1.13) for the same sword.
        public let level: Int
        /// The character level needed to use it, e.g. `60`; `0` for none.
        public let requiredLevel: Int
        /// The item's media document (its icon).
        public let media: BattleNetReference<Media>
        /// The item class, e.g. "Weapon" (id `2`).
        public let itemClass: BattleNetReference<ItemClass>
        /// The item subclass, e.g. "Sword" (id `7`).
        public let itemSubclass: BattleNetReference<ItemSubclass>
        /// Where it is worn, e.g. `{"type": "WEAPON", "name": "One-Hand"}`.
        public let inventoryType: TypedName<ItemInventoryType>
        /// The vendor price in copper, e.g. `575526`.
        public let purchasePrice: Int
        /// How many items one purchase buys; absent in the recorded bodies.
        public let purchaseQuantity: Int?
        /// The price a vendor pays, in copper, e.g. `115105`.
        public let sellPrice: Int
        /// How many a character may own, e.g. `1`; `0` for no limit.
        public let maxCount: Int
        /// Whether it can be equipped.
        public let isEquippable: Bool
        /// Whether it stacks.
        public let isStackable: Bool
        /// The flavor text, e.g. "Property of Finkle Einhorn, Grandmaster Adventurer"; most items have none.
        public let description: LocalizedString?
        /// The tooltip preview; absent in 2019 bodies (retail 8.2.5 and Classic 1.13), present from 8.3.
        public let previewItem: ItemPreview?
        /// The item's appearances (retail, since 2024); absent in older bodies.
        public let appearances: [BattleNetReference<ItemAppearance>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, quality, level, requiredLevel = "required_level", media
            case itemClass = "item_class", itemSubclass = "item_subclass", inventoryType = "inventory_type"
            case purchasePrice = "purchase_price", purchaseQuantity = "purchase_quantity", sellPrice = "sell_price"
            case maxCount = "max_count", isEquippable = "is_equippable", isStackable = "is_stackable"
            case description, previewItem = "preview_item", appearances
        }
    }

    /// An item quality (open: a quality Blizzard adds decodes too).
    public struct ItemQuality: OpenStringValue {
        /// The quality as Blizzard sends it, e.g. `LEGENDARY`.
        public let rawValue: String
        /// Any quality, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Poor (grey).
        public static let poor: ItemQuality = "POOR"
        /// Common (white), e.g. a quest item.
        public static let common: ItemQuality = "COMMON"
        /// Uncommon (green).
        public static let uncommon: ItemQuality = "UNCOMMON"
        /// Rare (blue).
        public static let rare: ItemQuality = "RARE"
        /// Epic (purple), e.g. Finkle's Lava Dredger.
        public static let epic: ItemQuality = "EPIC"
        /// Legendary (orange), e.g. Thunderfury.
        public static let legendary: ItemQuality = "LEGENDARY"
        /// Artifact.
        public static let artifact: ItemQuality = "ARTIFACT"
        /// Heirloom.
        public static let heirloom: ItemQuality = "HEIRLOOM"
    }

    /// Where an item is worn (open: a type Blizzard adds decodes too); also the `{slotType}` of
    /// ``WoW/Endpoints/itemAppearanceSlot(type:)`` (e.g. `HEAD`).
    public struct ItemInventoryType: OpenStringValue {
        /// The type as Blizzard sends it, e.g. `WEAPON`.
        public let rawValue: String
        /// Any type, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Head.
        public static let head: ItemInventoryType = "HEAD"
        /// Neck.
        public static let neck: ItemInventoryType = "NECK"
        /// Shoulder.
        public static let shoulder: ItemInventoryType = "SHOULDER"
        /// Back (cloaks).
        public static let back: ItemInventoryType = "BACK"
        /// Chest.
        public static let chest: ItemInventoryType = "CHEST"
        /// Shirt.
        public static let shirt: ItemInventoryType = "SHIRT"
        /// Tabard.
        public static let tabard: ItemInventoryType = "TABARD"
        /// Wrist.
        public static let wrist: ItemInventoryType = "WRIST"
        /// Hands.
        public static let hand: ItemInventoryType = "HAND"
        /// Waist.
        public static let waist: ItemInventoryType = "WAIST"
        /// Legs.
        public static let legs: ItemInventoryType = "LEGS"
        /// Feet.
        public static let feet: ItemInventoryType = "FEET"
        /// Finger (rings).
        public static let finger: ItemInventoryType = "FINGER"
        /// Trinket.
        public static let trinket: ItemInventoryType = "TRINKET"
        /// One-hand weapon, e.g. Thunderfury.
        public static let weapon: ItemInventoryType = "WEAPON"
        /// Two-hand weapon, e.g. Finkle's Lava Dredger.
        public static let twoHandWeapon: ItemInventoryType = "TWOHWEAPON"
        /// Main-hand weapon.
        public static let mainHandWeapon: ItemInventoryType = "WEAPONMAINHAND"
        /// Off-hand weapon.
        public static let offHandWeapon: ItemInventoryType = "WEAPONOFFHAND"
        /// Ranged weapon.
        public static let ranged: ItemInventoryType = "RANGED"
        /// Thrown weapon.
        public static let thrown: ItemInventoryType = "THROWN"
        /// Bag.
        public static let bag: ItemInventoryType = "BAG"
        /// Not equippable, e.g. a quest item.
        public static let nonEquippable: ItemInventoryType = "NON_EQUIP"
    }

    /// The tooltip of an item (``Item/previewItem``), and of an heirloom's upgrade levels.
    ///
    /// Only the identity fields are always present; the rest depends on the item kind (weapons have
    /// ``weapon``, armor ``armor``, recipes ``recipe``, set pieces ``set``), so it is optional.
    public struct ItemPreview: Codable, Hashable, Sendable {
        /// The item itself.
        public let item: BattleNetReference<Item>
        /// The item name.
        public let name: LocalizedString
        /// The quality, e.g. `LEGENDARY`.
        public let quality: TypedName<ItemQuality>
        /// The item's media document.
        public let media: BattleNetReference<Media>
        /// The item class, e.g. "Weapon".
        public let itemClass: BattleNetReference<ItemClass>
        /// The item subclass, e.g. "Sword".
        public let itemSubclass: BattleNetReference<ItemSubclass>
        /// Where it is worn, e.g. `WEAPON` ("One-Hand").
        public let inventoryType: TypedName<ItemInventoryType>
        /// When it binds, e.g. `{"type": "ON_ACQUIRE", "name": "Binds when picked up"}`.
        public let binding: TypedName<TypeCode>?
        /// "Unique" when a character may equip only one.
        public let uniqueEquipped: LocalizedString?
        /// The unique-equipped category line (on equipped items).
        public let limitCategory: LocalizedString?
        /// The line under the name (an item's difficulty).
        public let nameDescription: ItemDisplayText?
        /// Damage, speed and damage per second, for weapons.
        public let weapon: ItemWeapon?
        /// Armor, for armor pieces.
        public let armor: ItemArmor?
        /// Block value, for shields.
        public let shieldBlock: ItemArmor?
        /// Primary and secondary stats, e.g. "+3 Agility".
        public let stats: [ItemStat]?
        /// The spells it casts, e.g. Thunderfury's chance on hit.
        public let spells: [ItemSpell]?
        /// The price a vendor pays, with its display strings.
        public let sellPrice: ItemSellPrice?
        /// What a character needs to use it.
        public let requirements: ItemRequirements?
        /// The item level line, e.g. `58`, "Item Level 58".
        public let level: ItemDisplayValue?
        /// The durability line, e.g. `130`, "Durability 130 / 130".
        public let durability: ItemDisplayValue?
        /// The slot count of a bag.
        public let containerSlots: ItemDisplayValue?
        /// The item set it belongs to, with its bonuses.
        public let set: ItemPreviewSet?
        /// Its gem sockets.
        public let sockets: [ItemSocket]?
        /// What a recipe item teaches.
        public let recipe: ItemRecipe?
        /// The upgrade level of an heirloom upgrade preview.
        public let upgrades: ItemUpgradeLevel?
        /// "Crafting Reagent" for reagents.
        public let craftingReagent: LocalizedString?
        /// The flavor text.
        public let description: LocalizedString?
        /// Whether the tooltip hides the subclass name.
        public let isSubclassHidden: Bool?
        /// The bonus ids applied to this preview (heirloom upgrades, equipped items).
        public let bonusList: [Int]?
        /// The context the item dropped in (a Blizzard code).
        public let context: Int?

        enum CodingKeys: String, CodingKey {
            case item, name, quality, media, itemClass = "item_class", itemSubclass = "item_subclass"
            case inventoryType = "inventory_type", binding, uniqueEquipped = "unique_equipped"
            case limitCategory = "limit_category", nameDescription = "name_description", weapon, armor
            case shieldBlock = "shield_block", stats, spells, sellPrice = "sell_price", requirements, level
            case durability, containerSlots = "container_slots", set, sockets, recipe, upgrades
            case craftingReagent = "crafting_reagent", description, isSubclassHidden = "is_subclass_hidden"
            case bonusList = "bonus_list", context
        }
    }

    /// A number with the tooltip line that shows it, e.g. `{"value": 58, "display_string": "Item Level 58"}`.
    public struct ItemDisplayValue: Codable, Hashable, Sendable {
        /// The number, e.g. `58`.
        public let value: Int
        /// The tooltip line, e.g. "Item Level 58".
        public let displayString: LocalizedString

        enum CodingKeys: String, CodingKey {
            case value, displayString = "display_string"
        }
    }

    /// A tooltip line with its color, e.g. a stat's "+5 Stamina" in white.
    public struct ItemDisplayText: Codable, Hashable, Sendable {
        /// The text, e.g. "+5 Stamina".
        public let displayString: LocalizedString
        /// The text color; a name description may have none.
        public let color: RGBAColor?

        enum CodingKeys: String, CodingKey {
            case displayString = "display_string", color
        }
    }

    /// A weapon's damage, speed and damage per second (in ``ItemPreview``).
    public struct ItemWeapon: Codable, Hashable, Sendable {
        /// The damage range, e.g. 16–28 Physical.
        public let damage: ItemDamage
        /// The attack speed in milliseconds, e.g. `2600`, "Speed 2.60".
        public let attackSpeed: ItemDisplayValue
        /// The damage per second, e.g. `8.461538`, "(8.5 damage per second)".
        public let dps: ItemDamagePerSecond
        /// Further damage ranges of other schools (Classic).
        public let additionalDamage: [ItemDamage]?

        enum CodingKeys: String, CodingKey {
            case damage, attackSpeed = "attack_speed", dps, additionalDamage = "additional_damage"
        }
    }

    /// A weapon's damage range, e.g. "16 - 28 Damage".
    public struct ItemDamage: Codable, Hashable, Sendable {
        /// The lowest damage, e.g. `16`.
        public let minValue: Int
        /// The highest damage, e.g. `28`.
        public let maxValue: Int
        /// The tooltip line, e.g. "16 - 28 Damage".
        public let displayString: LocalizedString
        /// The damage school, e.g. `{"type": "PHYSICAL", "name": "Physical"}`.
        public let damageClass: TypedName<TypeCode>

        enum CodingKeys: String, CodingKey {
            case minValue = "min_value", maxValue = "max_value", displayString = "display_string"
            case damageClass = "damage_class"
        }
    }

    /// A weapon's damage per second, e.g. `{"value": 8.461538, "display_string": "(8.5 damage per second)"}`.
    public struct ItemDamagePerSecond: Codable, Hashable, Sendable {
        /// The damage per second, e.g. `8.461538`.
        public let value: Double
        /// The tooltip line, e.g. "(8.5 damage per second)".
        public let displayString: LocalizedString

        enum CodingKeys: String, CodingKey {
            case value, displayString = "display_string"
        }
    }

    /// An armor or shield block value with its tooltip line.
    public struct ItemArmor: Codable, Hashable, Sendable {
        /// The armor or block value.
        public let value: Int
        /// The tooltip line with its color.
        public let display: ItemDisplayText

        enum CodingKeys: String, CodingKey {
            case value, display
        }

        private enum LegacyKeys: String, CodingKey {
            case displayString = "display_string"
        }

        /// Decodes `{"value": 893, "display": {...}}`, or the 2019 equipped-item shape with the line
        /// alone, `{"value": 893, "display_string": "893 Armor"}` (then without a color).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            value = try container.decode(Int.self, forKey: .value)
            if let display = try container.decodeIfPresent(ItemDisplayText.self, forKey: .display) {
                self.display = display
            } else {
                let legacy = try decoder.container(keyedBy: LegacyKeys.self)
                display = ItemDisplayText(displayString: try legacy.decode(LocalizedString.self, forKey: .displayString), color: nil)
            }
        }
    }

    /// One stat of an item, e.g. "+5 Stamina".
    public struct ItemStat: Codable, Hashable, Sendable {
        /// The stat, e.g. `{"type": "STAMINA", "name": "Stamina"}`.
        public let type: TypedName<ItemStatType>
        /// The amount, e.g. `5`.
        public let value: Int
        /// Whether the stat does not apply (Thunderfury's "+3 Agility" is greyed out: `true`).
        public let isNegated: Bool?
        /// Whether it is an equip bonus (heirlooms).
        public let isEquipBonus: Bool?
        /// The tooltip line and its color.
        public let display: ItemDisplayText

        enum CodingKeys: String, CodingKey {
            case type, value, isNegated = "is_negated", isEquipBonus = "is_equip_bonus", display
        }

        private enum LegacyKeys: String, CodingKey {
            case displayString = "display_string"
        }

        /// Decodes a stat with its `display`, or the 2019 equipped-item shape with the line alone as
        /// `display_string` (e.g. "+1,145 Strength", then without a color).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decode(TypedName<ItemStatType>.self, forKey: .type)
            value = try container.decode(Int.self, forKey: .value)
            isNegated = try container.decodeIfPresent(Bool.self, forKey: .isNegated)
            isEquipBonus = try container.decodeIfPresent(Bool.self, forKey: .isEquipBonus)
            if let display = try container.decodeIfPresent(ItemDisplayText.self, forKey: .display) {
                self.display = display
            } else {
                let legacy = try decoder.container(keyedBy: LegacyKeys.self)
                display = ItemDisplayText(displayString: try legacy.decode(LocalizedString.self, forKey: .displayString), color: nil)
            }
        }
    }

    /// An item stat (open: a stat Blizzard adds decodes too).
    public struct ItemStatType: OpenStringValue {
        /// The stat as Blizzard sends it, e.g. `STAMINA`.
        public let rawValue: String
        /// Any stat, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Agility.
        public static let agility: ItemStatType = "AGILITY"
        /// Strength.
        public static let strength: ItemStatType = "STRENGTH"
        /// Intellect.
        public static let intellect: ItemStatType = "INTELLECT"
        /// Stamina.
        public static let stamina: ItemStatType = "STAMINA"
        /// Critical strike rating.
        public static let critRating: ItemStatType = "CRIT_RATING"
        /// Haste rating.
        public static let hasteRating: ItemStatType = "HASTE_RATING"
        /// Mastery.
        public static let mastery: ItemStatType = "MASTERY"
        /// Versatility.
        public static let versatility: ItemStatType = "VERSATILITY"
        /// Fire resistance, e.g. Thunderfury's "+5 Fire Resistance".
        public static let fireResistance: ItemStatType = "FIRE_RESISTANCE"
        /// Frost resistance.
        public static let frostResistance: ItemStatType = "FROST_RESISTANCE"
        /// Nature resistance, e.g. Thunderfury's "+5 Nature Resistance".
        public static let natureResistance: ItemStatType = "NATURE_RESISTANCE"
        /// Shadow resistance.
        public static let shadowResistance: ItemStatType = "SHADOW_RESISTANCE"
        /// Arcane resistance.
        public static let arcaneResistance: ItemStatType = "ARCANE_RESISTANCE"
    }

    /// A spell an item casts, with its tooltip text.
    public struct ItemSpell: Codable, Hashable, Sendable {
        /// The spell, e.g. "Thunderfury" (id `21992`).
        public let spell: BattleNetReference<Spell>
        /// The tooltip text, e.g. "Chance on hit: Blasts your enemy with lightning, ...".
        public let description: LocalizedString
        /// The text color, in equipped items.
        public let displayColor: RGBAColor?

        enum CodingKeys: String, CodingKey {
            case spell, description, displayColor = "display_color"
        }
    }

    /// The price a vendor pays for an item, in copper, with the tooltip's split into gold, silver and
    /// copper.
    ///
    /// Recorded bodies send `{"value": 115105, "display_strings": {...}}`; a bare number decodes too (without
    /// display strings).
    public struct ItemSellPrice: Codable, Hashable, Sendable {
        /// The price in copper, e.g. `115105` (11 gold 51 silver 5 copper).
        public let value: Int
        /// The tooltip's strings; `nil` when the price came as a bare number.
        public let displayStrings: ItemPriceDisplayStrings?

        enum CodingKeys: String, CodingKey {
            case value, displayStrings = "display_strings"
        }

        /// Decodes either shape: `{"value": ..., "display_strings": ...}` or a bare number of copper.
        public init(from decoder: any Decoder) throws {
            if let single = try? decoder.singleValueContainer(), let copper = try? single.decode(Int.self) {
                value = copper
                displayStrings = nil
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            value = try container.decode(Int.self, forKey: .value)
            displayStrings = try container.decodeIfPresent(ItemPriceDisplayStrings.self, forKey: .displayStrings)
        }
    }

    /// A price as a tooltip shows it, e.g. "Sell Price:" 11 gold, 51 silver, 5 copper.
    public struct ItemPriceDisplayStrings: Codable, Hashable, Sendable {
        /// The label, e.g. "Sell Price:".
        public let header: LocalizedString
        /// The gold part, e.g. "11".
        public let gold: LocalizedString
        /// The silver part, e.g. "51".
        public let silver: LocalizedString
        /// The copper part, e.g. "5".
        public let copper: LocalizedString

        enum CodingKeys: String, CodingKey {
            case header, gold, silver, copper
        }
    }

    /// What a character needs to use an item.
    public struct ItemRequirements: Codable, Hashable, Sendable {
        /// The level, e.g. `60`, "Requires Level 60".
        public let level: ItemLevelRequirement?
        /// The classes that may use it.
        public let playableClasses: ItemClassesRequirement?
        /// The faction that may use it, in equipped items, e.g. `ALLIANCE`, "Alliance Only".
        public let faction: ItemFactionRequirement?
        /// The profession skill needed, in equipped items, e.g. "Requires Kul Tiran Jewelcrafting (170)".
        public let skill: ItemSkillRequirement?

        enum CodingKeys: String, CodingKey {
            case level, playableClasses = "playable_classes", faction, skill
        }
    }

    /// A faction requirement of an equipped item:
    /// `{"value": {"type": "ALLIANCE", "name": "Alliance"}, "display_string": "Alliance Only"}`.
    public struct ItemFactionRequirement: Codable, Hashable, Sendable {
        /// The faction, e.g. `ALLIANCE`.
        public let value: TypedName<Faction>
        /// The tooltip line, e.g. "Alliance Only".
        public let displayString: LocalizedString

        enum CodingKeys: String, CodingKey {
            case value, displayString = "display_string"
        }
    }

    /// A profession requirement of an equipped item: the profession (a name and id, no link, in the
    /// 2019 recording), the skill level and the tooltip line.
    public struct ItemSkillRequirement: Codable, Hashable, Sendable {
        /// The profession, e.g. "Kul Tiran Jewelcrafting" (2517).
        public let profession: LooseReference<Profession>
        /// The skill needed, e.g. `170`.
        public let level: Int
        /// The tooltip line, e.g. "Requires Kul Tiran Jewelcrafting (170)".
        public let displayString: LocalizedString

        enum CodingKeys: String, CodingKey {
            case profession, level, displayString = "display_string"
        }
    }

    /// A level requirement, e.g. `{"value": 60, "display_string": "Requires Level 60"}`.
    public struct ItemLevelRequirement: Codable, Hashable, Sendable {
        /// The level, e.g. `60`; `nil` when a body sends the line alone, as heirloom previews may.
        public let value: Int?
        /// The tooltip line, e.g. "Requires Level 60".
        public let displayString: LocalizedString

        enum CodingKeys: String, CodingKey {
            case value, displayString = "display_string"
        }
    }

    /// A class requirement: the classes that may use an item.
    public struct ItemClassesRequirement: Codable, Hashable, Sendable {
        /// The classes.
        public let links: [BattleNetReference<PlayableClass>]
        /// The tooltip line listing the classes.
        public let displayString: LocalizedString

        enum CodingKeys: String, CodingKey {
            case links, displayString = "display_string"
        }
    }

    /// The item set an item belongs to, as its tooltip lists it (also a character's equipped sets).
    ///
    /// Every recording has all four keys, but a Classic character's equipment, which decodes with this type
    /// too, may leave any of them out, so none is required.
    public struct ItemPreviewSet: Codable, Hashable, Sendable {
        /// The set, e.g. "Battlegear of Wrath".
        public let itemSet: BattleNetReference<ItemSet>?
        /// The items of the set.
        public let items: [ItemPreviewSetItem]?
        /// The set bonuses.
        public let effects: [ItemSetEffect]?
        /// The tooltip line naming the set and how many of its items are worn, e.g. "Battlegear of Wrath (0/8)".
        public let displayString: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case itemSet = "item_set", items, effects, displayString = "display_string"
        }
    }

    /// One item of an ``ItemPreviewSet``.
    public struct ItemPreviewSetItem: Codable, Hashable, Sendable {
        /// The item.
        public let item: BattleNetReference<Item>
        /// Whether the character wears it (equipped items only).
        public let isEquipped: Bool?

        enum CodingKeys: String, CodingKey {
            case item, isEquipped = "is_equipped"
        }
    }

    /// A gem socket of an item.
    public struct ItemSocket: Codable, Hashable, Sendable {
        /// The socket kind, a type and its name.
        public let socketType: TypedName<TypeCode>
        /// The gem in it, in equipped items.
        public let item: BattleNetReference<Item>?
        /// The gem's effect line.
        public let displayString: LocalizedString?
        /// The gem's media document.
        public let media: BattleNetReference<Media>?
        /// The context of the gem.
        public let context: Int?
        /// The color of the effect line.
        public let displayColor: RGBAColor?
        /// The bonus ids of the gem, in equipped items, e.g. `[1461, 4786]`.
        public let bonusList: [Int]?

        enum CodingKeys: String, CodingKey {
            case socketType = "socket_type", item, displayString = "display_string", media, context
            case displayColor = "display_color", bonusList = "bonus_list"
        }
    }

    /// What a recipe item teaches: the crafted item (when it makes one) and its reagents.
    public struct ItemRecipe: Codable, Hashable, Sendable {
        /// The crafted item's tooltip; `nil` for recipes that craft no item (enchanting formulas).
        public var item: ItemPreview? { crafted.first }
        /// The reagents, with their quantities.
        public let reagents: [ItemRecipeReagent]?
        /// The tooltip line listing the reagents.
        public let reagentsDisplayString: LocalizedString?
        // An array holds the crafted item so the recursive ItemPreview > ItemRecipe > ItemPreview has a size.
        private let crafted: [ItemPreview]

        enum CodingKeys: String, CodingKey {
            case item, reagents, reagentsDisplayString = "reagents_display_string"
        }

        /// Decodes a recipe block.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            crafted = try container.decodeIfPresent(ItemPreview.self, forKey: .item).map { [$0] } ?? []
            reagents = try container.decodeIfPresent([ItemRecipeReagent].self, forKey: .reagents)
            reagentsDisplayString = try container.decodeIfPresent(LocalizedString.self, forKey: .reagentsDisplayString)
        }

        /// Encodes the block as Blizzard sends it.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(item, forKey: .item)
            try container.encodeIfPresent(reagents, forKey: .reagents)
            try container.encodeIfPresent(reagentsDisplayString, forKey: .reagentsDisplayString)
        }
    }

    /// One reagent of a recipe: the item and how many are needed.
    public struct ItemRecipeReagent: Codable, Hashable, Sendable {
        /// The link to the reagent item.
        public let key: BattleNetLink<Item>
        /// The reagent's item id.
        public let id: Int?
        /// The reagent's name.
        public let name: LocalizedString?
        /// How many are needed.
        public let quantity: Int

        enum CodingKeys: String, CodingKey {
            case key, id, name, quantity
        }

        /// The reagent as a reference to its item.
        public var reference: BattleNetReference<Item> { BattleNetReference(key: key, id: id, name: name) }
    }

    /// The upgrade level of an heirloom preview.
    public struct ItemUpgradeLevel: Codable, Hashable, Sendable {
        /// The current upgrade level.
        public let value: Int
        /// The highest upgrade level.
        public let maxValue: Int
        /// The tooltip line.
        public let displayString: LocalizedString

        enum CodingKeys: String, CodingKey {
            case value, maxValue = "max_value", displayString = "display_string"
        }
    }
}

extension WoW {
    /// The searchable data of an item, as an item search result holds it.
    ///
    /// No search response was recorded, so no recorded body backs this model; names carry every locale.
    public struct ItemSearchDocument: WoWSearchDocument {
        /// The full document a result links to.
        public typealias Full = Item
        /// The item id, e.g. `19019`.
        public let id: Int
        /// The item name in every locale.
        public let name: LocalizedString
        /// The quality, e.g. `LEGENDARY`.
        public let quality: TypedName<ItemQuality>
        /// The item level.
        public let level: Int
        /// The character level needed to use it.
        public let requiredLevel: Int
        /// The item class, by id and name.
        public let itemClass: NamedID<ItemClass>
        /// The item subclass, by id and name.
        public let itemSubclass: NamedID<ItemSubclass>
        /// The inventory type, e.g. `WEAPON`.
        public let inventoryType: TypedName<ItemInventoryType>
        /// The media document, by id.
        public let media: NamedID<Media>
        /// The vendor price in copper.
        public let purchasePrice: Int
        /// How many a purchase buys; absent in older item bodies, so optional here too.
        public let purchaseQuantity: Int?
        /// The price a vendor pays, in copper.
        public let sellPrice: Int
        /// How many a character may own (`0`: no limit).
        public let maxCount: Int
        /// Whether it can be equipped.
        public let isEquippable: Bool
        /// Whether it stacks.
        public let isStackable: Bool
        /// Its appearances, by id (retail items since 2024).
        public let appearances: [NamedID<ItemAppearance>]?

        enum CodingKeys: String, CodingKey {
            case id, name, quality, level, requiredLevel = "required_level", itemClass = "item_class"
            case itemSubclass = "item_subclass", inventoryType = "inventory_type", media
            case purchasePrice = "purchase_price", purchaseQuantity = "purchase_quantity", sellPrice = "sell_price"
            case maxCount = "max_count", isEquippable = "is_equippable", isStackable = "is_stackable", appearances
        }
    }
}
