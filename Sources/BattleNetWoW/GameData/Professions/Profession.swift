import Foundation

extension WoW.Operations {
    /// **Professions Index**: every profession.
    package static let professionIndex = APIOperation<WoW.ProfessionIndex>(
        "wowProfessionIndex", "/data/wow/profession/index", namespace: .static
    )

    /// **Profession**: one profession with its type and its skill tiers (one per expansion).
    package static let profession = APIOperation<WoW.Profession, Int>(
        "wowProfession", "/data/wow/profession/{professionId}", namespace: .static
    )

    /// **Profession Media**: the icon of a profession.
    package static let professionMedia = APIOperation<WoW.Media, Int>(
        "wowProfessionMedia", "/data/wow/media/profession/{professionId}", namespace: .static
    )

    /// **Profession Skill Tier**: one skill tier of a profession with its skill range and recipes by category.
    package static let professionSkillTier = APIOperation<WoW.ProfessionSkillTier, Int, Int>(
        "wowProfessionSkillTier", "/data/wow/profession/{professionId}/skill-tier/{skillTierId}",
        namespace: .static
    )

    /// **Recipe**: one recipe with what it crafts and the reagents it takes.
    package static let recipe = APIOperation<WoW.Recipe, Int>(
        "wowRecipe", "/data/wow/recipe/{recipeId}", namespace: .static
    )

    /// **Recipe Media**: the icon of a recipe.
    package static let recipeMedia = APIOperation<WoW.Media, Int>(
        "wowRecipeMedia", "/data/wow/media/recipe/{recipeId}", namespace: .static
    )
}

