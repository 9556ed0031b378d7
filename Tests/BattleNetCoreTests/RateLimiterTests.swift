import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The client-side limiter, on a test clock: when it lets calls go (times and counts, never speed).
@Suite("Rate limiter", .timeLimit(.minutes(2)))
struct RateLimiterTests {
    /// `count` calls one after another; the clock jumps to each slot.
    private func sequential(_ limiter: RateLimiter, _ count: Int, cost: Int = 1) async throws -> [Duration] {
        var times: [Duration] = []
        for _ in 0..<count { times.append(try await limiter.acquire(cost: cost).departure) }
        return times
    }

    /// The most departures any window `[t, t + length)` holds, weighting each by `cost`.
    private func busiestWindow(_ times: [Duration], length: Duration = .seconds(1), cost: Int = 1) -> Int {
        times.indices.map { index in times[index...].prefix { $0 - times[index] < length }.count * cost }.max() ?? 0
    }

    private func near(_ a: Duration, _ b: Duration, within tolerance: Duration = .microseconds(5)) -> Bool {
        abs(seconds(a - b)) <= seconds(tolerance)
    }

    @Test func departuresAreSpacedOneOverTheSustainedRate() async throws {
        let clock = BattleNetTestClock(advancesWhenSleeping: true)
        let limiter = RateLimiter(.blizzard, clock: clock)
        let times = try await sequential(limiter, 300)
        #expect(times.first == .zero, "after a quiet moment the first call leaves at once")
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        // 97 a second: every gap is 1/97 s, so no burst anywhere.
        #expect(gaps.allSatisfy { near($0, .seconds(1.0 / 97)) }, "\(gaps.prefix(5))")
        #expect((97...98).contains(busiestWindow(times)), "at most floor(97) + 1 fit in a one-second window")
        #expect(near(try #require(times.last), .seconds(299.0 / 97), within: .milliseconds(1)))
        #expect(await limiter.granted == 300)
        #expect(near(await limiter.totalWait, .seconds(299.0 / 97), within: .milliseconds(1)), "each waited 1/97 s")
        #expect(RateLimit.blizzard.sustainedFraction == 0.97)
        #expect(RateLimit.blizzard.requestsPerSecond == 100)
        #expect(RateLimit.blizzard.requestsPerHour == 36_000)
    }

    @Test func aQuietMomentGivesNoBurst() async throws {
        let clock = BattleNetTestClock(advancesWhenSleeping: true)
        let limiter = RateLimiter(RateLimit(requestsPerSecond: 20), clock: clock)
        _ = try await sequential(limiter, 5)
        clock.advance(by: .seconds(10))
        let start = clock.now
        let times = try await sequential(limiter, 3)
        #expect(times[0] == start)
        #expect(near(times[1] - times[0], .seconds(1 / 19.4)))
        #expect(near(times[2] - times[1], .seconds(1 / 19.4)))
    }

    @Test func callersLeaveInTheOrderTheyAsk() async throws {
        let clock = BattleNetTestClock()
        let limiter = RateLimiter(RateLimit(requestsPerSecond: 10), clock: clock)
        try await limiter.acquire()
        var tasks: [Task<RateLimiter.Permit, any Error>] = []
        for index in 1...6 {
            tasks.append(Task { try await limiter.acquire() })
            while await limiter.waiting < index { await Task.yield() }
        }
        while await limiter.granted < 7 {
            clock.advance(by: .milliseconds(5))
            for _ in 0..<20 { await Task.yield() }
        }
        var departures: [Duration] = []
        for task in tasks { departures.append(try await task.value.departure) }
        #expect(departures == departures.sorted(), "\(departures)")
        #expect(Set(departures).count == 6, "one departure at a time: \(departures)")
        // Spaced about 1/9.7 s apart (each within the 5 ms the test clock moves in a step).
        for (later, earlier) in zip(departures.dropFirst(), departures) {
            #expect(later - earlier >= .milliseconds(98) && later - earlier <= .milliseconds(110), "\(later - earlier)")
        }
    }

    @Test func aCancelledWaiterGivesItsSlotBack() async throws {
        // One departure every 2 s: A waits for 2 s, B for 4 s; cancelling A moves B up to 2 s.
        let clock = BattleNetTestClock()
        let limiter = RateLimiter(RateLimit(requestsPerSecond: 1, sustainedFraction: 0.5), clock: clock)
        try await limiter.acquire()
        let first = Task { try await limiter.acquire() }
        while await limiter.waiting < 1 { await Task.yield() }
        let second = Task { try await limiter.acquire() }
        while await limiter.waiting < 2 { await Task.yield() }
        first.cancel()
        await #expect(throws: CancellationError.self) { try await first.value }
        #expect(await limiter.waiting == 1)
        clock.advance(to: .seconds(2))
        let permit = try await second.value
        #expect(permit.departure == .seconds(2))
        #expect(permit.waited == .seconds(2))
        #expect(await limiter.granted == 2)
    }

