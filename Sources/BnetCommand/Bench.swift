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
    """

    func bench(_ words: [String]) async throws {
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
}
