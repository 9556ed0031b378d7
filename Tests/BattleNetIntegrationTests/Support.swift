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

/// Whether real-time bounds are checked (`BNET_TIMING=1`: `.ci/run`'s timing step runs the suites
/// that have them on their own, one test at a time). In the main run every test shares the machine,
/// and a test can wait for a thread as long as the whole run lasts: there a test checks what no delay
/// can break (the error, the attempts, what the server received) and leaves ending to its suite's
/// time limit.
let strictTiming = ProcessInfo.processInfo.environment["BNET_TIMING"] == "1"

/// A clock for the client's own waits (back-off, `Retry-After`, the limiter, token lifetimes) that
/// jumps to each deadline: the waits a call chose are read off it, exactly, whatever the machine's
/// load. The transport keeps real time, so the sockets' deadlines stay real.
func waitsClock() -> BattleNetTestClock {
    BattleNetTestClock(startDate: Date(), advancesWhenSleeping: true)
}

/// The real client stack: URLSession transport, AuthenticationManager with the stand-in's credentials.
/// `clock` is the client's and the manager's; `transportClock` the transport's (real time unless a
/// test watches the transport's timers too).
func makeClient(
    _ server: StandInServer, rateLimit: RateLimit? = .blizzard, retry: RetryPolicy = quickRetry,
    timeout: Duration = .seconds(10), secret: String = "stand-in-secret", coalescing: Bool = true,
    bodyLimits: BodyLimits = .standard, clock: any BattleNetClock = BattleNetSystemClock(),
    transportClock: any BattleNetClock = BattleNetSystemClock()
) throws -> (BattleNetClient, AuthenticationManager) {
    let transport = URLSessionTransport(clock: transportClock)
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
