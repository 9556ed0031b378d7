import Foundation

/// A Battle.net locale such as `en_US`, sent as the `locale` query parameter.
///
/// When a request carries no locale, Battle.net answers every localized string as an object keyed by
/// locale; ``LocalizedString`` decodes both shapes. Unknown codes are kept, not rejected.
public struct LocaleCode: OpenStringValue, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// English (United States), `en_US`.
    public static let enUS: LocaleCode = "en_US"
    /// Spanish (Mexico), `es_MX`.
    public static let esMX: LocaleCode = "es_MX"
    /// Portuguese (Brazil), `pt_BR`.
    public static let ptBR: LocaleCode = "pt_BR"
    /// English (United Kingdom), `en_GB`; the default of ``BattleNetRegion/eu``.
    public static let enGB: LocaleCode = "en_GB"
    /// Spanish (Spain), `es_ES`.
    public static let esES: LocaleCode = "es_ES"
    /// French (France), `fr_FR`.
    public static let frFR: LocaleCode = "fr_FR"
    /// Russian, `ru_RU`.
    public static let ruRU: LocaleCode = "ru_RU"
    /// German (Germany), `de_DE`.
    public static let deDE: LocaleCode = "de_DE"
    /// Portuguese (Portugal), `pt_PT`.
    public static let ptPT: LocaleCode = "pt_PT"
    /// Italian, `it_IT`.
    public static let itIT: LocaleCode = "it_IT"
    /// Korean, `ko_KR`.
    public static let koKR: LocaleCode = "ko_KR"
    /// Chinese (Taiwan, traditional), `zh_TW`.
    public static let zhTW: LocaleCode = "zh_TW"
    /// Chinese (China, simplified), `zh_CN`; served by the China region.
    public static let zhCN: LocaleCode = "zh_CN"

    /// Japanese (Japan); served by Hearthstone.
    public static let jaJP: LocaleCode = "ja_JP"
    /// Polish (Poland); served by Hearthstone.
    public static let plPL: LocaleCode = "pl_PL"
    /// Thai (Thailand); served by Hearthstone.
    public static let thTH: LocaleCode = "th_TH"

    /// The locales Hearthstone serves: every one of ``allLocalized`` and `ja_JP`, `pl_PL`, `th_TH`
    /// (Hearthstone's client is localized into them; the other games' APIs are not).
    public static let hearthstone: [LocaleCode] = allLocalized + [.jaJP, .plPL, .thTH]

    /// The locales Battle.net returns when no locale is sent (twelve; `pt_PT` is served by some EU
    /// endpoints but is not part of that set).
    public static let allLocalized: [LocaleCode] = [
        .enUS, .esMX, .ptBR, .deDE, .enGB, .esES, .frFR, .itIT, .ruRU, .koKR, .zhTW, .zhCN,
    ]

    /// Parses `en_US`, `en-US` or `en_us` into the canonical `en_US` form.
    public init?(parsing text: String) {
        let parts = text.replacingOccurrences(of: "-", with: "_").split(separator: "_")
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return nil }
        self.init(rawValue: parts[0].lowercased() + "_" + parts[1].uppercased())
    }

    public static func < (lhs: LocaleCode, rhs: LocaleCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
