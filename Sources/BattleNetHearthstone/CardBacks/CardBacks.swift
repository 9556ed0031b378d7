import Foundation

extension Hearthstone.Operations {
    /// **Card Back Search**: the card backs that match a query (category, text), one page at a time.
    /// - Remark: HTTP GET /hearthstone/cardbacks
    package static let cardBackSearch = APIOperation<Hearthstone.CardBackPage>(
        ID.cardBackSearch, "/hearthstone/cardbacks"
    )

    /// **Card Back**: one card back by id or slug.
    /// - Remark: HTTP GET /hearthstone/cardbacks/{idOrSlug}
    package static let cardBack = APIOperation<Hearthstone.CardBack, Hearthstone.IDOrSlug>(ID.cardBack, "/hearthstone/cardbacks/{idOrSlug}", labels: ["id"])
}
