import Foundation

/// Spaces out the calls of one or more clients so that Battle.net never has to answer 429.
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
/// Callers are served in the order they ask. A waiting call that is cancelled gives its slot back.
public actor RateLimiter {
    /// The limit this limiter keeps to.
    public nonisolated let limit: RateLimit
    private let clock = ContinuousClock()
    private var tokens: Double
    private var refilledAt: ContinuousClock.Instant
    /// Requests granted per minute of the rolling hour, oldest first.
    private var hourly: [(minute: Int64, count: Int)] = []
    /// When the calls of the last second actually left, oldest first.
    private var departures: [ContinuousClock.Instant] = []
    private let start: ContinuousClock.Instant
    /// Calls granted so far, and how long they waited in total.
    public private(set) var granted = 0
    /// How long granted calls have waited for their slot, in total.
    public private(set) var totalWait: Duration = .zero

    /// A limiter that keeps to `limit`.
    public init(_ limit: RateLimit) {
        self.limit = limit
        tokens = limit.burst
        refilledAt = clock.now
        start = clock.now
    }

    /// Waits for a slot.
    /// - Throws: ``BattleNetError`` `.rateLimited` (with `retryAfter`) when the slot is further away
    ///   than ``RateLimit/maximumWait``; `CancellationError` when the task is cancelled while waiting.
    public func acquire() async throws {
        let wait = try reserve()
        do {
            if wait > .zero { try await clock.sleep(for: wait) }
            // Callers that wake late (a busy machine) must not leave in a bunch: whatever the schedule
            // said, no second holds more departures than the bucket allows.
            while true {
                let now = clock.now
                departures.removeAll { now - $0 >= .seconds(1) }
                if departures.count < limit.departuresPerSecond {
                    departures.append(now)
                    return
                }
                try await clock.sleep(until: departures[departures.count - limit.departuresPerSecond] + .seconds(1))
            }
        } catch {
            release()
            throw error
        }
    }

    /// Takes a slot now and returns how long to wait before using it.
    private func reserve() throws(BattleNetError) -> Duration {
        let now = clock.now
        refill(now)
        // Token bucket: a negative balance is a queue of reserved slots.
        let bucketWait = tokens >= 1 ? Duration.zero : .seconds((1 - tokens) / limit.sustainedRate)
        let hourWait = hourlyWait(now)
        let wait = max(bucketWait, hourWait)
        guard wait <= limit.maximumWait else {
            var error = BattleNetError(
                .rateLimited,
                message: "the client-side limit of \(limit) would hold this call for \(Int(wait.timeInterval.rounded(.up))) s, longer than its maximum wait"
            )
            error.retryAfter = wait
            throw error
        }
        tokens -= 1
        record(at: now + wait)
        granted += 1
        totalWait += wait
        return wait
    }

    private func refill(_ now: ContinuousClock.Instant) {
        let elapsed = (now - refilledAt).timeInterval
        tokens = min(limit.burst, tokens + elapsed * limit.sustainedRate)
        refilledAt = now
    }

    /// How long until the rolling hour has room, or zero.
    private func hourlyWait(_ now: ContinuousClock.Instant) -> Duration {
        guard let budget = limit.requestsPerHour else { return .zero }
        let minute = minuteIndex(now)
        hourly.removeAll { $0.minute <= minute - 60 }
        var used = hourly.reduce(0) { $0 + $1.count }
        guard used >= budget else { return .zero }
        // The earliest minute whose expiry frees enough room.
        for bucket in hourly {
            used -= bucket.count
            if used < budget {
                let freedAt = start + .seconds(60 * (bucket.minute + 60))
                return max(freedAt - now, .zero)
            }
        }
        return .zero
    }

    private func record(at instant: ContinuousClock.Instant) {
        guard limit.requestsPerHour != nil else { return }
        let minute = minuteIndex(instant)
        if let last = hourly.indices.last, hourly[last].minute == minute {
            hourly[last].count += 1
        } else {
            hourly.append((minute, 1))
            hourly.sort { $0.minute < $1.minute }
        }
    }

    /// Gives back a slot a cancelled caller never used.
    private func release() {
        tokens = min(limit.burst, tokens + 1)
        granted -= 1
        if let last = hourly.indices.last {
            hourly[last].count -= 1
            if hourly[last].count == 0 { hourly.remove(at: last) }
        }
    }

    private func minuteIndex(_ instant: ContinuousClock.Instant) -> Int64 {
        Int64(((instant - start).timeInterval / 60).rounded(.down))
    }
}
