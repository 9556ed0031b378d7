import Foundation

extension SC2.Operations {
    /// **Profile**: a player's summary, season snapshot, career, swarm levels, campaign, achievements and rewards.
    /// - Remark: HTTP GET /sc2/profile/{regionId}/{realmId}/{profileId}
    public static let profile = APIOperation<SC2.Profile, SC2.ProfileReference>("sc2Profile", game: .sc2, "/sc2/profile/{regionId}/{realmId}/{profileId}")
}


extension SC2 {
    /// A StarCraft II profile: summary, season snapshot, career, swarm levels, campaign progress, and the
    /// achievements and rewards earned (`GET /sc2/profile/{regionId}/{realmId}/{profileId}`).
    ///
    /// Achievements, criteria, categories and rewards appear by id; their definitions are in
    /// ``SC2/StaticProfile``.
    public struct Profile: Codable, Sendable, Hashable {
        public let summary: Summary
        /// This season's standing in each mode.
        public let snapshot: Snapshot
        public let career: Career
        public let swarmLevels: SwarmLevels
        public let campaign: Campaign
        /// Achievement points earned in each top-level achievement category.
        public let categoryPointProgress: [CategoryPoints]
        /// The achievements the player chose to show off (empty in the recording; an array of id strings
        /// in FuzzyStatic/blizzard, kinkofer/BattleNetAPI and other clients).
        public let achievementShowcase: [Identifier]
        public let earnedRewards: [EarnedReward]
        /// Every achievement with any progress, including incomplete ones (see ``EarnedAchievement/isComplete``).
        public let earnedAchievements: [EarnedAchievement]

        /// Who the profile is.
        public struct Summary: Codable, Sendable, Hashable {
            /// The profile id, sent as a string (`"2137104"`).
            public let id: Identifier
            public let realm: RealmID
            public let displayName: String
            /// The clan's name; `nil` (key absent) when the player is in no clan.
            public let clanName: String?
            /// The clan's tag; `nil` (key absent) when the player is in no clan.
            public let clanTag: String?
            @LenientURL public var portrait: URL?
            @LenientURL public var decalTerran: URL?
            @LenientURL public var decalProtoss: URL?
            @LenientURL public var decalZerg: URL?
            public let totalSwarmLevel: Int
            public let totalAchievementPoints: Int
        }

        /// This season's standing in each mode.
        public struct Snapshot: Codable, Sendable, Hashable {
            public let seasonSnapshot: SeasonSnapshot
            public let totalRankedSeasonGamesPlayed: Int
        }

        /// This season's standing per mode (JSON keys `1v1`, `2v2`, `3v3`, `4v4`, `Archon`).
        public struct SeasonSnapshot: Codable, Sendable, Hashable {
            public let oneVsOne: ModeStanding
            public let twoVsTwo: ModeStanding
            public let threeVsThree: ModeStanding
            public let fourVsFour: ModeStanding
            public let archon: ModeStanding

            enum CodingKeys: String, CodingKey {
                case oneVsOne = "1v1"
                case twoVsTwo = "2v2"
                case threeVsThree = "3v3"
                case fourVsFour = "4v4"
                case archon = "Archon"
            }
        }

        /// The standing in one mode this season.
        public struct ModeStanding: Codable, Sendable, Hashable {
            /// The rank in the division; `-1` when not ranked in this mode this season.
            public let rank: Int
            /// The league (`"GRANDMASTER"`); `nil` (JSON `null`) when not ranked in this mode this season.
            public let leagueName: LeagueName?
            public let totalGames: Int
            public let totalWins: Int
        }

        /// Lifetime totals and best finishes.
        public struct Career: Codable, Sendable, Hashable {
            public let terranWins: Int
            public let zergWins: Int
            public let protossWins: Int
            public let totalCareerGames: Int
            public let totalGamesThisSeason: Int
            /// `nil` (JSON `null`) when not placed in 1v1 this season.
            public let current1v1LeagueName: LeagueName?
            /// `nil` (JSON `null`) when not placed in a team mode this season.
            public let currentBestTeamLeagueName: LeagueName?
            /// The best 1v1 finish (sent even for a profile that never placed, with a `null` league).
            public let best1v1Finish: BestFinish
            /// The best team finish (sent even for a profile that never placed, with a `null` league).
            public let bestTeamFinish: BestFinish
        }

        /// A best league finish and how often it was reached.
        public struct BestFinish: Codable, Sendable, Hashable {
            /// `nil` (JSON `null`) when the player never finished a season placed.
            public let leagueName: LeagueName?
            public let timesAchieved: Int
        }

