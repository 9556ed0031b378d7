import BattleNetFixtures
import BattleNetCore
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character soulbinds", .timeLimit(.minutes(2)))
struct CharacterSoulbindsTests {
    @Test("Drizzy's soulbinds (2020): Kyrian, Pelagos with a talent and a conduit")
    func drizzy() throws {
        let soulbinds = try decodeFixture(WoW.CharacterSoulbinds.self, "wow/character-soulbinds__ravencrest_drizzy.json")
        #expect(soulbinds.character.name == "Drizzy" && soulbinds.character.realm.slug == "ravencrest")
        #expect(soulbinds.chosenCovenant.name == "Kyrian" && soulbinds.chosenCovenant.id == 1)
        #expect(soulbinds.chosenCovenant.pathAndQuery.hasPrefix("/data/wow/covenant/1?"))
        #expect(soulbinds.renownLevel == 2)
        let pelagos = try #require(soulbinds.soulbinds.first)
        #expect(pelagos.soulbind.name == "Pelagos" && pelagos.soulbind.id == 7)
        #expect(pelagos.soulbind.pathAndQuery.hasPrefix("/data/wow/covenant/soulbind/7?"))
        #expect(pelagos.isActive == true)
        #expect(pelagos.traits.count == 2)
        let talent = pelagos.traits[0]
        #expect(talent.trait?.name == "Combat Meditation" && talent.trait?.id == 1316)
        #expect(talent.trait?.pathAndQuery.hasPrefix("/data/wow/tech-talent/1316?") == true)
        #expect(talent.conduitSocket == nil && talent.tier == 0 && talent.displayOrder == 1)
        let socket = pelagos.traits[1]
        #expect(socket.trait == nil && socket.tier == 1 && socket.displayOrder == 0)
        #expect(socket.conduitSocket?.type.type == .potency && socket.conduitSocket?.type.name == "Potency Conduit Slot")
        #expect(socket.conduitSocket?.socket.conduit.name == "Strike with Clarity")
        #expect(socket.conduitSocket?.socket.conduit.id == 59 && socket.conduitSocket?.socket.rank == 1)
    }

    @Test("Sheday's soulbinds (2020): Night Fae, Niya")
    func sheday() throws {
        let soulbinds = try decodeFixture(WoW.CharacterSoulbinds.self, "wow/character-soulbinds__stormrage_sheday.json")
        #expect(soulbinds.character.name == "Sheday")
        #expect(soulbinds.chosenCovenant.name == "Night Fae" && soulbinds.chosenCovenant.id == 3)
        let niya = try #require(soulbinds.soulbinds.first)
        #expect(niya.soulbind.name == "Niya" && niya.isActive == true)
        #expect(niya.traits.first?.trait?.name == "Cycle of Seasons")
        #expect(niya.traits.last?.conduitSocket?.socket.conduit.name == "Virtuous Command")
        #expect(niya.traits.last?.conduitSocket?.socket.conduit.id == 182)
    }

    @Test func theSoulbindsDeclarationIsRetailOnly() throws {
        let descriptor = WoW.Operations.characterSoulbinds.descriptor
        #expect(descriptor.namespace == .profile && descriptor.token == .client)
        #expect(descriptor.catalogueEntries.map(\.id) == ["wowCharacterSoulbinds"])
        #expect(try WoW.Endpoints.characterSoulbinds(realm: "ravencrest", name: "Drizzy").path() == "/profile/wow/character/ravencrest/drizzy/soulbinds")
    }
}
