import Foundation

extension SC2.Operations {
    /// **Legacy Ladder**: every member of a division ladder, in the old format.
    package static let legacyLadder = APIOperation<SC2.LegacyLadder, SC2.RegionID, Int>(
        "sc2LegacyLadder", "/sc2/legacy/ladder/{regionId}/{ladderId}", timeout: .seconds(60)
    )
}


extension SC2 {
    /// The members of one ladder division, in the legacy format (China's 2013 and 2015 bodies have the same
    /// shape, see ``LegacyCharacter``).
    public struct LegacyLadder: Codable, Sendable, Hashable {
        /// The players of the division, best first; one entry per player, so a 4v4 team appears four times.
        public let ladderMembers: [LegacyLadderMember]
    }

    /// A player's standing in a ``LegacyLadder``.
    public struct LegacyLadderMember: Codable, Sendable, Hashable {
        /// The member's profile.
        public let character: LegacyCharacter
        /// When the player's team joined the ladder.
        public let joinTimestamp: EpochSeconds
        /// Ladder points (2013–2015 bodies send whole numbers as `3229.0`, which decode here).
        public let points: Int
        /// Games won this season, e.g. `71`.
        public let wins: Int
        /// Games lost this season, e.g. `70`.
        public let losses: Int
        /// The team's best rank this season.
        public let highestRank: Int
        /// The team's rank in the previous ranking pass; `0` when it had none.
        public let previousRank: Int
        // P1 is in all 698 recorded members, but the grandmaster call omits a ranked player's favourite race.
        /// The race this player plays most (`"ZERG"`); `nil` if Blizzard omits it.
        public let favoriteRaceP1: Race?
        /// The favourite race of the team's second player; team ladders only.
        public let favoriteRaceP2: Race?
        /// The favourite race of the team's third player; 3v3 and 4v4 ladders only.
        public let favoriteRaceP3: Race?
        /// The favourite race of the team's fourth player; 4v4 ladders only.
        public let favoriteRaceP4: Race?

        /// The favourite races sent for the team, player 1 first.
        public var favoriteRaces: [Race] {
            [favoriteRaceP1, favoriteRaceP2, favoriteRaceP3, favoriteRaceP4].compactMap { $0 }
        }
    }

    /// A player as the legacy ladder calls describe it.
    public struct LegacyCharacter: Codable, Sendable, Hashable {
        /// The profile id (`"1854778"`; a number in 2013–2015 bodies).
        public let id: Identifier
        /// The realm, e.g. `1`.
        public let realm: RealmID
        /// The player's SC2 region; absent in 2013–2015 bodies (the community API before 2019).
        public let region: RegionID?
        /// The in-game name, e.g. `Heigen`.
        public let displayName: String
        /// The clan's name; `""` when the player is in no clan.
        public let clanName: String
        /// The clan's tag; `""` when the player is in no clan.
        public let clanTag: String
        /// The starcraft2.com path: `/profile/{region}/{realm}/{id}`, or `/profile/{id}/{realm}/{name}/` in 2013–2015.
        public let profilePath: String

        /// The player's profile; `nil` if the body has no region or the id is not a valid `Int`.
        public var reference: ProfileReference? {
            guard let region, let profileID = id.intValue else { return nil }
            return ProfileReference(region: region, realm: realm, profileID: profileID)
        }
    }
}
