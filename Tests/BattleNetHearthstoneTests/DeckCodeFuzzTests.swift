import BattleNetHearthstone
import BattleNetTesting
import Foundation
import Testing

/// Random and mutated inputs: every one either decodes to a deck whose canonical code decodes back
/// equal (and is itself canonical), or throws a `DeckCodeError`; none crashes or hangs. Replay a
/// failure with `BNET_TEST_SEED=<seed>`.
@Suite("Deck codes: fuzzing")
struct DeckCodeFuzzTests {
    private typealias DeckCode = Hearthstone.DeckCode

    /// The valid vectors of DeckCodeTests (api-facts §14, python-hearthstone, hearthstone-deckstrings).
    static let vectors = [
        "AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA",
        "AAEBAR8G+LEChwTmwgKhwgLZwgK7BQzquwKJwwKOwwKTwwK5tAK1A/4MqALsuwLrB86uAu0JAA==",
        "AAEBAZCaBgjlsASotgSX7wTvkQXipAX9xAXPxgXGxwUQvp8EobYElrcE+dsEuNwEutwE9vAEhoMFopkF4KQFlMQFu8QFu8cFuJ4Gz54G0Z4GAAED8J8E/cQFuNkE/cQF/+EE/cQFAAA=",
        "AAEBAR8DAQQGAwIFBwIDAwkDAQMKAgEDCAMAAA==",
        "AAEBAx8hHgMBBAYDAgUHAgMDCQMBAwoCAQMIAwAA",
        "AAEBAQcAAAQBAwIDAwMEAwA=",
        "AAECAfHhBAiy9wTt/wWLkgaYlQb/lwbHpAbT5QbW5QYLh/YE88gF8OgFl5UGkZcGkqAGurEGvLEG9rEGi7cG1+UGAAED87MGx6QG9rMGx6QG6N4Gx6QGAAA=",
        "AAECAQcG+wyd8AKS+AKggAOblAPanQMMS6IE/web8wLR9QKD+wKe+wKz/AL1gAOXlAOalAOSnwMA",
    ]

    /// Counts of what the inputs did.
    struct Tally {
        var decoded = 0
        var refused = 0
    }

    /// Decodes `text` and checks the round trip when it decodes.
    private static func check(_ text: String, seed: UInt64, tally: inout Tally) {
        let deck: DeckCode
        do throws(Hearthstone.DeckCodeError) {
            deck = try DeckCode(text)
        } catch {
            #expect(!error.description.isEmpty)
            tally.refused += 1
            return
        }
        tally.decoded += 1
        if deck.cardCount + deck.sideboardCardCount > DeckCode.maximumCardCount {
            Issue.record("\(text) decodes to \(deck.cardCount + deck.sideboardCardCount) cards (seed \(seed))")
        }
        let code = deck.code
        do throws(Hearthstone.DeckCodeError) {
            let again = try DeckCode(code)
            if again != deck || again.code != code {
                Issue.record("\(text) decodes to a deck whose code \(code) does not decode back equal (seed \(seed))")
            }
        } catch {
            Issue.record("\(text) decodes, but its code \(code) does not: \(error) (seed \(seed))")
        }
    }

    private static func bytes(_ code: String) -> [UInt8] {
        var padded = code
        while padded.count % 4 != 0 { padded += "=" }
        return Data(base64Encoded: padded).map { [UInt8]($0) } ?? []
    }

    /// Base64 of `bytes`, sometimes URL-safe, sometimes without padding.
    private static func text(_ bytes: [UInt8], using random: inout SeededRandomNumberGenerator) -> String {
        var text = Data(bytes).base64EncodedString()
        if Bool.random(using: &random) { text = text.replacingOccurrences(of: "=", with: "") }
        if Int.random(in: 0..<4, using: &random) == 0 {
            text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        }
        return text
    }

    @Test(.timeLimit(.minutes(1)))
    func randomAndMutatedInputsDecodeOrThrow() {
        var random = SeededRandomNumberGenerator(default: 0xDEC0_DE)
        let seed = random.seed
        var tally = Tally()

        // 3,000 random byte strings, half of them behind a valid header so that they reach the card lists.
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            if Bool.random(using: &random) { bytes = [0, 1, UInt8.random(in: 0...4, using: &random), 1] }
            for _ in 0..<Int.random(in: 0..<48, using: &random) {
                // Small values more often: lengths and counts that fit the bytes left.
                bytes.append(Bool.random(using: &random) ? UInt8.random(in: 0...6, using: &random) : UInt8.random(in: 0...255, using: &random))
            }
            Self.check(Self.text(bytes, using: &random), seed: seed, tally: &tally)
        }

