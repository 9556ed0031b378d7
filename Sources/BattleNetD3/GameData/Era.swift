import Foundation

extension D3.Operations {
    /// **Era Index**: links to every era and the current era.
    /// - Remark: HTTP GET /data/d3/era/
    package static let eraIndex = APIOperation<D3.EraIndex>(ID.eraIndex, "/data/d3/era/")

    /// **Era**: the leaderboards of an era.
    /// - Remark: HTTP GET /data/d3/era/{eraId}
    package static let era = APIOperation<D3.Era, Int>(ID.era, "/data/d3/era/{eraId}")

    /// **Era Leaderboard**: one leaderboard of an era (the recording has 1,963 rows, 1.2 MB).
    /// - Remark: HTTP GET /data/d3/era/{eraId}/leaderboard/{leaderboardId}
    package static let eraLeaderboard = APIOperation<D3.Leaderboard, Int, String>(
        ID.eraLeaderboard, "/data/d3/era/{eraId}/leaderboard/{leaderboardId}"
    )
}


extension D3 {
    /// The list of eras.
    ///
    /// Response of `GET /data/d3/era/` (``D3/Endpoints/eraIndex()``).
    public struct EraIndex: Codable, Hashable, Sendable {
        /// The index's own address, `_links.self`.
        public let links: SelfLinks<EraIndex>
        /// One link per era, oldest first; the last path component of each is the era id.
        public let eras: [BattleNetLink<Era>]
        /// The era the non-seasonal leaderboards currently track.
        public let currentEra: Int
        /// RFC 1123 date string, e.g. `"Sat, 21 Dec 2019 15:41:00 UTC"`; see `lastUpdateDate`.
        public let lastUpdateTime: String
        /// Build that generated the document.
        public let generatedBy: String

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case eras = "era"
            case currentEra = "current_era"
            case lastUpdateTime = "last_update_time"
            case generatedBy = "generated_by"
        }

        /// `lastUpdateTime` parsed as a date.
        public var lastUpdateDate: Date? { HTTPDate.parse(lastUpdateTime) }

        /// The era ids read from the links (links whose last path component is not a number are skipped).
        public var eraIDs: [Int] { eras.compactMap { $0.lastPathComponent.flatMap { Int($0) } } }
    }

    /// One era and its leaderboards.
    ///
    /// Response of `GET /data/d3/era/{eraId}` (``D3/Endpoints/era(id:)``).
    public struct Era: Codable, Hashable, Sendable {
        /// The era's own address, `_links.self`.
        public let links: SelfLinks<Era>
        /// The era number, e.g. `1` in `d3/era__1.json`.
        public let eraID: Int
        /// Start of the era in epoch seconds (e.g. `1409011200`); see `startDate`.
        public let eraStartDate: EpochSeconds
        /// Solo and team greater-rift leaderboards, normal and hardcore (eras have no achievement board).
        public let leaderboards: [LeaderboardReference]
        /// RFC 1123 date string; see `lastUpdateDate`.
        public let lastUpdateTime: String
        /// Build that generated the document.
        public let generatedBy: String

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case eraID = "era_id"
            case eraStartDate = "era_start_date"
            case leaderboards = "leaderboard"
            case lastUpdateTime = "last_update_time"
            case generatedBy = "generated_by"
        }

        /// `eraStartDate` as a date; `nil` only for a placeholder outside any real date.
        public var startDate: Date? { eraStartDate.date }

        /// `lastUpdateTime` parsed as a date.
        public var lastUpdateDate: Date? { HTTPDate.parse(lastUpdateTime) }

        /// The listed leaderboard whose id is `leaderboardID` (e.g. `"rift-wd"`), if any.
        public func leaderboard(_ leaderboardID: String) -> LeaderboardReference? {
            leaderboards.first { $0.leaderboardID == leaderboardID }
        }
    }
}
