import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetSC2

@Suite("Ladder season", .timeLimit(.minutes(2)))
struct SeasonTests {
    @Test("season 42 (2019 season 4) reads string dates")
    func season() throws {
        let season = try decodeFixture(SC2.Season.self, "sc2/season__1.json")
        #expect(season.seasonID == 42)
        #expect(season.number == 4)
        #expect(season.year == 2019)
        #expect(season.startDate.date == Date(timeIntervalSince1970: 1_574_796_158))
        #expect(season.endDate.secondsSince1970 == 1_579_759_200)
    }

    @Test("numeric dates decode too")
    func numericDates() throws {
        let season = try decodeInline(SC2.Season.self, """
        {"seasonId":43,"number":1,"year":2020,"startDate":1579759200,"endDate":"1584486000"}
        """)
        #expect(season.startDate.secondsSince1970 == 1_579_759_200)
        #expect(season.endDate.secondsSince1970 == 1_584_486_000)
    }
}
