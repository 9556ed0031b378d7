import Foundation

/// Decodes a link in a Battle.net body as `URL?` without ever failing the surrounding model.
///
/// An empty string, `null`, an absent key or text that is not a URL all decode as `nil`, so one bad
/// image link cannot cost the caller a whole profile. Encoding writes the URL's string, or `null`.
///
/// ```swift
/// struct Portrait: Codable {
///     @LenientURL var imageURL: URL?
/// }
/// ```
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
    /// An absent key is a `nil` link rather than a `keyNotFound` error.
    public func decode(_ type: LenientURL.Type, forKey key: Key) throws -> LenientURL {
        try decodeIfPresent(type, forKey: key) ?? LenientURL(wrappedValue: nil)
    }
}
