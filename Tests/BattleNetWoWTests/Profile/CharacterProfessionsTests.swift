import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: professions", .timeLimit(.minutes(2)))
struct CharacterProfessionsTests {
    @Test("Drinian (2020): Blacksmithing and Mining by tier, Archaeology's skill on the profession")
    func drinian() throws {
        let summary = try decodeFixture(WoW.CharacterProfessionsSummary.self, "wow/character-professions__norgannon_drinian.json")
        let primaries = try #require(summary.primaries)
        #expect(primaries.map { $0.profession.name?.description } == ["Blacksmithing", "Mining"])
        let kulTiran = try #require(primaries.first?.tiers?.first)
        #expect(kulTiran.tier.id == 2437 && kulTiran.tier.name == "Kul Tiran Blacksmithing")
        #expect(kulTiran.skillPoints == 170 && kulTiran.maxSkillPoints == 175)
        #expect(kulTiran.knownRecipes?.map(\.id) == [38729, 38730, 42346])
        #expect(kulTiran.knownRecipes?.first?.pathAndQuery == "/data/wow/recipe/38729?namespace=static-8.3.0_32861-us")
        let secondaries = try #require(summary.secondaries)
        #expect(secondaries.map { $0.profession.id } == [185, 356, 794])
        let archaeology = secondaries[2]
        #expect(archaeology.profession.name == "Archaeology")
        #expect(archaeology.skillPoints == 883 && archaeology.maxSkillPoints == 950 && archaeology.tiers == nil)
        #expect(secondaries[1].tiers?.first?.skillPoints == 87)
        #expect(summary.character == nil && primaries.allSatisfy { $0.specialization == nil })
    }

    @Test("Sheday (EU, 2020): eight Engineering tiers and the Gnomish Engineer specialization")
    func sheday() throws {
        let summary = try decodeFixture(WoW.CharacterProfessionsSummary.self, "wow/character-professions__stormrage_sheday.json")
        let primaries = try #require(summary.primaries)
        #expect(primaries.map { $0.profession.name?.description } == ["Alchemy", "Engineering"])
        let engineering = primaries[1]
        #expect(engineering.specialization?.name == "Gnomish Engineer")
        #expect(engineering.tiers?.count == 8 && engineering.tiers?.last?.tier.name == "Engineering")
        #expect(primaries[0].tiers?.first?.knownRecipes?.count == 64)
        #expect(primaries[0].tiers?.last?.skillPoints == 1 && primaries[0].tiers?.last?.maxSkillPoints == 300)
        #expect(summary.secondaries?.last?.skillPoints == 950)
    }

    @Test("a 2024 body with the character decodes (Pewtro's shape)")
    func withCharacter() throws {
        // Inline: no recording has the `character` key; the shape is Pewtro's character-professions type.
        let summary = try decodeInline(WoW.CharacterProfessionsSummary.self, """
        {"character": {"key": {"href": "https://us.api.blizzard.com/profile/wow/character/norgannon/drinian?namespace=profile-us"},
          "name": "Drinian", "id": 107811065, "realm": {"key": {"href": "https://us.api.blizzard.com/data/wow/realm/1262?namespace=dynamic-us"},
          "name": "Norgannon", "id": 1262, "slug": "norgannon"}}}
        """)
        #expect(summary.character?.id == 107811065 && summary.primaries == nil && summary.secondaries == nil)
    }

    @Test("the professions summary is a retail profile call with a client token")
    func descriptor() throws {
        let descriptor = WoW.Operations.characterProfessionsSummary.descriptor
        #expect(descriptor.template.description == "/profile/wow/character/{realmSlug}/{characterName}/professions")
        #expect(descriptor.namespace == .profile && descriptor.token == .client)
        #expect(descriptor.catalogueEntries.map(\.id) == ["wowCharacterProfessionsSummary"])
        #expect(try WoW.Endpoints.characterProfessionsSummary(realm: "stormrage", name: "Sheday").path()
            == "/profile/wow/character/stormrage/sheday/professions")
    }
}
