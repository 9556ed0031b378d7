import Foundation

extension SC2.Operations {
    /// **Ladder Summary**: a profile's showcased ladders, placement matches and ladder memberships this season.
    package static let ladderSummary = APIOperation<SC2.LadderSummary, SC2.ProfileReference>(
        "sc2LadderSummary", "/sc2/profile/{regionId}/{realmId}/{profileId}/ladder/summary", labels: ["profile"]
    )

    /// **Player Ladder**: one of a profile's ladders, with its teams and the profile's rank.
    package static let playerLadder = APIOperation<SC2.PlayerLadder, SC2.ProfileReference, Int>(
        "sc2PlayerLadder", "/sc2/profile/{regionId}/{realmId}/{profileId}/ladder/{ladderId}", labels: ["profile", "id"]
    )
}


// Every recording of these two endpoints has empty arrays, so no recorded body backs the element types,
// and every element field is optional.

extension SC2 {
    /// A profile's ladders this season: showcased ladders, pending placement matches and every ladder
    /// membership.
    public struct LadderSummary: Codable, Sendable, Hashable {
        /// The ladders shown on the profile page, with team and record.
        public let showCaseEntries: [ShowcaseEntry]
        /// Modes where the profile still plays placement matches.
        public let placementMatches: [PlacementMatch]
        /// Every ladder the profile belongs to this season.
        public let allLadderMemberships: [LadderMembership]

        /// A showcased ladder: the profile's team, league, division and record in it.
        public struct ShowcaseEntry: Codable, Sendable, Hashable {
            /// The ladder id, sent as a string (`"298683"`); pass ``Identifier/intValue`` to the player ladder call.
            public let ladderID: Identifier?
            /// The showcased team and its members.
            public let team: ShowcaseTeam?
            /// The league (`"DIAMOND"`).
            public let leagueName: LeagueName?
            /// The division's name (`"Judicator Tau"`).
            public let localizedDivisionName: String?
            /// The team's rank in its division, e.g. `1`.
            public let rank: Int?
            /// Games won this season.
            public let wins: Int?
            /// Games lost this season.
            public let losses: Int?

            enum CodingKeys: String, CodingKey {
                case ladderID = "ladderId"
                case team, leagueName, localizedDivisionName, rank, wins, losses
            }
        }

        /// The team of a showcased ladder.
        public struct ShowcaseTeam: Codable, Sendable, Hashable {
            /// The localized mode (`"1v1"`).
            public let localizedGameMode: String?
            /// The team's members.
            public let members: [Member]?
        }

        /// Modes where the profile still plays placement matches.
        public struct PlacementMatch: Codable, Sendable, Hashable {
            /// The localized mode (`"1v1"`).
            public let localizedGameMode: String?
            /// The team's members.
            public let members: [Member]?
            /// Placement games left to play.
            public let gamesRemaining: Int?
        }

        /// A member of a showcased or placement team.
        public struct Member: Codable, Sendable, Hashable {
            /// The profile id, sent as a string (`"1331332"`).
            public let playerID: Identifier?
            /// The member's in-game name.
            public let name: String?
            /// The member's SC2 region, e.g. `2` (EU).
            public let region: RegionID?
            /// The member's favorite race; `nil` when absent, as for placement members.
            public let favoriteRace: Race?
            /// `nil` when absent or the player is in no clan.
            public let clanTag: String?

            enum CodingKeys: String, CodingKey {
                case playerID = "playerId"
                case name, region, favoriteRace, clanTag
            }
        }
    }

    /// One of the profile's ladders this season (`"1v1 Diamond"`).
    public struct LadderMembership: Codable, Sendable, Hashable {
        /// The ladder id, sent as a string (`"298683"`).
        public let ladderID: Identifier?
        /// The localized mode and league (`"1v1 Diamond"`).
        public let localizedGameMode: String?
        /// The profile's rank in that ladder; `nil` when absent (always absent in ``PlayerLadder/currentLadderMembership``).
        public let rank: Int?

        enum CodingKeys: String, CodingKey {
            case ladderID = "ladderId"
            case localizedGameMode, rank
        }
    }

    /// One ladder (division) as seen from a profile that plays in it: its teams, league and the profile's
    /// memberships.
    ///
    /// When the profile is not in that ladder (the recording: profile 2137104, ladder 2200) the team list
    /// is empty and `league`, `localizedDivision` and `currentLadderMembership` are left out.
    public struct PlayerLadder: Codable, Sendable, Hashable {
        /// The division's teams.
        public let ladderTeams: [LadderTeam]
        /// Every ladder the profile belongs to this season.
        public let allLadderMemberships: [LadderMembership]
        /// The profile's rank and matchmaking rating in this ladder.
        public let ranksAndPools: [RankAndPool]
        /// The division's name; `nil` when absent (the profile is not in this ladder).
        public let localizedDivision: String?
        /// The ladder's league; `nil` when absent (the profile is not in this ladder).
        public let league: LeagueName?
        /// This ladder as one of the profile's memberships; `nil` when absent (the profile is not in this ladder).
        public let currentLadderMembership: LadderMembership?

        /// The profile's rank and matchmaking rating in a ladder.
        public struct RankAndPool: Codable, Sendable, Hashable {
            /// The profile's rank in the ladder, e.g. `1`.
            public let rank: Int?
            /// Matchmaking rating.
            public let mmr: Int?
            /// Unspent bonus pool points; `nil` when absent.
            public let bonusPool: Int?
        }
    }
}
