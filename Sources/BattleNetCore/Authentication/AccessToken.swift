import Foundation

/// An OAuth access token with its expiry and scopes.
///
/// The token value never appears in `description`, `debugDescription` or `dump` output; read
/// ``value`` explicitly when you must hand it on.
public struct AccessToken: Codable, Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable {
    /// Whether a token was issued to the client itself or to a signed-in user.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// `client`: from the client-credentials grant; `user`: from a user's sign-in (authorization code).
        case client, user
    }

    /// The bearer token. Send it only in an `Authorization: Bearer` header.
    public let value: String
    /// Whether the token belongs to the client or to a signed-in user.
    public let kind: Kind
    /// When the token stops working.
    public let expiresAt: Date
    /// The scopes it grants (empty for client tokens).
    public let scopes: [OAuthScope]
    /// The `sub` of the token response: the client id, or the user's account id.
    public let subject: String?
    /// For a stored client token: a digest of the client id and secret that obtained it (see
    /// `TokenBinding`). A store that keeps tokens as JSON keeps it; without it a stored client token
    /// is not reused.
    var credentialBinding: String?

    /// A token as received from the OAuth server or restored from a store.
    /// - Parameters:
    ///   - value: The bearer token; never printed.
    ///   - kind: ``Kind-swift.enum/client`` or ``Kind-swift.enum/user``.
    ///   - expiresAt: When it stops working.
    ///   - scopes: The scopes granted (empty for client tokens).
    ///   - subject: The `sub` of the token response, when sent.
    public init(value: String, kind: Kind, expiresAt: Date, scopes: [OAuthScope] = [], subject: String? = nil) {
        self.value = value
        self.kind = kind
        self.expiresAt = expiresAt
        self.scopes = scopes
        self.subject = subject
    }

    /// Whether the token has expired at `date`.
    public func isExpired(at date: Date = Date()) -> Bool { date >= expiresAt }

    /// Whether the token grants `scope` (any user token when `nil`).
    public func grants(_ scope: OAuthScope?) -> Bool {
        guard let scope else { return true }
        return scopes.contains(scope)
    }

    /// The `Authorization` header value.
    var authorizationHeader: String { "Bearer \(value)" }

    public var description: String {
        let scopeText = scopes.isEmpty ? "" : ", scopes: \(scopes.spaceSeparated)"
        return "AccessToken(\(kind), expires: \(ISO8601DateFormatter().string(from: expiresAt))\(scopeText), value: <redacted>)"
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Mirror(self, children: [
            "value": "<redacted>", "kind": kind, "expiresAt": expiresAt, "scopes": scopes.map(\.rawValue),
            "subject": subject as Any,
        ], displayStyle: .struct)
    }
}

/// The body of a successful `POST /token`.
struct TokenResponse: Decodable {
    let accessToken: String
    let tokenType: String?
    let expiresIn: Double?
    let scope: String?
    let sub: String?

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case tokenType = "token_type"
        case expiresIn = "expires_in"
        case scope, sub
    }

    func token(kind: AccessToken.Kind, issuedAt now: Date) -> AccessToken {
        // Battle.net documents 24 h; a response without a usable expires_in (missing, negative, not
        // finite) is treated as one hour to stay safe, and no lifetime is trusted beyond a year.
        let lifetime = expiresIn.flatMap { $0.isFinite && $0 >= 0 ? min($0, 31_536_000) : nil } ?? 3600
        return AccessToken(
            value: accessToken, kind: kind, expiresAt: now.addingTimeInterval(lifetime),
            scopes: scope.map([OAuthScope].init(parsing:)) ?? [], subject: sub
        )
    }
}
