import Foundation

extension Hearthstone {
    /// The format a deck is built for: Wild, Standard, Classic, Twist, or one this package does not know.
    ///
    /// Battle.net's deck lookup names it (`"standard"`), a deck code numbers it (`2`, Hearthstone's
    /// `FormatType`); both decode to the same value, so `DeckFormat.standard` matches either. An unknown
    /// name or number is kept as it arrived (codes with format `0` exist).
    ///
    /// ```swift
    /// let deck = try await client.hearthstone.deck(.code(code))
    /// if deck.format == .standard { print("rotates out in spring") }
    /// ```
    public struct DeckFormat: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The number a deck code carries (`FormatType`): 1 Wild, 2 Standard, 3 Classic, 4 Twist, 0 unknown;
        /// `nil` for a name Battle.net sent that this package cannot number.
        public let number: Int?
        /// The name Battle.net's deck lookup uses, e.g. `standard`; `nil` for a number this package
        /// cannot name.
        public let name: String?

        private static let known: [(number: Int, name: String)] = [
            (1, "wild"), (2, "standard"), (3, "classic"), (4, "twist"),
        ]

        /// The format numbered `number` in a deck code; named when the number is known.
        public init(number: Int) {
            self.number = number
            name = Self.known.first { $0.number == number }?.name
        }

        /// The format Battle.net names `name` (any case); numbered when the name is known.
        public init(name: String) {
            let name = name.lowercased()
            self.name = name
            number = Self.known.first { $0.name == name }?.number
        }

        /// Wild (`1`, `"wild"`).
        public static let wild = DeckFormat(number: 1)
        /// Standard (`2`, `"standard"`).
        public static let standard = DeckFormat(number: 2)
        /// Classic (`3`, `"classic"`).
        public static let classic = DeckFormat(number: 3)
        /// Twist (`4`, `"twist"`).
        public static let twist = DeckFormat(number: 4)
        /// No format (`0`, Hearthstone's `FT_UNKNOWN`), which some deck codes carry.
        public static let unknown = DeckFormat(number: 0)

        /// Decodes a name (`"standard"`) or a number (`2`).
        /// - Throws: `DecodingError` when the value is neither a string nor an integer.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self.init(number: number)
            } else {
                self.init(name: try container.decode(String.self))
            }
        }

        /// Encodes the name where there is one (as Battle.net sends it), else the number.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let name { try container.encode(name) } else { try container.encode(number ?? 0) }
        }

        /// The name (`standard`), or `format N` for a number without one.
        public var description: String { name ?? "format \(number ?? 0)" }
    }
}
