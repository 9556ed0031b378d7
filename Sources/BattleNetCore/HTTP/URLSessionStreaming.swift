import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How ``URLSessionTransport`` buffers a streamed body that the consumer has not read yet.
///
/// About ``highWatermark`` bytes at most wait in memory. When the consumer lags beyond it:
/// - on Apple platforms the data task is suspended (the connection stops reading, TCP slows the
///   server) and resumed once the consumer has brought the buffer down to ``lowWatermark``; what
///   URLSession had already read when the task was suspended is still delivered and kept;
/// - on Linux, FoundationNetworking cannot pause a transfer (suspending a running data task restarts
///   it, and bytes arrive twice), so the bytes beyond the watermark go to an unlinked temporary file
///   and are read back in order once memory is drained: memory never holds more than the watermark,
///   the disk holds what the consumer has not reached.
///
/// The request's timeout bounds the whole transfer, as it bounds a buffered call: the status and
/// headers, then the body, counted from the request's start. Time the transfer spends paused for a
/// lagging consumer (Apple platforms) is not counted, so a consumer may take as long as it likes
/// between chunks; on Linux the transfer is never paused (the body spills to disk) and the deadline
/// counts the network alone. A body still arriving at the deadline fails the stream with
/// ``BattleNetError`` `.timeout` (a slow drip cannot hold a call open). Within it, ``idleTimeout``
/// bounds a stalled body: the stream fails with `.timeout` when no byte arrives for that long while
/// the transfer is not paused for the consumer. `bnet --timeout` sets the request's timeout, and so
/// bounds a stream's transfer too.
///
/// ```swift
/// let transport = URLSessionTransport(streamBuffering: StreamBuffering(highWatermark: 4 << 20))
/// ```
public struct StreamBuffering: Hashable, Sendable {
    /// The most bytes kept in memory for a lagging consumer: 1 MiB by default.
    public var highWatermark: Int
    /// Where a paused transfer resumes: 256 KiB by default (a quarter of the high watermark).
    public var lowWatermark: Int
    /// The longest silence between chunks before the stream fails with `.timeout`; `nil` (the default)
    /// uses the request's timeout.
    public var idleTimeout: Duration?

    /// Buffering limits.
    /// - Parameters:
    ///   - highWatermark: The most bytes kept in memory for a lagging consumer (at least 1).
    ///   - lowWatermark: Where a paused transfer resumes; by default a quarter of `highWatermark`.
    ///   - idleTimeout: The longest silence between chunks; `nil` for the request's timeout.
    public init(highWatermark: Int = 1 << 20, lowWatermark: Int? = nil, idleTimeout: Duration? = nil) {
        self.highWatermark = max(1, highWatermark)
        self.lowWatermark = min(max(0, lowWatermark ?? highWatermark / 4), self.highWatermark)
        self.idleTimeout = idleTimeout
    }

    /// What the pipe does beyond the high watermark on this platform.
    static var overflow: StreamPipe.Overflow {
        #if canImport(FoundationNetworking)
        .spill
        #else
        .pause
        #endif
    }
}

