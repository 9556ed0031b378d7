import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character media", .timeLimit(.minutes(2)))
struct CharacterMediaTests {
    @Test func decodesTheAssetsOfLate2020() throws {
        let media = try decodeFixture(WoW.CharacterMediaSummary.self, "wow/character-character-media__norgannon_drinian.json")
        #expect(media.character.name == "Drinian" && media.character.id == 183057723)
        #expect(media.assets?.map(\.key.rawValue) == ["avatar", "inset", "main", "main-raw"])
        #expect(media[.mainRaw]?.absoluteString == "https://render-us.worldofwarcraft.com/character/norgannon/59/183057723-main-raw.png")
        #expect(media[.avatar]?.lastPathComponent == "183057723-avatar.jpg")
        #expect(media.avatarURL == nil)
    }

    @Test func decodesTheThreeURLsOfMid2020() throws {
        let media = try decodeFixture(WoW.CharacterMediaSummary.self, "wow/character-character-media__norgannon_drinian__argentpony-20200908.json")
        #expect(media.assets == nil)
        #expect(media.bustURL?.absoluteString == "https://render-us.worldofwarcraft.com/character/norgannon/59/183057723-inset.jpg")
        #expect(media[.inset] == media.bustURL && media[.main] == media.renderURL)
        #expect(media[.mainRaw] == nil)
    }

    @Test func decodesShedayOf2019() throws {
        let media = try decodeFixture(WoW.CharacterMediaSummary.self, "wow/character-character-media__stormrage_sheday.json")
        #expect(media.character.realm.id == 550)
        #expect(media.avatarURL?.absoluteString == "https://render-eu.worldofwarcraft.com/character/stormrage/167/142650023-avatar.jpg")
        #expect(media.renderURL?.lastPathComponent == "142650023-main.jpg")
    }

    @Test func declaresTheMediaForRetailAndClassic() throws {
        let descriptor = WoW.Operations.characterMediaSummary.descriptor
        #expect(descriptor.template.description == "/profile/wow/character/{realmSlug}/{characterName}/character-media")
        #expect(descriptor.namespace == .profile && descriptor.token == .client)
        #expect(descriptor.catalogueEntries.map(\.id) == ["wowCharacterMediaSummary", "wowClassicCharacterMediaSummary"])
    }
}
