// PLACEHOLDER (removed at merge): types owned by other slices
import Foundation

extension WoW {
    /// Placeholder for the playable class model of another slice.
    public struct PlayableClass: Codable, Hashable, Sendable {}
    /// Placeholder for the playable specialization model of another slice.
    public struct PlayableSpecialization: Codable, Hashable, Sendable {}
    /// Placeholder for the item model of another slice.
    public struct Item: Codable, Hashable, Sendable {}
    /// Placeholder for the achievement model of another slice.
    public struct Achievement: Codable, Hashable, Sendable {}
    /// Placeholder for the recipe model of another slice.
    public struct Recipe: Codable, Hashable, Sendable {}
}
