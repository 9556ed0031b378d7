import BattleNetCore
import Foundation

// The division ladders decode through `JSONReader`: ladder data (`/data/sc2/ladder/{ladderId}`), the
// legacy ladder and its China twin (`SC2.LegacyLadder`), and a profile's ladder (`SC2.PlayerLadder`,
// whose teams are the grandmaster leaderboard's). The result equals the `Codable` path's
// (`Tests/BattleNetSC2Tests/FastDecodingTests.swift` checks every recording).

extension SC2.LadderData: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case links = "_links", league, teams = "team" }
    static let readKeys = JSONKeyTable<ReadKeys>([.links, .league, .teams])

    /// Reads a division ladder from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var links: SelfLinks<Self>?
        var league: LeagueReference?
        var teams: [Team]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .links: links = try reader.read(SelfLinks<Self>.self, for: key)
            case .league: league = try reader.read(LeagueReference.self, for: key)
            case .teams: teams = try reader.read([Team]?.self, for: key)
            }
        }
        self.init(links: try reader.required(links, ReadKeys.links), league: try reader.required(league, ReadKeys.league), teams: teams)
    }
}

extension SC2.LadderData.LeagueReference: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case leagueKey = "league_key", key }
    static let readKeys = JSONKeyTable<ReadKeys>([.leagueKey, .key])

    /// Reads a ladder's league from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var leagueKey: SC2.League.Key?
        var link: BattleNetLink<SC2.League>?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .leagueKey: leagueKey = try reader.read(SC2.League.Key.self, for: key)
            case .key: link = try reader.read(BattleNetLink<SC2.League>.self, for: key)
            }
        }
        self.init(leagueKey: try reader.required(leagueKey, ReadKeys.leagueKey), key: try reader.required(link, ReadKeys.key))
    }
}

extension SC2.League.Key: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case leagueID = "league_id", seasonID = "season_id", queueID = "queue_id", teamType = "team_type" }
    static let readKeys = JSONKeyTable<ReadKeys>([.leagueID, .seasonID, .queueID, .teamType])

    /// Reads a league key from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var leagueID: SC2.LeagueID?
        var seasonID: Int?
        var queueID: SC2.QueueID?
        var teamType: SC2.TeamType?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .leagueID: leagueID = try reader.read(SC2.LeagueID.self, for: key)
            case .seasonID: seasonID = try reader.read(Int.self, for: key)
            case .queueID: queueID = try reader.read(SC2.QueueID.self, for: key)
            case .teamType: teamType = try reader.read(SC2.TeamType.self, for: key)
            }
        }
        self.init(
            leagueID: try reader.required(leagueID, ReadKeys.leagueID), seasonID: try reader.required(seasonID, ReadKeys.seasonID),
            queueID: try reader.required(queueID, ReadKeys.queueID), teamType: try reader.required(teamType, ReadKeys.teamType)
        )
    }
}

