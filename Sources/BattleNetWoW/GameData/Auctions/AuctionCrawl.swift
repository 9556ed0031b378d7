import BattleNetCore
import Foundation

extension WoW {
    /// A region's auction houses crawled into a folder by any number of workers sharing a job queue:
    /// each new snapshot written once, and the changes between consecutive snapshots of a house.
    ///
    /// The crawl runs in rounds. A round starts with an index job (list the connected realms: those
    /// given, or the realm directory's), which adds one job per house that is due on its learned
    /// schedule (the same `HEAD`-then-conditional-`GET` check and schedule as ``RegionAuctions``, as
    /// background calls). A house job checks its house and, when `Last-Modified` moved, streams the new
    /// snapshot to disk and writes the changes from the house's previous snapshot (``AuctionChanges``,
    /// ``CommodityChanges``). When every job of a round is done, the next round starts once the first house
    /// is due.
    ///
    /// The folder holds, per house (`connected-realm-1146`, `commodities`):
    /// - `LAST_MODIFIED.json`: a snapshot, uncompressed, as Battle.net sent it, named by its
    ///   `Last-Modified` in Unix seconds (a number read from the date, never a string from the server);
    /// - `EARLIER-LATER.changes.jsonl`: the changes from one snapshot to the next, one JSON line each, in
    ///   the format of ``AuctionChange``'s `encode(to:)`;
    /// - `state.json`: the house's learned schedule.
    ///
    /// and `round`, the number of the latest round started. Every file is owner-only.
    ///
    /// Jobs have ids made of the region, the round and the house, so a round's jobs are added once
    /// however many workers start it. A worker that dies mid-job loses it to another when its lease runs
    /// out, and the job runs again: its effects are idempotent, as each snapshot and change file is
    /// written once (to a temporary file, then linked to its name only if nothing is there) and the
    /// schedule after them. A crawl stopped at any point resumes where it stopped.
    ///
    /// ```swift
    /// let queue = try BattleNetJournalQueue(file: folder.appendingPathComponent("journal"))
    /// let crawl = WoW.AuctionCrawl(repository: client.wow, queue: queue, folder: folder)
    /// try await crawl.run(as: "worker-1", throughRound: 1)
    /// ```
    public struct AuctionCrawl: Sendable {
        /// Whose client and locale the calls use.
        public let repository: WoWRepository
        /// The queue the crawl's workers share.
        public let queue: any BattleNetJobQueue
        /// The folder the snapshots, change files and schedules go to.
        public let folder: URL
        /// The connected realms to crawl; every connected realm of the realm directory when `nil`.
        public var connectedRealms: [Int]?
        /// Whether the region's commodities are crawled too (yes by default).
        public var includesCommodities: Bool
        /// When each house is checked and called stale.
        public var schedule: BattleNetUpdateSchedule
        /// Whether a round checks only the houses that are due (the default); when `false`, a round checks
        /// every house (a `HEAD` each) and the next round starts as soon as one ends.
        public var followsSchedule: Bool
        /// The jobs' lease and most deliveries.
        public var queueOptions: BattleNetJobQueueOptions
        /// How many jobs this worker runs at once (each a download at most; at least 1).
        public var jobsInFlight: Int
        /// Told after each job this worker ran, and at the end of each round.
        public var progress: (@Sendable (AuctionCrawlProgress) -> Void)?
        /// Called at each crash point of a house job (package API: the durability tests stop a worker
        /// there, as if it died).
        package var crashHook: (@Sendable (AuctionCrawlCrashPoint) async -> Void)?

        /// A crawl of `repository`'s region into `folder` through `queue`; see the properties for the
        /// parameters.
        public init(
            repository: WoWRepository, queue: any BattleNetJobQueue, folder: URL, connectedRealms: [Int]? = nil,
            includesCommodities: Bool = true, schedule: BattleNetUpdateSchedule = BattleNetUpdateSchedule(), followsSchedule: Bool = true,
            queueOptions: BattleNetJobQueueOptions = BattleNetJobQueueOptions(), jobsInFlight: Int = 4,
            progress: (@Sendable (AuctionCrawlProgress) -> Void)? = nil
        ) {
            self.repository = repository
            self.queue = queue
            self.folder = folder
            self.connectedRealms = connectedRealms
            self.includesCommodities = includesCommodities
            self.schedule = schedule
            self.followsSchedule = followsSchedule
            self.queueOptions = queueOptions
            self.jobsInFlight = Swift.max(1, jobsInFlight)
            self.progress = progress
        }