extension URLSessionTransport {
    /// Sends `request` and returns once the status and headers arrive; the body follows in chunks as
    /// URLSession delivers them (see ``StreamBuffering`` for the memory bound and the idle timeout).
    ///
    /// Redirects are refused as in ``send(_:)``. Over a session of your own
    /// (``init(session:clock:)``) the body is read whole first, then served in chunks.
    ///
    /// ```swift
    /// let head = try await transport.stream(request)
    /// for try await chunk in head.body { parser.feed(chunk) }
    /// ```
    /// - Throws: ``BattleNetError`` `.timeout` when no head arrives within `request.timeout`,
    ///   `.redirect`, `.transport`; `CancellationError`. Later failures come from the body.
    public func stream(_ request: BattleNetHTTPRequest) async throws -> HTTPStreamingResponse {
        guard let router else { return HTTPStreamingResponse(try await send(request)) }
        try Task.checkCancellation()
        let pipe = StreamPipe(
            highWatermark: streamBuffering.highWatermark, lowWatermark: streamBuffering.lowWatermark,
            overflow: StreamBuffering.overflow, spillReadSize: HTTPBodyStream.defaultChunkSize,
            spillLimit: request.maximumBodyBytes.map { ($0, request.url) }
        )
        // Our watchdog bounds the head and the silences; URLSession's timer must not fire while the
        // task is suspended for a slow consumer.
        let task = try makeTask(Self.urlRequest(request, timeout: .seconds(86_400)))
        let stream = StreamTask(
            request: request, pipe: pipe, task: task, idleTimeout: streamBuffering.idleTimeout ?? request.timeout,
            deadline: .now + request.timeout
        )
        pipe.setControls(StreamPipe.Controls(
            pause: { task.suspend() }, resume: { task.resume() }, cancel: { task.cancel() }
        ))
        router.register(stream, for: task.taskIdentifier)
        let head = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPStreamingResponse, any Error>) in
                stream.start(continuation)
            }
        } onCancel: {
            stream.fail(CancellationError())
        }
        return head
    }
}

/// The session delegate of a ``URLSessionTransport`` that owns its session: refuses redirects (as
/// ``RedirectRefusal`` does) and hands each streamed task's callbacks to that task's ``StreamTask``.
///
/// Buffered sends (``URLSessionTransport/send(_:)``) are routed too, to a ``BufferedTask`` that
/// collects the body and counts it against the request's limit as it arrives; tasks made with a
/// completion handler get no data callbacks and are not in the table.
final class StreamRouter: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // `streams` is read and written only under `lock`, which makes the class Sendable.
    private let lock = NSLock()
    private var streams: [Int: any RoutedTask] = [:]
    private let redirects = RedirectRefusal()

    func register(_ stream: any RoutedTask, for identifier: Int) {
        lock.withLock { streams[identifier] = stream }
    }

    private func stream(_ identifier: Int, removing: Bool = false) -> (any RoutedTask)? {
        lock.withLock { removing ? streams.removeValue(forKey: identifier) : streams[identifier] }
    }

    /// Streams in progress (for tests).
    var activeStreams: Int { lock.withLock { streams.count } }

    // The most body bytes a buffered send held (for tests of the limit: noted once per send).
    private var peakBuffered = 0
    var peakBufferedBody: Int { lock.withLock { peakBuffered } }
    func notePeakBuffered(_ bytes: Int) { lock.withLock { peakBuffered = max(peakBuffered, bytes) } }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        redirects.urlSession(session, task: task, willPerformHTTPRedirection: response, newRequest: request, completionHandler: completionHandler)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let stream = stream(dataTask.taskIdentifier) else { return completionHandler(.allow) }
        completionHandler(stream.received(response) ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        stream(dataTask.taskIdentifier)?.receive(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        stream(task.taskIdentifier, removing: true)?.completed(response: task.response, error: error)
    }
}

/// A data task whose delegate callbacks the ``StreamRouter`` hands over.
protocol RoutedTask: AnyObject, Sendable {
    /// The head arrived; `false` cancels the task.
    func received(_ response: URLResponse) -> Bool
    /// A piece of the body arrived.
    func receive(_ data: Data)
    /// The task completed, with the transfer's error if it failed.
    func completed(response: URLResponse?, error: (any Error)?)
}

/// One streamed request: waits for its head, then feeds its pipe, with a watchdog for the head's
/// timeout, the body's idle timeout and the transfer's deadline.
final class StreamTask: RoutedTask, @unchecked Sendable {
    // `head`, `headDone` and `watchdog` are read and written only under `lock`, which makes the class Sendable.
    let request: BattleNetHTTPRequest
    let pipe: StreamPipe
    let task: URLSessionDataTask
    let idleTimeout: Duration
    /// When the whole transfer must have arrived (moved later by the time paused for the consumer).
    let deadline: ContinuousClock.Instant
    private let lock = NSLock()
    private var head: CheckedContinuation<HTTPStreamingResponse, any Error>?
    private var headDone = false
    private var early: (any Error)?
    private var watchdog: Task<Void, Never>?

