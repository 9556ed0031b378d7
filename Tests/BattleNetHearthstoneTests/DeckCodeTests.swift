import BattleNetFixtures
import BattleNetHearthstone
import BattleNetTesting
import Foundation
import Testing

private typealias DeckCode = Hearthstone.DeckCode
private typealias DeckCodeError = Hearthstone.DeckCodeError

/// `(dbfId, count)` pairs as cards.
private func cards(_ pairs: [(Int, Int)]) -> [DeckCode.Card] { pairs.map { DeckCode.Card(id: $0.0, count: $0.1) } }

/// `(dbfId, count, owner)` triples as sideboards, the way python-hearthstone lists them.
private func sideboards(_ triples: [(Int, Int, Int)]) -> [DeckCode.Sideboard] {
    triples.map { DeckCode.Sideboard(owner: $0.2, cards: [DeckCode.Card(id: $0.0, count: $0.1)]) }
}

/// The cards of a deck as sorted `(dbfId, count)` pairs, for comparing with a peer's list.
private func pairs(_ cards: [DeckCode.Card]) -> [[Int]] { cards.map { [$0.id, $0.count] } }

private func sortedPairs(_ pairs: [(Int, Int)]) -> [[Int]] { pairs.sorted { $0.0 < $1.0 }.map { [$0.0, $0.1] } }

/// The standard base64 of `bytes`: crafted codes are written as their bytes.
private func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

/// What `text` throws, or `nil` when it decodes.
private func decodingError(_ text: String) -> DeckCodeError? {
    do throws(DeckCodeError) {
        _ = try DeckCode(text)
        return nil
    } catch {
        return error
    }
}

@Suite("Deck codes: the vectors of api-facts §14 and of HearthSim's deckstring libraries")
struct DeckCodeVectorTests {
    /// api-facts §14, from HearthSim/hearthstone-deckstrings test/DeckstringsTest.js (CANONICAL_DECKSTRING).
    static let rexxar = "AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA"

    @Test func theFactsVectorDecodesAndIsCanonical() throws {
        let deck = try DeckCode(Self.rexxar)
        #expect(deck.format == .standard)
        #expect(deck.heroes == [31])
        #expect(deck.hero == 31)
        #expect(deck.sideboards.isEmpty)
        #expect(deck.cards.filter { $0.count == 1 }.map(\.id) == [455, 585, 699, 921, 985, 1144])
        #expect(deck.cards.filter { $0.count == 2 }.map(\.id) == [141, 216, 296, 437, 519, 658, 877, 1003, 1243, 1261, 1281, 1662])
        #expect(deck.cards.count == 18)
        #expect(deck.cardCount == 30)
        #expect(deck.sideboardCardCount == 0)
        #expect(deck.cards.first == DeckCode.Card(id: 141, count: 2))
        #expect(deck.copies(of: 1144) == 1 && deck.copies(of: 1662) == 2 && deck.copies(of: 7) == 0)
        #expect(deck.code == Self.rexxar)
        #expect(deck.description == Self.rexxar)
    }

    // MARK: python-hearthstone tests/test_deckstrings.py (29322a5)

    static let pythonPreSideboard = "AAEBAR8G+LEChwTmwgKhwgLZwgK7BQzquwKJwwKOwwKTwwK5tAK1A/4MqALsuwLrB86uAu0JAA=="
    static let pythonDeck = "AAEBAR8GhwS7BfixAqHCAtnCAubCAgyoArUD6wftCf4Mzq4CubQC6rsC7LsCicMCjsMCk8MCAAA="
    static let pythonCards: [(Int, Int)] = [
        (40426, 2), (41353, 2), (39160, 1), (41358, 2), (41363, 2), (519, 1), (39481, 2), (41318, 1), (437, 2),
        (1662, 2), (41249, 1), (296, 2), (40428, 2), (1003, 2), (38734, 2), (41305, 1), (699, 1), (1261, 2),
    ]

    @Test func aCodeMadeBeforeSideboardsDecodesAndReencodesWithTheFlag() throws {
        let old = try DeckCode(Self.pythonPreSideboard)
        let current = try DeckCode(Self.pythonDeck)
        for deck in [old, current] {
            #expect(deck.format == .wild)
            #expect(deck.heroes == [31])
            #expect(pairs(deck.cards) == sortedPairs(Self.pythonCards))
            #expect(deck.sideboards.isEmpty)
            #expect(deck.cardCount == 30)
        }
        #expect(old == current)
        // The old code lists its cards out of order and ends without the flag: it re-encodes differently.
        #expect(old.code != Self.pythonPreSideboard)
        #expect(old.code == Self.pythonDeck)
        #expect(current.code == Self.pythonDeck)
    }

    @Test func pythonsDeckEncodesFromItsCardList() throws {
        let deck = try DeckCode(format: .wild, heroes: [31], cards: cards(Self.pythonCards))
        #expect(deck.code == Self.pythonDeck)
    }

    static let pythonSideboardDeck = "AAEBAZCaBgjlsASotgSX7wTvkQXipAX9xAXPxgXGxwUQvp8EobYElrcE+dsEuNwEutwE9v"
        + "AEhoMFopkF4KQFlMQFu8QFu8cFuJ4Gz54G0Z4GAAED8J8E/cQFuNkE/cQF/+EE/cQFAAA="
    static let pythonSideboardCards: [(Int, Int)] = [
        (102223, 2), (69566, 2), (102200, 2), (71781, 1), (77305, 2), (86626, 1), (91078, 1), (102225, 2),
        (90644, 2), (91067, 2), (82310, 2), (77368, 2), (90959, 1), (85154, 2), (79767, 1), (86624, 2),
        (79990, 2), (90749, 1), (72598, 2), (77370, 2), (90683, 2), (84207, 1), (72488, 1), (72481, 2),
    ]
    static let pythonSideboard: [(Int, Int, Int)] = [(76984, 1, 90749), (78079, 1, 90749), (69616, 1, 90749)]