    @Test func aSlotTooFarAwayFailsWithRetryAfter() async throws {
        let clock = BattleNetTestClock(advancesWhenSleeping: true)
        let limit = RateLimit(requestsPerSecond: 100, requestsPerHour: 3, maximumWait: .seconds(5), hourlyReserve: 0)
        let limiter = RateLimiter(limit, clock: clock)
        for _ in 0..<3 { try await limiter.acquire() }
        let error = await #expect(throws: BattleNetError.self) { try await limiter.acquire() }
        #expect(error?.kind == .rateLimited)
        let retryAfter = try #require(error?.retryAfter)
        #expect(retryAfter > .seconds(3000) && retryAfter <= .seconds(3601))
        #expect(error?.message.contains("3/h") == true)
        #expect(await limiter.granted == 3)
    }

    @Test func whenTheHourRunsLowWhatRemainsIsSpreadOverTheRestOfTheHour() async throws {
        let clock = BattleNetTestClock(advancesWhenSleeping: true)
        // 1,000 an hour, reserve 10%: 900 at full speed, the last 100 spread until the first second
        // of the hour leaves it (3,601 s), then full speed again as the hour frees room.
        let limit = RateLimit(requestsPerSecond: 100, requestsPerHour: 1_000)
        let limiter = RateLimiter(limit, clock: clock)
        let times = try await sequential(limiter, 1_100)
        #expect(near(times[899], .seconds(899.0 / 97), within: .milliseconds(1)), "full speed until the reserve")
        let paced = zip(times[901...999], times[900...998]).map { $0 - $1 }
        let mean = paced.reduce(.zero, +) / paced.count
        #expect(mean > .seconds(30) && mean < .seconds(40), "\(mean)")
        #expect(paced.allSatisfy { abs(seconds($0 - mean)) < 1 }, "evenly spread")
        #expect(times[999] <= .seconds(3601.001), "the budget lasts the hour: \(times[999])")
        #expect(times[1000] >= .seconds(3600), "the next call waits for the hour to free room")
        #expect(times[1099] < .seconds(3610), "then the freed budget goes at full speed again")
        #expect(busiestWindow(times, length: .seconds(3600)) <= 1_000, "no rolling hour holds more than the budget")
        #expect(busiestWindow(times) <= 98)
        #expect(await limiter.waitByConstraint[.hourly] ?? .zero > .seconds(3000))
    }

