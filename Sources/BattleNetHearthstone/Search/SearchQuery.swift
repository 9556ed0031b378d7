import Foundation

extension Hearthstone {
    /// The query of a card or card-back search (``CardQuery``, ``CardBackQuery``): filters, sort
    /// keys and page, and how they become query items. `Subject` says which search it is for, and so
    /// which filter methods it has.
    ///
    /// Each method returns a new query; a filter set again replaces its values in place.
    ///
    /// ```swift
    /// let cards = Hearthstone.CardQuery().classes(.mage).text("fire").sorted(by: .name).page(2)
    /// let backs = Hearthstone.CardBackQuery().category(.esports).pageSize(100)
    /// ```
    public struct SearchQuery<Subject>: Hashable, Sendable, CustomStringConvertible {
        /// The largest page size Battle.net serves: 500.
        public static var maxPageSize: Int { 500 }

        /// The filters, by Battle.net's parameter name (`class`, `manaCost`, ...), in the order first
        /// set; setting a filter again replaces its values in place.
        public private(set) var filters: [Filter] = []
        /// The sort keys, in priority order; Battle.net's default order when empty.
        public private(set) var order: [Order] = []
        /// The page to fetch, 1-based; the first when `nil`.
        public private(set) var page: Int?
        /// The page size asked for; Battle.net's default when `nil`.
        public private(set) var pageSize: Int?

        /// Every result, in Battle.net's default order and page size.
        public init() {}

        /// Results whose name or text contains `text` (`textFilter=`), in the call's locale.
        public func text(_ text: String) -> Self { setting("textFilter", [text]) }
        /// A filter this type has no method for, sent as `name=value,value`: one Blizzard adds later.
        /// Replaces any value set for `name`.
        public func filter(_ name: String, _ values: String...) -> Self { setting(name, values) }
        /// A filter this type has no method for, sent as `name=value,value`.
        public func filter(_ name: String, _ values: [String]) -> Self { setting(name, values) }

        /// Sorted by `field`, then by the keys already given (`sort=field:direction,...`).
        public func sorted(by field: SortField, _ direction: SortDirection = .ascending) -> Self {
            var copy = self
            copy.order.removeAll { $0.field == field }
            copy.order.append(Order(field: field, direction: direction))
            return copy
        }
        /// The page to fetch, 1-based.
        public func page(_ page: Int) -> Self { var copy = self; copy.page = page; return copy }
        /// How many results a page holds, at most ``maxPageSize``.
        public func pageSize(_ size: Int) -> Self { var copy = self; copy.pageSize = size; return copy }

        /// This query with `name` matching `values`, in the filter's first place when it was set before.
        func setting(_ name: String, _ values: [some CustomStringConvertible]) -> Self {
            var copy = self
            let filter = Filter(name: name, values: values.map(\.description))
            if let index = copy.filters.firstIndex(where: { $0.name == name }) { copy.filters[index] = filter } else { copy.filters.append(filter) }
            return copy
        }

        /// The query items sent, in order: the filters, `sort`, `page`, `pageSize`.
        /// - Throws: `BattleNetError` `.invalidRequest` for an empty filter, a negative stat, a page
        ///   below 1 or a page size outside 1...``maxPageSize``.
        public func queryItems() throws(BattleNetError) -> [URLQueryItem] {
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
                guard (1...Self.maxPageSize).contains(pageSize) else {
                    throw BattleNetError(.invalidRequest, message: "a page holds 1 to \(Self.maxPageSize) results, got pageSize \(pageSize)")
                }
                items.append(URLQueryItem(name: "pageSize", value: String(pageSize)))
            }
            return items
        }

        /// The query as sent, unencoded, e.g. `class=mage&manaCost=1,2,3&sort=manaCost:asc&page=2`.
        public var description: String {
            var parts = filters.map { "\($0.name)=\($0.values.joined(separator: ","))" }
            if !order.isEmpty { parts.append("sort=" + order.map(\.text).joined(separator: ",")) }
            if let page { parts.append("page=\(page)") }
            if let pageSize { parts.append("pageSize=\(pageSize)") }
            return parts.joined(separator: "&")
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

extension Hearthstone.SearchQuery: BattleNetPagedQuery {}
