import Foundation

extension WoW.Operations {
    /// **Character Achievements Summary**: a character's achievement points, every achievement it
    /// earned or progressed with its criteria, its progress per category and its latest achievements.
    ///
    /// Arguments: the realm slug and the character's name (sent lowercased). Classic characters
    /// answer too (their bodies have no statistics link).
    package static let characterAchievementsSummary = APIOperation<WoW.CharacterAchievementsSummary, RealmSlug, CharacterName>(
        "wowCharacterAchievementsSummary", "/profile/wow/character/{realmSlug}/{characterName}/achievements", namespace: .profile,
        flavors: .retailAndClassicProfiles
    )

    /// **Character Achievement Statistics**: a character's statistics (deaths, damage, consumables,
    /// kills, ...) by category and subcategory, each with its quantity and when it last changed.
    ///
    /// Quantities can reach 2^64 and come in exponent form (`1.8446744073709548E19`), so they are
    /// `LargeNumber`s.
    package static let characterAchievementStatistics = APIOperation<WoW.CharacterAchievementStatistics, RealmSlug, CharacterName>(
        "wowCharacterAchievementStatistics", "/profile/wow/character/{realmSlug}/{characterName}/achievements/statistics", namespace: .profile,
        flavors: .retailAndClassicProfiles
    )
}

extension WoW {
    /// A character's achievements (`/profile/wow/character/{realmSlug}/{characterName}/achievements`).
    ///
    /// ```swift
    /// let summary = try await client.wow.characterAchievementsSummary(realm: "norgannon", name: "Drinian")
    /// summary.totalPoints                                   // 20630
    /// summary.recentEvents.first?.achievement.name          // "Horrific Vision of Stormwind"
    /// ```
    public struct CharacterAchievementsSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterAchievementsSummary>?
        /// How many achievements the character has earned, e.g. `2313`.
        public let totalQuantity: Int
        /// The character's achievement points, e.g. `20630`.
        public let totalPoints: Int
        /// Every achievement earned or in progress, with its criteria.
        public let achievements: [AchievementProgress]
        /// Achievements and points per category, e.g. "Cooking": 57 achievements, 565 points.
        public let categoryProgress: [AchievementCategoryProgress]
        /// The latest achievements earned, newest first.
        public let recentEvents: [AchievementEvent]
        /// The character: name, id and realm.
        public let character: CharacterReference
        /// The link to the character's statistics; absent in the 2019 recording and in Classic
        /// bodies.
        public let statistics: BattleNetLink<CharacterAchievementStatistics>?

