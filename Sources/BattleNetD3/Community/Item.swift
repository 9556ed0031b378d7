import Foundation

extension D3.Operations {
    /// **Item**: one item, addressed as `<slug>-<id>` (e.g. `corrupted-ashbringer-Unique_Sword_2H_104_x1`).
    package static let item = APIOperation<D3.Item, String>("d3Item", "/d3/data/item/{itemSlugAndId}", labels: ["key"])
}


extension D3 {
    /// An item with its type, stats and set.
    ///
    /// Decodes both shapes Blizzard has used:
    /// - current (2019+, `*.api.blizzard.com/d3/data/item/<slug>-<id>`): `slug`, `color`, `flavorTextHtml`,
    ///   `damage`/`damageHtml`/`dps` text, `armor` text, `set*` fields, `randomAffixes[].oneOf`,
    ///   `attributes.other`, attribute lines with `textHtml`;
    /// - 2015 (Mashery `*.api.battle.net`, requested with a tooltip key): `displayColor`, `itemLevel`,
    ///   `armor` as a `{min, max}` range, `attributesRaw`, `gems`, `blockChance`, `damageRange`,
    ///   `attributes.passive`, attribute lines with `color`/`affixType`.
    ///
    /// `color` and `displayColor` mean the same and both decode into ``displayColor``. `armor` is text today
    /// and a `{min, max}` range in 2015 (``armor``/``armorRange``); `dps` is text today and is accepted as a
    /// range too (``dps``/``dpsRange``) because 2015 weapon bodies, which no recording here shows, used ranges.
    /// The 2015 `craftedBy` and `socketEffects` arrays (empty in the only recording) are not modelled.
    public struct Item: Codable, Sendable, Hashable {
        /// Game id, e.g. `"Unique_Sword_2H_104_x1"`. Present in both eras.
        public let id: String
        /// Localized name. Present in both eras.
        public let name: String
        /// Slug of the English name, e.g. `"corrupted-ashbringer"`; absent in the 2015 shape.
        public let slug: String?
        /// Item icon name.
        public let icon: Icon
        /// Quality colour: JSON `color` (current) or `displayColor` (2015).
        public let displayColor: ItemDisplayColor
        /// Tooltip path: `"/item/<slug>-<id>"` today, `"item/<encoded item>"` in 2015.
        public let tooltipParams: String
        /// Character level needed to equip.
        public let requiredLevel: Int
        /// Item level; 2015 shape only.
        public let itemLevel: Int?
        /// Maximum stack size (0 for equipment).
        public let stackSizeMax: Int
        /// Whether the item is bound to the account.
        public let accountBound: Bool
        /// Number of bonus affixes rolled; 2015 shape only.
        public let bonusAffixes: Int?
        /// Maximum number of bonus affixes; 2015 shape only.
        public let bonusAffixesMax: Int?
        /// Lore text; absent on items without flavour text (and `null`-able).
        public let flavorText: String?
        /// Lore text as HTML; current shape only.
        public let flavorTextHTML: String?
        /// Localized type line, e.g. `"Legendary Two-Handed Sword"`.
        public let typeName: String
        /// The item's type.
        public let type: ItemKind
        /// Weapon damage and attack-speed text; current shape, weapons only.
        public let damage: String?
        /// ``damage`` as HTML; current shape, weapons only.
        public let damageHTML: String?
        /// Damage-per-second text, e.g. `"1,632.4"`; current shape (JSON `dps` as a string), weapons only.
        public let dps: String?
        /// Damage per second as a range when JSON `dps` is an object (expected only in 2015 weapon bodies; no
        /// recording here has one).
        public let dpsRange: ItemValueRange?
        /// Damage text such as `"0–0 Damage"`; 2015 shape only.
        public let damageRange: String?
        /// Armour text; current shape (JSON `armor` as a string), armour only (DiabloSharp model).
        public let armor: String?
        /// ``armor`` as HTML; current shape, armour only (DiabloSharp model).
        public let armorHTML: String?
        /// Armour as a range; 2015 shape (JSON `armor` as an object).
        public let armorRange: ItemValueRange?
        /// Block text; current shape, shields only (DiabloSharp model).
        public let block: String?
        /// ``block`` as HTML; current shape, shields only (DiabloSharp model).
        public let blockHTML: String?
        /// Block chance text, e.g. `"+0.0% Chance to Block"`; 2015 shape only.
        public let blockChance: String?
        /// Usage description (potions, gems, plans); `null` or absent on most items.
        public let description: String?
        /// ``description`` as HTML; current shape, usually absent.
        public let descriptionHTML: String?
        /// Whether the item only drops in a season.
        public let isSeasonRequiredToDrop: Bool
        /// Season needed for the item to drop, `-1` when none.
        public let seasonRequiredToDrop: Int
        /// Slots the item can be equipped in.
        public let slots: [ItemSlot]
        /// Affix lines.
        public let attributes: ItemAttributes
        /// Raw game attributes by internal name (e.g. `"Dexterity_Item"`); 2015 shape only.
        public let attributesRaw: [String: ItemValueRange]?
        /// Groups of affixes of which one is rolled; `[]` when none. Absent on some items (checked for
        /// `null` by d3 client code), so optional.
        public let randomAffixes: [ItemRandomAffix]?
        /// Gems socketed in this particular item; 2015 shape only (tooltip-key requests).
        public let gems: [ItemGem]?
        /// Name of the item's set; current shape, set items only.
        public let setName: String?
        /// ``setName`` as HTML; current shape, set items only.
        public let setNameHTML: String?
        /// Set bonus text; current shape, set items only.
        public let setDescription: String?
        /// ``setDescription`` as HTML; current shape, set items only.
        public let setDescriptionHTML: String?
        /// Paths of the other items of the set (e.g. `"item/firebirds-pinions-Unique_Shoulder_Set_06_x1"`);
        /// current shape only (`[]` for non-set items).
        public let setItems: [String]?

