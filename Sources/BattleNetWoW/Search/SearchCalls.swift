import Foundation

extension OperationRepository where Game == WoW {
    /// The search calls returning every page of results, fetched in order as you iterate:
    /// `client.wow.pages.itemSearch(query)`.
    ///
    /// Each page waits for the client's rate limiter like any call. When Blizzard caps the result
    /// count, pages say so (``WoWSearchResponse/resultCountCapped``) and ``WoW/SearchPages/Iterator``
    /// stops at the last reachable page: narrow the query to reach the rest.
    ///
    /// ```swift
    /// for try await page in client.wow.pages.itemSearch(WoW.SearchQuery().where("id", atLeast: 19000).pageSize(100)) {
    ///     if page.resultCountCapped { print("only the first \(page.pageCount) pages are reachable") }
    ///     for result in page.results { print(result.data.id) }
    /// }
    /// ```
    public var pages: WoW.SearchPageCalls { WoW.SearchPageCalls(repository: self) }
}

extension WoW {
    /// The search calls of a client that return every page (``SearchPages``), one generated method per
    /// search operation: `client.wow.pages.itemSearch(query)`.
    public struct SearchPageCalls: Sendable {
        /// The repository whose client, locale and flavor the pages are fetched with.
        public let repository: WoWRepository

        func pages<Page: WoWSearchResponse>(
            _ query: SearchQuery, endpoint: @escaping @Sendable (SearchQuery) throws(BattleNetError) -> BattleNetRequest<Page>
        ) -> SearchPages<Page> {
            SearchPages(client: repository.client, query: query, endpoint: endpoint)
        }
    }
}

extension WoW {
    /// The pages of a search, fetched in order as you iterate: `client.wow.pages.itemSearch(query)`.
    ///
    /// The sequence ends after the page whose number reaches the response's `pageCount`, or at an
    /// empty page; a failed request ends it by throwing. Iterating it again fetches again.
    public struct SearchPages<Page: WoWSearchResponse>: AsyncSequence, Sendable {
        /// One search response per element.
        public typealias Element = Page

        let client: BattleNetClient
        let query: SearchQuery
        let endpoint: @Sendable (SearchQuery) throws(BattleNetError) -> BattleNetRequest<Page>

        /// The pages of the search `endpoint` builds for each page's query, starting from `query`, sent
        /// with `client`. The generated `client.wow.pages.itemSearch(_:)` (and every other search) make
        /// theirs with it; use it for a search endpoint of your own.
        public init(client: BattleNetClient, query: SearchQuery,
                    endpoint: @escaping @Sendable (SearchQuery) throws(BattleNetError) -> BattleNetRequest<Page>) {
            self.client = client
            self.query = query
            self.endpoint = endpoint
        }

        /// Starts at the query's page (1 when it names none).
        public func makeAsyncIterator() -> Iterator {
            Iterator(pages: self, next: query.page ?? 1)
        }

        /// Fetches the next page on each call to ``next()``.
        public struct Iterator: AsyncIteratorProtocol {
            let pages: SearchPages
            var next: Int?
            var pageSize: Int?

            /// The next page, or `nil` after the last one.
            /// - Throws: `BattleNetError` from the request; the sequence ends after a throw.
            public mutating func next() async throws -> Page? {
                guard let number = next else { return nil }
                next = nil
                try Task.checkCancellation()
                var query = pages.query.page(number)
                if let pageSize { query = query.pageSize(pageSize) }
                let page = try await pages.client.value(try pages.endpoint(query))
                // Keep the page size the first response settled on, within its own maximum.
                if let asked = pages.query.pageSize {
                    pageSize = Swift.min(asked, Swift.max(page.maxPageSize, 1))
                }
                let isLast = page.page >= page.pageCount || page.page < number || page.resultCount == 0
                next = isLast ? nil : number + 1
                return page
            }
        }
    }
}
