import Foundation

extension SC2.Operations {
    /// **Legacy Profile**: a profile in the old community format (portrait, career, swarm levels, season).
    package static let legacyProfile = APIOperation<SC2.LegacyProfile, SC2.ProfileReference>(
        "sc2LegacyProfile", "/sc2/legacy/profile/{regionId}/{realmId}/{profileId}", labels: ["id"]
    )

    /// **Legacy Profile Ladders**: a profile's ladders this and last season, in the old format.
    package static let legacyLadders = APIOperation<SC2.LegacyLadders, SC2.ProfileReference>(
        "sc2LegacyLadders", "/sc2/legacy/profile/{regionId}/{realmId}/{profileId}/ladders", labels: ["profile"]
    )

    /// **Legacy Match History**: a profile's recent matches (map, type, decision, speed, date).
    package static let legacyMatchHistory = APIOperation<SC2.LegacyMatchHistory, SC2.ProfileReference>(
        "sc2LegacyMatchHistory", "/sc2/legacy/profile/{regionId}/{realmId}/{profileId}/matches", labels: ["profile"]
    )
}


extension SC2 {
    /// A player's profile in the legacy format (also China's).
    ///
    /// The older community API sent the same shape from 2013 (`us.battle.net/api/sc2/profile/…`) through the
    /// Mashery years (`us.api.battle.net`, 2015 body of the same profile as the 2019 one), with numbers for the
    /// ids, 90×90 portraits and a lighter ``LegacyProfile/Season`` (see its fields).
    public struct LegacyProfile: Codable, Sendable, Hashable {
        /// The profile id, sent as a string (`"2137104"`; a number in 2013–2015 bodies).
        public let id: Identifier
        /// The realm within the profile's region, e.g. `1`.
        public let realm: RealmID
        /// The in-game name, e.g. `"katarn"`.
        public let displayName: String
        /// The clan's name; `""` when the player is in no clan.
        public let clanName: String
        /// The clan's tag; `""` when the player is in no clan.
        public let clanTag: String
        /// The profile's path on the website: `/profile/{region}/{realm}/{id}` (starcraft2.com), or
        /// `/profile/{id}/{realm}/{name}/` in 2013–2015 bodies (`"/profile/2137104/1/skt/"`).
        public let profilePath: String
        /// The portrait the player shows: a 152×152 tile of a `…/portraits/0-152-grid.jpg` sheet in the 2019
        /// recording; a 90×90 tile of `http://media.blizzard.com/sc2/portraits/…-90.jpg` in 2013–2015 bodies.
        public let portrait: LegacyIcon
        /// Wins per race, games played and the best leagues reached.
        public let career: Career
        /// The overall swarm level and each race's level and experience.
        public let swarmLevels: SwarmLevels
        /// The hardest difficulty each campaign was completed on (`{}` in the 2019 and 2015 recordings: none
        /// completed; `BRUTAL` for both campaigns in the 2013 one).
        public let campaign: Campaign
        /// The current season's game totals, e.g. season `42` (the 4th of 2019).
        public let season: Season
        /// The rewards the player earned and the ones in use, by id.
        public let rewards: Rewards
        /// Achievement points and the achievements earned, with their dates.
        public let achievements: Achievements

        /// The profile, read from ``profilePath`` (the body has no region field); `nil` if the path is not
        /// `/profile/{region}/{realm}/{id}`, as in 2013–2015 bodies, whose path has no region.
        public var reference: ProfileReference? {
            URL(string: profilePath).flatMap(ProfileReference.init(profileURL:))
        }

