import Foundation

/// The sign-ins an ``AuthenticationManager`` has started and not yet seen come back: each `state`
/// with its redirect URI and scopes, accepted once, for ``lifetime`` at most, and never more than
/// ``limit`` at a time (the oldest is forgotten first).
struct PendingAuthorizations: Sendable {
    struct Entry: Sendable {
        let redirectURI: URL
        let scopes: [OAuthScope]
        let expiresAt: Date
        /// The PKCE verifier whose challenge the authorize URL carried.
        let codeVerifier: String?
    }

    /// How long a started sign-in can come back: 10 minutes.
    static let lifetime: TimeInterval = 600
    /// The most sign-ins waiting at one time.
    static let limit = 64

    private var entries: [String: Entry] = [:]
    /// States oldest first (some may be gone already).
    private var order: [String] = []

    var count: Int { entries.count }

    /// Remembers `state`, dropping expired sign-ins and, at ``limit``, the oldest.
    mutating func add(state: String, redirectURI: URL, scopes: [OAuthScope], codeVerifier: String? = nil, now: Date) {
        purge(now: now)
        while entries.count >= Self.limit, !order.isEmpty {
            entries.removeValue(forKey: order.removeFirst())
        }
        entries[state] = Entry(
            redirectURI: redirectURI, scopes: scopes, expiresAt: now.addingTimeInterval(Self.lifetime), codeVerifier: codeVerifier
        )
        order.append(state)
    }

    /// Removes and returns the sign-in for `state`; `nil` when it is unknown, used or expired.
    mutating func take(state: String, now: Date) -> Entry? {
        guard let entry = entries.removeValue(forKey: state) else { return nil }
        order.removeAll { $0 == state }
        return entry.expiresAt > now ? entry : nil
    }

    /// The code a redirect brings back, once its `state` is one of these sign-ins (which it uses up),
    /// its address is the sign-in's redirect URI, and it carries a code rather than an error (the
    /// checks of ``AuthenticationManager/authorizationCode(fromRedirect:)``, synchronous).
    /// - Throws: ``BattleNetError`` `.invalidRequest` for an unknown, used or expired state, another
    ///   address or no code; `.oauth` for the server's `error`.
    mutating func code(fromRedirect redirect: URL, now: Date) throws(BattleNetError) -> AuthorizationCode {
        let items = URLComponents(url: redirect, resolvingAgainstBaseURL: false)?.queryItems ?? []
        if let repeated = Self.repeatedParameter(in: items) {
            throw BattleNetError(
                .invalidRequest,
                message: "the redirect carries the parameter \(repeated) more than once (Battle.net sends each once); start the sign-in again"
            )
        }
        func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
        guard let state = value("state"), let pending = take(state: state, now: now) else {
            throw BattleNetError(
                .invalidRequest,
                message: "the redirect's state does not match a sign-in this manager started in the last 10 minutes (forged, replayed, expired or from another session); start the sign-in again"
            )
        }
        guard Self.matches(redirect, registered: pending.redirectURI) else {
            throw BattleNetError(
                .invalidRequest,
                message: "the redirect came to another address than the registered redirect URI; start the sign-in again"
            )
        }
        if let error = value("error") {
            let code = Self.printable(error)
            let description = value("error_description").map(Self.printable)
            var failure = BattleNetError(.oauth, message: "the sign-in failed: \(code)" + (description.map { " (\($0))" } ?? ""))
            failure.oauthError = OAuthErrorPayload(error: code, errorDescription: description)
            failure.operation = "oauthAuthorize"
            throw failure
        }
        guard let code = value("code"), !code.isEmpty else {
            throw BattleNetError(.invalidRequest, message: "the redirect carries no authorization code")
        }
        return AuthorizationCode(code: code, redirectURI: pending.redirectURI, scopes: pending.scopes, codeVerifier: pending.codeVerifier)
    }

    private mutating func purge(now: Date) {
        let expired = entries.filter { $0.value.expiresAt <= now }.map(\.key)
        guard !expired.isEmpty else { return }
        for state in expired { entries.removeValue(forKey: state) }
        order.removeAll { entries[$0] == nil }
    }

    /// Whether `redirect` comes back to `registered`: the same scheme, host and port (compared
    /// case-insensitively, default ports filled in) and exactly the same path.
    static func matches(_ redirect: URL, registered: URL) -> Bool {
        guard let scheme = redirect.scheme?.lowercased(), scheme == registered.scheme?.lowercased(),
              let host = redirect.host?.lowercased(), !host.isEmpty, host == registered.host?.lowercased(),
              redirect.user == nil, redirect.password == nil else { return false }
        func port(_ url: URL) -> Int? { url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil) }
        func path(_ url: URL) -> String {
            URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? url.path
        }
        return port(redirect) == port(registered) && path(redirect) == path(registered)
    }

    /// The printable name of the first query parameter that appears more than once, if any.
    static func repeatedParameter(in items: [URLQueryItem]) -> String? {
        var seen = Set<String>()
        for item in items where !seen.insert(item.name).inserted {
            return printable(String(item.name.prefix(40)))
        }
        return nil
    }

    /// `text` without control characters (C0, DEL, C1) and bidirectional overrides, so text from
    /// the redirect cannot drive a terminal or reorder a log line.
    static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value))
        }))
    }
}