extension SC2.LadderData.Team: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case id, rating, wins, losses, ties, points
        case longestWinStreak = "longest_win_streak", currentWinStreak = "current_win_streak"
        case currentRank = "current_rank", highestRank = "highest_rank", previousRank = "previous_rank"
        case joinTimestamp = "join_time_stamp", lastPlayedTimestamp = "last_played_time_stamp"
        case members = "member"
    }
    static let readKeys = JSONKeyTable<ReadKeys>([
        .id, .rating, .wins, .losses, .ties, .points, .longestWinStreak, .currentWinStreak, .currentRank, .highestRank,
        .previousRank, .joinTimestamp, .lastPlayedTimestamp, .members,
    ])

    /// Reads a ladder team from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: SC2.Identifier?
        var rating: Int?
        var wins: Int?
        var losses: Int?
        var ties: Int?
        var points: Int?
        var longestWinStreak: Int?
        var currentWinStreak: Int?
        var currentRank: Int?
        var highestRank: Int?
        var previousRank: Int?
        var joined: EpochSeconds?
        var lastPlayed: EpochSeconds?
        var members: [SC2.LadderData.Member]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(SC2.Identifier.self, for: key)
            case .rating: rating = try reader.read(Int?.self, for: key)
            case .wins: wins = try reader.read(Int?.self, for: key)
            case .losses: losses = try reader.read(Int?.self, for: key)
            case .ties: ties = try reader.read(Int?.self, for: key)
            case .points: points = try reader.read(Int?.self, for: key)
            case .longestWinStreak: longestWinStreak = try reader.read(Int.self, for: key)
            case .currentWinStreak: currentWinStreak = try reader.read(Int.self, for: key)
            case .currentRank: currentRank = try reader.read(Int.self, for: key)
            case .highestRank: highestRank = try reader.read(Int.self, for: key)
            case .previousRank: previousRank = try reader.read(Int.self, for: key)
            case .joinTimestamp: joined = try reader.read(EpochSeconds.self, for: key)
            case .lastPlayedTimestamp: lastPlayed = try reader.read(EpochSeconds.self, for: key)
            case .members: members = try reader.read([SC2.LadderData.Member].self, for: key)
            }
        }
        self.init(
            id: try reader.required(id, ReadKeys.id), rating: rating, wins: wins, losses: losses, ties: ties, points: points,
            longestWinStreak: try reader.required(longestWinStreak, ReadKeys.longestWinStreak),
            currentWinStreak: try reader.required(currentWinStreak, ReadKeys.currentWinStreak),
            currentRank: try reader.required(currentRank, ReadKeys.currentRank),
            highestRank: try reader.required(highestRank, ReadKeys.highestRank),
            previousRank: try reader.required(previousRank, ReadKeys.previousRank),
            joinTimestamp: try reader.required(joined, ReadKeys.joinTimestamp),
            lastPlayedTimestamp: try reader.required(lastPlayed, ReadKeys.lastPlayedTimestamp),
            members: try reader.required(members, ReadKeys.members)
        )
    }
}

extension SC2.LadderData.Member: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case legacyLink = "legacy_link", characterLink = "character_link", clanLink = "clan_link", playedRaceCount = "played_race_count"
    }
    static let readKeys = JSONKeyTable<ReadKeys>([.legacyLink, .characterLink, .clanLink, .playedRaceCount])

    /// Reads a team member from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var legacyLink: SC2.LadderData.LegacyLink?
        var characterLink: SC2.LadderData.CharacterLink?
        var clanLink: SC2.LadderData.ClanLink?
        var counts: [SC2.LadderData.PlayedRaceCount]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .legacyLink: legacyLink = try reader.read(SC2.LadderData.LegacyLink.self, for: key)
            case .characterLink: characterLink = try reader.read(SC2.LadderData.CharacterLink.self, for: key)
            case .clanLink: clanLink = try reader.read(SC2.LadderData.ClanLink?.self, for: key)
            case .playedRaceCount: counts = try reader.read([SC2.LadderData.PlayedRaceCount]?.self, for: key)
            }
        }
        self.init(
            legacyLink: try reader.required(legacyLink, ReadKeys.legacyLink),
            characterLink: try reader.required(characterLink, ReadKeys.characterLink), clanLink: clanLink, playedRaceCount: counts
        )
    }
}

extension SC2.LadderData.LegacyLink: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case id, realm, name, path }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .realm, .name, .path])

    /// Reads a member's SC2 profile link from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?
        var realm: SC2.RealmID?
        var name: String?
        var path: String?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .realm: realm = try reader.read(SC2.RealmID.self, for: key)
            case .name: name = try reader.read(String.self, for: key)
            case .path: path = try reader.read(String.self, for: key)
            }
        }
        self.init(
            id: try reader.required(id, ReadKeys.id), realm: try reader.required(realm, ReadKeys.realm),
            name: try reader.required(name, ReadKeys.name), path: try reader.required(path, ReadKeys.path)
        )
    }
}

extension SC2.LadderData.CharacterLink: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case id, battleTag = "battle_tag", key }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .battleTag, .key])

    /// Reads a member's account link from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?
        var battleTag: String?
        var link: BattleNetLink<Data>?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .battleTag: battleTag = try reader.read(String.self, for: key)
            case .key: link = try reader.read(BattleNetLink<Data>.self, for: key)
            }
        }
        self.init(
            id: try reader.required(id, ReadKeys.id), battleTag: try reader.required(battleTag, ReadKeys.battleTag),
            key: try reader.required(link, ReadKeys.key)
        )
    }
}

