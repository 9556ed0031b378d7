import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// The client-side limiter, measured by when it lets calls go (counts, not speed).
@Suite("Rate limiter")
struct RateLimiterTests {
    @Test func noOneSecondWindowHoldsMoreThanTheCeiling() async throws {
        // 80% sustained (16/s, burst 2) leaves room for tasks that wake a little late.
        let limiter = RateLimiter(RateLimit(requestsPerSecond: 20, sustainedFraction: 0.8))
        let clock = ContinuousClock()
        let start = clock.now
        let times = try await withThrowingTaskGroup(of: Duration.self) { group in
            for _ in 0..<45 { group.addTask { try await limiter.acquire(); return clock.now - start } }
            return try await group.reduce(into: [Duration]()) { $0.append($1) }
        }.sorted()
        #expect(times.count == 45)
        for (index, time) in times.enumerated() {
            let inWindow = times[index...].prefix { $0 - time < .seconds(1) }.count
            #expect(inWindow <= 20, "\(inWindow) calls within one second from \(time)")
        }
        // A burst of two, then 16/s: the 45th call cannot leave before 43/16 s.
        #expect(try #require(times.last) >= .seconds(2.6))
        #expect(await limiter.granted == 45)
    }

    @Test func aBurstLeavesAtOnceAfterAQuietMoment() async throws {
        let limiter = RateLimiter(.blizzard)
        // 100/s sustained at 80% leaves a bucket of 10: burst 10 + 80 refilled in a second stays under 100.
        for _ in 0..<10 { try await limiter.acquire() }
        #expect(await limiter.totalWait == .zero, "the first ten of 100/s should not wait")
        try await limiter.acquire()
        #expect(await limiter.totalWait > .zero, "the eleventh waits for the bucket to refill")
        #expect(RateLimit.blizzard.requestsPerSecond == 100)
        #expect(RateLimit.blizzard.requestsPerHour == 36_000)
    }

    @Test func aSlotTooFarAwayFailsWithRetryAfter() async throws {
        let limiter = RateLimiter(RateLimit(requestsPerSecond: 100, requestsPerHour: 3, maximumWait: .seconds(5)))
        for _ in 0..<3 { try await limiter.acquire() }
        let error = await #expect(throws: BattleNetError.self) { try await limiter.acquire() }
        #expect(error?.kind == .rateLimited)
        let retryAfter = try #require(error?.retryAfter)
        #expect(retryAfter > .seconds(3000) && retryAfter <= .seconds(3600))
        #expect(error?.message.contains("3/h") == true)
    }

    @Test func aCancelledWaiterGivesItsSlotBack() async throws {
        // One slot every 20 s: the second caller is surely still waiting when it is cancelled.
        let limiter = RateLimiter(RateLimit(requestsPerSecond: 1, sustainedFraction: 0.05, maximumWait: .seconds(60)))
        try await limiter.acquire()
        let waiting = Task { try await limiter.acquire() }
        while await limiter.granted < 2 { try await Task.sleep(for: .milliseconds(5)) }
        waiting.cancel()
        let outcome = await waiting.result
        #expect(throws: CancellationError.self) { try outcome.get() }
        #expect(await limiter.granted == 1)
    }

    @Test func sharesScaleTheLimit() {
        let half = RateLimit.blizzard.share(0.5)
        #expect(half.requestsPerSecond == 50)
        #expect(half.requestsPerHour == 18_000)
        #expect(RateLimit.blizzard.share(0).requestsPerSecond == 1)
    }

    @Test func everyCallOfAClientWaitsForTheLimiter() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/echo/x", json: #"{"name":"x"}"#)
        let (client, _) = try makeClient(stub: stub, rateLimit: RateLimit(requestsPerSecond: 10), coalescing: false)
        for _ in 0..<12 { _ = try await client.value(TestOperations.echo("x")) }
        #expect(await client.rateLimiter?.granted == 12)
        #expect(await client.rateLimiter?.totalWait ?? .zero > .zero)
    }
}
