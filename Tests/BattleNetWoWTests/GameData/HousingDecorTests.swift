import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

/// No housing response was recorded: every body here is a test input shaped after Pewtro's
/// `housing-decor` types, with made-up ids and names.
@Suite("WoW game data: Housing Decor", .timeLimit(.minutes(2)))
struct HousingDecorTests {
    @Test func decorIndex() throws {
        let index = try decodeInline(WoW.DecorIndex.self, """
        {"_links": {"self": {"href": "https://us.api.blizzard.com/data/wow/decor/?namespace=static-us"}},
         "decor_items": [{"key": {"href": "https://us.api.blizzard.com/data/wow/decor/100?namespace=static-us"}, "name": "Test Chair", "id": 100},
                         {"key": {"href": "https://us.api.blizzard.com/data/wow/decor/101?namespace=static-us"}, "name": null, "id": 101}]}
        """)
        #expect(index.decorItems.map(\.id) == [100, 101])
        #expect(index.decorItems.first?.name == "Test Chair")
        #expect(index.decorItems.last?.name == nil)
    }

    @Test func decorWithoutALocale() throws {
        let decor = try decodeInline(WoW.Decor.self, """
        {"id": 100, "name": {"en_US": "Test Chair", "de_DE": "Teststuhl"},
         "items": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/200?namespace=static-us"}, "name": {"en_US": "Test Chair"}, "id": 200},
         "default_collection_count": 2,
         "dye_slots": [{"slot_index": 0, "dye_color_category": "Wood"}],
         "source": [{"quests": [{"key": {"href": "https://us.api.blizzard.com/data/wow/quest/300?namespace=static-us"}, "name": {"en_US": "Test Quest"}, "id": 300}]},
                    {"achievements": [{"key": {"href": "https://us.api.blizzard.com/data/wow/achievement/400?namespace=static-us"}, "name": {"en_US": "Test Achievement"}, "id": 400}]}]}
        """)
        #expect(decor.id == 100)
        #expect(decor.name?.translations[.deDE] == "Teststuhl")
        #expect(decor.name?.description == "Test Chair")
        #expect(decor.items?.id == 200)
        #expect(decor.defaultCollectionCount == 2)
        #expect(decor.dyeSlots?.first?.slotIndex == 0)
        #expect(decor.dyeSlots?.first?.dyeColorCategory == "Wood")
        #expect(decor.source?.first?.quests?.first?.id == 300)
        #expect(decor.source?.first?.achievements == nil)
        #expect(decor.source?.last?.achievements?.first?.name?.description == "Test Achievement")
        #expect(decor.links == nil)
    }

    @Test func decorWithANullNameAndOnlyItsRequiredFields() throws {
        let decor = try decodeInline(WoW.Decor.self, """
        {"id": 101, "name": null, "items": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/201?namespace=static-us"}, "id": 201}}
        """)
        #expect(decor.id == 101)
        #expect(decor.name == nil)
        #expect(decor.dyeSlots == nil)
        #expect(decor.source == nil)
    }

    @Test func decorReferencesAreTyped() throws {
        let decor = try decodeInline(WoW.Decor.self, """
        {"id": 100, "items": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/200?namespace=static-us"}, "id": 200},
         "source": [{"recipes": [{"key": {"href": "https://us.api.blizzard.com/data/wow/recipe/500?namespace=static-us"}, "id": 500}],
                     "quests": [{"key": {"href": "https://us.api.blizzard.com/data/wow/quest/300?namespace=static-us"}, "id": 300}]}]}
        """)
        let item: BattleNetReference<WoW.Item>? = decor.items
        #expect(item?.key.pathAndQuery.hasPrefix("/data/wow/item/200?") == true)
        let recipe: BattleNetReference<WoW.Recipe>? = decor.source?.first?.recipes?.first
        #expect(recipe?.key.pathAndQuery.hasPrefix("/data/wow/recipe/500?") == true)
        let quest: BattleNetReference<WoW.Quest>? = decor.source?.first?.quests?.first
        #expect(quest?.key.lastPathComponent == "300")
    }

    @Test func decorSearchPage() throws {
        let page = try decodeInline(WoW.SearchPage<WoW.DecorSearchDocument>.self, """
        {"page": 1, "pageSize": 100, "maxPageSize": 100, "pageCount": 1,
         "results": [{"key": {"href": "https://us.api.blizzard.com/data/wow/decor/100?namespace=static-12.0.1_65617-us"},
                      "data": {"id": 100, "name": {"en_US": "Test Chair", "fr_FR": "Chaise de test"},
                               "item": {"id": 200, "name": {"en_US": "Test Chair"}}}}]}
        """)
        let result = try #require(page.results.first)
        #expect(result.data.id == 100)
        #expect(result.data.name?.translations[.frFR] == "Chaise de test")
        #expect(result.data.item?.id == 200)
        #expect(result.data.item?.name?.description == "Test Chair")
        let key: BattleNetLink<WoW.Decor> = result.key
        #expect(key.lastPathComponent == "100")
    }

