import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BattleNetStandIn

/// Each fault is observed from the client side, on a fresh session so that no pooled connection is
/// retried behind the test's back.
@Suite("Fault injection", .timeLimit(.minutes(2)))
struct FaultTests {
    let path = "/d3/data/act/1"

    @Test("status faults answer Blizzard JSON with or without Retry-After, then the normal answer")
    func statusFaults() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let token = server.issueToken()
        server.inject(.status(429, retryAfter: "2"))
        server.inject(.status(503), times: 2)
        server.inject(.status(500), on: "/data/d3/")

        let limited = try await get(session, server, path, token: token)
        #expect(limited.status == 429)
        #expect(limited.header("Retry-After") == "2")
        #expect(limited.json["type"] as? String == "BLZWEBAPI00000429")
        for _ in 0..<2 {
            let unavailable = try await get(session, server, path, token: token)
            #expect(unavailable.status == 503)
            #expect(unavailable.header("Retry-After") == nil)
            #expect(unavailable.json["code"] as? Int == 503)
        }
        let normal = try await get(session, server, path, token: token)
        #expect(normal.status == 200)
        // The /data/d3/ fault waited for a matching path.
        let era = try await get(session, server, "/data/d3/era/1", token: token)
        #expect(era.status == 500)
        #expect(server.statistics.count(of: 503) == 2)
    }

    @Test("clearFaults drops queued faults")
    func clear() async throws {
        let server = try startServer()
        defer { server.stop() }
        server.inject(.status(502), times: 5)
        server.clearFaults()
        let reply = try await get(makeSession(), server, path, token: server.issueToken())
        #expect(reply.status == 200)
    }

    @Test("connectionReset makes the request fail")
    func reset() async throws {
        let server = try startServer()
        defer { server.stop() }
        server.inject(.connectionReset)
        await #expect(throws: (any Error).self) {
            _ = try await get(makeSession(), server, path, token: server.issueToken())
        }
        #expect(try await get(makeSession(), server, path, token: server.issueToken()).status == 200)
    }

    @Test("truncatedBody gives a client error or a short body")
    func truncated() async throws {
        let server = try startServer()
        defer { server.stop() }
        server.inject(.truncatedBody)
        let full = try fixtureData("d3/act__1.json")
        do {
            let reply = try await get(makeSession(), server, path, token: server.issueToken())
            #expect(reply.body.count < full.count)
        } catch {
            // URLSession reports the early close as an error: expected.
        }
    }

    @Test("htmlBody answers 200 text/html")
    func html() async throws {
        let server = try startServer()
        defer { server.stop() }
        server.inject(.htmlBody)
        let reply = try await get(makeSession(), server, path, token: server.issueToken())
        #expect(reply.status == 200)
        #expect(reply.header("Content-Type")?.hasPrefix("text/html") == true)
        #expect(reply.text.contains("<html>"))
    }

    @Test("a misdeclared length at Int's ends declares Int.max or 0 instead of trapping")
    func misdeclaredLengthAtIntsEnds() throws {
        let server = try startServer()
        defer { server.stop() }
        let bytes = Array("GET \(path) HTTP/1.1\r\nAuthorization: Bearer \(server.issueToken())\r\n\r\n".utf8)
        guard case .request(let request, _) = HTTPParser.parse(bytes) else { Issue.record("the request does not parse"); return }
        for (delta, declared) in [(Int.max, "Content-Length: 9223372036854775807"), (Int.min, "Content-Length: 0")] {
            server.inject(.misdeclaredLength(delta: delta))
            guard case .wire(let status, let wire, _) = server.core.handle(request) else { Issue.record("not written as bytes"); continue }
            #expect(status == 200)
            #expect(String(decoding: wire, as: UTF8.self).contains(declared), "\(delta)")
        }
    }

    @Test("emptyBody answers 200 with no bytes")
    func empty() async throws {
        let server = try startServer()
        defer { server.stop() }
        server.inject(.emptyBody)
        let reply = try await get(makeSession(), server, path, token: server.issueToken())
        #expect(reply.status == 200)
        #expect(reply.body.isEmpty)
        #expect(reply.header("Content-Length") == "0")
    }

    @Test("invalidUTF8 answers bytes that do not decode")
    func invalidUTF8() async throws {
        let server = try startServer()
        defer { server.stop() }
        server.inject(.invalidUTF8)
        let reply = try await get(makeSession(), server, path, token: server.issueToken())
        #expect(reply.status == 200)
        #expect(!reply.body.isEmpty)
        #expect(String(data: reply.body, encoding: .utf8) == nil)
    }

    @Test("delay waits at least the duration, then answers normally")
    func delay() async throws {
        let server = try startServer()
        defer { server.stop() }
        server.inject(.delay(.milliseconds(400)))
        let clock = ContinuousClock()
        let token = server.issueToken()
        let start = clock.now
        let reply = try await get(makeSession(), server, path, token: token)
        #expect(start.duration(to: clock.now) >= .milliseconds(400))
        #expect(reply.status == 200)
        #expect(reply.body == (try fixtureData("d3/act__1.json")))
    }

    @Test("revokeToken answers 401 and the token stays revoked")
    func revoke() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let token = server.issueToken()
        server.inject(.revokeToken)
        #expect(try await get(session, server, path, token: token).status == 401)
        #expect(try await get(session, server, path, token: token).status == 401)
        #expect(try await get(session, server, path, token: server.issueToken()).status == 200)
    }

    @Test("revoke(token:) and revokeAllTokens() invalidate tokens")
    func revokeAPI() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let first = server.issueToken(), second = server.issueToken(), third = server.issueToken()
        server.revoke(token: first)
        #expect(try await get(session, server, path, token: first).status == 401)
        #expect(try await get(session, server, path, token: second).status == 200)
        server.revokeAllTokens()
        #expect(try await get(session, server, path, token: second).status == 401)
        #expect(try await get(session, server, path, token: third).status == 401)
    }

    @Test("tokenEndpointDown answers /token with a 503 HTML page and is not taken by API calls")
    func tokenEndpointDown() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        server.inject(.tokenEndpointDown)
        #expect(try await get(session, server, path, token: server.issueToken()).status == 200)
        let down = try await send(
            session, url(server, "/token"), method: "POST",
            headers: formHeaders.merging(["Authorization": basic()]) { $1 }, body: form("grant_type=client_credentials")
        )
        #expect(down.status == 503)
        #expect(down.header("Content-Type")?.hasPrefix("text/html") == true)
        let token = try await fetchClientToken(session, server)
        #expect(!token.isEmpty)
    }
}
