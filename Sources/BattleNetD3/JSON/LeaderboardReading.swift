import BattleNetCore
import Foundation

// Season and era leaderboards (1,000 rows of data and players) decode through `JSONReader`; the
// result equals the `Codable` path's (`Tests/BattleNetD3Tests/FastDecodingTests.swift`).

extension D3.Leaderboard: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case links = "_links", key, title, lastUpdateTime = "last_update_time", generatedBy = "generated_by"
        case columns = "column", rows = "row", season, era, achievementPoints = "achievement_points"
        case greaterRift = "greater_rift", greaterRiftSoloClass = "greater_rift_solo_class"
        case greaterRiftTeamSize = "greater_rift_team_size", hardcore, conquest, conquestID = "conquest_id"
        case conquestIconID = "conquest_icon_id", conquestName = "conquest_name", conquestDescription = "conquest_desc"
    }
    static let readKeys = JSONKeyTable<ReadKeys>([
        .links, .key, .title, .lastUpdateTime, .generatedBy, .columns, .rows, .season, .era, .achievementPoints,
        .greaterRift, .greaterRiftSoloClass, .greaterRiftTeamSize, .hardcore, .conquest, .conquestID, .conquestIconID,
        .conquestName, .conquestDescription,
    ])

    /// Reads a leaderboard from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var links: SelfLinks<Self>?
        var key: String?, title: LocalizedString?, lastUpdateTime: String?, generatedBy: String?
        var columns: [D3.LeaderboardColumn]?, rows: [D3.LeaderboardRow]?
        var season: Int?, era: Int?, achievementPoints: Bool?, greaterRift: Bool?
        var soloClass: D3.LeaderboardHeroClass?, teamSize: Int?, hardcore: Bool?, conquest: Bool?
        var conquestID: Int?, conquestIconID: String?, conquestName: String?, conquestDescription: String?
        var object = try reader.beginObject()
        while let field = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch field {
            case .links: links = try reader.read(SelfLinks<Self>.self, for: field)
            case .key: key = try reader.read(String.self, for: field)
            case .title: title = try reader.read(LocalizedString.self, for: field)
            case .lastUpdateTime: lastUpdateTime = try reader.read(String.self, for: field)
            case .generatedBy: generatedBy = try reader.read(String.self, for: field)
            case .columns: columns = try reader.read([D3.LeaderboardColumn].self, for: field)
            case .rows: rows = try reader.read([D3.LeaderboardRow].self, for: field)
            case .season: season = try reader.read(Int?.self, for: field)
            case .era: era = try reader.read(Int?.self, for: field)
            case .achievementPoints: achievementPoints = try reader.read(Bool?.self, for: field)
            case .greaterRift: greaterRift = try reader.read(Bool?.self, for: field)
            case .greaterRiftSoloClass: soloClass = try reader.read(D3.LeaderboardHeroClass?.self, for: field)
            case .greaterRiftTeamSize: teamSize = try reader.read(Int?.self, for: field)
            case .hardcore: hardcore = try reader.read(Bool?.self, for: field)
            case .conquest: conquest = try reader.read(Bool?.self, for: field)
            case .conquestID: conquestID = try reader.read(Int?.self, for: field)
            case .conquestIconID: conquestIconID = try reader.read(String?.self, for: field)
            case .conquestName: conquestName = try reader.read(String?.self, for: field)
            case .conquestDescription: conquestDescription = try reader.read(String?.self, for: field)
            }
        }
        self.init(
            links: try reader.required(links, ReadKeys.links), key: try reader.required(key, ReadKeys.key),
            title: try reader.required(title, ReadKeys.title), lastUpdateTime: try reader.required(lastUpdateTime, ReadKeys.lastUpdateTime),
            generatedBy: try reader.required(generatedBy, ReadKeys.generatedBy), columns: try reader.required(columns, ReadKeys.columns),
            rows: try reader.required(rows, ReadKeys.rows), season: season, era: era, achievementPoints: achievementPoints,
            greaterRift: greaterRift, greaterRiftSoloClass: soloClass, greaterRiftTeamSize: teamSize, hardcore: hardcore,
            conquest: conquest, conquestID: conquestID, conquestIconID: conquestIconID, conquestName: conquestName,
            conquestDescription: conquestDescription
        )
    }
}

extension D3.LeaderboardRow: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case order, data, players = "player" }
    static let readKeys = JSONKeyTable<ReadKeys>([.order, .data, .players])

    /// Reads a leaderboard row from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var order: Int?
        var data: [D3.LeaderboardDatum]?
        var players: [D3.LeaderboardPlayer]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .order: order = try reader.read(Int.self, for: key)
            case .data: data = try reader.read([D3.LeaderboardDatum].self, for: key)
            case .players: players = try reader.read([D3.LeaderboardPlayer].self, for: key)
            }
        }
        self.init(
            order: try reader.required(order, ReadKeys.order), data: try reader.required(data, ReadKeys.data),
            players: try reader.required(players, ReadKeys.players)
        )
    }
}

extension D3.LeaderboardPlayer: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case key, accountID = "accountId", data }
    static let readKeys = JSONKeyTable<ReadKeys>([.key, .accountID, .data])

    /// Reads a leaderboard player from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var key: String?
        var accountID: Int?
        var data: [D3.LeaderboardDatum]?
        var object = try reader.beginObject()
        while let field = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch field {
            case .key: key = try reader.read(String?.self, for: field)
            case .accountID: accountID = try reader.read(Int?.self, for: field)
            case .data: data = try reader.read([D3.LeaderboardDatum].self, for: field)
            }
        }
        self.init(key: key, accountID: accountID, data: try reader.required(data, ReadKeys.data))
    }
}

extension D3.LeaderboardDatum: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case id, number, timestamp, string }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .number, .timestamp, .string])

    /// Reads a datum from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: D3.LeaderboardDataID?
        var number: Int?
        var timestamp: Int?
        var string: String?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(D3.LeaderboardDataID.self, for: key)
            case .number: number = try reader.read(Int?.self, for: key)
            case .timestamp: timestamp = try reader.read(Int?.self, for: key)
            case .string: string = try reader.read(String?.self, for: key)
            }
        }
        self.init(id: try reader.required(id, ReadKeys.id), number: number, timestamp: timestamp, string: string)
    }
}

extension D3.LeaderboardColumn: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case id, hidden, order, label, type }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .hidden, .order, .label, .type])

    /// Reads a column description from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: D3.LeaderboardDataID?
        var hidden: Bool?
        var order: Int?
        var label: LocalizedString?
        var type: D3.LeaderboardColumnType?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(D3.LeaderboardDataID.self, for: key)
            case .hidden: hidden = try reader.read(Bool.self, for: key)
            case .order: order = try reader.read(Int?.self, for: key)
            case .label: label = try reader.read(LocalizedString?.self, for: key)
            case .type: type = try reader.read(D3.LeaderboardColumnType.self, for: key)
            }
        }
        self.init(
            id: try reader.required(id, ReadKeys.id), hidden: try reader.required(hidden, ReadKeys.hidden), order: order,
            label: label, type: try reader.required(type, ReadKeys.type)
        )
    }
}

extension D3.LeaderboardDataID: JSONReadable {}
extension D3.LeaderboardColumnType: JSONReadable {}
extension D3.LeaderboardHeroClass: JSONReadable {}
