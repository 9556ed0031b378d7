import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A store on disk that survives restarts: one owner-only file per answer in an owner-only folder.
///
/// The folder is refused, like a token folder, when it is a link, belongs to another user, or is
/// open to others. Each entry is written to a new file (mode 0600) and moved into place by rename,
/// so a reader sees a whole entry or none. An entry that cannot be read back whole (truncated,
/// corrupt, written for another key, larger than the store allows, not a regular file of yours) is a
/// miss, and a write that fails (a full disk) stores nothing: the store never fails a call.
///
/// A streamed answer (``BattleNetClient/rawStream(_:)``) is written to its file as its reader takes
/// the chunks, and served back from the file in chunks: never whole in memory. It is kept only when
/// read to its end within ``maximumEntryBytes``.
///
/// Several processes may share the folder. Each keeps the total within ``maximumBytes`` for what
/// it sees; a process that starts counts what is there.
///
/// ```swift
/// let folder = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache/my-app/http")
/// let cache = BattleNetCache(store: try BattleNetFileCacheStore(directory: folder))
/// let client = try BattleNetClient(credentials: credentials, region: .eu, cache: cache)
/// ```
public actor BattleNetFileCacheStore: BattleNetStreamingCacheStore {
    /// The folder of the entries.
    public nonisolated let directory: URL
    /// The most bytes of entries kept; the least recently used are removed past it.
    public nonisolated let maximumBytes: Int
    /// The largest entry kept; a larger answer is not stored.
    public nonisolated let maximumEntryBytes: Int
    private var index: [String: (bytes: Int, used: UInt64)] = [:]
    private var total = 0
    private var uses: UInt64 = 0

    /// A store in `directory`, created (mode 0700) when missing.
    /// - Parameters:
    ///   - directory: The folder; refused when it is a link, another user's or open to others.
    ///   - maximumBytes: The total budget (1 GiB by default).
    ///   - maximumEntryBytes: The largest entry kept (256 MiB by default, at most the budget): a
    ///     region's commodities fit.
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when the folder cannot be created or is refused.
    public init(directory: URL, maximumBytes: Int = 1 << 30, maximumEntryBytes: Int = 256 << 20) throws(BattleNetError) {
        self.directory = directory
        self.maximumBytes = max(0, maximumBytes)
        self.maximumEntryBytes = max(0, min(maximumEntryBytes, maximumBytes))
        try FileSystem.makePrivateDirectory(directory.path, what: "cache folder")
        var uses: UInt64 = 0
        for (name, bytes, _) in Self.listing(directory).sorted(by: { $0.modified < $1.modified }) {
            uses += 1
            index[name] = (bytes, uses)
            total += bytes
        }
        self.uses = uses
    }

    public nonisolated var isShared: Bool { false }

    public func entry(forKey key: String) -> BattleNetCacheEntry? {
        let name = Self.fileName(forKey: key)
        guard let data = read(name),
              let entry = BattleNetCacheEntry(encoded: data, key: key) ?? StreamedEntryCoding.decode(data, key: key) else {
            if index[name] != nil, !FileSystem.exists(path(name)) { forget(name) }
            return nil
        }
        uses &+= 1
        if let slot = index[name] { index[name] = (slot.bytes, uses) }
        return entry
    }

    public func store(_ entry: BattleNetCacheEntry, forKey key: String) -> BattleNetCacheWrite {
        let name = Self.fileName(forKey: key)
        guard let data = entry.encoded(key: key), data.count <= maximumEntryBytes else {
            removeEntry(forKey: key)
            return BattleNetCacheWrite(stored: false)
        }
        guard (try? FileSystem.checkPrivateDirectory(directory.path, what: "cache folder")) != nil else {
            return BattleNetCacheWrite(stored: false)
        }
        let temporary = path(".\(UUID().uuidString).tmp")
        guard (try? FileSystem.writePrivateFile(temporary, data: data, created: nil, syncs: false)) != nil else {
            return BattleNetCacheWrite(stored: false)
        }
        guard FileSystem.rename(temporary, to: path(name)) else {
            FileSystem.remove(temporary)
            return BattleNetCacheWrite(stored: false)
        }
        forget(name)
        let evicted = makeRoom(for: data.count)
        uses &+= 1
        index[name] = (data.count, uses)
        total += data.count
        return BattleNetCacheWrite(stored: true, evicted: evicted)
    }

    public func removeEntry(forKey key: String) {
        let name = Self.fileName(forKey: key)
        FileSystem.remove(path(name))
        forget(name)
    }

    /// Removes every entry file of the folder (and unfinished writes); other files are left alone.
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when the folder is refused.
    public func removeAll() throws {
        try FileSystem.checkPrivateDirectory(directory.path, what: "cache folder")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where Self.isEntryName(name) || (name.hasPrefix(".") && name.hasSuffix(".tmp")) {
            FileSystem.remove(path(name))
        }
        index = [:]
        total = 0
    }

    /// The entries in the folder now (those of other processes included).
    public func statistics() -> BattleNetCacheStatistics {
        let listing = Self.listing(directory)
        return BattleNetCacheStatistics(entries: listing.count, bytes: listing.reduce(0) { $0 + $1.bytes })
    }

    public func streamedEntry(forKey key: String) -> (head: BattleNetCacheEntry, body: HTTPBodyStream)? {
        let name = Self.fileName(forKey: key)
        guard let file = EntryFile(path: path(name), maximumBytes: maximumEntryBytes) else { return nil }
        let found: (head: BattleNetCacheEntry, body: HTTPBodyStream)?
        if file.read(0, CacheEntryCoding.magic.count) == CacheEntryCoding.magic {
            // An entry written whole: small enough to have been held in memory.
            found = file.read(0, file.size).flatMap { BattleNetCacheEntry(encoded: $0, key: key) }.map { entry in
                var head = entry
                head.body = Data()
                return (head, HTTPBodyStream(data: entry.body))
            }
        } else if let (metadata, range) = StreamedEntryCoding.layout(size: file.size, key: key, read: file.read),
                  file.checksum(of: range) == metadata.bodyChecksum {
            let head = BattleNetCacheEntry(
                status: metadata.status, headers: metadata.headers, body: Data(), requestDate: metadata.requestDate,
                responseDate: metadata.responseDate, varying: metadata.varying
            )
            found = (head, HTTPBodyStream(source: FileChunks(file, range: range)))
        } else {
            found = nil
        }
        if found != nil {
            uses &+= 1
            if let slot = index[name] { index[name] = (slot.bytes, uses) }
        }
        return found
    }

    public func streamWriter(forKey key: String, head: BattleNetCacheEntry) -> (any BattleNetCacheStreamWriter)? {
        guard (try? FileSystem.checkPrivateDirectory(directory.path, what: "cache folder")) != nil else { return nil }
        return FileStreamWriter(
            store: self, key: key, head: head, temporary: path(".\(UUID().uuidString).tmp"), maximumBytes: maximumEntryBytes
        )
    }

    /// Moves a finished streamed entry into place and keeps the budget.
    fileprivate func commit(_ temporary: String, bytes: Int, key: String) -> BattleNetCacheWrite {
        let name = Self.fileName(forKey: key)
        guard FileSystem.rename(temporary, to: path(name)) else {
            FileSystem.remove(temporary)
            return BattleNetCacheWrite(stored: false)
        }
        forget(name)
        let evicted = makeRoom(for: bytes)
        uses &+= 1
        index[name] = (bytes, uses)
        total += bytes
        return BattleNetCacheWrite(stored: true, evicted: evicted)
    }

    /// Removes the least recently used entries until `bytes` more fit; how many were removed.
    private func makeRoom(for bytes: Int) -> Int {
        var evicted = 0
        while total + bytes > maximumBytes, let oldest = index.min(by: { $0.value.used < $1.value.used })?.key {
            FileSystem.remove(path(oldest))
            forget(oldest)
            evicted += 1
        }
        return evicted
    }

    // MARK: Files

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private func forget(_ name: String) {
        guard let old = index.removeValue(forKey: name) else { return }
        total -= old.bytes
    }

    /// The bytes of entry file `name`: `nil` when it is missing, not a regular file, not the user's
    /// own and private, or larger than an entry may be.
    private func read(_ name: String) -> Data? {
        EntryFile(path: path(name), maximumBytes: maximumEntryBytes).flatMap { $0.read(0, $0.size) }
    }

    /// The entry files of `directory`: name, size and modification time.
    static func listing(_ directory: URL) -> [(name: String, bytes: Int, modified: Double)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var files: [(String, Int, Double)] = []
        for name in names where isEntryName(name) {
            var info = stat()
            guard lstat(directory.appendingPathComponent(name).path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            #if canImport(Darwin)
            let modified = Double(info.st_mtimespec.tv_sec)
            #else
            let modified = Double(info.st_mtim.tv_sec)
            #endif
            files.append((name, Int(clamping: info.st_size), modified))
        }
        return files
    }

    /// `<SHA-256 of the key>.entry`: the key's text never names a file.
    static func fileName(forKey key: String) -> String { SHA256.hex(key) + ".entry" }

    static func isEntryName(_ name: String) -> Bool {
        name.utf8.count == 70 && name.hasSuffix(".entry") && name.utf8.prefix(64).allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}

/// An entry file opened for reading: a regular file of the user's own, private, within the size an
/// entry may have. Closed when the last reader goes.
final class EntryFile: @unchecked Sendable {
    // The descriptor is read with `pread` only, which keeps no offset: safe from any thread.
    let descriptor: Int32
    let size: Int

    init?(path: String, maximumBytes: Int) {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
              info.st_mode & 0o077 == 0, info.st_size >= 0, Int64(info.st_size) <= Int64(maximumBytes) else {
            _ = close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int(info.st_size)
    }

    deinit { _ = close(descriptor) }

    /// `count` bytes at `offset`; `nil` when they are not all there.
    func read(_ offset: Int, _ count: Int) -> Data? {
        guard offset >= 0, count >= 0, offset <= size, count <= size - offset else { return nil }
        var data = Data(count: count)
        let complete = data.withUnsafeMutableBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return count == 0 }
            var done = 0
            while done < count {
                let got = pread(descriptor, base + done, count - done, off_t(offset + done))
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return false }
                done += got
            }
            return true
        }
        return complete ? data : nil
    }

    /// The checksum of the bytes in `range`, read in slices; `nil` when they cannot be read.
    func checksum(of range: Range<Int>) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var offset = range.lowerBound
        while offset < range.upperBound {
            guard let slice = read(offset, min(1 << 20, range.upperBound - offset)) else { return nil }
            hash = CacheEntryCoding.checksum(slice, continuing: hash)
            offset += slice.count
        }
        return hash
    }
}

