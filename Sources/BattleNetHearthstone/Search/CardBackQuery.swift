import Foundation

extension Hearthstone {
    /// The subject of a card-back search: ``CardBackQuery`` is `SearchQuery<CardBackSearch>`.
    public enum CardBackSearch: Sendable {}

    /// What the card-back search returns: a category, text, sort order and page (a ``SearchQuery``
    /// whose card-back filter is below).
    ///
    /// ```swift
    /// let query = Hearthstone.CardBackQuery().category(.esports).sorted(by: .dateAdded, .descending)
    /// for try await page in client.hearthstone.pages.cardBackSearch(query) {
    ///     for back in page.cardBacks { print(back.name) }
    /// }
    /// ```
    ///
    /// A query that cannot be sent (a page below 1, a page size outside 1...``SearchQuery/maxPageSize``)
    /// makes the call fail with `BattleNetError` `.invalidRequest` before anything is sent.
    public typealias CardBackQuery = SearchQuery<CardBackSearch>
}

extension Hearthstone.SearchQuery where Subject == Hearthstone.CardBackSearch {
    /// Card backs of `category` (`cardBackCategory=`).
    public func category(_ category: Hearthstone.CardBackCategorySlug) -> Self { setting("cardBackCategory", [category.rawValue]) }
}
