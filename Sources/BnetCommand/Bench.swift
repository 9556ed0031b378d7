import BattleNetCore
import BattleNetFixtures
import BattleNetRedis
import BattleNetTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Counts what went over the wire during a benchmark's timed calls: the API's statuses and round
/// trips, transport failures, and token requests (apart, warm-up included).
///
/// A lock rather than an actor: the count is taken on every request of the timed loop, and a hop to
/// an actor there would be the benchmark's own overhead, charged to the client.
final class WireCounter: @unchecked Sendable {
    // Every stored property is read and written under `lock`.
    private let lock = NSLock()
    private var counts = Counts()

    struct Counts {
        var statuses: [Int: Int] = [:]
        var tokenRequests = 0
        var transportFailures = 0
        /// Round trips of API requests (not token requests), in seconds: their sum, count and the fastest.
        var latency = (total: 0.0, count: 0, fastest: Double.infinity)
    }

    var statuses: [Int: Int] { snapshot.statuses }
    var tokenRequests: Int { snapshot.tokenRequests }
    var transportFailures: Int { snapshot.transportFailures }
    var latency: (total: Double, count: Int, fastest: Double) { snapshot.latency }

    private var snapshot: Counts {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    /// Forgets the warm-up's statuses and round trips; token requests stay counted.
    func startTiming() {
        lock.lock()
        defer { lock.unlock() }
        counts = Counts(tokenRequests: counts.tokenRequests)
    }

    func record(_ request: BattleNetHTTPRequest, status: Int?, seconds: Double? = nil) {
        let isToken = request.url.path.hasSuffix("/token")
        lock.lock()
        defer { lock.unlock() }
        // Token requests are counted apart: the statuses and round trips are the API's.
        if isToken {
            counts.tokenRequests += 1
            return
        }
        if let seconds {
            counts.latency = (counts.latency.total + seconds, counts.latency.count + 1, min(counts.latency.fastest, seconds))
        }
        if let status { counts.statuses[status, default: 0] += 1 } else { counts.transportFailures += 1 }
    }
}

/// The fleet limiter's events during a benchmark, with the time each came.
final class FleetEventLog: @unchecked Sendable {
    // `log` is read and written under `lock` only.
    private let lock = NSLock()
    private var log: [(at: Date, message: String)] = []

    func append(_ message: String) { lock.withLock { log.append((Date(), message)) } }
    var entries: [(at: Date, message: String)] { lock.withLock { log } }
}

/// A transport that reports every exchange to a ``WireCounter``.
struct CountingTransport: HTTPTransport {
    let base: any HTTPTransport
    let counter: WireCounter

