import BattleNetCore
import Foundation

// The PvP leaderboards (about 5,000 entries) decode through `JSONReader`; the result equals the
// `Codable` path's (`Tests/BattleNetWoWTests/GameData/FastDecodingTests.swift`).

extension WoW.PvpLeaderboard: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case links = "_links", season, name, bracket, entries }
    static let readKeys = JSONKeyTable<ReadKeys>([.links, .season, .name, .bracket, .entries])

    /// Reads a PvP leaderboard from `reader`; see ``JSONReadable``.
    public init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var links: SelfLinks<Self>?
        var season: Reference<WoW.PvpSeason>?
        var name: WoW.PvpBracketSlug?
        var bracket: WoW.PvpBracket?
        var entries: [WoW.PvpLeaderboardEntry]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .links: links = try reader.read(SelfLinks<Self>?.self, for: key)
            case .season: season = try reader.read(Reference<WoW.PvpSeason>.self, for: key)
            case .name: name = try reader.read(WoW.PvpBracketSlug.self, for: key)
            case .bracket: bracket = try reader.read(WoW.PvpBracket.self, for: key)
            case .entries: entries = try reader.read([WoW.PvpLeaderboardEntry].self, for: key)
            }
        }
        self.init(
            links: links, season: try reader.required(season, ReadKeys.season), name: try reader.required(name, ReadKeys.name),
            bracket: try reader.required(bracket, ReadKeys.bracket), entries: try reader.required(entries, ReadKeys.entries)
        )
    }
}

extension WoW.PvpLeaderboardEntry: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case character, faction, rank, rating, seasonMatchStatistics = "season_match_statistics", tier
    }
    static let readKeys = JSONKeyTable<ReadKeys>([.character, .faction, .rank, .rating, .seasonMatchStatistics, .tier])

    /// Reads one leaderboard entry from `reader`; see ``JSONReadable``.
    public init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var character: WoW.LeaderboardCharacter?
        var faction: WoW.TypedName<WoW.Faction>?
        var rank: Int?
        var rating: Int?
        var statistics: WoW.PvpMatchStatistics?
        var tier: Reference<WoW.PvpTier>?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .character: character = try reader.read(WoW.LeaderboardCharacter.self, for: key)
            case .faction: faction = try reader.read(WoW.TypedName<WoW.Faction>.self, for: key)
            case .rank: rank = try reader.read(Int.self, for: key)
            case .rating: rating = try reader.read(Int.self, for: key)
            case .seasonMatchStatistics: statistics = try reader.read(WoW.PvpMatchStatistics.self, for: key)
            case .tier: tier = try reader.read(Reference<WoW.PvpTier>.self, for: key)
            }
        }
        self.init(
            character: try reader.required(character, ReadKeys.character), faction: try reader.required(faction, ReadKeys.faction),
            rank: try reader.required(rank, ReadKeys.rank), rating: try reader.required(rating, ReadKeys.rating),
            seasonMatchStatistics: try reader.required(statistics, ReadKeys.seasonMatchStatistics),
            tier: try reader.required(tier, ReadKeys.tier)
        )
    }
}

extension WoW.LeaderboardCharacter: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case name, id, realm }
    static let readKeys = JSONKeyTable<ReadKeys>([.name, .id, .realm])

    /// Reads a leaderboard character from `reader`; see ``JSONReadable``.
    public init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var name: String?
        var id: Int?
        var realm: WoW.RealmReference?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .name: name = try reader.read(String.self, for: key)
            case .id: id = try reader.read(Int.self, for: key)
            case .realm: realm = try reader.read(WoW.RealmReference.self, for: key)
            }
        }
        self.init(
            name: try reader.required(name, ReadKeys.name), id: try reader.required(id, ReadKeys.id),
            realm: try reader.required(realm, ReadKeys.realm)
        )
    }
}

extension WoW.RealmReference: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case key, id, name, slug }
    static let readKeys = JSONKeyTable<ReadKeys>([.key, .id, .name, .slug])

    /// Reads a realm reference from `reader`; see ``JSONReadable``.
    public init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var link: Link<WoW.Realm>?
        var id: Int?
        var name: LocalizedString?
        var slug: RealmSlug?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .key: link = try reader.read(Link<WoW.Realm>?.self, for: key)
            case .id: id = try reader.read(Int.self, for: key)
            case .name: name = try reader.read(LocalizedString?.self, for: key)
            case .slug: slug = try reader.read(RealmSlug.self, for: key)
            }
        }
        self.init(key: link, id: try reader.required(id, ReadKeys.id), name: name, slug: try reader.required(slug, ReadKeys.slug))
    }
}

/// The keys of a typed name (generic types cannot hold a table of their own).
enum TypedNameReadKeys: String, CodingKey, Sendable { case type, name }
let typedNameReadKeys = JSONKeyTable<TypedNameReadKeys>([.type, .name])

extension WoW.TypedName: JSONReadable where Kind: JSONReadable {
    /// Reads a typed name from `reader`; see ``JSONReadable``.
    public init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var type: Kind?
        var name: LocalizedString?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: typedNameReadKeys) {
            switch key {
            case .type: type = try reader.read(Kind.self, for: key)
            case .name: name = try reader.read(LocalizedString?.self, for: key)
            }
        }
        self.init(type: try reader.required(type, TypedNameReadKeys.type), name: name)
    }
}

extension WoW.PvpMatchStatistics: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case played, won, lost }
    static let readKeys = JSONKeyTable<ReadKeys>([.played, .won, .lost])

    /// Reads match statistics from `reader`; see ``JSONReadable``.
    public init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var played: Int?
        var won: Int?
        var lost: Int?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .played: played = try reader.read(Int.self, for: key)
            case .won: won = try reader.read(Int.self, for: key)
            case .lost: lost = try reader.read(Int.self, for: key)
            }
        }
        self.init(
            played: try reader.required(played, ReadKeys.played), won: try reader.required(won, ReadKeys.won),
            lost: try reader.required(lost, ReadKeys.lost)
        )
    }
}

extension WoW.PvpBracket: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case id, type }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .type])

    /// Reads a bracket from `reader`; see ``JSONReadable``.
    public init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?
        var type: WoW.PvpBracketType?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .type: type = try reader.read(WoW.PvpBracketType.self, for: key)
            }
        }
        self.init(id: try reader.required(id, ReadKeys.id), type: try reader.required(type, ReadKeys.type))
    }
}

extension WoW.PvpBracketType: JSONReadable {}
extension WoW.PvpBracketSlug: JSONReadable {}
extension WoW.Faction: JSONReadable {}
