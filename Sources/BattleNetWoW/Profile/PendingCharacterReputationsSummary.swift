// Temporary: the helper that writes WoW.CharacterReputationsSummary deletes this file.
extension WoW {
    /// Placeholder for the CharacterReputationsSummary model, until its declaration lands.
    public struct CharacterReputationsSummary: Codable, Hashable, Sendable {}
}
