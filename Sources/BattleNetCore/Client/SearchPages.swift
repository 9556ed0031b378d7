import Foundation

/// The query of a paged search: which page to fetch and how large pages are. World of Warcraft's
/// search query and Hearthstone's card and card-back queries are paged queries.
public protocol BattleNetPagedQuery: Hashable, Sendable {
    /// The page to fetch, 1-based; the first when `nil`.
    var page: Int? { get }
    /// How many results a page holds; the search's default when `nil`.
    var pageSize: Int? { get }
    /// This query for page `page`.
    func page(_ page: Int) -> Self
    /// This query with pages of `size` results.
    func pageSize(_ size: Int) -> Self
}

/// One page of a paged search, as ``BattleNetSearchPages`` reads it.
public protocol BattleNetSearchPage: Decodable, Sendable {
    /// The query of the search that returns these pages.
    associatedtype Query: BattleNetPagedQuery
    /// This page's number, 1-based.
    var page: Int { get }
    /// How many pages the search has.
    var pageCount: Int { get }
    /// How many results this page holds.
    var resultCount: Int { get }
    /// The largest page size the search accepts, when its pages state it: the following pages ask
    /// for no more. `nil` when they do not.
    var maximumPageSize: Int? { get }
}

extension BattleNetSearchPage {
    /// `nil`: the pages do not state a largest page size.
    public var maximumPageSize: Int? { nil }
}

/// The pages of a search, fetched in order as you iterate: `client.wow.pages.itemSearch(query)`,
/// `client.hearthstone.pages.cardSearch(query)`.
///
/// The sequence starts at the query's page (1 when it names none) and ends after the page whose
/// number reaches the response's `pageCount`, at an empty page, or at a page numbered lower than the
/// one asked for (a search that caps its results answers the last reachable page); a failed request
/// ends it by throwing. Each page waits for the client's rate limiter like any call. Iterating it
/// again fetches again.
///
/// ```swift
/// for try await page in client.wow.pages.itemSearch(WoW.SearchQuery().where("id", atLeast: 19000).pageSize(100)) {
///     for result in page.results { print(result.data.id) }
/// }
/// ```
public struct BattleNetSearchPages<Page: BattleNetSearchPage>: AsyncSequence, Sendable {
    /// One search response per element.
    public typealias Element = Page

    let client: BattleNetClient
    let query: Page.Query
    let endpoint: @Sendable (Page.Query) throws(BattleNetError) -> BattleNetRequest<Page>

    /// The pages of the search `endpoint` builds for each page's query, starting from `query`, sent
    /// with `client`: what the generated `pages` calls return.
    package init(client: BattleNetClient, query: Page.Query,
                 endpoint: @escaping @Sendable (Page.Query) throws(BattleNetError) -> BattleNetRequest<Page>) {
        self.client = client
        self.query = query
        self.endpoint = endpoint
    }

    /// Starts at the query's page (1 when it names none).
    public func makeAsyncIterator() -> Iterator { Iterator(pages: self, next: query.page ?? 1) }

    /// Fetches the next page on each call to ``next()``.
    public struct Iterator: AsyncIteratorProtocol {
        let pages: BattleNetSearchPages
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
            // Keep the page size the first response settled on, within the largest it states.
            if let asked = pages.query.pageSize, let maximum = page.maximumPageSize {
                pageSize = Swift.min(asked, Swift.max(maximum, 1))
            }
            // `number + 1` cannot overflow: at `Int.max` the page answered is either the last one
            // (`page >= pageCount`) or lower than the one asked for.
            let isLast = page.page >= page.pageCount || page.page < number || page.resultCount == 0
            next = isLast ? nil : number + 1
            return page
        }
    }
}

extension OperationRepository {
    /// A game's searches returning every page (``BattleNetSearchPages``), one generated method per
    /// search: `client.wow.pages.itemSearch(query)`, `client.hearthstone.pages.cardSearch(query)`.
    public struct SearchPageCalls: Sendable {
        /// The repository whose client and locale the pages are fetched with.
        public let repository: OperationRepository

        /// The calls of `repository`: what `client.<game>.pages` builds.
        package init(repository: OperationRepository) { self.repository = repository }

        /// The pages of the search `endpoint` builds for each page's query, starting from `query`.
        package func pages<Page: BattleNetSearchPage>(
            _ query: Page.Query, endpoint: @escaping @Sendable (Page.Query) throws(BattleNetError) -> BattleNetRequest<Page>
        ) -> BattleNetSearchPages<Page> {
            BattleNetSearchPages(client: repository.client, query: query, endpoint: endpoint)
        }
    }
}
