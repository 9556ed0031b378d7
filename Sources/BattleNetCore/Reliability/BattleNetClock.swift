import Foundation

/// The one clock every local decision of a client reads: retries and their back-off, `Retry-After`,
/// the rate limiter, token lifetimes and renewal, the transport's deadlines and polling.
///
/// It gives two readings of one time: ``now``, monotonic, for waits and deadlines, and ``date``, the
/// wall time, for what is written as a date (HTTP dates, a token's expiry kept on disk). The ages and
/// freshness of an answer are read from the answer's own `Date`, and a fleet's shared decisions from
/// Redis's clock; everything else a client decides runs on this clock.
///
/// ``BattleNetSystemClock`` (``BattleNetClock/system``) is the default. `BattleNetTesting`'s
/// `BattleNetTestClock` moves only when the test moves it, so a test of retries, limits or token
/// renewal runs through hours of schedule without sleeping.
///
/// ```swift
/// let clock: any BattleNetClock = .system
/// let start = clock.now
/// try await clock.sleep(until: start + .milliseconds(10))
/// ```
public protocol BattleNetClock: Sendable {
    /// The monotonic time now, measured from the clock's origin.
    var now: Duration { get }
    /// The wall time now.
    var date: Date { get }
    /// Suspends until ``now`` reaches `deadline` (returns at once when it already has).
    /// - Throws: `CancellationError` when the task is cancelled while sleeping.
    func sleep(until deadline: Duration) async throws
}

extension BattleNetClock {
    /// Suspends for `duration` on this clock.
    /// - Throws: `CancellationError` when the task is cancelled while sleeping.
    public func sleep(for duration: Duration) async throws {
        try await sleep(until: now + duration)
    }
}

extension BattleNetClock where Self == BattleNetSystemClock {
    /// The system's clocks: `ContinuousClock` for ``BattleNetClock/now``, `Date()` for ``BattleNetClock/date``.
    public static var system: BattleNetSystemClock { BattleNetSystemClock() }
}

/// The system's clocks as a ``BattleNetClock``: `ContinuousClock` (monotonic, counting while the
/// machine sleeps) since a fixed origin for ``now``, and `Date()` for ``date``.
///
/// ```swift
/// let limiter = RateLimiter(.blizzard, clock: .system)
/// ```
public struct BattleNetSystemClock: BattleNetClock {
    /// All system clocks share one origin, so durations read from two of them compare.
    private static let origin = ContinuousClock.now

    /// The system clock.
    public init() {}

    /// The time since the process first read this clock.
    public var now: Duration { ContinuousClock.now - Self.origin }

    /// `Date()`.
    public var date: Date { Date() }

    /// Sleeps on `ContinuousClock` until `deadline`.
    /// - Throws: `CancellationError` when the task is cancelled while sleeping.
    public func sleep(until deadline: Duration) async throws {
        try await ContinuousClock().sleep(until: Self.origin + deadline, tolerance: nil)
    }
}
