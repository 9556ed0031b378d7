@_exported import BattleNetCore
import Foundation

/// StarCraft II: every model of the Battle.net StarCraft II API, and its operations.
///
/// Depend on the `BattleNetSC2` product and `import BattleNetSC2`; Core comes with it. SC2 has its own
/// region numbers (``SC2/RegionID``): any API host serves any of them.
///
/// ```swift
/// let client = try BattleNetClient(credentials: credentials, region: .eu)
/// let katarn = SC2.ProfileReference(region: .eu, realm: 1, profileID: 2137104)
/// let profile = try await client.sc2.profile(reference: katarn)                            // SC2.Profile
/// let bytes = try await client.raw(SC2.Endpoints.profile(reference: katarn)).data         // the same call, raw
/// ```
public enum SC2 {
    /// The operations of the StarCraft II API: one declaration each, from which the raw call
    /// (`BattleNetClient.raw(_:)`) and the mapped call (`BattleNetClient.value(_:)`, or
    /// `client.sc2.<operation>(...)`) derive. ``all`` lists them (generated from the declarations).
    /// The `china…` operations are served only by China's gateway (their `OperationDescriptor.regions`).
    public enum Operations {}
}

/// The StarCraft II calls of a client: `client.sc2.profile(reference: katarn)`, one member per declaration in
/// ``SC2/Operations``.
public typealias SC2Repository = OperationRepository<SC2.Operations>

extension BattleNetClient {
    /// The StarCraft II calls of this client, e.g. `client.sc2.season(region: .eu)` or `client.sc2.raw.season(region: .eu)`.
    public var sc2: SC2Repository { SC2Repository(client: self) }
}

extension SC2.RealmID: PathComponentArgument {}
extension SC2.QueueID: PathComponentArgument {}
extension SC2.TeamType: PathComponentArgument {}
extension SC2.LeagueID: PathComponentArgument {}

extension SC2.RegionID: PathComponentArgument {
    public static var argumentDescription: String { "an SC2 region: 1 (US), 2 (EU), 3 (KR/TW) or 5 (CN)" }

    /// Reads `1`, `2`, `3` or `5`; other numbers are refused (no SC2 region has them).
    public init(pathComponent text: String) throws(BattleNetError) {
        let value = try Int(pathComponent: text)
        guard [1, 2, 3, 5].contains(value) else { throw .badArgument(text, expected: Self.argumentDescription) }
        self.init(rawValue: value)
    }
}

extension SC2.ProfileReference: EndpointArgument {
    public static var pathParameterCount: Int { 3 }
    public static var argumentDescription: String { "an SC2 region (1, 2, 3 or 5), a realm (1 or 2) and a profile id" }

    /// `{regionId}`, `{realmId}`, `{profileId}`.
    public func pathValues() -> [String] { [String(region.rawValue), String(realm.rawValue), String(profileID)] }

    /// Reads a region, a realm and a profile id, e.g. `2 1 2137104`.
    public init(arguments: [String]) throws(BattleNetError) {
        guard arguments.count == 3 else {
            throw BattleNetError(.invalidRequest, message: "expected \(Self.argumentDescription), got \(arguments.count) value(s)")
        }
        let region = try SC2.RegionID(pathComponent: arguments[0])
        let realm = try Int(pathComponent: arguments[1])
        guard [1, 2].contains(realm) else { throw .badArgument(arguments[1], expected: "an SC2 realm: 1 or 2") }
        self.init(region: region, realm: SC2.RealmID(rawValue: realm), profileID: try Int(pathComponent: arguments[2]))
    }
}