        /// Whether the colour came as `displayColor` (2015), so that encoding writes the key it read.
        private let colorIsLegacy: Bool

        enum CodingKeys: String, CodingKey {
            case id, name, slug, icon, color, displayColor, tooltipParams, requiredLevel, itemLevel, stackSizeMax
            case accountBound, bonusAffixes, bonusAffixesMax, flavorText, typeName, type, damage, dps
            case damageRange, armor, block, blockChance, description, isSeasonRequiredToDrop
            case seasonRequiredToDrop, slots, attributes, attributesRaw, randomAffixes, gems, setName
            case setDescription, setItems
            case flavorTextHTML = "flavorTextHtml"
            case damageHTML = "damageHtml"
            case armorHTML = "armorHtml"
            case blockHTML = "blockHtml"
            case descriptionHTML = "descriptionHtml"
            case setNameHTML = "setNameHtml"
            case setDescriptionHTML = "setDescriptionHtml"
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try c.decode(String.self, forKey: .id)
            name = try c.decode(String.self, forKey: .name)
            slug = try c.decodeIfPresent(String.self, forKey: .slug)
            icon = try c.decode(D3.Icon.self, forKey: .icon)
            // Current API sends `color`, the 2015 API `displayColor`.
            if let color = try c.decodeIfPresent(D3.ItemDisplayColor.self, forKey: .color) {
                displayColor = color
                colorIsLegacy = false
            } else {
                displayColor = try c.decode(D3.ItemDisplayColor.self, forKey: .displayColor)
                colorIsLegacy = true
            }
            tooltipParams = try c.decode(String.self, forKey: .tooltipParams)
            requiredLevel = try c.decode(Int.self, forKey: .requiredLevel)
            itemLevel = try c.decodeIfPresent(Int.self, forKey: .itemLevel)
            stackSizeMax = try c.decode(Int.self, forKey: .stackSizeMax)
            accountBound = try c.decode(Bool.self, forKey: .accountBound)
            bonusAffixes = try c.decodeIfPresent(Int.self, forKey: .bonusAffixes)
            bonusAffixesMax = try c.decodeIfPresent(Int.self, forKey: .bonusAffixesMax)
            flavorText = try c.decodeIfPresent(String.self, forKey: .flavorText)
            flavorTextHTML = try c.decodeIfPresent(String.self, forKey: .flavorTextHTML)
            typeName = try c.decode(String.self, forKey: .typeName)
            type = try c.decode(ItemKind.self, forKey: .type)
            damage = try c.decodeIfPresent(String.self, forKey: .damage)
            damageHTML = try c.decodeIfPresent(String.self, forKey: .damageHTML)
            // `dps` and `armor` are strings today and `{min, max}` objects in 2015.
            (dps, dpsRange) = try Self.textOrRange(c, .dps)
            damageRange = try c.decodeIfPresent(String.self, forKey: .damageRange)
            (armor, armorRange) = try Self.textOrRange(c, .armor)
            armorHTML = try c.decodeIfPresent(String.self, forKey: .armorHTML)
            block = try c.decodeIfPresent(String.self, forKey: .block)
            blockHTML = try c.decodeIfPresent(String.self, forKey: .blockHTML)
            blockChance = try c.decodeIfPresent(String.self, forKey: .blockChance)
            description = try c.decodeIfPresent(String.self, forKey: .description)
            descriptionHTML = try c.decodeIfPresent(String.self, forKey: .descriptionHTML)
            isSeasonRequiredToDrop = try c.decode(Bool.self, forKey: .isSeasonRequiredToDrop)
            seasonRequiredToDrop = try c.decode(Int.self, forKey: .seasonRequiredToDrop)
            slots = try c.decode([D3.ItemSlot].self, forKey: .slots)
            attributes = try c.decode(ItemAttributes.self, forKey: .attributes)
            attributesRaw = try c.decodeIfPresent([String: ItemValueRange].self, forKey: .attributesRaw)
            randomAffixes = try c.decodeIfPresent([ItemRandomAffix].self, forKey: .randomAffixes)
            gems = try c.decodeIfPresent([ItemGem].self, forKey: .gems)
            setName = try c.decodeIfPresent(String.self, forKey: .setName)
            setNameHTML = try c.decodeIfPresent(String.self, forKey: .setNameHTML)
            setDescription = try c.decodeIfPresent(String.self, forKey: .setDescription)
            setDescriptionHTML = try c.decodeIfPresent(String.self, forKey: .setDescriptionHTML)
            setItems = try c.decodeIfPresent([String].self, forKey: .setItems)
        }

