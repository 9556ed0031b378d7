import Foundation

/// Sends Battle.net API calls: the raw bytes with ``raw(_:)`` or a model with ``value(_:)``.
///
/// Every endpoint is one ``Operation`` declared by a game module; calling the operation with path
/// arguments gives an ``Endpoint`` this client fetches. The client adds the host, the locale, the
/// namespace header and the token (`Authorization: Bearer`, never in the URL), and maps every failure
/// to ``BattleNetError``. It is immutable and `Sendable`: share one per region.
///
/// ```swift
/// let client = try BattleNetClient(credentials: credentials, region: .eu)
/// let raw = try await client.raw(D3.Operations.act(1))      // RawResponse: bytes + headers
/// let act = try await client.value(D3.Operations.act(1))    // D3.Act
/// ```
public final class BattleNetClient: Sendable {
    public let configuration: BattleNetConfiguration
    /// Supplies tokens; an ``AuthenticationManager`` unless you passed another provider.
    public let tokens: any AccessTokenProvider
    private let transport: any HTTPTransport
    private let now: @Sendable () -> Date

    /// A client with a token provider of your choice.
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when a host is not acceptable.
    public init(
        configuration: BattleNetConfiguration, tokens: any AccessTokenProvider,
        transport: any HTTPTransport = URLSessionTransport(), now: @escaping @Sendable () -> Date = Date.init
    ) throws(BattleNetError) {
        try configuration.validate()
        self.configuration = configuration
        self.tokens = tokens
        self.transport = transport
        self.now = now
    }

    /// A client that fetches client-credentials tokens with `credentials`.
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when a host is not acceptable.
    public convenience init(
        credentials: ClientCredentials, region: Region = .us, locale: LocaleCode? = nil,
        transport: any HTTPTransport = URLSessionTransport(), tokenStore: any TokenStore = InMemoryTokenStore()
    ) throws(BattleNetError) {
        let configuration = BattleNetConfiguration(region: region, locale: locale)
        let manager = AuthenticationManager(
            credentials: credentials, oauthBaseURL: configuration.oauthBaseURL, transport: transport, store: tokenStore
        )
        try self.init(configuration: configuration, tokens: manager, transport: transport)
    }

    /// The ``AuthenticationManager``, when the client uses one (for the user sign-in flow).
    public var authentication: AuthenticationManager? { tokens as? AuthenticationManager }

    // MARK: Verbs

    /// Fetches an endpoint and returns its body as received, with status and headers.
    ///
    /// - Throws: ``BattleNetError`` for any non-2xx status (with the body), transport failures and
    ///   timeouts, missing or insufficient user tokens (before sending), or bad path arguments;
    ///   `CancellationError` when the task is cancelled.
    public func raw<R>(_ endpoint: Endpoint<R>) async throws -> RawResponse {
        let request = try prepare(endpoint)
        let token = try await tokens.accessToken(for: endpoint.descriptor.token)
        var response = try await send(request, token: token, endpoint: endpoint)
        if response.status == 401, let token, await tokens.tokenWasRejected(token) {
            // Renew once and retry once; a second 401 is reported.
            let renewed = try await tokens.accessToken(for: endpoint.descriptor.token)
            response = try await send(request, token: renewed, endpoint: endpoint)
        }
        guard (200..<300).contains(response.status) else {
            throw ErrorMapping.error(for: response, operation: endpoint.operation, url: request.url, now: now())
        }
        return RawResponse(
            operation: endpoint.operation, url: request.url, status: response.status,
            headers: response.headers, data: response.body
        )
    }

    /// Fetches an endpoint and decodes its model.
    ///
    /// - Throws: everything ``raw(_:)`` throws, and ``BattleNetError`` `.decoding` when the body does
    ///   not fit the model; that error's `body` holds the bytes, so no second request is needed.
    public func value<R>(_ endpoint: Endpoint<R>) async throws -> R {
        try await response(endpoint).value
    }

    /// Fetches an endpoint and returns the model together with the raw response.
    public func response<R>(_ endpoint: Endpoint<R>) async throws -> Response<R> {
        let raw = try await raw(endpoint)
        do {
            return Response(value: try ResponseDecoding.decode(R.self, from: raw.data, operation: endpoint.operation), raw: raw)
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
    public func url<R>(for endpoint: Endpoint<R>) throws(BattleNetError) -> URL {
        try prepare(endpoint).url
    }

    // MARK: Pipeline

    private func prepare<R>(_ endpoint: Endpoint<R>) throws(BattleNetError) -> HTTPRequest {
        let path = try endpoint.path()
        let base = configuration.apiBaseURL.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        guard var components = URLComponents(string: base + path) else {
            throw BattleNetError(.invalidRequest, message: "cannot form a URL from \(base) and \(path)").with(operation: endpoint.operation)
        }
        var query = endpoint.query.filter { $0.name != "locale" && $0.name != "access_token" }
        if let locale = endpoint.locale ?? configuration.locale {
            query.append(URLQueryItem(name: "locale", value: locale.rawValue))
        }
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url else {
            throw BattleNetError(.invalidRequest, message: "cannot form a URL for \(path)").with(operation: endpoint.operation)
        }
        var headers = ["Accept": "application/json"]
        if let kind = endpoint.descriptor.namespace {
            headers["Battlenet-Namespace"] = Namespace(kind, flavor: endpoint.flavor ?? .retail, region: configuration.region).value
        }
        return HTTPRequest(
            method: endpoint.descriptor.method, url: url, headers: headers,
            timeout: endpoint.timeout ?? configuration.timeout
        )
    }

    private func send<R>(_ request: HTTPRequest, token: AccessToken?, endpoint: Endpoint<R>) async throws -> HTTPResponse {
        var request = request
        if let token { request.headers["Authorization"] = token.authorizationHeader }
        return try await transport.send(request, operation: endpoint.operation)
    }
}
