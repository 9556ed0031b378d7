import Foundation

/// Rebuilds the redirect Battle.net sent to an app's https relay page from the custom-scheme URL
/// the relay reopened the app with: the relay's query (`code`, `state`, or `error`...) on the
/// registered redirect URI, so ``AuthenticationManager/authorizationCode(fromRedirect:)`` checks
/// `state` and address as for any redirect. Platform-independent, so it is tested everywhere.
enum RelayedRedirect {
    /// `registered` with the query of `relayed` (which must carry one).
    static func rebuild(_ relayed: URL, registered: URL) throws(BattleNetError) -> URL {
        guard let query = URLComponents(url: relayed, resolvingAgainstBaseURL: false)?.percentEncodedQuery, !query.isEmpty,
              var components = URLComponents(url: registered, resolvingAgainstBaseURL: false) else {
            throw BattleNetError(.invalidRequest, message: "the app was reopened without the sign-in's code and state")
        }
        components.percentEncodedQuery = query
        components.fragment = nil
        guard let url = components.url else {
            throw BattleNetError(.invalidRequest, message: "the app was reopened with a malformed sign-in address")
        }
        return url
    }
}

/// Builds the completion handler given to `ASWebAuthenticationSession`, outside any actor.
///
/// AuthenticationServices calls that handler on a queue of its own (a background queue on macOS). A
/// closure written inside a `@MainActor` method is isolated to the main actor, and Swift 6 checks
/// that isolation when the closure runs: called off the main thread, it traps. The handler made here
/// is `@Sendable` and formed in a nonisolated function, so it carries no isolation; it only resumes a
/// continuation, which is safe from any thread, and the caller's `await` hops back to its own actor.
/// Platform-independent, so it is tested everywhere.
enum WebAuthenticationCompletion {
    /// A handler that resumes `once` with the callback URL, with `CancellationError` when
    /// `isCancellation` says the user closed the sheet, or with the session's error.
    nonisolated static func handler(
        resuming once: ResumeOnce<URL>, isCancellation: @escaping @Sendable (any Error) -> Bool
    ) -> @Sendable (URL?, (any Error)?) -> Void {
        { url, error in
            if let url {
                once.resume(.success(url))
            } else if let error, isCancellation(error) {
                once.resume(.failure(CancellationError()))
            } else {
                once.resume(.failure(error ?? BattleNetError(.invalidRequest, message: "the sign-in sheet returned no address")))
            }
        }
    }
}

/// Resumes a continuation at most once, whichever of the session's completion handler and a failed
/// `start()` comes first.
///
/// `@unchecked Sendable`: the only mutable stored property, `continuation`, is read and cleared only
/// while `lock` is held; `NSLock` is thread-safe. (`Mutex` needs macOS 15, above the deployment target.)
final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, any Error>?

    init(_ continuation: CheckedContinuation<Value, any Error>) { self.continuation = continuation }

    /// Resumes the continuation with `result`; later calls do nothing.
    func resume(_ result: Result<Value, any Error>) {
        let pending: CheckedContinuation<Value, any Error>? = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        pending?.resume(with: result)
    }
}

#if canImport(AuthenticationServices) && (os(iOS) || os(macOS) || os(visionOS))
import AuthenticationServices

/// Signs a user in on iOS, macOS and visionOS with `ASWebAuthenticationSession`, and hands the
/// redirect to ``AuthenticationManager`` (which checks `state` and the address, then exchanges the code).
///
/// A thin adapter, kept small on purpose: this package is developed on Linux, where `.ci/run`
/// type-checks it for macOS and iOS against stand-ins for Apple's SDK but never runs it. Its
/// completion handler (`WebAuthenticationCompletion`, tested everywhere) is made outside the main
/// actor, because AuthenticationServices calls it on a queue of its own on macOS.
///
/// Battle.net only redirects to `https` URIs registered on the client; it refuses custom schemes. So:
/// - **iOS 17.4+, macOS 14.4+, visionOS 1.1+**: ``Callback/https(host:path:)``. Register
///   `https://HOST/PATH` as the redirect URI; the app claims `HOST` in its Associated Domains
///   (`webcredentials:HOST`, with the matching `apple-app-site-association` on the site). The session
///   catches the redirect itself; no page is ever served at that address.
/// - **Earlier systems**: ``Callback/customScheme(_:)`` with a relay. Register an `https` page of
///   your own as the redirect URI; that page reopens the app with the same query, e.g.
///   `https://example.com/bnet/relay?code=C&state=S` → `myapp://bnet?code=C&state=S` (a static
///   page whose script does `location.replace("myapp://bnet" + location.search)`). The adapter puts
///   that query back on the registered URI before the manager checks it.
///
/// An app must not ship the client secret: make the manager with `AuthenticationManager(clientID:)`
/// and pass an ``AuthorizationCodeExchanger`` that sends the code to your server.
///
/// ```swift
/// let auth = AuthenticationManager(clientID: "your-client-id", store: KeychainTokenStore())
/// let signIn = WebAuthenticationSignIn(anchor: window)
/// let token = try await signIn.signIn(
///     manager: auth, scopes: [.openid, .wowProfile],
///     redirectURI: URL(string: "https://example.com/bnet/callback")!,
///     callback: .https(host: "example.com", path: "/bnet/callback"),
///     exchanger: MyBackend()
/// )
/// ```
@MainActor
public final class WebAuthenticationSignIn: NSObject, ASWebAuthenticationPresentationContextProviding {
    /// How the redirect comes back to the app.
    public enum Callback: Sendable, Hashable {
        /// The registered https redirect itself, caught by the session (iOS 17.4+, macOS 14.4+, visionOS 1.1+).
        case https(host: String, path: String)
        /// A custom scheme your https relay page reopens the app with (any supported system).
        case customScheme(String)
    }

