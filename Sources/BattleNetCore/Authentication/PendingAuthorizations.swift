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
