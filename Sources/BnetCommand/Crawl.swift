import BattleNetCore
import BattleNetRedis
import BattleNetWoW
import Foundation

/// `bnet crawl auctions`: the region's auction houses crawled into a folder (`WoW.AuctionCrawl`), by
/// as many `bnet crawl` processes as are started on the same folder (a journal file) or the same
/// Redis (`--redis`).
extension Context {
    func crawl(_ words: [String]) async throws {
        guard words == ["auctions"] else {
            throw UsageError("crawl takes auctions, as in bnet crawl auctions --all --out DIR; see bnet help crawl")
        }
        guard let out = options.out else { throw UsageError("crawl auctions needs --out DIR: the folder its snapshots and change files go to") }
        guard options.allPages != (options.realms != nil) else {
            throw UsageError("crawl auctions needs --all (every connected realm of the region) or --realms ID,ID, not both")
        }
        if let flavor = options.flavor, flavor != .retail {
            throw UsageError("crawl auctions is for retail (Classic keeps an auction house per faction)")
        }
        let client = try client()
        let folder = URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL
        do {
            try FileSystem.makePrivateDirectory(folder.path, what: "crawl folder")
        } catch {
            throw UsageError(error.message)
        }
        if options.queueName != nil, options.redis == nil, environment["BNET_REDIS_URL"] == nil {
            throw UsageError("--queue names a Redis queue: it goes with --redis (without it, the queue is DIR/journal)")
        }
        let queue: any BattleNetJobQueue
        let queueName: String
        if let redis = try redisEndpoint() {
            let name = options.queueName ?? "auctions-\(options.region.rawValue)"
            do {
                queue = try BattleNetRedisJobQueue(redis: redis, name: name)
            } catch {
                throw UsageError(error.message)
            }
            queueName = "the Redis queue \(name)"
        } else {
            let journal = folder.appendingPathComponent("journal")
            queue = try BattleNetJournalQueue(file: journal)
            queueName = "the journal \(journal.path)"
        }
        let worker = options.worker ?? "\(ProcessInfo.processInfo.hostName.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }.prefix(60))-\(getpid())"
        let console = console
        var crawl = WoW.AuctionCrawl(
            repository: client.wow, queue: queue, folder: folder, connectedRealms: options.realms,
            followsSchedule: !options.noSchedule, queueOptions: BattleNetJobQueueOptions(lease: options.lease ?? .seconds(120)),
            jobsInFlight: options.inFlight ?? 4,
            progress: { progress in console.err(progress.description) }
        )
        if let text = environment["BNET_CRAWL_KILL_AT"] {
            // The durability measurement's crash: SIGKILL at the Nth time this process reaches the point.
            let parts = text.split(separator: ":")
            guard parts.count == 2, let point = AuctionCrawlCrashPoint(rawValue: String(parts[0])), let nth = Int(parts[1]), nth >= 1 else {
                throw UsageError("BNET_CRAWL_KILL_AT takes POINT:N, POINT one of before-write, after-write, after-ack; got \(text)")
            }
            let count = CrashCount()
            crawl.crashHook = { (reached: AuctionCrawlCrashPoint) in
                if reached == point, await count.next() == nth { kill(getpid(), SIGKILL) }
            }
        }
        console.err("crawling \(options.realms.map { "\($0.count) connected realms" } ?? "every connected realm") of \(options.region.rawValue) "
            + "and the commodities into \(folder.path) as \(worker), through \(queueName)")
        let through = options.rounds
        let configured = crawl
        let task = Task { try await configured.run(as: worker, throughRound: through) }
        let interrupt = Task {
            await Self.waitForInterrupt()
            task.cancel()
        }
        defer { interrupt.cancel() }
        do {
            try await task.value
        } catch is CancellationError {
            console.err("stopped: the job under way went back to the queue; run the same command to resume")
            return
        }
        console.err("round \(through.map(String.init) ?? "") finished; \(try await queue.counts())")
    }
}

/// How many times a crash point was reached.
actor CrashCount {
    private var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}
