import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Title", .timeLimit(.minutes(2)))
struct TitleTests {
    @Test func decodesTitleIndexes() throws {
        let index = try decodeFixture(WoW.TitleIndex.self, "wow/title-index.json")
        #expect(index.titles.count == 368)
        #expect(index.titles.first?.name == "Private")
        #expect(index.titles[1].name == "Corporal")
        #expect(index.titles.last?.name == "Veteran of the Fourth War")
        #expect(index.titles.last?.id == 412)
        let small = try decodeFixture(WoW.TitleIndex.self, "wow/title-index__argentpony.json")
        #expect(small.titles.count == 3)
        #expect(small.titles.last?.name == "the Faceless One")
        #expect(small.titles.last?.pathAndQuery == "/data/wow/title/419?namespace=static-8.3.0_32861-us")
    }

    @Test func decodesTitles() throws {
        let privateTitle = try decodeFixture(WoW.Title.self, "wow/title__1.json")
        #expect(privateTitle.id == 1)
        #expect(privateTitle.name == "Private")
        #expect(privateTitle.genderName.male == "Private {name}")
        #expect(privateTitle.genderName.female == "Private {name}")
        #expect(privateTitle.source == nil)
        let knight = try decodeFixture(WoW.Title.self, "wow/title__6.json")
        #expect(knight.id == 6)
        #expect(knight.name == "Knight")
        #expect(knight.genderName.female == "Knight {name}")
        #expect(knight.links?.selfLink.pathAndQuery == "/data/wow/title/6?namespace=static-8.2.5_31884-eu")
    }

    @Test func typesItsReferences() throws {
        let index = try decodeFixture(WoW.TitleIndex.self, "wow/title-index.json")
        let first: BattleNetReference<WoW.Title>? = index.titles.first
        #expect(first?.key.pathAndQuery.hasPrefix("/data/wow/title/1?") == true)
    }

    /// Test input: a title without a locale, with the achievement source Pewtro's types list.
    @Test func decodesTheLocaleLessShape() throws {
        let title = try decodeInline(WoW.Title.self, """
        {"id": 6, "name": {"en_US": "Knight", "fr_FR": "Chevalier"},
         "gender_name": {"male": {"en_US": "Knight {name}", "fr_FR": "Chevalier {name}"}, "female": {"en_US": "Knight {name}", "fr_FR": "Chevalière {name}"}},
         "source": {"type": {"type": "ACHIEVEMENT", "name": {"en_US": "Achievement"}},
                    "achievements": [{"key": {"href": "https://us.api.blizzard.com/data/wow/achievement/100?namespace=static-us"}, "name": {"en_US": "Test Achievement"}, "id": 100}]}}
        """)
        #expect(title.name.resolved(for: .frFR) == "Chevalier")
        #expect(title.genderName.female?.resolved(for: .frFR) == "Chevalière {name}")
        #expect(title.source?.type.type == .achievement)
        let achievement: BattleNetReference<WoW.Achievement>? = title.source?.achievements?.first
        #expect(achievement?.key.lastPathComponent == "100")
        #expect(title.source?.quests == nil)
    }

    @Test func decodesTheTitleIndexOf2025With593Titles() throws {
        let index = try decodeFixture(WoW.TitleIndex.self, "wow/title-index__damia-2025.json")
        #expect(index.titles.count == 593)
        #expect(index.titles.first?.name == "the Kingslayer")
        #expect(index.titles.first?.id == 140)
        #expect(index.titles.first { $0.id == 7 }?.name == "Knight-Lieutenant")
        #expect(index.titles.last?.name == "Bronzebeard")
        #expect(index.titles.last?.pathAndQuery == "/data/wow/title/641?namespace=static-11.2.0_62213-us")
    }

    @Test func decodesTheKnightLieutenantTitle7Of2019() throws {
        let title = try decodeFixture(WoW.Title.self, "wow/title__7__rbattlenet-2019.json")
        #expect(title.id == 7)
        #expect(title.name == "Knight-Lieutenant")
        #expect(title.genderName.male == "Knight-Lieutenant {name}")
        #expect(title.genderName.female == "Knight-Lieutenant {name}")
        #expect(title.source == nil)
        #expect(title.links?.selfLink.pathAndQuery == "/data/wow/title/7?namespace=static-8.2.5_31884-eu")
    }
}
