import Foundation

/// Something a client or an ``AuthenticationManager`` did: a request sent, an answer, a retry, a wait
/// for the rate limiter, a token fetched or renewed, a 429, a fallback.
///
/// Read them from ``BattleNetClient/events(bufferingNewest:)`` to log a crawl or feed your metrics.
/// An event holds only the fields below, never a whole header set, a body or a token: URLs are the
/// token-free request URLs, masked like ``BattleNetError/url``, and ``message`` is masked like an
/// error's message.
public struct BattleNetEvent: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, e.g. `request`.
        public let rawValue: String
        private init(_ rawValue: String) { self.rawValue = rawValue }

        /// An attempt left for the transport (after the middleware): ``method``, ``url``, ``attempt``.
        public static let request = Kind("request")
        /// An answer's head arrived: ``status``, ``duration`` (the round trip), ``traceID``.
        public static let response = Kind("response")
        /// An attempt failed before any answer (a dropped connection, a timeout): ``errorKind``, ``duration``.
        public static let transportFailure = Kind("transportFailure")
        /// The call will be tried again after ``duration``: ``status`` or ``errorKind`` says why,
        /// ``retryAfter`` what the server asked for.
        public static let retry = Kind("retry")
        /// The call waited ``duration`` for the rate limiter before leaving.
        public static let limiterWait = Kind("limiterWait")
        /// Battle.net answered 429 Too Many Requests, with ``retryAfter`` when it sent one.
        public static let rateLimited = Kind("rateLimited")
        /// A client token was fetched (the first, or one to replace an expired one): ``duration``.
        public static let tokenFetch = Kind("tokenFetch")
        /// A client token was renewed before it expired, in the background: ``duration``.
        public static let tokenRenewal = Kind("tokenRenewal")
        /// A request was answered 401 and its token dropped; the call renews it once.
        public static let tokenRejected = Kind("tokenRejected")
        /// A step fell back to a weaker way of working (a shared limiter that lost its server and uses
        /// its own share): ``message`` says which.
        public static let fallback = Kind("fallback")
        /// The call failed for good: ``errorKind``, ``status``, ``attempt`` (the attempts made).
        public static let failure = Kind("failure")
        /// The cache served a stored answer without a request: ``url``, ``message`` (its age).
        public static let cacheHit = Kind("cacheHit")
        /// The cache held no answer (or one without a validator) for the call: ``url``.
        public static let cacheMiss = Kind("cacheMiss")
        /// Battle.net confirmed a stored answer unchanged (304 to the cache's conditional request).
        public static let cacheRevalidated = Kind("cacheRevalidated")
        /// The cache stored an answer: ``message`` (its size).
        public static let cacheStored = Kind("cacheStored")
        /// The cache did not store an answer: ``message`` says why (`no-store`, not public in a shared store, too large).
        public static let cacheSkipped = Kind("cacheSkipped")
        /// The store evicted entries to make room: ``message`` (how many).
        public static let cacheEvicted = Kind("cacheEvicted")
        /// The cache served an answer past its freshness (`stale-if-error`, or only-if-cached): ``message`` says why.
        public static let cacheStaleServed = Kind("cacheStaleServed")

        public var description: String { rawValue }

        /// Every kind this version knows.
        public static let allKnown: [Kind] = [
            .request, .response, .transportFailure, .retry, .limiterWait, .rateLimited, .tokenFetch,
            .tokenRenewal, .tokenRejected, .fallback, .failure, .cacheHit, .cacheMiss, .cacheRevalidated, .cacheStored,
            .cacheSkipped, .cacheEvicted, .cacheStaleServed,
        ]
    }

    /// What happened.
    public let kind: Kind
    /// When it happened, by the wall clock.
    public let date: Date
    /// The operation id, e.g. `d3Act` (`oauthTokenClientCredentials` for a token request).
    public var operation: String?
    /// The attempt it belongs to (1 for the first).
    public var attempt: Int?
    /// The HTTP method, e.g. `GET`.
    public var method: String?
    /// The request URL without any token, masked like an error's URL.
    public var url: String?
    /// The HTTP status of the answer.
    public var status: Int?
    /// A round trip, a wait for the limiter, a backoff before a retry, or a token request's time.
    public var duration: Duration?
    /// The `Retry-After` the server sent, as the retry policy takes it.
    public var retryAfter: Duration?
    /// The kind of the error that failed the attempt or the call.
    public var errorKind: BattleNetError.Kind?
    /// The answer's `X-Trace-Traceid`, to quote to Blizzard.
    public var traceID: String?
    /// A short explanation, masked.
    public var message: String?

    /// An event of `kind` now; set the fields that apply.
    /// - Parameters:
    ///   - kind: What happened.
    ///   - operation: The operation id.
    ///   - date: When; now by default.
    public init(_ kind: Kind, operation: String? = nil, date: Date = Date()) {
        self.kind = kind
        self.operation = operation
        self.date = date
    }

    /// One line, e.g. `response d3Act #1 200 in 41 ms trace=abc`.
    public var description: String {
        var parts = [kind.rawValue]
        if let operation { parts.append(operation) }
        if let attempt { parts.append("#\(attempt)") }
        if let method { parts.append(method) }
        if let url { parts.append(Redaction.mask(url)) }
        if let status { parts.append(String(status)) }
        if let errorKind { parts.append(errorKind.rawValue) }
        if let duration { parts.append((kind == .retry ? "after " : kind == .limiterWait ? "waited " : "in ") + Self.text(duration)) }
        if let retryAfter { parts.append("retry-after " + Self.text(retryAfter)) }
        if let traceID { parts.append("trace=" + traceID) }
        if let message { parts.append("— " + Redaction.mask(message)) }
        return parts.joined(separator: " ")
    }

    private static func text(_ duration: Duration) -> String {
        let seconds = duration.timeInterval
        return seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
    }
}