    @Test func aCallQueuedBehindOthersIsRefusedWhenTheyBringTheHourUnderItsReserve() async throws {
        let clock = BattleNetTestClock(advancesWhenSleeping: true)
        // 100 an hour, reserve 10%: after 85 calls, a burst of eight queues together. The ones that leave
        // with the budget at 10 or less are paced to minutes apart, past the 60 s maximum wait: each is
        // refused when it asks, not after waiting (the estimate counts the calls queued ahead of it).
        let limiter = RateLimiter(RateLimit(requestsPerSecond: 100, requestsPerHour: 100), clock: clock)
        _ = try await sequential(limiter, 85)
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 { group.addTask { (try? await limiter.acquire()) != nil } }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 }.count == 5, "85 + 5 reach the reserve line: \(outcomes)")
        #expect(await limiter.granted == 90)
        #expect(clock.now < .seconds(61), "no call waited past the maximum: \(clock.now)")
    }

    @Test func costsAreChargedOnlyWhenAskedFor() {
        var limit = RateLimit.blizzard
        #expect(limit.usesOperationCosts == false)
        #expect(limit.charge(declared: 25, override: nil, method: .get) == 1, "off by default")
        #expect(limit.charge(declared: 25, override: 3, method: .get) == 3, "an endpoint's own cost always applies")
        limit.usesOperationCosts = true
        #expect(limit.charge(declared: 25, override: nil, method: .get) == 25)
        #expect(limit.charge(declared: nil, override: nil, method: .get) == 1)
        #expect(limit.charge(declared: 25, override: nil, method: .head) == 1, "a HEAD is charged one")
        #expect(RateLimit(requestsPerSecond: 10, usesOperationCosts: true).charge(declared: 25, override: nil, method: .get) == 10)
    }

    @Test func aCostlyCallTakesThatManySlots() async throws {
        let clock = BattleNetTestClock(advancesWhenSleeping: true)
        let limiter = RateLimiter(RateLimit(requestsPerSecond: 100, requestsPerHour: 100, maximumWait: .seconds(5), hourlyReserve: 0), clock: clock)
        let times = try await sequential(limiter, 4, cost: 25)
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        // Three leave 25/97 s apart; a fourth would put 100 points into one rolling second, past the
        // cap of 98, so it waits until the first leaves that second.
        #expect(near(gaps[0], .seconds(25.0 / 97)) && near(gaps[1], .seconds(25.0 / 97)), "\(gaps)")
        #expect(near(times[3], .seconds(1)), "\(times)")
        #expect(await limiter.usedThisHour == 100)
        let error = await #expect(throws: BattleNetError.self) { try await limiter.acquire(cost: 25) }
        #expect(error?.kind == .rateLimited)
        #expect(await limiter.usedThisHour == 100)
    }

    @Test func lateAnswersHoldTheNextCall() async throws {
        let clock = BattleNetTestClock(advancesWhenSleeping: true)
        let limiter = RateLimiter(RateLimit(requestsPerSecond: 10), clock: clock)
        var permits: [RateLimiter.Permit] = []
        for _ in 0..<10 { permits.append(try await limiter.beginRequest()) }
        #expect(await limiter.inFlight == 10)
        // Ten unanswered requests may all still land in one second: the eleventh waits for an answer.
        let eleventh = Task { try await limiter.beginRequest() }
        while await limiter.waiting < 1 { await Task.yield() }
        for _ in 0..<50 { await Task.yield() }
        #expect(await limiter.waiting == 1)
        #expect(await limiter.granted == 10)
        let answered = clock.now
        await limiter.endRequest(permits[0])
        let permit = try await eleventh.value
        // The answer came 0.93 s after the request left; the guard keeps it for 1 s less the
        // fastest round trip (bounded at 250 ms).
        #expect(near(permit.departure, answered + .milliseconds(750)), "\(permit.departure) vs \(answered)")
        #expect(await limiter.waitByConstraint[.inFlight] ?? .zero > .zero)
        for permit in permits.dropFirst() { await limiter.endRequest(permit) }
        await limiter.endRequest(permit)
        #expect(await limiter.inFlight == 0)
    }

    @Test func sharesScaleTheLimit() {
        let half = RateLimit.blizzard.share(0.5)
        #expect(half.requestsPerSecond == 50)
        #expect(half.requestsPerHour == 18_000)
        #expect(RateLimit.blizzard.share(0).requestsPerSecond == 1)
        // No share traps: NaN is no share, and a limit near Int.max scales to at most Int.max.
        #expect(RateLimit.blizzard.share(.nan).requestsPerSecond == 1)
        let huge = RateLimit(requestsPerSecond: .max, requestsPerHour: .max).share(1)
        #expect(huge.requestsPerSecond == .max && huge.requestsPerHour == .max)
    }

    @Test func everyCallOfAClientWaitsForTheLimiterAndEndsItsSlot() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/echo/x", json: #"{"name":"x"}"#)
        await stub.on(.get, "/test/commodities", json: #"{"name":"c"}"#)
        let limiter = RateLimiter(RateLimit(requestsPerSecond: 10, requestsPerHour: 1_000), clock: BattleNetTestClock(advancesWhenSleeping: true))
        let (client, _) = try makeClient(stub: stub, rateLimit: RateLimit(requestsPerSecond: 10), coalescing: false, limiter: limiter)
        for _ in 0..<12 { _ = try await client.value(TestOperations.echo("x")) }
        #expect(await limiter.granted == 12)
        #expect(await limiter.totalWait > .zero)
        #expect(await limiter.inFlight == 0, "every answered call ended its slot")
        // A declared cost is charged only when the configured limit uses costs.
        _ = try await client.value(commodities())
        #expect(await limiter.usedThisHour == 13)
        let costly = RateLimiter(RateLimit(requestsPerSecond: 100, requestsPerHour: 1_000, usesOperationCosts: true), clock: BattleNetTestClock(advancesWhenSleeping: true))
        var limit = RateLimit(requestsPerSecond: 100)
        limit.usesOperationCosts = true
        let (weighted, _) = try makeClient(stub: stub, rateLimit: limit, coalescing: false, limiter: costly)
        _ = try await weighted.value(commodities())
        _ = try await weighted.value(TestOperations.echo("x").cost(4))
        #expect(await costly.usedThisHour == 29)
    }

    private func commodities() -> BattleNetRequest<Echo> {
        APIOperation<Echo>("testCommodities", game: "test", "/test/commodities", cost: 25)()
    }
}
