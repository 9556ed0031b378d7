import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetSC2

@Suite("Legacy profile, ladders and match history", .timeLimit(.minutes(2)))
struct LegacyProfileTests {
    @Test("EU profile katarn")
    func profile() throws {
        let profile = try decodeFixture(SC2.LegacyProfile.self, "sc2/legacy-profile__2_1_2137104.json")
        #expect(profile.displayName == "katarn")
        #expect(profile.id == "2137104")
        #expect(profile.realm == .first)
        #expect(profile.clanTag.isEmpty)
        #expect(profile.reference == SC2.ProfileReference(region: .eu, realm: 1, profileID: 2_137_104))
        #expect(profile.portrait.width == 152)
        #expect(profile.portrait.url.hasSuffix("portraits/0-152-grid.jpg"))
        #expect(profile.career.primaryRace == .terran)
        #expect(profile.career.careerTotalGames == 1)
        #expect(profile.career.highest1v1Rank == nil)
        #expect(profile.swarmLevels.level == 2)
        #expect(profile.swarmLevels.terran.currentLevelXP == 47479)
        #expect(profile.campaign.wol == nil && profile.campaign.hots == nil && profile.campaign.lotv == nil)
        #expect(profile.season.seasonID == 42)
        #expect(profile.season.stats?.map(\.type) == [.oneVsOne, .twoVsTwo, .threeVsThree, .fourVsFour, .archon])
        #expect(profile.season.seasonNumber == 4 && profile.season.seasonYear == 2019)
        #expect(profile.rewards.selected.count == 4)
        #expect(profile.rewards.earned.count == 125)
        #expect(profile.rewards.earned.first == "15768155")
        #expect(profile.achievements.points.totalPoints == 20)
        #expect(profile.achievements.points.categoryPoints["4325377"] == 20)
        #expect(profile.achievements.points.categoryPoints.count == 8)
        let earned = try #require(profile.achievements.achievements.first)
        #expect(earned.achievementID == "91475320768509")
        #expect(earned.completionDate.date == Date(timeIntervalSince1970: 1_368_973_017))
    }

