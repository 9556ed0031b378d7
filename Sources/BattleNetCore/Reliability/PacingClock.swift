import Foundation

/// The time source a ``RateLimiter`` and a poller (``BattleNetClient/nextUpdate(of:after:schedule:clock:)``)
/// read and sleep on: time as a `Duration` since the clock's own origin.
///
/// ``ContinuousPacingClock`` (the default) is the system's monotonic clock; tests pass
/// `BattleNetTesting`'s `TestPacingClock`, whose time moves only when the test (or a sleeper) moves it.
///
/// ```swift
/// let clock = ContinuousPacingClock()
/// let start = clock.now
/// try await clock.sleep(until: start + .milliseconds(10))
/// ```
public protocol PacingClock: Sendable {
    /// The time now, measured from the clock's origin.
    var now: Duration { get }
    /// Suspends until ``now`` reaches `deadline` (returns at once when it already has).
    /// - Throws: `CancellationError` when the task is cancelled while sleeping.
    func sleep(until deadline: Duration) async throws
}

/// The system's monotonic clock (`ContinuousClock`), as a ``PacingClock`` whose origin is its creation.
///
/// ```swift
/// let limiter = RateLimiter(.blizzard, clock: ContinuousPacingClock())
/// ```
public struct ContinuousPacingClock: PacingClock {
    private let origin: ContinuousClock.Instant

    /// A clock whose time starts at zero now.
    public init() { origin = ContinuousClock.now }

    /// The time since this clock was made.
    public var now: Duration { ContinuousClock.now - origin }

    /// Sleeps on `ContinuousClock` until `deadline`.
    /// - Throws: `CancellationError` when the task is cancelled while sleeping.
    public func sleep(until deadline: Duration) async throws {
        try await ContinuousClock().sleep(until: origin + deadline, tolerance: nil)
    }
}
