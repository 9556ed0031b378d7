import Foundation

extension WoW.Operations {
    /// **Achievement Categories Index**: every achievement category, the root categories and the guild ones.
    package static let achievementCategoryIndex = APIOperation<WoW.AchievementCategoryIndex>(
        "wowAchievementCategoryIndex", "/data/wow/achievement-category/index", namespace: .static,
        flavors: .retailAndClassic
    )

    /// **Achievement Category**: one category with its achievements, subcategories and point totals.
    package static let achievementCategory = APIOperation<WoW.AchievementCategory, Int>(
        "wowAchievementCategory", "/data/wow/achievement-category/{achievementCategoryId}",
        namespace: .static, flavors: .retailAndClassic
    )

    /// **Achievements Index**: every achievement (about 5,000 references, a 1 MB body).
    package static let achievementIndex = APIOperation<WoW.AchievementIndex>(
        "wowAchievementIndex", "/data/wow/achievement/index", namespace: .static,
        flavors: .retailAndClassic
    )

    /// **Achievement**: one achievement with its category, points, criteria tree and rewards.
    package static let achievement = APIOperation<WoW.Achievement, Int>(
        "wowAchievement", "/data/wow/achievement/{achievementId}", namespace: .static,
        flavors: .retailAndClassic
    )

    /// **Achievement Media**: the icon of an achievement.
    package static let achievementMedia = APIOperation<WoW.Media, Int>(
        "wowAchievementMedia", "/data/wow/media/achievement/{achievementId}", namespace: .static,
        flavors: .retailAndClassic
    )
}

extension WoW {
    /// The achievement categories: 113 categories in the 2019 recordings, 14 of them root categories
    /// and 24 guild categories.
    public struct AchievementCategoryIndex: Codable, Hashable, Sendable {
        /// The link to this document (its path ends in `/achievement-category/`, not `/index`).
        public let links: SelfLinks<AchievementCategoryIndex>?
        /// Every category, top-level and nested, e.g. "Feats of Strength" (81).
        public let categories: [BattleNetReference<AchievementCategory>]
        /// The categories at the top of the tree, e.g. "Character" (92).
        public let rootCategories: [BattleNetReference<AchievementCategory>]
        /// The guild achievement categories, e.g. "Guild" (15076).
        public let guildCategories: [BattleNetReference<AchievementCategory>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case categories
            case rootCategories = "root_categories"
            case guildCategories = "guild_categories"
        }
    }

