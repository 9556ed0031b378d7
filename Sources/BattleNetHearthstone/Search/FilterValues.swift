import Foundation

extension Hearthstone {
    /// A card or card back, by its numeric id (`52119`) or its slug (`52119-arch-villain-rafaam`); both
    /// name the same card in `/hearthstone/cards/{idOrSlug}`.
    ///
    /// ```swift
    /// let rafaam = try await client.hearthstone.card(id: 52119)
    /// let same = try await client.hearthstone.card(id: "52119-arch-villain-rafaam")
    /// ```
    public struct IDOrSlug: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The text sent in the path, e.g. `52119` or `52119-arch-villain-rafaam`.
        public let rawValue: String

        /// A numeric id, e.g. a card's `dbfId` (`52119`).
        public init(_ id: Int) { rawValue = String(id) }
        /// A slug as Battle.net writes it, e.g. `254-innervate`.
        public init(_ slug: String) { rawValue = slug }
        public init(integerLiteral value: Int) { self.init(value) }
        public init(stringLiteral value: String) { self.init(value) }

        /// The id or slug as sent.
        public var description: String { rawValue }
    }

    /// A card class as the card search filters it (`class=mage`): its slug. The constants are the
    /// slugs of Hearthstone's classes; any other slug Battle.net adds works too.
    public struct ClassSlug: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let deathKnight: ClassSlug = "deathknight"
        public static let demonHunter: ClassSlug = "demonhunter"
        public static let druid: ClassSlug = "druid"
        public static let hunter: ClassSlug = "hunter"
        public static let mage: ClassSlug = "mage"
        public static let paladin: ClassSlug = "paladin"
        public static let priest: ClassSlug = "priest"
        public static let rogue: ClassSlug = "rogue"
        public static let shaman: ClassSlug = "shaman"
        public static let warlock: ClassSlug = "warlock"
        public static let warrior: ClassSlug = "warrior"
        /// Cards of no class.
        public static let neutral: ClassSlug = "neutral"
    }

    /// A card set or set group as the card search filters it (`set=rise-of-shadows`): its slug, as
    /// the metadata's `sets` and `setGroups` list them.
    public struct SetSlug: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The sets of Standard (a set group).
        public static let standard: SetSlug = "standard"
        /// Every set (a set group).
        public static let wild: SetSlug = "wild"
        /// The Classic set.
        public static let classic: SetSlug = "classic"
        /// The Core set.
        public static let core: SetSlug = "core"
        /// The Legacy set (formerly Basic and Classic).
        public static let legacy: SetSlug = "legacy"
    }

    /// A rarity as the card search filters it (`rarity=legendary`).
    public struct RaritySlug: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let free: RaritySlug = "free"
        public static let common: RaritySlug = "common"
        public static let rare: RaritySlug = "rare"
        public static let epic: RaritySlug = "epic"
        public static let legendary: RaritySlug = "legendary"
    }

    /// A card type as the card search filters it (`type=minion`).
    public struct CardTypeSlug: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let hero: CardTypeSlug = "hero"
        public static let minion: CardTypeSlug = "minion"
        public static let spell: CardTypeSlug = "spell"
        public static let weapon: CardTypeSlug = "weapon"
        public static let location: CardTypeSlug = "location"
        public static let heroPower: CardTypeSlug = "heropower"
    }

    /// A minion type as the card search filters it (`minionType=murloc`).
    public struct MinionTypeSlug: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let beast: MinionTypeSlug = "beast"
        public static let demon: MinionTypeSlug = "demon"
        public static let dragon: MinionTypeSlug = "dragon"
        public static let elemental: MinionTypeSlug = "elemental"
        public static let mech: MinionTypeSlug = "mech"
        public static let murloc: MinionTypeSlug = "murloc"
        public static let naga: MinionTypeSlug = "naga"
        public static let pirate: MinionTypeSlug = "pirate"
        public static let quilboar: MinionTypeSlug = "quilboar"
        public static let totem: MinionTypeSlug = "totem"
        public static let undead: MinionTypeSlug = "undead"
        public static let draenei: MinionTypeSlug = "draenei"
        /// Minions of every type ("Amalgam").
        public static let all: MinionTypeSlug = "all"
    }

    /// A keyword as the card search filters it (`keyword=taunt`); the metadata's `keywords` list every
    /// one with its rules text.
    public struct KeywordSlug: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let battlecry: KeywordSlug = "battlecry"
        public static let charge: KeywordSlug = "charge"
        public static let deathrattle: KeywordSlug = "deathrattle"
        public static let discover: KeywordSlug = "discover"
        public static let divineShield: KeywordSlug = "divine-shield"
        public static let lifesteal: KeywordSlug = "lifesteal"
        public static let reborn: KeywordSlug = "reborn"
        public static let rush: KeywordSlug = "rush"
        public static let secret: KeywordSlug = "secret"
        public static let spellDamage: KeywordSlug = "spellpower"
        public static let stealth: KeywordSlug = "stealth"
        public static let taunt: KeywordSlug = "taunt"
        public static let windfury: KeywordSlug = "windfury"
    }

    /// A spell school as the card search filters it (`spellSchool=fire`).
    public struct SpellSchoolSlug: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let arcane: SpellSchoolSlug = "arcane"
        public static let fel: SpellSchoolSlug = "fel"
        public static let fire: SpellSchoolSlug = "fire"
        public static let frost: SpellSchoolSlug = "frost"
        public static let holy: SpellSchoolSlug = "holy"
        public static let nature: SpellSchoolSlug = "nature"
        public static let shadow: SpellSchoolSlug = "shadow"
    }

    /// A game mode as the card search and the card call take it (`gameMode=battlegrounds`): which of
    /// Hearthstone's modes' cards and card data to return.
    public struct GameModeSlug: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Standard and Wild (Battle.net's default).
        public static let constructed: GameModeSlug = "constructed"
        public static let standard: GameModeSlug = "standard"
        public static let classic: GameModeSlug = "classic"
        public static let battlegrounds: GameModeSlug = "battlegrounds"
        public static let arena: GameModeSlug = "arena"
        public static let mercenaries: GameModeSlug = "mercenaries"
        public static let duels: GameModeSlug = "duels"
    }

    /// A Mercenaries role as the card search filters it (`mercenaryRole=fighter`).
    public struct MercenaryRoleSlug: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let caster: MercenaryRoleSlug = "caster"
        public static let fighter: MercenaryRoleSlug = "fighter"
        public static let protector: MercenaryRoleSlug = "protector"
    }

    /// A card-back category as the card-back search filters it (`cardBackCategory=esports`).
    public struct CardBackCategorySlug: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let base: CardBackCategorySlug = "base"
        public static let achieve: CardBackCategorySlug = "achieve"
        public static let fireside: CardBackCategorySlug = "fireside"
        public static let heroes: CardBackCategorySlug = "heroes"
        public static let season: CardBackCategorySlug = "season"
        public static let legend: CardBackCategorySlug = "legend"
        public static let esports: CardBackCategorySlug = "esports"
        public static let gameLicense: CardBackCategorySlug = "game_license"
        public static let promotion: CardBackCategorySlug = "promotion"
        public static let prePurchase: CardBackCategorySlug = "pre_purchase"
        public static let blizzard: CardBackCategorySlug = "blizzard"
        public static let golden: CardBackCategorySlug = "golden"
        public static let events: CardBackCategorySlug = "events"
    }
}

extension Hearthstone.IDOrSlug: PathComponentArgument {
    package static var argumentDescription: String { "a card id or slug, e.g. 52119 or 52119-arch-villain-rafaam" }
    package func pathComponent() throws(BattleNetError) -> String { try rawValue.pathComponent() }
    package init(pathComponent text: String) throws(BattleNetError) { self.init(try String(pathComponent: text)) }
}
