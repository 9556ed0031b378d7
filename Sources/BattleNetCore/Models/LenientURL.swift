import Foundation

/// Decodes a link in a Battle.net body as `URL?` without ever failing the surrounding model.
///
/// An empty string, `null` or text that is not a URL decodes as `nil`, so one bad image link cannot
/// cost the caller a whole profile; in the package's own models an absent key does too. Encoding
/// writes the URL's string, or `null`.
///
/// ```swift
/// struct Portrait: Codable {
///     @LenientURL var imageURL: URL?   // "", null and "not a url" decode as nil
/// }
/// ```
///
/// The absent key is tolerated through a decoding overload on `KeyedDecodingContainer` that is
/// package API (no member is added to a Foundation type in apps): in a model of your own, an absent
/// key fails like any other required key; decode such a link with `decodeIfPresent` in your own
/// `init(from:)`.
@propertyWrapper
public struct LenientURL: Codable, Sendable, Hashable {
    /// The URL, or `nil` when the body had none or an empty or unreadable string.
    public var wrappedValue: URL?

    /// Wraps `wrappedValue`.
    public init(wrappedValue: URL?) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard !container.decodeNil(), let text = try? container.decode(String.self), !text.isEmpty else {
            wrappedValue = nil
            return
        }
        wrappedValue = URL(string: text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue.absoluteString) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// An absent key is a `nil` link rather than a `keyNotFound` error (for the package's models).
    package func decode(_ type: LenientURL.Type, forKey key: Key) throws -> LenientURL {
        try decodeIfPresent(type, forKey: key) ?? LenientURL(wrappedValue: nil)
    }
}
