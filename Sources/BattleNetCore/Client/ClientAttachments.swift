import Foundation

/// Values a game module keeps for the life of one client, by key: a realm directory's cache, shared by
/// every `client.wow` of that client (package API).
///
/// `@unchecked Sendable`: `values` is read and written only while `lock` is held, and every value
/// stored is itself `Sendable`.
package final class ClientAttachments: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: any Sendable] = [:]

    package init() {}

    /// The value stored under `key`, made with `make` and stored the first time it is asked for.
    /// A value of another type under the same key is replaced.
    package func value<Value: Sendable>(for key: String, make: () -> Value) -> Value {
        lock.withLock {
            if let existing = values[key] as? Value { return existing }
            let made = make()
            values[key] = made
            return made
        }
    }
}
