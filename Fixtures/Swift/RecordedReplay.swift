import BattleNetCore
import BattleNetTesting
import Foundation

extension ReplayTransport {
    /// Replays the recordings shipped with the package (this module's resources).
    ///
    /// ```swift
    /// import BattleNetFixtures
    ///
    /// let client = try BattleNetClient(
    ///     configuration: .init(region: .eu), tokens: FixedTokenProvider(),
    ///     transport: ReplayTransport.recordedFixtures()
    /// )
    /// ```
    /// - Parameter notice: Told when a body recorded for another flavor, region or locale is served.
    /// - Throws: `BattleNetError` `.invalidConfiguration` when the resource bundle cannot be found.
    public static func recordedFixtures(notice: (@Sendable (String) -> Void)? = nil) throws -> ReplayTransport {
        try ReplayTransport(directory: try RecordedFixtures.requiredDirectory(), notice: notice)
    }
}

extension FixtureManifest {
    /// The manifest of the recordings shipped with the package.
    /// - Throws: `BattleNetError` `.invalidConfiguration` when the resource bundle cannot be found;
    ///   what ``FixtureManifest/init(directory:)`` throws for an unreadable manifest.
    public static func recorded() throws -> FixtureManifest {
        try FixtureManifest(directory: try RecordedFixtures.requiredDirectory())
    }
}
