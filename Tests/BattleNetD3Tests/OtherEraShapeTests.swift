import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetD3

/// Body shapes of other eras, each made by reshaping a 2019 recording in memory (the fixture files are
/// never edited) and checked with real values. The first three are issue 9's, which the 2015 recordings
/// added since also show as sent (`EraBodyTests`): an artisan whose tiers have no `trainedRecipes`, a
/// follower with grouped skills, and an account without the season-hardcore artisans. The last two come
/// from Pewtro's types checked against live bodies, with no recording to show them: a leaderboard player
/// without `key` and `accountId`, and a hero item with an `augmentation`.
@Suite("D3 shapes of other eras", .timeLimit(.minutes(2)))
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
        #expect(tiers[0].taughtRecipes?.count == 6)
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
        #expect(account.blacksmithSeason?.level == 12)
        #expect(account.blacksmithSeasonHardcore == nil)
        #expect(account.jewelerSeasonHardcore == nil)
        #expect(account.mysticSeasonHardcore == nil)
        let recorded = try decodeFixture(D3.AccountProfile.self, "d3/profile-account__FaYe-2543.json")
        #expect(recorded.blacksmithSeasonHardcore?.level == 0)
    }

    @Test func aLeaderboardPlayerWithoutKeyOrAccountIdDecodes() throws {
        // d3/era-leaderboard__1_rift-wd.json without `key` and `accountId` on the first row's player, as
        // Pewtro's strict leaderboard types allow after checking live boards.
        let body = try reshaped("d3/era-leaderboard__1_rift-wd.json") { object in
            var rows = try #require(object["row"] as? [[String: Any]])
            var players = try #require(rows[0]["player"] as? [[String: Any]])
            #expect(players[0]["key"] != nil && players[0]["accountId"] != nil)
            players[0]["key"] = nil
            players[0]["accountId"] = nil
            rows[0]["player"] = players
            object["row"] = rows
        }
        let board = try JSONDecoder().decode(D3.Leaderboard.self, from: body)
        let recorded = try decodeFixture(D3.Leaderboard.self, "d3/era-leaderboard__1_rift-wd.json")
        let player = try #require(board.rows.first?.players.first)
        let recordedPlayer = try #require(recorded.rows.first?.players.first)
        #expect(player.key == nil)
        #expect(player.accountID == nil)
        #expect(recordedPlayer.accountID != nil)
        #expect(player.gameAccount == recordedPlayer.accountID)
        #expect(player.battleTag == recordedPlayer.battleTag)
        #expect(board.rows.count == recorded.rows.count)
    }

    @Test func aHeroItemWithAnAugmentationKeepsIt() throws {
        // d3/profile-hero-items__FaYe-2543_104729462.json with an `augmentation` on its `neck` item (a
        // placeholder text: no recording has an augmented item; Pewtro's live-checked type has the key).
        let body = try reshaped("d3/profile-hero-items__FaYe-2543_104729462.json") { object in
            var neck = try #require(object["neck"] as? [String: Any])
            neck["augmentation"] = "placeholder"
            object["neck"] = neck
        }
        let items = try JSONDecoder().decode(D3.HeroItems.self, from: body)
        #expect(items.neck?.augmentation == "placeholder")
        #expect(items.neck?.name == "The Johnstone")
        let recorded = try decodeFixture(D3.HeroItems.self, "d3/profile-hero-items__FaYe-2543_104729462.json")
        #expect(recorded.neck?.augmentation == nil)
    }
}
