import BattleNetCore
import BattleNetRedis
import Foundation

/// `bnet login`, `whoami`, `logout` and `token --user`: a Battle.net user's sign-in from the command
/// line, built on ``CommandLineSignIn`` and the manager's ``TokenStore``.
///
/// User tokens live in the per-user ``FileTokenStore`` (owner-only files in an owner-only folder),
/// under the key ``AuthenticationManager`` gives them (client id and OAuth host), for every host, a
/// loopback stand-in included: unlike a client token, which `bnet` can fetch again at any time, a user
/// token exists only because the user signed in, so `whoami` in the next run must find it.
extension Context {
    static let loginDiscussion = """
    Signs a Battle.net user in with the authorization-code flow (RFC 8252) and stores their token, with
    its scopes and expiry, owner-only in $XDG_CACHE_HOME/bnet or ~/.cache/bnet, for bnet whoami,
    bnet token --user and calls that need a user token. Needs BNET_CLIENT_ID and BNET_CLIENT_SECRET
    (afterwards BNET_CLIENT_ID alone finds the token).

    Battle.net sends the browser back only to a redirect URI registered on the client
    (https://develop.battle.net/access/clients), compared exactly. Register
    http://localhost:8375/callback (the default), or pass the one you registered with --redirect-uri.
    bnet listens once on that loopback address, opens the browser (xdg-open, or open on macOS) and
    waits --wait seconds (300); with --no-browser it prints the address to open on stdout instead.
    Whether Battle.net accepts plain-http loopback redirects is likely but unconfirmed: --paste works
    with any registered redirect, https too (sign in, then paste the address the browser ended on).

    bnet opens (or prints) a one-time address of its own listener, http://HOST:PORT/start/..., which
    sends the browser on to Battle.net: the sign-in's state is never on a command line, where other
    users of the machine could read it; a second visit of that address stops the sign-in. With
    localhost, bnet listens on both 127.0.0.1 and [::1] and refuses to start when another program holds
    either; registering http://127.0.0.1:PORT/callback instead is safer. With --paste the address to
    open is printed on stdout, never handed to an opener.

    Each sign-in sends a fresh state and PKCE (S256); a redirect that does not bring the state back
    (forged, replayed, stale) is answered 400 and bnet keeps waiting for the right one; no code is
    exchanged for it. Exit 1 when the sign-in fails or is refused, 2 for usage.
    """

    // MARK: login

    func login(_ words: [String]) async throws {
        guard words.isEmpty else { throw UsageError("login takes no arguments, only options (see bnet help login)") }
        guard case .live(let credentials) = try mode(canReplay: false) else {
            throw UsageError("login needs BNET_CLIENT_ID and BNET_CLIENT_SECRET: it exchanges the sign-in's code with the client's secret")
        }
        let configuration = try checkedConfiguration()
        let redirect = options.redirectURI ?? CommandLineSignIn.defaultRedirectURI
        if !options.paste, redirect.scheme?.lowercased() != "http" || !Self.isLoopback(redirect) {
            throw UsageError("bnet can listen only on an http loopback redirect URI (localhost, 127.0.0.1 or [::1]), not "
                + "\(redirect.absoluteString); add --paste to paste the address the browser ends on instead")
        }
        let scopes = options.scopes ?? [.openid]
        let wait = options.wait ?? .seconds(300)
        let (store, folder) = try userTokenStore()
        let manager = traced(AuthenticationManager(
            credentials: credentials, oauthBaseURL: configuration.oauthBaseURL, transport: transport ?? URLSessionTransport(),
            store: store, timeout: options.timeout ?? .seconds(30)
        ))
        let signIn = CommandLineSignIn(manager: manager, scopes: scopes, redirectURI: redirect, timeout: wait)
        console.err("bnet: signing in at \(configuration.oauthBaseURL.absoluteString) for client \(credentials.clientID), scopes \(scopes.spaceSeparated)")
        console.err("bnet: the client must have exactly \(redirect.absoluteString) among its registered redirect URIs"
            + (redirect.port == 0 ? " (port 0: a free port, which only a local stand-in accepts)" : ""))
        let token: AccessToken
        do {
            if options.paste {
                token = try await signIn.signInByPasting { url in
                    // This address carries the sign-in's state: it goes to stdout, never on an opener's
                    // command line, which every user of the machine can read.
                    console.err("bnet: open this address in a browser and sign in:")
                    console.out(url.absoluteString)
                    console.err("bnet: after signing in, paste the address your browser ended on (…?code=…&state=…) and press Enter:")
                    guard let line = await console.readLine() else {
                        throw UsageError("nothing was pasted (standard input ended); run bnet login --paste again")
                    }
                    return line
                }
            } else {
                token = try await signIn.signIn { url in
                    // The listener's one-time start address (it redirects to Battle.net): no state in it.
                    present(url)
                    var listening = URLComponents(url: redirect, resolvingAgainstBaseURL: false)
                    listening?.port = url.port
                    console.err("bnet: waiting up to \(wait.components.seconds) s for the browser to come back to "
                        + (listening?.url?.absoluteString ?? redirect.absoluteString))
                }
            }
        } catch let error as BattleNetError where error.kind == .invalidConfiguration {
            // The port is taken or not allowed: the command line must change.
            throw UsageError(error.failureReason ?? error.message)
        }
        let expires = ISO8601DateFormatter().string(from: token.expiresAt)
        console.out("signed in: scopes \(token.scopes.isEmpty ? "(none)" : token.scopes.spaceSeparated), expires \(expires)")
        console.err("bnet: the user token is stored owner-only" + (folder.map { " in \($0.path)" } ?? "")
            + "; bnet logout forgets it" + (token.grants(.openid) ? "" : "; bnet whoami needs --scope openid"))
    }

