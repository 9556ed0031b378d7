import Foundation

/// A Battle.net BattleTag such as `Name#1234`.
///
/// Accepts `Name#1234` and the path form `Name-1234`; profile paths send `Name-1234`. Names are kept
/// exactly as given: Blizzard's profile lookups are case-sensitive.
///
/// ```swift
/// let tag = BattleTag("FaYe#2543")   // tag?.pathValue == "FaYe-2543"
/// ```
public struct BattleTag: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name before the `#`.
    public let name: String
    /// The digits after the `#`.
    public let number: String

    /// Parses `Name#1234` or `Name-1234`; `nil` when there is no name or the suffix is not digits.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let separator = trimmed.lastIndex(where: { $0 == "#" || $0 == "-" }) else { return nil }
        let name = String(trimmed[..<separator])
        let number = String(trimmed[trimmed.index(after: separator)...])
        guard !name.isEmpty, !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber),
              !name.contains("#"), !name.contains("/") else { return nil }
        self.name = name
        self.number = number
    }

    /// `Name-1234`, the form profile paths take.
    public var pathValue: String { "\(name)-\(number)" }

    /// `Name#1234`.
    public var description: String { "\(name)#\(number)" }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let tag = BattleTag(text) else {
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