/// The body of a streamed entry, read from its file in chunks.
final class FileChunks: ChunkSource, @unchecked Sendable {
    // `offset` and `cancelled` are only touched under `lock`.
    private let lock = NSLock()
    private let file: EntryFile
    private let end: Int
    private var offset: Int
    private var cancelled = false

    init(_ file: EntryFile, range: Range<Int>) {
        self.file = file
        offset = range.lowerBound
        end = range.upperBound
    }

    func next() async throws -> Data? {
        let (start, count) = try lock.withLock { () throws -> (Int, Int) in
            if cancelled && offset < end { throw CancellationError() }
            let count = min(HTTPBodyStream.defaultChunkSize, end - offset)
            defer { offset += count }
            return (offset, count)
        }
        guard count > 0 else { return nil }
        guard let chunk = file.read(start, count) else {
            throw BattleNetError(.transport, message: "the cached body in \(file.size)-byte file could not be read")
        }
        return chunk
    }

    func cancel() {
        lock.withLock { cancelled = true }
    }
}

/// Writes a streamed entry to a private temporary file, then hands it to the store to move into place.
final class FileStreamWriter: BattleNetCacheStreamWriter, @unchecked Sendable {
    // Every mutable property is touched only under `lock`.
    private let lock = NSLock()
    private let store: BattleNetFileCacheStore
    private let key: String
    private let head: BattleNetCacheEntry
    private let temporary: String
    private let maximumBytes: Int
    private var descriptor: Int32
    private var written = 0
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    private var state = State.writing

