// PLACEHOLDER (removed at merge): types owned by other slices
import Foundation

extension WoW {
    /// Placeholder for the item model of another slice.
    public struct Item: Codable, Hashable, Sendable {}
    /// Placeholder for the modified crafting reagent slot type model of another slice.
    public struct ModifiedCraftingReagentSlotType: Codable, Hashable, Sendable {}
}
