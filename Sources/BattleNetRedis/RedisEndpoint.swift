import BattleNetCore
import Foundation

/// Where a fleet's Redis is and how to sign in to it: host, port, database, ACL user and password,
/// and whether the connection uses TLS.
///
/// Read from a `redis://[user@]host[:port][/db]` or `rediss://…` URL; the password comes separately
/// (from `BNET_REDIS_PASSWORD` or a file, never from a command line), and a URL that carries one is
/// refused where a command line could have shown it (``init(url:allowingPasswordInURL:)``).
///
/// **TLS** (`rediss://`, ``usesTLS``): on Apple platforms the connection runs over Network.framework's
/// TLS, with the system's default trust evaluation (the server's certificate must be valid for the
/// host and chain to a root the system trusts; it is never turned off). There the host may also be a
/// DNS name, which Network.framework resolves and checks the certificate against. On Linux this
/// package has no TLS (``isTLSAvailable`` is `false`): a connection to a `rediss://` endpoint fails at
/// once with an error that says so, before anything is sent, and never falls back to plain text. Use
/// `redis://` to a TLS tunnel (stunnel, spiped) on loopback there. Plain `redis://` hosts are numeric
/// addresses or `localhost` (no name lookup). Redis Cluster is out of scope (a single primary,
/// Sentinel-managed or not).
///
/// ```swift
/// var redis = try RedisEndpoint(url: "redis://bnet@10.0.0.5:6379/2")
/// redis.password = ProcessInfo.processInfo.environment["BNET_REDIS_PASSWORD"]
/// let managed = try RedisEndpoint(url: "rediss://bnet@redis.example.net:6380/0")   // TLS: Apple platforms
/// ```
public struct RedisEndpoint: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The host: a numeric address (IPv6 without brackets) or `localhost`, as no name is looked up for
    /// `redis://`; with TLS on Apple platforms also a DNS name, which Network.framework resolves.
    public var host: String
    /// The port, 6379 by default.
    public var port: UInt16
    /// The database `SELECT`ed after signing in, 0 by default.
    public var database: Int
    /// The ACL user (`AUTH user password`); the default user when `nil`.
    public var user: String?
    /// The password; never part of ``description``.
    public var password: String?
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

    /// Reads a `redis://[user[:password]@]host[:port][/db]` URL, or its TLS form `rediss://…`.
    ///
    /// A `rediss://` URL is read on every platform (it is only an address); whether the platform can
    /// open it is ``isTLSAvailable``.
    /// - Parameters:
    ///   - text: The URL.
    ///   - allowingPasswordInURL: Whether a password in the URL is taken (`false` where the URL came
    ///     from a command line, which other users of the machine can read).
    /// - Throws: `BattleNetError` `.invalidConfiguration` for another scheme, a missing host, a bad
    ///   port or database, or a password where none is allowed.
    public init(url text: String, allowingPasswordInURL: Bool = false) throws(BattleNetError) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            throw BattleNetError(.invalidConfiguration, message: "the Redis address must be a URL such as redis://127.0.0.1:6379/0")
        }
        guard scheme == "redis" || scheme == "rediss" else {
            throw BattleNetError(.invalidConfiguration, message: "the Redis address must start with redis:// (or rediss:// for TLS); got \(scheme)://")
        }
        guard var host = components.host, !host.isEmpty else {
            throw BattleNetError(.invalidConfiguration, message: "the Redis address names no host")
        }
        // An IPv6 address without the URL's brackets (Foundation keeps them on some platforms), as the
        // socket layer, Network.framework and ``description`` expect it.
        if host.hasPrefix("["), host.hasSuffix("]"), host.count > 2 { host = String(host.dropFirst().dropLast()) }
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
                  password: components.password?.removingPercentEncoding, usesTLS: scheme == "rediss")
    }

    /// `redis://user@host:port/db` (`rediss://` with TLS), without the password.
    public var description: String {
        (usesTLS ? "rediss://" : "redis://") + (user.map { "\($0)@" } ?? "") + "\(host.contains(":") ? "[\(host)]" : host):\(port)/\(database)"
            + (password == nil ? "" : " (with a password)")
    }

    /// The same as ``description``: the password is never shown.
    public var debugDescription: String { description }

    /// Host, port, database, user, whether there is a password and whether TLS is used, for `dump` and
    /// debuggers; never the password.
    public var customMirror: Mirror {
        Mirror(self, children: ["host": host, "port": port, "database": database, "user": user as Any, "hasPassword": password != nil,
                                "usesTLS": usesTLS])
    }
}
