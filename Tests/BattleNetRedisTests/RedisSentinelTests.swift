import BattleNetCore
import Foundation
import Testing
@testable import BattleNetRedis

/// A real Sentinel-managed group on loopback: a primary, a replica of it (`--replicaof`), and one
/// Sentinel watching the primary as `m` (quorum 1). Failovers come from `SENTINEL FAILOVER`, not from
/// a primary timing out (`down-after-milliseconds` is long, so a starved test process never makes the
/// Sentinel fail the primary over on its own).
struct SentinelGroup {
    let primary: RedisServer
    let replica: RedisServer
    let sentinel: RedisServer
    let password: String?
    let sentinelPassword: String?

    /// Starts the three servers; the primary and the replica share `password`, the Sentinel has its own.
    init(password: String? = nil, sentinelPassword: String? = nil) async throws {
        self.password = password
        self.sentinelPassword = sentinelPassword
        primary = try await RedisServer(password: password)
        var follow = ["--replicaof", "127.0.0.1", String(primary.port)]
        if let password { follow += ["--masterauth", password] }
        replica = try await RedisServer(password: password, arguments: follow)
        var lines = [
            "sentinel monitor m 127.0.0.1 \(primary.port) 1",
            "sentinel down-after-milliseconds m 60000",
            "sentinel failover-timeout m 10000",
        ]
        if let password { lines.append("sentinel auth-pass m \(password)") }
        sentinel = try await RedisServer(password: sentinelPassword, sentinelConfiguration: lines.joined(separator: "\n"))
    }

    /// The group's primary, found through the Sentinel (and, first in the list, `before`). A primary
    /// with a password behind Sentinels without one is reached through the pinned addresses of the
    /// primary and the replica.
    func endpoint(before: [RedisSentinel.Address] = [], sentinelPassword: String?? = .none, masterName: String = "m") -> RedisEndpoint {
        let sentinelPassword = sentinelPassword ?? self.sentinelPassword
        let sentinels = RedisSentinel(
            masterName: masterName, addresses: before + [RedisSentinel.Address(host: "127.0.0.1", port: sentinel.port)],
            password: sentinelPassword,
            primaries: password != nil && sentinelPassword == nil
                ? [.init(host: "127.0.0.1", port: primary.port), .init(host: "127.0.0.1", port: replica.port)] : []
        )
        return RedisEndpoint(sentinel: sentinels, password: password)
    }

    /// A connection to the Sentinel itself.
    func admin() -> RedisConnection { sentinel.connection(timeout: .seconds(5)) }

    /// `SENTINEL FAILOVER m`, tried again while the Sentinel has no replica it can promote yet (it
    /// learns the replica's state within seconds of starting).
    func failOver() async throws {
        let admin = admin()
        let deadline = ContinuousClock.now + .seconds(40)
        while true {
            let failure: RedisError
            do {
                try await admin.command(["SENTINEL", "FAILOVER", "m"])
                return
            } catch {
                failure = error
            }
            guard failure.code == "NOGOODSLAVE", ContinuousClock.now < deadline else { throw failure }
            try await Task.sleep(for: .milliseconds(200))
        }
    }

    /// The port the Sentinel names for `m`.
    func namedPort() async throws -> Int64? {
        try await admin().command(["SENTINEL", "get-master-addr-by-name", "m"]).elements?.last?.integer
    }

    func stop() {
        sentinel.stop()
        replica.stop()
        primary.stop()
    }
}

/// The port of the server a connection reaches.
func serverPort(_ redis: RedisConnection) async throws -> Int64? {
    try await redis.command(["CONFIG", "GET", "port"]).elements?.last?.integer
}

@Suite("Redis through Sentinel, against real servers", .enabled(if: RedisServer.isUsable, RedisServer.skipMessage), .timeLimit(.minutes(3)))
struct RedisSentinelTests {
    @Test func theSentinelNamesThePrimaryAndAnUnknownNameIsReportedClearly() async throws {
        let group = try await SentinelGroup()
        defer { group.stop() }
        // A Sentinel that is down comes first: the next one answers.
        let down = RedisSentinel.Address(host: "127.0.0.1", port: try ListeningSocket(address: .loopbackIPv4, port: 0).port)
        let redis = RedisConnection(endpoint: group.endpoint(before: [down]), timeout: .seconds(5))
        try await redis.set("where", "primary")
        #expect(try await serverPort(redis) == Int64(group.primary.port))
        #expect(try await redis.command(["ROLE"]).elements?.first?.string == "master")
        #expect(try await group.replica.connection().command(["ROLE"]).elements?.first?.string == "slave")
        #expect(await redis.openCount == 1)
        // The Sentinel that answered is asked first from then on.
        await redis.close()
        try await redis.ping()
        #expect(await redis.sentinelsInOrder.first?.port == group.sentinel.port)

        let unknown = RedisConnection(endpoint: group.endpoint(before: [down], masterName: "nope"), timeout: .seconds(5))
        let error = await #expect(throws: RedisError.self) { try await unknown.ping() }
        #expect(error?.reason == .unreachable && error?.isConnectionFailure == true)
        let message = error?.message ?? ""
        #expect(message.contains("nope") && message.contains("\(down)") && message.contains("127.0.0.1:\(group.sentinel.port)"), "\(message)")
        #expect(message.contains("knows no primary named nope"), "\(message)")
    }

