import Foundation

extension SC2.Operations {
    /// **Grandmaster Leaderboard**: the current season's grandmaster 1v1 teams of an SC2 region.
    package static let grandmasterLeaderboard = APIOperation<SC2.GrandmasterLeaderboard, SC2.RegionID>(
        "sc2GrandmasterLeaderboard", "/sc2/ladder/grandmaster/{regionId}", timeout: .seconds(60)
    )
}


extension SC2 {
    /// The current season's grandmaster league of one SC2 region.
    public struct GrandmasterLeaderboard: Codable, Sendable, Hashable {
        /// Every grandmaster team, highest MMR first.
        public let ladderTeams: [LadderTeam]
    }

    /// A team's standing on a ladder, as the grandmaster leaderboard and the profile ladder call
    /// (`/sc2/profile/{regionId}/{realmId}/{profileId}/ladder/{ladderId}`) send it.
    public struct LadderTeam: Codable, Sendable, Hashable {
        /// The players of the team (one for 1v1).
        public let teamMembers: [LadderTeamMember]
        /// The team's rank on this ladder in the previous ranking pass; `0` when it had none.
        public let previousRank: Int
        // wins/losses/points: Battle.net is reported to send null on rare occasions.
        /// Ladder points; `nil` on the rare team Blizzard sends without them.
        public let points: Int?
        /// Games won this season; `nil` on the rare team Blizzard sends without them.
        public let wins: Int?
        /// Games lost this season; `nil` on the rare team Blizzard sends without them.
        public let losses: Int?
        /// Matchmaking rating; absent for some teams (1 of 197 in the recorded leaderboard).
        public let mmr: Int?
        /// When the team joined the ladder.
        public let joinTimestamp: EpochSeconds
    }

    /// A player of a ``LadderTeam``.
    public struct LadderTeamMember: Codable, Sendable, Hashable {
        /// The profile id, sent as a string (`"4354376"`).
        public let id: Identifier
        /// The member's realm, e.g. `1`.
        public let realm: RealmID
        /// The member's SC2 region, e.g. `1` (US) in `sc2/grandmaster-leaderboard__1.json`.
        public let region: RegionID
        /// The member's in-game name, e.g. `Taktshang`.
        public let displayName: String
        /// The clan tag; absent when the player is in no clan.
        public let clanTag: String?
        /// The race the player plays most (`"terran"`…); absent for some players (1 of 197 recorded).
        public let favoriteRace: Race?

        /// The player's profile; `nil` if the id is not a valid `Int`.
        public var reference: ProfileReference? {
            id.intValue.map { ProfileReference(region: region, realm: realm, profileID: $0) }
        }
    }
}
