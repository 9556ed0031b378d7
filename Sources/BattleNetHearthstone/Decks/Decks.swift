import Foundation

extension Hearthstone.Operations {
    /// **Deck**: the cards of a deck, from its deck code or from card ids with a hero (and sideboard
    /// cards), with every card's details.
    package static let deck = APIOperation<Hearthstone.Deck>(
        "hsDeck", "/hearthstone/deck"
    )

    /// **Deck by code (path form)**: the older form of the deck lookup, with the code in the path
    /// (percent-encoded); ``deck`` with a code is preferred.
    package static let deckByCode = APIOperation<Hearthstone.Deck, String>(
        "hsDeckByCode", "/hearthstone/deck/{deckCode}", labels: ["code"], call: "deck"
    )
}

extension Hearthstone {
    /// The deck to look up: a deck code, or card ids with a hero and sideboard cards.
    ///
    /// ```swift
    /// let deck = try await client.hearthstone.deck(.code("AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA"))
    /// let same = try await client.hearthstone.deck(.cards([1369, 1370, 1370], hero: 31))
    /// ```
    ///
    /// An empty code or id list makes the call fail with `BattleNetError` `.invalidRequest` before
    /// anything is sent. A code is sent percent-encoded (`+`, `/`, `=` included), so servers never read
    /// its `+` as a space.
    public struct DeckQuery: Query, CustomStringConvertible {
        enum Lookup: Hashable, Sendable {
            case code(String)
            case cards([Int], hero: Int?, sideboardCards: [SideboardCard])
        }

        let lookup: Lookup

        /// A card of a sideboard and the card that owns the sideboard (Zilliax Deluxe 3000, E.T.C.), by dbfId.
        public struct SideboardCard: Hashable, Sendable {
            /// The card in the sideboard.
            public let card: Int
            /// The card whose sideboard holds it.
            public let owner: Int

            /// `card` in the sideboard of `owner`.
            public init(card: Int, owner: Int) {
                self.card = card
                self.owner = owner
            }
        }

        /// The deck a deck code names (`code=`), as Hearthstone copies it; surrounding whitespace is dropped.
        public static func code(_ code: String) -> DeckQuery {
            DeckQuery(lookup: .code(code.trimmingCharacters(in: .whitespacesAndNewlines)))
        }

        /// The deck of these cards (`ids=`, one dbfId per copy), with a hero (`hero=`) and sideboard
        /// cards (`sideboardCards=card:owner,...`).
        public static func cards(_ ids: [Int], hero: Int? = nil, sideboardCards: [SideboardCard] = []) -> DeckQuery {
            DeckQuery(lookup: .cards(ids, hero: hero, sideboardCards: sideboardCards))
        }

        /// The query items sent: `code`, or `ids`, `hero` and `sideboardCards`.
        /// - Throws: `BattleNetError` `.invalidRequest` for an empty code or id list, or a dbfId below 1.
        public func queryItems() throws(BattleNetError) -> [URLQueryItem] {
            switch lookup {
            case .code(let code):
                guard !code.isEmpty else { throw BattleNetError(.invalidRequest, message: "a deck lookup needs a deck code; got an empty one") }
                return [URLQueryItem(name: "code", value: code)]
            case .cards(let ids, let hero, let sideboard):
                guard !ids.isEmpty else { throw BattleNetError(.invalidRequest, message: "a deck lookup by cards needs at least one card id") }
                let all = ids + (hero.map { [$0] } ?? []) + sideboard.flatMap { [$0.card, $0.owner] }
                if let bad = all.first(where: { $0 < 1 }) {
                    throw BattleNetError(.invalidRequest, message: "card ids (dbfIds) are 1 or more; got \(bad)")
                }
                var items = [URLQueryItem(name: "ids", value: ids.map(String.init).joined(separator: ","))]
                if let hero { items.append(URLQueryItem(name: "hero", value: String(hero))) }
                if !sideboard.isEmpty {
                    items.append(URLQueryItem(name: "sideboardCards", value: sideboard.map { "\($0.card):\($0.owner)" }.joined(separator: ",")))
                }
                return items
            }
        }

        /// The query as sent, unencoded, e.g. `code=AAECAR8…` or `ids=1369,1370&hero=31`.
        public var description: String {
            ((try? queryItems()) ?? []).map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
        }
    }
}

extension Hearthstone.DeckQuery {
    /// The deck `deck` names, sent as its canonical code (`code=`).
    ///
    /// ```swift
    /// let pasted = try Hearthstone.DeckCode("AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA")
    /// let deck = try await client.hearthstone.deck(.code(pasted)) // every card's details
    /// ```
    public static func code(_ deck: Hearthstone.DeckCode) -> Self { .code(deck.code) }

    /// The deck `deck` names, sent as its cards' dbfIds (`ids=`, one per copy), its hero (`hero=`) and
    /// its sideboard cards (`sideboardCards=card:owner`): the lookup by ids, which needs no code on
    /// Battle.net's side.
    public static func cards(of deck: Hearthstone.DeckCode) -> Self {
        .cards(
            deck.cards.flatMap { Array(repeating: $0.id, count: $0.count) }, hero: deck.heroes.first,
            sideboardCards: deck.sideboards.flatMap { sideboard in
                sideboard.cards.flatMap { card in Array(repeating: SideboardCard(card: card.id, owner: sideboard.owner), count: card.count) }
            }
        )
    }
}

extension Hearthstone.DeckCode {
    /// Reads a deck code into what `ReplayTransport.deckCode` (BattleNetTesting) and the stand-in's
    /// `deckCode` take: every card's dbfId once per copy, and the hero; `nil` for text that is not a
    /// deck code. `bnet` and the tests give it to replay and `bnet serve`.
    package static let replayReader: @Sendable (String) -> (cards: [Int], hero: Int?)? = { text in
        guard let deck = try? Hearthstone.DeckCode(text) else { return nil }
        return (deck.cards.flatMap { Array(repeating: $0.id, count: $0.count) }, deck.heroes.first)
    }
}
