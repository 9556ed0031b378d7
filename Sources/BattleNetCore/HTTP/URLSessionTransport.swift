import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport: `URLSession`, on Linux and Apple platforms alike.
///
/// Honours task cancellation (the data task is cancelled and `CancellationError` thrown) and the
/// request's timeout. No cookies are stored and no response is cached by URLSession.
///
/// Redirects are refused: Battle.net's API and OAuth endpoints never redirect, and following one would
/// send the request's `Authorization` header (the Basic client secret, a Bearer token) to whatever host
/// the `Location` names. A 3xx answer is reported as ``BattleNetError/Kind-swift.struct/redirect``
/// naming the target, and nothing is sent to it.
///
/// ``stream(_:)`` hands the body over as it arrives, through a data delegate (see ``StreamBuffering``
/// for how memory stays bounded when the consumer lags).
///
/// **Lifecycle.** A `URLSession` with a delegate keeps that delegate until the session is invalidated.
/// The session this transport makes (``init(streamBuffering:clock:)``) is invalidated when the transport
/// goes away (tasks still running, such as a stream being read, finish first) or at once by
/// ``shutdown()``, which also cancels what is in flight. A session you pass (``init(session:clock:)``)
/// stays yours: the transport never invalidates it.
public final class URLSessionTransport: HTTPTransport {
    let session: URLSession
    /// Routes the session's data-delegate callbacks to each stream; `nil` for a session we do not own.
    let router: StreamRouter?
    /// Set by ``shutdown()``; tasks are made under its lock, so none is made on an invalidated session.
    private let state = ShutdownState()
    /// The calls of ``send(_:)`` in flight, which ``shutdown()`` ends at once and whose deadlines run on ``clock``.
    private let inFlight: InFlightExchanges
    /// The clock the calls' timeouts are measured on.
    public let clock: any BattleNetClock
    /// How ``stream(_:)`` buffers a body the consumer has not read yet.
    public let streamBuffering: StreamBuffering
    /// The queue under the session's delegate queue (which holds it unowned); `nil` for a session we do not own.
    private let callbackQueue: DispatchQueue?

    /// A transport over an ephemeral session that refuses redirects.
    /// - Parameters:
    ///   - streamBuffering: How ``stream(_:)`` bounds the bytes waiting for a slow consumer.
    ///   - clock: What the calls' timeouts are measured on; the system's clock by default.
    public init(streamBuffering: StreamBuffering = StreamBuffering(), clock: any BattleNetClock = BattleNetSystemClock()) {
        self.clock = clock
        inFlight = InFlightExchanges(clock: clock)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        // With no storage, cookies would still be parsed from every header line (FoundationNetworking
        // does so unless the policy is `.never`): Battle.net's API sets none that BattleNet uses.
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        // No response cache: besides keeping answers out of memory, a task cancelled while
        // FoundationNetworking looks it up in a cache can end the process on Linux (its completion and
        // the cancellation race on different queues), and this transport cancels tasks on timeouts,
        // cancellation and shutdown.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let router = StreamRouter()
        self.router = router
        self.streamBuffering = streamBuffering
        // The delegate's callbacks (three a call: head, body, end) run one at a time, in order, on a
        // serial dispatch queue of our own under the delegate queue, which costs less per callback than
        // URLSession's default delegate queue on Linux (Benchmarks/Throughput.md).
        let callbacks = OperationQueue()
        callbacks.name = "BattleNet.URLSessionTransport.callbacks"
        callbacks.maxConcurrentOperationCount = 1
        let callbackQueue = DispatchQueue(label: "BattleNet.URLSessionTransport.callbacks")
        self.callbackQueue = callbackQueue
        callbacks.underlyingQueue = callbackQueue
        session = URLSession(configuration: configuration, delegate: router, delegateQueue: callbacks)
    }

