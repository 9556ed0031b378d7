import Foundation

/// A Battle.net BattleTag such as `Name#1234`.
///
/// Accepts `Name#1234` and the path form `Name-1234`; profile paths send `Name-1234`. Names are kept
/// exactly as given: Blizzard's profile lookups are case-sensitive.
///
/// A string literal converts to a BattleTag, so `client.d3.account(battleTag: "FaYe#2543")` reads naturally; a
/// literal that is not a BattleTag fails with ``BattleNetError`` `.invalidRequest` when the request is
/// built, before anything is sent. Text typed by a user goes through the failable ``init(_:)``.
///
/// ```swift
/// let tag = BattleTag(parsing: userInput)   // "FaYe#2543" → tag?.pathValue == "FaYe-2543"
/// ```
public struct BattleTag: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name before the `#`.
    public let name: String
    /// The digits after the `#`.
    public let number: String
    /// The text of a string literal that did not parse; such a tag cannot be sent.
    private let unparsedLiteral: String?

    /// Parses `Name#1234` or `Name-1234`; `nil` when there is no name or the suffix is not digits.
    ///
    /// With a string *literal*, `BattleTag("Name#1234")` is the literal conversion (not optional);
    /// use ``init(parsing:)`` to test a literal.
    public init?(_ text: String) { self.init(parsing: text) }

    /// Parses `Name#1234` or `Name-1234`; `nil` when there is no name or the suffix is not digits.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let separator = trimmed.lastIndex(where: { $0 == "#" || $0 == "-" }) else { return nil }
        let name = String(trimmed[..<separator])
        let number = String(trimmed[trimmed.index(after: separator)...])
        guard !name.isEmpty, !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber),
              !name.contains("#"), !name.contains("/") else { return nil }
        self.name = name
        self.number = number
        unparsedLiteral = nil
    }

    /// A BattleTag from a literal such as `"FaYe#2543"`; a literal that does not parse is kept as written
    /// and refused when a request is built with it.
    public init(stringLiteral value: String) {
        if let tag = BattleTag(parsing: value) {
            self = tag
        } else {
            name = value
            number = ""
            unparsedLiteral = value
        }
    }

    /// Whether this is a well-formed BattleTag (false only for a literal that did not parse).
    public var isValid: Bool { unparsedLiteral == nil }

    /// `Name-1234`, the form profile paths take.
    public var pathValue: String { "\(name)-\(number)" }

    /// `Name#1234`.
    public var description: String { unparsedLiteral ?? "\(name)#\(number)" }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let tag = BattleTag(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "not a BattleTag: \(text)"
            ))
        }
        self = tag
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
