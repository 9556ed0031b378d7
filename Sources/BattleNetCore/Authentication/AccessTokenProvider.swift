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
///         // POST the code to your server, which calls Battle.net's /token with the secret.
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

    public var description: String { "AuthorizationCode(redirectURI: \(redirectURI), code: <redacted>)" }
    public var customMirror: Mirror {
        Mirror(self, children: ["code": "<redacted>", "redirectURI": redirectURI, "scopes": scopes], displayStyle: .struct)
    }
}