    @Test("ranked career, completed campaigns and a placeholder achievement date")
    func rankedCareer() throws {
        // Field values as in other clients' examples (career "DIAMOND"/"GOLD", campaign "BRUTAL").
        let json = try Self.fixtureText("sc2/legacy-profile__2_1_2137104.json")
            .replacingOccurrences(of: #""highest1v1Rank":null,"highestTeamRank":null"#,
                                  with: #""highest1v1Rank":"DIAMOND","highestTeamRank":"GOLD""#)
            .replacingOccurrences(of: #""campaign":{}"#, with: #""campaign":{"wol":"BRUTAL","hots":"Nightmare"}"#)
            .replacingOccurrences(of: "1368971723", with: "-9223372036854776000")
        let profile = try decodeInline(SC2.LegacyProfile.self, json)
        #expect(profile.career.highest1v1Rank == .diamond)
        #expect(profile.career.highest1v1Rank?.leagueID == .diamond)
        #expect(profile.career.highestTeamRank?.leagueID == .gold)
        #expect(profile.campaign.wol == .brutal)
        #expect(profile.campaign.hots?.rawValue == "Nightmare")
        #expect(profile.achievements.achievements[1].completionDate.date == nil)
    }

    /// The text of `Fixtures/<path>`, for tests that edit a recording before decoding it.
    private static func fixtureText(_ path: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(path)
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test("EU ladders of katarn are empty")
    func emptyLadders() throws {
        let ladders = try decodeFixture(SC2.LegacyLadders.self, "sc2/legacy-profile-ladders__2_1_2137104.json")
        #expect(ladders.currentSeason.isEmpty)
        #expect(ladders.previousSeason.isEmpty)
        #expect(ladders.showcasePlacement.isEmpty)
    }

    @Test("non-empty ladders decode")
    func ladders() throws {
        // Shape from FuzzyStatic/blizzard sc2c/legacy.go LegacyProfileLadders (ladderId as a string there).
        let ladders = try decodeInline(SC2.LegacyLadders.self, """
        {"currentSeason":[{"ladder":[{"ladderName":"Zeratul Kappa","ladderId":"207508","division":12,"rank":3,
            "league":"GRANDMASTER","matchMakingQueue":"LOTV_SOLO","wins":120,"losses":40,"showcase":true}],
          "characters":[{"id":"2137104","realm":1,"region":2,"displayName":"katarn","clanName":"","clanTag":"",
            "profilePath":"/profile/2/1/2137104"}],"nonRanked":[]}],
         "previousSeason":[{"ladder":[{"ladderName":"Old","ladderId":204698,"league":"MASTER",
            "matchMakingQueue":"LOTV_TWOS"}],"characters":[],"nonRanked":[{"mmq":"LOTV_FOURS","gamesPlayed":3}]}],
         "showcasePlacement":[{"characters":[],"ladder":[]}]}
        """)
        let entry = try #require(ladders.currentSeason.first)
        let ladder = try #require(entry.ladder?.first)
        #expect(ladder.ladderID == "207508")
        #expect(ladder.ladderID?.intValue == 207_508)
        #expect(ladder.league == .grandmaster)
        #expect(ladder.league?.leagueID == .grandmaster)
        #expect(ladder.matchMakingQueue == .lotvSolo)
        #expect(ladder.showcase == true)
        #expect(entry.characters?.first?.reference == SC2.ProfileReference(region: .eu, realm: 1, profileID: 2_137_104))
        let previous = try #require(ladders.previousSeason.first)
        #expect(previous.ladder?.first?.ladderID == "204698")
        #expect(previous.ladder?.first?.rank == nil)
        #expect(previous.nonRanked?.first?.mmq == .lotvFours)
        #expect(ladders.showcasePlacement.first?.nonRanked == nil)
    }

    @Test("US match history: 25 custom games")
    func usMatches() throws {
        let history = try decodeFixture(SC2.LegacyMatchHistory.self, "sc2/legacy-profile-matches__1_1_2137104.json")
        #expect(history.matches.count == 25)
        let first = try #require(history.matches.first)
        #expect(first.map == "Airstrike")
        #expect(first.type == .custom)
        #expect(first.decision == .left)
        #expect(first.speed == .faster)
        #expect(first.date == Date(timeIntervalSince1970: 1_425_172_458))
        #expect(history.matches[2].speed == .normal)
        #expect(history.matches[2].map == "SC Universe RPG: Chronicles of Fate")
    }

    @Test("EU match history: co-op and 3v3")
    func euMatches() throws {
        let history = try decodeFixture(SC2.LegacyMatchHistory.self, "sc2/legacy-profile-matches__2_1_2137104.json")
        #expect(history.matches.count == 4)
        #expect(history.matches.map(\.type) == [.coop, .coop, .threeVsThree, .coop])
        #expect(history.matches.map(\.decision) == [.win, .loss, .loss, .loss])
        #expect(history.matches[0].map == "Bel'Shir Vestige LE")
        #expect(history.matches[0].timestamp.secondsSince1970 == 1_368_973_017)
    }

    @Test("open values: unknown values decode, known ones equal their constants")
    func openValues() throws {
        let match = try decodeInline(SC2.LegacyMatch.self, """
        {"map":"Some Map","type":"FFA","decision":"Observer","speed":"Slower","date":1305854720}
        """)
        #expect(match.type == SC2.LegacyMatchType(rawValue: "FFA"))
        #expect(match.decision == .observer)
        #expect(match.speed == .slower)
        #expect(try decodeInline([SC2.LeagueName].self, #"["MASTER","LEGEND"]"#) == [.master, "LEGEND"])
        #expect(SC2.LeagueName(rawValue: "LEGEND").leagueID == nil)
        #expect(try decodeInline([SC2.MatchmakingQueue].self, #"["LOTV_THREES","HOTS_SOLO"]"#)
            == [.lotvThrees, "HOTS_SOLO"])
        #expect(try decodeInline([SC2.MatchDecision].self, #"["Tie","Disagree","Bailer"]"#)
            == [.tie, .disagree, "Bailer"])
        #expect(try decodeInline([SC2.GameSpeed].self, #"["Fast","Slow","Ludicrous"]"#) == [.fast, .slow, "Ludicrous"])
        #expect(try decodeInline([SC2.CampaignDifficulty].self, #"["CASUAL","NORMAL","HARD"]"#)
            == [.casual, .normal, .hard])
    }
}
