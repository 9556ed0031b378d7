import BattleNetFixtures
import BattleNetCore
import BattleNetHearthstone
import Foundation
import Testing

@Suite("Hearthstone decks: the recorded Warrior deck and the sideboard shape")
struct DeckTests {
    @Test func recordedWarriorDeck() throws {
        let deck = try decodeFixture(Hearthstone.Deck.self, deckRecording)
        #expect(deck.format == .standard)
        #expect(deck.version == 0)
        #expect(deck.deckCode == nil)
        #expect(deck.hero.id == 7 && deck.hero.name.description == "Garrosh Hellscream")
        #expect(deck.hero.childIDs == [725, 2828, 57751, 58787])
        #expect(deck.heroPower?.id == 725 && deck.heroPower?.name.description == "Armor Up!")
        #expect(deck.heroPower?.isCollectible == false && deck.heroPower?.cardTypeID == 10)
        #expect(deck.cardClass.id == 10 && deck.cardClass.slug == "warrior")
        #expect(deck.cardClass.name.description == "Warrior")
        #expect(deck.cards.count == 30 && deck.cardCount == 30)
        #expect(deck.sideboardCards == nil)
    }

    @Test("the deck's entries: 6 single cards then 12 pairs, in the order of the body")
    func entries() throws {
        let deck = try decodeFixture(Hearthstone.Deck.self, deckRecording)
        let entries = deck.entries
        #expect(entries.count == 18)
        #expect(entries.reduce(0) { $0 + $1.count } == 30)
        #expect(entries.prefix(6).allSatisfy { $0.count == 1 })
        #expect(entries.dropFirst(6).allSatisfy { $0.count == 2 })
        #expect(entries[0].card.name.description == "Acolyte of Pain" && entries[0].id == 1659)
        #expect(entries[6].card.name.description == "Brawl" && entries[6].count == 2)
        #expect(deck.count(ofCardID: 75) == 2 && deck.count(ofCardID: 49184) == 1 && deck.count(ofCardID: 1) == 0)
        #expect(deck.cardCounts[1023] == 2 && deck.cardCounts.count == 18)
        #expect(deck.cards.contains { $0.durability != nil })   // a weapon
    }

    @Test("the August 2019 body of the same deck has no hero power and a null hero mana cost")
    func olderDeckBody() throws {
        let older = try decodeFixture(Hearthstone.Deck.self, olderDeckRecording)
        let newer = try decodeFixture(Hearthstone.Deck.self, deckRecording)
        #expect(older.heroPower == nil)
        #expect(older.hero.manaCost == nil && newer.hero.manaCost == 0)
        #expect(older.hero.childIDs == [2828])
        #expect(older.format == .standard && older.cardCount == 30)
        #expect(older.cards.map(\.id) == newer.cards.map(\.id))
        #expect(try roundTrip(older) == older)
    }

    @Test("inline (not a recording): a deck with a Zilliax sideboard, format as a number, shape from api-facts §14")
    func sideboardDeck() throws {
        func card(_ id: Int, _ name: String, _ extra: String = "") -> String {
            #"{"id": \#(id), "collectible": 1, "slug": "\#(id)-x", "classId": 12, "multiClassIds": [], "cardTypeId": 4, "cardSetId": 1809, "name": "\#(name)", "manaCost": 5\#(extra)}"#
        }
        let zilliax = card(102983, "Zilliax Deluxe 3000")
        let json = """
        {"deckCode": "AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA", "version": 1, "format": 2,
         "hero": {"id": 31, "collectible": 1, "slug": "31-rexxar", "classId": 3, "cardTypeId": 3, "cardSetId": 1637,
                  "name": "Rexxar", "health": 30},
         "heroPower": {"id": 229, "collectible": 0, "slug": "229-steady-shot", "classId": 3, "cardTypeId": 10,
                       "cardSetId": 1637, "name": "Steady Shot", "manaCost": 2},
         "class": {"id": 3, "slug": "hunter", "name": "Hunter"},
         "cards": [\(zilliax), \(card(1, "A")), \(card(1, "A"))], "cardCount": 3,
         "sideboardCards": [{"sideboardCard": \(zilliax),
                             "cardsInSideboard": [\(card(102985, "Perfect Module", #", "isZilliaxFunctionalModule": true"#)),
                                                  \(card(103009, "Ticking Module", #", "isZilliaxFunctionalModule": true"#))]}]}
        """
        let deck = try decodeInline(Hearthstone.Deck.self, json)
        #expect(deck.format == .standard && deck.format.number == 2 && deck.format.name == "standard")
        #expect(deck.deckCode?.hasPrefix("AAECAR8G") == true && deck.version == 1)
        #expect(deck.cardClass.id.intValue == 3)
        #expect(deck.entries.map(\.count) == [1, 2])
        let sideboard = try #require(deck.sideboard(ownedBy: 102983))
        #expect(sideboard.sideboardCard.name.description == "Zilliax Deluxe 3000")
        #expect(sideboard.cardsInSideboard.map(\.id) == [102985, 103009])
        #expect(sideboard.cardsInSideboard.allSatisfy { $0.isZilliaxFunctionalModule == true })
        #expect(sideboard.entries.count == 2)
        #expect(deck.sideboard(ownedBy: 1) == nil)
        #expect(try roundTrip(deck) == deck)
    }

    @Test("inline (not a recording): a Wild deck numbered 1, and a format Blizzard may add later")
    func formats() throws {
        let base = #"""
        "version": 1, "hero": {"id": 7, "collectible": 1, "slug": "7-garrosh-hellscream", "cardTypeId": 3, "cardSetId": 2, "name": "Garrosh Hellscream"},
        "class": {"id": 10, "slug": "warrior", "name": "Warrior"}, "cards": [], "cardCount": 0
        """#
        let wild = try decodeInline(Hearthstone.Deck.self, #"{"format": 1, "# + base + "}")
        #expect(wild.format == .wild && wild.cards.isEmpty && wild.entries.isEmpty)
        let future = try decodeInline(Hearthstone.Deck.self, #"{"format": "standard2030", "# + base + "}")
        #expect(future.format.name == "standard2030" && future.format.number == nil)
    }
}
