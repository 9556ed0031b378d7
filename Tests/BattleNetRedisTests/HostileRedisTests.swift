import BattleNetCore
import Foundation
import Testing
@testable import BattleNetRedis

/// The resident memory of this process, in bytes (Linux's `/proc/self/status`; 0 elsewhere).
func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return kilobytes * 1024
}

/// A fake Redis server or Sentinel on a loopback port, one thread per connection, each answering with
/// `serve` until it returns or the peer goes away. Records how many connections it accepted and the
/// bytes each sent.
final class FakeRedis: @unchecked Sendable {
    let listener: ListeningSocket
    private let lock = NSLock()
    private var received: [[UInt8]] = []
    private var stopped = false
    var port: UInt16 { listener.port }

    /// Starts listening; `serve` runs on its own thread for each connection, with the connection
    /// and the index of the connection.
    init(serve: @escaping @Sendable (FakeRedis, ConnectedSocket, Int) -> Void) throws {
        listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        let accepting = Thread { [self] in
            var index = 0
            while !isStopped {
                guard let peer = try? listener.accept(until: .now + .milliseconds(200)) else { continue }
                let mine = index
                index += 1
                lock.withLock { received.append([]) }
                Thread { serve(self, peer, mine); peer.close() }.start()
            }
        }
        accepting.start()
    }

