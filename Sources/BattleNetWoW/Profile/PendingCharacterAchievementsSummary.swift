// Temporary: the helper that writes WoW.CharacterAchievementsSummary deletes this file.
extension WoW {
    /// Placeholder for the CharacterAchievementsSummary model, until its declaration lands.
    public struct CharacterAchievementsSummary: Codable, Hashable, Sendable {}
}
