import Foundation

/// Sends Battle.net API calls: the raw bytes with ``raw(_:)-(BattleNetRequest<R>)`` or a model with ``value(_:)-(BattleNetRequest<R>)``.
///
/// Every endpoint a game module declares has labeled calls (`client.d3.act(id: 1)`) and a builder of its
/// ``BattleNetRequest`` (`D3.Endpoints.act(id: 1)`) that this client fetches; a path no module declares
/// yet is a ``BattleNetRequest/init(path:namespace:token:query:operation:)``. The client adds the host, the locale, the
/// namespace header and the token (`Authorization: Bearer`, never in the URL), and maps every failure
/// to ``BattleNetError``. It is immutable and `Sendable`: share one per region.
///
/// A client that made its own transport (no `transport:` argument) releases it when it goes away;
/// ``shutdown()`` stops it at once, cancelling what is in flight.
///
/// ```swift
/// let client = try BattleNetClient(credentials: credentials, region: .eu)
/// let raw = try await client.raw(D3.Endpoints.act(id: 1))      // RawResponse: bytes + headers
/// let act = try await client.value(D3.Endpoints.act(id: 1))    // D3.Act
/// ```
public final class BattleNetClient: Sendable {
    /// Region, locale, flavor, hosts, timeout, rate limit and retry policy; fixed for the client's life.
    public let configuration: BattleNetConfiguration
    /// Supplies tokens; an ``AuthenticationManager`` unless you passed another provider.
    public let tokens: any AccessTokenProvider
    /// Spaces out this client's calls: a ``RateLimiter`` made from the configuration's ``RateLimit``
    /// unless you passed another ``RequestLimiter``; `nil` when neither sets a limit.
    public let rateLimiter: (any RequestLimiter)?
    /// Your steps in every call's chain, after the token and before the limiter, in order.
    public let middleware: [any BattleNetMiddleware]
    private let transport: any HTTPTransport
    /// The transport and manager this client made, which ``shutdown()`` shuts down too.
    private let ownedTransport: URLSessionTransport?
    private let ownedManager: AuthenticationManager?
    private let state: ShutdownState
    /// The API host's URL as text without a trailing `/`, e.g. `https://eu.api.blizzard.com`.
    private let apiBase: String
    /// The clock of every local decision this client makes: retries and their back-off,
    /// `Retry-After`, its own rate limiter, polling and the transport it made (see ``BattleNetClock``).
    public let clock: any BattleNetClock
    /// Where this client's events go (``events(bufferingNewest:)``); its manager's events come here too.
    package let eventHub: EventHub
    /// What game modules keep for this client's life (a realm directory's cache).
    package let attachments = ClientAttachments()
    private let chain: CallChain
    private let sharedCalls: SharedCallsStep?
    /// The HTTP cache of this client's calls, if it has one.
    public let cache: BattleNetCache?

    /// How many calls joined an identical one in flight instead of sending their own (tests).
    package func sharedCallsJoined() async -> Int { await sharedCalls?.coalescer.joined ?? 0 }

    /// The steps every call goes through, in order, from the call to the transport: `shared calls`
    /// (when ``BattleNetConfiguration/coalescesRequests``), `cache` (when the client has one), `retries`, `token`, your middleware
    /// (`middleware: TypeName`), `rate limiter` (when there is one) and `transport` (see
    /// ``BattleNetMiddleware``).
    ///
    /// ```swift
    /// print(client.steps)   // ["shared calls", "retries", "token", "rate limiter", "transport"]
    /// ```
    public var steps: [String] { chain.names }

