import BattleNetCore
import Foundation

/// Where a fleet's Redis is and how to sign in to it: host, port, database, ACL user and password;
/// or, for a Sentinel-managed primary, the Sentinels to ask for it (``sentinel``).
///
/// Read from a `redis://[user@]host[:port][/db]` URL, or from a
/// `redis-sentinel://[user@]host1[:port1][,host2[:port2]…][/db]#masterName` URL (Lettuce's form for a
/// Sentinel-managed primary, Sentinels on port 26379 by default:
/// <https://github.com/lettuce-io/lettuce-core/wiki/Redis-URI-and-connection-details>). The password
/// comes separately (from `BNET_REDIS_PASSWORD` or a file, never from a command line), and a URL that
/// carries one is refused where a command line could have shown it
/// (``init(url:allowingPasswordInURL:)``). The Sentinels' own password (their `requirepass`), if they
/// have one, is never part of a URL: set ``RedisSentinel/password``.
///
/// `rediss://` (TLS) is refused with a clear error: this package opens plain TCP sockets only, and
/// never falls back to plain text for an address that asked for TLS. Redis Cluster is out of scope:
/// one primary, given directly or found through Sentinel.
///
/// ```swift
/// var redis = try RedisEndpoint(url: "redis://bnet@10.0.0.5:6379/2")
/// redis.password = ProcessInfo.processInfo.environment["BNET_REDIS_PASSWORD"]
///
/// var managed = try RedisEndpoint(url: "redis-sentinel://bnet@10.0.0.7,10.0.0.8,10.0.0.9/2#fleet")
/// managed.password = ProcessInfo.processInfo.environment["BNET_REDIS_PASSWORD"]
/// managed.sentinel?.password = ProcessInfo.processInfo.environment["BNET_REDIS_SENTINEL_PASSWORD"]
/// ```
public struct RedisEndpoint: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The primary's host: a numeric address or `localhost` (no name lookup is made). Not used while
    /// ``sentinel`` is set (empty when read from a `redis-sentinel://` URL).
    public var host: String
    /// The primary's port, 6379 by default. Not used while ``sentinel`` is set (0 when read from a
    /// `redis-sentinel://` URL).
    public var port: UInt16
    /// The database `SELECT`ed after signing in, 0 by default.
    public var database: Int
    /// The ACL user (`AUTH user password`); the default user when `nil`.
    public var user: String?
    /// The password; never part of ``description``.
    public var password: String?
    /// The Sentinels that name the primary, when it is Sentinel-managed: each connection asks them
    /// for the primary's address first (``host`` and ``port`` are then not used). `nil`: the primary
    /// is at ``host`` and ``port``. ``user``, ``password`` and ``database`` are the primary's either way.
    public var sentinel: RedisSentinel?

    /// An endpoint from its parts.
    public init(host: String, port: UInt16 = 6379, database: Int = 0, user: String? = nil, password: String? = nil) {
        self.host = host
        self.port = port
        self.database = database
        self.user = user
        self.password = password
    }

    /// A Sentinel-managed primary: its address is asked from `sentinel`'s Sentinels at each connection.
    /// - Parameters:
    ///   - sentinel: The Sentinels, the primary's name in them, and their password if they have one.
    ///   - database: The database `SELECT`ed on the primary, 0 by default.
    ///   - user: The primary's ACL user; the default user when `nil`.
    ///   - password: The primary's password.
    ///
    /// ```swift
    /// let sentinels = RedisSentinel(masterName: "fleet", addresses: [.init(host: "10.0.0.7"), .init(host: "10.0.0.8")])
    /// let redis = RedisEndpoint(sentinel: sentinels, database: 2)
    /// ```
    public init(sentinel: RedisSentinel, database: Int = 0, user: String? = nil, password: String? = nil) {
        self.init(host: "", port: 0, database: database, user: user, password: password)
        self.sentinel = sentinel
    }

    /// Reads a `redis://[user[:password]@]host[:port][/db]` URL, or a
    /// `redis-sentinel://[user[:password]@]host1[:port1][,host2[:port2]…][/db]#masterName` URL (the
    /// master name may also come as `?sentinelMasterId=masterName`, as Lettuce accepts it).
    ///
    /// In a `redis-sentinel://` URL the user, password and database are the primary's; each host is a
    /// Sentinel (port 26379 by default), asked in turn for the primary named after `#`. The Sentinels'
    /// own password is never read from a URL (set ``RedisSentinel/password``).
    /// - Parameters:
    ///   - text: The URL.
    ///   - allowingPasswordInURL: Whether a password in the URL is taken (`false` where the URL came
    ///     from a command line, which other users of the machine can read).
    /// - Throws: `BattleNetError` `.invalidConfiguration` for another scheme (`rediss://` included),
    ///   a missing host, a bad port or database, a password where none is allowed, or a
    ///   `redis-sentinel://` URL without a master name.
    public init(url text: String, allowingPasswordInURL: Bool = false) throws(BattleNetError) {
        if text.lowercased().hasPrefix(RedisSentinel.scheme + "://") {
            self = try Self(sentinelURL: text, allowingPasswordInURL: allowingPasswordInURL)
            return
        }
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
            throw BattleNetError(.invalidConfiguration, message: "the Redis address must start with redis:// or redis-sentinel://; got \(scheme)://")
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

    /// `redis://user@host:port/db`, or `redis-sentinel://user@sentinel1:port1,…/db#masterName`,
    /// without the passwords (it says whether there are any).
    public var description: String {
        var notes: [String] = []
        if password != nil { notes.append("with a password") }
        if sentinel?.password != nil { notes.append("Sentinels with a password") }
        let tail = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
        let login = user.map { "\($0)@" } ?? ""
        if let sentinel {
            let hosts = sentinel.addresses.map(\.description).joined(separator: ",")
            return "\(RedisSentinel.scheme)://\(login)\(hosts)/\(database)#\(sentinel.masterName)" + tail
        }
        return "redis://\(login)\(RedisSentinel.Address(host: host, port: port))/\(database)" + tail
    }

    /// The same as ``description``: the password is never shown.
    public var debugDescription: String { description }

    /// Host, port, database, user and whether there is a password (and the Sentinels, when there are),
    /// for `dump` and debuggers; never a password.
    public var customMirror: Mirror {
        var children: [(label: String?, value: Any)] = [
            ("host", host), ("port", port), ("database", database), ("user", user as Any), ("hasPassword", password != nil),
        ]
        if let sentinel { children.append(("sentinel", sentinel)) }
        return Mirror(self, children: children)
    }
}
