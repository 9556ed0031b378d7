import Foundation

/// A time since 1970 as Blizzard sends it: a number in some unit, a string holding one, or `null`.
///
/// Blizzard sends placeholders that are no date (SC2's `-9223372036854776000` for achievements
/// earned before dates were kept); any value outside the years 0 to 9999 decodes with a `nil`
/// ``date``, never a trap. The number is kept as sent (``rawValue``) and encodes back unchanged.
/// ``EpochSeconds`` and ``EpochMilliseconds`` are the two units Battle.net uses.
public protocol EpochTime: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number as sent; `nil` for JSON `null`.
    var rawValue: LargeNumber? { get }
    /// A time from the number as sent.
    init(rawValue: LargeNumber?)
    /// How many of this type's units make a second (1 for seconds, 1,000 for milliseconds).
    static var unitsPerSecond: Double { get }
}

extension EpochTime {
    /// The date; `nil` for `null` or a placeholder outside the years 0 to 9999.
    public var date: Date? {
        guard let rawValue, Self.isRealDate(rawValue) else { return nil }
        return Date(timeIntervalSince1970: rawValue.doubleValue / Self.unitsPerSecond)
    }

    /// The whole units since 1970; `nil` for `null` or a placeholder.
    var wholeUnits: Int64? {
        guard let rawValue, Self.isRealDate(rawValue) else { return nil }
        return Int64(rawValue.doubleValue.rounded(.down))
    }

    /// - Throws: `DecodingError` when the value is neither `null`, a number nor a numeric string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(rawValue: container.decodeNil() ? nil : try container.decode(LargeNumber.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let rawValue { try container.encode(rawValue) } else { try container.encodeNil() }
    }

    /// Orders by date; placeholders and `null` first.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.date ?? .distantPast) < (rhs.date ?? .distantPast)
    }

    /// ISO 8601, or `unknown` for a placeholder.
    public var description: String { date.map { ISO8601DateFormatter().string(from: $0) } ?? "unknown" }

    /// Seconds from year 0 to year 10000 either side of 1970; anything outside is a placeholder.
    private static func isRealDate(_ value: LargeNumber) -> Bool {
        (-62_167_219_200...253_402_300_800).contains(value.doubleValue / unitsPerSecond)
    }
}

/// A time as seconds since 1970, as Diablo III (`last-updated`, `death.time`) and StarCraft II
/// (`joinTimestamp`, `completionDate`) send it. See ``EpochTime``.
///
/// ```swift
/// let joined: EpochSeconds = team.joinTimestamp
/// joined.date               // 2019-12-04 03:59:30 +0000
/// joined.secondsSince1970   // 1575431970
/// ```
public struct EpochSeconds: EpochTime, ExpressibleByIntegerLiteral {
    public let rawValue: LargeNumber?
    public static var unitsPerSecond: Double { 1 }

    /// A time from its raw number of seconds; `nil` for no date.
    public init(rawValue: LargeNumber?) { self.rawValue = rawValue }

    /// A time from whole seconds since 1970.
    public init(secondsSince1970: Int64) { rawValue = .integer(secondsSince1970) }

    public init(integerLiteral value: Int64) { self.init(secondsSince1970: value) }

    /// Whole seconds since 1970; `nil` for `null` or a placeholder outside any real date.
    public var secondsSince1970: Int64? { wholeUnits }
}

/// A time as milliseconds since 1970, as World of Warcraft (`last_updated_timestamp`) and Diablo III
/// leaderboards (`CompletedTime`) send it. See ``EpochTime``.
///
/// ```swift
/// let updated: EpochMilliseconds = 1_576_943_400_000
/// updated.date   // 2019-12-21 15:50:00 +0000
/// ```
public struct EpochMilliseconds: EpochTime, ExpressibleByIntegerLiteral {
    public let rawValue: LargeNumber?
    public static var unitsPerSecond: Double { 1000 }

    /// A time from its raw number of milliseconds; `nil` for no date.
    public init(rawValue: LargeNumber?) { self.rawValue = rawValue }

    /// A time from whole milliseconds since 1970.
    public init(millisecondsSince1970: Int64) { rawValue = .integer(millisecondsSince1970) }

    public init(integerLiteral value: Int64) { self.init(millisecondsSince1970: value) }

    /// Whole milliseconds since 1970; `nil` for `null` or a placeholder.
    public var millisecondsSince1970: Int64? { wholeUnits }
}
