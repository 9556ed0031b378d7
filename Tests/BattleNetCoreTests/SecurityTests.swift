import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

@Suite("Plain http only for hosts that are loopback addresses", .timeLimit(.minutes(2)))
struct LoopbackHostTests {
    func validate(_ host: String) throws(BattleNetError) {
        var configuration = BattleNetConfiguration(region: .eu)
        configuration.apiHost = URL(string: host)
        try configuration.validate()
    }

    @Test(arguments: [
        "http://127.0.0.1:4010", "http://127.255.0.9", "http://localhost:9000", "http://LOCALHOST", "http://[::1]:8000",
        "http://[0:0:0:0:0:0:0:1]", "http://[::0:1]:80", "http://[0::1]", "https://127.0.0.1.example.com",
    ])
    func loopbackAddressesAreAccepted(host: String) throws {
        try validate(host)
    }

    @Test(arguments: [
        "http://127.0.0.1.:4010", "http://127..0.0.1:4010", "http://127.0.0.1.evil.example", "http://127.1",
        "http://0x7f.0.0.1", "http://0177.0.0.1", "http://127.000.000.001", "http://2130706433", "http://localhost.",
        "http://localhost.evil.example", "http://[::ffff:127.0.0.1]", "http://[::2]", "http://[::1%25lo]",
        "http://127.0.0.256", "http://128.0.0.1", "http://%31%32%37.0.0.1", "http://[1::1]", "http://[::1::]",
    ])
    func namesThatLookLikeLoopbackAreRefused(host: String) {
        #expect(URL(string: host) != nil, "not a URL at all")
        let error = #expect(throws: BattleNetError.self) { try validate(host) }
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.message.contains("plain http") == true, "\(error?.message ?? "")")
    }
}

@Suite("Secret and token values are masked wherever they appear", .timeLimit(.minutes(2)))
struct ValueRedactionTests {
    func texts(of value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return ["\(value)", String(reflecting: value), dumped]
    }

