import BattleNetCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BattleNetStandIn

/// Issue 22, item 2: the stand-in checks PKCE (RFC 7636) when, and only when, a `code_challenge` was sent.
@Suite("Stand-in PKCE", .timeLimit(.minutes(1)))
struct PKCETests {
    static let verifier = "dBjftJeZ4CVP-mJ92K1aaaaaaaaaaaaaaaaaaaaaaaaaaaa"   // 47 characters

    func code(port: Int, extra: String) throws -> String {
        let response = try #require(rawExchange(
            port: port,
            "GET /authorize?response_type=code&client_id=stand-in-client&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb&state=s\(extra) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        ))
        let location = try #require(response.split(separator: "\r\n").first { $0.hasPrefix("Location: ") })
        return try #require(URLComponents(string: String(location.dropFirst("Location: ".count)))?
            .queryItems?.first { $0.name == "code" }?.value)
    }

    func exchange(_ session: URLSession, _ server: StandInServer, _ code: String, verifier: String?) async throws -> Reply {
        try await send(
            session, url(server, "/token"), method: "POST",
            headers: formHeaders.merging(["Authorization": basic()]) { $1 },
            body: form("grant_type=authorization_code&code=\(code)&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb"
                + (verifier.map { "&code_verifier=\($0)" } ?? ""))
        )
    }

    @Test func aChallengedCodeNeedsTheMatchingVerifier() async throws {
        let server = try startServer()
        defer { server.stop() }
        let port = try #require(server.port)
        let session = makeSession()
        let challenge = AuthenticationManager.codeChallenge(forVerifier: Self.verifier)
        let pkce = "&code_challenge=\(challenge)&code_challenge_method=S256"

        let missing = try await exchange(session, server, try code(port: port, extra: pkce), verifier: nil)
        #expect(missing.status == 400)
        #expect(missing.json["error"] as? String == "invalid_grant")
        let wrong = try await exchange(session, server, try code(port: port, extra: pkce), verifier: String(repeating: "x", count: 43))
        #expect(wrong.status == 400)
        #expect(wrong.json["error"] as? String == "invalid_grant")
        let right = try await exchange(session, server, try code(port: port, extra: pkce), verifier: Self.verifier)
        #expect(right.status == 200)
        // Without a challenge at authorize, nothing is checked (Battle.net is not known to check PKCE).
        let plain = try await exchange(session, server, try code(port: port, extra: ""), verifier: nil)
        #expect(plain.status == 200)
    }

    @Test func theChallengeIsRFC7636sS256() {
        // base64url(SHA-256(ASCII(verifier))) without padding, as computed by Python's hashlib.
        #expect(AuthenticationManager.codeChallenge(forVerifier: "dBjftJeZ4CVP-mJ92K1aEEhJWDUVnE0Gc1HnF7OujcM")
            == "zU1Cw8Z75tqUSg0GzYrVaAcq6wgleDUfPwB8kSRuJZw")
    }
}
