import Foundation

/// A JSON number that may not fit `Int64`: Blizzard sends integers up to 2^64 (StarCraft II ladder
/// team ids), below `Int64.min` (`-9223372036854776000`, SC2's "no date") and in exponent form
/// (`1.8446744073709548E19` in WoW statistics, `1.15432E7` in D3 stats).
///
/// An integer is kept exactly whenever the number as written is one that fits `Int64` or `UInt64`
/// (exponent form included: `1.15432E7` is the integer `11543200`); anything else is kept as the
/// `Double` the text denotes. Decoding never traps. A string holding a number (`"1579759200"`) is
/// read as that number, since Blizzard quotes some numbers.
///
/// ```swift
/// let id = try JSONDecoder().decode(LargeNumber.self, from: Data("18446744073709551615".utf8))
/// id.uint64Value   // 18446744073709551615
/// id.int64Value    // nil: it does not fit
/// ```
public enum LargeNumber: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// An integer that fits `Int64`.
    case integer(Int64)
    /// An integer above `Int64.max` that fits `UInt64`.
    case unsigned(UInt64)
    /// Any other number (fractional, or beyond both integer types), as the nearest `Double`.
    case double(Double)

    /// An integer that fits `Int64`.
    public init(_ value: Int64) { self = .integer(value) }

    /// An unsigned integer; stored as ``integer(_:)`` when it fits `Int64`.
    public init(_ value: UInt64) { self = value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsigned(value) }

    /// A number with a fraction or an exponent.
    public init(_ value: Double) { self = .double(value) }

    /// Reads decimal text (`"-12"`, `"18446744073709551615"`, `"1.5E12"`); `nil` if it is not a number.
    public init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        if let value = Int64(text) {
            self = .integer(value)
        } else if let value = UInt64(text) {
            self = .unsigned(value)
        } else if let value = Double(text), value.isFinite {
            if let exact = Int64(exactly: value), text.contains(where: { $0 == "e" || $0 == "E" || $0 == "." }) {
                self = .integer(exact)
            } else {
                self = .double(value)
            }
        } else {
            return nil
        }
    }

    /// - Throws: `DecodingError.dataCorrupted` when the value is neither a number nor a string holding one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(UInt64.self) {
            self = .unsigned(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let text = try? container.decode(String.self), let value = LargeNumber(text) {
            self = value
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number")
        }
    }

    /// Encodes as a JSON number: exact for both integer cases.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .unsigned(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        }
    }

    /// The value as `Int64` when it is an integer in range (a `Double` only when it is integral).
    public var int64Value: Int64? {
        switch self {
        case .integer(let value): value
        case .unsigned: nil
        case .double(let value): Int64(exactly: value)
        }
    }

    /// The value as `Int` when it fits.
    public var intValue: Int? { int64Value.flatMap { Int(exactly: $0) } }

    /// The value as `UInt64` when it is a non-negative integer in range.
    public var uint64Value: UInt64? {
        switch self {
        case .integer(let value): UInt64(exactly: value)
        case .unsigned(let value): value
        case .double(let value): UInt64(exactly: value)
        }
    }

    /// The value as a `Double` (rounded for integers beyond 2^53).
    public var doubleValue: Double {
        switch self {
        case .integer(let value): Double(value)
        case .unsigned(let value): Double(value)
        case .double(let value): value
        }
    }

    /// Whether the number is held exactly as an integer.
    public var isExactInteger: Bool {
        if case .double = self { return false }
        return true
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.integer(a), .integer(b)): a < b
        case let (.unsigned(a), .unsigned(b)): a < b
        case (.integer, .unsigned): true
        case (.unsigned, .integer): false
        default: lhs.doubleValue < rhs.doubleValue
        }
    }

    /// The decimal digits for integers (`"18446744073709551615"`), Swift's shortest form for doubles.
    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .unsigned(let value): String(value)
        case .double(let value): String(value)
        }
    }
}
