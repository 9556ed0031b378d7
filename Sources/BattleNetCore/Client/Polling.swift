import Foundation

/// When a poller (``BattleNetClient/nextUpdate(of:after:schedule:)``) asks whether a
/// snapshot changed, and how.
///
/// Blizzard refreshes the auction snapshots (`wowAuctions`, `wowAuctionCommodities`, Classic's
/// auctions) about once an hour and stamps each with `Last-Modified`. The default schedule asks
/// first at `Last-Modified + refreshInterval + delay` (an hour and a minute after the snapshot was
/// made), then every ``retryInterval`` until it changed; no single wait is longer than
/// ``longestWait``, so a wrong clock or a far-future `Last-Modified` cannot park a poller.
///
/// Each check is a `HEAD` request by default (status and headers only, which Battle.net answers
/// cheaply), and the body is fetched only when `Last-Modified` moved, with
/// `If-Modified-Since` so that a gateway that already knows it is unchanged answers 304 without a
/// body. Set ``usesHeadRequests`` to `false` to check with the conditional `GET` alone (one request
/// per check instead of two when it changed, but a whole body every time if the gateway ignores
/// `If-Modified-Since`, which is unverified for Battle.net).
///
/// ```swift
/// var schedule = PollSchedule.auctions
/// schedule.retryInterval = .seconds(30)
/// let fresh = try await client.nextUpdate(of: WoW.Endpoints.auctionCommodities(), after: previous, schedule: schedule)
/// ```
public struct PollSchedule: Hashable, Sendable {
    /// How often the source is expected to change: an hour for the auction snapshots.
    public var refreshInterval: Duration
    /// How long after the expected change to ask first (the snapshot is rarely on the minute).
    public var delay: Duration
    /// How long to wait after an answer that shows no change.
    public var retryInterval: Duration
    /// The longest any one wait may be.
    public var longestWait: Duration
    /// Whether each check is a `HEAD` (then a conditional `GET` only when `Last-Modified` moved)
    /// rather than a conditional `GET`.
    public var usesHeadRequests: Bool

    /// A schedule.
    /// - Parameters:
    ///   - refreshInterval: How often the source changes (an hour for auctions).
    ///   - delay: How long after the expected change to ask first.
    ///   - retryInterval: The wait after an unchanged answer.
    ///   - longestWait: The longest any one wait may be.
    ///   - usesHeadRequests: Whether checks are `HEAD` requests (else conditional `GET`s).
    public init(refreshInterval: Duration = .seconds(3600), delay: Duration = .seconds(60),
                retryInterval: Duration = .seconds(60), longestWait: Duration = .seconds(3660),
                usesHeadRequests: Bool = true) {
        self.refreshInterval = max(refreshInterval, .zero)
        self.delay = max(delay, .zero)
        self.retryInterval = max(retryInterval, .seconds(1))
        self.longestWait = max(longestWait, .seconds(1))
        self.usesHeadRequests = usesHeadRequests
    }

    /// The auction snapshots' schedule: first an hour and a minute after `Last-Modified`, then every minute.
    public static let auctions = PollSchedule()

    /// How long to wait before the first check of a snapshot last modified at `lastModified`, at `now`:
    /// until `lastModified + refreshInterval + delay` (nothing when that has passed), at most ``longestWait``;
    /// ``retryInterval`` when the snapshot carries no `Last-Modified`.
    public func firstWait(lastModified: Date?, now: Date) -> Duration {
        guard let lastModified else { return min(retryInterval, longestWait) }
        let due = lastModified.addingTimeInterval((refreshInterval + delay).timeInterval)
        return min(max(.seconds(due.timeIntervalSince(now)), .zero), longestWait)
    }
}

extension BattleNetClient {
    /// The `Last-Modified` of an endpoint, read with a `HEAD` request (no body is sent back).
    ///
    /// ```swift
    /// let stamp = try await client.lastModified(of: WoW.Endpoints.auctions(connectedRealm: 1146))
    /// ```
    /// - Returns: The date, or `nil` when the response carries none.
    /// - Throws: everything ``raw(_:)-(BattleNetRequest<R>)`` throws.
    public func lastModified<R>(of endpoint: BattleNetRequest<R>) async throws -> Date? {
        try await raw(endpoint.headersOnly()).lastModified
    }