    @Test func theSideboardDeckDecodesEncodesAndReencodes() throws {
        let deck = try DeckCode(Self.pythonSideboardDeck)
        #expect(deck.format == .wild)
        #expect(deck.heroes == [101648])   // Hedanis
        #expect(pairs(deck.cards) == sortedPairs(Self.pythonSideboardCards))
        #expect(deck.cardCount == 40)   // Prince Renathal (79767) is in it
        #expect(deck.sideboards == [DeckCode.Sideboard(owner: 90749, cards: cards([(69616, 1), (76984, 1), (78079, 1)]))])
        #expect(deck.sideboardCardCount == 3)
        #expect(deck.code == Self.pythonSideboardDeck)

        let built = try DeckCode(
            format: .wild, heroes: [101648], cards: cards(Self.pythonSideboardCards), sideboards: sideboards(Self.pythonSideboard)
        )
        #expect(built == deck)
        #expect(built.code == Self.pythonSideboardDeck)
    }

    @Test func encodingIsCanonicalWhateverTheOrderGiven() throws {
        let deck = try DeckCode(
            format: .wild, heroes: [31],
            cards: cards([(6, 1), (4, 1), (2, 2), (7, 2), (1, 1), (5, 2), (9, 3), (3, 3)]),
            sideboards: sideboards([(8, 1, 3), (10, 1, 2), (1, 1, 3)])
        )
        #expect(deck.code == "AAEBAR8DAQQGAwIFBwIDAwkDAQMKAgEDCAMAAA==")
        #expect(try DeckCode(deck.code) == deck)
    }

