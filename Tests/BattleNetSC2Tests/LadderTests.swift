import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetSC2

@Suite("Profile ladders", .timeLimit(.minutes(2)))
struct LadderTests {
    @Test("ladder-summary__2_1_2137104.json has no ladders")
    func emptySummary() throws {
        let body = try decodeFixture(SC2.LadderSummary.self, "sc2/ladder-summary__2_1_2137104.json")
        #expect(body.showCaseEntries.isEmpty)
        #expect(body.placementMatches.isEmpty)
        #expect(body.allLadderMemberships.isEmpty)
    }

    // Shape from a Go client's LadderSummaryJSON sample (ShowCaseEntries/AllLadderMemberships structs) and
    // kinkofer/BattleNetAPI Ladder.swift (PlacementMatch with gamesRemaining, clanTag on members).
    @Test("A ladder summary with showcase entries, placements and memberships")
    func summary() throws {
        let body = try decodeInline(SC2.LadderSummary.self, """
            {"showCaseEntries":[{"ladderId":"237200","team":{"localizedGameMode":"1v1",
               "members":[{"favoriteRace":"zerg","name":"mamont","playerId":"8904344","region":2,"clanTag":"ESC"}]},
               "leagueName":"DIAMOND","localizedDivisionName":"Judicator Tau","rank":1,"wins":79,"losses":60}],
             "placementMatches":[{"localizedGameMode":"2v2","members":[{"name":"mamont","playerId":"8904344","region":2},
               {"name":"friend","playerId":"123","region":2}],"gamesRemaining":3}],
             "allLadderMemberships":[{"ladderId":"237200","localizedGameMode":"1v1 Diamond","rank":1},
               {"ladderId":"237154","localizedGameMode":"1v1 Platinum","rank":79}]}
            """)
        let entry = try #require(body.showCaseEntries.first)
        #expect(entry.ladderID?.intValue == 237200)
        #expect(entry.leagueName == .diamond)
        #expect(entry.leagueName?.leagueID == .diamond)
        #expect(entry.localizedDivisionName == "Judicator Tau")
        #expect(entry.wins == 79 && entry.losses == 60 && entry.rank == 1)
        let member = try #require(entry.team?.members?.first)
        #expect(member.favoriteRace == .zerg)
        #expect(member.playerID == "8904344")
        #expect(member.region == .eu)
        #expect(member.clanTag == "ESC")
        #expect(entry.team?.localizedGameMode == "1v1")

        let placement = try #require(body.placementMatches.first)
        #expect(placement.gamesRemaining == 3)
        #expect(placement.members?.count == 2)
        #expect(placement.members?.first?.favoriteRace == nil)

        #expect(body.allLadderMemberships.map(\.localizedGameMode) == ["1v1 Diamond", "1v1 Platinum"])
        #expect(body.allLadderMemberships[1].rank == 79)
        #expect(body.allLadderMemberships[1].ladderID == "237154")
    }

    @Test("profile-ladder__2_1_2137104_2200.json is empty")
    func emptyLadder() throws {
        let body = try decodeFixture(SC2.PlayerLadder.self, "sc2/profile-ladder__2_1_2137104_2200.json")
        #expect(body.ladderTeams.isEmpty)
        #expect(body.allLadderMemberships.isEmpty)
        #expect(body.ranksAndPools.isEmpty)
        #expect(body.league == nil)
        #expect(body.localizedDivision == nil)
        #expect(body.currentLadderMembership == nil)
    }

    // Teams shaped like the grandmaster leaderboard recording (sc2/grandmaster-leaderboard__1.json); the other
    // keys follow kinkofer/BattleNetAPI Ladder.swift and a Go client's Ladder struct (ranksAndPools with bonusPool).
    @Test("A player ladder with teams, league, division and rank")
    func ladder() throws {
        let body = try decodeInline(SC2.PlayerLadder.self, """
            {"ladderTeams":[
               {"teamMembers":[{"id":"10416691","realm":1,"region":1,"displayName":"NoWCSForU","clanTag":"N0SCAM",
                 "favoriteRace":"protoss"}],"previousRank":0,"points":654,"wins":36,"losses":10,"mmr":6653,
                 "joinTimestamp":1575518372},
               {"teamMembers":[{"id":"4354376","realm":1,"region":1,"displayName":"Taktshang"}],
                 "previousRank":12,"points":817,"wins":36,"losses":13,"joinTimestamp":1575431970}],
             "allLadderMemberships":[{"ladderId":"298982","localizedGameMode":"1v1 Platinum","rank":40}],
             "localizedDivision":"Colossus Uncle","league":"platinum",
             "currentLadderMembership":{"ladderId":"298982","localizedGameMode":"1v1 Platinum"},
             "ranksAndPools":[{"rank":40,"mmr":3350,"bonusPool":12}]}
            """)
        #expect(body.ladderTeams.count == 2)
        let team = body.ladderTeams[0]
        #expect(team.points == 654)
        #expect(team.mmr == 6653)
        #expect(team.joinTimestamp.date == Date(timeIntervalSince1970: 1_575_518_372))
        let member = try #require(team.teamMembers.first)
        #expect(member.displayName == "NoWCSForU")
        #expect(member.clanTag == "N0SCAM")
        #expect(member.favoriteRace == .protoss)
        #expect(member.reference == SC2.ProfileReference(region: .us, realm: 1, profileID: 10416691))
        let second = body.ladderTeams[1]
        #expect(second.mmr == nil)
        #expect(second.previousRank == 12)
        #expect(second.teamMembers.first?.favoriteRace == nil)
        #expect(second.teamMembers.first?.clanTag == nil)

        #expect(body.league == .platinum)
        #expect(body.localizedDivision == "Colossus Uncle")
        #expect(body.currentLadderMembership?.ladderID == "298982")
        #expect(body.currentLadderMembership?.rank == nil)
        #expect(body.allLadderMemberships.first?.rank == 40)
        #expect(body.ranksAndPools.first?.mmr == 3350)
        #expect(body.ranksAndPools.first?.bonusPool == 12)
    }
}
