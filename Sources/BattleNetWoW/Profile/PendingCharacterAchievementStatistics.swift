// Temporary: the helper that writes WoW.CharacterAchievementStatistics deletes this file.
extension WoW {
    /// Placeholder for the CharacterAchievementStatistics model, until its declaration lands.
    public struct CharacterAchievementStatistics: Codable, Hashable, Sendable {}
}
