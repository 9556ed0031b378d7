import Foundation

extension Hearthstone.Operations {
    /// **Card Back Search**: the card backs that match a query (category, text), one page at a time.
    package static let cardBackSearch = APIOperation<Hearthstone.CardBackPage>(
        "hsCardBackSearch", "/hearthstone/cardbacks"
    )

    /// **Card Back**: one card back by id or slug.
    package static let cardBack = APIOperation<Hearthstone.CardBack, Hearthstone.IDOrSlug>("hsCardBack", "/hearthstone/cardbacks/{idOrSlug}", labels: ["id"])
}
