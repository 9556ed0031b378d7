import Foundation

extension Hearthstone {
    /// One page of a card search.
    ///
    /// ```swift
    /// // The recorded search for 1-mana 1/1 cards (EU, en_GB, 2019):
    /// let page = try Recordings.decode(Hearthstone.CardPage.self, "hs/cards-search.json")
    /// page.cardCount          // 48 matches in all
    /// page.pageCount          // 2 pages of 40
    /// page.cards[0].name      // "Forbidden Ancient"
    /// ```
    public struct CardPage: Codable, Hashable, Sendable {
        /// The cards of this page, in the order of the search's `sort`.
        public let cards: [Card]
        /// The number of cards matching the search, on all pages.
        public let cardCount: Int
        /// The number of pages.
        public let pageCount: Int
        /// This page's number, from 1.
        public let page: Int

        /// Whether a page follows this one.
        public var hasNextPage: Bool { page < pageCount }

        enum CodingKeys: String, CodingKey {
            case cards, cardCount, pageCount, page
        }
    }
}
