import BattleNetCore
import Foundation

/// A World of Warcraft game flavor: retail or one of the Classic tracks. Every namespace string is
/// derived from it (`BattleNetNamespace`).
///
/// One operation declaration serves every flavor its endpoint exists for; choose the flavor per
/// client (`configuration.flavor`), per repository (`client.wow.flavor(_:)`) or per call
/// (`request.flavor(_:)`).
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
    /// Every Classic flavor, not retail.
    package static let everyClassic = FlavorSupport([.classic, .classicEra, .classicAnniversary])
    /// Retail and progression Classic.
    package static let retailAndClassic = FlavorSupport([.retail, .classic])
    /// Retail, progression Classic and Classic Era.
    package static let retailClassicAndEra = FlavorSupport([.retail, .classic, .classicEra])

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

    /// These flavors as Core reads them: names, the base `retail`, and the `wowClassic…` ids of the
    /// Classic flavors.
    package var variants: NamespaceVariants {
        NamespaceVariants(
            confirmed: confirmed.map(\.rawValue), unconfirmed: unconfirmed.map(\.rawValue), base: GameFlavor.retail.rawValue,
            twin: NamespaceVariants.Twin(game: .wowClassic, idPrefix: "wowClassic", preferred: GameFlavor.classic.rawValue)
        )
    }

    /// The flavors of `variants`.
    package init(_ variants: NamespaceVariants) {
        self.init(variants.confirmed.map(GameFlavor.init(rawValue:)), unconfirmed: variants.unconfirmed.map(GameFlavor.init(rawValue:)))
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

extension GameFlavor {
    /// This flavor as Core's namespaces read it: its name, and its token (none for retail).
    package var variant: NamespaceVariant { NamespaceVariant(name: rawValue, token: self == .retail ? nil : rawValue) }
}

extension BattleNetGame {
    /// The catalogue's name for World of Warcraft Classic ids such as `wowClassicItem` (`wow-classic`).
    package static let wowClassic: BattleNetGame = "wow-classic"
}

extension APIOperation {
    /// Declares a World of Warcraft operation: Core's declaration with the flavors that serve it
    /// (retail only unless stated).
    package init(
        _ id: String, _ template: PathTemplate, namespace: NamespaceKind, flavors: FlavorSupport = .retail,
        token: TokenRequirement = .client, timeout: Duration? = nil, cost: Int? = nil, labels: [String]? = nil, call: String? = nil
    ) {
        let declared = flavors.declaration(id)
        self.init(
            id, game: declared.game, template, namespace: namespace, variants: declared.variants,
            token: token, timeout: timeout, cost: cost, labels: labels, call: call, notFoundAdvice: declared.notFoundAdvice
        )
    }
}

extension FlavorSupport {
    /// The catalogue game, Core's variants and the 404 advice of the operation `id` served by these
    /// flavors: a `wowClassic…` id is the catalogue's `wow-classic` game, every other one `wow` (`nil`:
    /// read from the id). One function every declaration calls, rather than code repeated in each.
    @inline(never)
    package func declaration(_ id: String) -> (game: BattleNetGame?, variants: NamespaceVariants, notFoundAdvice: String) {
        (id.hasPrefix("wowClassic") ? .wowClassic : nil, variants, WoW.notFoundAdvice(forOperation: id))
    }
}

extension BattleNetNamespace {
    /// The namespace of `kind` for `flavor` in `region`, e.g. `static-classic1x-eu`.
    public init(_ kind: NamespaceKind, flavor: GameFlavor, region: BattleNetRegion) {
        self.init(kind, variant: flavor.namespaceToken, region: region)
    }

    /// The flavor the namespace names: retail when it names none.
    public var flavor: GameFlavor { variant.map(GameFlavor.init(rawValue:)) ?? .retail }
}

extension BattleNetConfiguration {
    /// The World of Warcraft flavor of this client's calls (retail unless set); a call can choose
    /// another with `request.flavor(_:)` or `client.wow.flavor(_:)`.
    public var flavor: GameFlavor {
        get { variant.map { GameFlavor(rawValue: $0.name) } ?? .retail }
        set { variant = newValue == .retail ? nil : newValue.variant }
    }
}

extension BattleNetRequest {
    /// A game flavor for this call's namespace (WoW Classic); the client's flavor otherwise.
    public var flavor: GameFlavor? {
        get { variant.map { GameFlavor(rawValue: $0.name) } }
        set { variant = newValue?.variant }
    }

    /// This endpoint for a World of Warcraft game flavor.
    ///
    /// A flavor the operation is not served for fails with `BattleNetError` `.invalidRequest` before sending.
    public func flavor(_ flavor: GameFlavor) -> Self { var copy = self; copy.flavor = flavor; return copy }
}

extension OperationRepository where Game == WoW {
    /// The World of Warcraft flavor of every call made through this repository; the client's when `nil`.
    public var flavor: GameFlavor? { variant.map { GameFlavor(rawValue: $0.name) } }

    /// These calls for another World of Warcraft flavor: `client.wow.flavor(.classicEra).item(id: 19019)`.
    public func flavor(_ flavor: GameFlavor) -> Self { variant(flavor.variant) }
}

extension OperationRepository.RawCalls where Game == WoW {
    /// These calls for another World of Warcraft flavor.
    public func flavor(_ flavor: GameFlavor) -> Self { Self(repository: repository.flavor(flavor)) }
}

extension CatalogueEntry {
    /// The flavors this id may be called with; `nil` for an operation without flavors.
    package var flavors: FlavorSupport? { variants.map(FlavorSupport.init) }
    /// The flavor used when a call names none: `retail` for `wow…` ids, `classic` for `wowClassic…` ids.
    package var defaultFlavor: GameFlavor? { defaultVariant.map(GameFlavor.init(rawValue:)) }
}

extension OperationDescriptor {
    /// The flavors that serve this operation; `nil` for an operation without flavors.
    package var flavors: FlavorSupport? { variants.map(FlavorSupport.init) }
}
