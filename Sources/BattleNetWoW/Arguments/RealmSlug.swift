import BattleNetCore
import Foundation

/// A World of Warcraft realm as its slug, the form realm paths take: `area-52`, `azjolnerub`,
/// `aggra-português`.
///
/// Give the slug, or the realm's English name as the game shows it; ``init(_:)`` decides which it
/// got and turns a name into Blizzard's slug:
///
/// ```swift
/// RealmSlug("Area 52")            // area-52
/// RealmSlug("Azjol-Nerub")        // azjolnerub
/// RealmSlug("Aggra (Português)")  // aggra-português
/// RealmSlug("area-52")            // area-52, a slug is kept as given
/// let realm: RealmSlug = "Mal'Ganis"  // malganis
/// ```
///
/// The name-to-slug rule (``fromName(_:)``) is the one every name/slug pair in the recorded realm
/// bodies follows (the EU and US realm indexes, realm and connected-realm bodies: 365 pairs).
/// It holds for English names only: a realm name from a response in another locale
/// (`Ревущий фьорд` for `howling-fjord`) does not lead to the slug; look such a realm up in the
/// realm index instead. The value is not percent-encoded; the path builder does that.
public struct RealmSlug: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The slug, in Unicode NFC and not yet percent-encoded, e.g. `aggra-português`.
    public let rawValue: String

    /// The slug as it goes into a path segment, before percent-encoding: the same as ``rawValue``.
    public var pathValue: String { rawValue }

    /// The slug.
    public var description: String { rawValue }

    /// A realm from its slug or its English name.
    ///
    /// The decision rule: after trimming surrounding whitespace and normalising to NFC, text made only
    /// of lowercase or caseless letters, digits and hyphens (`area-52`, `aggra-português`) is a slug
    /// and is kept as it is. Anything else (a capital letter, a space, an apostrophe, parentheses) is
    /// a name and goes through ``fromName(_:)``. The one case this cannot tell apart is a name typed
    /// in lowercase with its own hyphen: `azjol-nerub` is kept, though the realm's slug is
    /// `azjolnerub`; type the name as shown (`Azjol-Nerub`) or the slug.
    ///
    /// Nothing is rejected here; use ``init(validating:)`` for user input.
    public init(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
        rawValue = Self.isSlug(text) ? text : Self.fromName(text).rawValue
    }

    /// A realm from its slug or its English name, as ``init(_:)``, for text a user typed.
    ///
    /// - Throws: `BattleNetError` `.invalidRequest` when the text is empty or only whitespace,
    ///   contains `/`, `?`, `#` or a control character, or leaves no letter or digit for a slug
    ///   (`'()`).
    ///
    /// ```swift
    /// let realm = try RealmSlug(validating: "Area 52")   // area-52
    /// ```
    public init(validating text: String) throws(BattleNetError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let forbidden = trimmed.unicodeScalars.contains { "/?#".unicodeScalars.contains($0) || $0.properties.generalCategory == .control }
        let slug = RealmSlug(trimmed)
        guard !trimmed.isEmpty, !forbidden, !slug.rawValue.isEmpty else {
            throw BattleNetError(
                .invalidRequest,
                message: "a realm is its slug, such as area-52, or its name as shown in game, such as Area 52 or Aggra (Português); got \(text.debugDescription)"
            )
        }
        self = slug
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Blizzard's slug for an English realm name.
    ///
    /// Lowercase the name (Unicode rules, any locale), keep letters (accents included) and digits,
    /// drop every other character (apostrophes, hyphens, parentheses), and join the words that
    /// whitespace separated with single hyphens. The result is in NFC.
    ///
    /// ```swift
    /// RealmSlug.fromName("Area 52").rawValue            // "area-52"
    /// RealmSlug.fromName("Azjol-Nerub").rawValue        // "azjolnerub"
    /// RealmSlug.fromName("Pozzo dell'Eternità").rawValue // "pozzo-delleternità"
    /// ```
    ///
    /// Every name/slug pair recorded in `Fixtures/wow` follows this rule; the recordings show only
    /// apostrophes, hyphens and parentheses among the dropped characters, and other punctuation is
    /// dropped the same way. A slug is not a name: `fromName("area-52")` is `area52`; ``init(_:)``
    /// keeps slugs.
    public static func fromName(_ name: String) -> RealmSlug {
        let words = name.precomposedStringWithCanonicalMapping.lowercased()
            .split(whereSeparator: \.isWhitespace)
            .map { word in String(word.filter { $0.isLetter || $0.isNumber }) }
            .filter { !$0.isEmpty }
        return RealmSlug(verbatim: words.joined(separator: "-").precomposedStringWithCanonicalMapping)
    }

    private init(verbatim: String) {
        rawValue = verbatim
    }

    /// Whether `text` is already in slug form: lowercase or caseless letters, digits and hyphens only.
    static func isSlug(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { character in
            character == "-"
                || ((character.isLetter || character.isNumber) && String(character) == character.lowercased())
        }
    }

    /// Decodes a string with ``init(_:)``, so a slug stays as it is.
    /// - Throws: `DecodingError.dataCorrupted` when the string leaves an empty slug.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let slug = RealmSlug(text)
        guard !slug.rawValue.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a realm slug: \(text)"))
        }
        self = slug
    }

    /// Encodes the slug as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension RealmSlug: TextPathArgument {
    package static var argumentDescription: String { "a realm slug or English realm name, e.g. area-52 or \"Area 52\"" }
    package static var emptyValueName: String { "a realm slug" }
}

extension RealmSlug: JSONReadable {
    /// A string made a slug as ``init(_:)`` makes it; a string that leaves an empty slug is a failure.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        reader.skipWhitespace()
        let offset = reader.position
        let text = try reader.readString()
        let slug = RealmSlug(text)
        guard !slug.rawValue.isEmpty else { throw JSONReader.Failure(.invalidValue("not a realm slug: \(text)"), offset: offset) }
        self = slug
    }
}
