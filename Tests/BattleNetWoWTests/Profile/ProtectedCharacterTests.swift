import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: protected character", .timeLimit(.minutes(2)))
struct ProtectedCharacterTests {
    @Test func decodesDrinianOf2020() throws {
        let secret = try decodeFixture(WoW.ProtectedCharacterProfileSummary.self, "wow/protected-character-profile__1262-107811065.json")
        #expect(secret.id == 107811065 && secret.name == "Drinian")
        #expect(secret.money == 1_466_691_688 && secret.wowAccount == 19795845)
        #expect(secret.character.realm.id == 1262)
        #expect(secret.protectedStats.totalNumberDeaths == 5475)
        #expect(secret.protectedStats.totalGoldGained == 10_579_308_330)
        #expect(secret.protectedStats.levelItemValueGained == 767_552_800)
        #expect(secret.position.zone.name == "Tradewinds Market" && secret.position.map.id == 1643)
        #expect(secret.position.x == 1158.7345)
        #expect(secret.bindPosition.zone.name == "Snug Harbor Inn" && secret.bindPosition.facing == 3.7450316)
        #expect(secret.links?.profile?.pathAndQuery == "/profile/user/wow?namespace=profile-us")
        #expect(secret.links?.user?.pathAndQuery == "/profile/user")
    }

    @Test func theAccountLinksToIt() throws {
        let summary = try decodeFixture(WoW.AccountProfileSummary.self, "wow/account-profile-summary.json")
        let rilian = try #require(summary.wowAccounts?.first?.characters.last)
        let link: BattleNetLink<WoW.ProtectedCharacterProfileSummary>? = rilian.protectedCharacter
        #expect(link?.lastPathComponent == "1270-187342265")
        let profile: BattleNetLink<WoW.CharacterProfileSummary> = rilian.character
        #expect(profile.pathAndQuery.hasPrefix("/profile/wow/character/steamwheedle-cartel/rilian"))
    }

    @Test func needsAUserTokenWithWoWProfile() throws {
        let descriptor = WoW.Operations.protectedCharacterProfileSummary.descriptor
        #expect(descriptor.template.description == "/profile/user/wow/protected-character/{realmId}-{characterId}")
        #expect(descriptor.namespace == .profile)
        #expect(descriptor.token == .user(scope: .wowProfile))
        #expect(descriptor.catalogueEntries.map(\.id) == ["wowProtectedCharacterProfileSummary", "wowClassicProtectedCharacterProfileSummary"])
        #expect(try WoW.Endpoints.protectedCharacterProfileSummary(realmID: 1262, id: 107811065).path()
            == "/profile/user/wow/protected-character/1262-107811065")
    }
}
