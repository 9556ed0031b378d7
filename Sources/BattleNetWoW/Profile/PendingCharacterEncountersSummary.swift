// Temporary: the helper that writes WoW.CharacterEncountersSummary deletes this file.
extension WoW {
    /// Placeholder for the CharacterEncountersSummary model, until its declaration lands.
    public struct CharacterEncountersSummary: Codable, Hashable, Sendable {}
}
