import Foundation

/// A Battle.net response whose body is still arriving: status and headers, and the body as an
/// `AsyncSequence` of `Data` chunks. ``BattleNetClient/rawStream(_:)`` returns it.
///
/// ```swift
/// let stream = try await client.rawStream(WoW.Endpoints.auctionCommodities())
/// print(stream.lastModified ?? "no Last-Modified")
/// for try await chunk in stream.body { decoder.feed(chunk) }
/// ```
public struct StreamingRawResponse: Sendable, BattleNetHTTPResponseHead {
    /// The operation id, e.g. `wowAuctionCommodities`.
    public let operation: String
    /// The request URL (never carries a token).
    public let url: URL
    /// The HTTP status code: a success (`2xx`), or `304` for an unchanged conditional request.
    public let status: Int
    /// All response header fields.
    public let headers: [String: String]
    /// The body, in chunks as they arrive; single-pass. Its failures are thrown from the iteration
    /// and are never retried.
    public let body: HTTPBodyStream
    /// How many attempts it took to get the head and the first chunk: 1, or more when the client retried.
    public let attempts: Int

    /// A streamed response as a client returns it.
    /// - Parameters:
    ///   - operation: The operation id.
    ///   - url: The URL the request went to.
    ///   - status: The HTTP status.
    ///   - headers: The response headers.
    ///   - body: The body's chunks.
    ///   - attempts: How many attempts the call took.
    public init(operation: String, url: URL, status: Int, headers: [String: String], body: HTTPBodyStream, attempts: Int = 1) {
        self.operation = operation
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
        self.attempts = attempts
    }

    /// Reads the whole body and returns it as a ``RawResponse``.
    /// - Throws: what the body throws.
    public func collected() async throws -> RawResponse {
        RawResponse(
            operation: operation, url: url, status: status, headers: headers,
            data: try await body.collect(), attempts: attempts
        )
    }
}
