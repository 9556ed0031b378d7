import Foundation

extension SC2.Operations {
    /// **Profile**: a player's summary, season snapshot, career, swarm levels, campaign, achievements and rewards.
    package static let profile = APIOperation<SC2.Profile, SC2.ProfileReference>("sc2Profile", "/sc2/profile/{regionId}/{realmId}/{profileId}", labels: ["id"])
}


extension SC2 {
    /// A StarCraft II profile: summary, season snapshot, career, swarm levels, campaign progress, and the
    /// achievements and rewards earned.
    ///
    /// Achievements, criteria, categories and rewards appear by id; their definitions are in
    /// ``SC2/StaticProfile``.
    public struct Profile: Codable, Sendable, Hashable {
        /// Who the profile is: id, name, portrait, decals and the totals of levels and achievement points.
        public let summary: Summary
        /// This season's standing in each mode.
        public let snapshot: Snapshot
        /// Wins per race, games played and the best leagues reached.
        public let career: Career
        /// The overall swarm level and each race's level and experience.
        public let swarmLevels: SwarmLevels
        /// The hardest difficulty each campaign was completed on (none in the recording).
        public let campaign: Campaign
        /// Achievement points earned in each top-level achievement category.
        public let categoryPointProgress: [CategoryPoints]
        /// The achievements the player chose to show off, as id strings; empty in the recording.
        public let achievementShowcase: [Identifier]
        /// Every reward the player owns, with the ones in use marked (125 in the recording).
        public let earnedRewards: [EarnedReward]
        /// Every achievement with any progress, including incomplete ones (see ``EarnedAchievement/isComplete``).
        public let earnedAchievements: [EarnedAchievement]

        /// Who the profile is.
        public struct Summary: Codable, Sendable, Hashable {
            /// The profile id, sent as a string (`"2137104"`).
            public let id: Identifier
            /// The realm within the profile's region, e.g. `1`.
            public let realm: RealmID
            /// The in-game name, e.g. `"katarn"`.
            public let displayName: String
            /// The clan's name; `nil` (key absent) when the player is in no clan.
            public let clanName: String?
            /// The clan's tag; `nil` (key absent) when the player is in no clan.
            public let clanTag: String?
            /// The portrait image the player shows, e.g. `https://static.starcraft2.com/starport/…/portraits/0-0.jpg`;
            /// `nil` when the body has no usable URL.
            @LenientURL public var portrait: URL?
            /// The decal the player shows on Terran units, e.g. `https://static.starcraft2.com/starport/…/decals/2-0.jpg`;
            /// `nil` when the body has no usable URL.
            @LenientURL public var decalTerran: URL?
            /// The decal the player shows on Protoss units, e.g. `…/decals/2-25.jpg`; `nil` when the body has no usable URL.
            @LenientURL public var decalProtoss: URL?
            /// The decal the player shows on Zerg units, e.g. `…/decals/2-50.jpg`; `nil` when the body has no usable URL.
            @LenientURL public var decalZerg: URL?
            /// The overall swarm level, the same number as ``SwarmLevels/level``, e.g. `2`.
            public let totalSwarmLevel: Int
            /// The achievement points earned, e.g. `20`.
            public let totalAchievementPoints: Int
        }

        /// This season's standing in each mode.
        public struct Snapshot: Codable, Sendable, Hashable {
            /// The rank, league, games and wins of each mode this season.
            public let seasonSnapshot: SeasonSnapshot
            /// Ranked games played this season over all modes, e.g. `0`.
            public let totalRankedSeasonGamesPlayed: Int
        }

        /// This season's standing per mode (JSON keys `1v1`, `2v2`, `3v3`, `4v4`, `Archon`).
        public struct SeasonSnapshot: Codable, Sendable, Hashable {
            /// The 1v1 standing (JSON key `1v1`).
            public let oneVsOne: ModeStanding
            /// The 2v2 standing (JSON key `2v2`).
            public let twoVsTwo: ModeStanding
            /// The 3v3 standing (JSON key `3v3`).
            public let threeVsThree: ModeStanding
            /// The 4v4 standing (JSON key `4v4`).
            public let fourVsFour: ModeStanding
            /// The Archon standing (JSON key `Archon`).
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
            /// Games played in this mode this season, e.g. `0`.
            public let totalGames: Int
            /// Games won in this mode this season, e.g. `0`.
            public let totalWins: Int
        }

