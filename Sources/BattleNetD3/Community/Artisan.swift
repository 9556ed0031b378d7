import Foundation

extension D3.Operations {
    /// **Artisan**: an artisan (blacksmith, jeweler, mystic) and the recipes it trains per tier.
    package static let artisan = APIOperation<D3.Artisan, D3.ArtisanSlug>("d3Artisan", "/d3/data/artisan/{artisanSlug}")

    /// **Recipe**: one recipe of an artisan.
    package static let recipe = APIOperation<D3.Recipe, D3.ArtisanSlug, String>(
        "d3Recipe", "/d3/data/artisan/{artisanSlug}/recipe/{recipeSlug}"
    )
}


extension D3 {
    /// Slug of an artisan (`{artisanSlug}` of the artisan requests and ``D3/Artisan/slug``).
    public struct ArtisanSlug: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The blacksmith, Haedrig Eamon: weapons and armor.
        public static let blacksmith: Self = "blacksmith"
        /// The jeweler, Covetous Shen: gems and jewelry.
        public static let jeweler: Self = "jeweler"
        /// The mystic, Myriam Jahzia: enchanting and transmogrification.
        public static let mystic: Self = "mystic"
    }

    /// An artisan and the recipes of each training tier.
    public struct Artisan: Codable, Sendable, Hashable {
        /// e.g. `.blacksmith`.
        public let slug: ArtisanSlug
        /// Localized name, e.g. `"Blacksmith"`.
        public let name: String
        /// Portrait image name, e.g. `"pt_blacksmith"`.
        public let portrait: Icon
        /// The artisan's training levels.
        public let training: ArtisanTraining
    }

    /// The training levels of an ``D3/Artisan``.
    public struct ArtisanTraining: Codable, Sendable, Hashable {
        /// One entry per tier: 12 for every artisan of the 2019 recordings; 3 in the September 2015
        /// blacksmith body, each split into five ``D3/ArtisanTier/levels``.
        public let tiers: [ArtisanTier]
    }

    /// One training tier of an artisan.
    ///
    /// The 2019 bodies list a tier's recipes on the tier itself; the 2015 body lists them per training
    /// level in ``levels`` instead, and has neither recipe key on the tier.
    public struct ArtisanTier: Codable, Sendable, Hashable {
        /// Tier number, from 1.
        public let tier: Int
        /// Recipes the artisan knows once trained to this tier; empty for the Mystic and for some tiers.
        /// `nil` when the key is absent, as in the 2015 body (see ``levels``).
        public let trainedRecipes: [Recipe]?
        /// Recipes learned from plans at this tier; often empty. `nil` in the 2015 body (see ``levels``).
        public let taughtRecipes: [Recipe]?
        /// The tier's training levels with their recipes and upgrade costs; the 2015 body only (five per
        /// tier in the 2015 blacksmith recording).
        public let levels: [ArtisanTierLevel]?
    }

    /// One training level of an ``D3/ArtisanTier`` (the 2015 body's shape).
    public struct ArtisanTierLevel: Codable, Sendable, Hashable {
        /// The tier this level belongs to, e.g. `1`.
        public let tier: Int
        /// The level within the tier, from 1, e.g. `1` to `5`.
        public let tierLevel: Int
        /// Training progress shown for the level, as sent by Blizzard: `0`, `20`, `40`, `60`, `80` for
        /// levels 1 to 5 of each recorded tier.
        public let percent: Int
        /// Recipes the artisan knows at this level, e.g. `"Apprentice Boots"` first at tier 1 level 1.
        public let trainedRecipes: [Recipe]
        /// Recipes learned from plans at this level.
        public let taughtRecipes: [Recipe]
        /// Gold to train the artisan to the next level, e.g. `5000` at tier 1 level 2; `0` where none is
        /// listed.
        public let upgradeCost: Int
        /// Materials the upgrade also needs, e.g. one `"Death's Breath"` at tier 3 level 1; `[]` on most
        /// levels, absent on some (4 of the 15 recorded).
        public let upgradeItems: [Reagent]?
    }

    /// A crafting recipe, and the entries of ``D3/ArtisanTier``.
    public struct Recipe: Codable, Sendable, Hashable {
        /// Game id of the recipe, e.g. `"Sword_2H_003"` (in the 2019 bodies usually the produced item's id;
        /// the 2015 body has recipe ids such as `"T01_Armor_Boots"`).
        public let id: String
        /// Slug, the `{recipeSlug}` of the recipe request, e.g. `"apprentice-flamberge"`.
        public let slug: String
        /// Localized recipe name.
        public let name: String
        /// Gold cost.
        public let cost: Int
        /// Materials consumed.
        public let reagents: [Reagent]
        /// The item the recipe makes.
        public let itemProduced: ItemReference
    }

    /// A material of a ``D3/Recipe``.
    public struct Reagent: Codable, Sendable, Hashable {
        /// How many are needed.
        public let quantity: Int
        /// The material.
        public let item: ItemReference
    }
}
