import BattleNetCore
import Foundation

// The PvP leaderboards (about 5,000 entries) and the mythic keystone leaderboards decode through `JSONReader`; the result equals the
// `Codable` path's (`Tests/BattleNetWoWTests/GameData/FastDecodingTests.swift`).

extension WoW.PvpLeaderboard: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case links = "_links", season, name, bracket, entries }
    static let readKeys = JSONKeyTable<ReadKeys>([.links, .season, .name, .bracket, .entries])

    /// Reads a PvP leaderboard from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var links: SelfLinks<Self>?
        var season: BattleNetReference<WoW.PvpSeason>?
        var name: WoW.PvpBracketSlug?
        var bracket: WoW.PvpBracket?
        var entries: [WoW.PvpLeaderboardEntry]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .links: links = try reader.read(SelfLinks<Self>?.self, for: key)
            case .season: season = try reader.read(BattleNetReference<WoW.PvpSeason>.self, for: key)
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

    /// Reads one leaderboard entry from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var character: WoW.LeaderboardCharacter?
        var faction: WoW.TypedName<WoW.Faction>?
        var rank: Int?
        var rating: Int?
        var statistics: WoW.PvpMatchStatistics?
        var tier: BattleNetReference<WoW.PvpTier>?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .character: character = try reader.read(WoW.LeaderboardCharacter.self, for: key)
            case .faction: faction = try reader.read(WoW.TypedName<WoW.Faction>.self, for: key)
            case .rank: rank = try reader.read(Int.self, for: key)
            case .rating: rating = try reader.read(Int.self, for: key)
            case .seasonMatchStatistics: statistics = try reader.read(WoW.PvpMatchStatistics.self, for: key)
            case .tier: tier = try reader.read(BattleNetReference<WoW.PvpTier>.self, for: key)
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

    /// Reads a leaderboard character from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
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

    /// Reads a realm reference from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var link: BattleNetLink<WoW.Realm>?
        var id: Int?
        var name: LocalizedString?
        var slug: RealmSlug?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .key: link = try reader.read(BattleNetLink<WoW.Realm>?.self, for: key)
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
    /// Reads a typed name from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
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

    /// Reads match statistics from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
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

    /// Reads a bracket from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
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

extension WoW.MythicKeystoneLeaderboard: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case links = "_links", name, map, mapChallengeModeID = "map_challenge_mode_id", period
        case periodStartTimestamp = "period_start_timestamp", periodEndTimestamp = "period_end_timestamp"
        case connectedRealm = "connected_realm", keystoneAffixes = "keystone_affixes", leadingGroups = "leading_groups"
    }
    static let readKeys = JSONKeyTable<ReadKeys>([
        .links, .name, .map, .mapChallengeModeID, .period, .periodStartTimestamp, .periodEndTimestamp, .connectedRealm,
        .keystoneAffixes, .leadingGroups,
    ])

    /// Reads a mythic keystone leaderboard from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var links: SelfLinks<Self>?
        var name: LocalizedString?
        var map: WoW.MythicKeystoneMap?
        var mapChallengeModeID: Int?
        var period: Int?
        var start: EpochMilliseconds?
        var end: EpochMilliseconds?
        var connectedRealm: BattleNetLink<WoW.ConnectedRealm>?
        var affixes: [WoW.MythicKeystoneLeaderboardAffix]?
        var groups: [WoW.MythicKeystoneLeadingGroup]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .links: links = try reader.read(SelfLinks<Self>?.self, for: key)
            case .name: name = try reader.read(LocalizedString.self, for: key)
            case .map: map = try reader.read(WoW.MythicKeystoneMap.self, for: key)
            case .mapChallengeModeID: mapChallengeModeID = try reader.read(Int.self, for: key)
            case .period: period = try reader.read(Int.self, for: key)
            case .periodStartTimestamp: start = try reader.read(EpochMilliseconds.self, for: key)
            case .periodEndTimestamp: end = try reader.read(EpochMilliseconds.self, for: key)
            case .connectedRealm: connectedRealm = try reader.read(BattleNetLink<WoW.ConnectedRealm>.self, for: key)
            case .keystoneAffixes: affixes = try reader.read([WoW.MythicKeystoneLeaderboardAffix].self, for: key)
            case .leadingGroups: groups = try reader.read([WoW.MythicKeystoneLeadingGroup].self, for: key)
            }
        }
        self.init(
            links: links, name: try reader.required(name, ReadKeys.name), map: try reader.required(map, ReadKeys.map),
            mapChallengeModeID: try reader.required(mapChallengeModeID, ReadKeys.mapChallengeModeID),
            period: try reader.required(period, ReadKeys.period),
            periodStartTimestamp: try reader.required(start, ReadKeys.periodStartTimestamp),
            periodEndTimestamp: try reader.required(end, ReadKeys.periodEndTimestamp),
            connectedRealm: try reader.required(connectedRealm, ReadKeys.connectedRealm),
            keystoneAffixes: try reader.required(affixes, ReadKeys.keystoneAffixes),
            leadingGroups: try reader.required(groups, ReadKeys.leadingGroups)
        )
    }
}

