import BattleNetCore
import Foundation

// The achievement bodies decode through `JSONReader`: the achievement index (about 1–2 MB), a
// character's achievements (1.5 MB for a veteran), a character's statistics and a guild's achievements,
// which share their types. The result equals the `Codable` path's
// (`Tests/BattleNetWoWTests/GameData/FastDecodingTests.swift` checks every recording).

extension WoW.AchievementIndex: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case links = "_links", achievements }
    static let readKeys = JSONKeyTable<ReadKeys>([.links, .achievements])

    /// Reads the achievement index from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var links: SelfLinks<Self>?
        var achievements: [BattleNetReference<WoW.Achievement>]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .links: links = try reader.read(SelfLinks<Self>?.self, for: key)
            case .achievements: achievements = try reader.read([BattleNetReference<WoW.Achievement>].self, for: key)
            }
        }
        self.init(links: links, achievements: try reader.required(achievements, ReadKeys.achievements))
    }
}

extension WoW.CharacterAchievementsSummary: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case links = "_links", totalQuantity = "total_quantity", totalPoints = "total_points", achievements
        case categoryProgress = "category_progress", recentEvents = "recent_events", character, statistics
    }
    static let readKeys = JSONKeyTable<ReadKeys>([
        .links, .totalQuantity, .totalPoints, .achievements, .categoryProgress, .recentEvents, .character, .statistics,
    ])

    /// Reads a character's achievements from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var links: SelfLinks<Self>?
        var totalQuantity: Int?
        var totalPoints: Int?
        var achievements: [WoW.AchievementProgress]?
        var categoryProgress: [WoW.AchievementCategoryProgress]?
        var recentEvents: [WoW.AchievementEvent]?
        var character: WoW.CharacterReference?
        var statistics: BattleNetLink<WoW.CharacterAchievementStatistics>?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .links: links = try reader.read(SelfLinks<Self>?.self, for: key)
            case .totalQuantity: totalQuantity = try reader.read(Int.self, for: key)
            case .totalPoints: totalPoints = try reader.read(Int.self, for: key)
            case .achievements: achievements = try reader.read([WoW.AchievementProgress].self, for: key)
            case .categoryProgress: categoryProgress = try reader.read([WoW.AchievementCategoryProgress].self, for: key)
            case .recentEvents: recentEvents = try reader.read([WoW.AchievementEvent].self, for: key)
            case .character: character = try reader.read(WoW.CharacterReference.self, for: key)
            case .statistics: statistics = try reader.read(BattleNetLink<WoW.CharacterAchievementStatistics>?.self, for: key)
            }
        }
        self.init(
            links: links, totalQuantity: try reader.required(totalQuantity, ReadKeys.totalQuantity),
            totalPoints: try reader.required(totalPoints, ReadKeys.totalPoints),
            achievements: try reader.required(achievements, ReadKeys.achievements),
            categoryProgress: try reader.required(categoryProgress, ReadKeys.categoryProgress),
            recentEvents: try reader.required(recentEvents, ReadKeys.recentEvents),
            character: try reader.required(character, ReadKeys.character), statistics: statistics
        )
    }
}

extension WoW.AchievementProgress: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case id, achievement, criteria, completedTimestamp = "completed_timestamp" }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .achievement, .criteria, .completedTimestamp])

    /// Reads one achievement's progress from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?
        var achievement: BattleNetReference<WoW.Achievement>?
        var criteria: WoW.AchievementCriteriaProgress?
        var completed: EpochMilliseconds?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .achievement: achievement = try reader.read(BattleNetReference<WoW.Achievement>.self, for: key)
            case .criteria: criteria = try reader.read(WoW.AchievementCriteriaProgress?.self, for: key)
            case .completedTimestamp: completed = try reader.read(EpochMilliseconds?.self, for: key)
            }
        }
        self.init(
            id: try reader.required(id, ReadKeys.id), achievement: try reader.required(achievement, ReadKeys.achievement),
            criteria: criteria, completedTimestamp: completed
        )
    }
}

