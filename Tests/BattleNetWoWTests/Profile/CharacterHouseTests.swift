import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: house", .timeLimit(.minutes(2)))
struct CharacterHouseTests {
    @Test("a house body decodes its self link and owner, ignoring the rest")
    func house() throws {
        // Inline: no recording and no peer type of this body exist; the smallest profile-document
        // shape (self link, character) plus an unknown key, which must not break decoding.
        let house = try decodeInline(WoW.CharacterHouse.self, """
        {"_links": {"self": {"href": "https://us.api.blizzard.com/profile/wow/character/norgannon/drinian/house/house-1?namespace=profile-us"}},
         "character": {"key": {"href": "https://us.api.blizzard.com/profile/wow/character/norgannon/drinian?namespace=profile-us"},
          "name": "Drinian", "id": 107811065, "realm": {"key": {"href": "https://us.api.blizzard.com/data/wow/realm/1262?namespace=dynamic-us"},
          "name": "Norgannon", "id": 1262, "slug": "norgannon"}},
         "neighborhood": {"id": 7}}
        """)
        #expect(house.links?.selfLink.lastPathComponent == "house-1")
        #expect(house.character?.name == "Drinian")
        #expect(try decodeInline(WoW.CharacterHouse.self, "{}").character == nil)
    }

    @Test("the house number goes inside the last segment")
    func descriptor() throws {
        let descriptor = WoW.Operations.characterHouse.descriptor
        #expect(descriptor.template.description == "/profile/wow/character/{realmSlug}/{characterName}/house/house-{houseNumber}")
        #expect(descriptor.namespace == .profile && descriptor.token == .client)
        #expect(descriptor.catalogueEntries.map(\.id) == ["wowCharacterHouse"])
        #expect(CatalogTests.coverageNote(of: descriptor.id)?.contains("404") == true)
        #expect(try WoW.Endpoints.characterHouse(realm: "norgannon", name: "Drinian", number: 2).path()
            == "/profile/wow/character/norgannon/drinian/house/house-2")
    }
}
