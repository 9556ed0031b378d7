import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: reputations", .timeLimit(.minutes(2)))
struct CharacterReputationsTests {
    @Test("Drinian's 15 reputations (2020): Revered with Booty Bay, paragon with The Nightfallen")
    func drinian() throws {
        let summary = try decodeFixture(WoW.CharacterReputationsSummary.self, "wow/character-reputations__norgannon_drinian.json")
        #expect(summary.character.name == "Drinian")
        let reputations = try #require(summary.reputations)
        #expect(reputations.count == 15)
        let bootyBay = reputations[0]
        #expect(bootyBay.faction.id == 21 && bootyBay.faction.name == "Booty Bay")
        #expect(bootyBay.faction.pathAndQuery == "/data/wow/reputation-faction/21?namespace=static-8.3.0_32861-us")
        #expect(bootyBay.standing.raw == 37498 && bootyBay.standing.value == 16498 && bootyBay.standing.max == 21000)
        #expect(bootyBay.standing.tier == 6 && bootyBay.standing.name == "Revered")
        #expect(bootyBay.paragon == nil && bootyBay.standing.renownLevel == nil)
        let nightfallen = try #require(reputations.first { $0.faction.id == 1859 })
        #expect(nightfallen.standing.name == "Exalted")
        #expect(nightfallen.paragon?.raw == 8950 && nightfallen.paragon?.value == 8950 && nightfallen.paragon?.max == 10000)
        #expect(reputations.last?.faction.name == "Uldum Accord" && reputations.last?.standing.name == "Friendly")
    }

    @Test("Sheday's 128 reputations (EU, 2019): 17 with paragon progress")
    func sheday() throws {
        let summary = try decodeFixture(WoW.CharacterReputationsSummary.self, "wow/character-reputations__stormrage_sheday.json")
        #expect(summary.character.realm.slug == "stormrage")
        let reputations = try #require(summary.reputations)
        #expect(reputations.count == 128)
        #expect(reputations.filter { $0.paragon != nil }.count == 17)
        let waveblade = try #require(reputations.last)
        #expect(waveblade.faction.name == "Waveblade Ankoan" && waveblade.standing.tier == 7)
        #expect(waveblade.paragon?.raw == 68007 && waveblade.paragon?.value == 8007)
    }

    @Test("a renown faction without a tier decodes (Pewtro's shape)")
    func renown() throws {
        // Inline: no recording has a renown faction; the shape is Pewtro's character-reputations Standing.
        let reputation = try decodeInline(WoW.CharacterReputation.self, """
        {"faction": {"key": {"href": "https://us.api.blizzard.com/data/wow/reputation-faction/2590?namespace=static-us"}, "name": "Council of Dornogal", "id": 2590},
         "standing": {"raw": 45000, "value": 1250, "max": 2500, "name": "Renown 18", "renown_level": 18}}
        """)
        #expect(reputation.standing.renownLevel == 18 && reputation.standing.tier == nil)
    }

    @Test("the reputations summary is a retail profile call with a client token")
    func descriptor() throws {
        let descriptor = WoW.Operations.characterReputationsSummary.descriptor
        #expect(descriptor.template.description == "/profile/wow/character/{realmSlug}/{characterName}/reputations")
        #expect(descriptor.namespace == .profile && descriptor.token == .client)
        #expect(descriptor.catalogueEntries.map(\.id) == ["wowCharacterReputationsSummary"])
        #expect(try WoW.Endpoints.characterReputationsSummary(realm: "norgannon", name: "Drinian").path()
            == "/profile/wow/character/norgannon/drinian/reputations")
    }
}
