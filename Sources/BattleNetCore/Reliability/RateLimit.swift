import Foundation

/// How fast a client may call Battle.net: a ceiling per second and a budget per hour.
///
/// Battle.net allows 100 requests a second and 36,000 an hour per API client and answers 429 past
/// that. A ``RateLimiter`` built from this paces departures evenly, one every
/// `1 / (requestsPerSecond × sustainedFraction)` seconds (97 a second for Blizzard's 100), in the
/// order callers ask, and holds a call whenever sending it could put more than
/// ``requestsPerSecond`` into any one-second window, whatever the server's window phase (see
/// ``RateLimiter`` for the exact rules). Every rolling hour stays within ``requestsPerHour``; when
/// less than ``hourlyReserve`` of that budget is left, the limiter spreads what remains over the
/// rest of the hour instead of spending it at full speed and stalling.
///
/// ```swift
/// var configuration = BattleNetConfiguration(region: .eu)
/// configuration.rateLimit = .blizzard.share(0.5)     // two processes share one API client
/// configuration.rateLimit?.usesOperationCosts = true // charge commodities the reported 25 points
/// configuration.rateLimit = nil                      // no client-side limit
/// ```
public struct RateLimit: Hashable, Sendable, CustomStringConvertible {
    /// The most requests any one-second window may hold (Blizzard's is 100).
    public var requestsPerSecond: Int
    /// The most requests (or cost points) any rolling hour may hold; `nil` for no hourly budget.
    public var requestsPerHour: Int?
    /// The share of ``requestsPerSecond`` the limiter sustains: 0.97 by default (at least 0.05, at
    /// most 0.99). Departures are spaced `1 / (requestsPerSecond × sustainedFraction)` apart, so any
    /// one-second window holds at most `floor(requestsPerSecond × sustainedFraction) + 1` departures;
    /// the rest of the ceiling absorbs network jitter (about 30 ms at 0.97), and the limiter's in-flight
    /// guard holds calls when answers come back later than that.
    public var sustainedFraction: Double
    /// The longest a call may wait for its slot. A call whose slot is further away than this (judged
    /// when it asks, from the calls queued before it and the hour's budget) fails at once with
    /// `.rateLimited` and a `retryAfter`.
    public var maximumWait: Duration
    /// The share of ``requestsPerHour`` below which the limiter paces to what remains: with less than
    /// this left in the rolling hour, each call waits `cost × (time until the oldest counted call
    /// leaves the hour) / (budget left)` after the previous one. 0.1 by default; 0 spends the budget at
    /// full speed and then waits until the hour frees room.
    public var hourlyReserve: Double
    /// Whether the limiter charges each operation its declared cost (the cost its declaration states,
    /// e.g. the reported and unconfirmed 25 points of WoW's commodities) instead of one per call.
    /// `false` by default: every call costs one unless the endpoint sets its own with
    /// ``BattleNetRequest/cost(_:)``.
    public var usesOperationCosts: Bool
    /// The share kept for interactive calls (``BattleNetPriority``): 0.1 by default (at most 0.9). Of each
    /// second's departures, interactive calls that wait go ahead of background ones up to this share
    /// (beyond it the two kinds leave in the order they asked); of the hourly budget, background calls
    /// never spend the last `interactiveShare × requestsPerHour`, so a crawl that spends its hour still
    /// leaves the user's calls theirs. 0 gives background calls no handicap in the hour.
    public var interactiveShare: Double

