import Foundation

extension WoW.Operations {
    /// **Quest Index**: links to the quest category, area and type indexes.
    package static let questIndex = APIOperation<WoW.QuestIndex>(
        "wowQuestIndex", "/data/wow/quest/index", namespace: .static
    )

    /// **Quest**: one quest with its area, requirements and rewards.
    package static let quest = APIOperation<WoW.Quest, Int>(
        "wowQuest", "/data/wow/quest/{questId}", namespace: .static
    )

    /// **Quest Category Index**: every quest category (Epic, Legendary, ...).
    package static let questCategoryIndex = APIOperation<WoW.QuestCategoryIndex>(
        "wowQuestCategoryIndex", "/data/wow/quest/category/index", namespace: .static
    )

    /// **Quest Category**: one quest category and its quests.
    package static let questCategory = APIOperation<WoW.QuestCategory, Int>(
        "wowQuestCategory", "/data/wow/quest/category/{questCategoryId}", namespace: .static
    )

    /// **Quest Area Index**: every quest area (zones such as Dun Morogh).
    package static let questAreaIndex = APIOperation<WoW.QuestAreaIndex>(
        "wowQuestAreaIndex", "/data/wow/quest/area/index", namespace: .static
    )

    /// **Quest Area**: one quest area and its quests.
    package static let questArea = APIOperation<WoW.QuestArea, Int>(
        "wowQuestArea", "/data/wow/quest/area/{questAreaId}", namespace: .static
    )

    /// **Quest Type Index**: every quest type (Group, Raid, Dungeon, ...).
    package static let questTypeIndex = APIOperation<WoW.QuestTypeIndex>(
        "wowQuestTypeIndex", "/data/wow/quest/type/index", namespace: .static
    )

    /// **Quest Type**: one quest type and its quests.
    package static let questType = APIOperation<WoW.QuestType, Int>(
        "wowQuestType", "/data/wow/quest/type/{questTypeId}", namespace: .static
    )
}

extension WoW {
    /// The quest index: links to the three quest indexes.
    public struct QuestIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<QuestIndex>?
        /// The quest category index, `/data/wow/quest/category/`.
        public let categories: BattleNetLink<QuestCategoryIndex>
        /// The quest area index, `/data/wow/quest/area/`.
        public let areas: BattleNetLink<QuestAreaIndex>
        /// The quest type index, `/data/wow/quest/type/`.
        public let types: BattleNetLink<QuestTypeIndex>

