import BattleNetCore
import Foundation

/// A `BattleNetJobQueue` kept in a Redis stream: a crawl's jobs shared by workers on any number of
/// machines, each job added once, handed to one worker at a time, taken over when its worker stops
/// extending its lease, and set aside as dead after too many deliveries: the same rules as
/// `BattleNetJournalQueue`, which keeps the queue in a file for the workers of one machine.
///
/// ```swift
/// var redis = try RedisEndpoint(url: "redis://10.0.0.5:6379/0")
/// redis.password = ProcessInfo.processInfo.environment["BNET_REDIS_PASSWORD"]
/// let queue = try BattleNetRedisJobQueue(redis: redis, name: "auctions-eu")
/// let added = try await queue.add([try BattleNetJob(id: "realm/1146"), try BattleNetJob(id: "realm/1084")])
/// let done = try await queue.work(as: "worker-\(ProcessInfo.processInfo.processIdentifier)") { job in print(job.id) }
/// ```
///
/// **How**: the jobs are entries of a stream read through one consumer group (`workers`); each worker
/// is a consumer of that group, named by its worker name. A job is added by a Lua script that puts its
/// id in a set of every id ever added and appends the stream entry only when the id is new (stream
/// entry ids come from the clock, so the set is what refuses a second copy). A claim takes over, with
/// `XAUTOCLAIM`, an entry whose worker left it idle for a whole lease (it stopped extending: it died),
/// or else reads the next new entry with `XREADGROUP`; in the same script it counts the delivery, and
/// sets the job aside (in a dead-letter stream) instead when it was handed out
/// `BattleNetJobQueueOptions.maximumDeliveries` times already. Extending a lease resets the entry's
/// idle time (`XCLAIM … JUSTID`, only while the worker still holds it); completing marks the job done
/// and acknowledges its entry, whoever holds it; a failure gives the job back at the end of the stream,
/// or sets it aside as dead after its last delivery. Acknowledged entries are trimmed from the
/// stream's head (`XTRIM MINID`), so the stream holds the jobs still to run.
///
/// **Keys**, one hash tag so that they share a cluster slot: `bnet:jobs:{NAME}:stream` (the jobs:
/// field `id` and `f:KEY` for each of the job's fields), `…:ids` (every job id ever added),
/// `…:done`, `…:deliveries` (how many times each job still under way was handed out), `…:dead` (the
/// dead-letter stream: the job, its `reason` and `deliveries`) and `…:deadids`. The sets of ids are
/// kept until the keys are deleted: give each crawl its own name, or delete a finished queue's keys.
///
/// **Outside data**: what Redis answers is checked before use, as anyone who can write to this Redis
/// can write to the stream. An entry that is not a job (a job id with a space, an unknown field, a
/// value over its bound) is never run: the claim that finds it sets it aside in the dead-letter stream
/// as `malformed/ENTRY` with what is wrong, and goes on to the next job.
///
/// **Requirements**: Redis 6.2 or later (`XAUTOCLAIM`, `XTRIM MINID`); an older server's answer is a
/// `BattleNetError` `.invalidConfiguration` saying so. The at-least-once guarantee holds across a
/// restart of Redis only with its persistence on: `appendonly yes`, ideally with `appendfsync everysec`
/// (a second of work may then run again) or `always`. Without it a restart forgets the queue. A single
/// Redis primary, given by address or found through Redis Sentinel (``RedisSentinel``); the client
/// does not follow a cluster's redirections.
///
/// A job may run more than once (a worker can die between the work and ``complete(_:)``, a claim's
/// answer can be lost), so its effects must be idempotent. Keep the Redis private, with a password: a
/// job's fields are readable by anyone who can read it.
public actor BattleNetRedisJobQueue: BattleNetJobQueue, CustomReflectable {
    /// The queue's name: the hash tag of its keys (`bnet:jobs:{NAME}:…`).
    ///
    /// ```swift
    /// let queue = try BattleNetRedisJobQueue(redis: RedisEndpoint(host: "10.0.0.5"), name: "auctions-eu")
    /// print(queue.name)   // auctions-eu: its keys are bnet:jobs:{auctions-eu}:stream and the others
    /// ```
    public nonisolated let name: String
    /// The longest each Redis command may take; a command that takes longer fails with
    /// `BattleNetError` `.timeout`.
    ///
    /// ```swift
    /// let queue = try BattleNetRedisJobQueue(redis: RedisEndpoint(host: "10.0.0.5"), name: "auctions-eu", timeout: .seconds(5))
    /// print(queue.timeout)   // 5.0 seconds
    /// ```
    public nonisolated let timeout: Duration

    private let connection: RedisConnection
    private let redisName: String
    private let keys: RedisJobQueueKeys
    /// Whether this queue made sure that the stream and its consumer group exist.
    private var groupReady = false

    /// The most jobs one add script takes.
    static let jobsPerAdd = 256
    /// The most claim scripts one claim runs while it only sets entries aside (each one moves at
    /// least one entry out of the way).
    static let claimRounds = 1000
    /// The most dead-letter entries read a round trip.
    static let deadPage = 100
    /// The most bytes of a claim's answer: one job (an id, 16 fields) and the entry's id.
    static let claimReplyBytes = 64 << 10
    /// The most bytes of a page of dead jobs.
    static let deadReplyBytes = 4 << 20
    /// The longest reason kept, in UTF-8 bytes.
    static let maximumReasonLength = 512

    /// A queue named `name` in `redis`. Nothing is sent until the first call.
    ///
    /// ```swift
    /// let queue = try BattleNetRedisJobQueue(redis: RedisEndpoint(host: "10.0.0.5"), name: "auctions-eu")
    /// ```
    /// - Parameters:
    ///   - redis: The Redis: address, database, ACL user and password.
    ///   - name: The queue's name, 1 to 64 characters of `a-z A-Z 0-9 - _ .`: queues of the same name in
    ///     the same Redis are the same queue.
    ///   - timeout: The longest each Redis command may take (2 s).
    /// - Throws: `BattleNetError` `.invalidConfiguration` when the name is outside its bounds.
    public init(redis: RedisEndpoint, name: String, timeout: Duration = .seconds(2)) throws(BattleNetError) {
        guard (1...64).contains(name.utf8.count), name.utf8.allSatisfy(Self.isNameByte) else {
            throw BattleNetError(.invalidConfiguration, message: "a job queue's name is 1 to 64 characters of a-z A-Z 0-9 - _ .; got \(Self.excerpt(name))")
        }
        self.name = name
        self.timeout = max(timeout, .milliseconds(1))
        keys = RedisJobQueueKeys(name: name)
        connection = RedisConnection(endpoint: redis, timeout: self.timeout, reconnectDelay: .milliseconds(500))
        redisName = redis.description
    }

    /// The Redis and the queue's name; never the password.
    ///
    /// ```swift
    /// let queue = try BattleNetRedisJobQueue(redis: RedisEndpoint(host: "10.0.0.5"), name: "auctions-eu")
    /// dump(queue)   // the Redis's address and the name
    /// ```
    public nonisolated var customMirror: Mirror {
        Mirror(self, children: ["redis": redisName, "name": name, "timeout": timeout])
    }

    /// Closes the connection to Redis; a later call opens another.
    ///
    /// ```swift
    /// let queue = try BattleNetRedisJobQueue(redis: RedisEndpoint(host: "10.0.0.5"), name: "auctions-eu")
    /// await queue.close()
    /// ```
    public func close() async {
        await connection.close()
    }

    // MARK: BattleNetJobQueue

    /// Adds the jobs whose ids the queue never held (pending, running, done or dead), at the end of
    /// the stream; returns how many were new. Jobs are sent 256 to a script, each script atomic.
    ///
    /// ```swift
    /// let queue = try BattleNetRedisJobQueue(redis: RedisEndpoint(host: "10.0.0.5"), name: "auctions-eu")
    /// let added = try await queue.add([try BattleNetJob(id: "realm/1146", fields: ["realm": "1146"])])
    /// ```
    /// - Throws: `BattleNetError` `.transport` or `.timeout` when Redis cannot be reached or does not
    ///   answer in time (the jobs of earlier scripts are added, the rest maybe not: add them again),
    ///   `.invalidConfiguration` when it refuses (a user without the rights to run scripts, a key of
    ///   the queue holding something else).
    public func add(_ jobs: [BattleNetJob]) async throws(BattleNetError) -> Int {
        var added = 0
        var start = 0
        while start < jobs.count {
            let batch = jobs[start..<min(start + Self.jobsPerAdd, jobs.count)]
            start = batch.endIndex
            var arguments: [String] = []
            for job in batch {
                arguments += [job.id, String(job.fields.count)]
                for key in job.fields.keys.sorted() { arguments += [key, job.fields[key] ?? ""] }
            }
            let reply = try await script(RedisJobQueueScript.add, arguments, action: "add jobs to")
            guard let count = reply.integer, let new = Int(exactly: count), (0...batch.count).contains(new) else {
                throw answered(reply, to: "add jobs to")
            }
            added += new
        }
        return added
    }

    /// Hands `worker` a job whose worker left it idle for a whole lease (taken over), or else the next
    /// job not yet handed out; `nil` when there is none right now. A job already handed out
    /// `options.maximumDeliveries` times is set aside as dead instead, and an entry that is not a job
    /// is set aside as `malformed/ENTRY`; the claim then goes on to the next.
    ///
    /// ```swift
    /// let queue = try BattleNetRedisJobQueue(redis: RedisEndpoint(host: "10.0.0.5"), name: "auctions-eu")
    /// if let lease = try await queue.claim(as: "worker-1", options: BattleNetJobQueueOptions(lease: .seconds(60))) {
    ///     print(lease.job.id, lease.delivery)
    ///     try await queue.complete(lease)
    /// }
    /// ```
    /// - Parameters:
    ///   - worker: The worker's name, 1 to 100 characters of `A-Z a-z 0-9 - _ . : / @`, unique among
    ///     the queue's workers (e.g. host and process id).
    ///   - options: The lease (how long a job stays idle before another worker takes it over) and the
    ///     most deliveries.
    /// - Returns: The job, its delivery and its receipt (the stream entry's id), or `nil`.
    /// - Throws: `BattleNetError` `.invalidRequest` for a worker name outside its bounds; `.transport`
    ///   or `.timeout` when Redis cannot be reached or does not answer in time (a claim whose answer was
    ///   lost leaves its job to be taken over after the lease); `.invalidConfiguration` when Redis is
    ///   older than 6.2 or refuses.
    public func claim(as worker: String, options: BattleNetJobQueueOptions) async throws(BattleNetError) -> BattleNetJobLease? {
        try Self.checkWorker(worker)
        let arguments = [worker, String(Self.milliseconds(options.lease)), String(options.maximumDeliveries)]
        for _ in 0..<Self.claimRounds {
            let reply = try await script(RedisJobQueueScript.claim, arguments, action: "claim a job from", maximumReplyBytes: Self.claimReplyBytes)
            if reply.isNil { return nil }
            // Entries were set aside, and there may be more to look at.
            if case .integer(1) = reply { continue }
            guard let parts = reply.elements, (3...35).contains(parts.count), parts.count % 2 == 1,
                  let entry = parts[0].string, Self.isEntryID(entry),
                  case .integer(let count) = parts[1], let delivery = Int(exactly: count), delivery >= 1 else {
                throw answered(reply, to: "claim a job from")
            }
            switch Self.job(id: parts[2], fields: parts[3...]) {
            case .success(let job):
                return BattleNetJobLease(job: job, worker: worker, delivery: delivery, receipt: entry)
            case .failure(let problem):
                // Bytes the script could not judge (not UTF-8, a control character outside ASCII).
                let reason = Self.bounded("a malformed stream entry: \(problem.message)")
                _ = try await script(RedisJobQueueScript.bury, [worker, entry, reason], action: "set a malformed entry aside in")
            }
        }
        return nil
    }

    /// Keeps the job with `lease`'s worker for another lease: resets its entry's idle time, while that
    /// worker still holds this delivery of it.
    ///
    /// ```swift
    /// let queue = try BattleNetRedisJobQueue(redis: RedisEndpoint(host: "10.0.0.5"), name: "auctions-eu")
    /// let options = BattleNetJobQueueOptions(lease: .seconds(60))
    /// if let lease = try await queue.claim(as: "worker-1", options: options) {
    ///     let stillMine = try await queue.extend(lease, options: options)
    /// }
    /// ```
    /// - Returns: `false` when the job is no longer this worker's: taken over, completed, set aside, or
    ///   its entry gone.
    /// - Throws: `BattleNetError` `.invalidRequest` for a lease this kind of queue did not hand out;
    ///   `.transport`, `.timeout` or `.invalidConfiguration` as ``claim(as:options:)`` does.
    public func extend(_ lease: BattleNetJobLease, options: BattleNetJobQueueOptions) async throws(BattleNetError) -> Bool {
        let entry = try Self.checkLease(lease)
        let reply = try await script(RedisJobQueueScript.extend, [lease.worker, entry, lease.job.id, String(lease.delivery)], action: "extend a lease of")
        guard case .integer(let kept) = reply, kept == 0 || kept == 1 else { throw answered(reply, to: "extend a lease of") }
        return kept == 1
    }

    /// Marks the job done, whoever holds it now (its effects are the same), and acknowledges its entry;
    /// then trims the stream's head. Completing twice is harmless.
    ///
    /// ```swift
    /// let queue = try BattleNetRedisJobQueue(redis: RedisEndpoint(host: "10.0.0.5"), name: "auctions-eu")
    /// if let lease = try await queue.claim(as: "worker-1", options: BattleNetJobQueueOptions()) {
    ///     try await queue.complete(lease)
    /// }
    /// ```
    /// - Throws: `BattleNetError` `.invalidRequest` for a lease this kind of queue did not hand out;
    ///   `.transport`, `.timeout` or `.invalidConfiguration` as ``claim(as:options:)`` does.
    public func complete(_ lease: BattleNetJobLease) async throws(BattleNetError) {
        let entry = try Self.checkLease(lease)
        let reply = try await script(RedisJobQueueScript.complete, [entry, lease.job.id], action: "complete a job of")
        guard case .integer(1) = reply else { throw answered(reply, to: "complete a job of") }
    }

    /// Gives the job back at the end of the stream, behind the others, or sets it aside as dead with
    /// `reason` when it was handed out `options.maximumDeliveries` times; nothing when `lease`'s
    /// worker no longer holds this delivery of it.
    ///
    /// ```swift
    /// let queue = try BattleNetRedisJobQueue(redis: RedisEndpoint(host: "10.0.0.5"), name: "auctions-eu")
    /// let options = BattleNetJobQueueOptions(maximumDeliveries: 3)
    /// if let lease = try await queue.claim(as: "worker-1", options: options) {
    ///     try await queue.fail(lease, reason: "the realm answered 500", options: options)
    /// }
    /// ```
    /// - Parameters:
    ///   - lease: The job and its delivery.
    ///   - reason: Why it failed: kept with a dead job, cut to 512 bytes, control characters made spaces.
    ///   - options: The most deliveries.
    /// - Throws: `BattleNetError` `.invalidRequest` for a lease this kind of queue did not hand out;
    ///   `.transport`, `.timeout` or `.invalidConfiguration` as ``claim(as:options:)`` does.
    public func fail(_ lease: BattleNetJobLease, reason: String, options: BattleNetJobQueueOptions) async throws(BattleNetError) {
        let entry = try Self.checkLease(lease)
        var arguments = [lease.worker, entry, lease.job.id, String(lease.delivery), String(options.maximumDeliveries), Self.bounded(reason)]
        for key in lease.job.fields.keys.sorted() { arguments += [key, lease.job.fields[key] ?? ""] }
        let reply = try await script(RedisJobQueueScript.fail, arguments, action: "give a job back to")
        guard case .integer(let outcome) = reply, (0...2).contains(outcome) else { throw answered(reply, to: "give a job back to") }
    }

    /// How many jobs are in each state: every job ever added (`…:ids`) less those done, dead and held
    /// by a worker (the consumer group's pending entries) is pending.
    ///
    /// ```swift
    /// let queue = try BattleNetRedisJobQueue(redis: RedisEndpoint(host: "10.0.0.5"), name: "auctions-eu")
    /// print(try await queue.counts())   // 3 pending, 1 running, 196 done, 0 dead
    /// ```
    /// - Throws: `BattleNetError` `.transport`, `.timeout` or `.invalidConfiguration` as
    ///   ``claim(as:options:)`` does.
    public func counts() async throws(BattleNetError) -> BattleNetQueueCounts {
        let reply = try await script(RedisJobQueueScript.counts, [], action: "count the jobs of")
        // Each count is bounded far below Int64's range, so the subtraction below cannot overflow.
        let bound: Int64 = 1 << 53
        guard let values = reply.elements, values.count == 4,
              case .integer(let total) = values[0], case .integer(let done) = values[1],
              case .integer(let dead) = values[2], case .integer(let running) = values[3],
              [total, done, dead, running].allSatisfy({ (0...bound).contains($0) }),
              let totalCount = Int(exactly: total), let doneCount = Int(exactly: done),
              let deadCount = Int(exactly: dead), let runningCount = Int(exactly: running) else {
            throw answered(reply, to: "count the jobs of")
        }
        let pending = max(0, totalCount - doneCount - deadCount - runningCount)
        return BattleNetQueueCounts(pending: pending, running: runningCount, done: doneCount, dead: deadCount)
    }

    /// The jobs set aside as dead, with the reason of each, in the order they died (the dead-letter
    /// stream, read 100 at a time). A job completed after it was set aside is done, not listed.
    ///
    /// ```swift
    /// let queue = try BattleNetRedisJobQueue(redis: RedisEndpoint(host: "10.0.0.5"), name: "auctions-eu")
    /// for (job, reason) in try await queue.deadJobs() { print(job.id, reason) }
    /// ```
    /// - Throws: `BattleNetError` `.invalidConfiguration` when the dead-letter stream holds an entry
    ///   that is not a dead job (the message names it and how to remove it), or when Redis refuses;
    ///   `.transport` or `.timeout` when it cannot be reached or does not answer in time.
    public func deadJobs() async throws(BattleNetError) -> [(job: BattleNetJob, reason: String)] {
        var found: [(job: BattleNetJob, reason: String)] = []
        var start = "-"
        var last: (UInt64, UInt64)?
        while true {
            let reply = try await script(RedisJobQueueScript.deadPage, [start, String(Self.deadPage)], action: "read the dead jobs of", maximumReplyBytes: Self.deadReplyBytes)
            guard let halves = reply.elements, halves.count == 2, let page = halves[0].elements, let alive = halves[1].elements,
                  page.count == alive.count, page.count <= Self.deadPage else {
                throw answered(reply, to: "read the dead jobs of")
            }
            for (item, flag) in zip(page, alive) {
                guard let parts = item.elements, parts.count == 2, let entry = parts[0].string, let order = Self.entryOrder(entry),
                      last.map({ $0 < order }) ?? true, case .integer(let isDead) = flag, isDead == 0 || isDead == 1 else {
                    throw answered(reply, to: "read the dead jobs of")
                }
                last = order
                // Every entry is checked, also one of a job completed since (not listed).
                let dead = try deadJob(entry, parts[1])
                if isDead == 1 { found.append(dead) }
            }
            guard page.count == Self.deadPage, let last else { return found }
            start = "(\(last.0)-\(last.1)"
        }
    }

    // MARK: Redis

    /// Runs one of the queue's scripts (every one takes the queue's keys), making the stream and its
    /// consumer group first when this queue has not yet; once more after a `NOGROUP` answer (the keys
    /// were deleted meanwhile).
    private func script(_ source: String, _ arguments: [String], action: String, maximumReplyBytes: Int? = nil) async throws(BattleNetError) -> RESPValue {
        var retried = false
        while true {
            do throws(RedisError) {
                if !groupReady { try await createGroup() }
                return try await connection.evaluate(
                    source, keys: keys.all, byteArguments: arguments.map { Array($0.utf8) }, maximumReplyBytes: maximumReplyBytes
                )
            } catch {
                if error.reason == .reply, error.message.contains("NOGROUP"), !retried {
                    groupReady = false
                    retried = true
                    continue
                }
                throw failure(error, action)
            }
        }
    }

    /// `XGROUP CREATE stream workers 0 MKSTREAM`; a group that exists already (`BUSYGROUP`) is fine.
    private func createGroup() async throws(RedisError) {
        do throws(RedisError) {
            try await connection.command(["XGROUP", "CREATE", keys.stream, RedisJobQueueKeys.group, "0", "MKSTREAM"])
        } catch where error.code == "BUSYGROUP" {}
        groupReady = true
    }

    /// The `BattleNetError` of a Redis failure.
    private func failure(_ error: RedisError, _ action: String) -> BattleNetError {
        switch error.reason {
        case .reply where Self.isTooOld(error.message):
            return BattleNetError(
                .invalidConfiguration,
                message: "the job queue \(name) needs Redis 6.2 or later (XAUTOCLAIM, XTRIM MINID): upgrade the server at \(redisName); it answered: \(error.message)"
            )
        case .reply:
            return BattleNetError(
                .invalidConfiguration,
                message: "cannot \(action) the job queue \(name) at \(redisName): \(error); check that the Redis user may run scripts and use streams, sets and hashes, and that nothing else writes to bnet:jobs:{\(name)}:*"
            )
        case .timedOut:
            return BattleNetError(.timeout, message: "cannot \(action) the job queue \(name): \(error); try again, or give the queue a longer timeout")
        case .unreachable, .connectionLost, .protocolViolation:
            return BattleNetError(.transport, message: "cannot \(action) the job queue \(name): \(error); check that Redis runs at \(redisName)")
        }
    }

    /// The error of an answer that is not the script's reply.
    private func answered(_ reply: RESPValue, to action: String) -> BattleNetError {
        var text = String(describing: reply)
        if text.count > 200 { text = String(text.prefix(200)) + "…" }
        return BattleNetError(
            .transport,
            message: "cannot \(action) the job queue \(name): \(redisName) answered something else than the queue's script replies (\(text)); is it Redis 6.2 or later?"
        )
    }

    /// Whether Redis's message says that it lacks a command or option of Redis 6.2: an unknown
    /// command (`XAUTOCLAIM`), or a syntax error (`XTRIM … MINID`, `XPENDING … IDLE`).
    static func isTooOld(_ message: String) -> Bool {
        let lowered = message.lowercased()
        return lowered.contains("unknown command") || lowered.contains("unknown redis command") || lowered.contains("syntax error")
    }

    // MARK: Checks

    /// The dead job of a dead-letter entry's fields.
    private func deadJob(_ entry: String, _ value: RESPValue) throws(BattleNetError) -> (job: BattleNetJob, reason: String) {
        let remedy = "remove it with XDEL \(keys.dead) \(entry)"
        guard let raw = value.elements, raw.count % 2 == 0, raw.count <= 2 * (BattleNetJob.maximumFields + 3) else {
            throw BattleNetError(.invalidConfiguration, message: "the dead-letter stream \(keys.dead) holds entry \(entry), which is not a dead job: \(remedy)")
        }
        var id: RESPValue = .bulk(nil)
        var reason = ""
        var fields: [RESPValue] = []
        for index in stride(from: 0, to: raw.count, by: 2) {
            switch raw[index].string {
            case "id": id = raw[index + 1]
            case "reason": reason = Self.bounded(raw[index + 1].string ?? "")
            case "deliveries": break
            case let key? where key.hasPrefix("f:"): fields += [.bulk(Array(key.utf8.dropFirst(2))), raw[index + 1]]
            default:
                throw BattleNetError(.invalidConfiguration, message: "the dead-letter stream \(keys.dead) holds entry \(entry), which has a field no dead job has: \(remedy)")
            }
        }
        switch Self.job(id: id, fields: fields[...]) {
        case .success(let job): return (job, reason)
        case .failure(let problem):
            throw BattleNetError(.invalidConfiguration, message: "the dead-letter stream \(keys.dead) holds entry \(entry), which is not a dead job (\(problem.message)): \(remedy)")
        }
    }

    /// The job of an id and field pairs read from Redis, checked as every job is.
    static func job(id: RESPValue, fields pairs: ArraySlice<RESPValue>) -> Result<BattleNetJob, BattleNetError> {
        guard pairs.count % 2 == 0, pairs.count <= 2 * BattleNetJob.maximumFields else {
            return .failure(BattleNetError(.invalidRequest, message: "more than \(BattleNetJob.maximumFields) fields"))
        }
        guard let text = id.string else { return .failure(BattleNetError(.invalidRequest, message: "a job id that is not UTF-8")) }
        var fields: [String: String] = [:]
        var index = pairs.startIndex
        while index < pairs.endIndex {
            guard let key = pairs[index].string, let value = pairs[index + 1].string else {
                return .failure(BattleNetError(.invalidRequest, message: "job \(excerpt(text)): a field that is not UTF-8"))
            }
            guard fields.updateValue(value, forKey: key) == nil else {
                return .failure(BattleNetError(.invalidRequest, message: "job \(excerpt(text)): field \(excerpt(key)) appears twice"))
            }
            index += 2
        }
        return Result { () throws(BattleNetError) in try BattleNetJob(id: text, fields: fields) }
    }

    /// A lease's receipt, when it is a stream entry's id (a lease of this kind of queue).
    static func checkLease(_ lease: BattleNetJobLease) throws(BattleNetError) -> String {
        guard isEntryID(lease.receipt) else {
            throw BattleNetError(.invalidRequest, message: "lease \(excerpt(lease.receipt)) of job \(lease.job.id) was not handed out by a Redis job queue: give each lease back to the queue that handed it out")
        }
        return lease.receipt
    }

    static func checkWorker(_ worker: String) throws(BattleNetError) {
        guard (1...100).contains(worker.utf8.count), worker.utf8.allSatisfy(isWorkerByte) else {
            throw BattleNetError(.invalidRequest, message: "a worker name is 1 to 100 characters of A-Z a-z 0-9 - _ . : / @; got \(excerpt(worker))")
        }
    }

    /// Whether `text` is a stream entry's id: `MILLISECONDS-SEQUENCE`, each a decimal `UInt64`.
    static func isEntryID(_ text: String) -> Bool { entryOrder(text) != nil }

    /// The two numbers of a stream entry's id, which order entries; `nil` for anything else.
    static func entryOrder(_ text: String) -> (UInt64, UInt64)? {
        let parts = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard text.utf8.count <= 41, parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
              let high = UInt64(String(decoding: parts[0], as: UTF8.self)), let low = UInt64(String(decoding: parts[1], as: UTF8.self)) else {
            return nil
        }
        return (high, low)
    }

    /// `reason` without control characters, cut to ``maximumReasonLength`` bytes (whole characters).
    static func bounded(_ reason: String) -> String {
        var scalars = String.UnicodeScalarView()
        var bytes = 0
        for scalar in reason.unicodeScalars {
            let kept = scalar.properties.generalCategory == .control ? " " : scalar
            bytes += UTF8.width(kept)
            guard bytes <= maximumReasonLength else { break }
            scalars.append(kept)
        }
        return String(scalars)
    }

    /// The lease in whole milliseconds, within what `XAUTOCLAIM` takes.
    static func milliseconds(_ duration: Duration) -> Int64 {
        min(max(duration.microseconds / 1000, 1), 1_000_000_000_000)
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."): true
        default: false
        }
    }

    static func isWorkerByte(_ byte: UInt8) -> Bool {
        isNameByte(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "@")
    }

    /// At most 40 characters of `text`, control characters escaped, for an error message.
    static func excerpt(_ text: String) -> String {
        let short = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "\"" + short.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined() + "\""
    }
}

