import Foundation

extension SC2.Operations {
    /// **Legacy Achievements**: every achievement and category of an SC2 region, in the old format.
    /// - Remark: HTTP GET /sc2/legacy/data/achievements/{regionId}
    public static let legacyAchievements = APIOperation<SC2.LegacyAchievements, SC2.RegionID>(
        "sc2LegacyAchievements", game: .sc2, "/sc2/legacy/data/achievements/{regionId}", timeout: .seconds(60)
    )

    /// **Legacy Rewards**: every reward (portraits, decals, skins, animations) of an SC2 region.
    /// - Remark: HTTP GET /sc2/legacy/data/rewards/{regionId}
    public static let legacyRewards = APIOperation<SC2.LegacyRewards, SC2.RegionID>(
        "sc2LegacyRewards", game: .sc2, "/sc2/legacy/data/rewards/{regionId}", timeout: .seconds(60)
    )
}


extension SC2 {
    /// An image cut from a sprite sheet, as the legacy API sends portraits, achievement icons and rewards:
    /// the `width`×`height` tile at (`-x`, `-y`) of the sheet at ``url``.
    public struct LegacyIcon: Codable, Sendable, Hashable {
        /// Horizontal offset of the tile in the sheet, as a CSS background position (zero or negative).
        public let x: Int
        /// Vertical offset of the tile in the sheet, as a CSS background position (zero or negative).
        public let y: Int
        public let width: Int
        public let height: Int
        /// The tile's index in the sheet.
        public let offset: Int
        /// The sprite sheet (`https://static.starcraft2.com/…/0-152-grid.jpg`;
        /// `http://media.blizzard.com/…` in 2015 bodies).
        public let url: String

        enum CodingKeys: String, CodingKey {
            case x, y, width = "w", height = "h", offset, url
        }
    }

    /// Every achievement and achievement category of the legacy API
    /// (`GET /sc2/legacy/data/achievements/{regionId}`; also the China-only `GET /sc2/data/achievements`).
    ///
    /// The 2015 (Mashery-era) body has the same shape but sends the ids as numbers; ``Identifier`` reads both.
    public struct LegacyAchievements: Codable, Sendable, Hashable {
        public let achievements: [LegacyAchievement]
        /// The top-level categories, each with its sub-categories.
        public let categories: [LegacyAchievementCategory]
    }

    /// An achievement definition of the legacy API.
    public struct LegacyAchievement: Codable, Sendable, Hashable {
        public let title: String
        public let description: String
        /// The achievement id (`"91475329944805"`; a number in 2015 bodies).
        public let achievementID: Identifier
        /// The id of the ``LegacyAchievementCategory`` the achievement belongs to.
        public let categoryID: Identifier
        /// Achievement points awarded (`0` for some).
        public let points: Int
        public let icon: LegacyIcon

        enum CodingKeys: String, CodingKey {
            case title, description, achievementID = "achievementId", categoryID = "categoryId", points, icon
        }
    }

    /// An achievement category of the legacy API, possibly with sub-categories.
    public struct LegacyAchievementCategory: Codable, Sendable, Hashable {
        public let title: String
        public let categoryID: Identifier
        /// The achievement shown for the category; `"0"` when there is none.
        public let featuredAchievementID: Identifier
        /// The sub-categories; absent on categories without any (2 of 10 top-level ones recorded).
        public let children: [LegacyAchievementCategory]?

        enum CodingKeys: String, CodingKey {
            case title, categoryID = "categoryId", featuredAchievementID = "featuredAchievementId", children
        }
    }

    /// Every reward (portrait, decal, skin, animation) of the legacy API
    /// (`GET /sc2/legacy/data/rewards/{regionId}`; also the China-only `GET /sc2/data/rewards`).
    ///
    /// The 2015 (Mashery-era) body has the same shape but sends the ids as numbers; ``Identifier`` reads both.
    public struct LegacyRewards: Codable, Sendable, Hashable {
        public let portraits: [LegacyReward]
        public let terranDecals: [LegacyReward]
        public let zergDecals: [LegacyReward]
        public let protossDecals: [LegacyReward]
        public let skins: [LegacyReward]
        /// Emote animations (`/dance`).
        public let animations: [LegacyReward]
    }

    /// A reward of the legacy API.
    public struct LegacyReward: Codable, Sendable, Hashable {
        public let title: String
        /// The reward id (`"2951153716"`; a number in 2015 bodies), as listed in a legacy profile's rewards.
        public let id: Identifier
        public let icon: LegacyIcon
        /// The achievement that unlocks the reward; `"0"` when none does (see ``unlockingAchievementID``).
        public let achievementID: Identifier
        /// The unit a skin applies to (`"Adept"`); skins only, and absent on some of them.
        public let name: String?
        /// The chat command that plays an animation (`"/dance"`); animations only.
        public let command: String?

        enum CodingKeys: String, CodingKey {
            case title, id, icon, achievementID = "achievementId", name, command
        }

        /// The achievement that unlocks the reward, or `nil` when Blizzard sent `0` (no achievement).
        public var unlockingAchievementID: Identifier? { achievementID.text == "0" ? nil : achievementID }
    }
}
