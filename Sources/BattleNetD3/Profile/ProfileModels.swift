import Foundation

// Parts of `D3.AccountProfile`, and the detailed items of the hero items / follower items responses.

extension D3 {
    /// A hero as listed in an account profile.
    public struct HeroSummary: Codable, Hashable, Sendable {
        /// The hero's id, the `{heroId}` of ``D3/Endpoints/hero(battleTag:id:)``, e.g. `104729462`.
        public let id: Int
        /// The name the player gave the hero, e.g. `"BITCONNEEECT"`.
        public let name: String
        /// The hero's class (JSON key `class`), e.g. `.necromancer`.
        public let heroClass: HeroClass
        /// Same slug as `heroClass` in every 2019 recording; absent in the 2015 bodies (September 2015
        /// recording and the February 2015 `Brackets#1829` body).
        public let classSlug: HeroClass?
        /// 0 = male, 1 = female.
        public let gender: Int
        /// Hero level, e.g. `70` (or `9` for the recorded `"wowie"`).
        public let level: Int
        /// Paragon level, shared by the account's heroes of the same mode: `1740` on every non-seasonal
        /// hero of the recording, `349` on its seasonal one.
        public let paragonLevel: Int
        /// The hero's kills, e.g. `elites` `3951`; `76706` for the September 2015 recording's `"FaYee"`.
        /// Absent in the February 2015 body (`Brackets#1829`, whose heroes list no `kills`).
        public let kills: HeroKills?
        /// Whether this is a hardcore hero; `false` on every listed hero of the FaYe#2543 recordings,
        /// `true` for `"YiiIII"` of the February 2015 body.
        public let hardcore: Bool
        /// Whether this is a seasonal hero, e.g. `true` for the recorded `"rendyboi"` (paragon `349`).
        public let seasonal: Bool
        /// Whether the hero is dead; `false` on every listed hero of the recordings, 2015 and 2019 (dead
        /// hardcore heroes appear in ``D3/AccountProfile/fallenHeroes``).
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
        /// The dead hero's id (JSON key `heroId`), e.g. `78822708`.
        public let heroID: Int
        /// The hero's name, e.g. `"duDuduTwo"`.
        public let name: String
        /// The hero's class (JSON key `class`), e.g. `.wizard`.
        public let heroClass: HeroClass
        /// The level the hero had reached, e.g. `70` (or `19` for the recorded `"OldManAss"`).
        public let level: Int
        /// 0 = male, 1 = female.
        public let gender: Int
        /// Whether the hero was a hardcore hero; `true` on every recorded fallen hero.
        public let hardcore: Bool
        /// Elite kills; current bodies. The 2015 bodies send `kills.elites` instead (the September 2015
        /// recording's `"OldManAss"` has `kills` and no `elites`).
        public let elites: Int?
        /// The 2015 bodies only; current bodies send `elites`.
        public let kills: HeroKills?
        /// When and by what the hero died, e.g. killer `3847` at epoch seconds `1463579349`.
        public let death: FallenHeroDeath
        /// Stats at death, e.g. `intelligence` `327.0` for the September 2015 recording's `"OldManAss"`;
        /// the 2015 bodies only, whose key set differs from `HeroStats`.
        public let stats: [String: Double]?
        /// Items at death, e.g. the `head` `"Wicked Stand"`; the 2015 bodies only.
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
        /// Area id; the 2015 bodies only.
        public let location: Int?

        /// `time` as a date.
        public var date: Date? { time.date }
    }

    /// An artisan's level on an account.
    public struct ArtisanProgress: Codable, Hashable, Sendable {
        /// The artisan, e.g. `.blacksmith`; the same slug under every mode (`blacksmithSeason` has
        /// `blacksmith` too).
        public let slug: ArtisanSlug
        /// Training level in that mode, e.g. `12` (`blacksmith`) or `0` (`blacksmithHardcore`).
        public let level: Int
        /// Progress towards the next level, as sent by Blizzard: `1` for the September 2015 recording's
        /// `blacksmith` (level `3`, `stepMax` `5`); the 2015 bodies only.
        public let stepCurrent: Int?
        /// Steps of the current level, e.g. `5` (`blacksmith`) or `1` (`jeweler`, `mystic`); the 2015
        /// bodies only.
        public let stepMax: Int?
    }

