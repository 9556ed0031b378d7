// Temporary: the helper that writes WoW.CharacterPvpSummary deletes this file.
extension WoW {
    /// Placeholder for the CharacterPvpSummary model, until its declaration lands.
    public struct CharacterPvpSummary: Codable, Hashable, Sendable {}
}
