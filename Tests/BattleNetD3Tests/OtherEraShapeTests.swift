import BattleNetCore
import Foundation
import Testing
@testable import BattleNetD3

/// The three body shapes of issue 9 that failed to decode. No recording in `Fixtures/` shows them, so
/// each test reshapes a real recording in memory (the fixture files are never edited) into the shape
/// another era of the endpoint sends, and checks the model reads it with real values.
@Suite("D3 shapes of other eras")
struct OtherEraShapeTests {
    /// `Fixtures/<path>` parsed, edited by `edit`, and serialised again.
    func reshaped(_ path: String, _ edit: (inout [String: Any]) throws -> Void) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: fixtureData(path)) as? [String: Any])
        try edit(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func anArtisanTierWithoutTrainedRecipesDecodes() throws {
        // d3/artisan__blacksmith.json with `trainedRecipes` removed from tier 1.
        let body = try reshaped("d3/artisan__blacksmith.json") { object in
            var training = try #require(object["training"] as? [String: Any])
            var tiers = try #require(training["tiers"] as? [[String: Any]])
            tiers[0]["trainedRecipes"] = nil
            training["tiers"] = tiers
            object["training"] = training
        }
        let artisan = try JSONDecoder().decode(D3.Artisan.self, from: body)
        let tiers = artisan.training.tiers
        #expect(tiers.count == 12)
        #expect(tiers[0].tier == 1)
        #expect(tiers[0].trainedRecipes == nil)
        #expect(tiers[0].taughtRecipes.count == 6)
        #expect(tiers[1].trainedRecipes?.isEmpty == false)
        // The recording itself still has the key on tier 1.
        let recorded = try decodeFixture(D3.Artisan.self, "d3/artisan__blacksmith.json")
        #expect(recorded.training.tiers[0].trainedRecipes?.count == 29)
        #expect(recorded.training.tiers[0].trainedRecipes?.first?.slug == "apprentice-hide-belt")
    }

    @Test func aFollowerWhoseSkillsAreGroupedDecodesAndEncodesBackGrouped() throws {
        // d3/follower__templar.json with its eight skills regrouped as `{"active": [4], "passive": [4]}`.
        let body = try reshaped("d3/follower__templar.json") { object in
            let skills = try #require(object["skills"] as? [Any])
            object["skills"] = ["active": Array(skills.prefix(4)), "passive": Array(skills.dropFirst(4))]
        }
        let follower = try JSONDecoder().decode(D3.Follower.self, from: body)
        #expect(follower.realName == "Kormac")
        #expect(follower.skills.count == 8)
        #expect(follower.skills.active?.map(\.slug) == ["intervene", "heal", "loyalty", "intimidate"])
        #expect(follower.skills.passive?.map(\.slug) == ["onslaught", "charge", "inspire", "guardian"])
        #expect(follower.skills.map(\.slug).last == "guardian")
        let again = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(follower)) as? [String: Any])
        let grouped = try #require(again["skills"] as? [String: Any])
        #expect(grouped.keys.sorted() == ["active", "passive"])
        // The list shape of the recording stays a list.
        let listed = try decodeFixture(D3.Follower.self, "d3/follower__templar.json")
        #expect(listed.skills.active == nil)
        let listedAgain = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(listed)) as? [String: Any])
        #expect((listedAgain["skills"] as? [Any])?.count == 8)
    }

    @Test func anAccountWithoutSeasonHardcoreArtisansDecodes() throws {
        // d3/profile-account__FaYe-2543.json without the three season-hardcore artisan keys.
        let body = try reshaped("d3/profile-account__FaYe-2543.json") { object in
            for key in ["blacksmithSeasonHardcore", "jewelerSeasonHardcore", "mysticSeasonHardcore"] {
                #expect(object[key] != nil)
                object[key] = nil
            }
        }
        let account = try JSONDecoder().decode(D3.AccountProfile.self, from: body)
        #expect(account.battleTag == "FaYe#2543")
        #expect(account.blacksmithSeason.level == 12)
        #expect(account.blacksmithSeasonHardcore == nil)
        #expect(account.jewelerSeasonHardcore == nil)
        #expect(account.mysticSeasonHardcore == nil)
        let recorded = try decodeFixture(D3.AccountProfile.self, "d3/profile-account__FaYe-2543.json")
        #expect(recorded.blacksmithSeasonHardcore?.level == 0)
    }
}
