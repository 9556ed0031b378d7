import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character titles", .timeLimit(.minutes(2)))
struct CharacterTitlesTests {
    @Test func decodesDrinianOf2020() throws {
        let titles = try decodeFixture(WoW.CharacterTitlesSummary.self, "wow/character-titles__norgannon_drinian.json")
        #expect(titles.character.name == "Drinian")
        #expect(titles.activeTitle?.id == 62 && titles.activeTitle?.displayString == "Battlelord {name}")
        #expect(titles.titles?.count == 3)
        let first: BattleNetReference<WoW.Title>? = titles.titles?.first
        #expect(first?.name == "of the Shattered Sun" && first?.id == 38)
    }

    @Test func decodesShedayOf2019WithoutATitleList() throws {
        let titles = try decodeFixture(WoW.CharacterTitlesSummary.self, "wow/character-titles__stormrage_sheday.json")
        #expect(titles.character.name == "Sheday")
        #expect(titles.activeTitle?.name == "Famed Slayer of the Harbinger" && titles.activeTitle?.id == 400)
        #expect(titles.titles == nil)
    }

    @Test func declaresTheTitlesForRetailOnly() {
        let descriptor = WoW.Operations.characterTitlesSummary.descriptor
        #expect(descriptor.template.description == "/profile/wow/character/{realmSlug}/{characterName}/titles")
        #expect(descriptor.namespace == .profile && descriptor.token == .client)
        #expect(descriptor.catalogueEntries.map(\.id) == ["wowCharacterTitlesSummary"])
    }
}
