import BattleNetCore
import BattleNetStandIn
import BattleNetTesting
import Foundation

/// The package's recorded fixtures.
let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

/// A stand-in Battle.net on an ephemeral loopback port.
func startServer(_ configure: (inout StandInServer.Configuration) -> Void = { _ in }) throws -> StandInServer {
    var configuration = StandInServer.Configuration(fixtures: try FixtureManifest(directory: fixtures))
    configure(&configuration)
    let server = StandInServer(configuration: configuration)
    try server.start()
    return server
}

/// Quick backoffs, so fault tests stay short; the rules are the standard policy's.
let quickRetry = RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(20), maxDelay: .milliseconds(200), maxTotalTime: .seconds(15))

/// The real client stack: URLSession transport, AuthenticationManager with the stand-in's credentials.
func makeClient(
    _ server: StandInServer, rateLimit: RateLimit? = .blizzard, retry: RetryPolicy = quickRetry,
    timeout: Duration = .seconds(10), secret: String = "stand-in-secret", coalescing: Bool = true,
    bodyLimits: BodyLimits = .standard, clock: any BattleNetClock = BattleNetSystemClock()
) throws -> (BattleNetClient, AuthenticationManager) {
    let transport = URLSessionTransport(clock: clock)
    var configuration = BattleNetConfiguration(
        region: .eu, locale: .enGB, apiHost: server.baseURL, oauthHost: server.baseURL, timeout: timeout,
        rateLimit: rateLimit, retry: retry, coalescesRequests: coalescing
    )
    configuration.bodyLimits = bodyLimits
    let manager = AuthenticationManager(
        credentials: ClientCredentials(clientID: "stand-in-client", clientSecret: secret),
        oauthBaseURL: server.baseURL, transport: transport, store: InMemoryTokenStore(), clock: clock
    )
    return (try BattleNetClient(configuration: configuration, tokens: manager, transport: transport, clock: clock), manager)
}

/// How long `work` took.
func timed<T>(_ work: () async throws -> T) async rethrows -> (T, Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = try await work()
    return (value, clock.now - start)
}
