import Foundation

/// A file's bytes as an `AsyncSequence` of chunks of at most `size` bytes (package API: the crawl
/// reads its snapshots back with it, and `bnet` its saved bodies).
package struct FileChunkSequence: AsyncSequence, Sendable {
    package typealias Element = Data
    let handle: FileHandle
    let size: Int

    /// The chunks of the open `handle`.
    package init(handle: FileHandle, size: Int = 1 << 16) {
        self.handle = handle
        self.size = Swift.max(1, size)
    }

    /// The chunks of the file at `path`.
    /// - Throws: `BattleNetError` `.invalidConfiguration` when the file cannot be opened.
    package init(path: String, size: Int = 1 << 16) throws(BattleNetError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw BattleNetError(.invalidConfiguration, message: "cannot read \(path)")
        }
        self.init(handle: handle, size: size)
    }

    package func makeAsyncIterator() -> Iterator { Iterator(handle: handle, size: size) }

    package struct Iterator: AsyncIteratorProtocol {
        let handle: FileHandle
        let size: Int

        package mutating func next() async throws -> Data? {
            guard let data = try handle.read(upToCount: size), !data.isEmpty else { return nil }
            return data
        }
    }
}
