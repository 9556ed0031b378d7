import Foundation

extension SC2.Operations {
    /// **League Data**: the tiers and division ladders of one league of one queue in one season.
    package static let league = APIOperation<SC2.League, Int, SC2.QueueID, SC2.TeamType, SC2.LeagueID>(
        "sc2LeagueData", "/data/sc2/league/{seasonId}/{queueId}/{teamType}/{leagueId}"
    )
}


extension SC2 {
    /// One league of one queue in one season, with its tiers and division ladders.
    public struct League: Codable, Sendable, Hashable {
        /// The address of this document (`_links.self.href`).
        public let links: SelfLinks<League>
        /// The season, queue, team type and league this document is for.
        public let key: Key
        /// The tiers (grandmaster has one), each with its divisions.
        public let tiers: [Tier]

        enum CodingKeys: String, CodingKey {
            case links = "_links", key, tiers = "tier"
        }

        /// The ladder ids of every division of every tier, for ``LadderData``.
        public var ladderIDs: [Int] { tiers.flatMap { $0.divisions ?? [] }.map(\.ladderID) }

        /// What a league document is for (also `league.league_key` of a ``LadderData``).
        public struct Key: Codable, Sendable, Hashable {
            /// The league, e.g. `5` (master) in `sc2/league__45_201_0_5.json`.
            public let leagueID: LeagueID
            /// The ladder season, e.g. `45`.
            public let seasonID: Int
            /// The queue, e.g. `201` (Legacy of the Void 1v1).
            public let queueID: QueueID
            /// Arranged (`0`) or random (`1`) teams.
            public let teamType: TeamType

            enum CodingKeys: String, CodingKey {
                case leagueID = "league_id", seasonID = "season_id", queueID = "queue_id", teamType = "team_type"
            }
        }

        /// A tier of a league: `id` 0 is tier 1 (the highest).
        public struct Tier: Codable, Sendable, Hashable {
            /// The tier within the league, `0` being the highest.
            public let id: Int
            /// The lowest MMR of the tier; absent in both recorded grandmaster bodies.
            public let minRating: Int?
            /// The highest MMR of the tier; absent like ``minRating``.
            public let maxRating: Int?
            // Battle.net may send a tier without divisions: a missing `division` reads as empty.
            /// The divisions; `nil` if Blizzard sent none.
            public let divisions: [Division]?

            enum CodingKeys: String, CodingKey {
                case id, minRating = "min_rating", maxRating = "max_rating", divisions = "division"
            }
        }

        /// A division of a tier: one ladder of up to 100 teams.
        public struct Division: Codable, Sendable, Hashable {
            /// The division's number within the league.
            public let id: Int
            /// The ladder to read with ``LadderData`` or the legacy ladder call.
            public let ladderID: Int
            /// Teams in the division, e.g. `100`.
            public let memberCount: Int

            enum CodingKeys: String, CodingKey {
                case id, ladderID = "ladder_id", memberCount = "member_count"
            }
        }
    }
}
