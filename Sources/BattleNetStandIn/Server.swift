import Foundation
import Dispatch
import BattleNetCore

/// The listening socket, its accept thread and the connection threads.
///
/// Threads capture the core, not the ``StandInServer``, so dropping the last reference to the server
/// runs its `deinit`, which stops the core.
final class ServerCore: Sendable {
    /// The listen backlog: tests open hundreds of connections at once.
    static let backlog: Int32 = 1024

    enum Phase: Sendable {
        case idle
        case running
        case stopping
    }

    struct Lifecycle: Sendable {
        var phase = Phase.idle
        var listener: ListeningSocket?
        var port: Int?
        var wake: WakePipe?
        var acceptFinished: DispatchSemaphore?
        /// Open connections by descriptor. A connection leaves this table before it is closed (and a
        /// closed socket ignores a shutdown), so ``stop()`` never touches a reused descriptor number.
        var connections: [Int32: ConnectedSocket] = [:]
        /// The open connections without a complete request head (just accepted, dribbling a head, or
        /// idle between requests), with the moment each started waiting: the first to evict at the cap.
        var awaitingHead: [Int32: ContinuousClock.Instant] = [:]
        /// Connections shut down to make room, until their threads close them.
        var evicted: Set<Int32> = []

        /// Admits `connection` when fewer than `limit` are open, else evicts the oldest connection
        /// without a complete head (shutting it down, which wakes its thread) and admits it in its place.
        mutating func admit(_ connection: ConnectedSocket, limit: Int, now: ContinuousClock.Instant) -> Admission {
            guard phase == .running else { return .stopping }
            var admission = Admission.admitted
            if connections.count - evicted.count >= limit {
                guard let oldest = awaitingHead.min(by: { $0.value < $1.value })?.key else { return .full }
                awaitingHead[oldest] = nil
                evicted.insert(oldest)
                connections[oldest]?.shutdown(.both)  // still open: its thread closes it
                admission = .evicted
            }
            connections[connection.descriptor] = connection
            awaitingHead[connection.descriptor] = now
            return admission
        }

        /// Forgets `connection` (before it is closed).
        mutating func remove(_ connection: ConnectedSocket) {
            let descriptor = connection.descriptor
            connections[descriptor] = nil
            awaitingHead[descriptor] = nil
            evicted.remove(descriptor)
        }
    }

    enum Admission { case admitted, evicted, full, stopping }

    let configuration: StandInServer.Configuration
    let log: (@Sendable (String) -> Void)?
    let world = Locked(World())
    let lifecycle = Locked(Lifecycle())
    let connectionThreads = DispatchGroup()
    /// Starts a connection's thread; `false` when the system cannot. Replaced in tests.
    let spawnThread: @Sendable (@escaping @Sendable () -> Void) -> Bool
    /// Battle.net's caching headers by path template (`cache-control.tsv`).
    let cachePolicies: CachePolicies
    /// The `ETag` of each recording served with one, by file: hashed once.
    let entityTags = Locked([String: String]())
    /// Generated auction bodies, by house and generation (see `StandInServer.Configuration.auctionRealms`).
    let generatedAuctions = Locked([String: Data]())

    init(
        configuration: StandInServer.Configuration, log: (@Sendable (String) -> Void)?,
        spawnThread: @escaping @Sendable (@escaping @Sendable () -> Void) -> Bool = Threads.spawn
    ) {
        self.configuration = configuration
        self.log = log
        self.spawnThread = spawnThread
        cachePolicies = CachePolicies.load(fixturesDirectory: configuration.fixtures.directory)
    }

    var port: Int? {
        lifecycle.withLock { $0.phase == .running ? $0.port : nil }
    }

    var isRunning: Bool {
        lifecycle.withLock { $0.phase == .running }
    }

    // MARK: Start and stop

