import Foundation

/// Signs a user in from a command-line (or desktop) app with the authorization-code flow, per
/// RFC 8252: the authorize URL to open, then either a one-shot ``LoopbackRedirectListener`` on the
/// loopback redirect URI or the address the user pastes back, then the code exchanged with the same
/// `redirect_uri` and the user token (with its scopes and expiry) kept by the manager's ``TokenStore``.
///
/// - **Redirect URI.** Battle.net sends the browser only to a redirect URI registered on the client
///   in the developer portal, matched exactly. The default is ``defaultRedirectURI``,
///   `http://localhost:8375/callback`: register exactly that, or pass the one you registered.
///   Whether Battle.net accepts plain-`http` loopback redirects today is likely but unconfirmed; with
///   an `https` redirect use ``signInByPasting(_:)``.
/// - **State.** Each sign-in sends a fresh 256-bit `state` that the redirect must bring back, once,
///   within 10 minutes; a redirect with another `state` (forged, replayed, another session) is
///   refused and **no code is exchanged**. The redirect must also come to the registered scheme,
///   host, port and path.
/// - **Secret.** With an ``AuthenticationManager`` made from ``ClientCredentials``, the code is
///   exchanged here; with `AuthenticationManager(clientID:)` pass an ``AuthorizationCodeExchanger``
///   (your server) and the secret never reaches this process.
/// - **Browser.** Opening the URL (`xdg-open`, `open`) is the caller's business: ``signIn(present:)``
///   hands it the URL to print or open.
///
/// ```swift
/// let auth = AuthenticationManager(credentials: credentials, store: FileTokenStore(directory: folder))
/// let login = CommandLineSignIn(manager: auth, scopes: [.openid, .wowProfile])
/// let token = try await login.signIn { url in print(url) }        // or open it in a browser
/// print(token.scopes, token.expiresAt)
/// print(try await auth.userInfo().battleTag ?? "")
/// ```
public struct CommandLineSignIn: Sendable {
    /// The default loopback port, 8375, in ``defaultRedirectURI``.
    public static let defaultPort: UInt16 = 8375
    /// `http://localhost:8375/callback`: the redirect URI to register on the client for the default.
    public static let defaultRedirectURI: URL = {
        var components = URLComponents()
        components.scheme = "http"
        components.host = "localhost"
        components.port = Int(defaultPort)
        components.path = "/callback"
        return components.url ?? URL(fileURLWithPath: "/")
    }()

    /// The manager that starts the sign-in, checks the redirect and keeps the token.
    public let manager: AuthenticationManager
    /// The scopes asked for, e.g. `[.openid, .wowProfile]`.
    public let scopes: [OAuthScope]
    /// The redirect URI, exactly as registered (port `0` picks a free port: only useful for local tests).
    public let redirectURI: URL
    /// How long the listener waits for the browser.
    public let timeout: Duration
    /// Exchanges the code on your server instead of with the manager's secret, when set.
    public let exchanger: (any AuthorizationCodeExchanger)?

    /// - Parameters:
    ///   - manager: Its ``TokenStore`` keeps the user token (use a ``FileTokenStore`` to keep it between runs).
    ///   - scopes: The scopes to ask for (`openid` for ``AuthenticationManager/userInfo()``).
    ///   - redirectURI: As registered on the client; ``defaultRedirectURI`` unless given.
    ///   - timeout: How long ``signIn(present:)`` waits for the browser (5 minutes).
    ///   - exchanger: Your server's code exchange, for a manager without the client secret.
    public init(
        manager: AuthenticationManager, scopes: [OAuthScope] = [.openid], redirectURI: URL = Self.defaultRedirectURI,
        timeout: Duration = .seconds(300), exchanger: (any AuthorizationCodeExchanger)? = nil
    ) {
        self.manager = manager
        self.scopes = scopes
        self.redirectURI = redirectURI
        self.timeout = timeout
        self.exchanger = exchanger
    }

