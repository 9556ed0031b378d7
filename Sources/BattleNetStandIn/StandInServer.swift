import Foundation
import BattleNetCore
import BattleNetFixtures
import BattleNetTesting

/// A local, dependency-free stand-in for Battle.net's OAuth server and API gateway, for tests.
///
/// It listens on 127.0.0.1 only, issues client-credentials and authorization-code tokens, answers
/// API paths with the recorded bodies of a `FixtureManifest`, enforces namespaces and rate limits the
/// way the gateway does, and plays injected faults (resets, truncated bodies, 5xx, delays, ...).
/// Its answers carry Battle.net's caching headers for their path template (`Cache-Control`,
/// `Last-Modified`, `ETag`, as the `cache-control.tsv` of the fixture folder, else the one
/// `BattleNetFixtures` ships, records them), and a conditional request (`If-None-Match`, else
/// `If-Modified-Since`) that still matches is answered 304.
///
/// ```swift
/// let server = StandInServer(configuration: try .recordedFixtures())
/// let port = try server.start()            // an ephemeral port
/// defer { server.stop() }
/// // POST \(server.baseURL)/token with Basic stand-in-client:stand-in-secret, then
/// // GET \(server.baseURL)/d3/data/act/1 with "Authorization: Bearer <token>".
/// server.inject(.status(503), on: "/d3/", times: 2)
/// print(server.statistics.count(of: 503))
/// ```
///
/// The server is `Sendable`: configure it once, then call it from any thread or task. It stops
/// itself when the last reference goes away.
public final class StandInServer: Sendable {
    /// How the server behaves.
    public struct Configuration: Sendable {
        /// The only client id the token endpoint accepts.
        public var clientID: String
        /// The secret that goes with ``clientID``.
        public var clientSecret: String
        /// Lifetime of issued tokens in seconds (`expires_in`); 0 issues tokens that are already expired.
        public var tokenLifetime: Int
        /// Requests one client id may make per fixed clock second, with all its tokens and
        /// connections together, before 429 (with `Retry-After: 1`); `nil` for no limit.
        public var perSecondLimit: Int?
        /// Requests one client id may make in any rolling hour (counted in minute buckets), with all
        /// its tokens together, before 429 with `Retry-After` (the seconds until its oldest counted
        /// minute leaves the hour); `nil` for no budget. Battle.net's is 36,000; a smaller one lets a
        /// test reach it in seconds (at 95 a second the real one lasts about six minutes).
        public var hourlyLimit: Int?
        /// The recorded bodies served on API paths.
        public var fixtures: FixtureManifest
        /// The `Last-Modified` of the recorded bodies that carry one (those of the path templates whose
        /// Battle.net answers have it, and of every path `cache-control.tsv` does not list, searches
        /// included), and the date `If-Modified-Since` is compared with.
        public var lastModified: Date
        /// The `max-age`, in seconds, of every `Cache-Control` the stand-in sends, in place of the one
        /// recorded from Battle.net: with 5, `public, max-age=86400` becomes `public, max-age=5`, so a
        /// client's cache expires within a benchmark (`bnet serve --max-age 5`). Other directives are
        /// kept, a value without `max-age` (`no-cache`) is sent as recorded, and no answer gains a
        /// `Cache-Control`. `nil` (the default) sends the recorded values.
        public var maxAge: Int?
        /// The port to listen on; 0 (the default) picks a free ephemeral port.
        public var port: UInt16
        /// How long an idle keep-alive connection stays open before the server closes it.
        public var idleTimeout: Duration
        /// How long a client has, from the first byte of a request, to send its whole header section
        /// and body. A client that dribbles bytes (slowloris) gets 408 and is disconnected.
        public var requestDeadline: Duration = .seconds(10)
        /// How long a client has to send a request's whole header section: from the moment its
        /// connection is accepted for the first request, from the request's first byte for later ones
        /// on a kept-alive connection. Past it the client gets 408 and is disconnected (slowloris).
        public var headDeadline: Duration = .seconds(2)
        /// The most connections served at one time. A connection past it evicts the oldest connection
        /// that has not sent a complete request head (a half-open or idle one); when every connection
        /// is in the middle of a request, it is answered 503 and closed. Never a hang.
        public var maxConnections: Int = 256
        /// The most authorization codes (each holding its sign-in's `state` and `redirect_uri`) kept
        /// waiting for an exchange; past it, the oldest is dropped. Expired codes are dropped first.
        public var maxPendingCodes: Int = 1_000
        /// How long an authorization code can be exchanged (Battle.net: minutes).
        public var authorizationCodeLifetime: Duration = .seconds(300)
        /// The longest `redirect_uri` (and `state`) `/authorize` accepts, in UTF-8 bytes.
        public var maxRedirectURILength: Int = 2_048
        /// How many results a search reaches before the stand-in caps the result count
        /// (`resultCountCapped`), as Blizzard does; 1,000 by default.
        public var searchResultCap: Int = 1_000
        /// The most live tokens (client and user tokens alike) kept per client id; past it, issuing
        /// one drops the oldest. Expired tokens are dropped first, so issuing tokens in a loop holds
        /// at most this many (a client that keeps a token for its lifetime never meets it).
        public var maxTokensPerClient: Int = 1_000
        /// Reads a Hearthstone deck code into its cards (one dbfId per copy) and hero, so
        /// `/hearthstone/deck?code=` is answered with the recorded deck of the same cards
        /// (`ReplayTransport.deckCode` (BattleNetTesting) does the same for the replay); `bnet serve`
        /// sets `Hearthstone.DeckCode`'s. Without it, only `ids=` lookups and the recorded codes' path
        /// form are answered.
        public var deckCode: DeckCodeReader?
        /// The clock of the stand-in's limits: the rate limits' seconds and hours, token and
        /// authorization-code lifetimes. The system's clock by default; a test moves a
        /// `BattleNetTestClock` to cross a second, an hour or an expiry without waiting. (Connection
        /// deadlines are the sockets' own, on real time.)
        public var clock: any BattleNetClock = BattleNetSystemClock()
        /// When set, each connected realm's auctions (`/data/wow/connected-realm/{id}/auctions`) are
        /// rebuilt as the timeline's resource `id % resources.count` is, on ``clock``: their
        /// `Last-Modified` is its latest rebuild (``lastModified`` before the first), and an
        /// `If-Modified-Since` at or after it gets 304. `nil` (the default): every body has
        /// ``lastModified``.
        ///
        /// ```swift
        /// var configuration = try StandInServer.Configuration.recordedFixtures()
        /// configuration.auctionTimeline = UpdateTimeline(start: Date())
        /// ```
        public var auctionTimeline: UpdateTimeline?
        /// When above 0, the connected realms `1...auctionRealms` each have an auction house (their
        /// `/data/wow/connected-realm/{id}/auctions`), whose body is that of generation
        /// ``auctionGeneration``, as the commodities' is: generation 0 the recorded body, each next one
        /// drawn from the one before (`AuctionSuccessors`, seeded by the realm and the generation), with a
        /// `Last-Modified` an hour later per generation. A crawl run against one generation and then the
        /// next sees every house change, the same way every time. 0 by default.
        public var auctionRealms = 0
        /// The generation of the auction houses of ``auctionRealms`` and of the commodities, from 0.
        public var auctionGeneration = 0

