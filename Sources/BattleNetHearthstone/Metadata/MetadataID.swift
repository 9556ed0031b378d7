import Foundation

extension Hearthstone {
    /// The id of a metadata element: a number for almost all of them, a string for a few.
    ///
    /// The metadata's `classes` list opens with `{"id": "*", "slug": "all", "name": "All Classes"}`
    /// (`hs/metadata.json`), so a metadata id is a number or a string. A numeric string (`"2"`) is the
    /// number `2`.
    /// Cards name metadata by number (`card.classID`): compare with ``intValue``, or look elements up
    /// with the ``Metadata`` lookups.
    ///
    /// ```swift
    /// let all: Hearthstone.MetadataID = "*"      // .all
    /// let druid: Hearthstone.MetadataID = 2      // .number(2)
    /// druid.intValue                             // 2
    /// all.intValue                               // nil
    /// ```
    public enum MetadataID: Codable, Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral,
        ExpressibleByStringLiteral
    {
        /// A numeric id, e.g. `2` (Druid), as cards reference metadata.
        case number(Int)
        /// An id that is not a number, e.g. `"*"` (All Classes).
        case text(String)

        /// The id `"*"`: "All Classes" in the metadata's classes.
        public static let all: MetadataID = .text("*")

        /// The number, or `nil` for a string id such as `"*"`.
        public var intValue: Int? {
            if case .number(let number) = self { return number }
            return nil
        }

        /// The id as text: `"2"`, `"*"`.
        public var description: String {
            switch self {
            case .number(let number): String(number)
            case .text(let text): text
            }
        }

        /// The id `value`.
        public init(integerLiteral value: Int) { self = .number(value) }

        /// The id `value`; a numeric string is that number.
        public init(stringLiteral value: String) { self.init(value) }

        /// The id written `text`; a numeric string (`"2"`) is that number.
        public init(_ text: String) {
            if let number = Int(text) { self = .number(number) } else { self = .text(text) }
        }

        /// Decodes a number or a string.
        /// - Throws: `DecodingError` when the value is neither.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else if let number = try? container.decode(Double.self), number.rounded() == number, abs(number) < 9e15 {
                self = .number(Int(number))
            } else {
                self.init(try container.decode(String.self))
            }
        }

        /// Encodes a number as a JSON number and a string as a string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .text(let text): try container.encode(text)
            }
        }
    }
}
