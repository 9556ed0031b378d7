import BattleNetCore
import Foundation
import Testing
@testable import BattleNetRedis

/// When each member's calls left, for the rate and share checks.
final class Departures: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(member: Int, at: ContinuousClock.Instant)] = []
    private var failures: [String] = []

    func add(_ member: Int, at: ContinuousClock.Instant = .now) { lock.withLock { entries.append((member, at)) } }
    func fail(_ error: any Error) { lock.withLock { failures.append(String(describing: error)) } }

    var all: [(member: Int, at: ContinuousClock.Instant)] { lock.withLock { entries.sorted { $0.at < $1.at } } }
    var errors: [String] { lock.withLock { failures } }

    /// Departures within `[from, to)`.
    func count(from: ContinuousClock.Instant, to: ContinuousClock.Instant, member: Int? = nil) -> Int {
        all.filter { $0.at >= from && $0.at < to && (member == nil || $0.member == member) }.count
    }

    /// Departures a second within `[from, to)`, from the first to the last of them: a late wake-up
    /// moves only the ends, where a count in a fixed window would gain or lose a call.
    func rate(from: ContinuousClock.Instant, to: ContinuousClock.Instant) -> Double {
        let times = all.map(\.at).filter { $0 >= from && $0 < to }
        guard let first = times.first, let last = times.last, last > first else { return 0 }
        return Double(times.count - 1) / (last - first).seconds
    }

    /// The most departures any one-second window holds.
    var busiestSecond: Int {
        let times = all.map(\.at)
        var most = 0
        var start = 0
        for end in times.indices {
            while times[end] - times[start] >= .seconds(1) { start += 1 }
            most = max(most, end - start + 1)
        }
        return most
    }
}

/// The events a limiter emitted.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [BattleNetEvent] = []
    private var reader: Task<Void, Never>?

    init(_ source: BattleNetEventSource?) {
        guard let source else { return }
        let stream = source.events()
        reader = Task { [weak self] in
            for await event in stream { self?.append(event) }
        }
    }

    deinit { reader?.cancel() }

    private func append(_ event: BattleNetEvent) { lock.withLock { events.append(event) } }
    var all: [BattleNetEvent] { lock.withLock { events } }
}

/// Calls a crawl may still make, shared by its workers (`nil`: no limit).
final class Tickets: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int
    init(_ count: Int) { left = count }
    func take() -> Bool { lock.withLock { left > 0 ? { left -= 1; return true }() : false } }
    var isEmpty: Bool { lock.withLock { left == 0 } }
}

