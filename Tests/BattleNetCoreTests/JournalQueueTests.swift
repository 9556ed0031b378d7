import BattleNetCore
import BattleNetTesting
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `BattleNetJournalQueue`: jobs added once by id, handed out in order, taken over when a lease runs
/// out, set aside after too many deliveries, shared by two queues on one file (as two processes share
/// it), and a journal torn or damaged by a crash.
@Suite("Journal job queue", .timeLimit(.minutes(1)))
struct JournalQueueTests {
    let folder: URL
    let file: URL

    init() throws {
        folder = scratchFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        file = folder.appendingPathComponent("journal")
    }

    static func jobs(_ ids: String...) throws -> [BattleNetJob] { try ids.map { try BattleNetJob(id: $0, fields: ["realm": String($0.split(separator: "/").last ?? "")]) } }

    @Test func jobsAreAddedOnceByIdEvenAcrossReopeningTheJournal() async throws {
        let queue = try BattleNetJournalQueue(file: file)
        #expect(try await queue.add(try Self.jobs("realm/1", "realm/2", "realm/1")) == 2)
        let lease = try #require(try await queue.claim(as: "w1", options: BattleNetJobQueueOptions()))
        try await queue.complete(lease)
        let reopened = try BattleNetJournalQueue(file: file)
        #expect(try await reopened.add(try Self.jobs("realm/1", "realm/2", "realm/3")) == 1)
        #expect(try await reopened.counts() == BattleNetQueueCounts(pending: 2, running: 0, done: 1, dead: 0))
        var info = stat()
        #expect(stat(file.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func jobsAreHandedOutInOrderWithTheirFieldsOneWorkerAtATime() async throws {
        let queue = try BattleNetJournalQueue(file: file)
        _ = try await queue.add(try Self.jobs("realm/1", "realm/2"))
        let first = try #require(try await queue.claim(as: "w1", options: BattleNetJobQueueOptions()))
        let second = try #require(try await queue.claim(as: "w2", options: BattleNetJobQueueOptions()))
        #expect(first.job.id == "realm/1" && first.job["realm"] == "1" && first.delivery == 1 && first.worker == "w1")
        #expect(second.job.id == "realm/2")
        #expect(try await queue.claim(as: "w3", options: BattleNetJobQueueOptions()) == nil)
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 2, done: 0, dead: 0))
    }

    @Test func aJobWhoseLeaseRanOutIsTakenOverAndItsOldWorkerCannotExtendIt() async throws {
        let clock = BattleNetTestClock()
        let queue = try BattleNetJournalQueue(file: file, clock: clock)
        let options = BattleNetJobQueueOptions(lease: .seconds(60))
        _ = try await queue.add(try Self.jobs("realm/1"))
        let dead = try #require(try await queue.claim(as: "w1", options: options))
        clock.advance(by: .seconds(59))
        #expect(try await queue.claim(as: "w2", options: options) == nil)
        clock.advance(by: .seconds(1))
        let takeover = try #require(try await queue.claim(as: "w2", options: options))
        #expect(takeover.job == dead.job && takeover.delivery == 2)
        #expect(try await queue.extend(dead, options: options) == false)
        #expect(try await queue.extend(takeover, options: options))
        // A late completion by the first worker still counts: the job's effects are the same.
        try await queue.complete(dead)
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 0, done: 1, dead: 0))
    }

    @Test func aLeaseOfAnyLengthIsHeldWithoutOverflow() async throws {
        let clock = BattleNetTestClock()
        let queue = try BattleNetJournalQueue(file: file, clock: clock)
        var options = BattleNetJobQueueOptions()
        options.lease = .seconds(Int64.max)
        _ = try await queue.add(try Self.jobs("realm/1"))
        let lease = try #require(try await queue.claim(as: "w1", options: options))
        clock.advance(by: .seconds(10 * 365 * 86_400))
        #expect(try await queue.claim(as: "w2", options: options) == nil, "a lease set beyond the clock's range holds")
        #expect(try await queue.extend(lease, options: options))
    }

    @Test func anExtendedLeaseIsNotTakenOver() async throws {
        let clock = BattleNetTestClock()
        let queue = try BattleNetJournalQueue(file: file, clock: clock)
        let options = BattleNetJobQueueOptions(lease: .seconds(60))
        _ = try await queue.add(try Self.jobs("realm/1"))
        let lease = try #require(try await queue.claim(as: "w1", options: options))
        clock.advance(by: .seconds(50))
        #expect(try await queue.extend(lease, options: options))
        clock.advance(by: .seconds(50))
        #expect(try await queue.claim(as: "w2", options: options) == nil)
    }

    @Test func aJobHandedOutTooOftenIsSetAsideAsDeadWithItsReason() async throws {
        let clock = BattleNetTestClock()
        let queue = try BattleNetJournalQueue(file: file, clock: clock)
        let options = BattleNetJobQueueOptions(lease: .seconds(10), maximumDeliveries: 3)
        _ = try await queue.add(try Self.jobs("realm/1", "realm/2"))
        // Twice its worker dies (the lease runs out); the third time it fails.
        for delivery in 1...2 {
            let lease = try #require(try await queue.claim(as: "w\(delivery)", options: options))
            #expect(lease.job.id == "realm/1" && lease.delivery == delivery)
            if delivery == 1 { try await queue.complete(try #require(try await queue.claim(as: "other", options: options))) }
            clock.advance(by: .seconds(10))
        }
        let last = try #require(try await queue.claim(as: "w3", options: options))
        #expect(last.delivery == 3)
        try await queue.fail(last, reason: "bad\nbody", options: options)
        #expect(try await queue.claim(as: "w4", options: options) == nil)
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 0, done: 1, dead: 1))
        let dead = try await queue.deadJobs()
        #expect(dead.map(\.job.id) == ["realm/1"])
        #expect(dead.first?.reason == "bad body")
    }

    @Test func twoQueuesOnOneJournalSeeEachOthersEvents() async throws {
        let one = try BattleNetJournalQueue(file: file)
        let two = try BattleNetJournalQueue(file: file)
        _ = try await one.add(try Self.jobs("realm/1", "realm/2"))
        #expect(try await two.add(try Self.jobs("realm/2")) == 0)
        let lease = try #require(try await two.claim(as: "w2", options: BattleNetJobQueueOptions()))
        #expect(lease.job.id == "realm/1")
        #expect(try await one.claim(as: "w1", options: BattleNetJobQueueOptions())?.job.id == "realm/2")
        try await one.complete(lease)
        #expect(try await two.counts() == BattleNetQueueCounts(pending: 0, running: 1, done: 1, dead: 0))
    }

    @Test func workersOnOneJournalRunEveryJobOnceBetweenThem() async throws {
        let queue = try BattleNetJournalQueue(file: file)
        _ = try await queue.add(try (1...40).map { try BattleNetJob(id: "realm/\($0)") })
        let runs = RunLog()
        let completed = try await withThrowingTaskGroup(of: Int.self) { group in
            for worker in 1...4 {
                group.addTask {
                    let mine = try BattleNetJournalQueue(file: file)
                    return try await mine.work(as: "w\(worker)") { job in runs.add(job.id) }
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(completed == 40)
        #expect(runs.ids.sorted() == (1...40).map { "realm/\($0)" }.sorted())
    }

    @Test func aFailingJobIsRunAgainThenSetAsideAndTheWorkerGoesOn() async throws {
        let queue = try BattleNetJournalQueue(file: file)
        _ = try await queue.add(try Self.jobs("realm/1", "realm/2"))
        let runs = RunLog()
        let completed = try await queue.work(as: "w1", options: BattleNetJobQueueOptions(maximumDeliveries: 2)) { job in
            runs.add(job.id)
            if job.id == "realm/1" { throw BattleNetError(.invalidRequest, message: "no") }
        }
        #expect(completed == 1)
        #expect(runs.ids == ["realm/1", "realm/2", "realm/1"])
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 0, running: 0, done: 1, dead: 1))
    }

    @Test func aWorkerCancelledMidJobGivesItBackWithoutCountingItAgainstTheJob() async throws {
        let queue = try BattleNetJournalQueue(file: file)
        _ = try await queue.add(try Self.jobs("realm/1"))
        let started = AsyncStream.makeStream(of: Void.self)
        let worker = Task {
            try await queue.work(as: "w1", options: BattleNetJobQueueOptions(maximumDeliveries: 1)) { _ in
                started.continuation.yield()
                try await Task.sleep(for: .seconds(3600))
            }
        }
        for await _ in started.stream { break }
        worker.cancel()
        await #expect(throws: CancellationError.self) { try await worker.value }
        // Back in the queue, not dead, though it was handed out the most times allowed.
        #expect(try await queue.counts() == BattleNetQueueCounts(pending: 1, running: 0, done: 0, dead: 0))
        let again = try #require(try await queue.claim(as: "w2", options: BattleNetJobQueueOptions(maximumDeliveries: 2)))
        #expect(again.job.id == "realm/1" && again.delivery == 2)
    }

    @Test func aLineTornByACrashIsCutOffAndADamagedLineIsRefused() async throws {
        let queue = try BattleNetJournalQueue(file: file)
        _ = try await queue.add(try Self.jobs("realm/1"))
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"id":"realm/2","op":"ad"#.utf8))
        try handle.close()
        let reopened = try BattleNetJournalQueue(file: file)
        #expect(try await reopened.add(try Self.jobs("realm/2")) == 1)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 2 && text.hasSuffix("\n"))

        let damaged = folder.appendingPathComponent("damaged")
        _ = FileManager.default.createFile(atPath: damaged.path, contents: Data("{\"op\":\"add\",\"id\":\"a b\",\"fields\":{}}\n".utf8), attributes: [.posixPermissions: 0o600])
        let error = await #expect(throws: BattleNetError.self) { try await BattleNetJournalQueue(file: damaged).counts() }
        #expect(error?.message.contains("damaged at line 1") == true)
    }

    @Test func aJournalOpenToOthersOrALinkIsRefused() throws {
        _ = FileManager.default.createFile(atPath: file.path, contents: Data(), attributes: [.posixPermissions: 0o644])
        #expect(throws: BattleNetError.self) { try BattleNetJournalQueue(file: file) }
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: file.path)
        #expect(throws: BattleNetError.self) { try BattleNetJournalQueue(file: link) }
    }

    @Test func jobIdsAndFieldsOutsideTheirBoundsAreRefused() {
        #expect(throws: BattleNetError.self) { try BattleNetJob(id: "") }
        #expect(throws: BattleNetError.self) { try BattleNetJob(id: "a b") }
        #expect(throws: BattleNetError.self) { try BattleNetJob(id: String(repeating: "a", count: 201)) }
        #expect(throws: BattleNetError.self) { try BattleNetJob(id: "a", fields: ["Key": "v"]) }
        #expect(throws: BattleNetError.self) { try BattleNetJob(id: "a", fields: ["k": "line\nbreak"]) }
        #expect(throws: BattleNetError.self) { try BattleNetJob(id: "a", fields: ["k": String(repeating: "v", count: 513)]) }
        #expect(throws: BattleNetError.self) {
            try BattleNetJob(id: "a", fields: Dictionary(uniqueKeysWithValues: (0...16).map { ("k\($0)", "v") }))
        }
        #expect((try? BattleNetJob(id: "wowAuctions/eu/1146@1733620000", fields: ["realm": "1146"])) != nil)
    }
}

/// The job ids a test's workers ran, in order.
final class RunLog: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []
    func add(_ id: String) { lock.withLock { values.append(id) } }
    var ids: [String] { lock.withLock { values } }
}