    /// A client whose manager holds `secret` and has obtained `tokenValue`.
    func holding(secret: String, tokenValue: String) async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON(tokenValue))
        let manager = AuthenticationManager(credentials: ClientCredentials(clientID: "value-client", clientSecret: secret), transport: stub)
        #expect(try await manager.clientAccessToken().value == tokenValue)
    }

    @Test func aManagerHoldingATokenNeverShowsItInDescriptionOrDump() async throws {
        let tokenValue = "EUtok\(UUID().uuidString.replacingOccurrences(of: "-", with: ""))"
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON(tokenValue))
        let manager = AuthenticationManager(credentials: ClientCredentials(clientID: "dump-client", clientSecret: "dump-secret"), transport: stub)
        // Twice: the second answer comes from the copy read without the actor, which `dump` also walks.
        #expect(try await manager.accessToken(for: .client)?.value == tokenValue)
        #expect(try await manager.accessToken(for: .client)?.value == tokenValue)
        #expect(await stub.requests(to: "/token").count == 1)
        for output in texts(of: manager) {
            #expect(!output.contains(tokenValue), "\(output)")
            #expect(!output.contains("dump-secret"), "\(output)")
        }
    }

    @Test(arguments: BattleNetError.Kind.allKnown)
    func aPlantedTokenNeverSurvivesAnyFieldOfAnyError(kind: BattleNetError.Kind) async throws {
        let secret = "Sec-\(UUID().uuidString)"
        let tokenValue = "EUtok\(UUID().uuidString.replacingOccurrences(of: "-", with: ""))"
        try await holding(secret: secret, tokenValue: tokenValue)
        // The values bare, in another letter case, and in the usual key forms.
        let planted = [tokenValue, tokenValue.lowercased(), "bearer \(tokenValue)", "access_token: \(tokenValue)",
                       "CLIENT_SECRET=\(secret)", secret.uppercased(), "\"Access_Token\" : \"\(tokenValue)\""]
        let text = planted.joined(separator: " | ")
        var error = BattleNetError(kind, message: "failed: \(text)")
        error.operation = text
        error.url = "https://eu.api.blizzard.com/x/\(tokenValue)"
        error.body = Data(#"{"detail":"\#(text)"}"#.utf8)
        error.apiError = APIErrorPayload(data: Data(#"{"code":400,"type":"\#(tokenValue)","detail":"\#(secret)","reason":"\#(tokenValue)"}"#.utf8))
        error.oauthError = OAuthErrorPayload(error: tokenValue, errorDescription: "bad \(secret)")
        error.modelType = tokenValue
        error.codingPath = "a.\(tokenValue)"
        error.traceID = tokenValue
        error.schemaRevision = secret
        error.redirectTarget = "https://evil.example/\(tokenValue)"
        error.status = 400
        #expect(error.apiError != nil)
        for output in texts(of: error) + [error.localizedDescription, error.failureReason ?? "", error.debugDescription,
                                          "\(error.apiError as Any)", "\(error.oauthError as Any)"] {
            #expect(!output.localizedCaseInsensitiveContains(tokenValue), "token in \(kind): \(output)")
            #expect(!output.localizedCaseInsensitiveContains(secret), "secret in \(kind): \(output)")
        }
        #expect(error.description.contains("<redacted>"))
    }

    @Test func aCutBodyExcerptNeverSplitsAToken() async throws {
        let tokenValue = "CUTtok\(UUID().uuidString.replacingOccurrences(of: "-", with: ""))"
        try await holding(secret: "Sec-\(UUID().uuidString)", tokenValue: tokenValue)
        // Put the token across the 600-character cut, at every offset around it.
        for offset in 560...600 {
            var error = BattleNetError(.httpStatus, message: "x")
            error.body = Data((String(repeating: "a", count: offset) + tokenValue + String(repeating: "b", count: 3000)).utf8)
            let excerpt = error.debugDescription
            for length in 6...tokenValue.count {
                #expect(!excerpt.contains(tokenValue.prefix(length)), "offset \(offset) shows \(length) characters")
            }
        }
    }

    @Test func keyFormsAreMaskedInAnyCaseEvenForValuesTheClientDoesNotHold() {
        var error = BattleNetError(.httpStatus, message: "BEARER abc123xyz Access_Token: def456uvw client_secret=ghi789rst")
        error.body = Data(#"{"ACCESS_TOKEN":"jkl012opq"}"#.utf8)
        let text = error.debugDescription
        for value in ["abc123xyz", "def456uvw", "ghi789rst", "jkl012opq"] { #expect(!text.contains(value)) }
        // Blizzard's numeric code stays readable.
        var api = BattleNetError(.notFound, message: "Not Found")
        api.body = Data(#"{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}"#.utf8)
        #expect(api.debugDescription.contains(#""code":404"#))
    }
}

@Suite("OAuth state: expiring, bounded, checked on every redirect", .timeLimit(.minutes(2)))
struct StateTests {
    let redirect = URL(string: "https://app.example.com/callback")!

    @Test func aStateOlderThanTenMinutesIsRefused() async throws {
        let clock = TestClock.fixed()
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport(), clock: clock)
        let fresh = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.openid])
        let stale = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.openid])
        clock.advance(599)
        _ = try await manager.authorizationCode(fromRedirect: URL(string: "\(redirect)?code=c&state=\(fresh.state)")!)
        clock.advance(2)
        let error = await #expect(throws: BattleNetError.self) {
            try await manager.authorizationCode(fromRedirect: URL(string: "\(redirect)?code=c&state=\(stale.state)")!)
        }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("10 minutes") == true)
    }

    @Test func pendingSignInsAreBounded() async throws {
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        var states: [String] = []
        for _ in 0..<1_000 { states.append(try await manager.authorizationRequest(redirectURI: redirect, scopes: []).state) }
        // The oldest were forgotten; the 64 newest still work.
        await #expect(throws: BattleNetError.self) {
            try await manager.authorizationCode(fromRedirect: URL(string: "\(self.redirect)?code=c&state=\(states[0])")!)
        }
        await #expect(throws: BattleNetError.self) {
            try await manager.authorizationCode(fromRedirect: URL(string: "\(self.redirect)?code=c&state=\(states[935])")!)
        }
        for state in states.suffix(64) {
            _ = try await manager.authorizationCode(fromRedirect: URL(string: "\(redirect)?code=c&state=\(state)")!)
        }
    }

    @Test func anErrorRedirectNeedsAKnownStateToo() async throws {
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        _ = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.openid])
        for query in ["error=access_denied", "error=access_denied&state=forged"] {
            let error = await #expect(throws: BattleNetError.self) {
                try await manager.authorizationCode(fromRedirect: URL(string: "\(self.redirect)?\(query)")!)
            }
            #expect(error?.kind == .invalidRequest)
            #expect(error?.oauthError == nil)
        }
    }

    @Test(arguments: [
        "http://app.example.com/callback", "https://evil.example.com/callback", "https://app.example.com:8443/callback",
        "https://app.example.com/callback/other", "https://app.example.com/", "https://app.example.com.evil.example/callback",
    ])
    func aRedirectToAnotherAddressIsRefused(address: String) async throws {
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        let start = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.openid])
        let error = await #expect(throws: BattleNetError.self) {
            try await manager.authorizationCode(fromRedirect: URL(string: "\(address)?code=c&state=\(start.state)")!)
        }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("redirect URI") == true)
        // Same scheme, host (any case), default port and path: accepted.
        let again = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.openid])
        _ = try await manager.authorizationCode(fromRedirect: URL(string: "https://APP.example.com:443/callback?code=c&state=\(again.state)")!)
    }

    @Test func errorDescriptionIsShownWithoutControlCharacters() async throws {
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        let start = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.openid])
        let hostile = "Denied%1B%5B2J%1B%5D0%3Bpwned%07%0D%0Anext%C2%9B%E2%80%AEline"
        let error = await #expect(throws: BattleNetError.self) {
            try await manager.authorizationCode(fromRedirect: URL(string: "\(self.redirect)?error=access%1B_denied&error_description=\(hostile)&state=\(start.state)")!)
        }
        #expect(error?.kind == .oauth)
        #expect(error?.oauthError?.errorDescription == "Denied[2J]0;pwnednextline")
        #expect(error?.oauthError?.error == "access_denied")
        for text in [error?.description ?? "", error?.message ?? ""] {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E })
        }
    }
}

