import Foundation

extension SC2.Operations {
    /// **Legacy Profile**: a profile in the old community format (portrait, career, swarm levels, season).
    /// - Remark: HTTP GET /sc2/legacy/profile/{regionId}/{realmId}/{profileId}
    public static let legacyProfile = APIOperation<SC2.LegacyProfile, SC2.ProfileReference>(
        "sc2LegacyProfile", game: .sc2, "/sc2/legacy/profile/{regionId}/{realmId}/{profileId}"
    )

    /// **Legacy Profile Ladders**: a profile's ladders this and last season, in the old format.
    /// - Remark: HTTP GET /sc2/legacy/profile/{regionId}/{realmId}/{profileId}/ladders
    public static let legacyLadders = APIOperation<SC2.LegacyLadders, SC2.ProfileReference>(
        "sc2LegacyLadders", game: .sc2, "/sc2/legacy/profile/{regionId}/{realmId}/{profileId}/ladders",
        note: "every list empty; element types follow FuzzyStatic; inline test"
    )

    /// **Legacy Match History**: a profile's recent matches (map, type, decision, speed, date).
    /// - Remark: HTTP GET /sc2/legacy/profile/{regionId}/{realmId}/{profileId}/matches
    public static let legacyMatchHistory = APIOperation<SC2.LegacyMatchHistory, SC2.ProfileReference>(
        "sc2LegacyMatchHistory", game: .sc2, "/sc2/legacy/profile/{regionId}/{realmId}/{profileId}/matches"
    )
}


extension SC2 {
    /// A player's profile in the legacy format (`GET /sc2/legacy/profile/{regionId}/{realmId}/{profileId}`).
    public struct LegacyProfile: Codable, Sendable, Hashable {
        /// The profile id, sent as a string (`"2137104"`).
        public let id: Identifier
        public let realm: RealmID
        public let displayName: String
        /// The clan's name; `""` when the player is in no clan.
        public let clanName: String
        /// The clan's tag; `""` when the player is in no clan.
        public let clanTag: String
        /// The starcraft2.com path, `/profile/{region}/{realm}/{id}`.
        public let profilePath: String
        public let portrait: LegacyIcon
        public let career: Career
        public let swarmLevels: SwarmLevels
        public let campaign: Campaign
        public let season: Season
        public let rewards: Rewards
        public let achievements: Achievements

        /// The profile, read from ``profilePath`` (the body has no region field); `nil` if the path is not
        /// `/profile/{region}/{realm}/{id}`.
        public var reference: ProfileReference? {
            URL(string: profilePath).flatMap(ProfileReference.init(profileURL:))
        }

        /// Career totals.
        public struct Career: Codable, Sendable, Hashable {
            /// The race the player plays most, upper-case (`"TERRAN"`).
            public let primaryRace: Race
            public let terranWins: Int
            public let protossWins: Int
            public let zergWins: Int
            /// The best 1v1 league reached (`"DIAMOND"`); `nil` (sent as `null`) for a player never ranked in 1v1.
            public let highest1v1Rank: LeagueName?
            /// The best team league reached; `nil` (sent as `null`) for a player never ranked in a team queue.
            public let highestTeamRank: LeagueName?
            public let seasonTotalGames: Int
            public let careerTotalGames: Int
        }

        /// The levels of each race and the account's total.
        public struct SwarmLevels: Codable, Sendable, Hashable {
            /// The sum of the race levels.
            public let level: Int
            public let terran: RaceLevel
            public let zerg: RaceLevel
            public let protoss: RaceLevel
        }

        /// One race's level and experience.
        public struct RaceLevel: Codable, Sendable, Hashable {
            public let level: Int
            /// Experience needed to complete the current level.
            public let totalLevelXP: Int
            /// Experience earned towards the next level.
            public let currentLevelXP: Int
        }

        /// The hardest difficulty on which each campaign was completed; `{}` for a player who completed none.
        public struct Campaign: Codable, Sendable, Hashable {
            /// Wings of Liberty; absent if not completed.
            public let wol: CampaignDifficulty?
            /// Heart of the Swarm; absent if not completed.
            public let hots: CampaignDifficulty?
        }

        /// The player's current-season totals.
        public struct Season: Codable, Sendable, Hashable {
            public let seasonID: Int
            public let seasonNumber: Int
            public let seasonYear: Int
            public let totalGamesThisSeason: Int
            /// Games and wins per game type (`1v1` … `4v4`, `Archon`).
            public let stats: [Stat]

            enum CodingKeys: String, CodingKey {
                case seasonID = "seasonId", seasonNumber, seasonYear, totalGamesThisSeason, stats
            }
        }

        /// Games and wins in one game type this season.
        public struct Stat: Codable, Sendable, Hashable {
            public let type: LegacyMatchType
            public let wins: Int
            public let games: Int
        }

        /// The rewards the player earned and shows, as ids of ``LegacyReward``.
        public struct Rewards: Codable, Sendable, Hashable {
            /// The rewards in use (portrait, decals…).
            public let selected: [Identifier]
            public let earned: [Identifier]
        }

        /// Achievement points and earned achievements.
        public struct Achievements: Codable, Sendable, Hashable {
            public let points: Points
            /// Earned achievements with their dates (two, worth the 20 points, in the recording).
            public let achievements: [EarnedAchievement]
        }

