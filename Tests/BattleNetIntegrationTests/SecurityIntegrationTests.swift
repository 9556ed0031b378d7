import BattleNetCore
import BattleNetD3
import BattleNetStandIn
import BattleNetTesting
import Foundation
import Testing

/// The security promises, over real sockets: the URLSession transport and the stand-in on 127.0.0.1.
@Suite("Security against the stand-in")
struct SecurityIntegrationTests {
    @Test("a redirect to another origin is refused and that origin receives nothing", arguments: [301, 302, 303, 307, 308])
    func apiRedirectCarriesNoCredential(status: Int) async throws {
        let server = try startServer()
        let elsewhere = try startServer()
        let (client, _) = try makeClient(server)
        let target = elsewhere.baseURL.absoluteString + "/d3/data/act/1?access_token=planted"
        server.inject(.redirect(status, location: target), on: "/d3/")
        let error = await #expect(throws: BattleNetError.self) { try await client.value(D3.Operations.act(1)) }
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
        let error = await #expect(throws: BattleNetError.self) { try await client.value(D3.Operations.act(1)) }
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
        let error = await #expect(throws: BattleNetError.self) { try await client.raw(D3.Operations.act(1)) }
        #expect(error?.kind == .redirect)
        #expect(error?.message.contains("http://attacker.invalid") == true)
    }
}
