import Foundation

extension OperationRepository where Game == WoW {
    /// The search calls returning every page of results, fetched in order as you iterate:
    /// `client.wow.pages.itemSearch(query)`.
    ///
    /// Each page waits for the client's rate limiter like any call. When Blizzard caps the result
    /// count, pages say so (``WoWSearchResponse/resultCountCapped``) and the sequence stops at the
    /// last reachable page: narrow the query to reach the rest.
    ///
    /// ```swift
    /// for try await page in client.wow.pages.itemSearch(WoW.SearchQuery().where("id", atLeast: 19000).pageSize(100)) {
    ///     if page.resultCountCapped { print("only the first \(page.pageCount) pages are reachable") }
    ///     for result in page.results { print(result.data.id) }
    /// }
    /// ```
    public var pages: SearchPageCalls { SearchPageCalls(repository: self) }
}
