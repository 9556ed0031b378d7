import Foundation

/// Supplies the access tokens ``BattleNetClient`` sends. ``AuthenticationManager`` is the real one;
/// `BattleNetTesting` has a fixed-token provider for tests and previews.
public protocol AccessTokenProvider: Sendable {
    /// A token that satisfies `requirement`, or `nil` when the call needs none.
    /// - Throws: ``BattleNetError`` (`.missingUserToken`, `.insufficientScope`, `.oauth`, ...).
    func accessToken(for requirement: TokenRequirement) async throws -> AccessToken?

    /// Reports that a request sent with `token` was answered 401.
    /// - Returns: `true` when a retry with a fresh token may succeed (the provider renewed it or will).
    func tokenWasRejected(_ token: AccessToken) async -> Bool
}

/// Exchanges an authorization code for a user token somewhere other than this process: typically
/// your own server, so the client secret never ships inside an app.
///
/// ```swift
/// struct MyBackend: AuthorizationCodeExchanger {
///     func exchange(code: String, redirectURI: URL) async throws -> AccessToken {
///         ...  // POST the code to your server, which calls Battle.net's /token with the secret.
///     }
/// }
/// ```
public protocol AuthorizationCodeExchanger: Sendable {
    /// Exchanges an authorization code for a user token, typically by asking your own server, which holds
    /// the client secret.
    /// - Parameters:
    ///   - code: The code from the redirect.
    ///   - redirectURI: The redirect URI the sign-in used.
    /// - Returns: The user token.
    /// - Throws: Whatever your exchange reports; ``AuthenticationManager`` passes it on.
    func exchange(code: String, redirectURI: URL) async throws -> AccessToken

    /// Exchanges an authorization code together with the sign-in's PKCE `code_verifier` (RFC 7636),
    /// which your server sends as the `code_verifier` form field of the token request.
    ///
    /// ``AuthenticationManager`` calls this one. The default implementation drops the verifier and
    /// calls ``exchange(code:redirectURI:)``, which Battle.net accepts today (it is not known to check
    /// PKCE); a server that enforces PKCE (the stand-in does once a `code_challenge` was sent) needs
    /// the verifier, so implement this and forward it, e.g. to
    /// ``AuthenticationManager/exchange(code:redirectURI:codeVerifier:)``.
    /// - Parameters:
    ///   - code: The code from the redirect.
    ///   - redirectURI: The redirect URI the sign-in used.
    ///   - codeVerifier: The sign-in's PKCE verifier (43 characters); `nil` when the sign-in sent none.
    /// - Returns: The user token.
    /// - Throws: Whatever your exchange reports; ``AuthenticationManager`` passes it on.
    func exchange(code: String, redirectURI: URL, codeVerifier: String?) async throws -> AccessToken
}

extension AuthorizationCodeExchanger {
    /// Drops the verifier and calls ``exchange(code:redirectURI:)``.
    /// - Parameters:
    ///   - code: The code from the redirect.
    ///   - redirectURI: The redirect URI the sign-in used.
    ///   - codeVerifier: Ignored.
    /// - Returns: The user token.
    /// - Throws: Whatever ``exchange(code:redirectURI:)`` throws.
    public func exchange(code: String, redirectURI: URL, codeVerifier: String?) async throws -> AccessToken {
        try await exchange(code: code, redirectURI: redirectURI)
    }
}

/// The start of a sign-in: open ``url`` in a browser, then hand the redirect to
/// ``AuthenticationManager/authorizationCode(fromRedirect:)``.
public struct AuthorizationRequest: Hashable, Sendable {
    /// The `https://oauth.battle.net/authorize?...` URL to open.
    public let url: URL
    /// The random `state` sent with it; the redirect must bring it back.
    public let state: String
    /// The redirect URI registered for your client that Battle.net will send the browser back to.
    public let redirectURI: URL
    /// The scopes asked for, e.g. `[.openid, .d3Profile]`.
    public let scopes: [OAuthScope]
}

/// An authorization code returned to the redirect URI, ready to exchange for a user token.
public struct AuthorizationCode: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
    /// The one-time code Battle.net put in the redirect; redacted when printed.
    public let code: String
    /// The redirect URI the sign-in started with; the exchange must send the same one.
    public let redirectURI: URL
    /// The scopes the sign-in asked for, e.g. `[.openid, .d3Profile]`.
    public let scopes: [OAuthScope]
    /// The sign-in's PKCE `code_verifier` (RFC 7636), sent with the code at the exchange; redacted
    /// when printed. `nil` for a sign-in that sent no `code_challenge`.
    public let codeVerifier: String?

    init(code: String, redirectURI: URL, scopes: [OAuthScope], codeVerifier: String? = nil) {
        self.code = code
        self.redirectURI = redirectURI
        self.scopes = scopes
        self.codeVerifier = codeVerifier
    }

    public var description: String { "AuthorizationCode(redirectURI: \(redirectURI), code: <redacted>)" }
    public var customMirror: Mirror {
        Mirror(self, children: [
            "code": "<redacted>", "redirectURI": redirectURI, "scopes": scopes,
            "codeVerifier": codeVerifier == nil ? "nil" : "<redacted>",
        ], displayStyle: .struct)
    }
}
