import Foundation

/// A step of your own in a ``BattleNetClient``'s chain: it receives each request on its way to the
/// network and returns its answer, by passing the request on with `next` or by answering itself.
///
/// Every call goes through one ordered chain of steps (``BattleNetClient/steps``):
///
/// 1. **shared calls**: identical `GET`s in flight share one request;
/// 2. **cache**: a fresh stored answer, or a revalidated one (``BattleNetCache``), when the client has a cache;
/// 3. **retries**: the ``RetryPolicy``, and the typed ``BattleNetError`` of a failed answer;
/// 4. **token**: the call's token, renewed once on a 401;
/// 5. **your middleware**, in the order given to the client;
/// 6. **rate limiter**: one permit for each request sent (``RequestLimiter``);
/// 7. **transport**: the `Authorization` header, then the ``HTTPTransport``.
///
/// A middleware can change the request (a header, a timeout), observe or rewrite the answer, throw to
/// fail the attempt, answer without calling `next` (a stub, a cache), or call `next` again (each
/// request sent takes its own permit from the limiter after it). Its answer's body is in memory or a
/// stream (``BattleNetHTTPBody``), for buffered and streamed calls alike.
///
/// It never sees a credential: the `Authorization` header is added after the limiter, and one a
/// middleware sets is removed. OAuth's own requests (tokens, the code exchange) go through the
/// middleware of the ``AuthenticationManager`` too, headers only: there the request's form and the
/// answer's body are hidden (empty), and what the step returns keeps the real body.
///
/// ```swift
/// struct Tagging: BattleNetMiddleware {
///     func intercept(
///         _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
///         next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
///     ) async throws -> BattleNetHTTPAnswer {
///         var request = request
///         request.headers["X-App"] = "guild-tracker"
///         let answer = try await next(request, context)
///         if answer.status >= 500 { print("\(context.operation) attempt \(context.attempt): \(answer.status)") }
///         return answer
///     }
/// }
/// let client = try BattleNetClient(credentials: credentials, region: .eu, middleware: [Tagging()])
/// ```
public protocol BattleNetMiddleware: Sendable {
    /// Handles one request of a call: pass it on with `next` and return what it returns, or answer.
    /// - Parameters:
    ///   - request: The request as the steps before this one left it; it has no `Authorization` header.
    ///   - context: The call: its operation, attempt and cost.
    ///   - next: The rest of the chain: the steps after this one, then the transport. Call it with the
    ///     context you were given.
    /// - Returns: An answer, whatever its status: a non-success is mapped to a ``BattleNetError`` by the
    ///   retry step, before your middleware's caller sees it.
    /// - Throws: What `next` throws, or an error of your own, which fails the attempt: a
    ///   ``BattleNetError`` as it is (retried when its kind is), anything else as `.transport`.
    func intercept(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
        next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
    ) async throws -> BattleNetHTTPAnswer
}

/// The body of an answer in a call's chain: bytes in memory, or a stream still arriving.
///
/// ```swift
/// let body = BattleNetHTTPBody(Data(#"{"id":1}"#.utf8))
/// let bytes = try await body.collected(upTo: 1 << 20)   // the same bytes; a stream would be read
/// ```
public struct BattleNetHTTPBody: Sendable {
    enum Storage: Sendable {
        case bytes(Data)
        case stream(HTTPBodyStream)
    }

    let storage: Storage

    /// A body held in memory (empty by default).
    public init(_ data: Data = Data()) { storage = .bytes(data) }

    /// A body still arriving, as a transport streams it.
    public init(streaming stream: HTTPBodyStream) { storage = .stream(stream) }

    /// The bytes of a body held in memory; `nil` for a stream.
    public var data: Data? {
        if case .bytes(let data) = storage { return data }
        return nil
    }

    /// The body as a stream: a stream as it is, bytes in memory in chunks.
    public var stream: HTTPBodyStream {
        switch storage {
        case .bytes(let data): return HTTPBodyStream(data: data)
        case .stream(let stream): return stream
        }
    }

    /// The whole body: the bytes in memory, or the stream read to its end.
    /// - Parameter limit: The most bytes to read of a stream; reading stops there.
    /// - Throws: what the stream throws.
    public func collected(upTo limit: Int = .max) async throws -> Data {
        switch storage {
        case .bytes(let data): return data
        case .stream(let stream): return try await stream.collect(upTo: limit)
        }
    }
}

/// What a step of a call's chain answers: the status, the headers and the body.
///
/// ```swift
/// let answer = BattleNetHTTPAnswer(
///     status: 200, headers: ["Content-Type": "application/json"], body: BattleNetHTTPBody(Data(#"{"id":1}"#.utf8))
/// )
/// ```
public struct BattleNetHTTPAnswer: Sendable {
    /// The HTTP status code, e.g. `200`.
    public var status: Int
    /// The response headers.
    public var headers: [String: String]
    /// The body, in memory or streamed.
    public var body: BattleNetHTTPBody
    /// How many attempts the call made (the retry step sets it).
    var attempts = 1
    /// Whether the cache gave or confirmed the answer (the cache step sets it).
    var cacheStatus: BattleNetCacheStatus?

