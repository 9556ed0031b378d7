import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import BattleNetTesting
@testable import BattleNetStandIn

/// `bnet serve` runs on shared machines: nothing a local client sends may grow the server without
/// bound or hold a connection forever.
@Suite("The stand-in under abuse", .timeLimit(.minutes(2)))
struct AbuseTests {
    /// A `GET /authorize` for the stand-in's client, as the routing layer receives it.
    func authorizeRequest(state: String, redirect: String = "http://127.0.0.1:9/callback") -> ParsedRequest {
        ParsedRequest(
            method: "GET", rawPath: "/authorize", path: "/authorize",
            query: [
                FormField(name: "response_type", value: "code"), FormField(name: "client_id", value: "stand-in-client"),
                FormField(name: "redirect_uri", value: redirect), FormField(name: "scope", value: "openid"),
                FormField(name: "state", value: state),
            ],
            version: "HTTP/1.1", headers: [], body: []
        )
    }

    func code(in response: WireResponse) -> String? {
        response.header("Location").flatMap { URLComponents(string: $0)?.queryItems?.first { $0.name == "code" }?.value }
    }

    func exchange(_ server: StandInServer, code: String) -> Int {
        let body = "grant_type=authorization_code&code=\(code)&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcallback"
        let request = ParsedRequest(
            method: "POST", rawPath: "/token", path: "/token", query: [], version: "HTTP/1.1",
            headers: [("Authorization", basic())], body: Array(body.utf8)
        )
        return server.core.route(request).status
    }