extension WoW {
    /// Every profession: 14 in the 2020 recording, from Blacksmithing (164) to Archaeology (794).
    public struct ProfessionIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ProfessionIndex>?
        /// One reference per profession, e.g. "Blacksmithing" (164).
        public let professions: [BattleNetReference<Profession>]

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case professions
        }
    }

    /// One profession, e.g. "Blacksmithing" (164): a primary profession with 8 skill tiers in 2020.
    public struct Profession: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Profession>?
        /// The profession id, e.g. `164`.
        public let id: Int
        /// The profession name, e.g. "Blacksmithing".
        public let name: LocalizedString
        /// The profession's description, e.g. "Higher smithing skill allows you to learn higher level
        /// smithing plans. …".
        public let description: LocalizedString
        /// Whether it is a primary or secondary profession, e.g. `PRIMARY`, "Primary".
        public let type: TypedName<ProfessionKind>
        /// The profession's icon: `client.value(profession.media)` fetches it.
        public let media: BattleNetReference<Media>
        /// One skill tier per expansion, e.g. "Outland Blacksmithing" (2476); `nil` when the profession
        /// has no expansion tiers (Archaeology, say) and sends none.
        public let skillTiers: [BattleNetReference<ProfessionSkillTier>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, description, type, media
            case skillTiers = "skill_tiers"
        }
    }

    /// The kind of a profession (open: another value decodes too).
    public struct ProfessionKind: OpenStringValue {
        /// The kind as Blizzard sends it, e.g. `PRIMARY`.
        public let rawValue: String
        /// Any kind string, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A primary profession (a character has two), e.g. Blacksmithing.
        public static let primary: ProfessionKind = "PRIMARY"
        /// A secondary profession, e.g. Cooking or Fishing (not in the recordings).
        public static let secondary: ProfessionKind = "SECONDARY"
    }

    /// One skill tier of a profession, e.g. classic "Blacksmithing" (2477): skill 1 to 300, recipes grouped
    /// by category.
    public struct ProfessionSkillTier: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ProfessionSkillTier>?
        /// The skill tier id, e.g. `2477`.
        public let id: Int
        /// The skill tier name, e.g. "Blacksmithing".
        public let name: LocalizedString
        /// The lowest skill of the tier, e.g. `1`.
        public let minimumSkillLevel: Int
        /// The highest skill of the tier, e.g. `300`.
        public let maximumSkillLevel: Int
        /// The tier's recipes by category, e.g. "Weapon Mods"; `nil` for a tier that lists no recipes.
        public let categories: [ProfessionSkillTierCategory]?

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, categories
            case minimumSkillLevel = "minimum_skill_level"
            case maximumSkillLevel = "maximum_skill_level"
        }
    }

    /// A recipe category of a skill tier, e.g. "Weapon Mods" with "Rough Sharpening Stone" (1631).
    public struct ProfessionSkillTierCategory: Codable, Hashable, Sendable {
        /// The category name, e.g. "Weapon Mods".
        public let name: LocalizedString
        /// The recipes of the category; names may be `null`.
        public let recipes: [BattleNetReference<Recipe>]
    }

    /// One recipe, e.g. "Rough Sharpening Stone" (1631): one Rough Stone makes one stone.
    ///
    /// What a recipe crafts varies: one item (`crafted_item`), an item per faction
    /// (`alliance_crafted_item`, `horde_crafted_item`), or nothing (enchantments); all of them are
    /// optional, as are the reagents, quantity, rank and modified-crafting slots.
    public struct Recipe: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Recipe>?
        /// The recipe id, e.g. `1631`.
        public let id: Int
        /// The recipe name, e.g. "Rough Sharpening Stone".
        public let name: LocalizedString
        /// The recipe's description; `null` in the recording (decodes as `nil`).
        public let description: LocalizedString?
        /// The recipe's icon: `client.value(recipe.media)` fetches it.
        public let media: BattleNetReference<Media>
        /// The item it crafts, e.g. "Rough Sharpening Stone" (2862).
        public let craftedItem: BattleNetReference<Item>?
        /// The item it crafts for Alliance characters, when that differs by faction.
        public let allianceCraftedItem: BattleNetReference<Item>?
        /// The item it crafts for Horde characters, when that differs by faction.
        public let hordeCraftedItem: BattleNetReference<Item>?
        /// The reagents it takes, e.g. one "Rough Stone" (2835).
        public let reagents: [RecipeReagent]?
        /// How many items one craft makes.
        public let craftedQuantity: RecipeCraftedQuantity?
        /// The recipe's rank, for recipes learned in ranks.
        public let rank: Int?
        /// The slots for optional and modifying reagents (Shadowlands onwards).
        public let modifiedCraftingSlots: [RecipeModifiedCraftingSlot]?

        enum CodingKeys: String, CodingKey {
            case links = "_links"
            case id, name, description, media, reagents, rank
            case craftedItem = "crafted_item"
            case allianceCraftedItem = "alliance_crafted_item"
            case hordeCraftedItem = "horde_crafted_item"
            case craftedQuantity = "crafted_quantity"
            case modifiedCraftingSlots = "modified_crafting_slots"
        }
    }

    /// One reagent of a recipe: `{"reagent": {...}, "quantity": 1}`.
    public struct RecipeReagent: Codable, Hashable, Sendable {
        /// The reagent item, e.g. "Rough Stone" (2835).
        public let reagent: BattleNetReference<Item>
        /// How many one craft takes, e.g. `1`.
        public let quantity: Int
    }

    /// How many items one craft of a recipe makes: `{"minimum": 1, "maximum": 1}`, or `{"value": 1}`.
    ///
    /// The numbers are `Double` because they may come as floats; the recorded whole numbers decode as
    /// such.
    public struct RecipeCraftedQuantity: Codable, Hashable, Sendable {
        /// The fewest items one craft makes, e.g. `1`.
        public let minimum: Double?
        /// The most items one craft makes, e.g. `1`.
        public let maximum: Double?
        /// The number of items one craft makes, when it is fixed and sent as one value.
        public let value: Double?
    }

    /// A slot for optional or modifying reagents on a recipe.
    public struct RecipeModifiedCraftingSlot: Codable, Hashable, Sendable {
        /// The slot type (key, id and, not always, a name).
        public let slotType: BattleNetReference<ModifiedCraftingReagentSlotType>
        /// The slot's position on the recipe.
        public let displayOrder: Int

        enum CodingKeys: String, CodingKey {
            case slotType = "slot_type"
            case displayOrder = "display_order"
        }
    }
}
