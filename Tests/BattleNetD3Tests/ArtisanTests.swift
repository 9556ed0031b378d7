import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetD3

@Suite("D3 community: Artisan", .timeLimit(.minutes(2)))
struct ArtisanTests {
    @Test func decodesJeweler() throws {
        let artisan = try decodeFixture(D3.Artisan.self, "d3/artisan__1.json")
        #expect(artisan.slug == .jeweler)
        #expect(artisan.name == "Jeweler")
        #expect(artisan.portrait.name == "pt_jeweler")
        #expect(artisan.training.tiers.count == 12)
        let recipe = try #require(artisan.training.tiers.first?.trainedRecipes?.first)
        #expect(recipe.name == "Flawless Amethyst")
        #expect(recipe.cost == 2500)
        #expect(recipe.reagents.count == 1)
        #expect(recipe.reagents[0].quantity == 2)
        #expect(recipe.reagents[0].item.slug == "amethyst")
        #expect(recipe.itemProduced.id == "x1_Amethyst_02")
        #expect(artisan.training.tiers[11].taughtRecipes?.count == 14)
    }

    @Test func decodesMysticWithEmptyTiers() throws {
        let artisan = try decodeFixture(D3.Artisan.self, "d3/artisan__2.json")
        #expect(artisan.slug == .mystic)
        #expect(artisan.portrait.name == "pt_mystic")
        #expect(artisan.training.tiers.map(\.tier) == Array(1...12))
        #expect(artisan.training.tiers.allSatisfy { $0.trainedRecipes?.isEmpty == true && $0.taughtRecipes?.isEmpty == true })
    }

    @Test func decodesBlacksmith() throws {
        let artisan = try decodeFixture(D3.Artisan.self, "d3/artisan__blacksmith.json")
        #expect(artisan.slug == .blacksmith)
        let tiers = artisan.training.tiers
        #expect(tiers.reduce(0) { $0 + ($1.trainedRecipes?.count ?? 0) } == 378)
        #expect(tiers.reduce(0) { $0 + ($1.taughtRecipes?.count ?? 0) } == 141)
        let first = try #require(tiers.first?.trainedRecipes?.first)
        #expect(first.slug == "apprentice-hide-belt")
        #expect(first.itemProduced.name == "Hide Belt")
        #expect(first.itemProduced.icon.name == "belt_002_demonhunter_male")
        #expect(first.itemProduced.slugAndID == "hide-belt-Belt_002")
    }

    @Test func decodesRecipe() throws {
        let recipe = try decodeFixture(D3.Recipe.self, "d3/recipe__blacksmith_apprentice-flamberge.json")
        #expect(recipe.id == "Sword_2H_003")
        #expect(recipe.slug == "apprentice-flamberge")
        #expect(recipe.name == "Apprentice Flamberge")
        #expect(recipe.cost == 1000)
        #expect(recipe.reagents.map(\.item.slug) == ["reusable-parts", "arcane-dust"])
        #expect(recipe.reagents.map(\.quantity) == [5, 5])
        #expect(recipe.itemProduced.path == "item/dervish-Sword_2H_003")
    }

}