    func start() throws -> Int {
        let started: (port: Int, listener: ListeningSocket, wake: WakePipe, finished: DispatchSemaphore)? = try lifecycle.withLock { state in
            switch state.phase {
            case .running:
                return nil
            case .stopping:
                throw BattleNetError(.invalidConfiguration, message: "the stand-in server is still stopping")
            case .idle:
                break
            }
            let listener: ListeningSocket
            do {
                listener = try ListeningSocket(address: .loopbackIPv4, port: configuration.port, backlog: Self.backlog)
            } catch {
                throw BattleNetError(.invalidConfiguration, message: "stand-in server cannot listen on 127.0.0.1:\(configuration.port): \(error)")
            }
            let wake: WakePipe
            do {
                wake = try WakePipe()
            } catch {
                listener.close()
                throw BattleNetError(.invalidConfiguration, message: "stand-in server cannot make its wake-up pipe")
            }
            let finished = DispatchSemaphore(value: 0)
            state = Lifecycle(phase: .running, listener: listener, port: Int(listener.port), wake: wake, acceptFinished: finished)
            return (Int(listener.port), listener, wake, finished)
        }
        guard let started else { return port ?? 0 }

        let thread = Thread { [self] in
            acceptLoop(listener: started.listener, wake: started.wake)
            started.finished.signal()
        }
        thread.name = "StandInServer.accept"
        thread.start()
        return started.port
    }

    func stop() {
        let running: (listener: ListeningSocket?, wake: WakePipe?, finished: DispatchSemaphore?)? = lifecycle.withLock { state in
            guard state.phase == .running else { return nil }
            state.phase = .stopping
            return (state.listener, state.wake, state.acceptFinished)
        }
        guard let running else { return }

        running.wake?.wake()
        running.finished?.wait() // joins the accept thread
        running.listener?.close()
        running.wake?.close()

        // No connection can be admitted any more; wake every connection thread.
        lifecycle.withLock { state in
            for connection in state.connections.values { connection.shutdown(.both) }
        }
        _ = connectionThreads.wait(timeout: .now() + 5)
        lifecycle.withLock { state in
            state.phase = .idle
            state.listener = nil
            state.port = nil
            state.wake = nil
            state.acceptFinished = nil
        }
    }

    // MARK: Threads

    private func acceptLoop(listener: ListeningSocket, wake: WakePipe) {
        while true {
            // Until stop() wakes it; out of descriptors, the accept backs off briefly instead of spinning.
            guard let connection = try? listener.accept(until: nil, wake: wake) else { return }
            let accepted = ContinuousClock.now
            let admission = lifecycle.withLock { $0.admit(connection, limit: configuration.maxConnections, now: accepted) }
            switch admission {
            case .stopping:
                connection.close()
                return
            case .full:
                // Every connection is in the middle of a request: say so at once rather than leave the
                // client waiting (the answer fits the new socket's send buffer, so this never blocks).
                world.withLock { $0.statistics.connectionsRefused += 1 }
                log?("- - 503 \(configuration.maxConnections) connections busy")
                connection.sendAll(Bodies.gatewayError(503, detail: "Service Unavailable: too many connections").serialized(keepAlive: false))
                connection.shutdown(.write)
                connection.close()
                continue
            case .evicted:
                world.withLock { $0.statistics.connectionsEvicted += 1 }
            case .admitted:
                break
            }
            world.withLock { $0.statistics.connectionsAccepted += 1 }
            connectionThreads.enter()
            let started = spawnThread { [self] in
                serve(connection, accepted: accepted)
                connectionThreads.leave()
            }
            if !started {
                // No thread to serve it: close the socket instead of leaking it.
                lifecycle.withLock { $0.remove(connection) }
                world.withLock { $0.statistics.connectionsRefused += 1 }
                connection.close()
                connectionThreads.leave()
            }
        }
    }

