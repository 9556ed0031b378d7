import BattleNetCore
import BattleNetTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Counts what went over the wire during a benchmark: statuses, token requests, transport failures.
actor WireCounter {
    private(set) var statuses: [Int: Int] = [:]
    private(set) var tokenRequests = 0
    private(set) var transportFailures = 0

    func record(_ request: HTTPRequest, status: Int?) {
        if request.url.path.hasSuffix("/token") { tokenRequests += 1 }
        if let status { statuses[status, default: 0] += 1 } else { transportFailures += 1 }
    }
}

/// A transport that reports every exchange to a ``WireCounter``.
struct CountingTransport: HTTPTransport {
    let base: any HTTPTransport
    let counter: WireCounter

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        do {
            let response = try await base.send(request)
            await counter.record(request, status: response.status)
            return response
        } catch {
            await counter.record(request, status: nil)
            throw error
        }
    }
}

extension Context {
    static let benchDiscussion = """
    Calls one operation N times (default 200) with C in flight (default 10) and prints one JSON line:
    requests, seconds, rps, statuses, retries, token requests, transport failures and errors, and the
    mode (live or replay). Live runs also report rate_fraction, the share of --rate-limit reached
    (replays have no rate to reach). --baseline also times a bare URLSession loop on the same URL,
    for the client's overhead per request.

    bench decode OPERATION FILE decodes the same bytes with the fast path (JSONReader) and with
    JSONDecoder, N rounds each (default 10), alternating, after one warm-up round of each, and prints
    one JSON line: the median seconds of each and their ratio, and the peak resident memory of a
    child process `bnet decode OPERATION FILE` per path (the operating system's own count, wait4's
    ru_maxrss, measured before the timed rounds): the command as shipped (file mapped, fast path),
    the fast path on the file read into memory, and JSONDecoder on the file read into memory; each
    against the body's size, with the floor a child of `bnet --version` reports.
    """

    func bench(_ words: [String]) async throws {
        if words.first == "decode" { return try benchDecode(Array(words.dropFirst())) }
        let endpoint = try endpoint(words)
        var configuration = try checkedConfiguration()
        let mode = try mode()
        let count = options.count ?? 200
        let concurrency = min(options.concurrency ?? 10, count)
        let counter = WireCounter()
        let wire = CountingTransport(base: transport ?? URLSessionTransport(), counter: counter)
        configuration.rateLimit = options.rateLimit
        configuration.coalescesRequests = false  // every call must reach the server
        let client: BattleNetClient
        if case .live(let credentials) = mode {
            let manager = AuthenticationManager(
                credentials: credentials, oauthBaseURL: configuration.oauthBaseURL, transport: wire,
                store: InMemoryTokenStore(), timeout: options.timeout ?? .seconds(30)
            )
            client = try BattleNetClient(configuration: configuration, tokens: manager, transport: wire)
        } else {
            if options.baseline { throw UsageError("--baseline times a live URL; it needs BNET_CLIENT_ID and BNET_CLIENT_SECRET") }
            announceReplay("benchmarking against the recorded fixtures")
            client = try BattleNetClient(
                configuration: configuration, tokens: FixedTokenProvider(),
                transport: CountingTransport(base: try transport ?? ReplayTransport.recordedFixtures(), counter: counter)
            )
        }
        let outcome = try await Self.run(count: count, concurrency: concurrency) {
            do {
                let raw = try await client.raw(endpoint)
                return .success(attempts: raw.attempts)
            } catch let error as BattleNetError {
                return .failure(kind: error.kind.rawValue, attempts: error.attempts ?? 1)
            } catch {
                return .failure(kind: "cancelled", attempts: 1)
            }
        }
        var report: [String: Any] = [
            "operation": endpoint.operation, "requests": count, "concurrency": concurrency,
            "rate_limit": options.rateLimit.map { $0.requestsPerSecond as Any } ?? "none",
            "seconds": Self.rounded(outcome.seconds), "rps": Self.rounded(Double(count) / outcome.seconds),
            "statuses": Dictionary(uniqueKeysWithValues: await counter.statuses.map { (String($0.key), $0.value) }),
            "retries": outcome.retries, "token_requests": await counter.tokenRequests,
            "transport_failures": await counter.transportFailures, "errors": outcome.errors,
            "mode": { if case .live = mode { "live" } else { "replay" } }(),
        ]
        // Replays answer from memory: the share of Battle.net's rate they reach means nothing.
        if case .live = mode, let limit = options.rateLimit {
            report["rate_fraction"] = Self.rounded(Double(count) / outcome.seconds / Double(limit.requestsPerSecond))
        }
        if options.baseline {
            let token = try await client.tokens.accessToken(for: endpoint.descriptor.token)
            let url = try client.url(for: endpoint)
            let baseline = try await Self.bareURLSessionLoop(url: url, token: token, count: count, concurrency: concurrency)
            report["baseline_seconds"] = Self.rounded(baseline)
            report["baseline_rps"] = Self.rounded(Double(count) / baseline)
            report["overhead_ratio"] = Self.rounded(outcome.seconds / baseline)
            report["overhead_ms_per_request"] = Self.rounded((outcome.seconds - baseline) * 1000 * Double(concurrency) / Double(count))
        }
        let line = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
        console.writeOut(line + Data("\n".utf8))
    }

    enum CallOutcome: Sendable {
        case success(attempts: Int)
        case failure(kind: String, attempts: Int)
    }

    struct RunOutcome {
        var seconds: Double
        var retries: Int
        var errors: [String: Int]
    }

    /// Runs `call` `count` times with `concurrency` in flight.
    static func run(count: Int, concurrency: Int, _ call: @escaping @Sendable () async -> CallOutcome) async throws -> RunOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = RunOutcome(seconds: 0, retries: 0, errors: [:])
        try await withThrowingTaskGroup(of: CallOutcome.self) { group in
            var started = 0
            func add() {
                started += 1
                group.addTask { try Task.checkCancellation(); return await call() }
            }
            while started < min(concurrency, count) { add() }
            for try await result in group {
                switch result {
                case .success(let attempts): outcome.retries += attempts - 1
                case .failure(let kind, let attempts):
                    outcome.retries += attempts - 1
                    outcome.errors[kind, default: 0] += 1
                }
                if started < count { add() }
            }
        }
        let elapsed = (clock.now - start).components
        outcome.seconds = max(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18, 1e-9)
        return outcome
    }

    /// The same GET with a plain URLSession, the same number of times and in flight: the floor the
    /// client's own work is measured against.
    static func bareURLSessionLoop(url: URL, token: AccessToken?, count: Int, concurrency: Int) async throws -> Double {
        let session = URLSession(configuration: .ephemeral)
        var request = URLRequest(url: url)
        if let token { request.setValue("Bearer \(token.value)", forHTTPHeaderField: "Authorization") }
        let fixed = request
        let outcome = try await run(count: count, concurrency: concurrency) {
            do {
                _ = try await session.data(for: fixed)
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
    static func childPeakResidentBytes(arguments: [String], decodeWith: String?) -> Int? {
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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
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
    }
}