extension WoW.AchievementCriteriaProgress: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case id, isCompleted = "is_completed", amount, childCriteria = "child_criteria" }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .isCompleted, .amount, .childCriteria])

    /// Reads the progress on a criterion and its child criteria from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?
        var isCompleted: Bool?
        var amount: LargeNumber?
        var children: [WoW.AchievementCriteriaProgress]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .isCompleted: isCompleted = try reader.read(Bool.self, for: key)
            case .amount: amount = try reader.read(LargeNumber?.self, for: key)
            case .childCriteria: children = try reader.read([WoW.AchievementCriteriaProgress]?.self, for: key)
            }
        }
        self.init(
            id: try reader.required(id, ReadKeys.id), isCompleted: try reader.required(isCompleted, ReadKeys.isCompleted),
            amount: amount, childCriteria: children
        )
    }
}

extension WoW.AchievementCategoryProgress: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case category, quantity, points }
    static let readKeys = JSONKeyTable<ReadKeys>([.category, .quantity, .points])

    /// Reads the progress in one category from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var category: BattleNetReference<WoW.AchievementCategory>?
        var quantity: Int?
        var points: Int?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .category: category = try reader.read(BattleNetReference<WoW.AchievementCategory>.self, for: key)
            case .quantity: quantity = try reader.read(Int.self, for: key)
            case .points: points = try reader.read(Int.self, for: key)
            }
        }
        self.init(
            category: try reader.required(category, ReadKeys.category), quantity: try reader.required(quantity, ReadKeys.quantity),
            points: try reader.required(points, ReadKeys.points)
        )
    }
}

extension WoW.AchievementEvent: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case achievement, timestamp }
    static let readKeys = JSONKeyTable<ReadKeys>([.achievement, .timestamp])

    /// Reads one recent achievement from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var achievement: BattleNetReference<WoW.Achievement>?
        var timestamp: EpochMilliseconds?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .achievement: achievement = try reader.read(BattleNetReference<WoW.Achievement>.self, for: key)
            case .timestamp: timestamp = try reader.read(EpochMilliseconds.self, for: key)
            }
        }
        self.init(
            achievement: try reader.required(achievement, ReadKeys.achievement),
            timestamp: try reader.required(timestamp, ReadKeys.timestamp)
        )
    }
}

extension WoW.CharacterAchievementStatistics: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case links = "_links", character, categories, statistics }
    static let readKeys = JSONKeyTable<ReadKeys>([.links, .character, .categories, .statistics])

    /// Reads a character's statistics from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var links: SelfLinks<Self>?
        var character: WoW.CharacterReference?
        var categories: [WoW.CharacterStatisticsCategory]?
        var statistics: [WoW.CharacterStatisticsCategory]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .links: links = try reader.read(SelfLinks<Self>?.self, for: key)
            case .character: character = try reader.read(WoW.CharacterReference.self, for: key)
            case .categories: categories = try reader.read([WoW.CharacterStatisticsCategory]?.self, for: key)
            case .statistics: statistics = try reader.read([WoW.CharacterStatisticsCategory]?.self, for: key)
            }
        }
        self.init(links: links, character: try reader.required(character, ReadKeys.character), categories: categories, statistics: statistics)
    }
}

extension WoW.CharacterStatisticsCategory: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case id, name, statistics, subCategories = "sub_categories" }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .name, .statistics, .subCategories])

    /// Reads a statistics category and its subcategories from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?
        var name: LocalizedString?
        var statistics: [WoW.CharacterStatistic]?
        var subCategories: [WoW.CharacterStatisticsCategory]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(Int?.self, for: key)
            case .name: name = try reader.read(LocalizedString.self, for: key)
            case .statistics: statistics = try reader.read([WoW.CharacterStatistic]?.self, for: key)
            case .subCategories: subCategories = try reader.read([WoW.CharacterStatisticsCategory]?.self, for: key)
            }
        }
        self.init(id: id, name: try reader.required(name, ReadKeys.name), statistics: statistics, subCategories: subCategories)
    }
}

