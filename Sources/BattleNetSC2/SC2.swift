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
/// let profile = try await client.sc2.profile(katarn)                            // SC2.Profile
/// let bytes = try await client.raw(SC2.Operations.profile(katarn)).data         // the same call, raw
/// ```
public enum SC2 {
    /// The operations of the StarCraft II API: one declaration each, from which the raw call
    /// (``BattleNetClient/raw(_:)``) and the mapped call (``BattleNetClient/value(_:)``, or the
    /// ``SC2Repository`` methods) derive.
    public enum Operations {
        /// Every StarCraft II operation: profile, ladder, account, legacy, game data, then China-only.
        public static let all: [AnyOperation] = [
            staticProfile.erased, metadata.erased, profile.erased, ladderSummary.erased, playerLadder.erased,
            grandmasterLeaderboard.erased, season.erased, player.erased,
            legacyProfile.erased, legacyLadders.erased, legacyMatchHistory.erased, legacyLadder.erased,
            legacyAchievements.erased, legacyRewards.erased,
            league.erased, ladderData.erased,
            chinaProfile.erased, chinaLadders.erased, chinaMatchHistory.erased, chinaLadder.erased,
            chinaAchievements.erased, chinaRewards.erased,
        ]

        /// The operations served only by China's gateway.
        public static let chinaOnly: Set<String> = [
            "sc2CnProfile", "sc2CnLadders", "sc2CnMatchHistory", "sc2CnLadder", "sc2CnAchievements", "sc2CnRewards",
        ]
    }
}

/// The StarCraft II calls of a client, each returning its model.
///
/// Every method is a one-line forward to ``BattleNetClient/value(_:)`` with an operation from
/// ``SC2/Operations``; use ``BattleNetClient/raw(_:)`` with the same operation for the bytes.
public struct SC2Repository: Sendable {
    public let client: BattleNetClient

    public init(client: BattleNetClient) {
        self.client = client
    }
}

extension BattleNetClient {
    /// The StarCraft II calls of this client.
    public var sc2: SC2Repository { SC2Repository(client: self) }
}

extension BattleNetCore.Operation {
    /// The endpoint of a profile operation for `profile` (its region, realm and id), followed by any
    /// further path arguments: `SC2.Operations.playerLadder(katarn, 2200)`.
    public func callAsFunction(_ profile: SC2.ProfileReference, _ more: PathArgument...) -> Endpoint<Response> {
        endpoint(profile.pathArguments + more)
    }
}
