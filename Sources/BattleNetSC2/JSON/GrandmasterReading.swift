import BattleNetCore
import Foundation

// The grandmaster leaderboard decodes through `JSONReader`; the result equals the `Codable` path's
// (`Tests/BattleNetSC2Tests/FastDecodingTests.swift`).

extension SC2.GrandmasterLeaderboard: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case ladderTeams }
    static let readKeys = JSONKeyTable<ReadKeys>([.ladderTeams])

    /// Reads the grandmaster leaderboard from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var teams: [SC2.LadderTeam]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            teams = try reader.read([SC2.LadderTeam].self, for: key)
        }
        self.init(ladderTeams: try reader.required(teams, ReadKeys.ladderTeams))
    }
}

extension SC2.LadderTeam: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case teamMembers, previousRank, points, wins, losses, mmr, joinTimestamp }
    static let readKeys = JSONKeyTable<ReadKeys>([.teamMembers, .previousRank, .points, .wins, .losses, .mmr, .joinTimestamp])

    /// Reads a ladder team from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var members: [SC2.LadderTeamMember]?
        var previousRank: Int?
        var points: Int?
        var wins: Int?
        var losses: Int?
        var mmr: Int?
        var joined: EpochSeconds?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .teamMembers: members = try reader.read([SC2.LadderTeamMember].self, for: key)
            case .previousRank: previousRank = try reader.read(Int.self, for: key)
            case .points: points = try reader.read(Int?.self, for: key)
            case .wins: wins = try reader.read(Int?.self, for: key)
            case .losses: losses = try reader.read(Int?.self, for: key)
            case .mmr: mmr = try reader.read(Int?.self, for: key)
            case .joinTimestamp: joined = try reader.read(EpochSeconds.self, for: key)
            }
        }
        self.init(
            teamMembers: try reader.required(members, ReadKeys.teamMembers),
            previousRank: try reader.required(previousRank, ReadKeys.previousRank), points: points, wins: wins, losses: losses,
            mmr: mmr, joinTimestamp: try reader.required(joined, ReadKeys.joinTimestamp)
        )
    }
}

extension SC2.LadderTeamMember: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case id, realm, region, displayName, clanTag, favoriteRace }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .realm, .region, .displayName, .clanTag, .favoriteRace])

    /// Reads a team member from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: SC2.Identifier?
        var realm: SC2.RealmID?
        var region: SC2.RegionID?
        var displayName: String?
        var clanTag: String?
        var race: SC2.Race?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(SC2.Identifier.self, for: key)
            case .realm: realm = try reader.read(SC2.RealmID.self, for: key)
            case .region: region = try reader.read(SC2.RegionID.self, for: key)
            case .displayName: displayName = try reader.read(String.self, for: key)
            case .clanTag: clanTag = try reader.read(String?.self, for: key)
            case .favoriteRace: race = try reader.read(SC2.Race?.self, for: key)
            }
        }
        self.init(
            id: try reader.required(id, ReadKeys.id), realm: try reader.required(realm, ReadKeys.realm),
            region: try reader.required(region, ReadKeys.region), displayName: try reader.required(displayName, ReadKeys.displayName),
            clanTag: clanTag, favoriteRace: race
        )
    }
}

extension SC2.Identifier: JSONReadable {
    /// A string, or a number that is an exact integer, as the `Codable` form reads it.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        let kind = reader.nextKind()
        let offset = reader.offset
        switch kind {
        case .string:
            self.init(try reader.readString())
        case .number:
            let number = try reader.readLargeNumber()
            guard number.isExactInteger else {
                throw JSONReader.Failure(.typeMismatch(expected: "an id as a string or number", found: "a fraction"), offset: offset)
            }
            self.init(number.description)
        default:
            throw JSONReader.Failure(.typeMismatch(expected: "an id as a string or number", found: kind.description), offset: offset)
        }
    }
}

extension SC2.RealmID: JSONReadable {}
extension SC2.RegionID: JSONReadable {}
extension SC2.Race: JSONReadable {}
