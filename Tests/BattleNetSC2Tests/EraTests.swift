import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetSC2

/// The community API before 2019 — `us.battle.net/api/sc2` (2013, zquestz/starcraft2's cassettes) and
/// Mashery's `us.api.battle.net` (2015, wingyu/rbattlenet's) — sent the legacy models' shapes at the paths
/// the China-only operations keep, with numeric ids, no character regions, a lighter season and older
/// spellings of the match values.
@Suite("SC2 eras: 2013 and 2015 community API bodies", .timeLimit(.minutes(2)))
struct EraTests {
    @Test("2013 profile (DayNine): numeric ids, 90×90 portrait, a season without number and year")
    func profile2013() throws {
        let profile = try decodeFixture(SC2.LegacyProfile.self, "sc2/community-profile__999000_1_DayNine__zquestz-2013.json")
        #expect(profile.id == "999000")
        #expect(profile.id.intValue == 999_000)
        #expect(profile.realm == .first)
        #expect(profile.displayName == "DayNine")
        #expect(profile.clanName == "Team 9" && profile.clanTag == "Nine")
        #expect(profile.profilePath == "/profile/999000/1/DayNine/")
        #expect(profile.reference == nil)  // the 2013 path has no region
        #expect(profile.portrait.width == 90 && profile.portrait.height == 90 && profile.portrait.offset == 34)
        #expect(profile.portrait.url == "http://media.blizzard.com/sc2/portraits/0-90.jpg")
        #expect(profile.career.primaryRace == .random)
        #expect(profile.career.highest1v1Rank == .platinum)
        #expect(profile.career.highestTeamRank?.leagueID == .master)
        #expect(profile.career.careerTotalGames == 266)
        #expect(profile.swarmLevels.level == 19)
        #expect(profile.swarmLevels.protoss.level == 10 && profile.swarmLevels.protoss.currentLevelXP == 83720)
        #expect(profile.campaign.wol == .brutal && profile.campaign.hots == .brutal && profile.campaign.lotv == nil)
        #expect(profile.season.seasonID == 14)
        #expect(profile.season.seasonNumber == nil && profile.season.seasonYear == nil)
        #expect(profile.season.totalGamesThisSeason == 13)
        let stat = try #require(profile.season.stats?.first)
        #expect(profile.season.stats?.count == 1)
        #expect(stat.type == .twoVsTwo && stat.wins == 11 && stat.games == 13)
        #expect(profile.rewards.selected.count == 4 && profile.rewards.earned.count == 94)
        #expect(profile.rewards.selected.first == "18730036")
        #expect(profile.achievements.points.totalPoints == 3420)
        #expect(profile.achievements.points.categoryPoints["4325379"] == 1560)
        #expect(profile.achievements.achievements.count == 284)
        let earned = try #require(profile.achievements.achievements.first)
        #expect(earned.achievementID == "91475035553845")
        #expect(earned.completionDate.date == Date(timeIntervalSince1970: 1_365_790_265))
    }

    @Test("2015 profile of 2137104 (then skt, katarn in 2019): no season stats")
    func profile2015() throws {
        let profile = try decodeFixture(SC2.LegacyProfile.self, "sc2/community-profile__2137104_1_skt__rbattlenet-2015.json")
        #expect(profile.id == "2137104")
        #expect(profile.displayName == "skt")
        #expect(profile.clanName.isEmpty && profile.clanTag.isEmpty)
        #expect(profile.profilePath == "/profile/2137104/1/skt/")
        #expect(profile.reference == nil)
        #expect(profile.portrait.url == "http://media.blizzard.com/sc2/portraits/2-90.jpg")
        #expect(profile.career.primaryRace == .terran)
        #expect(profile.career.highest1v1Rank == .bronze && profile.career.highestTeamRank == .platinum)
        #expect(profile.career.careerTotalGames == 85)
        #expect(profile.swarmLevels.level == 0 && profile.swarmLevels.terran.totalLevelXP == 5000)
        #expect(profile.campaign.wol == nil && profile.campaign.hots == nil && profile.campaign.lotv == nil)
        #expect(profile.season.seasonID == 23 && profile.season.seasonNumber == 3 && profile.season.seasonYear == 2015)
        #expect(profile.season.stats == nil)
        #expect(profile.rewards.selected.count == 6 && profile.rewards.earned.count == 86)
        #expect(profile.achievements.points.totalPoints == 430)
        #expect(profile.achievements.achievements.count == 52)
        #expect(profile.achievements.achievements.first?.achievementID == "91475330083013")
    }

