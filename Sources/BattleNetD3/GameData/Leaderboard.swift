import Foundation

// Shapes shared by the season and era game-data endpoints (`/data/d3/season/...`, `/data/d3/era/...`).

extension D3 {
    /// One leaderboard listed by a season or era document.
    public struct LeaderboardReference: Codable, Hashable, Sendable {
        /// The leaderboard's URL; its last path component is the leaderboard id.
        public let ladder: BattleNetLink<Leaderboard>
        /// Players per entry (1 for solo rifts, 2-4 for team rifts); absent on `achievement-points`
        /// and on conquest leaderboards (numeric ids).
        public let teamSize: Int?
        /// Hardcore flag as Blizzard sends it: absent when false. It is unreliable (recorded on
        /// `rift-barbarian`, missing on `rift-hardcore-crusader`); prefer `isHardcoreByID`.
        public let hardcore: Bool?
        /// The class of a solo greater-rift leaderboard; absent on team, achievement and conquest boards.
        public let heroClass: LeaderboardHeroClass?

        enum CodingKeys: String, CodingKey {
            case ladder
            case teamSize = "team_size"
            case hardcore
            case heroClass = "hero_class_string"
        }

        /// The leaderboard id to request (e.g. `"rift-hardcore-wd"`, `"achievement-points"`, `"74987245615154"`).
        public var leaderboardID: String? { ladder.lastPathComponent }

        /// Whether the leaderboard id names a hardcore board (`rift-hardcore-...`).
        public var isHardcoreByID: Bool { leaderboardID?.contains("hardcore") ?? false }
    }

    /// A season or era leaderboard (`/data/d3/season/{id}/leaderboard/{leaderboardId}`,
    /// `/data/d3/era/{id}/leaderboard/{leaderboardId}`).
    public struct Leaderboard: Codable, Hashable, Sendable {
        /// The leaderboard's own address, `_links.self`.
        public let links: SelfLinks<Leaderboard>
        /// Blizzard's internal key, e.g. `"6:3"` or `"74987245615154:1:1"`.
        public let key: String
        /// The leaderboard's name, e.g. `Witch Doctor Greater Rift`.
        public let title: LocalizedString
        /// RFC 1123 date string, e.g. `"Fri, 20 Dec 2019 18:45:22 UTC"`; see `lastUpdateDate`.
        public let lastUpdateTime: String
        /// Build that generated the document.
        public let generatedBy: String
        /// The columns every row has values for (15 in `d3/era-leaderboard__1_rift-wd.json`).
        public let columns: [LeaderboardColumn]
        /// The ranked rows, best first (1,963 in `d3/era-leaderboard__1_rift-wd.json`).
        public let rows: [LeaderboardRow]
        /// Season number; season leaderboards only.
        public let season: Int?
        /// Era number; era leaderboards only.
        public let era: Int?
        /// `true` on the `achievement-points` board (season only); absent elsewhere.
        public let achievementPoints: Bool?
        /// `true` on greater-rift boards; absent elsewhere.
        public let greaterRift: Bool?
        /// The class of a solo greater-rift board; absent on team, achievement and conquest boards.
        public let greaterRiftSoloClass: LeaderboardHeroClass?
        /// Players per entry of a team greater-rift board (`2` to `4`); absent on solo, achievement and
        /// conquest boards. No recorded board is a team board.
        public let greaterRiftTeamSize: Int?
        /// Hardcore flag; absent when false.
        public let hardcore: Bool?
        /// `true` on conquest boards (numeric leaderboard ids); absent elsewhere.
        public let conquest: Bool?
        /// Conquest id (equals the numeric leaderboard id); conquest boards only.
        public let conquestID: Int?
        /// Conquest icon id, e.g. `"p1_Conquest_Kill_Malthael_T6"`; conquest boards only.
        public let conquestIconID: String?
        /// Conquest name; conquest boards only.
        public let conquestName: String?
        /// Conquest description; conquest boards only.
        public let conquestDescription: String?

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case key, title
            case lastUpdateTime = "last_update_time"
            case generatedBy = "generated_by"
            case columns = "column"
            case rows = "row"
            case season, era
            case achievementPoints = "achievement_points"
            case greaterRift = "greater_rift"
            case greaterRiftSoloClass = "greater_rift_solo_class"
            case greaterRiftTeamSize = "greater_rift_team_size"
            case hardcore, conquest
            case conquestID = "conquest_id"
            case conquestIconID = "conquest_icon_id"
            case conquestName = "conquest_name"
            case conquestDescription = "conquest_desc"
        }

        /// `lastUpdateTime` parsed as a date.
        public var lastUpdateDate: Date? { HTTPDate.parse(lastUpdateTime) }

        /// The column description for `id`, if any.
        public func column(_ id: LeaderboardDataID) -> LeaderboardColumn? { columns.first { $0.id == id } }
    }
}
