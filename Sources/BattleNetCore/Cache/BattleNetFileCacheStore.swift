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
/// Several processes may share the folder. Each keeps the total within ``maximumBytes`` for what
/// it sees; a process that starts counts what is there.
///
/// ```swift
/// let folder = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache/my-app/http")
/// let cache = BattleNetCache(store: try BattleNetFileCacheStore(directory: folder))
/// let client = try BattleNetClient(credentials: credentials, region: .eu, cache: cache)
/// ```
public actor BattleNetFileCacheStore: BattleNetCacheStore {
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
    ///   - maximumBytes: The total budget (256 MiB by default).
    ///   - maximumEntryBytes: The largest entry kept (64 MiB by default, at most the budget).
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when the folder cannot be created or is refused.
    public init(directory: URL, maximumBytes: Int = 256 << 20, maximumEntryBytes: Int = 64 << 20) throws(BattleNetError) {
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
        guard let data = read(name), let entry = BattleNetCacheEntry(encoded: data, key: key) else {
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
        var evicted = 0
        while total + data.count > maximumBytes, let oldest = index.min(by: { $0.value.used < $1.value.used })?.key {
            FileSystem.remove(path(oldest))
            forget(oldest)
            evicted += 1
        }
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

    // MARK: Files

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private func forget(_ name: String) {
        guard let old = index.removeValue(forKey: name) else { return }
        total -= old.bytes
    }

    /// The bytes of entry file `name`: `nil` when it is missing, not a regular file, not the user's
    /// own and private, or larger than an entry may be.
    private func read(_ name: String) -> Data? {
        let descriptor = open(path(name), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { _ = close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
              info.st_mode & 0o077 == 0, info.st_size >= 0, Int64(info.st_size) <= Int64(maximumEntryBytes) else { return nil }
        let size = Int(info.st_size)
        var data = Data(count: size)
        let complete = data.withUnsafeMutableBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return size == 0 }
            var offset = 0
            while offset < size {
                let count = readBytes(descriptor, base + offset, size - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        return complete ? data : nil
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

/// `read(2)`, named apart from the actor's methods.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