    /// Signs the user in through a loopback listener on ``redirectURI``.
    ///
    /// Binds the listener first (so a port taken by another program fails before the browser opens;
    /// for `localhost`, on `127.0.0.1` and `[::1]` both), builds the authorize URL with the listener's
    /// redirect URI (with `state` and PKCE), calls `present` with the listener's one-time start address
    /// (``LoopbackRedirectListener/startURL(for:)``, `http://HOST:PORT/start/<nonce>`, which redirects
    /// the browser to the authorize URL, so no `state` goes on a command line), waits for the redirect
    /// (one with another `state` is answered 400 and the wait goes on), checks it, exchanges the code
    /// and stores the token. The browser's page says whether that worked (with Blizzard's
    /// `error_description` when Battle.net reports an error).
    /// - Parameter present: Shows the start address: print it on its own line, open a browser, or both.
    /// - Returns: The user token, already stored by the manager.
    /// - Throws: ``BattleNetError``: `.invalidConfiguration` when ``redirectURI`` is not an `http`
    ///   loopback URI or its port cannot be bound, or the manager has no client id or secret (and no
    ///   exchanger); `.timeout` when no redirect came; `.invalidRequest` for a forged, replayed or
    ///   misdirected redirect, or when the start address was opened twice (nothing is exchanged);
    ///   `.oauth` when Battle.net reports an error or refuses the code. `CancellationError` when the
    ///   task is cancelled. Whatever `present` throws.
    @discardableResult
    public func signIn(present: (URL) async throws -> Void) async throws -> AccessToken {
        let listener = try LoopbackRedirectListener(redirectURI: redirectURI, timeout: timeout)
        let start = try await manager.authorizationRequest(redirectURI: listener.redirectURI, scopes: scopes)
        try await present(listener.startURL(for: start))
        return try await listener.waitForRedirect { redirect in
            try await complete(redirect)
        }
    }

    /// Signs the user in with the address the browser ended on, pasted back by the user: for an
    /// `https` redirect URI, or a machine where the browser cannot reach the loopback listener.
    ///
    /// The same checks apply as with the listener: the pasted address must carry this sign-in's
    /// `state` and come to ``redirectURI``'s scheme, host, port and path.
    /// - Parameter readRedirect: Shows the authorize URL and returns what the user pasted (leading
    ///   and trailing spaces and a pair of surrounding `<>` or quotes are ignored).
    /// - Returns: The user token, already stored by the manager.
    /// - Throws: ``BattleNetError`` `.invalidRequest` when the pasted text is not an absolute URL or
    ///   the redirect is forged, replayed or misdirected (nothing is exchanged); `.oauth` when
    ///   Battle.net reports an error or refuses the code; `.invalidConfiguration` without a client id
    ///   or secret (and no exchanger).
    @discardableResult
    public func signInByPasting(_ readRedirect: (URL) async throws -> String) async throws -> AccessToken {
        let start = try await manager.authorizationRequest(redirectURI: redirectURI, scopes: scopes)
        let pasted = try await readRedirect(start.url)
        return try await complete(try Self.redirectURL(fromPasted: pasted))
    }

    /// Checks `redirect` and exchanges its code (with the manager's secret or through ``exchanger``).
    /// - Throws: As ``AuthenticationManager/authorizationCode(fromRedirect:)`` and ``AuthenticationManager/exchange(_:)``.
    @discardableResult
    public func complete(_ redirect: URL) async throws -> AccessToken {
        let code = try await manager.authorizationCode(fromRedirect: redirect)
        if let exchanger {
            return try await manager.exchange(code, using: exchanger)
        }
        return try await manager.exchange(code)
    }

    /// The URL in a pasted line.
    /// - Throws: ``BattleNetError`` `.invalidRequest` when it is not an absolute `http(s)` URL.
    static func redirectURL(fromPasted text: String) throws(BattleNetError) -> URL {
        var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for (open, close) in [("<", ">"), ("\"", "\""), ("'", "'")] where trimmed.count >= 2 && trimmed.hasPrefix(open) && trimmed.hasSuffix(close) {
            trimmed = String(trimmed.dropFirst().dropLast())
        }
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host?.isEmpty == false else {
            throw BattleNetError(
                .invalidRequest,
                message: "the pasted text is not the address the browser ended on (an http or https URL with ?code=...&state=...)"
            )
        }
        return url
    }
}
