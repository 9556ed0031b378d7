@testable import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// Counts token requests and hands out a distinct token each time.
actor TokenMint {
    private(set) var issued = 0
    func next() -> Int { issued += 1; return issued }
}

/// A stub's `/token` minting distinct tokens; with `gate`, each answer waits until the gate opens.
func mintingTokens(_ stub: StubTransport, mint: TokenMint, expiresIn: Int = 86399, gate: Gate? = nil) async {
    await stub.on(.post, "/token") { _ in
        await gate?.wait()
        let number = await mint.next()
        return BattleNetHTTPResponse(status: 200, body: Data(tokenJSON("token-\(number)", expiresIn: expiresIn).utf8))
    }
}

@Suite("Client-credentials tokens", .timeLimit(.minutes(2)))
struct ClientTokenTests {
    @Test func tokenRequestIsAFormPostWithBasicAuth() async throws {
        let stub = StubTransport()
        await mintingTokens(stub, mint: TokenMint())
        await stub.on(.get, "/test/echo/x", json: #"{"name":"ok"}"#)
        let (client, _) = try makeClient(stub: stub)
        _ = try await client.value(TestOperations.echo("x"))
        let token = try #require(await stub.requests(to: "/token").first)
        #expect(token.method == .post)
        #expect(token.url.absoluteString == "https://oauth.battle.net/token")
        #expect(token.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(token.body == Data("grant_type=client_credentials".utf8))
        let basic = Data("test-client-id:s3cr3t-client-secret-value".utf8).base64EncodedString()
        #expect(token.header("Authorization") == "Basic \(basic)")
        let call = try #require(await stub.requests(to: "/test/echo/x").first)
        #expect(call.header("Authorization") == "Bearer token-1")
    }

    @Test func manyConcurrentCallsOnAColdClientShareOneTokenRequest() async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        // The token answer waits until the first token request arrived, while the other calls queue.
        let gate = Gate()
        await mintingTokens(stub, mint: mint, gate: gate)
        await stub.on(.get, "/test/echo/x", json: #"{"name":"ok"}"#)
        let (client, _) = try makeClient(stub: stub)
        let opener = Task {
            await until { await !stub.requests(to: "/token").isEmpty }
            await gate.open()
        }
        defer { opener.cancel() }
        let names = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<100 { group.addTask { try await client.value(TestOperations.echo("x")).name } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(names.count == 100)
        #expect(await mint.issued == 1)
        #expect(await stub.requests(to: "/token").count == 1)
        #expect(await stub.requests(to: "/test/echo/x").allSatisfy { $0.header("Authorization") == "Bearer token-1" })
    }

    @Test func tokenIsRenewedBeforeItExpires() async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        await mintingTokens(stub, mint: mint, expiresIn: 3600)
        let clock = TestClock.fixed()
        let (_, manager) = try makeClient(stub: stub, clock: clock, margin: .seconds(300))
        #expect(try await manager.clientAccessToken().value == "token-1")
        clock.advance(3000)   // still 600 s left: outside the margin
        #expect(try await manager.clientAccessToken().value == "token-1")
        #expect(await mint.issued == 1)
        clock.advance(400)    // 200 s left: inside the margin, renewed in the background
        #expect(try await manager.clientAccessToken().value == "token-1")
        try await waitUntil { await mint.issued == 2 }
        #expect(try await manager.clientAccessToken().value == "token-2")
        clock.advance(4000)   // token-2 expired too: the next caller waits for a new one
        #expect(try await manager.clientAccessToken().value == "token-3")
    }

    @Test("an unusable expires_in is read as one hour; no lifetime is trusted beyond a year", arguments: [
        ("-5", 3600.0), ("1e300", 31_536_000.0), ("null", 3600.0), ("86399", 86399.0),
    ])
    func expiresInIsClamped(expiresIn: String, lifetime: TimeInterval) async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: #"{"access_token":"t","token_type":"bearer","expires_in":\#(expiresIn)}"#)
        let clock = TestClock.fixed()
        let (_, manager) = try makeClient(stub: stub, clock: clock)
        let token = try await manager.clientAccessToken()
        #expect(token.expiresAt.timeIntervalSince(clock.date) == lifetime)
    }

