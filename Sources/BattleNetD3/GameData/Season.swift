import Foundation

extension D3.Operations {
    /// **Season Index**: links to every season and the current season.
    /// - Remark: HTTP GET /data/d3/season/
    package static let seasonIndex = APIOperation<D3.SeasonIndex>(ID.seasonIndex, "/data/d3/season/")

    /// **Season**: the leaderboards of a season.
    /// - Remark: HTTP GET /data/d3/season/{seasonId}
    package static let season = APIOperation<D3.Season, Int>(ID.season, "/data/d3/season/{seasonId}")

    /// **Season Leaderboard**: one leaderboard of a season (the recording has 1,990 rows, 1.3 MB).
    /// - Remark: HTTP GET /data/d3/season/{seasonId}/leaderboard/{leaderboardId}
    package static let seasonLeaderboard = APIOperation<D3.Leaderboard, Int, String>(
        ID.seasonLeaderboard, "/data/d3/season/{seasonId}/leaderboard/{leaderboardId}"
    )
}


extension D3 {
    /// The list of seasons.
    ///
    /// Response of `GET /data/d3/season/` (``D3/Endpoints/seasonIndex()``).
    public struct SeasonIndex: Codable, Hashable, Sendable {
        /// The index's own address, `_links.self`.
        public let links: SelfLinks<SeasonIndex>
        /// One link per season, oldest first; the last path component of each is the season id.
        public let seasons: [BattleNetLink<Season>]
        /// The season the leaderboards currently track.
        public let currentSeason: Int
        /// The season the game service currently runs.
        public let serviceCurrentSeason: Int
        /// The service's season state, e.g. `"active"`.
        public let serviceSeasonState: String
        /// RFC 1123 date string, e.g. `"Sat, 21 Dec 2019 15:41:00 UTC"`; see `lastUpdateDate`.
        public let lastUpdateTime: String
        /// Build that generated the document.
        public let generatedBy: String

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case seasons = "season"
            case currentSeason = "current_season"
            case serviceCurrentSeason = "service_current_season"
            case serviceSeasonState = "service_season_state"
            case lastUpdateTime = "last_update_time"
            case generatedBy = "generated_by"
        }

        /// `lastUpdateTime` parsed as a date.
        public var lastUpdateDate: Date? { HTTPDate.parse(lastUpdateTime) }

        /// The season ids read from the links (links whose last path component is not a number are skipped).
        public var seasonIDs: [Int] { seasons.compactMap { $0.lastPathComponent.flatMap { Int($0) } } }
    }

    /// One season and its leaderboards.
    ///
    /// Response of `GET /data/d3/season/{seasonId}` (``D3/Endpoints/season(id:)``).
    public struct Season: Codable, Hashable, Sendable {
        /// The season's own address, `_links.self`.
        public let links: SelfLinks<Season>
        /// The season number, e.g. `1` in `d3/season__1.json`.
        public let seasonID: Int
        /// Every leaderboard of the season: `achievement-points`, solo and team greater rifts
        /// (normal and hardcore) and, for early seasons, conquests (numeric ids).
        public let leaderboards: [LeaderboardReference]
        /// RFC 1123 date string; see `lastUpdateDate`.
        public let lastUpdateTime: String
        /// Build that generated the document.
        public let generatedBy: String

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case seasonID = "season_id"
            case leaderboards = "leaderboard"
            case lastUpdateTime = "last_update_time"
            case generatedBy = "generated_by"
        }

        /// `lastUpdateTime` parsed as a date.
        public var lastUpdateDate: Date? { HTTPDate.parse(lastUpdateTime) }

        /// The listed leaderboard whose id is `leaderboardID` (e.g. `"rift-wd"`), if any.
        public func leaderboard(_ leaderboardID: String) -> LeaderboardReference? {
            leaderboards.first { $0.leaderboardID == leaderboardID }
        }
    }
}