        enum CodingKeys: String, CodingKey {
            case links = "_links", categories, areas, types
        }
    }

    /// A quest, e.g. 2 "Sharptalon's Claw".
    ///
    /// The level fields drifted: bodies of 2020 (patch 8.3) carry `recommended_minimum_level` and
    /// `recommended_maximum_level` at the top and only `min_character_level` in ``requirements``;
    /// bodies since 2021 (patch 9.1) drop the recommended levels and carry both
    /// `min_character_level` and `max_character_level` in ``requirements``. Both eras decode.
    public struct Quest: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Quest>?
        /// The quest id, e.g. `2`.
        public let id: Int
        /// The quest's title, e.g. "Sharptalon's Claw".
        public let title: LocalizedString
        /// The quest area (zone) it belongs to, e.g. 331 "Ashenvale"; absent for quests without
        /// one.
        public let area: BattleNetReference<QuestArea>?
        /// The quest category, for quests filed under one (the recording has none).
        public let category: BattleNetReference<QuestCategory>?
        /// The quest text, e.g. "The mighty hippogryph Sharptalon has been slain, ...".
        public let description: LocalizedString?
        /// The lowest recommended level, e.g. `15`: 2020 bodies only (since 2021 see
        /// ``QuestRequirements/minCharacterLevel``).
        public let recommendedMinimumLevel: Int?
        /// The highest recommended level, e.g. `60`: 2020 bodies only (since 2021 see
        /// ``QuestRequirements/maxCharacterLevel``).
        public let recommendedMaximumLevel: Int?
        /// What a character needs to take the quest: level range, faction, reputations.
        public let requirements: QuestRequirements?
        /// What the quest gives: experience, reputation, money.
        public let rewards: QuestRewards?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, title, area, category, description
            case recommendedMinimumLevel = "recommended_minimum_level"
            case recommendedMaximumLevel = "recommended_maximum_level"
            case requirements, rewards
        }

        /// The lowest level that can take the quest, from whichever era's field the body has:
        /// `requirements.min_character_level`, else `recommended_minimum_level`.
        public var minimumLevel: Int? { requirements?.minCharacterLevel ?? recommendedMinimumLevel }
        /// The highest level the quest is meant for, from whichever era's field the body has:
        /// `requirements.max_character_level` (since 2021), else `recommended_maximum_level` (2020).
        public var maximumLevel: Int? { requirements?.maxCharacterLevel ?? recommendedMaximumLevel }
    }

    /// What a character needs to take a quest.
    public struct QuestRequirements: Codable, Hashable, Sendable {
        /// The lowest character level, e.g. `7`.
        public let minCharacterLevel: Int?
        /// The highest character level, e.g. `30`: bodies since 2021 (patch 9.1) only.
        public let maxCharacterLevel: Int?
        /// The faction the quest is for, e.g. `{"type": "HORDE", "name": "Horde"}`; absent for
        /// quests both factions can take.
        public let faction: TypedName<Faction>?
        /// The reputations needed, when the quest needs any (no recording has one).
        public let reputations: [QuestReputationRequirement]?

        enum CodingKeys: String, CodingKey {
            case minCharacterLevel = "min_character_level", maxCharacterLevel = "max_character_level"
            case faction, reputations
        }
    }

    /// A reputation a quest requires: the faction and the least standing value.
    public struct QuestReputationRequirement: Codable, Hashable, Sendable {
        /// The reputation faction, e.g. 76 "Orgrimmar".
        public let faction: BattleNetReference<ReputationFaction>
        /// The least reputation value needed with it.
        public let minReputation: Int?

        enum CodingKeys: String, CodingKey {
            case faction, minReputation = "min_reputation"
        }
    }

    /// What a quest gives.
    public struct QuestRewards: Codable, Hashable, Sendable {
        /// Experience points, e.g. `4100` (2021 body; `6300` in the 2020 body of the same quest).
        public let experience: Int?
        /// Reputation gains, e.g. 250 with "Orgrimmar".
        public let reputations: [QuestReputationReward]?
        /// The money reward, e.g. 10 gold 50 silver.
        public let money: QuestMoney?

        enum CodingKeys: String, CodingKey {
            case experience, reputations, money
        }
    }

    /// A reputation gain from a quest.
    public struct QuestReputationReward: Codable, Hashable, Sendable {
        /// The reputation faction, e.g. 76 "Orgrimmar".
        public let reward: BattleNetReference<ReputationFaction>
        /// The reputation gained, e.g. `250`.
        public let value: Int

        enum CodingKeys: String, CodingKey {
            case reward, value
        }
    }

    /// An amount of money: copper in total and split into gold, silver and copper.
    public struct QuestMoney: Codable, Hashable, Sendable {
        /// The amount in copper, e.g. `105000` (10 gold 50 silver).
        public let value: Int
        /// The amount split into coins.
        public let units: QuestMoneyUnits?

        enum CodingKeys: String, CodingKey {
            case value, units
        }
    }

    /// An amount of money split into coins, e.g. 10 gold, 50 silver, 0 copper.
    public struct QuestMoneyUnits: Codable, Hashable, Sendable {
        /// Gold coins, e.g. `10`.
        public let gold: Int
        /// Silver coins (0–99), e.g. `50`.
        public let silver: Int
        /// Copper coins (0–99), e.g. `0`.
        public let copper: Int

        enum CodingKeys: String, CodingKey {
            case gold, silver, copper
        }
    }

    /// The quest category index.
    public struct QuestCategoryIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<QuestCategoryIndex>?
        /// Every quest category, e.g. 1 "Epic".
        public let categories: [BattleNetReference<QuestCategory>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", categories
        }
    }

    /// A quest category and its quests, e.g. 1 "Epic".
    public struct QuestCategory: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<QuestCategory>?
        /// The category id, e.g. `1`.
        public let id: Int
        /// The category's name, e.g. "Epic".
        public let category: LocalizedString
        /// The quests of the category; optional because a category without quests may omit the list.
        public let quests: [BattleNetReference<Quest>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, category, quests
        }
    }

    /// The quest area index.
    public struct QuestAreaIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<QuestAreaIndex>?
        /// Every quest area, e.g. 1 "Dun Morogh"; names may be `null`.
        public let areas: [BattleNetReference<QuestArea>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", areas
        }
    }

    /// A quest area (a zone) and its quests, e.g. 1 "Dun Morogh".
    public struct QuestArea: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<QuestArea>?
        /// The area id, e.g. `1`.
        public let id: Int
        /// The area's name, e.g. "Dun Morogh".
        public let area: LocalizedString
        /// The quests of the area; optional because an area without quests may omit the list.
        public let quests: [BattleNetReference<Quest>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, area, quests
        }
    }

    /// The quest type index.
    public struct QuestTypeIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<QuestTypeIndex>?
        /// Every quest type, e.g. 1 "Group".
        public let types: [BattleNetReference<QuestType>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", types
        }
    }

    /// A quest type and its quests, e.g. 1 "Group".
    public struct QuestType: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<QuestType>?
        /// The type id, e.g. `1`.
        public let id: Int
        /// The type's name, e.g. "Group".
        public let type: LocalizedString
        /// The quests of the type; optional because a type without quests may omit the list.
        public let quests: [BattleNetReference<Quest>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, type, quests
        }
    }
}