    @Test("the China-only operations decode these bodies into the legacy models")
    func chinaOperations() throws {
        let profile = try SC2.Operations.chinaProfile.erased.decode(
            try fixtureData("sc2/community-profile__999000_1_DayNine__zquestz-2013.json"))
        #expect((profile as? SC2.ChinaProfile)?.legacy?.displayName == "DayNine")
        // The 2019 body of the same path shape (listed for sc2CnProfile too) reads as the current format.
        let current = try SC2.Operations.chinaProfile.erased.decode(try fixtureData("sc2/profile__2_1_2137104.json"))
        #expect((current as? SC2.ChinaProfile)?.current?.summary.displayName == "katarn")
        let ladders = try SC2.Operations.chinaLadders.erased.decode(
            try fixtureData("sc2/community-profile-ladders__999000_1_DayNine__zquestz-2013.json"))
        #expect((ladders as? SC2.LegacyLadders)?.currentSeason.count == 2)
        let matches = try SC2.Operations.chinaMatchHistory.erased.decode(
            try fixtureData("sc2/community-profile-matches__2137104_1_skt__rbattlenet-2015.json"))
        #expect((matches as? SC2.LegacyMatchHistory)?.matches.count == 25)
    }

    @Test("2013 profile ladders (DayNine): two 2v2 teams, numeric ladder ids, characters without a region")
    func ladders2013() throws {
        let ladders = try decodeFixture(SC2.LegacyLadders.self, "sc2/community-profile-ladders__999000_1_DayNine__zquestz-2013.json")
        #expect(ladders.currentSeason.count == 2)
        #expect(ladders.previousSeason.isEmpty && ladders.showcasePlacement.isEmpty)
        let entry = try #require(ladders.currentSeason.first)
        let ladder = try #require(entry.ladder?.first)
        #expect(ladder.ladderName == "Shuttle Tango")
        #expect(ladder.ladderID == "153300")
        #expect(ladder.ladderID?.intValue == 153_300)
        #expect(ladder.division == 34 && ladder.rank == 28)
        #expect(ladder.league == .platinum)
        #expect(ladder.matchMakingQueue == "HOTS_TWOS")
        #expect(ladder.wins == 7 && ladder.losses == 1 && ladder.showcase == true)
        #expect(entry.characters?.map(\.displayName) == ["DayNine", "megumixbear"])
        #expect(entry.characters?.first?.id == "999000")
        #expect(entry.characters?.allSatisfy { $0.region == nil && $0.reference == nil } == true)
        #expect(entry.nonRanked?.isEmpty == true)
        #expect(ladders.currentSeason[1].ladder?.first?.ladderName == "Torrasque Upsilon")
    }

    @Test("2015 profile ladders of 2137104: three empty lists, as in 2019")
    func ladders2015() throws {
        let ladders = try decodeFixture(SC2.LegacyLadders.self, "sc2/community-profile-ladders__2137104_1_skt__rbattlenet-2015.json")
        #expect(ladders.currentSeason.isEmpty && ladders.previousSeason.isEmpty && ladders.showcasePlacement.isEmpty)
    }

    @Test("2013 match history: upper-case values, BAILER and WATCHER")
    func matches2013() throws {
        let history = try decodeFixture(SC2.LegacyMatchHistory.self, "sc2/community-profile-matches__999000_1_DayNine__zquestz-2013.json")
        #expect(history.matches.count == 25)
        let first = try #require(history.matches.first)
        #expect(first.map == "HOTS Unit Tester Online")
        #expect(first.type == .custom)  // "CUSTOM": compared case-insensitively
        #expect(first.decision == .bailer)
        #expect(first.decision != .left)
        #expect(first.speed == .faster)  // "FASTER"
        #expect(first.date == Date(timeIntervalSince1970: 1_376_528_216))
        #expect(history.matches.filter { $0.decision == .watcher }.map(\.map) == ["Korhal Sky Island LE", "Neo Planet S LE"])
        #expect(history.matches.filter { $0.decision == .bailer }.count == 15)
        #expect(history.matches.filter { $0.decision == .win }.count == 3)
        #expect(history.matches.allSatisfy { $0.type == .custom && $0.speed == .faster })
    }

