import Foundation

extension WoW {
    /// A query for a search operation (`/data/wow/search/{document}`): field filters, ordering and
    /// paging, in Blizzard's query syntax.
    ///
    /// Field paths are dotted and may end in a locale (`name.en_US`, `instance.name.en_US`,
    /// `realms.timezone`); case is not significant. Each method returns a new query:
    ///
    /// ```swift
    /// let query = WoW.SearchQuery()
    ///     .where("name", locale: .enUS, is: "Thunderfury")    // name.en_US=Thunderfury
    ///     .where("id", atLeast: 19000)                        // id=[19000,]
    ///     .where("quality.type", isNot: "POOR")               // quality.type!=POOR
    ///     .ordered(by: "id", .descending)                     // orderby=id:desc
    ///     .pageSize(50)                                       // _pageSize=50
    /// let page = try await client.wow.itemSearch(query)
    /// for try await page in client.wow.pages.itemSearch(query) {          // every page, in order
    ///     print(page.page, page.results.count)
    /// }
    /// ```
    ///
    /// A query that cannot be sent (an empty field, a page below 1) makes the call fail with
    /// `BattleNetError` `.invalidRequest` before anything is sent.
    public struct SearchQuery: Hashable, Sendable, CustomStringConvertible {
        /// How a field is compared.
        public enum Comparison: Hashable, Sendable {
            /// `field=value`.
            case equals(String)
            /// `field!=value`.
            case notEquals(String)
            /// `field=a||b`: any of the values.
            case anyOf([String])
            /// `field=[min,max]`, `field=(min,max)` or a mix; an absent bound is open (`[100,]`).
            case range(lower: String?, lowerInclusive: Bool, upper: String?, upperInclusive: Bool)
        }

        /// One filter: a field path and how it is compared.
        public struct Filter: Hashable, Sendable {
            /// The dotted field path, with its locale suffix if any, e.g. `name.en_US`.
            public let field: String
            /// The comparison.
            public let comparison: Comparison
        }

        /// A sort direction.
        public enum Direction: String, Hashable, Sendable {
            /// Smallest first (`:asc`).
            case ascending = "asc"
            /// Largest first (`:desc`).
            case descending = "desc"
        }

        /// One `orderby` key.
        public struct Order: Hashable, Sendable {
            /// The dotted field path, e.g. `id` or `name.en_US`.
            public let field: String
            /// The direction; Blizzard's default (ascending) when `nil`.
            public let direction: Direction?
        }

        /// The largest page size sent: search responses give `maxPageSize` 100 (api-facts §8); a
        /// larger `pageSize` is lowered to this.
        public static let maxPageSize = 100

        /// The filters, in the order added.
        public private(set) var filters: [Filter] = []
        /// The `orderby` keys, in priority order.
        public private(set) var order: [Order] = []
        /// The page to fetch, 1-based; Blizzard's default (1) when `nil`.
        public private(set) var page: Int?
        /// The page size asked for; Blizzard's default when `nil`.
        public private(set) var pageSize: Int?

        /// An empty query: every document, Blizzard's default order and page size.
        public init() {}

        /// Documents whose `field` equals `value` (`field=value`, or `field.en_US=value` with a locale).
        public func `where`(_ field: String, locale: LocaleCode? = nil, is value: some LosslessStringConvertible) -> Self {
            adding(field, locale, .equals(String(describing: value)))
        }

        /// Documents whose `field` does not equal `value` (`field!=value`).
        public func `where`(_ field: String, locale: LocaleCode? = nil, isNot value: some LosslessStringConvertible) -> Self {
            adding(field, locale, .notEquals(String(describing: value)))
        }

        /// Documents whose `field` equals any of `values` (`field=a||b`).
        public func `where`<Value: LosslessStringConvertible>(_ field: String, locale: LocaleCode? = nil, isAnyOf values: [Value]) -> Self {
            adding(field, locale, .anyOf(values.map { String(describing: $0) }))
        }

        /// Documents whose `field` lies in `range`, both ends included (`field=[min,max]`).
        public func `where`<Bound: Comparable & LosslessStringConvertible>(_ field: String, in range: ClosedRange<Bound>) -> Self {
            adding(field, nil, .range(lower: String(describing: range.lowerBound), lowerInclusive: true,
                                      upper: String(describing: range.upperBound), upperInclusive: true))
        }

        /// Documents whose `field` lies strictly between `lower` and `upper` (`field=(min,max)`).
        public func `where`(_ field: String, between lower: some LosslessStringConvertible, and upper: some LosslessStringConvertible) -> Self {
            adding(field, nil, .range(lower: String(describing: lower), lowerInclusive: false,
                                      upper: String(describing: upper), upperInclusive: false))
        }

        /// Documents whose `field` is at least `lower` (`field=[min,]`).
        public func `where`(_ field: String, atLeast lower: some LosslessStringConvertible) -> Self {
            adding(field, nil, .range(lower: String(describing: lower), lowerInclusive: true, upper: nil, upperInclusive: false))
        }

        /// Documents whose `field` is at most `upper` (`field=[,max]`).
        public func `where`(_ field: String, atMost upper: some LosslessStringConvertible) -> Self {
            adding(field, nil, .range(lower: nil, lowerInclusive: false, upper: String(describing: upper), upperInclusive: true))
        }