    @Test func a401RenewsOnceAndRetriesOnce() async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        await mintingTokens(stub, mint: mint)
        await stub.on(.get, "/test/echo/x") { request in
            request.header("Authorization") == "Bearer token-1"
                ? BattleNetHTTPResponse(status: 401, body: Data(#"{"code":401,"type":"BLZWEBAPI00000401","detail":"Unauthorized"}"#.utf8))
                : BattleNetHTTPResponse(status: 200, body: Data(#"{"name":"renewed"}"#.utf8))
        }
        let (client, _) = try makeClient(stub: stub)
        #expect(try await client.value(TestOperations.echo("x")).name == "renewed")
        #expect(await mint.issued == 2)
        #expect(await stub.requests(to: "/test/echo/x").count == 2)
    }

    @Test func aPersistent401IsReportedAfterOneRetry() async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        await mintingTokens(stub, mint: mint)
        await stub.on(.get, "/test/echo/x", status: 401, body: Data(#"{"code":401,"type":"BLZWEBAPI00000401","detail":"Unauthorized"}"#.utf8))
        let (client, _) = try makeClient(stub: stub)
        let error = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.echo("x")) }
        #expect(error?.kind == .unauthorized)
        #expect(await mint.issued == 2)
        #expect(await stub.requests(to: "/test/echo/x").count == 2)
    }

    @Test func aLate401FromAnOldTokenDoesNotDropTheNewOne() async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        await mintingTokens(stub, mint: mint)
        let (_, manager) = try makeClient(stub: stub)
        let first = try await manager.clientAccessToken()
        #expect(await manager.tokenWasRejected(first))
        let second = try await manager.clientAccessToken()
        #expect(second.value == "token-2")
        #expect(await manager.tokenWasRejected(first))      // stale report: token-2 is kept
        #expect(try await manager.clientAccessToken().value == "token-2")
        #expect(await mint.issued == 2)
    }

    @Test func storedTokensAreReusedAcrossManagers() async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        await mintingTokens(stub, mint: mint)
        let store = InMemoryTokenStore()
        for _ in 0..<3 {
            let manager = AuthenticationManager(credentials: testCredentials, transport: stub, store: store)
            #expect(try await manager.clientAccessToken().value == "token-1")
        }
        #expect(await mint.issued == 1)
    }
}

@Suite("User sign-in", .timeLimit(.minutes(2)))
struct UserSignInTests {
    let redirect = URL(string: "https://app.example.com/callback")!