    /// A client with a token provider of your choice.
    /// - Parameters:
    ///   - configuration: Region, locale, hosts, timeout, rate limit and retry policy.
    ///   - tokens: Supplies the tokens: an ``AuthenticationManager``, or a fixed provider in tests.
    ///   - transport: Sends the HTTP requests; `nil` (the default) for a ``URLSessionTransport`` this
    ///     client owns, or a stub or replay in tests. A transport you pass stays yours to shut down.
    ///   - rateLimiter: A limiter shared with every client of the same API client id (a
    ///     ``RateLimiter``, or another ``RequestLimiter``); by default a new ``RateLimiter`` from
    ///     `configuration.rateLimit`.
    ///   - middleware: Steps of your own in every call, after the token and before the limiter
    ///     (``BattleNetMiddleware``); none by default. OAuth's requests go through the middleware
    ///     given to the ``AuthenticationManager``.
    ///   - cache: An HTTP cache that serves Battle.net's answers again while they are fresh
    ///     (``BattleNetCache``); none by default.
    ///   - clock: The clock of the client's retries, `Retry-After` dates, its own rate limiter, polling
    ///     and the transport it makes; the system's clock by default, `BattleNetTestClock` in tests
    ///     (give an ``AuthenticationManager`` the same clock for token lifetimes).
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when a host is not acceptable.
    public convenience init(
        configuration: BattleNetConfiguration, tokens: any AccessTokenProvider,
        transport: (any HTTPTransport)? = nil, rateLimiter: (any RequestLimiter)? = nil,
        middleware: [any BattleNetMiddleware] = [], cache: BattleNetCache? = nil, clock: any BattleNetClock = BattleNetSystemClock()
    ) throws(BattleNetError) {
        let (chosen, owned) = URLSessionTransport.chosen(transport, clock: clock)
        try self.init(
            configuration: configuration, tokens: tokens, transport: chosen, ownedTransport: owned,
            ownedManager: nil, rateLimiter: rateLimiter, middleware: middleware, cache: cache, clock: clock
        )
    }

    private init(
        configuration: BattleNetConfiguration, tokens: any AccessTokenProvider, transport: any HTTPTransport,
        ownedTransport: URLSessionTransport?, ownedManager: AuthenticationManager?, rateLimiter: (any RequestLimiter)?,
        middleware: [any BattleNetMiddleware], cache: BattleNetCache?, clock: any BattleNetClock
    ) throws(BattleNetError) {
        try configuration.validate()
        self.configuration = configuration
        self.tokens = tokens
        self.transport = transport
        self.ownedTransport = ownedTransport
        self.ownedManager = ownedManager
        var apiBase = configuration.apiBaseURL.absoluteString
        while apiBase.hasSuffix("/") { apiBase.removeLast() }
        self.apiBase = apiBase
        let limiter = rateLimiter ?? configuration.rateLimit.map { RateLimiter($0, clock: clock) }
        self.rateLimiter = limiter
        self.middleware = middleware
        self.clock = clock
        let state = ShutdownState()
        let eventHub = EventHub()
        self.state = state
        self.eventHub = eventHub
        let exchange = ExchangeStep(transport: transport, clock: clock, retry: configuration.retry, events: eventHub, state: state, owner: "client")
        var steps: [(name: String, step: any BattleNetMiddleware)] = []
        sharedCalls = configuration.coalescesRequests ? SharedCallsStep() : nil
        if let sharedCalls { steps.append(("shared calls", sharedCalls)) }
        self.cache = cache
        if let cache {
            steps.append(("cache", CacheStep(
                cache: cache, clock: clock, events: eventHub,
                keyPrefix: Self.cacheKeyPrefix(region: configuration.region, transport: transport, tokens: tokens, shared: cache.store.isShared)
            )))
        }
        steps.append(("retries", RetryStep(retry: configuration.retry, clock: clock, events: eventHub)))
        steps.append(("token", TokenStep(tokens: tokens, events: eventHub)))
        steps += middleware.map { (CallChain.name(of: $0), $0) }
        if let limiter {
            steps.append(("rate limiter", LimiterStep(limiter: limiter, events: eventHub, retryAfter: { exchange.retryAfter(in: $0) })))
        }
        chain = CallChain(steps, terminal: ("transport", { try await exchange.send($0, context: $1) }), events: eventHub)
        (tokens as? AuthenticationManager)?.eventHub.feed(eventHub)
        self.rateLimiter?.events?.hub.feed(eventHub)
    }

    /// A client that fetches client-credentials tokens with `credentials`, through an
    /// ``AuthenticationManager`` it makes (``authentication``) and shuts down with itself.
    /// - Parameters:
    ///   - credentials: The client id and secret the manager fetches tokens with.
    ///   - region: The region whose API and OAuth hosts are used.
    ///   - locale: The locale sent with every call; `nil` for the region's default (e.g. `en_GB` for `eu`).
    ///   - transport: `nil` (the default) for a ``URLSessionTransport`` the client owns and shares
    ///     with its manager; a transport you pass stays yours to shut down.
    ///   - tokenStore: Where the manager keeps tokens; in memory by default.
    ///   - middleware: Steps of your own in every call (``BattleNetMiddleware``), and in the manager's
    ///     OAuth requests, where they see headers only; none by default.
    ///   - cache: An HTTP cache that serves Battle.net's answers again while they are fresh
    ///     (``BattleNetCache``); none by default.
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when a host is not acceptable.
    public convenience init(
        credentials: ClientCredentials, region: BattleNetRegion = .us, locale: LocaleCode? = nil,
        transport: (any HTTPTransport)? = nil, tokenStore: any TokenStore = InMemoryTokenStore(),
        middleware: [any BattleNetMiddleware] = [], cache: BattleNetCache? = nil
    ) throws(BattleNetError) {
        let configuration = BattleNetConfiguration(region: region, locale: locale)
        let (shared, owned) = URLSessionTransport.chosen(transport, clock: BattleNetSystemClock())
        let manager = AuthenticationManager(
            credentials: credentials, oauthBaseURL: configuration.oauthBaseURL, transport: shared, store: tokenStore,
            middleware: middleware
        )
        try self.init(
            configuration: configuration, tokens: manager, transport: shared, ownedTransport: owned,
            ownedManager: manager, rateLimiter: nil, middleware: middleware, cache: cache, clock: manager.clock
        )
    }