    /// Kill counts of an account or season.
    public struct ProfileKills: Codable, Hashable, Sendable {
        /// Monsters killed, e.g. `4577054` on the recorded account, `31162` in its season 19.
        public let monsters: Int
        /// Elite monsters killed, e.g. `439055` on the recorded account, `1398` in its season 19.
        public let elites: Int
        /// Monsters killed by hardcore heroes, e.g. `315799` on the recorded account, `0` in its seasons.
        public let hardcoreMonsters: Int
    }

    /// Kill counts of a hero.
    public struct HeroKills: Codable, Hashable, Sendable {
        /// Elite monsters killed by the hero, e.g. `3951`.
        public let elites: Int
    }

    /// Play time share per class (0...1, relative to the most played class), keyed by class slug so that
    /// bodies from before the necromancer (no `necromancer` key) and future classes decode.
    /// `timePlayed[.barbarian]` is `nil` when the body did not list that class.
    public typealias TimePlayed = OpenDictionary<HeroClass, Double>

    /// Story progression of an account (whether each act was completed).
    public struct AccountProgression: Codable, Hashable, Sendable {
        /// Whether Act I is completed; `false` in the 2019 recordings, `true` in the 2015 bodies.
        public let act1: Bool
        /// Whether Act II is completed; `false` in the 2019 recordings, `true` in the 2015 bodies.
        public let act2: Bool
        /// Whether Act III is completed; `false` in the 2019 recordings, `true` in the 2015 bodies.
        public let act3: Bool
        /// Whether Act IV is completed; `false` in the 2019 recordings, `true` in the 2015 bodies.
        public let act4: Bool
        /// Whether Act V is completed; `false` in the 2019 recordings, `true` in the 2015 bodies.
        public let act5: Bool
    }

