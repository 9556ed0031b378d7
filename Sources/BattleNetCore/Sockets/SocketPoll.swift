import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One descriptor (a socket's or a ``WakePipe``'s), closed exactly once.
///
/// Closing and shutting down take the lock, so a thread that shuts a socket down (to wake the thread
/// reading it) can never reach a descriptor number the system already gave to another file: once
/// closed, the handle holds -1. Reads and writes do not hold the lock while they block; only the
/// thread that reads and writes a socket closes it (others shut it down).
///
/// `@unchecked Sendable`: the only mutable stored property, `value`, is read and written only while
/// `lock` is held, and `NSLock` is thread-safe. (`Mutex` needs macOS 15, above this package's
/// deployment target.)
final class SocketHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int32

    init(_ descriptor: Int32) {
        value = descriptor
    }

    /// The descriptor; -1 once closed (`poll` skips it, every other call fails with `EBADF`).
    var descriptor: Int32 { lock.withLock { value } }

    /// Runs `body` with the descriptor, holding the lock; `nil` without running it once closed.
    /// `body` must not block.
    func withOpenDescriptor<Result>(_ body: (Int32) -> Result) -> Result? {
        lock.withLock { value >= 0 ? body(value) : nil }
    }

    /// Closes the descriptor; `false` when it already was.
    @discardableResult
    func close(before last: (Int32) -> Void = { _ in }) -> Bool {
        lock.withLock {
            guard value >= 0 else { return false }
            last(value)
            systemClose(value)
            value = -1
            return true
        }
    }

    deinit {
        if value >= 0 { systemClose(value) }
    }
}

/// A pipe whose read end is watched beside sockets: ``wake()`` makes it readable, so a thread waiting
/// in ``SocketPoll`` (``ListeningSocket/accept(until:wake:)``) returns at once. The way to stop an
/// accepting thread or cancel a wait.
///
/// ```swift
/// let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
/// let wake = try WakePipe()
/// Thread.detachNewThread {
///     let connection = try? listener.accept(until: nil, wake: wake)   // nil: threw .cancelled
///     connection?.close()
/// }
/// wake.wake()                                                         // from any thread
/// ```
package final class WakePipe: Sendable {
    private let reading: SocketHandle
    private let writing: SocketHandle
    private let woken = WakeFlag()

    /// A new pipe, close-on-exec at both ends.
    /// - Throws: ``SocketError`` when the system refuses a pipe (out of descriptors).
    package init() throws(SocketError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SocketError.last("pipe") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        reading = SocketHandle(ends[0])
        writing = SocketHandle(ends[1])
    }

    /// The read end, to watch with `poll`; -1 once closed.
    package var descriptor: Int32 { reading.descriptor }

    /// Whether ``wake()`` was called.
    package var isWoken: Bool { woken.isSet }

    /// Makes the read end readable, once; later calls, and calls after ``close()``, do nothing.
    package func wake() {
        guard woken.set() else { return }
        _ = writing.withOpenDescriptor { descriptor in
            var byte: UInt8 = 1
            return write(descriptor, &byte, 1)
        }
    }

    /// Closes both ends, once.
    package func close() {
        writing.close()
        reading.close()
    }
}

/// A flag set once, from any thread.
///
/// `@unchecked Sendable`: `value` is read and written only while `lock` is held.
private final class WakeFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    /// Sets the flag; `false` when it already was.
    func set() -> Bool {
        lock.withLock {
            defer { value = true }
            return !value
        }
    }
}

/// Waiting for descriptors to become readable (or writable), with a deadline.
package enum SocketPoll {
    /// What a wait on several descriptors found.
    package enum Outcome: Sendable, Equatable {
        /// The indices (in the list given) of every descriptor that is ready, or hung up, or failed:
        /// reading it tells which.
        case ready([Int])
        /// The deadline passed first.
        case timedOut
        /// `poll` itself failed, with this `errno`.
        case failed(Int32)
    }

    /// Waits until some of `descriptors` are readable (or hung up), at most until `deadline` (`nil`:
    /// no deadline). Negative descriptors (closed sockets) are skipped.
    package static func readable(_ descriptors: [Int32], until deadline: ContinuousClock.Instant?) -> Outcome {
        wait(descriptors, events: Int16(POLLIN), until: deadline)
    }

    /// Waits until some of `descriptors` are writable (a non-blocking `connect` completed, well or
    /// not), at most until `deadline`.
    static func writable(_ descriptors: [Int32], until deadline: ContinuousClock.Instant?) -> Outcome {
        wait(descriptors, events: Int16(POLLOUT), until: deadline)
    }

    private static func wait(_ descriptors: [Int32], events: Int16, until deadline: ContinuousClock.Instant?) -> Outcome {
        var entries = descriptors.map { pollfd(fd: $0, events: events, revents: 0) }
        while true {
            var milliseconds: Int32 = -1
            if let deadline {
                let remaining = ContinuousClock.now.duration(to: deadline)
                guard remaining > .zero else { return .timedOut }
                // Whole milliseconds, rounded up so the wait never ends before the deadline; at most
                // a minute at a time (then the deadline is looked at again).
                let (seconds, attoseconds) = remaining.components
                let whole = seconds >= 60 ? 60_000 : seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
                milliseconds = Int32(max(1, whole))
            }
            let result = poll(&entries, nfds_t(entries.count), milliseconds)
            if result < 0 {
                if errno == EINTR { continue }
                return .failed(errno)
            }
            if result == 0 { continue }
            return .ready(entries.indices.filter { entries[$0].revents != 0 })
        }
    }
}