/// The keys of one job queue, under one hash tag (`{NAME}`) so that a cluster keeps them on one slot.
package struct RedisJobQueueKeys: Hashable, Sendable {
    /// The consumer group every worker reads through.
    package static let group = "workers"
    /// The queue's name.
    package let name: String
    /// The jobs still to run, and those under way: a stream of entries `id`, `f:KEY` VALUE….
    package var stream: String { "bnet:jobs:{\(name)}:stream" }
    /// Every job id ever added (a set): what refuses a job added twice.
    package var ids: String { "bnet:jobs:{\(name)}:ids" }
    /// The ids of the jobs done (a set).
    package var done: String { "bnet:jobs:{\(name)}:done" }
    /// How many times each job under way was handed out (a hash: id → count).
    package var deliveries: String { "bnet:jobs:{\(name)}:deliveries" }
    /// The dead-letter stream: entries `id`, `f:KEY` VALUE…, `reason`, `deliveries`.
    package var dead: String { "bnet:jobs:{\(name)}:dead" }
    /// The ids of the dead jobs (a set).
    package var deadIDs: String { "bnet:jobs:{\(name)}:deadids" }

    package init(name: String) {
        self.name = name
    }

    /// Every key, in the order the scripts take them.
    package var all: [String] { [stream, ids, done, deliveries, dead, deadIDs] }
}

