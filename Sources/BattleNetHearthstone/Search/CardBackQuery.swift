import Foundation

extension Hearthstone {
    /// What the card-back search returns: a category, text, sort order and page.
    ///
    /// ```swift
    /// let query = Hearthstone.CardBackQuery().category(.esports).sorted(by: .dateAdded, .descending)
    /// for try await page in client.hearthstone.pages.cardBackSearch(query) {
    ///     for back in page.cardBacks { print(back.name) }
    /// }
    /// ```
    ///
    /// A query that cannot be sent (a page below 1, a page size outside 1...``maxPageSize``) makes the
    /// call fail with `BattleNetError` `.invalidRequest` before anything is sent.
    public struct CardBackQuery: Hashable, Sendable, CustomStringConvertible {
        /// The largest page size Battle.net serves.
        public static let maxPageSize = 500

        private var state = SearchState()

        /// The filters, by Battle.net's parameter name, in the order first set.
        public var filters: [Filter] { state.filters }
        /// The sort keys, in priority order; Battle.net's default order when empty.
        public var order: [Order] { state.order }
        /// The page to fetch, 1-based; the first when `nil`.
        public var page: Int? { state.page }
        /// The page size asked for; Battle.net's default when `nil`.
        public var pageSize: Int? { state.pageSize }

        /// Every card back, in Battle.net's default order and page size.
        public init() {}

        /// Card backs of `category` (`cardBackCategory=`).
        public func category(_ category: CardBackCategorySlug) -> Self { setting("cardBackCategory", [category.rawValue]) }
        /// Card backs whose name or text contains `text` (`textFilter=`), in the call's locale.
        public func text(_ text: String) -> Self { setting("textFilter", [text]) }
        /// A filter this type has no method for, sent as `name=value,value`.
        public func filter(_ name: String, _ values: String...) -> Self { setting(name, values) }

        /// Sorted by `field`, then by the keys already given (`sort=field:direction,...`).
        public func sorted(by field: SortField, _ direction: SortDirection = .ascending) -> Self {
            with(state.sorted(by: field, direction))
        }
        /// The page to fetch, 1-based.
        public func page(_ page: Int) -> Self { with(state.page(page)) }
        /// How many card backs a page holds, at most ``maxPageSize``.
        public func pageSize(_ size: Int) -> Self { with(state.pageSize(size)) }

        /// The query items sent, in order: the filters, `sort`, `page`, `pageSize`.
        /// - Throws: `BattleNetError` `.invalidRequest` when the query cannot be sent.
        public func queryItems() throws(BattleNetError) -> [URLQueryItem] { try state.queryItems(maxPageSize: Self.maxPageSize) }

        /// The query as sent, e.g. `cardBackCategory=esports&page=2`.
        public var description: String { state.description }

        private func setting(_ name: String, _ values: [String]) -> Self { with(state.setting(name, values)) }

        private func with(_ state: SearchState) -> Self {
            var copy = self
            copy.state = state
            return copy
        }
    }
}
