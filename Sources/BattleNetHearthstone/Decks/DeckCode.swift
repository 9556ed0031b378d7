import Foundation

extension Hearthstone {
    /// A Hearthstone deck code (deckstring), decoded offline: the format, the hero, the cards with their
    /// copies and the sideboards (E.T.C.'s band, Zilliax's modules), and back to the canonical code.
    ///
    /// A code is base64 of varints: a reserved `0`, version `1`, the format, the heroes, the cards with one
    /// copy, with two, with n, then a flag and the sideboards. Reading accepts the code alone, with
    /// whitespace around it, inside the text Hearthstone copies (`### Name` and `# ...` comment lines),
    /// URL-safe base64 (`-`, `_`) and missing padding. Codes made before sideboards (without the flag)
    /// read too.
    ///
    /// A value is always a deck a code can carry: at least one hero, no negative dbfId, every card at
    /// least once and listed once. Its lists are kept in canonical order (heroes and cards by dbfId,
    /// sideboards by owner, their cards by dbfId), so two codes of the same deck decode to equal
    /// values, and ``code`` decodes back to an equal value.
    ///
    /// ```swift
    /// let deck = try Hearthstone.DeckCode("AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA")
    /// deck.format      // .standard
    /// deck.hero        // 31 (Rexxar)
    /// deck.cardCount   // 30
    /// deck.cards[0]    // Card(id: 141, count: 2)
    /// deck.code        // the same text: it is canonical
    /// ```
    public struct DeckCode: Hashable, Sendable, Codable, CustomStringConvertible {
        /// One card of a deck or of a sideboard: its dbfId and how many copies.
        ///
        /// ```swift
        /// let innervate = Hearthstone.DeckCode.Card(id: 254, count: 2)
        /// ```
        public struct Card: Hashable, Sendable {
            /// The card's dbfId (the `id` of Battle.net's card data), e.g. `254` for Innervate.
            public var id: Int
            /// How many copies the deck holds, `1` or more in a deck.
            public var count: Int

            /// A card with `count` copies (one by default). A deck checks both numbers when it is made.
            public init(id: Int, count: Int = 1) {
                self.id = id
                self.count = count
            }
        }

        /// The cards set aside for one card of the deck, its owner: E.T.C., Band Manager's band, Zilliax
        /// Deluxe 3000's modules.
        ///
        /// ```swift
        /// let band = Hearthstone.DeckCode.Sideboard(owner: 90749, cards: [.init(id: 76984), .init(id: 78079)])
        /// ```
        public struct Sideboard: Hashable, Sendable {
            /// The dbfId of the card that owns the sideboard, e.g. `90749` for E.T.C., Band Manager.
            public var owner: Int
            /// The sideboard's cards with their copies, by dbfId in a deck.
            public var cards: [Card]

            /// The sideboard of the card `owner`. A deck checks and sorts the cards when it is made.
            public init(owner: Int, cards: [Card]) {
                self.owner = owner
                self.cards = cards
            }
        }

        /// The format the deck is built for, e.g. ``DeckFormat/standard``; any number a code carries is
        /// kept (``DeckFormat/unknown`` for `0`).
        public let format: DeckFormat
        /// The heroes' dbfIds, by dbfId; never empty, and one in every code Hearthstone writes (e.g. `[7]`
        /// for Garrosh Hellscream).
        public let heroes: [Int]
        /// The main deck's cards, by dbfId, each listed once with its copies.
        public let cards: [Card]
        /// The sideboards, by owner dbfId, each with cards by dbfId; empty for most decks. Every owner
        /// has at least one card.
        public let sideboards: [Sideboard]

        /// The most copies of one card a deck may hold: `255`. Hearthstone's decks hold one or two
        /// copies of a card (a few more in some modes); a larger count marks a corrupt or forged code.
        public static let maximumCopies = 255

        /// The most cards a deck may hold in all, its sideboards included and copies counted: `1000`.
        /// A constructed deck holds 30 or 40 cards; the bound keeps a forged code from expanding into
        /// millions of entries (``DeckQuery/cards(of:)`` lists one dbfId per copy).
        public static let maximumCardCount = 1_000

        /// The first hero's dbfId (the deck's class hero), e.g. `31` for Rexxar.
        public var hero: Int { heroes.first ?? 0 }   // `heroes` is never empty: a deck is made with a hero