        /// Lifetime totals and best finishes.
        public struct Career: Codable, Sendable, Hashable {
            /// Games won as Terran, e.g. `0`; Blizzard does not document which games count.
            public let terranWins: Int
            /// Games won as Zerg, e.g. `0`; counted like ``terranWins``.
            public let zergWins: Int
            /// Games won as Protoss, e.g. `0`; counted like ``terranWins``.
            public let protossWins: Int
            /// Games played over the profile's lifetime, e.g. `1`; not every game counts (the same profile's legacy
            /// match history lists four).
            public let totalCareerGames: Int
            /// Games played this season, e.g. `0`.
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
            /// How many times the player reached ``leagueName``, e.g. `0` for the never-placed recorded profile.
            public let timesAchieved: Int
        }

        /// The overall swarm level and the level of each race.
        public struct SwarmLevels: Codable, Sendable, Hashable {
            /// The sum of the three race levels.
            public let level: Int
            /// Terran's level and experience, e.g. level `2` with `47479` of `65000` points.
            public let terran: RaceLevel
            /// Zerg's level and experience, e.g. level `0` with `0` of `5000` points.
            public let zerg: RaceLevel
            /// Protoss's level and experience, e.g. level `0` with `0` of `5000` points.
            public let protoss: RaceLevel
        }

        /// One race's level and experience.
        public struct RaceLevel: Codable, Sendable, Hashable {
            /// The race's level, e.g. `2`.
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
            /// Wings of Liberty (JSON key `wings-of-liberty`); absent in the recording.
            public let wingsOfLiberty: CampaignDifficulty?
            /// Heart of the Swarm (JSON key `heart-of-the-swarm`); absent in the recording.
            public let heartOfTheSwarm: CampaignDifficulty?
            /// Legacy of the Void (JSON key `legacy-of-the-void`); absent in the recording.
            public let legacyOfTheVoid: CampaignDifficulty?

            enum CodingKeys: String, CodingKey {
                case wingsOfLiberty = "wings-of-liberty"
                case heartOfTheSwarm = "heart-of-the-swarm"
                case legacyOfTheVoid = "legacy-of-the-void"
            }
        }

        /// Achievement points earned in one achievement category.
        public struct CategoryPoints: Codable, Sendable, Hashable {
            /// A top-level ``StaticProfile/AchievementCategory`` id (JSON key `categoryId`), e.g. `"4325377"`.
            public let categoryID: Identifier
            /// The points earned in the category and its sub-categories, e.g. `20`.
            public let pointsEarned: Int

            enum CodingKeys: String, CodingKey {
                case categoryID = "categoryId"
                case pointsEarned
            }
        }

        /// A reward the player owns.
        public struct EarnedReward: Codable, Sendable, Hashable {
            /// The ``StaticProfile/Reward`` id (JSON key `rewardId`), e.g. `"3065782512"`.
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
            /// The ``StaticProfile/Achievement`` id (JSON key `achievementId`), e.g. `"91475320768509"`.
            public let achievementID: Identifier
            /// When it was completed. Blizzard sends `-9223372036854776000` for an achievement not yet complete
            /// (every one in the recording); that decodes as a timestamp without a date.
            public let completionDate: EpochSeconds
            /// The achievements of its series the player completed, e.g. `1`.
            public let numCompletedAchievementsInSeries: Int
            /// The achievements in its series, e.g. `3`; `1` on most (717 of the 958 recorded entries).
            public let totalAchievementsInSeries: Int
            /// Whether the achievement is complete (`true` on 2 of the 958 recorded entries).
            public let isComplete: Bool
            /// Whether Blizzard marks the achievement as started; its rule is undocumented. `true` on 25 of the
            /// 958 recorded entries, all incomplete and 24 of them without met criteria, while most incomplete
            /// entries with met criteria send `false`.
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
            /// A ``StaticProfile/Criterion`` id (JSON key `criterionId`), e.g. `"91475320767772"`; 474 of the
            /// 1,803 recorded ones are not in the same region's static profile.
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
            /// The count reached so far (`0` or `1` in the recording), towards the criterion's
            /// ``StaticProfile/Criterion/necessaryQuantity``.
            public let quantity: Int
            /// When counting started; `0` (1970) in every recorded value.
            public let startTime: EpochSeconds
        }
    }

    /// A campaign difficulty (`"BRUTAL"`), compared case-insensitively. Unknown values decode.
    public struct CampaignDifficulty: CaseInsensitiveStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The easiest difficulty (`"CASUAL"`).
        public static let casual: Self = "CASUAL"
        /// `"NORMAL"`, between ``casual`` and ``hard``.
        public static let normal: Self = "NORMAL"
        /// `"HARD"`, between ``normal`` and ``brutal``.
        public static let hard: Self = "HARD"
        /// The hardest difficulty (`"BRUTAL"`).
        public static let brutal: Self = "BRUTAL"
    }
}
