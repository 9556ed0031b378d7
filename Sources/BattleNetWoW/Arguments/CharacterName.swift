import BattleNetCore
import Foundation

/// A World of Warcraft character name in the form profile paths take: trimmed, lowercased with
/// Unicode's rules and in Unicode NFC.
///
/// Battle.net answers 404 for a character name with capitals (`Drinian`, `Альвеоняша`), so names are
/// lowercased here, in any script:
///
/// ```swift
/// CharacterName("Альвеоняша").pathValue  // "альвеоняша"
/// CharacterName("Éowyn").pathValue       // "éowyn"
/// CharacterName("DRINIAN").pathValue     // "drinian"
/// let name: CharacterName = "가나다"      // unchanged: Hangul has no case
/// ```
///
/// Lowercasing is Swift's `String.lowercased()`: the full Unicode lowercase mapping, the same in every
/// locale (no Turkish dotless-i rule: `I` becomes `i`, and `İ` becomes `i` followed by U+0307).
/// `ß` is already lowercase and stays `ß`; the capital `ẞ` (U+1E9E) becomes `ß`; `SS` becomes `ss`,
/// never `ß`. Input is normalised to NFC, the form Blizzard's names use, so a decomposed `é`
/// (`e` + U+0301) gives the same bytes as a precomposed one. The value is not percent-encoded; the
/// path builder does that (``percentEncodedPathValue`` shows the result).
public struct CharacterName: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The trimmed, lowercased NFC name as it goes into a path segment, before percent-encoding.
    public let pathValue: String

    /// The name as a percent-encoded path segment (RFC 3986 unreserved characters kept), e.g.
    /// `%D0%B0%D0%BB...` for `альвеоняша`.
    public var percentEncodedPathValue: String { percentEncodedPathSegment(pathValue) }

    /// The lowercased name.
    public var description: String { pathValue }

    /// A character name: surrounding whitespace trimmed, lowercased, normalised to NFC.
    ///
    /// Nothing is rejected here; use ``init(validating:)`` for user input.
    public init(_ text: String) {
        pathValue = text.trimmingCharacters(in: .whitespacesAndNewlines)
            .precomposedStringWithCanonicalMapping.lowercased().precomposedStringWithCanonicalMapping
    }

    /// A character name typed by a user, normalised as ``init(_:)``.
    ///
    /// - Throws: `BattleNetError` `.invalidRequest` when the name is empty, contains whitespace
    ///   (a character name is one word), `/`, `?`, `#` or a control character.
    ///
    /// ```swift
    /// let name = try CharacterName(validating: "Drinian")   // drinian
    /// ```
    public init(validating text: String) throws(BattleNetError) {
        self = try .checked(
            CharacterName(text), from: text, allowsSpaces: false,
            explanation: "a character name is one word of letters as shown in game, such as Drinian or Альвеоняша, "
                + "without spaces, /, ? or #"
        )
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension CharacterName: TextPathArgument {
    package static var argumentDescription: String { "a character name, e.g. Альвеоняша" }
    package static var emptyValueName: String { "a character name" }
}
