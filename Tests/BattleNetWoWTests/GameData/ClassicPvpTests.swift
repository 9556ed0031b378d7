import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Classic PvP regions", .timeLimit(.minutes(2)))
struct ClassicPvpTests {
    // No Classic PvP-region body was recorded: each document below follows FuzzyStatic's wowcgd types
    // (PvPRegionIndex, PvPRegionalSeasonIndex, PvPRegionSeason, PvPLeaderboardsIndex, PvPLeaderboards,
    // PvPRewardsIndex), with the leaderboard's tier id 0 that api-facts §13 reports for Anniversary.
    @Test("the region index: links to the regions")
    func regionIndex() throws {
        let index = try decodeInline(WoW.ClassicPvpRegionIndex.self, """
        {"_links": {"self": {"href": "https://us.api.blizzard.com/data/wow/pvp-region/?namespace=dynamic-classic-us"}},
         "pvp_regions": [{"href": "https://us.api.blizzard.com/data/wow/pvp-region/1?namespace=dynamic-classic-us"},
                         {"href": "https://us.api.blizzard.com/data/wow/pvp-region/2?namespace=dynamic-classic-us"}]}
        """)
        #expect(index.pvpRegions?.map(\.pathAndQuery) == [
            "/data/wow/pvp-region/1?namespace=dynamic-classic-us", "/data/wow/pvp-region/2?namespace=dynamic-classic-us",
        ])
        #expect(try decodeInline(WoW.ClassicPvpRegionIndex.self, "{}").pvpRegions == nil)
    }

    @Test("a regional season index and season decode as retail's season documents")
    func regionalSeasons() throws {
        let index = try decodeInline(WoW.PvpSeasonIndex.self, """
        {"seasons": [{"key": {"href": "https://us.api.blizzard.com/data/wow/pvp-region/1/pvp-season/5?namespace=dynamic-classic-us"}, "id": 5},
                     {"key": {"href": "https://us.api.blizzard.com/data/wow/pvp-region/1/pvp-season/6?namespace=dynamic-classic-us"}, "id": 6}],
         "current_season": {"key": {"href": "https://us.api.blizzard.com/data/wow/pvp-region/1/pvp-season/6?namespace=dynamic-classic-us"}, "id": 6}}
        """)
        #expect(index.seasons.map { $0.id ?? 0 } == [5, 6] && index.currentSeason?.id == 6)
        let season = try decodeInline(WoW.PvpSeason.self, """
        {"id": 6, "leaderboards": {"href": "https://us.api.blizzard.com/data/wow/pvp-region/1/pvp-season/6/pvp-leaderboard/?namespace=dynamic-classic-us"},
         "rewards": {"href": "https://us.api.blizzard.com/data/wow/pvp-region/1/pvp-season/6/pvp-reward/?namespace=dynamic-classic-us"},
         "season_start_timestamp": 1700000000000, "season_end_timestamp": 1710000000000}
        """)
        #expect(season.leaderboards?.pathAndQuery.hasPrefix("/data/wow/pvp-region/1/pvp-season/6/pvp-leaderboard/") == true)
        #expect(season.seasonEndTimestamp?.millisecondsSince1970 == 1_710_000_000_000)
    }

    @Test("a regional 5v5 leaderboard with tier 0 decodes as retail's leaderboard")
    func leaderboard() throws {
        let index = try decodeInline(WoW.PvpLeaderboardIndex.self, """
        {"season": {"key": {"href": "https://us.api.blizzard.com/data/wow/pvp-region/1/pvp-season/6?namespace=dynamic-classic-us"}, "id": 6},
         "leaderboards": [{"key": {"href": "https://us.api.blizzard.com/data/wow/pvp-region/1/pvp-season/6/pvp-leaderboard/5v5?namespace=dynamic-classic-us"}, "name": "5v5", "id": 2}]}
        """)
        #expect(index.leaderboards.first?.name == "5v5")
        let board = try decodeInline(WoW.PvpLeaderboard.self, """
        {"season": {"key": {"href": "https://us.api.blizzard.com/data/wow/pvp-region/1/pvp-season/6?namespace=dynamic-classicann-us"}, "id": 6},
         "name": "5v5", "bracket": {"id": 2, "type": "ARENA_5v5"},
         "entries": [{"character": {"name": "Ormis", "id": 7, "realm": {"key": {"href": "https://us.api.blizzard.com/data/wow/realm/6359?namespace=dynamic-classicann-us"}, "id": 6359, "slug": "dreamscythe"}},
          "faction": {"type": "HORDE"}, "rank": 1, "rating": 2400,
          "season_match_statistics": {"played": 50, "won": 40, "lost": 10},
          "tier": {"key": {"href": "https://us.api.blizzard.com/data/wow/pvp-tier/0?namespace=static-classicann-us"}, "id": 0}}]}
        """)
        #expect(board.name == .arena5v5 && board.bracket.type == "ARENA_5v5")
        let entry = try #require(board.entries.first)
        #expect(entry.character.name == "Ormis" && entry.tier.id == 0 && entry.rating == 2400)
    }

    @Test("regional rewards: achievements without links")
    func rewards() throws {
        let rewards = try decodeInline(WoW.ClassicPvpRewardsIndex.self, """
        {"season": {"key": {"href": "https://us.api.blizzard.com/data/wow/pvp-region/1/pvp-season/6?namespace=dynamic-classic-us"}, "id": 6},
         "rewards": [{"bracket": {"id": 1, "type": "ARENA_3v3"}, "achievement": {"name": "Gladiator", "id": 2091}, "rating_cutoff": 2600},
                     {"bracket": {"id": 1, "type": "ARENA_3v3"}, "rating_cutoff": 2200,
                      "achievement": {"key": {"href": "https://us.api.blizzard.com/data/wow/achievement/2092?namespace=static-classic-us"}, "name": {"en_US": "Duelist", "fr_FR": "Duelliste"}, "id": 2092},
                      "faction": {"type": "ALLIANCE", "name": "Alliance"}}]}
        """)
        #expect(rewards.season.id == 6)
        #expect(rewards.rewards.map(\.ratingCutoff) == [2600, 2200])
        #expect(rewards.rewards[0].achievement == WoW.LooseReference<WoW.Achievement>(id: 2091, name: "Gladiator"))
        #expect(rewards.rewards[0].bracket == WoW.PvpBracket(id: 1, type: .arena3v3) && rewards.rewards[0].faction == nil)
        #expect(rewards.rewards[1].achievement.key?.pathAndQuery.hasPrefix("/data/wow/achievement/2092?") == true)
        #expect(rewards.rewards[1].achievement.name?.resolved(for: .frFR) == "Duelliste")
    }

    @Test("the six regional declarations: Classic ids only, paths, models")
    func declarations() throws {
        let expected: [(OperationDescriptor, String, String)] = [
            (WoW.Operations.classicPvpRegionIndex.descriptor, "wowClassicPvpRegionIndex", "/data/wow/pvp-region/index"),
            (WoW.Operations.classicPvpRegionalSeasonIndex.descriptor, "wowClassicPvpRegionalSeasonIndex", "/data/wow/pvp-region/{pvpRegionId}/pvp-season/index"),
            (WoW.Operations.classicPvpRegionalSeason.descriptor, "wowClassicPvpRegionalSeason", "/data/wow/pvp-region/{pvpRegionId}/pvp-season/{pvpSeasonId}"),
            (WoW.Operations.classicPvpLeaderboardIndex.descriptor, "wowClassicPvpLeaderboardIndex", "/data/wow/pvp-region/{pvpRegionId}/pvp-season/{pvpSeasonId}/pvp-leaderboard/index"),
            (WoW.Operations.classicPvpLeaderboard.descriptor, "wowClassicPvpLeaderboard", "/data/wow/pvp-region/{pvpRegionId}/pvp-season/{pvpSeasonId}/pvp-leaderboard/{pvpBracket}"),
            (WoW.Operations.classicPvpRewardsIndex.descriptor, "wowClassicPvpRewardsIndex", "/data/wow/pvp-region/{pvpRegionId}/pvp-season/{pvpSeasonId}/pvp-reward/index"),
        ]
        for (descriptor, id, path) in expected {
            #expect(descriptor.catalogueEntries.map(\.id) == [id])
            #expect(descriptor.game == .wowClassic)
            #expect(descriptor.template.description == path)
            #expect(descriptor.namespace == .dynamic && descriptor.token == .client)
            #expect(descriptor.flavors == FlavorSupport([.classic, .classicEra, .classicAnniversary]))
            #expect(CatalogTests.coverageNote(of: descriptor.id)?.hasPrefix("no recording") == true)
        }
        #expect(WoW.Operations.classicPvpRegionalSeason.descriptor.modelName == "WoW.PvpSeason")
        #expect(WoW.Operations.classicPvpLeaderboard.descriptor.timeout == .seconds(60))
        #expect(try WoW.Endpoints.classicPvpLeaderboard(regionID: 1, season: 6, bracket: .arena5v5).path() == "/data/wow/pvp-region/1/pvp-season/6/pvp-leaderboard/5v5")
    }
}
