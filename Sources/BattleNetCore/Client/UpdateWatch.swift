import Foundation

/// What watching a resource with ``BattleNetClient/watch(_:history:schedule:)`` reports.
public enum BattleNetUpdateEvent<Model: Sendable>: Sendable {
    /// A version not seen before (a later `Last-Modified`), decoded, and the history with it recorded:
    /// store the history to resume the watch in a later run.
    case updated(BattleNetResponse<Model>, history: BattleNetUpdateHistory)
    /// A check found the version already seen; the next check is at `nextCheck` (server time).
    case unchanged(nextCheck: Date)
    /// The resource has not changed for longer than the schedule's staleness: its last update, and the
    /// server's time when this was noticed. Reported once per version.
    case stale(lastUpdate: Date, serverNow: Date)
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

    /// Watches a resource that Battle.net rebuilds on a rhythm (a connected realm's auctions, the
    /// commodities, the WoW Token, a leaderboard): each new version once, checked shortly before it
    /// is due, with checks that back off while it is late, and a ``BattleNetUpdateEvent/stale(lastUpdate:serverNow:)``
    /// event when it stops changing.
    ///
    /// The schedule reads `history` (what an earlier run learned, or nothing) and grows it with each
    /// version's `Last-Modified`. Times are the server's: the schedule compares `Last-Modified` with the
    /// answers' `Date`, and the waits are measured on the client's clock from the latest answer. A check
    /// is a `HEAD` (``BattleNetUpdateSchedule/usesHeadRequests``) and then, only when `Last-Modified`
    /// moved, a `GET` with `If-Modified-Since`, so a version is downloaded once; a version at or before
    /// the latest seen (a lagging gateway node) is not an update. An answer without `Last-Modified` is an
    /// update the first time only.
    ///
    /// The sequence pulls: nothing is checked while you are not asking for the next event. It ends by
    /// throwing the first error of a check (after the client's own retries) or `CancellationError`.
    ///
    /// ```swift
    /// let file = folder.appendingPathComponent("auctions-1146.json")
    /// var history = (try? JSONDecoder().decode(BattleNetUpdateHistory.self, from: Data(contentsOf: file))) ?? BattleNetUpdateHistory()
    /// for try await event in client.watch(WoW.Endpoints.auctions(connectedRealm: 1146), history: history) {
    ///     switch event {
    ///     case .updated(let auctions, let learned):
    ///         print(auctions.value.auctions.count)
    ///         history = learned
    ///         try JSONEncoder().encode(history).write(to: file)
    ///     case .unchanged:
    ///         break
    ///     case .stale(let last, _):
    ///         print("no new auctions since \(last)")
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - endpoint: What to watch.
    ///   - history: What is known of its updates; empty by default (the first check is then at once).
    ///   - schedule: When to check and when to call it stale.
    public func watch<Model>(
        _ endpoint: BattleNetRequest<Model>, history: BattleNetUpdateHistory = BattleNetUpdateHistory(),
        schedule: BattleNetUpdateSchedule = BattleNetUpdateSchedule()
    ) -> BattleNetUpdateWatch<Model> {
        BattleNetUpdateWatch(client: self, endpoint: endpoint, history: history, schedule: schedule)
    }
}

/// The events of one watched resource; see ``BattleNetClient/watch(_:history:schedule:)``.
public struct BattleNetUpdateWatch<Model: Decodable & Sendable>: AsyncSequence, Sendable {
    /// One event per check that found a change, no change, or a stale resource.
    public typealias Element = BattleNetUpdateEvent<Model>

    let client: BattleNetClient
    let endpoint: BattleNetRequest<Model>
    let history: BattleNetUpdateHistory
    let schedule: BattleNetUpdateSchedule

    /// Starts from the given history; each iteration watches anew.
    public func makeAsyncIterator() -> Iterator { Iterator(watch: self, history: history) }

    /// Checks the resource when the schedule says, on each call to ``next()``.
    public struct Iterator: AsyncIteratorProtocol {
        let watch: BattleNetUpdateWatch
        var tracker: UpdateTracker