    /// A transport over your own session.
    ///
    /// Give the session a delegate that declines redirections (see ``RedirectRefusal``), or URLSession
    /// follows them with the request's headers, credentials included. A redirect answer that reaches
    /// this transport is still reported as `.redirect`; one the session followed to another origin is
    /// reported the same way, but by then the request has been sent there.
    ///
    /// ``stream(_:)`` cannot stream over a session whose delegate is not this transport's (URLSession's
    /// per-task delegates do not receive data on Linux): it reads the whole body with ``send(_:)`` and
    /// serves it in chunks.
    ///
    /// On Linux, make the session's configuration without a response cache (`urlCache = nil`;
    /// `.default` and `.ephemeral` both have one there): FoundationNetworking can end the process when
    /// a task is cancelled during its cache lookup, and this transport cancels tasks on timeouts,
    /// cancellation and ``shutdown()``.
    ///
    /// ```swift
    /// let configuration = URLSessionConfiguration.ephemeral
    /// configuration.urlCache = nil
    /// let session = URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
    /// let transport = URLSessionTransport(session: session)
    /// ```
    /// - Parameters:
    ///   - session: The session to send with; it stays yours.
    ///   - clock: What the calls' timeouts are measured on; the system's clock by default.
    public init(session: URLSession, clock: any BattleNetClock = BattleNetSystemClock()) {
        self.session = session
        self.clock = clock
        inFlight = InFlightExchanges(clock: clock)
        self.router = nil
        callbackQueue = nil
        self.streamBuffering = StreamBuffering()
    }

    deinit {
        // Our session holds its delegate until invalidated; let running tasks (a stream still being
        // read) finish, then both go.
        if router != nil { session.finishTasksAndInvalidate() }
    }

    /// Cancels what this transport has in flight and invalidates the session it made; calls made
    /// afterwards fail at once with ``BattleNetError/Kind-swift.struct/shutDown``, and so do the
    /// calls it cancels. Calling it again does nothing.
    ///
    /// A transport over a session you passed (``init(session:clock:)``) only stops taking calls: the session
    /// and its tasks are yours to cancel and invalidate.
    ///
    /// ```swift
    /// let transport = URLSessionTransport()
    /// defer { transport.shutdown() }
    /// ```
    public func shutdown() {
        guard state.shutDown() else { return }
        // Every call in flight ends now, whenever URLSession gets round to cancelling its task.
        for exchange in inFlight.drain() { exchange.end(with: BattleNetError.shutDown("transport")) }
        if router != nil { session.invalidateAndCancel() }
    }

    /// Whether ``shutdown()`` was called.
    public var isShutDown: Bool { state.isShutDown }

    /// `given`, or else a new transport, returned a second time as the one the caller owns.
    static func chosen(_ given: (any HTTPTransport)?, clock: any BattleNetClock) -> (any HTTPTransport, URLSessionTransport?) {
        if let given { return (given, nil) }
        let made = URLSessionTransport(clock: clock)
        return (made, made)
    }

    /// A new task of the session, unless the transport was shut down.
    /// - Throws: ``BattleNetError/Kind-swift.struct/shutDown``.
    /// - Parameter checked: `false` when the caller already holds the shutdown lock.
    func makeTask(
        _ request: URLRequest, checked: Bool = true, completionHandler: (@Sendable (Data?, URLResponse?, (any Error)?) -> Void)? = nil
    ) throws(BattleNetError) -> URLSessionDataTask {
        func make() -> URLSessionDataTask {
            if let completionHandler { return session.dataTask(with: request, completionHandler: completionHandler) }
            return session.dataTask(with: request)
        }
        guard checked else { return make() }
        return try state.unlessShutDown("transport") { () throws(BattleNetError) -> URLSessionDataTask in make() }
    }

