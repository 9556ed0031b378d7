import Foundation

/// The body of a Battle.net response exactly as received, with the metadata worth keeping.
///
/// Its headers are read with the members every answer has (``BattleNetHTTPResponseHead``):
/// ``BattleNetHTTPResponseHead/header(_:)``, ``BattleNetHTTPResponseHead/lastModified``,
/// ``BattleNetHTTPResponseHead/traceID``, ``BattleNetHTTPResponseHead/isNotModified`` and the rest.
public struct RawResponse: Hashable, Sendable, BattleNetHTTPResponseHead {
    /// The operation id, e.g. `d3Act`.
    public let operation: String
    /// The request URL (never carries a token).
    public let url: URL
    /// The HTTP status code, e.g. `200`, or `304` for an unchanged conditional request.
    public let status: Int
    /// All response header fields.
    public let headers: [String: String]
    /// The body bytes as received (empty for 304 Not Modified).
    public let data: Data
    /// How many attempts the call took: 1, or more when the client retried.
    public let attempts: Int

    /// A response as a client returns it.
    /// - Parameters:
    ///   - operation: The operation id, e.g. `d3Act`.
    ///   - url: The URL the request went to.
    ///   - status: The HTTP status.
    ///   - headers: The response headers.
    ///   - data: The body as received.
    ///   - attempts: How many attempts the call took.
    public init(operation: String, url: URL, status: Int, headers: [String: String], data: Data, attempts: Int = 1) {
        self.operation = operation
        self.url = url
        self.status = status
        self.headers = headers
        self.data = data
        self.attempts = attempts
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