        /// Career totals.
        public struct Career: Codable, Sendable, Hashable {
            /// The race the player plays most, upper-case (`"TERRAN"`; `"RANDOM"` in the 2013 recording).
            public let primaryRace: Race
            /// Games won as Terran, e.g. `0`; Blizzard does not document which games count.
            public let terranWins: Int
            /// Games won as Protoss, e.g. `0`; counted like ``terranWins``.
            public let protossWins: Int
            /// Games won as Zerg, e.g. `0`; counted like ``terranWins``.
            public let zergWins: Int
            /// The best 1v1 league reached (`"PLATINUM"` in the 2013 recording); `nil` for a player never ranked
            /// in 1v1: sent as `null` since 2019, left out before.
            public let highest1v1Rank: LeagueName?
            /// The best team league reached (`"MASTER"` in the 2013 recording); `nil` for a player never ranked in
            /// a team queue, sent as `null` or left out like ``highest1v1Rank``.
            public let highestTeamRank: LeagueName?
            /// Games played this season, e.g. `0`.
            public let seasonTotalGames: Int
            /// Games played over the profile's lifetime, e.g. `1`. Not every game counts: the recorded profile's
            /// match history lists four (three of them Co-Op).
            public let careerTotalGames: Int
        }

        /// The levels of each race and the account's total.
        public struct SwarmLevels: Codable, Sendable, Hashable {
            /// The sum of the race levels.
            public let level: Int
            /// Terran's level and experience, e.g. level `2` with `47479` of `65000` XP.
            public let terran: RaceLevel
            /// Zerg's level and experience, e.g. level `0` with `0` of `5000` XP.
            public let zerg: RaceLevel
            /// Protoss's level and experience, e.g. level `0` with `0` of `5000` XP.
            public let protoss: RaceLevel
        }

        /// One race's level and experience.
        public struct RaceLevel: Codable, Sendable, Hashable {
            /// The race's level, e.g. `2`.
            public let level: Int
            /// Experience needed to complete the current level.
            public let totalLevelXP: Int
            /// Experience earned towards the next level.
            public let currentLevelXP: Int
        }

        /// The hardest difficulty on which each campaign was completed; `{}` for a player who completed none.
        public struct Campaign: Codable, Sendable, Hashable {
            /// Wings of Liberty (`"BRUTAL"` in the 2013 recording); absent if not completed.
            public let wol: CampaignDifficulty?
            /// Heart of the Swarm; absent if not completed.
            public let hots: CampaignDifficulty?
            /// Legacy of the Void; absent if not completed, and in the 2013 and 2015 recordings (the campaign came
            /// out in November 2015). The 2019 legacy API sends it.
            public let lotv: CampaignDifficulty?
        }

        /// The player's current-season totals.
        public struct Season: Codable, Sendable, Hashable {
            /// The ladder season's id (JSON key `seasonId`), e.g. `42` (`14` in the 2013 recording).
            public let seasonID: Int
            /// The season's number within ``seasonYear``, e.g. `4`; `nil` in 2013 bodies, which send only the id.
            public let seasonNumber: Int?
            /// The calendar year of the season, e.g. `2019`; `nil` in 2013 bodies, like ``seasonNumber``.
            public let seasonYear: Int?
            /// Games played this season, e.g. `0`.
            public let totalGamesThisSeason: Int
            /// Games and wins per game type (`1v1` … `4v4`, `Archon` since 2019; one `2v2` entry in the 2013
            /// recording). `nil` when the key is absent, as in the Mashery-era bodies.
            public let stats: [Stat]?

            enum CodingKeys: String, CodingKey {
                case seasonID = "seasonId", seasonNumber, seasonYear, totalGamesThisSeason, stats
            }
        }

        /// Games and wins in one game type this season.
        public struct Stat: Codable, Sendable, Hashable {
            /// The game type: `"1v1"`, `"2v2"`, `"3v3"`, `"4v4"` and `"Archon"` in the 2019 recording.
            public let type: LegacyMatchType
            /// Games won in this type this season, e.g. `0`.
            public let wins: Int
            /// Games played in this type this season, e.g. `0`.
            public let games: Int
        }

        /// The rewards the player earned and shows, as ids of ``LegacyReward`` (strings since 2019, numbers in
        /// 2013–2015 bodies).
        public struct Rewards: Codable, Sendable, Hashable {
            /// The rewards in use (portrait, decals…).
            public let selected: [Identifier]
            /// Every reward the player owns, e.g. `"15768155"` (125 in the 2019 recording, which include the selected ones).
            public let earned: [Identifier]
        }