/// The events of a client or a manager as an `AsyncSequence`, from the moment it was asked for.
///
/// Its buffer holds the newest events when the reader falls behind (the oldest are dropped); it ends
/// when the client or manager is shut down, or when you stop iterating.
public struct BattleNetEvents: AsyncSequence, Sendable {
    public typealias Element = BattleNetEvent
    let stream: AsyncStream<BattleNetEvent>

    /// Iterates the events.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncStream<BattleNetEvent>.Iterator
        /// The next event; `nil` once the source was shut down or the iteration ended.
        public mutating func next() async -> BattleNetEvent? { await base.next() }
    }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: stream.makeAsyncIterator()) }
}

/// Events of a part of your own, such as a ``RequestLimiter`` or an ``HTTPTransport``, delivered to the
/// listeners of the clients that use it as if they were the client's own
/// (``BattleNetClient/events(bufferingNewest:)``, `bnet --trace`).
///
/// A limiter hands its source to the clients through ``RequestLimiter/events``; an event is built
/// only when someone listens:
///
/// ```swift
/// let source = BattleNetEventSource()
/// source.emit {
///     var event = BattleNetEvent(.fallback)
///     event.message = "the shared quota is unreachable; spending this process's own share"
///     return event
/// }
/// ```
///
/// Put nothing secret in an event: listeners log them.
public final class BattleNetEventSource: Sendable {
    package let hub = EventHub()

    /// A source with no listener yet; clients that use it add theirs.
    public init() {}

    /// Whether any listener would receive an event now.
    public var isListening: Bool { hub.isListening }

    /// Builds the event with `make` and delivers it to every listener, only when someone listens.
    public func emit(_ make: () -> BattleNetEvent) { hub.emit(make) }

    /// The events of this source alone, the newest `limit` kept for a slow reader.
    public func events(bufferingNewest limit: Int = 256) -> BattleNetEvents { hub.subscribe(bufferingNewest: limit) }
}

/// Where a client's or a manager's events go: to every listener of its own and of the hubs it feeds
/// (a manager feeds the clients that use it). Nothing is built while no one listens.
///
/// `@unchecked Sendable`: the listeners and downstream hubs are read and written only under `lock`.
package final class EventHub: @unchecked Sendable {
    private final class WeakHub: @unchecked Sendable {
        weak var hub: EventHub?
        init(_ hub: EventHub) { self.hub = hub }
    }

    private let lock = NSLock()
    private var listeners: [UInt64: AsyncStream<BattleNetEvent>.Continuation] = [:]
    private var downstream: [WeakHub] = []
    private var nextID: UInt64 = 0
    private var finished = false

    package init() {}

    /// A new listener holding at most `limit` unread events (the newest).
    package func subscribe(bufferingNewest limit: Int) -> BattleNetEvents {
        let (stream, continuation) = AsyncStream.makeStream(of: BattleNetEvent.self, bufferingPolicy: .bufferingNewest(max(1, limit)))
        let id: UInt64? = lock.withLock {
            guard !finished else { return nil }
            nextID += 1
            listeners[nextID] = continuation
            return nextID
        }
        guard let id else {
            continuation.finish()
            return BattleNetEvents(stream: stream)
        }
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        return BattleNetEvents(stream: stream)
    }

    private func remove(_ id: UInt64) {
        lock.withLock { _ = listeners.removeValue(forKey: id) }
    }

    /// Sends what this hub receives to `hub` as well, for as long as `hub` lives.
    package func feed(_ hub: EventHub) {
        guard hub !== self else { return }
        lock.withLock {
            downstream.removeAll { $0.hub == nil }
            downstream.append(WeakHub(hub))
        }
    }

    /// Whether anyone listens here or downstream.
    package var isListening: Bool {
        let next: [EventHub]? = lock.withLock {
            if !listeners.isEmpty { return nil }
            return downstream.isEmpty ? [] : downstream.compactMap(\.hub)
        }
        guard let next else { return true }
        return !next.isEmpty && !listenersReachable(from: next).isEmpty
    }

    /// Builds the event with `make` and delivers it, only when someone listens: once to each listener
    /// of this hub and of every hub it feeds, however many paths lead there.
    package func emit(_ make: () -> BattleNetEvent) {
        let (own, next) = lock.withLock { (Array(listeners.values), downstream.compactMap(\.hub)) }
        let reachable = next.isEmpty ? [] : listenersReachable(from: next, skipping: [ObjectIdentifier(self)])
        guard !own.isEmpty || !reachable.isEmpty else { return }
        let event = make()
        for listener in own { listener.yield(event) }
        for listener in reachable { listener.yield(event) }
    }

    /// The listeners of `hubs` and of every hub downstream of them, each hub once.
    private func listenersReachable(
        from hubs: [EventHub], skipping skipped: Set<ObjectIdentifier> = []
    ) -> [AsyncStream<BattleNetEvent>.Continuation] {
        var visited = skipped
        var pending = hubs
        var found: [AsyncStream<BattleNetEvent>.Continuation] = []
        while let hub = pending.popLast() {
            guard visited.insert(ObjectIdentifier(hub)).inserted else { continue }
            let (own, next) = hub.lock.withLock { (Array(hub.listeners.values), hub.downstream.compactMap(\.hub)) }
            found += own
            pending += next
        }
        return found
    }

    /// Ends every listener's sequence; later listeners get an empty one.
    package func finish() {
        let own = lock.withLock {
            finished = true
            defer { listeners.removeAll() }
            return Array(listeners.values)
        }
        for listener in own { listener.finish() }
    }
}
