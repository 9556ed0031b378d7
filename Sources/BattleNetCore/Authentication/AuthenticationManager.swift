import Foundation

/// Owns the tokens a client sends: the client-credentials token and the signed-in user's token.
///
/// - Client token: fetched on first use with `POST /token` (HTTP Basic, form body), cached with its
///   expiry, renewed in the background ``renewalMargin`` before it expires while the current one is
///   still handed out. Concurrent callers on a cold manager share **one** token request. A 401 on a
///   request sent with the current token drops it, so the client renews once and retries once.
/// - Expiry is measured on the manager's ``BattleNetClock`` (the system's `ContinuousClock` by default,
///   which keeps running while the machine sleeps and does not jump when the wall clock is set):
///   `expires_in` counts from when the token arrived. A token is
///   used for at least ``minimumTokenUse`` (10 s), and a token that was itself a renewal after a 401
///   is not renewed again within that time, so a token server that announces `expires_in: 0` (or
///   tokens the API rejects at once) costs at most one token request per 10 s, never a storm; a
///   response without `expires_in` counts as one hour.
/// - Shared client token: with a ``ClientTokenCoordinator`` (such as `BattleNetRedis`'s
///   `FleetTokenCoordinator`), the manager asks the coordinator for the client token whenever it would
///   fetch or renew one, so a fleet of processes shares one token; the request itself is still this
///   manager's (same transport, timeout and retry policy). A 401 removes the shared token only if it is
///   still the one rejected.
/// - User token: from the authorization-code flow (``authorizationRequest(redirectURI:scopes:)``,
///   ``authorizationCode(fromRedirect:)``, ``exchange(_:)``), or set with ``setUserToken(_:)``. Calls
///   that need one fail before sending when it is missing, expired or lacks the scope.
/// - Where tokens go: a token from Battle.net's OAuth host is sent only to Battle.net's API hosts
///   (`https://*.api.blizzard.com`, `https://gateway.battlenet.com.cn`) and to the hosts named in
///   ``trustedAPIHosts``, in code (no environment variable can add one). A ``BattleNetClient`` whose
///   request goes elsewhere (a loopback stand-in, a proxy) fails it with
///   ``BattleNetError/Kind-swift.struct/invalidConfiguration`` before a token is fetched or sent. A
///   token from another OAuth host (a local stand-in's) may go to any host. Stored tokens are keyed
///   by the client id, the OAuth origin and these API hosts; entries stored before the hosts were part
///   of the key are removed when read (``droppedStoredTokenWithoutHosts``): the user signs in again.
///
/// ```swift
/// let auth = AuthenticationManager(credentials: ClientCredentials(clientID: id, clientSecret: secret))
/// let client = try BattleNetClient(configuration: .init(region: .eu), tokens: auth)
/// ```
public actor AuthenticationManager: AccessTokenProvider {
    /// The client id, also used in authorize URLs.
    public nonisolated let clientID: String?
    private let credentials: ClientCredentials?
    /// The OAuth host, e.g. `https://oauth.battle.net`.
    public nonisolated let oauthBaseURL: URL
    /// Hosts besides Battle.net's API hosts that this manager's tokens may be sent to, when they come
    /// from Battle.net's OAuth host (a proxy of your own, a stand-in you run); empty by default.
    public nonisolated let trustedAPIHosts: [URL]
    /// Where this manager's tokens may go.
    nonisolated let audience: TokenAudience
    /// How long before expiry the client token is renewed.
    public nonisolated let renewalMargin: Duration
    private let transport: any HTTPTransport
    /// The transport this manager made, which ``shutdown()`` shuts down.
    private let ownedTransport: URLSessionTransport?
    private nonisolated let state = ShutdownState()
    /// Where this manager's events go: its token requests and fetches, and the clients that use it.
    package nonisolated let eventHub = EventHub()
    private let store: any TokenStore
    /// Shares the client token with other managers; `nil`: this manager fetches its own.
    private let coordinator: (any ClientTokenCoordinator)?
    private let timeout: Duration
    private let retry: RetryPolicy
    /// The user's steps for OAuth's requests, headers only.
    private nonisolated let middleware: [any BattleNetMiddleware]
    /// The clock token lifetimes, renewals and sign-in expiry are measured on (a test clock in tests).
    package nonisolated let clock: any BattleNetClock

    /// The shortest time a token is used before it is renewed for expiry, whatever its `expires_in`.
    public static let minimumTokenUse: Duration = .seconds(10)

    private var clientToken: HeldToken? {
        didSet { currentClientToken.set(clientToken) }
    }
    /// A copy of `clientToken` readable without a hop to the actor: every API call asks for it.
    private nonisolated let currentClientToken = TokenSnapshot()
    private var clientTokenTask: Task<AccessToken, any Error>?
    private var lastBackgroundFailure: Duration?
    /// When a 401 last made this manager drop its client token.
    private var lastRejection: Duration?
    /// The client token a 401 made this manager drop, until another arrives: the coordinator must not
    /// hand it back.
    private var rejectedClientToken: AccessToken?
    private var userToken: AccessToken? {
        didSet { userTokenDeadline = userToken.map { held($0).deadline } }
    }
    private var userTokenDeadline: Duration?
    private var userTokenLoaded = false
    private var pendingAuthorizations = PendingAuthorizations()

    /// A manager that can fetch client tokens (and exchange codes itself) with `credentials`.
    /// - Parameters:
    ///   - credentials: The client id and secret; `nil` for a manager that only holds user tokens.
    ///   - oauthBaseURL: The OAuth host; `https://oauth.battle.net` unless you use China or a stand-in.
    ///   - transport: How requests are sent; `nil` (the default) for a ``URLSessionTransport`` this
    ///     manager owns. A transport you pass stays yours to shut down.
    ///   - store: Where tokens are kept; in memory by default.
    ///   - clientTokenCoordinator: Shares the client token with other managers, e.g. the processes of a
    ///     fleet through `BattleNetRedis`'s `FleetTokenCoordinator`; `nil` (the default): this manager
    ///     fetches and renews its own, as it always did.
    ///   - renewalMargin: Renew the client token this long before it expires (5 minutes).
    ///   - timeout: The timeout of each OAuth request.
    ///   - retry: When OAuth requests are retried: the client-credentials grant, `check_token` and
    ///     `userinfo` may be; the authorization-code exchange never is (a code is single-use).
    ///   - clock: What token lifetimes, renewals, retries and sign-in expiry are measured on; the
    ///     system's clock by default, `BattleNetTestClock` in tests.
    ///   - trustedAPIHosts: Hosts besides Battle.net's API hosts that tokens from Battle.net's OAuth
    ///     host may be sent to (`scheme://host[:port]` is compared); empty by default. Name them in
    ///     code, never from the environment: whoever sets a variable could receive the tokens.
    ///   - middleware: Steps of your own for OAuth's requests (``BattleNetMiddleware``), after the
    ///     retries and before the transport; they see headers only, never a form or a body, nor the
    ///     `Authorization` header. A ``BattleNetClient`` made with credentials passes its own here.
    ///
    /// ```swift
    /// // A proxy of your own in front of Battle.net's API:
    /// let auth = AuthenticationManager(credentials: credentials, trustedAPIHosts: [URL(string: "https://bnet-proxy.example.com")!])
    /// ```
    public init(
        credentials: ClientCredentials?, oauthBaseURL: URL = BattleNetRegion.us.oauthBaseURL,
        transport: (any HTTPTransport)? = nil, store: any TokenStore = InMemoryTokenStore(),
        clientTokenCoordinator: (any ClientTokenCoordinator)? = nil,
        renewalMargin: Duration = .seconds(300), timeout: Duration = .seconds(30), retry: RetryPolicy = .standard,
        clock: any BattleNetClock = BattleNetSystemClock(), trustedAPIHosts: [URL] = [],
        middleware: [any BattleNetMiddleware] = []
    ) {
        self.init(clientID: credentials?.clientID, credentials: credentials, oauthBaseURL: oauthBaseURL, transport: transport,
                  store: store, renewalMargin: renewalMargin, timeout: timeout, retry: retry, clock: clock,
                  coordinator: clientTokenCoordinator, trustedAPIHosts: trustedAPIHosts, middleware: middleware)
    }

    /// A manager for an app that signs users in but exchanges codes on its own server: it knows the
    /// client id only, never the secret. `trustedAPIHosts` and `middleware` are as in
    /// ``init(credentials:oauthBaseURL:transport:store:clientTokenCoordinator:renewalMargin:timeout:retry:clock:trustedAPIHosts:middleware:)``.
    public init(
        clientID: String, oauthBaseURL: URL = BattleNetRegion.us.oauthBaseURL,
        transport: (any HTTPTransport)? = nil, store: any TokenStore = InMemoryTokenStore(),
        timeout: Duration = .seconds(30), retry: RetryPolicy = .standard, clock: any BattleNetClock = BattleNetSystemClock(),
        trustedAPIHosts: [URL] = [], middleware: [any BattleNetMiddleware] = []
    ) {
        self.init(clientID: clientID, credentials: nil, oauthBaseURL: oauthBaseURL, transport: transport,
                  store: store, renewalMargin: .seconds(300), timeout: timeout, retry: retry, clock: clock,
                  trustedAPIHosts: trustedAPIHosts, middleware: middleware)
    }

    private init(
        clientID: String?, credentials: ClientCredentials?, oauthBaseURL: URL, transport: (any HTTPTransport)?,
        store: any TokenStore, renewalMargin: Duration, timeout: Duration, retry: RetryPolicy, clock: any BattleNetClock,
        coordinator: (any ClientTokenCoordinator)? = nil, trustedAPIHosts: [URL] = [], middleware: [any BattleNetMiddleware] = []
    ) {
        self.clientID = clientID
        self.middleware = middleware
        self.credentials = credentials
        self.oauthBaseURL = oauthBaseURL
        self.trustedAPIHosts = trustedAPIHosts
        audience = TokenAudience(oauthBaseURL: oauthBaseURL, trustedAPIHosts: trustedAPIHosts)
        (self.transport, self.ownedTransport) = URLSessionTransport.chosen(transport, clock: clock)
        self.store = store
        self.coordinator = coordinator
        self.renewalMargin = renewalMargin
        self.timeout = timeout
        self.retry = retry
        self.clock = clock
        if let credentials {
            Redaction.register(secret: credentials.clientSecret)
            Redaction.register(secret: String(credentials.basicAuthorization.dropFirst("Basic ".count)))
        }
        coordinator?.events?.hub.feed(eventHub)
    }

    /// What this manager does, as it does it: its OAuth requests and answers, client-token fetches and
    /// renewals (see ``BattleNetEvent``); a ``BattleNetClient`` using this manager shows them too.
    /// Events are built only while someone listens; the sequence keeps the newest `limit` unread ones
    /// and ends at ``shutdown()``.
    /// - Parameter limit: How many unread events to hold before the oldest are dropped (256).
    public nonisolated func events(bufferingNewest limit: Int = 256) -> BattleNetEvents {
        eventHub.subscribe(bufferingNewest: limit)
    }

    /// Stops the manager: cancels a token request in flight and invalidates the session of the
    /// transport it made; token requests and code exchanges fail afterwards with
    /// ``BattleNetError/Kind-swift.struct/shutDown``. Tokens already held stay readable
    /// (``currentUserToken()``). Calling it again does nothing.
    ///
    /// A transport you passed is left alone. A ``BattleNetClient`` made with
    /// `init(credentials:region:locale:transport:tokenStore:middleware:cache:)` shuts down the manager it made.
    public func shutdown() {
        guard state.shutDown() else { return }
        clientTokenTask?.cancel()
        ownedTransport?.shutdown()
        eventHub.finish()
    }

    // MARK: AccessTokenProvider

    public nonisolated func accessToken(for requirement: TokenRequirement) async throws -> AccessToken? {
        // The common case, a client token well before its renewal, without waiting for the actor.
        if case .client = requirement, credentials != nil, let held = currentClientToken.get(),
           clock.now < held.renewAt(margin: renewalMargin) {
            return held.token
        }
        return try await isolatedAccessToken(for: requirement)
    }

    private func isolatedAccessToken(for requirement: TokenRequirement) async throws -> AccessToken? {
        switch requirement {
        case .none:
            return nil
        case .client:
            if credentials == nil, let user = try await loadUserToken(), !userTokenHasExpired {
                return user
            }
            return try await clientAccessToken()
        case .user(let scope):
            guard let user = try await loadUserToken() else {
                var error = BattleNetError(.missingUserToken, message: "this call needs a signed-in user's token and none is set")
                error.requiredScope = scope
                throw error
            }
            guard !userTokenHasExpired else {
                var error = BattleNetError(.missingUserToken, message: "the user token expired at \(user.expiresAt)")
                error.requiredScope = scope
                throw error
            }
            guard user.grants(scope) else {
                var error = BattleNetError(
                    .insufficientScope,
                    message: "the user token grants \(user.scopes.isEmpty ? "no scopes" : user.scopes.spaceSeparated), not \(scope?.rawValue ?? "")"
                )
                error.requiredScope = scope
                throw error
            }
            return user
        }
    }

    public func tokenWasRejected(_ token: AccessToken) async -> Bool {
        switch token.kind {
        case .client:
            guard let current = clientToken else { return true }
            if current.token.value == token.value {
                let instant = clock.now
                // The token rejected is itself the renewal after a 401 less than 10 s ago: the server
                // rejects what it issues, and renewing again would be a loop. The call reports the 401.
                if let last = lastRejection, current.obtained >= last, instant - last < Self.minimumTokenUse { return false }
                lastRejection = instant
                clientToken = nil
                if let coordinator, let credentials {
                    rejectedClientToken = token
                    // Removed from the fleet only while it is still this token: a newer one stays.
                    await coordinator.clientTokenWasRejected(token, forKey: TokenBinding.sharedKey(credentials, oauthBaseURL: oauthBaseURL, audience: audience))
                }
                try? await store.setToken(nil, forKey: clientKey)
            }
            return true
        case .user:
            if userToken?.value == token.value {
                userToken = nil
                try? await store.setToken(nil, forKey: userKey)
            }
            return false
        }
    }

    // MARK: Client token

    /// The client-credentials token, fetched or renewed as needed.
    /// - Throws: ``BattleNetError``: `.invalidConfiguration` without credentials, `.oauth` or
    ///   `.unauthorized` when the token endpoint refuses them, `.transport`/`.timeout`.
    public func clientAccessToken() async throws -> AccessToken {
        let instant = clock.now
        if let held = clientToken, instant < held.renewAt(margin: renewalMargin) {
            return held.token
        }
        if let held = clientToken, instant < held.usableUntil {
            let recentlyFailed = lastBackgroundFailure.map { instant - $0 < .seconds(30) } ?? false
            if clientTokenTask == nil, !recentlyFailed { _ = startClientTokenTask(background: true) }
            return held.token
        }
        let task = clientTokenTask ?? startClientTokenTask(background: false)
        return try await task.value
    }

    /// Whether a client-token request (a first fetch or a renewal, in the background or not) is under way.
    var isFetchingClientToken: Bool { clientTokenTask != nil }

    private func startClientTokenTask(background: Bool) -> Task<AccessToken, any Error> {
        let task = Task { try await self.obtainClientToken(background: background) }
        clientTokenTask = task
        return task
    }

    private func obtainClientToken(background: Bool) async throws -> AccessToken {
        defer { clientTokenTask = nil }
        // A stored token is used only by the client id and secret that obtained it.
        let binding = credentials.map(TokenBinding.credentialDigest)
        // The token being replaced is never taken back from the store: its expiry was measured on the
        // continuous clock, and the store's wall-clock date may have been moved by a clock change.
        let replacing = clientToken?.token.value
        if !background, !legacyClientEntryChecked {
            // An entry of the key's earlier form (without the API hosts) is not used: removed once.
            legacyClientEntryChecked = true
            let legacy = TokenBinding.legacyStoreKey(.client, clientID: clientID, oauthBaseURL: oauthBaseURL)
            if (try? await store.token(forKey: legacy)) != nil { try? await store.setToken(nil, forKey: legacy) }
        }
        if !background, let binding, let stored = try? await store.token(forKey: clientKey), stored.kind == .client,
           stored.value != replacing,
           stored.credentialBinding == binding, clock.date < stored.expiresAt.addingTimeInterval(-renewalMargin.timeInterval) {
            Redaction.register(token: stored.value)
            clientToken = held(stored)
            return stored
        }
        let started = clock.now
        do {
            let token: AccessToken
            var fetched = true
            if let coordinator, let credentials {
                // The fleet's token, or one this manager fetches for the fleet (the closure runs at most once).
                let record = FetchRecord()
                var shared = try await coordinator.clientToken(
                    forKey: TokenBinding.sharedKey(credentials, oauthBaseURL: oauthBaseURL, audience: audience),
                    replacing: clientToken?.token ?? rejectedClientToken
                ) { [self] in
                    record.mark()
                    return try await fetchClientToken(binding: binding)
                }
                Redaction.register(token: shared.value)
                shared.credentialBinding = binding
                token = shared
                fetched = record.isMarked
                rejectedClientToken = nil
            } else {
                token = try await fetchClientToken(binding: binding)
            }
            clientToken = held(token)
            lastBackgroundFailure = nil
            try? await store.setToken(token, forKey: clientKey)
            guard fetched else { return token }
            eventHub.emit {
                var event = BattleNetEvent(background ? .tokenRenewal : .tokenFetch, operation: OAuth.Operations.tokenClientCredentials.descriptor.id)
                event.duration = clock.now - started
                event.message = replacing == nil ? "a client token" : "a client token replacing the one held"
                return event
            }
            return token
        } catch {
            if background { lastBackgroundFailure = clock.now }
            eventHub.emit {
                var event = BattleNetEvent(.failure, operation: OAuth.Operations.tokenClientCredentials.descriptor.id)
                event.errorKind = (error as? BattleNetError)?.kind
                event.duration = clock.now - started
                event.message = background ? "the background renewal of the client token failed" : "no client token"
                return event
            }
            throw error
        }
    }

    /// A new client token from the OAuth server, bound to the credentials that obtained it.
    private func fetchClientToken(binding: String?) async throws -> AccessToken {
        var token = try await requestToken(form: ["grant_type": "client_credentials"], kind: .client, requestedScopes: [])
        token.credentialBinding = binding
        return token
    }

    /// `token` as held from now: its deadline on the continuous clock is what is left of its lifetime
    /// by the wall clock at this moment.
    private func held(_ token: AccessToken) -> HeldToken {
        let obtained = clock.now
        let left = token.expiresAt.timeIntervalSince(clock.date)
        let lifetime: Duration = left.isFinite ? .seconds(min(max(left, 0), 31_536_000)) : .zero
        return HeldToken(token: token, obtained: obtained, deadline: obtained + lifetime)
    }

    /// Whether the user token's lifetime has run out on the manager's clock.
    private var userTokenHasExpired: Bool {
        guard userToken != nil else { return false }
        return userTokenDeadline.map { clock.now >= $0 } ?? true
    }

    // MARK: User token

    /// The signed-in user's token, if one is set.
    public func currentUserToken() async throws -> AccessToken? { try await loadUserToken() }

    /// Sets (or with `nil`, forgets) the user token, e.g. one restored by your app or issued by your server.
    public func setUserToken(_ token: AccessToken?) async throws {
        if let token { Redaction.register(token: token.value) }
        userToken = token
        userTokenLoaded = true
        try await store.setToken(token, forKey: userKey)
    }

    /// Starts a sign-in: the URL to open and the `state` the redirect must return.
    ///
    /// The `state` is 256 random bits from the system's secure generator, kept in memory for 10 minutes
    /// (at most 64 sign-ins wait at one time; the oldest is forgotten first) and accepted
    /// once. Every sign-in also carries PKCE (RFC 7636, `S256`): a fresh 256-bit `code_verifier`
    /// stays in memory with the `state`, the authorize URL carries its SHA-256 as `code_challenge`,
    /// and the exchange sends the verifier. (Battle.net is not known to check it: defence in depth.)
    /// - Parameters:
    ///   - redirectURI: Exactly as registered for the client in the developer portal.
    ///   - scopes: The scopes to ask for, e.g. `[.openid, .d3Profile]`.
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when the manager has no client id.
    public func authorizationRequest(redirectURI: URL, scopes: [OAuthScope]) throws(BattleNetError) -> AuthorizationRequest {
        guard let clientID else {
            throw BattleNetError(.invalidConfiguration, message: "an authorize URL needs the client id")
        }
        let state = Self.randomState()
        let verifier = Self.randomState()
        var components = URLComponents(url: oauthBaseURL.appendingPathComponent("authorize"), resolvingAgainstBaseURL: false)
        components?.queryItems = [
            URLQueryItem(name: "response_type", value: "code"),
            URLQueryItem(name: "client_id", value: clientID),
            URLQueryItem(name: "redirect_uri", value: redirectURI.absoluteString),
            URLQueryItem(name: "scope", value: scopes.spaceSeparated),
            URLQueryItem(name: "state", value: state),
            URLQueryItem(name: "code_challenge", value: Self.codeChallenge(forVerifier: verifier)),
            URLQueryItem(name: "code_challenge_method", value: "S256"),
        ]
        let encodedQuery = components?.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        components?.percentEncodedQuery = encodedQuery
        guard let url = components?.url else {
            throw BattleNetError(.invalidConfiguration, message: "cannot build an authorize URL from \(oauthBaseURL)")
        }
        pendingAuthorizations.add(state: state, redirectURI: redirectURI, scopes: scopes, codeVerifier: verifier, now: clock.date)
        return AuthorizationRequest(url: url, state: state, redirectURI: redirectURI, scopes: scopes)
    }

    /// Reads the redirect Battle.net sent back and checks its `state`.
    ///
    /// The `state` must be one this manager started less than 10 minutes ago and not yet seen (it is
    /// used up by this call, whatever the outcome), also when the redirect reports an error; and the
    /// redirect's scheme, host (case-insensitively), port (80 and 443 filled in for `http` and
    /// `https`) and path (exactly) must be those of the registered `redirectURI`, without a user or
    /// password. A redirect that carries any query parameter twice (two `state`s, two `code`s) is
    /// refused before its `state` is looked at: which of the two would count is ambiguous.
    /// - Throws: ``BattleNetError`` `.invalidRequest` when the `state` is missing, unknown, expired or
    ///   already used (a forged or replayed redirect), when a parameter is repeated, when the redirect
    ///   comes to another address, or the code is missing; `.oauth` when Battle.net reports an error
    ///   (e.g. `access_denied`), with its `error_description` stripped of control characters.
    public func authorizationCode(fromRedirect redirect: URL) throws(BattleNetError) -> AuthorizationCode {
        try pendingAuthorizations.code(fromRedirect: redirect, now: clock.date)
    }

    /// Exchanges a code for the user's token with this manager's client secret, and keeps the token.
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` without a secret (use an
    ///   ``AuthorizationCodeExchanger``), `.oauth` when Battle.net refuses the code.
    @discardableResult
    public func exchange(_ code: AuthorizationCode) async throws -> AccessToken {
        var form = ["grant_type": "authorization_code", "code": code.code, "redirect_uri": code.redirectURI.absoluteString]
        if let verifier = code.codeVerifier { form["code_verifier"] = verifier }
        let token = try await requestToken(form: form, kind: .user, requestedScopes: code.scopes)
        try await setUserToken(token)
        return token
    }

    /// Exchanges a code through `exchanger` (your server), and keeps the token it returns.
    @discardableResult
    public func exchange(_ code: AuthorizationCode, using exchanger: any AuthorizationCodeExchanger) async throws -> AccessToken {
        let token = try await exchanger.exchange(code: code.code, redirectURI: code.redirectURI, codeVerifier: code.codeVerifier)
        try await setUserToken(token)
        return token
    }

    /// Exchanges a code an app sent to your server, for that app's user, and returns the token
    /// **without keeping it**: the server side of an ``AuthorizationCodeExchanger``. The code is
    /// exchanged once, never retried, with the client secret of this manager.
    ///
    /// ```swift
    /// // On your server, for each POST {code, redirect_uri} from your app:
    /// let token = try await serverAuth.exchange(code: code, redirectURI: redirectURI)
    /// // answer the app with token.value, token.expiresAt and token.scopes
    /// ```
    /// - Parameters:
    ///   - code: The `code` of the redirect, after the app has checked its `state`.
    ///   - redirectURI: The redirect URI of the authorize request, exactly.
    ///   - codeVerifier: The app's PKCE `code_verifier`, when it sent one (an exchanger's
    ///     ``AuthorizationCodeExchanger/exchange(code:redirectURI:codeVerifier:)`` receives it).
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` without a secret; `.oauth` when Battle.net
    ///   refuses the code (used, expired, another `redirect_uri`, or a verifier that does not match).
    public func exchange(code: String, redirectURI: URL, codeVerifier: String? = nil) async throws -> AccessToken {
        var form = ["grant_type": "authorization_code", "code": code, "redirect_uri": redirectURI.absoluteString]
        if let codeVerifier { form["code_verifier"] = codeVerifier }
        return try await requestToken(form: form, kind: .user, requestedScopes: [])
    }

    /// Checks a token with `POST /check_token` (form body `token=...`; the token never goes in a URL).
    public func checkToken(_ token: AccessToken) async throws -> TokenInfo {
        let operation = OAuth.Operations.checkToken.descriptor
        let response = try await send(operation, form: ["token": token.value], authorization: credentials?.basicAuthorization)
        return try ResponseDecoding.decode(TokenInfo.self, from: response.data, operation: operation.id)
    }

    /// The signed-in user (`GET /userinfo`, needs a user token with `openid`).
    /// - Throws: ``BattleNetError`` `.missingUserToken` when none is set.
    public func userInfo() async throws -> UserInfo {
        guard let token = try await accessToken(for: .user(scope: nil)) else {
            throw BattleNetError(.missingUserToken, message: "userinfo needs a user token")
        }
        let operation = OAuth.Operations.userInfo.descriptor
        let response = try await send(operation, form: nil, authorization: token.authorizationHeader)
        return try ResponseDecoding.decode(UserInfo.self, from: response.data, operation: operation.id)
    }

    // MARK: Plumbing

    private var clientKey: String { TokenBinding.storeKey(.client, clientID: clientID, oauthBaseURL: oauthBaseURL, audience: audience) }
    private var userKey: String { TokenBinding.storeKey(.user, clientID: clientID, oauthBaseURL: oauthBaseURL, audience: audience) }

    private func loadUserToken() async throws -> AccessToken? {
        if !userTokenLoaded {
            userTokenLoaded = true
            if let stored = try await store.token(forKey: userKey), stored.kind == .user {
                Redaction.register(token: stored.value)
                userToken = stored
            } else {
                // An entry of the key's earlier form does not say which hosts the token may go to: it
                // is removed, and the user signs in again.
                let legacy = TokenBinding.legacyStoreKey(.user, clientID: clientID, oauthBaseURL: oauthBaseURL)
                if try await store.token(forKey: legacy) != nil {
                    try await store.setToken(nil, forKey: legacy)
                    droppedStoredTokenWithoutHosts = true
                    eventHub.emit {
                        var event = BattleNetEvent(.fallback)
                        event.message = "a stored user token did not say which API hosts it may be sent to, and was removed: sign in again"
                        return event
                    }
                }
            }
        }
        return userToken
    }

    /// Whether a stored user token was removed because it was stored without the API hosts it may be
    /// sent to (by an earlier version of this package): the user must sign in again.
    public private(set) var droppedStoredTokenWithoutHosts = false
    private var legacyClientEntryChecked = false

    /// Whether this manager's tokens may be sent to `url`: always for a token from another OAuth host
    /// than Battle.net's; otherwise only to Battle.net's API hosts and ``trustedAPIHosts``.
    ///
    /// ```swift
    /// auth.maySendTokens(to: URL(string: "https://eu.api.blizzard.com")!)   // true
    /// auth.maySendTokens(to: URL(string: "http://127.0.0.1:4010")!)         // false, for oauth.battle.net's tokens
    /// ```
    public nonisolated func maySendTokens(to url: URL) -> Bool { audience.allows(url) }

    /// The refusal of a request to `url`, which this manager's tokens may not reach.
    nonisolated func refusal(sending url: URL) -> BattleNetError {
        let target = TokenBinding.origin(of: url)
        var error = BattleNetError(
            .invalidConfiguration,
            message: "tokens from Battle.net's OAuth host (\(TokenBinding.origin(of: oauthBaseURL))) are sent only to Battle.net's API "
                + "hosts, and \(Redaction.mask(target)) is not one: nothing was sent. For a local stand-in, sign in to its own OAuth host "
                + "too (bnet: --oauth-host as bnet serve prints it); an app that sends Battle.net's tokens to a host of its own names it "
                + "in AuthenticationManager(trustedAPIHosts:)"
        )
        error.url = Redaction.mask(url.absoluteString)
        return error
    }

    private func requestToken(form: [String: String], kind: AccessToken.Kind, requestedScopes: [OAuthScope]) async throws -> AccessToken {
        guard let credentials else {
            throw BattleNetError(
                .invalidConfiguration,
                message: "no client credentials: set BNET_CLIENT_ID and BNET_CLIENT_SECRET, or exchange codes with an AuthorizationCodeExchanger"
            )
        }
        let descriptor = kind == .client
            ? OAuth.Operations.tokenClientCredentials.descriptor : OAuth.Operations.tokenAuthorizationCode.descriptor
        let operation = descriptor.id
        let issuedAt = clock.date
        let response = try await send(descriptor, form: form, authorization: credentials.basicAuthorization)
        do {
            let decoded = try ResponseDecoding.makeDecoder().decode(TokenResponse.self, from: response.data)
            Redaction.register(token: decoded.accessToken)
            let token = decoded.token(kind: kind, issuedAt: issuedAt)
            return token.scopes.isEmpty && !requestedScopes.isEmpty
                ? AccessToken(value: token.value, kind: kind, expiresAt: token.expiresAt, scopes: requestedScopes, subject: token.subject)
                : token
        } catch {
            // The body may hold a token: it is not attached to the error.
            var failure = BattleNetError(.decoding, message: "the token response is not the expected JSON")
            failure.operation = operation
            failure.modelType = "TokenResponse"
            failure.status = response.status
            throw failure
        }
    }

    /// Sends one declared OAuth operation through the shared pipeline: its method and path on the
    /// OAuth host, a form body when given, the manager's timeout and retry policy; no limiter, no token wait.
    private func send(_ operation: OperationDescriptor, form: [String: String]?, authorization: String?) async throws -> RawResponse {
        let path = try operation.template.path([])
        let base = oauthBaseURL.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        guard let url = URL(string: base + path) else {
            throw BattleNetCallContext(descriptor: operation, cost: 0, attempt: 0).completed(
                BattleNetError(.invalidConfiguration, message: "cannot form an OAuth URL from \(base) and \(path)")
            )
        }
        var headers = ["Accept": "application/json"]
        var body: Data?
        if let form {
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            body = Data(form.sorted { $0.key < $1.key }.map { "\(formEncoded($0.key))=\(formEncoded($0.value))" }.joined(separator: "&").utf8)
        }
        // OAuth answers are a few hundred bytes: 1 MiB is ample, and bounds a hostile OAuth host.
        let request = BattleNetHTTPRequest(
            method: operation.method, url: url, headers: headers, body: body, timeout: operation.timeout ?? timeout,
            maximumBodyBytes: 1 << 20
        )
        var context = BattleNetCallContext(descriptor: operation, cost: 0)
        context.isOAuth = true
        context.authorization = authorization
        let answer = try await oauthChain().perform(request, context: context)
        return RawResponse(
            operation: context.operation, url: request.url, status: answer.status, headers: answer.headers,
            data: try await answer.body.collected(upTo: 1 << 20), attempts: answer.attempts
        )
    }

    /// OAuth's chain: the retries, the user's middleware (headers only), then the transport with the
    /// credentials. No token step (it would ask this manager for a token) and no limiter (another host).
    private func oauthChain() -> CallChain {
        let exchange = ExchangeStep(transport: transport, clock: clock, retry: retry, events: eventHub, state: state, owner: "authentication manager")
        let steps: [(name: String, step: any BattleNetMiddleware)] = [("retries", RetryStep(retry: retry, clock: clock, events: eventHub))]
            + middleware.map { (CallChain.name(of: $0), HeadersOnlyForOAuth(base: $0)) }
        return CallChain(steps, terminal: ("transport", { try await exchange.send($0, context: $1) }), events: eventHub)
    }

    /// The RFC 7636 `S256` challenge of `verifier`: base64url (no padding) of its SHA-256.
    package static func codeChallenge(forVerifier verifier: String) -> String {
        Data(SHA256.digest(Array(verifier.utf8))).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func randomState() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

/// A token with when it arrived and when it runs out, on the manager's clock.
struct HeldToken: Sendable {
    let token: AccessToken
    let obtained: Duration
    let deadline: Duration

    /// When to start renewing: `margin` (at most half the lifetime) before the deadline, and never
    /// before ``AuthenticationManager/minimumTokenUse`` has passed.
    func renewAt(margin: Duration) -> Duration {
        let lifetime = deadline - obtained
        return max(obtained + AuthenticationManager.minimumTokenUse, deadline - min(margin, lifetime / 2))
    }

    /// Until when the token is handed out while a renewal is under way: its deadline, and at least
    /// ``AuthenticationManager/minimumTokenUse`` after it arrived.
    var usableUntil: Duration { max(deadline, obtained + AuthenticationManager.minimumTokenUse) }
}

/// Whether a coordinator called the manager's fetch closure, read and written under a lock.
private final class FetchRecord: @unchecked Sendable {
    // `marked` is read and written under `lock` only.
    private let lock = NSLock()
    private var marked = false

    func mark() { lock.withLock { marked = true } }
    var isMarked: Bool { lock.withLock { marked } }
}

/// The client token as last set by its ``AuthenticationManager``, read and written under a lock.
private final class TokenSnapshot: @unchecked Sendable {
    // `token` is read and written under `lock` only.
    private let lock = NSLock()
    private var token: HeldToken?

    func get() -> HeldToken? {
        lock.lock()
        defer { lock.unlock() }
        return token
    }

    func set(_ token: HeldToken?) {
        lock.lock()
        self.token = token
        lock.unlock()
    }
}
