import Foundation

/// Which of World of Warcraft's three namespace kinds an endpoint reads.
public enum NamespaceKind: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
    /// Game data that changes with patches (`static-us`).
    case `static`
    /// World data that changes constantly: realms, auctions, leaderboards (`dynamic-us`).
    case dynamic
    /// Characters, accounts and guilds (`profile-us`).
    case profile

    public var description: String { rawValue }
}

/// The World of Warcraft game flavour a namespace addresses.
public struct GameFlavor: OpenStringValue {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Retail World of Warcraft: no flavour token (`static-us`).
    public static let retail: GameFlavor = ""
    /// Progression Classic (`static-classic-us`).
    public static let classic: GameFlavor = "classic"
    /// Classic Era, including Hardcore and Season of Discovery realms (`static-classic1x-us`).
    public static let classicEra: GameFlavor = "classic1x"
    /// Anniversary realms (`static-classicann-us`).
    public static let classicAnniversary: GameFlavor = "classicann"
}

/// A Battle.net namespace such as `static-us` or `profile-classic1x-eu`, sent in the
/// `Battlenet-Namespace` header on World of Warcraft calls.
///
/// China uses the `-cn` suffix, as Blizzard's published schema enumerates (experimental).
public struct Namespace: Hashable, Sendable, CustomStringConvertible {
    public let kind: NamespaceKind
    public let flavor: GameFlavor
    public let region: Region

    public init(_ kind: NamespaceKind, flavor: GameFlavor = .retail, region: Region) {
        self.kind = kind
        self.flavor = flavor
        self.region = region
    }

    /// The header value, e.g. `dynamic-classicann-us`.
    public var value: String {
        [kind.rawValue, flavor.rawValue, region.rawValue].filter { !$0.isEmpty }.joined(separator: "-")
    }

    public var description: String { value }
}
