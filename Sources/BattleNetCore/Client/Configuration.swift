import Foundation

/// Where and how a ``BattleNetClient`` talks to Battle.net.
///
/// ```swift
/// var configuration = BattleNetConfiguration(region: .eu, locale: .frFR)
/// configuration.apiHost = URL(string: "http://127.0.0.1:8080")   // a local stand-in
/// ```
public struct BattleNetConfiguration: Hashable, Sendable {
    /// The region whose hosts and data the client uses, e.g. ``BattleNetRegion/eu``.
    public var region: BattleNetRegion
    /// The locale sent with every call; `nil` asks for every locale (strings become per-locale objects).
    public var locale: LocaleCode?
    /// The namespace variant of this client's calls (World of Warcraft's flavor, which its module
    /// sets as `configuration.flavor`); the base variant when `nil`.
    package var variant: NamespaceVariant?
    /// Replaces the region's API host (a proxy or a local stand-in). Plain `http` only on loopback.
    public var apiHost: URL?
    /// Replaces the OAuth host. Plain `http` only on loopback.
    public var oauthHost: URL?
    /// How long each attempt of every call may take; `nil` (the default) lets each operation keep its
    /// own: 30 seconds, or longer where its bodies are large (auctions: 120 s). Set it only when every
    /// call should have the same deadline. A per-call ``BattleNetRequest/timeout(_:)`` wins over it.
    public var timeout: Duration?
    /// The client-side rate limit, Blizzard's published one by default; `nil` for none.
    public var rateLimit: RateLimit?
    /// The priority of this client's calls at the rate limiter: ``BattleNetPriority/interactive`` by
    /// default; ``BattleNetPriority/background`` for a crawl that should yield to calls a user waits on.
    /// A call's own ``BattleNetRequest/priority(_:)`` wins over it.
    public var priority: BattleNetPriority = .interactive
    /// When failed calls are retried.
    public var retry: RetryPolicy
    /// Whether identical `GET` calls in flight at the same moment share one request.
    public var coalescesRequests: Bool
    /// The most bytes a response may make the client hold (``BodyLimits/standard`` by default: 256 MiB
    /// buffered, 1 MiB per streamed element); a call over them fails with
    /// ``BattleNetError/Kind-swift.struct/bodyTooLarge``. A per-call ``BattleNetRequest/bodyLimits(_:)`` wins.
    public var bodyLimits: BodyLimits = .standard

    /// A configuration for `region`.
    /// - Parameters:
    ///   - region: The region whose hosts and data to use, e.g. `.eu`.
    ///   - locale: The locale to send; the region's default (e.g. `en_GB` for `eu`) when `nil`.
    ///     To ask for every locale at once, set ``locale`` to `nil` after creating the configuration.
    ///   - apiHost: Replaces the region's API host (a proxy or a local stand-in); `http` only on loopback.
    ///   - oauthHost: Replaces the region's OAuth host; `http` only on loopback.
    ///   - timeout: How long one attempt of every call may take before it fails with `.timeout`; each
    ///     operation's own (30 seconds, longer for large bodies) when `nil`.
    ///   - rateLimit: The limit the client keeps under; ``RateLimit/blizzard`` by default, `nil` for none.
    ///   - retry: Which failures are retried, how often and how long; ``RetryPolicy/standard`` by default.
    ///   - coalescesRequests: Whether identical `GET` calls in flight at once share one request.
    public init(region: BattleNetRegion = .us, locale: LocaleCode? = nil, apiHost: URL? = nil, oauthHost: URL? = nil,
                timeout: Duration? = nil, rateLimit: RateLimit? = .blizzard, retry: RetryPolicy = .standard,
                coalescesRequests: Bool = true) {
        self.region = region
        self.locale = locale ?? region.defaultLocale
        self.apiHost = apiHost
        self.oauthHost = oauthHost
        self.timeout = timeout
        self.rateLimit = rateLimit
        self.retry = retry
        self.coalescesRequests = coalescesRequests
    }

    /// The API host in use.
    public var apiBaseURL: URL { apiHost ?? region.apiBaseURL }
    /// The OAuth host in use.
    public var oauthBaseURL: URL { oauthHost ?? region.oauthBaseURL }

