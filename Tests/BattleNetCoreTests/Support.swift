@testable import BattleNetCore
import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing

/// The bytes of a recorded body in `Fixtures/` (served from the package's resource bundle).
func fixtureData(_ path: String) throws -> Data { try Recordings.data(path) }

/// The tests' clock: `BattleNetTestClock` from a fixed wall time, with the shorthands these tests use.
typealias TestClock = BattleNetTestClock

extension BattleNetTestClock {
    /// A clock at 2023-11-14 22:13:20 UTC that moves only when told to.
    static func fixed(advancesWhenSleeping: Bool = false) -> BattleNetTestClock {
        BattleNetTestClock(startDate: Date(timeIntervalSince1970: 1_700_000_000), advancesWhenSleeping: advancesWhenSleeping)
    }
    /// Time passes: both readings move.
    func advance(_ seconds: TimeInterval) { advance(by: .seconds(seconds)) }
    /// The wall clock is set (by a user, NTP or a time-zone slip): only it moves.
    func setWallClock(by seconds: TimeInterval) { adjustWallClock(by: .seconds(seconds)) }
    /// The monotonic clock moves alone (e.g. the machine slept and the wall clock was set back meanwhile).
    func advanceContinuousOnly(_ duration: Duration) {
        advance(by: duration)
        adjustWallClock(by: .zero - duration)
    }
}

/// Waits, yielding, until `condition` holds (the suite's time limit ends a wait that never does). For
/// states a test clock or a stub makes certain, without sleeping on real time.
func until(_ condition: () async -> Bool) async {
    while !(await condition()) { await Task.yield() }
}

/// Suspends until the task is cancelled, then throws `CancellationError`: a stub's answer that never comes.
func untilCancelled() async throws {
    let (never, continuation) = AsyncStream<Void>.makeStream()
    for await _ in never {}   // ends when the task is cancelled
    continuation.finish()
    throw CancellationError()
}

let testCredentials = ClientCredentials(clientID: "test-client-id", clientSecret: "s3cr3t-client-secret-value")

/// A token response body with a distinct token value per call.
func tokenJSON(_ value: String, expiresIn: Int = 86399, scope: String? = nil) -> String {
    #"{"access_token":"\#(value)","token_type":"bearer","expires_in":\#(expiresIn)"#
        + (scope.map { #","scope":"\#($0)""# } ?? "") + #","sub":"test-client-id"}"#
}

/// An operation declared the way game modules declare theirs, for exercising Core alone.
struct Echo: Codable, Sendable, Equatable { let name: String }
enum TestOperations {
    static let echo = APIOperation<Echo, String>("testEcho", game: "test", "/test/echo/{name}")
    static let profile = APIOperation<Echo, BattleTag>("testProfile", game: "test", "/test/profile/{account}/")
    static let userOnly = APIOperation<Echo>("testUser", game: "test", "/test/user", token: .user(scope: .d3Profile))
    /// The catalogue ids of the variants other than the base, as World of Warcraft's Classic ids are.
    static let twin = NamespaceVariants.Twin(game: "wow-classic", idPrefix: "wowClassic", preferred: "classic")
    static let mount = APIOperation<Echo, Int>(
        "wowMount", game: .wow, "/data/wow/mount/{id}", namespace: .static,
        variants: NamespaceVariants(confirmed: ["retail", "classic", "classic1x", "classicann"], base: "retail", twin: twin)
    )
    static let keystone = APIOperation<Echo>(
        "wowMythicKeystoneIndex", game: .wow, "/data/wow/mythic-keystone/index", namespace: .dynamic,
        variants: NamespaceVariants(confirmed: ["retail"], base: "retail", twin: twin)
    )
    static let protectedCharacter = APIOperation<Echo, Int, Int>(
        "wowProtectedCharacterProfileSummary", game: .wow, "/profile/user/wow/protected-character/{realmId}-{characterId}",
        namespace: .profile,
        variants: NamespaceVariants(confirmed: ["retail", "classic", "classic1x"], unconfirmed: ["classicann"], base: "retail", twin: twin),
        token: .user(scope: .wowProfile)
    )
}

extension BattleNetRequest {
    /// This request for the variant `name` (the base, `retail`, carries no token), as a game module's
    /// flavor setter makes it.
    func variant(_ name: String) -> Self {
        var copy = self
        copy.variant = NamespaceVariant(name: name, token: name == "retail" ? nil : name)
        return copy
    }
}

/// A client over a stub, with a real AuthenticationManager whose token requests the stub answers.
/// Retries are off unless a test asks for them, so that each test sees exactly the requests it stubs.
func makeClient(
    stub: StubTransport, region: BattleNetRegion = .eu, clock: BattleNetTestClock = .fixed(advancesWhenSleeping: true), margin: Duration = .seconds(300),
    retry: RetryPolicy = .none, rateLimit: RateLimit? = .blizzard, coalescing: Bool = true, limiter: (any RequestLimiter)? = nil,
    middleware: [any BattleNetMiddleware] = [], cache: BattleNetCache? = nil
) throws -> (BattleNetClient, AuthenticationManager) {
    let manager = AuthenticationManager(
        credentials: testCredentials, oauthBaseURL: region.oauthBaseURL, transport: stub,
        renewalMargin: margin, clock: clock
    )
    let client = try BattleNetClient(
        configuration: BattleNetConfiguration(
            region: region, locale: .enGB, rateLimit: rateLimit, retry: retry, coalescesRequests: coalescing
        ),
        tokens: manager, transport: stub, rateLimiter: limiter, middleware: middleware, cache: cache, clock: clock
    )
    return (client, manager)
}

/// Whether real-time upper bounds are checked (`BNET_TIMING=1`: `.ci/run`'s timing step runs the
/// suites that have them on their own, one test at a time). In the main run a test can wait for a
/// thread as long as the whole run lasts, so there it checks what no delay can break.
let strictTiming = ProcessInfo.processInfo.environment["BNET_TIMING"] == "1"
