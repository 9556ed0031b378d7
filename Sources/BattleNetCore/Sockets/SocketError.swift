import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a socket call failed: the call, the `errno` it set, and what that means for the caller.
///
/// ```swift
/// do {
///     let socket = try ConnectedSocket.connect(host: "127.0.0.1", port: 6379, timeout: .seconds(2))
/// } catch where error.reason == .refused {
///     // nothing listens on 6379
/// }
/// ```
package struct SocketError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the failure means, whatever the platform's `errno` value for it.
    package enum Reason: Sendable, Hashable {
        /// Nothing listens at the address (`ECONNREFUSED`).
        case refused
        /// The deadline passed before the call could complete (or `ETIMEDOUT`).
        case timedOut
        /// A ``WakePipe`` woke the wait: the caller is stopping or was cancelled.
        case cancelled
        /// A non-blocking socket has nothing to read, or no room to write, yet.
        case wouldBlock
        /// The peer closed or reset the connection (`EPIPE`, `ECONNRESET`), or this side already
        /// closed the socket (`EBADF`).
        case closed
        /// The address is in use by another socket (`EADDRINUSE`).
        case addressInUse
        /// The host names no address this layer can use: not numeric and not `localhost` (it does no
        /// name lookup), or not an address of this machine (`EADDRNOTAVAIL`), or a family the machine
        /// lacks (`EAFNOSUPPORT`: IPv6 turned off).
        case addressUnavailable
        /// Anything else; see ``SocketError/code``.
        case system
    }

    /// What the failure means.
    package let reason: Reason
    /// The call that failed, e.g. `"connect"`, `"bind"`, `"poll"`.
    package let call: String
    /// The `errno` it set; 0 when the failure is not the system's (a deadline, a wake-up).
    package let code: Int32

    /// The failure of `call` with `errno` value `code`.
    package init(call: String, code: Int32) {
        self.call = call
        self.code = code
        self.reason = switch code {
        case ECONNREFUSED: .refused
        case ETIMEDOUT: .timedOut
        case EAGAIN, EWOULDBLOCK: .wouldBlock
        case EPIPE, ECONNRESET, EBADF: .closed
        case EADDRINUSE: .addressInUse
        case EADDRNOTAVAIL, EAFNOSUPPORT: .addressUnavailable
        default: .system
        }
    }

    /// A failure that is not the system's: `reason` is `.timedOut`, `.cancelled` or `.addressUnavailable`.
    package init(_ reason: Reason, call: String) {
        self.reason = reason
        self.call = call
        self.code = 0
    }

    /// The failure of `call` with the current `errno`.
    static func last(_ call: String) -> SocketError {
        SocketError(call: call, code: errno)
    }

    /// E.g. `connect failed: Connection refused`, `accept failed: timed out`.
    package var description: String {
        guard code == 0 else { return "\(call) failed: \(systemMessage(code))" }
        return switch reason {
        case .timedOut: "\(call) failed: timed out"
        case .cancelled: "\(call) failed: cancelled"
        case .addressUnavailable: "\(call) failed: the host is neither a numeric address nor localhost"
        default: "\(call) failed"
        }
    }
}
