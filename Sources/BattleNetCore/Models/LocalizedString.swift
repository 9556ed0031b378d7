import Foundation

/// A string Battle.net localizes: a plain string when a locale was requested, or an object keyed by
/// locale (`{"en_US": "...", "de_DE": "..."}`) when none was. Both decode.
///
/// ```swift
/// let name: LocalizedString = ...
/// name.resolved(for: .deDE)   // German if present, else en_US, else any
/// ```
public struct LocalizedString: Codable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The single string of a localized response, if that is what arrived.
    public let single: String?
    /// Every translation, when the response carried all locales.
    public let translations: [LocaleCode: String]

    /// A string in one locale, as Battle.net sends it when a call names a locale.
    public init(_ value: String) {
        single = value
        translations = [:]
    }

    /// A string in several locales, as Battle.net sends it when a call names none.
    public init(translations: [LocaleCode: String]) {
        single = nil
        self.translations = translations
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self.init(text)
            return
        }
        let table = try container.decode([String: String?].self)
        var translations: [LocaleCode: String] = [:]
        for (key, value) in table {
            if let value { translations[LocaleCode(rawValue: key)] = value }
        }
        self.init(translations: translations)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let single {
            try container.encode(single)
        } else {
            try container.encode(Dictionary(uniqueKeysWithValues: translations.map { ($0.key.rawValue, $0.value) }))
        }
    }

    /// The text for `locale`, falling back through `fallbacks` (then any translation); the single
    /// string when the response had one.
    public func resolved(for locale: LocaleCode?, fallbacks: [LocaleCode] = [.enUS, .enGB]) -> String? {
        if let single { return single }
        for candidate in [locale].compactMap({ $0 }) + fallbacks {
            if let text = translations[candidate] { return text }
        }
        return translations.sorted { $0.key < $1.key }.first?.value
    }

    /// The text in en_US (or the single string).
    public var description: String { resolved(for: .enUS) ?? "" }
}
