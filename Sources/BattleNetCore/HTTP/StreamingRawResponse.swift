import Foundation

/// A Battle.net response whose body is still arriving: status and headers, and the body as an
/// `AsyncSequence` of `Data` chunks. ``BattleNetClient/rawStream(_:)`` returns it.
///
/// ```swift
/// let stream = try await client.rawStream(WoW.Endpoints.auctionCommodities())
/// print(stream.lastModified ?? "no Last-Modified")
/// for try await chunk in stream.body { decoder.feed(chunk) }
/// ```
public typealias StreamingRawResponse = BattleNetRawResponse<HTTPBodyStream>

extension BattleNetRawResponse where Body == HTTPBodyStream {
    /// Reads the whole body and returns it as a ``RawResponse``.
    /// - Throws: what the body throws.
    public func collected() async throws -> RawResponse {
        RawResponse(
            operation: operation, url: url, status: status, headers: headers,
            data: try await body.collect(), attempts: attempts
        )
    }
}