    func send(_ request: BattleNetHTTPRequest) async throws -> BattleNetHTTPResponse {
        let started = ContinuousClock.now
        do {
            let response = try await base.send(request)
            counter.record(request, status: response.status, seconds: (ContinuousClock.now - started) / .seconds(1))
            return response
        } catch {
            counter.record(request, status: nil)
            throw error
        }
    }
}

extension Context {
    static let benchDiscussion = """
    Calls one operation N times (default 200) with C in flight (default 10), after one untimed warm-up
    call (the token and the connection), decoding each body with its model as the mapped call does
    (--raw: bytes only; "decoded" in the line says which), and prints one JSON line: requests, seconds,
    rps, the API's statuses, retries, token requests, transport failures and errors, the per-second and
    hourly limits, and the mode (live or replay). A live run also reports rate_fraction (answered
    requests a second, as a share of --rate-limit), the round trips, the limiter's waits by rule and
    the hour's budget used, and which limit bound it (bound: per-second, hourly, concurrency,
    server/network, or server when it answered 429); --hourly-limit N sets the hour's budget, and a call
    the limiter refuses because the budget ran low counts as bound by it. --baseline also times a bare
    URLSession loop on the same URL, decoding the same way, for the client's overhead per request.
    --memory-cache gives the client a memory cache: the warm-up call stores the answer when its
    Cache-Control allows, and the timed calls are hits (the line's statuses count what reached the
    server), for the cost of a hit against the same call uncached. Every line has latency_ms: each
    call's time from start to end (the limiter's wait included) at the median, the 95th percentile and
    the most, and the priority of the calls (--priority interactive|background). --pace MS starts a
    call at most every MS milliseconds, as a user's screen asks, rather than as fast as answers come.

    --seconds S calls for S seconds instead of N times (the line adds started_at and finished_at, Unix
    seconds). --redis URL (or BNET_REDIS_URL) makes the process a member of a fleet sharing the client
    id's limit through that Redis (FleetLimiter): start several bnet bench with the same Redis and
    client id and together they keep --rate-limit. The line then adds "fleet": the calls granted
    through Redis and by the fallback share, and the limiter's events with their times (Redis lost,
    rejoined). The password comes from BNET_REDIS_PASSWORD or a password file, never from the URL. A
    Sentinel-managed primary is given as redis-sentinel://SENTINEL1[,SENTINEL2…]/DB#MASTERNAME (the
    Sentinels' own password, if they have one, from BNET_REDIS_SENTINEL_PASSWORD or its file).
    .ci/fleet-simulation runs N such processes against bnet serve, with and without Redis;
    .ci/fleet-priorities times a paced interactive member beside background members saturating the limit.

    bench decode OPERATION FILE decodes the same bytes with the fast path (JSONReader) and with
    JSONDecoder, N rounds each (default 10), alternating, after one warm-up round of each, and prints
    one JSON line: the median seconds of each and their ratio, and the peak resident memory of a
    child process `bnet decode OPERATION FILE` per path (the operating system's own count, wait4's
    ru_maxrss, measured before the timed rounds): the command as shipped (file mapped, fast path),
    the fast path on the file read into memory, and JSONDecoder on the file read into memory; each
    against the body's size, with the floor a child of `bnet --version` reports.

    bench changes runs bnet decode --changes on two snapshots (the old one packed, the new one streamed)
    and the same diff from both bodies decoded whole, each in a child process, and prints each one's
    peak resident memory, above the floor against the larger body, and whether both printed the same
    changes.

    bench schedules crawls a scripted day of auction rebuilds on 30 connected realms (seed 43: most
    every 55-65 minutes, a third every 18-22, one that changes rhythm at noon, one that stalls after
    six hours) on a test clock, with the learned schedule and with fixed polling every 1, 5, 15 and
    60 minutes, and prints for each the requests (HEAD and 304 included) per rebuild, the median and
    95th-percentile delay from rebuild to download, and the rebuilds missed; then when the stalled
    realm was reported stale. No network is used.
    """

