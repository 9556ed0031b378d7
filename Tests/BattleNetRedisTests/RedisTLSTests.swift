import BattleNetCore
import Foundation
import Testing
@testable import BattleNetRedis

/// `rediss://` where the platform has no TLS: refused before any connection, never plain text.
/// (On Apple platforms the TLS path is Network.framework's; it is type-checked by the Apple check, and
/// cannot run here.)
@Suite("Redis over TLS", .timeLimit(.minutes(1)))
struct RedisTLSTests {
    #if !canImport(Network)
    @Test func aRedissEndpointIsRefusedAtOnceAndNothingReachesTheServer() async throws {
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { listener.close() }
        let endpoint = RedisEndpoint(host: "127.0.0.1", port: listener.port, password: "tls-pass-6d1e", usesTLS: true)
        let redis = RedisConnection(endpoint: endpoint, timeout: .seconds(30))
        let started = ContinuousClock.now
        let error = await #expect(throws: RedisError.self) { try await redis.ping() }
        let took = ContinuousClock.now - started
        #expect(error?.reason == .unreachable)
        #expect(error?.isConnectionFailure == true)
        let message = error?.message ?? ""
        #expect(message.contains("not available on this platform"), "\(message)")
        #expect(message.contains("stunnel") && message.contains("redis://"), "\(message)")
        #expect(message.contains("rediss://127.0.0.1:\(listener.port)/0"), "\(message)")
        #expect(!message.contains("tls-pass-6d1e"))
        // At once (never the 30 s connect timeout) is checked in the Redis timing step, where this test
        // runs alone; in the main run, where every suite shares the machine, only a hang is guarded.
        // What no delay can break is below: the listener saw no connection.
        #expect(took < .seconds(60), "\(took)")
        if RedisServer.strictTiming { #expect(took < .milliseconds(500), "\(took)") }
        // The listener saw no connection at all: nothing was sent, in plain text or otherwise.
        #expect(try listener.acceptPending() == nil)
        #expect(await redis.openCount == 0)
        #expect(await redis.openAttempts == 1)
    }

    @Test func aFleetLimiterOnARedissEndpointSaysWhyItSpendsItsOwnShare() async throws {
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { listener.close() }
        let limiter = FleetLimiter(redis: RedisEndpoint(host: "127.0.0.1", port: listener.port, usesTLS: true), clientID: "fleet-tls-refused",
                                   limit: RateLimit(requestsPerSecond: 100), fallbackShare: 0.5)
        let log = EventLog(limiter.events)
        _ = try await limiter.beginRequest(cost: 1)
        #expect(await limiter.fallbackGrants == 1)
        #expect(await limiter.sharedGrants == 0)
        #expect(await eventually(within: .seconds(2)) { !log.all.isEmpty })
        let fallback = log.all.filter { $0.kind == .fallback }
        #expect(fallback.count == 1)
        #expect(fallback.first?.message?.contains("not available on this platform") == true, "\(fallback)")
        let refused = await #expect(throws: BattleNetError.self) { try await limiter.join() }
        #expect(refused?.message.contains("not available on this platform") == true)
        await limiter.leave()
        #expect(try listener.acceptPending() == nil)
    }
    #endif
}
