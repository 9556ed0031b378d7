import BattleNetCore
import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing

/// The bytes of a recorded body in `Fixtures/` (served from the package's resource bundle).
func fixtureData(_ path: String) throws -> Data { try Recordings.data(path) }

/// A test clock that only moves when told to.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_700_000_000)
    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current = current.addingTimeInterval(seconds) } }
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
    stub: StubTransport, region: Region = .eu, clock: TestClock = TestClock(), margin: Duration = .seconds(300),
    retry: RetryPolicy = .none, rateLimit: RateLimit? = .blizzard, coalescing: Bool = true, limiter: RateLimiter? = nil
) throws -> (BattleNetClient, AuthenticationManager) {
    let manager = AuthenticationManager(
        credentials: testCredentials, oauthBaseURL: region.oauthBaseURL, transport: stub,
        renewalMargin: margin, now: { clock.now }
    )
    let client = try BattleNetClient(
        configuration: BattleNetConfiguration(
            region: region, locale: .enGB, rateLimit: rateLimit, retry: retry, coalescesRequests: coalescing
        ),
        tokens: manager, transport: stub, rateLimiter: limiter,
        now: { clock.now }
    )
    return (client, manager)
}
