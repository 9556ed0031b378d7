import Foundation

// Parts of `D3.Leaderboard`: rows, players, data entries and columns.

extension D3 {
    /// A column/data id of a leaderboard (`Rank`, `RiftLevel`, `HeroBattleTag`, ...).
    public struct LeaderboardDataID: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        // Row data ids.
        /// The entry's rank (`Rank`, a `NUMBER`), e.g. `1`; missing on 855 of the 1,990 rows of the recorded
        /// conquest board.
        public static let rank: Self = "Rank"
        /// The entry's BattleTag (`BattleTag`, a `STRING`), e.g. `"Wolo#2434"`; missing on some rows.
        public static let battleTag: Self = "BattleTag"
        /// The greater-rift tier reached (`RiftLevel`, a `NUMBER`), e.g. `49`; rift boards only.
        public static let riftLevel: Self = "RiftLevel"
        /// Time the rift took in milliseconds (`RiftTime`, a `SPAN_MS` sent in `timestamp`), e.g. `829033`;
        /// rift boards only.
        public static let riftTime: Self = "RiftTime"
        /// When the entry was achieved, in epoch milliseconds (`CompletedTime`, a `DATETIME` sent in
        /// `timestamp`), e.g. `1422545252000`.
        public static let completedTime: Self = "CompletedTime"
        /// Achievement points (`AchievementPoints`) of the season `achievement-points` board; no board with
        /// it is recorded.
        public static let achievementPoints: Self = "AchievementPoints"
        // Player data ids.
        /// The hero's BattleTag (`HeroBattleTag`, a `STRING`), e.g. `"Wolo#2434"`; missing on some players.
        public static let heroBattleTag: Self = "HeroBattleTag"
        /// The player's game account id (`GameAccount`, a `NUMBER`), e.g. `4639165`; equal to
        /// ``D3/LeaderboardPlayer/accountID`` on every recorded player.
        public static let gameAccount: Self = "GameAccount"
        /// The hero's class in lowercase English words (`HeroClass`, a `STRING`), e.g. `"witch doctor"`.
        public static let heroClass: Self = "HeroClass"
        /// The hero's gender (`HeroGender`, a `STRING`): `"m"` or `"f"`.
        public static let heroGender: Self = "HeroGender"
        /// The hero's level (`HeroLevel`, a `NUMBER`), e.g. `70`.
        public static let heroLevel: Self = "HeroLevel"
        /// The player's paragon level (`ParagonLevel`, a `NUMBER`), e.g. `1015`.
        public static let paragonLevel: Self = "ParagonLevel"
        /// The clan tag (`HeroClanTag`, a `STRING`), e.g. `"Tigres"`; missing for players outside a clan.
        public static let heroClanTag: Self = "HeroClanTag"
        /// The clan name (`ClanName`, a `STRING`), e.g. `"Les tigres noirs"`; missing for players outside a clan.
        public static let clanName: Self = "ClanName"
        /// An opaque hex string (`HeroVisualItems`, a `STRING`), as sent by Blizzard; meaning undocumented.
        /// On every player of the recorded conquest board, on 242 of 1,963 of the recorded rift board.
        public static let heroVisualItems: Self = "HeroVisualItems"
        /// The hero's id (`HeroId`, a `NUMBER`), e.g. `42527447`; missing on some players.
        public static let heroID: Self = "HeroId"
    }

    /// The value type of a leaderboard column.
    public struct LeaderboardColumnType: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An integer, sent in the datum's `number` (`Rank`, `RiftLevel`, `GameAccount`, ...).
        public static let number: Self = "NUMBER"
        /// Text, sent in the datum's `string` (`BattleTag`, `HeroClass`, ...).
        public static let string: Self = "STRING"
        /// Epoch milliseconds, sent in the datum's `timestamp`.
        public static let dateTime: Self = "DATETIME"
        /// A duration in milliseconds, sent in the datum's `timestamp`.
        public static let spanMilliseconds: Self = "SPAN_MS"
    }

    /// The class token of leaderboard ids and of `hero_class_string` / `greater_rift_solo_class`
    /// (`dh` and `wd` are abbreviated, unlike `D3.HeroClass`).
    public struct LeaderboardHeroClass: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Barbarian (`barbarian`), e.g. the `rift-barbarian` board.
        public static let barbarian: Self = "barbarian"
        /// Crusader (`crusader`), e.g. the `rift-crusader` board.
        public static let crusader: Self = "crusader"
        /// Demon Hunter (`dh`), e.g. the `rift-dh` board.
        public static let demonHunter: Self = "dh"
        /// Monk (`monk`), e.g. the `rift-monk` board.
        public static let monk: Self = "monk"
        /// Necromancer (`necromancer`), spelled like the profile slug; the recorded era 1 and season 1
        /// lists have no necromancer board.
        public static let necromancer: Self = "necromancer"
        /// Witch Doctor (`wd`), e.g. the `rift-wd` board.
        public static let witchDoctor: Self = "wd"
        /// Wizard (`wizard`), e.g. the `rift-wizard` board.
        public static let wizard: Self = "wizard"

        /// The profile class slug (`dh` -> `demon-hunter`, `wd` -> `witch-doctor`, others unchanged).
        public var heroClass: HeroClass {
            switch self {
            case .demonHunter: .demonHunter
            case .witchDoctor: .witchDoctor
            default: HeroClass(rawValue: rawValue)
            }
        }
    }

    /// One `{id, number|timestamp|string}` entry of a row's or a player's `data`.
    ///
    /// Exactly one of `number`, `timestamp` and `string` is present in every recorded entry; which one
    /// depends on the id (see the matching `LeaderboardColumn.type`).
    public struct LeaderboardDatum: Codable, Hashable, Sendable {
        /// What the value is, e.g. `.riftLevel`.
        public let id: LeaderboardDataID
        /// Set for `NUMBER` columns (`Rank`, `RiftLevel`, `GameAccount`, `HeroLevel`, `ParagonLevel`, `HeroId`, ...).
        public let number: Int?
        /// Set for `DATETIME` (epoch milliseconds) and `SPAN_MS` (duration in milliseconds) columns.
        public let timestamp: Int?
        /// Set for `STRING` columns (`BattleTag`, `HeroClass`, `HeroGender`, `ClanName`, ...).
        public let string: String?

        /// An entry with `id` and its value in one of `number`, `timestamp` or `string`, e.g.
        /// `D3.LeaderboardDatum(id: .riftLevel, number: 49)`.
        public init(id: LeaderboardDataID, number: Int? = nil, timestamp: Int? = nil, string: String? = nil) {
            self.id = id
            self.number = number
            self.timestamp = timestamp
            self.string = string
        }

        /// The value, whichever of the three keys carried it.
        public enum Value: Hashable, Sendable {
            /// The `number` key's value, e.g. `49` for `RiftLevel`.
            case number(Int)
            /// The `timestamp` key's value in milliseconds: epoch milliseconds for `DATETIME` columns
            /// (e.g. `1422545252000`), a duration for `SPAN_MS` columns (e.g. `829033`).
            case timestamp(Int)
            /// The `string` key's value, e.g. `"Wolo#2434"` for `BattleTag`.
            case string(String)
            /// None of the three keys was present.
            case none
        }

        /// The value, whichever of the three keys carried it.
        public var value: Value {
            if let number { return .number(number) }
            if let timestamp { return .timestamp(timestamp) }
            if let string { return .string(string) }
            return .none
        }

        /// `timestamp` read as epoch milliseconds (meaningful for `DATETIME` columns only).
        public var date: Date? { timestamp.flatMap { EpochMilliseconds(millisecondsSince1970: Int64($0)).date } }
    }

    /// One player of a leaderboard row (team rows have several).
    public struct LeaderboardPlayer: Codable, Hashable, Sendable {
        /// The account id as a string (equal to `accountID` in every recorded row); `nil` when a row leaves
        /// it out.
        public let key: String?
        /// The player's account id (JSON key `accountId`), e.g. `4639165`; equal to the `GameAccount` datum
        /// on every recorded player. Optional like ``key``.
        public let accountID: Int?
        /// Hero details; which ids appear varies per row (`HeroBattleTag`, `HeroClanTag`, `ClanName`,
        /// `HeroId` and `HeroVisualItems` are missing on some rows).
        public let data: [LeaderboardDatum]

        enum CodingKeys: String, CodingKey {
            case key
            case accountID = "accountId"
            case data
        }

        /// The first datum with `id`, if any.
        public func datum(_ id: LeaderboardDataID) -> LeaderboardDatum? { data.first { $0.id == id } }

        /// `HeroBattleTag` (e.g. `"Wolo#2434"`); absent on some rows.
        public var battleTag: String? { datum(.heroBattleTag)?.string }
        /// `GameAccount`.
        public var gameAccount: Int? { datum(.gameAccount)?.number }
        /// `HeroClass` as sent: lowercase English words with spaces (`"demon hunter"`, `"witch doctor"`).
        public var heroClassName: String? { datum(.heroClass)?.string }
        /// `HeroClass` converted to the profile slug (`"demon hunter"` -> `.demonHunter`).
        public var heroClass: HeroClass? {
            heroClassName.map { HeroClass(rawValue: $0.lowercased().replacingOccurrences(of: " ", with: "-")) }
        }
        /// `HeroGender` as sent: `"m"` or `"f"` (profiles send gender as 0/1 instead).
        public var heroGender: String? { datum(.heroGender)?.string }
        /// `HeroLevel`.
        public var heroLevel: Int? { datum(.heroLevel)?.number }
        /// `ParagonLevel`.
        public var paragonLevel: Int? { datum(.paragonLevel)?.number }
        /// `HeroClanTag`; absent for players without a clan.
        public var clanTag: String? { datum(.heroClanTag)?.string }
        /// `ClanName`; absent for players without a clan.
        public var clanName: String? { datum(.clanName)?.string }
        /// `HeroId`; absent on some rows.
        public var heroID: Int? { datum(.heroID)?.number }
        /// `HeroVisualItems`, an opaque hex string; absent on most rift rows.
        public var heroVisualItems: String? { datum(.heroVisualItems)?.string }
    }

    /// One entry of a leaderboard.
    public struct LeaderboardRow: Codable, Hashable, Sendable {
        /// 1-based position in the list (present even where `Rank` is missing).
        public let order: Int
        /// The entry's values (`Rank`, `RiftLevel`, `RiftTime`, `CompletedTime`, `BattleTag`, `AchievementPoints`...).
        public let data: [LeaderboardDatum]
        /// One player for solo boards, up to four for team boards.
        public let players: [LeaderboardPlayer]

        enum CodingKeys: String, CodingKey {
            case order
            case data
            case players = "player"
        }

        /// The first datum with `id`, if any.
        public func datum(_ id: LeaderboardDataID) -> LeaderboardDatum? { data.first { $0.id == id } }

        /// `Rank`; missing on many conquest-leaderboard rows (ties share the previous rank).
        public var rank: Int? { datum(.rank)?.number }
        /// `BattleTag` of the entry; absent on some rows.
        public var battleTag: String? { datum(.battleTag)?.string }
        /// `RiftLevel`: the greater-rift tier (rift boards only).
        public var riftLevel: Int? { datum(.riftLevel)?.number }
        /// `RiftTime` in milliseconds (rift boards only).
        public var riftTime: Int? { datum(.riftTime)?.timestamp }
        /// `RiftTime` as a duration in seconds.
        public var riftDuration: TimeInterval? { riftTime.map { Double($0) / 1000 } }
        /// `CompletedTime` in epoch milliseconds.
        public var completedTime: Int? { datum(.completedTime)?.timestamp }
        /// `CompletedTime` as a date.
        public var completedDate: Date? { datum(.completedTime)?.date }
        /// `AchievementPoints` (achievement-points board only).
        public var achievementPoints: Int? {
            let datum = datum(.achievementPoints)
            return datum?.number ?? datum?.timestamp
        }
    }

    /// A column description of a leaderboard.
    public struct LeaderboardColumn: Codable, Hashable, Sendable {
        /// The data id the column shows, e.g. `.rank`.
        public let id: LeaderboardDataID
        /// Hidden columns hold player details (`HeroBattleTag`, `HeroClass`, ...).
        public let hidden: Bool
        /// Display position; absent on hidden columns.
        public let order: Int?
        /// Display label; `null` on hidden columns.
        public let label: LocalizedString?
        /// Which datum key holds the column's values, e.g. `.spanMilliseconds` for `RiftTime`.
        public let type: LeaderboardColumnType
    }
}
