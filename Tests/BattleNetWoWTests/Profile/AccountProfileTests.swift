import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: account", .timeLimit(.minutes(2)))
struct AccountProfileTests {
    @Test func decodesTheRecordedAccountSummary() throws {
        let summary = try decodeFixture(WoW.AccountProfileSummary.self, "wow/account-profile-summary.json")
        #expect(summary.id == 1142637)
        #expect(summary.links?.user?.pathAndQuery == "/profile/user")
        let account = try #require(summary.wowAccounts?.first)
        #expect(account.id == 19995845)
        #expect(account.characters.map(\.name) == ["Bregal932B58", "Rilian"])
        let rilian = account.characters[1]
        #expect(rilian.id == 187393265)
        #expect(rilian.realm.slug == "steamwheedle-cartel")
        #expect(rilian.realm.name == "Steamwheedle Cartel")
        #expect(rilian.playableClass.id == 2 && rilian.playableClass.name == "Paladin")
        #expect(rilian.playableRace.name == "Human")
        #expect(rilian.faction.type == .alliance)
        #expect(rilian.protectedCharacter?.pathAndQuery == "/profile/user/wow/protected-character/1270-187342265?namespace=profile-us")
        #expect(account.characters[0].level == 0 && account.characters[0].faction.type == .horde)
    }

    @Test func anAccountWithoutWoWLicencesAndEveryLocaleDecodes() throws {
        let summary = try decodeInline(WoW.AccountProfileSummary.self, """
        {"_links": {"self": {"href": "https://eu.api.blizzard.com/profile/user/wow?namespace=profile-eu"}}, "id": 7}
        """)
        #expect(summary.id == 7 && summary.wowAccounts == nil)
        let character = try decodeInline(WoW.AccountProfileCharacter.self, """
        {"character": {"href": "https://eu.api.blizzard.com/profile/wow/character/kazzak/x?namespace=profile-eu"},
         "name": "X", "id": 1, "realm": {"key": {"href": "https://eu.api.blizzard.com/data/wow/realm/1305?namespace=dynamic-eu"},
         "name": {"en_GB": "Kazzak", "de_DE": "Kazzak"}, "id": 1305, "slug": "kazzak"},
         "playable_class": {"key": {"href": "https://eu.api.blizzard.com/data/wow/playable-class/8?namespace=static-eu"}, "name": {"en_GB": "Mage", "fr_FR": "Mage"}, "id": 8},
         "playable_race": {"key": {"href": "https://eu.api.blizzard.com/data/wow/playable-race/10?namespace=static-eu"}, "name": {"en_GB": "Blood Elf", "de_DE": "Blutelf"}, "id": 10},
         "gender": {"type": "FEMALE", "name": {"en_GB": "Female"}}, "faction": {"type": "HORDE", "name": {"en_GB": "Horde"}}, "level": 80}
        """)
        #expect(character.playableRace.name?.resolved(for: .deDE) == "Blutelf")
        #expect(character.protectedCharacter == nil)
    }

    @Test func theAccountSummaryNeedsAUserTokenWithWoWProfile() {
        let descriptor = WoW.Operations.accountProfileSummary.descriptor
        #expect(descriptor.token == .user(scope: .wowProfile))
        #expect(descriptor.namespace == .profile)
        #expect(descriptor.catalogueEntries.map(\.id) == ["wowAccountProfileSummary", "wowClassicAccountProfileSummary"])
    }

    @Test func everyAccountOperationNeedsAWoWProfileUserTokenAndChecksItBeforeSending() async throws {
        let accountOperations = WoW.Operations.all.filter { $0.descriptor.template.description.hasPrefix("/profile/user/wow") }
        #expect(accountOperations.count == 9)   // summary, protected character, collections index and six kinds
        let stub = StubTransport()
        let manager = AuthenticationManager(credentials: ClientCredentials(clientID: "id", clientSecret: "secret"), transport: stub)
        let client = try BattleNetClient(configuration: .init(region: .us), tokens: manager, transport: stub)
        for operation in accountOperations {
            #expect(operation.descriptor.token == .user(scope: .wowProfile), "\(operation.descriptor.id)")
            let arguments = Array(repeating: "1", count: operation.descriptor.template.parameters.count)
            let endpoint = try operation.endpoint(arguments: arguments)
            let missing = await #expect(throws: BattleNetError.self) { try await client.raw(endpoint) }
            #expect(missing?.kind == .missingUserToken, "\(operation.descriptor.id)")
            #expect(missing?.requiredScope == .wowProfile)
        }
        try await manager.setUserToken(AccessToken(value: "u1", kind: .user, expiresAt: .distantFuture, scopes: [.openid]))
        let collections = try WoW.Operations.accountMountsCollectionSummary.erased.endpoint(arguments: [])
        let insufficient = await #expect(throws: BattleNetError.self) { try await client.raw(collections) }
        #expect(insufficient?.kind == .insufficientScope)
        #expect(insufficient?.recoverySuggestion?.contains("wow.profile") == true)
        #expect(await stub.requests.isEmpty, "nothing was sent")
    }
}
