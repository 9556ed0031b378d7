import Foundation

// The lenient readers the Hearthstone models share (internal: no member is added to a Foundation type
// in apps). Blizzard's Hearthstone bodies vary across years and game modes: a flag arrives as `true` or
// `1`, an image as `""`, a number as `null`; an optional field of another shape decodes as absent
// instead of failing the card.

/// An integer that also reads a numeric string (`"2"`) or an integral double (`2.0`); any other value
/// (`null`, `"hero"`, an object) reads as `nil`.
struct FlexibleInt: Decodable {
    let value: Int?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = nil
        } else if let number = try? container.decode(Int.self) {
            value = number
        } else if let text = try? container.decode(String.self) {
            value = Int(text.trimmingCharacters(in: .whitespaces))
        } else if let number = try? container.decode(Double.self), number.rounded() == number, abs(number) < 9e15 {
            value = Int(number)
        } else {
            value = nil
        }
    }
}

/// A flag sent as `true`/`false`, `1`/`0` or `"true"`/`"1"`; any other value reads as `nil`.
struct FlexibleBool: Decodable {
    let value: Bool?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = nil
        } else if let flag = try? container.decode(Bool.self) {
            value = flag
        } else if let number = try? container.decode(Int.self) {
            value = number != 0
        } else if let text = try? container.decode(String.self) {
            switch text.lowercased() {
            case "true", "1": value = true
            case "false", "0": value = false
            default: value = nil
            }
        } else {
            value = nil
        }
    }
}

extension KeyedDecodingContainer {
    /// A required integer (a number or a numeric string).
    /// - Throws: `DecodingError` when the key is absent or holds no integer.
    func flexibleInt(_ key: Key) throws -> Int {
        if let number = try? decode(FlexibleInt.self, forKey: key).value { return number }
        // Rethrows the decoder's own error (key not found, type mismatch) for a readable message.
        return try decode(Int.self, forKey: key)
    }

    /// An optional integer: `nil` when absent, `null` or of another shape.
    func flexibleIntIfPresent(_ key: Key) -> Int? {
        (try? decodeIfPresent(FlexibleInt.self, forKey: key))?.value
    }

    /// An optional flag: `nil` when absent, `null` or of another shape.
    func flexibleBoolIfPresent(_ key: Key) -> Bool? {
        (try? decodeIfPresent(FlexibleBool.self, forKey: key))?.value
    }

    /// A list of integers; a single integer is a list of one, and absent, `null` or another shape is
    /// an empty list. Elements that are not integers are dropped.
    func flexibleInts(_ key: Key) -> [Int] {
        if let list = try? decodeIfPresent([FlexibleInt].self, forKey: key) { return list.compactMap(\.value) }
        if let single = flexibleIntIfPresent(key) { return [single] }
        return []
    }

    /// An optional string: `nil` when absent, `null` or not a string.
    func stringIfPresent(_ key: Key) -> String? {
        try? decodeIfPresent(String.self, forKey: key)
    }

    /// An optional localized text (a string or an object keyed by locale): `nil` when absent, `null`
    /// or of another shape.
    func localizedIfPresent(_ key: Key) -> LocalizedString? {
        try? decodeIfPresent(LocalizedString.self, forKey: key)
    }

    /// An optional image link: `nil` when absent, `null`, `""`, not a URL or of another shape.
    func imageIfPresent(_ key: Key) -> Hearthstone.LocalizedURL? {
        guard let link = try? decodeIfPresent(Hearthstone.LocalizedURL.self, forKey: key), !link.isEmpty else {
            return nil
        }
        return link
    }

    /// An optional nested model: `nil` when absent, `null` or when it does not decode.
    func modelIfPresent<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
        try? decodeIfPresent(T.self, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Writes `values` unless the list is empty (Blizzard leaves such keys out).
    mutating func encodeUnlessEmpty<T: Encodable>(_ values: [T], forKey key: Key) throws {
        if !values.isEmpty { try encode(values, forKey: key) }
    }

    /// Writes a flag as Blizzard's `1` or `0`, when there is one.
    mutating func encodeFlagAsNumber(_ flag: Bool?, forKey key: Key) throws {
        if let flag { try encode(flag ? 1 : 0, forKey: key) }
    }
}
