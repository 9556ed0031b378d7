import Foundation

/// One unit of a crawl's work (fetch a connected realm's auctions, walk an index), run by whichever
/// worker of a ``BattleNetJobQueue`` claims it.
///
/// A job's ``id`` is made from what the job is, never from a clock or a counter, so the same work
/// always gets the same id: a queue adds a job once however many times it is added, and a job that
/// runs twice (its worker died after the work and before ``BattleNetJobQueue/complete(_:)``) must
/// have effects that do not mind, such as a file written once by rename.
///
/// Jobs cross processes and machines (a journal file, a Redis stream), so both the id and the fields
/// are checked when a job is made and when it is read back: an id is 1 to 200 characters of
/// `A-Z a-z 0-9 - _ . : / @`; at most 16 fields, each key 1 to 64 of `a-z 0-9 _`, each value up to
/// 512 bytes without control characters.
///
/// ```swift
/// let job = try BattleNetJob(id: "auctions/eu/1146", fields: ["realm": "1146"])
/// job["realm"]    // "1146"
/// ```
public struct BattleNetJob: Hashable, Sendable, CustomStringConvertible {
    /// The job's identity: the same work, the same id.
    public let id: String
    /// What the worker needs to run it, e.g. `["realm": "1146"]`.
    public let fields: [String: String]

    /// The longest id.
    public static let maximumIDLength = 200
    /// The most fields.
    public static let maximumFields = 16
    /// The longest field key.
    public static let maximumKeyLength = 64
    /// The longest field value, in UTF-8 bytes.
    public static let maximumValueLength = 512

    /// A job.
    /// - Throws: `BattleNetError` `.invalidRequest` naming what is wrong when the id or a field is
    ///   outside the bounds above.
    public init(id: String, fields: [String: String] = [:]) throws(BattleNetError) {
        guard (1...Self.maximumIDLength).contains(id.utf8.count), id.utf8.allSatisfy(Self.isIDByte) else {
            throw BattleNetError(.invalidRequest, message: "a job id is 1 to \(Self.maximumIDLength) characters of A-Z a-z 0-9 - _ . : / @; got \(Self.excerpt(id))")
        }
        guard fields.count <= Self.maximumFields else {
            throw BattleNetError(.invalidRequest, message: "job \(id) has \(fields.count) fields; at most \(Self.maximumFields)")
        }
        for (key, value) in fields {
            guard (1...Self.maximumKeyLength).contains(key.utf8.count), key.utf8.allSatisfy(Self.isKeyByte) else {
                throw BattleNetError(.invalidRequest, message: "job \(id): a field key is 1 to \(Self.maximumKeyLength) characters of a-z 0-9 _; got \(Self.excerpt(key))")
            }
            guard value.utf8.count <= Self.maximumValueLength, !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw BattleNetError(.invalidRequest, message: "job \(id): field \(key) is over \(Self.maximumValueLength) bytes or holds control characters")
            }
        }
        self.id = id
        self.fields = fields
    }

    /// The value of field `key`, if the job has it.
    public subscript(key: String) -> String? { fields[key] }

    /// The job's id.
    public var description: String { id }

    static func isIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "@"): true
        default: false
        }
    }

    static func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// At most 40 characters of `text`, control characters escaped, for an error message.
    static func excerpt(_ text: String) -> String {
        let short = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "\"" + short.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined() + "\""
    }
}

/// A job handed to one worker: the job, who holds it, how many times it was handed out (1 the first
/// time), until when the worker holds it unless it extends the lease.
public struct BattleNetJobLease: Hashable, Sendable {
    /// The job to run.
    public let job: BattleNetJob
    /// The worker holding it.
    public let worker: String
    /// How many times the job has been handed out, this time included.
    public let delivery: Int
    /// The queue's handle of this delivery (a journal sequence number, a stream entry id).
    package let receipt: String

    package init(job: BattleNetJob, worker: String, delivery: Int, receipt: String) {
        self.job = job
        self.worker = worker
        self.delivery = delivery
        self.receipt = receipt
    }
}

/// How many jobs a queue holds in each state.
public struct BattleNetQueueCounts: Hashable, Sendable, CustomStringConvertible {
    /// Added and not yet handed out, or given back to be run again.
    public var pending = 0
    /// Held by a worker (its lease may have run out: the next claim takes it over).
    public var running = 0
    /// Completed.
    public var done = 0
    /// Handed out ``BattleNetJobQueueOptions/maximumDeliveries`` times without completing: set aside
    /// for a person to look at, never run again by the queue.
    public var dead = 0

    /// Counts.
    public init(pending: Int = 0, running: Int = 0, done: Int = 0, dead: Int = 0) {
        self.pending = pending
        self.running = running
        self.done = done
        self.dead = dead
    }

    /// Whether every job is done or dead.
    public var isFinished: Bool { pending == 0 && running == 0 }

    /// `3 pending, 1 running, 196 done, 0 dead`.
    public var description: String { "\(pending) pending, \(running) running, \(done) done, \(dead) dead" }
}

