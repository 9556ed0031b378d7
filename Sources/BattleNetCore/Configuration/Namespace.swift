import Foundation

/// Which of World of Warcraft's three namespace kinds an endpoint reads (the namespaces of the only
/// game that has them).
public enum NamespaceKind: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
    /// Game data that changes with patches (`static-us`).
    case `static`
    /// World data that changes constantly: realms, auctions, leaderboards (`dynamic-us`).
    case dynamic
    /// Characters, accounts and guilds (`profile-us`).
    case profile

    public var description: String { rawValue }
}

/// The namespace variant a call asks for: its name as the catalogue spells it (`classic1x`) and the
/// token its namespaces carry (`static-classic1x-us`; none for a game's base variant, `retail`).
/// A game module builds it (World of Warcraft's `GameFlavor`).
package struct NamespaceVariant: Hashable, Sendable {
    /// The name, e.g. `retail` or `classic1x`.
    package let name: String
    /// The token between a namespace's kind and its region; `nil` for the base variant.
    package let token: String?

    package init(name: String, token: String?) {
        self.name = name
        self.token = token
    }
}

/// The variants of a game an operation serves, by the names the catalogue gives them (World of
/// Warcraft's flavors: `retail`, `classic`, `classic1x`, `classicann`). Every variant but the base one
/// is also the token a namespace carries between its kind and its region (`static-classic1x-us`). A
/// game module declares them; Core reads them only as names.
package struct NamespaceVariants: Hashable, Sendable, CustomStringConvertible {
    /// The variants Blizzard's documentation or a recording confirms, in the game's order.
    package var confirmed: [String] { storage.confirmed }
    /// The variants no documentation or recording confirms: calls are allowed, results not promised.
    package var unconfirmed: [String] { storage.unconfirmed }
    /// The name of the variant whose namespaces carry no token (`retail`).
    package var base: String { storage.base }
    /// Where the variants other than the base answer catalogue ids of their own, if they do.
    package var twin: Twin? { storage.twin }

    /// The values, held once: every declaration and request that carries these variants shares one
    /// reference instead of copying each field.
    private final class Storage: Sendable {
        let confirmed: [String], unconfirmed: [String], base: String, twin: Twin?

        init(confirmed: [String], unconfirmed: [String], base: String, twin: Twin?) {
            (self.confirmed, self.unconfirmed, self.base, self.twin) = (confirmed, unconfirmed, base, twin)
        }
    }

    private let storage: Storage

    /// The catalogue ids of the variants other than the base: another game in the catalogue
    /// (`wow-classic`) whose ids start with another prefix (`wowClassicItem` for `wowItem`).
    package struct Twin: Hashable, Sendable {
        /// The catalogue's game of those ids.
        package let game: BattleNetGame
        /// What those ids start with instead of the game's own prefix.
        package let idPrefix: String
        /// The variant a call of such an id names when it names none, if it is served.
        package let preferred: String

        package init(game: BattleNetGame, idPrefix: String, preferred: String) {
            self.game = game
            self.idPrefix = idPrefix
            self.preferred = preferred
        }
    }

    package init(confirmed: [String], unconfirmed: [String] = [], base: String, twin: Twin? = nil) {
        storage = Storage(confirmed: confirmed, unconfirmed: unconfirmed, base: base, twin: twin)
    }

    package static func == (lhs: NamespaceVariants, rhs: NamespaceVariants) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.confirmed, lhs.unconfirmed, lhs.base) == (rhs.confirmed, rhs.unconfirmed, rhs.base) && lhs.twin == rhs.twin
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(confirmed)
        hasher.combine(unconfirmed)
        hasher.combine(base)
        hasher.combine(twin)
    }

    /// Every variant a call may use, confirmed first in the game's order, as the catalogue lists them.
    package var names: [String] { confirmed + unconfirmed }

    /// Whether `name` may be used.
    package func contains(_ name: String) -> Bool { confirmed.contains(name) || unconfirmed.contains(name) }

    /// Whether `name` is allowed but no documentation or recording confirms it.
    package func isUnconfirmed(_ name: String) -> Bool { unconfirmed.contains(name) }

    /// The token a namespace carries for `name`: none for the base variant.
    package func token(for name: String) -> String? { name == base ? nil : name }

    /// The variants that `isIncluded` keeps, or `nil` when none is left.
    package func filter(_ isIncluded: (String) -> Bool) -> NamespaceVariants? {
        let kept = NamespaceVariants(confirmed: confirmed.filter(isIncluded), unconfirmed: unconfirmed.filter(isIncluded), base: base, twin: twin)
        return kept.names.isEmpty ? nil : kept
    }

    /// The catalogue spelling, e.g. `classic,classic1x,classicann?` (`?` marks an unconfirmed one).
    package var description: String {
        (confirmed + unconfirmed.map { $0 + "?" }).joined(separator: ",")
    }
}

/// A Battle.net namespace such as `static-us` or `profile-classic1x-eu`, sent in the
/// `Battlenet-Namespace` header on World of Warcraft calls.
///
/// The string is derived from the kind, the variant (World of Warcraft's flavor) and the region:
/// `{kind}[-{variant}]-{region}`.
/// China uses the `-cn` suffix, as Blizzard's published schema enumerates; an undocumented `-zh` suffix
/// may be used too. Which one China's gateway answers today is unconfirmed, so
/// ``BattleNetRequest/namespace(_:)`` lets a call send any namespace string as is (also for build-pinned
/// namespaces such as `static-12.0.1_65617-us`).
public struct BattleNetNamespace: Hashable, Sendable, CustomStringConvertible {
    /// The namespace kind: `static`, `dynamic` or `profile`.
    public let kind: NamespaceKind
    /// The token between the kind and the region, e.g. `classic1x`; `nil` adds nothing to the value.
    public let variant: String?
    /// The region, the value's last part (`cn` for China).
    public let region: BattleNetRegion

    /// The namespace of `kind` with `variant` in `region`, e.g. `static-classic1x-eu`.
    public init(_ kind: NamespaceKind, variant: String? = nil, region: BattleNetRegion) {
        self.kind = kind
        self.variant = variant?.isEmpty == true ? nil : variant
        self.region = region
    }

    /// The header value, e.g. `dynamic-classicann-us`.
    public var value: String {
        [kind.rawValue, variant, region.rawValue].compactMap { $0 }.joined(separator: "-")
    }

    public var description: String { value }
}
