import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``BattleNetJobQueue`` kept in a journal file: the embedded default for the workers of one
/// machine, in one process or several, that survives any of them being killed.
///
/// The journal is a file of JSON lines, one per event (a job added, handed out, its lease extended,
/// completed, given back, set aside as dead), only ever appended to. Every operation takes an
/// exclusive `flock` on the file, reads what other processes appended since, decides, appends its own
/// line and flushes it to the disk (`fsync`) before releasing the lock; so any number of processes on
/// one machine share a journal, each sees every event in one order, and a process killed at any point
/// leaves the journal as it was before its operation or after it (a line torn by a crash mid-write is
/// cut off by the next operation). `flock` is not reliable on network file systems: keep the journal
/// on a local disk, and give workers on several machines a Redis queue instead.
///
/// The file is created owner-only (mode 0600) and refused when it is a link, another user's, or open
/// to others. It keeps every event, so it grows with each job: start a new journal for a new crawl.
///
/// ```swift
/// let queue = try BattleNetJournalQueue(file: folder.appendingPathComponent("journal"))
/// let added = try await queue.add([try BattleNetJob(id: "realm/1146"), try BattleNetJob(id: "realm/1084")])
/// let done = try await queue.work(as: "worker-\(getpid())") { job in print(job.id) }
/// ```
///
/// `@unchecked Sendable`: `offset` and `state` are read and written only on `queue`, the journal's own
/// serial queue, where waiting for the lock and flushing to the disk block its thread, never the
/// threads of Swift's cooperative pool.
public final class BattleNetJournalQueue: BattleNetJobQueue, @unchecked Sendable {
    /// The journal's path.
    public let path: String
    private let clock: any BattleNetClock
    private let descriptor: Int32
    private let queue = DispatchQueue(label: "BattleNetJournalQueue")
    /// How many bytes of the journal this queue has read.
    private var offset: Int64 = 0
    private var state = JournalState()

