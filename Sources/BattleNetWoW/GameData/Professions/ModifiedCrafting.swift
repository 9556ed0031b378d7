import Foundation

extension WoW.Operations {
    /// **Modified Crafting Index**: links to the modified crafting categories and reagent slot types.
    package static let modifiedCraftingIndex = APIOperation<WoW.ModifiedCraftingIndex>(
        "wowModifiedCraftingIndex", "/data/wow/modified-crafting/index", namespace: .static
    )

    /// **Modified Crafting Category Index**: every modified crafting category (e.g. Specify Haste).
    package static let modifiedCraftingCategoryIndex = APIOperation<WoW.ModifiedCraftingCategoryIndex>(
        "wowModifiedCraftingCategoryIndex", "/data/wow/modified-crafting/category/index", namespace: .static
    )

    /// **Modified Crafting Category**: one modified crafting category.
    package static let modifiedCraftingCategory = APIOperation<WoW.ModifiedCraftingCategory, Int>(
        "wowModifiedCraftingCategory", "/data/wow/modified-crafting/category/{categoryId}",
        namespace: .static
    )

    /// **Modified Crafting Reagent Slot Type Index**: every reagent slot type of modified crafting.
    package static let modifiedCraftingReagentSlotTypeIndex = APIOperation<WoW.ModifiedCraftingReagentSlotTypeIndex>(
        "wowModifiedCraftingReagentSlotTypeIndex", "/data/wow/modified-crafting/reagent-slot-type/index",
        namespace: .static
    )

    /// **Modified Crafting Reagent Slot Type**: one reagent slot type with the categories it accepts.
    package static let modifiedCraftingReagentSlotType = APIOperation<WoW.ModifiedCraftingReagentSlotType, Int>(
        "wowModifiedCraftingReagentSlotType", "/data/wow/modified-crafting/reagent-slot-type/{slotTypeId}", namespace: .static
    )
}

extension WoW {
    /// The entry point of modified crafting (optional reagents, Shadowlands and later).
    public struct ModifiedCraftingIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ModifiedCraftingIndex>?
        /// The link to the category index.
        public let categories: BattleNetLink<ModifiedCraftingCategoryIndex>
        /// The link to the reagent slot type index.
        public let slotTypes: BattleNetLink<ModifiedCraftingReagentSlotTypeIndex>

        enum CodingKeys: String, CodingKey {
            case links = "_links", categories, slotTypes = "slot_types"
        }
    }

    /// Every modified crafting category (25 categories in the 9.0.2 body).
    public struct ModifiedCraftingCategoryIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ModifiedCraftingCategoryIndex>?
        /// The categories, e.g. "Specify Haste" (id `1`); a name may be missing or `null`.
        public let categories: [BattleNetReference<ModifiedCraftingCategory>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", categories
        }
    }

    /// One modified crafting category.
    public struct ModifiedCraftingCategory: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ModifiedCraftingCategory>?
        /// The category id, e.g. `1`.
        public let id: Int
        /// The category name, e.g. "Specify Haste"; `nil` when the body leaves it out.
        public let name: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name
        }
    }

    /// Every reagent slot type of modified crafting (23 slot types in the 9.0.2 body).
    public struct ModifiedCraftingReagentSlotTypeIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ModifiedCraftingReagentSlotTypeIndex>?
        /// The slot types, e.g. "Increase Item Level" (id `16`); a name may be missing or `null`.
        public let slotTypes: [BattleNetReference<ModifiedCraftingReagentSlotType>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", slotTypes = "slot_types"
        }
    }

    /// One reagent slot type.
    public struct ModifiedCraftingReagentSlotType: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ModifiedCraftingReagentSlotType>?
        /// The slot type id, e.g. `16`.
        public let id: Int
        /// What the slot does, e.g. "Increase Item Level".
        public let description: LocalizedString
        /// The categories of reagents the slot accepts, e.g. "Set Item Level" (id `45`).
        public let compatibleCategories: [BattleNetReference<ModifiedCraftingCategory>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, description, compatibleCategories = "compatible_categories"
        }
    }
}
