import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Achievement", .timeLimit(.minutes(2)))
struct AchievementTests {
    @Test func categoryIndex() throws {
        let index = try decodeFixture(WoW.AchievementCategoryIndex.self, "wow/achievement-category-index.json")
        #expect(index.categories.count == 113)
        #expect(index.rootCategories.count == 14)
        #expect(index.guildCategories.count == 24)
        #expect(index.categories.first?.id == 81)
        #expect(index.categories.first?.name == "Feats of Strength")
        #expect(index.rootCategories.last?.name == "Expansion Features")
        #expect(index.guildCategories.first?.id == 15076)
        #expect(index.guildCategories.first?.name == "Guild")
        // An index's self link ends in the folder, not `/index`.
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/achievement-category/?namespace=static-8.2.5_31884-eu")
    }

    @Test func categoryIndexArgentPony() throws {
        let index = try decodeFixture(WoW.AchievementCategoryIndex.self, "wow/achievement-category-index__argentpony.json")
        #expect(index.categories.count == 113)
        #expect(index.categories.first { $0.id == 92 }?.name == "Character")
        #expect(index.guildCategories.last?.name == "Battle Raid")
        #expect(index.guildCategories.last?.key.lastPathComponent == "15300")
        #expect(index.links?.selfLink.href.host == "us.api.blizzard.com")
    }

    @Test func category() throws {
        let category = try decodeFixture(WoW.AchievementCategory.self, "wow/achievement-category__81.json")
        #expect(category.id == 81)
        #expect(category.name == "Feats of Strength")
        #expect(category.achievements.count == 108)
        #expect(category.achievements.first?.id == 456)
        #expect(category.achievements.first?.name == "Realm First! Obsidian Slayer")
        #expect(category.subcategories?.count == 7)
        #expect(category.subcategories?.first?.name == "Promotions")
        #expect(category.subcategories?.first?.id == 15268)
        #expect(category.parentCategory == nil)
        #expect(category.isGuildCategory == false)
        #expect(category.aggregatesByFaction.alliance.quantity == 505)
        #expect(category.aggregatesByFaction.horde.points == 0)
        #expect(category.displayOrder == 13)
    }

    @Test func categoryArgentPony() throws {
        let category = try decodeFixture(WoW.AchievementCategory.self, "wow/achievement-category__81__argentpony.json")
        #expect(category.name == "Feats of Strength")
        #expect(category.achievements.last?.name == "Phenomenal Cosmic Power")
        #expect(category.achievements.last?.id == 13779)
        #expect(category.subcategories?.last?.name == "Events")
        #expect(category.aggregatesByFaction.horde.quantity == 505)
        #expect(category.links?.selfLink.pathAndQuery == "/data/wow/achievement-category/81?namespace=static-8.2.5_31884-us")
    }

    @Test func achievementIndex() throws {
        let index = try decodeFixture(WoW.AchievementIndex.self, "wow/achievement-index.json")
        #expect(index.achievements.count == 5034)
        #expect(index.achievements.first?.id == 6)
        #expect(index.achievements.first?.name == "Level 10")
        #expect(index.achievements.last?.name == "Battle for Mrrglroth")
        #expect(index.achievements.last?.id == 14027)
    }

    @Test func achievementIndexArgentPony() throws {
        let index = try decodeFixture(WoW.AchievementIndex.self, "wow/achievement-index__argentpony.json")
        #expect(index.achievements.count == 5034)
        #expect(index.achievements.first?.pathAndQuery == "/data/wow/achievement/6?namespace=static-8.2.5_31884-us")
        #expect(index.achievements.last?.id == 14027)
    }

    @Test func achievement() throws {
        let achievement = try decodeFixture(WoW.Achievement.self, "wow/achievement__6.json")
        #expect(achievement.id == 6)
        #expect(achievement.name == "Level 10")
        #expect(achievement.description == "Reach level 10.")
        #expect(achievement.points == 10)
        #expect(achievement.isAccountWide == false)
        #expect(achievement.displayOrder == 1)
        #expect(achievement.category.id == 92)
        #expect(achievement.category.name == "Character")
        #expect(achievement.criteria?.id == 2050)
        #expect(achievement.criteria?.description == "Reach level 10.")
        #expect(achievement.criteria?.amount == 0)
        #expect(achievement.criteria?.childCriteria == nil)
        #expect(achievement.nextAchievement?.id == 7)
        #expect(achievement.nextAchievement?.name == "Level 20")
        #expect(achievement.prerequisiteAchievement == nil)
        #expect(achievement.rewardItem == nil)
        #expect(achievement.media.id == 6)
        #expect(achievement.media.pathAndQuery == "/data/wow/media/achievement/6?namespace=static-8.2.5_31884-eu")
    }

