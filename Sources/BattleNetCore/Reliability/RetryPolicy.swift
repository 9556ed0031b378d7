import Foundation

/// When and how a ``BattleNetClient`` retries a failed call.
///
/// Only calls safe to repeat are retried (`GET`, `HEAD`, and the OAuth requests declared retryable:
/// the client-credentials grant and `check_token`; an authorization-code exchange never is), and only
/// when the failure is worth another try:
/// 429, 500, 502, 503 and 504, a dropped connection, or a timeout. Other 4xx statuses are never retried
/// (a 401 renews the token once, separately), nor is a success without a body. A connection that
/// breaks after the response began (mid-body, or a body that cannot be decoded as its
/// `Content-Encoding` says) is retried once at most. The wait honours `Retry-After` (seconds, or an
/// HTTP date counted from the response's `Date`), clamped to `0...maxRetryAfter`; without it, or when
/// it is zero, exponential backoff with full jitter: a random wait between zero and
/// `baseDelay · 2^(attempt-1)`, capped at `maxDelay`. Attempts and total time are bounded: a wait that
/// would end past `maxTotalTime` is not awaited, the error is thrown with it (`.rateLimited` with
/// ``BattleNetError/retryAfter``), so a 429 storm costs `maxAttempts` requests, never a busy loop.
/// Cancelling the task stops a pending retry.
///
/// ```swift
/// var configuration = BattleNetConfiguration(region: .eu)
/// configuration.retry = RetryPolicy(maxAttempts: 6, maxTotalTime: .seconds(120))  // a patient crawler
/// configuration.retry = .none                                                        // fail fast
/// ```
public struct RetryPolicy: Hashable, Sendable {
    /// Attempts in all, the first included (1 means no retry).
    public var maxAttempts: Int
    /// The backoff of the first retry; each further retry doubles it.
    public var baseDelay: Duration
    /// The longest single backoff.
    public var maxDelay: Duration
    /// The longest a call may take from its first attempt to its last answer, waits included (or the
    /// first attempt's own timeout, when that is longer). A `Retry-After` that would end past this bound
    /// is not waited for: the error is thrown with it.
    public var maxTotalTime: Duration
    /// The HTTP statuses worth retrying.
    public var retryableStatuses: Set<Int>
    /// Whether dropped connections and timeouts are retried.
    public var retriesTransportFailures: Bool
    /// The longest `Retry-After` taken as sent: a longer one (a broken or hostile server asking for
    /// days) counts as this long. One hour by default, Battle.net's quota window.
    public var maxRetryAfter: Duration

    /// A policy.
    /// - Parameters:
    ///   - maxAttempts: Attempts in all, the first included.
    ///   - baseDelay: The first backoff; each retry doubles it, with full jitter.
    ///   - maxDelay: The longest single backoff.
    ///   - maxTotalTime: The longest the attempts and waits may take together.
    ///   - retryableStatuses: Statuses worth retrying: 429, 500, 502, 503, 504 by default.
    ///   - retriesTransportFailures: Whether connection failures and timeouts are retried.
    ///   - maxRetryAfter: The longest `Retry-After` taken as sent (one hour).
    public init(maxAttempts: Int = 4, baseDelay: Duration = .milliseconds(250), maxDelay: Duration = .seconds(8),
                maxTotalTime: Duration = .seconds(60), retryableStatuses: Set<Int> = [429, 500, 502, 503, 504],
                retriesTransportFailures: Bool = true, maxRetryAfter: Duration = .seconds(3600)) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxTotalTime = maxTotalTime
        self.retryableStatuses = retryableStatuses
        self.retriesTransportFailures = retriesTransportFailures
        self.maxRetryAfter = max(maxRetryAfter, .zero)
    }

    /// Four attempts within a minute, backoff from 250 ms up to 8 s.
    public static let standard = RetryPolicy()
    /// No retries.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// Whether `error` after attempt `attempt` of a call that is safe to repeat (`retryable`) deserves another attempt.
    public func shouldRetry(_ error: BattleNetError, retryable: Bool, attempt: Int) -> Bool {
        guard attempt < maxAttempts, retryable else { return false }
        switch error.kind {
        case .transport, .timeout: return retriesTransportFailures
        default: return error.status.map(retryableStatuses.contains) ?? false
        }
    }

    /// `Retry-After` as this policy takes it: within `0...maxRetryAfter`.
    public func clamped(retryAfter: Duration?) -> Duration? {
        retryAfter.map { min(max($0, .zero), maxRetryAfter) }
    }

    /// The wait before retry number `retry` (1 for the first retry): `Retry-After` (clamped) when the
    /// server sent a positive one, else a random duration in `0...min(maxDelay, baseDelay · 2^(retry-1))`.
    public func delay(beforeRetry retry: Int, retryAfter: Duration?) -> Duration {
        if let wait = clamped(retryAfter: retryAfter), wait > .zero { return wait }
        let exponent = Double(min(max(retry - 1, 0), 30))
        let ceiling = min(maxDelay.timeInterval, baseDelay.timeInterval * pow(2, exponent))
        return .seconds(Double.random(in: 0...max(ceiling, 0)))
    }
}