    /// Stops the client: cancels its requests in flight, which fail with
    /// ``BattleNetError/Kind-swift.struct/shutDown``, and invalidates the session of the transport it
    /// made; the manager it made is shut down too. Every later call fails at once with `.shutDown`,
    /// and nothing more is sent. Calling it again does nothing.
    ///
    /// A call waiting for the rate limiter or for a retry fails when its wait ends, without sending.
    /// A transport or an ``AuthenticationManager`` you passed is left alone: shut it down yourself.
    ///
    /// Dropping the last reference to the client also releases the session it made, after the
    /// requests still running; `shutdown()` is for stopping now, e.g. when a window or a job closes.
    ///
    /// ```swift
    /// let client = try BattleNetClient(credentials: credentials, region: .eu)
    /// defer { Task { await client.shutdown() } }
    /// ```
    public func shutdown() async {
        guard state.shutDown() else { return }
        ownedTransport?.shutdown()
        await ownedManager?.shutdown()
        eventHub.finish()
    }

    /// What this client does, as it does it: every request and answer, retry, wait for the rate
    /// limiter, 429, and the token fetches and renewals of its ``AuthenticationManager`` (see
    /// ``BattleNetEvent``). Events are built only while someone listens, and only from the call after
    /// this one; the sequence keeps the newest `limit` events a slow reader has not taken, and ends
    /// at ``shutdown()``.
    ///
    /// ```swift
    /// let events = client.events()
    /// Task { for await event in events { print(event) } }   // "response d3Act #1 200 in 41 ms …"
    /// ```
    /// - Parameter limit: How many unread events to hold before the oldest are dropped (256).
    public func events(bufferingNewest limit: Int = 256) -> BattleNetEvents {
        eventHub.subscribe(bufferingNewest: limit)
    }

    /// Whether ``shutdown()`` was called.
    public var isShutDown: Bool { state.isShutDown }

    /// The ``AuthenticationManager``, when the client uses one (for the user sign-in flow).
    public var authentication: AuthenticationManager? { tokens as? AuthenticationManager }

    // MARK: Verbs

    /// Fetches an endpoint and returns its body as received, with status and headers.
    ///
    /// The call waits for the client's rate limiter, retries as the configuration's ``RetryPolicy``
    /// says, renews a rejected token once, and shares one request with identical calls in flight.
    /// A conditional endpoint (``BattleNetRequest/revalidating(_:)``) may come back with status 304 and no body;
    /// ``raw(_:ifChangedSince:)`` turns that into ``Revalidation/notModified``.
    ///
    /// - Throws: ``BattleNetError`` for any non-2xx status (with the body and the attempts made),
    ///   transport failures and timeouts, a rate limit that would hold the call too long, missing or
    ///   insufficient user tokens (before sending), or bad path arguments; `CancellationError` when
    ///   the task is cancelled, which also stops any pending retry.
    public func raw<R>(_ endpoint: BattleNetRequest<R>) async throws -> RawResponse {
        let (request, context) = try prepare(endpoint, streaming: false)
        let answer = try await perform(request, context: context)
        var data = answer.body.data ?? Data()
        if answer.body.data == nil {
            // A middleware answered a buffered call with a stream: read it, within the body limit.
            let limit = request.maximumBodyBytes ?? .max
            data = try await answer.body.collected(upTo: limit == .max ? .max : limit + 1)
            if data.count > limit {
                throw context.completed(BodyLimits.bodyError(limit: limit, url: request.url, status: answer.status), url: request.url)
            }
        }
        var raw = RawResponse(
            operation: context.operation, url: request.url, status: answer.status, headers: answer.headers,
            data: data, attempts: answer.attempts
        )
        raw.cacheStatus = answer.cacheStatus
        return raw
    }