        /// Achievement points and earned achievements.
        public struct Achievements: Codable, Sendable, Hashable {
            /// The points in total and per top-level category.
            public let points: Points
            /// Earned achievements with their dates (two, worth the 20 points, in the 2019 recording; 284 in the 2013 one).
            public let achievements: [EarnedAchievement]
        }

        /// Achievement points in total and per top-level category.
        public struct Points: Codable, Sendable, Hashable {
            /// The achievement points earned, e.g. `20`.
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

    /// The ladders a player is ranked in, in the legacy format (also China's).
    ///
    /// The 2019 and 2015 recordings have three empty arrays; the 2013 one (`us.battle.net/api`, DayNine) has two
    /// current-season teams, with numeric ids and no character regions. The element fields stay optional:
    /// the shape of `currentSeason` and `showcasePlacement` entries is undocumented.
    public struct LegacyLadders: Codable, Sendable, Hashable {
        /// One entry per team the player is in this season (two 2v2 teams in the 2013 recording).
        public let currentSeason: [Entry]
        /// One entry per team the player was in last season (empty in every recording).
        public let previousSeason: [Entry]
        /// The ladders the player chose to show on the profile.
        public let showcasePlacement: [Entry]

        /// A team (its characters) and its ladders.
        public struct Entry: Codable, Sendable, Hashable {
            /// The team's placements (one per ladder); `nil` when the key is absent.
            public let ladder: [Ladder]?
            /// The team's players, the profile's own character among them; `nil` when the key is absent.
            public let characters: [LegacyCharacter]?
            /// Queues the team played without a ladder placement.
            public let nonRanked: [NonRanked]?
        }

        /// A team's placement in one ladder division.
        public struct Ladder: Codable, Sendable, Hashable {
            /// The division's display name, as sent by Blizzard (`"Shuttle Tango"` in the 2013 recording).
            public let ladderName: String?
            /// The ladder (division) id: a number in the 2013 recording (`153300`), a string since 2019.
            public let ladderID: Identifier?
            /// The division's number, as sent by Blizzard (`34` in the 2013 recording; meaning undocumented).
            public let division: Int?
            /// The team's rank in the division, `1` being the top (`28` in the 2013 recording).
            public let rank: Int?
            /// The league, upper-case (`"PLATINUM"` in the 2013 recording).
            public let league: LeagueName?
            /// The queue, e.g. `LOTV_SOLO` (`HOTS_TWOS` in the 2013 recording).
            public let matchMakingQueue: MatchmakingQueue?
            /// Games the team won on this ladder (`7` in the 2013 recording).
            public let wins: Int?
            /// Games the team lost on this ladder (`1` in the 2013 recording).
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
            /// Games played in ``mmq`` (no recording has a non-ranked entry).
            public let gamesPlayed: Int?
        }
    }

    /// A player's recent matches, in the legacy format (also China's).
    ///
    /// 2013–2015 bodies have the same shape but spell the values in upper case and by other names
    /// (`"CUSTOM"`, `"CO_OP"`, `"BAILER"`, `"FASTER"`): see ``LegacyMatchType`` and ``MatchDecision``.
    public struct LegacyMatchHistory: Codable, Sendable, Hashable {
        /// The most recent matches, newest first (25 in the longer recordings).
        public let matches: [LegacyMatch]
    }

    /// One match of a ``LegacyMatchHistory``.
    public struct LegacyMatch: Codable, Sendable, Hashable {
        /// The map's name (`"Bel'Shir Vestige LE"`).
        public let map: String
        /// The game type, e.g. `"Custom"`, `"Co-Op"` or `"3v3"` in the 2019 recordings (`"CUSTOM"`, `"CO_OP"`
        /// in 2013–2015 ones).
        public let type: LegacyMatchType
        /// How the match ended for the player, e.g. `"Win"`, `"Loss"` or `"Left"` in the 2019 recordings
        /// (`"WIN"`, `"LOSS"`, `"BAILER"`, `"WATCHER"` in 2013–2015 ones).
        public let decision: MatchDecision
        /// The game speed: `"Faster"` in 77 of the 79 recorded matches (upper-case before 2019), `"Normal"` in two.
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