    func bench(_ words: [String]) async throws {
        if words.first == "decode" { return try benchDecode(Array(words.dropFirst())) }
        if words.first == "schedules" { return try await benchSchedules(Array(words.dropFirst())) }
        if words.first == "changes" { return try benchChanges(Array(words.dropFirst())) }
        let endpoint = try endpoint(words)
        var configuration = try checkedConfiguration()
        let mode = try mode()
        // `--seconds S`: as many calls as S seconds allow (a fleet's members then get what they are given).
        let duration = options.seconds.map { Duration.milliseconds(Int64($0 * 1000)) }
        if duration != nil, options.count != nil { throw UsageError("bench takes --count N or --seconds S, not both") }
        if duration != nil, options.baseline { throw UsageError("--baseline times --count calls; it cannot go with --seconds") }
        let count = duration == nil ? options.count ?? 200 : Int.max
        let concurrency = min(options.concurrency ?? 10, count)
        let counter = WireCounter()
        let wire = CountingTransport(base: transport ?? URLSessionTransport(), counter: counter)
        configuration.rateLimit = options.rateLimit
        configuration.coalescesRequests = false  // every call must reach the server
        // Nor is there a cache, unless `--memory-cache` asks to time the hits themselves.
        let cache: BattleNetCache? = options.benchMemoryCache ? .memory() : nil
        let client: BattleNetClient
        var fleetLimiter: FleetLimiter?
        if case .live(let credentials) = mode {
            let manager = traced(AuthenticationManager(
                credentials: credentials, oauthBaseURL: configuration.oauthBaseURL, transport: wire,
                store: InMemoryTokenStore(), clientTokenCoordinator: try fleetTokenCoordinator(),
                timeout: options.timeout ?? .seconds(30)
            ))
            fleetLimiter = try self.fleetLimiter(clientID: credentials.clientID)
            client = traced(try BattleNetClient(configuration: configuration, tokens: manager, transport: wire, rateLimiter: fleetLimiter, cache: cache))
        } else {
            if options.baseline { throw UsageError("--baseline times a live URL; it needs BNET_CLIENT_ID and BNET_CLIENT_SECRET") }
            try checkNoFleetInReplay()
            announceReplay("benchmarking against the recorded fixtures")
            client = traced(try BattleNetClient(
                configuration: configuration, tokens: FixedTokenProvider(),
                transport: CountingTransport(base: try transport ?? ReplayTransport.recordedFixtures(), counter: counter), cache: cache
            ))
        }
        // The fleet's `.fallback` events, with when they came (the fleet simulation measures how soon
        // sharing resumes after a Redis restart).
        let fleetEvents = FleetEventLog()
        let listening = fleetLimiter?.events.map { source in
            let events = source.events(bufferingNewest: 64)
            return Task { for await event in events { fleetEvents.append(event.message ?? "\(event.kind)") } }
        }
        // The mapped call by default (decoding included, as an app pays it); `--raw` for bytes only.
        let operation = try resolve(words.first).operation
        let decode: (@Sendable (Data) throws -> Void)? = options.raw ? nil : { @Sendable data in _ = try operation.decode(data) }
        // One call first, not timed (as the bare loop and the peers do): the token and the connection.
        _ = try? await client.raw(endpoint)
        counter.startTiming()
        let startedAt = Date()
        let outcome = try await Self.run(count: count, concurrency: concurrency, for: duration, pace: options.pace) {
            do {
                let raw = try await client.raw(endpoint)
                try decode?(raw.data)
                return .success(attempts: raw.attempts)
            } catch let error as BattleNetError {
                return .failure(kind: error.kind.rawValue, attempts: error.attempts ?? 1)
            } catch is CancellationError {
                return .failure(kind: "cancelled", attempts: 1)
            } catch {
                return .failure(kind: "decoding", attempts: 1)
            }
        }
        let finishedAt = Date()
        listening?.cancel()
        var report: [String: Any] = [
            "operation": endpoint.operation, "requests": outcome.calls, "concurrency": concurrency, "decoded": !options.raw,
            "rate_limit": options.rateLimit.map { $0.requestsPerSecond as Any } ?? "none",
            "hourly_limit": options.rateLimit?.requestsPerHour.map { $0 as Any } ?? "none",
            "seconds": Self.rounded(outcome.seconds), "rps": Self.rounded(Double(outcome.calls) / outcome.seconds),
            "statuses": Dictionary(uniqueKeysWithValues: counter.statuses.map { (String($0.key), $0.value) }),
            "retries": outcome.retries, "token_requests": counter.tokenRequests,
            "transport_failures": counter.transportFailures, "errors": outcome.errors,
            "mode": { if case .live = mode { "live" } else { "replay" } }(),
            "priority": configuration.priority.rawValue,
            "latency_ms": ["p50": Self.rounded(outcome.latency(at: 0.5)), "p95": Self.rounded(outcome.latency(at: 0.95)),
                           "max": Self.rounded(outcome.latency(at: 1))],
        ]
        // Replays answer from memory: the share of Battle.net's rate they reach means nothing.
        if case .live = mode {
            for (key, value) in await Self.limitReport(
                limit: options.rateLimit, limiter: client.rateLimiter as? RateLimiter, counter: counter, concurrency: concurrency,
                seconds: outcome.seconds, refusals: outcome.errors["rateLimited"] ?? 0
            ) { report[key] = value }
        }
        if duration != nil {
            report["started_at"] = Self.rounded(startedAt.timeIntervalSince1970)
            report["finished_at"] = Self.rounded(finishedAt.timeIntervalSince1970)
        }
        if let fleetLimiter {
            report["fleet"] = [
                "shared_grants": await fleetLimiter.sharedGrants, "fallback_grants": await fleetLimiter.fallbackGrants,
                "late_checks": await fleetLimiter.lateChecks, "late_reservations": await fleetLimiter.lateReservations,
                "events": fleetEvents.entries.map { ["at": Self.rounded($0.at.timeIntervalSince1970), "message": $0.message] as [String: Any] },
            ] as [String: Any]
        }
        if options.baseline {
            let token = try await client.tokens.accessToken(for: endpoint.descriptor.token)
            let url = try client.url(for: endpoint)
            let baseline = try await Self.bareURLSessionLoop(url: url, token: token, count: count, concurrency: concurrency, decode: decode)
            report["baseline_seconds"] = Self.rounded(baseline)
            report["baseline_rps"] = Self.rounded(Double(count) / baseline)
            report["overhead_ratio"] = Self.rounded(outcome.seconds / baseline)
            report["overhead_ms_per_request"] = Self.rounded((outcome.seconds - baseline) * 1000 * Double(concurrency) / Double(count))
        }
        let line = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
        console.writeOut(line + Data("\n".utf8))
    }

