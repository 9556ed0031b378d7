// Temporary: the helper that writes WoW.CharacterCollectionsIndex deletes this file.
extension WoW {
    /// Placeholder for the CharacterCollectionsIndex model, until its declaration lands.
    public struct CharacterCollectionsIndex: Codable, Hashable, Sendable {}
}
