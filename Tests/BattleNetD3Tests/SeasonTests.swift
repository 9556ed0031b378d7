import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetD3

@Suite("D3 seasons", .timeLimit(.minutes(2)))
struct SeasonTests {
    @Test func seasonIndex() throws {
        let index = try decodeFixture(D3.SeasonIndex.self, "d3/season-index.json")
        #expect(index.seasons.count == 19)
        #expect(index.seasonIDs == Array(1...19))
        #expect(index.currentSeason == 19)
        #expect(index.serviceCurrentSeason == 19)
        #expect(index.serviceSeasonState == "active")
        // The namespace differs in case within one body: kept verbatim.
        #expect(index.links.selfLink.href.absoluteString == "https://eu.api.blizzard.com/data/d3/season/?namespace=2-6-eu")
        #expect(index.seasons[0].href.absoluteString == "https://eu.api.blizzard.com/data/d3/season/1?namespace=2-6-EU")
        #expect(index.seasons[0].href.host == "eu.api.blizzard.com")
        #expect(index.lastUpdateTime == "Sat, 21 Dec 2019 15:41:00 UTC")
        #expect(index.lastUpdateDate == Date(timeIntervalSince1970: 1576942860))
        #expect(index.generatedBy.hasPrefix("AMS1A-D3-PURPLE"))
    }

    @Test func season() throws {
        let season = try decodeFixture(D3.Season.self, "d3/season__1.json")
        #expect(season.seasonID == 1)
        #expect(season.leaderboards.count == 29)
        let achievements = try #require(season.leaderboards.first)
        #expect(achievements.leaderboardID == "achievement-points")
        #expect(achievements.teamSize == nil)
        #expect(achievements.heroClass == nil)
        let hardcoreDH = try #require(season.leaderboard("rift-hardcore-dh"))
        #expect(hardcoreDH.heroClass == .demonHunter)
        #expect(hardcoreDH.heroClass?.heroClass == .demonHunter)
        #expect(hardcoreDH.teamSize == 1)
        #expect(hardcoreDH.isHardcoreByID)
        #expect(season.leaderboard("rift-hardcore-crusader")?.hardcore == nil)
        #expect(season.leaderboard("rift-team-4")?.teamSize == 4)
        #expect(season.leaderboard("rift-wd")?.heroClass?.heroClass == .witchDoctor)
        #expect(season.leaderboards.filter { $0.leaderboardID.flatMap { Int($0) } != nil }.count == 10)
        #expect(season.leaderboard("74987245615154") != nil)
    }

    @Test func seasonConquestLeaderboard() throws {
        let board = try decodeFixture(D3.Leaderboard.self, "d3/season-leaderboard__1_74987245615154.json")
        #expect(board.key == "74987245615154:1:1")
        #expect(board.title.single == "Death Gets Got")
        #expect(board.season == 1)
        #expect(board.era == nil)
        #expect(board.conquest == true)
        #expect(board.conquestID == 74987245615154)
        #expect(board.conquestIconID == "p1_Conquest_Kill_Malthael_T6")
        #expect(board.conquestName == "Death Gets Got")
        #expect(board.conquestDescription == "Kill Malthael at max level on Torment VI.")
        #expect(board.greaterRift == nil)
        #expect(board.columns.count == 13)
        #expect(board.column(.completedTime)?.type == .dateTime)
        #expect(board.column(.heroBattleTag)?.label == nil)
        #expect(board.column(.heroBattleTag)?.order == nil)
        #expect(board.column(.battleTag)?.label?.single == "BattleTag®")
        #expect(board.rows.count == 1990)
        let first = try #require(board.rows.first)
        #expect(first.order == 1)
        #expect(first.rank == 1)
        #expect(first.battleTag == "Baffled#2498")
        #expect(first.completedTime == 1409356942000)
        #expect(first.completedDate == Date(timeIntervalSince1970: 1409356942))
        #expect(first.riftLevel == nil)
        let player = try #require(first.players.first)
        #expect(player.accountID == 7077171)
        #expect(player.key == "7077171")
        #expect(player.heroClassName == "demon hunter")
        #expect(player.heroClass == .demonHunter)
        #expect(player.heroGender == "f")
        #expect(player.paragonLevel == 22)
        #expect(player.clanName == "Bacon Rocks")
        #expect(player.heroVisualItems?.hasPrefix("0A070D") == true)
        #expect(player.heroID == nil)
        // Tied rows carry no `Rank`.
        #expect(board.rows[1].rank == nil)
        #expect(board.rows.filter { $0.rank == nil }.count == 855)
        #expect(board.rows.last?.battleTag == "Kyniek#1621")
    }
}
