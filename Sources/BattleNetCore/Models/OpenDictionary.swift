import Foundation

/// A JSON object whose keys come from a set Blizzard extends over time (equipment slots, follower
/// slugs, class slugs), decoded as a dictionary keyed by an ``OpenStringValue``.
///
/// Every key of the object is kept, known or not, so a new slot or class never fails decoding; it
/// encodes back to a JSON object with the same keys. Missing keys are simply absent: look values up
/// with the subscript, which returns `nil` for them.
///
/// ```swift
/// let items: OpenDictionary<D3.ItemSlot, D3.HeroItem> = hero.items
/// items[.head]?.name      // "Leoric's Crown"
/// items.keys.count        // 13
/// ```
public struct OpenDictionary<Key: OpenStringValue, Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable,
    Sequence, ExpressibleByDictionaryLiteral {
    /// The entries by key.
    public var entries: [Key: Value]

    /// A dictionary with the given entries.
    public init(_ entries: [Key: Value] = [:]) { self.entries = entries }

    public init(dictionaryLiteral elements: (Key, Value)...) {
        self.init(Dictionary(elements) { first, _ in first })
    }

    /// - Throws: `DecodingError` when the value is not a JSON object or a value does not decode as `Value`.
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode([String: Value].self)
        entries = Dictionary(raw.map { (Key(rawValue: $0.key), $0.value) }) { first, _ in first }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Dictionary(entries.map { ($0.key.rawValue, $0.value) }) { first, _ in first })
    }

    /// The value for `key`, or `nil` when the object did not have it.
    public subscript(key: Key) -> Value? {
        get { entries[key] }
        set { entries[key] = newValue }
    }

    /// The keys present.
    public var keys: Dictionary<Key, Value>.Keys { entries.keys }
    /// The values present, in no particular order.
    public var values: Dictionary<Key, Value>.Values { entries.values }
    /// How many keys the object had.
    public var count: Int { entries.count }
    /// Whether the object was `{}`.
    public var isEmpty: Bool { entries.isEmpty }

    public func makeIterator() -> Dictionary<Key, Value>.Iterator { entries.makeIterator() }
}
