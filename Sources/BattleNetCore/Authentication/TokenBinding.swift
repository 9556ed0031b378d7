import Foundation

/// Ties stored tokens to what obtained them, and to where they may be sent.
///
/// - Store keys name a SHA-256 of the OAuth origin, the client id and the token's audience (the API
///   hosts it may be sent to: ``TokenAudience``), length-prefixed, so no two different triples share a
///   key, whatever characters they contain. Keys of the earlier form (without the audience) are
///   ``legacyStoreKey(_:clientID:oauthBaseURL:)``: their entries are dropped.
/// - A client token is stored with a digest of the client id and secret; a stored token whose digest
///   differs (another secret, or none) is not used, so a wrong secret fails as it would with no cache.
/// - A client token shared through a ``ClientTokenCoordinator`` is named by a digest of the OAuth
///   origin, the client id and the secret, never by the id or the secret themselves.
enum TokenBinding {
    static func storeKey(_ kind: AccessToken.Kind, clientID: String?, oauthBaseURL: URL, audience: TokenAudience? = nil) -> String {
        let origin = origin(of: oauthBaseURL)
        let id = clientID ?? ""
        let hosts = (audience ?? TokenAudience(oauthBaseURL: oauthBaseURL, trustedAPIHosts: [])).key
        return "\(kind.rawValue).\(SHA256.hex("BattleNet token v2|\(origin.utf8.count):\(origin)|\(id.utf8.count):\(id)|\(hosts.utf8.count):\(hosts)"))"
    }

    /// The key entries were stored under before the audience was part of it.
    static func legacyStoreKey(_ kind: AccessToken.Kind, clientID: String?, oauthBaseURL: URL) -> String {
        let origin = origin(of: oauthBaseURL)
        let id = clientID ?? ""
        return "\(kind.rawValue).\(SHA256.hex("\(origin.utf8.count):\(origin)|\(id.utf8.count):\(id)"))"
    }

    /// The digest stored with a client token: SHA-256 over a fixed label, the id and the secret.
    static func credentialDigest(_ credentials: ClientCredentials) -> String {
        let id = credentials.clientID, secret = credentials.clientSecret
        return SHA256.hex("BattleNet client token binding v1|\(id.utf8.count):\(id)|\(secret.utf8.count):\(secret)")
    }

    /// The key a ``ClientTokenCoordinator`` shares the client token under: SHA-256 over a fixed label,
    /// the OAuth origin, the client id and the secret (length-prefixed), so managers with the same
    /// three share a token and any difference (another secret included) names another one.
    /// `audience` is the manager's; without one, Battle.net's API hosts alone for Battle.net's OAuth host.
    static func sharedKey(_ credentials: ClientCredentials, oauthBaseURL: URL, audience: TokenAudience? = nil) -> String {
        let origin = origin(of: oauthBaseURL)
        let id = credentials.clientID, secret = credentials.clientSecret
        let hosts = (audience ?? TokenAudience(oauthBaseURL: oauthBaseURL, trustedAPIHosts: [])).key
        return SHA256.hex(
            "BattleNet shared client token v2|\(origin.utf8.count):\(origin)|\(id.utf8.count):\(id)|\(secret.utf8.count):\(secret)"
                + "|\(hosts.utf8.count):\(hosts)"
        )
    }

    /// `scheme://host[:port]`, lowercased.
    static func origin(of url: URL) -> String {
        "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? "")" + (url.port.map { ":\($0)" } ?? "")
    }
}

/// The API hosts a manager's tokens may be sent to.
///
/// A token from Battle.net's OAuth host (`oauth.battle.net`, `oauth.battlenet.com.cn` and the
/// regions' `*.battle.net` hosts) goes only to Battle.net's API hosts (`https://*.api.blizzard.com`,
/// `https://gateway.battlenet.com.cn`) and to the hosts the app names in code
/// (``AuthenticationManager/trustedAPIHosts``). A token from another OAuth host (a local stand-in, a
/// test server) was not issued by Battle.net and may go to any API host.
struct TokenAudience: Hashable, Sendable {
    /// Whether the OAuth host is Battle.net's, so the rule applies.
    let isBattleNet: Bool
    /// The origins (`scheme://host[:port]`, lowercased) trusted on top of Battle.net's API hosts, sorted.
    let trusted: [String]

    init(oauthBaseURL: URL, trustedAPIHosts: [URL]) {
        isBattleNet = Self.isBattleNetOAuth(oauthBaseURL)
        trusted = Set(trustedAPIHosts.map(TokenBinding.origin(of:))).sorted()
    }

    /// What the store key says of the audience.
    var key: String { isBattleNet ? "battle.net API hosts" + trusted.map { " + " + $0 }.joined() : "any API host" }

    /// Whether a token may be sent to `url`.
    func allows(_ url: URL) -> Bool {
        guard isBattleNet else { return true }
        if Self.isOfficialAPIHost(url) { return true }
        return trusted.contains(TokenBinding.origin(of: url))
    }

    /// `https` on `oauth.battle.net`, `oauth.battlenet.com.cn`, or another host under `battle.net` or
    /// `battlenet.com.cn` (the regions' older OAuth hosts), on the default port.
    static func isBattleNetOAuth(_ url: URL) -> Bool {
        guard url.scheme?.lowercased() == "https", url.port == nil || url.port == 443, let host = url.host?.lowercased() else { return false }
        return host == "battle.net" || host.hasSuffix(".battle.net") || host == "battlenet.com.cn" || host.hasSuffix(".battlenet.com.cn")
    }

    /// `https` on a region's API host: `*.api.blizzard.com` or `gateway.battlenet.com.cn`, on the default port.
    static func isOfficialAPIHost(_ url: URL) -> Bool {
        guard url.scheme?.lowercased() == "https", url.port == nil || url.port == 443, let host = url.host?.lowercased() else { return false }
        return host.hasSuffix(".api.blizzard.com") || host == "gateway.battlenet.com.cn"
    }
}
