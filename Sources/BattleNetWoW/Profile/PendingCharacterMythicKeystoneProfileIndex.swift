// Temporary: the helper that writes WoW.CharacterMythicKeystoneProfileIndex deletes this file.
extension WoW {
    /// Placeholder for the CharacterMythicKeystoneProfileIndex model, until its declaration lands.
    public struct CharacterMythicKeystoneProfileIndex: Codable, Hashable, Sendable {}
}
