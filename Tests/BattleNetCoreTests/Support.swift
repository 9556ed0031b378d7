@testable import BattleNetCore
import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing

/// The bytes of a recorded body in `Fixtures/` (served from the package's resource bundle).
func fixtureData(_ path: String) throws -> Data { try Recordings.data(path) }

/// A test clock that only moves when told to: a wall clock (`now`) and a continuous clock
/// (`instant`, what token lifetimes run on) that move together unless the wall clock is set.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_700_000_000)
    private let start = ContinuousClock.now
    private var elapsed: Duration = .zero
    var now: Date { lock.withLock { current } }
    var instant: ContinuousClock.Instant { lock.withLock { start + elapsed } }
    /// Time passes: both clocks move.
    func advance(_ seconds: TimeInterval) {
        lock.withLock {
            current = current.addingTimeInterval(seconds)
            elapsed += .seconds(seconds)
        }
    }
    /// The wall clock is set (by a user, NTP or a time-zone slip): only it moves.
    func setWallClock(by seconds: TimeInterval) { lock.withLock { current = current.addingTimeInterval(seconds) } }
    /// The continuous clock moves alone (e.g. the machine slept and the wall clock was set back meanwhile).
    func advanceContinuousOnly(_ duration: Duration) { lock.withLock { elapsed += duration } }
}

extension AuthenticationManager {
    /// A manager with client credentials whose wall and continuous clocks are `clock`.
    init(
        credentials: ClientCredentials, oauthBaseURL: URL = BattleNetRegion.us.oauthBaseURL, transport: any HTTPTransport,
        store: any TokenStore = InMemoryTokenStore(), renewalMargin: Duration = .seconds(300), retry: RetryPolicy = .standard,
        clock: TestClock
    ) {
        self.init(
            clientID: credentials.clientID, credentials: credentials, oauthBaseURL: oauthBaseURL, transport: transport,
            store: store, renewalMargin: renewalMargin, timeout: .seconds(30), retry: retry,
            now: { clock.now }, uptime: { clock.instant }
        )
    }
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
    static let mount = APIOperation<Echo, Int>("wowMount", game: .wow, "/data/wow/mount/{id}", namespace: .static, flavors: .all)
    static let keystone = APIOperation<Echo>("wowMythicKeystoneIndex", game: .wow, "/data/wow/mythic-keystone/index", namespace: .dynamic)
    static let protectedCharacter = APIOperation<Echo, Int, Int>(
        "wowProtectedCharacterProfileSummary", game: .wow, "/profile/user/wow/protected-character/{realmId}-{characterId}",
        namespace: .profile, flavors: FlavorSupport([.retail, .classic, .classicEra], unconfirmed: [.classicAnniversary]),
        token: .user(scope: .wowProfile)
    )
}

/// A client over a stub, with a real AuthenticationManager whose token requests the stub answers.
/// Retries are off unless a test asks for them, so that each test sees exactly the requests it stubs.
func makeClient(
    stub: StubTransport, region: BattleNetRegion = .eu, clock: TestClock = TestClock(), margin: Duration = .seconds(300),
    retry: RetryPolicy = .none, rateLimit: RateLimit? = .blizzard, coalescing: Bool = true, limiter: (any RequestLimiter)? = nil,
    middleware: [any BattleNetMiddleware] = []
) throws -> (BattleNetClient, AuthenticationManager) {
    let manager = AuthenticationManager(
        credentials: testCredentials, oauthBaseURL: region.oauthBaseURL, transport: stub,
        renewalMargin: margin, clock: clock
    )
    let client = try BattleNetClient(
        configuration: BattleNetConfiguration(
            region: region, locale: .enGB, rateLimit: rateLimit, retry: retry, coalescesRequests: coalescing
        ),
        tokens: manager, transport: stub, rateLimiter: limiter, middleware: middleware,
        now: { clock.now }
    )
    return (client, manager)
}
