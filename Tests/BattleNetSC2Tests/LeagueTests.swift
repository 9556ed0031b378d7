import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetSC2

@Suite("League game data", .timeLimit(.minutes(2)))
struct LeagueTests {
    @Test("season 36 grandmaster: one tier, one division")
    func season36() throws {
        let league = try decodeFixture(SC2.League.self, "sc2/league__36_201_0_6.json")
        #expect(league.key.leagueID == .grandmaster)
        #expect(league.key.seasonID == 36)
        #expect(league.key.queueID == .legacyOfTheVoid1v1)
        #expect(league.key.teamType == .arranged)
        #expect(league.tiers.count == 1)
        #expect(league.tiers[0].minRating == nil)
        #expect(league.tiers[0].divisions?.first?.memberCount == 187)
        #expect(league.ladderIDs == [204_698])
        #expect(league.links.selfLink.href.host == "eu.api.blizzard.com")
    }

    @Test("season 37 grandmaster")
    func season37() throws {
        let league = try decodeFixture(SC2.League.self, "sc2/league__37_201_0_6.json")
        #expect(league.key.seasonID == 37)
        #expect(league.ladderIDs == [207_508])
        #expect(league.tiers[0].divisions?.first?.memberCount == 186)
        #expect(league.links.selfLink.href.absoluteString == "https://eu.api.blizzard.com/data/sc2/league/37/201/0/6?namespace=prod")
    }

    @Test("season 45 master: three tiers with ratings")
    func season45Master() throws {
        let league = try decodeFixture(SC2.League.self, "sc2/league__45_201_0_5.json")
        #expect(league.key.leagueID == .master)
        #expect(league.tiers.map(\.id) == [0, 1, 2])
        #expect(league.tiers[0].minRating == 4823 && league.tiers[0].maxRating == 5054)
        #expect(league.tiers.map { $0.divisions?.count ?? 0 } == [18, 10, 18])
        #expect(league.ladderIDs.count == 46)
        #expect(league.ladderIDs.first == 230_898)
        let division = try #require(league.tiers[0].divisions?.first)
        #expect(division.id == 3 && division.ladderID == 230_898 && division.memberCount == 100)
    }

    @Test("a tier without divisions and unknown ids decode")
    func emptyTier() throws {
        // sc2-pulse BlizzardLeagueTier: divisions can be empty.
        let league = try decodeInline(SC2.League.self, """
        {"_links":{"self":{"href":"https://kr.api.blizzard.com/data/sc2/league/60/206/1/7?namespace=prod"}},
         "key":{"league_id":7,"season_id":60,"queue_id":206,"team_type":1},"tier":[{"id":0}]}
        """)
        #expect(league.tiers[0].divisions == nil)
        #expect(league.ladderIDs.isEmpty)
        #expect(league.key.leagueID.name == nil)
        #expect(league.key.queueID == .legacyOfTheVoidArchon)
        #expect(league.key.teamType == .random)
    }
}
