import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The platform differences of the socket layer, in one place. Every other file of `Sockets/` calls
// these instead of the C library, so a method named `close`, `accept` or `connect` never shadows the
// C function it needs, and no other file has an `#if` for Darwin, Glibc or Musl.
//
// - Close-on-exec: Linux (Glibc and Musl) creates sockets with `SOCK_CLOEXEC`; Darwin has no such
//   flag and sets `FD_CLOEXEC` right after `socket`, before anything could start a process.
// - No SIGPIPE on a write to a closed peer: Linux passes `MSG_NOSIGNAL` to every `send`; Darwin has
//   no such flag and sets the `SO_NOSIGPIPE` option on the socket (`setsockopt(2)` on macOS).

#if canImport(Glibc)
let socketStreamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
let socketSendFlags = Int32(MSG_NOSIGNAL)
#elseif canImport(Musl)
let socketStreamType = Int32(SOCK_STREAM) | Int32(SOCK_CLOEXEC)
let socketSendFlags = Int32(MSG_NOSIGNAL)
#else
let socketStreamType = SOCK_STREAM
let socketSendFlags: Int32 = 0
#endif

/// A new TCP socket of `family` (`AF_INET`, `AF_INET6`), close-on-exec, whose writes never raise
/// SIGPIPE; -1 (with `errno` set) when the system refuses one.
func systemSocket(family: Int32) -> Int32 {
    let descriptor = socket(family, socketStreamType, 0)
    guard descriptor >= 0 else { return -1 }
    #if canImport(Darwin)
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    #endif
    suppressSignalOnWrite(descriptor)
    return descriptor
}

/// Darwin: `SO_NOSIGPIPE` on `descriptor`. Linux: nothing (every send passes `MSG_NOSIGNAL`).
func suppressSignalOnWrite(_ descriptor: Int32) {
    #if canImport(Darwin)
    var yes: Int32 = 1
    _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
}

/// `accept(2)` without the peer's address, retried on `EINTR`; -1 (with `errno` set) on failure.
func systemAccept(_ listener: Int32) -> Int32 {
    while true {
        let descriptor = accept(listener, nil, nil)
        if descriptor < 0, errno == EINTR { continue }
        return descriptor
    }
}

/// `connect(2)`; -1 (with `errno` set) on failure, `EINPROGRESS` on a non-blocking socket.
func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

/// `send(2)` of `count` bytes from `base`, never raising SIGPIPE; retried on `EINTR`.
func systemSend(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
    while true {
        let sent = send(descriptor, base, count, socketSendFlags)
        if sent < 0, errno == EINTR { continue }
        return sent
    }
}

/// `recv(2)` into `count` bytes at `base`; retried on `EINTR`.
func systemReceive(_ descriptor: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) -> Int {
    while true {
        let received = recv(descriptor, base, count, 0)
        if received < 0, errno == EINTR { continue }
        return received
    }
}

func systemShutdown(_ descriptor: Int32, _ direction: SocketShutdown) {
    let how = switch direction {
    case .read: Int32(SHUT_RD)
    case .write: Int32(SHUT_WR)
    case .both: Int32(SHUT_RDWR)
    }
    _ = shutdown(descriptor, how)
}

func systemClose(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// Sets or clears `O_NONBLOCK` on `descriptor`.
func setDescriptorNonBlocking(_ descriptor: Int32, _ nonBlocking: Bool) {
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0 else { return }
    _ = fcntl(descriptor, F_SETFL, nonBlocking ? flags | O_NONBLOCK : flags & ~O_NONBLOCK)
}

/// Sets an `Int32` socket option (`SO_REUSEADDR`, `TCP_NODELAY`, ...) to 1.
func enableOption(_ descriptor: Int32, level: Int32, _ option: Int32) {
    var yes: Int32 = 1
    _ = setsockopt(descriptor, level, option, &yes, socklen_t(MemoryLayout<Int32>.size))
}

/// The message the C library has for `errno` value `code`, e.g. "Connection refused".
func systemMessage(_ code: Int32) -> String {
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
}

/// Which direction ``ConnectedSocket/shutdown(_:)`` ends.
package enum SocketShutdown: Sendable {
    /// No more reads.
    case read
    /// No more writes: the peer reads end-of-stream, and can still send.
    case write
    /// Both: wakes a thread blocked reading the socket.
    case both
}
