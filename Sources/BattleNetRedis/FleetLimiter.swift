import BattleNetCore
import Foundation

/// A `RequestLimiter` that shares one client id's Battle.net quota among every
/// process (on one machine or many) that uses the same Redis: a fleet.
///
/// Blizzard counts its limits (100 requests a second, 36,000 an hour) per client id, whatever the
/// process, host or region. Each process makes one `FleetLimiter` for the client id and passes it to
/// its clients; every call then reserves its slot with one Lua script run atomically in Redis
/// (one round trip, no polling) and leaves when the slot comes:
///
/// ```swift
/// var redis = try RedisEndpoint(url: "redis://10.0.0.5:6379/0")
/// redis.password = ProcessInfo.processInfo.environment["BNET_REDIS_PASSWORD"]
/// let limiter = FleetLimiter(redis: redis, clientID: credentials.clientID)
/// let client = try BattleNetClient(configuration: .init(region: .eu), tokens: manager, rateLimiter: limiter)
/// ```
///
/// **What the script keeps**, on Redis's own clock (`TIME`, never moving backwards in its state), by
/// the rules of the in-process `RateLimiter`:
/// - even pacing of the whole fleet at `RateLimit.sustainedRate` (97 a second for
///   Blizzard's 100), slots handed out in the order the calls reach Redis, each call charged its cost;
/// - the rolling hour (`RateLimit.requestsPerHour`) across every member, with its
///   reserve (`RateLimit.hourlyReserve`): below it, what remains is spread out;
/// - the per-second cap: what leaves in each second of Redis's clock, every member together, stays
///   within what even pacing gives (98 for Blizzard's 100). A call that wakes so late for its slot (a
///   stalled process) that it would leave in a later second asks Redis again: it leaves at once if that
///   second has room, else it reserves a new slot, counted once in the hour. Battle.net counts fixed
///   seconds, so a stall that ends in the next second would otherwise send that second's own calls
///   plus the stalled ones, and collect 429s;
/// - priorities (`BattleNetPriority`): interactive calls keep a schedule of their own, so they never
///   queue behind background calls' slots; for ``interactiveWindow`` after one, background calls leave
///   `RateLimit.interactiveShare` of each second free, and they never spend that share of the hour;
/// - a 429 that still comes back pauses every member until its `Retry-After` (1 s without one, never
///   more than `RateLimit.maximumWait`): report it through
///   ``endRequest(_:feedback:)``, as a `BattleNetClient` does.
///
/// A call whose slot is further away than `RateLimit.maximumWait` fails at once with
/// `BattleNetError` `.rateLimited` and a `retryAfter`. The in-flight guard stays in the
/// process: a call leaves only while this process's calls in flight, plus those answered within the
/// last second (less the fastest round trip seen), plus itself fit in
/// `RateLimit.requestsPerSecond`.
///
/// **When Redis cannot be used** (refused, no answer within `timeout`, 250 ms by default, an error
/// reply such as a wrong password), the limiter spends only its own fallback share through an
/// in-process `RateLimiter`: `limit.share(fallbackShare)`, 1/8 by default (a fleet
/// of eight processes then spends at most the whole quota even with Redis gone). It says so once
/// through ``events`` (a `BattleNetEvent` of kind `.fallback`, which the clients using
/// the limiter deliver with their own events), tries Redis again in the background about once a
/// second, and says so once more when it rejoins (calls still waiting for the fallback share then
/// take the fleet's slots instead). No call waits on Redis longer than `timeout`.
///
/// **Membership**: every reservation, and a heartbeat once a second between calls, records this
/// member (a random id per limiter) and its fallback rate. The script takes the fallback rate of a
/// member silent for 3 s out of the fleet's rate, since such a member may be spending its share on
/// its own; after a minute of silence it is forgotten.
///
/// **Keys**: `bnet:fleet:{H}:…`, `H` the first 32 hex digits of a SHA-256 of the client id, so two
/// client ids never share a quota and the id is not stored in clear. Anyone who can write to this
/// Redis can hold or disturb the fleet: keep it private and use a password.
///
/// A single Redis primary, given by address (`redis://`) or found through Redis Sentinel
/// (`redis-sentinel://…#masterName`, ``RedisSentinel``): after a failover the connection asks the
/// Sentinels again and the limiter goes on against the new primary (at worst a short fallback while
/// the Sentinels promote it). Redis Cluster is not supported. TLS (`rediss://`) works on Apple
/// platforms, through Network.framework with the system's trust; on Linux a `rediss://` endpoint is
/// never connected to (``RedisEndpoint/isTLSAvailable``): the limiter spends its fallback share and its
/// `.fallback` event says why.
public actor FleetLimiter: RequestLimiter {
    /// The fleet's limit: the whole client id's per-second ceiling, hourly budget and pacing settings.
    public nonisolated let limit: RateLimit
    /// What this process spends on its own while Redis cannot be used: `limit.share(fallbackShare)`.
    public nonisolated let fallbackLimit: RateLimit
    /// This member's id in the fleet: a random UUID per limiter.
    public nonisolated let member: String
    /// Where the limiter says that it fell back to its own share and that it rejoined the fleet
    /// (kind `.fallback`); the clients using it deliver these with their own events.
    public nonisolated let events: BattleNetEventSource?

    private struct Admission {
        let cost: Int
        var departed: ContinuousClock.Instant?
        var fallbackPermit: RateLimitPermit?
    }

    private enum Mode { case unjoined, shared, cutOff }

    private let connection: RedisConnection
    private let redisName: String
    private let keys: FleetKeys
    private let fallback: RateLimiter
    private let heartbeatInterval: Duration
    private let alive: Duration
    private let origin = ContinuousClock.now
    private let source = BattleNetEventSource()

    private var mode = Mode.unjoined
    private var lastContact: ContinuousClock.Instant?
    private var maintenance: Task<Void, Never>?
    private var localPause: ContinuousClock.Instant?
    /// When the fleet's schedule, as Redis last told this member, runs out: the slots granted until then
    /// (to any member) still leave if Redis is lost.
    private var fleetTail: ContinuousClock.Instant?
    /// How far ahead the fleet's schedule ran at this member's last reservation. Members reserve in
    /// runs, so the last answer may be a second old when Redis is lost: the schedule is then taken to
    /// run as far ahead of the loss as it did then (the other members kept reserving meanwhile).
    private var backlog: Duration = .zero
    private var admitted: [UInt64: Admission] = [:]
    private var answered: [(at: ContinuousClock.Instant, cost: Int)] = []
    private var minimumLatency: Duration?
    private var roomWaiters: [UInt64: CheckedContinuation<Void, any Error>] = [:]
    private var fallbackWaits: [UInt64: Task<RateLimitPermit, any Error>] = [:]
    private var nextID: UInt64 = 0

    /// What this member spent in the last hour, by Unix minute: `recorded` in the state of `epoch`, and
    /// `unrecorded` (spent on the fallback share, which Redis never saw). Kept only with an hourly budget.
    private var recorded: [Int64: Int] = [:]
    private var unrecorded: [Int64: Int] = [:]
    /// The epoch of the fleet state this member last recorded into; `nil` before its first answer.
    private var epoch: String?
    /// Reports sent to a new state (or of the fallback spend), for tests.
    package private(set) var reports = 0

    /// Calls granted through Redis, as a member of the fleet.
    public private(set) var sharedGrants = 0
    /// Calls granted by the fallback share while Redis could not be used.
    public private(set) var fallbackGrants = 0
    /// Times a call woke so late for its slot that it might leave in a later second, and asked Redis
    /// again (tests and `bnet bench` read it).
    package private(set) var lateChecks = 0
    /// Late calls that Redis sent to a new slot, their second being full, instead of letting them leave.
    package private(set) var lateReservations = 0
    /// Tests: until when this member is frozen (``freeze(until:)``).
    private var frozenUntil: ContinuousClock.Instant?
    /// Added to how late a call may be before asking whether it still leaves in its slot's second: the
    /// round trip to Battle.net starts a little after the call leaves.
    private static let lateGuard = Duration.milliseconds(2)

    /// A member of the fleet that shares `clientID`'s quota through `redis`. Nothing is sent until the
    /// first call (or ``join()``).
    /// - Parameters:
    ///   - redis: The fleet's Redis: address, database, ACL user and password.
    ///   - clientID: The Battle.net client id whose quota the fleet shares; only a hash of it names the keys.
    ///   - limit: The whole client id's limit, the same in every member: Blizzard's by default.
    ///   - fallbackShare: The share of `limit` this process spends alone while Redis cannot be used:
    ///     1/8 by default. With N members, `1/N` keeps a fleet that lost Redis within the quota.
    ///   - timeout: The longest a call waits for Redis before spending the fallback share instead (250 ms).
    public init(
        redis: RedisEndpoint, clientID: String, limit: RateLimit = .blizzard, fallbackShare: Double = 0.125,
        timeout: Duration = .milliseconds(250)
    ) {
        self.init(redis: redis, clientID: clientID, limit: limit, fallbackShare: fallbackShare, timeout: timeout,
                  heartbeatInterval: .seconds(1), alive: .seconds(3))
    }

    /// A member with its own heartbeat interval and silence allowed (tests shorten them).
    package init(
        redis: RedisEndpoint, clientID: String, limit: RateLimit, fallbackShare: Double, timeout: Duration,
        heartbeatInterval: Duration, alive: Duration
    ) {
        self.limit = limit
        fallbackLimit = limit.share(fallbackShare.isNaN ? 0.125 : min(max(fallbackShare, 0.001), 1))
        member = UUID().uuidString.lowercased()
        events = source
        connection = RedisConnection(endpoint: redis, timeout: timeout, reconnectDelay: min(heartbeatInterval / 2, .milliseconds(500)))
        redisName = redis.description
        keys = FleetKeys(clientID: clientID)
        fallback = RateLimiter(fallbackLimit)
        self.heartbeatInterval = heartbeatInterval
        self.alive = alive
    }

    deinit {
        maintenance?.cancel()
    }

    /// Whether calls are paced through Redis now (`false` before the first call and while the
    /// fallback share is in use).
    public var isSharing: Bool { mode == .shared }

    /// Joins the fleet now rather than on the first call: connects, signs in and records this member.
    /// A failure is not fatal: calls then spend the fallback share until Redis answers.
    /// - Throws: `BattleNetError` `.transport` when Redis cannot be reached,
    ///   `.invalidConfiguration` when it refuses (a wrong password, a user without the rights to run scripts).
    public func join() async throws(BattleNetError) {
        startMaintenance()
        if let error = await heartbeat() {
            throw BattleNetError(error.isConnectionFailure ? .transport : .invalidConfiguration, message: "cannot join the fleet: \(error)")
        }
    }

    /// Leaves the fleet: this member is forgotten at once (its fallback share is not held back from
    /// the others), the heartbeat stops and the connection closes. A later call joins again.
    public func leave() async {
        // The heartbeat stops first, and a heartbeat already under way is waited for: sent after the
        // removal, it would put this member back.
        let heartbeats = maintenance
        maintenance = nil
        heartbeats?.cancel()
        await heartbeats?.value
        let wasJoined = mode != .unjoined
        mode = .unjoined
        // Tried even while cut off (a fallback under load may only have missed one deadline): the
        // fleet stops counting this member at once instead of after its silence runs out.
        if wasJoined {
            _ = try? await connection.command(["ZREM", keys.members, member])
            _ = try? await connection.command(["HDEL", keys.fallbackRates, member])
        }
        await connection.close()
    }

    // MARK: RequestLimiter

    /// Waits for this process's in-flight guard, reserves the call's slot in Redis (one round trip) and
    /// sleeps until it comes; while Redis cannot be used, waits for the fallback share instead.
    /// - Parameter cost: What the call is charged (1 unless the operation is weighted).
    /// - Returns: The slot granted; end it with ``endRequest(_:feedback:)``.
    /// - Throws: `BattleNetError` `.rateLimited` (with `retryAfter`) when the slot is
    ///   further away than `RateLimit.maximumWait`; `CancellationError` when the task
    ///   is cancelled while waiting.
    public func beginRequest(cost: Int = 1) async throws -> RateLimitPermit {
        try await beginRequest(cost: cost, priority: .interactive)
    }

    /// Reserves a slot for a call at `priority`, as ``beginRequest(cost:)`` does: an interactive call
    /// takes the fleet's interactive schedule, so it never queues behind background calls' slots, and
    /// background calls leave it `RateLimit.interactiveShare` of each second for
    /// ``interactiveWindow`` after it, and of the hourly budget always (see `BattleNetPriority`).
    /// - Parameters:
    ///   - cost: What the call is charged (1 unless the operation is weighted).
    ///   - priority: Whether someone waits on the call.
    /// - Returns: The slot granted; end it with ``endRequest(_:feedback:)``.
    /// - Throws: what ``beginRequest(cost:)`` throws.
    public func beginRequest(cost: Int, priority: BattleNetPriority) async throws -> RateLimitPermit {
        let cost = min(max(1, cost), limit.requestsPerSecond, limit.hourlyBudget(for: priority) ?? Int.max)
        let asked = ContinuousClock.now
        startMaintenance()
        let id = try await admit(cost: cost)
        do {
            return try await reserve(id: id, cost: cost, priority: priority, asked: asked)
        } catch {
            admitted[id] = nil
            wakeRoomWaiters()
            throw error
        }
    }

    /// Ends the slot of `permit`. A 429 (`RateLimitFeedback.isRateLimited`) pauses the
    /// whole fleet for its `Retry-After` (1 s without one, at most `RateLimit.maximumWait`).
    public func endRequest(_ permit: RateLimitPermit, feedback: RateLimitFeedback) async {
        guard let entry = admitted.removeValue(forKey: permit.id) else { return }
        let now = ContinuousClock.now
        if let departed = entry.departed {
            let latency = now - departed
            minimumLatency = min(minimumLatency ?? latency, latency)
        }
        answered.append((now, entry.cost))
        wakeRoomWaiters()
        if let held = entry.fallbackPermit { await fallback.endRequest(held, feedback: feedback) }
        if feedback.isRateLimited { await pauseFleet(for: feedback.retryAfter) }
    }

    // MARK: Reserving

    /// How long after the fleet's last interactive reservation background calls keep its share of each
    /// second free: ten seconds, so a user's calls that come a few seconds apart find room at once.
    public static let interactiveWindow: Duration = .seconds(10)

    private func reserve(
        id: UInt64, cost: Int, priority: BattleNetPriority, asked: ContinuousClock.Instant
    ) async throws -> RateLimitPermit {
        if mode != .cutOff {
            do {
                // The slot (Redis's clock, µs) a call that woke too late missed; 0 for the first reservation.
                var missed: Int64 = 0
                var retries = 0
                while true {
                    let sent = ContinuousClock.now
                    let reply: RESPValue
                    switch await reservation(cost: cost, priority: priority, missed: missed) {
                    case .success(let value): reply = value
                    case .failure(let error) where missed != 0:
                        // Redis went away after granting the slot: the call leaves on it, late as it is. The
                        // fleet counted it; spending the fallback share instead would count it twice.
                        lost(error)
                        sharedGrants += 1
                        return depart(id, cost: cost, asked: asked)
                    case .failure(let error): throw error
                    }
                    let (wait, granted, epoch, tail, slot) = try FleetReservation(reply: reply, maximumWait: limit.maximumWait).fields
                    reached(probe: false)
                    noteEpoch(epoch)
                    if missed != 0 {
                        spend(-cost, atMicroseconds: missed, recorded: true)
                        if granted == 1 && wait > 0 { lateReservations += 1 }
                    }
                    guard granted == 1 else {
                        var error = BattleNetError(
                            .rateLimited,
                            message: "the fleet's limit of \(limit) would hold this call for \(Int((Double(wait) / 1e6).rounded(.up))) s, longer than its maximum wait"
                        )
                        error.retryAfter = .microseconds(wait)
                        throw error
                    }
                    spend(cost, atMicroseconds: slot, recorded: true)
                    let end = ContinuousClock.now + .microseconds(tail)
                    fleetTail = max(fleetTail ?? end, end)
                    backlog = .microseconds(tail)
                    if wait > 0 || frozenUntil != nil { try await sleep(until: ContinuousClock.now + .microseconds(wait)) }
                    // How late this call may be, at most (measured from the request, not the reply, which
                    // a stalled process may read late); if that may put it in a later second of Redis's
                    // clock than its slot's, Redis decides whether it leaves now or reserves anew. A call
                    // late again leaves anyway the third time (a bounded cost).
                    let lateness = ContinuousClock.now - (sent + .microseconds(wait))
                    let latest = slot + max(lateness, .zero).microseconds + Self.lateGuard.microseconds
                    if latest / 1_000_000 != slot / 1_000_000, retries < 2 {
                        missed = slot
                        retries += 1
                        lateChecks += 1
                        continue
                    }
                    sharedGrants += 1
                    return depart(id, cost: cost, asked: asked)
                }
            } catch let error as RedisError {
                lost(error)
            }
        }
        if let localPause {
            let wait = localPause - ContinuousClock.now
            if wait > limit.maximumWait {
                var error = BattleNetError(.rateLimited, message: "Battle.net asked to wait \(Int((Double(wait.microseconds) / 1e6).rounded(.up))) s, longer than the maximum wait")
                error.retryAfter = wait
                throw error
            }
            if wait > .zero { try await Task.sleep(until: localPause, clock: .continuous) }
        }
        // The wait for the fallback share is a task of its own, so that rejoining the fleet can call it
        // off: a call still waiting then takes a slot of the fleet instead of spending the share on top.
        // The fleet's slots already granted go first: every member's calls scheduled by Redis keep leaving
        // on time, so this member's own share starts only when the fleet's schedule runs out. (Its own
        // slots are not enough: a member's slots come in runs, so one member's may end at once while
        // another's last a second, and members spending their shares beside those would pass the limit.)
        let (fallback, drained) = (fallback, fleetTail)
        let waiting = Task {
            if let drained, drained > .now { try await Task.sleep(until: drained, clock: .continuous) }
            return try await fallback.beginRequest(cost: cost, priority: priority)
        }
        fallbackWaits[id] = waiting
        defer { fallbackWaits[id] = nil }
        let permit: RateLimitPermit
        do {
            permit = try await withTaskCancellationHandler { try await waiting.value } onCancel: { waiting.cancel() }
        } catch is CancellationError where !Task.isCancelled && mode == .shared {
            return try await reserve(id: id, cost: cost, priority: priority, asked: asked)
        }
        admitted[id]?.fallbackPermit = permit
        fallbackGrants += 1
        spend(cost, at: Date(), recorded: false)
        return depart(id, cost: cost, asked: asked)
    }

    /// Sleeps until `instant`, or until the end of a test's freeze (``freeze(until:)``) when later.
    private func sleep(until instant: ContinuousClock.Instant) async throws {
        try await Task.sleep(until: max(instant, frozenUntil ?? instant), clock: .continuous)
    }

    /// Tests: freezes this member until `instant`, as a stalled machine would: a call whose slot comes
    /// before then wakes then.
    package func freeze(until instant: ContinuousClock.Instant) {
        frozenUntil = instant
    }

    /// Runs ``FleetScript/reserve`` for one call (`missed`: the slot a late call missed, 0 for a new one).
    private func reservation(cost: Int, priority: BattleNetPriority, missed: Int64) async -> Result<RESPValue, RedisError> {
        do {
            return .success(try await connection.evaluate(FleetScript.reserve, keys: keys.reserve, arguments: [
                member, String(cost), String(limit.sustainedRate), String(limit.requestsPerHour ?? 0),
                String(limit.hourlyReserve), String(limit.maximumWait.microseconds),
                String(fallbackLimit.sustainedRate), String(alive.microseconds),
                String(limit.departuresPerSecond), String(missed),
                priority == .interactive ? "1" : "0", String(limit.interactiveShare), String(Self.interactiveWindow.microseconds),
            ]))
        } catch {
            return .failure(error)
        }
    }

    private func depart(_ id: UInt64, cost: Int, asked: ContinuousClock.Instant) -> RateLimitPermit {
        let now = ContinuousClock.now
        admitted[id]?.departed = now
        return RateLimitPermit(id: id, departure: now - origin, waited: now - asked, cost: cost)
    }

    private func pauseFleet(for retryAfter: Duration?) async {
        let pause = min(max(retryAfter ?? .seconds(1), .milliseconds(1)), limit.maximumWait)
        let until = ContinuousClock.now + pause
        localPause = max(localPause ?? until, until)
        guard mode != .cutOff else { return }
        do {
            _ = try await connection.evaluate(FleetScript.pause, keys: [keys.pause], arguments: [String(pause.microseconds)])
            reached(probe: false)
        } catch {
            lost(error)
        }
    }

    // MARK: In-flight guard

    /// Waits until this process's calls in flight, plus those answered within the last second (less
    /// the fastest round trip seen), plus this one fit in the per-second ceiling; then admits it.
    private func admit(cost: Int) async throws -> UInt64 {
        while true {
            try Task.checkCancellation()
            let now = ContinuousClock.now
            let window = Duration.seconds(1) - min(minimumLatency ?? .zero, .milliseconds(250))
            answered.removeAll { $0.at + window <= now }
            var load = admitted.values.reduce(0) { $0 + $1.cost } + answered.reduce(0) { $0 + $1.cost }
            if load + cost <= limit.requestsPerSecond {
                nextID += 1
                admitted[nextID] = Admission(cost: cost)
                return nextID
            }
            // Room comes when an answer leaves the window, or when another answer arrives.
            var until: ContinuousClock.Instant?
            for entry in answered {
                load -= entry.cost
                if load + cost <= limit.requestsPerSecond {
                    until = entry.at + window
                    break
                }
            }
            try await waitForRoom(until: until)
        }
    }

    private func waitForRoom(until deadline: ContinuousClock.Instant?) async throws {
        nextID += 1
        let key = nextID
        let timer = deadline.map { deadline in
            Task { [weak self] in
                try? await Task.sleep(until: deadline, clock: .continuous)
                await self?.wakeRoomWaiter(key)
            }
        }
        defer { timer?.cancel() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                roomWaiters[key] = continuation
            }
        } onCancel: {
            Task { await self.wakeRoomWaiter(key, throwing: CancellationError()) }
        }
    }

    private func wakeRoomWaiter(_ key: UInt64, throwing error: (any Error)? = nil) {
        guard let continuation = roomWaiters.removeValue(forKey: key) else { return }
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
    }

    private func wakeRoomWaiters() {
        let waiting = roomWaiters
        roomWaiters.removeAll()
        for continuation in waiting.values { continuation.resume() }
    }

    // MARK: Membership and failure

    /// Records this member (and its fallback rate) in Redis without reserving anything.
    /// - Returns: The failure, `nil` when Redis answered.
    private func heartbeat() async -> RedisError? {
        do {
            let reply = try await connection.evaluate(
                FleetScript.heartbeat, keys: keys.heartbeat, arguments: [member, String(fallbackLimit.sustainedRate)]
            )
            reached(probe: true)
            if let epoch = reply.elements?.last?.string { noteEpoch(epoch) }
            return nil
        } catch {
            lost(error)
            return error
        }
    }

    /// Redis answered. Only a heartbeat (the background retry) rejoins a member that was cut off, so a
    /// reservation sent before the failure and answered late does not flap between the two.
    private func reached(probe: Bool) {
        lastContact = ContinuousClock.now
        switch mode {
        case .shared: return
        case .unjoined: mode = .shared
        case .cutOff:
            guard probe else { return }
            mode = .shared
            for waiting in fallbackWaits.values { waiting.cancel() }
            let name = redisName
            source.emit {
                var event = BattleNetEvent(.fallback)
                event.message = "rejoined the fleet's shared quota at \(name)"
                return event
            }
        }
    }

    /// Redis could not be used: spend the fallback share, and say so once.
    private func lost(_ error: RedisError) {
        guard mode != .cutOff else { return }
        mode = .cutOff
        if backlog > .zero {
            let end = ContinuousClock.now + backlog
            fleetTail = max(fleetTail ?? end, end)
        }
        let (name, share) = (redisName, fallbackLimit)
        source.emit {
            var event = BattleNetEvent(.fallback)
            event.message = "the fleet's Redis at \(name) cannot be used (\(error)); spending this process's own share of \(share) until it answers again"
            return event
        }
    }

    // MARK: Reseeding the hour

    /// Counts what this member spent in the minute of `date` (with an hourly budget only): `recorded`
    /// when the fleet's state counted it, not when the fallback share paid for it.
    private func spend(_ cost: Int, at date: Date, recorded isRecorded: Bool) {
        guard limit.requestsPerHour != nil else { return }
        let minute = Int64((date.timeIntervalSince1970 / 60).rounded(.down))
        if isRecorded { recorded[minute, default: 0] += cost } else { unrecorded[minute, default: 0] += cost }
        // Forget what left the hour (at most once a minute there is anything to drop).
        if recorded.count + unrecorded.count > 62 {
            recorded = recorded.filter { $0.key > minute - 60 }
            unrecorded = unrecorded.filter { $0.key > minute - 60 }
        }
    }

    /// ``spend(_:at:recorded:)`` at a time of Redis's clock (µs since 1970).
    private func spend(_ cost: Int, atMicroseconds time: Int64, recorded isRecorded: Bool) {
        spend(cost, at: Date(timeIntervalSince1970: Double(time) / 1e6), recorded: isRecorded)
    }

    /// Redis answered with the state's epoch. Another epoch than the one this member recorded into
    /// means the state was lost (a restart of a Redis that keeps nothing): report everything spent in
    /// the last hour to the new state, once. The same epoch after spending the fallback share: report
    /// that spend, which Redis never saw. The ledger is handed over before any suspension, so two calls
    /// answered together never report the same spend twice.
    private func noteEpoch(_ current: String) {
        let lost = epoch != nil && epoch != current
        epoch = current
        guard limit.requestsPerHour != nil else { return }
        var report = unrecorded
        if lost { report.merge(recorded, uniquingKeysWith: +) }
        guard !report.isEmpty else { return }
        // What is reported is counted in this state from now on.
        if lost { recorded = report } else { recorded.merge(unrecorded, uniquingKeysWith: +) }
        unrecorded = [:]
        reports += 1
        let (connection, keys) = (connection, keys)
        let arguments = [current] + report.sorted { $0.key < $1.key }.flatMap { [String($0.key), String($0.value)] }
        Task {
            // Lost with Redis: the next state is another epoch, and the next report carries it all.
            _ = try? await connection.evaluate(FleetScript.reseed, keys: keys.reseed, arguments: arguments)
        }
    }

    /// Starts the background heartbeat (and, while cut off, the retry), once.
    private func startMaintenance() {
        guard maintenance == nil else { return }
        let interval = heartbeatInterval
        maintenance = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard !Task.isCancelled, let self else { return }
                await self.maintain()
            }
        }
    }

    private func maintain() async {
        switch mode {
        case .unjoined: return
        case .shared:
            // Calls refresh the heartbeat; only a member between calls sends one.
            if let lastContact, ContinuousClock.now - lastContact < heartbeatInterval { return }
        case .cutOff: break
        }
        _ = await heartbeat()
    }
}