        /// Runs the crawl as `worker`: joins the round under way, or starts the next one when the first
        /// house is due, until round `throughRound` is finished (forever when `nil`). Rounds are counted in
        /// the folder, so a resumed crawl goes on counting.
        /// - Parameters:
        ///   - worker: This worker's name, unique among the crawl's workers.
        ///   - throughRound: The last round to take part in; `nil` for no end.
        /// - Throws: `BattleNetError` when the folder or the queue cannot be used, or the first index job
        ///   cannot list the connected realms; `CancellationError` when the task is cancelled (the job
        ///   under way is given back, to be run again).
        public func run(as worker: String, throughRound: Int? = nil) async throws {
            try FileSystem.makePrivateDirectory(folder.path, what: "crawl folder")
            let queue: any BattleNetJobQueue = crashHook.map { HookedQueue(base: self.queue, hook: $0) } ?? self.queue
            let tally = CrawlTally()
            let clock = repository.client.clock
            while true {
                try Task.checkCancellation()
                let round = try currentRound()
                if round >= 1 {
                    _ = try await queue.add([try job(round: round, house: nil)])
                    if try await !queue.counts().isFinished {
                        // `jobsInFlight` workers of this one, each a job at a time (`worker/1`, `worker/2`, …).
                        try await withThrowingTaskGroup(of: Void.self) { group in
                            for slot in 1...jobsInFlight {
                                group.addTask {
                                    try await queue.work(as: jobsInFlight == 1 ? worker : "\(worker)/\(slot)", options: queueOptions, clock: clock) { job in
                                        try await self.run(job, tally: tally)
                                    }
                                }
                            }
                            try await group.waitForAll()
                        }
                        await report(round: round, tally: tally, finished: true)
                        continue
                    }
                }
                if let throughRound, round >= throughRound { return }
                // The round is finished: the next starts when the first house is due.
                if round >= 1 {
                    let wait = followsSchedule ? try nextRoundWait() : .zero
                    let deadline = clock.now + max(wait, .seconds(1))
                    while clock.now < deadline {
                        await report(round: round, tally: tally, finished: true, nextRoundIn: deadline - clock.now)
                        try await clock.sleep(until: min(deadline, clock.now + .seconds(60)))
                    }
                }
                if try currentRound() == round { try writeRound(round + 1) }
            }
        }
    }

    /// How a crawl goes, from one worker's side: the round, what this worker's jobs did in it, and the
    /// queue's counts (every worker's jobs).
    public struct AuctionCrawlProgress: Sendable, Hashable, CustomStringConvertible {
        /// The round under way (from 1).
        public var round: Int
        /// Houses this worker checked in this round.
        public var checked = 0
        /// Snapshots this worker wrote in this round.
        public var snapshots = 0
        /// Change files this worker wrote in this round.
        public var changeFiles = 0
        /// Houses whose snapshot had not moved.
        public var unchanged = 0
        /// Houses not due this round (counted by the index job).
        public var notDue = 0
        /// Houses unchanged for three cadences.
        public var stale = 0
        /// Jobs of this worker that failed (given back to be run again, or set aside as dead).
        public var failed = 0
        /// The queue's jobs, every worker's.
        public var queue = BattleNetQueueCounts()
        /// Whether the round is finished.
        public var isFinished = false
        /// How long until the next round starts, once this one is finished.
        public var nextRoundIn: Duration?

        /// `round 3: 12 houses checked (3 new snapshots, 3 change files, 9 unchanged), 88 not due, 1 stale;
        /// queue 0 pending, 0 running, 212 done, 0 dead; next round in 41m`.
        public var description: String {
            var text = "round \(round): \(checked) houses checked (\(snapshots) new snapshots, \(changeFiles) change files, \(unchanged) unchanged)"
            if notDue > 0 { text += ", \(notDue) not due" }
            if stale > 0 { text += ", \(stale) stale" }
            if failed > 0 { text += ", \(failed) failed" }
            text += "; queue \(queue)"
            if let nextRoundIn { text += "; next round in " + BattleNetProgress.durationText(nextRoundIn) } else if isFinished { text += "; round done" }
            return text
        }
    }
}

/// Where a worker may die in a house job, for the durability tests: before the new snapshot is
/// written, after the snapshot and change file are written and before the job is acknowledged, and
/// after the acknowledgement.
package enum AuctionCrawlCrashPoint: String, Sendable, CaseIterable {
    case beforeWrite = "before-write"
    case afterWrite = "after-write"
    case afterAcknowledgement = "after-ack"
}