    /// What bound a live run, for its JSON line:
    /// - `rate_fraction`: answered API requests (2xx and 304, retries included, 429s and failures not)
    ///   per second over the whole run, as a share of `--rate-limit`;
    /// - `limiter_wait_share`: the share of the workers' time spent waiting for the client's limiter,
    ///   and `limiter_wait_seconds` split by the rule that held the queue (`per_second`: the schedule
    ///   and sliding cap; `in_flight`: answers came back late; `hourly`: the hour's budget);
    /// - `latency_ms_mean` / `latency_ms_min`: round trips of API requests;
    /// - `bound`: `server` when the server answered 429 (the limit is set above what it allows);
    ///   `per-second` or `hourly` when workers waited for the limiter half the time or more (the rule
    ///   that held it longest), or when the limiter refused calls (`refusals`: their wait would pass the
    ///   maximum) with the hour's budget down to its reserve (`hourly`) or not (`per-second`); otherwise `server/network` when round trips averaged over twice the
    ///   fastest (the server queued), else `concurrency` (more in flight would go faster).
    static func limitReport(
        limit: RateLimit?, limiter: RateLimiter?, counter: WireCounter, concurrency: Int, seconds: Double, refusals: Int = 0
    ) async -> [String: Any] {
        var report: [String: Any] = [:]
        let statuses = counter.statuses
        let answered = statuses.filter { (200..<300).contains($0.key) || $0.key == 304 }.values.reduce(0, +)
        if let limit {
            report["rate_fraction"] = rounded(Double(answered) / seconds / Double(limit.requestsPerSecond))
        }
        let latency = counter.latency
        let mean = latency.count > 0 ? latency.total / Double(latency.count) : nil
        if let mean {
            report["latency_ms_mean"] = rounded(mean * 1000)
            report["latency_ms_min"] = rounded(latency.fastest * 1000)
        }
        var waits: [RateLimiter.Constraint: Double] = [:]
        var waitShare = 0.0
        if let limiter {
            for (constraint, wait) in await limiter.waitByConstraint { waits[constraint] = wait / .seconds(1) }
            waitShare = (await limiter.totalWait / .seconds(1)) / (Double(concurrency) * seconds)
            report["limiter_wait_share"] = rounded(waitShare)
            report["limiter_wait_seconds"] = [
                "per_second": rounded(waits[.perSecond] ?? 0), "in_flight": rounded(waits[.inFlight] ?? 0),
                "hourly": rounded(waits[.hourly] ?? 0),
            ]
            report["hourly_used"] = await limiter.usedThisHour
        }
        let hourlyUsed = await limiter?.usedThisHour ?? 0
        let hourlyLow = limit.flatMap { limit in
            limit.requestsPerHour.map { Double(hourlyUsed) >= Double($0) * (1 - limit.hourlyReserve) }
        } ?? false
        if statuses[429, default: 0] > 0 {
            report["bound"] = "server"
        } else if refusals > 0 {
            report["bound"] = hourlyLow ? "hourly" : "per-second"
        } else if waitShare >= 0.5 {
            let secondWait = (waits[.perSecond] ?? 0) + (waits[.inFlight] ?? 0)
            report["bound"] = (waits[.hourly] ?? 0) > secondWait ? "hourly" : "per-second"
        } else if let mean, mean > 2 * latency.fastest {
            report["bound"] = "server/network"
        } else {
            report["bound"] = "concurrency"
        }
        return report
    }

    enum CallOutcome: Sendable {
        case success(attempts: Int)
        case failure(kind: String, attempts: Int)
    }

    struct RunOutcome {
        var calls = 0
        var seconds: Double
        var retries: Int
        var errors: [String: Int]
        /// Each call's time from its start to its end, in seconds (the limiter's wait included).
        var latencies: [Double] = []

