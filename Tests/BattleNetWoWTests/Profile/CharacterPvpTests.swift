import BattleNetFixtures
import BattleNetCore
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character PvP", .timeLimit(.minutes(2)))
struct CharacterPvpTests {
    @Test("Zenli's 3v3 (2020): 3204 rating, tier 14, 894 wins")
    func zenli3v3() throws {
        let bracket = try decodeFixture(WoW.CharacterPvpBracketStatistics.self, "wow/character-pvp-bracket__malganis_zenli_3v3.json")
        #expect(bracket.character.name == "Zenli" && bracket.character.realm.name == "Mal'Ganis")
        #expect(bracket.faction.type == .horde && bracket.faction.name == "Horde")
        #expect(bracket.bracket.id == 1 && bracket.bracket.type == .arena3v3)
        #expect(bracket.rating == 3204)
        #expect(bracket.season?.id == 29 && bracket.season?.pathAndQuery == "/data/wow/pvp-season/29?namespace=dynamic-us")
        #expect(bracket.tier?.id == 14)
        #expect(bracket.seasonMatchStatistics.played == 1289 && bracket.seasonMatchStatistics.won == 894 && bracket.seasonMatchStatistics.lost == 395)
        #expect(bracket.weeklyMatchStatistics.played == 0)
        #expect(bracket.specialization == nil)
    }

    @Test("Noldorimbor's rated battlegrounds (March 2020)")
    func noldorimborRBG() throws {
        let bracket = try decodeFixture(WoW.CharacterPvpBracketStatistics.self, "wow/character-pvp-bracket__stormrage_noldorimbor_rbg.json")
        #expect(bracket.bracket.id == 3 && bracket.bracket.type == .battlegrounds)
        #expect(bracket.rating == 192 && bracket.tier?.id == 16)
        #expect(bracket.faction.type == .alliance)
        #expect(bracket.seasonMatchStatistics.played == 4 && bracket.seasonMatchStatistics.won == 1)
    }

    @Test("Sheday's 2v2 (March 2020): season 29")
    func sheday2v2() throws {
        let bracket = try decodeFixture(WoW.CharacterPvpBracketStatistics.self, "wow/character-pvp-bracket__stormrage_sheday_2v2.json")
        #expect(bracket.character.name == "Sheday")
        #expect(bracket.bracket.id == 0 && bracket.bracket.type == .arena2v2)
        #expect(bracket.rating == 1466 && bracket.season?.id == 29 && bracket.tier?.id == 2)
        #expect(bracket.seasonMatchStatistics.won == 16 && bracket.seasonMatchStatistics.lost == 9)
    }

    @Test("Sheday's 2v2 (December 2019): season 28")
    func sheday2v2In2019() throws {
        let bracket = try decodeFixture(WoW.CharacterPvpBracketStatistics.self, "wow/character-pvp-bracket__stormrage_sheday_2v2__rbattlenet.json")
        #expect(bracket.rating == 1672 && bracket.season?.id == 28 && bracket.tier?.id == 3)
        #expect(bracket.seasonMatchStatistics.played == 41)
    }

    @Test("Sheday's 3v3 (March 2020)")
    func sheday3v3() throws {
        let bracket = try decodeFixture(WoW.CharacterPvpBracketStatistics.self, "wow/character-pvp-bracket__stormrage_sheday_3v3__rbattlenet.json")
        #expect(bracket.bracket.type == .arena3v3)
        #expect(bracket.rating == 1609 && bracket.tier?.id == 11)
        #expect(bracket.seasonMatchStatistics.played == 98 && bracket.seasonMatchStatistics.lost == 51)
    }

