import Foundation

extension Hearthstone {
    /// A card back: the design on the back of a player's cards.
    ///
    /// ```swift
    /// let back = try Recordings.decode(Hearthstone.CardBack.self, "hs/cardback__155-pizza-stone.json")
    /// back.name           // "Pizza Stone"
    /// back.categoryID     // 5: "Seasonal" in the metadata's cardBackCategories
    /// ```
    public struct CardBack: Codable, Hashable, Sendable, Identifiable {
        /// The card back's id, e.g. `155`.
        @Lenient<LenientRules.Number> public private(set) var id: Int
        /// The card-back category (``Metadata/cardBackCategory(id:)``), e.g. `5` (Seasonal); Blizzard's
        /// `sortCategory`.
        @Lenient<LenientRules.Number> public private(set) var categoryID: Int
        /// How the card back is obtained. Blizzard escapes its line breaks: the text holds a backslash
        /// and an `n` (`\\n`) where a line ends.
        public let text: LocalizedString
        /// The card back's name, e.g. "Pizza Stone".
        public let name: LocalizedString
        /// The card back's picture; `nil` when Blizzard sent none.
        @Lenient<LenientRules.Image> public private(set) var image: LocalizedURL?
        /// The id and name as one path segment, e.g. `155-pizza-stone`.
        public let slug: String

        enum CodingKeys: String, CodingKey {
            case id, categoryID = "sortCategory", text, name, image, slug
        }

        /// Encodes the card back in Battle.net's shape.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(categoryID, forKey: .categoryID)
            try container.encode(text, forKey: .text)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(image, forKey: .image)
            try container.encode(slug, forKey: .slug)
        }

        /// ``text`` with Blizzard's escaped line breaks (`\\n`) turned into line breaks, in en_US (or the
        /// single locale of the response).
        public var plainText: String {
            text.description.replacingOccurrences(of: "\\n", with: "\n")
        }
    }

    /// One page of a card-back search.
    public struct CardBackPage: Codable, Hashable, Sendable {
        /// The card backs of this page.
        public let cardBacks: [CardBack]
        /// The number of card backs matching the search, on all pages.
        public let cardCount: Int
        /// The number of pages.
        public let pageCount: Int
        /// This page's number, from 1.
        public let page: Int

        /// Whether a page follows this one.
        public var hasNextPage: Bool { page < pageCount }

        enum CodingKeys: String, CodingKey {
            case cardBacks, cardCount, pageCount, page
        }
    }
}