    /// Sends `request`, giving up after `request.timeout` with a `.timeout` error.
    ///
    /// The timeout is enforced here rather than left to URLSession, whose `timeoutInterval` is an idle
    /// timeout and, on Linux, is not honoured below one second: the transport's one timer, armed for the
    /// earliest deadline of the calls in flight, fails a late call and cancels its data task. (One timer
    /// rather than a racing child task, or a timer, per request: a task group per request cost more than
    /// the rest of the request path on a fast server.)
    ///
    /// `request.maximumBodyBytes` is enforced while the body arrives: the bytes are counted in the data
    /// delegate and the task is cancelled at the limit, or as soon as the head arrives when its
    /// `Content-Length` (without a `Content-Encoding`) announces more. Over a session of your own
    /// (``init(session:clock:)``) the body's size is checked once URLSession has read it whole.
    /// - Throws: ``BattleNetError`` `.timeout`, `.redirect`, `.bodyTooLarge`, `.transport`, `.shutDown`;
    ///   `CancellationError`.
    public func send(_ request: BattleNetHTTPRequest) async throws -> BattleNetHTTPResponse {
        let urlRequest = Self.urlRequest(request, timeout: request.timeout)
        let exchange = Exchange()
        let state = state
        let inFlight = inFlight
        let router = router
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<BattleNetHTTPResponse, any Error>) in
                let task: URLSessionDataTask
                do {
                    // Registered and made under the shutdown lock: a shutdown either refuses this call or ends it.
                    task = try state.unlessShutDown("transport") { () throws(BattleNetError) -> URLSessionDataTask in
                        let ticket = inFlight.add(exchange, timeout: request.timeout, url: request.url)
                        exchange.whenFinished { inFlight.remove(ticket) }
                        if let router {
                            // Our own session: the router's data delegate collects the body, counting it.
                            let task = try makeTask(urlRequest, checked: false)
                            router.register(BufferedTask(request: request, exchange: exchange, state: state, router: router), for: task.taskIdentifier)
                            return task
                        }
                        return try makeTask(urlRequest, checked: false) { data, response, error in
                            var result = Self.result(data: data, response: response, error: error, request: request)
                            if case .failure(let failure) = result { result = .failure(state.explained(failure, "transport")) }
                            exchange.finish(with: result)
                        }
                    }
                } catch {
                    continuation.resume(throwing: error)
                    return
                }
                exchange.start(task, continuation: continuation)
            }
        } onCancel: {
            exchange.cancel()
        }
    }

    /// The URLRequest for `request`; URLSession's own timer is only a backstop, set five seconds past `timeout`.
    static func urlRequest(_ request: BattleNetHTTPRequest, timeout: Duration) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval = max(timeout.timeInterval + 5, 5)
        return urlRequest
    }

    /// The outcome of a finished data task.
    static func result(data: Data?, response: URLResponse?, error: (any Error)?, request: BattleNetHTTPRequest) -> Result<BattleNetHTTPResponse, any Error> {
        if let error {
            let failure = mapped(error, request: request)
            // The head had arrived: the body broke (or could not be decoded) partway.
            guard let http = response as? HTTPURLResponse, var interrupted = failure as? BattleNetError,
                  interrupted.kind == .transport else { return .failure(failure) }
            interrupted.interruptedResponse = true
            interrupted.status = http.statusCode
            let received = data.map { " after \($0.count) bytes of the body" } ?? ""
            if let encoding = http.value(forHTTPHeaderField: "Content-Encoding") {
                interrupted.message = "the body could not be read as its Content-Encoding (\(Redaction.mask(encoding))) declares\(received): "
                    + interrupted.message
            } else {
                interrupted.message = "the connection broke during the response body\(received): " + interrupted.message
            }
            return .failure(interrupted)
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(BattleNetError(.transport, message: "the response to \(request) was not HTTP"))
        }
        if let refused = redirectError(http, request: request) { return .failure(refused) }
        if let limit = request.maximumBodyBytes, let data, data.count > limit {
            // A session of our own never gets here with such a body; one passed in is checked after the fact.
            return .failure(BodyLimits.bodyError(limit: limit, url: request.url, status: http.statusCode))
        }
        return .success(BattleNetHTTPResponse(status: http.statusCode, headers: headers(of: http), body: data ?? Data()))
    }

    /// A response's header fields as text, names as URLSession gives them.
    static func headers(of response: HTTPURLResponse) -> [String: String] {
        let fields = response.allHeaderFields
        var headers: [String: String] = [:]
        headers.reserveCapacity(fields.count)
        // URLSession's names and values are strings: taken as they are, not printed again.
        for (key, value) in fields {
            headers[key.base as? String ?? String(describing: key)] = value as? String ?? String(describing: value)
        }
        return headers
    }

    /// A `.redirect` error for a 3xx answer with a `Location`, or for a response that came from another
    /// origin than the request's (a session that followed a redirect); `nil` otherwise.
    static func redirectError(_ response: HTTPURLResponse, request: BattleNetHTTPRequest) -> BattleNetError? {
        let location = response.value(forHTTPHeaderField: "Location")
        let isRedirect = (300..<400).contains(response.statusCode) && response.statusCode != 304 && location != nil
        let finalURL = response.url
        let movedOrigin = finalURL.map { !Self.sameOrigin($0, request.url) } ?? false
        guard isRedirect || movedOrigin else { return nil }
        let target = location.flatMap { URL(string: $0, relativeTo: request.url)?.absoluteURL } ?? finalURL
        var error = BattleNetError(
            .redirect,
            message: "the server answered \(response.statusCode) with a redirect to "
                + "\(target.map { Redaction.mask(Self.originText($0)) } ?? "an unreadable location"); "
                + "redirects are refused so the request's credentials never reach another host"
        )
        error.status = response.statusCode
        error.url = Redaction.mask(request.url.absoluteString)
        error.redirectTarget = target.map { Redaction.mask($0.absoluteString) }
        return error
    }

    static func sameOrigin(_ lhs: URL, _ rhs: URL) -> Bool {
        lhs.scheme?.lowercased() == rhs.scheme?.lowercased() && lhs.host?.lowercased() == rhs.host?.lowercased()
            && effectivePort(lhs) == effectivePort(rhs)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
    }

    private static func originText(_ url: URL) -> String {
        "\(url.scheme ?? "?")://\(url.host ?? "?")" + (url.port.map { ":\($0)" } ?? "")
    }

    static func mapped(_ error: any Error, request: BattleNetHTTPRequest) -> any Error {
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain {
            switch nsError.code {
            case NSURLErrorCancelled: return CancellationError()
            case NSURLErrorTimedOut:
                var timeout = BattleNetError(.timeout, message: "no response within \(request.timeout)")
                timeout.url = Redaction.mask(request.url.absoluteString)
                return timeout
            default: break
            }
        }
        var transport = BattleNetError(.transport, message: Redaction.mask(nsError.localizedDescription))
        transport.url = Redaction.mask(request.url.absoluteString)
        return transport
    }
}

