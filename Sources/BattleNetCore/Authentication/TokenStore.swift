import Foundation

/// Where tokens are kept between uses.
///
/// ``AuthenticationManager`` stores the client token and the user token under keys that name the
/// client id and OAuth host, so tokens of different clients or hosts never mix.
public protocol TokenStore: Sendable {
    /// The token stored under `key`, or `nil`.
    func token(forKey key: String) async throws -> AccessToken?
    /// Stores `token` under `key`, or removes the entry when `token` is `nil`.
    func setToken(_ token: AccessToken?, forKey key: String) async throws
}

/// Keeps tokens in memory for the life of the process. The default.
public actor InMemoryTokenStore: TokenStore {
    private var tokens: [String: AccessToken] = [:]

    /// An empty store.
    public init() {}

    public func token(forKey key: String) -> AccessToken? { tokens[key] }
    public func setToken(_ token: AccessToken?, forKey key: String) { tokens[key] = token }
}

/// Keeps tokens in JSON files only their owner can read, in a folder only its owner can enter.
///
/// - The folder is created with mode 0700; an existing folder is used only when it is a real
///   directory (not a link) owned by the current user with no group or other permissions.
/// - A token file is created with mode 0600 *before* anything is written to it (`open` with
///   `O_CREAT | O_EXCL` and the mode), written, then renamed over the old file: there is no moment at
///   which another user can read it.
/// - A file is read only when it is a regular file owned by the current user with no group or other
///   permissions, so another user can neither plant nor have read a token.
/// - File names are a SHA-256 of the key, so keys that differ only in punctuation never share a file.
///
/// Violations throw ``BattleNetError`` `.invalidConfiguration` saying what to fix. `bnet` uses this
/// store to reuse one client token across runs.
public actor FileTokenStore: TokenStore {
    /// The folder holding the token files (owner-only, mode 0700).
    public let directory: URL
    /// Called with the temporary file's path right after it is created, before anything is written.
    private let temporaryFileCreated: (@Sendable (String) -> Void)?

    /// A store in `directory` (created on first write, mode 0700).
    public init(directory: URL) {
        self.directory = directory
        temporaryFileCreated = nil
    }

    /// A store that reports each temporary file as soon as it exists (tests check its mode then).
    init(directory: URL, temporaryFileCreated: @escaping @Sendable (String) -> Void) {
        self.directory = directory
        self.temporaryFileCreated = temporaryFileCreated
    }

    /// The per-user cache folder's `bnet` subfolder: on Linux `$XDG_CACHE_HOME/bnet` (an absolute
    /// path) or `$HOME/.cache/bnet` (`HOME` from the environment, else the user database); on Apple
    /// platforms the user's caches directory. There is no shared fallback such as `/tmp`.
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when there is no per-user folder, saying
    ///   what to set.
    public static func defaultDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(BattleNetError) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache, isDirectory: true).appendingPathComponent("bnet", isDirectory: true)
        }
        #if canImport(Darwin)
        if let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first {
            return caches.appendingPathComponent("bnet", isDirectory: true)
        }
        #else
        if let home = environment["HOME"].flatMap({ $0.hasPrefix("/") ? $0 : nil }) ?? FileSystem.homeFromUserDatabase() {
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/bnet", isDirectory: true)
        }
        #endif
        throw BattleNetError(
            .invalidConfiguration,
            message: "no per-user cache folder for tokens: set XDG_CACHE_HOME or HOME to a folder only you can use"
        )
    }

    public func token(forKey key: String) throws -> AccessToken? {
        let file = fileURL(forKey: key)
        guard FileSystem.exists(directory.path) else { return nil }
        try FileSystem.checkPrivateDirectory(directory.path)
        guard let data = try FileSystem.readPrivateFile(file.path) else { return nil }
        // A damaged file is treated as no token: a new one will be fetched and written.
        return try? JSONDecoder().decode(AccessToken.self, from: data)
    }

    public func setToken(_ token: AccessToken?, forKey key: String) throws {
        let file = fileURL(forKey: key)
        guard let token else {
            if FileSystem.exists(directory.path) {
                try FileSystem.checkPrivateDirectory(directory.path)
                FileSystem.remove(file.path)
            }
            return
        }
        try FileSystem.makePrivateDirectory(directory.path)
        let data = try JSONEncoder().encode(token)
        let temporary = directory.appendingPathComponent(".\(UUID().uuidString).tmp").path
        try FileSystem.writePrivateFile(temporary, data: data, created: temporaryFileCreated)
        guard FileSystem.rename(temporary, to: file.path) else {
            FileSystem.remove(temporary)
            throw BattleNetError(.invalidConfiguration, message: "cannot write a token file in \(directory.path)")
        }
    }

    /// `token-<SHA-256 of the key>.json`.
    private func fileURL(forKey key: String) -> URL {
        directory.appendingPathComponent("token-\(SHA256.hex(key)).json")
    }
}