    /// An answer.
    public init(status: Int, headers: [String: String] = [:], body: BattleNetHTTPBody = BattleNetHTTPBody()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// The status and headers of an answer, buffered (``BattleNetHTTPResponse``, ``RawResponse``) or
/// streamed (``HTTPStreamingResponse``, ``StreamingRawResponse``), with the headers worth reading by name:
/// what a ``BattleNetMiddleware`` can read of an answer.
public protocol BattleNetHTTPResponseHead: Sendable {
    /// The HTTP status code, e.g. `200`.
    var status: Int { get }
    /// The response headers as received.
    var headers: [String: String] { get }
}

extension BattleNetHTTPResponse: BattleNetHTTPResponseHead {}
extension HTTPStreamingResponse: BattleNetHTTPResponseHead {}
extension BattleNetHTTPAnswer: BattleNetHTTPResponseHead {}

extension BattleNetHTTPResponseHead {
    /// A header value, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers.headerValue(name)
    }

    /// Whether the server answered 304 Not Modified to a conditional call (the body is then empty).
    public var isNotModified: Bool { status == 304 }
    /// `Last-Modified`, parsed.
    public var lastModified: Date? { header("Last-Modified").flatMap(HTTPDate.parse) }
    /// `Battlenet-Namespace`: the namespace that served the call, possibly pinned to a build.
    public var namespace: String? { header("Battlenet-Namespace") }
    /// `Battlenet-Schema`.
    public var schema: String? { header("Battlenet-Schema") }
    /// `Battlenet-Schema-Revision`.
    public var schemaRevision: String? { header("Battlenet-Schema-Revision") }
    /// `X-Trace-Traceid`: quote it when reporting a problem to Blizzard.
    public var traceID: String? { header("X-Trace-Traceid") }
    /// `X-Trace-Spanid`.
    public var spanID: String? { header("X-Trace-Spanid") }
    /// `Cache-Control`.
    public var cacheControl: String? { header("Cache-Control") }
    /// `Content-Type`.
    public var contentType: String? { header("Content-Type") }
    /// `ETag`.
    public var etag: String? { header("ETag") }
}

/// What the steps of a call know of it: the operation declared, the attempt, what the limiter charges.
///
/// Carried once through a call's steps (the retry policy, the token, the limiter, your
/// ``BattleNetMiddleware``, the transport) and into the errors and ``BattleNetEvent``s it produces.
public struct BattleNetCallContext: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
    /// The declaration of the operation called.
    package let descriptor: OperationDescriptor
    /// The attempt under way: 1 for the first, more when the client retries.
    public internal(set) var attempt: Int
    /// What the rate limiter charges for the call: 1, or an operation's declared weight when
    /// ``RateLimit/usesOperationCosts`` is set.
    public let cost: Int
    /// The call's priority at the rate limiter (the endpoint's, else the client's).
    public internal(set) var priority: BattleNetPriority = .interactive
    /// Whether the call streams its body (``BattleNetClient/rawStream(_:)``).
    public let isStreaming: Bool
    /// Whether a 304 answers the call (a conditional call), rather than failing it.
    package var acceptsNotModified = false
    /// Whether the call is one of OAuth's own requests (a token, the code exchange).
    package var isOAuth = false
    /// The call's cache policy, when it chose one.
    package var cachePolicy: BattleNetCachePolicy?
    /// How stale a stored answer the call accepts when Battle.net fails, when it said.
    package var staleIfError: Duration?
    /// The `Authorization` value the transport step adds: set by the token step (or by OAuth's
    /// sender), never shown (``customMirror``, ``description``).
    package var authorization: String?

    package init(descriptor: OperationDescriptor, cost: Int, isStreaming: Bool = false, attempt: Int = 1) {
        self.descriptor = descriptor
        self.cost = cost
        self.isStreaming = isStreaming
        self.attempt = attempt
    }

    public var customMirror: Mirror {
        Mirror(self, children: [
            "operation": operation, "attempt": attempt, "cost": cost, "priority": priority, "isStreaming": isStreaming,
        ], displayStyle: .struct)
    }

    /// The operation id, e.g. `d3Act`.
    public var operation: String { descriptor.id }
    /// The game the operation belongs to.
    package var game: BattleNetGame { descriptor.game }
    /// The operation's HTTP method, e.g. ``HTTPMethod/get``.
    public var method: HTTPMethod { descriptor.method }
    /// The path template, e.g. `/d3/data/act/{actId}`.
    public var pathTemplate: String { descriptor.template.description }
    /// Whether the call waits for the rate limiter (OAuth's requests do not: another host).
    public var isRateLimited: Bool { descriptor.isRateLimited }

    public var description: String { "\(operation) attempt \(attempt)" }

    // MARK: The one place errors are completed

    /// `error` with everything this call knows that it lacks: the operation, the attempt count and the
    /// (token-free) URL; `CancellationError` stays itself, any other error becomes `.transport`.
    package func failure(_ error: any Error, url: URL?) -> any Error {
        if error is CancellationError { return error }
        return completed(
            (error as? BattleNetError) ?? BattleNetError(.transport, message: Redaction.mask(String(describing: error))),
            url: url
        )
    }

    /// `error` with the operation, the attempts made and the (masked) URL, where it lacks them.
    package func completed(_ error: BattleNetError, url: URL? = nil) -> BattleNetError {
        var failure = error
        if failure.operation == nil { failure.operation = operation }
        if failure.url == nil, let url { failure.url = Redaction.mask(url.absoluteString) }
        if attempt > (failure.attempts ?? 0) { failure.attempts = attempt }
        return failure
    }

    /// Whether `status` is an answer the call takes as a success: a 2xx, or a 304 to a conditional call.
    package static func isSuccess(_ status: Int, allowNotModified: Bool) -> Bool {
        (200..<300).contains(status) || (allowNotModified && status == 304)
    }
}
