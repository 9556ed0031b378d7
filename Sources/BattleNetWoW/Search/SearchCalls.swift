import Foundation

extension BoundOperation where Model: WoWSearchResponse {
    /// Fetches one page of results for `query`.
    ///
    /// ```swift
    /// let page = try await client.wow.mountSearch(WoW.SearchQuery().where("name", locale: .enUS, is: "Turtle"))
    /// page.results.map(\.data.id)
    /// ```
    /// - Throws: `BattleNetError` `.invalidRequest` when the query cannot be sent (nothing is sent),
    ///   otherwise as ``BattleNetClient/value(_:)-(Endpoint<R>)`` does.
    public func callAsFunction(_ query: WoW.SearchQuery) async throws -> Model {
        try await client.value(try endpoint(query))
    }

    /// Fetches one page of results for `query` as received, with status and headers.
    /// - Throws: `BattleNetError` as ``callAsFunction(_:)`` does.
    public func raw(_ query: WoW.SearchQuery) async throws -> RawResponse {
        try await client.raw(try endpoint(query))
    }

    /// Every page of results for `query`, fetched one after another as the sequence is iterated,
    /// starting at the query's page (or 1) and ending after the last page.
    ///
    /// Each page waits for the client's rate limiter like any call. When Blizzard caps the result
    /// count, pages say so (``WoWSearchResponse/resultCountCapped``) and ``WoW/SearchPages/Iterator``
    /// stops at the last reachable page: narrow the query to reach the rest.
    ///
    /// ```swift
    /// for try await page in client.wow.itemSearch.pages(WoW.SearchQuery().where("id", atLeast: 19000).pageSize(100)) {
    ///     if page.resultCountCapped { print("only the first \(page.pageCount) pages are reachable") }
    ///     for result in page.results { print(result.data.id) }
    /// }
    /// ```
    public func pages(_ query: WoW.SearchQuery) -> WoW.SearchPages<Model> {
        WoW.SearchPages(client: client, query: query) { query throws(BattleNetError) in try endpoint(query) }
    }

    /// The endpoint of one search request: this operation with the query's items, locale and flavor.
    /// - Throws: `BattleNetError` `.invalidRequest` when the query cannot be sent, or when the
    ///   operation takes path arguments (it is not a search).
    public func endpoint(_ query: WoW.SearchQuery) throws(BattleNetError) -> Endpoint<Model> {
        guard operation.descriptor.template.parameters.isEmpty else {
            throw BattleNetError(.invalidRequest, message: "\(operation.descriptor.id) takes path arguments; it is not a search")
        }
        return configured(Endpoint(descriptor: operation.descriptor, pathValues: [], query: try query.queryItems()))
    }
}

extension WoW {
    /// The pages of a search, fetched in order as you iterate (see `BoundOperation.pages(_:)`).
    ///
    /// The sequence ends after the page whose number reaches the response's `pageCount`, or at an
    /// empty page; a failed request ends it by throwing. Iterating it again fetches again.
    public struct SearchPages<Page: WoWSearchResponse>: AsyncSequence, Sendable {
        /// One search response per element.
        public typealias Element = Page

        let client: BattleNetClient
        let query: SearchQuery
        let endpoint: @Sendable (SearchQuery) throws(BattleNetError) -> Endpoint<Page>

        init(client: BattleNetClient, query: SearchQuery,
             endpoint: @escaping @Sendable (SearchQuery) throws(BattleNetError) -> Endpoint<Page>) {
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