        // 4,000 mutations of the valid vectors' bytes: bit flips, byte changes, truncations, insertions,
        // deletions, duplicated slices, continuation bytes.
        let originals = Self.vectors.map(Self.bytes)
        for index in 0..<4_000 {
            var bytes = originals[index % originals.count]
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<7, using: &random) {
                case 0 where !bytes.isEmpty: bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &random)
                case 1 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &random)
                case 2: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
                case 3: bytes.insert(UInt8.random(in: 0...255, using: &random), at: Int.random(in: 0...bytes.count, using: &random))
                case 4 where !bytes.isEmpty: bytes.remove(at: position)
                case 5 where !bytes.isEmpty:
                    let end = Int.random(in: position...bytes.count, using: &random)
                    bytes.insert(contentsOf: bytes[position..<end], at: end)
                case 6 where !bytes.isEmpty: bytes[position] = Bool.random(using: &random) ? 0xFF : 0x80
                default: break
                }
            }
            Self.check(Self.text(bytes, using: &random), seed: seed, tally: &tally)
        }

        // 1,000 changes to the text itself: one character replaced, inserted or removed.
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_= #\n\t*é")
        for index in 0..<1_000 {
            var characters = Array(Self.vectors[index % Self.vectors.count])
            let position = Int.random(in: 0..<characters.count, using: &random)
            let character = alphabet.randomElement(using: &random) ?? "A"
            switch Int.random(in: 0..<3, using: &random) {
            case 0: characters[position] = character
            case 1: characters.insert(character, at: position)
            default: characters.remove(at: position)
            }
            Self.check(String(characters), seed: seed, tally: &tally)
        }

        #expect(tally.decoded + tally.refused == 8_000)
        #expect(tally.decoded > 100, "too few inputs decoded to exercise the round trip (seed \(seed))")
        #expect(tally.refused > 100, "seed \(seed)")
    }

    @Test(.timeLimit(.minutes(1)))
    func randomDecksBuiltInCodeRoundTrip() throws {
        var random = SeededRandomNumberGenerator(default: 0xDEC0_DE)
        let seed = random.seed
        func id() -> Int {
            switch Int.random(in: 0..<8, using: &random) {
            case 0: Int.random(in: 0...Int.max, using: &random)
            case 1: Int.random(in: 0...127, using: &random)
            default: Int.random(in: 0...120_000, using: &random)
            }
        }
        func cards(_ count: Int) -> [DeckCode.Card] {
            var ids = Set<Int>()
            while ids.count < count { ids.insert(id()) }
            return ids.map { DeckCode.Card(id: $0, count: Int.random(in: 0..<10, using: &random) == 0 ? Int.random(in: 3...DeckCode.maximumCopies, using: &random) : Int.random(in: 1...3, using: &random)) }
        }
        var tooLarge = 0
        for _ in 0..<1_000 {
            let owners = Set((0..<Int.random(in: 0...3, using: &random)).map { _ in id() })
            let main = cards(Int.random(in: 0...40, using: &random))
            let sideboards = owners.map { DeckCode.Sideboard(owner: $0, cards: cards(Int.random(in: 1...4, using: &random))) }
            let total = (main + sideboards.flatMap(\.cards)).reduce(0) { $0 + $1.count }
            let make = {
                try DeckCode(
                    format: Hearthstone.DeckFormat(number: Int.random(in: 0...5, using: &random)),
                    heroes: (0..<Int.random(in: 1...2, using: &random)).map { _ in id() }, cards: main, sideboards: sideboards
                )
            }
            guard total <= DeckCode.maximumCardCount else {
                #expect(throws: Hearthstone.DeckCodeError.tooManyCards(count: total), "seed \(seed)") { try make() }
                tooLarge += 1
                continue
            }
            let deck = try make()
            // The lookup by ids lists one dbfId per copy (Battle.net takes dbfIds of 1 or more only).
            let sent = [deck.hero] + deck.cards.map(\.id) + deck.sideboards.flatMap { [$0.owner] + $0.cards.map(\.id) }
            if deck.cardCount > 0, sent.allSatisfy({ $0 >= 1 }) {
                let items = try Hearthstone.DeckQuery.cards(of: deck).queryItems()
                let ids = items.first { $0.name == "ids" }?.value?.split(separator: ",")
                #expect(ids?.count == deck.cardCount, "seed \(seed)")
            }
            let again = try DeckCode(deck.code)
            #expect(again == deck, "seed \(seed)")
            #expect(again.code == deck.code, "seed \(seed)")
        }
        #expect(tooLarge < 100, "most random decks are within the bounds (seed \(seed))")
    }

    @Test func hugeCountsAreRefusedBeforeAllocating() {
        let intMax: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F]
        let header: [UInt8] = [0, 1, 2]
        let hero: [UInt8] = [1, 7]
        // The count of each list in turn is Int.max, with the lists before it empty.
        let cases: [([UInt8], Hearthstone.DeckCodeError.Field)] = [
            (header + intMax, .hero),
            (header + hero + intMax, .card),
            (header + hero + [0] + intMax, .card),
            (header + hero + [0, 0] + intMax, .card),
            (header + hero + [0, 0, 0, 1] + intMax, .sideboardCard),
            (header + hero + [0, 0, 0, 1, 0] + intMax, .sideboardCard),
            (header + hero + [0, 0, 0, 1, 0, 0] + intMax, .sideboardCard),
        ]
        for (bytes, field) in cases {
            let text = Data(bytes).base64EncodedString()
            #expect(throws: Hearthstone.DeckCodeError.truncated(field: field, offset: bytes.count)) { try DeckCode(text) }
        }
        // A varint of eleven 0xFF bytes, wherever it stands.
        let elevenFF = [UInt8](repeating: 0xFF, count: 11)
        let fields: [(prefix: [UInt8], field: Hearthstone.DeckCodeError.Field)] = [
            ([0], .version), ([0, 1], .format), (header, .heroCount), (header + [1], .hero), (header + hero, .cardCount),
        ]
        for (prefix, field) in fields {
            let bytes = prefix + elevenFF
            #expect(throws: Hearthstone.DeckCodeError.numberTooLarge(field: field, offset: prefix.count)) {
                try DeckCode(Data(bytes).base64EncodedString())
            }
        }
    }
}
