import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetD3

@Suite("D3 eras", .timeLimit(.minutes(2)))
struct EraTests {
    @Test func eraIndex() throws {
        let index = try decodeFixture(D3.EraIndex.self, "d3/era-index.json")
        #expect(index.eras.count == 12)
        #expect(index.eraIDs == Array(1...12))
        #expect(index.currentEra == 12)
        #expect(index.links.selfLink.href.absoluteString.hasSuffix("/data/d3/era/?namespace=2-6-eu"))
        #expect(index.eras.last?.lastPathComponent == "12")
        #expect(index.lastUpdateDate == Date(timeIntervalSince1970: 1576942860))
    }

    @Test func era() throws {
        let era = try decodeFixture(D3.Era.self, "d3/era__1.json")
        #expect(era.eraID == 1)
        #expect(era.eraStartDate == 1409011200)
        #expect(era.startDate == Date(timeIntervalSince1970: 1409011200))
        #expect(era.leaderboards.count == 18)
        #expect(era.leaderboard("achievement-points") == nil)
        #expect(era.leaderboard("rift-barbarian")?.hardcore == true)
        #expect(era.leaderboard("rift-barbarian")?.isHardcoreByID == false)
        #expect(era.leaderboard("rift-hardcore-team-3")?.teamSize == 3)
        #expect(era.leaderboard("rift-wizard")?.heroClass == .wizard)
    }

    @Test func eraRiftLeaderboard() throws {
        let board = try decodeFixture(D3.Leaderboard.self, "d3/era-leaderboard__1_rift-wd.json")
        #expect(board.key == "6:3")
        #expect(board.title.description == "Witch Doctor Greater Rift")
        #expect(board.era == 1)
        #expect(board.season == nil)
        #expect(board.greaterRift == true)
        #expect(board.greaterRiftSoloClass == .witchDoctor)
        #expect(board.conquest == nil)
        #expect(board.lastUpdateDate == Date(timeIntervalSince1970: 1576867633))
        #expect(board.columns.count == 15)
        #expect(board.column(.riftTime)?.type == .spanMilliseconds)
        #expect(board.column(.riftLevel)?.label?.single == "Tier")
        #expect(board.rows.count == 1963)
        let first = try #require(board.rows.first)
        #expect(first.rank == 1)
        #expect(first.riftLevel == 49)
        #expect(first.riftTime == 829033)
        #expect(first.riftDuration == 829.033)
        #expect(first.completedTime == 1422545252000)
        #expect(first.battleTag == "Wolo#2434")
        let player = try #require(first.players.first)
        #expect(player.battleTag == "Wolo#2434")
        #expect(player.heroClass == .witchDoctor)
        #expect(player.heroGender == "m")
        #expect(player.heroLevel == 70)
        #expect(player.paragonLevel == 1015)
        #expect(player.clanTag == "Tigres")
        #expect(player.heroID == 42527447)
        #expect(player.gameAccount == 4639165)
        let last = try #require(board.rows.last)
        #expect(last.rank == 1963)
        #expect(last.players.first?.clanName == "l'alba di un impero")
        #expect(board.rows.allSatisfy { $0.players.count == 1 })
    }
}
