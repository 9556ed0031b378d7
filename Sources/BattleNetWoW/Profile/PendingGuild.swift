// Temporary: the helper that writes WoW.Guild deletes this file.
extension WoW {
    /// Placeholder for the Guild model, until its declaration lands.
    public struct Guild: Codable, Hashable, Sendable {}
}
