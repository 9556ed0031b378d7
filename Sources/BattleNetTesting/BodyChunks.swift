import Foundation

/// A body handed out as an `AsyncSequence` of chunks of at most `size` bytes, as a streamed response
/// or a file read in pieces arrives: for tests of the streaming readers and change feeds.
///
/// ```swift
/// var total = 0
/// for await chunk in BodyChunks(body: body, size: 4096) { total += chunk.count }   // body.count
/// ```
public struct BodyChunks: AsyncSequence, Sendable {
    public typealias Element = Data
    /// The whole body.
    public let body: Data
    /// The most bytes of one chunk (at least 1).
    public let size: Int

    /// The chunks of `body`, `size` bytes each but the last (the whole body in one when `size` is
    /// `Int.max`).
    public init(body: Data, size: Int) {
        self.body = body
        self.size = Swift.max(1, size)
    }

    /// An iterator from the body's first byte.
    public func makeAsyncIterator() -> Iterator { Iterator(body: body, size: size) }

    /// Hands out the next chunk.
    public struct Iterator: AsyncIteratorProtocol {
        let body: Data
        let size: Int
        var offset = 0

        /// The next chunk; `nil` after the last.
        public mutating func next() async -> Data? {
            guard offset < body.count else { return nil }
            let end = offset + Swift.min(size, body.count - offset)
            defer { offset = end }
            return body.subdata(in: offset..<end)
        }
    }
}
