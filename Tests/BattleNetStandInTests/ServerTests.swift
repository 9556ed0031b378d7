import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import BattleNetStandIn

@Suite("Sockets, threads and bookkeeping", .timeLimit(.minutes(2)))
struct ServerTests {
    @Test("start returns an ephemeral loopback port and baseURL names it")
    func startReturnsPort() throws {
        let server = try startServer()
        defer { server.stop() }
        let port = try #require(server.port)
        #expect(port > 0)
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(port)")
        #expect(try server.start() == port)
    }

    @Test("200 concurrent requests are all answered")
    func concurrency() async throws {
        let server = try startServer { $0.perSecondLimit = nil }
        defer { server.stop() }
        let session = makeSession(maxConnections: 200)
        let token = server.issueToken()
        let expected = try fixtureData("d3/act__1.json")
        let base = server.baseURL.absoluteString
        let results = try await withThrowingTaskGroup(of: (Int, Bool).self) { group in
            for _ in 0..<200 {
                group.addTask {
                    var request = URLRequest(url: URL(string: base + "/d3/data/act/1") ?? server.baseURL)
                    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
                    let (data, response) = try await session.data(for: request)
                    return ((response as? HTTPURLResponse)?.statusCode ?? 0, data == expected)
                }
            }
            var all: [(Int, Bool)] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 200)
        #expect(results.allSatisfy { $0.0 == 200 && $0.1 })
        let stats = server.statistics
        #expect(stats.apiRequests == 200)
        #expect(stats.count(of: 200) == 200)
        #expect(stats.peakConcurrentRequests >= 1)
        #expect(stats.peakRequestsPerSecond[token, default: 0] >= 1)
    }

