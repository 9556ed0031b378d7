#if canImport(Network)
import BattleNetCore
import Foundation
import Network

/// `rediss://` on Apple platforms: a TLS connection from Network.framework, made blocking and
/// deadline-bounded for ``RedisConnection``'s serial queue.
///
/// The TLS options are Network.framework's defaults, so the server's certificate is checked by the
/// system's default trust evaluation against the host (a DNS name is resolved by Network.framework and
/// sent as the server name); this type never turns verification off. A certificate that fails it fails
/// the connect.
///
/// The `NWConnection` runs on its own serial queue, never on the caller's: the caller blocks on a
/// semaphore that the connection's callbacks signal, which would deadlock on one queue. Once ready, the
/// connection keeps one receive outstanding, so bytes, the server's end of the stream and failures are
/// recorded as they come; ``isStale`` reads that record without waiting.
///
/// Calls into Network.framework (`start`, `receive`, `send`, `cancel`), as used here, follow Apple's
/// documentation (each page is cited where it is called):
/// - https://developer.apple.com/documentation/network/nwconnection
/// - https://developer.apple.com/documentation/network/nwparameters/init(tls:tcp:)
///
/// `@unchecked Sendable`: after `start(queue:)` the `NWConnection` is touched only on `queue` (the
/// callbacks run there, and ``send(_:until:)`` and ``close()`` hop onto it); the rest of the mutable
/// state is behind `lock`.
final class TLSRedisStream: RedisStream, @unchecked Sendable {
    /// What the connection's callbacks recorded.
    private struct Progress {
        var ready = false
        var received: [UInt8] = []
        /// The server closed its side, or the connection was cancelled.
        var ended = false
        var failure: TLSStreamError?
        var sendsFinished = 0
    }

    private let connection: NWConnection
    private let queue = DispatchQueue(label: "BattleNetRedis.tls")
    private let lock = NSLock()
    private let signal = DispatchSemaphore(value: 0)
    private var progress = Progress()
    private var sendsStarted = 0   // only on the caller's queue

    private init(connection: NWConnection) {
        self.connection = connection
    }

    /// Opens a TLS connection to `host`:`port` and waits until it is ready (TCP connected, TLS
    /// handshake and certificate check done).
    /// - Throws: `SocketError` `.timedOut` when `deadline` passed first; ``TLSStreamError`` when the
    ///   connection failed or could not be made (refused, no route, a certificate the system does not trust).
    static func connect(host: String, port: UInt16, until deadline: ContinuousClock.Instant) throws -> TLSRedisStream {
        // https://developer.apple.com/documentation/network/nwendpoint/port/init(_:): `init?(_ service: String)`
        guard let nwPort = NWEndpoint.Port(String(port)) else { throw TLSStreamError("\(port) is not a port") }
        // https://developer.apple.com/documentation/network/nwparameters/init(tls:tcp:):
        // `convenience init(tls: NWProtocolTLS.Options?, tcp: NWProtocolTCP.Options = NWProtocolTCP.Options())`;
        // https://developer.apple.com/documentation/network/nwprotocoltls/options: `init()`, the default TLS options.
        let parameters = NWParameters(tls: NWProtocolTLS.Options(), tcp: NWProtocolTCP.Options())
        // https://developer.apple.com/documentation/network/nwconnection/init(host:port:using:) and
        // https://developer.apple.com/documentation/network/nwendpoint/host/init(_:): `init(_ string: String)`
        let stream = TLSRedisStream(connection: NWConnection(host: NWEndpoint.Host(host), port: nwPort, using: parameters))
        // https://developer.apple.com/documentation/network/nwconnection/stateupdatehandler:
        // `@preconcurrency final var stateUpdateHandler: (@Sendable (NWConnection.State) -> Void)?`
        stream.connection.stateUpdateHandler = { [weak stream] state in stream?.update(state) }
        // https://developer.apple.com/documentation/network/nwconnection/start(queue:)
        stream.connection.start(queue: stream.queue)
        guard stream.wait(until: deadline, for: { $0.ready || $0.failure != nil || $0.ended }) else {
            stream.close()
            throw SocketError(.timedOut, call: "connect")
        }
        let failure = stream.locked { progress -> TLSStreamError? in
            progress.failure ?? (progress.ready ? nil : TLSStreamError("the connection was cancelled"))
        }
        if let failure {
            stream.close()
            throw failure
        }
        stream.queue.async { stream.receiveNext() }
        return stream
    }

