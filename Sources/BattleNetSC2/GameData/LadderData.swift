import Foundation

extension SC2.Operations {
    /// **Ladder Data**: every team of a division ladder, with ratings and streaks. Undocumented by
    /// Blizzard; it may change without notice.
    package static let ladderData = APIOperation<SC2.LadderData, Int>(
        "sc2LadderData", "/data/sc2/ladder/{ladderId}", timeout: .seconds(60)
    )
}


extension SC2 {
    /// The teams of one division ladder (undocumented by Blizzard).
    public struct LadderData: Codable, Sendable, Hashable {
        /// The address of this document (`_links.self.href`).
        public let links: SelfLinks<LadderData>
        /// The league the ladder belongs to.
        public let league: LeagueReference
        // Battle.net may send an empty ladder: a missing `team` reads as empty.
        /// The teams, best first; `nil` if Blizzard sent none.
        public let teams: [Team]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", league, teams = "team"
        }

        /// The league of a ladder: its key and the address of its ``League`` document.
        public struct LeagueReference: Codable, Sendable, Hashable {
            /// The season, queue, team type and league of the ladder, e.g. season `45`, queue `201`,
            /// team type `0`, league `5` (master) in `sc2/ladder-data__230898.json`.
            public let leagueKey: League.Key
            /// The ``League`` document.
            public let key: BattleNetLink<League>

            enum CodingKeys: String, CodingKey {
                case leagueKey = "league_key", key
            }
        }

        /// A team on the ladder.
        public struct Team: Codable, Sendable, Hashable {
            /// The team id: a number up to 2^64 − 1 (some crawled bodies hold it as a string).
            public let id: Identifier
            // rating…points: Battle.net is reported to send null on rare occasions.
            /// Matchmaking rating; `nil` on the rare team Blizzard sends without it.
            public let rating: Int?
            /// Games won this season; `nil` on the rare team Blizzard sends without them.
            public let wins: Int?
            /// Games lost this season; `nil` like ``wins``.
            public let losses: Int?
            /// Games tied this season; `nil` like ``wins``.
            public let ties: Int?
            /// Ladder points; `nil` on the rare team Blizzard sends without them.
            public let points: Int?
            /// The most games the team won in a row this season, e.g. `5`.
            public let longestWinStreak: Int
            /// The games won in a row up to the team's last game, e.g. `1`; `0` when the last game was not a win.
            public let currentWinStreak: Int
            /// The team's place in the division now, `1` being the top; the recorded teams are listed by it
            /// (`1` … `96`).
            public let currentRank: Int
            /// As sent by Blizzard (`highest_rank`); despite the name the recorded values are mostly at or above `currentRank` (the rank-1 team has 90), so it may be the lowest rank reached; undocumented.
            public let highestRank: Int
            /// The rank in the previous ranking pass; `0` when it had none.
            public let previousRank: Int
            /// When the team joined the ladder.
            public let joinTimestamp: EpochSeconds
            /// When the team last played a ladder game.
            public let lastPlayedTimestamp: EpochSeconds
            /// The players (one for 1v1).
            public let members: [Member]

            enum CodingKeys: String, CodingKey {
                case id, rating, wins, losses, ties, points
                case longestWinStreak = "longest_win_streak", currentWinStreak = "current_win_streak"
                case currentRank = "current_rank", highestRank = "highest_rank", previousRank = "previous_rank"
                case joinTimestamp = "join_time_stamp", lastPlayedTimestamp = "last_played_time_stamp"
                case members = "member"
            }
        }

        /// A player of a ladder team.
        public struct Member: Codable, Sendable, Hashable {
            /// The SC2 profile.
            public let legacyLink: LegacyLink
            /// The Battle.net account.
            public let characterLink: CharacterLink
            /// The player's clan; absent when the player is in no clan.
            public let clanLink: ClanLink?
            // Battle.net may send a member without races: a missing `played_race_count` reads as empty.
            /// Games played per race this season; `nil` if Blizzard sent none.
            public let playedRaceCount: [PlayedRaceCount]?

            enum CodingKeys: String, CodingKey {
                case legacyLink = "legacy_link", characterLink = "character_link", clanLink = "clan_link"
                case playedRaceCount = "played_race_count"
            }
        }