    /// A `@MainActor` window, hence `Sendable`: read without isolation by ``presentationAnchor(for:)``.
    private nonisolated let anchor: ASPresentationAnchor
    /// Whether the session shares no cookies with the browser (the user signs in every time).
    public let prefersEphemeralWebBrowserSession: Bool
    private var session: ASWebAuthenticationSession?

    /// - Parameters:
    ///   - anchor: The window the sign-in sheet is presented over.
    ///   - prefersEphemeralWebBrowserSession: `true` to keep no Battle.net cookies between sign-ins.
    public init(anchor: ASPresentationAnchor, prefersEphemeralWebBrowserSession: Bool = false) {
        self.anchor = anchor
        self.prefersEphemeralWebBrowserSession = prefersEphemeralWebBrowserSession
        super.init()
    }

    /// The window the sheet is presented over.
    ///
    /// `nonisolated`: SDKs before Xcode 16 do not mark `ASWebAuthenticationPresentationContextProviding`
    /// `@MainActor`, and a main-actor method cannot witness a nonisolated requirement; it reads only an
    /// immutable `Sendable` property.
    public nonisolated func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { anchor }

    /// Starts a sign-in with `manager`, shows Battle.net's page, checks the redirect and exchanges
    /// the code (through `exchanger` when given), and keeps the token in the manager's store.
    /// - Returns: The user token.
    /// - Throws: ``BattleNetError`` as ``AuthenticationManager/authorizationCode(fromRedirect:)`` and
    ///   the exchange do; `.invalidConfiguration` for an https callback on a system before iOS 17.4 /
    ///   macOS 14.4 / visionOS 1.1; `CancellationError` when the user closes the sheet.
    @discardableResult
    public func signIn(
        manager: AuthenticationManager, scopes: [OAuthScope], redirectURI: URL, callback: Callback,
        exchanger: (any AuthorizationCodeExchanger)? = nil
    ) async throws -> AccessToken {
        let start = try await manager.authorizationRequest(redirectURI: redirectURI, scopes: scopes)
        let returned = try await callbackURL(opening: start.url, callback: callback)
        let redirect: URL
        switch callback {
        case .https: redirect = returned
        case .customScheme: redirect = try RelayedRedirect.rebuild(returned, registered: redirectURI)
        }
        let code = try await manager.authorizationCode(fromRedirect: redirect)
        if let exchanger { return try await manager.exchange(code, using: exchanger) }
        return try await manager.exchange(code)
    }

    /// Opens `url` in the session and returns the URL the callback matched.
    /// - Throws: `CancellationError` when the user closes the sheet; ``BattleNetError``
    ///   `.invalidConfiguration` when the session cannot start or the https callback is unavailable.
    public func callbackURL(opening url: URL, callback: Callback) async throws -> URL {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<URL, any Error>) in
            let once = ResumeOnce(continuation)
            // Made outside this main-actor method: AuthenticationServices calls it on its own queue.
            let completion = WebAuthenticationCompletion.handler(resuming: once, isCancellation: Self.isCanceledLogin)
            let session: ASWebAuthenticationSession
            switch callback {
            case .https(let host, let path):
                guard #available(iOS 17.4, macOS 14.4, visionOS 1.1, *) else {
                    once.resume(.failure(BattleNetError(
                        .invalidConfiguration,
                        message: "https callbacks need iOS 17.4, macOS 14.4 or visionOS 1.1; use a custom scheme and an https relay page"
                    )))
                    return
                }
                session = ASWebAuthenticationSession(url: url, callback: .https(host: host, path: path), completionHandler: completion)
            case .customScheme(let scheme):
                session = ASWebAuthenticationSession(url: url, callbackURLScheme: scheme, completionHandler: completion)
            }
            session.presentationContextProvider = self
            session.prefersEphemeralWebBrowserSession = prefersEphemeralWebBrowserSession
            self.session = session
            if !session.start() {
                once.resume(.failure(BattleNetError(.invalidConfiguration, message: "the sign-in sheet could not be shown")))
            }
        }
    }

    /// Whether `error` is the session's "the user closed the sheet".
    private nonisolated static func isCanceledLogin(_ error: any Error) -> Bool {
        (error as? ASWebAuthenticationSessionError)?.code == .canceledLogin
    }
}

#endif
