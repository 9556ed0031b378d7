import Foundation

/// Where and how a ``BattleNetClient`` talks to Battle.net.
///
/// ```swift
/// var configuration = BattleNetConfiguration(region: .eu, locale: .frFR)
/// configuration.apiHost = URL(string: "http://127.0.0.1:8080")   // a local stand-in
/// ```
public struct BattleNetConfiguration: Hashable, Sendable {
    public var region: Region
    /// The locale sent with every call; `nil` asks for every locale (strings become per-locale objects).
    public var locale: LocaleCode?
    /// The World of Warcraft flavor of this client's calls (retail unless set); a call can choose
    /// another with ``Endpoint/flavor(_:)`` or ``OperationRepository/flavor(_:)``.
    public var flavor: GameFlavor = .retail
    /// Replaces the region's API host (a proxy or a local stand-in). Plain `http` only on loopback.
    public var apiHost: URL?
    /// Replaces the OAuth host. Plain `http` only on loopback.
    public var oauthHost: URL?
    /// The default timeout of each attempt of a call (operations with large bodies declare longer ones).
    public var timeout: Duration
    /// The client-side rate limit, Blizzard's published one by default; `nil` for none.
    public var rateLimit: RateLimit?
    /// When failed calls are retried.
    public var retry: RetryPolicy
    /// Whether identical `GET` calls in flight at the same moment share one request.
    public var coalescesRequests: Bool

    /// A configuration for `region`.
    /// - Parameter locale: The locale to send; the region's default (e.g. `en_GB` for `eu`) when `nil`.
    ///   To ask for every locale at once, set ``locale`` to `nil` after creating the configuration.
    public init(region: Region = .us, locale: LocaleCode? = nil, apiHost: URL? = nil, oauthHost: URL? = nil,
                timeout: Duration = .seconds(30), rateLimit: RateLimit? = .blizzard, retry: RetryPolicy = .standard,
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
    ///   is allowed only for loopback: `localhost`, `127.0.0.0/8`, `::1`), has no host name, or
    ///   carries a query or user info.
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
        case "http" where isLoopback(host): return
        case "http":
            throw BattleNetError(
                .invalidConfiguration,
                message: "the \(role) \(url) uses plain http; use https (plain http is allowed only for loopback hosts)"
            )
        default:
            throw BattleNetError(.invalidConfiguration, message: "the \(role) \(url) must be an https URL")
        }
    }

    /// `localhost`, `127.0.0.0/8` or `::1`.
    static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        if bare == "localhost" || bare == "::1" { return true }
        let octets = bare.split(separator: ".")
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