        /// Decodes a key that is a string in the current API and a `{min, max}` object in 2015.
        private static func textOrRange(
            _ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys
        ) throws -> (String?, ItemValueRange?) {
            guard c.contains(key), try !c.decodeNil(forKey: key) else { return (nil, nil) }
            if let text = try? c.decode(String.self, forKey: key) { return (text, nil) }
            return (nil, try c.decode(ItemValueRange.self, forKey: key))
        }

        /// Encodes with the key names the body used (`color` or the 2015 `displayColor`; `armor`/`dps` as
        /// text, or as ranges when only those exist).
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(name, forKey: .name)
            try c.encodeIfPresent(slug, forKey: .slug)
            try c.encode(icon, forKey: .icon)
            try c.encode(displayColor, forKey: colorIsLegacy ? .displayColor : .color)
            try c.encode(tooltipParams, forKey: .tooltipParams)
            try c.encode(requiredLevel, forKey: .requiredLevel)
            try c.encodeIfPresent(itemLevel, forKey: .itemLevel)
            try c.encode(stackSizeMax, forKey: .stackSizeMax)
            try c.encode(accountBound, forKey: .accountBound)
            try c.encodeIfPresent(bonusAffixes, forKey: .bonusAffixes)
            try c.encodeIfPresent(bonusAffixesMax, forKey: .bonusAffixesMax)
            try c.encodeIfPresent(flavorText, forKey: .flavorText)
            try c.encodeIfPresent(flavorTextHTML, forKey: .flavorTextHTML)
            try c.encode(typeName, forKey: .typeName)
            try c.encode(type, forKey: .type)
            try c.encodeIfPresent(damage, forKey: .damage)
            try c.encodeIfPresent(damageHTML, forKey: .damageHTML)
            if let dps { try c.encode(dps, forKey: .dps) } else { try c.encodeIfPresent(dpsRange, forKey: .dps) }
            try c.encodeIfPresent(damageRange, forKey: .damageRange)
            if let armor { try c.encode(armor, forKey: .armor) } else { try c.encodeIfPresent(armorRange, forKey: .armor) }
            try c.encodeIfPresent(armorHTML, forKey: .armorHTML)
            try c.encodeIfPresent(block, forKey: .block)
            try c.encodeIfPresent(blockHTML, forKey: .blockHTML)
            try c.encodeIfPresent(blockChance, forKey: .blockChance)
            try c.encodeIfPresent(description, forKey: .description)
            try c.encodeIfPresent(descriptionHTML, forKey: .descriptionHTML)
            try c.encode(isSeasonRequiredToDrop, forKey: .isSeasonRequiredToDrop)
            try c.encode(seasonRequiredToDrop, forKey: .seasonRequiredToDrop)
            try c.encode(slots, forKey: .slots)
            try c.encode(attributes, forKey: .attributes)
            try c.encodeIfPresent(attributesRaw, forKey: .attributesRaw)
            try c.encodeIfPresent(randomAffixes, forKey: .randomAffixes)
            try c.encodeIfPresent(gems, forKey: .gems)
            try c.encodeIfPresent(setName, forKey: .setName)
            try c.encodeIfPresent(setNameHTML, forKey: .setNameHTML)
            try c.encodeIfPresent(setDescription, forKey: .setDescription)
            try c.encodeIfPresent(setDescriptionHTML, forKey: .setDescriptionHTML)
            try c.encodeIfPresent(setItems, forKey: .setItems)
        }
    }
}