        /// The number of cards in the main deck, copies counted (30 for a constructed deck, 40 with
        /// Prince Renathal); sideboards not counted. At most ``maximumCardCount``.
        public var cardCount: Int { Self.total(cards) }

        /// The number of cards in all sideboards, copies counted.
        public var sideboardCardCount: Int { Self.total(sideboards.flatMap(\.cards)) }

        /// The copies of the card `id` in the main deck, `0` when it is not there.
        ///
        /// ```swift
        /// let deck = try Hearthstone.DeckCode("AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA")
        /// deck.copies(of: 141)   // 2: Hunter's Mark
        /// ```
        public func copies(of id: Int) -> Int { cards.first { $0.id == id }?.count ?? 0 }

        /// A deck built in code, checked and put in canonical order.
        ///
        /// ```swift
        /// let deck = try Hearthstone.DeckCode(
        ///     format: .wild, heroes: [7],
        ///     cards: [.init(id: 1, count: 2), .init(id: 90749)],
        ///     sideboards: [.init(owner: 90749, cards: [.init(id: 5)])]
        /// )
        /// deck.code   // "AAEBAQcB/cQFAQEAAQEF/cQFAAA="
        /// ```
        /// Sideboards with the same owner are joined into one; sideboards without cards are dropped. The
        /// owner need not be a card of the deck (Hearthstone checks that, not the code).
        /// - Throws: ``DeckCodeError/noHero`` when `heroes` is empty; ``DeckCodeError/unencodableFormat(_:)``
        ///   for a format without a number of 0 or more; ``DeckCodeError/negativeNumber(field:value:)`` for a
        ///   negative dbfId or count; ``DeckCodeError/zeroCopies(card:owner:)`` for a count of 0;
        ///   ``DeckCodeError/repeatedCard(card:owner:)`` when a dbfId appears twice in the main deck or in
        ///   one owner's sideboard; ``DeckCodeError/tooManyCopies(card:owner:count:)`` for a count above
        ///   ``maximumCopies``; ``DeckCodeError/tooManyCards(count:)`` when the deck and its sideboards
        ///   hold more than ``maximumCardCount`` cards.
        public init(format: DeckFormat, heroes: [Int], cards: [Card], sideboards: [Sideboard] = []) throws(DeckCodeError) {
            guard let number = format.number, number >= 0 else { throw .unencodableFormat(format) }
            guard !heroes.isEmpty else { throw .noHero }
            if let negative = heroes.first(where: { $0 < 0 }) { throw .negativeNumber(field: .hero, value: negative) }
            self.format = DeckFormat(number: number)
            self.heroes = heroes.sorted()
            self.cards = try Self.checked(cards, owner: nil)
            var byOwner: [Int: [Card]] = [:]
            for sideboard in sideboards {
                guard sideboard.owner >= 0 else { throw .negativeNumber(field: .sideboardOwner, value: sideboard.owner) }
                byOwner[sideboard.owner, default: []].append(contentsOf: sideboard.cards)
            }
            var checkedSideboards: [Sideboard] = []
            for owner in byOwner.keys.sorted() {
                let cards = try Self.checked(byOwner[owner] ?? [], owner: owner)
                if !cards.isEmpty { checkedSideboards.append(Sideboard(owner: owner, cards: cards)) }
            }
            self.sideboards = checkedSideboards
            let (all, overflow) = Self.total(self.cards).addingReportingOverflow(Self.total(checkedSideboards.flatMap(\.cards)))
            if overflow || all > Self.maximumCardCount { throw .tooManyCards(count: overflow ? Int.max : all) }
        }