    @Test func theCanonicalOrderVectorDecodes() throws {
        let text = "AAEBAx8hHgMBBAYDAgUHAgMDCQMBAwoCAQMIAwAA"
        let deck = try DeckCode(text)
        #expect(deck.format == .wild)
        #expect(pairs(deck.cards) == [[1, 1], [2, 2], [3, 3], [4, 1], [5, 2], [6, 1], [7, 2], [9, 3]])
        // python-hearthstone: [(10, 1, 2), (1, 1, 3), (8, 1, 3)], by owner then dbfId.
        #expect(deck.sideboards == [
            DeckCode.Sideboard(owner: 2, cards: cards([(10, 1)])),
            DeckCode.Sideboard(owner: 3, cards: cards([(1, 1), (8, 1)])),
        ])
        // Three heroes, written 31, 33, 30: kept by dbfId, as python-hearthstone sorts them.
        #expect(deck.heroes == [30, 31, 33])
        #expect(deck.hero == 30)
        #expect(deck.code != text)   // heroes re-encode in order
        #expect(try DeckCode(deck.code) == deck)
    }

    @Test func theEmptyDeckOfPythonHearthstone() throws {
        let deck = try DeckCode(format: .unknown, heroes: [0], cards: [])
        #expect(deck.code == "AAEAAQAAAAAA")
        let decoded = try DeckCode("AAEAAQAAAAAA")
        #expect(decoded == deck)
        #expect(decoded.format == .unknown && decoded.heroes == [0] && decoded.cards.isEmpty && decoded.cardCount == 0)
    }

    struct Vector: Sendable, CustomTestStringConvertible {
        let code: String
        let format: Hearthstone.DeckFormat
        let heroes: [Int]
        let cards: [(Int, Int)]
        let sideboards: [(Int, Int, Int)]
        var testDescription: String { code }
    }

    /// python-hearthstone's DECKSTRING_TEST_DATA (tests/test_deckstrings.py at 29322a5), all seven.
    static let regression: [Vector] = [
        Vector(code: "AAECAQcABAECAwQAAA==", format: .standard, heroes: [7],
               cards: [(1, 2), (2, 2), (3, 2), (4, 2)], sideboards: []),
        Vector(code: "AAECAQcDCLMB2Q8AAAA=", format: .standard, heroes: [7],
               cards: [(8, 1), (179, 1), (2009, 1)], sideboards: []),
        Vector(code: "AAEBAQcAAAQBAwIDAwMEAwA=", format: .wild, heroes: [7],
               cards: [(1, 3), (2, 3), (3, 3), (4, 3)], sideboards: []),
        Vector(code: "AAEBAYO6AgQBAgMEAAAA", format: .wild, heroes: [40195],
               cards: [(1, 1), (2, 1), (3, 1), (4, 1)], sideboards: []),
        Vector(code: "AAECAZ/HAgS1uwLcwQLIxwK+yAIN+ALlBNEK0wrXCvIM8LsC0cEC2MECmcIC68ICwsMCysMCAAA=", format: .standard, heroes: [41887],
               cards: [(41323, 2), (376, 2), (1650, 2), (40373, 1), (613, 2), (1361, 2), (41176, 2), (41169, 2), (1367, 2),
                       (40432, 2), (1363, 2), (41418, 2), (41241, 2), (41180, 1), (42046, 1), (41410, 2), (41928, 1)],
               sideboards: []),
        Vector(code: "AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA", format: .standard, heroes: [31],
               cards: [(455, 1), (585, 1), (699, 1), (921, 1), (985, 1), (1144, 1), (141, 2), (216, 2), (296, 2), (437, 2),
                       (519, 2), (658, 2), (877, 2), (1003, 2), (1243, 2), (1261, 2), (1281, 2), (1662, 2)],
               sideboards: []),
        Vector(code: "AAECAfHhBAiy9wTt/wWLkgaYlQb/lwbHpAbT5QbW5QYLh/YE88gF8OgFl5UGkZcGkqAGurEGvLEG9rEGi7cG1+UGAAED87MGx6QG9rMGx6QG6N4Gx6QGAAA=",
               format: .standard, heroes: [78065],
               cards: [(80647, 2), (80818, 1), (91251, 2), (95344, 2), (98285, 1), (100619, 1), (101015, 2), (101016, 1), (101265, 2),
                       (101375, 1), (102418, 2), (102983, 1), (104634, 2), (104636, 2), (104694, 2), (105355, 2), (111315, 1),
                       (111318, 1), (111319, 2)],
               sideboards: [(110440, 1, 102983), (104947, 1, 102983), (104950, 1, 102983)]),
    ]

    @Test(arguments: regression)
    func pythonRegressionVector(_ vector: Vector) throws {
        let built = try DeckCode(format: vector.format, heroes: vector.heroes, cards: cards(vector.cards), sideboards: sideboards(vector.sideboards))
        #expect(built.code == vector.code)
        let decoded = try DeckCode(vector.code)
        #expect(decoded.format == vector.format)
        #expect(decoded.heroes == vector.heroes.sorted())
        #expect(pairs(decoded.cards) == sortedPairs(vector.cards))
        let sideboardTriples = decoded.sideboards.flatMap { sideboard in sideboard.cards.map { [$0.id, $0.count, sideboard.owner] } }
        #expect(sideboardTriples == vector.sideboards.sorted { ($0.2, $0.0) < ($1.2, $1.0) }.map { [$0.0, $0.1, $0.2] })
        #expect(decoded == built)
    }

    // MARK: hearthstone-deckstrings test/DeckstringsTest.js (6fa4d9c)

    @Test func theJavaScriptNonCanonicalAndPreSideboardCodesDecodeToTheCanonicalDeck() throws {
        let canonical = try DeckCode(Self.rexxar)
        let nonCanonical = "AAECAR8GxwPJBLsFmQfZB/gIDJIF2AGoArUDhwSNAe0G6wfbCe0JgQr+DAAA"
        let preSideboard = "AAECAR8GxwPJBLsFmQfZB/gIDJIF2AGoArUDhwSNAe0G6wfbCe0JgQr+DAA="
        for text in [nonCanonical, preSideboard] {
            let deck = try DeckCode(text)
            #expect(deck == canonical)
            #expect(deck.code == Self.rexxar)
        }
    }

    @Test func theJavaScriptClassicDeck() throws {
        let text = "AAEDAaa4AwTTlQSvlgT6oASPowQN25UE3JUEppYEsJYEtpYEvZYE1JYE3ZYE6aEE8KEE8aEE86EE1KIEAAA="
        let deck = try DeckCode(text)
        #expect(deck.format == .classic)
        #expect(deck.heroes == [56358])   // Elise Starseeker
        #expect(pairs(deck.cards) == sortedPairs([
            (68307, 1), (68315, 2), (68316, 2), (68390, 2), (68399, 1), (68400, 2), (68406, 2), (68413, 2), (68436, 2),
            (68445, 2), (69754, 1), (69865, 2), (69872, 2), (69873, 2), (69875, 2), (69972, 2), (70031, 1),
        ]))
        #expect(deck.cardCount == 30)
        #expect(deck.code == text)
    }

    @Test func theJavaScriptEndToEndCodeReencodes() throws {
        let text = "AAEDAf0EArOWBLWhBA7hlQTilQTllQTmlQTolQShlgTplgT0oAS9oQTVoQSTogSgowS/owTDowQAAA=="
        let deck = try DeckCode(text)
        #expect(deck.format == .classic && deck.heroes == [637] && deck.cardCount == 30)
        #expect(deck.code == text)
    }

    @Test func theJavaScriptReadmeDeckRoundTrips() throws {
        let deck = try DeckCode(
            format: .wild, heroes: [7], cards: cards([(1, 2), (2, 2), (3, 2), (4, 1)]), sideboards: sideboards([(5, 1, 90749)])
        )
        let decoded = try DeckCode(deck.code)
        #expect(decoded == deck)
        #expect(decoded.sideboards == [DeckCode.Sideboard(owner: 90749, cards: [DeckCode.Card(id: 5)])])
    }

    @Test func theDocumentationExamplesHold() throws {
        let deck = try DeckCode(
            format: .wild, heroes: [7],
            cards: [.init(id: 1, count: 2), .init(id: 90749)],
            sideboards: [.init(owner: 90749, cards: [.init(id: 5)])]
        )
        #expect(deck.code == "AAEBAQcB/cQFAQEAAQEF/cQFAAA=")   // python-hearthstone's write_deckstring gives the same
        #expect(try DeckCode(format: .standard, heroes: [7], cards: [.init(id: 1, count: 2)]).code == "AAECAQcAAQEAAA==")
    }
}

