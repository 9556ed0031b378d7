import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character hunter pets", .timeLimit(.minutes(2)))
struct CharacterHunterPetsTests {
    @Test func decodesAnradinsPetsOf2020() throws {
        let pets = try decodeFixture(WoW.CharacterHunterPetsSummary.self, "wow/character-hunter-pets__norgannon_anradin.json")
        #expect(pets.character.name == "Anradin")
        let first = try #require(pets.hunterPets.first)
        #expect(first.name == "Spirit Beast" && first.level == 120 && first.slot == 4)
        #expect(first.creature.name == "Ghostcrawler" && first.creature.id == 50051)
        #expect(first.creatureDisplay.id == 37396 && first.isActive == true && first.isSummoned == nil)
        let hati = try #require(pets.hunterPets.first { $0.name == "Hati" })
        #expect(hati.isSummoned == true && hati.slot == 1)
    }

    @Test func decodesMarksFiftyPetsOf2019() throws {
        let pets = try decodeFixture(WoW.CharacterHunterPetsSummary.self, "wow/character-hunter-pets__stormrage_marks.json")
        #expect(pets.hunterPets.count == 50)
        let first = try #require(pets.hunterPets.first)
        #expect(first.name == "stats" && first.creature.name == "Vargul Blighthound" && first.slot == 6)
        #expect(first.creatureDisplay.id == nil && first.creatureDisplay.key.lastPathComponent == "25785")
    }

    @Test func declaresTheHunterPetsForRetailAndClassic() throws {
        let descriptor = WoW.Operations.characterHunterPetsSummary.descriptor
        #expect(descriptor.template.description == "/profile/wow/character/{realmSlug}/{characterName}/hunter-pets")
        #expect(descriptor.namespace == .profile && descriptor.token == .client)
        #expect(descriptor.catalogueEntries.map(\.id) == ["wowCharacterHunterPetsSummary", "wowClassicCharacterHunterPetsSummary"])
    }
}
