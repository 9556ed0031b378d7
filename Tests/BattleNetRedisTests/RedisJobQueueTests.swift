import BattleNetCore
import Foundation
import Testing
@testable import BattleNetRedis

/// A queue of the tests on `server`: a timeout long enough for a starved test process.
private func jobQueue(_ server: RedisServer, _ name: String) throws -> BattleNetRedisJobQueue {
    try BattleNetRedisJobQueue(redis: server.endpoint, name: name, timeout: .seconds(10))
}

/// Jobs `realm/N` with a field `realm` = `N`.
private func jobs(_ ids: String...) throws -> [BattleNetJob] {
    try ids.map { try BattleNetJob(id: $0, fields: ["realm": String($0.split(separator: "/").last ?? "")]) }
}

/// Claims as `worker` until a job comes (a lease ran out), every 50 ms for at most a minute: a bound
/// against hanging only.
private func claimWhenFree(
    _ queue: BattleNetRedisJobQueue, as worker: String, options: BattleNetJobQueueOptions
) async throws -> BattleNetJobLease? {
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
        if let lease = try await queue.claim(as: worker, options: options) { return lease }
        try await Task.sleep(for: .milliseconds(50))
    }
    return nil
}

/// The length of a stream.
private func streamLength(_ server: RedisServer, _ key: String) async throws -> Int64? {
    let redis = server.connection()
    defer { Task { await redis.close() } }
    return try await redis.command(["XLEN", key]).integer
}

/// A lease option that no claim of a test outlives: a claim with it takes nothing over.
private let longLease = BattleNetJobQueueOptions(lease: .seconds(600))

/// The job ids a test's workers ran, in order.
private final class JobRunLog: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []
    func add(_ id: String) { lock.withLock { values.append(id) } }
    var ids: [String] { lock.withLock { values } }
}

