import BattleNetCore
import Foundation

/// Where a fleet's Redis is and how to sign in to it: host, port, database, ACL user and password,
/// and whether the connection uses TLS; or, for a Sentinel-managed primary, the Sentinels to ask for
/// it (``sentinel``).
///
/// Read from a `redis://[user@]host[:port][/db]` or `rediss://…` URL, or from a
/// `redis-sentinel://[user@]host1[:port1][,host2[:port2]…][/db]#masterName` URL (Lettuce's form for a
/// Sentinel-managed primary, Sentinels on port 26379 by default:
/// <https://github.com/lettuce-io/lettuce-core/wiki/Redis-URI-and-connection-details>). The password
/// comes separately (from `BNET_REDIS_PASSWORD` or a file, never from a command line), and a URL that
/// carries one is refused where a command line could have shown it
/// (``init(url:allowingPasswordInURL:)``). The Sentinels' own password (their `requirepass`), if they
/// have one, is never part of a URL: set ``RedisSentinel/password``.
///
/// **TLS** (`rediss://`, ``usesTLS``): on Apple platforms the connection runs over Network.framework's
/// TLS, with the system's default trust evaluation (the server's certificate must be valid for the
/// host and chain to a root the system trusts; it is never turned off). There the host may also be a
/// DNS name, which Network.framework resolves and checks the certificate against. On Linux this
/// package has no TLS (``isTLSAvailable`` is `false`): a connection to a `rediss://` endpoint fails at
/// once with an error that says so, before anything is sent, and never falls back to plain text. Use
/// `redis://` to a TLS tunnel (stunnel, spiped) on loopback there. Plain `redis://` hosts are numeric
/// addresses or `localhost` (no name lookup). Sentinels are asked over plain TCP. Redis Cluster is out
/// of scope: one primary, given directly or found through Sentinel.
///
/// ```swift
/// var redis = try RedisEndpoint(url: "redis://bnet@10.0.0.5:6379/2")
/// redis.password = ProcessInfo.processInfo.environment["BNET_REDIS_PASSWORD"]
///
/// var managed = try RedisEndpoint(url: "redis-sentinel://bnet@10.0.0.7,10.0.0.8,10.0.0.9/2#fleet")
/// managed.password = ProcessInfo.processInfo.environment["BNET_REDIS_PASSWORD"]
/// managed.sentinel?.password = ProcessInfo.processInfo.environment["BNET_REDIS_SENTINEL_PASSWORD"]
///
/// let hosted = try RedisEndpoint(url: "rediss://bnet@redis.example.net:6380/0")   // TLS: Apple platforms
/// ```
public struct RedisEndpoint: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The primary's host: a numeric address (IPv6 without brackets) or `localhost`, as no name is
    /// looked up for `redis://`; with TLS on Apple platforms also a DNS name, which Network.framework
    /// resolves. Not used while ``sentinel`` is set (empty when read from a `redis-sentinel://` URL).
    public var host: String
    /// The primary's port, 6379 by default. Not used while ``sentinel`` is set (0 when read from a
    /// `redis-sentinel://` URL).
    public var port: UInt16
    /// The database `SELECT`ed after signing in, 0 by default.
    public var database: Int
    /// The ACL user (`AUTH user password`); the default user when `nil`. Never part of
    /// ``description`` or `dump`: a password is easily typed where the user goes (`redis://S3cr3t@host`).
    public var user: String?
    /// The password; never part of ``description``.
    public var password: String?
    /// The Sentinels that name the primary, when it is Sentinel-managed: each connection asks them
    /// for the primary's address first (``host`` and ``port`` are then not used). `nil`: the primary
    /// is at ``host`` and ``port``. ``user``, ``password`` and ``database`` are the primary's either way.
    public var sentinel: RedisSentinel?
    /// Whether the connection uses TLS (`rediss://`): Network.framework's TLS with the system's trust
    /// on Apple platforms; refused on Linux (``isTLSAvailable``), never sent in plain text instead.
    public var usesTLS: Bool

    /// An endpoint from its parts.
    /// - Parameters:
    ///   - host: A numeric address or `localhost` (with TLS on Apple platforms, also a DNS name).
    ///   - port: The port, 6379 by default.
    ///   - database: The database `SELECT`ed after signing in, 0 by default.
    ///   - user: The ACL user; the default user when `nil`.
    ///   - password: The password, if the server asks for one.
    ///   - usesTLS: Whether to connect over TLS, as `rediss://` does (`false`: plain TCP).
    public init(host: String, port: UInt16 = 6379, database: Int = 0, user: String? = nil, password: String? = nil, usesTLS: Bool = false) {
        self.host = host
        self.port = port
        self.database = database
        self.user = user
        self.password = password
        self.usesTLS = usesTLS
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

    /// Whether this platform can open a `rediss://` (TLS) endpoint: `true` on Apple platforms, where
    /// Network.framework provides TLS; `false` on Linux, where a connection to such an endpoint fails
    /// at once (nothing is sent) and `bnet --redis rediss://…` is refused.
    public static var isTLSAvailable: Bool {
        #if canImport(Network)
        true
        #else
        false
        #endif
    }

    /// Why a `rediss://` endpoint cannot be opened here; the text of the refusal on Linux.
    package static let tlsUnavailableMessage = "rediss:// (Redis over TLS) is not available on this platform: this package gets TLS from Network.framework, which only Apple platforms have. Use redis:// to a TLS tunnel (stunnel, spiped) on loopback instead; nothing is ever sent in plain text to a rediss:// address."

    /// Reads a `redis://[user[:password]@]host[:port][/db]` URL, its TLS form `rediss://…`, or a
    /// `redis-sentinel://[user[:password]@]host1[:port1][,host2[:port2]…][/db]#masterName` URL (the
    /// master name may also come as `?sentinelMasterId=masterName`, as Lettuce accepts it).
    ///
    /// A `rediss://` URL is read on every platform (it is only an address); whether the platform can
    /// open it is ``isTLSAvailable``. In a `redis-sentinel://` URL the user, password and database are
    /// the primary's; each host is a Sentinel (port 26379 by default), asked in turn for the primary
    /// named after `#`. The Sentinels' own password is never read from a URL (set
    /// ``RedisSentinel/password``).
    /// - Parameters:
    ///   - text: The URL.
    ///   - allowingPasswordInURL: Whether a password in the URL is taken (`false` where the URL came
    ///     from a command line, which other users of the machine can read).
    /// - Throws: `BattleNetError` `.invalidConfiguration` for another scheme, a missing host, a bad
    ///   port or database, a password where none is allowed, or a `redis-sentinel://` URL without a
    ///   master name.
    public init(url text: String, allowingPasswordInURL: Bool = false) throws(BattleNetError) {
        if text.lowercased().hasPrefix(RedisSentinel.scheme + "://") {
            self = try Self(sentinelURL: text, allowingPasswordInURL: allowingPasswordInURL)
            return
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            throw BattleNetError(.invalidConfiguration, message: "the Redis address must be a URL such as redis://127.0.0.1:6379/0")
        }
        guard scheme == "redis" || scheme == "rediss" else {
            throw BattleNetError(.invalidConfiguration, message: "the Redis address must start with redis://, rediss:// (TLS) or redis-sentinel://; got \(scheme)://")
        }
        guard var host = components.host, !host.isEmpty else {
            throw BattleNetError(.invalidConfiguration, message: "the Redis address names no host")
        }
        // An IPv6 address without the URL's brackets (Foundation keeps them on some platforms), as the
        // socket layer, Network.framework and ``description`` expect it.
        if host.hasPrefix("["), host.hasSuffix("]"), host.count > 2 { host = String(host.dropFirst().dropLast()) }
        if components.password != nil, !allowingPasswordInURL {
            throw BattleNetError(.invalidConfiguration, message: Self.passwordInURLMessage)
        }
        // `?password=` (read by some clients) is a password too; no other parameter is read, and none is
        // ignored silently.
        var queryPassword: String?
        for item in components.queryItems ?? [] {
            guard item.name == "password" else {
                throw BattleNetError(
                    .invalidConfiguration, message: "the Redis address's parameter \(item.name.prefix(40)) is not supported; a redis:// address takes none"
                )
            }
            guard allowingPasswordInURL else { throw BattleNetError(.invalidConfiguration, message: Self.passwordInURLMessage) }
            guard components.password == nil else {
                throw BattleNetError(.invalidConfiguration, message: "the Redis address carries two passwords (before @ and ?password=): keep one")
            }
            queryPassword = item.value ?? ""
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
                  password: components.password?.removingPercentEncoding ?? queryPassword, usesTLS: scheme == "rediss")
    }

    /// `redis://host:port/db` (`rediss://` with TLS), or
    /// `redis-sentinel://sentinel1:port1,…/db#masterName`, without the passwords or the ACL user's name
    /// (it says whether there are any): a password typed where the user goes must not be shown either.
    public var description: String {
        var notes: [String] = []
        if user != nil { notes.append("an ACL user") }
        if password != nil { notes.append("with a password") }
        if sentinel?.password != nil { notes.append("Sentinels with a password") }
        if let primaries = sentinel?.primaries, !primaries.isEmpty {
            notes.append("primaries \(primaries.map(\.description).joined(separator: ","))")
        }
        let tail = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
        if let sentinel {
            let hosts = sentinel.addresses.map(\.description).joined(separator: ",")
            return "\(RedisSentinel.scheme)://\(hosts)/\(database)#\(sentinel.masterName)" + tail
        }
        return (usesTLS ? "rediss://" : "redis://") + "\(RedisSentinel.Address(host: host, port: port))/\(database)" + tail
    }

    /// The same as ``description``: the password is never shown.
    public var debugDescription: String { description }

    /// Host, port, database, whether there are an ACL user and a password, whether TLS is used (and
    /// the Sentinels, when there are), for `dump` and debuggers; never a password or the user's name.
    public var customMirror: Mirror {
        var children: [(label: String?, value: Any)] = [
            ("host", host), ("port", port), ("database", database), ("hasUser", user != nil), ("hasPassword", password != nil),
            ("usesTLS", usesTLS),
        ]
        if let sentinel { children.append(("sentinel", sentinel)) }
        return Mirror(self, children: children)
    }
}
