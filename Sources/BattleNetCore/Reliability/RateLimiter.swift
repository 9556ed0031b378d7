import Foundation

/// Paces the calls of one or more clients so that Battle.net never has to answer 429.
///
/// A ``BattleNetClient`` makes one from its configuration's ``RateLimit``; pass the same limiter to
/// several clients (say, one per region) that share one API client id, since Blizzard counts per
/// client id:
///
/// ```swift
/// let limiter = RateLimiter(.blizzard)
/// let eu = try BattleNetClient(configuration: .init(region: .eu), tokens: manager, rateLimiter: limiter)
/// let us = try BattleNetClient(configuration: .init(region: .us), tokens: manager, rateLimiter: limiter)
/// ```
///
/// Callers wait in one queue and are served in the order they ask; a waiting call that is
/// cancelled leaves the queue, and the calls behind it move up. The head of the queue leaves at the
/// first moment every rule below allows (`L` is ``RateLimit/requestsPerSecond``, `r` is
/// ``RateLimit/sustainedRate``, a call's cost is 1 unless costs are in use):
///
/// 1. **Even pacing.** Departures follow a schedule spaced `cost / r` apart (10.3 ms at 97 a second).
///    After a quiet moment the first call leaves at once, with no burst beyond it; a waiter woken late
///    by a busy machine keeps the schedule (it does not push later calls back), catching up by at
///    most 100 ms.
/// 2. **Sliding-window cap.** No rolling second holds more departures than even spacing gives,
///    `floor(r) + 1` (98 for Blizzard), never more than `L`. It binds only when departures would bunch.
/// 3. **In-flight guard.** A request reaches the server somewhere between leaving and its answer
///    coming back, so a call whose answer is late may land in a later second than it left in. For
///    calls started with ``beginRequest(cost:)`` and ended with ``endRequest(_:)`` (the client does
///    this), a new call leaves only when the calls still in flight, plus those answered less than
///    `1 s - m` ago (`m`: the fastest round trip seen), plus itself fit in `L`. With steady latency this
///    never binds below `r`; when answers stall (a loaded machine, a slow server) it holds calls, so
///    requests that left evenly but arrive bunched still cannot fill a second past `L`.
/// 4. **Hourly budget.** No rolling hour (counted per second, on the safe side) holds more than
///    ``RateLimit/requestsPerHour``. At 97 a second Blizzard's 36,000 last about six minutes. While
///    more than ``RateLimit/hourlyReserve`` of the budget is left, calls leave at full speed; below it,
///    each call waits `cost × T / R` after the previous one, where `R` is the budget left and `T` the
///    time until the oldest call counted in the hour leaves it, so what remains is spread over the
///    rest of the hour and the crawl slows instead of stopping. From a cold start at full speed that
///    is about 3,600 calls over the remaining 54 minutes (about one a second), then full speed again
///    as the first minutes' calls leave the hour. The budget is never exceeded, so the hour never
///    ends in 429s.
///
/// 5. **Priorities.** A call is ``BattleNetPriority/interactive`` (the default) or
///    ``BattleNetPriority/background``. An interactive call that waits behind background ones goes
///    first while the interactive calls that left in the last second hold less than
///    ``RateLimit/interactiveShare`` of `floor(r) + 1`; beyond that the two kinds leave in the order they
///    asked. A background call never spends the last ``RateLimit/interactiveShare`` of the hourly
///    budget (its reserve and pacing count from what is left to it), and a call held by the hour lets
///    a call of the other kind that may leave go ahead of it.
///
/// A call whose slot is further away than ``RateLimit/maximumWait`` fails at once with
/// ``BattleNetError`` `.rateLimited` and a `retryAfter`.
public actor RateLimiter: RequestLimiter {
    /// A granted slot: when it left and what it cost. Pass it to ``endRequest(_:)`` when the answer arrives.
    public typealias Permit = RateLimitPermit

    /// The rule that held a call, for ``waitByConstraint``.
    public enum Constraint: String, Hashable, Sendable, CaseIterable {
        /// The per-second schedule or the sliding-window cap.
        case perSecond
        /// The in-flight guard: answers came back late, so the per-second ceiling had no room yet.
        case inFlight
        /// The hourly budget: paced to what remains, or waiting for the hour to free room.
        case hourly
    }

    private struct Waiter {
        let id: UInt64
        let cost: Int
        let priority: BattleNetPriority
        let tracked: Bool
        let asked: Duration
        let continuation: CheckedContinuation<Permit, any Error>
    }

    private struct Sent {
        let id: UInt64
        let departed: Duration
        let cost: Int
        let priority: BattleNetPriority
        let tracked: Bool
        var finished: Duration?
        /// When the request may last have reached the server: its answer, or its departure when untracked.
        var reached: Duration? { tracked ? finished : departed }
    }

    /// The limit this limiter keeps to.
    public nonisolated let limit: RateLimit
    private let clock: any BattleNetClock
    private var waiters: [Waiter] = []
    private var nextSlot: Duration?
    private var sent: [Sent] = []
    private var hourly: [(second: Int64, cost: Int)] = []
    private var hourlyUsed = 0
    private var lastDeparture: Duration?
    private var minimumLatency: Duration?
    private var nextID: UInt64 = 0
    private var timer: Task<Void, Never>?
    private var timerDeadline: Duration?
    private var mark: (time: Duration, reason: Constraint?) = (.zero, nil)
    private static let catchUp = Duration.milliseconds(100)

    /// Calls granted so far.
    public private(set) var granted = 0
    /// How long granted calls have waited for their slot, in total.
    public private(set) var totalWait: Duration = .zero
    /// Waiting time (summed over every waiting call) by the rule that held the head of the queue:
    /// what `bnet bench` reads to say which limit bound a run.
    public private(set) var waitByConstraint: [Constraint: Duration] = [:]

    /// A limiter that keeps to `limit`.
    /// - Parameters:
    ///   - limit: The per-second ceiling, the hourly budget and the pacing settings.
    ///   - clock: The time source; the system's clock by default, `BattleNetTestClock` in tests. A
    ///     client that makes its own limiter gives it the client's clock.
    public init(_ limit: RateLimit, clock: any BattleNetClock = BattleNetSystemClock()) {
        self.limit = limit
        self.clock = clock
    }

    /// The cost charged in the rolling hour so far (calls, or points when costs are in use).
    public var usedThisHour: Int {
        let now = clock.now
        return hourly.reduce(0) { $0 + (Self.expiry(ofSecond: $1.second) > now ? $1.cost : 0) }
    }

    /// Calls waiting for their slot now.
    public var waiting: Int { waiters.count }

    /// Calls that left with ``beginRequest(cost:)`` and have not ended yet.
    public var inFlight: Int { sent.reduce(0) { $0 + ($1.tracked && $1.finished == nil ? 1 : 0) } }

    /// Waits for a slot for a call whose answer the limiter will not hear of (it counts from its
    /// departure only; prefer ``beginRequest(cost:)`` and ``endRequest(_:)``).
    ///
    /// ```swift
    /// try await limiter.acquire()
    /// ```
    /// - Parameter cost: What the call is charged (1 unless the operation is weighted).
    /// - Returns: The granted slot.
    /// - Throws: ``BattleNetError`` `.rateLimited` (with `retryAfter`) when the slot is further away
    ///   than ``RateLimit/maximumWait``; `CancellationError` when the task is cancelled while waiting.
    @discardableResult
    public func acquire(cost: Int = 1) async throws -> Permit {
        try await enqueue(cost: cost, priority: .interactive, tracked: false)
    }

    /// Waits for a slot for a call, then counts it as in flight until ``endRequest(_:)``.
    ///
    /// ```swift
    /// let permit = try await limiter.beginRequest()
    /// defer { Task { await limiter.endRequest(permit) } }
    /// let response = try await transport.send(request)
    /// ```
    /// - Parameter cost: What the call is charged (1 unless the operation is weighted).
    /// - Returns: The granted slot; end it when the answer (or a failure) arrives.
    /// - Throws: ``BattleNetError`` `.rateLimited` (with `retryAfter`) when the slot is further away
    ///   than ``RateLimit/maximumWait``; `CancellationError` when the task is cancelled while waiting.
    public func beginRequest(cost: Int = 1) async throws -> Permit {
        try await enqueue(cost: cost, priority: .interactive, tracked: true)
    }

    /// Waits for a slot for a call at `priority`, then counts it as in flight until ``endRequest(_:)``
    /// (rule 5 above: interactive calls go ahead of background ones, within their share).
    ///
    /// ```swift
    /// let permit = try await limiter.beginRequest(cost: 1, priority: .background)
    /// ```
    /// - Parameters:
    ///   - cost: What the call is charged (1 unless the operation is weighted).
    ///   - priority: Whether someone waits on the call.
    /// - Returns: The granted slot; end it when the answer (or a failure) arrives.
    /// - Throws: ``BattleNetError`` `.rateLimited` (with `retryAfter`) when the slot is further away
    ///   than ``RateLimit/maximumWait``; `CancellationError` when the task is cancelled while waiting.
    public func beginRequest(cost: Int, priority: BattleNetPriority) async throws -> Permit {
        try await enqueue(cost: cost, priority: priority, tracked: true)
    }

    /// Records that the call of `permit` got its answer or failed, as ``endRequest(_:)`` does; this
    /// limiter paces to its own limit and takes no further lesson from the answer.
    public func endRequest(_ permit: RateLimitPermit, feedback: RateLimitFeedback) {
        endRequest(permit)
    }

    /// Records that the call of `permit` got its answer or failed; the in-flight guard counts it for
    /// one more second (less the fastest round trip seen).
    public func endRequest(_ permit: Permit) {
        let now = clock.now
        guard let index = sent.firstIndex(where: { $0.id == permit.id }), sent[index].tracked,
              sent[index].finished == nil else { return }
        sent[index].finished = now
        let latency = now - sent[index].departed
        minimumLatency = min(minimumLatency ?? latency, latency)
        pump()
    }

    // MARK: Queue

    private func enqueue(cost: Int, priority: BattleNetPriority, tracked: Bool) async throws -> Permit {
        let cost = min(max(1, cost), limit.requestsPerSecond, limit.hourlyBudget(for: priority) ?? Int.max)
        let now = clock.now
        prune(now)
        let estimate = estimatedWait(cost: cost, priority: priority, now: now)
        guard estimate <= limit.maximumWait else {
            var error = BattleNetError(
                .rateLimited,
                message: "the client-side limit of \(limit) would hold this call for \(Int(estimate.timeInterval.rounded(.up))) s, longer than its maximum wait"
            )
            error.retryAfter = estimate
            throw error
        }
        nextID += 1
        let id = nextID
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Permit, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                account(clock.now)
                waiters.append(Waiter(id: id, cost: cost, priority: priority, tracked: tracked, asked: now, continuation: continuation))
                pump()
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    private func cancel(_ id: UInt64) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        account(clock.now)
        let waiter = waiters.remove(at: index)
        waiter.continuation.resume(throwing: CancellationError())
        pump()
    }

    /// Lets go every waiter whose time has come, in order, and sets a timer for the next.
    private func pump() {
        while !waiters.isEmpty {
            let now = clock.now
            prune(now)
            var next: Duration?
            var held: Constraint?
            var granted = false
            for (rank, index) in candidates(now: now).enumerated() {
                let waiter = waiters[index]
                let (at, reason) = earliestDeparture(cost: waiter.cost, asked: waiter.asked, priority: waiter.priority, now: now)
                if let at, at <= now {
                    account(now)
                    waiters.remove(at: index)
                    grant(waiter, now: now)
                    granted = true
                    break
                }
                if rank == 0 { held = reason }
                if let at { next = min(next ?? at, at) }
            }
            if granted { continue }
            account(now)
            mark.reason = held
            if let next { schedule(next) } else { cancelTimer() }
            return
        }
        account(clock.now)
        mark.reason = nil
        cancelTimer()
    }

    /// The waiters that may leave next, the one due first: the first interactive waiter while the
    /// interactive calls of the last second are within their share (or nothing else waits), else the
    /// first in line; then the first waiter of the other kind, which leaves instead when only the
    /// hourly budget of the first holds it.
    private func candidates(now: Duration) -> [Int] {
        guard let interactive = waiters.firstIndex(where: { $0.priority == .interactive }) else { return [0] }
        guard let background = waiters.firstIndex(where: { $0.priority == .background }) else { return [interactive] }
        let horizon = now - .seconds(1)
        let recent = sent.reduce(0) { $0 + ($1.priority == .interactive && $1.departed > horizon ? $1.cost : 0) }
        let ahead = recent + waiters[interactive].cost <= limit.interactiveDeparturesPerSecond
        return ahead || interactive < background ? [interactive, background] : [background, interactive]
    }

    /// Adds the waiting time since the last mark to the rule that held the queue.
    private func account(_ now: Duration) {
        if let reason = mark.reason, now > mark.time, !waiters.isEmpty {
            waitByConstraint[reason, default: .zero] += (now - mark.time) * waiters.count
        }
        mark.time = now
    }

    private func grant(_ waiter: Waiter, now: Duration) {
        let slot = max(nextSlot ?? now, waiter.asked)
        nextSlot = max(slot, now - Self.catchUp) + .seconds(Double(waiter.cost) / limit.sustainedRate)
        sent.append(Sent(id: waiter.id, departed: now, cost: waiter.cost, priority: waiter.priority, tracked: waiter.tracked, finished: nil))
        if limit.requestsPerHour != nil {
            let second = Int64((now.timeInterval).rounded(.down))
            if let last = hourly.indices.last, hourly[last].second == second {
                hourly[last].cost += waiter.cost
            } else {
                hourly.append((second, waiter.cost))
            }
            hourlyUsed += waiter.cost
        }
        lastDeparture = now
        granted += 1
        let waited = max(now - waiter.asked, .zero)
        totalWait += waited
        waiter.continuation.resume(returning: Permit(id: waiter.id, departure: now, waited: waited, cost: waiter.cost))
    }

    private func schedule(_ deadline: Duration) {
        if timer != nil, timerDeadline == deadline { return }
        timer?.cancel()
        timerDeadline = deadline
        let clock = clock
        timer = Task { [weak self] in
            do { try await clock.sleep(until: deadline) } catch { return }
            await self?.timerFired(deadline)
        }
    }

    private func timerFired(_ deadline: Duration) {
        if timerDeadline == deadline {
            timer = nil
            timerDeadline = nil
        }
        pump()
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
        timerDeadline = nil
    }

    // MARK: Rules

    /// The fastest round trip seen, bounded so that one odd measurement cannot weaken the guard much.
    private var roundTripFloor: Duration { min(minimumLatency ?? .zero, .milliseconds(250)) }

    private func prune(_ now: Duration) {
        while let first = hourly.first, Self.expiry(ofSecond: first.second) <= now {
            hourlyUsed -= first.cost
            hourly.removeFirst()
        }
        let horizon = now - .seconds(1)
        let guardHorizon = horizon + roundTripFloor
        sent.removeAll { $0.departed <= horizon && ($0.reached.map { $0 <= guardHorizon } ?? false) }
    }

    /// When departures in second `second` stop counting in the rolling hour: a whole hour after the
    /// end of that second.
    private static func expiry(ofSecond second: Int64) -> Duration { .seconds(second + 3601) }

    /// The earliest moment the head of the queue may leave, and the rule that sets it; `nil` when
    /// only an answer arriving can make room (the in-flight guard).
    private func earliestDeparture(cost: Int, asked: Duration, priority: BattleNetPriority, now: Duration) -> (Duration?, Constraint?) {
        var times: [(Duration, Constraint)] = []
        // 1. The schedule.
        times.append((max(nextSlot ?? now, asked), .perSecond))
        // 2. The sliding-window cap.
        let cap = max(cost, limit.departuresPerSecond)
        let horizon = now - .seconds(1)
        let recent = sent.filter { $0.departed > horizon }
        var load = recent.reduce(0) { $0 + $1.cost }
        if load + cost > cap {
            for entry in recent {
                load -= entry.cost
                if load + cost <= cap { times.append((entry.departed + .seconds(1), .perSecond)); break }
            }
        }
        // 3. The in-flight guard.
        var guardBlocked = false
        let floor = roundTripFloor
        let guardHorizon = horizon + floor
        let counted = sent.filter { $0.reached.map { $0 > guardHorizon } ?? true }
        var guardLoad = counted.reduce(0) { $0 + $1.cost }
        if guardLoad + cost > limit.requestsPerSecond {
            let ageing = counted.compactMap { entry in entry.reached.map { ($0 + .seconds(1) - floor, entry.cost) } }
                .sorted { $0.0 < $1.0 }
            guardBlocked = true
            for (time, entryCost) in ageing {
                guardLoad -= entryCost
                if guardLoad + cost <= limit.requestsPerSecond {
                    times.append((time, .inFlight))
                    guardBlocked = false
                    break
                }
            }
        }
        // 4. The hourly budget (a background call's leaves the interactive share).
        if let budget = limit.hourlyBudget(for: priority) {
            if hourlyUsed + cost > budget {
                var freed = 0
                for bucket in hourly {
                    freed += bucket.cost
                    if hourlyUsed - freed + cost <= budget {
                        times.append((Self.expiry(ofSecond: bucket.second), .hourly))
                        break
                    }
                }
            } else if let pace = hourlyPacing(cost: cost, budget: budget, now: now), let lastDeparture {
                times.append((lastDeparture + pace, .hourly))
            }
        }
        let latest = times.max { $0.0 < $1.0 }
        if guardBlocked {
            // Wait for an answer; recheck at any later time another rule names.
            if let latest, latest.0 > now { return (latest.0, .inFlight) }
            return (nil, .inFlight)
        }
        guard let latest else { return (now, nil) }
        return (latest.0, latest.0 > now ? latest.1 : nil)
    }

    /// The spacing `budget` asks for when less than the reserve of it is left; `nil` otherwise.
    private func hourlyPacing(cost: Int, budget: Int, now: Duration) -> Duration? {
        guard let oldest = hourly.first else { return nil }
        let remaining = budget - hourlyUsed
        guard remaining >= cost, Double(remaining - cost) < limit.hourlyReserve * Double(budget) else { return nil }
        let untilFree = max(Self.expiry(ofSecond: oldest.second) - now, .zero)
        return untilFree * (Double(cost) / Double(remaining))
    }

    /// How long a call asking now would wait, judged from the calls queued before it (an interactive
    /// call's: the interactive ones) and the hour left to its priority.
    private func estimatedWait(cost: Int, priority: BattleNetPriority, now: Duration) -> Duration {
        let queued = waiters.reduce(0) { $0 + (priority == .background || $1.priority == .interactive ? $1.cost : 0) }
        let start = max(nextSlot ?? now, now)
        var wait = start + .seconds(Double(queued) / limit.sustainedRate) - now
        if let budget = limit.hourlyBudget(for: priority) {
            if hourlyUsed + queued + cost > budget {
                var freed = 0
                var free: Duration?
                for bucket in hourly {
                    freed += bucket.cost
                    if hourlyUsed + queued - freed + cost <= budget { free = Self.expiry(ofSecond: bucket.second); break }
                }
                // With the whole hour still too full (more queued than the budget), a full hour.
                wait = max(wait, (free ?? now + .seconds(3600)) - now)
            } else {
                // The calls queued ahead leave before this one: each departure that finds `remaining` at
                // or under the reserve waits `untilFree / remaining` after the one before it.
                let reserve = limit.hourlyReserve * Double(budget)
                var remaining = budget - hourlyUsed
                // Those that leave more than the reserve go unpaced (skipped at once; the loop checks the rest).
                // (A reserve past half of `Int`'s range, possible only with an hourly limit near
                // `Int.max`, counts as that half: the subtraction cannot overflow.)
                let reserveCount = reserve < Double(Int.max / 2) ? Int(reserve.rounded(.up)) : Int.max / 2
                var ahead = queued - min(queued, max(0, remaining - reserveCount - 1))
                remaining -= queued - ahead
                var share = 0.0
                while ahead > 0, remaining > 0 {
                    if Double(remaining - 1) < reserve { share += 1 / Double(remaining) }
                    remaining -= 1
                    ahead -= 1
                }
                if remaining >= cost, Double(remaining - cost) < reserve { share += Double(cost) / Double(remaining) }
                if share > 0 {
                    let untilFree = hourly.first.map { max(Self.expiry(ofSecond: $0.second) - now, .zero) } ?? .seconds(3600)
                    wait = max(wait, untilFree * share)
                }
            }
        }
        return max(wait, .zero)
    }
}