/// `BattleNetRedisJobQueue` against a real `redis-server`: the rules of the journal queue (added once
/// by id, handed out in order, taken over when a lease runs out, set aside after too many
/// deliveries), shared by several queue objects as by several machines, the stream trimmed as jobs
/// complete, and entries that are not jobs set aside instead of run.
@Suite("A job queue in a real redis-server", .enabled(if: RedisServer.isUsable, RedisServer.skipMessage), .timeLimit(.minutes(3)))
struct RedisJobQueueTests {
    @Test func jobsAreAddedOnceByIdEvenFromANewQueueObject() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let queue = try jobQueue(server, "added-once")
        #expect(try await queue.add(try jobs("realm/1", "realm/2", "realm/1")) == 2)
        let lease = try #require(try await queue.claim(as: "w1", options: longLease))
        try await queue.complete(lease)
        let again = try jobQueue(server, "added-once")
        #expect(try await again.add(try jobs("realm/1", "realm/2", "realm/3")) == 1)
        #expect(try await again.counts() == BattleNetQueueCounts(pending: 2, running: 0, done: 1, dead: 0))
        // The stream holds each job still to run once; the completed one was trimmed.
        let keys = RedisJobQueueKeys(name: "added-once")
        #expect(try await streamLength(server, keys.stream) == 2)
        // Every key shares the queue's hash tag; another name is another queue.
        let names = (try await server.connection().command(["KEYS", "*"]).elements ?? []).compactMap(\.string)
        #expect(!names.isEmpty && names.allSatisfy { $0.hasPrefix("bnet:jobs:{added-once}:") }, "\(names)")
        #expect(try await jobQueue(server, "added-once.other").add(try jobs("realm/1")) == 1)
        #expect(try await queue.add([]) == 0)
        await queue.close()
        await again.close()
    }

    @Test func jobsAreHandedOutInOrderWithTheirFieldsOneWorkerAtATime() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let queue = try jobQueue(server, "in-order")
        _ = try await queue.add(try jobs("realm/1", "realm/2"))
        let first = try #require(try await queue.claim(as: "w1", options: longLease))
        let second = try #require(try await queue.claim(as: "w2", options: longLease))
        #expect(first.job.id == "realm/1" && first.job["realm"] == "1" && first.delivery == 1 && first.worker == "w1")
        #expect(second.job.id == "realm/2" && second.job["realm"] == "2" && second.delivery == 1)
        #expect(BattleNetRedisJobQueue.isEntryID(first.receipt) && first.receipt != second.receipt)
        #expect(try await queue.claim(as: "w3", options: longLease) == nil)
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 2, done: 0, dead: 0))
    }

    @Test func aJobWhoseLeaseRanOutIsTakenOverAndItsOldWorkerCannotExtendIt() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let queue = try jobQueue(server, "takeover")
        let options = BattleNetJobQueueOptions(lease: .seconds(1))
        _ = try await queue.add(try jobs("realm/1"))
        let claimed = ContinuousClock.now
        let dead = try #require(try await queue.claim(as: "w1", options: options))
        // Within its lease (a claim's lease is its own: one of ten minutes has not run out), nobody takes it.
        #expect(try await queue.claim(as: "w2", options: longLease) == nil)
        let takeover = try #require(try await claimWhenFree(queue, as: "w2", options: options))
        #expect(ContinuousClock.now - claimed >= .seconds(1))
        #expect(takeover.job == dead.job && takeover.delivery == 2 && takeover.worker == "w2" && takeover.receipt == dead.receipt)
        #expect(try await queue.extend(dead, options: options) == false)
        #expect(try await queue.extend(takeover, options: options))
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 1, done: 0, dead: 0))
        // A late completion by the first worker still counts: the job's effects are the same.
        try await queue.complete(dead)
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 0, done: 1, dead: 0))
        #expect(try await queue.extend(takeover, options: options) == false)
        #expect(try await queue.claim(as: "w3", options: options) == nil)
    }

    @Test func aJobCompletedLateByItsOldWorkerIsNotHandedOutAgain() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let queue = try jobQueue(server, "late")
        let options = BattleNetJobQueueOptions(lease: .seconds(1))
        _ = try await queue.add(try jobs("realm/1"))
        let slow = try #require(try await queue.claim(as: "w1", options: options))
        let takeover = try #require(try await claimWhenFree(queue, as: "w2", options: options))
        // The new worker gives it back (a new entry at the end), then the old one completes it.
        try await queue.fail(takeover, reason: "flaky", options: options)
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 1, running: 0, done: 0, dead: 0))
        try await queue.complete(slow)
        #expect(try await queue.claim(as: "w3", options: options) == nil)
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 0, done: 1, dead: 0))
        #expect(try await streamLength(server, RedisJobQueueKeys(name: "late").stream) == 0)
    }

    @Test func anExtendedLeaseIsNotTakenOver() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let queue = try jobQueue(server, "extended")
        let options = BattleNetJobQueueOptions(lease: .seconds(3))
        _ = try await queue.add(try jobs("realm/1"))
        let started = ContinuousClock.now
        let lease = try #require(try await queue.claim(as: "w1", options: options))
        var checked = 0
        for _ in 0..<10 {
            if checked >= 3, ContinuousClock.now - started > options.lease { break }
            try await Task.sleep(for: .milliseconds(1500))
            let extended = ContinuousClock.now
            #expect(try await queue.extend(lease, options: options))
            let stolen = try await queue.claim(as: "w2", options: options)
            // A claim less than a lease after the extension must not take the job; a test process
            // starved for a whole lease between the two proves nothing either way.
            if ContinuousClock.now - extended < options.lease {
                #expect(stolen == nil)
                checked += 1
            } else if let stolen {
                try await queue.complete(stolen)
                break
            }
        }
        #expect(ContinuousClock.now - started > options.lease)
        #expect(checked > 0)
    }

    @Test func aJobHandedOutTooOftenIsSetAsideAsDeadWithItsReason() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let queue = try jobQueue(server, "too-often")
        // A claim takes over only a job idle for a whole lease of its own: the claims that must not take
        // one over ask with a long lease (a busy machine may stall a second anywhere), the take-overs
        // with a short one.
        let short = BattleNetJobQueueOptions(lease: .seconds(1), maximumDeliveries: 3)
        let long = BattleNetJobQueueOptions(lease: .seconds(600), maximumDeliveries: 3)
        _ = try await queue.add(try jobs("realm/1", "realm/2"))
        // Twice its worker dies (the lease runs out); the third time it fails.
        let first = try #require(try await queue.claim(as: "w1", options: long))
        #expect(first.job.id == "realm/1" && first.delivery == 1)
        let other = try #require(try await queue.claim(as: "other", options: long))
        #expect(other.job.id == "realm/2")
        try await queue.complete(other)
        let second = try #require(try await claimWhenFree(queue, as: "w2", options: short))
        #expect(second.job.id == "realm/1" && second.delivery == 2)
        let last = try #require(try await claimWhenFree(queue, as: "w3", options: short))
        #expect(last.job.id == "realm/1" && last.delivery == 3)
        try await queue.fail(last, reason: "bad\nbody", options: short)
        #expect(try await queue.claim(as: "w4", options: short) == nil)
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 0, done: 1, dead: 1))
        var dead = try await queue.deadJobs()
        #expect(dead.map(\.job) == [last.job])
        #expect(dead.first?.reason == "bad body")

        // A job whose worker died on its last delivery is set aside by the claim that would hand it out again.
        let twice = BattleNetJobQueueOptions(lease: .seconds(1), maximumDeliveries: 2)
        _ = try await queue.add(try jobs("realm/3"))
        #expect(try await queue.claim(as: "w1", options: BattleNetJobQueueOptions(lease: .seconds(600), maximumDeliveries: 2))?.delivery == 1)
        #expect(try await claimWhenFree(queue, as: "w2", options: twice)?.delivery == 2)
        let deadline = ContinuousClock.now + .seconds(60)
        while try await queue.counts().dead < 2, ContinuousClock.now < deadline {
            #expect(try await queue.claim(as: "w3", options: twice) == nil)
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 0, done: 1, dead: 2))
        dead = try await queue.deadJobs()
        #expect(dead.map(\.job.id) == ["realm/1", "realm/3"])
        #expect(dead.last?.reason == "handed out 2 times without completing")
        #expect(dead.last?.job["realm"] == "3")
        // Added again, a dead job is not: its id was held.
        #expect(try await queue.add(try jobs("realm/1", "realm/3")) == 0)
    }

    @Test func fourWorkersRunEveryJobOnceBetweenThem() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let queue = try jobQueue(server, "four-workers")
        _ = try await queue.add(try (1...40).map { try BattleNetJob(id: "realm/\($0)") })
        let runs = JobRunLog()
        let completed = try await withThrowingTaskGroup(of: Int.self) { group in
            for worker in 1...4 {
                group.addTask {
                    let mine = try jobQueue(server, "four-workers")
                    let done = try await mine.work(as: "w\(worker)") { job in runs.add(job.id) }
                    await mine.close()
                    return done
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(completed == 40)
        #expect(runs.ids.sorted() == (1...40).map { "realm/\($0)" }.sorted())
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 0, done: 40, dead: 0))
        #expect(try await streamLength(server, RedisJobQueueKeys(name: "four-workers").stream) == 0)
    }

    @Test func aFailingJobIsRunAgainThenSetAsideAndTheWorkerGoesOn() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let queue = try jobQueue(server, "failing")
        _ = try await queue.add(try jobs("realm/1", "realm/2"))
        let runs = JobRunLog()
        let completed = try await queue.work(as: "w1", options: BattleNetJobQueueOptions(maximumDeliveries: 2)) { job in
            runs.add(job.id)
            if job.id == "realm/1" { throw BattleNetError(.invalidRequest, message: "no") }
        }
        #expect(completed == 1)
        // Given back behind the others: realm/2 runs before realm/1's second delivery.
        #expect(runs.ids == ["realm/1", "realm/2", "realm/1"])
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 0, done: 1, dead: 1))
        let dead = try await queue.deadJobs()
        #expect(dead.map(\.job.id) == ["realm/1"])
        #expect(dead.first?.reason.contains("no") == true)
    }

    @Test func theStreamIsTrimmedAsJobsComplete() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let queue = try jobQueue(server, "trimmed")
        let stream = RedisJobQueueKeys(name: "trimmed").stream
        _ = try await queue.add(try (1...10).map { try BattleNetJob(id: "realm/\($0)") })
        #expect(try await streamLength(server, stream) == 10)
        let first = try #require(try await queue.claim(as: "w1", options: longLease))
        let second = try #require(try await queue.claim(as: "w2", options: longLease))
        // The first is still held: nothing before it may go, and it is the stream's head.
        try await queue.complete(second)
        #expect(try await streamLength(server, stream) == 10)
        try await queue.complete(first)
        #expect(try await streamLength(server, stream) == 8)
        while let lease = try await queue.claim(as: "w1", options: longLease) { try await queue.complete(lease) }
        #expect(try await streamLength(server, stream) == 0)
        // Completing twice is harmless.
        try await queue.complete(first)
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 0, done: 10, dead: 0))

        // A job given back goes to the end of the stream; its old entry is trimmed.
        _ = try await queue.add(try jobs("realm/11"))
        let failing = try #require(try await queue.claim(as: "w1", options: longLease))
        try await queue.fail(failing, reason: "try again", options: longLease)
        #expect(try await streamLength(server, stream) == 1)
        let retried = try #require(try await queue.claim(as: "w1", options: longLease))
        #expect(retried.job == failing.job && retried.delivery == 2 && retried.receipt != failing.receipt)
        // The old delivery is not the worker's any more.
        #expect(try await queue.extend(failing, options: longLease) == false)
        try await queue.fail(failing, reason: "late", options: longLease)
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 1, done: 10, dead: 0))
        try await queue.complete(retried)
        #expect(try await streamLength(server, stream) == 0)
    }

    @Test func entriesThatAreNotJobsAreSetAsideAndTheClaimGoesOn() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let queue = try jobQueue(server, "malformed")
        let keys = RedisJobQueueKeys(name: "malformed")
        _ = try await queue.counts()   // makes the stream and its group
        let redis = server.connection()
        func append(_ pairs: [[UInt8]]) async throws {
            try await redis.command(bytes: [Array("XADD".utf8), Array(keys.stream.utf8), Array("*".utf8)] + pairs)
        }
        try await append([Array("id".utf8), Array("a b".utf8)])                                    // an id with a space
        try await append([Array("id".utf8), Array("realm/7".utf8), Array("f:Bad".utf8), Array("x".utf8)])   // an upper-case key
        try await append([Array("id".utf8), Array("realm/8".utf8), Array("f:note".utf8), [0xC2, 0x85]])     // a control character (NEL)
        try await append([Array("id".utf8), Array("realm/9".utf8), Array("f:note".utf8), [0xFF, 0xFE]])     // not UTF-8
        try await append([Array("junk".utf8), Array("1".utf8)])                                    // a field no job has
        try await append([Array("f:realm".utf8), Array("1".utf8)])                                 // no id
        _ = try await queue.add(try jobs("realm/1"))

        let lease = try #require(try await queue.claim(as: "w1", options: longLease))
        #expect(lease.job.id == "realm/1" && lease.job["realm"] == "1")
        #expect(try await queue.claim(as: "w1", options: longLease) == nil)
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 1, done: 0, dead: 6))
        let dead = try await queue.deadJobs()
        #expect(dead.count == 6 && dead.allSatisfy { $0.job.id.hasPrefix("malformed/") && $0.reason.hasPrefix("a malformed stream entry: ") })
        #expect(dead.map(\.reason).joined(separator: "\n").contains("\"a b\""))
        #expect(dead.map(\.reason).joined(separator: "\n").contains("\"Bad\""))
        #expect(dead.map(\.reason).joined(separator: "\n").contains("not UTF-8"))
        #expect(dead.map(\.reason).joined(separator: "\n").contains("an unknown field \"junk\""))
        #expect(dead.map(\.reason).joined(separator: "\n").contains("no id field"))
        try await queue.complete(lease)
        #expect(try await streamLength(server, keys.stream) == 0)

        // More entries than one claim script sets aside: the claim runs it again.
        for _ in 0..<70 { try await append([Array("id".utf8), Array("a b".utf8)]) }
        _ = try await queue.add(try jobs("realm/2"))
        #expect(try await queue.claim(as: "w1", options: longLease)?.job.id == "realm/2")
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 1, done: 1, dead: 76))
        #expect(try await queue.deadJobs().count == 76)

        // An entry written into the dead-letter stream that is not a dead job is reported, with what to do.
        try await redis.command(["XADD", keys.dead, "*", "id", "a b", "reason", "x"])
        let error = await #expect(throws: BattleNetError.self) { try await queue.deadJobs() }
        #expect(error?.kind == .invalidConfiguration && error?.message.contains("XDEL \(keys.dead)") == true, "\(String(describing: error))")
        await redis.close()
    }

    @Test func aJobsFieldsRoundTrip() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let queue = try jobQueue(server, "fields")
        var fields = [
            "id": "not the job's id", "empty": "", "text": "é ✓ 🙂 \"quoted\" f:x", "long": String(repeating: "x", count: 512),
            String(repeating: "k", count: 64): "a long key", "number_1": "1146",
        ]
        for index in 0..<10 { fields["extra_\(index)"] = "value \(index)" }
        let job = try BattleNetJob(id: "wowAuctions/eu/1146@1733620000", fields: fields)
        #expect(job.fields.count == 16)
        _ = try await queue.add([job, try BattleNetJob(id: "realm/2")])
        let options = BattleNetJobQueueOptions(lease: .seconds(600), maximumDeliveries: 2)
        let lease = try #require(try await queue.claim(as: "w1", options: options))
        #expect(lease.job == job)
        // Given back, it comes back the same; set aside, the dead-letter stream keeps it the same.
        try await queue.fail(lease, reason: "once", options: options)
        #expect(try await queue.claim(as: "w1", options: options)?.job.id == "realm/2")
        let again = try #require(try await queue.claim(as: "w1", options: options))
        #expect(again.job == job && again.delivery == 2)
        try await queue.fail(again, reason: String(repeating: "é", count: 400), options: options)
        let dead = try await queue.deadJobs()
        #expect(dead.map(\.job) == [job])
        #expect(dead.first?.reason == String(repeating: "é", count: 256))
    }

    @Test func namesAndLeasesOutsideTheirBoundsAreRefused() async throws {
        let endpoint = RedisEndpoint(host: "127.0.0.1", port: 1)
        for name in ["", "a b", "a{b}", String(repeating: "a", count: 65), "é"] {
            #expect(throws: BattleNetError.self) { try BattleNetRedisJobQueue(redis: endpoint, name: name) }
        }
        #expect((try? BattleNetRedisJobQueue(redis: endpoint, name: "crawl-eu_1.0")) != nil)
        let queue = try BattleNetRedisJobQueue(redis: endpoint, name: "bounds")
        let error = await #expect(throws: BattleNetError.self) { try await queue.claim(as: "a worker", options: longLease) }
        #expect(error?.kind == .invalidRequest)
        // A lease of another kind of queue (a journal's receipt is a number) is refused before Redis is asked.
        let foreign = BattleNetJobLease(job: try BattleNetJob(id: "realm/1"), worker: "w1", delivery: 1, receipt: "3")
        let refused = await #expect(throws: BattleNetError.self) { try await queue.complete(foreign) }
        #expect(refused?.kind == .invalidRequest)
        #expect(BattleNetRedisJobQueue.isEntryID("1700000000000-0") && !BattleNetRedisJobQueue.isEntryID("1-2-3"))
        #expect(!BattleNetRedisJobQueue.isEntryID("-1") && !BattleNetRedisJobQueue.isEntryID("99999999999999999999-0"))
    }

    @Test func aRedisOlderThan62IsRefusedWithWhatToDo() async throws {
        // Redis 6.0's answers: XGROUP works, a script that calls XAUTOCLAIM does not.
        let old = try FakeRedis { fake, peer, index in
            // Commands are read whole, however the reads split them (a script is a few kilobytes).
            var reader = RESPReader()
            while let bytes = fake.readCommand(peer, index) {
                reader.append(Array(bytes.utf8))
                while let command = try? reader.next() {
                    let reply = switch command.elements?.first?.string {
                    case "SCRIPT": "$40\r\n\(String(repeating: "a", count: 40))\r\n"
                    case "EVALSHA", "EVAL":
                        "-ERR Error running script (call to f_aaaa): @user_script:97: @user_script: 97: Unknown Redis command called from Lua script\r\n"
                    default: "+OK\r\n"
                    }
                    guard peer.sendAll(Array(reply.utf8)) else { return }
                }
            }
        }
        defer { old.stop() }
        let queue = try BattleNetRedisJobQueue(redis: RedisEndpoint(host: "127.0.0.1", port: old.port), name: "old", timeout: .seconds(10))
        let error = await #expect(throws: BattleNetError.self) { try await queue.claim(as: "w1", options: longLease) }
        #expect(error?.kind == .invalidConfiguration && error?.message.contains("Redis 6.2 or later") == true, "\(String(describing: error))")
        #expect(BattleNetRedisJobQueue.isTooOld("ERR unknown command 'XAUTOCLAIM', with args beginning with: "))
        #expect(BattleNetRedisJobQueue.isTooOld("ERR Error running script (call to f_x): @user_script:40: ERR syntax error"))
        #expect(!BattleNetRedisJobQueue.isTooOld("WRONGTYPE Operation against a key holding the wrong kind of value"))
        await queue.close()
    }
}
