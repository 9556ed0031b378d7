import Foundation

/// An integer-backed value from a set that Blizzard extends over time, such as a StarCraft II queue
/// or league id.
///
/// Unknown values decode without failing and compare by their number. Blizzard sends some of these
/// ids as JSON strings (`"2"`); both forms decode. Known values are `static let` constants on each
/// conforming type, and they encode as JSON numbers.
///
/// ```swift
/// struct League: OpenIntegerValue {
///     let rawValue: Int
///     init(rawValue: Int) { self.rawValue = rawValue }
///     static let grandmaster: League = 6
/// }
/// ```
public protocol OpenIntegerValue: RawRepresentable, Codable, Hashable, Sendable, ExpressibleByIntegerLiteral,
    CustomStringConvertible where RawValue == Int {
    /// The value for any integer, known or not.
    init(rawValue: Int)
}

extension OpenIntegerValue {
    /// The value for an integer literal, e.g. `201`.
    public init(integerLiteral value: Int) { self.init(rawValue: value) }

    /// Decodes the raw integer; any integer is accepted, known or not.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self.init(rawValue: number)
        } else if let text = try? container.decode(String.self), let number = Int(text) {
            self.init(rawValue: number)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected an integer or a string holding one"
            )
        }
    }

    /// Encodes the raw integer.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { String(rawValue) }
}