/// The Lua scripts of ``BattleNetRedisJobQueue``: each runs atomically in Redis, so no two workers see
/// a job between two of its steps. Every script takes the queue's keys in the order of
/// ``RedisJobQueueKeys/all``: 1 the stream, 2 the ids, 3 done, 4 deliveries, 5 the dead-letter stream,
/// 6 the dead ids.
enum RedisJobQueueScript {
    /// What every script starts with: the keys by name, and the steps they share.
    private static let prelude = #"""
    pcall(redis.replicate_commands)
    local stream, ids, done, deliveries, dead, deadids = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6]
    local group = 'workers'

    -- At most 40 bytes of text, control and non-ASCII bytes as '?', for a reason.
    local function excerpt(text)
      return '"' .. (string.gsub(string.sub(tostring(text), 1, 40), '[%c\128-\255]', '?')) .. '"'
    end

    -- Whether the job is done or dead: never handed out again.
    local function finished(id)
      return redis.call('SISMEMBER', done, id) == 1 or redis.call('SISMEMBER', deadids, id) == 1
    end

    -- The worker holding entry eid, or nil when no worker does.
    local function holder(eid)
      local pending = redis.call('XPENDING', stream, group, eid, eid, 1)
      if pending[1] then return pending[1][2] end
      return nil
    end

    -- Drops the stream's head: every entry before the first one a worker holds, or, when none is held,
    -- every entry handed out (up to the group's last delivered entry). Those were all acknowledged.
    local function trim()
      local summary = redis.call('XPENDING', stream, group)
      local threshold
      if tonumber(summary[1]) > 0 then
        threshold = summary[2]
      else
        local last
        for _, info in ipairs(redis.call('XINFO', 'GROUPS', stream)) do
          local name, delivered
          for i = 1, #info - 1, 2 do
            if info[i] == 'name' then name = info[i + 1] elseif info[i] == 'last-delivered-id' then delivered = info[i + 1] end
          end
          if name == group then last = delivered end
        end
        if not last then return end
        local ms, seq = string.match(last, '^(%d+)-(%d+)$')
        if not ms then return end
        -- The entry after the last delivered one; a sequence past a double's exact integers keeps that entry.
        if #seq < 15 then threshold = ms .. '-' .. string.format('%.0f', tonumber(seq) + 1) else threshold = last end
      end
      redis.call('XTRIM', stream, 'MINID', threshold)
    end

    -- Sets the job of entry eid aside in the dead-letter stream: fields are its pairs (keys without
    -- 'f:'), count the times it was handed out.
    local function bury(eid, id, fields, reason, count)
      local record = {'id', id}
      for i = 1, #fields - 1, 2 do
        record[#record + 1] = 'f:' .. fields[i]
        record[#record + 1] = fields[i + 1]
      end
      record[#record + 1] = 'reason'
      record[#record + 1] = reason
      record[#record + 1] = 'deliveries'
      record[#record + 1] = string.format('%.0f', count)
      redis.call('XADD', dead, '*', unpack(record))
      redis.call('SADD', ids, id)
      redis.call('SADD', deadids, id)
      redis.call('HDEL', deliveries, id)
      redis.call('XACK', stream, group, eid)
    end

    -- The job of a stream entry's field list: {id, fields}, or nil and what is wrong.
    local function job(raw)
      if type(raw) ~= 'table' then return nil, 'the entry has no fields' end
      local id, fields, seen = nil, {}, {}
      for i = 1, #raw - 1, 2 do
        local key, value = raw[i], raw[i + 1]
        if seen[key] then return nil, 'field ' .. excerpt(key) .. ' appears twice' end
        seen[key] = true
        if key == 'id' then
          id = value
        elseif string.sub(key, 1, 2) == 'f:' then
          local name = string.sub(key, 3)
          if #fields >= 32 then return nil, 'more than 16 fields' end
          if #name < 1 or #name > 64 or string.find(name, '[^a-z0-9_]') then
            return nil, 'field key ' .. excerpt(name) .. ' is not 1 to 64 characters of a-z 0-9 _'
          end
          if #value > 512 or string.find(value, '[%z\1-\31\127]') or string.find(value, '\194[\128-\159]') then
            return nil, 'field ' .. name .. ' is over 512 bytes or holds control characters'
          end
          fields[#fields + 1] = name
          fields[#fields + 1] = value
        else
          return nil, 'an unknown field ' .. excerpt(key)
        end
      end
      if not id then return nil, 'the entry has no id field' end
      if #id < 1 or #id > 200 or string.find(id, '[^A-Za-z0-9_.:/@%-]') then
        return nil, 'job id ' .. excerpt(id) .. ' is not 1 to 200 characters of A-Z a-z 0-9 - _ . : / @'
      end
      return {id = id, fields = fields}
    end

    """#

    /// Adds jobs whose ids are new. ARGV: for each job its id, its field count, then key, value pairs.
    /// Returns how many were added.
    static let add = prelude + #"""
    local added, i = 0, 1
    while i <= #ARGV do
      local id, count = ARGV[i], tonumber(ARGV[i + 1])
      local entry = {'id', id}
      for j = 0, count - 1 do
        entry[#entry + 1] = 'f:' .. ARGV[i + 2 + 2 * j]
        entry[#entry + 1] = ARGV[i + 3 + 2 * j]
      end
      if redis.call('SADD', ids, id) == 1 then
        redis.call('XADD', stream, '*', unpack(entry))
        added = added + 1
      end
      i = i + 2 + 2 * count
    end
    return added
    """#

    /// Hands a job to a worker. ARGV: 1 the worker, 2 the lease (ms), 3 the most deliveries.
    ///
    /// Takes over an entry idle for a whole lease (`XAUTOCLAIM`, following its cursor through the
    /// pending entries), or else reads the next new one (`XREADGROUP`). An entry that is not a job is
    /// set aside as `malformed/ENTRY`; one of a job done or dead is acknowledged; a job handed out the
    /// most times already is set aside as dead; then the next is looked at. Returns
    /// `{entry id, delivery, job id, key, value…}`, nil when there is no job, or 1 when it set 64
    /// entries aside and more may follow (call again).
    static let claim = prelude + #"""
    local worker, lease, maximum = ARGV[1], ARGV[2], tonumber(ARGV[3])
    local acked = false
    for attempt = 1, 64 do
      local entry
      local cursor = '0-0'
      for scan = 1, 10000 do
        local taken = redis.call('XAUTOCLAIM', stream, group, worker, lease, cursor, 'COUNT', 1)
        cursor = taken[1]
        for _, claimed in ipairs(taken[2]) do
          if claimed then
            entry = claimed
            break
          end
        end
        if entry or cursor == '0-0' then break end
      end
      if not entry then
        local read = redis.call('XREADGROUP', 'GROUP', group, worker, 'COUNT', 1, 'STREAMS', stream, '>')
        if read and read[1] and read[1][2] and read[1][2][1] then entry = read[1][2][1] end
      end
      if not entry then
        if acked then trim() end
        return false
      end
      local eid = entry[1]
      local found, problem = job(entry[2])
      if not found then
        bury(eid, 'malformed/' .. eid, {}, 'a malformed stream entry: ' .. problem, 1)
        acked = true
      elseif finished(found.id) then
        redis.call('XACK', stream, group, eid)
        acked = true
      else
        local count = tonumber(redis.call('HGET', deliveries, found.id) or '0')
        if count >= maximum then
          bury(eid, found.id, found.fields, 'handed out ' .. string.format('%.0f', count) .. ' times without completing', count)
          acked = true
        else
          count = redis.call('HINCRBY', deliveries, found.id, 1)
          if acked then trim() end
          local reply = {eid, count, found.id}
          for i = 1, #found.fields do reply[#reply + 1] = found.fields[i] end
          return reply
        end
      end
    end
    if acked then trim() end
    return 1
    """#

    /// Sets aside an entry the worker holds that the claim's caller found malformed. ARGV: 1 the
    /// worker, 2 the entry id, 3 the reason. Returns 1, or 0 when the worker does not hold it.
    static let bury = prelude + #"""
    local worker, eid, reason = ARGV[1], ARGV[2], ARGV[3]
    if holder(eid) ~= worker then return 0 end
    bury(eid, 'malformed/' .. eid, {}, reason, 1)
    trim()
    return 1
    """#

    /// Keeps a job with its worker: resets its entry's idle time (`XCLAIM … JUSTID`, which counts no
    /// delivery) while the worker holds that entry and that delivery. ARGV: 1 the worker, 2 the entry
    /// id, 3 the job id, 4 the delivery. Returns 1, or 0 when the job is no longer the worker's (an
    /// entry it holds of a job done or dead meanwhile is acknowledged).
    static let extend = prelude + #"""
    local worker, eid, id, delivery = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4])
    if holder(eid) ~= worker then return 0 end
    if finished(id) then
      redis.call('XACK', stream, group, eid)
      trim()
      return 0
    end
    if tonumber(redis.call('HGET', deliveries, id) or '0') ~= delivery then return 0 end
    redis.call('XCLAIM', stream, group, worker, 0, eid, 'JUSTID')
    return 1
    """#

    /// Marks a job done, whoever holds it (a dead job completed late is done), acknowledges the
    /// entry and trims the stream. ARGV: 1 the entry id, 2 the job id. Returns 1.
    static let complete = prelude + #"""
    local eid, id = ARGV[1], ARGV[2]
    redis.call('SADD', ids, id)
    redis.call('SADD', done, id)
    redis.call('SREM', deadids, id)
    redis.call('HDEL', deliveries, id)
    redis.call('XACK', stream, group, eid)
    trim()
    return 1
    """#

    /// Gives a job back at the end of the stream (past the dedupe set: its id is there already), or
    /// sets it aside as dead when it was handed out the most times; only while the worker holds that
    /// entry and that delivery. ARGV: 1 the worker, 2 the entry id, 3 the job id, 4 the delivery, 5 the
    /// most deliveries, 6 the reason, then the job's key, value pairs. Returns 1 (given back), 2
    /// (dead) or 0 (not the worker's).
    static let fail = prelude + #"""
    local worker, eid, id, delivery, maximum, reason = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5]), ARGV[6]
    if holder(eid) ~= worker then return 0 end
    if finished(id) then
      redis.call('XACK', stream, group, eid)
      trim()
      return 0
    end
    local count = tonumber(redis.call('HGET', deliveries, id) or '0')
    if count ~= delivery then return 0 end
    local fields = {}
    for i = 7, #ARGV do fields[#fields + 1] = ARGV[i] end
    if count >= maximum then
      bury(eid, id, fields, reason, count)
      trim()
      return 2
    end
    redis.call('XACK', stream, group, eid)
    local entry = {'id', id}
    for i = 1, #fields - 1, 2 do
      entry[#entry + 1] = 'f:' .. fields[i]
      entry[#entry + 1] = fields[i + 1]
    end
    redis.call('XADD', stream, '*', unpack(entry))
    trim()
    return 1
    """#

    /// The counts, at one moment: `{ids ever added, done, dead, entries held by a worker}`.
    static let counts = prelude + #"""
    local summary = redis.call('XPENDING', stream, group)
    return {redis.call('SCARD', ids), redis.call('SCARD', done), redis.call('SCARD', deadids), summary[1]}
    """#

    /// A page of the dead-letter stream. ARGV: 1 where it starts (`-`, or `(ENTRY` after an entry),
    /// 2 how many entries. Returns `{entries, flags}`: a flag is 1 when the entry's job is still dead
    /// (not completed since).
    static let deadPage = prelude + #"""
    local page = redis.call('XRANGE', dead, ARGV[1], '+', 'COUNT', ARGV[2])
    local alive = {}
    for i, entry in ipairs(page) do
      local id
      local raw = entry[2]
      for j = 1, #raw - 1, 2 do
        if raw[j] == 'id' then id = raw[j + 1] end
      end
      if id then alive[i] = redis.call('SISMEMBER', deadids, id) else alive[i] = 0 end
    end
    return {page, alive}
    """#
}