        /// The overall swarm level and the level of each race.
        public struct SwarmLevels: Codable, Sendable, Hashable {
            /// The sum of the three race levels.
            public let level: Int
            public let terran: RaceLevel
            public let zerg: RaceLevel
            public let protoss: RaceLevel
        }

        /// One race's level and experience.
        public struct RaceLevel: Codable, Sendable, Hashable {
            public let level: Int
            /// The experience the next level needs.
            public let maxLevelPoints: Int
            /// The experience towards the next level; clients show `-1` at the maximum level.
            public let currentLevelPoints: Int
        }

        /// Campaign progress.
        public struct Campaign: Codable, Sendable, Hashable {
            /// The hardest difficulty each campaign was completed on; an empty object when none was completed.
            public let difficultyCompleted: CampaignDifficulties
        }

        /// The hardest difficulty each campaign was completed on; each is `nil` (key absent) when that
        /// campaign was not completed.
        public struct CampaignDifficulties: Codable, Sendable, Hashable {
            public let wingsOfLiberty: CampaignDifficulty?
            public let heartOfTheSwarm: CampaignDifficulty?
            public let legacyOfTheVoid: CampaignDifficulty?

            enum CodingKeys: String, CodingKey {
                case wingsOfLiberty = "wings-of-liberty"
                case heartOfTheSwarm = "heart-of-the-swarm"
                case legacyOfTheVoid = "legacy-of-the-void"
            }
        }

        /// Achievement points earned in one achievement category.
        public struct CategoryPoints: Codable, Sendable, Hashable {
            public let categoryID: Identifier
            public let pointsEarned: Int

            enum CodingKeys: String, CodingKey {
                case categoryID = "categoryId"
                case pointsEarned
            }
        }

        /// A reward the player owns.
        public struct EarnedReward: Codable, Sendable, Hashable {
            public let rewardID: Identifier
            /// Whether the reward is currently equipped.
            public let selected: Bool
            /// The achievement that granted it; `nil` when absent (most rewards).
            public let achievementID: Identifier?
            /// The localized name of the unit a skin applies to (`"Marine"`, `"Supply Depot"`); `nil` when
            /// absent (every reward that is not a unit skin). Free text, not an enumeration.
            public let category: String?

            enum CodingKeys: String, CodingKey {
                case rewardID = "rewardId"
                case selected
                case achievementID = "achievementId"
                case category
            }
        }

        /// Progress on one achievement.
        public struct EarnedAchievement: Codable, Sendable, Hashable {
            public let achievementID: Identifier
            /// When it was completed. Blizzard sends `-9223372036854776000` for an achievement not yet complete
            /// (every one in the recording); that decodes as a timestamp without a date.
            public let completionDate: EpochSeconds
            public let numCompletedAchievementsInSeries: Int
            public let totalAchievementsInSeries: Int
            public let isComplete: Bool
            public let inProgress: Bool
            /// The criteria met so far; often empty.
            public let criteria: [CriterionProgress]
            /// Progress towards the next step of a counted achievement; `nil` (key absent) for most achievements.
            public let nextProgressEarnedQuantity: Int?
            /// The quantity the next step needs; `nil` (key absent) for most achievements.
            public let nextProgressRequiredQuantity: Int?

            enum CodingKeys: String, CodingKey {
                case achievementID = "achievementId"
                case completionDate, numCompletedAchievementsInSeries, totalAchievementsInSeries
                case isComplete, inProgress, criteria, nextProgressEarnedQuantity, nextProgressRequiredQuantity
            }

            /// The completion date, or `nil` for Blizzard's placeholder.
            public var completed: Date? { completionDate.date }
        }

        /// A criterion of an achievement that has been met.
        public struct CriterionProgress: Codable, Sendable, Hashable {
            public let criterionID: Identifier
            /// The counted progress; `nil` (key absent) for most criteria (7 of 1,803 in the recording have it).
            public let earned: Earned?

            enum CodingKeys: String, CodingKey {
                case criterionID = "criterionId"
                case earned
            }
        }

        /// Counted progress on a criterion.
        public struct Earned: Codable, Sendable, Hashable {
            public let quantity: Int
            /// When counting started; `0` (1970) in every recorded value.
            public let startTime: EpochSeconds
        }
    }

    /// A campaign difficulty (`"BRUTAL"`), compared case-insensitively. Unknown values decode.
    public struct CampaignDifficulty: CaseInsensitiveStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let casual: Self = "CASUAL"
        public static let normal: Self = "NORMAL"
        public static let hard: Self = "HARD"
        public static let brutal: Self = "BRUTAL"
    }
}
