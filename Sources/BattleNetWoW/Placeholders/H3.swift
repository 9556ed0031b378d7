// PLACEHOLDER (removed at merge): types owned by other slices
import Foundation

extension WoW {
    /// Placeholder for the spell model of another slice.
    public struct Spell: Codable, Hashable, Sendable {}
    /// Placeholder for the playable class model of another slice.
    public struct PlayableClass: Codable, Hashable, Sendable {}
    /// Placeholder for the playable race model of another slice.
    public struct PlayableRace: Codable, Hashable, Sendable {}
    /// Placeholder for the achievement model of another slice.
    public struct Achievement: Codable, Hashable, Sendable {}
    /// Placeholder for the quest model of another slice.
    public struct Quest: Codable, Hashable, Sendable {}
}
