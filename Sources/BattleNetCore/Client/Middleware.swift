import Foundation

/// A step of your own in every attempt a ``BattleNetClient`` makes: it sees the request after the
/// client's token and rate-limiter steps, and the answer's status and headers before the client maps
/// them to a result or a ``BattleNetError``.
///
/// Each call runs through the client's steps in this order: identical calls in flight are shared, then
/// the retry policy, then for each attempt: the token, the rate limiter, your middleware (in the order
/// given to the client), and the transport. A middleware can change the request (a header, a timeout),
/// measure or observe the answer, throw to stop the attempt, or call `next` more than once.
///
/// It never sees the token: the `Authorization` header is added after the last middleware, and one a
/// middleware sets is replaced. It cannot make up an answer either (the answer's type is the one the
/// transport returns, a buffered response or a stream's head): to answer without the network, pass an
/// ``HTTPTransport`` of your own.
///
/// ```swift
/// struct Tagging: BattleNetMiddleware {
///     func intercept<Answer: BattleNetHTTPResponseHead>(
///         _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
///         next: (BattleNetHTTPRequest) async throws -> Answer
///     ) async throws -> Answer {
///         var request = request
///         request.headers["X-App"] = "guild-tracker"
///         let answer = try await next(request)
///         if answer.status >= 500 { print("\(context.operation) attempt \(context.attempt): \(answer.status)") }
///         return answer
///     }
/// }
/// let client = try BattleNetClient(credentials: credentials, region: .eu, middleware: [Tagging()])
/// ```
public protocol BattleNetMiddleware: Sendable {
    /// Handles one attempt of a call: pass the request on with `next` and return what it returns.
    /// - Parameters:
    ///   - request: The request as the steps before this one left it; it has no `Authorization` header.
    ///   - context: The call: its operation, attempt and cost.
    ///   - next: The rest of the attempt: the middleware after this one, then the transport.
    /// - Returns: The answer of `next` (every status: a non-success is mapped to an error after the middleware).
    /// - Throws: What `next` throws, or an error of your own, which fails the attempt: a
    ///   ``BattleNetError`` as it is (retried when its kind is), anything else as `.transport`.
    func intercept<Answer: BattleNetHTTPResponseHead>(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
        next: (BattleNetHTTPRequest) async throws -> Answer
    ) async throws -> Answer
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
public struct BattleNetCallContext: Sendable, Hashable, CustomStringConvertible {
    /// The declaration of the operation called.
    package let descriptor: OperationDescriptor
    /// The attempt under way: 1 for the first, more when the client retries.
    public internal(set) var attempt: Int
    /// What the rate limiter charges for the call: 1, or an operation's declared weight when
    /// ``RateLimit/usesOperationCosts`` is set.
    public let cost: Int
    /// Whether the call streams its body (``BattleNetClient/rawStream(_:)``).
    public let isStreaming: Bool

    package init(descriptor: OperationDescriptor, cost: Int, isStreaming: Bool = false, attempt: Int = 1) {
        self.descriptor = descriptor
        self.cost = cost
        self.isStreaming = isStreaming
        self.attempt = attempt
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