        init(watch: BattleNetUpdateWatch, history: BattleNetUpdateHistory) {
            self.watch = watch
            tracker = UpdateTracker(history: history, schedule: watch.schedule)
        }

        /// The next event: after waiting for the next check, or at once for a stale resource.
        /// - Throws: `BattleNetError` from a check, `CancellationError` when the task is cancelled.
        public mutating func next() async throws -> BattleNetUpdateEvent<Model>? {
            let client = watch.client
            if let last = tracker.newlyStale(clientDate: client.clock.date) {
                return .stale(lastUpdate: last, serverNow: tracker.serverNow(clientDate: client.clock.date))
            }
            let wait = tracker.wait(clientDate: client.clock.date)
            if wait > .zero { try await client.clock.sleep(until: client.clock.now + wait) }
            try Task.checkCancellation()
            let (answer, isNew) = try await tracker.check(watch.endpoint, client: client) { try await client.raw($0) }
            if isNew, let answer {
                return .updated(try client.decoded(answer, for: watch.endpoint), history: tracker.history)
            }
            return .unchanged(nextCheck: tracker.nextCheck(clientDate: client.clock.date))
        }
    }
}

/// The state of one watched resource, shared by ``BattleNetUpdateWatch`` and the crawls built on it
/// (package API): its history, the server's clock as its answers tell it, and what was reported.
///
/// A check is a `HEAD` (when the schedule says so and a version was seen) and then, only when
/// `Last-Modified` moved, a `GET` with `If-Modified-Since`; a version at or before the latest seen
/// is not an update, and an answer without `Last-Modified` is an update the first time only.
package struct UpdateTracker: Sendable {
    package private(set) var history: BattleNetUpdateHistory
    package let schedule: BattleNetUpdateSchedule
    /// The server's time minus the client's wall time, from the latest answer's `Date`.
    private var serverOffset: TimeInterval = 0
    /// When the next check is planned, in server time; `nil` before the first check.
    private var planned: Date?
    /// Whether a version without `Last-Modified` was delivered.
    private var deliveredUndated = false
    /// The last update a stale event was reported for.
    private var staleReported: Date?

    package init(history: BattleNetUpdateHistory, schedule: BattleNetUpdateSchedule) {
        self.history = history
        self.schedule = schedule
    }

    /// What a tracker keeps between processes (a crawl's workers): its history, its planned next check
    /// and the server's clock offset.
    package struct Saved: Codable, Sendable {
        package var history: BattleNetUpdateHistory
        package var planned: Date?
        package var serverOffset: TimeInterval

        package init(history: BattleNetUpdateHistory = BattleNetUpdateHistory(), planned: Date? = nil, serverOffset: TimeInterval = 0) {
            self.history = history
            self.planned = planned
            self.serverOffset = serverOffset.isFinite ? Swift.max(-1e9, Swift.min(serverOffset, 1e9)) : 0
        }
    }

    /// The tracker `saved` describes.
    package init(saved: Saved, schedule: BattleNetUpdateSchedule) {
        history = saved.history
        self.schedule = schedule
        planned = saved.planned
        serverOffset = saved.serverOffset
    }

    /// What to keep of this tracker.
    package var saved: Saved { Saved(history: history, planned: planned, serverOffset: serverOffset) }

    /// The server's time when the client's wall clock reads `clientDate`.
    package func serverNow(clientDate: Date) -> Date { clientDate.addingTimeInterval(serverOffset) }

    /// When to check next, in server time: at once before the first check (whose answer tells the
    /// server's time, even with a history from an earlier run), else as planned when the last check
    /// ended.
    package func nextCheck(clientDate: Date) -> Date { planned ?? serverNow(clientDate: clientDate) }

    /// Plans the next check at the end of one: the schedule's next check once a version was seen, an
    /// assumed cadence later when none with a date was.
    private mutating func plan(serverNow: Date) {
        planned = history.lastUpdate == nil
            ? serverNow.addingTimeInterval(schedule.assumedCadence.timeInterval)
            : schedule.nextCheck(history: history, serverNow: serverNow)
    }

    /// How long until the next check from `clientDate`: at most a day, so a wrong date cannot park a watch.
    package func wait(clientDate: Date) -> Duration {
        let seconds = nextCheck(clientDate: clientDate).timeIntervalSince(serverNow(clientDate: clientDate))
        return seconds > 0 ? .seconds(Swift.min(seconds, 86_400)) : .zero
    }

    /// Whether the next check is due at `clientDate`, or within the second (HTTP dates count whole
    /// seconds, so a wait measured on them may end a fraction early).
    package func isDue(clientDate: Date) -> Bool { wait(clientDate: clientDate) < .seconds(1) }

    /// Whether the resource is stale at `clientDate` (see ``BattleNetUpdateSchedule/isStale(history:serverNow:)``).
    package func isStale(clientDate: Date) -> Bool {
        schedule.isStale(history: history, serverNow: serverNow(clientDate: clientDate))
    }

    /// The last update, once per version, when the resource has just been found stale (only after an
    /// answer told the server's time).
    package mutating func newlyStale(clientDate: Date) -> Date? {
        guard planned != nil, let last = history.lastUpdate, staleReported != last, isStale(clientDate: clientDate) else {
            return nil
        }
        staleReported = last
        return last
    }

    /// One check: a `HEAD` (when it takes one), then, unless it showed the version already seen, the
    /// conditional `GET` that `fetch` sends (buffered or streamed). Returns that answer, `nil` after
    /// such a `HEAD`, and whether it is a version not seen before (its stamp then recorded).
    /// - Throws: what the `HEAD` and `fetch` throw; the next check then waits for the schedule's first
    ///   back-off interval.
    package mutating func check<R, Answer: BattleNetHTTPResponseHead>(
        _ endpoint: BattleNetRequest<R>, client: BattleNetClient, fetch: (BattleNetRequest<R>) async throws -> Answer
    ) async throws -> (answer: Answer?, isNew: Bool) {
        do {
            guard try await needsBody(endpoint, client: client) else { return (nil, false) }
            let answer = try await fetch(conditional(endpoint))
            return (answer, accept(answer, clientDate: client.clock.date))
        } catch {
            failed(clientDate: client.clock.date)
            throw error
        }
    }

    /// The `HEAD` of a check, when it takes one: `false` when it shows the version already seen.
    private mutating func needsBody<R>(_ endpoint: BattleNetRequest<R>, client: BattleNetClient) async throws -> Bool {
        guard let last = history.lastUpdate, schedule.usesHeadRequests else { return true }
        let head = try await client.raw(endpoint.headersOnly())
        learn(head, clientDate: client.clock.date)
        if let stamp = head.lastModified, stamp <= last {
            plan(serverNow: serverNow(clientDate: client.clock.date))
            return false
        }
        return true
    }

    /// `endpoint` asking only for a version later than the latest seen (`If-Modified-Since`).
    private func conditional<R>(_ endpoint: BattleNetRequest<R>) -> BattleNetRequest<R> {
        var request = endpoint
        if let last = history.lastUpdate { request.ifModifiedSince = HTTPDate.format(last) }
        return request
    }

    /// Takes the answer of a conditional `GET`: `true` when it is a version not seen before (then recorded).
    private mutating func accept(_ answer: some BattleNetHTTPResponseHead, clientDate: Date) -> Bool {
        learn(answer, clientDate: clientDate)
        defer { plan(serverNow: serverNow(clientDate: clientDate)) }
        if answer.isNotModified { return false }
        guard let stamp = answer.lastModified else {
            defer { deliveredUndated = true }
            return !deliveredUndated
        }
        return history.record(stamp)
    }

    /// Notes a failed check: the next one after the schedule's first back-off interval.
    private mutating func failed(clientDate: Date) {
        let retry = schedule.lateSteps.first?.interval ?? schedule.latestInterval
        planned = serverNow(clientDate: clientDate).addingTimeInterval(retry.timeInterval)
    }

    /// Keeps the server's clock from an answer's `Date`, when it has a readable one.
    private mutating func learn(_ answer: some BattleNetHTTPResponseHead, clientDate: Date) {
        if let date = answer.header("Date").flatMap(HTTPDate.parse) {
            serverOffset = date.timeIntervalSince(clientDate)
        }
    }
}
