import Foundation

/// What a crawler has learned of one resource's updates: the `Last-Modified` stamps it saw, and from
/// them the resource's cadence and when the next update is due.
///
/// Battle.net rebuilds snapshots such as a connected realm's auctions on a rhythm of its own (about
/// an hour, but twenty minutes on some realms and days). The history keeps the newest
/// ``capacity`` stamps; the cadence is the shortest gap between two consecutive ones, so a missed
/// check (a gap of two cadences) does not stretch it. Stamps are the server's (`Last-Modified`),
/// never the local clock. The history is `Codable`: keep it between runs.
///
/// ```swift
/// var history = BattleNetUpdateHistory()
/// let answer = try await client.raw(WoW.Endpoints.auctions(connectedRealm: 1146))
/// history.record(answer.lastModified)   // true: a version not seen before
/// history.cadence                       // e.g. 3,600 seconds, once two versions were seen
/// ```
public struct BattleNetUpdateHistory: Codable, Hashable, Sendable {
    /// The stamps seen, oldest first, each later than the one before.
    public private(set) var stamps: [Date]

    /// How many stamps a history keeps: the newest 36 (a day and a half of hourly snapshots).
    public static let capacity = 36

    /// Gaps shorter than this are not a cadence (two gateway nodes stamping one rebuild a few seconds
    /// apart): one minute.
    public static let shortestCadence: Duration = .seconds(60)

    /// A history of `stamps` (any order; repeats and all but the newest ``capacity`` are dropped).
    public init(stamps: [Date] = []) {
        self.stamps = []
        for stamp in stamps.sorted() { record(stamp) }
    }

    /// Reads a history, keeping what ``init(stamps:)`` keeps of the stored stamps (a file edited by
    /// hand or by another version cannot make it hold more, or out of order).
    /// - Throws: `DecodingError` when the value is not a history.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(stamps: try container.decode([Date].self, forKey: .stamps))
    }

    enum CodingKeys: String, CodingKey {
        case stamps
    }

    /// The stamps a history takes: from 1970 to the end of year 9999, as HTTP dates can say.
    static let plausible = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 253_402_300_799)

    /// Records the `Last-Modified` of an answer.
    /// - Returns: `true` when it is a new update (later than every stamp seen), `false` for the same
    ///   snapshot again, an older one (a lagging gateway node), a date outside years 1970–9999 or `nil`.
    @discardableResult
    public mutating func record(_ lastModified: Date?) -> Bool {
        guard let lastModified, Self.plausible.contains(lastModified) else { return false }
        if let newest = stamps.last, lastModified <= newest { return false }
        stamps.append(lastModified)
        if stamps.count > Self.capacity { stamps.removeFirst(stamps.count - Self.capacity) }
        return true
    }

    /// The newest stamp, `nil` before any.
    public var lastUpdate: Date? { stamps.last }

    /// The shortest gap between consecutive stamps of at least ``shortestCadence``; `nil` until two
    /// updates were seen.
    public var cadence: Duration? {
        zip(stamps, stamps.dropFirst())
            .map { $1.timeIntervalSince($0) }
            .filter { $0 >= Self.shortestCadence.timeInterval }
            .min()
            .map { .seconds($0) }
    }
}

/// When to ask a resource again: shortly before its learned next update, then, while the update is
/// late, at intervals that grow with the delay, and when to call it stale.
///
/// Given a ``BattleNetUpdateHistory`` and the server's time now (its answers' `Date`), the schedule
/// says when to check next, in server time:
/// - before the next update is due: ``lead`` before it (`lastUpdate + cadence`);
/// - once it is due and has not come: every ``LateStep/interval`` of the first ``lateSteps`` entry
///   whose ``LateStep/until`` the delay has not reached, then every ``latestInterval``;
/// - with no cadence learned yet: ``assumedCadence`` stands in for it.
///
/// A resource is **stale** when the server's time is more than ``staleness(of:)`` past its last
/// update: by default three cadences (an hourly snapshot unchanged for three hours).
///
/// ```swift
/// let schedule = BattleNetUpdateSchedule()
/// let history = BattleNetUpdateHistory(stamps: [previous.lastModified].compactMap { $0 })
/// let serverNow = previous.header("Date").flatMap(HTTPDate.parse) ?? Date()
/// let next = schedule.nextCheck(history: history, serverNow: serverNow)   // 45 s before the hour is up
/// ```
public struct BattleNetUpdateSchedule: Hashable, Sendable {
    /// One step of the back-off for a late update: while the delay is under `until`, check every `interval`.
    public struct LateStep: Hashable, Sendable {
        /// How late the update may be for this step to apply.
        public var until: Duration
        /// The wait between checks during this step.
        public var interval: Duration