/// A queue that calls the crash hook after each acknowledgement.
struct HookedQueue: BattleNetJobQueue {
    let base: any BattleNetJobQueue
    let hook: @Sendable (AuctionCrawlCrashPoint) async -> Void

    func add(_ jobs: [BattleNetJob]) async throws -> Int { try await base.add(jobs) }
    func claim(as worker: String, options: BattleNetJobQueueOptions) async throws -> BattleNetJobLease? {
        try await base.claim(as: worker, options: options)
    }
    func extend(_ lease: BattleNetJobLease, options: BattleNetJobQueueOptions) async throws -> Bool {
        try await base.extend(lease, options: options)
    }
    func complete(_ lease: BattleNetJobLease) async throws {
        try await base.complete(lease)
        if lease.job["house"] != nil { await hook(.afterAcknowledgement) }
    }
    func fail(_ lease: BattleNetJobLease, reason: String, options: BattleNetJobQueueOptions) async throws {
        try await base.fail(lease, reason: reason, options: options)
    }
    func counts() async throws -> BattleNetQueueCounts { try await base.counts() }
}

/// What one worker's jobs did, per round.
actor CrawlTally {
    private var rounds: [Int: WoW.AuctionCrawlProgress] = [:]

    func update(round: Int, _ change: (inout WoW.AuctionCrawlProgress) -> Void) {
        var progress = rounds[round] ?? WoW.AuctionCrawlProgress(round: round)
        change(&progress)
        rounds[round] = progress
    }

    func progress(round: Int) -> WoW.AuctionCrawlProgress { rounds[round] ?? WoW.AuctionCrawlProgress(round: round) }
}

extension WoW.AuctionCrawl {
    /// A house of the crawl: a connected realm or the commodities.
    typealias House = WoW.AuctionHouseSnapshot.House

    var region: String { repository.client.configuration.region.rawValue }

    // MARK: Jobs

    /// The index job of `round` (`house` `nil`), or the job of one house.
    func job(round: Int, house: House?) throws(BattleNetError) -> BattleNetJob {
        let prefix = "wow-auctions/\(region)/r\(round)/"
        switch house {
        case nil: return try BattleNetJob(id: prefix + "index", fields: ["round": String(round)])
        case .connectedRealm(let id)?: return try BattleNetJob(id: prefix + String(id), fields: ["round": String(round), "house": String(id)])
        case .commodities?: return try BattleNetJob(id: prefix + "commodities", fields: ["round": String(round), "house": "commodities"])
        }
    }

    /// Runs one job, read back from the queue (its fields are checked).
    func run(_ job: BattleNetJob, tally: CrawlTally) async throws {
        guard let text = job["round"], text.utf8.count <= 9, let round = Int(text), round >= 1 else {
            throw BattleNetError(.invalidRequest, message: "job \(job.id) has no valid round")
        }
        guard let house = job["house"] else { return try await index(round: round, tally: tally) }
        let parsed: House
        if house == "commodities" {
            parsed = .commodities
        } else if house.utf8.count <= 10, house.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let id = Int(house) {
            parsed = .connectedRealm(id)
        } else {
            throw BattleNetError(.invalidRequest, message: "job \(job.id) names no house")
        }
        do {
            try await check(parsed, round: round, tally: tally)
        } catch {
            await tally.update(round: round) { $0.failed += 1 }
            throw error
        }
    }

    /// The index job: adds a job for every house that is due.
    func index(round: Int, tally: CrawlTally) async throws {
        let ids: [Int]
        if let connectedRealms {
            ids = connectedRealms
        } else {
            ids = try await repository.realmDirectory.connectedRealms().map(\.id)
        }
        var unique: Set<Int> = []
        let houses = ids.filter { $0 >= 0 && unique.insert($0).inserted }.map { House.connectedRealm($0) }
            + (includesCommodities ? [.commodities] : [])
        let date = repository.client.clock.date
        var due: [BattleNetJob] = []
        var notDue = 0
        var stale = 0
        for house in houses {
            let tracker = try tracker(of: house)
            if tracker.isStale(clientDate: date) { stale += 1 }
            if !followsSchedule || tracker.isDue(clientDate: date) {
                due.append(try job(round: round, house: house))
            } else {
                notDue += 1
            }
        }
        _ = try await queue.add(due)
        await tally.update(round: round) {
            $0.notDue = notDue
            $0.stale = stale
        }
    }