    private enum State { case writing, finished, dropped }

    init?(store: BattleNetFileCacheStore, key: String, head: BattleNetCacheEntry, temporary: String, maximumBytes: Int) {
        self.store = store
        self.key = key
        self.head = head
        self.temporary = temporary
        self.maximumBytes = maximumBytes
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        _ = fchmod(descriptor, 0o600)
        guard Self.writeAll(StreamedEntryCoding.magic, to: descriptor) else {
            _ = close(descriptor)
            FileSystem.remove(temporary)
            return nil
        }
    }

    deinit {
        if state == .writing { drop() }
    }

    func append(_ chunk: Data) -> Bool {
        lock.withLock {
            guard state == .writing else { return false }
            // The magic, the body and a trailer of at most 1 MiB must fit in an entry.
            guard written <= maximumBytes - chunk.count - StreamedEntryCoding.magic.count, Self.writeAll(chunk, to: descriptor) else {
                drop()
                return false
            }
            written += chunk.count
            hash = CacheEntryCoding.checksum(chunk, continuing: hash)
            return true
        }
    }

    func finish() async -> BattleNetCacheWrite {
        let ready = lock.withLock { () -> (bytes: Int, ok: Bool) in
            guard state == .writing else { return (0, false) }
            guard let trailer = StreamedEntryCoding.trailer(for: head, key: key, bodyBytes: written, checksum: hash),
                  StreamedEntryCoding.magic.count + written + trailer.count <= maximumBytes,
                  Self.writeAll(trailer, to: descriptor), close(descriptor) == 0 else {
                drop()
                return (0, false)
            }
            state = .finished
            return (StreamedEntryCoding.magic.count + written + trailer.count, true)
        }
        guard ready.ok else { return BattleNetCacheWrite(stored: false) }
        return await store.commit(temporary, bytes: ready.bytes, key: key)
    }

    func abandon() {
        lock.withLock { if state == .writing { drop() } }
    }

    /// Closes and removes the temporary file (under `lock`, or from `deinit`).
    private func drop() {
        state = .dropped
        _ = close(descriptor)
        FileSystem.remove(temporary)
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return data.isEmpty }
            var offset = 0
            while offset < raw.count {
                let count = write(descriptor, base + offset, raw.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }
}
