import BattleNetCore
import Foundation

/// A World of Warcraft guild name in the form guild paths take: trimmed, lowercased with Unicode's
/// rules, in NFC, with each run of whitespace turned into one hyphen.
///
/// Guild paths (`/data/wow/guild/{realmSlug}/{nameSlug}`) take the guild's name in lowercase with
/// spaces as hyphens: the recorded guild "Mythical Warriors" links to `.../guild/norgannon/mythical-warriors`.
/// Give the name as the game shows it or the slug; both give the same value:
///
/// ```swift
/// GuildSlug("Mythical Warriors").pathValue   // "mythical-warriors"
/// GuildSlug("mythical-warriors").pathValue   // "mythical-warriors"
/// let guild: GuildSlug = "Enigma"            // "enigma"
/// ```
///
/// Other characters (apostrophes, accents, any script) are kept as they are; the path builder
/// percent-encodes them.
public struct GuildSlug: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The lowercased, hyphenated NFC name as it goes into a path segment, before percent-encoding.
    public let pathValue: String

    /// The slug.
    public var description: String { pathValue }

    /// A guild slug from a guild name or slug: trimmed, lowercased, NFC, whitespace runs as `-`.
    ///
    /// Nothing is rejected here; use ``init(validating:)`` for user input.
    public init(_ text: String) {
        pathValue = text.precomposedStringWithCanonicalMapping.lowercased()
            .split(whereSeparator: \.isWhitespace).joined(separator: "-")
            .precomposedStringWithCanonicalMapping
    }

    /// A guild name or slug typed by a user, normalised as ``init(_:)``.
    ///
    /// - Throws: `BattleNetError` `.invalidRequest` when the name is empty or only whitespace, or
    ///   contains `/`, `?`, `#` or a control character.
    ///
    /// ```swift
    /// let guild = try GuildSlug(validating: "Mythical Warriors")   // mythical-warriors
    /// ```
    public init(validating text: String) throws(BattleNetError) {
        self = try .checked(
            GuildSlug(text), from: text, allowsSpaces: true,
            explanation: "a guild is its name as shown in game, such as \"Mythical Warriors\", or its slug, such as mythical-warriors, "
                + "without /, ? or #"
        )
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension GuildSlug: TextPathArgument {
    package static var argumentDescription: String { "a guild name or slug, e.g. \"Mythical Warriors\" or mythical-warriors" }
    package static var emptyValueName: String { "a guild name" }
}
