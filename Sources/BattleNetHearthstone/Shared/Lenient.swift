import Foundation

extension Hearthstone {
    /// A model property Battle.net sends in more than one shape across the years and game modes (a flag
    /// as `true` or `1`, an id as `2` or `"2"`, a list as one number, an image as `""`), read and
    /// written by the model's synthesized `Codable` through one ``LenientRule``.
    ///
    /// You read the property as its plain type: `card.battlegrounds?.tier` is an `Int?`.
    @propertyWrapper
    public struct Lenient<Rule: LenientRule>: Codable, Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
        /// The value read.
        public var wrappedValue: Rule.Value

        /// Holds `wrappedValue` (memberwise initializers and tests).
        public init(wrappedValue: Rule.Value) { self.wrappedValue = wrappedValue }

        /// Reads the value as the whole content of `decoder`, by `Rule`.
        /// - Throws: `DecodingError` when `Rule` requires a value and none can be read.
        public init(from decoder: any Decoder) throws {
            wrappedValue = try Rule.read(try decoder.singleValueContainer())
        }

        /// Writes the value in Battle.net's shape.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(wrappedValue)
        }

        /// The value's own description.
        public var description: String { String(describing: wrappedValue) }
        /// The value's own debug description.
        public var debugDescription: String { String(reflecting: wrappedValue) }
    }

    /// How a ``Lenient`` property reads its value: one caseless type per rule, in ``LenientRules``.
    public protocol LenientRule: Sendable {
        /// The property's type.
        associatedtype Value: Codable, Hashable, Sendable
        /// The value when the key is absent; `nil` when the rule requires one.
        static var absent: Value? { get }
        /// Reads the value a container holds.
        /// - Throws: `DecodingError` when the rule requires a value and none can be read.
        static func read(_ container: any SingleValueDecodingContainer) throws -> Value
        /// Whether writing leaves the key out (an absent optional, an empty list).
        static func isLeftOut(_ value: Value) -> Bool
    }

    /// The rules of ``Lenient`` properties.
    public enum LenientRules {
        /// A required id or count: a number, a numeric string (`"2"`) or an integral double (`2.0`);
        /// anything else throws `DecodingError`.
        public enum Number: LenientRule {
            public static var absent: Int? { nil }
            public static func read(_ container: any SingleValueDecodingContainer) throws -> Int {
                if let number = number(container) { return number }
                return try container.decode(Int.self)  // the decoder's own error, for a readable message
            }
            public static func isLeftOut(_ value: Int) -> Bool { false }
        }

        /// An optional id or count, read as ``Number`` reads one; `nil` when absent, `null` or of another
        /// shape, and left out when written.
        public enum OptionalNumber: LenientRule {
            public static var absent: Int?? { .some(nil) }
            public static func read(_ container: any SingleValueDecodingContainer) -> Int? { number(container) }
            public static func isLeftOut(_ value: Int?) -> Bool { value == nil }
        }

        /// A list of ids: elements of another shape are dropped, a single number is a list of one, anything
        /// else is empty; left out when written empty.
        public enum Numbers: LenientRule {
            public static var absent: [Int]? { [] }
            public static func read(_ container: any SingleValueDecodingContainer) -> [Int] {
                if let list = try? container.decode([Element<OptionalNumber>].self) { return list.compactMap(\.value) }
                return number(container).map { [$0] } ?? []
            }
            public static func isLeftOut(_ value: [Int]) -> Bool { value.isEmpty }
        }

        /// A list of optional numbers (a rarity's costs, `[40, null]`): each element read as
        /// ``OptionalNumber`` reads one; anything but a list is empty, and an empty list is left out.
        public enum OptionalNumbers: LenientRule {
            public static var absent: [Int?]? { [] }
            public static func read(_ container: any SingleValueDecodingContainer) -> [Int?] {
                (try? container.decode([Element<OptionalNumber>].self))?.map(\.value) ?? []
            }
            public static func isLeftOut(_ value: [Int?]) -> Bool { value.isEmpty }
        }

        /// An optional open value (a set's type): a non-empty string; `nil` when absent, `""` or not a
        /// string, and left out when written.
        public enum OpenValue<Value: OpenStringValue>: LenientRule {
            public static var absent: Value?? { .some(nil) }
            public static func read(_ container: any SingleValueDecodingContainer) -> Value? {
                guard let text = try? container.decode(String.self), !text.isEmpty else { return nil }
                return Value(rawValue: text)
            }
            public static func isLeftOut(_ value: Value?) -> Bool { value == nil }
        }

        /// An optional flag: `true`/`false`, `1`/`0` or `"true"`/`"1"`/`"false"`/`"0"`; `nil` when absent
        /// or of another shape, and left out when written.
        public enum Flag: LenientRule {
            public static var absent: Bool?? { .some(nil) }
            public static func read(_ container: any SingleValueDecodingContainer) -> Bool? {
                if container.decodeNil() { return nil }
                if let flag = try? container.decode(Bool.self) { return flag }
                if let number = try? container.decode(Int.self) { return number != 0 }
                switch (try? container.decode(String.self))?.lowercased() {
                case "true", "1": return true
                case "false", "0": return false
                default: return nil
                }
            }
            public static func isLeftOut(_ value: Bool?) -> Bool { value == nil }
        }

        /// An optional string; `nil` when absent or not a string, and left out when written.
        public enum Text: LenientRule {
            public static var absent: String?? { .some(nil) }
            public static func read(_ container: any SingleValueDecodingContainer) -> String? { try? container.decode(String.self) }
            public static func isLeftOut(_ value: String?) -> Bool { value == nil }
        }

        /// A list of strings: elements of another shape are dropped, anything but a list is empty; left
        /// out when written empty.
        public enum Texts: LenientRule {
            public static var absent: [String]? { [] }
            public static func read(_ container: any SingleValueDecodingContainer) -> [String] {
                (try? container.decode([Element<Text>].self))?.compactMap(\.value) ?? []
            }
            public static func isLeftOut(_ value: [String]) -> Bool { value.isEmpty }
        }

        /// An optional localized text (a string, or an object keyed by locale); `nil` when absent or of
        /// another shape, and left out when written.
        public enum Localized: LenientRule {
            public static var absent: LocalizedString?? { .some(nil) }
            public static func read(_ container: any SingleValueDecodingContainer) -> LocalizedString? {
                try? container.decode(LocalizedString.self)
            }
            public static func isLeftOut(_ value: LocalizedString?) -> Bool { value == nil }
        }

        /// An optional image link: `nil` when absent, `null`, `""`, not a URL or of another shape, and
        /// left out when written.
        public enum Image: LenientRule {
            public static var absent: LocalizedURL?? { .some(nil) }
            public static func read(_ container: any SingleValueDecodingContainer) -> LocalizedURL? {
                guard let link = try? container.decode(LocalizedURL.self), !link.isEmpty else { return nil }
                return link
            }
            public static func isLeftOut(_ value: LocalizedURL?) -> Bool { value == nil }
        }

        /// A number as ``Number`` reads it, or `nil`.
        static func number(_ container: any SingleValueDecodingContainer) -> Int? {
            if container.decodeNil() { return nil }
            if let number = try? container.decode(Int.self) { return number }
            if let text = try? container.decode(String.self) { return Int(text.trimmingCharacters(in: .whitespaces)) }
            if let number = try? container.decode(Double.self), number.rounded() == number, abs(number) < 9e15 { return Int(number) }
            return nil
        }

        /// One element of a list, read by an optional rule: `nil` for an element of another shape.
        struct Element<Rule: LenientRule>: Decodable {
            let value: Rule.Value
            init(from decoder: any Decoder) throws { value = try Rule.read(try decoder.singleValueContainer()) }
        }
    }
}

