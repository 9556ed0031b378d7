import Foundation

/// A string-backed value from a set that Blizzard extends over time.
///
/// Unknown values decode without failing and compare by their raw string, so a new character class,
/// item quality or leaderboard kind never breaks decoding. Known values are `static let` constants on
/// each conforming type.
///
/// ```swift
/// struct Quality: OpenStringValue {
///     let rawValue: String
///     init(rawValue: String) { self.rawValue = rawValue }
///     static let legendary: Quality = "legendary"
/// }
/// ```
public protocol OpenStringValue: RawRepresentable, Codable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible where RawValue == String {
    /// The value for any string, known or not.
    init(rawValue: String)
}

extension OpenStringValue {
    /// The value for a string literal, e.g. `"barbarian"`.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// Decodes the raw string; any string is accepted, known or not.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the raw string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
}

/// An ``OpenStringValue`` compared and hashed case-insensitively, for values Blizzard spells
/// differently across endpoints (`"terran"` in ladders, `"Terran"` in game data).
public protocol CaseInsensitiveStringValue: OpenStringValue {}

extension CaseInsensitiveStringValue {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue.caseInsensitiveCompare(rhs.rawValue) == .orderedSame
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue.lowercased()) }
}