        /// Achievement points in total and per top-level category.
        public struct Points: Codable, Sendable, Hashable {
            public let totalPoints: Int
            /// Points per category, keyed by the category id as a string (`"4325377"`).
            public let categoryPoints: [String: Int]
        }

        /// An achievement the player earned.
        public struct EarnedAchievement: Codable, Sendable, Hashable {
            /// The id of the ``LegacyAchievement``.
            public let achievementID: Identifier
            /// When it was earned; a placeholder (no `EpochSeconds.date`) for achievements from before SC2 kept dates.
            public let completionDate: EpochSeconds

            enum CodingKeys: String, CodingKey {
                case achievementID = "achievementId", completionDate
            }
        }
    }

    /// The ladders a player is ranked in, in the legacy format
    /// (`GET /sc2/legacy/profile/{regionId}/{realmId}/{profileId}/ladders`).
    ///
    /// The only recording has three empty arrays; the element shape is FuzzyStatic/blizzard's
    /// `LegacyProfileLadders`, so every field of it is optional.
    public struct LegacyLadders: Codable, Sendable, Hashable {
        /// One entry per team the player is in this season.
        public let currentSeason: [Entry]
        public let previousSeason: [Entry]
        /// The ladders the player chose to show on the profile.
        public let showcasePlacement: [Entry]

        /// A team (its characters) and its ladders.
        public struct Entry: Codable, Sendable, Hashable {
            public let ladder: [Ladder]?
            public let characters: [LegacyCharacter]?
            /// Queues the team played without a ladder placement.
            public let nonRanked: [NonRanked]?
        }

        /// A team's placement in one ladder division.
        public struct Ladder: Codable, Sendable, Hashable {
            public let ladderName: String?
            /// The ladder (division) id; FuzzyStatic reads a string, older clients a number.
            public let ladderID: Identifier?
            public let division: Int?
            public let rank: Int?
            /// The league, upper-case (`"GRANDMASTER"`).
            public let league: LeagueName?
            /// The queue, e.g. `LOTV_SOLO`.
            public let matchMakingQueue: MatchmakingQueue?
            public let wins: Int?
            public let losses: Int?
            /// Whether the player shows this ladder on the profile.
            public let showcase: Bool?

            enum CodingKeys: String, CodingKey {
                case ladderName, ladderID = "ladderId", division, rank, league, matchMakingQueue, wins, losses, showcase
            }
        }

        /// Games played in a queue without a ladder placement.
        public struct NonRanked: Codable, Sendable, Hashable {
            /// The queue.
            public let mmq: MatchmakingQueue?
            public let gamesPlayed: Int?
        }
    }

    /// A player's recent matches, in the legacy format
    /// (`GET /sc2/legacy/profile/{regionId}/{realmId}/{profileId}/matches`).
    public struct LegacyMatchHistory: Codable, Sendable, Hashable {
        /// The most recent matches, newest first (25 in the longer recording).
        public let matches: [LegacyMatch]
    }

    /// One match of a ``LegacyMatchHistory``.
    public struct LegacyMatch: Codable, Sendable, Hashable {
        /// The map's name (`"Bel'Shir Vestige LE"`).
        public let map: String
        public let type: LegacyMatchType
        public let decision: MatchDecision
        public let speed: GameSpeed
        /// When the match was played (JSON key `date`).
        public let timestamp: EpochSeconds

        enum CodingKeys: String, CodingKey {
            case map, type, decision, speed, timestamp = "date"
        }

        /// When the match was played.
        public var date: Date? { timestamp.date }
    }

    /// A legacy matchmaking queue (`"LOTV_SOLO"`). Open: unknown queues decode.
    public struct MatchmakingQueue: CaseInsensitiveStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let lotvSolo: Self = "LOTV_SOLO"
        public static let lotvTwos: Self = "LOTV_TWOS"
        public static let lotvThrees: Self = "LOTV_THREES"
        public static let lotvFours: Self = "LOTV_FOURS"
    }

    /// A game type of the legacy API (`"1v1"`, `"Co-Op"`, `"Custom"`). Open: unknown types decode.
    public struct LegacyMatchType: CaseInsensitiveStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let oneVsOne: Self = "1v1"
        public static let twoVsTwo: Self = "2v2"
        public static let threeVsThree: Self = "3v3"
        public static let fourVsFour: Self = "4v4"
        public static let archon: Self = "Archon"
        public static let coop: Self = "Co-Op"
        public static let custom: Self = "Custom"
    }

    /// How a match ended for the player (`"Win"`). Open: unknown decisions decode.
    public struct MatchDecision: CaseInsensitiveStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let win: Self = "Win"
        public static let loss: Self = "Loss"
        /// The player left before the end.
        public static let left: Self = "Left"
        // The next three are sc2-pulse's Decision names, spelled like the recorded ones.
        public static let tie: Self = "Tie"
        public static let observer: Self = "Observer"
        public static let disagree: Self = "Disagree"
    }

    /// The game speed of a match (`"Faster"`, the ladder speed). Open: unknown speeds decode.
    public struct GameSpeed: CaseInsensitiveStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let slower: Self = "Slower"
        public static let slow: Self = "Slow"
        public static let normal: Self = "Normal"
        public static let fast: Self = "Fast"
        public static let faster: Self = "Faster"
    }
}