    @Test func theSentinelsPasswordIsSentFirstAndNeverShown() async throws {
        let group = try await SentinelGroup(password: "primary-pass-4d1e", sentinelPassword: "sentinel-pass-8a2c")
        defer { group.stop() }
        let redis = RedisConnection(endpoint: group.endpoint(), timeout: .seconds(5))
        try await redis.set("signed", "in")
        #expect(try await serverPort(redis) == Int64(group.primary.port))

        let without = RedisConnection(endpoint: group.endpoint(sentinelPassword: .some(nil)), timeout: .seconds(5))
        let refused = await #expect(throws: RedisError.self) { try await without.ping() }
        #expect(refused?.reason == .unreachable)
        #expect(refused?.message.contains("NOAUTH") == true && refused?.message.contains("BNET_REDIS_SENTINEL_PASSWORD") == true, "\(refused as Any)")

        let wrongEndpoint = group.endpoint(sentinelPassword: "wrong-pass-6f0b")
        let wrong = RedisConnection(endpoint: wrongEndpoint, timeout: .seconds(5))
        let error = await #expect(throws: RedisError.self) { try await wrong.ping() }
        #expect(error?.message.contains("refused the Sentinels' password") == true, "\(error as Any)")
        var texts = [String(describing: error as Any), String(reflecting: error as Any), String(describing: refused as Any), wrong.description,
                     "\(wrongEndpoint)", "\(group.endpoint())"]
        var dumped = ""
        dump(wrongEndpoint, to: &dumped)
        dump(group.endpoint(), to: &dumped)
        texts.append(dumped)
        for text in texts {
            #expect(!text.contains("wrong-pass-6f0b") && !text.contains("sentinel-pass-8a2c") && !text.contains("primary-pass-4d1e"), "\(text)")
        }
        #expect(dumped.contains("hasPassword: true") && "\(group.endpoint())".contains("Sentinels with a password"), "\(dumped)")
    }

    @Test func aSentinelThatNamesAReplicaIsCaughtByROLEAndAskedLast() async throws {
        let group = try await SentinelGroup()
        defer { group.stop() }
        // A Sentinel that lags behind a failover still names the old primary, a replica by then. Its
        // stand-in answers SENTINEL get-master-addr-by-name with the (real) replica's address.
        let stale = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { stale.close() }
        let replicaPort = String(group.replica.port)
        let answering = Thread {
            guard let peer = try? stale.accept(until: .now + .seconds(20)) else { return }
            var request: [UInt8] = []
            _ = try? peer.receive(into: &request, maximum: 1024, until: .now + .seconds(20))
            _ = peer.sendAll(Array("*2\r\n$9\r\n127.0.0.1\r\n$\(replicaPort.utf8.count)\r\n\(replicaPort)\r\n".utf8))
            Thread.sleep(forTimeInterval: 5)
            peer.close()
        }
        answering.start()
        let redis = RedisConnection(endpoint: group.endpoint(before: [RedisSentinel.Address(host: "127.0.0.1", port: stale.port)]), timeout: .seconds(5))
        let error = await #expect(throws: RedisError.self) { try await redis.ping() }
        #expect(error?.reason == .unreachable)
        #expect(error?.message.contains("127.0.0.1:\(replicaPort)") == true && error?.message.contains("not the primary but a replica") == true, "\(error as Any)")
        // The next connection asks the Sentinel that lagged last, and reaches the primary.
        try await redis.set("after", "the lag")
        #expect(try await serverPort(redis) == Int64(group.primary.port))
        #expect(await redis.sentinelsInOrder.last?.port == stale.port)
    }

