import Foundation

/// The most bytes a server can make the client hold for one response, so that a broken or hostile
/// server (a body that never ends, one enormous element) fails a call with
/// ``BattleNetError/Kind-swift.struct/bodyTooLarge`` instead of exhausting memory or disk.
///
/// The defaults leave ample room over the largest real bodies (a region's commodities, about 25 MB):
/// 256 MiB for a buffered body, 1 MiB for one element of a streamed array, 256 MiB for the rest of a
/// streamed document. Set them for a client with ``BattleNetConfiguration/bodyLimits``, or for one call
/// with ``BattleNetRequest/bodyLimits(_:)``; a body streamed with ``BattleNetClient/rawStream(_:)`` carries them
/// to the stream decoder that reads it (`WoW.AuctionStream`, `WoW.CommodityStream`):
///
/// ```swift
/// var configuration = BattleNetConfiguration(region: .eu)
/// configuration.bodyLimits.maximumBodyBytes = 512 << 20
/// let raw = try await client.raw(WoW.Endpoints.auctionCommodities().bodyLimits(BodyLimits(maximumBodyBytes: 1 << 30)))
/// ```
public struct BodyLimits: Hashable, Sendable {
    /// The most bytes of a buffered body (`value`, `raw`), and the most bytes of a streamed body that
    /// may wait on disk for a slow consumer (``StreamBuffering``): 256 MiB by default.
    public var maximumBodyBytes: Int
    /// The most bytes of one element of a streamed array (`WoW.AuctionStream`,
    /// `WoW.CommodityStream`): 1 MiB by default (a commodity is about 100 bytes).
    public var maximumElementBytes: Int
    /// The most bytes of a streamed document outside its streamed array (its skeleton): 256 MiB by default.
    public var maximumSkeletonBytes: Int

    /// Limits; each at least 1 byte.
    /// - Parameters:
    ///   - maximumBodyBytes: The most bytes of a buffered body, and of a streamed body waiting on disk.
    ///   - maximumElementBytes: The most bytes of one element of a streamed array.
    ///   - maximumSkeletonBytes: The most bytes of a streamed document outside its streamed array.
    public init(maximumBodyBytes: Int = 256 << 20, maximumElementBytes: Int = 1 << 20, maximumSkeletonBytes: Int = 256 << 20) {
        self.maximumBodyBytes = max(1, maximumBodyBytes)
        self.maximumElementBytes = max(1, maximumElementBytes)
        self.maximumSkeletonBytes = max(1, maximumSkeletonBytes)
    }

    /// The default limits: 256 MiB buffered, 1 MiB per streamed element, 256 MiB outside the array.
    public static let standard = BodyLimits()

    /// `bytes` as people read sizes: `256 MiB`, `64 KiB`, `1000 bytes`.
    static func sizeText(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    /// The `.bodyTooLarge` error for a body over `limit` bytes.
    /// - Parameters:
    ///   - limit: The limit exceeded.
    ///   - declared: The `Content-Length` the server announced, when the body was refused on it.
    ///   - url: The request's URL (masked).
    ///   - status: The response's status, when known.
    static func bodyError(limit: Int, declared: Int? = nil, url: URL?, status: Int?) -> BattleNetError {
        let size = declared.map { "announces \($0) bytes (Content-Length), over" } ?? "is larger than"
        var error = BattleNetError(
            .bodyTooLarge,
            message: "the response body \(size) the limit of \(sizeText(limit)) (\(limit) bytes) for a buffered body; "
                + "nothing of it was kept"
        )
        error.url = url.map { Redaction.mask($0.absoluteString) }
        error.status = status
        return error
    }

    /// The `.bodyTooLarge` error for a streamed body whose unread part outgrew `limit` bytes on disk.
    static func spillError(limit: Int, url: URL) -> BattleNetError {
        var error = BattleNetError(
            .bodyTooLarge,
            message: "more than the limit of \(sizeText(limit)) (\(limit) bytes) of the streamed body waited for "
                + "the consumer; the stream was stopped"
        )
        error.url = Redaction.mask(url.absoluteString)
        return error
    }
}
