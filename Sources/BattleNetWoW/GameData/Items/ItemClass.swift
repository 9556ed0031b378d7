import Foundation

extension WoW.Operations {
    /// **Item Class Index**: every item class (Consumable, Container, Weapon, ...).
    package static let itemClassIndex = APIOperation<WoW.ItemClassIndex>(
        "wowItemClassIndex", "/data/wow/item-class/index", namespace: .static, flavors: .all
    )

    /// **Item Class**: one item class with its subclasses.
    package static let itemClass = APIOperation<WoW.ItemClass, Int>(
        "wowItemClass", "/data/wow/item-class/{itemClassId}", namespace: .static, flavors: .all
    )

    /// **Item Set Index**: every item set.
    package static let itemSetIndex = APIOperation<WoW.ItemSetIndex>(
        "wowItemSetIndex", "/data/wow/item-set/index", namespace: .static
    )

    /// **Item Set**: one item set with its items and set bonuses.
    package static let itemSet = APIOperation<WoW.ItemSet, Int>(
        "wowItemSet", "/data/wow/item-set/{itemSetId}", namespace: .static
    )

    /// **Item Subclass**: one subclass of an item class (e.g. Consumable › Explosives and Devices).
    package static let itemSubclass = APIOperation<WoW.ItemSubclass, Int, Int>(
        "wowItemSubclass", "/data/wow/item-class/{itemClassId}/item-subclass/{itemSubclassId}",
        namespace: .static, flavors: .all
    )
}

extension WoW {
    /// Every item class (17 classes in retail 2019–2020 bodies, 12 in Classic 1.13).
    public struct ItemClassIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ItemClassIndex>?
        /// The item classes, e.g. `Consumable` (id `0`), `Container` (id `1`).
        public let itemClasses: [BattleNetReference<ItemClass>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", itemClasses = "item_classes"
        }
    }

    /// One item class with its subclasses.
    public struct ItemClass: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ItemClass>?
        /// The class id, e.g. `1`.
        public let classID: Int
        /// The class name, e.g. "Container".
        public let name: LocalizedString
        /// The subclasses, e.g. `Bag` (id `0`); may be absent in Classic bodies.
        public let itemSubclasses: [BattleNetReference<ItemSubclass>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", classID = "class_id", name, itemSubclasses = "item_subclasses"
        }
    }

    /// One subclass of an item class.
    public struct ItemSubclass: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ItemSubclass>?
        /// The id of the item class it belongs to, e.g. `0`.
        public let classID: Int
        /// The subclass id within its class, e.g. `0`.
        public let subclassID: Int
        /// The subclass name, e.g. "Explosives and Devices" (retail) or "Consumable" (Classic 1.13).
        public let displayName: LocalizedString
        /// A longer name some subclasses have; no recording has it.
        public let verboseName: LocalizedString?
        /// Whether tooltips leave the subclass name out; `nil` when the body leaves it out.
        public let hideSubclassInTooltips: Bool?

        enum CodingKeys: String, CodingKey {
            case links = "_links", classID = "class_id", subclassID = "subclass_id", displayName = "display_name"
            case verboseName = "verbose_name", hideSubclassInTooltips = "hide_subclass_in_tooltips"
        }
    }

    /// Every item set.
    public struct ItemSetIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ItemSetIndex>?
        /// The item sets, e.g. "The Gladiator" (id `1`).
        public let itemSets: [BattleNetReference<ItemSet>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", itemSets = "item_sets"
        }
    }

    /// One item set with its items and bonuses.
    public struct ItemSet: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ItemSet>?
        /// The set id, e.g. `1`.
        public let id: Int
        /// The set name, e.g. "The Gladiator".
        public let name: LocalizedString
        /// The items of the set, e.g. "Savage Gladiator Helm" (id `11729`).
        public let items: [BattleNetReference<Item>]
        /// The bonuses, by number of items worn.
        public let effects: [ItemSetEffect]
        /// Whether a bonus is active (always `false` outside a character's equipment); `nil` when the body
        /// leaves it out.
        public let isEffectActive: Bool?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, items, effects, isEffectActive = "is_effect_active"
        }
    }

    /// One bonus of an item set, e.g. `(2) Set: +0 Armor.` for two items.
    public struct ItemSetEffect: Codable, Hashable, Sendable {
        /// The bonus text, e.g. "(2) Set: +0 Armor.".
        public let displayString: LocalizedString
        /// How many items of the set must be worn, e.g. `2`.
        public let requiredCount: Int
        /// Whether the bonus is active, in a character's equipment.
        public let isActive: Bool?

        enum CodingKeys: String, CodingKey {
            case displayString = "display_string", requiredCount = "required_count", isActive = "is_active"
        }
    }
}
