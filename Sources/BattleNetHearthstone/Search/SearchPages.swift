import Foundation

extension Hearthstone {
    /// A value that becomes the query items of a Hearthstone call: ``CardQuery``, ``CardBackQuery``,
    /// ``DeckQuery``.
    public protocol Query: Hashable, Sendable {
        /// The query items sent.
        /// - Throws: `BattleNetError` `.invalidRequest` when the query cannot be sent.
        func queryItems() throws(BattleNetError) -> [URLQueryItem]
    }
}

extension OperationRepository where Game == Hearthstone {
    /// The searches returning every page of results, fetched in order as you iterate:
    /// `client.hearthstone.pages.cardSearch(query)`.
    ///
    /// ```swift
    /// for try await page in client.hearthstone.pages.cardSearch(Hearthstone.CardQuery().classes(.mage).pageSize(100)) {
    ///     print("page \(page.page) of \(page.pageCount): \(page.cards.count) cards")
    /// }
    /// ```
    public var pages: SearchPageCalls { SearchPageCalls(repository: self) }
}

extension Hearthstone.CardPage: BattleNetSearchPage {
    /// The card search's query.
    public typealias Query = Hearthstone.CardQuery
    /// How many cards this page holds.
    public var resultCount: Int { cards.count }
}

extension Hearthstone.CardBackPage: BattleNetSearchPage {
    /// The card-back search's query.
    public typealias Query = Hearthstone.CardBackQuery
    /// How many card backs this page holds.
    public var resultCount: Int { cardBacks.count }
}
