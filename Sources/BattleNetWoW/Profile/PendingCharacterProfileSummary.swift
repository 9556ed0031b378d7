// Temporary: the helper that writes WoW.CharacterProfileSummary deletes this file.
extension WoW {
    /// Placeholder for the CharacterProfileSummary model, until its declaration lands.
    public struct CharacterProfileSummary: Codable, Hashable, Sendable {}
}
