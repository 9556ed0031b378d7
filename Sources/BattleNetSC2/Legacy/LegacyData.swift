import Foundation

extension SC2.Operations {
    /// **Legacy Achievements**: every achievement and category of an SC2 region, in the old format.
    package static let legacyAchievements = APIOperation<SC2.LegacyAchievements, SC2.RegionID>(
        "sc2LegacyAchievements", "/sc2/legacy/data/achievements/{regionId}", timeout: .seconds(60)
    )

    /// **Legacy Rewards**: every reward (portraits, decals, skins, animations) of an SC2 region.
    package static let legacyRewards = APIOperation<SC2.LegacyRewards, SC2.RegionID>(
        "sc2LegacyRewards", "/sc2/legacy/data/rewards/{regionId}", timeout: .seconds(60)
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
        /// The tile's width in pixels (JSON key `w`): `152` for achievements and portraits, `125` for decals,
        /// `84` for skins, `112` for animations in the 2019 bodies; `75` (`90` for portraits) in 2013–2015 bodies.
        public let width: Int
        /// The tile's height in pixels (JSON key `h`); every recorded tile is square, so it equals ``width``.
        public let height: Int
        /// The tile's index in the sheet.
        public let offset: Int
        /// The sprite sheet (`https://static.starcraft2.com/…/0-152-grid.jpg`;
        /// `http://media.blizzard.com/…` in 2013–2015 bodies).
        public let url: String

        enum CodingKeys: String, CodingKey {
            case x, y, width = "w", height = "h", offset, url
        }
    }

    /// Every achievement and achievement category of the legacy API, in every region and in China.
    ///
    /// The 2013 and 2015 bodies (`us.battle.net/api`, then Mashery's `us.api.battle.net`) have the same shape
    /// but send the ids as numbers; ``Identifier`` reads both.
    public struct LegacyAchievements: Codable, Sendable, Hashable {
        /// Every achievement of the region, in no documented order (1,293 in the 2019 EU recording, 737 in
        /// the 2015 one, 728 in the 2013 one).
        public let achievements: [LegacyAchievement]
        /// The top-level categories, each with its sub-categories.
        public let categories: [LegacyAchievementCategory]
    }

    /// An achievement definition of the legacy API.
    public struct LegacyAchievement: Codable, Sendable, Hashable {
        /// The achievement's name in the request's locale, as sent by Blizzard: `"FFA Destroyer"` in the 2015
        /// body. Since 2019 it often holds a sentence or an internal name instead
        /// (`"Complete all Bonus Objectives in each of the Final Missions."`, `"SkinMedivacCovertOps Criteria 1"`),
        /// and it need not match ``description`` (`"250 Wins: Team Terran"` beside `"25 Wins: Team Terran"`);
        /// ``StaticProfile`` sends the same text.
        public let title: String
        /// What the achievement asks, as sent by Blizzard:
        /// `"Win a Free-For-All Unranked game as each race option."` in the 2015 body; since 2019 often a
        /// name instead (`"Lab Rat"`, `"Deep Space Missions"`), with the same caveats as ``title``.
        public let description: String
        /// The achievement id (`"91475329944805"`; a number in 2013–2015 bodies).
        public let achievementID: Identifier
        /// The id of the ``LegacyAchievementCategory`` the achievement belongs to.
        public let categoryID: Identifier
        /// Achievement points awarded (`0` for some).
        public let points: Int
        /// The achievement's image: a 152×152 tile of a `…/achievements/10-152-grid.jpg` sheet
        /// (75×75 of `http://media.blizzard.com/sc2/achievements/5-75.jpg` in 2015 bodies).
        public let icon: LegacyIcon

        enum CodingKeys: String, CodingKey {
            case title, description, achievementID = "achievementId", categoryID = "categoryId", points, icon
        }
    }

    /// An achievement category of the legacy API, possibly with sub-categories.
    public struct LegacyAchievementCategory: Codable, Sendable, Hashable {
        /// The category's name in the request's locale, e.g. `"Versus"` or `"Mar Sara Missions"`; some 2019
        /// titles are internal names or sentences exactly as Blizzard sends them
        /// (`"WarChestSeason1ProtossTier10 Criteria 1"`); the 2015 body has plain names (`"Liberty Campaign"`).
        public let title: String
        /// The category id, e.g. `"4325380"` (a number in 2013–2015 bodies); ``LegacyAchievement/categoryID``
        /// and ``LegacyProfile/Points/categoryPoints`` refer to it.
        public let categoryID: Identifier
        /// The achievement shown for the category; `"0"` when there is none.
        public let featuredAchievementID: Identifier
        /// The sub-categories; absent on categories without any (2 of the 10 top-level ones in the 2019
        /// recording, 2 of 7 in the 2013 and 2015 ones).
        public let children: [LegacyAchievementCategory]?

        enum CodingKeys: String, CodingKey {
            case title, categoryID = "categoryId", featuredAchievementID = "featuredAchievementId", children
        }
    }

    /// Every reward (portrait, decal, skin, animation) of the legacy API, in every region and in China.
    ///
    /// The 2013 and 2015 bodies have the same shape but send the ids as numbers; ``Identifier`` reads both.
    public struct LegacyRewards: Codable, Sendable, Hashable {
        /// Profile portraits, e.g. `"Kachinsky"` (490 in the 2019 US recording, 199 in the 2015 one, 173 in the
        /// 2013 one).
        public let portraits: [LegacyReward]
        /// Terran unit decals, e.g. `"Akilae Tribe"` (81 in the 2019 US recording).
        public let terranDecals: [LegacyReward]
        /// Zerg unit decals: mostly the designs of ``terranDecals`` under their own ids, plus Zerg ones such as
        /// `"Brood Master"` (81 in 2019).
        public let zergDecals: [LegacyReward]
        /// Protoss unit decals: mostly the designs of ``terranDecals`` under their own ids, plus Protoss ones such
        /// as `"Dark Prelate"` (81 in 2019).
        public let protossDecals: [LegacyReward]
        /// Unit skins, titled by skin (`"Default"`, `"Collector's Edition"`) with the unit in
        /// ``LegacyReward/name`` (321 in the 2019 US recording).
        public let skins: [LegacyReward]
        /// Emote animations (`/dance`).
        public let animations: [LegacyReward]
    }

    /// A reward of the legacy API.
    public struct LegacyReward: Codable, Sendable, Hashable {
        /// The reward's name in the request's locale, e.g. `"Kachinsky"` (a portrait), `"Akilae Tribe"`
        /// (a decal), `"Default"` (a skin) or `"Marauder"` (an animation).
        public let title: String
        /// The reward id (`"2951153716"`; a number in 2013–2015 bodies), as listed in a legacy profile's rewards.
        public let id: Identifier
        /// The reward's image, a tile of a sprite sheet (152×152 for portraits in 2019 bodies, see ``LegacyIcon/width``).
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