        /// A member's SC2 profile. It carries no region: use the region of the ladder you asked for.
        public struct LegacyLink: Codable, Sendable, Hashable {
            /// The profile id.
            public let id: Int
            /// The realm within the ladder's region, e.g. `1`.
            public let realm: RealmID
            /// The in-game name with its character code (`"IlllIIIIllll#398"`).
            public let name: String
            /// The old community path, `/profile/{id}/{realm}/{name}`.
            public let path: String

            /// The profile in `region`, the SC2 region of the ladder.
            public func reference(region: RegionID) -> ProfileReference {
                ProfileReference(region: region, realm: realm, profileID: id)
            }
        }

        /// A member's Battle.net account.
        public struct CharacterLink: Codable, Sendable, Hashable {
            /// The account's profile id (the same number as ``LegacyLink/id``).
            public let id: Int
            /// The account's BattleTag, e.g. `"Dext#2339"`.
            public let battleTag: String
            /// The account's game-data document (`/data/sc2/character/...`), for which this package has
            /// no model: follow it raw. Hrefs hold the BattleTag (`name-1234`), which may be in any script.
            public let key: BattleNetLink<Data>

            enum CodingKeys: String, CodingKey {
                case id, battleTag = "battle_tag", key
            }
        }

        /// A member's clan.
        public struct ClanLink: Codable, Sendable, Hashable {
            /// The clan's id, e.g. `1103`.
            public let id: Int
            /// The clan's short tag, e.g. `"aW"`.
            public let clanTag: String
            /// The clan's full name, e.g. `"aNgel's WingS"`.
            public let clanName: String
            /// The clan icon file (`.clfl` on the Battle.net depot); absent for some clans (5 of 42 recorded).
            public let iconURL: String?
            /// The clan decal file; absent like ``iconURL``.
            public let decalURL: String?

            enum CodingKeys: String, CodingKey {
                case id, clanTag = "clan_tag", clanName = "clan_name", iconURL = "icon_url", decalURL = "decal_url"
            }
        }

        /// How many games a member played with a race.
        public struct PlayedRaceCount: Codable, Sendable, Hashable {
            /// The race, capitalised (`"Zerg"`).
            public let race: Race
            /// The games played with ``race`` on this ladder this season, e.g. `147` (a member with 77 wins and
            /// 70 losses, all as Zerg).
            public let count: Int

            enum CodingKeys: String, CodingKey { case race, count }

            /// Also reads the race as a localized object (`{"en_US": "Protoss"}`), which bodies requested without
            /// a locale send.
            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                count = try container.decode(Int.self, forKey: .count)
                if let name = try? container.decode(String.self, forKey: .race) {
                    race = Race(rawValue: name)
                } else {
                    let names = try container.decode([String: String].self, forKey: .race)
                    race = Race(rawValue: names["en_US"] ?? names.sorted { $0.key < $1.key }.first?.value ?? "")
                }
            }
        }
    }
}

// Written by hand: `PlayedRaceCount` decodes itself (`init(from:)` above, the race in two shapes), so
// its fast reader (`JSONReader`, the large bodies) follows that `init(from:)` here rather than being
// generated. It switches over the model's own `CodingKeys`: a key added there fails to compile here.
extension SC2.LadderData.PlayedRaceCount: JSONReadable {
    static let readKeys = JSONKeyTable<CodingKeys>([.race, .count])

    /// Reads the games played with a race from `reader`, the race as a string or as a localized object
    /// (`{"en_US": "Protoss"}`: its `en_US` name, else the name of the first locale in sorted order),
    /// as `init(from:)` reads it; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var race: SC2.Race?
        var count: Int?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .race:
                if reader.nextKind() == .string {
                    race = try reader.read(SC2.Race.self, for: key)
                } else {
                    let names = try reader.read([String: String].self, for: key)
                    race = SC2.Race(rawValue: names["en_US"] ?? names.sorted { $0.key < $1.key }.first?.value ?? "")
                }
            case .count: count = try reader.read(Int.self, for: key)
            }
        }
        self.race = try reader.required(race, CodingKeys.race)
        self.count = try reader.required(count, CodingKeys.count)
    }
}
