import Foundation

/// A response body collected as it arrives: one buffer grown with `realloc` and handed over as `Data`
/// without a copy.
///
/// `Data.append` grows by allocating a larger buffer and copying, so a body without a
/// `Content-Length` briefly needs the old and the new buffer: about twice the body at its peak. Here
/// the buffer grows in place where the allocator can (large blocks are remapped, not copied, on Linux
/// and Apple platforms), its capacity never exceeds the body's limit, and the pages not yet written
/// hold no memory: the process holds little more than the bytes received.
///
/// Used only under its owner's lock.
final class CollectedBody {
    private var bytes: UnsafeMutableRawPointer?
    /// The bytes collected.
    private(set) var count = 0
    private var capacity = 0
    /// The most bytes the buffer is ever grown to hold (the body's limit); `nil` for no bound.
    private let limit: Int?

    init(limit: Int?) {
        self.limit = limit
    }

    deinit { free(bytes) }

    /// Makes room for `expected` bytes in all (a `Content-Length`, bounded by the caller).
    func reserve(_ expected: Int) {
        guard expected > capacity else { return }
        _ = grow(to: expected)
    }

    /// Appends `data`.
    /// - Returns: `false` when memory for it cannot be had (the body is then unchanged).
    func append(_ data: Data) -> Bool {
        guard !data.isEmpty else { return true }
        let (needed, overflow) = count.addingReportingOverflow(data.count)
        guard !overflow else { return false }
        if needed > capacity {
            // Doubling, so the copies a move costs stay linear; never past the limit unless a caller
            // appends beyond it.
            var next = capacity > Int.max / 2 ? Int.max : max(needed, capacity * 2, 64 * 1024)
            if let limit { next = min(next, max(limit, needed)) }
            guard grow(to: next) else { return false }
        }
        guard let bytes else { return false }
        data.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            (bytes + count).copyMemory(from: base, byteCount: source.count)
        }
        count = needed
        return true
    }

    /// The bytes as `Data`, which now owns the buffer; the body is empty afterwards.
    func take() -> Data {
        defer { (bytes, count, capacity) = (nil, 0, 0) }
        guard let bytes, count > 0 else {
            free(bytes)
            return Data()
        }
        // The unused tail goes back; a shrink in place never moves the bytes on the usual allocators,
        // and if it fails the larger buffer is kept.
        let kept = capacity - count > 1 << 20 ? realloc(bytes, count) ?? bytes : bytes
        return Data(bytesNoCopy: kept, count: count, deallocator: .free)
    }

    /// Drops the bytes collected.
    func discard() {
        free(bytes)
        (bytes, count, capacity) = (nil, 0, 0)
    }

    private func grow(to size: Int) -> Bool {
        guard let grown = realloc(bytes, size) else { return false }
        bytes = grown
        capacity = size
        return true
    }
}