/// The Redis keys of one client id's fleet: `bnet:fleet:{H}:…` where `H` is the first 32 hex digits of
/// a SHA-256 of the client id (the braces keep them in one slot of a proxy that shards by hash tag).
package struct FleetKeys: Hashable, Sendable {
    /// The hash naming the fleet.
    package let tag: String
    package var schedule: String { "bnet:fleet:{\(tag)}:schedule" }
    package var hour: String { "bnet:fleet:{\(tag)}:hour" }
    package var members: String { "bnet:fleet:{\(tag)}:members" }
    package var fallbackRates: String { "bnet:fleet:{\(tag)}:fallback" }
    package var pause: String { "bnet:fleet:{\(tag)}:pause" }
    /// When the fleet's state was made (Redis time, µs): another value means the state was lost.
    package var epoch: String { "bnet:fleet:{\(tag)}:epoch" }
    /// What left in each second of Redis's clock (the per-second cap).
    package var seconds: String { "bnet:fleet:{\(tag)}:seconds" }
    /// The interactive calls' schedule and when the last one reserved.
    package var interactive: String { "bnet:fleet:{\(tag)}:interactive" }

    package init(clientID: String) {
        tag = String(SHA256.hex("BattleNetRedis fleet\u{0}" + clientID).prefix(32))
    }

    /// The keys of ``FleetScript/reserve``, in order.
    package var reserve: [String] { [schedule, hour, members, fallbackRates, pause, epoch, seconds, interactive] }
    /// The keys of ``FleetScript/heartbeat``, in order.
    package var heartbeat: [String] { [schedule, members, fallbackRates, epoch] }
    /// The keys of ``FleetScript/reseed``, in order.
    package var reseed: [String] { [epoch, hour] }
    /// Every key of the fleet.
    package var all: [String] { [schedule, hour, members, fallbackRates, pause, epoch, seconds, interactive] }
}