    @Test("a solo shuffle bracket names its specialization (no recording: shape from the brief's 2022+ note)")
    func shuffle() throws {
        // Inline: no shuffle body was recorded; the fields are those of the recorded brackets plus
        // the specialization reference a shuffle bracket carries.
        let bracket = try decodeInline(WoW.CharacterPvpBracketStatistics.self, """
        {"character": {"name": "Putro", "id": 1, "realm": {"id": 1, "slug": "laughing-skull"}},
         "faction": {"type": "HORDE"}, "bracket": {"id": 7, "type": "SHUFFLE"}, "rating": 2100,
         "season_match_statistics": {"played": 60, "won": 33, "lost": 27},
         "weekly_match_statistics": {"played": 6, "won": 3, "lost": 3},
         "specialization": {"key": {"href": "https://eu.api.blizzard.com/data/wow/playable-specialization/64?namespace=static-eu"}, "name": "Frost", "id": 64}}
        """)
        #expect(bracket.bracket.type == .shuffle && bracket.specialization?.id == 64)
        #expect(bracket.season == nil && bracket.tier == nil)
    }

    @Test("Zenli's PvP summary (2020): honor level 365, 15 maps, two brackets")
    func zenliSummary() throws {
        let summary = try decodeFixture(WoW.CharacterPvpSummary.self, "wow/character-pvp-summary__malganis_zenli.json")
        #expect(summary.character.name == "Zenli" && summary.character.id == 181528180)
        #expect(summary.honorLevel == 365 && summary.honorableKills == 23215)
        #expect(summary.pvpMapStatistics?.count == 15)
        let alterac = try #require(summary.pvpMapStatistics?.first)
        #expect(alterac.worldMap.name == "Alterac Valley" && alterac.worldMap.id == 30)
        #expect(alterac.matchStatistics.played == 3 && alterac.matchStatistics.won == 1 && alterac.matchStatistics.lost == 2)
        #expect(summary.brackets?.map(\.pathAndQuery) == [
            "/profile/wow/character/malganis/zenli/pvp-bracket/2v2?namespace=profile-us",
            "/profile/wow/character/malganis/zenli/pvp-bracket/3v3?namespace=profile-us",
        ])
    }

    @Test("Sheday's PvP summary (2019): one bracket")
    func shedaySummary() throws {
        let summary = try decodeFixture(WoW.CharacterPvpSummary.self, "wow/character-pvp-summary__stormrage_sheday.json")
        #expect(summary.character.name == "Sheday")
        #expect(summary.honorLevel == 41 && summary.honorableKills == 71484)
        #expect(summary.brackets?.count == 1)
        #expect(summary.brackets?.first?.lastPathComponent == "2v2")
        #expect(summary.pvpMapStatistics?.count == 16)
    }

    @Test func thePvpDeclarationsServeRetailAndClassic() throws {
        let bracket = WoW.Operations.characterPvpBracketStatistics.descriptor
        #expect(bracket.namespace == .profile && bracket.token == .client)
        #expect(bracket.catalogueEntries.map(\.id) == ["wowCharacterPvpBracketStatistics", "wowClassicCharacterPvpBracketStatistics"])
        #expect(try WoW.Endpoints.characterPvpBracketStatistics(realm: "malganis", name: "Zenli", bracket: .arena3v3).path()
            == "/profile/wow/character/malganis/zenli/pvp-bracket/3v3")
        #expect(try WoW.Endpoints.characterPvpBracketStatistics(realm: "laughing-skull", name: "Putro", bracket: "shuffle-mage-frost").path()
            == "/profile/wow/character/laughing-skull/putro/pvp-bracket/shuffle-mage-frost")
        let summary = WoW.Operations.characterPvpSummary.descriptor
        #expect(summary.namespace == .profile && summary.token == .client)
        #expect(summary.catalogueEntries.map(\.id) == ["wowCharacterPvpSummary", "wowClassicCharacterPvpSummary"])
        #expect(try WoW.Endpoints.characterPvpSummary(realm: "stormrage", name: "Sheday").path() == "/profile/wow/character/stormrage/sheday/pvp-summary")
    }
}