    /// A house job: the check, the snapshot written once, the schedule kept, the change file written once.
    func check(_ house: House, round: Int, tally: CrawlTally) async throws {
        let folder = try houseFolder(house)
        // Temporary files of a worker that died in this job (one job per house at a time).
        for leftover in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where leftover.hasPrefix(".tmp-") {
            FileSystem.remove(folder.appendingPathComponent(leftover).path)
        }
        var tracker = try tracker(of: house)
        let outcome: (answer: StreamingRawResponse?, isNew: Bool)
        do {
            outcome = switch house {
            case .connectedRealm(let id): try await fetch(WoW.Endpoints.auctions(connectedRealm: id), tracker: &tracker)
            case .commodities: try await fetch(WoW.Endpoints.auctionCommodities(), tracker: &tracker)
            }
        } catch {
            // The failed check's back-off is kept, so the next round waits for it.
            try? keep(tracker, of: house)
            throw error
        }
        var wrote = false
        if let answer = outcome.answer, outcome.isNew {
            guard let stamp = answer.lastModified else {
                throw BattleNetError(.httpStatus, message: "the \(house) answer has no Last-Modified: its snapshot cannot be named")
            }
            await crashHook?(.beforeWrite)
            wrote = try await FileSystem.writeOnce(folder.appendingPathComponent(Self.snapshotName(stamp)).path, what: "snapshot") { append in
                for try await chunk in answer.body { try append(chunk) }
            }
        }
        // After the snapshot: a worker dying between the two checks again and finds the snapshot written.
        try keep(tracker, of: house)
        let changed = try await writeChanges(house, folder: folder, stamp: tracker.history.lastUpdate)
        await crashHook?(.afterWrite)
        await tally.update(round: round) {
            $0.checked += 1
            if wrote { $0.snapshots += 1 }
            if changed { $0.changeFiles += 1 }
            if !outcome.isNew { $0.unchanged += 1 }
        }
    }

    /// The house's check with its body streamed, as a background call of the retail auction house.
    private func fetch<R>(_ endpoint: BattleNetRequest<R>, tracker: inout UpdateTracker) async throws -> (answer: StreamingRawResponse?, isNew: Bool) {
        var endpoint = repository.configured(endpoint)
        endpoint.flavor = .retail
        endpoint.priority = .background
        let client = repository.client
        return try await tracker.check(endpoint, client: client) { try await client.rawStream($0) }
    }

    // MARK: Change files

    /// Writes the changes from the house's snapshot before `stamp` to the one at `stamp`, unless they
    /// are written already or there is no earlier snapshot; returns whether it wrote them.
    func writeChanges(_ house: House, folder: URL, stamp: Date?) async throws -> Bool {
        guard let stamp else { return false }
        let later = Self.seconds(stamp)
        let snapshots = try Self.snapshotStamps(in: folder)
        guard snapshots.contains(later), let earlier = snapshots.filter({ $0 < later }).max() else { return false }
        let path = folder.appendingPathComponent("\(earlier)-\(later).changes.jsonl").path
        guard !FileSystem.exists(path) else { return false }
        let old = folder.appendingPathComponent("\(earlier).json").path
        let new = folder.appendingPathComponent("\(later).json").path
        let elapsed = Duration.seconds(later - earlier)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try await FileSystem.writeOnce(path, what: "change file") { append in
            var lines = Data()
            func emit<Listing: Codable>(_ change: WoW.AuctionChange<Listing>) throws {
                lines.append(try encoder.encode(change))
                lines.append(UInt8(ascii: "\n"))
                if lines.count >= 1 << 16 {
                    try append(lines)
                    lines.removeAll(keepingCapacity: true)
                }
            }
            switch house {
            case .connectedRealm:
                var previous = WoW.AuctionList()
                for try await auction in WoW.AuctionStream(try FileChunkSequence(path: old)) { previous.append(auction) }
                for try await change in WoW.AuctionChanges(from: previous, to: try FileChunkSequence(path: new), elapsed: elapsed) { try emit(change) }
            case .commodities:
                var previous = WoW.AuctionList()
                for try await commodity in WoW.CommodityStream(try FileChunkSequence(path: old)) { previous.append(commodity.packed) }
                for try await change in WoW.CommodityChanges(packed: previous, to: try FileChunkSequence(path: new), elapsed: elapsed) { try emit(change) }
            }
            try append(lines)
        }
    }

    // MARK: The folder

    /// `1733620000.json`: a snapshot's name, from its `Last-Modified`.
    static func snapshotName(_ stamp: Date) -> String { "\(seconds(stamp)).json" }

