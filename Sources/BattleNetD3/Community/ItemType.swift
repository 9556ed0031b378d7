import Foundation

extension D3.Operations {
    /// **Item Type Index**: every item type.
    package static let itemTypeIndex = APIOperation<[D3.ItemTypeSummary]>("d3ItemTypeIndex", "/d3/data/item-type")

    /// **Item Type**: the items of one type.
    package static let itemType = APIOperation<[D3.ItemReference], String>("d3ItemType", "/d3/data/item-type/{itemTypeSlug}")
}


extension D3 {
    /// Game id of an item type, e.g. `"Sword2H"`, `"ChestArmor_Necromancer"`. Blizzard adds types with
    /// new classes and seasons. The item-type index writes `Ring`, hero items write `ring`: ids keep the
    /// case they were sent in but compare and hash case-insensitively, so `"ring" == .ring`.
    public struct ItemTypeID: CaseInsensitiveStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Amulets (`Amulet`).
        public static let amulet: Self = "Amulet"
        /// Two-handed axes (`Axe2H`), recorded in `d3/item-type__axe2h.json`.
        public static let axe2H: Self = "Axe2H"
        /// Bracers (`Bracers`).
        public static let bracers: Self = "Bracers"
        /// Cloaks (`Cloak`), the demon hunter's chest armor.
        public static let cloak: Self = "Cloak"
        /// Rings (`Ring`).
        public static let ring: Self = "Ring"
        /// One-handed swords (`Sword`).
        public static let sword: Self = "Sword"
        /// Two-handed swords (`Sword2H`), recorded in `d3/item-type__sword2h.json`.
        public static let sword2H: Self = "Sword2H"
        /// Belts of every class (`GenericBelt`).
        public static let genericBelt: Self = "GenericBelt"
    }

    /// An item type, as the list of every item type holds it.
    public struct ItemTypeSummary: Codable, Sendable, Hashable {
        /// e.g. `.sword2H`.
        public let id: ItemTypeID
        /// Localized name, e.g. `"Two-Handed Sword"`.
        public let name: String
        /// API path, e.g. `"item-type/sword2h"`.
        public let path: String

        /// The `{itemTypeSlug}` for `GET /d3/data/item-type/{itemTypeSlug}`: the last component of ``path``
        /// (e.g. `"sword2h"`).
        public var slug: String {
            path.split(separator: "/").last.map(String.init) ?? path
        }
    }

    /// A short reference to an item: the items of one item type, and the items of recipes and reagents.
    ///
    /// The current bodies send `slug` and `path`; the 2015 artisan body's recipe items send
    /// `displayColor` and `tooltipParams` instead (the 2015 blacksmith recording).
    public struct ItemReference: Codable, Sendable, Hashable {
        /// Game id, e.g. `"Sword_2H_003"`.
        public let id: String
        /// Slug of the English name, e.g. `"dervish"`; absent in the 2015 artisan body.
        public let slug: String?
        /// Localized name.
        public let name: String
        /// Item icon name.
        public let icon: Icon
        /// API path, e.g. `"item/dervish-Sword_2H_003"`; absent in the 2015 artisan body.
        public let path: String?
        /// Quality colour, e.g. `.white` for the 2015 reagent `"Reusable Parts"`; the 2015 artisan body only.
        public let displayColor: ItemDisplayColor?
        /// Tooltip path, e.g. `"item/reusable-parts"` (a reagent) or `"recipe/apprentice-boots"` (an item
        /// produced); the 2015 artisan body only.
        public let tooltipParams: String?
        /// Set-piece ids, on the set items some 2015 recipes produce (e.g. `"Born's Heart of Steel"` lists
        /// `["Unique_Chest_025_1xx"]`); the 2015 artisan body only.
        public let setItemsEquipped: [String]?

        /// A reference with the current body's keys (`slug` and `path`) or, for a 2015 body, its
        /// `displayColor`, `tooltipParams` and `setItemsEquipped`.
        public init(
            id: String, slug: String?, name: String, icon: Icon, path: String?,
            displayColor: ItemDisplayColor? = nil, tooltipParams: String? = nil, setItemsEquipped: [String]? = nil
        ) {
            self.id = id
            self.slug = slug
            self.name = name
            self.icon = icon
            self.path = path
            self.displayColor = displayColor
            self.tooltipParams = tooltipParams
            self.setItemsEquipped = setItemsEquipped
        }

        /// The `{itemSlugAndId}` for `GET /d3/data/item/{itemSlugAndId}`: ``path`` without its `item/`
        /// prefix (e.g. `"dervish-Sword_2H_003"`), else `slug-id`, else a 2015 `tooltipParams` without its
        /// `item/` prefix (e.g. `"reusable-parts"`: the 2015 item API took that part, as the recorded 2015
        /// item request shows); `nil` for a 2015 produced item, whose `tooltipParams` names a recipe.
        public var slugAndID: String? {
            if let path, path.hasPrefix("item/") { return String(path.dropFirst("item/".count)) }
            if let slug { return "\(slug)-\(id)" }
            if let tooltipParams, tooltipParams.hasPrefix("item/") { return String(tooltipParams.dropFirst("item/".count)) }
            return nil
        }
    }
}
