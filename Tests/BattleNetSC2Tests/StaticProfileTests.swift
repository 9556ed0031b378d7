import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetSC2

@Suite("Static profile", .timeLimit(.minutes(2)))
struct StaticProfileTests {
    @Test("static-profile__2.json decodes every definition list")
    func staticProfileEU() throws {
        let body = try decodeFixture(SC2.StaticProfile.self, "sc2/static-profile__2.json")
        #expect(body.achievements.count == 2549)
        #expect(body.criteria.count == 1775)
        #expect(body.categories.count == 86)
        #expect(body.rewards.count == 1956)

        let achievement = try #require(body.achievements.first)
        #expect(achievement.id == "91475332181198")
        #expect(achievement.categoryID == "4371481")
        #expect(achievement.description == "Protoss Tier 1")
        #expect(achievement.criteriaIDs == ["91475334682655"])
        #expect(achievement.chainAchievementIDs == ["91475332181198"])
        #expect(achievement.imageURL?.absoluteString.hasSuffix("/achievements/34-0.jpg") == true)
        #expect(achievement.flags == 2)
        #expect(body.achievements.first { $0.id == "91475320767195" }?.criteriaIDs == nil)

        let criterion = try #require(body.criteria.first)
        #expect(criterion.id == "91475035554340")
        #expect(criterion.achievementID == "91475035554039")
        #expect(criterion.evaluationClass == .client)
        #expect(criterion.necessaryQuantity == 1)
        #expect(body.criteria[1611].evaluationClass == .tournament)

        let decals = try #require(body.categories.first { $0.id == "4325379" })
        #expect(decals.name == "Decals")
        #expect(decals.parentCategoryID == nil)
        #expect(decals.childrenCategoryIDs.count == 8)
        #expect(decals.medalTiers == [0, 250, 500, 1000])
        #expect(decals.featuredAchievementID == "91475320766734")
        let arcade = body.categories[0]
        #expect(arcade.name == "Arcade")
        #expect(arcade.parentCategoryID == "4386911")
        #expect(arcade.featuredAchievementID == "0")
        #expect(arcade.medalTiers == nil)

        let skin = body.rewards[0]
        #expect(skin.name == "Tal'darim")
        #expect(skin.isSkin)
        #expect(skin.unlockableType == "PCls")
        #expect(skin.achievementID == "91475334888156")
        #expect(skin.command == nil)
        let dance = try #require(body.rewards.first { $0.id == "1127476957" })
        #expect(dance.name == "MULE")
        #expect(dance.command == "/dance")
        #expect(dance.unlockableType == .animation)
        #expect(body.rewards.first { $0.id == "1030203139" }?.achievementID == nil)
        #expect(body.rewards.filter { $0.unlockableType == .portrait }.count == 549)
    }

    @Test("Open values: known codes equal their constants, unknown codes decode")
    func openValues() throws {
        let known = try decodeInline([SC2.EvaluationClass].self, #"["Achv","S2Gm","Sunk"]"#)
        #expect(known == [.achievement, .game, .sunk])
        let unknown = try decodeInline(SC2.EvaluationClass.self, #""Qst2""#)
        #expect(unknown.rawValue == "Qst2")
        #expect(unknown != .client)

        let types = try decodeInline([SC2.UnlockableType].self, #"["EMOT","SPRY","ZCAL","PVOI","TCSK"]"#)
        #expect(types == [.emoticon, .spray, .zergDecal, .protossVoicePack, .terranConsoleSkin])
        let skin = try decodeInline(SC2.UnlockableType.self, #""ZHyd""#)
        #expect(skin.rawValue == "ZHyd")
    }
}