        /// Documents whose `field` is greater than `lower` (`field=(min,]`).
        public func `where`(_ field: String, greaterThan lower: some LosslessStringConvertible) -> Self {
            adding(field, nil, .range(lower: String(describing: lower), lowerInclusive: false, upper: nil, upperInclusive: true))
        }

        /// Documents whose `field` is less than `upper` (`field=[,max)`).
        public func `where`(_ field: String, lessThan upper: some LosslessStringConvertible) -> Self {
            adding(field, nil, .range(lower: nil, lowerInclusive: true, upper: String(describing: upper), upperInclusive: false))
        }

        /// Documents whose `field` compares as `comparison` says (what `bnet wow search` builds from
        /// `field=value`, `field!=value`, `field=a||b` and `field=[min,max]` arguments).
        public func `where`(_ field: String, locale: LocaleCode? = nil, _ comparison: Comparison) -> Self {
            adding(field, locale, comparison)
        }

        /// Adds a sort key after the existing ones (`orderby=id:desc,name.en_US`).
        public func ordered(by field: String, locale: LocaleCode? = nil, _ direction: Direction? = nil) -> Self {
            var copy = self
            copy.order.append(Order(field: Self.path(field, locale), direction: direction))
            return copy
        }

        /// The page to fetch, 1-based (`_page=N`).
        public func page(_ page: Int) -> Self {
            var copy = self
            copy.page = page
            return copy
        }

        /// The page size (`_pageSize=N`), lowered to ``maxPageSize`` when larger.
        public func pageSize(_ size: Int) -> Self {
            var copy = self
            copy.pageSize = size
            return copy
        }

        /// The query items sent, in order: the filters, `orderby`, `_page`, `_pageSize`.
        /// - Throws: `BattleNetError` `.invalidRequest` for an empty field path or value list, or a
        ///   page or page size below 1.
        public func queryItems() throws(BattleNetError) -> [URLQueryItem] {
            var items: [URLQueryItem] = []
            for filter in filters {
                guard !filter.field.isEmpty else {
                    throw BattleNetError(.invalidRequest, message: "a search filter has an empty field path")
                }
                switch filter.comparison {
                case .equals(let value):
                    items.append(URLQueryItem(name: filter.field, value: value))
                case .notEquals(let value):
                    items.append(URLQueryItem(name: filter.field + "!", value: value))
                case .anyOf(let values):
                    guard !values.isEmpty else {
                        throw BattleNetError(.invalidRequest, message: "the search filter on \(filter.field) lists no values")
                    }
                    items.append(URLQueryItem(name: filter.field, value: values.joined(separator: "||")))
                case .range(let lower, let lowerInclusive, let upper, let upperInclusive):
                    guard lower != nil || upper != nil else {
                        throw BattleNetError(.invalidRequest, message: "the search range on \(filter.field) has no bounds")
                    }
                    // An open end is written with a square bracket (`[100,]`), as Blizzard's examples do.
                    let opening = lower == nil || lowerInclusive ? "[" : "("
                    let closing = upper == nil || upperInclusive ? "]" : ")"
                    let text = opening + (lower ?? "") + "," + (upper ?? "") + closing
                    items.append(URLQueryItem(name: filter.field, value: text))
                }
            }
            if !order.isEmpty {
                guard order.allSatisfy({ !$0.field.isEmpty }) else {
                    throw BattleNetError(.invalidRequest, message: "a search order has an empty field path")
                }
                let keys = order.map { $0.field + ($0.direction.map { ":" + $0.rawValue } ?? "") }
                items.append(URLQueryItem(name: "orderby", value: keys.joined(separator: ",")))
            }
            if let page {
                guard page >= 1 else { throw BattleNetError(.invalidRequest, message: "search pages start at 1; got page \(page)") }
                items.append(URLQueryItem(name: "_page", value: String(page)))
            }
            if let pageSize {
                guard pageSize >= 1 else {
                    throw BattleNetError(.invalidRequest, message: "a search page size is at least 1; got \(pageSize)")
                }
                items.append(URLQueryItem(name: "_pageSize", value: String(min(pageSize, Self.maxPageSize))))
            }
            return items
        }

        /// The query string as sent, e.g. `name.en_US=Thunderfury&orderby=id:desc`, or the problem.
        public var description: String {
            do {
                var components = URLComponents()
                components.queryItems = try queryItems()
                return components.percentEncodedQuery ?? ""
            } catch {
                return "invalid search query: \(error.message)"
            }
        }

        private func adding(_ field: String, _ locale: LocaleCode?, _ comparison: Comparison) -> Self {
            var copy = self
            copy.filters.append(Filter(field: Self.path(field, locale), comparison: comparison))
            return copy
        }

        private static func path(_ field: String, _ locale: LocaleCode?) -> String {
            let trimmed = field.trimmingCharacters(in: .whitespaces)
            guard let locale, !trimmed.isEmpty else { return trimmed }
            return trimmed + "." + locale.rawValue
        }
    }
}

extension WoW.SearchQuery: BattleNetPagedQuery {}