        /// Legacy of the Void 1v1 (`"LOTV_SOLO"`).
        public static let lotvSolo: Self = "LOTV_SOLO"
        /// Legacy of the Void 2v2 (`"LOTV_TWOS"`).
        public static let lotvTwos: Self = "LOTV_TWOS"
        /// Legacy of the Void 3v3 (`"LOTV_THREES"`).
        public static let lotvThrees: Self = "LOTV_THREES"
        /// Legacy of the Void 4v4 (`"LOTV_FOURS"`).
        public static let lotvFours: Self = "LOTV_FOURS"
    }

    /// A game type of the legacy API (`"1v1"`, `"Co-Op"`, `"Custom"`). Open: unknown types decode.
    public struct LegacyMatchType: CaseInsensitiveStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// One against one (`"1v1"`).
        public static let oneVsOne: Self = "1v1"
        /// Two against two (`"2v2"`).
        public static let twoVsTwo: Self = "2v2"
        /// Three against three (`"3v3"`).
        public static let threeVsThree: Self = "3v3"
        /// Four against four (`"4v4"`).
        public static let fourVsFour: Self = "4v4"
        /// Archon mode, two players sharing one side (`"Archon"`).
        public static let archon: Self = "Archon"
        /// A co-op game (`"Co-Op"`); the recordings have it on matches as old as May 2011. 2015 bodies send
        /// ``coopUnderscored`` instead.
        public static let coop: Self = "Co-Op"
        /// A co-op game as the 2015 (Mashery-era) API spelled it (`"CO_OP"`): the three co-op wins of profile
        /// 2137104 read `CO_OP` in the 2015 recording and `Co-Op` in the 2019 one.
        public static let coopUnderscored: Self = "CO_OP"
        /// A custom game (`"Custom"`), including arcade maps such as `"SC Universe RPG: Chronicles of Fate"`.
        public static let custom: Self = "Custom"
    }

    /// How a match ended for the player (`"Win"`). Open: unknown decisions decode.
    public struct MatchDecision: CaseInsensitiveStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The player won (`"Win"`).
        public static let win: Self = "Win"
        /// The player lost (`"Loss"`).
        public static let loss: Self = "Loss"
        /// The player left before the end (`"Left"`). 2013–2015 bodies send ``bailer`` instead.
        public static let left: Self = "Left"
        /// The player left before the end, as the 2013–2015 API spelled it (`"BAILER"`): profile 2137104's
        /// Airstrike match of 1 March 2015 reads `BAILER` in the 2015 recording and `Left` in the 2019 one.
        public static let bailer: Self = "BAILER"
        /// `"WATCHER"`, sent on two custom games of the 2013 recording; by its name the player watched the game,
        /// probably what 2019 bodies call ``observer`` (no match is recorded in both eras).
        public static let watcher: Self = "WATCHER"
        // The next three are decisions the recordings do not hold, spelled like the recorded ones.
        /// A tie (`"Tie"`); not in the recordings.
        public static let tie: Self = "Tie"
        /// `"Observer"`: by its name, the player watched the match; not in the recordings, meaning undocumented.
        public static let observer: Self = "Observer"
        /// `"Disagree"`: as sent by Blizzard; not in the recordings, meaning undocumented.
        public static let disagree: Self = "Disagree"
    }

    /// The game speed of a match (`"Faster"`, the ladder speed). Open: unknown speeds decode.
    public struct GameSpeed: CaseInsensitiveStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The slowest speed (`"Slower"`); not in the recordings.
        public static let slower: Self = "Slower"
        /// `"Slow"`, between ``slower`` and ``normal``; not in the recordings.
        public static let slow: Self = "Slow"
        /// `"Normal"` (one custom game, recorded in 2015 and in 2019).
        public static let normal: Self = "Normal"
        /// `"Fast"`, between ``normal`` and ``faster``; not in the recordings.
        public static let fast: Self = "Fast"
        /// The fastest speed and the one ladder games use (`"Faster"`; 77 of the 79 recorded matches, sent as
        /// `"FASTER"` before 2019).
        public static let faster: Self = "Faster"
    }
}