        /// Reads a deck code: the code alone, with whitespace around it, or the text Hearthstone copies
        /// to the clipboard, where the code is the one line that is neither blank nor a `#` comment.
        ///
        /// Standard and URL-safe base64 (`-` for `+`, `_` for `/`) are read, padded or not. Codes made
        /// before sideboards existed (without the sideboard flag) read as decks without sideboards. A
        /// count of one or two in the n-copies list is accepted, as Hearthstone's peers accept it (``code``
        /// moves the card to its list). Nothing may follow the deck.
        ///
        /// ```swift
        /// let pasted = """
        ///     ### Face Hunter
        ///     # Class: Hunter
        ///     # Format: Standard
        ///     #
        ///     # 2x (1) Hunter's Mark
        ///     AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA
        ///     #
        ///     # To use this deck, copy it to your clipboard and create a new deck in Hearthstone
        ///     """
        /// let deck = try Hearthstone.DeckCode(pasted)   // deck.hero == 31
        /// ```
        /// - Throws: ``DeckCodeError/empty`` when there is no code line;
        ///   ``DeckCodeError/severalCodeLines(lines:)`` when there are several;
        ///   ``DeckCodeError/notBase64(character:offset:)`` and ``DeckCodeError/incompleteBase64(length:)``
        ///   for text that is not base64; ``DeckCodeError/truncated(field:offset:)``,
        ///   ``DeckCodeError/numberTooLarge(field:offset:)``, ``DeckCodeError/invalidReservedByte(_:)``,
        ///   ``DeckCodeError/unsupportedVersion(_:)``, ``DeckCodeError/invalidSideboardFlag(_:)`` and
        ///   ``DeckCodeError/trailingBytes(offset:count:)`` for bytes that are not a deck code;
        ///   ``DeckCodeError/noHero``, ``DeckCodeError/zeroCopies(card:owner:)``,
        ///   ``DeckCodeError/repeatedCard(card:owner:)``, ``DeckCodeError/tooManyCopies(card:owner:count:)``
        ///   and ``DeckCodeError/tooManyCards(count:)`` for a code whose deck is not valid.
        public init(_ text: String) throws(DeckCodeError) {
            let line = try Self.codeLine(in: text)
            var reader = ByteReader(try Self.base64Bytes(line))
            let reserved = try reader.byte(.reserved)
            guard reserved == 0 else { throw .invalidReservedByte(reserved) }
            let version = try reader.varint(.version)
            guard version == 1 else { throw .unsupportedVersion(version) }
            let format = DeckFormat(number: try reader.varint(.format))

            let heroCount = try reader.listLength(.heroCount, entry: .hero, bytesPerEntry: 1)
            guard heroCount > 0 else { throw .noHero }
            var heroes: [Int] = []
            heroes.reserveCapacity(heroCount)
            for _ in 0..<heroCount { heroes.append(try reader.varint(.hero)) }

            var cards: [Card] = []
            for copies in [1, 2, 0] {   // 0: the n-copies list, each card with its count
                let length = try reader.listLength(.cardCount, entry: .card, bytesPerEntry: copies == 0 ? 2 : 1)
                cards.reserveCapacity(cards.count + length)
                for _ in 0..<length {
                    let id = try reader.varint(.card)
                    cards.append(Card(id: id, count: copies == 0 ? try reader.varint(.copies) : copies))
                }
            }

            var sideboards: [Sideboard] = []
            if reader.remaining > 0 {   // codes made before sideboards end here
                switch try reader.byte(.sideboardFlag) {
                case 0: break
                case 1:
                    for copies in [1, 2, 0] {
                        let length = try reader.listLength(
                            .sideboardCardCount, entry: .sideboardCard, bytesPerEntry: copies == 0 ? 3 : 2
                        )
                        sideboards.reserveCapacity(sideboards.count + length)
                        for _ in 0..<length {
                            let id = try reader.varint(.sideboardCard)
                            let count = copies == 0 ? try reader.varint(.sideboardCopies) : copies
                            let owner = try reader.varint(.sideboardOwner)
                            sideboards.append(Sideboard(owner: owner, cards: [Card(id: id, count: count)]))
                        }
                    }
                case let flag:
                    throw .invalidSideboardFlag(flag)
                }
            }
            if reader.remaining > 0 { throw .trailingBytes(offset: reader.offset, count: reader.remaining) }
            try self.init(format: format, heroes: heroes, cards: cards, sideboards: sideboards)
        }

