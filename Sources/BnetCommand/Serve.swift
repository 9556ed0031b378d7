import BattleNetCore
import BattleNetStandIn
import Foundation

extension Context {
    static let serveUsage = """
    usage: bnet serve [--port N] [--rate-limit R|none] [--seconds S]
    Runs a local Battle.net on 127.0.0.1 serving the recorded fixtures at their real paths, with OAuth
    (/token, /authorize, /check_token, /userinfo), Bearer tokens, namespaces and the rate limit.
    It accepts BNET_CLIENT_ID and BNET_CLIENT_SECRET when set, else stand-in-client / stand-in-secret.
    Stops on Ctrl-C, or after S seconds.
    """

    func serve(_ words: [String]) async throws {
        guard words.isEmpty else { throw UsageError(Self.serveUsage) }
        var configuration = try StandInServer.Configuration.recordedFixtures()
        configuration.port = options.port ?? 4010
        configuration.perSecondLimit = options.rateLimit?.requestsPerSecond
        let clientID = environment["BNET_CLIENT_ID"].flatMap { $0.isEmpty ? nil : $0 }
        let clientSecret = environment["BNET_CLIENT_SECRET"].flatMap { $0.isEmpty ? nil : $0 }
        if let clientID, let clientSecret {
            configuration.clientID = clientID
            configuration.clientSecret = clientSecret
        }
        let console = console
        let server = StandInServer(configuration: configuration, log: { console.err($0) })
        let port = try server.start()
        defer { server.stop() }
        let base = "http://127.0.0.1:\(port)"
        let secretHint = clientSecret == nil ? configuration.clientSecret : "<your BNET_CLIENT_SECRET>"
        console.out("""
            Battle.net stand-in on \(base): \(configuration.fixtures.entries.count) recorded responses, \
            \(configuration.perSecondLimit.map { "\($0) requests/s per token" } ?? "no rate limit")
            client id \(configuration.clientID); point a client at it with:
              BNET_API_HOST=\(base) BNET_OAUTH_HOST=\(base) BNET_CLIENT_ID=\(configuration.clientID) \
            BNET_CLIENT_SECRET=\(secretHint) bnet call d3Act 1
            """)
        if let seconds = options.seconds {
            try await Task.sleep(for: .seconds(seconds))
        } else {
            await Self.waitForInterrupt()
        }
        console.err("bnet: stand-in stopped")
    }

    /// Suspends until SIGINT or SIGTERM.
    static func waitForInterrupt() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = ResumeOnce(continuation)
            for signalNumber in [SIGINT, SIGTERM] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { once.resume() }
                source.resume()
                once.keep(source)
            }
        }
    }
}

/// Resumes a continuation once, whichever signal comes first (a lock guards both fields).
private final class ResumeOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?
    private var sources: [any DispatchSourceSignal] = []

    init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }

    func keep(_ source: any DispatchSourceSignal) { lock.withLock { sources.append(source) } }

    func resume() {
        let pending = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            defer { continuation = nil; sources.forEach { $0.cancel() } }
            return continuation
        }
        pending?.resume()
    }
}
