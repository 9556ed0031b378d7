import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Quest", .timeLimit(.minutes(2)))
struct QuestTests {
    @Test func questIndex() throws {
        let index = try decodeFixture(WoW.QuestIndex.self, "wow/quest-index.json")
        #expect(index.categories.pathAndQuery == "/data/wow/quest/category/?namespace=static-8.3.0_32861-us")
        #expect(index.areas.pathAndQuery == "/data/wow/quest/area/?namespace=static-8.3.0_32861-us")
        #expect(index.types.pathAndQuery == "/data/wow/quest/type/?namespace=static-8.3.0_32861-us")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/quest/?namespace=static-8.3.0_32861-us")
    }

    @Test func quest() throws {
        let quest = try decodeFixture(WoW.Quest.self, "wow/quest__2.json")
        #expect(quest.id == 2)
        #expect(quest.title == "Sharptalon's Claw")
        #expect(quest.area?.id == 331)
        #expect(quest.area?.name == "Ashenvale")
        #expect(quest.area?.pathAndQuery == "/data/wow/quest/area/331?namespace=static-9.1.0_39069-us")
        #expect(quest.category == nil)
        #expect(quest.description?.description.hasPrefix("The mighty hippogryph Sharptalon has been slain") == true)
        // The 2021 shape: both levels in `requirements`, no recommended levels.
        #expect(quest.recommendedMinimumLevel == nil)
        #expect(quest.recommendedMaximumLevel == nil)
        let requirements = try #require(quest.requirements)
        #expect(requirements.minCharacterLevel == 7)
        #expect(requirements.maxCharacterLevel == 30)
        #expect(requirements.faction?.type == .horde)
        #expect(requirements.faction?.name == "Horde")
        #expect(requirements.reputations == nil)
        #expect(quest.minimumLevel == 7)
        #expect(quest.maximumLevel == 30)
        let rewards = try #require(quest.rewards)
        #expect(rewards.experience == 4100)
        #expect(rewards.reputations?.count == 1)
        #expect(rewards.reputations?.first?.reward.id == 76)
        #expect(rewards.reputations?.first?.reward.name == "Orgrimmar")
        #expect(rewards.reputations?.first?.value == 250)
        #expect(rewards.money?.value == 105000)
        #expect(rewards.money?.units?.gold == 10)
        #expect(rewards.money?.units?.silver == 50)
        #expect(rewards.money?.units?.copper == 0)
    }

    @Test func questOfThe2020Shape() throws {
        // Test input: the 2020 (patch 8.3) shape of the same quest, as the blizzard-net/warcraft test
        // resource showed it before its July 2021 update: recommended levels at the top and only
        // the minimum level in `requirements`.
        let quest = try decodeInline(WoW.Quest.self, """
        {"_links": {"self": {"href": "https://us.api.blizzard.com/data/wow/quest/2?namespace=static-8.3.0_32861-us"}},
         "id": 2, "title": "Sharptalon's Claw",
         "area": {"key": {"href": "https://us.api.blizzard.com/data/wow/quest/area/331?namespace=static-8.3.0_32861-us"}, "name": "Ashenvale", "id": 331},
         "description": "The mighty hippogryph Sharptalon has been slain.",
         "recommended_minimum_level": 15, "recommended_maximum_level": 60,
         "requirements": {"min_character_level": 15, "faction": {"type": "HORDE", "name": "Horde"}},
         "rewards": {"experience": 6300, "money": {"value": 9000, "units": {"gold": 0, "silver": 90, "copper": 0}}}}
        """)
        #expect(quest.recommendedMinimumLevel == 15)
        #expect(quest.recommendedMaximumLevel == 60)
        #expect(quest.requirements?.minCharacterLevel == 15)
        #expect(quest.requirements?.maxCharacterLevel == nil)
        #expect(quest.minimumLevel == 15)
        #expect(quest.maximumLevel == 60)
        #expect(quest.rewards?.experience == 6300)
        #expect(quest.rewards?.reputations == nil)
        #expect(quest.rewards?.money?.units?.silver == 90)
    }