/// A session delegate that declines every HTTP redirection, so the task completes with the 3xx answer
/// itself and no request (with its `Authorization` header) goes to the `Location`.
///
/// The session of ``URLSessionTransport/init(streamBuffering:clock:)`` refuses redirects through it; give it
/// to your own session for ``URLSessionTransport/init(session:clock:)``:
///
/// ```swift
/// let session = URLSession(configuration: .ephemeral, delegate: RedirectRefusal(), delegateQueue: nil)
/// let transport = URLSessionTransport(session: session)
/// ```
public final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
    override public init() { super.init() }

    /// Refuses every redirect, so neither a Basic secret nor a Bearer token reaches another origin; the
    /// 3xx response is handed back and reported as `.redirect`.
    public func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}

/// The exchanges of a transport's calls in flight, by ticket, with their deadlines on the transport's
/// clock; every stored property is read and written under `lock`.
private final class InFlightExchanges: @unchecked Sendable {
    private struct Call {
        let exchange: Exchange
        let deadline: Duration
        let timeout: Duration
        let url: URL
    }

    private let clock: any BattleNetClock
    private let lock = NSLock()
    private var next = 0
    private var calls: [Int: Call] = [:]
    /// The transport's one pending timer, a task sleeping on the clock: armed for the earliest deadline
    /// of the calls in flight when a call is added with an earlier one (or none is armed); when it wakes
    /// it ends the late calls and re-arms for the next deadline. A call that finishes in time costs a
    /// dictionary insert and removal, and no timer of its own.
    private var timer: Task<Void, Never>?
    /// When `timer` wakes next; `nil` while it is not armed.
    private var armedFor: Duration?

