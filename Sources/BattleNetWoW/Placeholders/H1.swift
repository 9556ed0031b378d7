// PLACEHOLDER (removed at merge): types owned by other slices

extension WoW {
    public struct Achievement: Codable, Hashable, Sendable {}
    public struct JournalInstance: Codable, Hashable, Sendable {}
    public struct PlayableSpecialization: Codable, Hashable, Sendable {}
}
