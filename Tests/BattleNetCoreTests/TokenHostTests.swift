@testable import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

@Suite("Battle.net's tokens go only to Battle.net's API hosts", .timeLimit(.minutes(1)))
struct TokenHostTests {
    func client(apiHost: String?, oauth: URL = BattleNetRegion.us.oauthBaseURL, trusted: [URL] = [], stub: StubTransport) throws -> BattleNetClient {
        let manager = AuthenticationManager(credentials: testCredentials, oauthBaseURL: oauth, transport: stub, trustedAPIHosts: trusted)
        var configuration = BattleNetConfiguration(region: .eu, locale: .enGB, rateLimit: nil, retry: RetryPolicy.none)
        configuration.apiHost = apiHost.flatMap(URL.init(string:))
        configuration.oauthHost = oauth
        return try BattleNetClient(configuration: configuration, tokens: manager, transport: stub)
    }

    @Test(arguments: ["http://127.0.0.1:4010", "https://other.example", "https://eu.api.blizzard.com.other.example", "https://eu.api.blizzard.com:8443"])
    func anotherHostGetsAClearRefusalNotTheToken(host: String) async throws {
        let stub = StubTransport()
        await mintingTokens(stub, mint: TokenMint())
        await stub.on(.get, "/test/echo/x", json: #"{"name":"ok"}"#)
        let client = try client(apiHost: host, stub: stub)
        let error = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.echo("x")) }
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.message.contains("sent only to Battle.net's API hosts") == true, "\(String(describing: error))")
        #expect(error?.message.contains("trustedAPIHosts") == true)
        // Nothing was sent: no token was even fetched.
        #expect(await stub.requests.isEmpty)
    }

    @Test func battleNetsHostsAndHostsTrustedInCodeGetTheToken() async throws {
        let stub = StubTransport()
        await mintingTokens(stub, mint: TokenMint())
        await stub.on(.get, "/test/echo/x", json: #"{"name":"ok"}"#)
        _ = try await client(apiHost: nil, stub: stub).value(TestOperations.echo("x"))
        let proxy = try #require(URL(string: "https://bnet-proxy.example.com"))
        _ = try await client(apiHost: "https://bnet-proxy.example.com", trusted: [proxy], stub: stub).value(TestOperations.echo("x"))
        let calls = await stub.requests(to: "/test/echo/x")
        #expect(calls.map { $0.url.host ?? "" } == ["eu.api.blizzard.com", "bnet-proxy.example.com"])
        #expect(calls.allSatisfy { $0.header("Authorization")?.hasPrefix("Bearer token-") == true })
    }

    @Test func aStandInsOwnTokensGoToTheStandIn() async throws {
        let stub = StubTransport()
        await mintingTokens(stub, mint: TokenMint())
        await stub.on(.get, "/test/echo/x", json: #"{"name":"ok"}"#)
        let local = try #require(URL(string: "http://127.0.0.1:4010"))
        _ = try await client(apiHost: "http://127.0.0.1:4010", oauth: local, stub: stub).value(TestOperations.echo("x"))
        #expect(await stub.requests(to: "/test/echo/x").first?.header("Authorization") == "Bearer token-1")
    }

    @Test func storedTokensAreKeyedByTheHostsTheyMayGoTo() async throws {
        let store = InMemoryTokenStore()
        let token = AccessToken(value: "user-token-1", kind: .user, expiresAt: Date().addingTimeInterval(3600))
        let plain = AuthenticationManager(clientID: "id", store: store)
        try await plain.setUserToken(token)
        let proxy = try #require(URL(string: "https://bnet-proxy.example.com"))
        let widened = AuthenticationManager(clientID: "id", store: store, trustedAPIHosts: [proxy])
        #expect(try await widened.currentUserToken() == nil)
        #expect(try await AuthenticationManager(clientID: "id", store: store).currentUserToken()?.value == "user-token-1")
        #expect(TokenBinding.sharedKey(testCredentials, oauthBaseURL: BattleNetRegion.us.oauthBaseURL)
            != TokenBinding.sharedKey(testCredentials, oauthBaseURL: BattleNetRegion.us.oauthBaseURL,
                                      audience: TokenAudience(oauthBaseURL: BattleNetRegion.us.oauthBaseURL, trustedAPIHosts: [proxy])))
    }

    @Test func anEntryStoredWithoutTheHostsIsDroppedAndTheUserSignsInAgain() async throws {
        let store = InMemoryTokenStore()
        let legacy = TokenBinding.legacyStoreKey(.user, clientID: "id", oauthBaseURL: BattleNetRegion.us.oauthBaseURL)
        await store.setToken(AccessToken(value: "old-user-token", kind: .user, expiresAt: Date().addingTimeInterval(3600)), forKey: legacy)
        let manager = AuthenticationManager(clientID: "id", store: store)
        #expect(try await manager.currentUserToken() == nil)
        #expect(await manager.droppedStoredTokenWithoutHosts)
        #expect(await store.token(forKey: legacy) == nil)
    }
}

/// An HTTP server on loopback that answers every request with a head and then drips its body, one
/// byte every `every`, until the client goes away or `bytes` are sent.
final class DrippingServer: @unchecked Sendable {
    let listener: ListeningSocket
    private let lock = NSLock()
    private var stopped = false
    var port: UInt16 { listener.port }

    init(every: Duration, bytes: Int = 1_000) throws {
        listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        Thread { [self] in
            while !lock.withLock({ stopped }) {
                guard let peer = try? listener.accept(until: .now + .milliseconds(200)) else { continue }
                Thread {
                    var request: [UInt8] = []
                    _ = try? peer.receive(into: &request, maximum: 64 * 1024, until: .now + .seconds(5))
                    guard peer.sendAll(Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(bytes)\r\n\r\n".utf8)) else { return }
                    for _ in 0..<bytes {
                        Thread.sleep(forTimeInterval: every.timeInterval)
                        guard peer.sendAll([UInt8(ascii: " ")]) else { break }
                    }
                    peer.close()
                }.start()
            }
        }.start()
    }

    func stop() {
        lock.withLock { stopped = true }
        listener.close()
    }
}

@Suite("A streamed body's transfer is bounded by the request's timeout", .timeLimit(.minutes(1)))
struct StreamDeadlineTests {
    @Test func aSlowDripFailsTheStreamAtTheTimeout() async throws {
        let server = try DrippingServer(every: .milliseconds(200))
        defer { server.stop() }
        let transport = URLSessionTransport()
        defer { transport.shutdown() }
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/drip"))
        let started = ContinuousClock.now
        let head = try await transport.stream(BattleNetHTTPRequest(method: .get, url: url, timeout: .seconds(2)))
        var received = 0
        let error = await #expect(throws: BattleNetError.self) {
            for try await chunk in head.body { received += chunk.count }
        }
        let took = ContinuousClock.now - started
        #expect(error?.kind == .timeout)
        #expect(error?.message.contains("did not arrive whole within") == true, "\(String(describing: error))")
        // The drip never went silent for the idle timeout: only the transfer's deadline ended it.
        #expect(received > 0 && received < 1_000)
        // The drip never ends: the error above says the deadline ended it; this only guards a hang on a
        // loaded machine.
        #expect(took < .seconds(60), "\(took)")
    }
}