@Suite("Deck codes: the recorded deck lookup")
struct DeckCodeRecordingTests {
    @Test func theRecordedCodeDecodesToTheRecordedDeck() throws {
        let directory = try #require(RecordedFixtures.directory)
        let manifest = try FixtureManifest(directory: directory)
        let rows = manifest.entries.filter { $0.file.hasPrefix("hs/deck__") }
        #expect(rows.count == 2)   // EU and US, of the same code
        for row in rows {
            // `GET eu.api.blizzard.com/hearthstone/deck/<code>?eu&locale=en_gb`
            let request = try #require(row.columns["concrete_request"])
            let url = try #require(request.split(separator: " ").last)
            let path = try #require(url.split(separator: "?").first)
            let marker = "/hearthstone/deck/"
            let start = try #require(path.range(of: marker))
            let text = String(path[start.upperBound...])
            #expect(text.hasPrefix("AAECAQcG+wyd8AKS"))

            let deck = try DeckCode(text)
            let body = try #require(try JSONSerialization.jsonObject(with: Recordings.data(row.file)) as? [String: Any])
            let recordedCards = try #require(body["cards"] as? [[String: Any]])
            var copies: [Int: Int] = [:]
            for card in recordedCards { copies[try #require(card["id"] as? Int), default: 0] += 1 }
            #expect(pairs(deck.cards) == copies.keys.sorted().map { [$0, copies[$0] ?? 0] }, "\(row.file)")
            let hero = try #require(body["hero"] as? [String: Any])
            #expect(deck.heroes == [try #require(hero["id"] as? Int)])
            #expect(deck.hero == 7)   // Garrosh Hellscream
            #expect(deck.format == Hearthstone.DeckFormat(name: try #require(body["format"] as? String)))
            #expect(deck.format == .standard)
            #expect(deck.cardCount == body["cardCount"] as? Int)
            #expect(deck.cardCount == 30)
            #expect(deck.sideboards.isEmpty)
            // Recorded in 2019, before sideboards: the canonical code adds the flag byte.
            #expect(deck.code != text)
            #expect(deck.code == text + "AA==")   // 57 bytes and the flag: 58, padded
            #expect(try DeckCode(deck.code) == deck)
        }
    }
}

@Suite("Deck codes: the text around a code and the base64 variants")
struct DeckCodeInputTests {
    static let sideboardDeck = DeckCodeVectorTests.pythonSideboardDeck

    @Test func whitespaceAroundTheCodeIsIgnored() throws {
        let expected = try DeckCode(DeckCodeVectorTests.rexxar)
        #expect(try DeckCode("  \t\(DeckCodeVectorTests.rexxar)\n\n") == expected)
        #expect(try DeckCode("\r\n\(DeckCodeVectorTests.rexxar)\r\n") == expected)
    }

    @Test func theClipboardFormatIsRead() throws {
        let pasted = """
            ### Face Hunter
            # Class: Hunter
            # Format: Standard
            # Year of the Mammoth
            #
            # 2x (1) Hunter's Mark
            # 2x (1) Arcane Shot
            # 1x (6) King Krush
            #
            \(DeckCodeVectorTests.rexxar)
            #
            # To use this deck, copy it to your clipboard and create a new deck in Hearthstone

            """
        let deck = try DeckCode(pasted)
        #expect(deck.hero == 31 && deck.cardCount == 30)
        #expect(try DeckCode(pasted.replacingOccurrences(of: "\n", with: "\r\n")) == deck)
    }

    @Test func urlSafeAndUnpaddedBase64AreRead() throws {
        let expected = try DeckCode(Self.sideboardDeck)
        #expect(Self.sideboardDeck.contains("+") && Self.sideboardDeck.contains("/") && Self.sideboardDeck.hasSuffix("="))
        let urlSafe = Self.sideboardDeck.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        let unpadded = Self.sideboardDeck.replacingOccurrences(of: "=", with: "")
        let both = urlSafe.replacingOccurrences(of: "=", with: "")
        for text in [urlSafe, unpadded, both] {
            let deck = try DeckCode(text)
            #expect(deck == expected)
            #expect(deck.code == Self.sideboardDeck)   // always written padded and standard
        }
        // Two padding characters where two are due, none, or one of them.
        #expect(try DeckCode("AAECAQcAAQEAAA==") == DeckCode("AAECAQcAAQEAAA"))
        #expect(try DeckCode("AAECAQcAAQEAAA=") == DeckCode("AAECAQcAAQEAAA"))
    }

    @Test func aDeckCodeIsCodableAsItsCode() throws {
        let deck = try DeckCode(DeckCodeVectorTests.rexxar)
        let json = try JSONEncoder().encode(["deckCode": deck])
        let object = try JSONSerialization.jsonObject(with: json) as? [String: String]
        #expect(object == ["deckCode": DeckCodeVectorTests.rexxar])
        #expect(try JSONDecoder().decode([String: DeckCode].self, from: json) == ["deckCode": deck])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([DeckCode].self, from: Data(#"["AAEC"]"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([DeckCode].self, from: Data("[2]".utf8)) }
    }
}

@Suite("Deck codes: decks built in code")
struct DeckCodeBuildingTests {
    @Test func decksBuiltInAnyOrderAreEqualAndCanonical() throws {
        let a = try DeckCode(
            format: .standard, heroes: [7],
            cards: cards([(3, 2), (1, 1), (2, 5)]),
            sideboards: [
                DeckCode.Sideboard(owner: 20, cards: cards([(9, 1)])),
                DeckCode.Sideboard(owner: 10, cards: cards([(8, 2), (4, 1)])),
                DeckCode.Sideboard(owner: 20, cards: cards([(5, 3)])),   // the same owner again: joined
                DeckCode.Sideboard(owner: 30, cards: []),   // no cards: dropped
            ]
        )
        let b = try DeckCode(
            format: .standard, heroes: [7],
            cards: cards([(1, 1), (2, 5), (3, 2)]),
            sideboards: sideboards([(4, 1, 10), (5, 3, 20), (8, 2, 10), (9, 1, 20)])
        )
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(pairs(a.cards) == [[1, 1], [2, 5], [3, 2]])
        #expect(a.sideboards.map(\.owner) == [10, 20])
        #expect(a.sideboards.map { pairs($0.cards) } == [[[4, 1], [8, 2]], [[5, 3], [9, 1]]])
        #expect(a.cardCount == 8 && a.sideboardCardCount == 7)
        // 00 01 02 | 01 07 | 01 01 | 01 03 | 01 02 05 | 01 | 02 (4,10) (9,20) | 01 (8,10) | 01 (5,3,20)
        #expect(a.code == base64([0, 1, 2, 1, 7, 1, 1, 1, 3, 1, 2, 5, 1, 2, 4, 10, 9, 20, 1, 8, 10, 1, 5, 3, 20]))
        #expect(try DeckCode(a.code) == a)
    }

    @Test func theSameCardMayBeInTwoOwnersSideboards() throws {
        let deck = try DeckCode(format: .wild, heroes: [7], cards: [], sideboards: sideboards([(5, 1, 9), (5, 1, 10)]))
        #expect(deck.sideboards.count == 2)
        #expect(try DeckCode(deck.code) == deck)
    }

    @Test func largeNumbersRoundTrip() throws {
        let deck = try DeckCode(
            format: Hearthstone.DeckFormat(number: 1_000_000), heroes: [Int.max, 0],
            cards: cards([(Int.max, DeckCode.maximumCopies), (Int.max - 1, 1)]),
            sideboards: sideboards([(Int.max, DeckCode.maximumCopies, Int.max)])
        )
        let decoded = try DeckCode(deck.code)
        #expect(decoded == deck)
        #expect(decoded.heroes == [0, Int.max])
        #expect(decoded.format.number == 1_000_000 && decoded.format.name == nil)
        #expect(decoded.cardCount == 256)
        #expect(decoded.sideboardCardCount == 255)
    }

    @Test func invalidDecksAreRefused() {
        #expect(throws: DeckCodeError.noHero) { try DeckCode(format: .wild, heroes: [], cards: []) }
        #expect(throws: DeckCodeError.negativeNumber(field: .hero, value: -3)) { try DeckCode(format: .wild, heroes: [-3], cards: []) }
        #expect(throws: DeckCodeError.negativeNumber(field: .card, value: -1)) { try DeckCode(format: .wild, heroes: [7], cards: [.init(id: -1)]) }
        #expect(throws: DeckCodeError.negativeNumber(field: .copies, value: -2)) { try DeckCode(format: .wild, heroes: [7], cards: [.init(id: 1, count: -2)]) }
        #expect(throws: DeckCodeError.zeroCopies(card: 1, owner: nil)) { try DeckCode(format: .wild, heroes: [7], cards: [.init(id: 1, count: 0)]) }
        #expect(throws: DeckCodeError.repeatedCard(card: 1, owner: nil)) { try DeckCode(format: .wild, heroes: [7], cards: cards([(1, 1), (2, 2), (1, 2)])) }
        #expect(throws: DeckCodeError.negativeNumber(field: .sideboardOwner, value: -4)) { try DeckCode(format: .wild, heroes: [7], cards: [], sideboards: sideboards([(5, 1, -4)])) }
        #expect(throws: DeckCodeError.negativeNumber(field: .sideboardCard, value: -5)) { try DeckCode(format: .wild, heroes: [7], cards: [], sideboards: sideboards([(-5, 1, 4)])) }
        #expect(throws: DeckCodeError.negativeNumber(field: .sideboardCopies, value: -1)) { try DeckCode(format: .wild, heroes: [7], cards: [], sideboards: sideboards([(5, -1, 4)])) }
        #expect(throws: DeckCodeError.zeroCopies(card: 5, owner: 4)) { try DeckCode(format: .wild, heroes: [7], cards: [], sideboards: sideboards([(5, 0, 4)])) }
        #expect(throws: DeckCodeError.repeatedCard(card: 5, owner: 4)) { try DeckCode(format: .wild, heroes: [7], cards: [], sideboards: sideboards([(5, 1, 4), (5, 2, 4)])) }
        let duels = Hearthstone.DeckFormat(name: "duels")
        #expect(throws: DeckCodeError.unencodableFormat(duels)) { try DeckCode(format: duels, heroes: [7], cards: []) }
        let negative = Hearthstone.DeckFormat(number: -1)
        #expect(throws: DeckCodeError.unencodableFormat(negative)) { try DeckCode(format: negative, heroes: [7], cards: []) }
    }
}

@Suite("Deck codes: each error from a minimal input")
struct DeckCodeErrorTests {
    /// 00 01 02 | 01 07: the header and hero 7 (Garrosh), Standard.
    static let header: [UInt8] = [0, 1, 2, 1, 7]

    @Test func noCode() {
        #expect(decodingError("") == .empty)
        #expect(decodingError(" \n\t\r\n ") == .empty)
        #expect(decodingError("### My deck\n# Class: Warrior\n#\n") == .empty)
    }

    @Test func severalCodeLines() {
        #expect(decodingError("AAECAQcAAQEAAA==\nAAECAQcAAQEAAA==") == .severalCodeLines(lines: [1, 2]))
        #expect(decodingError("### Deck\nAAECAQcAAQEAAA==\n# a comment\nthis line is not a comment\n") == .severalCodeLines(lines: [2, 4]))
    }

    @Test func notBase64() {
        #expect(decodingError("AAEC*QcA") == .notBase64(character: "*", offset: 4))
        #expect(decodingError("AAEC AQcA") == .notBase64(character: " ", offset: 4))
        #expect(decodingError("AAé") == .notBase64(character: "é", offset: 2))
        #expect(decodingError("AA=A") == .notBase64(character: "A", offset: 3))   // data after padding
        #expect(decodingError("AAAA=") == .notBase64(character: "=", offset: 4))   // padding where none is due
        #expect(decodingError("AAA==") == .notBase64(character: "=", offset: 4))   // one more than is due
        #expect(decodingError("Deck code: AAECAQcAAQEAAA==") == .notBase64(character: " ", offset: 4))
        #expect(decodingError("AAECA") == .incompleteBase64(length: 5))
        #expect(decodingError("====") == .notBase64(character: "=", offset: 0))
    }

    @Test func truncated() {
        #expect(decodingError("AAEC") == .truncated(field: .heroCount, offset: 3))   // 00 01 02, then nothing
        #expect(decodingError(base64([0, 1, 2, 1, 0x87])) == .truncated(field: .hero, offset: 5))   // inside a varint
        #expect(decodingError(base64([0])) == .truncated(field: .version, offset: 1))
        #expect(decodingError(base64(Self.header + [0, 0])) == .truncated(field: .cardCount, offset: 7))
        #expect(decodingError(base64(Self.header + [0, 0, 1, 5, 0x85])) == .truncated(field: .copies, offset: 10))
        // A list longer than the bytes left: refused before anything is allocated.
        #expect(decodingError(base64(Self.header + [3, 5, 6])) == .truncated(field: .card, offset: 8))
        let intMax: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F]
        #expect(decodingError(base64(Self.header + intMax)) == .truncated(field: .card, offset: 14))
        #expect(decodingError(base64([0, 1, 2] + intMax)) == .truncated(field: .hero, offset: 12))
        // 2^62 pairs: the byte count needed overflows Int.
        let twoToThe62: [UInt8] = [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x40]
        #expect(decodingError(base64(Self.header + [0, 0] + twoToThe62)) == .truncated(field: .card, offset: 16))
        #expect(decodingError(base64(Self.header + [0, 0, 0, 1] + intMax)) == .truncated(field: .sideboardCard, offset: 18))
        #expect(decodingError(base64(Self.header + [0, 0, 0, 1, 1, 5, 0x89])) == .truncated(field: .sideboardOwner, offset: 12))
        #expect(decodingError(base64(Self.header + [0, 0, 0, 1, 1, 5])) == .truncated(field: .sideboardCard, offset: 11))
    }

    @Test func numberTooLarge() {
        let elevenFF = [UInt8](repeating: 0xFF, count: 11)
        #expect(decodingError(base64([0, 1] + elevenFF)) == .numberTooLarge(field: .format, offset: 2))
        // 2^63: ten bytes, one bit past Int.max.
        let twoToThe63: [UInt8] = [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01]
        #expect(decodingError(base64([0, 1, 2, 1] + twoToThe63)) == .numberTooLarge(field: .hero, offset: 4))
        // Eleven bytes though the value is 0.
        let longZero: [UInt8] = [UInt8](repeating: 0x80, count: 10) + [0]
        #expect(decodingError(base64(Self.header + longZero)) == .numberTooLarge(field: .cardCount, offset: 5))
        // Ten bytes with a zero tenth payload still fit: 7 as an overlong varint.
        let longSeven: [UInt8] = [0x87] + [UInt8](repeating: 0x80, count: 8) + [0]
        #expect((try? DeckCode(base64([0, 1, 2, 1] + longSeven + [0, 0, 0, 0])))?.heroes == [7])
    }

    @Test func header() {
        #expect(decodingError(base64([1, 1, 2, 1, 7, 0, 0, 0, 0])) == .invalidReservedByte(1))
        #expect(decodingError("AQEC") == .invalidReservedByte(1))
        #expect(decodingError(base64([0, 2, 2, 1, 7, 0, 0, 0, 0])) == .unsupportedVersion(2))
        #expect(decodingError(base64([0, 0, 2, 1, 7, 0, 0, 0, 0])) == .unsupportedVersion(0))
        #expect(decodingError(base64([0, 1, 2, 0, 0, 0, 0, 0])) == .noHero)
    }

    @Test func formatsAreKeptWhateverTheirNumber() throws {
        let deck = try DeckCode(base64([0, 1, 9, 1, 7, 0, 0, 0, 0]))
        #expect(deck.format.number == 9 && deck.format.name == nil)
        #expect(try DeckCode(base64([0, 1, 4, 1, 7, 0, 0, 0, 0])).format == .twist)
    }

    @Test func cardCounts() throws {
        // One card with 0 copies in the n-copies list, in the main deck and in a sideboard.
        #expect(decodingError(base64(Self.header + [0, 0, 1, 5, 0, 0])) == .zeroCopies(card: 5, owner: nil))
        #expect(decodingError(base64(Self.header + [0, 0, 0, 1, 0, 0, 1, 5, 0, 9])) == .zeroCopies(card: 5, owner: 9))
        // Counts of 1 and 2 in the n-copies list are accepted, as python-hearthstone and
        // hearthstone-deckstrings read them; the canonical code moves them to their lists.
        let loose = try DeckCode(base64(Self.header + [0, 0, 2, 5, 1, 6, 2, 0]))
        #expect(pairs(loose.cards) == [[5, 1], [6, 2]])
        #expect(loose.code == base64(Self.header + [1, 5, 1, 6, 0, 0]))
    }

    @Test func repeatedCards() throws {
        #expect(decodingError(base64(Self.header + [2, 5, 5, 0, 0, 0])) == .repeatedCard(card: 5, owner: nil))
        #expect(decodingError(base64(Self.header + [1, 5, 1, 5, 0, 0])) == .repeatedCard(card: 5, owner: nil))
        #expect(decodingError(base64(Self.header + [1, 5, 0, 1, 5, 3, 0])) == .repeatedCard(card: 5, owner: nil))
        #expect(decodingError(base64(Self.header + [0, 0, 0, 1, 2, 5, 9, 5, 9, 0, 0])) == .repeatedCard(card: 5, owner: 9))
        #expect(decodingError(base64(Self.header + [0, 0, 0, 1, 1, 5, 9, 1, 5, 9, 0])) == .repeatedCard(card: 5, owner: 9))
        // The same card for two owners is two sideboards.
        let deck = try DeckCode(base64(Self.header + [0, 0, 0, 1, 2, 5, 9, 5, 10, 0, 0]))
        #expect(deck.sideboards.map(\.owner) == [9, 10])
    }

    @Test func sideboardFlagAndTrailingBytes() throws {
        #expect(decodingError(base64(Self.header + [0, 0, 0, 2])) == .invalidSideboardFlag(2))
        #expect(decodingError(base64(Self.header + [0, 0, 0, 0x81, 0])) == .invalidSideboardFlag(0x81))
        #expect(decodingError(base64(Self.header + [0, 1, 1, 0, 0, 7])) == .trailingBytes(offset: 10, count: 1))
        #expect(decodingError(base64(Self.header + [0, 0, 0, 1, 0, 0, 0, 0, 0])) == .trailingBytes(offset: 12, count: 2))
        // An empty sideboard section is a deck without sideboards; it re-encodes with flag 0.
        let empty = try DeckCode(base64(Self.header + [0, 0, 0, 1, 0, 0, 0]))
        #expect(empty.sideboards.isEmpty)
        #expect(empty.code == base64(Self.header + [0, 0, 0, 0]))
    }

    @Test func typedCatchesMatchTheCases() {
        var field: DeckCodeError.Field?
        do throws(DeckCodeError) {
            _ = try DeckCode("AAECAYc=")
        } catch .truncated(let part, _) {
            field = part
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(field == .hero)
    }

    @Test func descriptionsSayWhatIsWrongAndWhatToDo() {
        #expect(DeckCodeError.empty.description.contains("Paste the code"))
        #expect(DeckCodeError.severalCodeLines(lines: [2, 4]).description.contains("lines 2, 4"))
        #expect(DeckCodeError.notBase64(character: "*", offset: 4).description.contains("'*' at position 4"))
        #expect(DeckCodeError.notBase64(character: "\u{7}", offset: 0).description.contains("'U+7'"))
        #expect(DeckCodeError.truncated(field: .card, offset: 12).description
            == "The deck code is cut short: its 12 bytes end inside a card's dbfId. Copy the code again from Hearthstone (Copy Deck Code) or from the site that shows it.")
        #expect(DeckCodeError.repeatedCard(card: 5, owner: 9).description.contains("in the sideboard of card 9"))
        #expect(DeckCodeError.zeroCopies(card: 5, owner: nil).description.contains("in the main deck"))
        #expect(DeckCodeError.unsupportedVersion(2).description.contains("version 2"))
        let all: [DeckCodeError] = [
            .empty, .severalCodeLines(lines: [1, 2]), .notBase64(character: "*", offset: 0), .incompleteBase64(length: 5),
            .truncated(field: .hero, offset: 3), .numberTooLarge(field: .format, offset: 2), .invalidReservedByte(1),
            .unsupportedVersion(2), .noHero, .zeroCopies(card: 1, owner: nil), .repeatedCard(card: 1, owner: 2),
            .invalidSideboardFlag(2), .trailingBytes(offset: 10, count: 1), .negativeNumber(field: .card, value: -1),
            .unencodableFormat(.init(name: "duels")),
        ]
        #expect(Set(all.map(\.description)).count == all.count)
        #expect(Set(DeckCodeError.Field.allCases.map(\.description)).count == DeckCodeError.Field.allCases.count)
    }
}

@Suite("Deck codes: bounds on copies and cards, so a forged code cannot exhaust or trap an app")
struct DeckCodeBoundTests {
    /// A code whose main deck holds two cards with 2^62 copies each and a sideboard card with as many:
    /// expanding it one dbfId per copy would need exabytes (the process traps in `Array(repeating:)`).
    static let forged = "AAECAQcAAAIFgICAgICAgIBABoCAgICAgICAQAEAAAIIgICAgICAgIBABQmAgICAgICAgEAF"

