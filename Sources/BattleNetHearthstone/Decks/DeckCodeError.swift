import Foundation

extension Hearthstone {
    /// Why a deck code could not be read, or why a deck cannot be made into one.
    ///
    /// Every case says what is wrong in its ``description`` and what to do about it; match the cases
    /// to react in code.
    ///
    /// ```swift
    /// let pasted = "AAECAQcG+wyd8AKS"   // cut short
    /// do throws(Hearthstone.DeckCodeError) {
    ///     let deck = try Hearthstone.DeckCode(pasted)
    ///     print(deck.cardCount)
    /// } catch .truncated(let field, let offset) {
    ///     print("cut short at byte \(offset), in \(field): copy the whole code again")
    /// } catch {
    ///     print(error)   // what is wrong and what to do, in words
    /// }
    /// ```
    public enum DeckCodeError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The text holds no deck code: it is empty, only whitespace, or only `#` comment lines.
        case empty
        /// The pasted text has several lines that could be the code (not blank, not a `#` comment);
        /// `lines` are their 1-based line numbers.
        case severalCodeLines(lines: [Int])
        /// The code has a character that is neither base64 (`A`–`Z`, `a`–`z`, `0`–`9`, `+`/`-`, `/`/`_`)
        /// nor padding where padding may be; `offset` is its 0-based position in the code line.
        case notBase64(character: Character, offset: Int)
        /// The code has a number of base64 characters (`length`, padding not counted) that no byte string
        /// encodes (one more than a multiple of four): a character was lost.
        case incompleteBase64(length: Int)
        /// The bytes end while `field` is being read, inside a varint or before it; `offset` is where
        /// they end (their count). A list that announces more entries than the remaining bytes could
        /// hold ends here too, before anything is allocated.
        case truncated(field: Field, offset: Int)
        /// The varint of `field` starting at byte `offset` does not fit in a 64-bit `Int` (it has more
        /// than 63 significant bits, or more than ten bytes).
        case numberTooLarge(field: Field, offset: Int)
        /// The first byte, reserved, is `byte` instead of `0`: this is not a deck code.
        case invalidReservedByte(UInt8)
        /// The code's version is `version`; this package reads version `1`, the only one Hearthstone writes.
        case unsupportedVersion(Int)
        /// The deck has no hero: a code's hero list is empty, or a deck was built with `heroes: []`.
        case noHero
        /// The card with dbfId `card` has zero copies; `owner` is the sideboard owner's dbfId for a
        /// sideboard card, `nil` for the main deck.
        case zeroCopies(card: Int, owner: Int?)
        /// The card with dbfId `card` appears twice in the main deck (`owner` `nil`) or twice in the
        /// sideboard of the card with dbfId `owner`.
        case repeatedCard(card: Int, owner: Int?)
        /// The byte after the card lists, which says whether sideboards follow, is `byte`, neither `0`
        /// nor `1`.
        case invalidSideboardFlag(UInt8)
        /// The deck ends at byte `offset` but `count` more bytes follow it.
        case trailingBytes(offset: Int, count: Int)
        /// A deck built in code has a negative `value` as `field`; dbfIds and copies are never negative.
        case negativeNumber(field: Field, value: Int)
        /// A deck built in code has a format without a number a code can carry: a name this package
        /// cannot number, or a negative number.
        case unencodableFormat(DeckFormat)
        /// The card with dbfId `card` has `count` copies, more than ``DeckCode/maximumCopies``; `owner` is
        /// the sideboard owner's dbfId for a sideboard card, `nil` for the main deck. No deck holds that
        /// many copies of a card, so the code is corrupt or forged.
        case tooManyCopies(card: Int, owner: Int?, count: Int)
        /// The deck and its sideboards hold `count` cards in all, copies counted, more than
        /// ``DeckCode/maximumCardCount``: no deck is that large, so the code is corrupt or forged.
        case tooManyCards(count: Int)

        /// A part of a deck code, named in ``truncated(field:offset:)``, ``numberTooLarge(field:offset:)``
        /// and ``negativeNumber(field:value:)``.
        ///
        /// ```swift
        /// let error = Hearthstone.DeckCodeError.truncated(field: .card, offset: 12)
        /// print(error.description)   // "The deck code is cut short: its 12 bytes end inside a card's dbfId. ..."
        /// ```
        public enum Field: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
            /// The reserved first byte (`0`).
            case reserved
            /// The version (`1`).
            case version
            /// The format (`FormatType`: 1 Wild, 2 Standard, 3 Classic, 4 Twist).
            case format
            /// The number of heroes.
            case heroCount
            /// A hero's dbfId.
            case hero
            /// The length of one of the three card lists (one copy, two copies, n copies).
            case cardCount
            /// A card's dbfId.
            case card
            /// A card's number of copies (n-copies list).
            case copies
            /// The byte that says whether sideboards follow.
            case sideboardFlag
            /// The length of one of the three sideboard lists.
            case sideboardCardCount
            /// A sideboard card's dbfId.
            case sideboardCard
            /// A sideboard card's number of copies.
            case sideboardCopies
            /// The dbfId of the card that owns a sideboard (e.g. E.T.C., Band Manager).
            case sideboardOwner

