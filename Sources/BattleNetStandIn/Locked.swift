import Foundation

/// A value that is only read or written while an `NSLock` is held.
///
/// `@unchecked Sendable` is sound here: the lock guards the only mutable stored field, `value`, and
/// `value` is touched nowhere but inside ``withLock(_:)``. `lock` itself is a `let` and `NSLock` is
/// thread-safe.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. Keep `body` short and never block in it.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