    func send(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) throws {
        sendsStarted += 1
        let sequence = sendsStarted
        let content = Data(bytes)
        queue.async { [self] in
            // https://developer.apple.com/documentation/network/nwconnection/send(content:contentcontext:iscomplete:completion:)-5ecuz
            // and https://developer.apple.com/documentation/network/nwconnection/sendcompletion/contentprocessed(_:):
            // `@preconcurrency case contentProcessed(@Sendable (NWError?) -> Void)`
            connection.send(content: content, completion: .contentProcessed { [weak self] error in
                guard let self else { return }
                self.locked { progress in
                    if let error, progress.failure == nil { progress.failure = TLSStreamError(error) }
                    progress.sendsFinished = max(progress.sendsFinished, sequence)
                }
                self.signal.signal()
            })
        }
        guard wait(until: deadline, for: { $0.sendsFinished >= sequence || $0.failure != nil }) else {
            throw SocketError(.timedOut, call: "send")
        }
        if let failure = locked({ $0.failure }) { throw failure }
    }

    func receive(into buffer: inout [UInt8], maximum: Int, until deadline: ContinuousClock.Instant) throws -> Int {
        guard wait(until: deadline, for: { !$0.received.isEmpty || $0.ended || $0.failure != nil }) else {
            throw SocketError(.timedOut, call: "receive")
        }
        let (taken, failure) = locked { progress -> ([UInt8], TLSStreamError?) in
            let count = min(max(1, maximum), progress.received.count)
            let taken = Array(progress.received.prefix(count))
            progress.received.removeFirst(count)
            return (taken, taken.isEmpty ? progress.failure : nil)
        }
        if let failure { throw failure }
        buffer.append(contentsOf: taken)
        return taken.count
    }

    var isStale: Bool {
        locked { !$0.received.isEmpty || $0.ended || $0.failure != nil }
    }

    func close() {
        queue.async { [self] in
            connection.stateUpdateHandler = nil
            // https://developer.apple.com/documentation/network/nwconnection/cancel(): `final func cancel()`
            connection.cancel()
        }
    }

    // MARK: On `queue`

    /// Records a state change: ready, failed, or waiting (which, for a connection being opened, means
    /// it cannot be made now: refused, no route; taken as a failure, the caller tries again later).
    /// https://developer.apple.com/documentation/network/nwconnection/state-swift.enum
    private func update(_ state: NWConnection.State) {
        locked { progress in
            switch state {
            case .ready: progress.ready = true
            case .waiting(let error): if progress.failure == nil { progress.failure = TLSStreamError(error) }
            case .failed(let error): if progress.failure == nil { progress.failure = TLSStreamError(error) }
            case .cancelled: progress.ended = true
            default: break
            }
        }
        signal.signal()
    }

    /// Keeps one receive outstanding until the stream ends or fails.
    private func receiveNext() {
        // https://developer.apple.com/documentation/network/nwconnection/receive(minimumincompletelength:maximumlength:completion:):
        // `@preconcurrency final func receive(minimumIncompleteLength: Int, maximumLength: Int,
        //  completion: @escaping @Sendable (Data?, NWConnection.ContentContext?, Bool, NWError?) -> Void)`;
        // for TCP, `isComplete` marks the end of the stream in the reading direction.
        connection.receive(minimumIncompleteLength: 1, maximumLength: 64 * 1024) { [weak self] content, _, isComplete, error in
            guard let self else { return }
            let more = self.locked { progress -> Bool in
                if let content { progress.received.append(contentsOf: content) }
                if let error {
                    if progress.failure == nil { progress.failure = TLSStreamError(error) }
                    return false
                }
                if isComplete {
                    progress.ended = true
                    return false
                }
                return true
            }
            self.signal.signal()
            if more { self.receiveNext() }
        }
    }

    // MARK: Waiting

    /// Waits until `condition` holds or `deadline` passes; `false` when it passed.
    private func wait(until deadline: ContinuousClock.Instant, for condition: (Progress) -> Bool) -> Bool {
        while true {
            if locked({ condition($0) }) { return true }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return false }
            let (seconds, attoseconds) = remaining.components
            _ = signal.wait(timeout: .now() + (Double(seconds) + Double(attoseconds) / 1e18))
        }
    }

    private func locked<T>(_ body: (inout Progress) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&progress)
    }
}

/// Why a TLS connection to Redis failed, in Network.framework's words.
struct TLSStreamError: Error, Sendable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// https://developer.apple.com/documentation/network/nwerror: a POSIX, DNS or TLS error, shown by
    /// its `debugDescription` (NWError conforms to `CustomDebugStringConvertible`).
    init(_ error: NWError) {
        description = "TLS connection failed: \(error.debugDescription)"
    }
}
#endif
