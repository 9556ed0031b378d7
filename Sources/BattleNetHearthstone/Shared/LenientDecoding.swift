import Foundation

// The lenient readers of the Hearthstone models whose decoding has rules of its own (a card's
// `collectible`, a mercenary's levels), by the rules of `Lenient` properties (internal: no member is
// added to a Foundation type in apps).

extension KeyedDecodingContainer {
    /// The value of `key` by `Rule`, as a ``Hearthstone/Lenient`` property of that rule reads it.
    private func value<Rule: Hearthstone.LenientRule>(_ key: Key, by rule: Rule.Type) throws -> Rule.Value {
        try decode(Hearthstone.Lenient<Rule>.self, forKey: key).wrappedValue
    }

    /// A required integer (a number or a numeric string).
    /// - Throws: `DecodingError` when the key is absent or holds no integer.
    func flexibleInt(_ key: Key) throws -> Int { try value(key, by: Hearthstone.LenientRules.Number.self) }

    /// An optional integer: `nil` when absent, `null` or of another shape.
    func flexibleIntIfPresent(_ key: Key) -> Int? { (try? value(key, by: Hearthstone.LenientRules.OptionalNumber.self)) ?? nil }

    /// An optional flag: `nil` when absent, `null` or of another shape.
    func flexibleBoolIfPresent(_ key: Key) -> Bool? { (try? value(key, by: Hearthstone.LenientRules.Flag.self)) ?? nil }

    /// A list of integers; a single integer is a list of one, and absent, `null` or another shape is
    /// an empty list. Elements that are not integers are dropped.
    func flexibleInts(_ key: Key) -> [Int] { (try? value(key, by: Hearthstone.LenientRules.Numbers.self)) ?? [] }

    /// An optional string: `nil` when absent, `null` or not a string.
    func stringIfPresent(_ key: Key) -> String? { (try? value(key, by: Hearthstone.LenientRules.Text.self)) ?? nil }

    /// An optional localized text (a string or an object keyed by locale): `nil` when absent, `null`
    /// or of another shape.
    func localizedIfPresent(_ key: Key) -> LocalizedString? { (try? value(key, by: Hearthstone.LenientRules.Localized.self)) ?? nil }

    /// An optional image link: `nil` when absent, `null`, `""`, not a URL or of another shape.
    func imageIfPresent(_ key: Key) -> Hearthstone.LocalizedURL? { (try? value(key, by: Hearthstone.LenientRules.Image.self)) ?? nil }

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
