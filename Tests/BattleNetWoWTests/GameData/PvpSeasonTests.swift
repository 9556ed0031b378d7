import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: PvP Season", .timeLimit(.minutes(2)))
struct PvpSeasonTests {
    @Test("EU season index (2019): seasons 22 to 28, 28 current")
    func euSeasonIndex() throws {
        let index = try decodeFixture(WoW.PvpSeasonIndex.self, "wow/pvp-season-index.json")
        #expect(index.seasons.map { $0.id ?? 0 } == [22, 23, 24, 25, 26, 27, 28])
        #expect(index.currentSeason?.id == 28)
        #expect(index.currentSeason?.key.pathAndQuery == "/data/wow/pvp-season/28?namespace=dynamic-eu")
    }

    @Test("US season index (2020): seasons 22 to 29, 29 current")
    func usSeasonIndex() throws {
        let index = try decodeFixture(WoW.PvpSeasonIndex.self, "wow/pvp-season-index__argentpony.json")
        #expect(index.seasons.count == 8)
        #expect(index.seasons.last?.id == 29)
        #expect(index.currentSeason?.id == 29)
    }

    @Test("EU season 27: dates and links to leaderboards and rewards")
    func euSeason27() throws {
        let season = try decodeFixture(WoW.PvpSeason.self, "wow/pvp-season__27.json")
        #expect(season.id == 27)
        #expect(season.seasonStartTimestamp.millisecondsSince1970 == 1_548_226_800_000)
        #expect(season.seasonEndTimestamp?.millisecondsSince1970 == 1_561_510_800_000)
        #expect(season.leaderboards?.pathAndQuery == "/data/wow/pvp-season/27/pvp-leaderboard/?namespace=dynamic-eu")
        #expect(season.rewards?.pathAndQuery == "/data/wow/pvp-season/27/pvp-reward/?namespace=dynamic-eu")
        #expect(season.seasonName == nil && season.pvpRegions == nil)
    }

    @Test("US season 27: the US dates")
    func usSeason27() throws {
        let season = try decodeFixture(WoW.PvpSeason.self, "wow/pvp-season__27__argentpony.json")
        #expect(season.id == 27)
        #expect(season.seasonStartTimestamp.millisecondsSince1970 == 1_548_169_200_000)
        #expect(season.seasonEndTimestamp?.millisecondsSince1970 == 1_561_471_200_000)
        #expect(season.leaderboards?.href.host == "us.api.blizzard.com")
    }

    @Test("season 27 leaderboard index: 2v2, 3v3 and rated battlegrounds")
    func leaderboardIndex() throws {
        let index = try decodeFixture(WoW.PvpLeaderboardIndex.self, "wow/pvp-season-pvp-leaderboard-index__27.json")
        #expect(index.season.id == 27)
        #expect(index.leaderboards.map { $0.name?.description ?? "" } == ["2v2", "3v3", "rbg"])
        #expect(index.leaderboards.map { $0.id ?? -1 } == [0, 1, 3])
        #expect(index.leaderboards.last?.key.pathAndQuery == "/data/wow/pvp-season/27/pvp-leaderboard/rbg?namespace=dynamic-us")
    }

    @Test("EU season 27 2v2 leaderboard: 5,001 entries")
    func leaderboard2v2() throws {
        let board = try decodeFixture(WoW.PvpLeaderboard.self, "wow/pvp-leaderboard__27_2v2.json")
        #expect(board.name == .arena2v2)
        #expect(board.bracket == WoW.PvpBracket(id: 0, type: .arena2v2))
        #expect(board.season.id == 27)
        #expect(board.entries.count == 5001)
        let first = try #require(board.entries.first)
        #expect(first.rank == 1 && first.rating == 3002)
        #expect(first.character.name == "Nâzrins")
        #expect(first.character.id == 101_053_497)
        #expect(first.character.realm.slug == "darksorrow" && first.character.realm.id == 631)
        #expect(first.faction.type == .alliance)
        #expect(first.seasonMatchStatistics == WoW.PvpMatchStatistics(played: 229, won: 186, lost: 43))
        #expect(first.tier.id == 6)
        let last = try #require(board.entries.last)
        #expect(last.character.name == "Картафилиус")
        #expect(last.rank == 4971 && last.rating == 2217 && last.tier.id == 5)
        #expect(last.character.realm.slug.rawValue == "soulflayer")
    }

