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
        /// The value of a literal.
        public init(integerLiteral value: Int) { self.init(value) }
        /// The value of a literal.
        public init(stringLiteral value: String) { self.init(value) }

        /// The id or slug as sent.
        public var description: String { rawValue }
    }

    /// A card class as the card search filters it (`class=mage`): its slug. The constants are the
    /// slugs of Hearthstone's classes; any other slug Battle.net adds works too.
    public struct ClassSlug: OpenStringValue {
        /// The text sent, e.g. in a query.
        public let rawValue: String
        /// Any value, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `deathknight`.
        public static let deathKnight: ClassSlug = "deathknight"
        /// `demonhunter`.
        public static let demonHunter: ClassSlug = "demonhunter"
        /// `druid`.
        public static let druid: ClassSlug = "druid"
        /// `hunter`.
        public static let hunter: ClassSlug = "hunter"
        /// `mage`.
        public static let mage: ClassSlug = "mage"
        /// `paladin`.
        public static let paladin: ClassSlug = "paladin"
        /// `priest`.
        public static let priest: ClassSlug = "priest"
        /// `rogue`.
        public static let rogue: ClassSlug = "rogue"
        /// `shaman`.
        public static let shaman: ClassSlug = "shaman"
        /// `warlock`.
        public static let warlock: ClassSlug = "warlock"
        /// `warrior`.
        public static let warrior: ClassSlug = "warrior"
        /// Cards of no class.
        public static let neutral: ClassSlug = "neutral"
    }

    /// A card set or set group as the card search filters it (`set=rise-of-shadows`): its slug, as
    /// the metadata's `sets` and `setGroups` list them.
    public struct SetSlug: OpenStringValue {
        /// The text sent, e.g. in a query.
        public let rawValue: String
        /// Any value, known or not.
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
        /// The text sent, e.g. in a query.
        public let rawValue: String
        /// Any value, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `free`.
        public static let free: RaritySlug = "free"
        /// `common`.
        public static let common: RaritySlug = "common"
        /// `rare`.
        public static let rare: RaritySlug = "rare"
        /// `epic`.
        public static let epic: RaritySlug = "epic"
        /// `legendary`.
        public static let legendary: RaritySlug = "legendary"
    }

    /// A card type as the card search filters it (`type=minion`).
    public struct CardTypeSlug: OpenStringValue {
        /// The text sent, e.g. in a query.
        public let rawValue: String
        /// Any value, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `hero`.
        public static let hero: CardTypeSlug = "hero"
        /// `minion`.
        public static let minion: CardTypeSlug = "minion"
        /// `spell`.
        public static let spell: CardTypeSlug = "spell"
        /// `weapon`.
        public static let weapon: CardTypeSlug = "weapon"
        /// `location`.
        public static let location: CardTypeSlug = "location"
        /// `heropower`.
        public static let heroPower: CardTypeSlug = "heropower"
    }

    /// A minion type as the card search filters it (`minionType=murloc`).
    public struct MinionTypeSlug: OpenStringValue {
        /// The text sent, e.g. in a query.
        public let rawValue: String
        /// Any value, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `beast`.
        public static let beast: MinionTypeSlug = "beast"
        /// `demon`.
        public static let demon: MinionTypeSlug = "demon"
        /// `dragon`.
        public static let dragon: MinionTypeSlug = "dragon"
        /// `elemental`.
        public static let elemental: MinionTypeSlug = "elemental"
        /// `mech`.
        public static let mech: MinionTypeSlug = "mech"
        /// `murloc`.
        public static let murloc: MinionTypeSlug = "murloc"
        /// `naga`.
        public static let naga: MinionTypeSlug = "naga"
        /// `pirate`.
        public static let pirate: MinionTypeSlug = "pirate"
        /// `quilboar`.
        public static let quilboar: MinionTypeSlug = "quilboar"
        /// `totem`.
        public static let totem: MinionTypeSlug = "totem"
        /// `undead`.
        public static let undead: MinionTypeSlug = "undead"
        /// `draenei`.
        public static let draenei: MinionTypeSlug = "draenei"
        /// Minions of every type ("Amalgam").
        public static let all: MinionTypeSlug = "all"
    }

    /// A keyword as the card search filters it (`keyword=taunt`); the metadata's `keywords` list every
    /// one with its rules text.
    public struct KeywordSlug: OpenStringValue {
        /// The text sent, e.g. in a query.
        public let rawValue: String
        /// Any value, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `battlecry`.
        public static let battlecry: KeywordSlug = "battlecry"
        /// `charge`.
        public static let charge: KeywordSlug = "charge"
        /// `deathrattle`.
        public static let deathrattle: KeywordSlug = "deathrattle"
        /// `discover`.
        public static let discover: KeywordSlug = "discover"
        /// `divine-shield`.
        public static let divineShield: KeywordSlug = "divine-shield"
        /// `lifesteal`.
        public static let lifesteal: KeywordSlug = "lifesteal"
        /// `reborn`.
        public static let reborn: KeywordSlug = "reborn"
        /// `rush`.
        public static let rush: KeywordSlug = "rush"
        /// `secret`.
        public static let secret: KeywordSlug = "secret"
        /// `spellpower`.
        public static let spellDamage: KeywordSlug = "spellpower"
        /// `stealth`.
        public static let stealth: KeywordSlug = "stealth"
        /// `taunt`.
        public static let taunt: KeywordSlug = "taunt"
        /// `windfury`.
        public static let windfury: KeywordSlug = "windfury"
    }

    /// A spell school as the card search filters it (`spellSchool=fire`).
    public struct SpellSchoolSlug: OpenStringValue {
        /// The text sent, e.g. in a query.
        public let rawValue: String
        /// Any value, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `arcane`.
        public static let arcane: SpellSchoolSlug = "arcane"
        /// `fel`.
        public static let fel: SpellSchoolSlug = "fel"
        /// `fire`.
        public static let fire: SpellSchoolSlug = "fire"
        /// `frost`.
        public static let frost: SpellSchoolSlug = "frost"
        /// `holy`.
        public static let holy: SpellSchoolSlug = "holy"
        /// `nature`.
        public static let nature: SpellSchoolSlug = "nature"
        /// `shadow`.
        public static let shadow: SpellSchoolSlug = "shadow"
    }

    /// A game mode as the card search and the card call take it (`gameMode=battlegrounds`): which of
    /// Hearthstone's modes' cards and card data to return.
    public struct GameModeSlug: OpenStringValue {
        /// The text sent, e.g. in a query.
        public let rawValue: String
        /// Any value, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Standard and Wild (Battle.net's default).
        public static let constructed: GameModeSlug = "constructed"
        /// `standard`.
        public static let standard: GameModeSlug = "standard"
        /// `classic`.
        public static let classic: GameModeSlug = "classic"
        /// `battlegrounds`.
        public static let battlegrounds: GameModeSlug = "battlegrounds"
        /// `arena`.
        public static let arena: GameModeSlug = "arena"
        /// `mercenaries`.
        public static let mercenaries: GameModeSlug = "mercenaries"
        /// `duels`.
        public static let duels: GameModeSlug = "duels"
    }

    /// A Mercenaries role as the card search filters it (`mercenaryRole=fighter`).
    public struct MercenaryRoleSlug: OpenStringValue {
        /// The text sent, e.g. in a query.
        public let rawValue: String
        /// Any value, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `caster`.
        public static let caster: MercenaryRoleSlug = "caster"
        /// `fighter`.
        public static let fighter: MercenaryRoleSlug = "fighter"
        /// `protector`.
        public static let protector: MercenaryRoleSlug = "protector"
    }

    /// A card-back category as the card-back search filters it (`cardBackCategory=esports`).
    public struct CardBackCategorySlug: OpenStringValue {
        /// The text sent, e.g. in a query.
        public let rawValue: String
        /// Any value, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `base`.
        public static let base: CardBackCategorySlug = "base"
        /// `achieve`.
        public static let achieve: CardBackCategorySlug = "achieve"
        /// `fireside`.
        public static let fireside: CardBackCategorySlug = "fireside"
        /// `heroes`.
        public static let heroes: CardBackCategorySlug = "heroes"
        /// `season`.
        public static let season: CardBackCategorySlug = "season"
        /// `legend`.
        public static let legend: CardBackCategorySlug = "legend"
        /// `esports`.
        public static let esports: CardBackCategorySlug = "esports"
        /// `game_license`.
        public static let gameLicense: CardBackCategorySlug = "game_license"
        /// `promotion`.
        public static let promotion: CardBackCategorySlug = "promotion"
        /// `pre_purchase`.
        public static let prePurchase: CardBackCategorySlug = "pre_purchase"
        /// `blizzard`.
        public static let blizzard: CardBackCategorySlug = "blizzard"
        /// `golden`.
        public static let golden: CardBackCategorySlug = "golden"
        /// `events`.
        public static let events: CardBackCategorySlug = "events"
    }
}

extension Hearthstone.IDOrSlug: PathComponentArgument {
    package static var argumentDescription: String { "a card id or slug, e.g. 52119 or 52119-arch-villain-rafaam" }
    package func pathComponent() throws(BattleNetError) -> String { try rawValue.pathComponent() }
    package init(pathComponent text: String) throws(BattleNetError) { self.init(try String(pathComponent: text)) }
}
