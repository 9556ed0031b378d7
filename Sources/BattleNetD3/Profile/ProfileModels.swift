import Foundation

// Parts of `D3.AccountProfile`, and the detailed items of the hero items / follower items responses.

extension D3 {
    /// A hero as listed in an account profile.
    public struct HeroSummary: Codable, Hashable, Sendable {
        public let id: Int
        public let name: String
        public let heroClass: HeroClass
        /// Same slug as `heroClass` in every recorded body; absent in pre-2019 bodies (FuzzyStatic model).
        public let classSlug: HeroClass?
        /// 0 = male, 1 = female.
        public let gender: Int
        public let level: Int
        public let paragonLevel: Int
        public let kills: HeroKills
        public let hardcore: Bool
        public let seasonal: Bool
        public let dead: Bool
        /// Epoch seconds (JSON key `last-updated`); see `lastUpdatedDate`.
        public let lastUpdated: EpochSeconds

        enum CodingKeys: String, CodingKey {
            case id, name
            case heroClass = "class"
            case classSlug, gender, level, paragonLevel, kills, hardcore, seasonal, dead
            case lastUpdated = "last-updated"
        }

        /// `lastUpdated` as a date.
        public var lastUpdatedDate: Date? { lastUpdated.date }
    }

    /// A dead hardcore hero of an account.
    public struct FallenHero: Codable, Hashable, Sendable {
        public let heroID: Int
        public let name: String
        public let heroClass: HeroClass
        public let level: Int
        /// 0 = male, 1 = female.
        public let gender: Int
        public let hardcore: Bool
        /// Elite kills; current bodies. Pre-2019 bodies sent `kills.elites` instead (FuzzyStatic model).
        public let elites: Int?
        /// Pre-2019 bodies only (FuzzyStatic model); current bodies send `elites`.
        public let kills: HeroKills?
        public let death: FallenHeroDeath
        /// Stats at death; pre-2019 bodies only (FuzzyStatic model), whose key set differs from `HeroStats`.
        public let stats: [String: Double]?
        /// Items at death; pre-2019 bodies only (FuzzyStatic model).
        public let items: EquippedItems<HeroItem>?

        enum CodingKeys: String, CodingKey {
            case heroID = "heroId"
            case name
            case heroClass = "class"
            case level, gender, hardcore, elites, kills, death, stats, items
        }

        /// Elite kills from whichever key the body used.
        public var eliteKills: Int? { elites ?? kills?.elites }
    }

    /// How a hardcore hero died.
    public struct FallenHeroDeath: Codable, Hashable, Sendable {
        /// Id of the killing monster.
        public let killer: Int
        /// Epoch seconds; see `date`.
        public let time: EpochSeconds
        /// Area id; pre-2019 bodies only (FuzzyStatic model).
        public let location: Int?

        /// `time` as a date.
        public var date: Date? { time.date }
    }

    /// An artisan's level on an account.
    public struct ArtisanProgress: Codable, Hashable, Sendable {
        public let slug: ArtisanSlug
        public let level: Int
        /// Pre-2019 bodies only (FuzzyStatic model).
        public let stepCurrent: Int?
        /// Pre-2019 bodies only (FuzzyStatic model).
        public let stepMax: Int?
    }

    /// Kill counts of an account or season.
    public struct ProfileKills: Codable, Hashable, Sendable {
        public let monsters: Int
        public let elites: Int
        public let hardcoreMonsters: Int
    }

    /// Kill counts of a hero.
    public struct HeroKills: Codable, Hashable, Sendable {
        public let elites: Int
    }

    /// Play time share per class (0...1, relative to the most played class), keyed by class slug so that
    /// bodies from before the necromancer (FuzzyStatic model has no `necromancer`) and future classes
    /// decode. `timePlayed[.barbarian]` is `nil` when the body did not list that class.
    public typealias TimePlayed = OpenDictionary<HeroClass, Double>

    /// Story progression of an account (whether each act was completed).
    public struct AccountProgression: Codable, Hashable, Sendable {
        public let act1: Bool
        public let act2: Bool
        public let act3: Bool
        public let act4: Bool
        public let act5: Bool
    }

    /// An account's summary for one season (`season0` is the non-seasonal game).
    public struct SeasonalProfile: Codable, Hashable, Sendable {
        public let seasonID: Int
        public let paragonLevel: Int
        public let paragonLevelHardcore: Int
        public let highestHardcoreLevel: Int
        public let kills: ProfileKills
        public let timePlayed: TimePlayed
        /// Pre-2019 bodies only (FuzzyStatic model).
        public let progression: AccountProgression?

        enum CodingKeys: String, CodingKey {
            case seasonID = "seasonId"
            case paragonLevel, paragonLevelHardcore, highestHardcoreLevel, kills, timePlayed, progression
        }
    }