    @Test func questWithoutALocaleHasEveryTranslation() throws {
        // Test input: the locale-less shape (no recording was made without a locale).
        let quest = try decodeInline(WoW.Quest.self, """
        {"id": 2, "title": {"en_US": "Sharptalon's Claw", "de_DE": "Scharfkralles Klaue"},
         "area": {"key": {"href": "https://us.api.blizzard.com/data/wow/quest/area/331?namespace=static-us"},
                  "name": {"en_US": "Ashenvale", "de_DE": "Eschental"}, "id": 331},
         "requirements": {"faction": {"type": "HORDE", "name": {"en_US": "Horde", "de_DE": "Horde"}}}}
        """)
        #expect(quest.title.description == "Sharptalon's Claw")
        #expect(quest.title.translations[.deDE] == "Scharfkralles Klaue")
        #expect(quest.area?.name?.resolved(for: .deDE) == "Eschental")
        #expect(quest.requirements?.faction?.name?.translations[.enUS] == "Horde")
        #expect(quest.description == nil)
        #expect(quest.rewards == nil)
    }

    @Test func questReferencesAreTyped() throws {
        let quest = try decodeFixture(WoW.Quest.self, "wow/quest__2.json")
        let area: BattleNetReference<WoW.QuestArea>? = quest.area
        #expect(area?.key.pathAndQuery.hasPrefix("/data/wow/quest/area/331") == true)
        let faction: BattleNetReference<WoW.ReputationFaction>? = quest.rewards?.reputations?.first?.reward
        #expect(faction?.key.pathAndQuery.hasPrefix("/data/wow/reputation-faction/76?") == true)
        let index = try decodeFixture(WoW.QuestIndex.self, "wow/quest-index.json")
        let categories: BattleNetLink<WoW.QuestCategoryIndex> = index.categories
        #expect(categories.lastPathComponent == "category")
    }

    @Test func questCategoryIndex() throws {
        let index = try decodeFixture(WoW.QuestCategoryIndex.self, "wow/quest-category-index.json")
        #expect(index.categories.count == 4)
        #expect(index.categories.first?.id == 1)
        #expect(index.categories.first?.name == "Epic")
        #expect(index.categories.first?.pathAndQuery == "/data/wow/quest/category/1?namespace=static-8.3.0_32861-us")
        #expect(index.categories.last?.id == 584)
        #expect(index.categories.last?.name == "Black Empire Campaign")
    }

    @Test func questCategory() throws {
        let category = try decodeFixture(WoW.QuestCategory.self, "wow/quest-category__1.json")
        #expect(category.id == 1)
        #expect(category.category == "Epic")
        #expect(category.quests?.map(\.id) == [8446, 8447])
        #expect(category.quests?.first?.name == "Shrouded in Nightmare")
        #expect(category.quests?.last?.key.lastPathComponent == "8447")
    }

    @Test func questAreaIndex() throws {
        let index = try decodeFixture(WoW.QuestAreaIndex.self, "wow/quest-area-index.json")
        #expect(index.areas.count == 4)
        #expect(index.areas.first?.id == 1)
        #expect(index.areas.first?.name == "Dun Morogh")
        #expect(index.areas[2].name == "Ny'alotha, the Waking City")
        #expect(index.areas.last?.id == 10833)
    }

    @Test func questArea() throws {
        let area = try decodeFixture(WoW.QuestArea.self, "wow/quest-area__1.json")
        #expect(area.id == 1)
        #expect(area.area == "Dun Morogh")
        #expect(area.quests?.count == 4)
        #expect(area.quests?.first?.id == 313)
        #expect(area.quests?.first?.name == "Forced to Watch from Afar")
        #expect(area.quests?.last?.name == "The Great Gnomeregan Run")
    }

    @Test func questTypeIndex() throws {
        let index = try decodeFixture(WoW.QuestTypeIndex.self, "wow/quest-type-index.json")
        #expect(index.types.count == 10)
        #expect(index.types.first?.id == 1)
        #expect(index.types.first?.name == "Group")
        #expect(index.types.map(\.id) == [1, 41, 62, 81, 83, 85, 88, 89, 98, 102])
        #expect(index.types.last?.name == "Account")
    }

