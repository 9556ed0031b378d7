import Foundation

extension SC2.Operations {
    /// **Static Profile**: every achievement, criterion, category and reward of an SC2 region, with
    /// their images (about 2 MB; the call has a 120 s timeout).
    package static let staticProfile = APIOperation<SC2.StaticProfile, SC2.RegionID>(
        "sc2StaticProfile", "/sc2/static/profile/{regionId}", timeout: .seconds(120)
    )
}


extension SC2 {
    /// The definitions of every achievement, criterion, achievement category and reward of an SC2
    /// region.
    ///
    /// A profile's ``SC2/Profile`` refers to these definitions by id only; look the ids up here.
    /// Titles and descriptions are localized by the request's `locale`; some are internal names
    /// (`"WarChestSeason1ProtossTier10 Criteria 1"`, `"en_US.emot.5"`) exactly as Blizzard sends them.
    public struct StaticProfile: Codable, Sendable, Hashable {
        /// Every achievement definition (2,549 in the EU recording).
        public let achievements: [Achievement]
        /// Every achievement criterion (1,775 in the EU recording).
        public let criteria: [Criterion]
        /// Every achievement category, top-level and nested (86 in the EU recording, 10 of them top-level).
        public let categories: [AchievementCategory]
        /// Every reward (1,956 in the EU recording).
        public let rewards: [Reward]

        /// An achievement definition.
        public struct Achievement: Codable, Sendable, Hashable {
            /// The achievement id, sent as a string (`"91475332181198"`); profiles refer to it.
            public let id: Identifier
            /// The ``AchievementCategory`` it belongs to (JSON key `categoryId`), e.g. `"4371481"`; 607 of the
            /// 2,549 recorded achievements name a category that ``StaticProfile/categories`` does not list.
            public let categoryID: Identifier
            /// The achievement's name as sent by Blizzard, localized by the request's `locale`. Often a sentence
            /// or an internal name instead (`"Complete all Bonus Objectives in each of the Final Missions."`,
            /// `"WarChestSeason1ProtossTier10 Criteria 1"`), and it need not match ``description``.
            public let title: String
            /// What the achievement asks, as sent by Blizzard; often a short name instead (`"Lab Rat"`,
            /// `"Protoss Tier 1"`), with the same caveats as ``title``.
            public let description: String
            /// Achievement points awarded: `0` (1,445 recorded), `10` (992), `15` or `20`.
            public let points: Int
            /// The achievement's image (JSON key `imageUrl`), e.g.
            /// `https://static.starcraft2.com/starport/…/achievements/34-0.jpg`; `nil` when the body has no usable URL.
            @LenientURL public var imageURL: URL?
            /// The achievements of this achievement's series, in order (the achievement itself when it has no series).
            public let chainAchievementIDs: [Identifier]
            /// As sent by Blizzard; meaning undocumented. `0` on 1,712 of the 2,549 recorded achievements, `1` on
            /// 531, up to `32`.
            public let chainRewardSize: Int
            /// Whether the achievement belongs to a series: `true` exactly when ``chainAchievementIDs`` lists more
            /// than one achievement (940 of the 2,549 recorded).
            public let isChained: Bool
            /// The criteria to meet; `nil` when the key is absent (18 of 2,549 achievements in the EU recording).
            public let criteriaIDs: [Identifier]?
            /// An undocumented bit set.
            public let flags: Int
            /// Sort position among its siblings.
            public let uiOrderHint: Int

            enum CodingKeys: String, CodingKey {
                case id, title, description, points, chainRewardSize, isChained, flags, uiOrderHint
                case categoryID = "categoryId"
                case imageURL = "imageUrl"
                case chainAchievementIDs = "chainAchievementIds"
                case criteriaIDs = "criteriaIds"
            }
        }

        /// A criterion (one step) of an achievement.
        public struct Criterion: Codable, Sendable, Hashable {
            /// The criterion id, sent as a string (`"91475035554340"`); a profile's criteria refer to it.
            public let id: Identifier
            /// The ``Achievement`` the criterion belongs to (JSON key `achievementId`), e.g. `"91475035554039"`.
            public let achievementID: Identifier
            /// The criterion's text as sent by Blizzard: a phrase (`"Round 17: SCV Good To Go"`) or an internal
            /// name (`"TRaynor02_3"`).
            public let description: String
            /// How the game evaluates the criterion.
            public let evaluationClass: EvaluationClass
            /// How many times the criterion must be met.
            public let necessaryQuantity: Int
            /// An undocumented bit set.
            public let flags: Int
            /// Sort position among its siblings.
            public let uiOrderHint: Int

            enum CodingKeys: String, CodingKey {
                case id, description, evaluationClass, necessaryQuantity, flags, uiOrderHint
                case achievementID = "achievementId"
            }
        }

