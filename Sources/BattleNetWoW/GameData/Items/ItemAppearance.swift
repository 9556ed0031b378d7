import Foundation

extension WoW.Operations {
    /// **Item Appearance**: one transmog appearance with the items that have it.
    package static let itemAppearance = APIOperation<WoW.ItemAppearance, Int>(
        "wowItemAppearance", "/data/wow/item-appearance/{itemAppearanceId}", namespace: .static
    )

    /// **Item Appearance Search**: appearances matching a query, a page at a time.
    package static let itemAppearanceSearch = APIOperation<WoW.SearchPage<WoW.ItemAppearanceSearchDocument>>(
        "wowItemAppearanceSearch", "/data/wow/search/item-appearance", namespace: .static
    )

    /// **Item Appearance Set Index**: every transmog appearance set.
    package static let itemAppearanceSetIndex = APIOperation<WoW.ItemAppearanceSetIndex>(
        "wowItemAppearanceSetIndex", "/data/wow/item-appearance/set/index", namespace: .static
    )

    /// **Item Appearance Set**: one transmog appearance set with its appearances.
    package static let itemAppearanceSet = APIOperation<WoW.ItemAppearanceSet, Int>(
        "wowItemAppearanceSet", "/data/wow/item-appearance/set/{itemAppearanceSetId}", namespace: .static
    )

    /// **Item Appearance Slot Index**: every slot appearances are listed by.
    package static let itemAppearanceSlotIndex = APIOperation<WoW.ItemAppearanceSlotIndex>(
        "wowItemAppearanceSlotIndex", "/data/wow/item-appearance/slot/index", namespace: .static
    )

    /// **Item Appearance Slot**: every appearance of one slot, named by inventory type (e.g. `HEAD`).
    package static let itemAppearanceSlot = APIOperation<WoW.ItemAppearanceSlot, WoW.ItemInventoryType>(
        "wowItemAppearanceSlot", "/data/wow/item-appearance/slot/{slotType}", namespace: .static
    )
}

extension WoW.ItemInventoryType: PathComponentArgument {}

extension WoW {
    /// One transmog appearance (retail, since 2024).
    ///
    /// No recorded body backs this model; only the id is required.
    public struct ItemAppearance: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ItemAppearance>?
        /// The appearance id.
        public let id: Int
        /// The slot it is worn in, e.g. `{"type": "HEAD", "name": "Head"}`.
        public let slot: TypedName<ItemInventoryType>?
        /// The item class of its items.
        public let itemClass: BattleNetReference<ItemClass>?
        /// The item subclass of its items.
        public let itemSubclass: BattleNetReference<ItemSubclass>?
        /// The client's display id of the model.
        public let itemDisplayInfoID: Int?
        /// The items that have this appearance.
        public let items: [BattleNetReference<Item>]?
        /// The appearance's media document.
        public let media: BattleNetReference<Media>?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, slot, itemClass = "item_class", itemSubclass = "item_subclass"
            case itemDisplayInfoID = "item_display_info_id", items, media
        }
    }

    /// Every transmog appearance set.
    public struct ItemAppearanceSetIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ItemAppearanceSetIndex>?
        /// The appearance sets.
        public let appearanceSets: [BattleNetReference<ItemAppearanceSet>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", appearanceSets = "appearance_sets"
        }
    }

    /// One transmog appearance set.
    public struct ItemAppearanceSet: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ItemAppearanceSet>?
        /// The set id.
        public let id: Int
        /// The set name (key `set_name`).
        public let setName: LocalizedString?
        /// The appearances of the set.
        public let appearances: [BattleNetReference<ItemAppearance>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, setName = "set_name", appearances
        }
    }

    /// Every slot appearances are listed by.
    public struct ItemAppearanceSlotIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ItemAppearanceSlotIndex>?
        /// The slots, as links whose last path component is the slot type (e.g. `.../slot/HEAD`).
        public let slots: [BattleNetReference<ItemAppearanceSlot>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", slots
        }
    }

    /// Every appearance of one slot.
    public struct ItemAppearanceSlot: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ItemAppearanceSlot>?
        /// The appearances worn in this slot.
        public let appearances: [BattleNetReference<ItemAppearance>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", appearances
        }
    }

    /// The searchable data of an appearance, as an appearance search result holds it.
    ///
    /// No search response was recorded, so no recorded body backs this model.
    public struct ItemAppearanceSearchDocument: WoWSearchDocument {
        /// The full document a result links to.
        public typealias Full = ItemAppearance
        /// The appearance id.
        public let id: Int
        /// The slot, with its name in every locale.
        public let slot: TypedName<ItemInventoryType>?
        /// The client's display id of the model.
        public let itemDisplayInfoID: Int?

        enum CodingKeys: String, CodingKey {
            case id, slot, itemDisplayInfoID = "item_display_info_id"
        }
    }
}