    /// Fetches an endpoint only if it changed since `previous` (`If-Modified-Since`, `If-None-Match`).
    /// - Throws: everything ``raw(_:)-(BattleNetRequest<R>)`` throws.
    public func raw<R>(_ endpoint: BattleNetRequest<R>, ifChangedSince previous: RawResponse) async throws -> Revalidation<RawResponse> {
        let raw = try await raw(endpoint.revalidating(previous))
        return raw.isNotModified ? .notModified : .modified(raw)
    }

    /// Fetches and decodes an endpoint only if it changed since `previous`.
    /// - Throws: everything ``response(_:)`` throws.
    public func response<R>(_ endpoint: BattleNetRequest<R>, ifChangedSince previous: RawResponse) async throws -> Revalidation<BattleNetResponse<R>> {
        switch try await raw(endpoint, ifChangedSince: previous) {
        case .notModified: return .notModified
        case .modified(let raw): return .modified(try decoded(raw, for: endpoint))
        }
    }

    /// Fetches an endpoint and decodes its model.
    ///
    /// - Throws: everything ``raw(_:)-(BattleNetRequest<R>)`` throws, and ``BattleNetError`` `.decoding` when the body does
    ///   not fit the model; that error's `body` holds the bytes, so no second request is needed.
    public func value<R>(_ endpoint: BattleNetRequest<R>) async throws -> R {
        try await response(endpoint).value
    }

    /// Fetches an endpoint and returns the model together with the raw response.
    public func response<R>(_ endpoint: BattleNetRequest<R>) async throws -> BattleNetResponse<R> {
        try decoded(try await raw(endpoint), for: endpoint)
    }

    /// Follows a link Battle.net sent (`_links.self`, a `key.href`) and decodes what it points to.
    ///
    /// Only the link's path and query are used: the request goes to this client's API host with its
    /// token, whatever host the href names, so a token never travels to another origin.
    ///
    /// ```swift
    /// let index = try await client.d3.seasonIndex()
    /// if let first = index.seasons.first {                  // a Link<D3.Season>
    ///     let season = try await client.value(first)        // D3.Season
    /// }
    /// ```
    /// - Throws: everything ``value(_:)-(BattleNetRequest<R>)`` throws.
    public func value<Target: Decodable & Sendable>(_ link: BattleNetLink<Target>) async throws -> Target {
        try await value(try BattleNetRequest(following: link))
    }

    /// Follows a reference (`{"key": {"href": …}, "id": …}`) and decodes the document it names.
    /// - Throws: everything ``value(_:)-(BattleNetRequest<R>)`` throws.
    public func value<Target: Decodable & Sendable>(_ reference: BattleNetReference<Target>) async throws -> Target {
        try await value(reference.key)
    }

    /// Follows a link and returns the body as received, sent to this client's API host as the `value` overload for links is.
    /// - Throws: everything ``raw(_:)-(BattleNetRequest<R>)`` throws.
    public func raw<Target: Decodable & Sendable>(_ link: BattleNetLink<Target>) async throws -> RawResponse {
        try await raw(try BattleNetRequest(following: link))
    }