    static func seconds(_ date: Date) -> Int64 {
        let value = date.timeIntervalSince1970.rounded(.down)
        return value.isFinite ? Int64(max(0, min(value, 1e12))) : 0
    }

    /// The stamps of the snapshots in `folder` (names of 1 to 12 digits then `.json`).
    static func snapshotStamps(in folder: URL) throws(BattleNetError) -> [Int64] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw BattleNetError(.invalidConfiguration, message: "cannot list the crawl folder \(folder.path)")
        }
        return names.compactMap { name in
            guard name.hasSuffix(".json") else { return nil }
            let stem = name.dropLast(5)
            guard (1...12).contains(stem.utf8.count), stem.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
            return Int64(stem)
        }
    }

    /// The house's folder, created owner-only.
    func houseFolder(_ house: House) throws(BattleNetError) -> URL {
        let name = switch house {
        case .connectedRealm(let id): "connected-realm-\(id)"
        case .commodities: "commodities"
        }
        let url = folder.appendingPathComponent(name, isDirectory: true)
        try FileSystem.makePrivateDirectory(url.path, what: "crawl folder")
        return url
    }

    /// The house's learned schedule from its `state.json`; a new one when there is none or it cannot be read.
    func tracker(of house: House) throws(BattleNetError) -> UpdateTracker {
        let path = try houseFolder(house).appendingPathComponent("state.json").path
        guard let data = try FileSystem.readPrivateFile(path, what: "crawl state"),
              let saved = try? JSONDecoder().decode(UpdateTracker.Saved.self, from: data) else {
            return UpdateTracker(history: BattleNetUpdateHistory(), schedule: schedule)
        }
        return UpdateTracker(saved: UpdateTracker.Saved(history: saved.history, planned: saved.planned, serverOffset: saved.serverOffset), schedule: schedule)
    }

    /// Keeps the house's schedule in its `state.json` (a new file renamed over the old).
    func keep(_ tracker: UpdateTracker, of house: House) throws(BattleNetError) {
        let folder = try houseFolder(house)
        try Self.replace(folder.appendingPathComponent("state.json"), with: (try? JSONEncoder().encode(tracker.saved)) ?? Data(), what: "crawl state")
    }

    /// How long until the first house is due (at most a day).
    func nextRoundWait() throws -> Duration {
        let date = repository.client.clock.date
        var wait = Duration.seconds(86_400)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names {
            let house: House
            if name == "commodities" {
                house = .commodities
            } else if name.hasPrefix("connected-realm-"), let id = Int(name.dropFirst("connected-realm-".count)), id >= 0 {
                house = .connectedRealm(id)
            } else {
                continue
            }
            wait = min(wait, try tracker(of: house).wait(clientDate: date))
        }
        return names.isEmpty ? .zero : wait
    }

    /// The latest round started, from the folder's `round` file (0 before the first).
    func currentRound() throws(BattleNetError) -> Int {
        guard let data = try FileSystem.readPrivateFile(folder.appendingPathComponent("round").path, what: "crawl round file") else { return 0 }
        let text = String(decoding: data.prefix(16), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.utf8.count <= 9, let round = Int(text), round >= 0 else {
            throw BattleNetError(.invalidConfiguration, message: "the crawl's round file in \(folder.path) is damaged; write the last round's number in it, or 0")
        }
        return round
    }

    func writeRound(_ round: Int) throws(BattleNetError) {
        try Self.replace(folder.appendingPathComponent("round"), with: Data("\(round)\n".utf8), what: "crawl round file")
    }

    /// Writes `data` to a new owner-only file renamed over `file`.
    static func replace(_ file: URL, with data: Data, what: String) throws(BattleNetError) {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".tmp-" + UUID().uuidString).path
        try FileSystem.writePrivateFile(temporary, data: data, created: nil, what: what)
        guard FileSystem.rename(temporary, to: file.path) else {
            FileSystem.remove(temporary)
            throw BattleNetError(.invalidConfiguration, message: "cannot replace the \(what) \(file.path)")
        }
    }

    /// Tells the progress closure how `round` goes.
    func report(round: Int, tally: CrawlTally, finished: Bool, nextRoundIn: Duration? = nil) async {
        guard let progress else { return }
        var report = await tally.progress(round: round)
        report.queue = (try? await queue.counts()) ?? report.queue
        report.isFinished = finished
        report.nextRoundIn = nextRoundIn
        progress(report)
    }
}
