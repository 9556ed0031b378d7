import Foundation
import BattleNetCore

/// A `PacingClock` for tests: time moves only when the test moves it (``advance(by:)``), or, when
/// made with `advancesWhenSleeping`, jumps to whatever deadline a sleeper asks for, so that a
/// limiter or a poller runs through hours of schedule in no real time.
///
/// ```swift
/// let clock = TestPacingClock()
/// let limiter = RateLimiter(RateLimit(requestsPerSecond: 10), clock: clock)
/// let waiting = Task { try await limiter.acquire() }
/// clock.advance(by: .milliseconds(200))   // wakes every sleeper whose deadline has come
///
/// let fast = TestPacingClock(advancesWhenSleeping: true)
/// try await fast.sleep(until: .seconds(3600))   // returns at once; fast.now == .seconds(3600)
/// ```
public final class TestPacingClock: PacingClock, @unchecked Sendable {
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

    /// A clock at `now`.
    /// - Parameters:
    ///   - now: The starting time, zero by default.
    ///   - advancesWhenSleeping: `true` to jump to each sleeper's deadline at once.
    public init(now: Duration = .zero, advancesWhenSleeping: Bool = false) {
        time = now
        self.advancesWhenSleeping = advancesWhenSleeping
    }

    /// The clock's time.
    public var now: Duration { lock.withLock { time } }

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
