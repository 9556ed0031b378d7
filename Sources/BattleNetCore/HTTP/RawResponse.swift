import Foundation

/// A Battle.net response as a client returns it: the operation, the URL, the status, the headers,
/// the attempts it took, and a body of type `Body`.
///
/// You meet it under two names: ``RawResponse`` (the body as `Data`, read whole) and
/// ``StreamingRawResponse`` (the body as an ``HTTPBodyStream`` still arriving). Its headers are read
/// with the members every answer has (``BattleNetHTTPResponseHead``):
/// ``BattleNetHTTPResponseHead/header(_:)``, ``BattleNetHTTPResponseHead/lastModified``,
/// ``BattleNetHTTPResponseHead/traceID``, ``BattleNetHTTPResponseHead/isNotModified`` and the rest.
public struct BattleNetRawResponse<Body: Sendable>: Sendable, BattleNetHTTPResponseHead {
    /// The operation id, e.g. `d3Act`.
    public let operation: String
    /// The request URL (never carries a token).
    public let url: URL
    /// The HTTP status code, e.g. `200`, or `304` for an unchanged conditional request.
    public let status: Int
    /// All response header fields.
    public let headers: [String: String]
    /// The body: the bytes as received (``RawResponse``, empty for 304 Not Modified), or the chunks as
    /// they arrive (``StreamingRawResponse``: single-pass; its failures are thrown from the iteration
    /// and are never retried).
    public let body: Body
    /// How many attempts the call took (for a stream, to get the head and the first chunk): 1, or more
    /// when the client retried.
    public let attempts: Int
    /// Whether the client's cache gave the answer (``BattleNetCacheStatus/hit``), confirmed it
    /// (``BattleNetCacheStatus/revalidated``) or served it past its freshness
    /// (``BattleNetCacheStatus/stale``); `nil` for an answer fetched whole.
    public var cacheStatus: BattleNetCacheStatus?

    /// A response as a client returns it.
    /// - Parameters:
    ///   - operation: The operation id, e.g. `d3Act`.
    ///   - url: The URL the request went to.
    ///   - status: The HTTP status.
    ///   - headers: The response headers.
    ///   - body: The body.
    ///   - attempts: How many attempts the call took.
    public init(operation: String, url: URL, status: Int, headers: [String: String], body: Body, attempts: Int = 1) {
        self.operation = operation
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
        self.attempts = attempts
    }
}

extension BattleNetRawResponse: Equatable where Body: Equatable {}
extension BattleNetRawResponse: Hashable where Body: Hashable {}

/// The body of a Battle.net response exactly as received, with the metadata worth keeping.
///
/// ```swift
/// let raw = try await client.raw(D3.Endpoints.act(id: 1))
/// raw.status          // 200
/// raw.data.count      // the bytes as received
/// ```
public typealias RawResponse = BattleNetRawResponse<Data>

extension BattleNetRawResponse where Body == Data {
    /// The body bytes as received (empty for 304 Not Modified): the same as ``BattleNetRawResponse/body``.
    public var data: Data { body }

    /// A response as a client returns it.
    /// - Parameters:
    ///   - operation: The operation id, e.g. `d3Act`.
    ///   - url: The URL the request went to.
    ///   - status: The HTTP status.
    ///   - headers: The response headers.
    ///   - data: The body as received.
    ///   - attempts: How many attempts the call took.
    public init(operation: String, url: URL, status: Int, headers: [String: String], data: Data, attempts: Int = 1) {
        self.init(operation: operation, url: url, status: status, headers: headers, body: data, attempts: attempts)
    }
}

/// A decoded model together with the raw response it came from.
public struct BattleNetResponse<Value: Sendable>: Sendable {
    /// The decoded model.
    public let value: Value
    /// The response it was decoded from: bytes, status and headers.
    public let raw: RawResponse
}

/// The outcome of a conditional call: the resource changed (here it is), or it did not.
///
/// ```swift
/// let first = try await client.raw(D3.Endpoints.act(id: 1))
/// switch try await client.raw(D3.Endpoints.act(id: 1), ifChangedSince: first) {
/// case .notModified: break                         // keep using `first`
/// case .modified(let fresh): save(fresh.data)
/// }
/// ```
public enum Revalidation<Value: Sendable>: Sendable {
    /// 304: what you have is current.
    case notModified
    /// The resource changed since the earlier response.
    case modified(Value)

    /// The new value, or `nil` when not modified.
    public var value: Value? {
        if case .modified(let value) = self { value } else { nil }
    }
}