    @Test func authorizeRedirectExchange() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("user-token", scope: "openid d3.profile"))
        await stub.on(.get, "/userinfo", json: #"{"sub":"123456","id":123456,"battletag":"Player#1234"}"#)
        let manager = AuthenticationManager(credentials: testCredentials, transport: stub)

        let start = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.openid, .d3Profile])
        let query = Dictionary(uniqueKeysWithValues: (URLComponents(url: start.url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(start.url.host == "oauth.battle.net")
        #expect(start.url.path == "/authorize")
        #expect(query["response_type"] == "code")
        #expect(query["client_id"] == "test-client-id")
        #expect(query["redirect_uri"] == "https://app.example.com/callback")
        #expect(query["scope"] == "openid d3.profile")
        #expect(query["state"] == start.state)
        #expect(start.state.count >= 43)
        #expect(!start.url.absoluteString.contains("s3cr3t"))

        let code = try await manager.authorizationCode(fromRedirect: URL(string: "https://app.example.com/callback?code=abc123&state=\(start.state)")!)
        #expect(code.code == "abc123")
        let token = try await manager.exchange(code)
        #expect(token.kind == .user)
        #expect(token.scopes == [.openid, .d3Profile])

        let exchange = try #require(await stub.requests(to: "/token").first)
        let form = String(decoding: exchange.body ?? Data(), as: UTF8.self)
        #expect(form.contains("grant_type=authorization_code"))
        #expect(form.contains("code=abc123"))
        #expect(form.contains("redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback"))

        let user = try await manager.userInfo()
        #expect(user.battleTag == "Player#1234")
        #expect(user.id == 123456)
        #expect(await stub.requests(to: "/userinfo").first?.header("Authorization") == "Bearer user-token")
        // A user token now satisfies calls that need d3.profile.
        #expect(try await manager.accessToken(for: .user(scope: .d3Profile))?.value == "user-token")
    }

    @Test func aForgedOrReplayedStateIsRejected() async throws {
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        let start = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.openid])
        let forged = await #expect(throws: BattleNetError.self) {
            try await manager.authorizationCode(fromRedirect: URL(string: "https://app.example.com/callback?code=x&state=forged")!)
        }
        #expect(forged?.kind == .invalidRequest)
        #expect(forged?.message.contains("state") == true)
        let missing = await #expect(throws: BattleNetError.self) {
            try await manager.authorizationCode(fromRedirect: URL(string: "https://app.example.com/callback?code=x")!)
        }
        #expect(missing?.kind == .invalidRequest)
        let valid = URL(string: "https://app.example.com/callback?code=x&state=\(start.state)")!
        _ = try await manager.authorizationCode(fromRedirect: valid)
        let replayed = await #expect(throws: BattleNetError.self) { try await manager.authorizationCode(fromRedirect: valid) }
        #expect(replayed?.kind == .invalidRequest)
    }

    @Test func aRedirectErrorIsSurfaced() async throws {
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        let start = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.openid])
        let error = await #expect(throws: BattleNetError.self) {
            try await manager.authorizationCode(fromRedirect: URL(string: "https://app.example.com/callback?error=access_denied&error_description=The%20user%20denied&state=\(start.state)")!)
        }
        #expect(error?.kind == .oauth)
        #expect(error?.oauthError?.error == "access_denied")
        #expect(error?.oauthError?.errorDescription == "The user denied")
    }

    struct ServerExchanger: AuthorizationCodeExchanger {
        func exchange(code: String, redirectURI: URL) async throws -> AccessToken {
            AccessToken(value: "from-server-\(code)", kind: .user, expiresAt: .distantFuture, scopes: [.d3Profile])
        }
    }

    @Test func appsWithoutTheSecretExchangeOnTheirServer() async throws {
        let stub = StubTransport()
        let manager = AuthenticationManager(clientID: "app-client", transport: stub)
        let start = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.d3Profile])
        let code = try await manager.authorizationCode(fromRedirect: URL(string: "https://app.example.com/callback?code=c1&state=\(start.state)")!)
        await #expect(throws: BattleNetError.self) { try await manager.exchange(code) }
        let token = try await manager.exchange(code, using: ServerExchanger())
        #expect(token.value == "from-server-c1")
        #expect(await stub.requests.isEmpty)
    }

    @Test func checkTokenPostsTheTokenInTheBody() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("token-1"))
        await stub.on(.post, "/check_token", body: try fixtureData("oauth/check-token__mock.json"))
        let manager = AuthenticationManager(credentials: testCredentials, transport: stub)
        let info = try await manager.checkToken(try await manager.clientAccessToken())
        // The only check_token body in the collection is a mock (see Fixtures/MANIFEST.tsv).
        #expect(info.clientID == "test_id")
        #expect(info.authorities == ["test_authority"])
        #expect(info.expiresAt == Date(timeIntervalSince1970: 1_700_000_000))
        let request = try #require(await stub.requests(to: "/check_token").first)
        #expect(request.body == Data("token=token-1".utf8))
        #expect(request.url.query == nil)
    }

    @Test func checkTokenAuthoritiesAsStringsAndUserInfoSpellings() throws {
        let strings = #"{"exp":1700000000,"authorities":["ROLE_CLIENT"],"client_id":"c","scope":["openid"]}"#
        let info = try ResponseDecoding.decode(TokenInfo.self, from: Data(strings.utf8))
        #expect(info.authorities == ["ROLE_CLIENT"])
        #expect(info.scopes == [.openid])
        let snake = try ResponseDecoding.decode(UserInfo.self, from: Data(#"{"sub":"1","battle_tag":"A#1"}"#.utf8))
        #expect(snake.battleTag == "A#1")
    }
}

/// Waits until `condition` holds (the suite's time limit ends a wait that never does).
func waitUntil(_ condition: @Sendable () async -> Bool) async throws {
    await until(condition)
}

@Suite("OAuth through the shared pipeline", .timeLimit(.minutes(2)))
struct OAuthPipelineTests {
    @Test func theOAuthDeclarationsMatchTheCatalogue() throws {
        let catalogue = try EndpointCatalogue.shipped()
        for operation in OAuth.Operations.all {
            let descriptor = operation.descriptor
            let row = try #require(catalogue.rows(game: "oauth").first { $0.name == descriptor.id })
            #expect(row["method"] == descriptor.method.rawValue)
            #expect(row["path_template"] == descriptor.template.description)
            #expect(row["token"] == descriptor.token.description)
            #expect(!descriptor.isRateLimited, "\(descriptor.id) must not wait for the API's limiter")
        }
        #expect(OAuth.Operations.tokenClientCredentials.descriptor.isRetryable)
        #expect(!OAuth.Operations.tokenAuthorizationCode.descriptor.isRetryable)
        #expect(OAuth.Operations.checkToken.descriptor.isRetryable && OAuth.Operations.userInfo.descriptor.isRetryable)
    }

    @Test func theClientCredentialsGrantIsRetriedOn5xxButACodeExchangeNeverIs() async throws {
        let stub = StubTransport()
        let failures = Counter()
        await stub.on(.post, "/token") { request in
            let body = String(decoding: request.body ?? Data(), as: UTF8.self)
            if body.contains("authorization_code") || failures.next() == 1 {
                return BattleNetHTTPResponse(status: 503, headers: [:], body: Data("busy".utf8))
            }
            return BattleNetHTTPResponse(status: 200, headers: [:], body: Data(tokenJSON("renewed").utf8))
        }
        let manager = AuthenticationManager(
            credentials: testCredentials, oauthBaseURL: BattleNetRegion.eu.oauthBaseURL, transport: stub,
            retry: RetryPolicy(baseDelay: .milliseconds(1), maxDelay: .milliseconds(5))
        )
        #expect(try await manager.clientAccessToken().value == "renewed")
        #expect(await stub.requests(to: "/token").count == 2)
        let request = try await manager.authorizationRequest(
            redirectURI: try #require(URL(string: "https://app.example.com/callback")), scopes: [.openid]
        )
        let redirect = try #require(URL(string: "https://app.example.com/callback?code=one-time&state=\(request.state)"))
        let code = try await manager.authorizationCode(fromRedirect: redirect)
        let error = await #expect(throws: BattleNetError.self) { try await manager.exchange(code) }
        #expect(error?.status == 503)
        #expect(error?.attempts == 1)
        #expect(await stub.requests(to: "/token").count == 3)
    }

    @Test func userInfoSkipsTheAPILimiterAndMapsErrorsAsOAuth() async throws {
        let stub = StubTransport()
        await stub.on(.get, "/userinfo", status: 401, json: #"{"error":"invalid_token","error_description":"expired"}"#)
        let manager = AuthenticationManager(credentials: nil, oauthBaseURL: BattleNetRegion.eu.oauthBaseURL, transport: stub, retry: .none)
        try await manager.setUserToken(AccessToken(value: "user-token-value", kind: .user, expiresAt: .distantFuture, scopes: [.openid]))
        let error = await #expect(throws: BattleNetError.self) { try await manager.userInfo() }
        #expect(error?.kind == .oauth)
        #expect(error?.operation == "oauthUserInfo")
        #expect(await stub.requests(to: "/userinfo").first?.header("Authorization") == "Bearer user-token-value")
    }
}

/// A thread-safe count for stub handlers.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int { lock.withLock { value += 1; return value } }
}

/// Token lifetimes on `ContinuousClock`: the wall clock being set does not move an expiry, and a
/// token announced to live 0 s is used for `minimumTokenUse`.
@Suite("Token expiry on the continuous clock", .timeLimit(.minutes(2)))
struct TokenClockTests {
    @Test func aWallClockSetBackDoesNotKeepAnExpiredTokenAlive() async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        await mintingTokens(stub, mint: mint, expiresIn: 3600)
        let clock = TestClock.fixed()
        let manager = AuthenticationManager(credentials: testCredentials, transport: stub, clock: clock)
        #expect(try await manager.clientAccessToken().value == "token-1")
        // The machine slept for an hour and the wall clock was set back two hours meanwhile.
        clock.advanceContinuousOnly(.seconds(3601))
        clock.setWallClock(by: -7200)
        #expect(try await manager.accessToken(for: .client)?.value == "token-2")
        #expect(await mint.issued == 2)
    }

    @Test func aWallClockSetForwardDoesNotExpireAFreshToken() async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        await mintingTokens(stub, mint: mint, expiresIn: 3600)
        let clock = TestClock.fixed()
        let manager = AuthenticationManager(credentials: testCredentials, transport: stub, clock: clock)
        #expect(try await manager.clientAccessToken().value == "token-1")
        clock.setWallClock(by: 2 * 86_400)
        clock.advanceContinuousOnly(.seconds(60))
        #expect(try await manager.accessToken(for: .client)?.value == "token-1")
        // A renewal, in the background or not, starts within the call that decides it: none did.
        #expect(await !manager.isFetchingClientToken); #expect(await mint.issued == 1, "no renewal, not even in the background")
    }

    @Test(arguments: [0, 3])
    func aTokenAnnouncedToLiveSecondsIsUsedForTenSeconds(expiresIn: Int) async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        await mintingTokens(stub, mint: mint, expiresIn: expiresIn)
        let clock = TestClock.fixed()
        let manager = AuthenticationManager(credentials: testCredentials, transport: stub, clock: clock)
        for _ in 0..<9 {
            #expect(try await manager.accessToken(for: .client)?.value == "token-1")
            clock.advance(1)
        }
        #expect(await !manager.isFetchingClientToken); #expect(await mint.issued == 1, "renewed before 10 s")
        clock.advance(2)
        #expect(try await manager.accessToken(for: .client)?.value == "token-2")
        #expect(await mint.issued == 2)
    }

    @Test func aRenewalRejectedAgainWithinTenSecondsIsNotRenewedAgain() async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        await mintingTokens(stub, mint: mint)
        let clock = TestClock.fixed()
        let manager = AuthenticationManager(credentials: testCredentials, transport: stub, clock: clock)
        let first = try await manager.clientAccessToken()
        #expect(await manager.tokenWasRejected(first))
        let second = try await manager.clientAccessToken()
        #expect(second.value == "token-2")
        clock.advance(5)
        #expect(await manager.tokenWasRejected(second) == false, "the renewal was rejected too: no loop")
        #expect(try await manager.clientAccessToken().value == "token-2")
        clock.advance(6)
        #expect(await manager.tokenWasRejected(second), "10 s later a rejection renews again")
        #expect(try await manager.clientAccessToken().value == "token-3")
    }
}
