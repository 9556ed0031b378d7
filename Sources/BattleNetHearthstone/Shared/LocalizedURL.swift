import Foundation

extension Hearthstone {
    /// An image link of a Hearthstone body: one URL when the call named a locale, or one URL per locale
    /// (`{"en_US": "https://…", "de_DE": "https://…"}`) when it did not. Both decode.
    ///
    /// A card's picture carries its text, so Battle.net localizes `image` and `imageGold` like any
    /// text field. An empty string or text that is not a URL is no link: the models hold `nil` for such a
    /// field instead of failing.
    ///
    /// ```swift
    /// let card = try await client.hearthstone.card(id: "254-innervate")
    /// card.image?.url                     // the single URL, or the en_US one
    /// card.image?.resolved(for: .deDE)    // the German picture when every locale came back
    /// ```
    public struct LocalizedURL: Codable, Hashable, Sendable, CustomStringConvertible {
        /// The URL of a response that named a locale, if that is what arrived.
        public let single: URL?
        /// The URL for every locale, when the response carried all of them.
        public let translations: [LocaleCode: URL]

        /// A link in one locale, as Battle.net sends it when a call names a locale.
        public init(_ url: URL) {
            single = url
            translations = [:]
        }

        /// A link per locale, as Battle.net sends it when a call names none.
        public init(translations: [LocaleCode: URL]) {
            single = nil
            self.translations = translations
        }

        /// Decodes a string or an object keyed by locale; `""`, `null` and text that is not a URL are
        /// no link (``isEmpty``), and so are the entries of the object that hold one.
        /// - Throws: `DecodingError` when the value is neither a string nor an object of strings.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self.init(translations: [:])
            } else if let text = try? container.decode(String.self) {
                if let url = Self.url(text) { self.init(url) } else { self.init(translations: [:]) }
            } else {
                let table = try container.decode([String: String?].self)
                var translations: [LocaleCode: URL] = [:]
                for (key, value) in table {
                    if let value, let url = Self.url(value) { translations[LocaleCode(rawValue: key)] = url }
                }
                self.init(translations: translations)
            }
        }

        /// Encodes the single URL as a string, or the object keyed by locale.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let single {
                try container.encode(single.absoluteString)
            } else {
                try container.encode(Dictionary(uniqueKeysWithValues: translations.map { ($0.key.rawValue, $0.value.absoluteString) }))
            }
        }

        /// The URL for `locale`, falling back through `fallbacks` (then any locale, in a stable order);
        /// the single URL when the response had one.
        public func resolved(for locale: LocaleCode?, fallbacks: [LocaleCode] = [.enUS, .enGB]) -> URL? {
            if let single { return single }
            for candidate in [locale].compactMap({ $0 }) + fallbacks {
                if let url = translations[candidate] { return url }
            }
            return translations.min { $0.key < $1.key }?.value
        }

        /// The single URL, or the en_US one (then en_GB, then any) of a response in every locale.
        public var url: URL? { resolved(for: nil) }

        /// Whether there is no link at all (the body had `""`, `null` or no usable URL).
        public var isEmpty: Bool { single == nil && translations.isEmpty }

        /// The URL of ``url``, or an empty string.
        public var description: String { url?.absoluteString ?? "" }

        private static func url(_ text: String) -> URL? {
            let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty, let url = URL(string: text), url.scheme != nil else { return nil }
            return url
        }
    }
}
