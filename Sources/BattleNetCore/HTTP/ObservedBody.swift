import Foundation

extension HTTPBodyStream {
    /// This body, telling `chunk` the size of each chunk as it is taken and `end` once when the body
    /// is done with: read to its end, failed, cancelled, or dropped unread (package API: a crawl counts
    /// bytes and frees a body slot with it). The call's body limits are kept.
    package func observed(chunk: @escaping @Sendable (Int) -> Void, end: @escaping @Sendable () -> Void) -> HTTPBodyStream {
        var body = HTTPBodyStream(source: ObservedSource(owner, chunk: chunk, end: end))
        body.limits = limits
        return body
    }
}

/// A chunk source that reports what passes through it and when it ends.
///
/// `@unchecked Sendable`: `ended` is read and written only while `lock` is held; the rest is immutable.
final class ObservedSource: ChunkSource, @unchecked Sendable {
    private let base: SourceOwner
    private let chunk: @Sendable (Int) -> Void
    private let end: @Sendable () -> Void
    private let lock = NSLock()
    private var ended = false

    init(_ base: SourceOwner, chunk: @escaping @Sendable (Int) -> Void, end: @escaping @Sendable () -> Void) {
        self.base = base
        self.chunk = chunk
        self.end = end
    }

    func next() async throws -> Data? {
        do {
            guard let data = try await base.source.next() else {
                finish()
                return nil
            }
            chunk(data.count)
            return data
        } catch {
            finish()
            throw error
        }
    }

    func cancel() {
        base.source.cancel()
        finish()
    }

    private func finish() {
        let first = lock.withLock {
            defer { ended = true }
            return !ended
        }
        if first { end() }
    }

    deinit { finish() }
}