    @Test func theForgedCodeIsRefusedWithTheCardAndItsCount() {
        #expect(decodingError(Self.forged) == .tooManyCopies(card: 5, owner: nil, count: 1 << 62))
        let text = decodingError(Self.forged)?.description ?? ""
        #expect(text.contains("4611686018427387904 copies") && text.contains("at most 255"), "\(text)")
    }

    @Test func theForgedCodeIsRefusedAsAJSONString() {
        let json = Data("[\"\(Self.forged)\"]".utf8)
        #expect {
            try JSONDecoder().decode([DeckCode].self, from: json)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.underlyingError as? DeckCodeError == .tooManyCopies(card: 5, owner: nil, count: 1 << 62)
        }
    }

    @Test func copiesAreBoundedAt255InTheDeckAndInASideboard() throws {
        let most = try DeckCode(format: .wild, heroes: [7], cards: cards([(1, 255)]))
        #expect(most.cardCount == 255)
        #expect(try DeckCode(most.code) == most)
        #expect(throws: DeckCodeError.tooManyCopies(card: 1, owner: nil, count: 256)) {
            try DeckCode(format: .wild, heroes: [7], cards: cards([(1, 256)]))
        }
        #expect(throws: DeckCodeError.tooManyCopies(card: 5, owner: 4, count: 256)) {
            try DeckCode(format: .wild, heroes: [7], cards: [], sideboards: sideboards([(5, 256, 4)]))
        }
        // The same two decks as codes: a count of 256 in the n-copies list, then in a sideboard's.
        #expect(decodingError(base64([0, 1, 1, 1, 7, 0, 0, 1, 1, 0x80, 0x02, 0])) == .tooManyCopies(card: 1, owner: nil, count: 256))
        #expect(decodingError(base64([0, 1, 1, 1, 7, 0, 0, 0, 1, 0, 0, 1, 5, 0x80, 0x02, 4])) == .tooManyCopies(card: 5, owner: 4, count: 256))
    }

    @Test func aDeckHoldsAtMost1000CardsWithItsSideboards() throws {
        // 4 cards of 250 copies: 1,000 cards, the most; one more copy in a sideboard is one too many.
        let full = cards([(1, 250), (2, 250), (3, 250), (4, 250)])
        let most = try DeckCode(format: .wild, heroes: [7], cards: full)
        #expect(most.cardCount == DeckCode.maximumCardCount)
        #expect(Hearthstone.DeckQuery.cards(of: most).description.split(separator: ",").count == 1_000)
        #expect(throws: DeckCodeError.tooManyCards(count: 1_001)) {
            try DeckCode(format: .wild, heroes: [7], cards: full, sideboards: sideboards([(9, 1, 1)]))
        }
        #expect(throws: DeckCodeError.tooManyCards(count: 1_001)) {
            try DeckCode(format: .wild, heroes: [7], cards: cards([(1, 250), (2, 250), (3, 250), (4, 251)]))
        }
        #expect(throws: DeckCodeError.tooManyCards(count: 1_001)) { try DeckCode(DeckCode.unchecked(full + cards([(5, 1)]))) }
        let text = DeckCodeError.tooManyCards(count: 1_001).description
        #expect(text.contains("1001 cards") && text.contains("at most 1000"), "\(text)")
    }

    @Test func everyRealDeckCodeStillDecodes() throws {
        // api-facts §14's vector and real decks of these tests (sideboards among them): each decodes and
        // expands to one dbfId per copy.
        let real = [
            (DeckCodeVectorTests.rexxar, 30),
            ("AAEBAZCaBgjlsASotgSX7wTvkQXipAX9xAXPxgXGxwUQvp8EobYElrcE+dsEuNwEutwE9vAEhoMFopkF4KQFlMQFu8QFu8cFuJ4Gz54G0Z4GAAED8J8E/cQFuNkE/cQF/+EE/cQFAAA=", 40),
            ("AAECAfHhBAiy9wTt/wWLkgaYlQb/lwbHpAbT5QbW5QYLh/YE88gF8OgFl5UGkZcGkqAGurEGvLEG9rEGi7cG1+UGAAED87MGx6QG9rMGx6QG6N4Gx6QGAAA=", 30),
            ("AAEDAaa4AwTTlQSvlgT6oASPowQN25UE3JUEppYEsJYEtpYEvZYE1JYE3ZYE6aEE8KEE8aEE86EE1KIEAAA=", 30),
            ("AAECAZ/HAgS1uwLcwQLIxwK+yAIN+ALlBNEK0wrXCvIM8LsC0cEC2MECmcIC68ICwsMCysMCAAA=", 30),
        ]
        for (code, count) in real {
            let deck = try DeckCode(code)
            #expect(deck.cardCount == count, "\(code)")
            let ids = try Hearthstone.DeckQuery.cards(of: deck).queryItems().first { $0.name == "ids" }?.value
            #expect(ids?.split(separator: ",").count == count, "\(code)")
        }
    }
}

extension DeckCode {
    /// The code of a deck with `cards` (no check), written byte by byte as Hearthstone would, so a
    /// test can read a code of a deck that the memberwise initializer refuses.
    fileprivate static func unchecked(_ cards: [Card]) -> String {
        var bytes: [UInt8] = [0, 1, 1, 1, 7, 0, 0]
        func varint(_ value: Int) {
            var rest = value
            while rest >= 0x80 { bytes.append(UInt8(rest & 0x7F) | 0x80); rest >>= 7 }
            bytes.append(UInt8(rest))
        }
        varint(cards.count)
        for card in cards { varint(card.id); varint(card.count) }
        bytes.append(0)
        return Data(bytes).base64EncodedString()
    }
}
