import BattleNetCore
import Foundation

/// Where a fleet's Redis is and how to sign in to it: host, port, database, ACL user and password.
///
/// Read from a `redis://[user@]host[:port][/db]` URL; the password comes separately (from
/// `BNET_REDIS_PASSWORD` or a file, never from a command line), and a URL that carries one is refused
/// where a command line could have shown it (``init(url:allowingPasswordInURL:)``).
///
/// `rediss://` (TLS) is refused with a clear error: this package opens plain TCP sockets only, and
/// never falls back to plain text for an address that asked for TLS. Redis Cluster is out of scope
/// (a single primary, Sentinel-managed or not).
///
/// ```swift
/// var redis = try RedisEndpoint(url: "redis://bnet@10.0.0.5:6379/2")
/// redis.password = ProcessInfo.processInfo.environment["BNET_REDIS_PASSWORD"]
/// ```
public struct RedisEndpoint: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The host: a numeric address or `localhost` (no name lookup is made).
    public var host: String
    /// The port, 6379 by default.
    public var port: UInt16
    /// The database `SELECT`ed after signing in, 0 by default.
    public var database: Int
    /// The ACL user (`AUTH user password`); the default user when `nil`.
    public var user: String?
    /// The password; never part of ``description``.
    public var password: String?

    /// An endpoint from its parts.
    public init(host: String, port: UInt16 = 6379, database: Int = 0, user: String? = nil, password: String? = nil) {
        self.host = host
        self.port = port
        self.database = database
        self.user = user
        self.password = password
    }

    /// Reads a `redis://[user[:password]@]host[:port][/db]` URL.
    /// - Parameters:
    ///   - text: The URL.
    ///   - allowingPasswordInURL: Whether a password in the URL is taken (`false` where the URL came
    ///     from a command line, which other users of the machine can read).
    /// - Throws: `BattleNetError` `.invalidConfiguration` for another scheme (`rediss://` included),
    ///   a missing host, a bad port or database, or a password where none is allowed.
    public init(url text: String, allowingPasswordInURL: Bool = false) throws(BattleNetError) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            throw BattleNetError(.invalidConfiguration, message: "the Redis address must be a URL such as redis://127.0.0.1:6379/0")
        }
        if scheme == "rediss" {
            throw BattleNetError(
                .invalidConfiguration,
                message: "rediss:// (Redis over TLS) is not supported by this package's plain sockets; use redis:// on a private network or a TLS tunnel (stunnel, spiped) on loopback. It never falls back to plain text."
            )
        }
        guard scheme == "redis" else {
            throw BattleNetError(.invalidConfiguration, message: "the Redis address must start with redis://; got \(scheme)://")
        }
        guard let host = components.host, !host.isEmpty else {
            throw BattleNetError(.invalidConfiguration, message: "the Redis address names no host")
        }
        if components.password != nil, !allowingPasswordInURL {
            throw BattleNetError(
                .invalidConfiguration,
                message: "the Redis address carries a password, which a command line shows to every user of the machine: set BNET_REDIS_PASSWORD or BNET_REDIS_PASSWORD_FILE instead"
            )
        }
        var port: UInt16 = 6379
        if let given = components.port {
            guard (1...65_535).contains(given) else { throw BattleNetError(.invalidConfiguration, message: "the Redis port must be 1-65535; got \(given)") }
            port = UInt16(given)
        }
        var database = 0
        let path = components.path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        if !path.isEmpty {
            guard let number = Int(path), (0...1_000_000).contains(number) else {
                throw BattleNetError(.invalidConfiguration, message: "the Redis database must be a number such as /0; got /\(path)")
            }
            database = number
        }
        self.init(host: host, port: port, database: database, user: components.user?.removingPercentEncoding,
                  password: components.password?.removingPercentEncoding)
    }

    /// `redis://user@host:port/db`, without the password.
    public var description: String {
        "redis://" + (user.map { "\($0)@" } ?? "") + "\(host.contains(":") ? "[\(host)]" : host):\(port)/\(database)"
            + (password == nil ? "" : " (with a password)")
    }

    /// The same as ``description``: the password is never shown.
    public var debugDescription: String { description }

    /// Host, port, database, user and whether there is a password, for `dump` and debuggers; never the password.
    public var customMirror: Mirror {
        Mirror(self, children: ["host": host, "port": port, "database": database, "user": user as Any, "hasPassword": password != nil])
    }
}