@Suite("A cached token belongs to its credentials", .timeLimit(.minutes(2)))
struct TokenBindingTests {
    @Test func aWrongSecretFailsDespiteACachedToken() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token") { request in
            let good = "Basic " + Data("test-client-id:s3cr3t-client-secret-value".utf8).base64EncodedString()
            return request.header("Authorization") == good
                ? BattleNetHTTPResponse(status: 200, body: Data(tokenJSON("cached-token-value").utf8))
                : BattleNetHTTPResponse(status: 401, body: Data(#"{"error":"invalid_client","error_description":"Bad client credentials"}"#.utf8))
        }
        let store = InMemoryTokenStore()
        let right = AuthenticationManager(credentials: testCredentials, transport: stub, store: store)
        #expect(try await right.clientAccessToken().value == "cached-token-value")
        let wrong = AuthenticationManager(
            credentials: ClientCredentials(clientID: testCredentials.clientID, clientSecret: "not-the-secret"), transport: stub, store: store
        )
        let error = await #expect(throws: BattleNetError.self) { try await wrong.clientAccessToken() }
        #expect(error?.kind == .oauth)
        #expect(await stub.requests(to: "/token").count == 2)
        // The right secret still reuses the cache.
        let again = AuthenticationManager(credentials: testCredentials, transport: stub, store: store)
        #expect(try await again.clientAccessToken().value == "cached-token-value")
        #expect(await stub.requests(to: "/token").count == 2)
    }

    @Test func clientIDsThatDifferOnlyInPunctuationDoNotShareATokenFile() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-binding-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let stub = StubTransport()
        let mint = TokenMint()
        await mintingTokens(stub, mint: mint)
        let store = FileTokenStore(directory: directory)
        let dotted = AuthenticationManager(credentials: ClientCredentials(clientID: "stand.in.client", clientSecret: "same-secret"), transport: stub, store: store)
        let spaced = AuthenticationManager(credentials: ClientCredentials(clientID: "stand in client", clientSecret: "same-secret"), transport: stub, store: store)
        #expect(try await dotted.clientAccessToken().value == "token-1")
        #expect(try await spaced.clientAccessToken().value == "token-2")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 2)
        // Host and id cannot be traded either: "a.b" on host "c" is not "a" on host "b.c".
        let first = AuthenticationManager(credentials: ClientCredentials(clientID: "a.b", clientSecret: "same-secret"),
                                          oauthBaseURL: URL(string: "https://c")!, transport: stub, store: store)
        let second = AuthenticationManager(credentials: ClientCredentials(clientID: "a", clientSecret: "same-secret"),
                                           oauthBaseURL: URL(string: "https://b.c")!, transport: stub, store: store)
        #expect(try await first.clientAccessToken().value == "token-3")
        #expect(try await second.clientAccessToken().value == "token-4")
    }
}
