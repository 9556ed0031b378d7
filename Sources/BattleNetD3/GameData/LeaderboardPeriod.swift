import Foundation

extension D3.Operations {
    /// **Era Index**: links to every era and the current era.
    package static let eraIndex = APIOperation<D3.EraIndex>("d3EraIndex", "/data/d3/era/", model: "D3.EraIndex")

    /// **Era**: the leaderboards of an era.
    package static let era = APIOperation<D3.Era, Int>("d3Era", "/data/d3/era/{eraId}", model: "D3.Era")

    /// **Era Leaderboard**: one leaderboard of an era (the recording has 1,963 rows, 1.2 MB).
    package static let eraLeaderboard = APIOperation<D3.Leaderboard, Int, String>(
        "d3EraLeaderboard", "/data/d3/era/{eraId}/leaderboard/{leaderboardId}"
    )

    /// **Season Index**: links to every season and the current season.
    package static let seasonIndex = APIOperation<D3.SeasonIndex>("d3SeasonIndex", "/data/d3/season/", model: "D3.SeasonIndex")

    /// **Season**: the leaderboards of a season.
    package static let season = APIOperation<D3.Season, Int>("d3Season", "/data/d3/season/{seasonId}", model: "D3.Season")

    /// **Season Leaderboard**: one leaderboard of a season (the recording has 1,990 rows, 1.3 MB).
    package static let seasonLeaderboard = APIOperation<D3.Leaderboard, Int, String>(
        "d3SeasonLeaderboard", "/data/d3/season/{seasonId}/leaderboard/{leaderboardId}"
    )
}

// Eras and seasons, the periods of the leaderboards: their documents have one shape, told apart by
// the word in their keys (`era_id`, `season_id`) and the few fields only one of them has.
// ``D3/Era`` and ``D3/Season``, ``D3/EraIndex`` and ``D3/SeasonIndex`` name the two kinds of each.

extension D3 {
    /// What tells an era from a season in their documents (``D3/EraKind``, ``D3/SeasonKind``): the
    /// word their keys are made of, and the fields only one of them has.
    public protocol LeaderboardPeriodKind: Hashable, Sendable {
        /// The fields only this kind's document has besides the shared ones (an era's start date).
        associatedtype Details: Codable, Hashable, Sendable
        /// The fields only this kind's index has besides the shared ones (the service's season).
        associatedtype IndexDetails: Codable, Hashable, Sendable
        /// The word the keys are made of: `"era"` (`era_id`, `current_era`, `era`) or `"season"`.
        static var keyWord: String { get }
    }

    /// One era or season and its leaderboards (`GET /data/d3/era/{eraId}`,
    /// `GET /data/d3/season/{seasonId}`): ``D3/Era`` and ``D3/Season``.
    ///
    /// ```swift
    /// let season = try await client.d3.season(id: 1)
    /// season.seasonID                                  // 1
    /// season.leaderboard("achievement-points")?.ladder // the link to that leaderboard
    /// ```
    public struct LeaderboardPeriod<Kind: LeaderboardPeriodKind>: Codable, Hashable, Sendable {
        /// The document's own address, `_links.self`.
        public let links: SelfLinks<LeaderboardPeriod<Kind>>
        /// The era or season number (`era_id`, `season_id`), e.g. `1` in `d3/era__1.json`; also
        /// ``D3/LeaderboardPeriod/eraID`` and ``D3/LeaderboardPeriod/seasonID``.
        public let id: Int
        /// The leaderboards: solo and team greater rifts, normal and hardcore; a season also has
        /// `achievement-points` and, for early seasons, conquests (numeric ids).
        public let leaderboards: [LeaderboardReference]
        /// RFC 1123 date string, e.g. `"Sat, 21 Dec 2019 15:41:00 UTC"`; see `lastUpdateDate`.
        public let lastUpdateTime: String
        /// Build that generated the document.
        public let generatedBy: String
        /// The fields only this kind has: an era's start date (``D3/EraKind/Details``); none for a season.
        public let details: Kind.Details

        /// `lastUpdateTime` parsed as a date.
        public var lastUpdateDate: Date? { HTTPDate.parse(lastUpdateTime) }

