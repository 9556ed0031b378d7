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

    public init() {}

    public func token(forKey key: String) -> AccessToken? { tokens[key] }
    public func setToken(_ token: AccessToken?, forKey key: String) { tokens[key] = token }
}

/// Keeps tokens in JSON files readable only by their owner (mode 0600, in a 0700 folder).
///
/// Refuses to read a file that group or others can write, so another user cannot plant a token.
/// `bnet` uses it to reuse one client token across runs.
public actor FileTokenStore: TokenStore {
    public let directory: URL

    /// A store in `directory` (created on first write).
    public init(directory: URL) {
        self.directory = directory
    }

    /// `$XDG_CACHE_HOME/bnet` or `~/.cache/bnet`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty {
            return URL(fileURLWithPath: cache).appendingPathComponent("bnet")
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory
        return home.appendingPathComponent(".cache").appendingPathComponent("bnet")
    }

    public func token(forKey key: String) throws -> AccessToken? {
        let file = fileURL(forKey: key)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        if let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue, permissions & 0o022 != 0 {
            throw BattleNetError(
                .invalidConfiguration,
                message: "token file \(file.path) is writable by other users; delete it or run chmod 600 on it"
            )
        }
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        // A damaged file is treated as no token: a new one will be fetched and written.
        return try? JSONDecoder().decode(AccessToken.self, from: data)
    }

    public func setToken(_ token: AccessToken?, forKey key: String) throws {
        let file = fileURL(forKey: key)
        guard let token else {
            try? FileManager.default.removeItem(at: file)
            return
        }
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
        )
        let data = try JSONEncoder().encode(token)
        let temporary = directory.appendingPathComponent(".\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw BattleNetError(.invalidConfiguration, message: "cannot write a token file in \(directory.path)")
        }
        _ = try? FileManager.default.removeItem(at: file)
        try FileManager.default.moveItem(at: temporary, to: file)
    }

    private func fileURL(forKey key: String) -> URL {
        let safe = key.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : "_" }.joined()
        return directory.appendingPathComponent("token-\(safe).json")
    }
}