    /// Opens the journal at `file`, creating it (owner-only) when it does not exist.
    /// - Parameters:
    ///   - file: The journal; its folder must exist.
    ///   - clock: The wall clock of the leases (`date`); processes sharing a journal must share it.
    /// - Throws: `BattleNetError` `.invalidConfiguration` when the file cannot be opened or created,
    ///   is a link or not a regular file, belongs to another user or is open to others.
    public init(file: URL, clock: any BattleNetClock = .system) throws(BattleNetError) {
        let path = file.path
        let descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else {
            throw BattleNetError(.invalidConfiguration, message: "cannot open the journal \(path) (a link, or its folder missing?): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            _ = close(descriptor)
            throw BattleNetError(.invalidConfiguration, message: "the journal \(path) is not a regular file; move it away")
        }
        do throws(BattleNetError) {
            try FileSystem.checkOwnedAndPrivate(info, what: "the journal \(path)", foreign: "use a journal of your own", open: "run chmod 600 on it")
        } catch {
            _ = close(descriptor)
            throw error
        }
        self.path = path
        self.descriptor = descriptor
        self.clock = clock
    }

    deinit { _ = close(descriptor) }

    public func add(_ jobs: [BattleNetJob]) async throws -> Int {
        try await locked { [self] () throws(BattleNetError) -> Int in
            var added = 0
            var seen: Set<String> = []
            for job in jobs where state.jobs[job.id] == nil && seen.insert(job.id).inserted {
                try append(.add(job))
                added += 1
            }
            return added
        }
    }

    public func claim(as worker: String, options: BattleNetJobQueueOptions) async throws -> BattleNetJobLease? {
        try Self.checkWorker(worker)
        return try await locked { [self] () throws(BattleNetError) -> BattleNetJobLease? in
            let now = Self.milliseconds(clock.date)
            while let id = state.nextClaimable(at: now) {
                guard let entry = state.jobs[id] else { break }
                if entry.deliveries >= options.maximumDeliveries {
                    // Handed out that often and never completed: it killed its workers, or kept failing.
                    try append(.dead(id: id, reason: "handed out \(entry.deliveries) times without completing"))
                    continue
                }
                let delivery = entry.deliveries + 1
                let until = now.addingClamped(Self.milliseconds(options.lease))
                try append(.claim(id: id, worker: worker, until: until, delivery: delivery))
                return BattleNetJobLease(job: entry.job, worker: worker, delivery: delivery, receipt: String(delivery))
            }
            return nil
        }
    }

    public func extend(_ lease: BattleNetJobLease, options: BattleNetJobQueueOptions) async throws -> Bool {
        try await locked { [self] () throws(BattleNetError) -> Bool in
            guard let entry = state.jobs[lease.job.id], case .running(let worker, _) = entry.status, worker == lease.worker,
                  entry.deliveries == lease.delivery else { return false }
            let until = Self.milliseconds(clock.date).addingClamped(Self.milliseconds(options.lease))
            try append(.extend(id: lease.job.id, worker: lease.worker, until: until))
            return true
        }
    }

    public func complete(_ lease: BattleNetJobLease) async throws {
        try await locked { [self] () throws(BattleNetError) in
            guard let entry = state.jobs[lease.job.id], entry.status != .done else { return }
            try append(.done(id: lease.job.id))
        }
    }

    public func fail(_ lease: BattleNetJobLease, reason: String, options: BattleNetJobQueueOptions) async throws {
        try await locked { [self] () throws(BattleNetError) in
            guard let entry = state.jobs[lease.job.id], case .running(let worker, _) = entry.status, worker == lease.worker,
                  entry.deliveries == lease.delivery else { return }
            let reason = JournalEvent.bounded(reason)
            if entry.deliveries >= options.maximumDeliveries {
                try append(.dead(id: lease.job.id, reason: reason))
            } else {
                try append(.fail(id: lease.job.id, reason: reason))
            }
        }
    }

    public func counts() async throws -> BattleNetQueueCounts {
        try await locked { [self] () throws(BattleNetError) in state.counts }
    }

    /// The jobs set aside as dead, with the reason of each, in the order they died.
    /// - Throws: `BattleNetError` when the journal cannot be read or is damaged.
    public func deadJobs() async throws -> [(job: BattleNetJob, reason: String)] {
        try await locked { [self] () throws(BattleNetError) in
            state.order.compactMap { id in
                guard let entry = state.jobs[id], entry.status == .dead else { return nil }
                return (entry.job, entry.reason ?? "")
            }
        }
    }

    // MARK: The file

    /// Runs `body` on the journal's queue holding the journal's lock, after reading what others appended.
    private func locked<T: Sendable>(_ body: @escaping @Sendable () throws(BattleNetError) -> T) async throws(BattleNetError) -> T {
        let result: Result<T, BattleNetError> = await withCheckedContinuation { continuation in
            queue.async { [self] in
                continuation.resume(returning: Result { () throws(BattleNetError) -> T in
                    while flock(descriptor, LOCK_EX) != 0 {
                        guard errno == EINTR else { throw failure("lock") }
                    }
                    defer { _ = flock(descriptor, LOCK_UN) }
                    try catchUp()
                    return try body()
                })
            }
        }
        return try result.get()
    }

    /// Reads and applies the lines appended since the last read; cuts off a torn last line.
    private func catchUp() throws(BattleNetError) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("inspect") }
        let size = Int64(info.st_size)
        guard size > offset else { return }
        var data = Data(count: Int(size - offset))
        let count = data.withUnsafeMutableBytes { raw in pread(descriptor, raw.baseAddress, raw.count, off_t(offset)) }
        guard count == data.count else { throw failure("read") }
        var consumed = 0
        var lineNumber = state.lines
        while let newline = data[consumed...].firstIndex(of: UInt8(ascii: "\n")) {
            lineNumber += 1
            let line = data[consumed..<newline]
            consumed = newline + 1
            guard let event = JournalEvent(line: Data(line)) else {
                throw BattleNetError(.invalidConfiguration, message: "the journal \(path) is damaged at line \(lineNumber); move it away to start the queue afresh")
            }
            state.apply(event)
        }
        state.lines = lineNumber
        offset += Int64(consumed)
        if consumed < data.count {
            // A line a crash cut short: nobody appends without the lock, so it is the end of a dead writer's.
            guard ftruncate(descriptor, off_t(offset)) == 0 else { throw failure("repair") }
        }
    }

    /// Appends `event`'s line and flushes it to the disk, then applies it.
    private func append(_ event: JournalEvent) throws(BattleNetError) {
        let line = event.line
        let written = line.withUnsafeBytes { raw -> Bool in
            var done = 0
            while done < raw.count {
                guard let base = raw.baseAddress else { return false }
                let count = write(descriptor, base + done, raw.count - done)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
        guard written, fsync(descriptor) == 0 else { throw failure("write") }
        offset += Int64(line.count)
        state.lines += 1
        state.apply(event)
    }

    private func failure(_ action: String) -> BattleNetError {
        BattleNetError(.invalidConfiguration, message: "cannot \(action) the journal \(path): \(String(cString: strerror(errno)))")
    }

    static func checkWorker(_ worker: String) throws(BattleNetError) {
        guard (1...100).contains(worker.utf8.count), worker.utf8.allSatisfy(BattleNetJob.isIDByte) else {
            throw BattleNetError(.invalidRequest, message: "a worker name is 1 to 100 characters of A-Z a-z 0-9 - _ . : / @; got \(BattleNetJob.excerpt(worker))")
        }
    }

    static func milliseconds(_ date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1000).rounded()
        return value.isFinite ? Int64(max(0, min(value, 1e15))) : 0
    }

    /// `duration` in whole milliseconds, from 0 to about 31,700 years (a lease set beyond that holds
    /// as long as that).
    static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        guard seconds < 1_000_000_000_000 else { return 1_000_000_000_000_000 }
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}

