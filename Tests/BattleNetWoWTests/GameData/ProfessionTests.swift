import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Profession", .timeLimit(.minutes(2)))
struct ProfessionTests {
    @Test func index() throws {
        let index = try decodeFixture(WoW.ProfessionIndex.self, "wow/profession-index.json")
        #expect(index.professions.count == 14)
        #expect(index.professions.first?.id == 164)
        #expect(index.professions.first?.name == "Blacksmithing")
        #expect(index.professions.last?.name == "Archaeology")
        #expect(index.professions.last?.id == 794)
    }

    @Test func profession() throws {
        let profession = try decodeFixture(WoW.Profession.self, "wow/profession__164.json")
        #expect(profession.id == 164)
        #expect(profession.name == "Blacksmithing")
        #expect(profession.description.description.hasPrefix("Higher smithing skill allows you to learn higher level smithing plans."))
        #expect(profession.type.type == .primary)
        #expect(profession.type.name == "Primary")
        #expect(profession.media.id == 164)
        let tiers = try #require(profession.skillTiers)
        #expect(tiers.count == 8)
        #expect(tiers.first?.name == "Kul Tiran Blacksmithing / Zandalari Blacksmithing")
        #expect(tiers.first?.id == 2437)
        #expect(tiers.last?.id == 2477)
        #expect(tiers.last?.pathAndQuery == "/data/wow/profession/164/skill-tier/2477?namespace=static-8.3.0_32861-us")
    }

    @Test func media() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/profession-media__164.json")
        #expect(media.id == 164)
        #expect(media[.icon]?.absoluteString == "https://render-us.worldofwarcraft.com/icons/56/trade_blacksmithing.jpg")
    }

    @Test func skillTier() throws {
        let tier = try decodeFixture(WoW.ProfessionSkillTier.self, "wow/profession-skill-tier__164_2477.json")
        #expect(tier.id == 2477)
        #expect(tier.name == "Blacksmithing")
        #expect(tier.minimumSkillLevel == 1)
        #expect(tier.maximumSkillLevel == 300)
        let categories = try #require(tier.categories)
        #expect(categories.map(\.name.description) == ["Weapon Mods", "Shields"])
        #expect(categories.first?.recipes.compactMap(\.id) == [1631, 12302])
        #expect(categories.first?.recipes.first?.name == "Rough Sharpening Stone")
        #expect(categories.last?.recipes.first?.name == "Jagged Obsidian Shield")
        #expect(categories.last?.recipes.first?.pathAndQuery == "/data/wow/recipe/13805?namespace=static-8.3.0_32861-us")
    }

    @Test func recipe() throws {
        let recipe = try decodeFixture(WoW.Recipe.self, "wow/recipe__1631.json")
        #expect(recipe.id == 1631)
        #expect(recipe.name == "Rough Sharpening Stone")
        // `"description": null` decodes as no description.
        #expect(recipe.description == nil)
        #expect(recipe.media.id == 1631)
        #expect(recipe.craftedItem?.id == 2862)
        #expect(recipe.craftedItem?.name == "Rough Sharpening Stone")
        #expect(recipe.craftedItem?.pathAndQuery == "/data/wow/item/2862?namespace=static-8.3.0_32861-us")
        #expect(recipe.allianceCraftedItem == nil)
        #expect(recipe.reagents?.count == 1)
        #expect(recipe.reagents?.first?.reagent.name == "Rough Stone")
        #expect(recipe.reagents?.first?.reagent.id == 2835)
        #expect(recipe.reagents?.first?.quantity == 1)
        #expect(recipe.craftedQuantity?.minimum == 1)
        #expect(recipe.craftedQuantity?.maximum == 1)
        #expect(recipe.craftedQuantity?.value == nil)
        #expect(recipe.rank == nil)
        #expect(recipe.modifiedCraftingSlots == nil)
    }

    @Test func recipeMedia() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/recipe-media__1631.json")
        #expect(media.id == 1631)
        #expect(media[.icon]?.lastPathComponent == "inv_stone_sharpeningstone_01.jpg")
    }

    /// Test input: a locale-less recipe with faction items, a fixed quantity and a modified-crafting
    /// slot, its references typed.
    @Test func localeLessRecipeAndTypedReferences() throws {
        let json = """
        {"id": 42, "name": {"en_US": "Test Recipe", "fr_FR": "Recette de test"}, "rank": 2,
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/recipe/42?namespace=static-us"}, "id": 42},
         "alliance_crafted_item": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/100?namespace=static-us"}, "id": 100},
         "horde_crafted_item": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/101?namespace=static-us"}, "id": 101},
         "crafted_quantity": {"value": 1},
         "modified_crafting_slots": [{"slot_type": {"key": {"href": "https://us.api.blizzard.com/data/wow/modified-crafting/reagent-slot-type/16?namespace=static-us"}, "id": 16},
                                      "display_order": 0}]}
        """
        let recipe = try decodeInline(WoW.Recipe.self, json)
        #expect(recipe.name.resolved(for: .frFR) == "Recette de test")
        #expect(recipe.rank == 2)
        #expect(recipe.craftedItem == nil)
        #expect(recipe.craftedQuantity?.value == 1)
        #expect(recipe.reagents == nil)
        let alliance: BattleNetLink<WoW.Item>? = recipe.allianceCraftedItem?.key
        #expect(alliance?.lastPathComponent == "100")
        let slot: BattleNetLink<WoW.ModifiedCraftingReagentSlotType>? = recipe.modifiedCraftingSlots?.first?.slotType.key
        #expect(slot?.pathAndQuery.hasPrefix("/data/wow/modified-crafting/reagent-slot-type/16") == true)
        #expect(recipe.modifiedCraftingSlots?.first?.displayOrder == 0)
        let media: BattleNetLink<WoW.Media> = recipe.media.key
        #expect(media.lastPathComponent == "42")
    }

    @Test func index2025Has23ProfessionsWithTheShadowlandsAndDragonflightOnes() throws {
        let index = try decodeFixture(WoW.ProfessionIndex.self, "wow/profession-index__damia-2025.json")
        #expect(index.professions.count == 23)
        #expect(index.professions.first?.name == "Engineering")
        #expect(index.professions.first?.id == 202)
        #expect(index.professions.first { $0.id == 164 }?.name == "Blacksmithing")
        #expect(index.professions.first { $0.id == 2777 }?.name == "Soul Cyphering")
        #expect(index.professions.first { $0.id == 2847 }?.name == "Tuskarr Fishing Gear")
        #expect(index.professions.last?.name == "Supply Shipments")
        #expect(index.professions.last?.id == 2886)
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/profession/?namespace=static-11.2.0_62213-us")
    }
}
