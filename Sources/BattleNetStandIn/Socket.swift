#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the POSIX socket calls the server needs. Every function reports failure
/// through its return value; none of them traps.
enum Socket {
    /// Why a listening socket could not be made.
    struct Failure: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// Whether a descriptor became readable before a timeout.
    enum Readiness {
        case readable
        case timedOut
        case failed
    }

    // Listeners close-on-exec from the start on Linux; on Darwin (no SOCK_CLOEXEC) set right after `socket`.
    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    #endif

    /// A blocking TCP socket bound to 127.0.0.1:`port` (0 picks an ephemeral port) and listening.
    /// - Returns: the descriptor and the port actually bound.
    static func makeListener(port: UInt16, backlog: Int32) throws(Failure) -> (descriptor: Int32, port: UInt16) {
        let fd = socket(AF_INET, streamType, 0)
        guard fd >= 0 else { throw Failure(call: "socket", code: errno) }
        #if !canImport(Glibc)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        #endif
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        noSignalOnWrite(fd)

        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian // 127.0.0.1: loopback only
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            closeDescriptor(fd)
            throw Failure(call: "bind", code: code)
        }
        guard listen(fd, backlog) == 0 else {
            let code = errno
            closeDescriptor(fd)
            throw Failure(call: "listen", code: code)
        }

        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &actual) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            closeDescriptor(fd)
            throw Failure(call: "getsockname", code: code)
        }
        return (fd, UInt16(bigEndian: actual.sin_port))
    }

    /// Accepts one pending connection; `nil` when none could be accepted.
    static func acceptConnection(_ listener: Int32) -> Int32? {
        let fd = accept(listener, nil, nil)
        guard fd >= 0 else { return nil }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)  // (Glibc's module does not export accept4)
        noSignalOnWrite(fd)
        var yes: Int32 = 1
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        return fd
    }

    /// Waits until one of `descriptors` is readable (or hung up), at most `milliseconds` (-1: forever).
    /// - Returns: the index of the first ready descriptor, or the reason none is.
    static func waitReadable(_ descriptors: [Int32], milliseconds: Int32) -> (Readiness, Int) {
        var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            let result = poll(&fds, nfds_t(fds.count), milliseconds)
            if result < 0 {
                if errno == EINTR { continue }
                return (.failed, -1)
            }
            if result == 0 { return (.timedOut, -1) }
            let ready = fds.firstIndex { $0.revents != 0 } ?? 0
            return (.readable, ready)
        }
    }

    /// Reads what is available (at most 64 KiB) and appends it to `buffer`.
    /// - Returns: the byte count; 0 when the peer closed; -1 on error.
    static func receive(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            if count > 0 { buffer.append(contentsOf: chunk[0..<count]) }
            return count
        }
    }

    /// Writes all of `bytes`. - Returns: `false` when the peer went away first.
    @discardableResult
    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return send(fd, base + offset, raw.count - offset, sendFlags)
            }
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            if sent == 0 { return false }
            offset += sent
        }
        return true
    }

    /// Closes `fd` so that the peer sees a TCP reset instead of an orderly FIN (SO_LINGER 0).
    static func resetAndClose(_ fd: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        closeDescriptor(fd)
    }

    /// Shuts down both directions, which wakes a thread blocked in `poll` or `recv` on `fd`.
    static func shutdownBoth(_ fd: Int32) {
        _ = shutdown(fd, Int32(SHUT_RDWR))
    }

    /// Stops sending (the peer reads end-of-stream) while still allowing reads.
    static func shutdownWrite(_ fd: Int32) {
        _ = shutdown(fd, Int32(SHUT_WR))
    }

    static func closeDescriptor(_ fd: Int32) {
        _ = close(fd)
    }

    /// A pipe whose write end wakes the accept loop. `nil` when the system refuses one.
    static func makePipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        return (fds[0], fds[1])
    }

    /// Writes one byte to a wake-up pipe.
    static func poke(_ fd: Int32) {
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
    }

    /// Runs `body` on a new detached thread (the system's default stack size).
    /// - Returns: `false`, without running `body`, when the system cannot start a thread.
    static func spawnThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        final class Box: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Glibc)
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        #else
        var thread: pthread_t?
        let result = pthread_create(&thread, &attributes, { context in
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        #endif
        guard result == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return false
        }
        return true
    }

    private static func noSignalOnWrite(_ fd: Int32) {
        #if canImport(Darwin)
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}
