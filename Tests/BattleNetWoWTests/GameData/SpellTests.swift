import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Spell", .timeLimit(.minutes(2)))
struct SpellTests {
    @Test func spell() throws {
        let spell = try decodeFixture(WoW.Spell.self, "wow/spell__196607.json")
        #expect(spell.id == 196607)
        #expect(spell.name == "Eye of the Tiger")
        #expect(spell.description?.description.hasPrefix("Tiger Palm also applies Eye of the Tiger, dealing 168 Nature damage") == true)
        #expect(spell.media?.id == 196607)
        #expect(spell.media?.pathAndQuery == "/data/wow/media/spell/196607?namespace=static-8.3.0_32861-us")
        #expect(spell.links?.selfLink.pathAndQuery == "/data/wow/spell/196607?namespace=static-8.3.0_32861-us")
    }

    @Test func spellMedia() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/spell-media__196607.json")
        #expect(media.id == 196607)
        #expect(media.assets.count == 1)
        #expect(media[.icon]?.absoluteString == "https://render-us.worldofwarcraft.com/icons/56/ability_druid_primalprecision.jpg")
        #expect(media.assets.first?.fileDataID == nil)
    }

    @Test func spellWithoutALocaleHasEveryTranslation() throws {
        // Test input: the locale-less shape (no recording was made without a locale).
        let spell = try decodeInline(WoW.Spell.self, """
        {"id": 196607, "name": {"en_US": "Eye of the Tiger", "de_DE": "Auge des Tigers", "fr_FR": null},
         "description": {"en_US": "Tiger Palm also applies Eye of the Tiger.", "de_DE": "Tigerklaue belegt ..."},
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/spell/196607?namespace=static-us"}, "id": 196607}}
        """)
        #expect(spell.name.translations[.deDE] == "Auge des Tigers")
        #expect(spell.name.resolved(for: .frFR) == "Eye of the Tiger")
        #expect(spell.name.description == "Eye of the Tiger")
        #expect(spell.description?.resolved(for: .deDE) == "Tigerklaue belegt ...")
        #expect(spell.links == nil)
    }

    @Test func spellMediaReferenceIsTyped() throws {
        let spell = try decodeFixture(WoW.Spell.self, "wow/spell__196607.json")
        let media: BattleNetReference<WoW.Media>? = spell.media
        #expect(media?.key.pathAndQuery.hasPrefix("/data/wow/media/spell/196607") == true)
        #expect(media?.key.lastPathComponent == "196607")
    }

    @Test func spellTooltipWithEveryLine() throws {
        // Test input: a tooltip with every casting line, shaped like the talent tree recordings'.
        let tooltip = try decodeInline(WoW.SpellTooltip.self, """
        {"spell": {"key": {"href": "https://us.api.blizzard.com/data/wow/spell/1064?namespace=static-us"}, "name": "Chain Heal", "id": 1064},
         "description": "Heals the friendly target.", "cast_time": "2.5 sec cast", "power_cost": "75,000 Mana",
         "range": "40 yd range", "cooldown": "3 min cooldown"}
        """)
        #expect(tooltip.spell?.id == 1064)
        #expect(tooltip.spell?.key?.lastPathComponent == "1064")
        #expect(tooltip.castTime == "2.5 sec cast")
        #expect(tooltip.powerCost == "75,000 Mana")
        #expect(tooltip.range == "40 yd range")
        #expect(tooltip.cooldown == "3 min cooldown")
    }

    @Test func spellSearchPage() throws {
        // Test input: a search page shaped as api-facts §8 and Pewtro's SpellSearchResponse describe
        // (no search response was recorded).
        let page = try decodeInline(WoW.SearchPage<WoW.SpellSearchDocument>.self, """
        {"page": 1, "pageSize": 100, "maxPageSize": 100, "pageCount": 1,
         "results": [{"key": {"href": "https://us.api.blizzard.com/data/wow/spell/196607?namespace=static-10.0.5_47621-us"},
                      "data": {"id": 196607, "media": {"id": 196607},
                               "name": {"en_US": "Eye of the Tiger", "de_DE": "Auge des Tigers"}}}]}
        """)
        #expect(page.pageCount == 1)
        #expect(page.resultCountCapped == false)
        let result = try #require(page.results.first)
        #expect(result.data.id == 196607)
        #expect(result.data.media?.id == 196607)
        #expect(result.data.name.translations[.deDE] == "Auge des Tigers")
        let key: BattleNetLink<WoW.Spell> = result.key
        #expect(key.pathAndQuery.hasPrefix("/data/wow/spell/196607?") == true)
    }

    @Test func spell196607In2025DealsLessDamageToOneTarget() throws {
        // Patch 11.2.0 text: 149 damage (168 in the 8.3.0 body) and "Limit 1 target."
        let spell = try decodeFixture(WoW.Spell.self, "wow/spell__196607__damia-2025.json")
        #expect(spell.id == 196607)
        #expect(spell.name == "Eye of the Tiger")
        #expect(spell.description == "Tiger Palm also applies Eye of the Tiger, dealing 149 Nature damage to the enemy and 149 healing to the Monk over 8 sec. Limit 1 target.")
        #expect(spell.media?.id == 196607)
        #expect(spell.media?.pathAndQuery == "/data/wow/media/spell/196607?namespace=static-11.2.0_62213-us")
        #expect(spell.links?.selfLink.pathAndQuery == "/data/wow/spell/196607?namespace=static-11.2.0_62213-us")
    }
}