extension SC2.LadderData.ClanLink: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case id, clanTag = "clan_tag", clanName = "clan_name", iconURL = "icon_url", decalURL = "decal_url"
    }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .clanTag, .clanName, .iconURL, .decalURL])

    /// Reads a member's clan from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?
        var clanTag: String?
        var clanName: String?
        var iconURL: String?
        var decalURL: String?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .clanTag: clanTag = try reader.read(String.self, for: key)
            case .clanName: clanName = try reader.read(String.self, for: key)
            case .iconURL: iconURL = try reader.read(String?.self, for: key)
            case .decalURL: decalURL = try reader.read(String?.self, for: key)
            }
        }
        self.init(
            id: try reader.required(id, ReadKeys.id), clanTag: try reader.required(clanTag, ReadKeys.clanTag),
            clanName: try reader.required(clanName, ReadKeys.clanName), iconURL: iconURL, decalURL: decalURL
        )
    }
}

extension SC2.LadderData.PlayedRaceCount: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case race, count }
    static let readKeys = JSONKeyTable<ReadKeys>([.race, .count])

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
        self.race = try reader.required(race, ReadKeys.race)
        self.count = try reader.required(count, ReadKeys.count)
    }
}

extension SC2.LegacyLadder: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case ladderMembers }
    static let readKeys = JSONKeyTable<ReadKeys>([.ladderMembers])

    /// Reads a legacy ladder from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var members: [SC2.LegacyLadderMember]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            members = try reader.read([SC2.LegacyLadderMember].self, for: key)
        }
        self.init(ladderMembers: try reader.required(members, ReadKeys.ladderMembers))
    }
}

extension SC2.LegacyLadderMember: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case character, joinTimestamp, points, wins, losses, highestRank, previousRank
        case favoriteRaceP1, favoriteRaceP2, favoriteRaceP3, favoriteRaceP4
    }
    static let readKeys = JSONKeyTable<ReadKeys>([
        .character, .joinTimestamp, .points, .wins, .losses, .highestRank, .previousRank,
        .favoriteRaceP1, .favoriteRaceP2, .favoriteRaceP3, .favoriteRaceP4,
    ])

    /// Reads a legacy ladder member from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var character: SC2.LegacyCharacter?
        var joined: EpochSeconds?
        var points: Int?
        var wins: Int?
        var losses: Int?
        var highestRank: Int?
        var previousRank: Int?
        var race1: SC2.Race?
        var race2: SC2.Race?
        var race3: SC2.Race?
        var race4: SC2.Race?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .character: character = try reader.read(SC2.LegacyCharacter.self, for: key)
            case .joinTimestamp: joined = try reader.read(EpochSeconds.self, for: key)
            case .points: points = try reader.read(Int.self, for: key)
            case .wins: wins = try reader.read(Int.self, for: key)
            case .losses: losses = try reader.read(Int.self, for: key)
            case .highestRank: highestRank = try reader.read(Int.self, for: key)
            case .previousRank: previousRank = try reader.read(Int.self, for: key)
            case .favoriteRaceP1: race1 = try reader.read(SC2.Race?.self, for: key)
            case .favoriteRaceP2: race2 = try reader.read(SC2.Race?.self, for: key)
            case .favoriteRaceP3: race3 = try reader.read(SC2.Race?.self, for: key)
            case .favoriteRaceP4: race4 = try reader.read(SC2.Race?.self, for: key)
            }
        }
        self.init(
            character: try reader.required(character, ReadKeys.character), joinTimestamp: try reader.required(joined, ReadKeys.joinTimestamp),
            points: try reader.required(points, ReadKeys.points), wins: try reader.required(wins, ReadKeys.wins),
            losses: try reader.required(losses, ReadKeys.losses), highestRank: try reader.required(highestRank, ReadKeys.highestRank),
            previousRank: try reader.required(previousRank, ReadKeys.previousRank),
            favoriteRaceP1: race1, favoriteRaceP2: race2, favoriteRaceP3: race3, favoriteRaceP4: race4
        )
    }
}