    @Test("US season 27 3v3 leaderboard (2020): two entries")
    func leaderboard3v3() throws {
        let board = try decodeFixture(WoW.PvpLeaderboard.self, "wow/pvp-leaderboard__27_3v3.json")
        #expect(board.name == .arena3v3)
        #expect(board.bracket.id == 1 && board.bracket.type == .arena3v3)
        #expect(board.entries.count == 2)
        let first = try #require(board.entries.first)
        #expect(first.character.name == "Chunlî" && first.character.realm.slug == "tichondrius")
        #expect(first.rating == 3242)
        #expect(first.seasonMatchStatistics.played == 1554 && first.seasonMatchStatistics.won == 1109)
        #expect(first.tier.id == 14)
        #expect(board.entries.last?.faction.type == .horde)
        #expect(board.entries.last?.rank == 4987)
    }

    @Test("EU season 27 rewards: titles for battlegrounds and 3v3, by faction")
    func euRewards() throws {
        let index = try decodeFixture(WoW.PvpRewardsIndex.self, "wow/pvp-season-pvp-reward-index__27.json")
        #expect(index.season.id == 27)
        #expect(index.rewards.count == 4)
        let first = try #require(index.rewards.first)
        #expect(first.bracket == WoW.PvpBracket(id: 3, type: .battlegrounds))
        #expect(first.achievement.name == "Hero of the Horde: Sinister" && first.achievement.id == 13211)
        #expect(first.ratingCutoff == 2538)
        #expect(first.faction?.type == .horde && first.faction?.name == "Horde")
        #expect(first.specialization == nil)
        #expect(index.rewards.map(\.ratingCutoff) == [2538, 2445, 2945, 3020])
        #expect(index.rewards.last?.achievement.name == "Sinister Gladiator: Battle for Azeroth Season 2")
        #expect(index.rewards.last?.bracket.type == .arena3v3)
    }

    @Test("US season 27 rewards: the US cutoffs")
    func usRewards() throws {
        let index = try decodeFixture(WoW.PvpRewardsIndex.self, "wow/pvp-season-pvp-reward-index__27__argentpony.json")
        #expect(index.rewards.map(\.ratingCutoff) == [2397, 2322, 2952, 3002])
        #expect(index.rewards.map { $0.faction?.type } == [.horde, .alliance, .horde, .alliance])
    }

    @Test("a Classic season as FuzzyStatic describes it, fetched without a locale")
    func classicLocaleLess() throws {
        let index = try decodeInline(WoW.PvpSeasonIndex.self, """
        {"seasons":[{"key":{"href":"https://us.api.blizzard.com/data/wow/pvp-season/1?namespace=dynamic-classic-us"},"id":1}]}
        """)
        #expect(index.currentSeason == nil)
        #expect(index.seasons.first?.id == 1)
        let season = try decodeInline(WoW.PvpSeason.self, """
        {"id":5,"season_start_timestamp":1700000000000,"season_name":{"en_US":"Season 5","de_DE":"Saison 5"},
         "pvp_regions":[{"href":"https://us.api.blizzard.com/data/wow/pvp-region/1/pvp-season/5?namespace=dynamic-classic-us"}]}
        """)
        #expect(season.leaderboards == nil && season.rewards == nil && season.seasonEndTimestamp == nil)
        #expect(season.seasonName?.resolved(for: .deDE) == "Saison 5")
        #expect(season.pvpRegions?.first?.pathAndQuery.hasPrefix("/data/wow/pvp-region/1/pvp-season/5") == true)
        let rewards = try decodeInline(WoW.PvpRewardsIndex.self, """
        {"season":{"key":{"href":"https://us.api.blizzard.com/data/wow/pvp-season/37?namespace=dynamic-us"},"id":37},
         "rewards":[{"bracket":{"id":7,"type":"SHUFFLE"},"rating_cutoff":2700,
          "achievement":{"key":{"href":"https://us.api.blizzard.com/data/wow/achievement/19490?namespace=static-us"},"name":{"en_US":"Legend: Dragonflight Season 4","de_DE":"Legende: Dragonflight Saison 4"},"id":19490},
          "specialization":{"key":{"href":"https://us.api.blizzard.com/data/wow/playable-specialization/62?namespace=static-us"},"name":{"en_US":"Arcane"},"id":62}}]}
        """)
        let reward = try #require(rewards.rewards.first)
        #expect(reward.bracket.type == .shuffle)
        #expect(reward.faction == nil)
        #expect(reward.achievement.name?.resolved(for: .deDE) == "Legende: Dragonflight Saison 4")
        #expect(reward.specialization?.id == 62)
    }

