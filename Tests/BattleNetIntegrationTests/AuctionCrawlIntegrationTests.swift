import BattleNetCore
import BattleNetFixtures
import BattleNetStandIn
import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

/// `WoW.AuctionCrawl` over real sockets against the stand-in's generated auction houses: two rounds
/// (generation 1, then 2) give each house two snapshots and a change file; a worker stopped dead at
/// each crash point of a house job (before the write, after the write and before the acknowledgement,
/// after it) leaves, once another worker took its job over, the same files byte for byte.
@Suite("Auction crawl against the stand-in", .timeLimit(.minutes(2)))
struct AuctionCrawlIntegrationTests {
    static let realms = [1, 2, 3, 4]

    /// A worker that stops for good at a crash point: its task hangs there, holding what it held, as a
    /// killed process would (its lease then runs out).
    final class Freezer: @unchecked Sendable {
        private let lock = NSLock()
        private var frozen: [CheckedContinuation<Void, Never>] = []
        private var reached: CheckedContinuation<Void, Never>?
        private var hasReached = false

        var isFrozen: Bool { lock.withLock { hasReached } }

        func freeze() async {
            await withCheckedContinuation { continuation in
                lock.withLock {
                    frozen.append(continuation)
                    hasReached = true
                    reached?.resume()
                    reached = nil
                }
            }
        }

        /// Returns once a worker froze.
        func waitForFreeze() async {
            await withCheckedContinuation { continuation in
                lock.withLock {
                    if hasReached { continuation.resume() } else { reached = continuation }
                }
            }
        }
    }

    /// The queue as a worker sees it: once the worker is stopped dead, nothing it sends reaches the
    /// journal (its lease's heartbeat included), as for a killed process.
    struct FreezableQueue: BattleNetJobQueue {
        let base: any BattleNetJobQueue
        let freezer: Freezer

        func alive() async { if freezer.isFrozen { await freezer.freeze() } }
        func add(_ jobs: [BattleNetJob]) async throws -> Int {
            await alive()
            return try await base.add(jobs)
        }
        func claim(as worker: String, options: BattleNetJobQueueOptions) async throws -> BattleNetJobLease? {
            await alive()
            return try await base.claim(as: worker, options: options)
        }
        func extend(_ lease: BattleNetJobLease, options: BattleNetJobQueueOptions) async throws -> Bool {
            await alive()
            return try await base.extend(lease, options: options)
        }
        func complete(_ lease: BattleNetJobLease) async throws {
            await alive()
            try await base.complete(lease)
        }
        func fail(_ lease: BattleNetJobLease, reason: String, options: BattleNetJobQueueOptions) async throws {
            await alive()
            try await base.fail(lease, reason: reason, options: options)
        }
        func counts() async throws -> BattleNetQueueCounts {
            await alive()
            return try await base.counts()
        }
    }

    /// Keeps the frozen workers' continuations alive for the whole run, so none is reported leaked.
    nonisolated(unsafe) static var frozenWorkers: [Freezer] = []

    /// One round of the crawl of `folder` against generation `generation`: worker `a`, stopped dead at
    /// `point` (at its first house job reaching it) when given, then worker `b` finishing the round.
    func round(_ round: Int, generation: Int, folder: URL, stoppingAt point: AuctionCrawlCrashPoint?) async throws {
        let server = try startServer {
            $0.auctionRealms = Self.realms.count
            $0.auctionGeneration = generation
        }
        defer { server.stop() }
        // The client's waits and the leases on one clock that jumps to each deadline: a lease runs out
        // as soon as the other worker has polled for it, whatever the machine's load.
        let clock = waitsClock()
        let (client, _) = try makeClient(server, rateLimit: nil, clock: clock)
        let queue = try BattleNetJournalQueue(file: folder.appendingPathComponent("journal"), clock: clock)
        let crawl = WoW.AuctionCrawl(repository: client.wow, queue: queue, folder: folder, connectedRealms: Self.realms, followsSchedule: false)
        if let point {
            let freezer = Freezer()
            Self.frozenWorkers.append(freezer)
            var dying = WoW.AuctionCrawl(
                repository: client.wow, queue: FreezableQueue(base: queue, freezer: freezer), folder: folder, connectedRealms: Self.realms,
                followsSchedule: false
            )
            dying.crashHook = { reached in if reached == point { await freezer.freeze() } }
            Task { try await dying.run(as: "a", throughRound: round) }
            await freezer.waitForFreeze()
        }
        try await crawl.run(as: "b", throughRound: round)
        let counts = try await queue.counts()
        // The frozen worker's job was taken over and done; nothing is left or set aside.
        #expect(counts.pending == 0 && counts.dead == 0, "\(counts)")
    }

