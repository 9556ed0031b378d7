import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetSC2

@Suite("Legacy achievements and rewards", .timeLimit(.minutes(2)))
struct LegacyDataTests {
    @Test("EU achievements")
    func achievements() throws {
        let data = try decodeFixture(SC2.LegacyAchievements.self, "sc2/legacy-achievements__2.json")
        #expect(data.achievements.count == 1293)
        #expect(data.categories.count == 10)
        let first = try #require(data.achievements.first)
        #expect(first.title == "250 Wins: Team Terran")
        #expect(first.achievementID == "91475329944805")
        #expect(first.categoryID == "4325394")
        #expect(first.points == 0)
        #expect(first.icon.offset == 49)
        #expect(first.icon.x == -608 && first.icon.y == -760 && first.icon.height == 152)
        let decals = try #require(data.categories.first)
        #expect(decals.title == "Decals")
        #expect(decals.categoryID == "4325379")
        #expect(decals.featuredAchievementID == "91475320766734")
        #expect(decals.children?.count == 8)
        #expect(data.categories.filter { $0.children == nil }.map(\.title) == ["Arcade Gold", "Consoles"])
    }

    @Test("China-only 2015 achievements decode with the same model (numeric ids)")
    func masheryAchievements() throws {
        let data = try decodeFixture(SC2.LegacyAchievements.self, "sc2/mashery-achievements.json")
        #expect(data.achievements.count == 737)
        #expect(data.categories.count == 7)
        let first = try #require(data.achievements.first)
        #expect(first.title == "FFA Destroyer")
        #expect(first.achievementID == "91475320766632")
        #expect(first.achievementID.intValue == 91_475_320_766_632)
        #expect(first.icon.url == "http://media.blizzard.com/sc2/achievements/5-75.jpg")
        #expect(data.categories[0].title == "Liberty Campaign")
        #expect(data.categories[0].children?.first?.featuredAchievementID == "0")
    }

    @Test("US rewards")
    func rewards() throws {
        let rewards = try decodeFixture(SC2.LegacyRewards.self, "sc2/legacy-rewards__1.json")
        #expect(rewards.portraits.count == 490)
        #expect(rewards.skins.count == 321)
        #expect(rewards.animations.count == 20)
        #expect(rewards.terranDecals.count == 81 && rewards.zergDecals.count == 81 && rewards.protossDecals.count == 81)
        #expect(rewards.portraits[0].title == "Kachinsky")
        #expect(rewards.portraits[0].id == "2951153716")
        #expect(rewards.portraits[0].unlockingAchievementID == nil)
        #expect(rewards.portraits[4].unlockingAchievementID == "91475320767197")
        #expect(rewards.animations[0].command == "/dance")
        #expect(rewards.skins[0].name == "Adept")
        #expect(rewards.skins.filter { $0.name == nil }.count == 86)
        #expect(rewards.portraits[0].name == nil && rewards.portraits[0].command == nil)
    }

    @Test("China-only 2015 rewards decode with the same model (numeric ids)")
    func masheryRewards() throws {
        let rewards = try decodeFixture(SC2.LegacyRewards.self, "sc2/mashery-rewards.json")
        #expect(rewards.portraits.count == 199)
        #expect(rewards.skins.count == 16)
        #expect(rewards.animations.first?.id == "3065782512")
        #expect(rewards.animations.first?.icon.width == 75)
        #expect(rewards.skins.first?.name == "Thor")
        #expect(rewards.portraits[4].unlockingAchievementID == "91475320767197")
        #expect(rewards.zergDecals.first?.title == "Akilae Tribe")
    }
}
