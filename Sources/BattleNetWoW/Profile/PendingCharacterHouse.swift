// Temporary: the helper that writes WoW.CharacterHouse deletes this file.
extension WoW {
    /// Placeholder for the CharacterHouse model, until its declaration lands.
    public struct CharacterHouse: Codable, Hashable, Sendable {}
}
