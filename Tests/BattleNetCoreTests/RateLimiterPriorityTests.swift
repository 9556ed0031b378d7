import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// Interactive calls beside background ones in one limiter, on a test clock.
@Suite("Rate limiter priorities", .timeLimit(.minutes(2)))
struct RateLimiterPriorityTests {
    /// Asks for `priorities` in order, each once the one before waits; moves the clock 5 ms at a time
    /// until all are granted; the order they left in, by index.
    private func order(_ limiter: RateLimiter, clock: BattleNetTestClock, _ priorities: [BattleNetPriority]) async throws -> [Int] {
        var tasks: [Task<RateLimitPermit, any Error>] = []
        let before = await limiter.granted
        for (index, priority) in priorities.enumerated() {
            tasks.append(Task { try await limiter.beginRequest(cost: 1, priority: priority) })
            while await limiter.waiting + (await limiter.granted - before) < index + 1 { await Task.yield() }
        }
        while await limiter.granted < before + priorities.count {
            clock.advance(by: .milliseconds(5))
            for _ in 0..<20 { await Task.yield() }
        }
        var departures: [(Int, Duration)] = []
        for (index, task) in tasks.enumerated() { departures.append((index, try await task.value.departure)) }
        return departures.sorted { $0.1 < $1.1 }.map(\.0)
    }

    @Test func anInteractiveCallGoesAheadOfTheBackgroundCallsThatWait() async throws {
        let clock = BattleNetTestClock()
        let limiter = RateLimiter(RateLimit(requestsPerSecond: 10), clock: clock)
        _ = try await limiter.beginRequest(cost: 1, priority: .background)
        // Five background calls wait (one every 1/9.7 s); the interactive one asked last leaves first.
        let left = try await order(limiter, clock: clock, [.background, .background, .background, .background, .background, .interactive])
        #expect(left == [5, 0, 1, 2, 3, 4], "\(left)")
    }

    @Test func beyondTheirShareOfASecondInteractiveCallsTakeTheirTurn() async throws {
        // 10 departures a second at most, 10 % of them interactive ahead of background: one a second.
        let clock = BattleNetTestClock()
        let limiter = RateLimiter(RateLimit(requestsPerSecond: 10), clock: clock)
        _ = try await limiter.beginRequest(cost: 1, priority: .background)
        let left = try await order(limiter, clock: clock, [.background, .background, .background, .interactive, .interactive, .interactive])
        // The first interactive call goes ahead; the next two, within the same second, wait their turn.
        #expect(left == [3, 0, 1, 2, 4, 5], "\(left)")
    }

    @Test func backgroundCallsLeaveTheInteractiveShareOfTheHour() async throws {
        let clock = BattleNetTestClock(advancesWhenSleeping: true)
        let limit = RateLimit(requestsPerSecond: 100, requestsPerHour: 100, maximumWait: .seconds(1), hourlyReserve: 0)
        let limiter = RateLimiter(limit, clock: clock)
        for _ in 0..<90 { _ = try await limiter.beginRequest(cost: 1, priority: .background) }
        // The 91st background call would wait for the hour to free room: refused, as past its wait.
        let refused = await #expect(throws: BattleNetError.self) { try await limiter.beginRequest(cost: 1, priority: .background) }
        #expect(refused?.kind == .rateLimited)
        #expect((refused?.retryAfter ?? .zero) > .seconds(3_000), "\(String(describing: refused?.retryAfter))")
        // The last tenth is the interactive calls'.
        for _ in 0..<10 { _ = try await limiter.beginRequest(cost: 1, priority: .interactive) }
        await #expect(throws: BattleNetError.self) { try await limiter.beginRequest(cost: 1, priority: .interactive) }
        #expect(await limiter.usedThisHour == 100)
    }

    @Test func aBackgroundCallHeldByTheHourLetsAnInteractiveOneBehindItGo() async throws {
        let clock = BattleNetTestClock()
        let limit = RateLimit(requestsPerSecond: 100, requestsPerHour: 20, maximumWait: .seconds(7_200), hourlyReserve: 0)
        let limiter = RateLimiter(limit, clock: clock)
        for count in 1...18 {
            let call = Task { try await limiter.beginRequest(cost: 1, priority: .background) }
            while await limiter.granted < count {
                clock.advance(by: .milliseconds(20))
                for _ in 0..<20 { await Task.yield() }
            }
            _ = try await call.value
        }
        let held = Task { try await limiter.beginRequest(cost: 1, priority: .background) }
        while await limiter.waiting < 1 { await Task.yield() }
        clock.advance(by: .milliseconds(50))
        let interactive = Task { try await limiter.beginRequest(cost: 1, priority: .interactive) }
        let permit = try await interactive.value
        #expect(permit.waited == .zero, "not behind the background call the hour holds")
        #expect(await limiter.waiting == 1)
        held.cancel()
        await #expect(throws: CancellationError.self) { try await held.value }
    }

    @Test func aClientsPriorityAndACallsOwnReachTheLimiter() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/snapshot", json: #"{"name":"x"}"#)
        let limiter = PriorityLog()
        var configuration = BattleNetConfiguration(region: .eu)
        configuration.priority = .background
        let client = try BattleNetClient(configuration: configuration, tokens: FixedTokenProvider(), transport: stub, rateLimiter: limiter)
        let snapshot = APIOperation<Echo>("testSnapshot", game: "test", "/test/snapshot")
        _ = try await client.raw(snapshot())
        _ = try await client.raw(snapshot().priority(.interactive))
        #expect(limiter.seen == [.background, .interactive])
    }
}

/// A limiter that lets every call go and notes the priority each asked with.
final class PriorityLog: RequestLimiter, @unchecked Sendable {
    // `@unchecked Sendable`: `priorities` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var priorities: [BattleNetPriority] = []
    let limit = RateLimit.blizzard
    var seen: [BattleNetPriority] { lock.withLock { priorities } }

    func beginRequest(cost: Int) async throws -> RateLimitPermit {
        try await beginRequest(cost: cost, priority: .interactive)
    }

    func beginRequest(cost: Int, priority: BattleNetPriority) async throws -> RateLimitPermit {
        lock.withLock { priorities.append(priority) }
        return RateLimitPermit(id: 0, departure: .zero, waited: .zero, cost: cost)
    }

    func endRequest(_ permit: RateLimitPermit, feedback: RateLimitFeedback) async {}
}
