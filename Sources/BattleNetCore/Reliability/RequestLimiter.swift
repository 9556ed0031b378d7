import Foundation

/// The rate-limiter step of a ``BattleNetClient``: what every rate-limited attempt waits for before it
/// leaves, and reports back to when its answer arrives.
///
/// ``RateLimiter`` (in this process) is the default; another implementation can replace it, say one
/// that shares a client id's quota among several processes. The client asks for a slot with the call's
/// cost (1, or the operation's declared weight when ``RateLimit/usesOperationCosts`` is set), sends the
/// request once granted, and ends the slot with what came back: the status, and the `Retry-After` of a
/// 429, so that a shared limiter can hold every caller when Battle.net says the quota is spent.
///
/// ```swift
/// let client = try BattleNetClient(configuration: .init(region: .eu), tokens: manager,
///                                  rateLimiter: RateLimiter(.blizzard))
/// ```
public protocol RequestLimiter: Sendable {
    /// The limit kept: the per-second ceiling, the hourly budget and how costs are charged.
    var limit: RateLimit { get }

    /// Waits for a slot for a call costing `cost`, and counts it as in flight until
    /// ``endRequest(_:feedback:)``.
    /// - Returns: The slot granted.
    /// - Throws: ``BattleNetError`` `.rateLimited` (with `retryAfter`) when the slot is further away
    ///   than the limiter waits; `CancellationError` when the task is cancelled while waiting.
    func beginRequest(cost: Int) async throws -> RateLimitPermit

    /// Waits for a slot for a call costing `cost` at `priority`, as ``beginRequest(cost:)`` does;
    /// ``RateLimiter`` and the fleet's limiter let interactive calls ahead of background ones (see
    /// ``RateLimit/interactiveShare``). A limiter without priorities need not implement it: the default
    /// calls ``beginRequest(cost:)``.
    /// - Returns: The slot granted.
    /// - Throws: what ``beginRequest(cost:)`` throws.
    func beginRequest(cost: Int, priority: BattleNetPriority) async throws -> RateLimitPermit

    /// Ends the slot of `permit`: its answer arrived (``RateLimitFeedback/status``) or the attempt failed
    /// without one (`status` `nil`).
    func endRequest(_ permit: RateLimitPermit, feedback: RateLimitFeedback) async

    /// Where the limiter tells what the client cannot see (a shared quota it lost and fell back from,
    /// say): every client using the limiter delivers these events with its own. `nil` (the default)
    /// for a limiter with nothing to tell.
    var events: BattleNetEventSource? { get }
}

extension RequestLimiter {
    /// No events of its own.
    public var events: BattleNetEventSource? { nil }

    /// No priorities: every call waits as ``beginRequest(cost:)`` has it wait.
    public func beginRequest(cost: Int, priority: BattleNetPriority) async throws -> RateLimitPermit {
        try await beginRequest(cost: cost)
    }
}

/// Which calls a rate limiter lets go first when both kinds wait.
///
/// An app that crawls (auctions, leaderboards, a realm's characters) and also serves a user from the
/// same Battle.net client id marks the crawl ``background``: while a user's call waits, it goes ahead
/// of the crawl's calls for up to ``RateLimit/interactiveShare`` of each second's departures, and the
/// crawl never spends that share of the hourly budget, so a crawl cannot starve the user's screen. With
/// no interactive call waiting, a background crawl uses the whole per-second rate. ``RateLimiter``
/// keeps this within a process and the fleet's limiter across processes.
///
/// ```swift
/// var configuration = BattleNetConfiguration(region: .eu)
/// configuration.priority = .background          // every call of this client
/// let crawler = try BattleNetClient(configuration: configuration, tokens: manager, rateLimiter: limiter)
/// let screen = try BattleNetClient(configuration: .init(region: .eu), tokens: manager, rateLimiter: limiter)
/// let price = try await screen.wow.tokenIndex()   // interactive, ahead of the crawler's calls
/// ```
public enum BattleNetPriority: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A call someone is waiting on (the default).
    case interactive
    /// Work nobody waits on call by call: a crawl, a prefetch, a refresh.
    case background

    public var description: String { rawValue }
}

/// A slot a ``RequestLimiter`` granted: when the call left and what it cost.
public struct RateLimitPermit: Hashable, Sendable {
    /// Identifies the call within its limiter.
    public let id: UInt64
    /// When the call was let go, on the limiter's clock.
    public let departure: Duration
    /// How long the call waited for its slot.
    public let waited: Duration
    /// What the call was charged, e.g. `1`, or `25` for a commodities call when costs are in use.
    public let cost: Int

    /// A slot as a limiter grants it.
    /// - Parameters:
    ///   - id: Identifies the call within its limiter.
    ///   - departure: When the call was let go, on the limiter's clock.
    ///   - waited: How long it waited.
    ///   - cost: What it was charged.
    public init(id: UInt64, departure: Duration, waited: Duration, cost: Int) {
        self.id = id
        self.departure = departure
        self.waited = waited
        self.cost = cost
    }
}

/// What came back for a limited call, reported to its ``RequestLimiter``.
public struct RateLimitFeedback: Hashable, Sendable {
    /// The answer's HTTP status; `nil` when the attempt failed without an answer.
    public var status: Int?
    /// The `Retry-After` of the answer, as the client's retry policy takes it (clamped).
    public var retryAfter: Duration?

    /// Feedback for a limiter.
    /// - Parameters:
    ///   - status: The answer's status, `nil` when none arrived.
    ///   - retryAfter: The answer's `Retry-After`, if any.
    public init(status: Int?, retryAfter: Duration? = nil) {
        self.status = status
        self.retryAfter = retryAfter
    }

    /// Whether Battle.net answered 429: its quota for the client id is spent for now.
    public var isRateLimited: Bool { status == 429 }
}