            /// The part in words, e.g. `a card's dbfId`.
            public var description: String {
                switch self {
                case .reserved: "the reserved first byte"
                case .version: "the version"
                case .format: "the format"
                case .heroCount: "the number of heroes"
                case .hero: "a hero's dbfId"
                case .cardCount: "the length of a card list"
                case .card: "a card's dbfId"
                case .copies: "a card's number of copies"
                case .sideboardFlag: "the sideboard flag"
                case .sideboardCardCount: "the length of a sideboard list"
                case .sideboardCard: "a sideboard card's dbfId"
                case .sideboardCopies: "a sideboard card's number of copies"
                case .sideboardOwner: "a sideboard owner's dbfId"
                }
            }
        }

        /// What is wrong and what to do, in a sentence or two.
        public var description: String {
            let recopy = "Copy the code again from Hearthstone (Copy Deck Code) or from the site that shows it."
            switch self {
            case .empty:
                return "No deck code: the text is empty or has only blank and '#' comment lines. Paste the code (it starts with 'AAE') or the whole text Hearthstone copies."
            case .severalCodeLines(let lines):
                let list = lines.map(String.init).joined(separator: ", ")
                return "The text has \(lines.count) lines that could be the deck code (lines \(list)); a deck code is one line. Paste one deck, or mark the other lines as comments with '#'."
            case .notBase64(let character, let offset):
                return "The deck code has a character that is not base64: '\(Self.visible(character))' at position \(offset). A code holds only letters, digits, '+', '/' (or '-', '_') and '=' at its end. \(recopy)"
            case .incompleteBase64(let length):
                return "The deck code has \(length) base64 characters, which no code can have (one more than a multiple of four): a character is missing. \(recopy)"
            case .truncated(let field, let offset):
                return "The deck code is cut short: its \(offset) bytes end inside \(field). \(recopy)"
            case .numberTooLarge(let field, let offset):
                return "The deck code is corrupt: \(field) at byte \(offset) is a number larger than 64 bits allow. \(recopy)"
            case .invalidReservedByte(let byte):
                return "This is not a deck code: its first byte is \(byte), not 0 (deck codes start with 'AAE'). Check that the right text was pasted."
            case .unsupportedVersion(let version):
                return "The deck code has version \(version); only version 1 is known. Update this package if Hearthstone now writes a newer version, else copy the code again."
            case .noHero:
                return "The deck has no hero. A deck code names at least one hero dbfId; build the deck with one (e.g. heroes: [7] for Garrosh)."
            case .zeroCopies(let card, let owner):
                return "The card \(card)\(Self.place(owner)) has 0 copies; every card of a deck has at least one. Remove the card or give it a count."
            case .repeatedCard(let card, let owner):
                return "The card \(card) appears twice\(Self.place(owner)); each card is listed once with its number of copies. Merge the two entries."
            case .invalidSideboardFlag(let byte):
                return "The deck code is corrupt: the byte after the card lists is \(byte), but only 0 (no sideboards) or 1 (sideboards follow) are valid. \(recopy)"
            case .trailingBytes(let offset, let count):
                return "The deck code has \(count) unexpected bytes after the deck, which ends at byte \(offset): it was probably joined with other text. \(recopy)"
            case .negativeNumber(let field, let value):
                return "The deck has \(value) as \(field); dbfIds and copies are never negative. Use the card's dbfId (its 'id' in Battle.net's card data)."
            case .tooManyCopies(let card, let owner, let count):
                return "The card \(card)\(Self.place(owner)) has \(count) copies; a deck code is read with at most \(Hearthstone.DeckCode.maximumCopies) copies of a card, so this one is corrupt or forged. \(recopy)"
            case .tooManyCards(let count):
                return "The deck holds \(count) cards with its sideboards, copies counted; a deck code is read with at most \(Hearthstone.DeckCode.maximumCardCount), so this one is corrupt or forged. \(recopy)"
            case .unencodableFormat(let format):
                return "The deck's format \(format) has no number a deck code can carry. Use .wild, .standard, .classic, .twist, or DeckFormat(number:) with a number of 0 or more."
            }
        }

        /// `character` as typed when it is printable ASCII, else as its code points (`U+FEFF`).
        private static func visible(_ character: Character) -> String {
            character.unicodeScalars.map { scalar in
                (0x20..<0x7F).contains(scalar.value) ? String(scalar) : "U+\(String(scalar.value, radix: 16, uppercase: true))"
            }.joined()
        }

        private static func place(_ owner: Int?) -> String {
            owner.map { " in the sideboard of card \($0)" } ?? " in the main deck"
        }
    }
}
