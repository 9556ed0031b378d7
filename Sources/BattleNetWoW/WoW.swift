@_exported import BattleNetCore
import Foundation

/// World of Warcraft: every model of the Battle.net World of Warcraft API, and its operations, for
/// retail and every Classic flavor from the same declarations.
///
/// Depend on the `BattleNetWoW` product and `import BattleNetWoW`; Core comes with it. Each operation
/// names its namespace kind (`static`, `dynamic` or `profile`); the client derives the
/// `Battlenet-Namespace` header from that kind, the flavor and the region (`static-us`,
/// `dynamic-classic-eu`).
///
/// ```swift
/// let client = try BattleNetClient(credentials: credentials, region: .us)
/// let item = try await client.wow.item(id: 19019)                        // WoW.Item: Thunderfury
/// let bytes = try await client.wow.raw.item(id: 19019).data              // the same call, raw
/// let media = try await client.value(item.media)                     // follow a reference
/// let classic = try await client.wow.flavor(.classicEra).item(id: 19019) // static-classic1x-us
/// ```
public enum WoW {
    /// The operations of the World of Warcraft API: one declaration each, from which the raw call
    /// (`BattleNetClient.raw(_:)`) and the mapped call (`BattleNetClient.value(_:)`, or
    /// `client.wow.<operation>(...)`) derive. ``all`` lists them (generated from the declarations).
    /// A declaration whose flavors include Classic answers both its `wowX` and `wowClassicX`
    /// catalogue ids.
    public enum Operations {}
}

/// The World of Warcraft calls of a client: `client.wow.item(id: 19019)`, one member per declaration in
/// ``WoW/Operations``.
public typealias WoWRepository = OperationRepository<WoW.Operations>

extension BattleNetClient {
    /// The World of Warcraft calls of this client, e.g. `client.wow.item(id: 19019)` or
    /// `client.wow.raw.item(id: 19019)`.
    public var wow: WoWRepository { WoWRepository(client: self) }
}