    @Test func fixtureIndexAndFixture() throws {
        let index = try decodeInline(WoW.FixtureIndex.self, """
        {"fixtures": [{"key": {"href": "https://us.api.blizzard.com/data/wow/fixture/10?namespace=static-us"}, "name": null, "id": 10}]}
        """)
        #expect(index.fixtures.first?.id == 10)
        #expect(index.fixtures.first?.name == nil)
        let fixture = try decodeInline(WoW.Fixture.self, """
        {"id": 10, "name": null,
         "hooks": [{"key": {"href": "https://us.api.blizzard.com/data/wow/fixture-hook/20?namespace=static-us"}, "name": "Test Hook", "id": 20}]}
        """)
        #expect(fixture.id == 10)
        #expect(fixture.name == nil)
        let hook: BattleNetReference<WoW.FixtureHook>? = fixture.hooks?.first
        #expect(hook?.id == 20)
        #expect(hook?.key.pathAndQuery.hasPrefix("/data/wow/fixture-hook/20?") == true)
    }

    @Test func fixtureSearchPage() throws {
        let page = try decodeInline(WoW.SearchPage<WoW.FixtureSearchDocument>.self, """
        {"page": 1, "pageSize": 20, "maxPageSize": 100, "pageCount": 3, "resultCountCapped": true,
         "results": [{"key": {"href": "https://us.api.blizzard.com/data/wow/fixture/10?namespace=static-us"},
                      "data": {"id": 10, "name": {"en_US": "Test Door"}}}]}
        """)
        #expect(page.pageCount == 3)
        #expect(page.resultCountCapped == true)
        #expect(page.results.first?.data.id == 10)
        #expect(page.results.first?.data.name?.description == "Test Door")
    }

    @Test func fixtureHookIndexAndFixtureHook() throws {
        let index = try decodeInline(WoW.FixtureHookIndex.self, """
        {"fixture_hooks": [{"key": {"href": "https://us.api.blizzard.com/data/wow/fixture-hook/20?namespace=static-us"}, "name": "Test Hook", "id": 20}]}
        """)
        #expect(index.fixtureHooks.first?.id == 20)
        let hook = try decodeInline(WoW.FixtureHook.self, """
        {"id": 20, "type_name": {"en_US": "Test Hook Type"},
         "parent_fixture": {"key": {"href": "https://us.api.blizzard.com/data/wow/fixture/10?namespace=static-us"}, "name": null, "id": 10}}
        """)
        #expect(hook.id == 20)
        #expect(hook.typeName?.description == "Test Hook Type")
        let parent: BattleNetReference<WoW.Fixture>? = hook.parentFixture
        #expect(parent?.id == 10)
        #expect(parent?.name == nil)
        #expect(parent?.key.pathAndQuery.hasPrefix("/data/wow/fixture/10?") == true)
    }

    @Test func fixtureHookSearchPage() throws {
        let page = try decodeInline(WoW.SearchPage<WoW.FixtureHookSearchDocument>.self, """
        {"page": 1, "pageSize": 100, "maxPageSize": 100, "pageCount": 1,
         "results": [{"key": {"href": "https://us.api.blizzard.com/data/wow/fixture-hook/20?namespace=static-us"}, "data": {"id": 20}},
                     {"key": {"href": "https://us.api.blizzard.com/data/wow/fixture-hook/21?namespace=static-us"}, "data": {}}]}
        """)
        #expect(page.results.map(\.data.id) == [20, nil])
        #expect(page.results.last?.key.lastPathComponent == "21")
        // Pewtro types fixture-hook results as `{key, id}` without `data`: that shape decodes too.
        let flat = try decodeInline(WoW.SearchPage<WoW.FixtureHookSearchDocument>.self, """
        {"page": 1, "pageSize": 100, "maxPageSize": 100, "pageCount": 1,
         "results": [{"key": {"href": "https://us.api.blizzard.com/data/wow/fixture-hook/22?namespace=static-us"}, "id": 22}]}
        """)
        #expect(flat.results.map(\.data.id) == [22])
    }

    @Test func roomIndexRoomAndSearch() throws {
        let index = try decodeInline(WoW.RoomIndex.self, """
        {"rooms": [{"key": {"href": "https://us.api.blizzard.com/data/wow/room/30?namespace=static-us"}, "name": "Test Room", "id": 30}]}
        """)
        #expect(index.rooms.first?.id == 30)
        #expect(index.rooms.first?.name == "Test Room")
        let room = try decodeInline(WoW.Room.self, """
        {"_links": {"self": {"href": "https://us.api.blizzard.com/data/wow/room/30?namespace=static-us"}}, "id": 30, "name": "Test Room"}
        """)
        #expect(room.id == 30)
        #expect(room.name == "Test Room")
        #expect(room.links?.selfLink.lastPathComponent == "30")
        let page = try decodeInline(WoW.SearchPage<WoW.RoomSearchDocument>.self, """
        {"page": 1, "pageSize": 100, "maxPageSize": 100, "pageCount": 1,
         "results": [{"key": {"href": "https://us.api.blizzard.com/data/wow/room/30?namespace=static-us"},
                      "data": {"id": 30, "name": {"en_US": "Test Room", "it_IT": "Stanza di prova"}}}]}
        """)
        #expect(page.results.first?.data.name?.translations[.itIT] == "Stanza di prova")
        let key: BattleNetLink<WoW.Room>? = page.results.first?.key
        #expect(key?.pathAndQuery.hasPrefix("/data/wow/room/30?") == true)
    }
}