    init(clock: any BattleNetClock) { self.clock = clock }

    deinit { timer?.cancel() }

    /// Registers a call that must finish within `timeout`, or it is ended with a `.timeout` error.
    func add(_ exchange: Exchange, timeout: Duration, url: URL) -> Int {
        let deadline = clock.now + timeout
        return lock.withLock {
            next += 1
            calls[next] = Call(exchange: exchange, deadline: deadline, timeout: timeout, url: url)
            if armedFor.map({ deadline < $0 }) ?? true { arm(at: deadline) }
            return next
        }
    }

    func remove(_ ticket: Int) {
        lock.withLock { _ = calls.removeValue(forKey: ticket) }
    }

    /// Every exchange, leaving none.
    func drain() -> [Exchange] {
        lock.withLock {
            defer { calls.removeAll() }
            return calls.values.map(\.exchange)
        }
    }

    /// Called under `lock`.
    private func arm(at deadline: Duration) {
        armedFor = deadline
        timer?.cancel()
        let clock = clock
        timer = Task { [weak self] in
            // Cancelled: re-armed for an earlier deadline, or the transport went away.
            guard (try? await clock.sleep(until: deadline)) != nil else { return }
            self?.endLateCalls()
        }
    }

    private func endLateCalls() {
        let now = clock.now
        let late: [Call] = lock.withLock {
            armedFor = nil
            var late: [Call] = []
            var earliest: Duration?
            for (ticket, call) in calls {
                if call.deadline <= now {
                    late.append(call)
                    calls[ticket] = nil
                } else if earliest.map({ call.deadline < $0 }) ?? true {
                    earliest = call.deadline
                }
            }
            if let earliest { arm(at: earliest) }
            return late
        }
        for call in late {
            var error = BattleNetError(.timeout, message: "no response within \(call.timeout)")
            error.url = Redaction.mask(call.url.absoluteString)
            call.exchange.end(with: error)
        }
    }
}

/// One buffered call over the transport's own session: collects the body from the data delegate into
/// one buffer grown in place (``CollectedBody``: a body without a `Content-Length` peaks near its own
/// size, not twice it), counting it against `request.maximumBodyBytes`, and finishes the exchange when
/// the task completes, or at once (cancelling the task) when the body outgrows the limit.
final class BufferedTask: RoutedTask, @unchecked Sendable {
    // `body` and `refused` are read and written only under `lock`, which makes the class Sendable.
    let request: BattleNetHTTPRequest
    let exchange: Exchange
    let state: ShutdownState
    let router: StreamRouter
    private let lock = NSLock()
    private let body: CollectedBody
    private var refused = false
    private var status: Int?

    init(request: BattleNetHTTPRequest, exchange: Exchange, state: ShutdownState, router: StreamRouter) {
        self.request = request
        self.exchange = exchange
        self.state = state
        self.router = router
        body = CollectedBody(limit: request.maximumBodyBytes)
    }