    /// Serves requests on one connection until the client closes it, asks to close it, sends a
    /// malformed request, stays idle past the timeout, takes longer than the head deadline to send a
    /// request's headers or the request deadline to send its headers and body, is evicted at the
    /// connection cap, or the server stops.
    private func serve(_ connection: ConnectedSocket, accepted: ContinuousClock.Instant) {
        var resetOnClose = false
        defer {
            lifecycle.withLock { $0.remove(connection) }
            if resetOnClose { connection.resetAndClose() } else { connection.close() }
        }
        let clock = ContinuousClock()
        var reader = RequestReader()
        var sentContinue = false
        // When the first byte of the request being read arrived: its headers and body must all arrive
        // within `requestDeadline` of it, however the bytes are spread out (slowloris).
        var requestStarted: ContinuousClock.Instant?
        // When the head being read must be complete: `headDeadline` after the accept for the first
        // request, after the first byte for later ones; `nil` once the head is in.
        var headDue: ContinuousClock.Instant? = accepted.advanced(by: configuration.headDeadline)

        /// Waits for more bytes within the idle timeout and what is left of the head and request deadlines.
        func readMore() -> Bool {
            var wait = clock.now.advanced(by: configuration.idleTimeout)
            // Whether a deadline (not the idle timeout) ends the wait: a request under way always
            // answers 408; a connection that sent nothing yet, only once its head deadline passed.
            var deadlineBounds = false
            if let due = [requestStarted?.advanced(by: configuration.requestDeadline), headDue].compactMap({ $0 }).min() {
                guard clock.now < due else { return timedOut() }
                deadlineBounds = requestStarted != nil || due <= wait
                wait = min(wait, due)
            }
            var chunk: [UInt8] = []
            do {
                guard try connection.receive(into: &chunk, maximum: 65_536, until: wait) > 0 else { return false }
            } catch {
                return error.reason == .timedOut && deadlineBounds ? timedOut() : false
            }
            if requestStarted == nil {
                requestStarted = clock.now
                if headDue == nil { headDue = clock.now.advanced(by: configuration.headDeadline) }
            }
            reader.append(chunk[...])
            return true
        }
        /// The head is in: no head deadline, and no longer among the first to evict.
        func headArrived() {
            guard headDue != nil else { return }
            headDue = nil
            lifecycle.withLock { $0.awaitingHead[connection.descriptor] = nil }
        }
        /// Answers 408 to a request that did not arrive in time; always `false` (close the connection).
        func timedOut() -> Bool {
            world.withLock { $0.statistics.connectionsTimedOut += 1 }
            log?("- - 408 request head not received within \(configuration.headDeadline) or request within \(configuration.requestDeadline)")
            connection.sendAll(Bodies.gatewayError(408, detail: "Request Timeout").serialized(keepAlive: false))
            return false
        }

        while true {
            switch reader.next() {
            case .incomplete:
                guard readMore() else { return }

            case .awaitingBody(expectsContinue: false):
                headArrived()
                guard readMore() else { return }

            case .awaitingBody(expectsContinue: true):
                headArrived()
                if !sentContinue {
                    sentContinue = true
                    connection.sendAll(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
                }
                guard readMore() else { return }

            case .malformed(let status, let reason):
                let started = ContinuousClock.now
                begin(path: nil, method: nil)
                let response = Bodies.gatewayError(status, detail: "Malformed request: \(reason)")
                // Bookkeeping happens before the bytes go out, so a client that has its answer also
                // sees it in the statistics and the log.
                finish(status: status)
                log?("- - \(status) \(Self.elapsedMilliseconds(since: started))ms")
                connection.sendAll(response.serialized(keepAlive: false))
                drainBeforeClose(connection)
                return

            case .request(let request, let consumed):
                headArrived()
                reader.consume(consumed)
                // Pipelined bytes already start the next request's clocks.
                requestStarted = reader.hasPartialRequest ? clock.now : nil
                headDue = requestStarted?.advanced(by: configuration.headDeadline)
                sentContinue = false
                let started = ContinuousClock.now
                begin(path: request.path, method: request.method, carriesCredentials: request.header("Authorization") != nil)
                let outcome = handle(request)
                let keepAlive = !request.wantsClose && isRunning
                let status: Int?
                let bytes: [UInt8]
                switch outcome {
                case .respond(var response):
                    status = response.status
                    // The stand-in's time, which a test clock may set (the rebuild timeline follows it).
                    if response.header("Date") == nil { response.headers.append(("Date", HTTPDate.format(configuration.clock.date))) }
                    bytes = response.serialized(keepAlive: keepAlive, includeBody: request.method != "HEAD")
                case .reset:
                    status = nil
                    bytes = []
                case .truncated(let response):
                    status = response.status
                    var partial = response
                    partial.body = Array(response.body.prefix(response.body.count / 2))
                    bytes = partial.serialized(keepAlive: false, declaredLength: response.body.count)
                case .large:
                    status = 200
                    bytes = []
                case .wire(let wireStatus, let wireBytes, _):
                    status = wireStatus
                    bytes = wireBytes
                }
                finish(status: status)
                let shown = status.map(String.init) ?? "reset"
                // The namespace is named when it is well formed (it is not a secret, and the pattern
                // check keeps a client's bytes out of the log).
                let namespace = (request.header("Battlenet-Namespace") ?? request.queryValue("namespace"))
                    .map { Self.isValidNamespace($0) ? " (\($0))" : " (malformed namespace)" } ?? ""
                log?("\(request.method) \(request.rawPath) \(shown) \(Self.elapsedMilliseconds(since: started))ms\(namespace)")
                switch outcome {
                case .respond:
                    guard connection.sendAll(bytes), keepAlive else { return }
                    // Waiting for the next request: evictable again, from now.
                    let now = ContinuousClock.now
                    let descriptor = connection.descriptor
                    lifecycle.withLock { state in
                        if state.connections[descriptor] != nil, !state.evicted.contains(descriptor) {
                            state.awaitingHead[descriptor] = now
                        }
                    }
                case .reset:
                    resetOnClose = true
                    return
                case .truncated:
                    connection.sendAll(bytes)
                    return
                case .large(let count, let declaresLength):
                    if LargeBody.write(to: connection, bytes: count, declaresLength: declaresLength) {
                        world.withLock { $0.statistics.largeBodiesCompleted += 1 }
                    }
                    return
                case .wire(_, _, let holdOpen):
                    guard connection.sendAll(bytes), holdOpen else { return }
                    holdSilently(connection)
                    return
                }
            }
        }
    }

    /// Keeps `connection` open and silent until the client closes it, the server stops, or 30 s pass;
    /// what the client sends meanwhile is discarded.
    private func holdSilently(_ connection: ConnectedSocket) {
        let deadline = ContinuousClock.now.advanced(by: .seconds(30))
        var discarded: [UInt8] = []
        while isRunning, ContinuousClock.now < deadline {
            discarded.removeAll(keepingCapacity: true)
            do {
                guard try connection.receive(into: &discarded, maximum: 65_536, until: .now + .milliseconds(100)) > 0 else { return }
            } catch {
                guard error.reason == .timedOut else { return }
            }
        }
    }

    /// After an error answer, stops sending and discards what the client still sends (briefly), so
    /// that closing does not turn into a reset that destroys the answer before the client reads it.
    private func drainBeforeClose(_ connection: ConnectedSocket) {
        connection.shutdown(.write)
        var discarded: [UInt8] = []
        var total = 0
        while total < HTTPParser.maxBodyBytes {
            discarded.removeAll(keepingCapacity: true)
            guard let count = try? connection.receive(into: &discarded, maximum: 65_536, until: .now + .milliseconds(200)),
                  count > 0 else { return }
            total += count
        }
    }

    // MARK: Bookkeeping

    private func begin(path: String?, method: String?, carriesCredentials: Bool = false) {
        let endpoint = path.flatMap(OAuthEndpoint.init(path:))
        world.withLock { world in
            world.statistics.totalRequests += 1
            if carriesCredentials { world.statistics.requestsWithAuthorization += 1 }
            if let path, endpoint == nil, !path.isEmpty { world.statistics.apiRequests += 1 }
            if endpoint == .token, method == "POST" { world.statistics.tokenRequests += 1 }
            world.inFlight += 1
            world.statistics.peakConcurrentRequests = max(world.statistics.peakConcurrentRequests, world.inFlight)
        }
    }

    private func finish(status: Int?) {
        world.withLock { world in
            world.inFlight -= 1
            if let status { world.statistics.statusCounts[status, default: 0] += 1 }
        }
    }

    private static func elapsedMilliseconds(since start: ContinuousClock.Instant) -> Int64 {
        let (seconds, attoseconds) = start.duration(to: .now).components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
