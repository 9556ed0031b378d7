import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetSC2

@Suite("Grandmaster leaderboard", .timeLimit(.minutes(2)))
struct GrandmasterTests {
    @Test("US grandmaster leaderboard decodes every team")
    func usLeaderboard() throws {
        let board = try decodeFixture(SC2.GrandmasterLeaderboard.self, "sc2/grandmaster-leaderboard__1.json")
        #expect(board.ladderTeams.count == 197)
        let first = try #require(board.ladderTeams.first)
        #expect(first.mmr == 6705)
        #expect(first.points == 817)
        #expect(first.wins == 36)
        #expect(first.losses == 13)
        #expect(first.previousRank == 0)
        #expect(first.joinTimestamp.date == Date(timeIntervalSince1970: 1_575_431_970))
        let member = try #require(first.teamMembers.first)
        #expect(member.displayName == "Taktshang")
        #expect(member.id == "4354376")
        #expect(member.region == .us)
        #expect(member.realm == .first)
        #expect(member.favoriteRace == .terran)
        #expect(member.clanTag == nil)
        #expect(member.reference == SC2.ProfileReference(region: .us, realm: 1, profileID: 4_354_376))

        let second = board.ladderTeams[1].teamMembers[0]
        #expect(second.clanTag == "N0SCAM")
        #expect(second.favoriteRace == .protoss)
        #expect(board.ladderTeams.filter { $0.teamMembers.first?.clanTag != nil }.count == 103)
    }

    @Test("a team without mmr and a member without favourite race decode with nil")
    func missingOptionalFields() throws {
        let board = try decodeFixture(SC2.GrandmasterLeaderboard.self, "sc2/grandmaster-leaderboard__1.json")
        let team = try #require(board.ladderTeams.first { $0.teamMembers.first?.id == "8645673" })
        #expect(team.mmr == nil)
        #expect(team.teamMembers[0].favoriteRace == nil)
        #expect(team.teamMembers[0].displayName == "llllllllllll")
        #expect(team.wins == 36 && team.losses == 33)
    }

    @Test("a team without wins, losses and points still decodes (sc2-pulse: rare nulls)")
    func teamWithNulls() throws {
        // Shape of sc2-pulse BlizzardProfileTeam, with the values it says Blizzard rarely sends as null.
        let team = try decodeInline(SC2.LadderTeam.self, """
        {"teamMembers":[{"id":"18446744","realm":2,"region":3,"displayName":"Tester","clanTag":"TAG",
          "favoriteRace":"zerg"}],"previousRank":4,"points":null,"wins":null,"losses":null,"joinTimestamp":1576900772}
        """)
        #expect(team.wins == nil && team.losses == nil && team.points == nil && team.mmr == nil)
        #expect(team.previousRank == 4)
        let expected = SC2.ProfileReference(region: .korea, realm: .second, profileID: 18_446_744)
        #expect(team.teamMembers[0].reference == expected)
    }

    @Test("an empty leaderboard decodes")
    func emptyLeaderboard() throws {
        let board = try decodeInline(SC2.GrandmasterLeaderboard.self, #"{"ladderTeams":[]}"#)
        #expect(board.ladderTeams.isEmpty)
    }
}