    @Test func questType() throws {
        let type = try decodeFixture(WoW.QuestType.self, "wow/quest-type__1.json")
        #expect(type.id == 1)
        #expect(type.type == "Group")
        #expect(type.quests?.count == 4)
        #expect(type.quests?.first?.id == 176)
        #expect(type.quests?.first?.name == "WANTED:  \"Hogger\"")
        #expect(type.quests?.last?.id == 58780)
    }

    // MARK: Recordings from other eras (2020–2021 resource text, 2025 documentation)

    @Test func questIndexOf2025LinksTheThreeIndexes() throws {
        let index = try decodeFixture(WoW.QuestIndex.self, "wow/quest-index__damia-2025.json")
        #expect(index.categories.pathAndQuery == "/data/wow/quest/category/?namespace=static-11.2.0_62213-us")
        #expect(index.areas.pathAndQuery == "/data/wow/quest/area/?namespace=static-11.2.0_62213-us")
        #expect(index.types.pathAndQuery == "/data/wow/quest/type/?namespace=static-11.2.0_62213-us")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/quest/?namespace=static-11.2.0_62213-us")
    }

    @Test func quest2OfPatch8_3HasRecommendedLevelsAndAReputationReward() throws {
        // The recorded 2020 (patch 8.3) shape that `questOfThe2020Shape` reconstructs.
        let quest = try decodeFixture(WoW.Quest.self, "wow/quest__2__argentpony-2021.json")
        #expect(quest.id == 2)
        #expect(quest.title == "Sharptalon's Claw")
        #expect(quest.area?.name == "Ashenvale")
        #expect(quest.area?.pathAndQuery == "/data/wow/quest/area/331?namespace=static-8.3.0_32861-us")
        #expect(quest.recommendedMinimumLevel == 15)
        #expect(quest.recommendedMaximumLevel == 60)
        #expect(quest.requirements?.minCharacterLevel == 15)
        #expect(quest.requirements?.maxCharacterLevel == nil)
        #expect(quest.requirements?.faction?.type == .horde)
        #expect(quest.minimumLevel == 15)
        #expect(quest.maximumLevel == 60)
        let rewards = try #require(quest.rewards)
        #expect(rewards.experience == 6300)
        #expect(rewards.reputations?.first?.reward.name == "Orgrimmar")
        #expect(rewards.reputations?.first?.value == 250)
        #expect(rewards.money?.value == 9000)
        #expect(rewards.money?.units?.gold == 0 && rewards.money?.units?.silver == 90)
    }

    @Test func questCategoryIndexOf2025Has171CategoriesThroughDelves() throws {
        let index = try decodeFixture(WoW.QuestCategoryIndex.self, "wow/quest-category-index__damia-2025.json")
        #expect(index.categories.count == 171)
        #expect(index.categories.first?.name == "Epic" && index.categories.first?.id == 1)
        #expect(index.categories[1].name == "Hallow's End")
        #expect(index.categories.first { $0.id == 584 }?.name == "Black Empire Campaign")
        #expect(index.categories.last?.name == "Delves")
        #expect(index.categories.last?.id == 652)
    }

    @Test func questAreaIndexOf2025Has417AreasThroughManaforgeOmega() throws {
        let index = try decodeFixture(WoW.QuestAreaIndex.self, "wow/quest-area-index__damia-2025.json")
        #expect(index.areas.count == 417)
        #expect(index.areas.first?.name == "Dun Morogh" && index.areas.first?.id == 1)
        #expect(index.areas[1].name == "Badlands")
        #expect(index.areas.first { $0.id == 331 }?.name == "Ashenvale")
        #expect(index.areas.last?.name == "Manaforge Omega")
        #expect(index.areas.last?.id == 16178)
    }

    @Test func questTypeIndexOf2025HasNineTypes() throws {
        let index = try decodeFixture(WoW.QuestTypeIndex.self, "wow/quest-type-index__damia-2025.json")
        #expect(index.types.compactMap(\.id) == [1, 41, 62, 81, 83, 85, 88, 89, 98])
        #expect(index.types.first?.name == "Group")
        #expect(index.types[6].name == "Raid (10)")
        #expect(index.types.last?.name == "Scenario")
        #expect(index.types.last?.pathAndQuery == "/data/wow/quest/type/98?namespace=static-11.2.0_62213-us")
    }
}