    @Test("after 50,000 sign-in requests the stand-in holds no more codes (with their states) than its cap")
    func signInFlood() async throws {
        let server = StandInServer(configuration: .init(fixtures: try FixtureManifest(directory: fixturesDirectory())))
        let cap = server.configuration.maxPendingCodes
        #expect(cap == 1_000)
        var first: String?
        var last: String?
        for index in 0..<50_000 {
            let response = server.core.route(authorizeRequest(state: "state-\(index)"))
            #expect(response.status == 302)
            if index == 0 { first = code(in: response) }
            if index == 49_999 { last = code(in: response) }
            if index % 10_000 == 0 { #expect(server.pendingAuthorizationCodes <= cap) }
            // Leave the shared test threads to other tests now and then.
            if index % 500 == 0 { await Task.yield() }
        }
        #expect(server.pendingAuthorizationCodes == cap)
        // The queue that orders codes is compacted, not left to grow with every request.
        #expect(server.core.world.withLock { $0.codeOrder.count - $0.codeOrderStart } <= cap * 4 + 64)
        // The oldest code was dropped; the newest still works, once.
        #expect(exchange(server, code: try #require(first)) == 400)
        #expect(exchange(server, code: try #require(last)) == 200)
        #expect(exchange(server, code: try #require(last)) == 400)
        #expect(server.pendingAuthorizationCodes == cap - 1)
    }

    /// A client-credentials `POST /token` for the stand-in's client, as the routing layer receives it.
    func tokenRequest() -> ParsedRequest {
        ParsedRequest(
            method: "POST", rawPath: "/token", path: "/token", query: [], version: "HTTP/1.1",
            headers: [("Authorization", basic())], body: Array("grant_type=client_credentials".utf8)
        )
    }

    func token(in response: WireResponse) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])?["access_token"] as? String
    }

    @Test("after 20,000 /token requests the stand-in holds no more live tokens per client than its cap, oldest dropped first")
    func tokenFlood() async throws {
        var configuration = StandInServer.Configuration(fixtures: try FixtureManifest(directory: fixturesDirectory()))
        configuration.maxTokensPerClient = 100
        let server = StandInServer(configuration: configuration)
        #expect(StandInServer.Configuration(fixtures: configuration.fixtures).maxTokensPerClient == 1_000)
        var first: String?
        var last: String?
        for index in 0..<20_000 {
            let response = server.core.route(tokenRequest())
            #expect(response.status == 200)
            if index == 0 { first = token(in: response) }
            if index == 19_999 { last = token(in: response) }
            if index % 500 == 0 { await Task.yield() }
        }
        #expect(server.core.world.withLock { $0.tokens.count } == 100)
        #expect(server.core.world.withLock { world in world.tokenOrder.values.map { $0.values.count - $0.start }.reduce(0, +) } <= 100)
        // The queue is compacted, not left to grow with every request.
        #expect(server.core.world.withLock { $0.tokenOrder["stand-in-client"]?.values.count ?? 0 } <= 100 * 2 + 64)
        #expect(server.core.validToken(try #require(first)) == nil)
        #expect(server.core.validToken(try #require(last)) != nil)
    }

    @Test("expired tokens are purged when the next one is issued")
    func expiredTokensArePurged() async throws {
        var configuration = StandInServer.Configuration(fixtures: try FixtureManifest(directory: fixturesDirectory()), tokenLifetime: 1)
        configuration.maxTokensPerClient = 1_000
        let server = StandInServer(configuration: configuration)
        for _ in 0..<50 { _ = server.issueToken() }
        #expect(server.core.world.withLock { $0.tokens.count } == 50)
        try await Task.sleep(for: .milliseconds(1_100))
        let fresh = server.issueToken()
        #expect(server.core.world.withLock { $0.tokens.count } == 1)
        #expect(server.core.validToken(fresh) != nil)
    }

    @Test("authorization codes expire and are then dropped")
    func codesExpire() throws {
        var configuration = StandInServer.Configuration(fixtures: try FixtureManifest(directory: fixturesDirectory()))
        configuration.authorizationCodeLifetime = .milliseconds(50)
        let server = StandInServer(configuration: configuration)
        let codes = (0..<20).compactMap { code(in: server.core.route(authorizeRequest(state: "s\($0)"))) }
        #expect(codes.count == 20)
        #expect(server.pendingAuthorizationCodes == 20)
        Thread.sleep(forTimeInterval: 0.15)
        #expect(server.pendingAuthorizationCodes == 0)
        #expect(exchange(server, code: codes[19]) == 400)
    }

    @Test("a redirect_uri or state longer than the cap is refused and stores nothing")
    func longRedirectURI() throws {
        let server = StandInServer(configuration: .init(fixtures: try FixtureManifest(directory: fixturesDirectory())))
        let long = "http://127.0.0.1:9/" + String(repeating: "a", count: 2_100)
        let response = server.core.route(authorizeRequest(state: "s", redirect: long))
        #expect(response.status == 400)
        #expect(String(decoding: response.body, as: UTF8.self).contains("too long"))
        #expect(server.core.route(authorizeRequest(state: String(repeating: "s", count: 2_100))).status == 400)
        #expect(server.pendingAuthorizationCodes == 0)
        #expect(server.core.route(authorizeRequest(state: "s")).status == 302)
    }

    @Test("a client that dribbles its headers is answered 408 and dropped at the request deadline")
    func slowloris() throws {
        let server = try startServer {
            $0.requestDeadline = .milliseconds(300)
            $0.idleTimeout = .seconds(5)
        }
        defer { server.stop() }
        let port = try #require(server.port)
        let fd = try #require(connectRaw(port: port))
        defer { close(fd) }
        let clock = ContinuousClock()
        let start = clock.now
        let dribble = Array("GET /d3/data/act/1 HTTP/1.1\r\nHost: x\r\n".utf8) + Array(repeating: UInt8(ascii: "a"), count: 200)
        var received: [UInt8] = []
        var closed = false
        for byte in dribble {
            var one = byte
            _ = send(fd, &one, 1, Int32(MSG_NOSIGNAL))
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 50) > 0 {
                var chunk = [UInt8](repeating: 0, count: 1024)
                let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count > 0 { received += chunk[0..<count] }
                if count <= 0 || String(decoding: received, as: UTF8.self).contains("\r\n\r\n") { closed = true; break }
            }
            if start.duration(to: clock.now) > .seconds(4) { break }
        }
        let elapsed = start.duration(to: clock.now)
        #expect(closed)
        #expect(String(decoding: received, as: UTF8.self).hasPrefix("HTTP/1.1 408"))
        // Each byte arrived well within the idle timeout: only the request deadline can have ended it.
        #expect(elapsed >= .milliseconds(250))
        if strictTiming { #expect(elapsed < .seconds(3), "held for \(elapsed)") }
        #expect(server.statistics.connectionsTimedOut == 1)
        // The server forgets the connection right after writing the 408; on a loaded machine that can
        // come a moment after the client read it.
        let settled = clock.now + .seconds(2)
        while !server.core.lifecycle.withLock({ $0.connections.isEmpty }), clock.now < settled { usleep(10_000) }
        #expect(server.core.lifecycle.withLock { $0.connections.isEmpty })
    }

    /// Sends `text` on `fd` (what a raw client writes).
    func write(_ fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads what arrives on `fd` until it closes or its 5 s receive timeout passes.
    func readAll(_ fd: Int32) -> String {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += chunk[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    @Test("at the connection cap, half-open connections are evicted (oldest first) and a normal request is served at once")
    func halfOpenFlood() throws {
        // Deadlines an hour away: only the eviction of a held connection can serve the normal request
        // before the suite's time limit, however slow the machine.
        let server = try startServer {
            $0.maxConnections = 16
            $0.headDeadline = .seconds(3_600)
            $0.requestDeadline = .seconds(3_600)
        }
        defer { server.stop() }
        let port = try #require(server.port)
        // 40 slowloris connections, each holding an incomplete head.
        var held: [Int32] = []
        defer { held.forEach { close($0) } }
        for _ in 0..<40 {
            guard let fd = connectRaw(port: port) else { continue }
            write(fd, "GET /d3/data/act/1 HTTP/1.1\r\nHost: x\r\n")
            held.append(fd)
        }
        #expect(held.count == 40)
        for _ in 0..<200 where server.statistics.connectionsAccepted < 40 { Thread.sleep(forTimeInterval: 0.01) }
        let clock = ContinuousClock()
        let start = clock.now
        let reply = rawExchange(port: port, "GET /d3/data/act/1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let elapsed = start.duration(to: clock.now)
        // No token: 401, an answer rather than a closed connection.
        #expect(reply?.hasPrefix("HTTP/1.1 401") == true, "\(String(describing: reply?.prefix(80)))")
        if strictTiming { #expect(elapsed < .seconds(2), "took \(elapsed)") }
        #expect(server.statistics.connectionsEvicted >= 25)
        #expect(server.statistics.connectionsRefused == 0)
        // The first (oldest) half-open connection was among the evicted: it reads end-of-stream.
        var byte: UInt8 = 0
        #expect(recv(held[0], &byte, 1, 0) <= 0)
    }

    @Test("when every connection is in the middle of a request, one more is answered 503 at once")
    func connectionCapAnswers503() throws {
        let server = try startServer { $0.maxConnections = 2 }
        defer { server.stop() }
        let port = try #require(server.port)
        // Two connections with a complete head, each waiting for its body.
        let held = [connectRaw(port: port), connectRaw(port: port)].compactMap { $0 }
        defer { held.forEach { close($0) } }
        #expect(held.count == 2)
        for fd in held { write(fd, "POST /token HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 29\r\n\r\n") }
        for _ in 0..<200 where server.core.lifecycle.withLock({ $0.awaitingHead.count }) > 0 || server.statistics.connectionsAccepted < 2 {
            Thread.sleep(forTimeInterval: 0.01)
        }
        let extra = try #require(connectRaw(port: port))
        defer { close(extra) }
        write(extra, "GET /d3/data/act/1 HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(readAll(extra).hasPrefix("HTTP/1.1 503"))
        #expect(server.statistics.connectionsRefused == 1)
        #expect(server.statistics.connectionsEvicted == 0)
        // The admitted ones are still served.
        write(held[0], "grant_type=client_credentials")
        #expect(readAll(held[0]).hasPrefix("HTTP/1.1 401"))
    }

    @Test("a connection that sends no head within the head deadline gets 408 and is closed")
    func silentConnectionMeetsTheHeadDeadline() throws {
        let server = try startServer {
            $0.headDeadline = .milliseconds(300)
            $0.idleTimeout = .seconds(5)
        }
        defer { server.stop() }
        let port = try #require(server.port)
        let fd = try #require(connectRaw(port: port))
        defer { close(fd) }
        let clock = ContinuousClock()
        let start = clock.now
        let reply = readAll(fd)
        let elapsed = start.duration(to: clock.now)
        #expect(reply.hasPrefix("HTTP/1.1 408"), "\(reply.prefix(80))")
        if strictTiming { #expect(elapsed < .seconds(4), "held for \(elapsed)") }
        #expect(server.statistics.connectionsTimedOut == 1)
    }

    @Test("when no thread can be started the connection is closed, not leaked")
    func threadStartFailure() throws {
        let configuration = StandInServer.Configuration(fixtures: try FixtureManifest(directory: fixturesDirectory()))
        let server = StandInServer(configuration: configuration, spawnThread: { _ in false })
        try server.start()
        defer { server.stop() }
        let port = try #require(server.port)
        let fd = try #require(connectRaw(port: port))
        defer { close(fd) }
        var byte: UInt8 = 0
        #expect(recv(fd, &byte, 1, 0) == 0)
        #expect(server.statistics.connectionsRefused == 1)
        #expect(server.core.lifecycle.withLock { $0.connections.isEmpty })
    }

    @Test("headers fed one byte at a time parse to the same request, in linear time")
    func incrementalParsing() throws {
        let header = "POST /token?x=1 HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n"
            + (0..<90).map { "X-Filler-\($0): " + String(repeating: "v", count: 500) + "\r\n" }.joined() + "\r\nhello"
        let bytes = Array(header.utf8)
        #expect(bytes.count > 40_000)
        var reader = RequestReader()
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = HTTPParser.Outcome.incomplete
        for byte in bytes {
            reader.append([byte][...])
            outcome = reader.next()
            if case .request = outcome { break }
        }
        // Re-scanning the buffer on each byte would be ~10^9 steps here.
        #expect(start.duration(to: clock.now) < .seconds(5))
        guard case .request(let request, let consumed) = outcome,
              case .request(let whole, _) = HTTPParser.parse(bytes) else {
            Issue.record("no request parsed")
            return
        }
        #expect(consumed == bytes.count)
        #expect(request.method == whole.method && request.path == "/token" && request.queryValue("x") == "1")
        #expect(request.headers.count == 92)
        #expect(whole.headers.count == 92)
        #expect(request.body == Array("hello".utf8))
    }
}