extension SC2.LegacyCharacter: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case id, realm, region, displayName, clanName, clanTag, profilePath }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .realm, .region, .displayName, .clanName, .clanTag, .profilePath])

    /// Reads a legacy ladder player from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: SC2.Identifier?
        var realm: SC2.RealmID?
        var region: SC2.RegionID?
        var displayName: String?
        var clanName: String?
        var clanTag: String?
        var profilePath: String?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(SC2.Identifier.self, for: key)
            case .realm: realm = try reader.read(SC2.RealmID.self, for: key)
            case .region: region = try reader.read(SC2.RegionID?.self, for: key)
            case .displayName: displayName = try reader.read(String.self, for: key)
            case .clanName: clanName = try reader.read(String.self, for: key)
            case .clanTag: clanTag = try reader.read(String.self, for: key)
            case .profilePath: profilePath = try reader.read(String.self, for: key)
            }
        }
        self.init(
            id: try reader.required(id, ReadKeys.id), realm: try reader.required(realm, ReadKeys.realm), region: region,
            displayName: try reader.required(displayName, ReadKeys.displayName),
            clanName: try reader.required(clanName, ReadKeys.clanName), clanTag: try reader.required(clanTag, ReadKeys.clanTag),
            profilePath: try reader.required(profilePath, ReadKeys.profilePath)
        )
    }
}

extension SC2.PlayerLadder: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case ladderTeams, allLadderMemberships, ranksAndPools, localizedDivision, league, currentLadderMembership
    }
    static let readKeys = JSONKeyTable<ReadKeys>([
        .ladderTeams, .allLadderMemberships, .ranksAndPools, .localizedDivision, .league, .currentLadderMembership,
    ])

    /// Reads a profile's ladder from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var teams: [SC2.LadderTeam]?
        var memberships: [SC2.LadderMembership]?
        var ranks: [RankAndPool]?
        var division: String?
        var league: SC2.LeagueName?
        var current: SC2.LadderMembership?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .ladderTeams: teams = try reader.read([SC2.LadderTeam].self, for: key)
            case .allLadderMemberships: memberships = try reader.read([SC2.LadderMembership].self, for: key)
            case .ranksAndPools: ranks = try reader.read([RankAndPool].self, for: key)
            case .localizedDivision: division = try reader.read(String?.self, for: key)
            case .league: league = try reader.read(SC2.LeagueName?.self, for: key)
            case .currentLadderMembership: current = try reader.read(SC2.LadderMembership?.self, for: key)
            }
        }
        self.init(
            ladderTeams: try reader.required(teams, ReadKeys.ladderTeams),
            allLadderMemberships: try reader.required(memberships, ReadKeys.allLadderMemberships),
            ranksAndPools: try reader.required(ranks, ReadKeys.ranksAndPools), localizedDivision: division, league: league,
            currentLadderMembership: current
        )
    }
}

extension SC2.PlayerLadder.RankAndPool: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case rank, mmr, bonusPool }
    static let readKeys = JSONKeyTable<ReadKeys>([.rank, .mmr, .bonusPool])

    /// Reads a rank and pool from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var rank: Int?
        var mmr: Int?
        var bonusPool: Int?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .rank: rank = try reader.read(Int?.self, for: key)
            case .mmr: mmr = try reader.read(Int?.self, for: key)
            case .bonusPool: bonusPool = try reader.read(Int?.self, for: key)
            }
        }
        self.init(rank: rank, mmr: mmr, bonusPool: bonusPool)
    }
}

extension SC2.LadderMembership: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case ladderID = "ladderId", localizedGameMode, rank }
    static let readKeys = JSONKeyTable<ReadKeys>([.ladderID, .localizedGameMode, .rank])

    /// Reads a ladder membership from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var ladderID: SC2.Identifier?
        var mode: String?
        var rank: Int?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .ladderID: ladderID = try reader.read(SC2.Identifier?.self, for: key)
            case .localizedGameMode: mode = try reader.read(String?.self, for: key)
            case .rank: rank = try reader.read(Int?.self, for: key)
            }
        }
        self.init(ladderID: ladderID, localizedGameMode: mode, rank: rank)
    }
}

extension SC2.LeagueID: JSONReadable {}
extension SC2.QueueID: JSONReadable {}
extension SC2.TeamType: JSONReadable {}
extension SC2.LeagueName: JSONReadable {}