        /// The listed leaderboard whose id is `leaderboardID` (e.g. `"rift-wd"`), if any.
        public func leaderboard(_ leaderboardID: String) -> LeaderboardReference? {
            leaderboards.first { $0.leaderboardID == leaderboardID }
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: PeriodKey.self)
            links = try c.decode(SelfLinks<LeaderboardPeriod<Kind>>.self, forKey: .links)
            id = try c.decode(Int.self, forKey: PeriodKey(Kind.keyWord + "_id"))
            leaderboards = try c.decode([LeaderboardReference].self, forKey: PeriodKey("leaderboard"))
            lastUpdateTime = try c.decode(String.self, forKey: .lastUpdateTime)
            generatedBy = try c.decode(String.self, forKey: .generatedBy)
            details = try Kind.Details(from: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: PeriodKey.self)
            try c.encode(links, forKey: .links)
            try c.encode(id, forKey: PeriodKey(Kind.keyWord + "_id"))
            try c.encode(leaderboards, forKey: PeriodKey("leaderboard"))
            try c.encode(lastUpdateTime, forKey: .lastUpdateTime)
            try c.encode(generatedBy, forKey: .generatedBy)
            try details.encode(to: encoder)
        }
    }

    /// The list of eras or seasons (`GET /data/d3/era/`, `GET /data/d3/season/`): ``D3/EraIndex`` and
    /// ``D3/SeasonIndex``.
    public struct LeaderboardPeriodIndex<Kind: LeaderboardPeriodKind>: Codable, Hashable, Sendable {
        /// The index's own address, `_links.self`.
        public let links: SelfLinks<LeaderboardPeriodIndex<Kind>>
        /// One link per era or season (`era`, `season`), oldest first; the last path component of
        /// each is its id. Also ``D3/LeaderboardPeriodIndex/eras`` and ``D3/LeaderboardPeriodIndex/seasons``.
        public let periods: [BattleNetLink<LeaderboardPeriod<Kind>>]
        /// The era or season the leaderboards currently track (`current_era`, `current_season`).
        public let current: Int
        /// RFC 1123 date string, e.g. `"Sat, 21 Dec 2019 15:41:00 UTC"`; see `lastUpdateDate`.
        public let lastUpdateTime: String
        /// Build that generated the document.
        public let generatedBy: String
        /// The fields only this kind's index has: the service's season and its state
        /// (``D3/SeasonKind/IndexDetails``); none for eras.
        public let details: Kind.IndexDetails

        /// `lastUpdateTime` parsed as a date.
        public var lastUpdateDate: Date? { HTTPDate.parse(lastUpdateTime) }

        /// The ids read from the links (links whose last path component is not a number are skipped).
        public var ids: [Int] { periods.compactMap { $0.lastPathComponent.flatMap { Int($0) } } }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: PeriodKey.self)
            links = try c.decode(SelfLinks<LeaderboardPeriodIndex<Kind>>.self, forKey: .links)
            periods = try c.decode([BattleNetLink<LeaderboardPeriod<Kind>>].self, forKey: PeriodKey(Kind.keyWord))
            current = try c.decode(Int.self, forKey: PeriodKey("current_" + Kind.keyWord))
            lastUpdateTime = try c.decode(String.self, forKey: .lastUpdateTime)
            generatedBy = try c.decode(String.self, forKey: .generatedBy)
            details = try Kind.IndexDetails(from: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: PeriodKey.self)
            try c.encode(links, forKey: .links)
            try c.encode(periods, forKey: PeriodKey(Kind.keyWord))
            try c.encode(current, forKey: PeriodKey("current_" + Kind.keyWord))
            try c.encode(lastUpdateTime, forKey: .lastUpdateTime)
            try c.encode(generatedBy, forKey: .generatedBy)
            try details.encode(to: encoder)
        }
    }

    /// No fields of its own: the ``D3/LeaderboardPeriodKind`` details of a kind that has none.
    public struct NoPeriodDetails: Codable, Hashable, Sendable {
        /// Nothing to read.
        public init() {}
        public init(from decoder: any Decoder) throws {}
        public func encode(to encoder: any Encoder) throws {}
    }
}

/// A key of an era or season document, some made of the kind's word (`era_id`, `current_season`).
private struct PeriodKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ stringValue: String) { self.stringValue = stringValue }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    static let links = PeriodKey("_links")
    static let lastUpdateTime = PeriodKey("last_update_time")
    static let generatedBy = PeriodKey("generated_by")
}

// Shown (by `dump`, a debugger, `bnet`) with the names of the kind, as the separate types were:
// `eraID`, `eraStartDate`, ... for an era; `seasons`, `currentSeason`, ... for the index of seasons.

extension D3.LeaderboardPeriod: CustomReflectable {
    /// The fields under the kind's names: `links`, `eraID` (or `seasonID`), the kind's own fields
    /// (`eraStartDate`), `leaderboards`, `lastUpdateTime`, `generatedBy`.
    public var customMirror: Mirror {
        let own: [Mirror.Child] = [("links", links), (Kind.keyWord + "ID", id)]
        let shared: [Mirror.Child] = [("leaderboards", leaderboards), ("lastUpdateTime", lastUpdateTime), ("generatedBy", generatedBy)]
        return Mirror(self, children: own + Array(Mirror(reflecting: details).children) + shared)
    }
}

