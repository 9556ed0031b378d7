@testable import BattleNetCore
import BattleNetTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The edges of rules whose middle other tests cover: one step inside and one step outside each.
@Suite("Boundaries: the shortest masked secret, Retry-After's year, excerpts near their limit, 304 with Location")
struct BoundaryTests {
    /// A value nothing else in the process holds: uppercase letters and digits only.
    static func unique(_ count: Int) -> String {
        let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<count).map { _ in alphabet.randomElement(using: &generator) ?? "Q" })
    }

    /// A manager registers its client secret for masking when it is made.
    static func register(secret: String) {
        _ = AuthenticationManager(credentials: ClientCredentials(clientID: "boundary-client", clientSecret: secret), transport: StubTransport())
    }

    @Test func aSecretOfTheShortestMaskedLengthIsMaskedAndOneCharacterShorterIsNot() {
        let shortest = Self.unique(SecretValues.minimumLength)
        let shorter = Self.unique(SecretValues.minimumLength - 1)
        Self.register(secret: shortest)
        Self.register(secret: shorter)
        let error = BattleNetError(.invalidRequest, message: "note \(shortest) and \(shorter)")
        let printed = String(describing: error)
        #expect(!printed.contains(shortest), "\(printed)")
        // Masking values that short would mangle ordinary words: it is printed as it is.
        #expect(printed.contains(shorter), "\(printed)")
    }

    @Test func anEventWhoseMessageHoldsARegisteredTokenPrintsItMasked() async throws {
        let token = "EVT" + Self.unique(29)
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON(token))
        let (_, manager) = try makeClient(stub: stub)
        #expect(try await manager.clientAccessToken().value == token)
        var event = BattleNetEvent(.failure, operation: "testEcho")
        event.message = "the server echoed \(token) back"
        let printed = String(describing: event)
        #expect(!printed.contains(token) && !printed.contains(token.lowercased()), "\(printed)")
        #expect(printed.contains("the server echoed"))
    }

    /// The excerpt of a body is masked before it is cut: wherever the cut falls, in or around a
    /// secret behind multi-byte characters, no character of the secret shows.
    @Test func aBodyExcerptCutNearItsLimitNeverShowsPartOfASecret() throws {
        let secret = Self.unique(40)
        Self.register(secret: secret)
        let limit = 600  // the excerpt of an error's description
        for lead in (limit - 45)...(limit + 5) {
            let body = String(repeating: "é", count: lead) + secret + String(repeating: "ü", count: 50)
            var error = BattleNetError(.decoding, message: "bad body")
            error.body = Data(body.utf8)
            let printed = String(reflecting: error)
            let marker = try #require(printed.range(of: "bytes): "), "\(printed)")
            let shown = printed[marker.upperBound...]
            #expect(shown.hasPrefix("ééé"))
            let leaked = shown.filter { secret.contains($0) }
            #expect(leaked.isEmpty, "a cut after \(lead) characters shows \(leaked): \(shown.suffix(80))")
            // `dump` shows the same excerpt.
            let reflected = try #require(Mirror(reflecting: error).children.first { $0.label == "body" }?.value as? String)
            #expect(reflected.hasPrefix("ééé") && !reflected.contains { secret.contains($0) }, "\(reflected.suffix(80))")
        }
    }

    @Test func aNumericRetryAfterBeyondAYearIsAYear() {
        let now = Date(timeIntervalSince1970: 1_767_225_600)
        let year = 86_400 * 365
        #expect(HTTPDate.retryAfter(String(year), now: now) == .seconds(year))
        #expect(HTTPDate.retryAfter(String(year + 1), now: now) == .seconds(year))
        #expect(HTTPDate.retryAfter(String(year - 1), now: now) == .seconds(year - 1))
        #expect(HTTPDate.retryAfter("99999999999999999999999", now: now) == .seconds(year))
    }

    @Test func a304CarryingLocationIsNotARedirectButA302Is() throws {
        let url = try #require(URL(string: "https://eu.api.blizzard.com/data/wow/token/index"))
        let request = BattleNetHTTPRequest(method: .get, url: url, timeout: .seconds(5))
        let elsewhere = ["Location": "https://elsewhere.example/steal"]
        let notModified = try #require(HTTPURLResponse(url: url, statusCode: 304, httpVersion: "HTTP/1.1", headerFields: elsewhere))
        #expect(URLSessionTransport.redirectError(notModified, request: request) == nil)
        let found = try #require(HTTPURLResponse(url: url, statusCode: 302, httpVersion: "HTTP/1.1", headerFields: elsewhere))
        let error = try #require(URLSessionTransport.redirectError(found, request: request))
        #expect(error.kind == .redirect && error.status == 302)
    }
}
