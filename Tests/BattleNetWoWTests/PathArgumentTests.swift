import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

@Suite("WoW path arguments", .timeLimit(.minutes(2)))
struct WoWPathArgumentTests {
    @Test func realmsAndNamesAreSentAsBlizzardExpectsThem() throws {
        #expect(try WoW.Endpoints.characterProfileSummary(realm: "Howling Fjord", name: "Альвеоняша").path()
            == "/profile/wow/character/howling-fjord/%D0%B0%D0%BB%D1%8C%D0%B2%D0%B5%D0%BE%D0%BD%D1%8F%D1%88%D0%B0")
        #expect(try WoW.Endpoints.characterProfileSummary(realm: RealmSlug("Aggra (Português)"), name: CharacterName("Éowyn")).path()
            == "/profile/wow/character/aggra-portugu%C3%AAs/%C3%A9owyn")
        // What `bnet call` does with text: each argument read as its declared type.
        let character = WoW.Operations.characterProfileSummary.erased
        #expect(try character.endpoint(arguments: ["Area 52", "가나다"]).path()
            == "/profile/wow/character/area-52/%EA%B0%80%EB%82%98%EB%8B%A4")
        let error = #expect(throws: BattleNetError.self) { try character.endpoint(arguments: ["area-52", "a/b"]) }
        #expect(error?.message.contains("characterName must be a character name") == true)
        #expect(throws: BattleNetError.self) { try WoW.Endpoints.characterProfileSummary(realm: "", name: "thrall").path() }
    }
}