/// How a queue hands out jobs.
public struct BattleNetJobQueueOptions: Hashable, Sendable {
    /// How long a worker holds a job before another may take it over, unless it extends the lease
    /// (``BattleNetJobQueue/work(as:options:clock:run:)`` extends it every third of this while the job runs).
    public var lease: Duration
    /// How many times a job is handed out before it is set aside as dead (a job that kills its worker,
    /// or fails, every time).
    public var maximumDeliveries: Int

    /// Options: a two-minute lease, five deliveries.
    public init(lease: Duration = .seconds(120), maximumDeliveries: Int = 5) {
        self.lease = max(lease, .seconds(1))
        self.maximumDeliveries = max(1, maximumDeliveries)
    }
}

/// A queue of crawl jobs shared by any number of workers: each job is added once (by its id), handed
/// to one worker at a time, and either completed, given back after a failure, taken over when its
/// worker stops extending its lease (it died), or set aside as dead after too many deliveries.
///
/// ``BattleNetJournalQueue`` keeps the queue in a file for the workers of one machine;
/// `BattleNetRedis`'s stream queue keeps it in Redis for workers anywhere. A job may run more than
/// once (its worker can die between the work and ``complete(_:)``), so a job's effects must be
/// idempotent.
///
/// ```swift
/// let queue = try BattleNetJournalQueue(file: folder.appendingPathComponent("journal"))
/// _ = try await queue.add([try BattleNetJob(id: "realm/1146")])
/// try await queue.work(as: "worker-1") { job in print("running", job.id) }
/// ```
public protocol BattleNetJobQueue: Sendable {
    /// Adds the jobs whose ids the queue has never held (pending, running, done or dead); returns how
    /// many were new.
    /// - Throws: What the queue's storage throws (`BattleNetError`).
    func add(_ jobs: [BattleNetJob]) async throws -> Int

    /// Hands the first pending job, or a job whose lease ran out, to `worker`; `nil` when there is
    /// none right now.
    /// - Throws: What the queue's storage throws.
    func claim(as worker: String, options: BattleNetJobQueueOptions) async throws -> BattleNetJobLease?

    /// Keeps the job with `lease`'s worker for another lease.
    /// - Returns: `false` when the job is no longer this worker's (taken over or completed elsewhere).
    /// - Throws: What the queue's storage throws.
    func extend(_ lease: BattleNetJobLease, options: BattleNetJobQueueOptions) async throws -> Bool

    /// Marks the job done (whoever holds it now: its effects are the same).
    /// - Throws: What the queue's storage throws.
    func complete(_ lease: BattleNetJobLease) async throws

    /// Gives the job back to be run again, or sets it aside as dead when it was handed out
    /// `options.maximumDeliveries` times.
    /// - Throws: What the queue's storage throws.
    func fail(_ lease: BattleNetJobLease, reason: String, options: BattleNetJobQueueOptions) async throws

    /// How many jobs are in each state.
    /// - Throws: What the queue's storage throws.
    func counts() async throws -> BattleNetQueueCounts
}

extension BattleNetJobQueue {
    /// Claims and runs jobs as `worker` until every job of the queue is done or dead; returns how many
    /// this worker completed.
    ///
    /// While a job runs, its lease is extended every third of `options.lease`, so only a worker that
    /// stopped (killed, its machine gone) loses its jobs to the others. A job whose `run` throws is
    /// given back (``fail(_:reason:options:)``) and the worker goes on; when no job is free but some are
    /// running elsewhere, the worker checks again every quarter of a second, to take the jobs those add
    /// and over those whose worker died.
    ///
    /// - Parameters:
    ///   - worker: This worker's name, unique among the queue's workers (e.g. host and process id).
    ///   - options: The lease and the most deliveries.
    ///   - clock: The clock of the waits.
    ///   - run: Runs one job; its effects must be idempotent.
    /// - Throws: What the queue's storage throws; `CancellationError` when the task is cancelled (the
    ///   job under way is given back, not completed).
    @discardableResult
    public func work(
        as worker: String, options: BattleNetJobQueueOptions = BattleNetJobQueueOptions(), clock: any BattleNetClock = .system,
        run: @escaping @Sendable (BattleNetJob) async throws -> Void
    ) async throws -> Int {
        var completed = 0
        while true {
            try Task.checkCancellation()
            guard let lease = try await claim(as: worker, options: options) else {
                if try await counts().isFinished { return completed }
                try await clock.sleep(for: .milliseconds(250))
                continue
            }
            let heartbeat = Task {
                while !Task.isCancelled {
                    try await clock.sleep(for: options.lease / 3)
                    guard try await extend(lease, options: options) else { return }
                }
            }
            do {
                try await run(lease.job)
                heartbeat.cancel()
                try await complete(lease)
                completed += 1
            } catch {
                heartbeat.cancel()
                if error is CancellationError || Task.isCancelled {
                    try? await fail(lease, reason: "the worker stopped", options: BattleNetJobQueueOptions(lease: options.lease, maximumDeliveries: .max))
                    throw CancellationError()
                }
                try await fail(lease, reason: String(describing: error), options: options)
            }
        }
    }
}