    /// An account's summary for one season (`season0` is the non-seasonal game).
    public struct SeasonalProfile: Codable, Hashable, Sendable {
        /// The season (JSON key `seasonId`), `0` for the non-seasonal game, e.g. `19`.
        public let seasonID: Int
        /// Paragon level reached in that season, e.g. `349` in season 19 (`1740` in season 0, the account's
        /// ``D3/AccountProfile/paragonLevel``).
        public let paragonLevel: Int
        /// Hardcore paragon level reached in that season: `794` in season 0 of the December 2019 recording,
        /// `0` in every other recorded season (and in every season of the September 2015 recording).
        public let paragonLevelHardcore: Int
        /// Highest level a hardcore hero reached in that season: `70` in season 0 of the December 2019
        /// recording, `0` in its seasons; `29` in seasons 0 and 1 and `8` in season 3 of the September 2015 one.
        public let highestHardcoreLevel: Int
        /// Kills in that season, e.g. `monsters` `31162`, `elites` `1398` in season 19.
        public let kills: ProfileKills
        /// Play-time share per class in that season, on the account-wide scale: season 19 has `barbarian`
        /// `0.011` and `0.0` for every other class, not `1.0` for its most played class.
        public let timePlayed: TimePlayed
        /// Story progression in that season; the 2015 bodies only (every season of the September 2015
        /// recording has it).
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
        /// Localized name, e.g. `"Nemesis Bracers"`.
        public let name: String
        /// Icon name, e.g. `unique_bracer_106_x1_demonhunter_male` (every recorded icon ends in
        /// `_demonhunter_male`, whatever the hero); see ``D3/Icon/itemURL(size:)``.
        public let icon: Icon
        /// Quality colour, e.g. `.orange` (legendary), `.green` (set), `.yellow` (the crafted rare rings).
        public let displayColor: ItemDisplayColor
        /// Tooltip path, e.g. `"/item/nemesis-bracers-Unique_Bracer_106_x1"`.
        public let tooltipParams: String
        /// The slot the item is worn in (JSON key `slots`, a single slot name).
        public let slot: ItemSlot
        /// The item type and whether it takes both hands, e.g. `id` `"bracers"`, `twoHanded` `false`.
        public let type: HeroItemType
        /// Display type, e.g. `"Ancient Legendary Bracers"`.
        public let typeName: String
        /// Hero level needed to equip the item, e.g. `70` (`34` for the templar's `Freeze of Deflection`).
        public let requiredLevel: Int
        /// As sent by Blizzard; meaning undocumented. `1` on every recorded hero and follower item (the
        /// 2015 item data body has `70`).
        public let itemLevel: Int
        /// As sent by Blizzard; meaning undocumented. `0` on every recorded item.
        public let stackSizeMax: Int
        /// Whether the item is bound to the account: `true` on the recorded legendary and set items,
        /// `false` on the crafted rings (`"Faith Charge"`).
        public let accountBound: Bool
        /// Absent on some items (2 of 20 recorded, e.g. crafted rings).
        public let flavorText: String?
        /// The item's armor, e.g. `664.0` (`Pestilence Mask`), fractional on some (`598.6667`); `0.0` on
        /// weapons and jewellery.
        public let armor: Double
        /// Attacks per second of a weapon, e.g. `1.4`; `0.0` on other items.
        public let attacksPerSecond: Double
        /// Lowest weapon damage per hit, e.g. `1336.3401` (`In-geom`); `0.0` on other items.
        public let minDamage: Double
        /// Highest weapon damage per hit, e.g. `1847.5502` (`In-geom`); `0.0` on other items.
        public let maxDamage: Double
        /// Damage text, e.g. `"1336-1848 Damage\n1.40 Attacks per Second"`; weapons only.
        public let damage: String?
        /// DPS text, e.g. `"2,228.7"`; weapons only.
        public let dps: String?
        /// Weapons with an elemental damage bonus only.
        public let elementalType: ElementalType?
        /// Block text, e.g. `"+18.0% Chance to Block\n260-373 Block Amount"`; shields only.
        public let blockChance: String?
        /// Whether the item drops only in a season: `true` on `Obsidian Ring of the Zodiac` (season `3`),
        /// `false` on the others recorded.
        public let isSeasonRequiredToDrop: Bool
        /// Season the item needs to drop, `-1` when none.
        public let seasonRequiredToDrop: Int
        /// Affix texts; `nil` when the body leaves them out (follower items may).
        public let attributes: HeroItemAttributes?
        /// Affix texts as HTML; `nil` when the body leaves them out (follower items may).
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
        /// The dye applied; absent when not dyed.
        public let dye: ItemTooltipReference?
        /// The augment of an ancient item (a Kanai's Cube recipe), as sent; absent when not augmented. No
        /// recorded item is augmented.
        public let augmentation: String?

        enum CodingKeys: String, CodingKey {
            case id, name, icon, displayColor, tooltipParams
            case slot = "slots"
            case type, typeName, requiredLevel, itemLevel, stackSizeMax, accountBound, flavorText
            case armor, attacksPerSecond, minDamage, maxDamage, damage, dps, elementalType, blockChance
            case isSeasonRequiredToDrop, seasonRequiredToDrop, attributes
            case attributesHTML = "attributesHtml"
            case openSockets, gems, set, craftedBy, transmog, dye, augmentation
        }
    }

    /// The type of a detailed item.
    public struct HeroItemType: Codable, Hashable, Sendable {
        /// Item type id in lowercase, e.g. `"helmnecromancer"`, `"sword"`, `"templarspecial"` (compares
        /// case-insensitively with the item-type index's spelling).
        public let id: ItemTypeID
        /// Whether the item takes both hands; `false` on every recorded hero and follower item.
        public let twoHanded: Bool
    }

