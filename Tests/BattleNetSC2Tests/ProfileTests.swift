import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetSC2

@Suite("Profile", .timeLimit(.minutes(2)))
struct ProfileTests {
    @Test("profile__2_1_2137104.json")
    func profile() throws {
        let body = try decodeFixture(SC2.Profile.self, "sc2/profile__2_1_2137104.json")

        #expect(body.summary.id == "2137104")
        #expect(body.summary.realm == .first)
        #expect(body.summary.displayName == "katarn")
        #expect(body.summary.clanName == nil)
        #expect(body.summary.clanTag == nil)
        #expect(body.summary.decalZerg?.lastPathComponent == "2-50.jpg")
        #expect(body.summary.totalSwarmLevel == 2)
        #expect(body.summary.totalAchievementPoints == 20)

        let oneVsOne = body.snapshot.seasonSnapshot.oneVsOne
        #expect(oneVsOne.rank == -1)
        #expect(oneVsOne.leagueName == nil)
        #expect(oneVsOne.totalGames == 0)
        #expect(body.snapshot.seasonSnapshot.archon.leagueName == nil)
        #expect(body.snapshot.totalRankedSeasonGamesPlayed == 0)

        #expect(body.career.totalCareerGames == 1)
        #expect(body.career.current1v1LeagueName == nil)
        #expect(body.career.best1v1Finish.leagueName == nil)
        #expect(body.career.bestTeamFinish.timesAchieved == 0)

        #expect(body.swarmLevels.level == 2)
        #expect(body.swarmLevels.terran.level == 2)
        #expect(body.swarmLevels.terran.currentLevelPoints == 47479)
        #expect(body.swarmLevels.zerg.maxLevelPoints == 5000)

        #expect(body.campaign.difficultyCompleted.wingsOfLiberty == nil)
        #expect(body.campaign.difficultyCompleted.legacyOfTheVoid == nil)

        #expect(body.categoryPointProgress.count == 8)
        #expect(body.categoryPointProgress[0].categoryID == "4325379")
        #expect(body.achievementShowcase.isEmpty)

        #expect(body.earnedRewards.count == 125)
        #expect(body.earnedRewards[15].achievementID == "91475320768611")
        #expect(body.earnedRewards[30].category == "Thor")
        #expect(body.earnedRewards[30].rewardID == "3979921667")
        #expect(body.earnedRewards.filter(\.selected).map(\.rewardID) == ["2951153716", "2009110693", "18730036", "2359737029"])

        #expect(body.earnedAchievements.count == 958)
        let first = body.earnedAchievements[0]
        #expect(first.achievementID == "91475320768509")
        #expect(first.isComplete)
        #expect(first.completed == Date(timeIntervalSince1970: 1_368_973_017))
        #expect(first.criteria.map(\.criterionID) == ["91475320767772"])
        // 956 of 958 dates are Blizzard's placeholder -9223372036854776000.
        #expect(body.earnedAchievements[2].completed == nil)
        #expect(body.earnedAchievements.compactMap(\.completed).count == 2)

        let counted = body.earnedAchievements[5].criteria.compactMap(\.earned)
        #expect(counted.count == 1)
        #expect(counted.first?.quantity == 1)
        #expect(counted.first?.startTime.secondsSince1970 == 0)
        let series = try #require(body.earnedAchievements.first { $0.achievementID == "91475320766545" })
        #expect(series.nextProgressEarnedQuantity == 1)
        #expect(series.nextProgressRequiredQuantity == 10)
        #expect(!series.isComplete)
    }

