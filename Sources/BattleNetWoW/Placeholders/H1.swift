// PLACEHOLDER (removed at merge): types owned by other slices
// TRANSIENT: ConnectedRealm is this slice's own; it stands here only until the connected realm family
// lands in the next commit, so that the auction house commit builds on its own.

extension WoW {
    public struct ConnectedRealm: Codable, Hashable, Sendable {}
}
