import BattleNetCore
import BattleNetHearthstone
import BattleNetStandIn
import BattleNetTesting
import Foundation

extension Context {
    static let serveDiscussion = """
    Runs a local Battle.net on 127.0.0.1 serving the recorded fixtures at their real paths, with OAuth
    (/token, /authorize, /check_token, /userinfo), Bearer tokens, namespaces and the rate limit.
    The limits are per client id, as Battle.net's, whatever the token or connection: --rate-limit R
    a fixed second (default 100) and --hourly-limit N any rolling hour (default 36000; scale it down
    to reach it in seconds), answered 429 with Retry-After when spent. When it stops it prints one
    JSON line of statistics on stdout: requests, statuses, and per client id the requests admitted,
    the 429s of each limit and the token requests.
    Answers carry Battle.net's caching headers for their path template, as the fixtures'
    cache-control.tsv records them from real answers: Cache-Control (public, max-age=86400 on WoW game
    data, max-age=300 on SC2 profiles, none on D3, Hearthstone and WoW characters), Last-Modified where
    Battle.net sends it (WoW, /data/d3/ and /data/sc2/) and on paths the table does not list, and an
    ETag (a hash of the body) on SC2 and Hearthstone answers. If-None-Match naming the ETag, or else
    If-Modified-Since not older than Last-Modified, gets 304 with the same headers and no body.
    --max-age S sends max-age=S in every Cache-Control instead (public and the other directives kept),
    so a client's cache expires within a benchmark.
    --auction-timeline rebuilds the auctions on a scripted day that starts now (seed 43): each
    connected realm every 55-65 minutes, or 18-22 for every third, one that changes cadence 12 hours in,
    one that stalls after six hours, and the commodities as that one (Battle.net's commodities once
    stayed unchanged for about a day); Last-Modified and 304s follow it, so bnet wow auctions --all
    --rounds N learns each house's schedule.
    --auction-realms N gives connected realms 1 to N an auction house each; --auction-generation G
    serves generation G of them and of the commodities (0, the default, is the recorded body; each next
    one is drawn from the one before, seeded by the realm and the generation, with a Last-Modified an
    hour later), so bnet crawl run against one generation and then the next finds every house changed,
    the same way every time.
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
      no-content             answer 204 with no body
      inactive | forbidden-empty  403 with Blizzard's "Account Inactive" JSON, or with no body
      error-on-200:STATUS    a 200 whose body is Blizzard's error JSON for STATUS (e.g. 404)
      drop-head | drop-head-chunked  send the head (with Content-Length, or chunked), then close
      drop-chunked           send half the body as one chunk, then close without the last chunk
      length:+N | length:-N  a Content-Length N bytes more (then hold the connection) or less than the body
      bad-gzip               a 200 declaring Content-Encoding: gzip over bytes that are not gzip
      content-type:TYPE      the normal answer with another Content-Type
      token-lifetime:SECONDS | token-no-expiry  a working token announcing that expires_in, or none
      reject-namespace:NS    404 for a request sent with namespace NS
    Example: bnet serve --fault 503,times=3,path=/d3/ --fault 429:2
    """

