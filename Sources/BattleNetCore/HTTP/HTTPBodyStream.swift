import Foundation

/// The head of an HTTP response whose body arrives as a stream of chunks.
///
/// A transport's ``HTTPTransport/stream(_:)`` returns it as soon as the status and headers are in;
/// the bytes follow in ``body``.
public struct HTTPStreamingResponse: Sendable {
    /// The HTTP status code, e.g. `200`.
    public var status: Int
    /// The response headers as received.
    public var headers: [String: String]
    /// The body, in chunks as they arrive.
    public var body: HTTPBodyStream

    /// A streaming response, as a transport returns it.
    public init(status: Int, headers: [String: String] = [:], body: HTTPBodyStream) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A buffered response served as a stream: its body in chunks of `chunkSize` bytes.
    ///
    /// The default ``HTTPTransport/stream(_:)`` answers with this after `send`.
    public init(_ response: BattleNetHTTPResponse, chunkSize: Int = HTTPBodyStream.defaultChunkSize) {
        self.init(status: response.status, headers: response.headers, body: HTTPBodyStream(data: response.body, chunkSize: chunkSize))
    }

    /// Reads the rest of the body and returns the whole response.
    /// - Parameter limit: The most bytes to keep; reading stops (and the stream is cancelled) beyond it.
    /// - Throws: what the body throws.
    public func collected(upTo limit: Int = .max) async throws -> BattleNetHTTPResponse {
        BattleNetHTTPResponse(status: status, headers: headers, body: try await body.collect(upTo: limit))
    }
}

/// The body of a streamed response: an `AsyncSequence` of `Data` chunks, in order, each non-empty.
///
/// It is single-pass: the chunks are handed out once, so iterate it once (a second iterator continues
/// where the first stopped). Dropping every copy of the stream and its iterators, or cancelling the
/// task that iterates it, cancels the transfer behind it. Each chunk is its own `Data` (its indices
/// start at zero).
///
/// ```swift
/// var total = 0
/// for try await chunk in response.body { total += chunk.count }
/// ```
///
/// A failure of the transfer is thrown from the iteration: ``BattleNetError`` (`.transport`,
/// `.timeout`) from the built-in transports, `CancellationError` when the iterating task is cancelled.
public struct HTTPBodyStream: AsyncSequence, Sendable {
    /// A chunk of the body.
    public typealias Element = Data

    /// The chunk size of a body served from memory: 64 KiB.
    public static let defaultChunkSize = 65_536

    let owner: SourceOwner
    /// The limits of the call that streams this body (``BattleNetClient/rawStream(_:)`` sets them), for
    /// the decoder that reads it; `nil` for a body made otherwise.
    var limits: BodyLimits?

    init(source: any ChunkSource) {
        owner = SourceOwner(source)
    }

    /// A body held in memory, served in chunks of `chunkSize` bytes (at least one byte each).
    public init(data: Data, chunkSize: Int = HTTPBodyStream.defaultChunkSize) {
        self.init(source: DataChunks(data, chunkSize: chunkSize))
    }

    /// A body produced by another sequence of chunks, for a transport of your own.
    ///
    /// The sequence is iterated by a task of its own, one chunk ahead of the consumer at most (it waits
    /// while a chunk is not taken); empty chunks are skipped. Cancelling the consumer cancels that task.
    public init<Chunks: AsyncSequence & Sendable>(_ chunks: Chunks) where Chunks.Element == Data {
        let pipe = StreamPipe(highWatermark: 0, lowWatermark: 0, overflow: .pause)
        let producer = Task {
            do {
                for try await chunk in chunks { try await pipe.send(chunk) }
                pipe.finish(throwing: nil)
            } catch {
                pipe.finish(throwing: error)
            }
        }
        pipe.setControls(StreamPipe.Controls(cancel: { producer.cancel() }))
        self.init(source: pipe)
    }

