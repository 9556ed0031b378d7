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

/// A World of Warcraft game flavor: retail or one of the Classic tracks. Every namespace string is
/// derived from it (``BattleNetNamespace``).
///
/// One operation declaration serves every flavor its endpoint exists for; choose the flavor per
/// client (``BattleNetConfiguration/flavor``) or per call (``BattleNetRequest/flavor(_:)``).
///
/// | flavor | token | game |
/// |---|---|---|
/// | ``retail`` | none (`static-us`) | retail World of Warcraft |
/// | ``classic`` | `classic` (`static-classic-us`) | progression Classic |
/// | ``classicEra`` | `classic1x` (`static-classic1x-us`) | Classic Era, Hardcore and Season of Discovery realms |
/// | ``classicAnniversary`` | `classicann` (`static-classicann-us`) | Anniversary realms |
public struct GameFlavor: OpenStringValue, Comparable {
    /// `retail`, `classic`, `classic1x` or `classicann` (or a newer token Blizzard adds).
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Retail World of Warcraft: no flavor token in the namespace (`static-us`).
    public static let retail: GameFlavor = "retail"
    /// Progression Classic (`static-classic-us`).
    public static let classic: GameFlavor = "classic"
    /// Classic Era, including Hardcore and Season of Discovery realms (`static-classic1x-us`).
    public static let classicEra: GameFlavor = "classic1x"
    /// Anniversary realms (`static-classicann-us`).
    public static let classicAnniversary: GameFlavor = "classicann"

    /// The flavors this package knows, retail first.
    public static let known: [GameFlavor] = [.retail, .classic, .classicEra, .classicAnniversary]

    /// Reads a flavor as a user types it: a token (`classic1x`) or a name (`era`, `anniversary`), any case.
    public init?(parsing text: String) {
        switch text.lowercased().trimmingCharacters(in: .whitespaces) {
        case "retail", "": self = .retail
        case "classic", "progression": self = .classic
        case "classic1x", "era", "classic-era", "classicera": self = .classicEra
        case "classicann", "anniversary", "classic-anniversary", "classicanniversary": self = .classicAnniversary
        default: return nil
        }
    }

    /// The token in a namespace string: empty for retail.
    public var namespaceToken: String { self == .retail ? "" : rawValue }

    /// Whether this is one of the Classic flavors.
    public var isClassic: Bool { self != .retail }

    public static func < (lhs: GameFlavor, rhs: GameFlavor) -> Bool {
        let order = { (flavor: GameFlavor) in known.firstIndex(of: flavor) ?? known.count }
        return (order(lhs), lhs.rawValue) < (order(rhs), rhs.rawValue)
    }
}

/// The flavors that serve an operation, as the catalogue's `flavors` column states them:
/// `retail`, or a list such as `classic,classic1x,classicann?` where `?` marks a flavor that no
/// documentation or recording confirms (allowed, but unconfirmed).
package struct FlavorSupport: Hashable, Sendable, CustomStringConvertible {
    /// Flavors Blizzard's documentation or a recording confirms.
    package let confirmed: [GameFlavor]
    /// Flavors no documentation or recording confirms: calls are allowed, results are not promised.
    package let unconfirmed: [GameFlavor]

    /// Flavors that serve an operation.
    /// - Parameters:
    ///   - confirmed: Flavors Blizzard's documentation or a recording confirms.
    ///   - unconfirmed: Flavors no documentation or recording confirms.
    package init(_ confirmed: [GameFlavor], unconfirmed: [GameFlavor] = []) {
        self.confirmed = confirmed.sorted()
        self.unconfirmed = unconfirmed.sorted()
    }

    /// Retail only.
    package static let retail = FlavorSupport([.retail])
    /// Retail and every Classic flavor.
    package static let all = FlavorSupport([.retail, .classic, .classicEra, .classicAnniversary])

    /// Every flavor a call may use.
    package var flavors: [GameFlavor] { (confirmed + unconfirmed).sorted() }

    /// Whether `flavor` may be used.
    package func contains(_ flavor: GameFlavor) -> Bool { confirmed.contains(flavor) || unconfirmed.contains(flavor) }

    /// Whether `flavor` is allowed but no documentation or recording confirms it.
    package func isUnconfirmed(_ flavor: GameFlavor) -> Bool { unconfirmed.contains(flavor) }

    /// The Classic part of this support (what a `wowClassic…` catalogue row lists), or `nil` when no Classic flavor serves it.
    package var classic: FlavorSupport? {
        let support = FlavorSupport(confirmed.filter(\.isClassic), unconfirmed: unconfirmed.filter(\.isClassic))
        return support.flavors.isEmpty ? nil : support
    }

    /// The catalogue spelling, e.g. `classic,classic1x,classicann?`.
    package var description: String {
        flavors.map { $0.rawValue + (isUnconfirmed($0) ? "?" : "") }.joined(separator: ",")
    }

    /// Reads the catalogue spelling; `nil` for an empty or malformed list.
    package init?(catalogue text: String) {
        var confirmed: [GameFlavor] = [], unconfirmed: [GameFlavor] = []
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            if item.hasSuffix("?") { unconfirmed.append(GameFlavor(rawValue: String(item.dropLast()))) } else { confirmed.append(GameFlavor(rawValue: item)) }
        }
        guard !(confirmed + unconfirmed).isEmpty else { return nil }
        self.init(confirmed, unconfirmed: unconfirmed)
    }
}

/// A Battle.net namespace such as `static-us` or `profile-classic1x-eu`, sent in the
/// `Battlenet-Namespace` header on World of Warcraft calls.
///
/// The string is derived from the kind, the flavor and the region: `{kind}[-{flavor}]-{region}`.
/// China uses the `-cn` suffix, as Blizzard's published schema enumerates; an undocumented `-zh` suffix
/// may be used too. Which one China's gateway answers today is unconfirmed, so
/// ``BattleNetRequest/namespace(_:)`` lets a call send any namespace string as is (also for build-pinned
/// namespaces such as `static-12.0.1_65617-us`).
public struct BattleNetNamespace: Hashable, Sendable, CustomStringConvertible {
    /// The namespace kind: `static`, `dynamic` or `profile`.
    public let kind: NamespaceKind
    /// The game flavor, e.g. ``GameFlavor/classicEra``; retail adds nothing to the value.
    public let flavor: GameFlavor
    /// The region, the value's last part (`cn` for China).
    public let region: BattleNetRegion

    /// The namespace of `kind` for `flavor` in `region`, e.g. `static-classic1x-eu`.
    public init(_ kind: NamespaceKind, flavor: GameFlavor = .retail, region: BattleNetRegion) {
        self.kind = kind
        self.flavor = flavor
        self.region = region
    }

    /// The header value, e.g. `dynamic-classicann-us`.
    public var value: String {
        [kind.rawValue, flavor.namespaceToken, region.rawValue].filter { !$0.isEmpty }.joined(separator: "-")
    }

    public var description: String { value }
}