/// Calls the limiter from `workers` tasks until `deadline` (or until `tickets` run out), each call
/// taking `latency`.
func crawl(
    _ limiter: FleetLimiter, member: Int, workers: Int, until deadline: ContinuousClock.Instant,
    tickets: Tickets? = nil, latency: Duration = .milliseconds(5), into departures: Departures
) async {
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<workers {
            group.addTask {
                while ContinuousClock.now < deadline, tickets?.take() ?? true {
                    do {
                        let permit = try await limiter.beginRequest(cost: 1)
                        departures.add(member)
                        try await Task.sleep(for: latency)
                        await limiter.endRequest(permit, feedback: RateLimitFeedback(status: 200))
                    } catch {
                        departures.fail(error)
                        return
                    }
                }
            }
        }
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

/// The schedule's state in Redis: the next free slot (`tat`) of the calls at `priority` (interactive,
/// as `beginRequest(cost:)` asks, by default) and the last slot granted (`departed`), µs.
func schedule(
    _ server: RedisServer, clientID: String, priority: BattleNetPriority = .interactive
) async throws -> (tat: Double, departed: Double) {
    let keys = FleetKeys(clientID: clientID)
    let redis = server.connection()
    let tat = try await redis.command(["HGET", priority == .interactive ? keys.interactive : keys.schedule, "tat"]).string.flatMap(Double.init)
    let departed = try await redis.command(["HGET", keys.schedule, "departed"]).string.flatMap(Double.init)
    return (try #require(tat), try #require(departed))
}

/// What a fleet's hour holds: the cost sent, summed over its minute buckets.
func hourTotal(_ server: RedisServer, clientID: String) async throws -> Int {
    let pairs = try await server.connection().command(["HGETALL", FleetKeys(clientID: clientID).hour]).elements ?? []
    return stride(from: 1, to: pairs.count, by: 2).reduce(0) { $0 + Int(pairs[$1].integer ?? 0) }
}

/// Polls `condition` every 10 ms until it holds or `limit` passed; whether it held.
func eventually(within limit: Duration, _ condition: () async -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return await condition()
}

/// How long the members of tests that do not test the fallback wait for Redis: the library's 250 ms in
/// the timing run, longer in the main run, where a starved test process may miss 250 ms without Redis
/// being gone (and a member that fell back would spend its own share beside the fleet's).
let testRedisTimeout: Duration = RedisServer.strictTiming ? .milliseconds(250) : .seconds(5)

@Suite("A fleet limiter against a real redis-server", .enabled(if: RedisServer.isUsable, RedisServer.skipMessage), .timeLimit(.minutes(3)))
struct FleetLimiterTests {
    @Test func membersShareTheFleetRateFairly() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let limit = RateLimit(requestsPerSecond: 50, maximumWait: .seconds(5))   // paced at 48.5 a second
        let members = (0..<3).map { _ in FleetLimiter(redis: server.endpoint, clientID: "fleet-rate", limit: limit, timeout: testRedisTimeout) }
        for member in members { try await member.join() }
        let departures = Departures()
        let tickets = Tickets(90)   // about 1.8 s at 48.5 a second, however slow the machine
        let start = ContinuousClock.now
        await withTaskGroup(of: Void.self) { group in
            for (index, member) in members.enumerated() {
                group.addTask { await crawl(member, member: index, workers: 6, until: start + .seconds(50), tickets: tickets, into: departures) }
            }
        }
        #expect(departures.errors.isEmpty, "\(departures.errors)")
        let all = departures.all
        let first = try #require(all.first).at
        let last = try #require(all.last).at
        let rate = departures.rate(from: first + .milliseconds(200), to: .now)
        let counts = (0..<3).map { member in all.filter { $0.member == member }.count }
        print("fleet of 3 at 48.5/s: \(all.count) calls in \((last - start).seconds) s, \(rate) a second steady, busiest second \(departures.busiestSecond), per member \(counts)")
        // No more calls than the fleet's schedule had slots since the start (three members on their own
        // would send 145 a second): slots come from Redis, and a call never leaves before its slot.
        #expect(all.count == 90)
        #expect(Double(all.count) <= 48.5 * (last - start).seconds + 2)
        // Every member got slots (none starved by the others).
        #expect(counts.allSatisfy { $0 > 0 }, "\(counts)")
        // Redis spaces the fleet's slots 1 / 48.5 s apart.
        let state = try await schedule(server, clientID: "fleet-rate")
        #expect(abs(state.tat - state.departed - 1e6 / 48.5) < 2, "\(state.tat - state.departed) µs")
        if RedisServer.strictTiming {
            // Each member about a third, taken in the order the calls reached Redis. Only here: in the
            // main run one member's tasks may simply ask less often while the test process is starved.
            let fair = Double(all.count) / 3
            for count in counts { #expect(abs(Double(count) - fair) <= 0.25 * fair, "\(counts)") }
            #expect(rate > 46 && rate < 52, "\(rate) a second")
            // Redis hands out at most 49 slots in any second; seen from here, late wake-ups bunch a few.
            #expect(departures.busiestSecond <= 55)
            #expect((last - start).seconds < 2.2)
        }
        for member in members {
            #expect(await member.isSharing)
            #expect(await member.fallbackGrants == 0)
        }
    }

    @Test func aCallIsChargedItsCost() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let limiter = FleetLimiter(redis: server.endpoint, clientID: "fleet-cost", limit: RateLimit(requestsPerSecond: 20), timeout: testRedisTimeout)
        try await limiter.join()
        let asked = ContinuousClock.now
        let heavy = try await limiter.beginRequest(cost: 10)   // 10 / 19.4 a second: the next slot is 515 ms later
        let state = try await schedule(server, clientID: "fleet-cost")
        let light = try await limiter.beginRequest(cost: 1)
        let gap = (ContinuousClock.now - asked).seconds
        print("after a call costing 10 at 19.4/s the next left \(gap) s after the first was asked for; Redis's schedule moved \(state.tat - state.departed) µs")
        #expect(heavy.cost == 10 && light.cost == 1)
        #expect(abs(state.tat - state.departed - 10e6 / 19.4) < 2)
        // At least 0.515 s (a call costing 1 would leave 0.052 s later).
        #expect(gap > 0.51, "\(gap)")
        if RedisServer.strictTiming { #expect(gap < 0.7, "\(gap)") }
        await limiter.endRequest(heavy, feedback: RateLimitFeedback(status: 200))
        await limiter.endRequest(light, feedback: RateLimitFeedback(status: 200))
    }

    @Test func a429PausesEveryMember() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let limit = RateLimit(requestsPerSecond: 100, maximumWait: .milliseconds(700))
        let a = FleetLimiter(redis: server.endpoint, clientID: "fleet-pause", limit: limit, timeout: testRedisTimeout)
        let b = FleetLimiter(redis: server.endpoint, clientID: "fleet-pause", limit: limit, timeout: testRedisTimeout)
        let warm = try await b.beginRequest(cost: 1)
        await b.endRequest(warm, feedback: RateLimitFeedback(status: 200))
        let hit = try await a.beginRequest(cost: 1)
        let answered = ContinuousClock.now
        await a.endRequest(hit, feedback: RateLimitFeedback(status: 429, retryAfter: .milliseconds(400)))
        async let other = { (try await b.beginRequest(cost: 1), ContinuousClock.now) }()
        async let same = { (try await a.beginRequest(cost: 1), ContinuousClock.now) }()
        let ((held, heldLeft), (own, ownLeft)) = try await (other, same)
        let (heldAfter, ownAfter) = ((heldLeft - answered).seconds, (ownLeft - answered).seconds)
        print("after a 429 with Retry-After 0.4 s the other member's next call left \(heldAfter) s after it, the same member's \(ownAfter) s")
        // The pause began after `answered`: no call leaves before 0.4 s have passed.
        #expect(heldAfter > 0.39 && ownAfter > 0.39, "\(heldAfter) \(ownAfter)")
        if RedisServer.strictTiming { #expect(heldAfter < 0.7 && ownAfter < 0.7, "\(heldAfter) \(ownAfter)") }
        await b.endRequest(held, feedback: RateLimitFeedback(status: 200))
        // A Retry-After of 30 s is capped at the maximum wait (0.7 s): the fleet is held, not refused.
        let redis = server.connection()
        let before = try await redis.time()
        let answeredAgain = ContinuousClock.now
        await a.endRequest(own, feedback: RateLimitFeedback(status: 429, retryAfter: .seconds(30)))
        let pause = try await redis.get(FleetKeys(clientID: "fleet-pause").pause).flatMap(Double.init)
        let after = try await redis.time()
        let capped = try await b.beginRequest(cost: 1)
        let cappedAfter = (ContinuousClock.now - answeredAgain).seconds
        print("after a 429 with Retry-After 30 s (maximum wait 0.7 s) the other member's next call left \(cappedAfter) s after it")
        if let pause {   // (gone only if this task waited longer than the key's 1.7 s life)
            #expect(pause - Double(before.microseconds) >= 700_000 && pause - Double(after.microseconds) <= 700_000)
        }
        // Held, not refused: an uncapped 30 s pause would have failed the call (.rateLimited, past 0.7 s).
        #expect(cappedAfter > 0.69, "\(cappedAfter)")
        if RedisServer.strictTiming { #expect(cappedAfter < 0.8) }
        await b.endRequest(capped, feedback: RateLimitFeedback(status: 200))
    }

    @Test func theHourlyBudgetHoldsAcrossMembers() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let limit = RateLimit(requestsPerSecond: 100, requestsPerHour: 30, maximumWait: .seconds(1), hourlyReserve: 0)
        let members = (0..<2).map { _ in FleetLimiter(redis: server.endpoint, clientID: "fleet-hour", limit: limit, timeout: testRedisTimeout) }
        let outcomes = await withTaskGroup(of: Result<RateLimitPermit, any Error>.self) { group in
            for member in members {
                for _ in 0..<25 {
                    group.addTask {
                        do { return .success(try await member.beginRequest(cost: 1)) } catch { return .failure(error) }
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let granted = outcomes.filter { if case .success = $0 { true } else { false } }.count
        let refusals = outcomes.compactMap { outcome -> BattleNetError? in
            if case .failure(let error) = outcome { return error as? BattleNetError }
            return nil
        }
        print("hourly budget 30 across 2 members asking 50: \(granted) granted, \(refusals.count) refused, retry after \(refusals.first?.retryAfter.map { $0.seconds } ?? 0) s")
        #expect(granted == 30)
        #expect(refusals.count == 20)
        #expect(refusals.allSatisfy { $0.kind == .rateLimited && ($0.retryAfter ?? .zero) > .seconds(58 * 60) })
        let sum = await members[0].sharedGrants + members[1].sharedGrants
        #expect(sum == 30)
        #expect(try await hourTotal(server, clientID: "fleet-hour") == 30)
    }

    @Test func aSilentMembersFallbackShareIsTakenOutOfTheFleetRate() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let limit = RateLimit(requestsPerSecond: 40)   // 38.8 a second
        let limiter = FleetLimiter(redis: server.endpoint, clientID: "fleet-silent", limit: limit, fallbackShare: 0.5,
                                   timeout: testRedisTimeout, heartbeatInterval: .seconds(1), alive: .seconds(5))
        // A member that last answered 10 s ago by Redis's clock, spending 19.4 a second on its own since:
        // silent (past `alive`), not yet forgotten (20 × `alive`), whatever the delays of a loaded machine.
        let keys = FleetKeys(clientID: "fleet-silent")
        let redis = server.connection()
        try await redis.evaluate(FleetScript.heartbeat, keys: keys.heartbeat, arguments: ["ghost", "19.4"])
        let silentSince = try await redis.time() - .seconds(10)
        _ = try await redis.command(["ZADD", keys.members, String(silentSince.microseconds), "ghost"])
        let permits = try await withThrowingTaskGroup(of: RateLimitPermit.self) { group in
            for _ in 0..<9 { group.addTask { try await limiter.beginRequest(cost: 1) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let departures = permits.map(\.departure).sorted()
        let span = (departures[8] - departures[0]).seconds
        let state = try await schedule(server, clientID: "fleet-silent")
        print("9 calls with a silent member holding half the rate: spread over \(span) s (0.41 expected, 0.21 without it); slots \(state.tat - state.departed) µs apart")
        // Slots 1 / (38.8 - 19.4) s apart, not 1 / 38.8.
        #expect(abs(state.tat - state.departed - 1e6 / 19.4) < 2)
        if RedisServer.strictTiming { #expect(span > 0.36 && span < 0.5, "\(span)") }
    }

    @Test func aFleetLosesRedisFallsBackOnceAndRejoins() async throws {
        let server = try await RedisServer(password: "fleet-secret-0b7e")
        defer { server.stop() }
        let limit = RateLimit(requestsPerSecond: 40, maximumWait: .seconds(5))   // 38.8 a second shared
        let limiter = FleetLimiter(redis: server.endpoint, clientID: "fleet-failure", limit: limit, fallbackShare: 0.25,
                                   timeout: testRedisTimeout, heartbeatInterval: .milliseconds(250), alive: .seconds(1))
        #expect(abs(limiter.fallbackLimit.sustainedRate - 9.7) < 1e-9)
        let log = EventLog(limiter.events)
        try await limiter.join()
        let departures = Departures()
        let start = ContinuousClock.now
        // The crawl goes on until it is cancelled below; each wait is bounded against hanging only.
        let crawling = Task { await crawl(limiter, member: 0, workers: 4, until: start + .seconds(600), into: departures) }
        defer { crawling.cancel() }
        #expect(await eventually(within: .seconds(50)) { await limiter.sharedGrants >= 40 })
        let stopping = ContinuousClock.now
        server.stop()
        let stopped = ContinuousClock.now
        #expect(await eventually(within: .seconds(50)) { await limiter.fallbackGrants >= 1 })
        let cutOff = ContinuousClock.now
        try await Task.sleep(for: .seconds(1))
        let sharedAtStop = await limiter.sharedGrants
        let fallbackBefore = await limiter.fallbackGrants
        #expect(await limiter.isSharing == false)
        try await server.start()
        let restarted = ContinuousClock.now
        #expect(await eventually(within: .seconds(50)) { await limiter.isSharing })
        let rejoinTime = ContinuousClock.now - restarted
        let fallbackAtRejoin = await limiter.fallbackGrants
        #expect(await eventually(within: .seconds(50)) { await limiter.sharedGrants >= sharedAtStop + 10 })
        crawling.cancel()
        await crawling.value
        // Calls that were waiting for the fallback share took the fleet's slots once it rejoined.
        let fallbackAfterRejoin = await limiter.fallbackGrants - fallbackAtRejoin
        // At most one in the timing run; in the main run a starved actor may grant each of the 4 workers' calls
        // already past their fallback wait before the rejoin's cancel reaches them, never more.
        #expect(fallbackAfterRejoin <= (RedisServer.strictTiming ? 1 : 4), "\(fallbackAfterRejoin) calls spent the fallback share after the rejoin")
        #expect(departures.errors.allSatisfy { $0.contains("CancellationError") }, "\(departures.errors)")
        // Shared: 38.8 a second; cut off: the fallback share, 9.7 a second.
        let shared = departures.rate(from: start, to: stopping)   // the first call leaves at once: no burst to skip
        let alone = departures.rate(from: cutOff + .milliseconds(150), to: restarted)
        let aloneCount = departures.count(from: stopped, to: restarted)
        print("shared: \(shared) calls a second; cut off: \(alone) a second (\(aloneCount) calls in \((restarted - stopped).seconds) s); rejoined \(rejoinTime.seconds) s after the restart; fallback grants \(fallbackBefore)")
        // Cut off, no more than the fallback schedule's slots (plus the calls whose shared slots were
        // reserved before the stop, at most one per worker).
        #expect(Double(aloneCount) <= 9.7 * (restarted - stopped).seconds + 2 + 4, "\(aloneCount)")
        if RedisServer.strictTiming {
            #expect(shared > 35 && shared < 43, "\(shared) a second shared")
            #expect(alone > 8.5 && alone < 11, "\(alone) a second cut off")
            #expect(rejoinTime < .seconds(1))
        }
        #expect(await eventually(within: .seconds(2)) { log.all.filter { $0.kind == .fallback }.count >= 2 })
        let events = log.all.filter { $0.kind == .fallback }
        #expect(events.count == 2, "\(events)")
        #expect(events.first?.message?.contains("cannot be used") == true)
        #expect(events.last?.message?.contains("rejoined") == true)
        #expect(events.allSatisfy { !$0.description.contains("fleet-secret-0b7e") && !($0.message ?? "").contains("fleet-secret-0b7e") })
        #expect(events.allSatisfy { !($0.message ?? "").contains("fleet-failure") })
    }

    @Test func aRedisThatDoesNotAnswerCostsACallAtMostTheTimeout() async throws {
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)   // accepts in its backlog, never answers
        defer { listener.close() }
        let limiter = FleetLimiter(redis: RedisEndpoint(host: "127.0.0.1", port: listener.port), clientID: "fleet-silent-server",
                                   limit: RateLimit(requestsPerSecond: 100), fallbackShare: 0.5, timeout: .milliseconds(250))
        let log = EventLog(limiter.events)
        let started = ContinuousClock.now
        let first = try await limiter.beginRequest(cost: 1)
        let firstTook = ContinuousClock.now - started
        var permits = [first]
        for _ in 0..<5 { permits.append(try await limiter.beginRequest(cost: 1)) }
        let took = ContinuousClock.now - started
        print("a Redis that never answers: the first call took \(firstTook.seconds) s, six calls \(took.seconds) s")
        #expect(firstTook >= .milliseconds(240))
        if RedisServer.strictTiming { #expect(firstTook < .milliseconds(600) && took < .milliseconds(800)) }
        #expect(await limiter.fallbackGrants == 6)
        #expect(await eventually(within: .seconds(2)) { !log.all.isEmpty })
        #expect(log.all.filter { $0.kind == .fallback }.count == 1)
        let refused = await #expect(throws: BattleNetError.self) { try await limiter.join() }
        #expect(refused?.kind == .transport)
    }

    @Test func keysAreNamedByAHashOfTheClientIDAndMembersLeave() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let limit = RateLimit(requestsPerSecond: 10, requestsPerHour: 1000)
        let a = FleetLimiter(redis: server.endpoint, clientID: "client-id-aaaa", limit: limit, timeout: testRedisTimeout)
        let b = FleetLimiter(redis: server.endpoint, clientID: "client-id-bbbb", limit: limit, timeout: testRedisTimeout)
        let permits = try await withThrowingTaskGroup(of: (Int, RateLimitPermit).self) { group in
            for (index, limiter) in [a, b].enumerated() {
                for _ in 0..<5 { group.addTask { (index, try await limiter.beginRequest(cost: 1)) } }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // Two client ids never share a quota: each fleet's hour holds its own five calls.
        #expect(try await hourTotal(server, clientID: "client-id-aaaa") == 5)
        #expect(try await hourTotal(server, clientID: "client-id-bbbb") == 5)
        if RedisServer.strictTiming {
            for index in 0..<2 {   // the fifth call waits four slots of its own fleet (0.41 s), not nine
                let longest = permits.filter { $0.0 == index }.map(\.1.waited).max() ?? .zero
                #expect(longest > .milliseconds(350) && longest < .milliseconds(600), "\(longest)")
            }
        }
        let redis = server.connection()
        let names = try await redis.command(["KEYS", "*"]).elements?.compactMap(\.string) ?? []
        #expect(!names.isEmpty)
        #expect(names.allSatisfy { $0.hasPrefix("bnet:fleet:{") && !$0.contains("client-id") }, "\(names)")
        #expect(Set(names.map { $0.split(separator: "}").first ?? "" }).count == 2)
        let keys = FleetKeys(clientID: "client-id-aaaa")
        #expect(keys.tag.count == 32 && keys.tag != FleetKeys(clientID: "client-id-bbbb").tag)
        #expect(try await redis.command(["ZSCORE", keys.members, a.member]).isNil == false)
        await a.leave()
        #expect(try await redis.command(["ZSCORE", keys.members, a.member]).isNil)
        #expect(try await redis.command(["HGET", keys.fallbackRates, a.member]).isNil)
        #expect(await a.isSharing == false)
    }

    /// `count` calls of `limiter`, one after another, each answered 200.
    func calls(_ limiter: FleetLimiter, _ count: Int) async throws {
        for _ in 0..<count {
            let permit = try await limiter.beginRequest(cost: 1)
            await limiter.endRequest(permit, feedback: RateLimitFeedback(status: 200))
        }
    }

    @Test func afterARestartTheHourIsReseededFromWhatEachMemberSpentOnce() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let limit = RateLimit(requestsPerSecond: 100, requestsPerHour: 1000, maximumWait: .seconds(5), hourlyReserve: 0)
        func member() -> FleetLimiter {
            FleetLimiter(redis: server.endpoint, clientID: "fleet-reseed", limit: limit, fallbackShare: 0.5, timeout: testRedisTimeout,
                         heartbeatInterval: .milliseconds(200), alive: .seconds(3))
        }
        let (a, b) = (member(), member())
        try await calls(a, 12)
        try await calls(b, 7)
        #expect(try await hourTotal(server, clientID: "fleet-reseed") == 19)
        let keys = FleetKeys(clientID: "fleet-reseed")
        let firstEpoch = try await server.connection().get(keys.epoch)
        #expect(firstEpoch != nil)
        // A restart of a Redis that keeps nothing: every key is gone, the per-second state starts empty.
        try await server.restart()
        // A's next call meets a new epoch: A reports its 12 once, and its new call is counted by the script.
        try await calls(a, 1)
        // B, idle, meets it with its heartbeat and reports its 7.
        let reseeded = await eventually(within: .seconds(10)) { ((try? await hourTotal(server, clientID: "fleet-reseed")) ?? 0) == 20 }
        let afterRestart = (try? await hourTotal(server, clientID: "fleet-reseed")) ?? -1
        #expect(reseeded, "\(afterRestart)")
        #expect(try await server.connection().get(keys.epoch) != firstEpoch)
        // Each reported (the totals above and below say each spend was counted once). In the main run a
        // starved member can also time out on Redis, spend its fallback share and report that too; the
        // timing run allows one report each.
        let (aReports, bReports) = (await a.reports, await b.reports)
        #expect(aReports >= 1 && bReports >= 1)
        if RedisServer.strictTiming { #expect(aReports == 1 && bReports == 1) }
        // Reconnecting to the same state (the connections killed, the data kept) reports nothing again.
        _ = try await server.connection().command(["CLIENT", "KILL", "TYPE", "normal", "SKIPME", "yes"])
        try await calls(a, 1)
        try await calls(b, 1)
        try await Task.sleep(for: .milliseconds(500))
        #expect(try await hourTotal(server, clientID: "fleet-reseed") == 22)
        let (aAfter, bAfter) = (await a.reports, await b.reports)
        if RedisServer.strictTiming { #expect(aAfter == 1 && bAfter == 1) } else { #expect(aAfter - aReports <= 1 && bAfter - bReports <= 1) }
    }

    @Test func whatAMemberSpentOnItsFallbackShareIsCountedWhenItRejoins() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let limit = RateLimit(requestsPerSecond: 40, requestsPerHour: 1000, maximumWait: .seconds(5), hourlyReserve: 0)
        let limiter = FleetLimiter(redis: server.endpoint, clientID: "fleet-cut-off", limit: limit, fallbackShare: 0.25,
                                   timeout: .milliseconds(250), heartbeatInterval: .milliseconds(250), alive: .seconds(1))
        try await calls(limiter, 5)
        #expect(try await hourTotal(server, clientID: "fleet-cut-off") == 5)
        server.stop()
        try await calls(limiter, 4)   // on the fallback share: Redis never sees them
        let fallback = await limiter.fallbackGrants
        #expect(fallback >= 3)   // the first may have been reserved before the stop was noticed
        try await server.start()
        #expect(await eventually(within: .seconds(10)) { await limiter.isSharing })
        try await calls(limiter, 2)
        // Everything spent in the hour is in the new state: 5 before, 4 cut off, 2 after, each once.
        let total = await eventually(within: .seconds(10)) { ((try? await hourTotal(server, clientID: "fleet-cut-off")) ?? 0) == 11 }
        let afterRejoin = (try? await hourTotal(server, clientID: "fleet-cut-off")) ?? -1
        #expect(total, "\(afterRejoin)")
        try await Task.sleep(for: .milliseconds(600))
        #expect(try await hourTotal(server, clientID: "fleet-cut-off") == 11)
    }

    @Test func aMemberCutOffLetsTheFleetsGrantedSlotsLeaveBeforeSpendingItsOwnShare() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        // 9.7 a second shared (slots 103 ms apart); the hour is kept, so Redis shows the reservations.
        let limit = RateLimit(requestsPerSecond: 10, requestsPerHour: 1000, maximumWait: .seconds(5), hourlyReserve: 0)
        func member() -> FleetLimiter {
            FleetLimiter(redis: server.endpoint, clientID: "fleet-drain", limit: limit, fallbackShare: 0.5,
                         timeout: testRedisTimeout, heartbeatInterval: .seconds(1), alive: .seconds(3))
        }
        let (a, b) = (member(), member())
        func reserve(_ limiter: FleetLimiter, _ count: Int) -> Task<[RateLimitPermit], any Error> {
            Task {
                try await withThrowingTaskGroup(of: RateLimitPermit.self) { group in
                    for _ in 0..<count { group.addTask { try await limiter.beginRequest(cost: 1) } }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
            }
        }
        // A takes the first two slots, B the next five: A's own end before B's.
        let first = reserve(a, 2)
        #expect(await eventually(within: .seconds(10)) { ((try? await hourTotal(server, clientID: "fleet-drain")) ?? 0) == 2 })
        let second = reserve(b, 5)
        #expect(await eventually(within: .seconds(10)) { ((try? await hourTotal(server, clientID: "fleet-drain")) ?? 0) == 7 })
        // A asks once more so that it knows how far the fleet's schedule runs, then Redis is lost.
        let third = reserve(a, 1)
        #expect(await eventually(within: .seconds(10)) { ((try? await hourTotal(server, clientID: "fleet-drain")) ?? 0) == 8 })
        server.stop()
        let fallback = try await a.beginRequest(cost: 1)
        let shared = try await first.value + second.value + third.value
        let (fallbackGrants, sharedGrants) = (await a.fallbackGrants, await a.sharedGrants)
        #expect(fallbackGrants == 1 && sharedGrants == 3)
        let lastShared = try #require(shared.map(\.departure).max())
        print("the call on the fallback share left \((fallback.departure - lastShared).seconds) s after the last of the fleet's slots")
        // It waited for the last slot the fleet had granted, B's included (the others leave at their slot or
        // a little later when a wake-up is late; without the rule it would have left at once, 0.4 s before).
        // Timed in the timing run only: in the main run a starved B wakes late (224 ms once), after the slot
        // A waited for, which no rule of A's can know.
        if RedisServer.strictTiming {
            #expect(fallback.departure >= lastShared - .milliseconds(5))
        }
    }
}

@Suite("A fleet limiter's late wake-ups, against a real redis-server", .enabled(if: RedisServer.isUsable, RedisServer.skipMessage), .timeLimit(.minutes(3)))
struct FleetLateWakeUpTests {
    /// Departure times on the wall clock, which Redis's `TIME` and Battle.net's fixed seconds follow.
    final class WallDepartures: @unchecked Sendable {
        private let lock = NSLock()
        private var times: [Double] = []
        private var failures: [String] = []
        func add() { lock.withLock { times.append(Date().timeIntervalSince1970) } }
        func fail(_ error: any Error) { lock.withLock { failures.append(String(describing: error)) } }
        var all: [Double] { lock.withLock { times.sorted() } }
        var errors: [String] { lock.withLock { failures } }
        /// Departures in each whole second of the wall clock.
        var perSecond: [Int: Int] { Dictionary(all.map { (Int($0.rounded(.down)), 1) }, uniquingKeysWith: +) }

        /// One call through `limiter`: its departure is noted, or its error.
        func call(_ limiter: FleetLimiter) async {
            do {
                let permit = try await limiter.beginRequest(cost: 1)
                add()
                await limiter.endRequest(permit, feedback: RateLimitFeedback(status: 200))
            } catch {
                fail(error)
            }
        }
    }

    /// Sleeps until 50 ms into the next second B of Redis's clock (this machine's wall clock); returns B.
    static func fiftyMillisecondsIntoTheNextSecond(of server: RedisServer) async throws -> Double {
        let redisNow = try await server.connection().time()
        let boundary = Double(redisNow.components.seconds + 1)
        try await Task.sleep(for: .seconds(boundary + 0.05 - Date().timeIntervalSince1970))
        return boundary
    }

    @Test func aStallThatEndsInAnotherSecondDoesNotSendThatSecondsCallsPlusTheStalledOnes() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        // 9.7 a second (slots 103 ms apart), at most 10 in any second of Redis's clock; the hour is kept, so
        // Redis shows what each call was counted.
        let limit = RateLimit(requestsPerSecond: 10, requestsPerHour: 1000, maximumWait: .seconds(5), hourlyReserve: 0)
        let stalled = FleetLimiter(redis: server.endpoint, clientID: "fleet-late", limit: limit, timeout: testRedisTimeout)
        let other = FleetLimiter(redis: server.endpoint, clientID: "fleet-late", limit: limit, timeout: testRedisTimeout)
        try await stalled.join()
        try await other.join()
        // 50 ms into a second B of Redis's clock (this machine's wall clock), one member is frozen (as a
        // stalled machine is) until B + 1350 ms while ten calls take the slots of second B (50, 153, …,
        // 977 ms); then the other member's ten calls take those of B + 1 (1080, …, 1904 ms) and B + 2. The
        // frozen calls all wake in B + 1.
        let boundary = try await Self.fiftyMillisecondsIntoTheNextSecond(of: server)
        await stalled.freeze(until: ContinuousClock.now + .milliseconds(1300))
        let departures = WallDepartures()
        await withTaskGroup(of: Void.self) { group in
            for member in [stalled, other] {
                if member === other { try? await Task.sleep(for: .milliseconds(150)) }
                for _ in 0..<10 { group.addTask { await departures.call(member) } }
            }
        }
        #expect(departures.errors.isEmpty, "\(departures.errors)")
        let perSecond = departures.perSecond.sorted { $0.key < $1.key }
        let (checks, rereserved) = (await stalled.lateChecks, await stalled.lateReservations)
        print("frozen from B + 50 ms to B + 1350 ms: \(checks) late calls asked again, \(rereserved) reserved anew; departures a second: \(perSecond.map { "B+\($0.key - Int(boundary)): \($0.value)" })")
        #expect(departures.all.count == 20)
        #expect(await stalled.sharedGrants + other.sharedGrants == 20)
        // The ten calls of second B woke in B + 1, which the other member's calls fill: they asked Redis
        // again rather than leave with them, and all but one (B + 1 holds 9 slots) reserved anew. Counted
        // in the timing run only: in the main run a starved test process reaches Redis late and the
        // seconds fall otherwise (the invariant below still holds).
        #expect(checks >= rereserved, "\(checks)")
        if RedisServer.strictTiming {
            #expect(checks >= 10, "\(checks)")
            #expect(rereserved >= 8, "\(rereserved)")
        }
        // No second of the wall clock holds more than the limit's 10 (without the rule, B + 1 holds 19).
        // Checked in the timing run only: in the main run a starved test process notes departures
        // late, by as much as the machine is busy, and the seconds they fall in say nothing of the limiter.
        if RedisServer.strictTiming {
            #expect(perSecond.allSatisfy { $0.value <= 10 }, "\(perSecond)")
        }
        // Each call is counted once in the hour: a slot given back leaves it when the new one is counted.
        #expect(try await hourTotal(server, clientID: "fleet-late") == 20)
    }

    /// Blizzard's 100 a second: the fleet paces at 97 a second and no second of Redis's clock holds
    /// more than `departuresPerSecond`, 98, however many stalled calls wake in it. (At 100 the stalled
    /// calls would all leave in the second they woke in; at 97 even pacing would be refused its 98th.)
    @Test func atBlizzardsLimitNoSecondHoldsMoreThan98DeparturesWhenStalledCallsWake() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let limit = RateLimit(requestsPerSecond: 100, requestsPerHour: 1_000_000, maximumWait: .seconds(10), hourlyReserve: 0)
        #expect(limit.departuresPerSecond == 98)
        let clientID = "fleet-cap-98"
        let stalled = FleetLimiter(redis: server.endpoint, clientID: clientID, limit: limit, timeout: testRedisTimeout)
        let other = FleetLimiter(redis: server.endpoint, clientID: clientID, limit: limit, timeout: testRedisTimeout)
        try await stalled.join()
        try await other.join()
        // Redis's own count of what leaves in each second (it keeps the last three), read as the calls go.
        let seconds = FleetKeys(clientID: clientID).seconds
        let watcher = Task {
            let redis = server.connection()
            var most: [String: Int] = [:]
            while !Task.isCancelled {
                let fields = (try? await redis.command(["HGETALL", seconds]).elements?.compactMap(\.string)) ?? []
                for index in stride(from: 0, to: fields.count - 1, by: 2) where fields[index] != "low" {
                    most[fields[index]] = max(most[fields[index]] ?? 0, Int(fields[index + 1]) ?? 0)
                }
                try? await Task.sleep(for: .milliseconds(50))
            }
            return most
        }
        // One member frozen from 50 ms into a second B until B + 1350 ms, with a second's worth of calls
        // reserved in B; the other member's calls fill B + 1 and on, where the frozen ones wake.
        _ = try await Self.fiftyMillisecondsIntoTheNextSecond(of: server)
        await stalled.freeze(until: ContinuousClock.now + .milliseconds(1300))
        let departures = WallDepartures()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<97 { group.addTask { await departures.call(stalled) } }
            try? await Task.sleep(for: .milliseconds(150))
            for _ in 0..<200 { group.addTask { await departures.call(other) } }
        }
        try await Task.sleep(for: .milliseconds(200))
        watcher.cancel()
        let most = await watcher.value
        #expect(departures.errors.isEmpty, "\(departures.errors)")
        #expect(departures.all.count == 297)
        let (checks, rereserved) = (await stalled.lateChecks, await stalled.lateReservations)
        print("at 100 a second, frozen for 1.3 s: \(checks) late calls asked again, \(rereserved) reserved anew; Redis counted per second: \(most.sorted { $0.key < $1.key }.map(\.value))")
        #expect(!most.isEmpty)
        #expect(most.values.allSatisfy { $0 <= 98 }, "\(most)")
        if RedisServer.strictTiming {
            // The seconds the late calls woke in were filled to the cap, and no wall-clock second held more.
            #expect(most.values.contains(98), "\(most)")
            #expect(departures.perSecond.values.allSatisfy { $0 <= 98 }, "\(departures.perSecond)")
        }
        #expect(try await hourTotal(server, clientID: clientID) == 297)
    }

    @Test func aLateCallWhoseRedisIsGoneLeavesOnTheSlotTheFleetCounted() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let limit = RateLimit(requestsPerSecond: 10, requestsPerHour: 1000, maximumWait: .seconds(5), hourlyReserve: 0)
        let limiter = FleetLimiter(redis: server.endpoint, clientID: "fleet-late-gone", limit: limit, timeout: testRedisTimeout)
        try await limiter.join()
        // Five slots in a second B of Redis's clock (50, 153, …, 462 ms), the member frozen until B + 1350 ms;
        // Redis is stopped meanwhile, so the late calls cannot ask again when they wake in B + 1.
        _ = try await Self.fiftyMillisecondsIntoTheNextSecond(of: server)
        await limiter.freeze(until: ContinuousClock.now + .milliseconds(1300))
        let departures = WallDepartures()
        let calls = Task {
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<5 { group.addTask { await departures.call(limiter) } }
            }
        }
        #expect(await eventually(within: .seconds(10)) { ((try? await hourTotal(server, clientID: "fleet-late-gone")) ?? 0) == 5 })
        server.stop()
        await calls.value
        let (shared, fallback, checks) = (await limiter.sharedGrants, await limiter.fallbackGrants, await limiter.lateChecks)
        print("Redis gone during the freeze: \(checks) late calls tried to ask again; \(shared) left on their slots, \(fallback) on the fallback share")
        #expect(departures.errors.isEmpty, "\(departures.errors)")
        // The fleet counted these slots: they leave on them rather than spend the fallback share on top.
        #expect(shared == 5 && fallback == 0, "\(shared) shared, \(fallback) fallback")
        if RedisServer.strictTiming { #expect(checks == 5, "\(checks)") }
    }
}

@Suite("Priorities in a fleet against a real redis-server", .enabled(if: RedisServer.isUsable, RedisServer.skipMessage), .timeLimit(.minutes(3)))
struct FleetPriorityTests {
    @Test func backgroundCallsLeaveTheInteractiveShareOfTheHourAcrossMembers() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let limit = RateLimit(requestsPerSecond: 100, requestsPerHour: 20, maximumWait: .seconds(1), hourlyReserve: 0)
        let crawler = FleetLimiter(redis: server.endpoint, clientID: "fleet-priority-hour", limit: limit, timeout: testRedisTimeout)
        let screen = FleetLimiter(redis: server.endpoint, clientID: "fleet-priority-hour", limit: limit, timeout: testRedisTimeout)
        func outcome(_ limiter: FleetLimiter, _ priority: BattleNetPriority) async -> BattleNetError? {
            do {
                let permit = try await limiter.beginRequest(cost: 1, priority: priority)
                await limiter.endRequest(permit, feedback: RateLimitFeedback(status: 200))
                return nil
            } catch {
                return error as? BattleNetError ?? BattleNetError(.transport, message: "\(error)")
            }
        }
        var background: [BattleNetError?] = []
        for _ in 0..<20 { background.append(await outcome(crawler, .background)) }
        // 10 % of 20 stays the interactive calls': the crawler got 18, then refusals for the hour.
        #expect(background.prefix(18).allSatisfy { $0 == nil })
        #expect(background.suffix(2).allSatisfy { $0?.kind == .rateLimited && ($0?.retryAfter ?? .zero) > .seconds(58 * 60) })
        // Another member's interactive calls still find the last two.
        #expect(await outcome(screen, .interactive) == nil)
        #expect(await outcome(screen, .interactive) == nil)
        #expect(await outcome(screen, .interactive)?.kind == .rateLimited)
        #expect(try await hourTotal(server, clientID: "fleet-priority-hour") == 20)
    }

    @Test func anInteractiveCallDoesNotQueueBehindTheBackgroundSlotsAlreadyGranted() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        // 97 calls a second, at most 98 in one; while interactive calls are about, background ones fill 88.
        let limit = RateLimit(requestsPerSecond: 100)
        let crawlers = (0..<4).map { _ in
            FleetLimiter(redis: server.endpoint, clientID: "fleet-priority-second", limit: limit, timeout: testRedisTimeout)
        }
        let screen = FleetLimiter(redis: server.endpoint, clientID: "fleet-priority-second", limit: limit, timeout: testRedisTimeout)
        let first = try await screen.beginRequest(cost: 1, priority: .interactive)
        await screen.endRequest(first, feedback: RateLimitFeedback(status: 200))
        // 380 background calls reserved at once by four members (each member's in-flight guard admits
        // 100): the fleet's background schedule runs up to four seconds ahead, so it is a second ahead
        // even when a busy machine spreads the reservations over more than two seconds.
        let queued = Task {
            try await withThrowingTaskGroup(of: RateLimitPermit.self) { group in
                for index in 0..<380 {
                    let crawler = crawlers[index % 4]
                    group.addTask { try await crawler.beginRequest(cost: 1, priority: .background) }
                }
                return try await group.reduce(into: [RateLimitPermit]()) { $0.append($1) }
            }
        }
        let keys = FleetKeys(clientID: "fleet-priority-second")
        let redis = server.connection()
        func ahead() async -> Double {
            let tat = (try? await redis.command(["HGET", keys.schedule, "tat"]).string).flatMap { $0.flatMap(Double.init) } ?? 0
            let now = (try? await redis.command(["TIME"]).elements)?.compactMap { $0.string.flatMap(Double.init) } ?? []
            return now.count == 2 ? tat - (now[0] * 1e6 + now[1]) : 0
        }
        #expect(await eventually(within: .seconds(30)) { await ahead() > 1_000_000 }, "the background schedule runs a second ahead")
        let slotBefore = try #require(try await redis.command(["HGET", keys.schedule, "tat"]).string.flatMap(Double.init))
        let interactive = try await screen.beginRequest(cost: 1, priority: .interactive)
        let slotAfter = try #require(try await redis.command(["HGET", keys.schedule, "tat"]).string.flatMap(Double.init))
        let permits = try await queued.value
        // The interactive call took its own schedule and the room background calls leave in each second,
        // and pushed the background schedule back by its interval, instead of queueing after it.
        #expect(slotAfter - slotBefore >= 1e6 / limit.sustainedRate - 1, "\(slotAfter - slotBefore) µs")
        let lastBackground = try #require(permits.map(\.waited).max())
        #expect(lastBackground > .seconds(1) && interactive.waited < lastBackground / 2, "interactive \(interactive.waited), background up to \(lastBackground)")
        if RedisServer.strictTiming {
            #expect(interactive.waited < .milliseconds(100), "\(interactive.waited)")
        }
    }

    @Test func backgroundCallsFillWholeSecondsUntilAnInteractiveCallThenLeaveItsShare() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let limit = RateLimit(requestsPerSecond: 100)   // 98 a second at most; 10 of them kept: 88
        let clientID = "fleet-priority-room"
        let crawlers = (0..<3).map { _ in FleetLimiter(redis: server.endpoint, clientID: clientID, limit: limit, timeout: testRedisTimeout) }
        let screen = FleetLimiter(redis: server.endpoint, clientID: clientID, limit: limit, timeout: testRedisTimeout)
        let keys = FleetKeys(clientID: clientID)
        let redis = server.connection()
        /// 240 background calls, reserved together by the three crawlers, each answered at once; the
        /// departures of each second the script counted, read as it goes (a later call prunes the
        /// seconds that passed), the most seen of each.
        func crawl() async throws -> [String: Int] {
            let done = Tickets(1)
            let calls = Task {
                defer { _ = done.take() }
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for index in 0..<240 {
                        let crawler = crawlers[index % 3]
                        group.addTask {
                            let permit = try await crawler.beginRequest(cost: 1, priority: .background)
                            await crawler.endRequest(permit, feedback: RateLimitFeedback(status: 200))
                        }
                    }
                    try await group.waitForAll()
                }
            }
            var seen: [String: Int] = [:]
            repeat {
                let pairs = try await redis.command(["HGETALL", keys.seconds]).elements?.compactMap(\.string) ?? []
                for index in stride(from: 0, to: pairs.count - 1, by: 2) where pairs[index] != "low" {
                    seen[pairs[index]] = max(seen[pairs[index]] ?? 0, Int(pairs[index + 1]) ?? 0)
                }
                try await Task.sleep(for: .milliseconds(20))
            } while !done.isEmpty
            try await calls.value
            return seen
        }
        let alone = try await crawl()
        #expect((alone.values.max() ?? 0) > 88, "with no interactive call, whole seconds: \(alone)")
        let permit = try await screen.beginRequest(cost: 1, priority: .interactive)
        await screen.endRequest(permit, feedback: RateLimitFeedback(status: 200))
        // A second later, well within the 10 s window: the next run's slots all fall in seconds that hold
        // neither the interactive call nor the first run's calls.
        try await Task.sleep(for: .milliseconds(1_100))
        let beside = try await crawl()
        let backgroundSeconds = beside.filter { alone[$0.key] == nil }
        #expect(backgroundSeconds.count >= 3 && (backgroundSeconds.values.max() ?? 99) <= 88, "within 10 s of an interactive call, 88 at most: \(beside)")
    }
}