        /// A step: every `interval` while the update is less than `until` late.
        public init(until: Duration, every interval: Duration) {
            self.until = until
            self.interval = max(interval, .seconds(1))
        }
    }

    /// How long before the expected update to ask first: 45 seconds.
    public var lead: Duration
    /// The back-off while an update is late: every minute until five minutes late, every five
    /// minutes until thirty, every fifteen until two hours.
    public var lateSteps: [LateStep]
    /// The wait between checks once the update is later than every step: thirty minutes.
    public var latestInterval: Duration
    /// The cadence assumed before two updates were seen: an hour.
    public var assumedCadence: Duration
    /// How long without an update makes a resource stale; `nil` (the default) for three cadences.
    public var staleAfter: Duration?
    /// Whether a watch checks with a `HEAD` first and asks for the body only when `Last-Modified`
    /// moved (the default), rather than with a conditional `GET` alone (one request instead of two
    /// per update, but a whole body per check should a gateway ignore `If-Modified-Since`).
    public var usesHeadRequests: Bool

    /// A schedule.
    /// - Parameters:
    ///   - lead: How long before the expected update to ask first.
    ///   - lateSteps: The back-off while an update is late, in growing order of `until`.
    ///   - latestInterval: The wait once the update is later than every step.
    ///   - assumedCadence: The cadence before one is learned.
    ///   - staleAfter: How long without an update makes a resource stale; three cadences when `nil`.
    ///   - usesHeadRequests: Whether a watch checks with `HEAD` before asking for the body.
    public init(
        lead: Duration = .seconds(45),
        lateSteps: [LateStep] = [
            LateStep(until: .seconds(5 * 60), every: .seconds(60)),
            LateStep(until: .seconds(30 * 60), every: .seconds(5 * 60)),
            LateStep(until: .seconds(2 * 3600), every: .seconds(15 * 60)),
        ],
        latestInterval: Duration = .seconds(30 * 60),
        assumedCadence: Duration = .seconds(3600),
        staleAfter: Duration? = nil,
        usesHeadRequests: Bool = true
    ) {
        self.lead = max(lead, .zero)
        self.lateSteps = lateSteps.sorted { $0.until < $1.until }
        self.latestInterval = max(latestInterval, .seconds(1))
        self.assumedCadence = max(assumedCadence, BattleNetUpdateHistory.shortestCadence)
        self.staleAfter = staleAfter.map { max($0, .seconds(1)) }
        self.usesHeadRequests = usesHeadRequests
    }

    /// When the next update of the resource is expected (`lastUpdate + cadence`), in server time;
    /// `nil` before any update was seen.
    public func expectedUpdate(history: BattleNetUpdateHistory) -> Date? {
        history.lastUpdate.map { $0.addingTimeInterval((history.cadence ?? assumedCadence).timeInterval) }
    }

    /// When to check next, in server time: ``lead`` before the expected update, or, once it is due,
    /// `serverNow` plus the back-off step for how late it is; `serverNow` when no update was seen.
    public func nextCheck(history: BattleNetUpdateHistory, serverNow: Date) -> Date {
        guard let expected = expectedUpdate(history: history) else { return serverNow }
        let first = expected.addingTimeInterval(-lead.timeInterval)
        if serverNow < first { return first }
        // Capped at a year: any later is simply later than every step, and the figure stays a Duration.
        let late = Duration.seconds(min(max(serverNow.timeIntervalSince(expected), 0), 365 * 86_400))
        let step = lateSteps.first { late < $0.until }?.interval ?? latestInterval
        return serverNow.addingTimeInterval(step.timeInterval)
    }

    /// How long without an update makes this resource stale: ``staleAfter``, or three cadences
    /// (``assumedCadence`` before one is learned).
    public func staleness(of history: BattleNetUpdateHistory) -> Duration {
        staleAfter ?? (history.cadence ?? assumedCadence) * 3
    }

    /// Whether the resource has not changed for longer than ``staleness(of:)`` at `serverNow`; `false`
    /// before any update was seen.
    public func isStale(history: BattleNetUpdateHistory, serverNow: Date) -> Bool {
        guard let last = history.lastUpdate else { return false }
        return serverNow.timeIntervalSince(last) > staleness(of: history).timeInterval
    }
}
