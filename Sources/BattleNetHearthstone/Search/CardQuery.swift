import Foundation

extension Hearthstone {
    /// What the card search returns: filters, sort order and page, each a typed value.
    ///
    /// Each method returns a new query; filters that take several values match any of them (Battle.net's
    /// comma lists). Mana cost, attack and health take one value, several, or a range:
    ///
    /// ```swift
    /// let query = Hearthstone.CardQuery()
    ///     .classes(.mage, .neutral)           // class=mage,neutral
    ///     .manaCost(1...3)                    // manaCost=1,2,3
    ///     .rarities(.legendary)               // rarity=legendary
    ///     .collectible(true)                  // collectible=1
    ///     .sorted(by: .manaCost, .descending) // sort=manaCost:desc
    ///     .pageSize(40)
    /// let page = try await client.hearthstone.cardSearch(query)
    /// for try await page in client.hearthstone.pages.cardSearch(query) {   // every page, in order
    ///     for card in page.cards { print(card.name) }
    /// }
    /// ```
    ///
    /// A query that cannot be sent (a page below 1, a page size outside 1...``maxPageSize``, a negative
    /// stat) makes the call fail with `BattleNetError` `.invalidRequest` before anything is sent.
    public struct CardQuery: Hashable, Sendable, CustomStringConvertible {
        /// The largest page size Battle.net serves (peers and Blizzard's docs: 500).
        public static let maxPageSize = 500

        private var state = SearchState()

        /// The filters, by Battle.net's parameter name (`class`, `manaCost`, ...), in the order first
        /// set; setting a filter again replaces its values in place.
        public var filters: [Filter] { state.filters }
        /// The sort keys, in priority order; Battle.net's default order when empty.
        public var order: [Order] { state.order }
        /// The page to fetch, 1-based; the first when `nil`.
        public var page: Int? { state.page }
        /// The page size asked for; Battle.net's default (40) when `nil`.
        public var pageSize: Int? { state.pageSize }

        /// Every card, in Battle.net's default order and page size.
        public init() {}

        /// Cards of any of `classes` (`class=`).
        public func classes(_ classes: ClassSlug...) -> Self { setting("class", classes.map(\.rawValue)) }
        /// Cards of any of `sets` or set groups (`set=`).
        public func sets(_ sets: SetSlug...) -> Self { setting("set", sets.map(\.rawValue)) }
        /// Cards of any of `rarities` (`rarity=`).
        public func rarities(_ rarities: RaritySlug...) -> Self { setting("rarity", rarities.map(\.rawValue)) }
        /// Cards of any of `types` (`type=`).
        public func types(_ types: CardTypeSlug...) -> Self { setting("type", types.map(\.rawValue)) }
        /// Minions of any of `types` (`minionType=`).
        public func minionTypes(_ types: MinionTypeSlug...) -> Self { setting("minionType", types.map(\.rawValue)) }
        /// Cards with any of `keywords` (`keyword=`).
        public func keywords(_ keywords: KeywordSlug...) -> Self { setting("keyword", keywords.map(\.rawValue)) }
        /// Spells of any of `schools` (`spellSchool=`).
        public func spellSchools(_ schools: SpellSchoolSlug...) -> Self { setting("spellSchool", schools.map(\.rawValue)) }
        /// The cards and card data of one game mode (`gameMode=`); constructed by default.
        public func gameMode(_ mode: GameModeSlug) -> Self { setting("gameMode", [mode.rawValue]) }
        /// Cards whose name or text contains `text` (`textFilter=`), in the call's locale.
        public func text(_ text: String) -> Self { setting("textFilter", [text]) }

        /// Cards costing `cost` mana (`manaCost=`).
        public func manaCost(_ cost: Int...) -> Self { setting("manaCost", cost) }
        /// Cards costing any mana in `range` (`manaCost=1,2,3`).
        public func manaCost(_ range: ClosedRange<Int>) -> Self { setting("manaCost", Array(range)) }
        /// Cards with `attack` attack (`attack=`).
        public func attack(_ attack: Int...) -> Self { setting("attack", attack) }
        /// Cards with any attack in `range`.
        public func attack(_ range: ClosedRange<Int>) -> Self { setting("attack", Array(range)) }
        /// Cards with `health` health (`health=`).
        public func health(_ health: Int...) -> Self { setting("health", health) }
        /// Cards with any health in `range`.
        public func health(_ range: ClosedRange<Int>) -> Self { setting("health", Array(range)) }