    /// A detailed item from `.../hero/{heroId}/items` or `.../follower-items`.
    public struct HeroItemDetail: Codable, Hashable, Sendable {
        /// Item id, e.g. `"Unique_Bracer_106_x1"`.
        public let id: String
        public let name: String
        public let icon: Icon
        public let displayColor: ItemDisplayColor
        /// Tooltip path, e.g. `"/item/nemesis-bracers-Unique_Bracer_106_x1"`.
        public let tooltipParams: String
        /// The slot the item is worn in (JSON key `slots`, a single slot name).
        public let slot: ItemSlot
        public let type: HeroItemType
        /// Display type, e.g. `"Ancient Legendary Bracers"`.
        public let typeName: String
        public let requiredLevel: Int
        public let itemLevel: Int
        public let stackSizeMax: Int
        public let accountBound: Bool
        /// Absent on some items (2 of 20 recorded, e.g. crafted rings).
        public let flavorText: String?
        public let armor: Double
        public let attacksPerSecond: Double
        public let minDamage: Double
        public let maxDamage: Double
        /// Damage text, e.g. `"1336-1848 Damage\n1.40 Attacks per Second"`; weapons only.
        public let damage: String?
        /// DPS text, e.g. `"2,228.7"`; weapons only.
        public let dps: String?
        /// Weapons with an elemental damage bonus only.
        public let elementalType: ElementalType?
        /// Block text, e.g. `"+18.0% Chance to Block\n260-373 Block Amount"`; shields only.
        public let blockChance: String?
        public let isSeasonRequiredToDrop: Bool
        /// Season the item needs to drop, `-1` when none.
        public let seasonRequiredToDrop: Int
        /// Affix texts. Optional per Pewtro's follower item type.
        public let attributes: HeroItemAttributes?
        /// Affix texts as HTML. Optional per Pewtro's follower item type.
        public let attributesHTML: HeroItemAttributes?
        /// Sockets without a gem.
        public let openSockets: Int
        /// Socketed gems and jewels; absent when the item has none.
        public let gems: [HeroItemGem]?
        /// Set items only.
        public let set: HeroItemSet?
        /// Crafted items only.
        public let craftedBy: HeroItemCraft?
        /// The appearance the item is transmogrified to; absent when not transmogrified.
        public let transmog: ItemTooltipReference?
        /// The dye applied; absent when not dyed (Pewtro follower item type).
        public let dye: ItemTooltipReference?

        enum CodingKeys: String, CodingKey {
            case id, name, icon, displayColor, tooltipParams
            case slot = "slots"
            case type, typeName, requiredLevel, itemLevel, stackSizeMax, accountBound, flavorText
            case armor, attacksPerSecond, minDamage, maxDamage, damage, dps, elementalType, blockChance
            case isSeasonRequiredToDrop, seasonRequiredToDrop, attributes
            case attributesHTML = "attributesHtml"
            case openSockets, gems, set, craftedBy, transmog, dye
        }
    }

    /// The type of a detailed item.
    public struct HeroItemType: Codable, Hashable, Sendable {
        public let id: ItemTypeID
        public let twoHanded: Bool
    }

    /// Affix texts of an item.
    public struct HeroItemAttributes: Codable, Hashable, Sendable {
        public let primary: [String]
        /// Optional per Pewtro and kinkofer types.
        public let secondary: [String]?
        /// Only in kinkofer's item model.
        public let other: [String]?
    }

    /// A gem or legendary jewel in a socket.
    public struct HeroItemGem: Codable, Hashable, Sendable {
        public let item: ItemLink
        /// Effect texts (for legendary gems, rank and effect in one text).
        public let attributes: [String]
        public let isGem: Bool
        public let isJewel: Bool
        /// Legendary gems only.
        public let jewelRank: Int?
        /// Legendary gems only.
        public let jewelSecondaryUnlockRank: Int?
    }

    /// A link to an item's data page (gems, reagents).
    public struct ItemLink: Codable, Hashable, Sendable {
        public let id: String
        public let slug: String
        public let name: String
        public let icon: Icon
        /// Item data path, e.g. `"item/flawless-royal-topaz-x1_Topaz_10"`.
        public let path: String
    }

    /// The set an item belongs to.
    public struct HeroItemSet: Codable, Hashable, Sendable {
        public let name: String
        public let slug: String
        public let description: String
        public let descriptionHTML: String

        enum CodingKeys: String, CodingKey {
            case name, slug, description
            case descriptionHTML = "descriptionHtml"
        }
    }

    /// The recipe that crafted an item.
    public struct HeroItemCraft: Codable, Hashable, Sendable {
        public let id: String
        public let slug: String
        public let name: String
        /// Gold cost.
        public let cost: Int
        public let reagents: [HeroItemReagent]
        public let itemProduced: HeroItemProduced
    }

    /// A reagent of a recipe.
    public struct HeroItemReagent: Codable, Hashable, Sendable {
        public let quantity: Int
        public let item: ItemLink
    }

    /// The item a recipe produces.
    public struct HeroItemProduced: Codable, Hashable, Sendable {
        public let id: String
        /// Item data path; may contain `null` as slug (`"item/null-Ring_25"`).
        public let path: String
    }
}
