import Foundation

extension SC2.Operations {
    /// **Season**: the current ladder season of an SC2 region.
    package static let season = APIOperation<SC2.Season, SC2.RegionID>("sc2Season", "/sc2/ladder/season/{regionId}")
}


extension SC2 {
    /// The current ladder season of one SC2 region.
    public struct Season: Codable, Sendable, Hashable {
        /// The season's global id (e.g. `42`), as used by the league game-data call.
        public let seasonID: Int
        /// The season's number within its year (e.g. `4`).
        public let number: Int
        /// The calendar year the season belongs to, e.g. `2019`.
        public let year: Int
        /// When the season started; Blizzard sends it as a numeric string (`"1574796158"`).
        public let startDate: EpochSeconds
        /// When the season ends (or is planned to end); a numeric string like ``startDate``.
        public let endDate: EpochSeconds

        enum CodingKeys: String, CodingKey {
            case seasonID = "seasonId"
            case number, year, startDate, endDate
        }
    }
}
