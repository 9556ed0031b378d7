import Foundation

extension WoW.Operations {
    /// **WoW Token Index**: the current price of a WoW Token in the region, in copper.
    package static let tokenIndex = APIOperation<WoW.TokenPrice>(
        "wowTokenIndex", "/data/wow/token/index", namespace: .dynamic,
        flavors: .retailClassicAndEra
    )
}

extension WoW {
    /// The current price of a WoW Token (`/data/wow/token/index`).
    ///
    /// ```swift
    /// let token = try await client.wow.tokenIndex()
    /// token.price / 10_000                 // 189428 gold
    /// token.lastUpdatedTimestamp.date      // 2020-10-03 21:08:04 +0000
    /// ```
    public struct TokenPrice: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<TokenPrice>?
        /// When Blizzard last updated the price, e.g. `1601759284000` (2020-10-03).
        public let lastUpdatedTimestamp: EpochMilliseconds
        /// The price in copper (10,000 copper make a gold), e.g. `1894280000` (189,428 gold).
        public let price: Int

        /// A token price (for tests and previews).
        public init(links: SelfLinks<TokenPrice>? = nil, lastUpdatedTimestamp: EpochMilliseconds, price: Int) {
            self.links = links
            self.lastUpdatedTimestamp = lastUpdatedTimestamp
            self.price = price
        }

        /// The price in whole gold, e.g. `189428`.
        public var gold: Int { price / 10_000 }

        enum CodingKeys: String, CodingKey {
            case links = "_links", lastUpdatedTimestamp = "last_updated_timestamp", price
        }
    }
}