extension WoW.CharacterStatistic: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case id, name, description, lastUpdatedTimestamp = "last_updated_timestamp", quantity
    }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .name, .description, .lastUpdatedTimestamp, .quantity])

    /// Reads one statistic from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?
        var name: LocalizedString?
        var description: LocalizedString?
        var updated: EpochMilliseconds?
        var quantity: LargeNumber?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .name: name = try reader.read(LocalizedString.self, for: key)
            case .description: description = try reader.read(LocalizedString?.self, for: key)
            case .lastUpdatedTimestamp: updated = try reader.read(EpochMilliseconds.self, for: key)
            case .quantity: quantity = try reader.read(LargeNumber.self, for: key)
            }
        }
        self.init(
            id: try reader.required(id, ReadKeys.id), name: try reader.required(name, ReadKeys.name), description: description,
            lastUpdatedTimestamp: try reader.required(updated, ReadKeys.lastUpdatedTimestamp),
            quantity: try reader.required(quantity, ReadKeys.quantity)
        )
    }
}

extension WoW.GuildAchievements: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case links = "_links", guild, totalQuantity = "total_quantity", totalPoints = "total_points", achievements
        case categoryProgress = "category_progress", recentEvents = "recent_events"
    }
    static let readKeys = JSONKeyTable<ReadKeys>([.links, .guild, .totalQuantity, .totalPoints, .achievements, .categoryProgress, .recentEvents])

    /// Reads a guild's achievements from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var links: SelfLinks<Self>?
        var guild: WoW.GuildReference?
        var totalQuantity: Int?
        var totalPoints: Int?
        var achievements: [WoW.AchievementProgress]?
        var categoryProgress: [WoW.AchievementCategoryProgress]?
        var recentEvents: [WoW.AchievementEvent]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .links: links = try reader.read(SelfLinks<Self>?.self, for: key)
            case .guild: guild = try reader.read(WoW.GuildReference.self, for: key)
            case .totalQuantity: totalQuantity = try reader.read(Int?.self, for: key)
            case .totalPoints: totalPoints = try reader.read(Int?.self, for: key)
            case .achievements: achievements = try reader.read([WoW.AchievementProgress]?.self, for: key)
            case .categoryProgress: categoryProgress = try reader.read([WoW.AchievementCategoryProgress]?.self, for: key)
            case .recentEvents: recentEvents = try reader.read([WoW.AchievementEvent]?.self, for: key)
            }
        }
        self.init(
            links: links, guild: try reader.required(guild, ReadKeys.guild), totalQuantity: totalQuantity, totalPoints: totalPoints,
            achievements: achievements, categoryProgress: categoryProgress, recentEvents: recentEvents
        )
    }
}

extension WoW.CharacterReference: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case key, name, id, realm }
    static let readKeys = JSONKeyTable<ReadKeys>([.key, .name, .id, .realm])

    /// Reads a character reference from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var link: BattleNetLink<WoW.CharacterProfileSummary>?
        var name: String?
        var id: Int?
        var realm: WoW.RealmReference?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .key: link = try reader.read(BattleNetLink<WoW.CharacterProfileSummary>?.self, for: key)
            case .name: name = try reader.read(String.self, for: key)
            case .id: id = try reader.read(Int.self, for: key)
            case .realm: realm = try reader.read(WoW.RealmReference.self, for: key)
            }
        }
        self.init(
            key: link, name: try reader.required(name, ReadKeys.name), id: try reader.required(id, ReadKeys.id),
            realm: try reader.required(realm, ReadKeys.realm)
        )
    }
}

extension WoW.GuildReference: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case key, name, id, realm, faction }
    static let readKeys = JSONKeyTable<ReadKeys>([.key, .name, .id, .realm, .faction])

    /// Reads a guild reference from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var link: BattleNetLink<WoW.Guild>?
        var name: String?
        var id: Int?
        var realm: WoW.RealmReference?
        var faction: WoW.TypedName<WoW.Faction>?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .key: link = try reader.read(BattleNetLink<WoW.Guild>?.self, for: key)
            case .name: name = try reader.read(String.self, for: key)
            case .id: id = try reader.read(Int.self, for: key)
            case .realm: realm = try reader.read(WoW.RealmReference.self, for: key)
            case .faction: faction = try reader.read(WoW.TypedName<WoW.Faction>?.self, for: key)
            }
        }
        self.init(
            key: link, name: try reader.required(name, ReadKeys.name), id: try reader.required(id, ReadKeys.id),
            realm: try reader.required(realm, ReadKeys.realm), faction: faction
        )
    }
}