    /// Fetches an endpoint and returns as soon as the body starts arriving, with the body as an
    /// `AsyncSequence` of `Data` chunks, for bodies too large to hold (a region's commodities, a
    /// connected realm's auctions).
    ///
    /// The request is the one ``raw(_:)-(BattleNetRequest<R>)`` sends (host, locale, namespace, the token in
    /// the `Authorization` header only), within the rate limiter. The rules differ where a stream needs
    /// them to:
    /// - **Retries** follow the configuration's ``RetryPolicy`` until the status is a success and the
    ///   first chunk has arrived: a non-2xx answer is read whole and thrown as the usual typed
    ///   ``BattleNetError`` (retried as `raw` retries it; a 401 renews the token once), and a failure
    ///   before the first byte is retried like any dropped connection. **Once the first chunk is handed
    ///   over, a failure is thrown from the body and never retried**: the bytes already consumed cannot
    ///   be taken back. Call again to start over.
    /// - **Never coalesced**: two identical streams are two requests (a body is read once).
    /// - **Cached** only by a cache whose store streams (``BattleNetFileCacheStore``): the body is
    ///   written to the store as you read it, and a fresh stored body is read back from its file.
    /// - **The limiter's in-flight slot** is released when the status and headers arrive, not at the
    ///   end of the body: Battle.net has counted the request by then, and a consumer that takes a
    ///   minute over 250,000 auctions must not hold back the rest of a crawl.
    ///
    /// ```swift
    /// let stream = try await client.rawStream(WoW.Endpoints.auctionCommodities())
    /// var bytes = 0
    /// for try await chunk in stream.body { bytes += chunk.count }   // feed an incremental decoder
    /// ```
    ///
    /// The transport decides how much is buffered for a slow consumer (``URLSessionTransport``: see
    /// ``StreamBuffering``); cancelling the task that reads the body, or dropping the body, cancels the
    /// transfer.
    ///
    /// The body carries the call's ``BodyLimits`` (the endpoint's, else the configuration's) to the
    /// stream decoder that reads it (`WoW.AuctionStream`, `WoW.CommodityStream`): one element over ``BodyLimits/maximumElementBytes`` or a
    /// document outside its array over ``BodyLimits/maximumSkeletonBytes`` fails with `.bodyTooLarge`;
    /// ``BodyLimits/maximumBodyBytes`` bounds what may wait on disk for a slow consumer.
    /// - Throws: before the body: everything ``raw(_:)-(BattleNetRequest<R>)`` throws. From the body:
    ///   ``BattleNetError`` `.transport`, `.timeout` or `.bodyTooLarge` naming the operation, or `CancellationError`.
    public func rawStream<R>(_ endpoint: BattleNetRequest<R>) async throws -> StreamingRawResponse {
        let (request, context) = try prepare(endpoint, streaming: true)
        let answer = try await perform(request, context: context)
        var body = answer.body.stream
        body.limits = endpoint.bodyLimits ?? configuration.bodyLimits
        var response = StreamingRawResponse(
            operation: context.operation, url: request.url, status: answer.status, headers: answer.headers,
            body: body, attempts: answer.attempts
        )
        response.cacheStatus = answer.cacheStatus
        return response
    }

    func decoded<R>(_ raw: RawResponse, for endpoint: BattleNetRequest<R>) throws(BattleNetError) -> BattleNetResponse<R> {
        do {
            return BattleNetResponse(value: try ResponseDecoding.decode(R.self, from: raw.data, operation: endpoint.operation), raw: raw)
        } catch {
            throw error.completed(by: raw)
        }
    }

    /// The URL this client would request for `endpoint` (useful in logs and tests).
    public func url<R>(for endpoint: BattleNetRequest<R>) throws(BattleNetError) -> URL {
        try prepare(endpoint).0.url
    }

    // MARK: Pipeline

    /// The request for `endpoint` (host, path, locale, namespace, conditional headers, timeout, body
    /// limit; no token yet) and the call's context (the declaration and its cost).
    private func prepare<R>(_ endpoint: BattleNetRequest<R>, streaming: Bool = false) throws(BattleNetError) -> (BattleNetHTTPRequest, BattleNetCallContext) {
        let descriptor = endpoint.descriptor
        let failing = BattleNetCallContext(descriptor: descriptor, cost: 1, isStreaming: streaming, attempt: 0)
        let path: String
        do { path = try endpoint.path() } catch { throw failing.completed(error) }
        if let regions = descriptor.regions, !regions.contains(configuration.region) {
            throw failing.completed(BattleNetError(
                .invalidRequest,
                message: "\(endpoint.operation) is served only in \(regions.map(\.rawValue).joined(separator: ", ")); use a client whose region is \(regions.map { "." + $0.rawValue }.joined(separator: " or "))"
            ))
        }
        let query = endpoint.query.filter { $0.name != "locale" && $0.name != "access_token" }
        let locale = endpoint.locale ?? configuration.locale
        let url = try url(path: path, query: query, locale: locale, context: failing)
        var headers = ["Accept": "application/json"]
        if let namespace = try namespace(for: endpoint, query: query, context: failing) { headers["Battlenet-Namespace"] = namespace }
        if let since = endpoint.ifModifiedSince { headers["If-Modified-Since"] = since }
        if let etag = endpoint.ifNoneMatch { headers["If-None-Match"] = etag }
        let request = BattleNetHTTPRequest(
            method: endpoint.method, url: url, headers: headers,
            timeout: endpoint.timeout ?? configuration.timeout ?? descriptor.timeout ?? OperationDescriptor.standardTimeout,
            maximumBodyBytes: (endpoint.bodyLimits ?? configuration.bodyLimits).maximumBodyBytes
        )
        let cost = rateLimiter?.limit.charge(declared: descriptor.cost, override: endpoint.costOverride, method: request.method) ?? 1
        var context = BattleNetCallContext(descriptor: descriptor, cost: cost, isStreaming: streaming)
        context.acceptsNotModified = endpoint.isConditional
        context.cachePolicy = endpoint.cachePolicy
        context.staleIfError = endpoint.staleIfError
        context.priority = endpoint.priority ?? configuration.priority
        return (request, context)
    }