        /// The latency at fraction `q` of the sorted latencies (nearest rank), in milliseconds.
        func latency(at q: Double) -> Double {
            let sorted = latencies.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, max(0, Int((q * Double(sorted.count)).rounded(.up)) - 1))] * 1000
        }
    }

    /// Runs `call` `count` times with `concurrency` in flight; with a `duration`, starts calls only
    /// until it has passed (those in flight then finish); with a `pace`, the n-th call starts no sooner
    /// than n paces after the first.
    static func run(
        count: Int, concurrency: Int, for duration: Duration? = nil, pace: Duration? = nil,
        _ call: @escaping @Sendable () async -> CallOutcome
    ) async throws -> RunOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = duration.map { start + $0 }
        var outcome = RunOutcome(seconds: 0, retries: 0, errors: [:])
        try await withThrowingTaskGroup(of: (CallOutcome, Double).self) { group in
            var started = 0
            func add() {
                let due = pace.map { start + $0 * started }
                started += 1
                group.addTask {
                    if let due { try await Task.sleep(until: due, clock: .continuous) }
                    try Task.checkCancellation()
                    let began = ContinuousClock.now
                    let result = await call()
                    return (result, Self.seconds(ContinuousClock.now - began))
                }
            }
            while started < min(concurrency, count) { add() }
            for try await (result, latency) in group {
                outcome.calls += 1
                outcome.latencies.append(latency)
                switch result {
                case .success(let attempts): outcome.retries += attempts - 1
                case .failure(let kind, let attempts):
                    outcome.retries += attempts - 1
                    outcome.errors[kind, default: 0] += 1
                }
                if started < count, deadline.map({ clock.now < $0 }) ?? true { add() }
            }
        }
        let elapsed = (clock.now - start).components
        outcome.seconds = max(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18, 1e-9)
        return outcome
    }

    /// The same GET with a plain URLSession, the same number of times and in flight: the floor the
    /// client's own work is measured against.
    /// Times `count` GETs of `url` with a bare `URLSession`, `concurrency` at a time, each body decoded
    /// with `decode` (the same model, through `JSONDecoder` or the fast path as the client does) unless
    /// it is `nil`, so that both sides do the same work.
    static func bareURLSessionLoop(url: URL, token: AccessToken?, count: Int, concurrency: Int,
                                   decode: (@Sendable (Data) throws -> Void)?) async throws -> Double {
        // No response cache, like the client's own session: the same work, and no cancellation while a
        // task is in FoundationNetworking's cache lookup, which can end the process on Linux.
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: url)
        if let token { request.setValue("Bearer \(token.value)", forHTTPHeaderField: "Authorization") }
        let fixed = request
        let outcome = try await run(count: count, concurrency: concurrency) {
            do {
                let (data, _) = try await session.data(for: fixed)
                try decode?(data)
                return .success(attempts: 1)
            } catch {
                return .failure(kind: "transport", attempts: 1)
            }
        }
        return outcome.seconds
    }

    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    // MARK: bench decode

    func benchDecode(_ words: [String]) throws {
        guard words.count == 2 else { throw UsageError("bench decode takes an operation and a file: bnet bench decode wowAuctionCommodities FILE") }
        let operation = try operation(words[0])
        let path = words[1]
        guard operation.hasFastPath else {
            throw UsageError("\(operation.descriptor.id) decodes with JSONDecoder only (\(operation.descriptor.modelName) has no fast path)")
        }
        // Peak memory first, while this process is small: Linux carries a process's peak over into
        // the children it spawns (ru_maxrss survives exec), so children spawned after the timed
        // rounds would all report this process's peak.
        let peaks = try Self.childPeaks(operation: operation.descriptor.id, path: path)
        let data = try body(at: path)
        let rounds = options.count ?? 10
        guard rounds > 0 else { throw UsageError("--count must be at least 1") }
        let clock = ContinuousClock()
        func seconds(_ work: () throws -> Void) rethrows -> Double {
            let start = clock.now
            try work()
            let elapsed = (clock.now - start).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        }
        // Warm-up: one of each, not counted (and a body that does not decode stops here, exit 1).
        _ = try operation.decode(data)
        _ = try operation.decodeWithJSONDecoder(data)
        var fast: [Double] = []
        var codable: [Double] = []
        for _ in 0..<rounds {
            fast.append(try seconds { _ = try operation.decode(data) })
            codable.append(try seconds { _ = try operation.decodeWithJSONDecoder(data) })
        }
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        var report: [String: Any] = [
            "operation": operation.descriptor.id, "body_bytes": data.count, "rounds": rounds,
            "fast_median_seconds": Self.rounded6(median(fast)), "jsondecoder_median_seconds": Self.rounded6(median(codable)),
            "time_ratio_fast_to_jsondecoder": Self.rounded(median(fast) / max(median(codable), 1e-9)),
        ]
        for (key, value) in peaks { report[key] = value }
        let line = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
        console.writeOut(line + Data("\n".utf8))
    }

    /// `bench changes wowAuctions|wowAuctionCommodities OLD NEW`: the peak resident memory of `bnet decode
    /// --changes` (the old snapshot packed, the new one streamed) and of the same diff from both bodies
    /// decoded whole, each a child process, against the larger body and the floor of `bnet --version`;
    /// and whether the two printed the same changes.
    func benchChanges(_ words: [String]) throws {
        guard words.count == 3 else {
            throw UsageError("bench changes takes an operation and two files: bnet bench changes wowAuctions OLD NEW")
        }
        let operation = try operation(words[0]).descriptor.id
        let sizes = try words[1...].map { path in
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > 0 else {
                throw UsageError("cannot read \(path)")
            }
            return size
        }
        let body = sizes.max() ?? 1
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-bench-changes-\(getpid())")
        do {
            try FileSystem.makePrivateDirectory(folder.path, what: "benchmark folder")
        } catch {
            throw UsageError(error.message)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        var report: [String: Any] = ["operation": operation, "body_bytes": body]
        if let floor = Self.childPeakResidentBytes(arguments: ["--version"], decodeWith: nil) { report["peak_rss_bytes_floor"] = floor }
        var outputs: [String: Set<Data>] = [:]
        var elapsed: [String] = []
        if let seconds = options.elapsed?.components.seconds { elapsed = ["--elapsed", String(seconds)] }
        for (label, with) in [("feed", nil), ("whole_decode_diff", "whole")] as [(String, String?)] {
            let output = folder.appendingPathComponent(label).path
            guard let peak = Self.childPeakResidentBytes(
                arguments: ["decode", "--changes", operation, words[1], words[2]] + elapsed, decodeWith: with, output: output
            ) else { throw UsageError("bnet decode --changes failed on \(words[1]) and \(words[2])") }
            report["peak_rss_bytes_\(label)"] = peak
            if let floor = report["peak_rss_bytes_floor"] as? Int {
                report["peak_rss_above_floor_to_body_\(label)"] = Self.rounded(Double(peak - floor) / Double(body))
            }
            let lines = (FileManager.default.contents(atPath: output) ?? Data()).split(separator: UInt8(ascii: "\n"))
            outputs[label] = Set(lines.map { Data($0) })
            report["changes_\(label)"] = lines.count
        }
        report["same_changes"] = outputs["feed"] == outputs["whole_decode_diff"]
        let line = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
        console.writeOut(line + Data("\n".utf8))
    }

    static func rounded6(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }

    /// The peak resident memory of `bnet decode OPERATION FILE` run as a child per path, of `bnet
    /// --version` (the floor any child reports: the runtime, and this process's size when it spawned
    /// it), and each against the body's size.
    static func childPeaks(operation: String, path: String) throws -> [String: Any] {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > 0 else {
            throw UsageError("cannot read \(path)")
        }
        var report: [String: Any] = [:]
        if let floor = childPeakResidentBytes(arguments: ["--version"], decodeWith: nil) { report["peak_rss_bytes_floor"] = floor }
        var peaks: [String: Int] = [:]
        for (label, with) in [("decode", nil), ("fast_in_memory", "fast"), ("jsondecoder_in_memory", "jsondecoder")] as [(String, String?)] {
            guard let peak = childPeakResidentBytes(arguments: ["decode", operation, path], decodeWith: with) else { continue }
            peaks[label] = peak
            report["peak_rss_bytes_\(label)"] = peak
            report["peak_rss_to_body_\(label)"] = rounded(Double(peak) / Double(size))
        }
        if let fast = peaks["fast_in_memory"], let codable = peaks["jsondecoder_in_memory"] {
            report["peak_rss_ratio_fast_to_jsondecoder"] = rounded(Double(fast) / Double(max(codable, 1)))
        }
        return report
    }

    /// Runs this executable with `arguments` (its output discarded) and returns the child's peak
    /// resident memory in bytes, as the kernel counts it (`wait4`'s `ru_maxrss`); `nil` if it could
    /// not run or failed.
    /// Always `nil` on iOS, tvOS, watchOS and visionOS, where an app cannot spawn processes.
    static func childPeakResidentBytes(arguments: [String], decodeWith: String?, output: String = "/dev/null") -> Int? {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        return nil
        #else
        #if os(Linux)
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        #else
        guard let executable = Bundle.main.executablePath else { return nil }
        #endif
        var environment = ProcessInfo.processInfo.environment
        environment["BNET_DECODE_WITH"] = decodeWith
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // A struct on Glibc; on Darwin an opaque pointer (`posix_spawn_file_actions_t?`) that `init` fills.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
        #if os(Linux)
        return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #else
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
        #endif
    }
}
