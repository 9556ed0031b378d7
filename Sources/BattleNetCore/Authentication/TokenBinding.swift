import Foundation

/// Ties stored tokens to what obtained them.
///
/// - Store keys name a SHA-256 of the OAuth origin and the client id (length-prefixed, so no two
///   different pairs share a key, whatever characters they contain).
/// - A client token is stored with a digest of the client id and secret; a stored token whose digest
///   differs (another secret, or none) is not used, so a wrong secret fails as it would with no cache.
enum TokenBinding {
    static func storeKey(_ kind: AccessToken.Kind, clientID: String?, oauthBaseURL: URL) -> String {
        let origin = "\(oauthBaseURL.scheme?.lowercased() ?? "")://\(oauthBaseURL.host?.lowercased() ?? "")"
            + (oauthBaseURL.port.map { ":\($0)" } ?? "")
        let id = clientID ?? ""
        return "\(kind.rawValue).\(SHA256.hex("\(origin.utf8.count):\(origin)|\(id.utf8.count):\(id)"))"
    }

    /// The digest stored with a client token: SHA-256 over a fixed label, the id and the secret.
    static func credentialDigest(_ credentials: ClientCredentials) -> String {
        let id = credentials.clientID, secret = credentials.clientSecret
        return SHA256.hex("BattleNet client token binding v1|\(id.utf8.count):\(id)|\(secret.utf8.count):\(secret)")
    }
}
