import BattleNetFixtures
import BattleNetCore
import BattleNetHearthstone
import Foundation
import Testing

@Suite("Hearthstone card backs")
struct CardBackTests {
    @Test func recordedPizzaStone() throws {
        let back = try decodeFixture(Hearthstone.CardBack.self, "hs/cardback__155-pizza-stone.json")
        #expect(back.id == 155)
        #expect(back.categoryID == 5)
        #expect(back.name.description == "Pizza Stone")
        #expect(back.slug == "155-pizza-stone")
        #expect(back.image?.url?.pathExtension == "png")
        // Blizzard escapes the line breaks: a backslash and an n in the decoded text.
        #expect(back.text.description.contains(#"cheese.\n\nAcquired"#))
        #expect(back.plainText.contains("cheese.\n\nAcquired from winning five games"))
        #expect(try roundTrip(back) == back)
    }

    @Test("inline (not a recording): a card-back search page without locale, shape from api-facts §14")
    func localeKeyedSearchPage() throws {
        let json = #"""
        {"cardBacks": [
           {"id": 155, "sortCategory": 5, "slug": "155-pizza-stone",
            "text": {"en_US": "For when you want to build a deck with extra cheese.", "de_DE": "Für Decks mit extra Käse."},
            "name": {"en_US": "Pizza Stone", "de_DE": "Pizzastein"},
            "image": "https://example.invalid/pizza.png"},
           {"id": "0", "sortCategory": "1", "slug": "0-classic", "text": "", "name": "Classic", "image": ""}],
         "cardCount": 2, "pageCount": 1, "page": 1}
        """#
        let page = try decodeInline(Hearthstone.CardBackPage.self, json)
        #expect(page.cardCount == 2 && page.pageCount == 1 && page.page == 1 && !page.hasNextPage)
        #expect(page.cardBacks[0].name.resolved(for: .deDE) == "Pizzastein")
        #expect(page.cardBacks[0].text.resolved(for: .enUS) == "For when you want to build a deck with extra cheese.")
        #expect(page.cardBacks[1].id == 0 && page.cardBacks[1].categoryID == 1)
        #expect(page.cardBacks[1].image == nil)
        #expect(try roundTrip(page) == page)
    }
}