    /// Shows the authorize URL: on stdout with `--no-browser` (or when no browser can be started),
    /// else in the browser, with the address on stderr in case none opens.
    private func present(_ url: URL) {
        if options.noBrowser {
            console.err("bnet: open this address in a browser and sign in:")
            console.out(url.absoluteString)
        } else if openBrowser(url) {
            console.err("bnet: opened a browser to sign in; if none opened, visit:")
            console.err(url.absoluteString)
        } else {
            console.err("bnet: cannot start \(Self.browserOpener); open this address in a browser and sign in:")
            console.out(url.absoluteString)
        }
    }

    #if canImport(Darwin)
    static let browserOpener = "open"
    #else
    static let browserOpener = "xdg-open"
    #endif

    /// Starts the system's opener (`xdg-open`, or `open` on macOS) from `PATH` with the URL as its only
    /// argument (no shell), without waiting for it, in an environment of ``openerEnvironment(from:)``
    /// only, so neither `BNET_CLIENT_SECRET` nor a proxy's credentials reach the opener or the browser.
    /// `false` when there is none or it cannot start, and always on iOS, tvOS, watchOS and visionOS,
    /// which have no `Process`.
    func openBrowser(_ url: URL) -> Bool {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        return false
        #else
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let candidates = path.split(separator: ":").filter { $0.hasPrefix("/") }.map { $0 + "/" + Self.browserOpener }
        guard let executable = candidates.first(where: FileManager.default.isExecutableFile) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.environment = Self.openerEnvironment(from: environment)
        process.arguments = [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
        #endif
    }

    /// The variables a browser opener needs to find and show a browser, and nothing else: `PATH`,
    /// `HOME`, `LANG`, `LC_*`, `DISPLAY`, `WAYLAND_DISPLAY`, `XDG_*`, `DBUS_SESSION_BUS_ADDRESS` and
    /// `BROWSER`.
    static func openerEnvironment(from environment: [String: String]) -> [String: String] {
        let names: Set = ["PATH", "HOME", "LANG", "DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "BROWSER"]
        return environment.filter { name, _ in names.contains(name) || name.hasPrefix("LC_") || name.hasPrefix("XDG_") }
    }

    // MARK: whoami, token --user, logout

    func whoami(_ words: [String]) async throws {
        guard words.isEmpty else { throw UsageError("whoami takes no arguments") }
        let manager = try await userManager(try mode(canReplay: false, token: .user(scope: .openid)))
        if let token = try await manager.currentUserToken(), !token.grants(.openid) {
            var error = BattleNetError(
                .insufficientScope,
                message: "userinfo needs the openid scope; the user token grants \(token.scopes.isEmpty ? "none" : token.scopes.spaceSeparated)"
            )
            error.requiredScope = .openid
            throw error
        }
        let user = try await manager.userInfo()
        console.out("battletag: \(user.battleTag ?? "(none)")")
        console.out("id: \(user.id.map(String.init) ?? user.sub)")
    }

    /// `bnet token --user`: the stored user token's expiry and scopes as `check_token` reports them.
    func userToken() async throws {
        let manager = try await userManager(try mode(canReplay: false, token: .user(scope: nil)))
        guard let token = try await manager.currentUserToken() else {
            throw BattleNetError(.missingUserToken, message: "no user token is stored for this client and OAuth host")
        }
        let info = try await manager.checkToken(token)
        let remaining = Int(min(max(info.expiresAt.timeIntervalSinceNow, 0), 1e9))
        if let name = info.userName { console.out("user: \(name)") }
        if let client = info.clientID { console.out("client: \(client)") }
        console.out("expires: \(ISO8601DateFormatter().string(from: info.expiresAt)) (in \(remaining / 3600)h \((remaining % 3600) / 60)m)")
        console.out("scopes: \(info.scopes.isEmpty ? "(none)" : info.scopes.spaceSeparated)")
        if options.show { console.out("token: \(token.value)") }
    }

    func logout(_ words: [String]) async throws {
        guard words.isEmpty else { throw UsageError("logout takes no arguments") }
        guard let clientID = environment["BNET_CLIENT_ID"], !clientID.isEmpty else {
            throw UsageError("logout needs BNET_CLIENT_ID: it forgets the user signed in to that client")
        }
        let configuration = try checkedConfiguration()
        let (store, _) = try userTokenStore()
        let manager = AuthenticationManager(
            clientID: clientID, oauthBaseURL: configuration.oauthBaseURL, transport: transport ?? URLSessionTransport(), store: store
        )
        let stored = try await manager.currentUserToken()
        try await manager.setUserToken(nil)
        let whose = "client \(clientID) at \(configuration.oauthBaseURL.absoluteString)"
        guard let stored else {
            console.out("no user was signed in for \(whose)")
            return
        }
        console.out("signed out: the stored user token for \(whose) is gone")
        if !stored.isExpired() {
            console.err("bnet: Battle.net documents no revocation, so the token itself stays valid until "
                + ISO8601DateFormatter().string(from: stored.expiresAt))
        }
    }

    // MARK: Plumbing

    /// Where user tokens live: the per-user file store, for every OAuth host (a test's store when given).
    /// - Throws: ``UsageError`` when there is no per-user cache folder.
    func userTokenStore() throws(UsageError) -> (store: any TokenStore, folder: URL?) {
        if let tokenStore { return (tokenStore, nil) }
        do {
            let folder = try FileTokenStore.defaultDirectory(environment: environment)
            return (FileTokenStore(directory: folder), folder)
        } catch {
            throw UsageError((error.failureReason ?? error.message) + "; user tokens are kept only there")
        }
    }

    /// What bnet says when the stored user token was of an earlier bnet, stored without the API hosts
    /// it may be sent to, and was removed.
    static let droppedTokenNote = "the stored user token was saved by an earlier bnet without the API hosts it may be sent to, and was removed: run bnet login again (with BNET_CLIENT_ID and BNET_CLIENT_SECRET set)"

    /// The manager holding the stored user token: with the client's credentials in live mode, with
    /// the client id alone in user mode, where a stored, unexpired user token is required and stderr
    /// says it is used.
    /// - Throws: ``UsageError`` in user mode without a stored token, or in replay mode.
    func userManager(_ mode: Mode) async throws -> AuthenticationManager {
        let configuration = try checkedConfiguration()
        let (store, _) = try userTokenStore()
        switch mode {
        case .live(let credentials):
            let manager = traced(AuthenticationManager(
                credentials: credentials, oauthBaseURL: configuration.oauthBaseURL, transport: transport ?? URLSessionTransport(),
                store: store, timeout: options.timeout ?? .seconds(30)
            ))
            if try await manager.currentUserToken() == nil, await manager.droppedStoredTokenWithoutHosts {
                console.err("bnet: \(Self.droppedTokenNote)")
            }
            return manager
        case .user(let clientID):
            let manager = traced(AuthenticationManager(
                clientID: clientID, oauthBaseURL: configuration.oauthBaseURL, transport: transport ?? URLSessionTransport(),
                store: store, timeout: options.timeout ?? .seconds(30)
            ))
            guard let token = try await manager.currentUserToken(), !token.isExpired() else {
                if await manager.droppedStoredTokenWithoutHosts { throw UsageError(Self.droppedTokenNote) }
                throw UsageError("BNET_CLIENT_SECRET is not set and no unexpired user token is stored for client \(clientID) at "
                    + "\(configuration.oauthBaseURL.absoluteString): run bnet login (with BNET_CLIENT_ID and BNET_CLIENT_SECRET set)")
            }
            console.err("bnet: live with the token of the user signed in with bnet login (BNET_CLIENT_SECRET is not set)")
            return manager
        case .replay:
            throw UsageError("this asks Battle.net for the signed-in user and has no recording to replay")
        }
    }

    /// The client for a call needing `requirement`: ``client()`` for client and no tokens; for a user
    /// token, a live client whose manager holds the stored user token (see ``userManager(_:)``), or
    /// the replay when there are no credentials at all.
    func client(for requirement: TokenRequirement) async throws -> BattleNetClient {
        guard case .user = requirement else { return try client() }
        let mode = try mode(token: requirement)
        if case .replay = mode { return try client() }
        let configuration = try checkedConfiguration()
        let clientID: String? = switch mode {
        case .live(let credentials): credentials.clientID
        case .user(let clientID): clientID
        case .replay: nil
        }
        var limiter: FleetLimiter?
        if let clientID { limiter = try fleetLimiter(clientID: clientID) }
        return traced(try BattleNetClient(
            configuration: configuration, tokens: try await userManager(mode), transport: transport ?? URLSessionTransport(),
            rateLimiter: limiter, cache: try httpCache()
        ))
    }
}