        /// The canonical deck code: padded standard base64 of a reserved `0`, version `1`, the format,
        /// the heroes by dbfId, the cards with one copy, with two and with n, each list by dbfId, then the
        /// sideboard flag (`0`, or `1` and the sideboard cards by owner then dbfId, in the same three lists).
        ///
        /// The flag is always written, so a code made before sideboards existed comes back one byte longer
        /// (`...AA==` for `...A=`), as Hearthstone writes it today. The code decodes to a value equal to
        /// this one.
        ///
        /// ```swift
        /// let deck = try Hearthstone.DeckCode(format: .standard, heroes: [7], cards: [.init(id: 1, count: 2)])
        /// deck.code   // "AAECAQcAAQEAAA=="
        /// ```
        public var code: String {
            var bytes: [UInt8] = [0]
            Self.appendVarint(1, to: &bytes)
            Self.appendVarint(format.number ?? 0, to: &bytes)
            Self.appendVarint(heroes.count, to: &bytes)
            for hero in heroes { Self.appendVarint(hero, to: &bytes) }
            for list in Self.byCopies(cards) {
                Self.appendVarint(list.count, to: &bytes)
                for card in list {
                    Self.appendVarint(card.id, to: &bytes)
                    if card.count > 2 { Self.appendVarint(card.count, to: &bytes) }
                }
            }
            if sideboards.isEmpty {
                bytes.append(0)
            } else {
                bytes.append(1)
                let entries = sideboards.flatMap { sideboard in sideboard.cards.map { (owner: sideboard.owner, card: $0) } }
                for copies in [1, 2, 0] {
                    let list = entries.filter { copies == 0 ? $0.card.count > 2 : $0.card.count == copies }
                    Self.appendVarint(list.count, to: &bytes)
                    for entry in list {
                        Self.appendVarint(entry.card.id, to: &bytes)
                        if copies == 0 { Self.appendVarint(entry.card.count, to: &bytes) }
                        Self.appendVarint(entry.owner, to: &bytes)
                    }
                }
            }
            return Data(bytes).base64EncodedString()
        }

        /// The canonical ``code``.
        public var description: String { code }

        /// Reads a deck code from a string, as ``init(_:)`` does.
        /// - Throws: `DecodingError.dataCorrupted` with the ``DeckCodeError`` description when the string
        ///   is not a deck code; `DecodingError.typeMismatch` when the value is not a string.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            do throws(DeckCodeError) {
                try self.init(text)
            } catch {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error)
                )
            }
        }

        /// Writes the canonical ``code`` as a string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(code)
        }

        // MARK: - Helpers

        /// The one line of `text` that is the code: not blank, not a `#` comment; trimmed.
        private static func codeLine(in text: String) throws(DeckCodeError) -> Substring {
            var found: [(number: Int, line: Substring)] = []
            for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
                let trimmed = trim(line)
                if !trimmed.isEmpty && !trimmed.hasPrefix("#") { found.append((index + 1, trimmed)) }
            }
            guard let first = found.first else { throw .empty }
            guard found.count == 1 else { throw .severalCodeLines(lines: found.map(\.number)) }
            return first.line
        }

        /// `line` without the whitespace (and `\r`) around it.
        private static func trim(_ line: Substring) -> Substring {
            guard let start = line.firstIndex(where: { !$0.isWhitespace }),
                  let end = line.lastIndex(where: { !$0.isWhitespace }) else { return line[line.endIndex...] }
            return line[start...end]
        }

        /// `cards` checked (no negative dbfId or count, no count of 0 or above ``maximumCopies``, no dbfId
        /// twice) and sorted by dbfId.
        private static func checked(_ cards: [Card], owner: Int?) throws(DeckCodeError) -> [Card] {
            let idField: DeckCodeError.Field = owner == nil ? .card : .sideboardCard
            let copiesField: DeckCodeError.Field = owner == nil ? .copies : .sideboardCopies
            for card in cards {
                if card.id < 0 { throw .negativeNumber(field: idField, value: card.id) }
                if card.count < 0 { throw .negativeNumber(field: copiesField, value: card.count) }
                if card.count == 0 { throw .zeroCopies(card: card.id, owner: owner) }
                if card.count > maximumCopies { throw .tooManyCopies(card: card.id, owner: owner, count: card.count) }
            }
            let sorted = cards.sorted { $0.id < $1.id }
            for (previous, next) in zip(sorted, sorted.dropFirst()) where previous.id == next.id {
                throw .repeatedCard(card: next.id, owner: owner)
            }
            return sorted
        }

        /// The cards with one copy, with two, and with more, in their order.
        private static func byCopies(_ cards: [Card]) -> [[Card]] {
            [cards.filter { $0.count == 1 }, cards.filter { $0.count == 2 }, cards.filter { $0.count > 2 }]
        }

        /// The copies of `cards` added up, `Int.max` past it (only for cards not yet checked: a deck's
        /// totals are bounded by ``maximumCardCount``).
        private static func total(_ cards: [Card]) -> Int {
            cards.reduce(0) { sum, card in
                let (result, overflow) = sum.addingReportingOverflow(card.count)
                return overflow ? Int.max : result
            }
        }
    }
}
