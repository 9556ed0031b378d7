import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX calls that keep token files, cached answers and learned schedules private (package API:
/// `bnet` keeps its files with them): modes set at creation, owners and modes checked on descriptors,
/// links refused.
package enum FileSystem {
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The current user's home folder from the user database (`getpwuid`), for when `HOME` is unset.
    package static func homeFromUserDatabase() -> String? {
        guard let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.hasPrefix("/") ? home : nil
    }

    /// Creates `path` (mode 0700) and its missing parents (0700 too), then checks it.
    package static func makePrivateDirectory(_ path: String, what: String = "token folder") throws(BattleNetError) {
        if !exists(path) {
            let parent = (path as NSString).deletingLastPathComponent
            if !parent.isEmpty, parent != path, !exists(parent) {
                try makePrivateDirectory(parent, what: what)
            }
            if mkdir(path, 0o700) != 0, errno != EEXIST {
                throw BattleNetError(.invalidConfiguration, message: "cannot create the \(what) \(path): \(String(cString: strerror(errno)))")
            }
        }
        try checkPrivateDirectory(path, what: what)
    }

    /// Refuses what `info` describes when another user owns it or group or others have any access,
    /// saying what to do (`foreign`, `open`).
    package static func checkOwnedAndPrivate(_ info: stat, what: String, foreign: String, open: String) throws(BattleNetError) {
        guard info.st_uid == geteuid() else {
            throw BattleNetError(.invalidConfiguration, message: "\(what) belongs to another user; \(foreign)")
        }
        guard info.st_mode & 0o077 == 0 else {
            throw BattleNetError(
                .invalidConfiguration,
                message: "\(what) is open to other users (mode \(String(info.st_mode & 0o777, radix: 8))); \(open)"
            )
        }
    }

    /// Refuses a folder that is a link, not a directory, owned by another user, or open to others.
    package static func checkPrivateDirectory(_ path: String, what: String = "token folder") throws(BattleNetError) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            throw BattleNetError(.invalidConfiguration, message: "cannot inspect the \(what) \(path)")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw BattleNetError(.invalidConfiguration, message: "the \(what) \(path) is not a directory (or is a link); remove it")
        }
        try checkOwnedAndPrivate(
            info, what: "the \(what) \(path)", foreign: "use a folder of your own", open: "run chmod 700 on it"
        )
    }

    /// Creates `path` with mode 0600 (failing if anything exists there), reports it to `created`,
    /// then writes `data` and, when `syncs`, flushes it to the disk.
    package static func writePrivateFile(
        _ path: String, data: Data, created: (@Sendable (String) -> Void)?, syncs: Bool = true, what: String = "token file"
    ) throws(BattleNetError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw BattleNetError(.invalidConfiguration, message: "cannot create a \(what) in \((path as NSString).deletingLastPathComponent)")
        }
        var closed = false
        defer { if !closed { _ = close(descriptor) } }
        // The mode given to open is reduced by the umask, never widened; make it exactly 0600.
        _ = fchmod(descriptor, 0o600)
        created?(path)
        let written = data.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                guard let base = raw.baseAddress else { return false }
                let count = write(descriptor, base + offset, raw.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        if syncs { _ = fsync(descriptor) }
        closed = true
        guard written, close(descriptor) == 0 else {
            remove(path)
            throw BattleNetError(.invalidConfiguration, message: "cannot write a \(what) in \((path as NSString).deletingLastPathComponent)")
        }
    }

    /// The contents of `path`; `nil` when there is no file. Refuses a link, a file owned by another
    /// user, or one that group or others may read or write.
    /// Opened without blocking, so a FIFO at `path` is refused rather than waited on.
    package static func readPrivateFile(_ path: String, what: String = "token file") throws(BattleNetError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw BattleNetError(.invalidConfiguration, message: "cannot open the \(what) \(path) (a link?); delete it")
        }
        defer { _ = close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw BattleNetError(.invalidConfiguration, message: "the \(what) \(path) is not a regular file; delete it")
        }
        try checkOwnedAndPrivate(
            info, what: "the \(what) \(path)", foreign: "delete it", open: "delete it or run chmod 600 on it"
        )
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while data.count < 1 << 20 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }

    /// A file written once: its bytes go to a temporary file beside `path` (owner-only, flushed to the
    /// disk), which is then linked at `path` only if nothing is there yet, so a reader never sees a
    /// partial file and two writers of the same file leave the first one's. Returns `false` when `path`
    /// already existed (the bytes written are dropped).
    /// - Parameters:
    ///   - path: The final name.
    ///   - write: Writes the contents through the function it is given (called once per piece).
    /// - Throws: `BattleNetError` `.invalidConfiguration` when the file cannot be created or written;
    ///   what `write` throws (the temporary file is removed).
    @discardableResult
    package static func writeOnce(
        _ path: String, what: String, write: (_ append: (Data) throws(BattleNetError) -> Void) async throws -> Void
    ) async throws -> Bool {
        if exists(path) { return false }
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder + "/.tmp-" + UUID().uuidString
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw BattleNetError(.invalidConfiguration, message: "cannot create a \(what) in \(folder): \(String(cString: strerror(errno)))")
        }
        var open = true
        defer {
            if open { _ = close(descriptor) }
            remove(temporary)
        }
        _ = fchmod(descriptor, 0o600)
        try await write { (data: Data) throws(BattleNetError) in
            let written = data.withUnsafeBytes { raw -> Bool in
                var offset = 0
                while offset < raw.count {
                    guard let base = raw.baseAddress else { return false }
                    let count = Foundation.write(descriptor, base + offset, raw.count - offset)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { return false }
                    offset += count
                }
                return true
            }
            guard written else {
                throw BattleNetError(.invalidConfiguration, message: "cannot write a \(what) in \(folder): \(String(cString: strerror(errno)))")
            }
        }
        guard fsync(descriptor) == 0 else {
            throw BattleNetError(.invalidConfiguration, message: "cannot flush a \(what) in \(folder): \(String(cString: strerror(errno)))")
        }
        open = false
        guard close(descriptor) == 0 else {
            throw BattleNetError(.invalidConfiguration, message: "cannot write a \(what) in \(folder): \(String(cString: strerror(errno)))")
        }
        if link(temporary, path) != 0 {
            guard errno == EEXIST else {
                throw BattleNetError(.invalidConfiguration, message: "cannot name the \(what) \(path): \(String(cString: strerror(errno)))")
            }
            return false
        }
        syncFolder(folder)
        return true
    }

    /// Flushes `folder`'s entries (a new name in it) to the disk.
    package static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    package static func rename(_ source: String, to destination: String) -> Bool {
        #if canImport(Glibc)
        Glibc.rename(source, destination) == 0
        #else
        Darwin.rename(source, destination) == 0
        #endif
    }

    package static func remove(_ path: String) {
        _ = unlink(path)
    }
}
