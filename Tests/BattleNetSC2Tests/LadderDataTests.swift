import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetSC2

@Suite("Ladder game data", .timeLimit(.minutes(2)))
struct LadderDataTests {
    @Test("EU master ladder 230898")
    func ladder() throws {
        let ladder = try decodeFixture(SC2.LadderData.self, "sc2/ladder-data__230898.json")
        #expect(ladder.league.leagueKey.seasonID == 45)
        #expect(ladder.league.leagueKey.leagueID == .master)
        #expect(ladder.league.key.href.absoluteString == "https://eu.api.blizzard.com/data/sc2/league/45/201/0/5?namespace=prod")
        let teams = try #require(ladder.teams)
        #expect(teams.count == 96)
        let first = teams[0]
        #expect(first.id == "4827608197789384704")
        #expect(first.rating == 5378)
        #expect(first.wins == 77 && first.losses == 70 && first.ties == 0 && first.points == 1557)
        #expect(first.currentRank == 1 && first.highestRank == 90 && first.previousRank == 2)
        #expect(first.longestWinStreak == 5 && first.currentWinStreak == 1)
        #expect(first.joinTimestamp.date == Date(timeIntervalSince1970: 1_601_505_161))
        #expect(first.lastPlayedTimestamp.secondsSince1970 == 1_604_079_724)
        let member = try #require(first.members.first)
        #expect(member.legacyLink.name == "IlllIIIIllll#398")
        let expected = SC2.ProfileReference(region: .eu, realm: 1, profileID: 6_852_859)
        #expect(member.legacyLink.reference(region: .eu) == expected)
        #expect(member.characterLink.battleTag == "digbickdaddy#2501")
        #expect(member.clanLink == nil)
        #expect(member.playedRaceCount?.count == 1)
        #expect(member.playedRaceCount?.first?.race == .zerg)
        #expect(member.playedRaceCount?.first?.race.rawValue == "Zerg")
        #expect(member.playedRaceCount?.first?.count == 147)

        let clan = try #require(teams[1].members[0].clanLink)
        #expect(clan.clanTag == "aW" && clan.clanName == "aNgel's WingS" && clan.id == 1103)
        #expect(clan.iconURL?.hasSuffix(".clfl") == true)
        #expect(teams.compactMap { $0.members.first?.clanLink }.filter { $0.iconURL == nil }.count == 5)
    }

    @Test("team ids above Int64.max keep every digit, sent as strings or numbers")
    func bigTeamIDs() throws {
        let ladder = try decodeFixture(SC2.LadderData.self, "sc2/ladder-data__230898.json")
        let teams = try #require(ladder.teams)
        let big = try #require(teams.first { $0.id == "13837623301809111040" })
        #expect(big.id.intValue == nil)
        #expect(big.id.uint64Value == 13_837_623_301_809_111_040)
        #expect(big.currentRank == 3)
        #expect(teams.compactMap(\.id.uint64Value).max() == 18_301_533_857_951_776_768)

        let numeric = try decodeInline(SC2.LadderData.Team.self, """
        {"id":18446744073709551615,"rating":null,"wins":null,"losses":null,"ties":null,"points":null,
         "longest_win_streak":0,"current_win_streak":0,"current_rank":1,"highest_rank":1,"previous_rank":0,
         "join_time_stamp":1601505161,"last_played_time_stamp":1604079724,"member":[]}
        """)
        #expect(numeric.id == "18446744073709551615")
        #expect(numeric.rating == nil && numeric.wins == nil && numeric.points == nil)
        #expect(numeric.members.isEmpty)
    }

    @Test("a 2016 ladder without locale: localized race objects, no clan icons")
    func localizedRace() throws {
        // Shape from andersroos/rankedftw test/api_data.py API_LADDER_1V1 (sc2-pulse reads race["en_US"] too).
        let ladder = try decodeInline(SC2.LadderData.self, """
        {"_links":{"self":{"href":"https://us.api.battle.net/data/sc2/ladder/188687?namespace=prod"}},
         "league":{"league_key":{"queue_id":1,"team_type":0,"league_id":1,"season_id":29},
           "key":{"href":"https://us.api.battle.net/data/sc2/league/29/1/0/1?namespace=prod"}},
         "team":[{"join_time_stamp":1479018088,"longest_win_streak":3,"id":4193824381002055680,"highest_rank":100,
           "current_win_streak":0,"ties":0,"points":381,"wins":12,"rating":2136,"losses":24,"current_rank":7,
           "last_played_time_stamp":1479436926,"previous_rank":0,
           "member":[{"character_link":{"battle_tag":"partha#1648","id":6205328,
               "key":{"href":"https://us.api.battle.net/data/sc2/character/partha-1648/6205328?namespace=prod"}},
             "clan_link":{"clan_tag":"Partha","id":348512,"clan_name":"boom boom long time"},
             "legacy_link":{"path":"/profile/6205328/1/peimon","realm":1,"name":"peimon#728","id":6205328},
             "played_race_count":[{"count":36,"race":{"en_US":"Protoss"}}]},
             {"character_link":{"battle_tag":"홍길동#3001","id":1,
               "key":{"href":"https://kr.api.blizzard.com/data/sc2/character/홍길동-3001/1?namespace=prod"}},
             "legacy_link":{"path":"/profile/1/1/홍길동","realm":1,"name":"홍길동#101","id":1}}]}]}
        """)
        let team = try #require(ladder.teams?.first)
        #expect(team.members[0].playedRaceCount?.first?.race == .protoss)
        #expect(team.members[0].clanLink?.iconURL == nil)
        #expect(team.members[1].playedRaceCount == nil)
        #expect(team.members[1].characterLink.battleTag == "홍길동#3001")
        #expect(ladder.league.leagueKey.queueID == .wingsOfLiberty1v1)
    }

    @Test("an empty ladder decodes")
    func emptyLadder() throws {
        // sc2-pulse BlizzardLadder: "ladder can be empty".
        let ladder = try decodeInline(SC2.LadderData.self, """
        {"_links":{"self":{"href":"https://eu.api.blizzard.com/data/sc2/ladder/1?namespace=prod"}},
         "league":{"league_key":{"season_id":45,"team_type":0,"league_id":0,"queue_id":201},
           "key":{"href":"https://eu.api.blizzard.com/data/sc2/league/45/201/0/0?namespace=prod"}}}
        """)
        #expect(ladder.teams == nil)
        #expect(ladder.league.leagueKey.leagueID == .bronze)
    }
}