        /// - Parameters:
        ///   - fixtures: the recordings to serve, e.g. `try FixtureManifest(directory: url)`.
        ///   - clientID: the accepted client id.
        ///   - clientSecret: the accepted client secret.
        ///   - tokenLifetime: `expires_in` of issued tokens, in seconds.
        ///   - perSecondLimit: per-client-id requests per second before 429 (`nil`: unlimited).
        ///   - hourlyLimit: per-client-id requests per rolling hour before 429 (`nil`: unlimited).
        ///   - lastModified: the `Last-Modified` date of recorded bodies.
        ///   - port: 0 for an ephemeral port.
        ///   - idleTimeout: how long an idle connection is kept.
        public init(
            fixtures: FixtureManifest,
            clientID: String = "stand-in-client",
            clientSecret: String = "stand-in-secret",
            tokenLifetime: Int = 86_399,
            perSecondLimit: Int? = 100,
            hourlyLimit: Int? = 36_000,
            lastModified: Date = Date(timeIntervalSince1970: 1_577_836_800),
            port: UInt16 = 0,
            idleTimeout: Duration = .seconds(5)
        ) {
            self.fixtures = fixtures
            self.clientID = clientID
            self.clientSecret = clientSecret
            self.tokenLifetime = tokenLifetime
            self.perSecondLimit = perSecondLimit
            self.hourlyLimit = hourlyLimit
            self.lastModified = lastModified
            self.port = port
            self.idleTimeout = idleTimeout
        }

        /// The defaults, serving the recordings shipped with the BattleNet package.
        /// - Throws: `BattleNetError` `.invalidConfiguration` when the recordings cannot be found.
        public static func recordedFixtures() throws -> Configuration {
            Configuration(fixtures: try ReplayTransport.recordedFixtures().manifest)
        }
    }

    /// The configuration the server was made with.
    public var configuration: Configuration { core.configuration }