    /// Every snapshot and change file under `folder`, by path, with its bytes.
    func outputs(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".json") && !path.hasSuffix("state.json") || path.hasSuffix(".changes.jsonl") else { continue }
            files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return files
    }

    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-crawl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return folder
    }

    @Test func tworoundsWriteTwoSnapshotsAndTheirChangesPerHouse() async throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await round(1, generation: 1, folder: folder, stoppingAt: nil)
        try await round(2, generation: 2, folder: folder, stoppingAt: nil)
        let files = try outputs(folder)
        // Four connected realms and the commodities: two snapshots and one change file each.
        #expect(files.count == 15, "\(files.keys.sorted())")
        let changes = try #require(files["connected-realm-1/1577840400-1577844000.changes.jsonl"])
        // The change file is the change feed between the two snapshots.
        let old = try #require(files["connected-realm-1/1577840400.json"])
        let new = try #require(files["connected-realm-1/1577844000.json"])
        var expected: [WoW.AuctionChange<WoW.Auction>] = []
        let previous = try JSONReader.decode(WoW.Auctions.self, from: old).auctions
        for try await change in WoW.AuctionChanges(from: previous, to: BodyChunks(body: new, size: Int.max), elapsed: .seconds(3600)) {
            expected.append(change)
        }
        let lines = try changes.split(separator: UInt8(ascii: "\n")).map { try JSONDecoder().decode(WoW.AuctionChange<WoW.Auction>.self, from: Data($0)) }
        #expect(!lines.isEmpty && lines == expected)
        // Generation 2 drew listings, changes and endings from generation 1.
        #expect(lines.contains { if case .listed = $0 { true } else { false } })
        #expect(lines.contains { if case .gone = $0 { true } else { false } })
        // Every file is the user's alone.
        for path in files.keys {
            let mode = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(path)")
        }
    }

    @Test func aGenerationIsDrawnFromTheOneBeforeWithALastModifiedAnHourLater() async throws {
        let recorded = try Data(contentsOf: fixtures.appendingPathComponent("wow/auctions__1146.json"))
        var expected = recorded
        for generation in 1...3 {
            expected = try AuctionSuccessors.successor(of: expected, seed: UInt64(2) << 32 | UInt64(generation), pricing: ["buyout", "bid", "unit_price"])
        }
        let server = try startServer {
            $0.auctionRealms = 2
            $0.auctionGeneration = 3
        }
        defer { server.stop() }
        let (client, _) = try makeClient(server, rateLimit: nil)
        let answer = try await client.raw(WoW.Endpoints.auctions(connectedRealm: 2))
        #expect(answer.data == expected)
        let stamp = server.configuration.lastModified.addingTimeInterval(3 * 3600).timeIntervalSince1970.rounded(.down)
        #expect(answer.lastModified == Date(timeIntervalSince1970: stamp))
        // Beyond the generated realms, the recorded search's realms only.
        await #expect(throws: BattleNetError.self) { _ = try await client.raw(WoW.Endpoints.auctions(connectedRealm: 3)) }
    }

    @Test(arguments: AuctionCrawlCrashPoint.allCases)
    func aWorkerStoppedDeadLeavesTheSameFilesOnceItsJobIsTakenOver(point: AuctionCrawlCrashPoint) async throws {
        let reference = try scratch()
        let crashed = try scratch()
        defer {
            try? FileManager.default.removeItem(at: reference)
            try? FileManager.default.removeItem(at: crashed)
        }
        try await round(1, generation: 1, folder: reference, stoppingAt: nil)
        try await round(2, generation: 2, folder: reference, stoppingAt: nil)
        try await round(1, generation: 1, folder: crashed, stoppingAt: point)
        try await round(2, generation: 2, folder: crashed, stoppingAt: point)
        let expected = try outputs(reference)
        #expect(expected.count == 15)
        #expect(try outputs(crashed) == expected)
        // No temporary file of the stopped worker is left behind once its house was run again.
        let leftovers = FileManager.default.enumerator(atPath: crashed.path)?.allObjects.compactMap { $0 as? String }.filter { $0.contains(".tmp-") } ?? []
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
