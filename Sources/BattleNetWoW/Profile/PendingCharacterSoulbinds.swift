// Temporary: the helper that writes WoW.CharacterSoulbinds deletes this file.
extension WoW {
    /// Placeholder for the CharacterSoulbinds model, until its declaration lands.
    public struct CharacterSoulbinds: Codable, Hashable, Sendable {}
}
