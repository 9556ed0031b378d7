import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetD3

@Suite("D3 leaderboard shapes", .timeLimit(.minutes(2)))
struct LeaderboardTests {
    @Test func datumValuesOfEveryKind() throws {
        let data = try decodeInline([D3.LeaderboardDatum].self, """
            [{"id":"Rank","number":3},{"id":"CompletedTime","timestamp":1409356942000},
             {"id":"BattleTag","string":"A#1"},{"id":"Mystery"}]
            """)
        #expect(data[0].value == .number(3))
        #expect(data[1].value == .timestamp(1409356942000))
        #expect(data[1].date == Date(timeIntervalSince1970: 1409356942))
        #expect(data[2].value == .string("A#1"))
        #expect(data[3].value == .none)
        #expect(data[3].id.rawValue == "Mystery")
    }

    @Test func teamRowAndAchievementPoints() throws {
        let row = try decodeInline(D3.LeaderboardRow.self, """
            {"order":1,"data":[{"id":"Rank","number":1},{"id":"AchievementPoints","number":8140}],
             "player":[{"key":"1","accountId":1,"data":[{"id":"HeroClass","string":"crusader"}]},
                       {"key":"2","accountId":2,"data":[{"id":"HeroClass","string":"witch doctor"}]}]}
            """)
        #expect(row.achievementPoints == 8140)
        #expect(row.players.map(\.heroClass) == [.crusader, .witchDoctor])
    }

    @Test func localizedTextBothShapes() throws {
        let plain = try decodeInline(LocalizedString.self, #""Tier""#)
        #expect(plain.single == "Tier")
        #expect(plain.description == "Tier")
        let all = try decodeInline(LocalizedString.self, #"{"en_US":"Tier","de_DE":"Stufe","fr_FR":null}"#)
        #expect(all.single == nil)
        #expect(all.resolved(for: .deDE) == "Stufe")
        #expect(all.translations.count == 2)
        #expect(all.description == "Tier")
        let board = try decodeInline(D3.Leaderboard.self, """
            {"_links":{"self":{"href":"https://us.api.blizzard.com/data/d3/era/1/leaderboard/rift-team-2?namespace=2-6-US"}},
             "key":"k","title":{"en_US":"2 Player Greater Rift","de_DE":"Großes Nephalemportal"},
             "last_update_time":"Fri, 20 Dec 2019 18:47:13 UTC","generated_by":"g","era":1,"greater_rift":true,
             "greater_rift_team_size":2,
             "column":[{"id":"Rank","hidden":false,"order":0,"label":{"en_US":"Rank"},"type":"NUMBER"}],"row":[]}
            """)
        #expect(board.title.resolved(for: .enUS) == "2 Player Greater Rift")
        #expect(board.columns.first?.label?.resolved(for: .enUS) == "Rank")
        #expect(board.rows.isEmpty)
        #expect(board.greaterRiftSoloClass == nil)
        #expect(board.greaterRiftTeamSize == 2)
    }

    @Test func linkLastPathComponent() throws {
        let link = BattleNetLink<D3.Leaderboard>(href: try #require(URL(string: "https://eu.api.blizzard.com/data/d3/season/1/leaderboard/rift-team-2?namespace=2-6-EU")))
        #expect(link.lastPathComponent == "rift-team-2")
        #expect(BattleNetLink<D3.Era>(href: try #require(URL(string: "https://x/data/d3/era/3"))).lastPathComponent == "3")
    }



}