extension Int64 {
    /// `self + other`, held at `Int64`'s bounds instead of overflowing.
    func addingClamped(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}

/// One line of a journal.
enum JournalEvent: Equatable {
    case add(BattleNetJob)
    case claim(id: String, worker: String, until: Int64, delivery: Int)
    case extend(id: String, worker: String, until: Int64)
    case done(id: String)
    case fail(id: String, reason: String)
    case dead(id: String, reason: String)

    /// The longest reason kept, in UTF-8 bytes.
    static let maximumReasonLength = 512
    /// The longest line read.
    static let maximumLineLength = 16_384

    /// `reason` without control characters, cut to the longest kept.
    static func bounded(_ reason: String) -> String {
        var text = String(String.UnicodeScalarView(reason.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
        while text.utf8.count > maximumReasonLength { text.removeLast() }
        return text
    }

    var line: Data {
        var object: [String: Any]
        switch self {
        case .add(let job): object = ["op": "add", "id": job.id, "fields": job.fields]
        case .claim(let id, let worker, let until, let delivery): object = ["op": "claim", "id": id, "worker": worker, "until": until, "delivery": delivery]
        case .extend(let id, let worker, let until): object = ["op": "extend", "id": id, "worker": worker, "until": until]
        case .done(let id): object = ["op": "done", "id": id]
        case .fail(let id, let reason): object = ["op": "fail", "id": id, "reason": reason]
        case .dead(let id, let reason): object = ["op": "dead", "id": id, "reason": reason]
        }
        // Strings and integers only: serialization cannot fail.
        var data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// The event of one journal line; `nil` when the line is not one (wrong shape, out of bounds).
    init?(line: Data) {
        guard line.count <= Self.maximumLineLength,
              let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any],
              let op = object["op"] as? String, let id = object["id"] as? String,
              (1...BattleNetJob.maximumIDLength).contains(id.utf8.count), id.utf8.allSatisfy(BattleNetJob.isIDByte)
        else { return nil }
        func integer(_ key: String) -> Int64? { (object[key] as? Int).map(Int64.init) }
        func worker() -> String? {
            guard let worker = object["worker"] as? String, (try? BattleNetJournalQueue.checkWorker(worker)) != nil else { return nil }
            return worker
        }
        func reason() -> String? { (object["reason"] as? String).map(Self.bounded) }
        switch op {
        case "add":
            guard let fields = object["fields"] as? [String: String], let job = try? BattleNetJob(id: id, fields: fields) else { return nil }
            self = .add(job)
        case "claim":
            guard let worker = worker(), let until = integer("until"), let delivery = integer("delivery"),
                  (1...1_000_000).contains(delivery) else { return nil }
            self = .claim(id: id, worker: worker, until: until, delivery: Int(delivery))
        case "extend":
            guard let worker = worker(), let until = integer("until") else { return nil }
            self = .extend(id: id, worker: worker, until: until)
        case "done": self = .done(id: id)
        case "fail":
            guard let reason = reason() else { return nil }
            self = .fail(id: id, reason: reason)
        case "dead":
            guard let reason = reason() else { return nil }
            self = .dead(id: id, reason: reason)
        default: return nil
        }
    }
}

/// The queue as the journal's events left it.
struct JournalState {
    enum Status: Equatable {
        case pending
        case running(worker: String, until: Int64)
        case done
        case dead
    }

    struct Entry {
        var job: BattleNetJob
        var status: Status = .pending
        var deliveries = 0
        var reason: String?
        /// The job's place in `order`: where it was added, or where it went back after a failure.
        var position: Int
    }

    var jobs: [String: Entry] = [:]
    /// Job ids in the order they are handed out: added, or given back after a failure (which moves a job
    /// behind the others; its earlier place then no longer counts).
    var order: [String] = []
    /// Where the search for a pending job starts: every job before it was handed out at least once.
    var firstPending = 0
    /// Lines read or written.
    var lines = 0

    /// Applies one event; an event about a job the journal never added is ignored.
    mutating func apply(_ event: JournalEvent) {
        switch event {
        case .add(let job):
            guard jobs[job.id] == nil else { return }
            jobs[job.id] = Entry(job: job, position: order.count)
            order.append(job.id)
        case .claim(let id, let worker, let until, let delivery):
            guard var entry = jobs[id], entry.status != .done, entry.status != .dead else { return }
            entry.status = .running(worker: worker, until: until)
            entry.deliveries = max(entry.deliveries, delivery)
            jobs[id] = entry
        case .extend(let id, let worker, let until):
            guard var entry = jobs[id], case .running(worker, _) = entry.status else { return }
            entry.status = .running(worker: worker, until: until)
            jobs[id] = entry
        case .done(let id):
            jobs[id]?.status = .done
        case .fail(let id, let reason):
            guard var entry = jobs[id], case .running = entry.status else { return }
            entry.status = .pending
            entry.reason = reason
            entry.position = order.count
            order.append(id)
            jobs[id] = entry
        case .dead(let id, let reason):
            guard var entry = jobs[id], entry.status != .done else { return }
            entry.status = .dead
            entry.reason = reason
            jobs[id] = entry
        }
    }

    /// The first job, in the order added, that is pending or whose lease ran out by `now`.
    mutating func nextClaimable(at now: Int64) -> String? {
        // Places of jobs finished for good, or moved behind, are never looked at again.
        while firstPending < order.count, let entry = jobs[order[firstPending]],
              entry.status == .done || entry.status == .dead || entry.position != firstPending {
            firstPending += 1
        }
        for index in firstPending..<order.count {
            if let entry = jobs[order[index]], entry.position == index, Self.isClaimable(entry, now: now) { return order[index] }
        }
        return nil
    }

    static func isClaimable(_ entry: Entry, now: Int64) -> Bool {
        switch entry.status {
        case .pending: true
        case .running(_, let until): until <= now
        case .done, .dead: false
        }
    }

    var counts: BattleNetQueueCounts {
        var counts = BattleNetQueueCounts()
        for entry in jobs.values {
            switch entry.status {
            case .pending: counts.pending += 1
            case .running: counts.running += 1
            case .done: counts.done += 1
            case .dead: counts.dead += 1
            }
        }
        return counts
    }
}
