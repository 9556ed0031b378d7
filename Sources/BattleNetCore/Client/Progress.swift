import Foundation

/// How far a long operation has come: units done of the total, body bytes received, retries, and
/// what it is waiting for now. Composite operations report it (a realm directory being built, a
/// region-wide auction crawl) through a `progress:` callback.
///
/// The callback is called one report at a time, never concurrently, with a new value after each
/// unit, each retried answer and each wait that starts or ends; a report is a plain value to
/// copy, print or send to a view model.
///
/// ```swift
/// let crawl = client.wow.regionAuctions(rounds: 1) { progress in
///     print(progress)   // "round 1: 12/57 auction houses, 38.2 MB, 1 retry"
/// }
/// for try await snapshot in crawl { _ = snapshot.house }
/// ```
public struct BattleNetProgress: Hashable, Sendable, CustomStringConvertible {
    /// What is being counted, e.g. `auction houses` or `connected realm pages`.
    public var unit: String
    /// The round of a repeating operation, from 1; 1 for a one-off operation.
    public var round: Int
    /// Units finished in this round.
    public var completed: Int
    /// Units in this round, when known (after the first answer that tells).
    public var total: Int?
    /// Units of this round answered `304 Not Modified`: checked, unchanged, no body sent.
    public var unchanged: Int
    /// Units not checked this round because their learned schedule says their next update is not
    /// due yet (``BattleNetUpdateSchedule``).
    public var notDue: Int
    /// Units whose source has not changed for longer than its schedule's staleness
    /// (``BattleNetUpdateSchedule/staleness(of:)``), checked or not.
    public var stale: Int
    /// Body bytes received in this round (decoded or handed over; a 304 adds none).
    public var bytes: Int64
    /// Requests of this round sent again after a failed attempt (attempts beyond the first).
    public var retries: Int
    /// Units of this round that failed after the client's retries (skipped, tried again next round).
    public var failed: Int
    /// Why the last failed unit failed (the error's message, masked like every error message).
    public var lastFailure: String?
    /// What the operation waits for now, e.g. `the next round` or `a retry`; `nil` while it works.
    public var waitingFor: String?
    /// How long the current wait lasts, when known; `nil` while it works.
    public var waiting: Duration?
    /// Whether the round (or the operation) is over.
    public var isFinished: Bool

    /// A report.
    /// - Parameters:
    ///   - unit: What is counted, plural, e.g. `auction houses`.
    ///   - round: The round, from 1.
    ///   - completed: Units done.
    ///   - total: Units in all, when known.
    ///   - unchanged: Units answered 304.
    ///   - notDue: Units not checked because their next update is not due.
    ///   - stale: Units whose source has stopped changing.
    ///   - bytes: Body bytes received.
    ///   - retries: Attempts beyond the first.
    ///   - failed: Units that failed.
    ///   - lastFailure: Why the last one failed.
    ///   - waitingFor: What is awaited now, if anything.
    ///   - waiting: How long that wait lasts.
    ///   - isFinished: Whether the round is over.
    public init(
        unit: String, round: Int = 1, completed: Int = 0, total: Int? = nil, unchanged: Int = 0, notDue: Int = 0, stale: Int = 0, bytes: Int64 = 0,
        retries: Int = 0, failed: Int = 0, lastFailure: String? = nil, waitingFor: String? = nil, waiting: Duration? = nil,
        isFinished: Bool = false
    ) {
        self.unit = unit
        self.round = round
        self.completed = completed
        self.total = total
        self.unchanged = unchanged
        self.notDue = notDue
        self.stale = stale
        self.bytes = bytes
        self.retries = retries
        self.failed = failed
        self.lastFailure = lastFailure
        self.waitingFor = waitingFor
        self.waiting = waiting
        self.isFinished = isFinished
    }

    /// `completed / total` from 0 to 1, when the total is known.
    public var fractionCompleted: Double? {
        guard let total else { return nil }
        guard total > 0 else { return isFinished ? 1 : 0 }
        return min(1, max(0, Double(completed) / Double(total)))
    }

    /// One line, e.g. `round 2: 3/3 auction houses (1 fetched, 2 unchanged), 54 not due, 1 stale, 4.1 MB,
    /// 1 retry, waiting 12:58 for round 3`.
    public var description: String {
        var text = (round > 1 ? "round \(round): " : "") + "\(completed)" + (total.map { "/\($0)" } ?? "") + " \(unit)"
        if notDue > 0 || stale > 0 {
            text += " (\(max(0, completed - unchanged - failed)) fetched, \(unchanged) unchanged), \(notDue) not due"
            if stale > 0 { text += ", \(stale) stale" }
        } else if unchanged > 0 {
            text += " (\(unchanged) unchanged)"
        }
        text += ", " + Self.byteText(bytes)
        if retries > 0 { text += ", \(retries) \(retries == 1 ? "retry" : "retries")" }
        if failed > 0 { text += ", \(failed) failed" }
        if let waitingFor {
            text += ", waiting" + (waiting.map { " " + Self.durationText($0) } ?? "") + " for " + waitingFor
        } else if isFinished {
            text += ", done"
        }
        return text
    }

    /// `512 B`, `38.2 KB`, `4.1 MB`, `1.2 GB` (powers of 1000).
    package static func byteText(_ bytes: Int64) -> String {
        let value = Double(bytes)
        switch bytes {
        case ..<1_000: return "\(bytes) B"
        case ..<1_000_000: return String(format: "%.1f KB", value / 1e3)
        case ..<1_000_000_000: return String(format: "%.1f MB", value / 1e6)
        default: return String(format: "%.1f GB", value / 1e9)
        }
    }

    /// `0.4 s` under a minute, else `m:ss` or `h:mm:ss`.
    package static func durationText(_ duration: Duration) -> String {
        let seconds = max(0, Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
        if seconds < 60 { return String(format: "%.1f s", seconds) }
        let whole = Int(seconds.rounded())
        let (hours, minutes, rest) = (whole / 3600, (whole / 60) % 60, whole % 60)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }
}

/// Delivers progress reports one at a time, in order, to a callback, from any task (package API: the
/// composite operations use it).
package actor ProgressReporter {
    private var current: BattleNetProgress
    private let report: (@Sendable (BattleNetProgress) -> Void)?

    /// A reporter starting from `initial`; `report` may be `nil` (nothing is reported).
    package init(_ initial: BattleNetProgress, report: (@Sendable (BattleNetProgress) -> Void)?) {
        current = initial
        self.report = report
    }

    /// The latest report.
    package var value: BattleNetProgress { current }

    private var closed = false

    /// Changes the report with `change` and delivers it; nothing after ``close()``.
    package func update(_ change: @Sendable (inout BattleNetProgress) -> Void) {
        guard !closed else { return }
        change(&current)
        report?(current)
    }

    /// Delivers the last report with `change` (none without it) and nothing after it: a round is over,
    /// and a late update of it must not follow the next round's reports.
    package func close(_ change: (@Sendable (inout BattleNetProgress) -> Void)? = nil) {
        if let change { update(change) }
        closed = true
    }
}
