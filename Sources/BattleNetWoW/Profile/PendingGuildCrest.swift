// Temporary: the helper that writes WoW.GuildCrest deletes this file.
extension WoW {
    /// Placeholder for the GuildCrest model, until its declaration lands.
    public struct GuildCrest: Codable, Hashable, Sendable {}
}