    /// Receives one line per request: method, path without query, status and milliseconds, then the
    /// WoW namespace when one was sent, e.g. `GET /d3/data/act/1 200 2ms` or
    /// `GET /data/wow/item/19019 200 1ms (static-classic1x-eu)`. It never contains a token, secret,
    /// code or any other header value (a namespace that is not well formed shows as `malformed namespace`).
    public let log: (@Sendable (String) -> Void)?

    let core: ServerCore

    /// Makes a stopped server; call ``start()`` to listen.
    /// - Parameters:
    ///   - configuration: credentials, limits and recordings.
    ///   - log: an optional per-request log line sink, called from the connection's thread.
    public init(configuration: Configuration, log: (@Sendable (String) -> Void)? = nil) {
        self.log = log
        core = ServerCore(configuration: configuration, log: log)
    }

    /// A server whose connection threads are started by `spawnThread` (tests simulate a system that
    /// cannot start one).
    init(configuration: Configuration, spawnThread: @escaping @Sendable (@escaping @Sendable () -> Void) -> Bool) {
        log = nil
        core = ServerCore(configuration: configuration, log: nil, spawnThread: spawnThread)
    }

    deinit {
        core.stop()
    }

    /// Starts listening on 127.0.0.1 and returns the bound port. Calling it while running returns
    /// the current port.
    /// - Throws: `BattleNetError` `.invalidConfiguration` when the socket cannot be made or bound
    ///   (for example the configured port is taken).
    ///
    /// ```swift
    /// let port = try server.start()
    /// ```
    @discardableResult
    public func start() throws -> Int {
        try core.start()
    }

    /// Closes the listening socket and every open connection, and waits for the accept thread to
    /// end (and, up to a few seconds, for connection threads). Safe to call more than once.
    public func stop() {
        core.stop()
    }

    /// The bound port while running; `nil` when stopped.
    public var port: Int? { core.port }

    /// `http://127.0.0.1:PORT` while running (`http://127.0.0.1:0` before ``start()``). Both the
    /// OAuth paths (`/token`, `/authorize`, ...) and the API paths live under it.
    public var baseURL: URL {
        var components = URLComponents()
        components.scheme = "http"
        components.host = "127.0.0.1"
        components.port = core.port ?? 0
        // Scheme, IPv4 host and port always form a valid URL; the fallback is never taken.
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// Queues `fault` for the next `times` requests whose percent-decoded path starts with
    /// `pathPrefix`. Queued faults are consumed in the order they were injected.
    ///
    /// ```swift
    /// server.inject(.connectionReset, on: "/d3/data/act")
    /// server.inject(.status(503, retryAfter: "1"), times: 2)
    /// ```
    public func inject(_ fault: Fault, on pathPrefix: String = "/", times: Int = 1) {
        guard times > 0 else { return }
        core.world.withLock { $0.faults.append(QueuedFault(fault: fault, pathPrefix: pathPrefix, remaining: times)) }
    }

    /// Drops every queued fault.
    public func clearFaults() {
        core.world.withLock { $0.faults.removeAll() }
    }

    /// Makes `token` invalid: API calls with it get 401 and `check_token` reports `invalid_token`.
    public func revoke(token: String) {
        core.revoke(token: token)
    }

    /// Revokes every token issued so far.
    public func revokeAllTokens() {
        core.world.withLock { world in
            world.tokens.removeAll()
            world.tokenOrder.removeAll()
            world.windows.removeAll()
        }
        // The client ids' limits stay: Battle.net counts them per client, not per token.
    }

    /// Issues a token without an HTTP round trip: a client token, or a user token granting `scopes`.
    ///
    /// ```swift
    /// let token = server.issueToken()
    /// let user = server.issueToken(userScopes: ["openid", "d3.profile"])
    /// ```
    public func issueToken(userScopes: [String]? = nil) -> String {
        core.issueToken(clientID: core.configuration.clientID, scope: userScopes).value
    }

    /// How many authorization codes (with their `state`) wait for an exchange: never more than
    /// ``Configuration-swift.struct/maxPendingCodes``; expired ones are not counted.
    public var pendingAuthorizationCodes: Int {
        core.world.withLock { world in
            world.purgeExpiredCodes(now: core.configuration.clock.date)
            return world.codes.count
        }
    }

    /// A snapshot of the counters.
    public var statistics: Statistics {
        core.world.withLock { $0.statistics }
    }

    /// Zeroes the counters (rate-limit windows are not affected).
    public func resetStatistics() {
        core.world.withLock { $0.statistics = Statistics() }
    }
}

/// A token the server issued.
struct IssuedToken: Sendable {
    let value: String
    let clientID: String
    let expiresAt: Date
    /// The granted scopes for a user token; `nil` for a client-credentials token.
    let scope: [String]?
}

/// An authorization code waiting to be exchanged.
struct PendingCode: Sendable {
    let clientID: String
    let redirectURI: String
    let scope: [String]
    /// The `state` of the sign-in that produced the code.
    let state: String?
    let expiresAt: Date
    /// The PKCE `code_challenge` sent at authorize (already in `S256` form), if any: then the
    /// exchange must bring the matching `code_verifier`.
    var codeChallenge: String? = nil
}

/// Everything the routes read and change, guarded by one lock.
struct World: Sendable {
    var tokens: [String: IssuedToken] = [:]
    /// Each client id's tokens, oldest first (with tokens already revoked or dropped, which are
    /// skipped): tokens of one client expire in the order they were issued (one lifetime for all).
    var tokenOrder: [String: TokenQueue] = [:]
    /// Pending codes; ``codeOrder`` lists them oldest first (with codes already spent or dropped,
    /// which are skipped), so the oldest is found without a scan.
    var codes: [String: PendingCode] = [:]
    var codeOrder: [String] = []
    var codeOrderStart = 0
    var faults: [QueuedFault] = []
    var statistics = StandInServer.Statistics()
    var inFlight = 0
    var windows: [String: RateWindow] = [:]
    /// Each client id's limits, shared by all its tokens.
    var clientWindows: [String: ClientWindow] = [:]
}

/// One client id's token values, oldest first, read from `start`.
struct TokenQueue: Sendable {
    var values: [String] = []
    var start = 0