    @Test func aReplicasREADONLYAnswerClosesTheConnectionAsAFailure() async throws {
        let primary = try await RedisServer()
        defer { primary.stop() }
        let replica = try await RedisServer(arguments: ["--replicaof", "127.0.0.1", String(primary.port)])
        defer { replica.stop() }
        let redis = replica.connection()
        #expect(try await redis.get("missing") == nil)   // reads work on a replica
        let write = await #expect(throws: RedisError.self) { try await redis.set("k", "v") }
        #expect(write?.reason == .connectionLost && write?.isConnectionFailure == true, "\(write as Any)")
        #expect(write?.message.contains("READONLY") == true)
        // A script that writes, as the fleet's do: the same.
        let script = await #expect(throws: RedisError.self) {
            try await redis.evaluate("return redis.call('SET', KEYS[1], 'v')", keys: ["k"], arguments: [])
        }
        #expect(script?.isConnectionFailure == true && script?.message.contains("READONLY") == true, "\(script as Any)")
        #expect(await redis.openCount == 2)
        try await redis.ping()
        #expect(await redis.openCount == 3)
    }

    @Test func afterAFailoverCommandsReachTheNewPrimary() async throws {
        let group = try await SentinelGroup(password: "group-pass-93aa")
        defer { group.stop() }
        let redis = RedisConnection(endpoint: group.endpoint(), timeout: .seconds(2))
        try await redis.set("before", "the failover")
        #expect(try await serverPort(redis) == Int64(group.primary.port))
        // The replica has it before the failover (WAIT: the number of replicas that acknowledged it).
        #expect(try await redis.command(["WAIT", "1", "20000"], timeout: .seconds(30)).integer == 1)
        try await group.failOver()
        let failedOver = ContinuousClock.now
        var failures: [String] = []
        var port: Int64?
        let deadline = failedOver + .seconds(30)
        while ContinuousClock.now < deadline {
            do {
                port = try await serverPort(redis)
                if port == Int64(group.replica.port) { break }
            } catch {
                failures.append("\(error)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        let took = ContinuousClock.now - failedOver
        print("sentinel failover: the connection reached the new primary \(took.seconds) s after SENTINEL FAILOVER; \(failures.count) commands failed meanwhile: \(failures)")
        #expect(port == Int64(group.replica.port), "still at \(port as Any) after \(took)")
        #expect(try await group.namedPort() == Int64(group.replica.port))
        // The new primary takes writes and holds what the old one had.
        try await redis.set("after", "the failover")
        #expect(try await redis.get("before") == "the failover")
        #expect(try await redis.command(["ROLE"]).elements?.first?.string == "master")
        #expect(failures.allSatisfy { !$0.contains("group-pass-93aa") })
        // The Sentinel's +switch-master announcement, not the old primary's demotion ten seconds later.
        if RedisServer.strictTiming { #expect(took < .seconds(5)) }
    }

    @Test func aFleetLimiterKeepsGrantingThroughAFailover() async throws {
        let group = try await SentinelGroup(password: "fleet-pass-51c7")
        defer { group.stop() }
        let limit = RateLimit(requestsPerSecond: 40, maximumWait: .seconds(5))
        let limiter = FleetLimiter(redis: group.endpoint(), clientID: "sentinel-fleet", limit: limit, fallbackShare: 0.25,
                                   timeout: testRedisTimeout, heartbeatInterval: .milliseconds(250), alive: .seconds(1))
        let log = EventLog(limiter.events)
        try await limiter.join()
        let keys = FleetKeys(clientID: "sentinel-fleet")
        #expect(try await group.primary.connection().command(["ZSCORE", keys.members, limiter.member]).isNil == false)
        let departures = Departures()
        let start = ContinuousClock.now
        let crawling = Task { await crawl(limiter, member: 0, workers: 4, until: start + .seconds(60), into: departures) }
        defer { crawling.cancel() }
        #expect(await eventually(within: .seconds(10)) { await limiter.sharedGrants >= 20 })
        try await group.failOver()
        let failedOver = ContinuousClock.now
        #expect(await eventually(within: .seconds(30)) { (try? await group.namedPort()) == Int64(group.replica.port) })
        // The schedule moves on the new primary: the member's slots are reserved there.
        let newPrimary = group.replica.connection()
        let scheduleAt = { () async -> Double? in
            try? await newPrimary.command(["HGET", keys.schedule, "tat"]).string.flatMap(Double.init)
        }
        let first = await scheduleAt() ?? 0
        #expect(await eventually(within: .seconds(30)) { (await scheduleAt() ?? 0) > first })
        let moved = ContinuousClock.now - failedOver
        let sharedThen = await limiter.sharedGrants
        #expect(await eventually(within: .seconds(20)) { await limiter.sharedGrants >= sharedThen + 20 })
        #expect(await eventually(within: .seconds(10)) { await limiter.isSharing })
        crawling.cancel()
        await crawling.value
        let fallback = await limiter.fallbackGrants
        let events = log.all.filter { $0.kind == .fallback }.map { $0.message ?? "" }
        print("sentinel failover: the fleet's schedule moved to the new primary \(moved.seconds) s after SENTINEL FAILOVER; \(await limiter.sharedGrants) shared grants, \(fallback) fallback grants; events: \(events)")
        // Every call was granted (through Redis, or briefly by the fallback share), none refused.
        #expect(departures.errors.allSatisfy { $0.contains("CancellationError") }, "\(departures.errors)")
        #expect(events.allSatisfy { !$0.contains("fleet-pass-51c7") })
        // A fallback, if the failover caused one, ended with a rejoin.
        #expect(events.count % 2 == 0, "\(events)")
        if RedisServer.strictTiming { #expect(moved < .seconds(5)) }
        await limiter.leave()
    }
}
