import Foundation
import BattleNetCore

/// A `BattleNetClock` for tests: time moves only when the test moves it (``advance(by:)``), or, when
/// made with `advancesWhenSleeping`, jumps to whatever deadline a sleeper asks for, so that retries, a
/// limiter, token renewal or a poller run through hours of schedule in no real time. Its wall time
/// (``date``) moves with it from a fixed start.
///
/// ```swift
/// let clock = BattleNetTestClock()
/// let limiter = RateLimiter(RateLimit(requestsPerSecond: 10), clock: clock)
/// let waiting = Task { try await limiter.acquire() }
/// clock.advance(by: .milliseconds(200))   // wakes every sleeper whose deadline has come
///
/// let fast = BattleNetTestClock(advancesWhenSleeping: true)
/// try await fast.sleep(until: .seconds(3600))   // returns at once; fast.now == .seconds(3600)
/// ```
public final class BattleNetTestClock: BattleNetClock, @unchecked Sendable {
    // `@unchecked Sendable`: every mutable field is read and written only while `lock` is held.
    private struct Sleeper {
        let id: UInt64
        let deadline: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var time: Duration
    private var sleepers: [Sleeper] = []
    private var nextID: UInt64 = 0
    private var deadlines: [Duration] = []
    /// Whether a sleep moves the time forward to its deadline at once instead of waiting for ``advance(by:)``.
    public let advancesWhenSleeping: Bool

    /// The wall time at ``now`` zero.
    public let startDate: Date

    /// A clock at `now`.
    /// - Parameters:
    ///   - now: The starting time, zero by default.
    ///   - startDate: The wall time at `now` zero: 2026-01-01 00:00:00 UTC by default.
    ///   - advancesWhenSleeping: `true` to jump to each sleeper's deadline at once.
    public init(now: Duration = .zero, startDate: Date = Date(timeIntervalSince1970: 1_767_225_600), advancesWhenSleeping: Bool = false) {
        time = now
        self.startDate = startDate
        self.advancesWhenSleeping = advancesWhenSleeping
    }

    /// The clock's time.
    public var now: Duration { lock.withLock { time } }

    /// How far the wall clock was set by ``adjustWallClock(by:)``.
    private var wallOffset: Duration = .zero

    /// The wall time: ``startDate`` plus ``now``, plus every ``adjustWallClock(by:)``.
    public var date: Date {
        let (seconds, attoseconds) = lock.withLock { time + wallOffset }.components
        return startDate.addingTimeInterval(TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
    }

    /// Sets the wall clock by `offset` (as a user, NTP or a time-zone slip does): ``date`` moves,
    /// ``now`` does not, and no sleeper wakes.
    ///
    /// ```swift
    /// let clock = BattleNetTestClock()
    /// clock.adjustWallClock(by: .seconds(-7_200))   // the wall clock goes back two hours
    /// ```
    public func adjustWallClock(by offset: Duration) {
        lock.withLock { wallOffset += offset }
    }

    /// How many tasks are sleeping on this clock now.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// Every deadline a sleeper has asked for, in order (including those already reached).
    public var requestedDeadlines: [Duration] { lock.withLock { deadlines } }

    /// Suspends until the clock reaches `deadline` (jumps there when ``advancesWhenSleeping``).
    /// - Throws: `CancellationError` when the task is cancelled first.
    public func sleep(until deadline: Duration) async throws {
        try Task.checkCancellation()
        let id: UInt64? = lock.withLock {
            deadlines.append(deadline)
            if advancesWhenSleeping { time = max(time, deadline) }
            if deadline <= time { return nil }
            nextID += 1
            return nextID
        }
        guard let id else { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Bool? = lock.withLock {
                    if deadline <= time { return true }
                    if Task.isCancelled { return false }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                switch outcome {
                case true?: continuation.resume()
                case false?: continuation.resume(throwing: CancellationError())
                case nil: break
                }
            }
        } onCancel: {
            let sleeper: Sleeper? = lock.withLock {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the time forward by `duration` and wakes every sleeper whose deadline has come, earliest first.
    public func advance(by duration: Duration) {
        advance(to: now + duration)
    }

    /// Moves the time forward to `instant` (never back) and wakes every sleeper whose deadline has come.
    public func advance(to instant: Duration) {
        let due: [Sleeper] = lock.withLock {
            time = max(time, instant)
            let due = sleepers.filter { $0.deadline <= time }.sorted { $0.deadline < $1.deadline }
            sleepers.removeAll { $0.deadline <= time }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
