// Temporary: the helper that writes WoW.CharacterProfessionsSummary deletes this file.
extension WoW {
    /// Placeholder for the CharacterProfessionsSummary model, until its declaration lands.
    public struct CharacterProfessionsSummary: Codable, Hashable, Sendable {}
}