        /// A category of the achievement tree (e.g. "Versus", "Co-op Missions", "Arcade").
        public struct AchievementCategory: Codable, Sendable, Hashable {
            /// The category id, sent as a string (`"4325380"`).
            public let id: Identifier
            /// The category's name, localized by the request's `locale`, e.g. `"Versus"` or `"Arcade"`; some are
            /// internal names or sentences exactly as Blizzard sends them (`"SkinCorruptorWebby Criteria 1"`).
            public let name: String
            /// The enclosing category; `nil` (JSON `null`) for a top-level category.
            public let parentCategoryID: Identifier?
            /// The sub-categories; empty for a leaf.
            public let childrenCategoryIDs: [Identifier]
            /// The achievement shown on the category's tile; `"0"` when there is none.
            public let featuredAchievementID: Identifier
            /// The achievement points of the category and its sub-categories together, e.g. `640` (`"Versus"`);
            /// in the recording every category's value is that sum of its achievements' ``Achievement/points``.
            public let points: Int
            /// The point thresholds of the category's medals (e.g. `[0, 250, 500, 1000]`); `nil` when the
            /// key is absent, as it is for most (77 of 86) categories.
            public let medalTiers: [Int]?
            /// Sort position among its siblings.
            public let uiOrderHint: Int

            enum CodingKeys: String, CodingKey {
                case id, name, points, medalTiers, uiOrderHint
                case parentCategoryID = "parentCategoryId"
                case childrenCategoryIDs = "childrenCategoryIds"
                case featuredAchievementID = "featuredAchievementId"
            }
        }

        /// A reward: portrait, decal, emoticon, spray, voice pack, unit skin, dance...
        public struct Reward: Codable, Sendable, Hashable {
            /// The reward id, sent as a string (`"1001385194"`); a profile's earned rewards refer to it.
            public let id: Identifier
            /// The reward's name, localized by the request's `locale`, e.g. `"Nova"` (a portrait) or
            /// `"Tal'darim"` (a skin); emoticons, sprays, voice packs and console skins carry internal names
            /// (`"en_US.emot.5"`, `"en_US.tvoi.7"`).
            public let name: String
            /// The reward's image (JSON key `imageUrl`), e.g.
            /// `https://static.starcraft2.com/starport/…/portraits/2-26.jpg`; `nil` when the body has no usable URL.
            @LenientURL public var imageURL: URL?
            /// The reward's kind, e.g. `"PORT"` (portrait) or a unit's code for a unit skin (`"PCls"`).
            public let unlockableType: UnlockableType
            /// Whether it is a unit skin.
            public let isSkin: Bool
            /// The achievement that grants it; `nil` when absent (rewards from other sources, 181 of 1,956 in the EU recording).
            public let achievementID: Identifier?
            /// The chat command of an animation reward (`"/dance"`); `nil` for every other reward.
            public let command: String?
            /// An undocumented bit set.
            public let flags: Int
            /// Sort position among its siblings.
            public let uiOrderHint: Int

            enum CodingKeys: String, CodingKey {
                case id, name, unlockableType, isSkin, command, flags, uiOrderHint
                case imageURL = "imageUrl"
                case achievementID = "achievementId"
            }
        }
    }

    /// How the game evaluates an achievement criterion (a four-letter code). Unknown codes decode.
    public struct EvaluationClass: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Completing other achievements.
        public static let achievement: Self = "Achv"
        /// Evaluated by the game client.
        public static let client: Self = "Clnt"
        /// Game statistics.
        public static let game: Self = "S2Gm"
        /// Undocumented (`Sunk`).
        public static let sunk: Self = "Sunk"
        /// Tournaments.
        public static let tournament: Self = "Trny"
    }

    /// The kind of a reward (a four-letter code). Unit skins use the unit's code (`"PZlt"` Zealot,
    /// `"THOR"` Thor) and have no constant here. Unknown codes decode.
    public struct UnlockableType: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A profile portrait (`"PORT"`; 549 in the EU recording).
        public static let portrait: Self = "PORT"
        /// A chat emoticon (`"EMOT"`; 195 in the EU recording).
        public static let emoticon: Self = "EMOT"
        /// A spray (`"SPRY"`; 98 in the EU recording).
        public static let spray: Self = "SPRY"
        /// A dance animation (see ``SC2/StaticProfile/Reward/command``).
        public static let animation: Self = "Anim"
        /// A decal for Terran units (`"TCAL"`; 85 in the EU recording).
        public static let terranDecal: Self = "TCAL"
        /// A decal for Protoss units (`"PCAL"`; 85 in the EU recording).
        public static let protossDecal: Self = "PCAL"
        /// A decal for Zerg units (`"ZCAL"`; 85 in the EU recording).
        public static let zergDecal: Self = "ZCAL"
        /// A Terran voice pack (`"TVOI"`; 34 in the EU recording, with internal names such as `"en_US.tvoi.7"`).
        public static let terranVoicePack: Self = "TVOI"
        /// A Protoss voice pack (`"PVOI"`; 34 in the EU recording).
        public static let protossVoicePack: Self = "PVOI"
        /// A Zerg voice pack (`"ZVOI"`; 34 in the EU recording).
        public static let zergVoicePack: Self = "ZVOI"
        /// A Terran console (interface) skin (`"TCSK"`; 11 in the EU recording).
        public static let terranConsoleSkin: Self = "TCSK"
        /// A Protoss console (interface) skin (`"PCSK"`; 11 in the EU recording).
        public static let protossConsoleSkin: Self = "PCSK"
        /// A Zerg console (interface) skin (`"ZCSK"`; 11 in the EU recording).
        public static let zergConsoleSkin: Self = "ZCSK"
    }
}