    mutating func popFirst() -> String? {
        guard start < values.count else { return nil }
        start += 1
        let value = values[start - 1]
        if start > 64, start * 2 > values.count {
            values.removeFirst(start)
            start = 0
        }
        return value
    }

    var first: String? { start < values.count ? values[start] : nil }
}

extension World {
    /// Stores `token`, first dropping its client's expired tokens and then, at `limit` live ones,
    /// the oldest (with their rate windows).
    mutating func storeToken(_ token: IssuedToken, limit: Int, now: Date) {
        var queue = tokenOrder[token.clientID] ?? TokenQueue()
        // Expired or already-removed tokens at the front go first.
        while let oldest = queue.first, tokens[oldest].map({ $0.expiresAt <= now }) ?? true {
            _ = queue.popFirst()
            dropToken(oldest)
        }
        var live = queue.values.count - queue.start  // an upper bound: revoked ones further in are counted
        while live >= max(1, limit), let oldest = queue.popFirst() {
            if tokens[oldest] != nil { dropToken(oldest) }
            live -= 1
        }
        tokens[token.value] = token
        queue.values.append(token.value)
        tokenOrder[token.clientID] = queue
    }

    /// Forgets `value` and the rate windows kept for it.
    mutating func dropToken(_ value: String) {
        tokens.removeValue(forKey: value)
        windows.removeValue(forKey: value)
    }

    /// Stores `code`, first dropping expired codes and then, at `limit`, the oldest ones.
    mutating func storeCode(_ code: String, _ pending: PendingCode, limit: Int, now: Date) {
        purgeExpiredCodes(now: now)
        while codes.count >= max(1, limit), let oldest = popOldestCode() {
            codes.removeValue(forKey: oldest)
        }
        codes[code] = pending
        codeOrder.append(code)
    }

    /// Drops codes whose lifetime has passed. Codes expire in the order they were issued, so only the
    /// front of the queue is looked at.
    mutating func purgeExpiredCodes(now: Date) {
        while codeOrderStart < codeOrder.count {
            let code = codeOrder[codeOrderStart]
            if let pending = codes[code], pending.expiresAt > now { break }
            codes.removeValue(forKey: code)
            codeOrderStart += 1
        }
        compactCodeOrder()
    }

    private mutating func popOldestCode() -> String? {
        while codeOrderStart < codeOrder.count {
            let code = codeOrder[codeOrderStart]
            codeOrderStart += 1
            if codes[code] != nil {
                compactCodeOrder()
                return code
            }
        }
        compactCodeOrder()
        return nil
    }

    /// Keeps the queue's memory proportional to the codes it still holds.
    private mutating func compactCodeOrder() {
        if codeOrderStart > 64, codeOrderStart * 2 > codeOrder.count {
            codeOrder.removeFirst(codeOrderStart)
            codeOrderStart = 0
        }
        if codeOrder.count > 64, codeOrder.count > codes.count * 4 + 64 {
            codeOrder = codeOrder[codeOrderStart...].filter { codes[$0] != nil }
            codeOrderStart = 0
        }
    }
}
