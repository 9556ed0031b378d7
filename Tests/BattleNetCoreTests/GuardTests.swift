@testable import BattleNetCore
import BattleNetTesting
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Behaviours an outside mutation sample changed without any test noticing (issue 22, "Tests that
/// catch what they guard"): each test here fails when its behaviour is removed.
@Suite("Guards: the token fast path, renewal back-off, path encoding, masking, origins, single flight", .timeLimit(.minutes(2)))
struct GuardTests {
    @Test func theLockFreeTokenPathRenewsInsideTheMargin() async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        await mintingTokens(stub, mint: mint, expiresIn: 3600)
        let clock = TestClock.fixed()
        let (_, manager) = try makeClient(stub: stub, clock: clock, margin: .seconds(300))
        // `accessToken(for:)` is the path every API call takes (without a hop to the actor).
        #expect(try await manager.accessToken(for: .client)?.value == "token-1")
        clock.advance(3400)   // 200 s left: inside the margin
        #expect(try await manager.accessToken(for: .client)?.value == "token-1")
        try await waitUntil { await mint.issued == 2 }
        #expect(try await manager.accessToken(for: .client)?.value == "token-2")
    }

    @Test func aFailedBackgroundRenewalIsNotRetriedInABurst() async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        await stub.on(.post, "/token") { _ in
            let number = await mint.next()
            guard number == 1 else { return BattleNetHTTPResponse(status: 503, body: Data("down".utf8)) }
            return BattleNetHTTPResponse(status: 200, body: Data(tokenJSON("token-1", expiresIn: 3600).utf8))
        }
        let clock = TestClock.fixed()
        // No retries: each token request the stub sees is one renewal attempt.
        let manager = AuthenticationManager(
            credentials: testCredentials, oauthBaseURL: BattleNetRegion.eu.oauthBaseURL, transport: stub,
            renewalMargin: .seconds(300), retry: .none, clock: clock
        )
        #expect(try await manager.accessToken(for: .client)?.value == "token-1")
        clock.advance(3400)   // inside the margin: a background renewal starts and fails
        #expect(try await manager.accessToken(for: .client)?.value == "token-1")
        try await waitUntil { await mint.issued == 2 }
        await until { await !manager.isFetchingClientToken }   // the renewal ended, and failed
        // A crawl keeps asking within the next seconds: the current token, and no new token request.
        for _ in 0..<20 {
            #expect(try await manager.accessToken(for: .client)?.value == "token-1")
            await Task.yield()
        }
        #expect(await !manager.isFetchingClientToken); #expect(await mint.issued == 2, "a failed background renewal was retried at once")
        clock.advance(31)     // past the back-off: one more try
        _ = try await manager.accessToken(for: .client)
        try await waitUntil { await mint.issued == 3 }
    }

    @Test func aPercentSignInAPathArgumentIsEncoded() throws {
        let (client, _) = try makeClient(stub: StubTransport())
        let url = try client.url(for: TestOperations.echo("a%2Fb"))
        #expect(url.absoluteString.contains("/test/echo/a%252Fb"), "\(url)")
        #expect(percentEncodedPathSegment("100%") == "100%25")
    }

    @Test func aSecretIsMaskedInItsPercentEncodedForm() {
        let secret = "guard/secret+value=1"
        Redaction.register(secret: secret)
        let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? secret
        #expect(encoded != secret)
        let masked = Redaction.mask("client_id=x&note=\(encoded)")
        #expect(!masked.contains(encoded), "\(masked)")
        #expect(!masked.contains(secret), "\(masked)")
    }

    @Test func anotherPortIsAnotherOrigin() throws {
        let a = try #require(URL(string: "http://127.0.0.1:8080/x"))
        let b = try #require(URL(string: "http://127.0.0.1:9090/x"))
        #expect(!URLSessionTransport.sameOrigin(a, b))
        let https = try #require(URL(string: "https://eu.api.blizzard.com/x"))
        let explicit = try #require(URL(string: "https://eu.api.blizzard.com:443/y"))
        #expect(URLSessionTransport.sameOrigin(https, explicit))
        let other = try #require(URL(string: "https://eu.api.blizzard.com:8443/y"))
        #expect(!URLSessionTransport.sameOrigin(https, other))
    }

    @Test func concurrentCallsShareOneTokenRequestWithoutCoalescing() async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        let gate = Gate()
        await mintingTokens(stub, mint: mint, gate: gate)
        await stub.on(.get, "/test/echo/x", json: #"{"name":"x"}"#)
        // Coalescing off: each call is its own request, so only the manager can share the token request.
        let (client, _) = try makeClient(stub: stub, coalescing: false)
        let opener = Task {
            await until { await !stub.requests(to: "/token").isEmpty }
            await gate.open()
        }
        defer { opener.cancel() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<12 { group.addTask { _ = try await client.value(TestOperations.echo("x")) } }
            try await group.waitForAll()
        }
        #expect(await mint.issued == 1)
        #expect(await stub.requests(to: "/test/echo/x").count == 12)
    }

    @Test("Blizzard's error JSON under a 200 is found however its code key is spelled; a document without a code key is not parsed for it",
          arguments: [
              (#"{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}"#, 404 as Int?),
              (#"{ "detail" : "Not Found", "code" : 404 }"#, 404),
              (#"{"\u0063ode":404,"type":"BLZWEBAPI00000404"}"#, 404),  // a key spelled with an escape
              (#"{"name":"code","detail":"x"}"#, nil),                  // "code" as a value: parsed, not the shape
              (#"{"slug":"act-i","number":1,"name":"Act I"}"#, nil),      // no "code": not parsed
          ])
    func errorBodyUnderASuccess(body: String, named: Int?) {
        let answer = BattleNetHTTPResponse(status: 200, body: Data(body.utf8))
        #expect(ExchangeStep.errorNamed(by: answer)?.status == named)
        #expect(ExchangeStep.mayHoldCodeKey(Data(body.utf8)) == (body.contains("\"code\"") || body.contains("\\")))
    }
}