    /// The URL of a request: the API host, `path` (already percent-encoded), then `query` and the locale.
    ///
    /// Most calls have no query but the locale: their URL is written as text and parsed once, a few
    /// microseconds a call, where `URLComponents` costs several times that.
    private func url(path: String, query: [URLQueryItem], locale: LocaleCode?, context: BattleNetCallContext) throws(BattleNetError) -> URL {
        if query.isEmpty, !path.contains("?"), !path.contains("#") {
            var text = apiBase + path
            if let locale { text += "?locale=" + percentEncodedPathSegment(locale.rawValue) }
            if let url = URL(string: text) { return url }
        }
        guard var components = URLComponents(string: apiBase + path) else {
            throw context.completed(BattleNetError(.invalidRequest, message: "cannot form a URL from \(apiBase) and \(path)"))
        }
        var items = query
        if let locale { items.append(URLQueryItem(name: "locale", value: locale.rawValue)) }
        components.percentEncodedQuery = items.isEmpty ? nil : percentEncodedQuery(items)
        guard let url = components.url else {
            throw context.completed(BattleNetError(.invalidRequest, message: "cannot form a URL for \(path)"))
        }
        return url
    }

    /// The `Battlenet-Namespace` header of a WoW call: the override, else derived from the operation's
    /// kind, the variant (the call's, else the client's, else the base) and the region; none when the
    /// query already names one (a followed reference).
    private func namespace<R>(for endpoint: BattleNetRequest<R>, query: [URLQueryItem], context: BattleNetCallContext) throws(BattleNetError) -> String? {
        if let override = endpoint.namespaceOverride { return override }
        guard let kind = endpoint.descriptor.namespace, !query.contains(where: { $0.name == "namespace" }) else { return nil }
        let asked = endpoint.variant ?? configuration.variant
        // A path the package does not declare (no variants stated) takes the variant asked for as is.
        guard let variants = endpoint.descriptor.variants else {
            return BattleNetNamespace(kind, variant: asked?.token, region: configuration.region).value
        }
        let variant = asked?.name ?? variants.base
        guard variants.contains(variant) else {
            throw context.completed(BattleNetError(
                .invalidRequest,
                message: "\(endpoint.operation) is not served for the \(variant) flavor; it serves \(variants)"
            ))
        }
        return BattleNetNamespace(kind, variant: variants.token(for: variant), region: configuration.region).value
    }

    /// What every cache key of a client starts with: the region and the transport (answers from a
    /// replay never answer a live call), and for a store that is not shared, the client id's digest.
    static func cacheKeyPrefix(region: BattleNetRegion, transport: any HTTPTransport, tokens: any AccessTokenProvider, shared: Bool) -> String {
        var prefix = "v1\u{1F}" + region.rawValue + "\u{1F}" + String(reflecting: type(of: transport))
        if !shared {
            let clientID = (tokens as? AuthenticationManager)?.clientID ?? ""
            prefix += "\u{1F}" + String(SHA256.hex(clientID).prefix(16))
        }
        return prefix
    }

    /// Runs the call's chain; a failure names a rejected sign-in as such.
    private func perform(_ request: BattleNetHTTPRequest, context: BattleNetCallContext) async throws -> BattleNetHTTPAnswer {
        do {
            do { try state.check("client") } catch { throw context.completed(error) }
            return try await chain.perform(request, context: context)
        } catch let error as BattleNetError {
            throw Self.explainingRejectedSignIn(error, descriptor: context.descriptor)
        }
    }

    /// A 401 for a call that carries the user's token: the sign-in was revoked or expired, and the
    /// manager has dropped the token; renewing is impossible, so the error says to sign in again.
    static func explainingRejectedSignIn(_ error: BattleNetError, descriptor: OperationDescriptor) -> BattleNetError {
        guard error.kind == .unauthorized, case .user = descriptor.token else { return error }
        var explained = error
        explained.userTokenRejected = true
        explained.message = "the signed-in user's token was rejected: " + error.message
        return explained
    }
}
