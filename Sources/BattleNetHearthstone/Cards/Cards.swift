import Foundation

extension Hearthstone.Operations {
    /// **Card Search**: the cards that match a query (class, set, mana cost, text, ...), one page at a time.
    package static let cardSearch = APIOperation<Hearthstone.CardPage>("hsCardSearch", "/hearthstone/cards")

    /// **Card**: one card by id or slug; `card(id:gameMode:)` adds the game mode whose card data
    /// to return.
    package static let card = APIOperation<Hearthstone.Card, Hearthstone.IDOrSlug>("hsCard", "/hearthstone/cards/{idOrSlug}", labels: ["id"])
}

extension BattleNetRequest where Model == Hearthstone.Card {
    /// This card request for the card data of game mode `mode` (`gameMode=battlegrounds`): a minion's
    /// Battlegrounds tier, a Mercenaries hero's stats.
    public func gameMode(_ mode: Hearthstone.GameModeSlug) -> Self { query([URLQueryItem(name: "gameMode", value: mode.rawValue)]) }
}

extension OperationRepository where Game == Hearthstone {
    /// One card by id or slug with the card data of game mode `mode`:
    /// `GET /hearthstone/cards/{idOrSlug}?gameMode=…` → ``Hearthstone/Card``.
    ///
    /// ```swift
    /// let minion = try await client.hearthstone.card(id: 60040, gameMode: .battlegrounds)
    /// print(minion.battlegrounds?.tier ?? 0)
    /// ```
    /// - Throws: `BattleNetError`; a `.decoding` error carries the body.
    public func card(id: Hearthstone.IDOrSlug, gameMode mode: Hearthstone.GameModeSlug) async throws -> Hearthstone.Card {
        try await client.value(configured(Hearthstone.Endpoints.card(id: id).gameMode(mode)))
    }
}