extension D3.LeaderboardPeriodIndex: CustomReflectable {
    /// The fields under the kind's names: `links`, `eras` (or `seasons`), `currentEra` (or
    /// `currentSeason`), the kind's own fields (`serviceCurrentSeason`, ...), `lastUpdateTime`,
    /// `generatedBy`.
    public var customMirror: Mirror {
        let word = Kind.keyWord
        let own: [Mirror.Child] = [("links", links), (word + "s", periods), ("current" + word.prefix(1).uppercased() + word.dropFirst(), current)]
        let shared: [Mirror.Child] = [("lastUpdateTime", lastUpdateTime), ("generatedBy", generatedBy)]
        return Mirror(self, children: own + Array(Mirror(reflecting: details).children) + shared)
    }
}

// MARK: Eras

extension D3 {
    /// The list of eras: its ``D3/LeaderboardPeriodIndex/eras`` and the
    /// ``D3/LeaderboardPeriodIndex/currentEra`` the non-seasonal leaderboards track.
    public typealias EraIndex = LeaderboardPeriodIndex<EraKind>

    /// One era and its leaderboards: solo and team greater-rift
    /// leaderboards, normal and hardcore (eras have no achievement board), and the era's start date.
    public typealias Era = LeaderboardPeriod<EraKind>

    /// Eras, as a ``D3/LeaderboardPeriodKind``: keys `era_id`, `current_era`, `era`; an era's document
    /// also has its start date.
    public enum EraKind: LeaderboardPeriodKind {
        /// `"era"`: the keys are `era_id`, `current_era` and `era`.
        public static let keyWord = "era"

        /// What only an era's document has: its start date.
        public struct Details: Codable, Hashable, Sendable {
            /// Start of the era in epoch seconds (e.g. `1409011200`).
            public let eraStartDate: EpochSeconds

            enum CodingKeys: String, CodingKey {
                case eraStartDate = "era_start_date"
            }
        }

        /// The index of eras has no fields of its own.
        public typealias IndexDetails = NoPeriodDetails
    }
}

extension D3.LeaderboardPeriodIndex where Kind == D3.EraKind {
    /// One link per era, oldest first; the last path component of each is the era id.
    public var eras: [BattleNetLink<D3.Era>] { periods }
    /// The era the non-seasonal leaderboards currently track.
    public var currentEra: Int { current }
    /// The era ids read from the links (links whose last path component is not a number are skipped).
    public var eraIDs: [Int] { ids }
}

extension D3.LeaderboardPeriod where Kind == D3.EraKind {
    /// The era number, e.g. `1` in `d3/era__1.json`.
    public var eraID: Int { id }
    /// Start of the era in epoch seconds (e.g. `1409011200`); see `startDate`.
    public var eraStartDate: EpochSeconds { details.eraStartDate }
    /// `eraStartDate` as a date; `nil` only for a placeholder outside any real date.
    public var startDate: Date? { eraStartDate.date }
}

// MARK: Seasons

extension D3 {
    /// The list of seasons: its ``D3/LeaderboardPeriodIndex/seasons``, the
    /// ``D3/LeaderboardPeriodIndex/currentSeason`` the leaderboards track, and the season the game
    /// service runs and its state.
    public typealias SeasonIndex = LeaderboardPeriodIndex<SeasonKind>

    /// One season and its leaderboards: `achievement-points`, solo
    /// and team greater rifts (normal and hardcore) and, for early seasons, conquests (numeric ids).
    public typealias Season = LeaderboardPeriod<SeasonKind>

    /// Seasons, as a ``D3/LeaderboardPeriodKind``: keys `season_id`, `current_season`, `season`; the
    /// index of seasons also has the service's season and its state.
    public enum SeasonKind: LeaderboardPeriodKind {
        /// `"season"`: the keys are `season_id`, `current_season` and `season`.
        public static let keyWord = "season"

        /// A season's document has no fields of its own.
        public typealias Details = NoPeriodDetails

        /// What only the index of seasons has: the season the game service runs, and its state.
        public struct IndexDetails: Codable, Hashable, Sendable {
            /// The season the game service currently runs.
            public let serviceCurrentSeason: Int
            /// The service's season state, e.g. `"active"`.
            public let serviceSeasonState: String

            enum CodingKeys: String, CodingKey {
                case serviceCurrentSeason = "service_current_season"
                case serviceSeasonState = "service_season_state"
            }
        }
    }
}

extension D3.LeaderboardPeriodIndex where Kind == D3.SeasonKind {
    /// One link per season, oldest first; the last path component of each is the season id.
    public var seasons: [BattleNetLink<D3.Season>] { periods }
    /// The season the leaderboards currently track.
    public var currentSeason: Int { current }
    /// The season the game service currently runs.
    public var serviceCurrentSeason: Int { details.serviceCurrentSeason }
    /// The service's season state, e.g. `"active"`.
    public var serviceSeasonState: String { details.serviceSeasonState }
    /// The season ids read from the links (links whose last path component is not a number are skipped).
    public var seasonIDs: [Int] { ids }
}

extension D3.LeaderboardPeriod where Kind == D3.SeasonKind {
    /// The season number, e.g. `1` in `d3/season__1.json`.
    public var seasonID: Int { id }
}