    @Test func achievementArgentPony() throws {
        let achievement = try decodeFixture(WoW.Achievement.self, "wow/achievement__6__argentpony.json")
        #expect(achievement.name == "Level 10")
        #expect(achievement.points == 10)
        #expect(achievement.criteria?.id == 2050)
        #expect(achievement.nextAchievement?.pathAndQuery == "/data/wow/achievement/7?namespace=static-8.2.5_31884-us")
        #expect(achievement.category.key.lastPathComponent == "92")
        #expect(achievement.links?.selfLink.href.host == "us.api.blizzard.com")
    }

    @Test func achievementMedia() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/achievement-media__6.json")
        #expect(media.id == nil)
        #expect(media[.icon]?.absoluteString == "https://render-eu.worldofwarcraft.com/icons/56/achievement_level_10.jpg")
        let level20 = try decodeFixture(WoW.Media.self, "wow/achievement-media__7.json")
        #expect(level20[.icon]?.lastPathComponent == "achievement_level_20.jpg")
    }

    @Test func achievementMediaArgentPony() throws {
        // The 2020 body adds the id and each asset's file data id.
        let media = try decodeFixture(WoW.Media.self, "wow/achievement-media__6__argentpony.json")
        #expect(media.id == 6)
        #expect(media.assets.first?.fileDataID == 236562)
        #expect(media[.icon]?.host == "render-us.worldofwarcraft.com")
    }

    /// Test input: a locale-less achievement (names in every locale) with a two-level criteria tree,
    /// a faction requirement and a reward item.
    @Test func localeLessAchievementWithCriteriaTree() throws {
        let json = """
        {"id": 1, "name": {"en_US": "Test Achievement", "fr_FR": "Haut fait de test"},
         "description": null, "points": 5, "is_account_wide": true, "display_order": 2,
         "category": {"key": {"href": "https://us.api.blizzard.com/data/wow/achievement-category/92?namespace=static-us"},
                      "name": {"en_US": "Character", "fr_FR": "Personnage"}, "id": 92},
         "criteria": {"id": 10, "description": null, "amount": 2,
                      "operator": {"type": "COMPLETE_AT_LEAST", "name": {"en_US": "Complete at least"}},
                      "child_criteria": [
                        {"id": 11, "description": "First", "amount": 1,
                         "faction": {"type": "HORDE", "name": {"en_US": "Horde"}}},
                        {"id": 12, "description": "Second", "amount": 0,
                         "achievement": {"key": {"href": "https://us.api.blizzard.com/data/wow/achievement/6?namespace=static-us"}, "id": 6}}
                      ]},
         "requirements": {"faction": {"type": "HORDE", "name": {"en_US": "Horde"}}},
         "reward_description": {"en_US": "Reward: a test item"},
         "reward_item": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/19019?namespace=static-us"}, "id": 19019},
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/achievement/1?namespace=static-us"}, "id": 1}}
        """
        let achievement = try decodeInline(WoW.Achievement.self, json)
        #expect(achievement.name == LocalizedString(translations: ["en_US": "Test Achievement", "fr_FR": "Haut fait de test"]))
        #expect(achievement.name.resolved(for: .frFR) == "Haut fait de test")
        #expect(achievement.category.name?.resolved(for: .frFR) == "Personnage")
        #expect(achievement.description == nil)
        let criteria = try #require(achievement.criteria)
        #expect(criteria.operator?.type == .completeAtLeast)
        #expect(criteria.childCriteria?.count == 2)
        #expect(criteria.childCriteria?.first?.faction?.type == .horde)
        #expect(criteria.childCriteria?.last?.achievement?.id == 6)
        #expect(achievement.requirements?.faction?.type == .horde)
        // References are typed by the document they link to.
        let item: BattleNetLink<WoW.Item>? = achievement.rewardItem?.key
        #expect(item?.pathAndQuery == "/data/wow/item/19019?namespace=static-us")
        let category: BattleNetLink<WoW.AchievementCategory> = achievement.category.key
        #expect(category.lastPathComponent == "92")
        let media: BattleNetLink<WoW.Media> = achievement.media.key
        #expect(media.pathAndQuery.hasPrefix("/data/wow/media/achievement/") == true)
    }

    // MARK: Recordings from other eras (2019 cassettes, 2020 resource text, 2025 documentation)

    @Test func categoryIndex2025HasDelvesAmongFifteenRootCategories() throws {
        let index = try decodeFixture(WoW.AchievementCategoryIndex.self, "wow/achievement-category-index__damia-2025.json")
        #expect(index.categories.count == 156)
        #expect(index.rootCategories.count == 15)
        #expect(index.guildCategories.count == 29)
        #expect(index.rootCategories.first?.name == "Guild")
        #expect(index.rootCategories.last?.name == "Delves")
        #expect(index.rootCategories.last?.id == 15522)
        #expect(index.guildCategories.last?.name == "War Within Raid")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/achievement-category/?namespace=static-11.2.0_62213-us")
    }

    @Test func category92In2019ListsTheCharacterAchievements() throws {
        let category = try decodeFixture(WoW.AchievementCategory.self, "wow/achievement-category__92__rbattlenet-2019.json")
        #expect(category.id == 92)
        #expect(category.name == "Character")
        #expect(category.achievements.count == 34)
        #expect(category.achievements.first?.name == "Level 10")
        #expect(category.achievements.last?.name == "Epic")
        #expect(category.achievements.last?.id == 12547)
        #expect(category.subcategories == nil)
        #expect(category.parentCategory == nil)
        #expect(!category.isGuildCategory)
        #expect(category.aggregatesByFaction.alliance.quantity == 34)
        #expect(category.aggregatesByFaction.horde.points == 425)
        #expect(category.displayOrder == 1)
    }

    @Test func achievementIndex2025HasSevenThousandSevenHundredSeventyAchievements() throws {
        let index = try decodeFixture(WoW.AchievementIndex.self, "wow/achievement-index__damia-2025.json")
        #expect(index.achievements.count == 7770)
        #expect(index.achievements.first?.name == "Level 10")
        #expect(index.achievements.last?.name == "Keystone Hero: Tazavesh, the Veiled Market")
        #expect(index.achievements.last?.id == 15500)
        #expect(index.achievements.first { $0.id == 40437 }?.name == "Delver of the Depths")
        #expect(index.achievements.first?.pathAndQuery == "/data/wow/achievement/6?namespace=static-11.2.0_62213-us")
    }

    @Test func achievement7In2019HasPrerequisiteAndNextLevels() throws {
        let achievement = try decodeFixture(WoW.Achievement.self, "wow/achievement__7__rbattlenet-2019.json")
        #expect(achievement.id == 7)
        #expect(achievement.name == "Level 20")
        #expect(achievement.description == "Reach level 20.")
        #expect(achievement.points == 10)
        #expect(achievement.isAccountWide == false)
        #expect(achievement.displayOrder == 2)
        #expect(achievement.category.id == 92)
        #expect(achievement.criteria?.id == 2683)
        #expect(achievement.criteria?.amount == 0)
        #expect(achievement.prerequisiteAchievement?.id == 6)
        #expect(achievement.prerequisiteAchievement?.name == "Level 10")
        #expect(achievement.nextAchievement?.id == 8)
        #expect(achievement.nextAchievement?.name == "Level 30")
        #expect(achievement.media.pathAndQuery == "/data/wow/media/achievement/7?namespace=static-8.2.5_31884-eu")
    }

    @Test func achievementMedia6BeforeDecember2020HasNoIDOrFileDataID() throws {
        // The older resource text: a lone icon asset, before the id and file data ids were added.
        let media = try decodeFixture(WoW.Media.self, "wow/achievement-media__6__argentpony-2020.json")
        #expect(media.id == nil)
        #expect(media.assets.count == 1)
        #expect(media.assets.first?.fileDataID == nil)
        #expect(media[.icon]?.absoluteString == "https://render-us.worldofwarcraft.com/icons/56/achievement_level_10.jpg")
        #expect(media.links?.selfLink.pathAndQuery == "/data/wow/media/achievement/6?namespace=static-8.2.5_31884-us")
    }
}