    /// A limit.
    /// - Parameters:
    ///   - requestsPerSecond: The ceiling per second (Blizzard's is 100).
    ///   - requestsPerHour: The rolling hourly budget, `nil` for none (Blizzard's is 36,000).
    ///   - sustainedFraction: The share of the ceiling the limiter sustains, leaving the rest for jitter.
    ///   - maximumWait: The longest a call waits for a slot before failing with `.rateLimited`.
    ///   - hourlyReserve: The share of the hourly budget below which what remains is spread out.
    ///   - usesOperationCosts: Whether operations are charged their declared cost.
    ///   - interactiveShare: The share of each second and of the hour kept for interactive calls.
    public init(requestsPerSecond: Int, requestsPerHour: Int? = nil, sustainedFraction: Double = 0.97,
                maximumWait: Duration = .seconds(60), hourlyReserve: Double = 0.1, usesOperationCosts: Bool = false,
                interactiveShare: Double = 0.1) {
        self.requestsPerSecond = max(1, requestsPerSecond)
        self.requestsPerHour = requestsPerHour.map { max(1, $0) }
        self.sustainedFraction = min(max(sustainedFraction, 0.05), 0.99)
        self.maximumWait = maximumWait
        self.hourlyReserve = min(max(hourlyReserve, 0), 1)
        self.usesOperationCosts = usesOperationCosts
        self.interactiveShare = interactiveShare.isNaN ? 0 : min(max(interactiveShare, 0), 0.9)
    }

    /// The hourly budget a call at `priority` may spend: the whole for an interactive call, all but
    /// ``interactiveShare`` of it (at least 1) for a background one; `nil` without an hourly budget.
    package func hourlyBudget(for priority: BattleNetPriority) -> Int? {
        guard let budget = requestsPerHour else { return nil }
        guard priority == .background else { return budget }
        let kept = (Double(budget) * interactiveShare).rounded(.up)
        return max(1, budget - (kept < Double(budget) ? Int(kept) : budget))
    }

    /// How many of each second's departures interactive calls that wait may take ahead of background
    /// ones: ``interactiveShare`` of ``departuresPerSecond``, at least 1 when the share is not 0.
    package var interactiveDeparturesPerSecond: Int {
        guard interactiveShare > 0 else { return 0 }
        return max(1, Int((Double(departuresPerSecond) * interactiveShare).rounded(.up)))
    }

    /// Blizzard's published limits: 100 requests a second and 36,000 an hour.
    public static let blizzard = RateLimit(requestsPerSecond: 100, requestsPerHour: 36_000)

    /// This limit scaled down for one of several processes or clients that share one API client.
    ///
    /// ```swift
    /// RateLimit.blizzard.share(0.5).requestsPerSecond   // 50
    /// ```
    public func share(_ fraction: Double) -> RateLimit {
        let fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        // `Double(Int.max)` rounds up past `Int.max`: a share that does not fit is `Int.max`.
        func scaled(_ count: Int) -> Int { max(1, Int(exactly: (Double(count) * fraction).rounded(.down)) ?? .max) }
        var copy = self
        copy.requestsPerSecond = scaled(requestsPerSecond)
        copy.requestsPerHour = requestsPerHour.map(scaled)
        return copy
    }

    /// The rate departures are paced at, per second.
    public var sustainedRate: Double { Double(requestsPerSecond) * sustainedFraction }

    /// The most cost any rolling second of departures may hold: what even spacing gives
    /// (`floor(sustainedRate) + 1`), never more than the ceiling. It only binds when departures
    /// would bunch (a machine too busy to wake a waiter on time).
    package var departuresPerSecond: Int { min(requestsPerSecond, Int((sustainedRate + 1e-9).rounded(.down)) + 1) }

    /// What one call is charged: the endpoint's own cost when it sets one (``BattleNetRequest/cost(_:)``);
    /// else, when ``usesOperationCosts``, the operation's declared cost for a `GET` (a `HEAD` costs 1);
    /// else 1. Never more than ``requestsPerSecond`` (a call must fit in one second) nor the hourly budget.
    ///
    /// ```swift
    /// RateLimit.blizzard.charge(declared: 25, override: nil, method: .get)   // 1: costs are off by default
    /// ```
    /// - Parameters:
    ///   - declared: The cost the operation's declaration states, if any.
    ///   - override: The endpoint's ``BattleNetRequest/costOverride``.
    ///   - method: The method sent.
    public func charge(declared: Int?, override: Int?, method: HTTPMethod) -> Int {
        let cost = override ?? (usesOperationCosts && method == .get ? declared ?? 1 : 1)
        return min(max(1, cost), requestsPerSecond, requestsPerHour ?? Int.max)
    }

    public var description: String {
        "\(requestsPerSecond)/s" + (requestsPerHour.map { ", \($0)/h" } ?? "")
    }
}