    /// Waits until `endpoint` changes after `previous`, then returns the new response (never the
    /// same snapshot again).
    ///
    /// It sleeps as `schedule` says (first until `previous.lastModified + 1 h + 1 min` for auctions,
    /// then a minute between checks), checks with `HEAD` (or a conditional `GET`), and downloads the
    /// body only when `Last-Modified` moved. A response whose `Last-Modified` equals `previous`'s is
    /// not a change, even with status 200 (a gateway that ignores `If-Modified-Since`). Cancelling
    /// the task ends the wait with `CancellationError`.
    ///
    /// ```swift
    /// var snapshot = try await client.raw(WoW.Endpoints.auctionCommodities())
    /// while true {
    ///     snapshot = try await client.nextUpdate(of: WoW.Endpoints.auctionCommodities(), after: snapshot)
    ///     try process(snapshot.data)
    /// }
    /// ```
    /// - Parameters:
    ///   - endpoint: What to poll (any endpoint; the auction snapshots are the ones that change hourly).
    ///   - previous: The response you have.
    ///   - schedule: When to check; ``PollSchedule/auctions`` by default.
    /// - Throws: everything ``raw(_:)-(BattleNetRequest<R>)`` throws (after the client's own retries), and
    ///   `CancellationError`.
    public func nextUpdate<R>(
        of endpoint: BattleNetRequest<R>, after previous: RawResponse, schedule: PollSchedule = .auctions
    ) async throws -> RawResponse {
        var wait = schedule.firstWait(lastModified: previous.lastModified, now: clock.date)
        while true {
            if wait > .zero { try await clock.sleep(until: clock.now + wait) }
            try Task.checkCancellation()
            if let changed = try await check(endpoint, after: previous, headFirst: schedule.usesHeadRequests) {
                return changed
            }
            wait = min(schedule.retryInterval, schedule.longestWait)
        }
    }

    /// The changes of `endpoint`, decoded: first what it holds now, then each new snapshot as
    /// ``nextUpdate(of:after:schedule:)`` finds it. The sequence ends with the first error, and
    /// when the consuming task is cancelled or stops iterating. It keeps only the newest snapshot for
    /// a consumer that lags (an older one is dropped, never queued).
    ///
    /// ```swift
    /// for try await commodities in client.updates(of: WoW.Endpoints.auctionCommodities()) {
    ///     print(commodities.raw.lastModified as Any, commodities.value.auctions.count)
    /// }
    /// ```
    /// - Parameters:
    ///   - endpoint: What to poll.
    ///   - schedule: When to check; ``PollSchedule/auctions`` by default.
    /// - Returns: A sequence of responses; it throws what ``response(_:)`` and ``nextUpdate(of:after:schedule:)`` throw.
    public func updates<R>(
        of endpoint: BattleNetRequest<R>, schedule: PollSchedule = .auctions
    ) -> AsyncThrowingStream<BattleNetResponse<R>, any Error> {
        AsyncThrowingStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let task = Task {
                do {
                    var current = try await self.response(endpoint)
                    continuation.yield(current)
                    while true {
                        let raw = try await self.nextUpdate(of: endpoint, after: current.raw, schedule: schedule)
                        current = try self.decoded(raw, for: endpoint)
                        continuation.yield(current)
                    }
                } catch {
                    continuation.finish(throwing: error is CancellationError ? nil : error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// One check: the new response when `endpoint` changed after `previous`, else `nil`.
    private func check<R>(_ endpoint: BattleNetRequest<R>, after previous: RawResponse, headFirst: Bool) async throws -> RawResponse? {
        let before = previous.lastModified
        if headFirst, let before {
            let head = try await raw(endpoint.headersOnly())
            // Unchanged (or older, from a lagging gateway node): no body needed.
            if let stamp = head.lastModified, stamp <= before { return nil }
        }
        let answer = try await raw(before == nil ? endpoint : endpoint.revalidating(previous))
        if answer.isNotModified { return nil }
        if let before, let stamp = answer.lastModified, stamp <= before { return nil }
        if before == nil, answer.data == previous.data { return nil }
        return answer
    }
}
