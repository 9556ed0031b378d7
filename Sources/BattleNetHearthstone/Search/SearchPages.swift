import Foundation

extension Hearthstone {
    /// A value that becomes the query items of a Hearthstone call: ``CardQuery``, ``CardBackQuery``,
    /// ``DeckQuery``.
    public protocol Query: Hashable, Sendable {
        /// The query items sent.
        /// - Throws: `BattleNetError` `.invalidRequest` when the query cannot be sent.
        func queryItems() throws(BattleNetError) -> [URLQueryItem]
    }

    /// A query of a paged search: ``CardQuery`` and ``CardBackQuery``.
    public protocol PagedQuery: Query {
        /// The page to fetch, 1-based; the first when `nil`.
        var page: Int? { get }
        /// This query for page `page`.
        func page(_ page: Int) -> Self
    }

    /// One page of a search: ``CardPage`` and ``CardBackPage``.
    public protocol SearchResponse: Decodable, Sendable {
        /// The query type of the search that returns these pages.
        associatedtype Query: PagedQuery
        /// This page's number, 1-based.
        var page: Int { get }
        /// How many pages the search has.
        var pageCount: Int { get }
        /// How many results this page holds.
        var resultCount: Int { get }
    }
}

extension Hearthstone.CardQuery: Hearthstone.PagedQuery {}
extension Hearthstone.CardBackQuery: Hearthstone.PagedQuery {}

extension OperationRepository where Game == Hearthstone {
    /// The searches returning every page of results, fetched in order as you iterate:
    /// `client.hearthstone.pages.cardSearch(query)`.
    ///
    /// ```swift
    /// for try await page in client.hearthstone.pages.cardSearch(Hearthstone.CardQuery().classes(.mage).pageSize(100)) {
    ///     print("page \(page.page) of \(page.pageCount): \(page.cards.count) cards")
    /// }
    /// ```
    public var pages: Hearthstone.SearchPageCalls { Hearthstone.SearchPageCalls(repository: self) }
}

extension Hearthstone {
    /// The search calls of a client that return every page (``SearchPages``), one generated method per
    /// search: `client.hearthstone.pages.cardSearch(query)`.
    public struct SearchPageCalls: Sendable {
        /// The repository whose client and locale the pages are fetched with.
        public let repository: HearthstoneRepository

        func pages<Page: SearchResponse>(
            _ query: Page.Query, endpoint: @escaping @Sendable (Page.Query) throws(BattleNetError) -> BattleNetRequest<Page>
        ) -> SearchPages<Page> {
            SearchPages(client: repository.client, query: query, endpoint: endpoint)
        }
    }

    /// The pages of a search, fetched in order as you iterate: `client.hearthstone.pages.cardSearch(query)`.
    ///
    /// The sequence starts at the query's page (1 when it names none) and ends after the page whose
    /// number reaches the response's `pageCount`, or at an empty page; a failed request ends it by
    /// throwing. Iterating it again fetches again.
    public struct SearchPages<Page: SearchResponse>: AsyncSequence, Sendable {
        /// One search response per element.
        public typealias Element = Page

        let client: BattleNetClient
        let query: Page.Query
        let endpoint: @Sendable (Page.Query) throws(BattleNetError) -> BattleNetRequest<Page>

        /// The pages of the search `endpoint` builds for each page's query, starting from `query`, sent
        /// with `client`.
        public init(client: BattleNetClient, query: Page.Query,
                    endpoint: @escaping @Sendable (Page.Query) throws(BattleNetError) -> BattleNetRequest<Page>) {
            self.client = client
            self.query = query
            self.endpoint = endpoint
        }

        /// Starts at the query's page (1 when it names none).
        public func makeAsyncIterator() -> Iterator { Iterator(pages: self, next: query.page ?? 1) }

        /// Fetches the next page on each call to ``next()``.
        public struct Iterator: AsyncIteratorProtocol {
            let pages: SearchPages
            var next: Int?

            /// The next page, or `nil` after the last one.
            /// - Throws: `BattleNetError` from the request; the sequence ends after a throw.
            public mutating func next() async throws -> Page? {
                guard let number = next else { return nil }
                next = nil
                try Task.checkCancellation()
                let page = try await pages.client.value(try pages.endpoint(pages.query.page(number)))
                let isLast = page.page >= page.pageCount || page.page < number || page.resultCount == 0
                next = isLast ? nil : number + 1
                return page
            }
        }
    }
}

extension Hearthstone.CardPage: Hearthstone.SearchResponse {
    /// The card search's query.
    public typealias Query = Hearthstone.CardQuery
    /// How many cards this page holds.
    public var resultCount: Int { cards.count }
}

extension Hearthstone.CardBackPage: Hearthstone.SearchResponse {
    /// The card-back search's query.
    public typealias Query = Hearthstone.CardBackQuery
    /// How many card backs this page holds.
    public var resultCount: Int { cardBacks.count }
}
