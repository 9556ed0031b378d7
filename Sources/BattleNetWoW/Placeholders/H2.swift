// PLACEHOLDER (removed at merge): types owned by other slices
import Foundation

extension WoW {
    /// Placeholder for the item model of another slice.
    public struct Item: Codable, Hashable, Sendable {}
    /// Placeholder for the spell model of another slice.
    public struct Spell: Codable, Hashable, Sendable {}
    /// Placeholder for the talent model of another slice.
    public struct Talent: Codable, Hashable, Sendable {}
    /// Placeholder for the PvP talent model of another slice.
    public struct PvpTalent: Codable, Hashable, Sendable {}
    /// Placeholder for the talent tree model of another slice.
    public struct TalentTree: Codable, Hashable, Sendable {}
    /// Placeholder for the tech talent tree model of another slice.
    public struct TechTalentTree: Codable, Hashable, Sendable {}
    /// Placeholder for the modified crafting reagent slot type model of another slice.
    public struct ModifiedCraftingReagentSlotType: Codable, Hashable, Sendable {}
}
