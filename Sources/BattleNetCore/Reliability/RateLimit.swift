import Foundation

/// How fast a client may call Battle.net: a ceiling per second and a budget per hour.
///
/// Battle.net allows 100 requests a second and 36,000 an hour per API client and answers 429 past
/// that. A ``RateLimiter`` built from this keeps every one-second window at or under
/// ``requestsPerSecond`` (a token bucket whose burst plus one second of refill fits under the
/// ceiling, with room for network jitter) and every rolling hour at or under ``requestsPerHour``.
///
/// ```swift
/// var configuration = BattleNetConfiguration(region: .eu)
/// configuration.rateLimit = .blizzard.share(0.5)     // two processes share one API client
/// configuration.rateLimit = nil                      // no client-side limit
/// ```
public struct RateLimit: Hashable, Sendable, CustomStringConvertible {
    /// The most requests any one-second window may hold.
    public var requestsPerSecond: Int
    /// The most requests any rolling hour may hold; `nil` for no hourly budget.
    public var requestsPerHour: Int?
    /// The share of the per-second ceiling the limiter sustains (0.8 by default, at most 0.99). The
    /// rest is headroom, so that requests bunched by network jitter still arrive under the ceiling.
    public var sustainedFraction: Double
    /// The longest a call waits for a slot; past that it fails with `.rateLimited` and a `retryAfter`.
    public var maximumWait: Duration

    /// A limit.
    /// - Parameters:
    ///   - requestsPerSecond: The ceiling per second (Blizzard's is 100).
    ///   - requestsPerHour: The rolling hourly budget, `nil` for none (Blizzard's is 36,000).
    ///   - sustainedFraction: The share of the ceiling the limiter sustains, leaving the rest for jitter.
    ///   - maximumWait: The longest a call waits for a slot before failing with `.rateLimited`.
    public init(requestsPerSecond: Int, requestsPerHour: Int? = nil, sustainedFraction: Double = 0.8,
                maximumWait: Duration = .seconds(60)) {
        self.requestsPerSecond = max(1, requestsPerSecond)
        self.requestsPerHour = requestsPerHour.map { max(1, $0) }
        self.sustainedFraction = min(max(sustainedFraction, 0.05), 0.99)
        self.maximumWait = maximumWait
    }

    /// Blizzard's published limits: 100 requests a second and 36,000 an hour.
    public static let blizzard = RateLimit(requestsPerSecond: 100, requestsPerHour: 36_000)

    /// This limit scaled down for one of several processes or clients that share one API client.
    public func share(_ fraction: Double) -> RateLimit {
        let fraction = min(max(fraction, 0), 1)
        var copy = self
        copy.requestsPerSecond = max(1, Int((Double(requestsPerSecond) * fraction).rounded(.down)))
        copy.requestsPerHour = requestsPerHour.map { max(1, Int((Double($0) * fraction).rounded(.down))) }
        return copy
    }

    /// The bucket size: how many requests may leave at once after a quiet moment. Burst plus one
    /// second of refill stays under the ceiling: `burst + floor(sustainedRate) <= requestsPerSecond`.
    var burst: Double { max(1, (Double(requestsPerSecond) * (1 - sustainedFraction) / 2 + 1e-9).rounded(.down)) }

    /// The most calls that may leave within any one second: the bucket's own bound, enforced again at
    /// departure so that late wake-ups cannot bunch. The rest of the ceiling absorbs network jitter.
    var departuresPerSecond: Int { max(1, Int(burst) + Int((sustainedRate + 1e-9).rounded(.down))) }

    /// The refill rate per second: the rate the limiter sustains.
    var sustainedRate: Double { Double(requestsPerSecond) * sustainedFraction }

    public var description: String {
        "\(requestsPerSecond)/s" + (requestsPerHour.map { ", \($0)/h" } ?? "")
    }
}
