import BattleNetCore
import Foundation
import Testing
@testable import BattleNetRedis

@Suite("A Redis connection against a real redis-server", .enabled(if: RedisServer.isUsable, RedisServer.skipMessage), .timeLimit(.minutes(3)))
struct RedisConnectionTests {
    @Test func setGetDeleteWithNXAndPX() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let redis = server.connection()
        #expect(try await redis.get("a") == nil)
        #expect(try await redis.set("a", "one"))
        #expect(try await redis.get("a") == "one")
        #expect(try await redis.set("a", "two", onlyIfAbsent: true) == false)
        #expect(try await redis.get("a") == "one")
        #expect(try await redis.set("b", "kept a minute", onlyIfAbsent: true, expiry: .seconds(60)))
        #expect(try await redis.get("b") == "kept a minute")
        let ttl = try await redis.command(["PTTL", "b"]).integer ?? -1
        #expect((1...60_000).contains(ttl))
        #expect(try await redis.set("c", "brief", expiry: .milliseconds(1)))
        try await Task.sleep(for: .milliseconds(20))
        #expect(try await redis.get("c") == nil)
        #expect(try await redis.delete(["a", "b", "c"]) == 2)
        #expect(try await redis.get("a") == nil)
        #expect(await redis.openCount == 1)
    }

    @Test func anErrorReplyIsTypedAndKeepsTheConnection() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let redis = server.connection()
        try await redis.set("text", "not a number")
        let error = await #expect(throws: RedisError.self) { try await redis.command(["INCR", "text"]) }
        #expect(error?.reason == .reply)
        #expect(error?.code == "ERR")
        #expect(error?.message.contains("not an integer") == true)
        #expect(error?.isConnectionFailure == false)
        let unknown = await #expect(throws: RedisError.self) { try await redis.command(["NOSUCHCOMMAND"]) }
        #expect(unknown?.message.contains("unknown command") == true)
        try await redis.ping()
        #expect(await redis.openCount == 1)
    }

    @Test func timeAndRunIDComeFromTheServer() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let redis = server.connection()
        let time = try await redis.time()
        #expect(abs(Double(time.microseconds) / 1e6 - Date().timeIntervalSince1970) < 5)
        let runID = try await redis.serverRunID()
        #expect(runID.count == 40 && runID.allSatisfy(\.isHexDigit))
        #expect(try await redis.serverRunID() == runID)
    }

    @Test func aScriptIsLoadedOnceAndReloadedAfterAFlush() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let redis = server.connection()
        let script = "return {KEYS[1], ARGV[1], tonumber(ARGV[2]) * 2}"
        let reply = try await redis.evaluate(script, keys: ["k"], arguments: ["a", "21"])
        #expect(reply == .array([.bulk(Array("k".utf8)), .bulk(Array("a".utf8)), .integer(42)]))
        let sha = try await redis.loadScript(script)
        #expect(try await redis.command(["SCRIPT", "EXISTS", sha]).elements == [.integer(1)])
        try await redis.command(["SCRIPT", "FLUSH"])
        #expect(try await redis.command(["SCRIPT", "EXISTS", sha]).elements == [.integer(0)])
        // EVALSHA answers NOSCRIPT; the script goes once with EVAL, which caches it again.
        #expect(try await redis.evaluate(script, keys: ["k"], arguments: ["b", "1"]).elements?.last == .integer(2))
        #expect(try await redis.command(["SCRIPT", "EXISTS", sha]).elements == [.integer(1)])
        let failing = await #expect(throws: RedisError.self) {
            try await redis.evaluate("redis.call('SET', KEYS[1], 'text'); return redis.call('INCR', KEYS[1])", keys: ["k"], arguments: [])
        }
        #expect(failing?.reason == .reply)
        #expect(failing?.message.contains("not an integer") == true)
        #expect(await redis.openCount == 1)
    }

    @Test func signsInWithAPasswordOrAnACLUserAndNeverShowsThePassword() async throws {
        let server = try await RedisServer(password: "default-pass-7f3a")
        defer { server.stop() }
        // No password: every command is refused.
        let anonymous = RedisConnection(endpoint: RedisEndpoint(host: "127.0.0.1", port: server.port))
        let refused = await #expect(throws: RedisError.self) { try await anonymous.ping() }
        #expect(refused?.code == "NOAUTH")
        // The password alone: AUTH password.
        let admin = server.connection()
        try await admin.ping()
        try await admin.command(["ACL", "SETUSER", "fleet", "on", ">fleet-pass-91c2", "~bnet:*", "+@all"])
        // An ACL user: AUTH user password.
        let user = RedisConnection(endpoint: RedisEndpoint(host: "127.0.0.1", port: server.port, database: 0, user: "fleet", password: "fleet-pass-91c2"))
        #expect(try await user.command(["ACL", "WHOAMI"]).string == "fleet")
        // A wrong password: Redis's message, never the password.
        let wrongEndpoint = RedisEndpoint(host: "127.0.0.1", port: server.port, user: "fleet", password: "wrong-pass-55d0")
        let wrong = RedisConnection(endpoint: wrongEndpoint)
        let error = await #expect(throws: RedisError.self) { try await wrong.ping() }
        #expect(error?.code == "WRONGPASS")
        let texts = [String(describing: error as Any), String(reflecting: error as Any), wrong.description, "\(wrongEndpoint)"]
        for text in texts {
            #expect(!text.contains("wrong-pass-55d0"), "\(text)")
        }
        var dumped = ""
        dump(wrong, to: &dumped)
        dump(error, to: &dumped)
        #expect(!dumped.contains("wrong-pass-55d0"))
    }

    @Test func aSelectedDatabaseIsUsed() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let three = RedisConnection(endpoint: RedisEndpoint(host: "127.0.0.1", port: server.port, database: 3))
        try await three.set("where", "db3")
        let zero = server.connection()
        #expect(try await zero.get("where") == nil)
        try await zero.command(["SELECT", "3"])
        #expect(try await zero.get("where") == "db3")
    }

    @Test func aServerThatRestartedIsReconnectedToBeforeTheNextCommand() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let redis = server.connection()
        let first = try await redis.serverRunID()
        try await server.restart()
        // The old connection's end is noticed before sending: the next command opens a new one.
        let second = try await redis.serverRunID()
        #expect(second != first)
        #expect(await redis.openCount == 2)
        server.stop()
        let down = await #expect(throws: RedisError.self) { try await redis.ping() }
        #expect(down?.reason == .unreachable)
        #expect(down?.isConnectionFailure == true)
        try await server.start()
        try await redis.ping()
        #expect(await redis.openCount == 3)
    }

    @Test func aServerThatDoesNotAnswerFailsTheCommandAtItsDeadline() async throws {
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)   // accepts in its backlog, never answers
        defer { listener.close() }
        let redis = RedisConnection(endpoint: RedisEndpoint(host: "127.0.0.1", port: listener.port), timeout: .milliseconds(200))
        let started = ContinuousClock.now
        let error = await #expect(throws: RedisError.self) { try await redis.ping() }
        let took = ContinuousClock.now - started
        #expect(error?.reason == .timedOut)
        #expect(took >= .milliseconds(190), "\(took)")
        if RedisServer.strictTiming { #expect(took < .milliseconds(500)) }
    }

    @Test func bytesThatAreNotRESPCloseTheConnection() async throws {
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { listener.close() }
        let served = Thread {
            guard let peer = try? listener.accept(until: .now + .seconds(5)) else { return }
            var request: [UInt8] = []
            _ = try? peer.receive(into: &request, maximum: 1024, until: .now + .seconds(5))
            _ = peer.sendAll(Array("HTTP/1.1 400 Bad Request\r\n\r\n".utf8))
            Thread.sleep(forTimeInterval: 0.5)
            peer.close()
        }
        served.start()
        let redis = RedisConnection(endpoint: RedisEndpoint(host: "127.0.0.1", port: listener.port), timeout: .seconds(2))
        let error = await #expect(throws: RedisError.self) { try await redis.ping() }
        #expect(error?.reason == .protocolViolation)
    }

    @Test func nothingListeningIsUnreachableAtOnceAndRetriedOnlyAfterTheDelay() async throws {
        let port = try ListeningSocket(address: .loopbackIPv4, port: 0).port   // closed again at once
        let redis = RedisConnection(endpoint: RedisEndpoint(host: "127.0.0.1", port: port), timeout: .seconds(2), reconnectDelay: .seconds(30))
        let started = ContinuousClock.now
        let first = await #expect(throws: RedisError.self) { try await redis.ping() }
        let second = await #expect(throws: RedisError.self) { try await redis.ping() }
        #expect(first?.reason == .unreachable && second == first)
        #expect(await redis.openAttempts == 1)
        if RedisServer.strictTiming { #expect(ContinuousClock.now - started < .milliseconds(500)) }
    }
}