        /// Only collectible cards (`true`, `collectible=1`), only the others (`false`, `0`), or both
        /// (`nil`, `0,1`); Battle.net returns collectible cards when the filter is absent.
        public func collectible(_ collectible: Bool?) -> Self {
            setting("collectible", collectible.map { [$0 ? "1" : "0"] } ?? ["0", "1"])
        }

        /// Battlegrounds cards of any of `tiers` (`tier=hero,1,2`); sets the Battlegrounds game mode.
        public func battlegroundsTiers(_ tiers: BattlegroundsTier...) -> Self {
            gameMode(.battlegrounds).setting("tier", tiers.map(\.rawValue))
        }
        /// Battlegrounds heroes or minions only (`bgCardType=`, undocumented by Blizzard); sets the
        /// Battlegrounds game mode.
        public func battlegroundsCardType(_ type: BattlegroundsCardType) -> Self {
            gameMode(.battlegrounds).setting("bgCardType", [type.rawValue])
        }
        /// Mercenaries of any of `roles` (`mercenaryRole=`); sets the Mercenaries game mode.
        public func mercenaryRoles(_ roles: MercenaryRoleSlug...) -> Self {
            gameMode(.mercenaries).setting("mercenaryRole", roles.map(\.rawValue))
        }

        /// A filter this type has no method for, sent as `name=value,value`: one Blizzard adds later.
        /// Replaces any value set for `name`.
        public func filter(_ name: String, _ values: String...) -> Self { setting(name, values) }
        /// A filter this type has no method for, sent as `name=value,value`.
        public func filter(_ name: String, _ values: [String]) -> Self { setting(name, values) }

        /// Sorted by `field`, then by the keys already given (`sort=field:direction,...`).
        public func sorted(by field: SortField, _ direction: SortDirection = .ascending) -> Self {
            with(state.sorted(by: field, direction))
        }
        /// The page to fetch, 1-based.
        public func page(_ page: Int) -> Self { with(state.page(page)) }
        /// How many cards a page holds, at most ``maxPageSize``.
        public func pageSize(_ size: Int) -> Self { with(state.pageSize(size)) }

        /// The query items sent, in order: the filters, `sort`, `page`, `pageSize`.
        /// - Throws: `BattleNetError` `.invalidRequest` when the query cannot be sent.
        public func queryItems() throws(BattleNetError) -> [URLQueryItem] { try state.queryItems(maxPageSize: Self.maxPageSize) }

        /// The query as sent, e.g. `class=mage&manaCost=1,2,3&sort=manaCost:asc`.
        public var description: String { state.description }

        private func setting(_ name: String, _ values: [some CustomStringConvertible]) -> Self {
            with(state.setting(name, values.map(\.description)))
        }

        private func with(_ state: SearchState) -> Self {
            var copy = self
            copy.state = state
            return copy
        }
    }

    /// One filter of a search query: Battle.net's parameter name and the values it matches any of.
    public struct Filter: Hashable, Sendable {
        /// The parameter, e.g. `manaCost`.
        public let name: String
        /// The values, sent comma-separated, e.g. `["1", "2", "3"]`.
        public let values: [String]
    }

    /// A sort direction of a search.
    public enum SortDirection: String, Hashable, Sendable {
        /// Smallest (or first in the alphabet) first (`:asc`).
        case ascending = "asc"
        /// Largest first (`:desc`).
        case descending = "desc"
    }

    /// A field the card and card-back searches sort by (`sort=manaCost:asc`).
    public struct SortField: OpenStringValue {
        /// The text sent, e.g. in a query.
        public let rawValue: String
        /// Any value, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Mana cost.
        public static let manaCost: SortField = "manaCost"
        /// Attack.
        public static let attack: SortField = "attack"
        /// Health.
        public static let health: SortField = "health"
        /// Name, in the call's locale.
        public static let name: SortField = "name"
        /// Class.
        public static let `class`: SortField = "class"
        /// The classes of multi-class cards.
        public static let classes: SortField = "classes"
        /// Cards grouped by class.
        public static let groupByClass: SortField = "groupByClass"
        /// When the card was added (`dataAdded`, Blizzard's spelling).
        public static let dateAdded: SortField = "dataAdded"
        /// Battlegrounds tier.
        public static let tier: SortField = "tier"
    }

    /// One sort key of a card or card-back query.
    public struct Order: Hashable, Sendable {
        /// The field.
        public let field: SortField
        /// The direction.
        public let direction: SortDirection

