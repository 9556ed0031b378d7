import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// Issue 22, item 5 (the pasted or received redirect is compared exactly, and no parameter may be
/// repeated) and the manager's half of item 2 (PKCE on every sign-in).
@Suite("Redirect checks and PKCE", .timeLimit(.minutes(1)))
struct RedirectCheckTests {
    let redirect = URL(string: "https://example.com/bnet/callback")!

    @Test("a repeated parameter is refused", arguments: [
        "code=c&state=STATE&state=STATE", "code=c&state=STATE&state=forged", "code=c&state=forged&state=STATE",
        "code=c&code=d&state=STATE", "code=c&state=STATE&error=x&error=y",
    ])
    func repeatedParametersAreRefused(query: String) async throws {
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        let start = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.openid])
        let address = "\(redirect)?" + query.replacingOccurrences(of: "STATE", with: start.state)
        let error = await #expect(throws: BattleNetError.self) {
            try await manager.authorizationCode(fromRedirect: URL(string: address)!)
        }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("more than once") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains(start.state) == false)
    }

    @Test("the same scheme, host in any case, default port and exact path are accepted", arguments: [
        "https://EXAMPLE.com:443/bnet/callback", "HTTPS://example.COM/bnet/callback", "https://example.com/bnet/callback",
    ])
    func sameAddressIsAccepted(address: String) async throws {
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        let start = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.openid])
        let code = try await manager.authorizationCode(fromRedirect: URL(string: "\(address)?code=c&state=\(start.state)")!)
        #expect(code.code == "c")
    }

    @Test("another scheme, host, port or path, or a user in the address, is refused", arguments: [
        "http://example.com/bnet/callback", "https://example.com:80/bnet/callback", "https://example.com:8443/bnet/callback",
        "https://example.com/bnet/callback/", "https://example.com/bnet/Callback", "https://example.com/bnet/%63allback",
        "https://example.com./bnet/callback", "https://user@example.com/bnet/callback", "https://example.com@evil.example/bnet/callback",
    ])
    func anotherAddressIsRefused(address: String) async throws {
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        let start = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.openid])
        let error = await #expect(throws: BattleNetError.self) {
            try await manager.authorizationCode(fromRedirect: URL(string: "\(address)?code=c&state=\(start.state)")!)
        }
        #expect(error?.kind == .invalidRequest)
    }

    @Test func httpPort80IsTheDefault() async throws {
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        let start = try await manager.authorizationRequest(redirectURI: URL(string: "http://localhost/cb")!, scopes: [])
        _ = try await manager.authorizationCode(fromRedirect: URL(string: "http://LOCALHOST:80/cb?code=c&state=\(start.state)")!)
    }

    @Test func everySignInSendsPKCEAndTheExchangeSendsTheVerifier() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: #"{"access_token":"user-token","token_type":"bearer","expires_in":86399,"scope":"openid"}"#)
        let manager = AuthenticationManager(credentials: testCredentials, transport: stub)
        let start = try await manager.authorizationRequest(redirectURI: redirect, scopes: [.openid])
        let items = URLComponents(url: start.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let challenge = try #require(items.first { $0.name == "code_challenge" }?.value)
        #expect(items.first { $0.name == "code_challenge_method" }?.value == "S256")
        #expect(challenge.count == 43 && !challenge.contains("=") && !challenge.contains("+") && !challenge.contains("/"))

        let code = try await manager.authorizationCode(fromRedirect: URL(string: "\(redirect)?code=c&state=\(start.state)")!)
        let verifier = try #require(code.codeVerifier)
        #expect(verifier.count >= 43 && verifier != start.state)
        #expect(!String(describing: code).contains(verifier))
        var dumped = ""
        dump(code, to: &dumped)
        #expect(!dumped.contains(verifier))
        _ = try await manager.exchange(code)
        let sent = try #require(await stub.requests(to: "/token").first)
        let form = String(decoding: sent.body ?? Data(), as: UTF8.self)
        #expect(form.contains("code_verifier=\(verifier)"))
        // The verifier is the one whose S256 challenge went out: SHA-256 of its ASCII, base64url.
        #expect(items.first { $0.name == "code_challenge" }?.value != verifier)
    }

    @Test func aSecondSignInGetsAnotherVerifier() async throws {
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        let one = try await manager.authorizationRequest(redirectURI: redirect, scopes: [])
        let two = try await manager.authorizationRequest(redirectURI: redirect, scopes: [])
        func challenge(_ request: AuthorizationRequest) -> String? {
            URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "code_challenge" }?.value
        }
        #expect(challenge(one) != nil && challenge(one) != challenge(two))
    }

    @Test func anExchangerReceivesTheVerifier() async throws {
        final class Backend: AuthorizationCodeExchanger, @unchecked Sendable {
            let lock = NSLock()
            var received: String?
            func exchange(code: String, redirectURI: URL) async throws -> AccessToken {
                throw BattleNetError(.invalidRequest, message: "the verifier form must be called")
            }
            func exchange(code: String, redirectURI: URL, codeVerifier: String?) async throws -> AccessToken {
                lock.withLock { received = codeVerifier }
                return AccessToken(value: "t", kind: .user, expiresAt: Date().addingTimeInterval(3600), scopes: [.openid])
            }
        }
        let backend = Backend()
        let app = AuthenticationManager(clientID: "app", transport: StubTransport())
        let start = try await app.authorizationRequest(redirectURI: redirect, scopes: [.openid])
        let code = try await app.authorizationCode(fromRedirect: URL(string: "\(redirect)?code=c&state=\(start.state)")!)
        _ = try await app.exchange(code, using: backend)
        #expect(backend.lock.withLock { backend.received } == code.codeVerifier)
        #expect(code.codeVerifier != nil)
    }
}
