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
    /// Spaces out this client's calls; `nil` when the configuration sets no rate limit.
    public let rateLimiter: RateLimiter?
    private let transport: any HTTPTransport
    /// The transport and manager this client made, which ``shutdown()`` shuts down too.
    private let ownedTransport: URLSessionTransport?
    private let ownedManager: AuthenticationManager?
    private let state = ShutdownState()
    private let coalescer = RequestCoalescer()
    /// The API host's URL as text without a trailing `/`, e.g. `https://eu.api.blizzard.com`.
    private let apiBase: String
    let now: @Sendable () -> Date

    /// A client with a token provider of your choice.
    /// - Parameters:
    ///   - configuration: Region, locale, hosts, timeout, rate limit and retry policy.
    ///   - tokens: Supplies the tokens: an ``AuthenticationManager``, or a fixed provider in tests.
    ///   - transport: Sends the HTTP requests; `nil` (the default) for a ``URLSessionTransport`` this
    ///     client owns, or a stub or replay in tests. A transport you pass stays yours to shut down.
    ///   - rateLimiter: A limiter shared with other clients of the same API client id; by default a
    ///     new one from `configuration.rateLimit`.
    ///   - now: The clock used for token expiry and `Retry-After` dates; `Date.init` by default.
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when a host is not acceptable.
    public convenience init(
        configuration: BattleNetConfiguration, tokens: any AccessTokenProvider,
        transport: (any HTTPTransport)? = nil, rateLimiter: RateLimiter? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) throws(BattleNetError) {
        let (chosen, owned) = URLSessionTransport.chosen(transport)
        try self.init(
            configuration: configuration, tokens: tokens, transport: chosen, ownedTransport: owned,
            ownedManager: nil, rateLimiter: rateLimiter, now: now
        )
    }

    private init(
        configuration: BattleNetConfiguration, tokens: any AccessTokenProvider, transport: any HTTPTransport,
        ownedTransport: URLSessionTransport?, ownedManager: AuthenticationManager?, rateLimiter: RateLimiter?,
        now: @escaping @Sendable () -> Date
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
        self.rateLimiter = rateLimiter ?? configuration.rateLimit.map { RateLimiter($0) }
        self.now = now
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
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when a host is not acceptable.
    public convenience init(
        credentials: ClientCredentials, region: BattleNetRegion = .us, locale: LocaleCode? = nil,
        transport: (any HTTPTransport)? = nil, tokenStore: any TokenStore = InMemoryTokenStore()
    ) throws(BattleNetError) {
        let configuration = BattleNetConfiguration(region: region, locale: locale)
        let (shared, owned) = URLSessionTransport.chosen(transport)
        let manager = AuthenticationManager(
            credentials: credentials, oauthBaseURL: configuration.oauthBaseURL, transport: shared, store: tokenStore
        )
        try self.init(
            configuration: configuration, tokens: manager, transport: shared, ownedTransport: owned,
            ownedManager: manager, rateLimiter: nil, now: Date.init
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
        let request = try prepare(endpoint)
        let descriptor = endpoint.descriptor
        let cost = rateLimiter?.limit.charge(declared: descriptor.cost, override: endpoint.costOverride, method: request.method) ?? 1
        guard configuration.coalescesRequests, request.method == .get else {
            return try await fetch(request, descriptor: descriptor, cost: cost, allowNotModified: endpoint.isConditional)
        }
        let key = [request.method.rawValue, request.url.absoluteString, descriptor.token.description,
                   descriptor.token.scope?.rawValue ?? "", request.header("Battlenet-Namespace") ?? "",
                   endpoint.ifModifiedSince ?? "", endpoint.ifNoneMatch ?? ""].joined(separator: "\u{1F}")
        return try await coalescer.run(key) { [self] in
            try await fetch(request, descriptor: descriptor, cost: cost, allowNotModified: endpoint.isConditional)
        }
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
        let request = try prepare(endpoint)
        let descriptor = endpoint.descriptor
        let cost = rateLimiter?.limit.charge(declared: descriptor.cost, override: endpoint.costOverride, method: request.method) ?? 1
        let allowNotModified = endpoint.isConditional
        do {
            return try await stream(request, descriptor: descriptor, cost: cost, allowNotModified: allowNotModified, limits: endpoint.bodyLimits)
        } catch let error as BattleNetError {
            throw Self.explainingRejectedSignIn(error, descriptor: descriptor)
        }
    }

    private func stream(
        _ request: BattleNetHTTPRequest, descriptor: OperationDescriptor, cost: Int, allowNotModified: Bool, limits: BodyLimits?
    ) async throws -> StreamingRawResponse {
        try await RequestPipeline(retry: configuration.retry, now: now).run(request, descriptor: descriptor) { request, attempt in
            let head = try await attemptOnce(request, descriptor: descriptor, cost: cost, status: \.status) {
                try await self.transport.stream($0, operation: descriptor.id)
            }
            guard (200..<300).contains(head.status) || (allowNotModified && head.status == 304) else {
                do {
                    return .failure(try await head.collected(upTo: 1 << 20))
                } catch {
                    throw HTTPTransportFailure.mapped(error, operation: descriptor.id, url: request.url)
                }
            }
            var body = try await head.body.primed(operation: descriptor.id, url: request.url)
            body.limits = limits ?? configuration.bodyLimits
            return .success(StreamingRawResponse(
                operation: descriptor.id, url: request.url, status: head.status, headers: head.headers,
                body: body, attempts: attempt
            ))
        }
    }

    func decoded<R>(_ raw: RawResponse, for endpoint: BattleNetRequest<R>) throws(BattleNetError) -> BattleNetResponse<R> {
        do {
            return BattleNetResponse(value: try ResponseDecoding.decode(R.self, from: raw.data, operation: endpoint.operation), raw: raw)
        } catch {
            var failure = error
            failure.url = raw.url.absoluteString
            failure.status = raw.status
            failure.traceID = raw.traceID
            failure.schemaRevision = raw.schemaRevision
            throw failure
        }
    }

    /// The URL this client would request for `endpoint` (useful in logs and tests).
    public func url<R>(for endpoint: BattleNetRequest<R>) throws(BattleNetError) -> URL {
        try prepare(endpoint).url
    }

    // MARK: Pipeline

    private func prepare<R>(_ endpoint: BattleNetRequest<R>) throws(BattleNetError) -> BattleNetHTTPRequest {
        let path = try endpoint.path()
        if let regions = endpoint.descriptor.regions, !regions.contains(configuration.region) {
            throw BattleNetError(
                .invalidRequest,
                message: "\(endpoint.operation) is served only in \(regions.map(\.rawValue).joined(separator: ", ")); use a client whose region is \(regions.map { "." + $0.rawValue }.joined(separator: " or "))"
            ).with(operation: endpoint.operation)
        }
        let query = endpoint.query.filter { $0.name != "locale" && $0.name != "access_token" }
        let locale = endpoint.locale ?? configuration.locale
        let url = try url(path: path, query: query, locale: locale, operation: endpoint.operation)
        var headers = ["Accept": "application/json"]
        if let namespace = try namespace(for: endpoint, query: query) { headers["Battlenet-Namespace"] = namespace }
        if let since = endpoint.ifModifiedSince { headers["If-Modified-Since"] = since }
        if let etag = endpoint.ifNoneMatch { headers["If-None-Match"] = etag }
        return BattleNetHTTPRequest(
            method: endpoint.method, url: url, headers: headers,
            timeout: endpoint.timeout ?? configuration.callTimeout ?? endpoint.descriptor.timeout ?? configuration.timeout,
            maximumBodyBytes: (endpoint.bodyLimits ?? configuration.bodyLimits).maximumBodyBytes
        )
    }

    /// The URL of a request: the API host, `path` (already percent-encoded), then `query` and the locale.
    ///
    /// Most calls have no query but the locale: their URL is written as text and parsed once, a few
    /// microseconds a call, where `URLComponents` costs several times that.
    private func url(path: String, query: [URLQueryItem], locale: LocaleCode?, operation: String) throws(BattleNetError) -> URL {
        if query.isEmpty, !path.contains("?"), !path.contains("#") {
            var text = apiBase + path
            if let locale { text += "?locale=" + percentEncodedPathSegment(locale.rawValue) }
            if let url = URL(string: text) { return url }
        }
        guard var components = URLComponents(string: apiBase + path) else {
            throw BattleNetError(.invalidRequest, message: "cannot form a URL from \(apiBase) and \(path)").with(operation: operation)
        }
        var items = query
        if let locale { items.append(URLQueryItem(name: "locale", value: locale.rawValue)) }
        components.queryItems = items.isEmpty ? nil : items
        guard let url = components.url else {
            throw BattleNetError(.invalidRequest, message: "cannot form a URL for \(path)").with(operation: operation)
        }
        return url
    }

    /// The `Battlenet-Namespace` header of a WoW call: the override, else derived from the operation's
    /// kind, the flavor and the region; none when the query already names one (a followed reference).
    private func namespace<R>(for endpoint: BattleNetRequest<R>, query: [URLQueryItem]) throws(BattleNetError) -> String? {
        if let override = endpoint.namespaceOverride { return override }
        guard let kind = endpoint.descriptor.namespace, !query.contains(where: { $0.name == "namespace" }) else { return nil }
        let flavor = endpoint.flavor ?? configuration.flavor
        if let support = endpoint.descriptor.flavors, !support.contains(flavor) {
            throw BattleNetError(
                .invalidRequest,
                message: "\(endpoint.operation) is not served for the \(flavor) flavor; it serves \(support)"
            ).with(operation: endpoint.operation)
        }
        return BattleNetNamespace(kind, flavor: flavor, region: configuration.region).value
    }

    /// Attempts the call until it succeeds, fails for good, or runs out of attempts or time.
    private func fetch(_ request: BattleNetHTTPRequest, descriptor: OperationDescriptor, cost: Int, allowNotModified: Bool) async throws -> RawResponse {
        do {
            return try await RequestPipeline(retry: configuration.retry, now: now).fetch(request, descriptor: descriptor, allowNotModified: allowNotModified) {
                try await attemptOnce($0, descriptor: descriptor, cost: cost)
            }
        } catch let error as BattleNetError {
            throw Self.explainingRejectedSignIn(error, descriptor: descriptor)
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

    /// One attempt: a token, a rate-limiter slot, the request, and one renewal if the token is rejected.
    private func attemptOnce(_ request: BattleNetHTTPRequest, descriptor: OperationDescriptor, cost: Int) async throws -> BattleNetHTTPResponse {
        try await attemptOnce(request, descriptor: descriptor, cost: cost, status: \.status) {
            try await self.transport.send($0, operation: descriptor.id)
        }
    }

    /// One attempt with `exchange` (a buffered send or a stream): a token, a rate-limiter slot, the
    /// request, and one renewal if the token is rejected (`status` reads the answer's status).
    private func attemptOnce<Answer>(
        _ request: BattleNetHTTPRequest, descriptor: OperationDescriptor, cost: Int, status: (Answer) -> Int,
        exchange: (BattleNetHTTPRequest) async throws -> Answer
    ) async throws -> Answer {
        // The token first, so that the limiter's slot is taken right before the request leaves.
        let token = try await tokens.accessToken(for: descriptor.token)
        let limiter = descriptor.isRateLimited ? rateLimiter : nil
        let response = try await send(request, token: token, limiter: limiter, cost: cost, exchange: exchange)
        guard status(response) == 401, let token, await tokens.tokenWasRejected(token) else { return response }
        // Renew once and send once more; a second 401 is reported.
        let renewed = try await tokens.accessToken(for: descriptor.token)
        return try await send(request, token: renewed, limiter: limiter, cost: cost, exchange: exchange)
    }

    /// Sends one request within a limiter slot that stays in flight until the answer (or failure)
    /// arrives: for a stream, until its status and headers.
    private func send<Answer>(
        _ request: BattleNetHTTPRequest, token: AccessToken?, limiter: RateLimiter?, cost: Int,
        exchange: (BattleNetHTTPRequest) async throws -> Answer
    ) async throws -> Answer {
        var request = request
        if let token { request.headers["Authorization"] = token.authorizationHeader }
        try state.check("client")
        guard let limiter else {
            do { return try await exchange(request) } catch { throw state.explained(error, "client") }
        }
        let permit = try await limiter.beginRequest(cost: cost)
        do {
            try state.check("client")  // shut down while waiting for the slot
            let response = try await exchange(request)
            await limiter.endRequest(permit)
            return response
        } catch {
            await limiter.endRequest(permit)
            throw state.explained(error, "client")
        }
    }
}
