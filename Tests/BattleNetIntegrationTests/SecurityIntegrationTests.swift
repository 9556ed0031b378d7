import BattleNetCore
import BattleNetD3
import BattleNetStandIn
import BattleNetTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The security promises, over real sockets: the URLSession transport and the stand-in on 127.0.0.1.
@Suite("Security against the stand-in", .timeLimit(.minutes(2)))
struct SecurityIntegrationTests {
    @Test("a redirect to another origin is refused and that origin receives nothing", arguments: [301, 302, 303, 307, 308])
    func apiRedirectCarriesNoCredential(status: Int) async throws {
        let server = try startServer()
        let elsewhere = try startServer()
        let (client, _) = try makeClient(server)
        let target = elsewhere.baseURL.absoluteString + "/d3/data/act/1?access_token=planted"
        server.inject(.redirect(status, location: target), on: "/d3/")
        let error = await #expect(throws: BattleNetError.self) { try await client.value(D3.Endpoints.act(id: 1)) }
        #expect(error?.kind == .redirect)
        #expect(error?.status == status)
        #expect(error?.message.contains("127.0.0.1:\(elsewhere.port ?? 0)") == true)
        #expect(error?.redirectTarget?.contains("access_token=<redacted>") == true)
        #expect(error.map { !"\($0)".contains("planted") } == true)
        // Not retried, and nothing at all reached the other origin.
        #expect(server.statistics.apiRequests == 1)
        #expect(elsewhere.statistics.totalRequests == 0)
        #expect(elsewhere.statistics.connectionsAccepted == 0)
    }

    @Test func aRedirectedTokenRequestDoesNotSendTheSecretOnward() async throws {
        let server = try startServer()
        let elsewhere = try startServer()
        let (client, _) = try makeClient(server)
        server.inject(.redirect(307, location: elsewhere.baseURL.absoluteString + "/token"), on: "/token")
        let error = await #expect(throws: BattleNetError.self) { try await client.value(D3.Endpoints.act(id: 1)) }
        #expect(error?.kind == .redirect)
        #expect(error?.operation == "oauthTokenClientCredentials")
        #expect(elsewhere.statistics.totalRequests == 0)
        #expect(elsewhere.statistics.requestsWithAuthorization == 0)
        #expect(server.statistics.apiRequests == 0)
    }

    @Test func aRedirectToPlainHTTPElsewhereIsRefusedToo() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        server.inject(.redirect(302, location: "http://attacker.invalid/collect"), on: "/d3/")
        let error = await #expect(throws: BattleNetError.self) { try await client.raw(D3.Endpoints.act(id: 1)) }
        #expect(error?.kind == .redirect)
        #expect(error?.message.contains("http://attacker.invalid") == true)
    }

    @Test func aWrongSecretFailsDespiteATokenCachedOnDisk() async throws {
        let server = try startServer()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-it-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        func manager(_ secret: String) -> AuthenticationManager {
            AuthenticationManager(
                credentials: ClientCredentials(clientID: "stand-in-client", clientSecret: secret), oauthBaseURL: server.baseURL,
                transport: URLSessionTransport(), store: FileTokenStore(directory: directory)
            )
        }
        let cached = try await manager("stand-in-secret").clientAccessToken()
        let error = await #expect(throws: BattleNetError.self) { try await manager("wrong-secret").clientAccessToken() }
        #expect(error?.kind == .oauth)
        #expect(error.map { !"\($0)".contains(cached.value) && !String(reflecting: $0).contains("wrong-secret") } == true)
        #expect(server.statistics.tokenRequests == 2)
        #expect(try await manager("stand-in-secret").clientAccessToken().value == cached.value)
        #expect(server.statistics.tokenRequests == 2)
    }

    @Test func aSignInThroughTheStandInChecksStateAndAddress() async throws {
        let server = try startServer()
        let transport = URLSessionTransport()
        let manager = AuthenticationManager(
            credentials: ClientCredentials(clientID: "stand-in-client", clientSecret: "stand-in-secret"),
            oauthBaseURL: server.baseURL, transport: transport
        )
        let callback = URL(string: "http://127.0.0.1:9/callback")!
        // The browser step: the stand-in answers /authorize with a 302 to the callback.
        let session = URLSession(configuration: .ephemeral, delegate: RedirectRefusal(), delegateQueue: nil)
        func signIn() async throws -> (AuthorizationRequest, URL) {
            let start = try await manager.authorizationRequest(redirectURI: callback, scopes: [.openid, .d3Profile])
            let (_, response) = try await session.data(from: start.url)
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 302)
            return (start, try #require(http.value(forHTTPHeaderField: "Location").flatMap(URL.init(string:))))
        }
        let (_, location) = try await signIn()
        // Forged: the same code with another state.
        let forged = URL(string: location.absoluteString.replacingOccurrences(of: "state=", with: "state=x"))!
        await #expect(throws: BattleNetError.self) { try await manager.authorizationCode(fromRedirect: forged) }
        let code = try await manager.authorizationCode(fromRedirect: location)
        let token = try await manager.exchange(code)
        #expect(token.kind == .user)
        #expect(try await manager.userInfo().battleTag == "StandIn#1234")
        // Replayed: the state is spent.
        let replay = await #expect(throws: BattleNetError.self) { try await manager.authorizationCode(fromRedirect: location) }
        #expect(replay?.kind == .invalidRequest)
        // The right state arriving at another address is refused.
        let (_, second) = try await signIn()
        let elsewhere = URL(string: second.absoluteString.replacingOccurrences(of: "127.0.0.1:9/callback", with: "127.0.0.1:9/other"))!
        let moved = await #expect(throws: BattleNetError.self) { try await manager.authorizationCode(fromRedirect: elsewhere) }
        #expect(moved?.message.contains("redirect URI") == true)
    }
}