        var text: String { "\(field.rawValue):\(direction.rawValue)" }
    }

    /// A Battlegrounds tier as the card search filters it: `hero`, or a tavern tier `1` to `7`.
    public struct BattlegroundsTier: OpenStringValue, ExpressibleByIntegerLiteral {
        /// The text sent, e.g. in a query.
        public let rawValue: String
        /// Any value, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Tavern tier `tier`, e.g. `3`.
        public init(integerLiteral tier: Int) { rawValue = String(tier) }

        /// Battlegrounds heroes (`tier=hero`).
        public static let hero: BattlegroundsTier = "hero"
    }

    /// Which Battlegrounds cards a search returns (`bgCardType=`).
    public struct BattlegroundsCardType: OpenStringValue {
        /// The text sent, e.g. in a query.
        public let rawValue: String
        /// Any value, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Battlegrounds heroes.
        public static let hero: BattlegroundsCardType = "hero"
        /// Battlegrounds minions.
        public static let minion: BattlegroundsCardType = "minion"
    }
}

/// What the card and card-back queries share: their filters, sort keys and page, and how they become
/// query items.
struct SearchState: Hashable, Sendable {
    var filters: [Hearthstone.Filter] = []
    var order: [Hearthstone.Order] = []
    var page: Int?
    var pageSize: Int?

    /// This state with `name` matching `values`, in the filter's first place when it was set before.
    func setting(_ name: String, _ values: [String]) -> Self {
        var copy = self
        let filter = Hearthstone.Filter(name: name, values: values)
        if let index = copy.filters.firstIndex(where: { $0.name == name }) { copy.filters[index] = filter } else { copy.filters.append(filter) }
        return copy
    }

    /// This state sorted by `field` after the keys already given.
    func sorted(by field: Hearthstone.SortField, _ direction: Hearthstone.SortDirection) -> Self {
        var copy = self
        copy.order.removeAll { $0.field == field }
        copy.order.append(Hearthstone.Order(field: field, direction: direction))
        return copy
    }

    func page(_ page: Int) -> Self { var copy = self; copy.page = page; return copy }
    func pageSize(_ size: Int) -> Self { var copy = self; copy.pageSize = size; return copy }

    /// The query items: the filters, `sort`, `page`, `pageSize`.
    /// - Throws: `BattleNetError` `.invalidRequest` for an empty filter, a negative stat, a page below 1
    ///   or a page size outside 1...`maxPageSize`.
    func queryItems(maxPageSize: Int) throws(BattleNetError) -> [URLQueryItem] {
        var items: [URLQueryItem] = []
        for filter in filters {
            guard !filter.name.isEmpty, !filter.values.isEmpty, !filter.values.contains(where: \.isEmpty) else {
                throw BattleNetError(.invalidRequest, message: "the filter `\(filter.name)` needs a name and at least one non-empty value")
            }
            if ["manaCost", "attack", "health"].contains(filter.name), filter.values.contains(where: { (Int($0) ?? -1) < 0 }) {
                throw BattleNetError(.invalidRequest, message: "`\(filter.name)` takes numbers of 0 or more, got \(filter.values.joined(separator: ","))")
            }
            items.append(URLQueryItem(name: filter.name, value: filter.values.joined(separator: ",")))
        }
        if !order.isEmpty { items.append(URLQueryItem(name: "sort", value: order.map(\.text).joined(separator: ","))) }
        if let page {
            guard page >= 1 else { throw BattleNetError(.invalidRequest, message: "pages start at 1, got page \(page)") }
            items.append(URLQueryItem(name: "page", value: String(page)))
        }
        if let pageSize {
            guard (1...maxPageSize).contains(pageSize) else {
                throw BattleNetError(.invalidRequest, message: "a page holds 1 to \(maxPageSize) results, got pageSize \(pageSize)")
            }
            items.append(URLQueryItem(name: "pageSize", value: String(pageSize)))
        }
        return items
    }

    /// The query as sent, unencoded, e.g. `class=mage&sort=manaCost:asc&page=2`.
    var description: String {
        var parts = filters.map { "\($0.name)=\($0.values.joined(separator: ","))" }
        if !order.isEmpty { parts.append("sort=" + order.map(\.text).joined(separator: ",")) }
        if let page { parts.append("page=\(page)") }
        if let pageSize { parts.append("pageSize=\(pageSize)") }
        return parts.joined(separator: "&")
    }
}
