import BattleNetCore
import BattleNetStandIn
import Foundation

extension Context {
    static let serveDiscussion = """
    Runs a local Battle.net on 127.0.0.1 serving the recorded fixtures at their real paths, with OAuth
    (/token, /authorize, /check_token, /userinfo), Bearer tokens, namespaces and the rate limit.
    It accepts BNET_CLIENT_ID and BNET_CLIENT_SECRET when set, else stand-in-client / stand-in-secret.
    Stops on Ctrl-C, or after S seconds.

    --fault KIND[:ARG][,times=N|all][,path=PREFIX] queues a failure for the next matching requests
    (default: once, on any path), so an app can be tried against Battle.net's bad minutes. Kinds:
      400-599[:RETRY-AFTER]  that status with Blizzard's gateway JSON (429:2 adds Retry-After: 2)
      reset                  close the connection with a TCP reset
      truncated              send half the body under the full Content-Length
      html | empty | not-utf8  a 200 whose body is an HTML error page, empty, or invalid UTF-8
      slow:SECONDS           wait, then answer normally
      revoke                 revoke the request's token and answer 401
      token-down             answer /token with 503
      large:BYTES            a 200 JSON body of BYTES bytes (one huge element), with its Content-Length
      large-unframed:BYTES   the same without a Content-Length (the body ends when the connection closes)
    Example: bnet serve --fault 503,times=3,path=/d3/ --fault 429:2
    """

    func serve(_ words: [String]) async throws {
        guard words.isEmpty else { throw UsageError("serve takes no arguments, only options") }
        let faults = try options.faults.map(FaultSpec.init(parsing:))
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
        let port: Int
        do {
            port = try server.start()
        } catch let error as BattleNetError {
            throw UsageError("cannot listen on 127.0.0.1:\(configuration.port): \(error.failureReason ?? error.message); "
                + "choose another port with --port N (0 picks a free one)")
        }
        defer { server.stop() }
        for spec in faults { server.inject(spec.fault, on: spec.pathPrefix, times: spec.times) }
        let base = "http://127.0.0.1:\(port)"
        let secretHint = clientSecret == nil ? configuration.clientSecret : "<your BNET_CLIENT_SECRET>"
        console.out("""
            Battle.net stand-in on \(base): \(configuration.fixtures.entries.count) recorded responses, \
            \(configuration.perSecondLimit.map { "\($0) requests/s per token" } ?? "no rate limit")
            client id \(configuration.clientID); point a client at it with:
              BNET_API_HOST=\(base) BNET_OAUTH_HOST=\(base) BNET_CLIENT_ID=\(configuration.clientID) \
            BNET_CLIENT_SECRET=\(secretHint) bnet call d3Act 1
            """)
        for spec in faults { console.out("queued fault: \(spec)") }
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

/// One `--fault` of `bnet serve`: `KIND[:ARG][,times=N|all][,path=PREFIX]` (see `bnet serve help`).
struct FaultSpec: Equatable, CustomStringConvertible {
    var fault: StandInServer.Fault
    var pathPrefix = "/"
    var times = 1

    init(fault: StandInServer.Fault, pathPrefix: String = "/", times: Int = 1) {
        self.fault = fault
        self.pathPrefix = pathPrefix
        self.times = times
    }

    init(parsing text: String) throws(UsageError) {
        let fields = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let head = fields[0].split(separator: ":", maxSplits: 1).map(String.init)
        let kind = head.first?.lowercased() ?? ""
        let argument = head.count == 2 ? head[1] : nil
        func invalid(_ why: String) -> UsageError {
            UsageError("--fault \(text): \(why); see bnet help serve")
        }
        func noArgument(_ fault: StandInServer.Fault) throws(UsageError) -> StandInServer.Fault {
            guard argument == nil else { throw invalid("\(kind) takes no :argument") }
            return fault
        }
        switch kind {
        case "reset": fault = try noArgument(.connectionReset)
        case "truncated": fault = try noArgument(.truncatedBody)
        case "html": fault = try noArgument(.htmlBody)
        case "empty": fault = try noArgument(.emptyBody)
        case "not-utf8": fault = try noArgument(.invalidUTF8)
        case "revoke": fault = try noArgument(.revokeToken)
        case "token-down": fault = try noArgument(.tokenEndpointDown)
        case "large", "large-unframed":
            guard let bytes = argument.flatMap(Int.init), bytes > 0, bytes <= 1 << 40 else {
                throw invalid("\(kind) takes a body size in bytes, as in \(kind):400000000")
            }
            fault = .largeBody(bytes: bytes, declaresLength: kind == "large")
        case "slow":
            guard let seconds = argument.flatMap(Double.init), seconds > 0, seconds <= 300 else {
                throw invalid("slow takes a number of seconds up to 300, as in slow:2")
            }
            fault = .delay(.milliseconds(Int64((seconds * 1000).rounded())))
        default:
            guard let status = Int(kind), (400...599).contains(status) else {
                throw invalid("unknown kind \(kind.isEmpty ? "(none)" : kind)")
            }
            if let argument, argument.isEmpty || !argument.allSatisfy(\.isASCII) || argument.contains(where: \.isNewline) {
                throw invalid("the Retry-After text after : must be non-empty plain ASCII")
            }
            fault = .status(status, retryAfter: argument)
        }
        for field in fields.dropFirst() {
            let pair = field.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { throw invalid("\(field) is not name=value") }
            switch pair[0] {
            case "times":
                if pair[1] == "all" {
                    times = Int.max
                } else {
                    guard let count = Int(pair[1]), count > 0 else { throw invalid("times takes a positive number or all") }
                    times = count
                }
            case "path":
                guard pair[1].hasPrefix("/") else { throw invalid("path must start with /") }
                pathPrefix = pair[1]
            default:
                throw invalid("unknown setting \(pair[0]); use times= or path=")
            }
        }
    }

    var description: String {
        let what: String
        switch fault {
        case .status(let status, let retryAfter): what = "\(status)" + (retryAfter.map { " with Retry-After: \($0)" } ?? "")
        case .connectionReset: what = "connection reset"
        case .truncatedBody: what = "truncated body"
        case .htmlBody: what = "HTML body"
        case .emptyBody: what = "empty body"
        case .invalidUTF8: what = "body that is not UTF-8"
        case .delay(let duration): what = "delay of \(duration)"
        case .revokeToken: what = "revoked token"
        case .tokenEndpointDown: what = "token endpoint down"
        case .redirect(let status, let location): what = "\(status) redirect to \(location)"
        case .largeBody(let bytes, let declaresLength):
            what = "\(bytes)-byte body " + (declaresLength ? "with its Content-Length" : "without a Content-Length")
        }
        return "\(what), \(times == Int.max ? "every time" : times == 1 ? "once" : "\(times) times") on \(pathPrefix)"
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