    func received(_ response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else { return true }
        // A length announced for the bytes as sent; with a `Content-Encoding` the decoded body is larger,
        // and is counted as it arrives instead.
        let announced = http.value(forHTTPHeaderField: "Content-Encoding") == nil
            ? http.value(forHTTPHeaderField: "Content-Length").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } : nil
        if let limit = request.maximumBodyBytes, let announced, announced > limit {
            refuse(BodyLimits.bodyError(limit: limit, declared: announced, url: request.url, status: http.statusCode))
            return false
        }
        lock.withLock {
            status = http.statusCode
            // Room for the announced body, up to 32 MiB (a hostile length reserves no more than that).
            if let announced, announced > 0 { body.reserve(min(announced, request.maximumBodyBytes ?? announced, 32 << 20)) }
        }
        return true
    }

    func receive(_ data: Data) {
        let failure: BattleNetError? = lock.withLock {
            guard !refused else { return nil }
            if let limit = request.maximumBodyBytes, body.count + data.count > limit {
                refused = true
                router.notePeakBuffered(body.count)
                body.discard()
                return BodyLimits.bodyError(limit: limit, url: request.url, status: status)
            }
            guard body.append(data) else {
                refused = true
                let held = body.count
                body.discard()
                var error = BattleNetError(.transport, message: "no memory to hold the response body past \(held) bytes")
                error.url = Redaction.mask(request.url.absoluteString)
                return error
            }
            return nil
        }
        // Finishing with a failure cancels the data task: nothing more is read.
        if let failure { exchange.finish(with: .failure(failure)) }
    }

    func completed(response: URLResponse?, error: (any Error)?) {
        let data: Data? = lock.withLock {
            guard !refused else { return nil }
            return body.take()
        }
        guard let data else { return }
        router.notePeakBuffered(data.count)
        var result = URLSessionTransport.result(data: data, response: response, error: error, request: request)
        if case .failure(let failure) = result { result = .failure(state.explained(failure, "transport")) }
        exchange.finish(with: result)
    }

    private func refuse(_ error: BattleNetError) {
        lock.withLock {
            refused = true
            body.discard()
        }
        exchange.finish(with: .failure(error))
    }
}

/// One call's data task and continuation: whichever comes first (the answer, the timer, the task's
/// cancellation) resumes the continuation, once, and a late timer or cancellation also cancels the
/// data task, even one that has not started yet.
final class Exchange: @unchecked Sendable {
    // Every stored property is read and written under `lock`.
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var continuation: CheckedContinuation<BattleNetHTTPResponse, any Error>?
    /// Why the call ended before it started (a cancellation, a shutdown), to be thrown at its start.
    private var endedEarly: (any Error)?
    private var finished = false
    private var onFinish: (@Sendable () -> Void)?

    /// Runs `action` once the call has finished (whichever way).
    func whenFinished(_ action: @escaping @Sendable () -> Void) {
        lock.withLock { onFinish = action }
    }

    func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<BattleNetHTTPResponse, any Error>) {
        lock.lock()
        self.task = task
        self.continuation = continuation
        let endedEarly = self.endedEarly
        lock.unlock()
        if let endedEarly { finish(with: .failure(endedEarly)) } else { task.resume() }
    }

    /// Ends the call with `error` now, or as soon as it starts.
    func end(with error: any Error) {
        lock.lock()
        if endedEarly == nil { endedEarly = error }
        let started = continuation != nil
        lock.unlock()
        if started { finish(with: .failure(error)) }
    }

    /// Resumes the caller with `result` unless it was resumed already; cancels the data task when the
    /// result is not its own answer (a timeout or a cancellation).
    func finish(with result: Result<BattleNetHTTPResponse, any Error>) {
        lock.lock()
        guard !finished, let continuation else {
            lock.unlock()
            return
        }
        finished = true
        self.continuation = nil
        let task = self.task
        self.task = nil  // the task's completion handler holds this object: no cycle once finished
        let onFinish = self.onFinish
        self.onFinish = nil
        lock.unlock()
        continuation.resume(with: result)
        onFinish?()
        if case .failure = result { task?.cancel() }
    }

    func cancel() { end(with: CancellationError()) }
}