    /// An iterator over the chunks.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(owner: owner)
    }

    /// Hands out the chunks of an ``HTTPBodyStream``.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let owner: SourceOwner

        /// The next chunk, or `nil` at the end of the body.
        /// - Throws: the transfer's failure; `CancellationError` when the task is cancelled (which
        ///   also cancels the transfer).
        public mutating func next() async throws -> Data? {
            try await owner.next()
        }
    }

    /// Reads the rest of the body into memory.
    /// - Parameter limit: The most bytes to keep; beyond it reading stops and the transfer is cancelled.
    /// - Throws: what the iteration throws.
    public func collect(upTo limit: Int = .max) async throws -> Data {
        var data = Data()
        for try await chunk in self {
            data.append(chunk.prefix(Swift.max(0, limit - data.count)))
            if data.count >= limit {
                owner.source.cancel()
                break
            }
        }
        return data
    }
}

/// Where a body's chunks come from: one consumer at a time, single-pass.
protocol ChunkSource: AnyObject, Sendable {
    /// The next chunk, `nil` at the end.
    func next() async throws -> Data?
    /// Stops the transfer; a waiting or later `next()` throws `CancellationError` (or returns `nil` when
    /// the body was already complete).
    func cancel()
}

/// Owns a source for the streams and iterators that share it: when the last of them goes away, the
/// transfer is cancelled, so a body nobody reads does not keep a connection open.
final class SourceOwner: Sendable {
    let source: any ChunkSource

    init(_ source: any ChunkSource) {
        self.source = source
    }

    func next() async throws -> Data? {
        if Task.isCancelled {
            source.cancel()
            throw CancellationError()
        }
        let source = self.source
        return try await withTaskCancellationHandler {
            try await source.next()
        } onCancel: {
            source.cancel()
        }
    }

    deinit { source.cancel() }
}

/// A body in memory, handed out in slices.
final class DataChunks: ChunkSource, @unchecked Sendable {
    // `offset` and `cancelled` are only touched under `lock`, which makes the class Sendable.
    private let lock = NSLock()
    private let data: Data
    private let chunkSize: Int
    private var offset = 0
    private var cancelled = false

    init(_ data: Data, chunkSize: Int) {
        self.data = data
        self.chunkSize = max(1, chunkSize)
    }

    func next() async throws -> Data? {
        try lock.withLock {
            if cancelled && offset < data.count { throw CancellationError() }
            guard offset < data.count else { return nil }
            let start = data.startIndex + offset
            let end = data.index(start, offsetBy: min(chunkSize, data.count - offset))
            offset += end - start
            return data.subdata(in: start..<end)
        }
    }

    func cancel() {
        lock.withLock { cancelled = true }
    }
}

extension HTTPBodyStream {
    /// Reads the first chunk (so a failure before any byte arrived is the caller's to retry) and returns
    /// a stream that starts with it; the rest's failures are completed by `context` (``BattleNetCallContext/failure(_:url:)``).
    /// - Throws: the first read's failure, completed the same way.
    func primed(context: BattleNetCallContext, url: URL) async throws -> HTTPBodyStream {
        let first: Data?
        do {
            first = try await owner.next()
        } catch {
            throw context.failure(error, url: url)
        }
        return HTTPBodyStream(source: PrimedChunks(first: first, rest: owner, context: context, url: url))
    }
}

/// A body whose first chunk was already read (the client reads it before handing the stream out),
/// with every failure of the rest completed by the call's context (operation, attempt, masked URL).
final class PrimedChunks: ChunkSource, @unchecked Sendable {
    // `first` is only touched under `lock`, which makes the class Sendable.
    private let lock = NSLock()
    private var first: Data?
    /// Keeps the original stream's owner alive, so the transfer is cancelled only when this goes.
    private let rest: SourceOwner
    private let context: BattleNetCallContext
    private let url: URL

    init(first: Data?, rest: SourceOwner, context: BattleNetCallContext, url: URL) {
        self.first = first
        self.rest = rest
        self.context = context
        self.url = url
    }

    func next() async throws -> Data? {
        if let first = lock.withLock({ () -> Data? in defer { self.first = nil }; return self.first }) {
            return first
        }
        do {
            return try await rest.source.next()
        } catch {
            throw context.failure(error, url: url)
        }
    }

    func cancel() {
        lock.withLock { first = nil }
        rest.source.cancel()
    }
}