    /// Checks the hosts.
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` for a host that is not `https` (plain `http`
    ///   is allowed only for loopback hosts written as addresses: `localhost` exactly, `127.0.0.0/8`
    ///   in strict dotted-decimal form, `::1`; `127.0.0.1.` or `127..0.0.1` are names, and refused),
    ///   has no host name, or carries a query or user info.
    public func validate() throws(BattleNetError) {
        try Self.validate(apiBaseURL, role: "API host")
        try Self.validate(oauthBaseURL, role: "OAuth host")
    }

    static func validate(_ url: URL, role: String) throws(BattleNetError) {
        guard let host = url.host, !host.isEmpty else {
            throw BattleNetError(.invalidConfiguration, message: "the \(role) \(url) has no host name")
        }
        guard url.query == nil, url.user == nil, url.password == nil else {
            throw BattleNetError(.invalidConfiguration, message: "the \(role) must not carry a query or credentials")
        }
        switch url.scheme?.lowercased() {
        case "https": return
        case "http" where isLoopback(host) && !host.contains("%")
            && URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedHost.map(isLoopback) == true:
            return
        case "http":
            throw BattleNetError(
                .invalidConfiguration,
                message: "the \(role) \(url) uses plain http; use https (plain http is allowed only for loopback hosts)"
            )
        default:
            throw BattleNetError(.invalidConfiguration, message: "the \(role) \(url) must be an https URL")
        }
    }

    /// Whether `host` is a loopback address written as an address: `localhost` exactly, an IPv4
    /// address in `127.0.0.0/8` in strict dotted-decimal form (four decimal octets, no empty parts,
    /// no leading zeros, no trailing dot), or the IPv6 loopback `::1` in any valid spelling. Anything
    /// else (`127.0.0.1.`, `127..0.0.1`, `0x7f.1`, `127.1`, `localhost.`, names) would be resolved as
    /// a name, so it is not loopback.
    static func isLoopback(_ host: String) -> Bool {
        var bare = Substring(host)
        if bare.hasPrefix("["), bare.hasSuffix("]") { bare = bare.dropFirst().dropLast() }
        if bare.lowercased() == "localhost" { return true }
        if let octets = ipv4Octets(bare) { return octets[0] == 127 }
        if bare.contains(":"), let groups = ipv6Groups(bare) { return groups == [0, 0, 0, 0, 0, 0, 0, 1] }
        return false
    }

    /// The four octets of a strict dotted-decimal IPv4 address; `nil` for anything else.
    static func ipv4Octets(_ text: Substring) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var octets: [UInt8] = []
        for part in parts {
            guard (1...3).contains(part.count), part.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                  part == "0" || !part.hasPrefix("0"), let value = UInt8(part) else { return nil }
            octets.append(value)
        }
        return octets
    }

    /// The eight 16-bit groups of an IPv6 address (RFC 4291 text forms, with `::` and a trailing
    /// dotted IPv4 part); `nil` for anything else, including zone ids.
    static func ipv6Groups(_ text: Substring) -> [UInt16]? {
        guard !text.contains("%"), text.utf8.count <= 45 else { return nil }
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return nil }
        func groups(_ part: String, allowIPv4Tail: Bool) -> [UInt16]? {
            if part.isEmpty { return [] }
            var result: [UInt16] = []
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if allowIPv4Tail, index == pieces.count - 1, piece.contains(".") {
                    guard let octets = ipv4Octets(piece) else { return nil }
                    result.append(UInt16(octets[0]) << 8 | UInt16(octets[1]))
                    result.append(UInt16(octets[2]) << 8 | UInt16(octets[3]))
                    continue
                }
                guard (1...4).contains(piece.count), let value = UInt16(piece, radix: 16) else { return nil }
                result.append(value)
            }
            return result
        }
        if halves.count == 1 {
            guard let all = groups(halves[0], allowIPv4Tail: true), all.count == 8 else { return nil }
            return all
        }
        guard let head = groups(halves[0], allowIPv4Tail: false), let tail = groups(halves[1], allowIPv4Tail: true),
              head.count + tail.count <= 7 else { return nil }
        return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
    }
}