    @Test("keep-alive: sequential requests on one session reuse the connection")
    func keepAlive() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let token = try await fetchClientToken(session, server)
        for _ in 0..<5 {
            #expect(try await get(session, server, "/d3/data/act/1", token: token).status == 200)
        }
        let stats = server.statistics
        #expect(stats.totalRequests == 6)
        #expect(stats.connectionsAccepted < 6)
    }

    @Test("a raw client can pipeline two requests on one connection and close it")
    func rawKeepAlive() throws {
        let server = try startServer()
        defer { server.stop() }
        let token = server.issueToken()
        let request = "GET /d3/data/act/1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(token)\r\n\r\n"
        let closing = "GET /d3/data/act/99 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(token)\r\nConnection: close\r\n\r\n"
        let port = try #require(server.port)
        let response = try #require(rawExchange(port: port, request + closing))
        #expect(response.components(separatedBy: "HTTP/1.1 200 OK\r\n").count == 2)
        #expect(response.contains("HTTP/1.1 404 Not Found\r\n"))
        #expect(response.contains("Connection: close\r\n"))
        #expect(server.statistics.connectionsAccepted == 1)
    }

    @Test("malformed requests get 400 and a closed connection; the server keeps serving")
    func malformed() async throws {
        let server = try startServer()
        defer { server.stop() }
        let port = try #require(server.port)
        for garbage in ["hello\r\n\r\n", "GET /x HTTP/9.9\r\n\r\n", "GET /x HTTP/1.1\r\nNo colon here\r\n\r\n",
                        "POST /token HTTP/1.1\r\nContent-Length: -4\r\n\r\n", "GET x HTTP/1.1\r\n\r\n"] {
            let response = try #require(rawExchange(port: port, garbage))
            #expect(response.hasPrefix("HTTP/1.1 400 Bad Request\r\n"), "\(garbage.debugDescription)")
        }
        let binary = String(decoding: [0x00, 0xFF, 0x0D, 0x0A, 0x0D, 0x0A] as [UInt8], as: UTF8.self)
        #expect(rawExchange(port: port, binary)?.hasPrefix("HTTP/1.1 400") == true)
        let huge = "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 70_000) + "\r\n\r\n"
        #expect(rawExchange(port: port, huge)?.hasPrefix("HTTP/1.1 431") == true)
        // A client that connects and closes at once does no harm.
        if let fd = connectRaw(port: port) { close(fd) }
        #expect(try await get(makeSession(), server, "/d3/data/act/1", token: server.issueToken()).status == 200)
        #expect(server.statistics.count(of: 400) == 6)
    }

    @Test("a POST body split across packets with Expect: 100-continue is read whole")
    func expectContinue() throws {
        let server = try startServer()
        defer { server.stop() }
        let port = try #require(server.port)
        let fd = try #require(connectRaw(port: port))
        defer { close(fd) }
        let body = "grant_type=client_credentials"
        let head = "POST /token HTTP/1.1\r\nHost: x\r\nAuthorization: \(basic())\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            + "Content-Length: \(body.utf8.count)\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n"
        for part in [head, body] {
            let bytes = Array(part.utf8)
            _ = bytes.withUnsafeBytes { rawSend(fd, $0) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += chunk[0..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n"))
        #expect(text.contains("\"access_token\""))
    }

    @Test("after stop() connections are refused and requests fail")
    func stop() async throws {
        let server = try startServer()
        let port = try #require(server.port)
        let session = makeSession()
        let token = server.issueToken()
        #expect(try await get(session, server, "/d3/data/act/1", token: token).status == 200)
        let stoppedURL = url(server, "/d3/data/act/1")
        server.stop()
        #expect(server.port == nil)
        #expect(connectRaw(port: port) == nil)
        await #expect(throws: (any Error).self) {
            var request = URLRequest(url: stoppedURL)
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            _ = try await makeSession().data(for: request)
        }
        server.stop() // a second stop is harmless
    }

    @Test("dropping the last reference stops the server")
    func deinitStops() throws {
        var server: StandInServer? = try startServer()
        let port = try #require(server?.port)
        #expect(connectRaw(port: port).map { close($0) } != nil)
        server = nil
        #expect(connectRaw(port: port) == nil)
    }

    @Test("idle connections are closed after the idle timeout")
    func idleTimeout() throws {
        let server = try startServer { $0.idleTimeout = .milliseconds(200) }
        defer { server.stop() }
        let port = try #require(server.port)
        let fd = try #require(connectRaw(port: port))
        defer { close(fd) }
        let clock = ContinuousClock()
        let start = clock.now
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, 0) // returns 0 when the server closes the idle connection
        #expect(count == 0)
        if strictTiming { #expect(start.duration(to: clock.now) < .seconds(4)) }
    }

    @Test("the log has one line per request and never a token, secret or code")
    func logNeverLeaksSecrets() async throws {
        let lines = Locked<[String]>([])
        let server = try startServer(log: { line in lines.withLock { $0.append(line) } })
        defer { server.stop() }
        let session = makeSession()
        let token = try await fetchClientToken(session, server)
        _ = try await get(session, server, "/d3/data/act/1?locale=en_GB", token: token)
        _ = try await get(session, server, "/d3/data/act/1?access_token=\(token)", token: nil)
        let check = try await send(session, url(server, "/check_token?token=\(token)"), method: "POST")
        #expect(check.status == 200)
        let port = try #require(server.port)
        let redirect = try #require(rawExchange(
            port: port,
            "GET /authorize?response_type=code&client_id=stand-in-client&redirect_uri=http%3A%2F%2Flocalhost%2Fcb&state=s HTTP/1.1\r\nConnection: close\r\n\r\n"
        ))
        let code = try #require(redirect.split(separator: "\r\n").first { $0.hasPrefix("Location: ") }?
            .split(separator: "code=").last.map { String($0) })

        let logged = lines.withLock { $0 }
        #expect(logged.count == 5)
        #expect(logged.first?.hasPrefix("POST /token 200 ") == true)
        #expect(logged.contains { $0.hasPrefix("GET /d3/data/act/1 200 ") && $0.hasSuffix("ms") })
        for line in logged {
            #expect(!line.contains(token))
            #expect(!line.contains(code))
            #expect(!line.contains("stand-in-secret"))
            #expect(!line.contains("Bearer") && !line.contains("Basic") && !line.contains("?"))
        }
    }

    @Test("statistics count requests by kind and reset to zero")
    func statistics() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let token = try await fetchClientToken(session, server)
        _ = try await get(session, server, "/d3/data/act/1", token: token)
        _ = try await get(session, server, "/d3/data/act/1", token: nil)
        var stats = server.statistics
        #expect(stats.totalRequests == 3)
        #expect(stats.tokenRequests == 1)
        #expect(stats.apiRequests == 2)
        #expect(stats.statusCounts == [200: 2, 401: 1])
        #expect(!String(describing: stats).contains(token))
        var dumped = ""
        dump(stats, to: &dumped)
        #expect(!dumped.contains(token))
        server.resetStatistics()
        stats = server.statistics
        #expect(stats == StandInServer.Statistics())
    }
}

private func rawSend(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
    send(fd, buffer.baseAddress, buffer.count, 0)
}