    /// Affix texts of an item.
    public struct HeroItemAttributes: Codable, Hashable, Sendable {
        /// Primary affixes, e.g. `"+746 Intelligence"`, `"Critical Hit Chance Increased by 5.5%"`.
        public let primary: [String]
        /// Secondary affixes; `nil` when the body leaves them out.
        public let secondary: [String]?
        /// Further affix texts; in no recorded body.
        public let other: [String]?
    }

    /// A gem or legendary jewel in a socket.
    public struct HeroItemGem: Codable, Hashable, Sendable {
        /// The gem, e.g. `Flawless Royal Diamond` or the legendary gem `Bane of the Trapped`.
        public let item: ItemLink
        /// Effect texts (for legendary gems, rank and effect in one text).
        public let attributes: [String]
        /// Whether this is a regular gem (`true` for `Flawless Royal Topaz`, `false` for legendary gems).
        public let isGem: Bool
        /// Whether this is a legendary gem (`true` for `Gogok of Swiftness`, `false` for regular gems).
        public let isJewel: Bool
        /// Legendary gems only.
        public let jewelRank: Int?
        /// Legendary gems only.
        public let jewelSecondaryUnlockRank: Int?
    }

    /// A link to an item's data page (gems, reagents).
    public struct ItemLink: Codable, Hashable, Sendable {
        /// Game id, e.g. `"x1_Diamond_10"`.
        public let id: String
        /// Slug, e.g. `"flawless-royal-diamond"`.
        public let slug: String
        /// Localized name, e.g. `"Flawless Royal Diamond"`.
        public let name: String
        /// Icon name, e.g. `x1_diamond_10_demonhunter_male`; see ``D3/Icon/itemURL(size:)``.
        public let icon: Icon
        /// Item data path, e.g. `"item/flawless-royal-topaz-x1_Topaz_10"`.
        public let path: String
    }

    /// The set an item belongs to.
    public struct HeroItemSet: Codable, Hashable, Sendable {
        /// Localized set name, e.g. `"Pestilence Master's Shroud"`.
        public let name: String
        /// Set slug, e.g. `"pestilence-master's-shroud"` (with the apostrophe kept).
        public let slug: String
        /// The set's pieces and bonuses as plain text: the set name, each piece with its slot
        /// (`"Pestilence Mask (Head)"`), then each bonus after its piece count (`"(2) Set:"`).
        public let description: String
        /// The same text as HTML (JSON key `descriptionHtml`), with `<span class="d3-color-...">` colours.
        public let descriptionHTML: String

        enum CodingKeys: String, CodingKey {
            case name, slug, description
            case descriptionHTML = "descriptionHtml"
        }
    }

    /// The recipe that crafted an item.
    public struct HeroItemCraft: Codable, Hashable, Sendable {
        /// Game id of the recipe's item, e.g. `"Ring_25"`.
        public let id: String
        /// Recipe slug, e.g. `"sovereign-ring"` (the `{recipeSlug}` of ``D3/Endpoints/recipe(artisan:id:)``).
        public let slug: String
        /// Localized recipe name, e.g. `"Sovereign Ring"`.
        public let name: String
        /// Gold cost.
        public let cost: Int
        /// The materials the recipe uses, e.g. one `Marquise Diamond` and one `Marquise Amethyst`.
        public let reagents: [HeroItemReagent]
        /// The item the recipe makes, e.g. id `"Ring_25"`.
        public let itemProduced: HeroItemProduced
    }

    /// A reagent of a recipe.
    public struct HeroItemReagent: Codable, Hashable, Sendable {
        /// How many of the item the recipe uses, e.g. `1`.
        public let quantity: Int
        /// The material, e.g. `Marquise Diamond` (`"x1_Diamond_06"`).
        public let item: ItemLink
    }

    /// The item a recipe produces.
    public struct HeroItemProduced: Codable, Hashable, Sendable {
        /// Game id of the produced item, e.g. `"Ring_25"`.
        public let id: String
        /// Item data path; may contain `null` as slug (`"item/null-Ring_25"`).
        public let path: String
    }
}
