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
        var history: BattleNetUpdateHistory
        /// The server's time minus the client's wall time, from the latest answer's `Date`.
        var serverOffset: TimeInterval = 0
        /// When the first check has not happened yet, it happens at once.
        var checked = false
        /// Whether a version without `Last-Modified` was delivered.
        var deliveredUndated = false
        /// The last update a stale event was reported for.
        var staleReported: Date?

        init(watch: BattleNetUpdateWatch, history: BattleNetUpdateHistory) {
            self.watch = watch
            self.history = history
        }

        var serverNow: Date { watch.client.clock.date.addingTimeInterval(serverOffset) }

        /// The next event: after waiting for the next check, or at once for a stale resource.
        /// - Throws: `BattleNetError` from a check, `CancellationError` when the task is cancelled.
        public mutating func next() async throws -> BattleNetUpdateEvent<Model>? {
            let schedule = watch.schedule
            if let last = history.lastUpdate, staleReported != last, schedule.isStale(history: history, serverNow: serverNow) {
                staleReported = last
                return .stale(lastUpdate: last, serverNow: serverNow)
            }
            if checked {
                let wait = schedule.nextCheck(history: history, serverNow: serverNow).timeIntervalSince(serverNow)
                if wait > 0 {
                    let clock = watch.client.clock
                    // A day at the most, so a wrong date cannot park the watch.
                    try await clock.sleep(until: clock.now + .seconds(Swift.min(wait, 86_400)))
                }
            }
            try Task.checkCancellation()
            checked = true
            if let changed = try await check() {
                return .updated(try watch.client.decoded(changed, for: watch.endpoint), history: history)
            }
            return .unchanged(nextCheck: schedule.nextCheck(history: history, serverNow: serverNow))
        }

        /// One check: the answer of a version not seen before (its stamp recorded), else `nil`.
        mutating func check() async throws -> RawResponse? {
            let client = watch.client
            let last = history.lastUpdate
            if let last, watch.schedule.usesHeadRequests {
                let head = try await client.raw(watch.endpoint.headersOnly())
                learnServerTime(from: head)
                if let stamp = head.lastModified, stamp <= last { return nil }
            }
            var request = watch.endpoint
            if let last { request.ifModifiedSince = HTTPDate.format(last) }
            let answer = try await client.raw(request)
            learnServerTime(from: answer)
            if answer.isNotModified { return nil }
            guard answer.lastModified != nil else {
                defer { deliveredUndated = true }
                return deliveredUndated ? nil : answer
            }
            return history.record(answer.lastModified) ? answer : nil
        }

        /// Keeps the server's clock from an answer's `Date`, when it has a readable one.
        mutating func learnServerTime(from answer: RawResponse) {
            guard let date = answer.header("Date").flatMap(HTTPDate.parse) else { return }
            serverOffset = date.timeIntervalSince(watch.client.clock.date)
        }
    }
}