extension WoW.MythicKeystoneMap: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case id, name }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .name])

    /// Reads a keystone map from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?
        var name: LocalizedString?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .name: name = try reader.read(LocalizedString.self, for: key)
            }
        }
        self.init(id: try reader.required(id, ReadKeys.id), name: try reader.required(name, ReadKeys.name))
    }
}

extension WoW.MythicKeystoneLeaderboardAffix: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case keystoneAffix = "keystone_affix", startingLevel = "starting_level", maxLevel = "max_level" }
    static let readKeys = JSONKeyTable<ReadKeys>([.keystoneAffix, .startingLevel, .maxLevel])

    /// Reads a leaderboard affix from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var affix: BattleNetReference<WoW.MythicKeystoneAffix>?
        var startingLevel: Int?
        var maxLevel: Int?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .keystoneAffix: affix = try reader.read(BattleNetReference<WoW.MythicKeystoneAffix>.self, for: key)
            case .startingLevel: startingLevel = try reader.read(Int.self, for: key)
            case .maxLevel: maxLevel = try reader.read(Int?.self, for: key)
            }
        }
        self.init(
            keystoneAffix: try reader.required(affix, ReadKeys.keystoneAffix),
            startingLevel: try reader.required(startingLevel, ReadKeys.startingLevel), maxLevel: maxLevel
        )
    }
}

extension WoW.MythicKeystoneLeadingGroup: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case ranking, duration, completedTimestamp = "completed_timestamp", keystoneLevel = "keystone_level"
        case members, mythicRating = "mythic_rating"
    }
    static let readKeys = JSONKeyTable<ReadKeys>([.ranking, .duration, .completedTimestamp, .keystoneLevel, .members, .mythicRating])

    /// Reads a leading group from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var ranking: Int?
        var duration: Int?
        var completed: EpochMilliseconds?
        var keystoneLevel: Int?
        var members: [WoW.MythicKeystoneGroupMember]?
        var rating: WoW.MythicKeystoneRating?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .ranking: ranking = try reader.read(Int.self, for: key)
            case .duration: duration = try reader.read(Int.self, for: key)
            case .completedTimestamp: completed = try reader.read(EpochMilliseconds.self, for: key)
            case .keystoneLevel: keystoneLevel = try reader.read(Int.self, for: key)
            case .members: members = try reader.read([WoW.MythicKeystoneGroupMember].self, for: key)
            case .mythicRating: rating = try reader.read(WoW.MythicKeystoneRating?.self, for: key)
            }
        }
        self.init(
            ranking: try reader.required(ranking, ReadKeys.ranking), duration: try reader.required(duration, ReadKeys.duration),
            completedTimestamp: try reader.required(completed, ReadKeys.completedTimestamp),
            keystoneLevel: try reader.required(keystoneLevel, ReadKeys.keystoneLevel),
            members: try reader.required(members, ReadKeys.members), mythicRating: rating
        )
    }
}

extension WoW.MythicKeystoneGroupMember: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case profile, faction, specialization }
    static let readKeys = JSONKeyTable<ReadKeys>([.profile, .faction, .specialization])

    /// Reads a group member from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var profile: WoW.LeaderboardCharacter?
        var faction: WoW.TypedName<WoW.Faction>?
        var specialization: BattleNetReference<WoW.PlayableSpecialization>?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .profile: profile = try reader.read(WoW.LeaderboardCharacter.self, for: key)
            case .faction: faction = try reader.read(WoW.TypedName<WoW.Faction>.self, for: key)
            case .specialization: specialization = try reader.read(BattleNetReference<WoW.PlayableSpecialization>.self, for: key)
            }
        }
        self.init(
            profile: try reader.required(profile, ReadKeys.profile), faction: try reader.required(faction, ReadKeys.faction),
            specialization: try reader.required(specialization, ReadKeys.specialization)
        )
    }
}

extension WoW.MythicKeystoneRating: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case color, rating }
    static let readKeys = JSONKeyTable<ReadKeys>([.color, .rating])

    /// Reads a rating from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var color: WoW.MythicKeystoneRatingColor?
        var rating: Double?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .color: color = try reader.read(WoW.MythicKeystoneRatingColor.self, for: key)
            case .rating: rating = try reader.read(Double.self, for: key)
            }
        }
        self.init(color: try reader.required(color, ReadKeys.color), rating: try reader.required(rating, ReadKeys.rating))
    }
}

extension WoW.MythicKeystoneRatingColor: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case red = "r", green = "g", blue = "b", alpha = "a" }
    static let readKeys = JSONKeyTable<ReadKeys>([.red, .green, .blue, .alpha])

    /// Reads a rating color from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var red: Int?
        var green: Int?
        var blue: Int?
        var alpha: Double?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .red: red = try reader.read(Int.self, for: key)
            case .green: green = try reader.read(Int.self, for: key)
            case .blue: blue = try reader.read(Int.self, for: key)
            case .alpha: alpha = try reader.read(Double.self, for: key)
            }
        }
        self.init(
            red: try reader.required(red, ReadKeys.red), green: try reader.required(green, ReadKeys.green),
            blue: try reader.required(blue, ReadKeys.blue), alpha: try reader.required(alpha, ReadKeys.alpha)
        )
    }
}
