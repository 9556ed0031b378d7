import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One TCP connection: accepted by a ``ListeningSocket``, or opened with
/// ``connect(host:port:timeout:)``.
///
/// Reads return what has arrived (a partial read is the normal case); ``writeAll(_:)`` writes
/// everything or says why not; a write to a peer that went away fails (`.closed`) instead of raising
/// SIGPIPE, on Linux and Darwin alike. The socket is closed once, by ``close()``, ``resetAndClose()``
/// or when the last reference goes. One thread may read while another writes; close it only once
/// neither does (another thread calls ``shutdown(_:)`` to wake one blocked in a read).
///
/// ```swift
/// let socket = try ConnectedSocket.connect(host: "127.0.0.1", port: 6379, timeout: .seconds(2))
/// try socket.writeAll(Array("PING\r\n".utf8))
/// var reply: [UInt8] = []                                 // "+PONG\r\n", however it arrives
/// while reply.last != 10, try socket.receive(into: &reply, maximum: 4_096, until: .now + .seconds(2)) > 0 {}
/// ```
package final class ConnectedSocket: Sendable {
    private let handle: SocketHandle

    /// Takes ownership of a connected socket's descriptor.
    init(adopting descriptor: Int32) {
        handle = SocketHandle(descriptor)
    }

    /// The descriptor, to watch with ``SocketPoll``; -1 once closed.
    package var descriptor: Int32 { handle.descriptor }

    // MARK: Connecting

    /// Connects to `host`:`port`, waiting at most `timeout`.
    /// - Parameters:
    ///   - host: A numeric address (`127.0.0.1`, `::1`, `[::1]`) or `localhost` (127.0.0.1, then ::1);
    ///     no other name is looked up.
    ///   - port: The port.
    ///   - timeout: How long the connection may take to be established.
    /// - Returns: The connection: blocking, close-on-exec, `TCP_NODELAY`, no SIGPIPE on write.
    /// - Throws: ``SocketError`` `.refused` when nothing listens there, `.timedOut` when `timeout`
    ///   passed, `.addressUnavailable` for a host that is neither numeric nor `localhost`.
    package static func connect(host: String, port: UInt16, timeout: Duration) throws(SocketError) -> ConnectedSocket {
        let deadline = ContinuousClock.now + timeout
        guard host.lowercased() == "localhost" else {
            guard let address = SocketAddress(numeric: host) else { throw SocketError(.addressUnavailable, call: "connect") }
            return try connect(to: address, port: port, until: deadline)
        }
        do {
            return try connect(to: .loopbackIPv4, port: port, until: deadline)
        } catch where error.reason == .refused || error.reason == .addressUnavailable {
            do {
                return try connect(to: .loopbackIPv6, port: port, until: deadline)
            } catch where error.reason == .addressUnavailable {
                throw SocketError(call: "connect", code: ECONNREFUSED)  // no IPv6: the IPv4 answer stands
            }
        }
    }

    /// Connects to `address`:`port`, giving up at `deadline`.
    /// - Throws: ``SocketError`` `.refused`, `.timedOut`, or the failure of the call.
    package static func connect(to address: SocketAddress, port: UInt16, until deadline: ContinuousClock.Instant) throws(SocketError) -> ConnectedSocket {
        let descriptor = systemSocket(family: address.systemFamily)
        guard descriptor >= 0 else { throw SocketError.last("socket") }
        let socket = ConnectedSocket(adopting: descriptor)  // closes the descriptor on every failure below
        setDescriptorNonBlocking(descriptor, true)
        let started = address.withSystemAddress(port: port) { systemConnect(descriptor, $0, $1) }
        if started != 0 {
            let code = errno
            guard code == EINPROGRESS || code == EINTR else { throw SocketError(call: "connect", code: code) }
            switch SocketPoll.writable([descriptor], until: deadline) {
            case .timedOut: throw SocketError(.timedOut, call: "connect")
            case .failed(let code): throw SocketError(call: "poll", code: code)
            case .ready: break
            }
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length) == 0 else { throw SocketError.last("getsockopt") }
            guard failure == 0 else { throw SocketError(call: "connect", code: failure) }
        }
        setDescriptorNonBlocking(descriptor, false)
        enableOption(descriptor, level: Int32(IPPROTO_TCP), TCP_NODELAY)
        return socket
    }

    // MARK: Options

    /// Makes reads and writes return at once instead of waiting (`.wouldBlock`), or wait again.
    package func setNonBlocking(_ nonBlocking: Bool) {
        _ = handle.withOpenDescriptor { setDescriptorNonBlocking($0, nonBlocking) }
    }

    /// Makes a blocking write give up (`.wouldBlock`) after `timeout` without progress, so a peer that
    /// stops reading cannot hold the writer.
    package func setSendTimeout(_ timeout: Duration) {
        let (seconds, attoseconds) = timeout.components
        var limit = timeval(tv_sec: .init(seconds), tv_usec: .init(attoseconds / 1_000_000_000_000))
        _ = handle.withOpenDescriptor {
            setsockopt($0, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        }
    }

    // MARK: Reading

    /// Reads what has arrived, at most `maximum` bytes, and appends it to `buffer`. On a blocking socket
    /// it waits for the first byte; it never waits for more than one read's worth.
    /// - Returns: How many bytes were appended; 0 when the peer closed its side (end of stream).
    /// - Throws: ``SocketError`` `.wouldBlock` when a non-blocking socket has nothing yet, `.closed`
    ///   when the peer reset the connection, or the failure of `recv`.
    package func receive(into buffer: inout [UInt8], maximum: Int) throws(SocketError) -> Int {
        let descriptor = handle.descriptor
        let limit = max(1, maximum)
        // The bytes land in uninitialized storage, and only those that arrived are kept: nothing is
        // written `maximum` times per read. (Growing `buffer` by `maximum` zeros and trimming it
        // afterwards costs a generic step per byte in an unoptimized build: enough for the stand-in's
        // connection threads to starve every other thread of a debug test run.)
        var count = 0
        var code: Int32 = 0
        let arrived = [UInt8](unsafeUninitializedCapacity: limit) { storage, initialized in
            count = storage.baseAddress.map { systemReceive(descriptor, $0, limit) } ?? 0
            code = errno
            initialized = max(0, count)
        }
        guard count >= 0 else { throw SocketError(call: "recv", code: code) }
        if buffer.isEmpty {
            buffer = arrived
        } else {
            buffer.append(contentsOf: arrived)
        }
        return count
    }

    /// Waits until something can be read (or the peer closed) and reads it, as ``receive(into:maximum:)``.
    /// - Throws: ``SocketError`` `.timedOut` when nothing arrived by `deadline`, `.cancelled` when
    ///   `wake` was woken, or what ``receive(into:maximum:)`` throws.
    package func receive(
        into buffer: inout [UInt8], maximum: Int, until deadline: ContinuousClock.Instant?, wake: WakePipe? = nil
    ) throws(SocketError) -> Int {
        switch SocketPoll.readable([descriptor, wake?.descriptor ?? -1], until: deadline) {
        case .timedOut: throw SocketError(.timedOut, call: "recv")
        case .failed(let code): throw SocketError(call: "poll", code: code)
        case .ready(let indices):
            if indices.contains(1) { throw SocketError(.cancelled, call: "recv") }
        }
        return try receive(into: &buffer, maximum: maximum)
    }

    /// Waits until something can be read, or the peer closed or reset the connection.
    /// - Returns: `true` when readable; `false` when `deadline` passed (or `poll` failed).
    package func waitReadable(until deadline: ContinuousClock.Instant?) -> Bool {
        if case .ready = SocketPoll.readable([descriptor], until: deadline) { return true }
        return false
    }

    // MARK: Writing

    /// Writes all of `bytes`, however many `send` calls it takes.
    /// - Throws: ``SocketError`` `.closed` when the peer went away (never a SIGPIPE), `.wouldBlock`
    ///   when a non-blocking socket's buffer is full or a send timeout passed, or the failure of `send`.
    package func writeAll(_ bytes: [UInt8]) throws(SocketError) {
        let descriptor = handle.descriptor
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return systemSend(descriptor, base + offset, raw.count - offset)
            }
            guard sent > 0 else { throw sent == 0 ? SocketError(call: "send", code: EPIPE) : SocketError.last("send") }
            offset += sent
        }
    }

    /// Writes all of `bytes`, as ``writeAll(_:)``, for a caller that only needs to know whether they went.
    /// - Returns: `false` when the peer went away (or the write could not finish).
    @discardableResult
    package func sendAll(_ bytes: [UInt8]) -> Bool {
        do {
            try writeAll(bytes)
            return true
        } catch {
            return false
        }
    }

    // MARK: Ending

    /// Ends one direction or both. Safe from any thread, and after ``close()`` (it then does nothing):
    /// `.both` wakes a thread blocked reading this socket.
    package func shutdown(_ direction: SocketShutdown) {
        _ = handle.withOpenDescriptor { systemShutdown($0, direction) }
    }

    /// Closes the socket, once; later calls do nothing.
    package func close() {
        handle.close()
    }

    /// Closes the socket so that the peer sees a reset (RST) instead of an orderly end (SO_LINGER 0).
    package func resetAndClose() {
        handle.close { descriptor in
            var option = linger(l_onoff: 1, l_linger: 0)
            _ = setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        }
    }
}
