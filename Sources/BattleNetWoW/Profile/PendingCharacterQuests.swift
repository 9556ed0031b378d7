// Temporary: the helper that writes WoW.CharacterQuests deletes this file.
extension WoW {
    /// Placeholder for the CharacterQuests model, until its declaration lands.
    public struct CharacterQuests: Codable, Hashable, Sendable {}
}
