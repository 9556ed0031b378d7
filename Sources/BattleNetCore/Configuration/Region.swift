import Foundation

/// A Battle.net API region: where data lives and which hosts serve it.
///
/// Data is partitioned by region: an EU hero exists only on the EU host. China (`cn`) has its own
/// hosts and credentials and is **experimental**: Blizzard's China gateway is reported to reject
/// client ids issued by the global developer portal, so expect `unauthorized` errors there.
public enum BattleNetRegion: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
    /// The five regions: the Americas (`us`), Europe (`eu`), Korea (`kr`), Taiwan (`tw`) and China (`cn`, experimental).
    case us, eu, kr, tw, cn

    /// The API host, e.g. `https://eu.api.blizzard.com`.
    public var apiBaseURL: URL {
        switch self {
        case .cn: URL(string: "https://gateway.battlenet.com.cn")!
        default: URL(string: "https://\(rawValue).api.blizzard.com")!
        }
    }

    /// The OAuth host: one global host, `https://oauth.battle.net`, except China's own.
    public var oauthBaseURL: URL {
        switch self {
        case .cn: URL(string: "https://oauth.battlenet.com.cn")!
        default: URL(string: "https://oauth.battle.net")!
        }
    }

    /// Whether support for this region is experimental (China).
    public var isExperimental: Bool { self == .cn }

    /// The locales this region serves, its default first.
    public var locales: [LocaleCode] {
        switch self {
        case .us: [.enUS, .esMX, .ptBR]
        case .eu: [.enGB, .esES, .frFR, .ruRU, .deDE, .ptPT, .itIT]
        case .kr: [.koKR, .enGB, .enUS]
        case .tw: [.zhTW, .enGB, .enUS]
        case .cn: [.zhCN]
        }
    }

    /// The locale used when a client of this region names none.
    public var defaultLocale: LocaleCode { locales[0] }

    public var description: String { rawValue }
}