/// The reservation script's reply, `{wait µs, granted, epoch, tail µs, slot µs}`, read and checked:
/// its numbers come from Redis, so each is bounded before the limiter adds or waits on it.
package struct FleetReservation: Sendable, Equatable {
    /// How long to wait before leaving (granted), or how long a slot is away (refused).
    package let wait: Int64
    /// Whether the slot was granted.
    package let granted: Bool
    /// The fleet's epoch (it changes when the fleet's state is lost).
    package let epoch: String
    /// How far the fleet's queue reaches from now.
    package let tail: Int64
    /// When the call leaves, on Redis's clock.
    package let slot: Int64

    /// The bound on every time and span of a reply, in microseconds: about 36,000 years, far from
    /// `Int64`'s ends, so that sums of two of them never overflow.
    static let bound: Int64 = 1 << 60

    /// Reads `reply`.
    /// - Throws: `RedisError` `.protocolViolation` when the reply is not five values of the script's
    ///   types, when a time or span is negative or beyond ``bound``, or when a granted wait exceeds
    ///   `maximumWait` (the script grants no slot further away).
    package init(reply: RESPValue, maximumWait: Duration) throws(RedisError) {
        guard let values = reply.elements, values.count == 5, let wait = values[0].integer, let granted = values[1].integer,
              let epoch = values[2].string, let tail = values[3].integer, let slot = values[4].integer else {
            throw RedisError(.protocolViolation, message: "the reservation script answered \(reply)")
        }
        let range = 0..<Self.bound
        guard range.contains(slot), range.contains(tail), range.contains(wait), granted == 0 || granted == 1,
              granted == 0 || wait <= maximumWait.microseconds else {
            throw RedisError(.protocolViolation, message: "the reservation script answered numbers out of range: \(reply)")
        }
        self.init(wait: wait, granted: granted == 1, epoch: epoch, tail: tail, slot: slot)
    }

    /// A reservation with these fields, unchecked.
    package init(wait: Int64, granted: Bool, epoch: String, tail: Int64, slot: Int64) {
        (self.wait, self.granted, self.epoch, self.tail, self.slot) = (wait, granted, epoch, tail, slot)
    }

    var fields: (wait: Int64, granted: Int64, epoch: String, tail: Int64, slot: Int64) {
        (wait, granted ? 1 : 0, epoch, tail, slot)
    }
}