    @Test("references are typed: seasons, tiers, realms, achievements, leaderboards")
    func referencesAreTyped() throws {
        let board = try decodeFixture(WoW.PvpLeaderboard.self, "wow/pvp-leaderboard__27_3v3.json")
        let season: BattleNetReference<WoW.PvpSeason> = board.season
        let entry = try #require(board.entries.first)
        let tier: BattleNetReference<WoW.PvpTier> = entry.tier
        let realm: BattleNetLink<WoW.Realm>? = entry.character.realm.key
        #expect(season.key.pathAndQuery.hasPrefix("/data/wow/pvp-season/27?"))
        #expect(tier.key.pathAndQuery.hasPrefix("/data/wow/pvp-tier/14?"))
        #expect(realm?.pathAndQuery == "/data/wow/realm/11?namespace=dynamic-us")
        let rewards = try decodeFixture(WoW.PvpRewardsIndex.self, "wow/pvp-season-pvp-reward-index__27.json")
        let achievement: BattleNetReference<WoW.Achievement>? = rewards.rewards.first?.achievement
        #expect(achievement?.key.pathAndQuery.hasPrefix("/data/wow/achievement/13211?") == true)
        let season27 = try decodeFixture(WoW.PvpSeason.self, "wow/pvp-season__27.json")
        let boards: BattleNetLink<WoW.PvpLeaderboardIndex>? = season27.leaderboards
        #expect(boards?.lastPathComponent == "pvp-leaderboard")
        #expect(try WoW.Endpoints.pvpLeaderboard(season: 27, bracket: .arena3v3).path() == "/data/wow/pvp-season/27/pvp-leaderboard/3v3")
        #expect(try WoW.Endpoints.pvpLeaderboard(season: 33, bracket: "shuffle-mage-frost").path() == "/data/wow/pvp-season/33/pvp-leaderboard/shuffle-mage-frost")
    }

    @Test("US season index (2025): seasons 22 to 40, 40 current")
    func usIndex2025() throws {
        let index = try decodeFixture(WoW.PvpSeasonIndex.self, "wow/pvp-season-index__damia-2025.json")
        #expect(index.seasons.map { $0.id ?? 0 } == Array(22...40))
        #expect(index.currentSeason?.id == 40)
        #expect(index.currentSeason?.key.pathAndQuery == "/data/wow/pvp-season/40?namespace=dynamic-us")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/pvp-season/?namespace=dynamic-us")
    }

    @Test("EU season 28 (2019): running, a start but no end")
    func euSeason28() throws {
        let season = try decodeFixture(WoW.PvpSeason.self, "wow/pvp-season__28__rbattlenet-2019.json")
        #expect(season.id == 28)
        #expect(season.seasonStartTimestamp.millisecondsSince1970 == 1_562_742_000_000)
        #expect(season.seasonEndTimestamp == nil)
        #expect(season.leaderboards?.pathAndQuery == "/data/wow/pvp-season/28/pvp-leaderboard/?namespace=dynamic-eu")
        #expect(season.rewards?.pathAndQuery == "/data/wow/pvp-season/28/pvp-reward/?namespace=dynamic-eu")
        #expect(season.seasonName == nil && season.pvpRegions == nil)
    }

    @Test("EU season 28 rewards (2019): the Notorious titles, by faction")
    func euRewards28() throws {
        let index = try decodeFixture(WoW.PvpRewardsIndex.self, "wow/pvp-season-pvp-reward-index__28__rbattlenet-2019.json")
        #expect(index.season.id == 28)
        #expect(index.rewards.count == 4)
        let first = try #require(index.rewards.first)
        #expect(first.bracket == WoW.PvpBracket(id: 3, type: .battlegrounds))
        #expect(first.achievement.name == "Hero of the Horde: Notorious" && first.achievement.id == 13644)
        #expect(first.faction?.type == .horde)
        #expect(first.specialization == nil)
        #expect(index.rewards.map(\.ratingCutoff) == [2499, 2377, 2809, 2870])
        #expect(index.rewards.compactMap(\.faction?.type) == [.horde, .alliance, .horde, .alliance])
        #expect(index.rewards.last?.bracket == WoW.PvpBracket(id: 1, type: .arena3v3))
        #expect(index.rewards.last?.achievement.name == "Notorious Gladiator: Battle for Azeroth Season 3")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/pvp-season/28/pvp-reward/?namespace=dynamic-eu")
    }
}
