import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetSC2

@Suite("Legacy ladder", .timeLimit(.minutes(2)))
struct LegacyLadderTests {
    @Test("US ladder 2200 (1v1)")
    func usLadder() throws {
        let ladder = try decodeFixture(SC2.LegacyLadder.self, "sc2/legacy-ladder__1_2200.json")
        #expect(ladder.ladderMembers.count == 100)
        let first = try #require(ladder.ladderMembers.first)
        #expect(first.character.displayName == "Saul")
        #expect(first.character.id == "1854778")
        #expect(first.character.region == .us)
        #expect(first.character.profilePath == "/profile/1/1/1854778")
        #expect(first.character.reference == SC2.ProfileReference(region: .us, realm: 1, profileID: 1_854_778))
        #expect(first.points == 3229)
        #expect(first.wins == 338 && first.losses == 309)
        #expect(first.highestRank == 100 && first.previousRank == 1)
        #expect(first.joinTimestamp.date == Date(timeIntervalSince1970: 1_298_162_744))
        #expect(first.favoriteRaceP1 == .zerg)
        #expect(first.favoriteRaces == [.zerg])
        #expect(ladder.ladderMembers.last?.character.displayName == "Austin")
    }

    @Test("EU ladder 2200 (3v3): three favourite races per member")
    func euLadder() throws {
        let ladder = try decodeFixture(SC2.LegacyLadder.self, "sc2/legacy-ladder__2_2200.json")
        #expect(ladder.ladderMembers.count == 300)
        let first = try #require(ladder.ladderMembers.first)
        #expect(first.character.displayName == "Heigen")
        #expect(first.character.region == .eu)
        #expect(first.favoriteRaces == [.protoss, .random, .terran])
        #expect(first.favoriteRaceP4 == nil)
        #expect(ladder.ladderMembers.last?.character.displayName == "Escrow")
    }

    @Test("China-only 2015 ladder decodes with the same model")
    func masheryLadder() throws {
        let ladder = try decodeFixture(SC2.LegacyLadder.self, "sc2/mashery-ladder__2200.json")
        #expect(ladder.ladderMembers.count == 100)
        let first = try #require(ladder.ladderMembers.first)
        #expect(first.character.id == "1854778")  // a JSON number in 2015
        #expect(first.character.region == nil)
        #expect(first.character.reference == nil)
        #expect(first.character.profilePath == "/profile/1854778/1/Saul/")
        #expect(first.points == 3229)  // sent as 3229.0
        #expect(first.favoriteRaceP1 == .zerg)
    }

    @Test("4v4 members carry a fourth favourite race")
    func fourVsFour() throws {
        // Shape from andersroos/rankedftw test/api_data.py LEGACY_API_LADDER_4V4.
        let member = try decodeInline(SC2.LegacyLadderMember.self, """
        {"favoriteRaceP1":"PROTOSS","previousRank":0,"favoriteRaceP2":"TERRAN","favoriteRaceP4":"ZERG",
         "highestRank":100,"points":0.0,"joinTimestamp":1478313972,"losses":5,"favoriteRaceP3":"TERRAN","wins":0,
         "character":{"profilePath":"/profile/6539206/1/Maximus/","id":6539206,"clanName":"","clanTag":"",
           "displayName":"Maximus","realm":1}}
        """)
        #expect(member.favoriteRaces == [.protoss, .terran, .terran, .zerg])
        #expect(member.points == 0)
        #expect(member.character.id.intValue == 6_539_206)
    }
}