    init(request: BattleNetHTTPRequest, pipe: StreamPipe, task: URLSessionDataTask, idleTimeout: Duration, deadline: ContinuousClock.Instant) {
        self.request = request
        self.pipe = pipe
        self.task = task
        self.idleTimeout = idleTimeout
        self.deadline = deadline
    }

    /// Starts the task, to resume `continuation` with the head (or the failure before it).
    func start(_ continuation: CheckedContinuation<HTTPStreamingResponse, any Error>) {
        let failed: (any Error)? = lock.withLock {
            if let early { return early }
            head = continuation
            let timeout = request.timeout
            watchdog = Task { [weak self] in
                try? await Task.sleep(for: timeout)
                guard !Task.isCancelled, let self else { return }
                var failure = BattleNetError(.timeout, message: "no response within \(timeout)")
                failure.url = Redaction.mask(self.request.url.absoluteString)
                self.fail(failure)
            }
            return nil
        }
        if let failed {
            task.cancel()
            continuation.resume(throwing: failed)
        } else {
            task.resume()
        }
    }

    /// The head arrived: hands it over and says whether to go on (`false` for a refused redirect).
    func received(_ response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else {
            fail(BattleNetError(.transport, message: "the response to \(request) was not HTTP"))
            return false
        }
        if let refused = URLSessionTransport.redirectError(http, request: request) {
            fail(refused)
            return false
        }
        let response = HTTPStreamingResponse(status: http.statusCode, headers: URLSessionTransport.headers(of: http), body: HTTPBodyStream(source: pipe))
        let continuation: CheckedContinuation<HTTPStreamingResponse, any Error>? = lock.withLock {
            guard !headDone else { return nil }
            headDone = true
            watchdog?.cancel()
            watchdog = Task { [weak self] in await self?.watchIdle() }
            defer { head = nil }
            return head
        }
        guard let continuation else { return false }
        continuation.resume(returning: response)
        return true
    }

    func receive(_ data: Data) { pipe.receive(data) }

    /// Fails the stream: before the head, the `stream` call throws `error`; after it, the body does.
    func fail(_ error: any Error) {
        let continuation: CheckedContinuation<HTTPStreamingResponse, any Error>?? = lock.withLock {
            guard !headDone else { return .none }
            headDone = true
            early = error
            watchdog?.cancel()
            defer { head = nil }
            return .some(head)
        }
        switch continuation {
        case .none:
            pipe.finish(throwing: error)
            task.cancel()
        case .some(let waiting):
            task.cancel()
            waiting?.resume(throwing: error)
        }
    }

    /// The task completed: the body ends, or fails with the transfer's error.
    func completed(response: URLResponse?, error: (any Error)?) {
        let beforeHead = lock.withLock { () -> Bool in
            watchdog?.cancel()
            return !headDone
        }
        if beforeHead {
            // No data callback announced the head: a refused redirect on Linux, or a failure.
            if let error {
                fail(URLSessionTransport.mapped(error, request: request))
            } else if let response, received(response) {
                pipe.finish(throwing: nil)
            }
            return
        }
        pipe.finish(throwing: error.map { URLSessionTransport.mapped($0, request: request) })
    }

    /// Fails the body when nothing arrives for `idleTimeout` while the transfer is not paused, or when
    /// it has not arrived whole by the transfer's deadline.
    private func watchIdle() async {
        while let idle = pipe.idleTimeLeft(idleTimeout), let transfer = pipe.transferTimeLeft(until: deadline, whilePaused: idleTimeout) {
            if idle <= .zero || transfer <= .zero {
                var failure = idle <= .zero
                    ? BattleNetError(.timeout, message: "the body stalled: no data for \(idleTimeout)")
                    : BattleNetError(.timeout, message: "the body did not arrive whole within \(request.timeout) (the request's timeout bounds the whole transfer)")
                failure.url = Redaction.mask(request.url.absoluteString)
                pipe.finish(throwing: failure)
                task.cancel()
                return
            }
            do { try await Task.sleep(for: min(idle, transfer)) } catch { return }
        }
    }
}