extension KeyedDecodingContainer {
    /// Reads a ``Hearthstone/Lenient`` property by its rule: what a model's synthesized `init(from:)`
    /// calls.
    /// - Throws: `DecodingError` when the rule requires a value and the key is absent or unreadable.
    func decode<Rule>(_ type: Hearthstone.Lenient<Rule>.Type, forKey key: Key) throws -> Hearthstone.Lenient<Rule> {
        guard contains(key) else {
            guard let absent = Rule.absent else {
                throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "no value for \(key.stringValue)"))
            }
            return Hearthstone.Lenient(wrappedValue: absent)
        }
        return try decode(LenientBox<Rule>.self, forKey: key).lenient
    }
}

extension KeyedEncodingContainer {
    /// Writes a ``Hearthstone/Lenient`` property, or leaves its key out as its rule says: what a
    /// model's synthesized `encode(to:)` calls.
    mutating func encode<Rule>(_ value: Hearthstone.Lenient<Rule>, forKey key: Key) throws {
        guard !Rule.isLeftOut(value.wrappedValue) else { return }
        try encode(value.wrappedValue, forKey: key)
    }
}

/// A lenient property decoded through a nested decoder, so errors carry the key's coding path.
private struct LenientBox<Rule: Hearthstone.LenientRule>: Decodable {
    let lenient: Hearthstone.Lenient<Rule>
    init(from decoder: any Decoder) throws { lenient = try Hearthstone.Lenient(from: decoder) }
}
