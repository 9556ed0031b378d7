import Foundation

extension SC2.Operations {
    /// **Static Profile**: every achievement, criterion, category and reward of an SC2 region, with
    /// their images (about 2 MB; the call has a 120 s timeout).
    /// - Remark: HTTP GET /sc2/static/profile/{regionId}
    public static let staticProfile = APIOperation<SC2.StaticProfile, SC2.RegionID>(
        "sc2StaticProfile", game: .sc2, "/sc2/static/profile/{regionId}", timeout: .seconds(120)
    )
}


extension SC2 {
    /// The definitions of every achievement, criterion, achievement category and reward of an SC2 region
    /// (`GET /sc2/static/profile/{regionId}`).
    ///
    /// A profile's ``SC2/Profile`` refers to these definitions by id only; look the ids up here.
    /// Titles and descriptions are localized by the request's `locale`; some are internal names
    /// (`"WarChestSeason1ProtossTier10 Criteria 1"`, `"en_US.emot.5"`) exactly as Blizzard sends them.
    public struct StaticProfile: Codable, Sendable, Hashable {
        public let achievements: [Achievement]
        public let criteria: [Criterion]
        public let categories: [AchievementCategory]
        public let rewards: [Reward]

        /// An achievement definition.
        public struct Achievement: Codable, Sendable, Hashable {
            public let id: Identifier
            public let categoryID: Identifier
            public let title: String
            public let description: String
            public let points: Int
            @LenientURL public var imageURL: URL?
            /// The achievements of this achievement's series, in order (the achievement itself when it has no series).
            public let chainAchievementIDs: [Identifier]
            public let chainRewardSize: Int
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
            public let id: Identifier
            public let achievementID: Identifier
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
            public let id: Identifier
            public let name: String
            /// The enclosing category; `nil` (JSON `null`) for a top-level category.
            public let parentCategoryID: Identifier?
            /// The sub-categories; empty for a leaf.
            public let childrenCategoryIDs: [Identifier]
            /// The achievement shown on the category's tile; `"0"` when there is none.
            public let featuredAchievementID: Identifier
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
            public let id: Identifier
            public let name: String
            @LenientURL public var imageURL: URL?
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

        public static let portrait: Self = "PORT"
        public static let emoticon: Self = "EMOT"
        public static let spray: Self = "SPRY"
        /// A dance animation (see ``SC2/StaticProfile/Reward/command``).
        public static let animation: Self = "Anim"
        public static let terranDecal: Self = "TCAL"
        public static let protossDecal: Self = "PCAL"
        public static let zergDecal: Self = "ZCAL"
        public static let terranVoicePack: Self = "TVOI"
        public static let protossVoicePack: Self = "PVOI"
        public static let zergVoicePack: Self = "ZVOI"
        public static let terranConsoleSkin: Self = "TCSK"
        public static let protossConsoleSkin: Self = "PCSK"
        public static let zergConsoleSkin: Self = "ZCSK"
    }
}