    @Test("2015 match history of 2137104: the 2019 recording's matches, spelled CO_OP and BAILER")
    func matches2015() throws {
        let old = try decodeFixture(SC2.LegacyMatchHistory.self, "sc2/community-profile-matches__2137104_1_skt__rbattlenet-2015.json")
        let new = try decodeFixture(SC2.LegacyMatchHistory.self, "sc2/legacy-profile-matches__1_1_2137104.json")
        #expect(old.matches.count == 25)
        #expect(old.matches.map(\.timestamp) == new.matches.map(\.timestamp))
        #expect(old.matches.map(\.map) == new.matches.map(\.map))
        #expect(old.matches[0].map == "Airstrike" && old.matches[0].decision == .bailer && new.matches[0].decision == .left)
        #expect(old.matches[2].speed == .normal && old.matches[2].speed.rawValue == "NORMAL")
        #expect(old.matches.filter { $0.type == .coopUnderscored }.count == 3)
        #expect(new.matches.filter { $0.type == .coop }.count == 3)
        #expect(old.matches[18].map == "Cloud Kingdom LE" && old.matches[18].type == .coopUnderscored)
    }

    @Test("2013 ladder 148200: numeric ids, points as 2016.0, no regions")
    func ladder2013() throws {
        let ladder = try decodeFixture(SC2.LegacyLadder.self, "sc2/community-ladder__148200__zquestz-2013.json")
        #expect(ladder.ladderMembers.count == 198)
        let first = try #require(ladder.ladderMembers.first)
        #expect(first.character.id == "4135344")
        #expect(first.character.displayName == "CMStormPolt")
        #expect(first.character.region == nil && first.character.reference == nil)
        #expect(first.character.profilePath == "/profile/4135344/1/CMStormPolt/")
        #expect(first.points == 2016)
        #expect(first.wins == 113 && first.losses == 30)
        #expect(first.highestRank == 1 && first.previousRank == 2)
        #expect(first.joinTimestamp.date == Date(timeIntervalSince1970: 1_367_996_719))
        #expect(first.favoriteRaces == [.terran])
        #expect(ladder.ladderMembers.allSatisfy { $0.favoriteRaces.count == 1 })
    }

    @Test("2013 achievements and rewards: the 2015 shape, fewer entries")
    func data2013() throws {
        let data = try decodeFixture(SC2.LegacyAchievements.self, "sc2/community-achievements__zquestz-2013.json")
        #expect(data.achievements.count == 728)
        #expect(data.categories.map(\.title) == [
            "Liberty Campaign", "Swarm Campaign", "Matchmaking", "Custom Games", "Arcade", "Exploration", "Feats of Strength",
        ])
        let first = try #require(data.achievements.first)
        #expect(first.title == "FFA Destroyer")
        #expect(first.achievementID == "91475320766632" && first.categoryID == "4325391")
        #expect(first.points == 10)
        #expect(first.icon.width == 75 && first.icon.offset == 45 && first.icon.y == -375)
        #expect(data.categories[0].categoryID == "4325379" && data.categories[0].children?.count == 8)

        let rewards = try decodeFixture(SC2.LegacyRewards.self, "sc2/community-rewards__zquestz-2013.json")
        #expect(rewards.portraits.count == 173)
        #expect(rewards.terranDecals.count == 61 && rewards.zergDecals.count == 61 && rewards.protossDecals.count == 61)
        #expect(rewards.skins.count == 16 && rewards.animations.count == 12)
        #expect(rewards.portraits[0].title == "Kachinsky" && rewards.portraits[0].id == "2951153716")
        #expect(rewards.portraits[0].icon.width == 90)
        #expect(rewards.portraits[0].unlockingAchievementID == nil)
        #expect(rewards.portraits[4].title == "Murloc Marine" && rewards.portraits[4].unlockingAchievementID == "91475320767197")
        #expect(rewards.skins[0].name == "Thor" && rewards.skins[0].title == "Default")
        #expect(rewards.animations[0].title == "Marauder" && rewards.animations[0].command == "/dance")
    }

    @Test("the 2019 legacy profile's campaign.lotv decodes")
    func legacyOfTheVoidCampaign() throws {
        // campaign as in a 2019 legacy profile saved by lwojcik/sc2-api-service (_sampleData_/legacy/profile).
        let campaign = try decodeInline(SC2.LegacyProfile.Campaign.self, #"{"wol":"CASUAL","hots":"NORMAL","lotv":"NORMAL"}"#)
        #expect(campaign.lotv == .normal && campaign.hots == .normal && campaign.wol == .casual)
    }
}