    var isStopped: Bool { lock.withLock { stopped } }
    /// How many connections were accepted.
    var connections: Int { lock.withLock { received.count } }
    /// Everything connection `index` sent, as text.
    func text(of index: Int) -> String { lock.withLock { index < received.count ? String(decoding: received[index], as: UTF8.self) : "" } }
    /// Everything every connection sent, as text.
    var allText: String { lock.withLock { received.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n") } }

    /// Reads one command (whatever arrived within `wait`) from `peer`, recorded as connection `index`'s.
    func readCommand(_ peer: ConnectedSocket, _ index: Int, wait: Duration = .seconds(5)) -> String? {
        var bytes: [UInt8] = []
        guard let count = try? peer.receive(into: &bytes, maximum: 64 * 1024, until: .now + wait), count > 0 else { return nil }
        lock.withLock { received[index] += bytes }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Sends `*1048576\r\n` 32 times, then `+x\r\n` until the peer goes away or `limit` passes.
    static func flood(_ peer: ConnectedSocket, for limit: Duration = .seconds(30)) {
        guard peer.sendAll(Array(String(repeating: "*1048576\r\n", count: 32).utf8)) else { return }
        let block = Array(String(repeating: "+x\r\n", count: 4096).utf8)
        let end = ContinuousClock.now + limit
        while ContinuousClock.now < end, peer.sendAll(block) {}
    }

    func stop() {
        lock.withLock { stopped = true }
        listener.close()
    }

    deinit { stop() }
}

@Suite("A hostile Redis primary or Sentinel", .enabled(if: RedisServer.isUsable, RedisServer.skipMessage), .timeLimit(.minutes(3)))
struct HostileRedisTests {
    @Test func aPrimaryThatFloodsEndsTheCommandAtItsBoundAndHoldsNoMemory() async throws {
        let flooding = try FakeRedis { fake, peer, index in
            guard fake.readCommand(peer, index) != nil else { return }
            FakeRedis.flood(peer)
        }
        defer { flooding.stop() }
        let before = residentBytes()
        let redis = RedisConnection(endpoint: RedisEndpoint(host: "127.0.0.1", port: flooding.port), timeout: .seconds(3))
        let started = ContinuousClock.now
        let error = await #expect(throws: RedisError.self) { try await redis.ping() }
        let took = ContinuousClock.now - started
        #expect(error?.reason == .protocolViolation || error?.reason == .timedOut, "\(String(describing: error))")
        // The flood never ends: ending at all is the bound. Its tightness, and the memory held (the
        // process's resident size, which the suites running beside it also move), are checked in the
        // Redis timing step, where this test runs alone.
        #expect(took < .seconds(60), "\(took)")
        if RedisServer.strictTiming {
            #expect(took < .seconds(1), "\(took)")
            #expect(residentBytes() - before < 100 << 20)
        }
        await redis.close()
    }

    @Test(arguments: [
        "$2000000\r\n",                                        // a bulk string longer than the bound, refused when announced
        "*700000\r\n",                                         // more elements than the bound can hold
        String(repeating: "*1\r\n", count: 33) + ":1\r\n",     // too deep
        "+" + String(repeating: "a", count: 70_000),           // a line without an end
    ])
    func anOversizedReplyIsAProtocolViolation(reply: String) async throws {
        let server = try FakeRedis { fake, peer, index in
            guard fake.readCommand(peer, index) != nil else { return }
            _ = peer.sendAll(Array(reply.utf8))
            _ = fake.readCommand(peer, index, wait: .seconds(5))
        }
        defer { server.stop() }
        let redis = RedisConnection(endpoint: RedisEndpoint(host: "127.0.0.1", port: server.port), timeout: .seconds(5))
        let error = await #expect(throws: RedisError.self) { try await redis.ping() }
        #expect(error?.reason == .protocolViolation, "\(String(describing: error))")
    }

    @Test func aCommandMayNameItsOwnReplyBound() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let redis = server.connection()
        let value = String(repeating: "v", count: 2 << 20)   // 2 MiB: over the default bound
        try await redis.set("big", value)
        let refused = await #expect(throws: RedisError.self) { try await redis.command(["GET", "big"]) }
        #expect(refused?.reason == .protocolViolation)
        #expect(refused?.message.contains("1048576") == true, "\(String(describing: refused))")
        #expect(try await redis.command(["GET", "big"], maximumReplyBytes: 3 << 20).string?.count == 2 << 20)
        #expect(try await redis.command(["STRLEN", "big"]).integer == 2 << 20)
    }

    @Test func aSentinelThatFloodsItsSubscriptionNeitherHangsNorGrowsTheProcess() async throws {
        let primary = try await RedisServer(password: "primary-pw-3c1d")
        defer { primary.stop() }
        let sentinel = try FakeRedis { fake, peer, index in
            // AUTH, then get-master-addr-by-name, then SUBSCRIBE: answered, then flooded.
            while let command = fake.readCommand(peer, index) {
                if command.contains("AUTH") {
                    _ = peer.sendAll(Array("+OK\r\n".utf8))
                } else if command.contains("get-master-addr-by-name") {
                    _ = peer.sendAll(Array("*2\r\n$9\r\n127.0.0.1\r\n$\(String(primary.port).count)\r\n\(primary.port)\r\n".utf8))
                    if command.contains("SUBSCRIBE") { break }
                } else if command.contains("SUBSCRIBE") {
                    break
                }
            }
            FakeRedis.flood(peer)
        }
        defer { sentinel.stop() }
        let sentinels = RedisSentinel(masterName: "m", addresses: [.init(host: "127.0.0.1", port: sentinel.port)], password: "sentinel-pw")
        let redis = RedisConnection(endpoint: RedisEndpoint(sentinel: sentinels, password: "primary-pw-3c1d"), timeout: .seconds(2))
        let before = residentBytes()
        try await redis.ping()
        // Let the flood fill the subscription; each command looks at it and must end in time.
        try await Task.sleep(for: .milliseconds(300))
        for _ in 0..<5 {
            let started = ContinuousClock.now
            do { try await redis.ping() } catch { _ = error }
            let took = ContinuousClock.now - started
            // A hang guard here; the tight bound and the memory held are checked in the Redis timing
            // step, where this test runs alone.
            #expect(took < .seconds(60), "\(took)")
            if RedisServer.strictTiming { #expect(took < .seconds(1), "\(took)") }
        }
        // The watch was given up; the connection to the primary goes on.
        try await redis.ping()
        #expect(await redis.openCount >= 1)
        if RedisServer.strictTiming { #expect(residentBytes() - before < 100 << 20) }
        await redis.close()
    }

    @Test func sentinelsWithoutAPasswordAreNotAskedForAPrimaryWithOne() async throws {
        let rogue = try FakeRedis { fake, peer, index in _ = fake.readCommand(peer, index) }
        defer { rogue.stop() }
        let sentinel = try FakeRedis { fake, peer, index in
            guard fake.readCommand(peer, index) != nil else { return }
            _ = peer.sendAll(Array("*2\r\n$9\r\n127.0.0.1\r\n$\(String(rogue.port).count)\r\n\(rogue.port)\r\n".utf8))
        }
        defer { sentinel.stop() }
        let sentinels = RedisSentinel(masterName: "m", addresses: [.init(host: "127.0.0.1", port: sentinel.port)])
        let redis = RedisConnection(endpoint: RedisEndpoint(sentinel: sentinels, password: "primary-pw-9e0f"), timeout: .seconds(2))
        let error = await #expect(throws: RedisError.self) { try await redis.ping() }
        #expect(error?.reason == .unreachable)
        #expect(error?.message.contains("have no password") == true, "\(String(describing: error))")
        #expect(error?.message.contains("primary-pw-9e0f") == false)
        // Nothing was sent anywhere: not to the Sentinel, not to the address it would name.
        try await Task.sleep(for: .milliseconds(300))
        #expect(sentinel.connections == 0 && rogue.connections == 0)
        // The fleet token is not shared through them.
        let refused = #expect(throws: BattleNetError.self) { try FleetTokenCoordinator(redis: RedisEndpoint(sentinel: sentinels, password: "pw")) }
        #expect(refused?.message.contains("RedisSentinel.primaries") == true)
    }

    @Test func anAddressOutsideThePinnedPrimariesIsNeverConnectedTo() async throws {
        let primary = try await RedisServer(password: "primary-pw-51aa")
        defer { primary.stop() }
        let rogue = try FakeRedis { fake, peer, index in _ = fake.readCommand(peer, index) }
        defer { rogue.stop() }
        let names = PortBox(rogue.port)
        let sentinel = try FakeRedis { fake, peer, index in
            while let command = fake.readCommand(peer, index) {
                guard command.contains("get-master-addr-by-name") else { continue }
                let port = String(names.value)
                _ = peer.sendAll(Array("*2\r\n$9\r\n127.0.0.1\r\n$\(port.count)\r\n\(port)\r\n".utf8))
            }
        }
        defer { sentinel.stop() }
        let sentinels = RedisSentinel(
            masterName: "m", addresses: [.init(host: "127.0.0.1", port: sentinel.port)], primaries: [.init(host: "127.0.0.1", port: primary.port)]
        )
        let endpoint = RedisEndpoint(sentinel: sentinels, password: "primary-pw-51aa")
        let redis = RedisConnection(endpoint: endpoint, timeout: .seconds(2))
        let error = await #expect(throws: RedisError.self) { try await redis.ping() }
        #expect(error?.message.contains("not one of the pinned primaries") == true, "\(String(describing: error))")
        try await Task.sleep(for: .milliseconds(300))
        #expect(rogue.connections == 0)
        // The pinned primary is used; the token may be shared through these Sentinels.
        names.value = primary.port
        let pinned = RedisConnection(endpoint: endpoint, timeout: .seconds(2))
        try await pinned.ping()
        _ = try FleetTokenCoordinator(redis: endpoint)
        #expect("\(endpoint)".contains("primaries 127.0.0.1:\(primary.port)"))
        await pinned.close()
    }

    @Test func theUserAndThePasswordAreNeverShown() throws {
        let endpoint = try RedisEndpoint(url: "redis://S3cr3t-user@127.0.0.1:6379/0")
        #expect(endpoint.user == "S3cr3t-user")
        var dumped = ""
        dump(endpoint, to: &dumped)
        for text in ["\(endpoint)", String(reflecting: endpoint), dumped, RedisConnection(endpoint: endpoint).description] {
            #expect(!text.contains("S3cr3t"), "\(text)")
        }
        #expect("\(endpoint)" == "redis://127.0.0.1:6379/0 (an ACL user)")
    }

    @Test func aPasswordAsAParameterIsAPassword() throws {
        let refused = #expect(throws: BattleNetError.self) { try RedisEndpoint(url: "redis://127.0.0.1:6379/0?password=pw-in-query") }
        #expect(refused?.message.contains("BNET_REDIS_PASSWORD") == true)
        #expect(refused?.message.contains("pw-in-query") == false)
        #expect(try RedisEndpoint(url: "redis://127.0.0.1:6379/0?password=pw-in-query", allowingPasswordInURL: true).password == "pw-in-query")
        let unknown = #expect(throws: BattleNetError.self) { try RedisEndpoint(url: "redis://127.0.0.1:6379/0?timeout=5") }
        #expect(unknown?.message.contains("not supported") == true)
        #expect(throws: BattleNetError.self) { try RedisEndpoint(url: "redis-sentinel://10.0.0.7/0?password=pw#m") }
        let pinned = try RedisEndpoint(url: "redis-sentinel://10.0.0.7,10.0.0.8/0?primaries=10.0.0.5:6379,[fd00::6]#m")
        #expect(pinned.sentinel?.primaries == [.init(host: "10.0.0.5", port: 6379), .init(host: "fd00::6", port: 6379)])
    }
}

/// A port a fake Sentinel names, changed by the test.
final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var port: UInt16
    init(_ port: UInt16) { self.port = port }
    var value: UInt16 {
        get { lock.withLock { port } }
        set { lock.withLock { port = newValue } }
    }
}
