import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Modified Crafting", .timeLimit(.minutes(2)))
struct ModifiedCraftingTests {
    @Test func decodesIndex() throws {
        let index = try decodeFixture(WoW.ModifiedCraftingIndex.self, "wow/modified-crafting-index.json")
        #expect(index.categories.pathAndQuery == "/data/wow/modified-crafting/category/?namespace=static-9.0.2_36532-us")
        #expect(index.slotTypes.pathAndQuery == "/data/wow/modified-crafting/reagent-slot-type/?namespace=static-9.0.2_36532-us")
    }

    @Test func decodesCategoryIndex() throws {
        let index = try decodeFixture(WoW.ModifiedCraftingCategoryIndex.self, "wow/modified-crafting-category-index.json")
        #expect(index.categories.count == 25)
        #expect(index.categories.first?.name == "Specify Haste")
        #expect(index.categories.first?.id == 1)
        #expect(index.categories[1].name == "Specify Mastery")
        #expect(index.categories.last?.id == 47)
    }

    @Test func decodesCategory() throws {
        let category = try decodeFixture(WoW.ModifiedCraftingCategory.self, "wow/modified-crafting-category__1.json")
        #expect(category.id == 1)
        #expect(category.name == "Specify Haste")
    }

    @Test func decodesReagentSlotTypeIndex() throws {
        let index = try decodeFixture(WoW.ModifiedCraftingReagentSlotTypeIndex.self, "wow/modified-crafting-reagent-slot-type-index.json")
        #expect(index.slotTypes.count == 23)
        #expect(index.slotTypes.first?.name == "Increase Item Level")
        #expect(index.slotTypes.first?.id == 16)
        #expect(index.slotTypes[1].name == "Specify a Secondary Stat")
        #expect(index.slotTypes.last?.id == 77)
    }

    @Test func decodesReagentSlotType() throws {
        let slot = try decodeFixture(WoW.ModifiedCraftingReagentSlotType.self, "wow/modified-crafting-reagent-slot-type__16.json")
        #expect(slot.id == 16)
        #expect(slot.description == "Increase Item Level")
        #expect(slot.compatibleCategories.map(\.id) == [45, 29, 46])
        #expect(slot.compatibleCategories.first?.name == "Set Item Level")
    }

    @Test func typesItsReferences() throws {
        let index = try decodeFixture(WoW.ModifiedCraftingIndex.self, "wow/modified-crafting-index.json")
        let categories: BattleNetLink<WoW.ModifiedCraftingCategoryIndex> = index.categories
        #expect(categories.pathAndQuery.hasPrefix("/data/wow/modified-crafting/category/"))
        let slot = try decodeFixture(WoW.ModifiedCraftingReagentSlotType.self, "wow/modified-crafting-reagent-slot-type__16.json")
        let category: BattleNetReference<WoW.ModifiedCraftingCategory>? = slot.compatibleCategories.first
        #expect(category?.key.pathAndQuery.hasPrefix("/data/wow/modified-crafting/category/45") == true)
    }

    /// Test input: a category and the index without a locale, with the missing and `null` names
    /// Pewtro's types allow.
    @Test func decodesTheLocaleLessShape() throws {
        let category = try decodeInline(WoW.ModifiedCraftingCategory.self, """
        {"id": 1, "name": {"en_US": "Specify Haste", "de_DE": "Tempo festlegen"}}
        """)
        #expect(category.name?.resolved(for: .deDE) == "Tempo festlegen")
        let index = try decodeInline(WoW.ModifiedCraftingCategoryIndex.self, """
        {"categories": [{"key": {"href": "https://us.api.blizzard.com/data/wow/modified-crafting/category/2?namespace=static-us"}, "id": 2, "name": null},
                        {"key": {"href": "https://us.api.blizzard.com/data/wow/modified-crafting/category/3?namespace=static-us"}, "id": 3}]}
        """)
        #expect(index.categories.map(\.id) == [2, 3])
        #expect(index.categories.allSatisfy { $0.name == nil })
        let nameless = try decodeInline(WoW.ModifiedCraftingCategory.self, #"{"id": 2}"#)
        #expect(nameless.name == nil)
    }
}