    // A ranked, clan-member profile shaped like other clients' sample bodies (a player profile mock in a
    // starcraft2.com viewer, FuzzyStatic/blizzard's ProfileSummary with clanName/clanTag).
    @Test("A ranked profile with a clan and completed campaigns")
    func rankedProfile() throws {
        let body = try decodeInline(SC2.Profile.self, """
            {"summary":{"id":"11073152","realm":1,"displayName":"TestPlayer","clanName":"Team Liquid","clanTag":"Liquid",
              "portrait":"https://static.starcraft2.com/starport/x/portraits/0-0.jpg",
              "decalTerran":"https://static.starcraft2.com/starport/x/decals/2-0.jpg",
              "decalProtoss":"https://static.starcraft2.com/starport/x/decals/2-25.jpg",
              "decalZerg":"https://static.starcraft2.com/starport/x/decals/2-50.jpg",
              "totalSwarmLevel":150,"totalAchievementPoints":12740},
             "snapshot":{"seasonSnapshot":{
               "1v1":{"rank":1,"leagueName":"GRANDMASTER","totalGames":30,"totalWins":20},
               "2v2":{"rank":-1,"leagueName":null,"totalGames":0,"totalWins":0},
               "3v3":{"rank":-1,"leagueName":null,"totalGames":0,"totalWins":0},
               "4v4":{"rank":-1,"leagueName":null,"totalGames":0,"totalWins":0},
               "Archon":{"rank":3,"leagueName":"MASTER","totalGames":30,"totalWins":30}},
              "totalRankedSeasonGamesPlayed":60},
             "career":{"terranWins":17,"zergWins":38,"protossWins":7,"totalCareerGames":10642,"totalGamesThisSeason":72,
              "current1v1LeagueName":"GRANDMASTER","currentBestTeamLeagueName":"MASTER",
              "best1v1Finish":{"leagueName":"GRANDMASTER","timesAchieved":16},
              "bestTeamFinish":{"leagueName":"GRANDMASTER","timesAchieved":14}},
             "swarmLevels":{"level":150,"terran":{"level":50,"maxLevelPoints":9525000,"currentLevelPoints":-1},
              "zerg":{"level":50,"maxLevelPoints":9525000,"currentLevelPoints":-1},
              "protoss":{"level":50,"maxLevelPoints":9525000,"currentLevelPoints":-1}},
             "campaign":{"difficultyCompleted":{"wings-of-liberty":"EASY","heart-of-the-swarm":"HARD","legacy-of-the-void":"BRUTAL"}},
             "categoryPointProgress":[],"achievementShowcase":["91475320768509","91475035553838"],
             "earnedRewards":[],"earnedAchievements":[]}
            """)
        #expect(body.summary.clanTag == "Liquid")
        #expect(body.summary.clanName == "Team Liquid")
        #expect(body.snapshot.seasonSnapshot.oneVsOne.leagueName == .grandmaster)
        #expect(body.snapshot.seasonSnapshot.archon.leagueName?.leagueID == .master)
        #expect(body.career.best1v1Finish.leagueName == .grandmaster)
        #expect(body.swarmLevels.zerg.currentLevelPoints == -1)
        #expect(body.campaign.difficultyCompleted.legacyOfTheVoid == .brutal)
        #expect(body.campaign.difficultyCompleted.wingsOfLiberty?.rawValue == "EASY")
        #expect(body.achievementShowcase == ["91475320768509", "91475035553838"])
    }

    @Test("Open values: league names and difficulties compare case-insensitively; unknown values decode")
    func openValues() throws {
        let leagues = try decodeInline([SC2.LeagueName].self, #"["DIAMOND","Grandmaster","CHAMPION"]"#)
        #expect(leagues[0] == .diamond)
        #expect(leagues[1] == .grandmaster)
        #expect(leagues[1].leagueID == .grandmaster)
        #expect(leagues[2].rawValue == "CHAMPION")
        #expect(leagues[2].leagueID == nil)
        #expect(Set([SC2.LeagueName.gold, "gold"]).count == 1)

        let difficulties = try decodeInline([SC2.CampaignDifficulty].self, #"["CASUAL","normal","MYTHIC"]"#)
        #expect(difficulties[0] == .casual)
        #expect(difficulties[1] == .normal)
        #expect(difficulties[2].rawValue == "MYTHIC")
        #expect(difficulties[2] != .hard)
    }
}
