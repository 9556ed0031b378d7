import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket listening on one address and port: the sign-in redirect listener's and the stand-in
/// server's.
///
/// It is close-on-exec from the start (a process started later does not inherit the port), reuses
/// the address of a socket still in `TIME_WAIT`, is IPv6-only on an IPv6 address (so `[::1]` and
/// `127.0.0.1` are separate sockets), and never blocks in `accept`: a connection that vanished
/// between `poll` and `accept` is skipped.
///
/// ```swift
/// let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)    // any free port
/// print(listener.port)                                                    // the port it got
/// let connection = try listener.accept(until: .now + .seconds(5))
/// ```
package final class ListeningSocket: Sendable {
    /// The address it listens on.
    package let address: SocketAddress
    /// The port it listens on: the one asked for, or the one the system chose for port 0.
    package let port: UInt16
    private let handle: SocketHandle

    /// Binds `address`:`port` and listens.
    /// - Parameters:
    ///   - address: Where to listen, e.g. ``SocketAddress/loopbackIPv4`` or ``SocketAddress/anyIPv4``.
    ///   - port: The port; 0 takes any free one (``port`` then tells which).
    ///   - backlog: How many connections the system queues before `accept` takes them.
    /// - Throws: ``SocketError`` of the failed call: `.addressInUse` when another socket holds the
    ///   port, `.addressUnavailable` when the address is not the machine's or its family is turned off.
    package init(address: SocketAddress, port: UInt16, backlog: Int32 = 128) throws(SocketError) {
        let descriptor = systemSocket(family: address.systemFamily)
        guard descriptor >= 0 else { throw SocketError.last("socket") }
        enableOption(descriptor, level: SOL_SOCKET, SO_REUSEADDR)
        if address.family == .ipv6 { enableOption(descriptor, level: Int32(IPPROTO_IPV6), IPV6_V6ONLY) }
        let bound = address.withSystemAddress(port: port) { bind(descriptor, $0, $1) }
        guard bound == 0 else {
            let failure = SocketError.last("bind")
            systemClose(descriptor)
            throw failure
        }
        guard listen(descriptor, backlog) == 0 else {
            let failure = SocketError.last("listen")
            systemClose(descriptor)
            throw failure
        }
        setDescriptorNonBlocking(descriptor, true)
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let failure = SocketError.last("getsockname")
            systemClose(descriptor)
            throw failure
        }
        self.port = withUnsafePointer(to: &storage) { pointer in
            switch address.family {
            case .ipv4: pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            case .ipv6: pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            }
        }
        self.address = address
        self.handle = SocketHandle(descriptor)
    }

    /// The descriptor, to watch with ``SocketPoll``; -1 once closed.
    package var descriptor: Int32 { handle.descriptor }

    /// Takes one pending connection, without waiting.
    /// - Returns: The connection (blocking, close-on-exec, `TCP_NODELAY`, no SIGPIPE on write), or
    ///   `nil` when none is pending (or it vanished before it could be taken).
    /// - Throws: ``SocketError`` when the system refuses it, e.g. out of descriptors (`EMFILE`), or the
    ///   listener is closed (`.closed`).
    package func acceptPending() throws(SocketError) -> ConnectedSocket? {
        let listener = handle.descriptor
        let descriptor = systemAccept(listener)
        guard descriptor >= 0 else {
            let code = errno
            if code == EAGAIN || code == EWOULDBLOCK || code == ECONNABORTED { return nil }
            throw SocketError(call: "accept", code: code)
        }
        // No SOCK_CLOEXEC through accept (Glibc's module does not export accept4): set it at once.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        // Darwin's accepted sockets inherit the listener's O_NONBLOCK, Linux's do not: say which.
        setDescriptorNonBlocking(descriptor, false)
        suppressSignalOnWrite(descriptor)
        enableOption(descriptor, level: Int32(IPPROTO_TCP), TCP_NODELAY)
        return ConnectedSocket(adopting: descriptor)
    }

    /// Waits for a connection and takes it.
    /// - Parameters:
    ///   - deadline: When to give up; `nil` waits without end.
    ///   - wake: Wakes the wait (another thread calls ``WakePipe/wake()`` to stop or cancel it).
    /// - Returns: The connection, as ``acceptPending()`` gives it.
    /// - Throws: ``SocketError`` `.timedOut` when `deadline` passed, `.cancelled` when `wake` was woken,
    ///   or the failure of `poll` or `accept`. Running out of descriptors is not thrown: the wait backs
    ///   off for 10 ms and goes on, so a burst of connections cannot stop a server.
    package func accept(until deadline: ContinuousClock.Instant?, wake: WakePipe? = nil) throws(SocketError) -> ConnectedSocket {
        while true {
            if wake?.isWoken == true { throw SocketError(.cancelled, call: "accept") }
            guard descriptor >= 0 else { throw SocketError(call: "accept", code: EBADF) }
            switch SocketPoll.readable([descriptor, wake?.descriptor ?? -1], until: deadline) {
            case .timedOut:
                throw SocketError(.timedOut, call: "accept")
            case .failed(let code):
                throw SocketError(call: "poll", code: code)
            case .ready(let indices):
                if indices.contains(1) || wake?.isWoken == true { throw SocketError(.cancelled, call: "accept") }
            }
            do {
                if let connection = try acceptPending() { return connection }
            } catch {
                guard [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(error.code) else { throw error }
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }

    /// Stops listening and closes the socket, once; later calls do nothing.
    package func close() {
        handle.close()
    }
}
