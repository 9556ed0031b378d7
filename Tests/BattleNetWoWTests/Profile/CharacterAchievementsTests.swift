import BattleNetFixtures
import BattleNetCore
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character achievements", .timeLimit(.minutes(2)))
struct CharacterAchievementsTests {
    @Test("Drinian's achievements (2020): totals, criteria, categories, recent events, statistics link")
    func drinian() throws {
        let summary = try decodeFixture(WoW.CharacterAchievementsSummary.self, "wow/character-achievements__norgannon_drinian.json")
        #expect(summary.totalQuantity == 2313 && summary.totalPoints == 20630)
        #expect(summary.character.name == "Drinian" && summary.character.id == 107811065)
        #expect(summary.character.realm.slug == "norgannon")
        let first = try #require(summary.achievements.first)
        #expect(first.id == 6 && first.achievement.name == "Level 10")
        #expect(first.criteria?.id == 2050 && first.criteria?.isCompleted == true)
        #expect(first.completedTimestamp?.millisecondsSince1970 == 1_225_052_057_000)
        #expect(first.isCompleted)
        let gorged = try #require(summary.achievements.first { $0.id == 14188 })
        #expect(!gorged.isCompleted)
        #expect(gorged.criteria?.childCriteria?.first?.id == 83820)
        #expect(gorged.criteria?.childCriteria?.first?.amount == LargeNumber(Int64(1)))
        let cooking = try #require(summary.categoryProgress.first)
        #expect(cooking.category.name == "Cooking" && cooking.category.id == 170)
        #expect(cooking.quantity == 57 && cooking.points == 565)
        let recent = try #require(summary.recentEvents.first)
        #expect(recent.achievement.name == "Horrific Vision of Stormwind")
        #expect(recent.timestamp.millisecondsSince1970 == 1_587_009_028_000)
        #expect(summary.statistics?.pathAndQuery == "/profile/wow/character/norgannon/drinian/achievements/statistics?namespace=profile-us")
    }

    @Test("Sheday's achievements (2019): no statistics link, amounts near 2^64")
    func sheday() throws {
        let summary = try decodeFixture(WoW.CharacterAchievementsSummary.self, "wow/character-achievements__stormrage_sheday.json")
        #expect(summary.character.name == "Sheday")
        #expect(summary.totalQuantity == 3747 && summary.totalPoints == 32165)
        #expect(summary.achievements.count == 3786)
        #expect(summary.statistics == nil)
        let money = try #require(summary.achievements.first { $0.id == 1176 })
        #expect(money.achievement.name == "Got My Mind On My Money")
        let amount = try #require(money.criteria?.childCriteria?.first?.amount)
        #expect(amount.uint64Value == 18_446_744_072_428_191_693)
        #expect(amount.int64Value == nil)
        // Criteria nest three levels deep somewhere in this body.
        #expect(summary.achievements.contains { $0.criteria?.childCriteria?.contains { $0.childCriteria?.contains { $0.childCriteria != nil } == true } == true })
    }

    @Test("Drinian's statistics (2020-06): categories under `categories`, subcategories, descriptions")
    func drinianStatistics() throws {
        let stats = try decodeFixture(WoW.CharacterAchievementStatistics.self, "wow/character-achievements-statistics__norgannon_drinian.json")
        #expect(stats.character.name == "Drinian")
        #expect(stats.statistics == nil)
        #expect(stats.categories?.map(\.name) == ["Character", "Legacy"])
        let character = try #require(stats.allCategories.first)
        #expect(character.id == 130)
        let respecs = try #require(character.statistics?.first)
        #expect(respecs.id == 1149 && respecs.name == "Talent tree respecs")
        #expect(respecs.quantity == LargeNumber(Int64(4)))
        #expect(respecs.lastUpdatedTimestamp.millisecondsSince1970 == 1_423_445_038_000)
        let consumables = try #require(character.subCategories?.first)
        #expect(consumables.name == "Consumables" && consumables.statistics?.count == 19)
        let bandage = try #require(consumables.statistics?.dropFirst().first)
        #expect(bandage.name == "Bandage used most" && bandage.description == "Heavy Frostweave Bandage")
        #expect(bandage.quantity.intValue == 242)
    }

    @Test("Sheday's statistics (March 2020): the older `statistics` key and 1.8446744073709548E19")
    func shedayStatistics() throws {
        let stats = try decodeFixture(WoW.CharacterAchievementStatistics.self, "wow/character-achievements-statistics__stormrage_sheday__rbattlenet.json")
        #expect(stats.character.name == "Sheday")
        #expect(stats.categories == nil)
        #expect(stats.allCategories.count == 15)
        let combat = try #require(stats.allCategories.first { $0.name == "Combat" })
        let largestHeal = try #require(combat.statistics?.first { $0.id == 189 })
        #expect(largestHeal.name == "Largest heal cast")
        // Sent as `1.8446744073709548E19`: an integer that fits UInt64 only, kept exactly.
        #expect(largestHeal.quantity == .unsigned(18_446_744_073_709_548_000))
        #expect(largestHeal.quantity.int64Value == nil)
        #expect(largestHeal.quantity.doubleValue == 1.8446744073709548E19)
        #expect(largestHeal.lastUpdatedTimestamp.millisecondsSince1970 == 1_319_445_575_000)
    }

    @Test("Альвеоняша's statistics (March 2020): a non-ASCII name, 14 categories")
    func nonASCIIStatistics() throws {
        let stats = try decodeFixture(WoW.CharacterAchievementStatistics.self, "wow/character-achievements-statistics__howling-fjord_non-ascii-name.json")
        #expect(stats.character.name == "Альвеоняша")
        #expect(stats.character.realm.name == "Howling Fjord")
        #expect(stats.allCategories.count == 14)
        #expect(stats.allCategories.first?.name == "Character")
        #expect(stats.allCategories.first?.statistics == nil)
        #expect(stats.allCategories.dropFirst().first?.statistics?.count == 8)
    }

    @Test func theAchievementDeclarationsServeRetailAndClassic() throws {
        let summary = WoW.Operations.characterAchievementsSummary.descriptor
        #expect(summary.namespace == .profile && summary.token == .client)
        #expect(summary.catalogueEntries.map(\.id) == ["wowCharacterAchievementsSummary", "wowClassicCharacterAchievementsSummary"])
        #expect(try WoW.Endpoints.characterAchievementsSummary(realm: "norgannon", name: "Drinian").path()
            == "/profile/wow/character/norgannon/drinian/achievements")
        let statistics = WoW.Operations.characterAchievementStatistics.descriptor
        #expect(statistics.namespace == .profile && statistics.token == .client)
        #expect(statistics.catalogueEntries.map(\.id) == ["wowCharacterAchievementStatistics", "wowClassicCharacterAchievementStatistics"])
        #expect(try WoW.Endpoints.characterAchievementStatistics(realm: "howling-fjord", name: "Альвеоняша").path()
            == "/profile/wow/character/howling-fjord/%D0%B0%D0%BB%D1%8C%D0%B2%D0%B5%D0%BE%D0%BD%D1%8F%D1%88%D0%B0/achievements/statistics")
    }
}