        enum CodingKeys: String, CodingKey {
            case links = "_links", totalQuantity = "total_quantity", totalPoints = "total_points", achievements
            case categoryProgress = "category_progress", recentEvents = "recent_events", character, statistics
        }
    }

    /// One achievement of a character or a guild: the achievement, the progress on its criteria and
    /// when it was earned (``CharacterAchievementsSummary`` and ``GuildAchievements`` share it).
    public struct AchievementProgress: Codable, Hashable, Sendable {
        /// The achievement's id, e.g. `6`.
        public let id: Int
        /// The achievement, e.g. "Level 10" (id `6`).
        public let achievement: BattleNetReference<Achievement>
        /// The progress on its criteria; absent for some achievements (64 of 3,790 in the recordings).
        public let criteria: AchievementCriteriaProgress?
        /// When it was earned, e.g. `1225052057000` (2008-10-26); absent while in progress.
        public let completedTimestamp: EpochMilliseconds?

        /// Whether the achievement is earned (it has a completion time).
        public var isCompleted: Bool { completedTimestamp != nil }

        enum CodingKeys: String, CodingKey {
            case id, achievement, criteria, completedTimestamp = "completed_timestamp"
        }
    }

    /// The progress of a character or a guild on an achievement criterion and its child criteria:
    /// `{"id": 2254, "is_completed": true, "child_criteria": [{"id": 2255, "amount": 1, ...}]}`.
    public struct AchievementCriteriaProgress: Codable, Hashable, Sendable {
        /// The criterion's id, e.g. `2050`.
        public let id: Int
        /// Whether the criterion is met.
        public let isCompleted: Bool
        /// The amount counted towards it, e.g. `8`; a `LargeNumber` because Blizzard sends values
        /// near 2^64 (`18446744072428191693` for a gold criterion in the 2019 recording); absent for
        /// yes/no criteria.
        public let amount: LargeNumber?
        /// The criteria it is made of, nested to any depth (three levels in the recordings).
        public let childCriteria: [AchievementCriteriaProgress]?

        enum CodingKeys: String, CodingKey {
            case id, isCompleted = "is_completed", amount, childCriteria = "child_criteria"
        }
    }

    /// The achievements earned and points won by a character or a guild in one achievement category.
    public struct AchievementCategoryProgress: Codable, Hashable, Sendable {
        /// The category, e.g. "Cooking" (id `170`).
        public let category: BattleNetReference<AchievementCategory>
        /// Achievements earned in it, e.g. `57`.
        public let quantity: Int
        /// Points earned in it, e.g. `565`.
        public let points: Int
    }

    /// An achievement a character or a guild earned recently, and when.
    public struct AchievementEvent: Codable, Hashable, Sendable {
        /// The achievement, e.g. "Horrific Vision of Stormwind" (id `14062`).
        public let achievement: BattleNetReference<Achievement>
        /// When it was earned, e.g. `1587009028000` (2020-04-16).
        public let timestamp: EpochMilliseconds
    }

    /// A character's statistics
    /// (`/profile/wow/character/{realmSlug}/{characterName}/achievements/statistics`).
    ///
    /// Bodies list the top-level categories under `categories` (newer bodies) or, in older ones, under
    /// `statistics`; ``allCategories`` reads whichever was sent.
    ///
    /// ```swift
    /// let stats = try await client.wow.characterAchievementStatistics(realm: "norgannon", name: "Drinian")
    /// stats.allCategories.first?.name                          // "Character"
    /// stats.allCategories.first?.statistics?.first?.quantity   // 4
    /// ```
    public struct CharacterAchievementStatistics: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterAchievementStatistics>?
        /// The character: name, id and realm.
        public let character: CharacterReference
        /// The top-level categories, e.g. "Character" (id `130`), as bodies send them since 2020;
        /// `nil` in a body that lists them under ``statistics``.
        public let categories: [CharacterStatisticsCategory]?
        /// The top-level categories under their older key (the March 2020 recordings); `nil` in a
        /// body that lists them under ``categories``.
        public let statistics: [CharacterStatisticsCategory]?

        /// The top-level categories, whichever key the body used.
        public var allCategories: [CharacterStatisticsCategory] { categories ?? statistics ?? [] }

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, categories, statistics
        }
    }

    /// A statistics category: its statistics and its subcategories, e.g. "Character" (id `130`).
    public struct CharacterStatisticsCategory: Codable, Hashable, Sendable {
        /// The category's id, e.g. `130`; `nil` when the body leaves it out.
        public let id: Int?
        /// The category's name, e.g. "Character".
        public let name: LocalizedString
        /// Its own statistics; absent for a category with subcategories only.
        public let statistics: [CharacterStatistic]?
        /// Its subcategories, e.g. "Consumables" (id `145`); absent for most categories.
        public let subCategories: [CharacterStatisticsCategory]?

        enum CodingKeys: String, CodingKey {
            case id, name, statistics, subCategories = "sub_categories"
        }
    }

    /// One statistic of a character: `{"id": 1149, "name": "Talent tree respecs", "quantity": 4, ...}`.
    public struct CharacterStatistic: Codable, Hashable, Sendable {
        /// The statistic's id, e.g. `1149`.
        public let id: Int
        /// The statistic's name, e.g. "Talent tree respecs".
        public let name: LocalizedString
        /// What the quantity counts when the name alone does not say, e.g. "Heavy Frostweave Bandage"
        /// for "Bandages used"; absent or `null` for most statistics.
        public let description: LocalizedString?
        /// When the statistic last changed, e.g. `1423445038000` (2015-02-09).
        public let lastUpdatedTimestamp: EpochMilliseconds
        /// The value, e.g. `4`; sent as `4.0` in older bodies and up to `1.8446744073709548E19`
        /// ("Largest heal cast" in the March 2020 recording), so a `LargeNumber`.
        public let quantity: LargeNumber

        enum CodingKeys: String, CodingKey {
            case id, name, description, lastUpdatedTimestamp = "last_updated_timestamp", quantity
        }
    }
}
