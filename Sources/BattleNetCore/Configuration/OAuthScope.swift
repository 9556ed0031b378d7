import Foundation

/// An OAuth scope a user grants in the authorization-code flow.
///
/// Scopes are open: pass any value Blizzard documents, e.g. `OAuthScope(rawValue: "streaming.titles")`.
public struct OAuthScope: OpenStringValue {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// OpenID Connect: needed for `userinfo`.
    public static let openid: OAuthScope = "openid"
    /// World of Warcraft account profile.
    public static let wowProfile: OAuthScope = "wow.profile"
    /// StarCraft II profile.
    public static let sc2Profile: OAuthScope = "sc2.profile"
    /// Diablo III profile.
    public static let d3Profile: OAuthScope = "d3.profile"
}

extension Array where Element == OAuthScope {
    /// The scopes as Battle.net writes them: space-separated (package API: no member is added to
    /// the standard `Array` in apps).
    package var spaceSeparated: String { map(\.rawValue).joined(separator: " ") }

    /// Parses a space- or comma-separated scope list.
    package init(parsing text: String) {
        self = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { OAuthScope(rawValue: String($0)) }
    }
}