    func serve(_ words: [String]) async throws {
        guard words.isEmpty else { throw UsageError("serve takes no arguments, only options") }
        let faults = try options.faults.map(FaultSpec.init(parsing:))
        var configuration = try StandInServer.Configuration.recordedFixtures()
        configuration.deckCode = Hearthstone.DeckCode.replayReader
        configuration.port = options.port ?? 4010
        configuration.perSecondLimit = options.rateLimit?.requestsPerSecond
        // `--hourly-limit N|none`: the client id's budget for any rolling hour (Battle.net's 36,000 by default).
        if let hourly = options.hourlyLimit { configuration.hourlyLimit = hourly }
        configuration.maxAge = options.maxAge
        if options.auctionTimeline { configuration.auctionTimeline = UpdateTimeline(start: Date()) }
        configuration.auctionRealms = options.auctionRealms ?? 0
        configuration.auctionGeneration = options.auctionGeneration ?? 0
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
            \(configuration.perSecondLimit.map { "\($0) requests/s" } ?? "no rate limit") and \
            \(configuration.hourlyLimit.map { "\($0) an hour" } ?? "no hourly budget") per client id
            client id \(configuration.clientID); point a client at it with:
              BNET_API_HOST=\(base) BNET_OAUTH_HOST=\(base) BNET_CLIENT_ID=\(configuration.clientID) \
            BNET_CLIENT_SECRET=\(secretHint) bnet call d3Act 1
            """)
        if let maxAge = configuration.maxAge { console.out("Cache-Control: max-age=\(maxAge) in place of Battle.net's") }
        for spec in faults { console.out("queued fault: \(spec)") }
        if let seconds = options.seconds {
            try await Task.sleep(for: .seconds(seconds))
        } else {
            await Self.waitForInterrupt()
        }
        console.err("bnet: stand-in stopped")
        console.writeOut(try Self.statisticsLine(server.statistics))
    }

    /// The stand-in's counts as one JSON line, printed when it stops: requests, statuses, token
    /// requests, and per client id its API requests, those admitted, the 429s of each limit, its token
    /// requests and its busiest second (no token is ever part of it).
    static func statisticsLine(_ statistics: StandInServer.Statistics) throws -> Data {
        let clients = statistics.clients.mapValues { client -> [String: Any] in
            [
                "api_requests": client.apiRequests, "admitted": client.admitted, "per_second_429": client.perSecondRefusals,
                "hourly_429": client.hourlyRefusals, "token_requests": client.tokenRequests,
                "peak_requests_per_second": client.peakRequestsPerSecond,
            ]
        }
        let object: [String: Any] = [
            "statistics": [
                "total_requests": statistics.totalRequests, "api_requests": statistics.apiRequests,
                "token_requests": statistics.tokenRequests,
                "statuses": Dictionary(uniqueKeysWithValues: statistics.statusCounts.map { (String($0.key), $0.value) }),
                "clients": clients,
            ] as [String: Any],
        ]
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) + Data("\n".utf8)
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
        case "no-content": fault = try noArgument(.answer(status: 204))
        case "inactive":
            fault = try noArgument(.answer(
                status: 403, headers: ["Content-Type": "application/json;charset=UTF-8"],
                body: #"{"code":403,"type":"Forbidden","detail":"Account Inactive"}"#
            ))
        case "forbidden-empty": fault = try noArgument(.answer(status: 403))
        case "error-on-200":
            guard let status = argument.flatMap(Int.init), (400...599).contains(status) else {
                throw invalid("error-on-200 takes the status the body names, as in error-on-200:404")
            }
            fault = .answer(
                status: 200, headers: ["Content-Type": "application/json;charset=UTF-8"],
                body: #"{"code":\#(status),"type":"BLZWEBAPI00000\#(status)","detail":"\#(status == 404 ? "Not Found" : "Error")"}"#
            )
        case "drop-head": fault = try noArgument(.dropAfterHead(declaresLength: true))
        case "drop-head-chunked": fault = try noArgument(.dropAfterHead(declaresLength: false))
        case "drop-chunked": fault = try noArgument(.dropMidChunkedBody)
        case "length":
            guard let argument, argument.first == "+" || argument.first == "-", let delta = Int(argument), delta != 0,
                  delta.magnitude <= 1 << 20 else {
                throw invalid("length takes a signed byte count, as in length:+50 or length:-20")
            }
            fault = .misdeclaredLength(delta: delta)
        case "bad-gzip": fault = try noArgument(.garbageGzip)
        case "content-type":
            guard let argument, !argument.isEmpty, argument.allSatisfy({ $0.isASCII && !$0.isNewline }) else {
                throw invalid("content-type takes a media type, as in content-type:text/plain")
            }
            fault = .contentType(argument)
        case "token-lifetime":
            guard let seconds = argument.flatMap(Int.init), seconds >= 0 else {
                throw invalid("token-lifetime takes the expires_in to announce, as in token-lifetime:0")
            }
            fault = .announcedTokenLifetime(seconds: seconds)
        case "token-no-expiry": fault = try noArgument(.announcedTokenLifetime(seconds: nil))
        case "reject-namespace":
            guard let argument, !argument.isEmpty, argument.allSatisfy({ $0.isASCII && !$0.isNewline }) else {
                throw invalid("reject-namespace takes a namespace, as in reject-namespace:static-classic1x-eu")
            }
            fault = .rejectNamespace(argument)
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
        case .answer(let status, _, let body): what = "\(status) answer" + (body.isEmpty ? " with no body" : " with a \(body.utf8.count)-byte body")
        case .dropAfterHead(let declaresLength): what = "connection dropped after the head" + (declaresLength ? "" : " (chunked)")
        case .dropMidChunkedBody: what = "connection dropped mid chunked body"
        case .misdeclaredLength(let delta): what = "Content-Length \(delta > 0 ? "\(delta) bytes over" : "\(-delta) bytes under") the body"
        case .garbageGzip: what = "gzip-declared garbage"
        case .contentType(let type): what = "Content-Type \(type)"
        case .announcedTokenLifetime(let seconds): what = seconds.map { "token announcing expires_in \($0)" } ?? "token without expires_in"
        case .rejectNamespace(let namespace): what = "404 for namespace \(namespace)"
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
