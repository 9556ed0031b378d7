import Foundation

/// Whether an owner (a client, a manager, a transport) was shut down: set once, read under a lock.
///
/// `@unchecked Sendable`: `done` is read and written only while `lock` is held.
final class ShutdownState: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false

    /// Whether ``shutDown()`` was called.
    var isShutDown: Bool { lock.withLock { done } }

    /// Marks the owner shut down; `true` the first time.
    @discardableResult
    func shutDown() -> Bool {
        lock.withLock {
            defer { done = true }
            return !done
        }
    }

    /// Runs `body` unless shut down, holding the lock so that a concurrent ``shutDown()`` waits for it
    /// (an owner that makes `URLSession` tasks must never make one after invalidating its session).
    /// - Throws: ``BattleNetError/Kind-swift.struct/shutDown`` naming `what`, once shut down.
    func unlessShutDown<T>(_ what: String, _ body: () throws(BattleNetError) -> T) throws(BattleNetError) -> T {
        lock.lock()
        defer { lock.unlock() }
        guard !done else { throw BattleNetError.shutDown(what) }
        return try body()
    }

    /// Throws the `.shutDown` error once shut down.
    /// - Throws: ``BattleNetError/Kind-swift.struct/shutDown`` naming `what`.
    func check(_ what: String) throws(BattleNetError) {
        if isShutDown { throw BattleNetError.shutDown(what) }
    }

    /// `error`, or the `.shutDown` error when the owner was shut down meanwhile (the cancellation a
    /// shutdown causes is reported as the shutdown, not as a cancelled task).
    func explained(_ error: any Error, _ what: String) -> any Error {
        isShutDown ? BattleNetError.shutDown(what) : error
    }
}

extension BattleNetError {
    /// The error of a call made to (or in flight through) something that was shut down.
    static func shutDown(_ what: String) -> BattleNetError {
        BattleNetError(.shutDown, message: "the \(what) was shut down with shutdown(); it sends nothing more")
    }
}
