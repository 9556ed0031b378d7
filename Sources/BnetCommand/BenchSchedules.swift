import BattleNetCore
import BattleNetTesting
import Foundation

/// `bnet bench schedules`: a scripted day of rebuilds of 30 resources, as of connected realms'
/// auctions (`UpdateTimeline`), crawled on a test clock by the learned schedule (`client.watch`) and by
/// fixed polling, every request counted.
extension Context {
    /// What one way of crawling the scripted day did.
    struct ScheduleOutcome: Equatable {
        /// Every request sent (`HEAD`, `GET` and each 304 answer included).
        var requests = 0
        /// The rebuilds that happened during the day.
        var updates = 0
        /// Seconds from each rebuild to its download, for the rebuilds downloaded.
        var delays: [Double] = []
        /// Rebuilds never downloaded: a later one replaced them before any check.
        var missed: Int { updates - delays.count }

        /// The delay at fraction `q` of the sorted delays (nearest rank), in seconds.
        func delay(at q: Double) -> Double {
            let sorted = delays.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, max(0, Int((q * Double(sorted.count)).rounded(.up)) - 1))]
        }

        mutating func add(_ other: ScheduleOutcome) {
            requests += other.requests
            updates += other.updates
            delays += other.delays
        }
    }

    /// When the stalled realm was reported stale: its silence then and the threshold it had learned.
    struct StaleReport: Equatable {
        var silence: Double
        var threshold: Double
        var cadence: Double
    }

    /// Seconds of a duration.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static let scheduleDay = UpdateTimeline(start: Date(timeIntervalSince1970: 1_767_225_600))

    /// The server times of the requests a simulated realm answered.
    final class RequestTimes: @unchecked Sendable {
        private let lock = NSLock()
        private var times: [Date] = []
        func record(_ time: Date) { lock.withLock { times.append(time) } }
        /// How many came before `end`.
        func count(before end: Date) -> Int { lock.withLock { times.filter { $0 < end }.count } }
    }

    func benchSchedules(_ words: [String]) async throws {
        guard words.isEmpty else { throw UsageError("bench schedules takes no arguments: bnet bench schedules") }
        let (learned, stale) = try await Self.crawlLearned(Self.scheduleDay)
        var rows = [("learned schedule", learned)]
        for minutes in [1, 5, 15, 60] {
            rows.append(("fixed, every \(minutes) min", try await Self.crawlFixed(Self.scheduleDay, every: TimeInterval(minutes * 60))))
        }
        var lines = [
            "scripted day: \(Self.scheduleDay.resources.count) realms, \(learned.updates) rebuilds (seed 43), test clock",
            "strategy                requests  per rebuild  median delay  p95 delay  missed",
        ]
        for (name, outcome) in rows {
            let perUpdate = Double(outcome.requests) / Double(max(outcome.updates, 1))
            lines.append(
                name.padding(toLength: 24, withPad: " ", startingAt: 0)
                    + String(format: "%8d  %11.2f  %10.0f s  %7.0f s  %6d", outcome.requests, perUpdate, outcome.delay(at: 0.5), outcome.delay(at: 0.95), outcome.missed)
            )
        }
        if let stale {
            lines.append(String(format: "stalled realm: stale after %.0f s without a rebuild (threshold %.0f s, learned cadence %.0f s)",
                                stale.silence, stale.threshold, stale.cadence))
        } else {
            lines.append("stalled realm: never reported stale")
        }
        console.writeOut(Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    /// A client over a stub playing realm `id` of `day`, on a test clock at the day's start whose waits
    /// jump to their end.
    static func scheduleClient(_ day: UpdateTimeline, realm id: Int) async throws -> (BattleNetClient, BattleNetTestClock, RequestTimes, BattleNetRequest<Data>) {
        let clock = BattleNetTestClock(startDate: day.start, advancesWhenSleeping: true)
        let stub = StubTransport()
        let times = RequestTimes()
        // A resource of its own: the day's script is not any endpoint's body.
        let path = "/bench/rebuilt/\(id)"
        for method in [HTTPMethod.get, .head] {
            await stub.on(method, path) { request in
                times.record(clock.date)
                return day.answer(request, resource: id, serverNow: clock.date)
            }
        }
        let client = try BattleNetClient(
            configuration: BattleNetConfiguration(region: .eu, rateLimit: nil, retry: .none),
            tokens: FixedTokenProvider(), transport: stub, clock: clock
        )
        return (client, clock, times, BattleNetRequest<Data>(path: path, operation: "benchRebuilt"))
    }

    /// Each realm watched with the learned schedule from the day's start to its end.
    static func crawlLearned(_ day: UpdateTimeline) async throws -> (ScheduleOutcome, StaleReport?) {
        var total = ScheduleOutcome()
        var stale: StaleReport?
        let schedule = BattleNetUpdateSchedule()
        for realm in day.resources {
            let (client, clock, times, endpoint) = try await scheduleClient(day, realm: realm.id)
            var outcome = ScheduleOutcome(updates: realm.updates.filter { $0 >= day.start && $0 < day.end }.count)
            var history = BattleNetUpdateHistory()
            for try await event in client.watch(endpoint, schedule: schedule) {
                // The test clock never suspends: let other tasks of the process run between checks.
                await Task.yield()
                if clock.date >= day.end { break }
                switch event {
                case .updated(let response, let learned):
                    history = learned
                    if let version = response.raw.lastModified, version >= day.start {
                        outcome.delays.append(clock.date.timeIntervalSince(version))
                    }
                case .stale(let last, let now):
                    if stale == nil, realm.rhythm == .stalls {
                        stale = StaleReport(
                            silence: now.timeIntervalSince(last), threshold: seconds(schedule.staleness(of: history)),
                            cadence: history.cadence.map(seconds) ?? 0
                        )
                    }
                case .unchanged:
                    break
                }
            }
            outcome.requests = times.count(before: day.end)
            total.add(outcome)
        }
        return (total, stale)
    }

    /// Each realm asked every `interval` seconds with a conditional `GET`, from the day's start to its end.
    static func crawlFixed(_ day: UpdateTimeline, every interval: TimeInterval) async throws -> ScheduleOutcome {
        var total = ScheduleOutcome()
        for realm in day.resources {
            let (client, clock, times, endpoint) = try await scheduleClient(day, realm: realm.id)
            var outcome = ScheduleOutcome(updates: realm.updates.filter { $0 >= day.start && $0 < day.end }.count)
            var previous: RawResponse?
            while clock.date < day.end {
                await Task.yield()
                let answer = try await client.raw(previous.map { endpoint.revalidating($0) } ?? endpoint)
                if !answer.isNotModified, let version = answer.lastModified, version != previous?.lastModified {
                    if version >= day.start { outcome.delays.append(clock.date.timeIntervalSince(version)) }
                    previous = answer
                }
                try await clock.sleep(until: clock.now + .seconds(interval))
            }
            outcome.requests = times.count(before: day.end)
            total.add(outcome)
        }
        return total
    }
}
