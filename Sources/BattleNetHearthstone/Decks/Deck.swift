import Foundation

extension Hearthstone {
    /// A deck with its cards resolved: the hero, the class, every card (a card in two copies is listed
    /// twice) and the sideboards of Zilliax Deluxe 3000 and E.T.C., Band Manager.
    ///
    /// ```swift
    /// // A Warrior deck recorded in 2019 (EU, en_GB):
    /// let deck = try Recordings.decode(
    ///     Hearthstone.Deck.self, "hs/deck__AAECAQcG-wyd8AKS-AKggAOblAPanQMMS6IE-web8wLR9QKD-wKe-wKz-AL1.json"
    /// )
    /// deck.format == .standard    // true
    /// deck.cardClass.name         // "Warrior"
    /// deck.cards.count            // 30
    /// for entry in deck.entries { print("\(entry.count)× \(entry.card.name)") }
    /// ```
    public struct Deck: Codable, Hashable, Sendable {
        /// The deck code Blizzard echoes; `nil` when the body leaves it out.
        public let deckCode: String?
        /// The deck-code version Blizzard reports (`0` in the recorded bodies; deck codes carry `1`).
        public let version: Int
        /// Wild, Standard, Classic, Twist…: sent as a name (`"standard"`) and read from a code as a
        /// number (`2`); both decode.
        public let format: DeckFormat
        /// The hero card, e.g. Garrosh Hellscream (`7`).
        public let hero: Card
        /// The hero's hero power, e.g. Armor Up! (`725`); absent in a 2019 body
        /// (the 2019 deck recordings).
        public let heroPower: Card?
        /// The deck's class: `{id, slug, name}`, e.g. `10`, `warrior`, "Warrior" (Blizzard's `class`).
        public let cardClass: CardClass
        /// The cards of the main deck, a card once per copy, in Blizzard's order (in the recordings, the
        /// order of the deck code: the single copies, then the pairs, each by card id).
        public let cards: [Card]
        /// The number of cards, copies counted (`30`).
        public let cardCount: Int
        /// The sideboards, each owned by a card of the deck (Zilliax Deluxe 3000's modules, E.T.C.'s
        /// band); `nil` when the deck has none (every recorded body).
        public let sideboardCards: [Sideboard]?

        enum CodingKeys: String, CodingKey {
            case deckCode, version, format, hero, heroPower, cardClass = "class", cards, cardCount, sideboardCards
        }

        /// Decodes a deck; `version` and `cardCount` may arrive as numbers or numeric strings, a
        /// malformed hero power or sideboard reads as absent.
        /// - Throws: `DecodingError` when `version`, `format`, `hero`, `class`, `cards` or `cardCount` is
        ///   missing or unreadable.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            deckCode = container.stringIfPresent(.deckCode)
            version = try container.flexibleInt(.version)
            format = try container.decode(DeckFormat.self, forKey: .format)
            hero = try container.decode(Card.self, forKey: .hero)
            heroPower = container.modelIfPresent(Card.self, .heroPower)
            cardClass = try container.decode(CardClass.self, forKey: .cardClass)
            cards = try container.decode([Card].self, forKey: .cards)
            cardCount = try container.flexibleInt(.cardCount)
            sideboardCards = container.modelIfPresent([Sideboard].self, .sideboardCards)
        }

        /// Encodes the deck in Battle.net's shape.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(deckCode, forKey: .deckCode)
            try container.encode(version, forKey: .version)
            try container.encode(format, forKey: .format)
            try container.encode(hero, forKey: .hero)
            try container.encodeIfPresent(heroPower, forKey: .heroPower)
            try container.encode(cardClass, forKey: .cardClass)
            try container.encode(cards, forKey: .cards)
            try container.encode(cardCount, forKey: .cardCount)
            try container.encodeIfPresent(sideboardCards, forKey: .sideboardCards)
        }

        /// Each distinct card of the main deck with its number of copies, in the order the cards first
        /// appear in ``cards``.
        public var entries: [Entry] { Entry.group(cards) }

        /// The number of copies of each card of the main deck, by card id.
        public var cardCounts: [Int: Int] { cards.reduce(into: [:]) { $0[$1.id, default: 0] += 1 } }

        /// The number of copies of the card `cardID` in the main deck (`0` when it is not there).
        public func count(ofCardID cardID: Int) -> Int { cards.lazy.filter { $0.id == cardID }.count }

        /// The sideboard owned by the card `cardID` (e.g. Zilliax Deluxe 3000, `102983`), if the deck has one.
        public func sideboard(ownedBy cardID: Int) -> Sideboard? {
            sideboardCards?.first { $0.sideboardCard.id == cardID }
        }

        /// A sideboard: the cards set aside for one card of the deck (`{sideboardCard,
        /// cardsInSideboard}`).
        public struct Sideboard: Codable, Hashable, Sendable {
            /// The card owning the sideboard, e.g. Zilliax Deluxe 3000 or E.T.C., Band Manager.
            public let sideboardCard: Card
            /// The cards in the sideboard, a card once per copy (Zilliax: its two modules).
            public let cardsInSideboard: [Card]

            enum CodingKeys: String, CodingKey {
                case sideboardCard, cardsInSideboard
            }

            /// Decodes a sideboard; an absent `cardsInSideboard` is an empty one.
            /// - Throws: `DecodingError` when `sideboardCard` is missing or not a card.
            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                sideboardCard = try container.decode(Card.self, forKey: .sideboardCard)
                cardsInSideboard = try container.decodeIfPresent([Card].self, forKey: .cardsInSideboard) ?? []
            }

            /// Each distinct card of the sideboard with its number of copies, in order of first appearance.
            public var entries: [Entry] { Entry.group(cardsInSideboard) }
        }

        /// A distinct card of a deck or sideboard and its number of copies.
        public struct Entry: Hashable, Sendable, Identifiable {
            /// The card.
            public let card: Card
            /// How many copies the deck holds, e.g. `2`.
            public let count: Int

            /// The card's id.
            public var id: Int { card.id }

            /// An entry of `count` copies of `card`.
            public init(card: Card, count: Int) {
                self.card = card
                self.count = count
            }

            static func group(_ cards: [Card]) -> [Entry] {
                var order: [Int] = []
                var firsts: [Int: Card] = [:]
                var counts: [Int: Int] = [:]
                for card in cards {
                    if firsts[card.id] == nil {
                        order.append(card.id)
                        firsts[card.id] = card
                    }
                    counts[card.id, default: 0] += 1
                }
                return order.compactMap { id in firsts[id].map { Entry(card: $0, count: counts[id] ?? 0) } }
            }
        }
    }
}