    /// One achievement category, e.g. "Feats of Strength" (81) with 108 achievements and 7
    /// subcategories.
    public struct AchievementCategory: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<AchievementCategory>?
        /// The category id, e.g. `81`.
        public let id: Int
        /// The category name, e.g. "Feats of Strength".
        public let name: LocalizedString
        /// The achievements filed directly under this category.
        public let achievements: [BattleNetReference<Achievement>]
        /// The nested categories, e.g. "Promotions" (15268); absent for a category without any.
        public let subcategories: [BattleNetReference<AchievementCategory>]?
        /// The category above this one; absent for a root category.
        public let parentCategory: BattleNetReference<AchievementCategory>?
        /// Whether the category holds guild achievements.
        public let isGuildCategory: Bool
        /// How many achievements and points the category holds for each faction.
        public let aggregatesByFaction: AchievementCategoryAggregates
        /// The category's position among its siblings, e.g. `13`.
        public let displayOrder: Int

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, achievements, subcategories
            case parentCategory = "parent_category"
            case isGuildCategory = "is_guild_category"
            case aggregatesByFaction = "aggregates_by_faction"
            case displayOrder = "display_order"
        }
    }

    /// The per-faction totals of an `AchievementCategory` (`aggregates_by_faction`).
    public struct AchievementCategoryAggregates: Codable, Hashable, Sendable {
        /// The totals for Alliance characters.
        public let alliance: AchievementCategoryAggregate
        /// The totals for Horde characters.
        public let horde: AchievementCategoryAggregate
    }

    /// One faction's totals in an achievement category: `{"quantity": 505, "points": 0}`.
    public struct AchievementCategoryAggregate: Codable, Hashable, Sendable {
        /// How many achievements the category holds, e.g. `505`.
        public let quantity: Int
        /// How many achievement points they are worth together (`0` for Feats of Strength).
        public let points: Int
    }

    /// Every achievement: 5,034 references in the 2019 recordings.
    public struct AchievementIndex: Codable, Hashable, Sendable {
        /// The link to this document (its path ends in `/achievement/`, not `/index`).
        public let links: SelfLinks<AchievementIndex>?
        /// One reference per achievement, e.g. "Level 10" (6).
        public let achievements: [BattleNetReference<Achievement>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case achievements
        }
    }

    /// One achievement, e.g. "Level 10" (6): 10 points, category "Character", followed by "Level 20".
    public struct Achievement: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Achievement>?
        /// The achievement id, e.g. `6`.
        public let id: Int
        /// The category it is filed under, e.g. "Character" (92).
        public let category: BattleNetReference<AchievementCategory>
        /// The achievement name, e.g. "Level 10".
        public let name: LocalizedString
        /// What it asks for, e.g. "Reach level 10."; `null` for some achievements, which decodes as `nil`.
        public let description: LocalizedString?
        /// The achievement points it awards, e.g. `10`.
        public let points: Int
        /// Whether it is earned once for the whole account.
        public let isAccountWide: Bool
        /// The root of its criteria tree; absent for achievements without criteria.
        public let criteria: AchievementCriteria?
        /// The next achievement of a series, e.g. "Level 20" (7).
        public let nextAchievement: BattleNetReference<Achievement>?
        /// The achievement that must be earned first.
        public let prerequisiteAchievement: BattleNetReference<Achievement>?
        /// The reward text, when the achievement has a reward.
        public let rewardDescription: LocalizedString?
        /// The item it awards, if any.
        public let rewardItem: BattleNetReference<Item>?
        /// The items a guild achievement awards, if any.
        public let guildRewardItems: [BattleNetReference<Item>]?
        /// Who can earn it, when it is limited to one faction.
        public let requirements: AchievementRequirements?
        /// The achievement's icon: `client.value(achievement.media)` fetches it.
        public let media: BattleNetReference<Media>
        /// Its position within its category, e.g. `1`.
        public let displayOrder: Int

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, category, name, description, points, criteria, requirements, media
            case isAccountWide = "is_account_wide"
            case nextAchievement = "next_achievement"
            case prerequisiteAchievement = "prerequisite_achievement"
            case rewardDescription = "reward_description"
            case rewardItem = "reward_item"
            case guildRewardItems = "guild_reward_items"
            case displayOrder = "display_order"
        }
    }

    /// One node of an achievement's criteria tree: `{"id": 2050, "description": "Reach level 10.",
    /// "amount": 0}`, with nested `child_criteria` for compound achievements.
    public struct AchievementCriteria: Codable, Hashable, Sendable {
        /// The criteria id, e.g. `2050`.
        public let id: Int
        /// What the criteria asks for, e.g. "Reach level 10."; `null` in some nodes.
        public let description: LocalizedString?
        /// The quantity to reach (`0` when the criteria is a plain condition).
        public let amount: Int
        /// How the child criteria combine, e.g. `.and`.
        public let `operator`: TypedName<AchievementCriteriaOperator>?
        /// The faction the criteria applies to, when it is limited to one.
        public let faction: TypedName<Faction>?
        /// The achievement this criteria asks for, when it is "earn that achievement".
        public let achievement: BattleNetReference<Achievement>?
        /// Whether the game shows a progress bar for it.
        public let showProgressBar: Bool?
        /// Whether the criteria is a "gold" (extra) one.
        public let isGold: Bool?
        /// The nested criteria, combined by `operator`.
        public let childCriteria: [AchievementCriteria]?

        enum CodingKeys: String, CodingKey {
            case id, description, amount, `operator`, faction, achievement
            case showProgressBar = "show_progress_bar"
            case isGold = "is_gold"
            case childCriteria = "child_criteria"
        }
    }

    /// How an achievement's child criteria combine (open: another value decodes too).
    public struct AchievementCriteriaOperator: OpenStringValue {
        /// The operator as Blizzard sends it, e.g. `AND`.
        public let rawValue: String
        /// Any operator string, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Every child criteria must be met.
        public static let and: AchievementCriteriaOperator = "AND"
        /// At least the parent's `amount` of child criteria must be met.
        public static let completeAtLeast: AchievementCriteriaOperator = "COMPLETE_AT_LEAST"
    }

    /// Who may earn an achievement: `{"faction": {"type": "HORDE", "name": "Horde"}}`.
    public struct AchievementRequirements: Codable, Hashable, Sendable {
        /// The only faction that can earn it.
        public let faction: TypedName<Faction>?
    }
}
