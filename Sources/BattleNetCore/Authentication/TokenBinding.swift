import Foundation

/// Ties stored tokens to what obtained them.
///
/// - Store keys name a SHA-256 of the OAuth origin and the client id (length-prefixed, so no two
///   different pairs share a key, whatever characters they contain).
/// - A client token is stored with a digest of the client id and secret; a stored token whose digest
///   differs (another secret, or none) is not used, so a wrong secret fails as it would with no cache.
/// - A client token shared through a ``ClientTokenCoordinator`` is named by a digest of the OAuth
///   origin, the client id and the secret, never by the id or the secret themselves.
enum TokenBinding {
    static func storeKey(_ kind: AccessToken.Kind, clientID: String?, oauthBaseURL: URL) -> String {
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
    static func sharedKey(_ credentials: ClientCredentials, oauthBaseURL: URL) -> String {
        let origin = origin(of: oauthBaseURL)
        let id = credentials.clientID, secret = credentials.clientSecret
        return SHA256.hex(
            "BattleNet shared client token v1|\(origin.utf8.count):\(origin)|\(id.utf8.count):\(id)|\(secret.utf8.count):\(secret)"
        )
    }

    /// `scheme://host[:port]`, lowercased.
    private static func origin(of url: URL) -> String {
        "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? "")" + (url.port.map { ":\($0)" } ?? "")
    }
}
