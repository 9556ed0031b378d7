import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

/// No appearance body was ever recorded: every input here is a test snippet shaped as FuzzyStatic's
/// structs describe the documents.
@Suite("WoW game data: Item Appearance", .timeLimit(.minutes(2)))
struct ItemAppearanceTests {
    /// Test input: an appearance without a locale (every name an object keyed by locale).
    @Test func decodesTheLocaleLessShape() throws {
        let appearance = try decodeInline(WoW.ItemAppearance.self, """
        {"_links": {"self": {"href": "https://us.api.blizzard.com/data/wow/item-appearance/2716?namespace=static-us"}},
         "id": 2716, "slot": {"type": "WEAPON", "name": {"en_US": "One-Hand", "fr_FR": "À une main"}},
         "item_class": {"key": {"href": "https://us.api.blizzard.com/data/wow/item-class/2?namespace=static-us"}, "name": {"en_US": "Weapon"}, "id": 2},
         "item_subclass": {"key": {"href": "https://us.api.blizzard.com/data/wow/item-class/2/item-subclass/7?namespace=static-us"}, "name": {"en_US": "Sword"}, "id": 7},
         "item_display_info_id": 30606,
         "items": [{"key": {"href": "https://us.api.blizzard.com/data/wow/item/19019?namespace=static-us"}, "name": {"en_US": "Thunderfury, Blessed Blade of the Windseeker"}, "id": 19019}],
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/item-appearance/2716?namespace=static-us"}, "id": 2716}}
        """)
        #expect(appearance.id == 2716)
        #expect(appearance.slot?.type == .weapon)
        #expect(appearance.slot?.name?.resolved(for: .frFR) == "À une main")
        #expect(appearance.itemDisplayInfoID == 30606)
        #expect(appearance.items?.first?.name?.description == "Thunderfury, Blessed Blade of the Windseeker")
    }

    /// Test input: the set, slot index and slot documents.
    @Test func typesItsReferences() throws {
        let set = try decodeInline(WoW.ItemAppearanceSet.self, """
        {"id": 1, "set_name": "Test Set",
         "appearances": [{"key": {"href": "https://us.api.blizzard.com/data/wow/item-appearance/2716?namespace=static-us"}, "id": 2716}]}
        """)
        let appearance: BattleNetReference<WoW.ItemAppearance>? = set.appearances?.first
        #expect(appearance?.key.pathAndQuery.hasPrefix("/data/wow/item-appearance/2716") == true)
        #expect(set.setName == "Test Set")

        let slots = try decodeInline(WoW.ItemAppearanceSlotIndex.self, """
        {"slots": [{"key": {"href": "https://us.api.blizzard.com/data/wow/item-appearance/slot/HEAD?namespace=static-us"}}]}
        """)
        let slot: BattleNetReference<WoW.ItemAppearanceSlot>? = slots.slots.first
        #expect(slot?.key.lastPathComponent == "HEAD")
        #expect(slot?.id == nil)

        let sets = try decodeInline(WoW.ItemAppearanceSetIndex.self, """
        {"appearance_sets": [{"key": {"href": "https://us.api.blizzard.com/data/wow/item-appearance/set/1?namespace=static-us"}, "name": "Test Set", "id": 1}]}
        """)
        #expect(sets.appearanceSets.first?.id == 1)

        let head = try decodeInline(WoW.ItemAppearanceSlot.self, """
        {"appearances": [{"key": {"href": "https://us.api.blizzard.com/data/wow/item-appearance/12?namespace=static-us"}, "id": 12}]}
        """)
        #expect(head.appearances.map(\.id) == [12])
    }

    @Test func buildsTheSlotPathFromAnInventoryType() throws {
        let endpoint = WoW.Endpoints.itemAppearanceSlot(type: .head)
        #expect(try endpoint.path() == "/data/wow/item-appearance/slot/HEAD")
        #expect(try WoW.ItemInventoryType(pathComponent: "SHOULDER") == .shoulder)
    }

    /// Test input: one appearance search page shaped as api-facts §8 and FuzzyStatic's struct describe it.
    @Test func decodesAnAppearanceSearchPage() throws {
        let page = try decodeInline(WoW.SearchPage<WoW.ItemAppearanceSearchDocument>.self, """
        {"page": 1, "pageSize": 100, "maxPageSize": 100, "pageCount": 1,
         "results": [{"key": {"href": "https://us.api.blizzard.com/data/wow/item-appearance/2716?namespace=static-us"},
                      "data": {"id": 2716, "item_display_info_id": 30606, "slot": {"type": "WEAPON", "name": {"en_US": "One-Hand"}}}}]}
        """)
        let result = try #require(page.results.first)
        let key: BattleNetLink<WoW.ItemAppearance> = result.key
        #expect(key.lastPathComponent == "2716")
        #expect(result.data.slot?.name?.description == "One-Hand")
        #expect(result.data.itemDisplayInfoID == 30606)
    }
}
