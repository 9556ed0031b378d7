import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: quests", .timeLimit(.minutes(2)))
struct CharacterQuestsTests {
    @Test("Drinian's 12 quests in progress (2020), Test Your Strength first")
    func drinian() throws {
        let quests = try decodeFixture(WoW.CharacterQuests.self, "wow/character-quests__norgannon_drinian.json")
        #expect(quests.character.name == "Drinian" && quests.character.id == 107811065)
        #expect(quests.character.realm.slug == "norgannon")
        let inProgress = try #require(quests.inProgress)
        #expect(inProgress.count == 12)
        #expect(inProgress.first?.id == 29433 && inProgress.first?.name == "Test Your Strength")
        #expect(inProgress.last?.name == "Maintaining Focus")
        #expect(quests.completed.pathAndQuery == "/profile/wow/character/norgannon/drinian/quests/completed?namespace=profile-us")
    }

    @Test("Альвеоняша's 8 quests in progress (EU, 2020): a Cyrillic name in the links")
    func nonASCIIName() throws {
        let quests = try decodeFixture(WoW.CharacterQuests.self, "wow/character-quests__howling-fjord_non-ascii-name.json")
        #expect(quests.character.name == "Альвеоняша" && quests.character.realm.name == "Howling Fjord")
        #expect(quests.inProgress?.count == 8)
        #expect(quests.inProgress?.first?.name == "Regroup!" && quests.inProgress?.last?.id == 58672)
        #expect(quests.completed.href.path.removingPercentEncoding == "/profile/wow/character/howling-fjord/альвеоняша/quests/completed")
    }

    @Test("Sheday's 5 quests in progress (EU, March 2020), Ny'alotha twice")
    func sheday() throws {
        let quests = try decodeFixture(WoW.CharacterQuests.self, "wow/character-quests__stormrage_sheday__rbattlenet.json")
        #expect(quests.character.id == 142650023 && quests.character.realm.id == 550)
        #expect(quests.inProgress?.map(\.id) == [54978, 58373, 58374, 58455, 58825])
        #expect(quests.inProgress?.filter { $0.name == "Ny'alotha: MOTHER's Guidance" }.count == 2)
        #expect(quests.inProgress?.first?.pathAndQuery == "/data/wow/quest/54978?namespace=static-8.3.0_32861-eu")
    }

    @Test("Drinian's 3 completed quests (2020)")
    func completedDrinian() throws {
        let completed = try decodeFixture(WoW.CharacterCompletedQuests.self, "wow/character-quests-completed__norgannon_drinian.json")
        #expect(completed.character.name == "Drinian")
        #expect(completed.quests?.count == 3)
        #expect(completed.quests?.first?.id == 11 && completed.quests?.first?.name == "Riverpaw Gnoll Bounty")
        #expect(completed.quests?.last?.id == 59000 && completed.quests?.last?.name == "Elements of Corruption")
    }

    @Test("Sheday's 8,122 completed quests (EU, 2020)")
    func completedSheday() throws {
        let completed = try decodeFixture(WoW.CharacterCompletedQuests.self, "wow/character-quests-completed__stormrage_sheday.json")
        #expect(completed.character.name == "Sheday")
        #expect(completed.quests?.count == 8122)
        #expect(completed.quests?.last?.id == 58991 && completed.quests?.last?.name == "Curious Corruption")
        #expect(completed.links?.selfLink.pathAndQuery == "/profile/wow/character/stormrage/sheday/quests/completed?namespace=profile-eu")
    }

    @Test("the quest calls are retail profile calls with a client token")
    func descriptors() throws {
        let quests = WoW.Operations.characterQuests.descriptor
        let completed = WoW.Operations.characterCompletedQuests.descriptor
        #expect(quests.template.description == "/profile/wow/character/{realmSlug}/{characterName}/quests")
        #expect(completed.template.description == "/profile/wow/character/{realmSlug}/{characterName}/quests/completed")
        #expect(quests.catalogueEntries.map(\.id) == ["wowCharacterQuests"])
        #expect(completed.catalogueEntries.map(\.id) == ["wowCharacterCompletedQuests"])
        #expect(quests.namespace == .profile && completed.namespace == .profile)
        #expect(quests.token == .client && completed.token == .client)
        #expect(try WoW.Endpoints.characterCompletedQuests(realm: "norgannon", name: "Drinian").path()
            == "/profile/wow/character/norgannon/drinian/quests/completed")
    }
}
