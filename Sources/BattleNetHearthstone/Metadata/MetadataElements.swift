import Foundation

// The element types of the metadata document (`/hearthstone/metadata`) and of the by-type lists
// (`/hearthstone/metadata/{type}`, ``Hearthstone/MetadataEntries/decoded(as:)``). Every element has an
// `id` (a number or a string, ``Hearthstone/MetadataID``), a `slug` and a localized `name`; unknown
// fields are ignored, optional fields of another shape read as absent.

/// The metadata elements the lookups of ``Hearthstone/Metadata`` search by id.
protocol IdentifiedMetadataElement {
    var id: Hearthstone.MetadataID { get }
    var slug: String { get }
}

extension Hearthstone {
    /// What a ``MetadataElement`` is an element of: one marker type per metadata list of the
    /// `{id, slug, name, gameModes}` shape, so a game mode and a card type stay distinct types.
    public protocol MetadataKind: Sendable {}

    /// An element of a metadata list of the `{id, slug, name, gameModes}` shape: ``GameMode``,
    /// ``CardType``, ``MinionType``, ``SpellSchool``, ``MercenaryRole``, ``MercenaryFaction``,
    /// ``Faction`` and ``CardBackCategory`` are this type for their kind. Unknown fields are ignored.
    public struct MetadataElement<Kind: MetadataKind>: Codable, Hashable, Sendable, Identifiable, IdentifiedMetadataElement {
        /// The id, e.g. `4` for the minion card type, as a card's `cardTypeID`, `minionTypeID`,
        /// `spellSchoolID` or a card back's `categoryID` give it.
        public let id: MetadataID
        /// The slug, e.g. `minion`, `murloc`, `constructed`.
        public let slug: String
        /// The name, e.g. "Minion" (one string, or every translation when no locale was sent).
        public let name: LocalizedString
        /// The game modes (``Metadata/gameModes``) the element belongs to (`gameModes`); empty when absent,
        /// as in older bodies.
        @Lenient<LenientRules.Numbers> public private(set) var gameModeIDs: [Int]

        enum CodingKeys: String, CodingKey {
            case id, slug, name, gameModeIDs = "gameModes"
        }

        /// Encodes the element in Battle.net's shape (`gameModes` only when there are some).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(slug, forKey: .slug)
            try container.encode(name, forKey: .name)
            try container.encodeUnlessEmpty(gameModeIDs, forKey: .gameModeIDs)
        }
    }

    /// A game mode (`gameModes`, `bgGameModes`), e.g. `{"id": 1, "slug": "constructed", "name":
    /// "Standard & Wild Formats"}`. Look it up with ``Metadata/gameMode(id:)``.
    public typealias GameMode = MetadataElement<GameModeKind>
    /// The kind of ``GameMode``.
    public enum GameModeKind: MetadataKind {}

    /// A card type (`types`): hero, minion, spell, weapon, hero power, location. Look it up with
    /// ``Metadata/cardType(id:)``.
    public typealias CardType = MetadataElement<CardTypeKind>
    /// The kind of ``CardType``.
    public enum CardTypeKind: MetadataKind {}

    /// A minion type, or tribe (`minionTypes`): Murloc, Demon, Mech, Dragon, and `all` (Amalgam, `26`).
    /// Look it up with ``Metadata/minionType(id:)``.
    public typealias MinionType = MetadataElement<MinionTypeKind>
    /// The kind of ``MinionType``.
    public enum MinionTypeKind: MetadataKind {}

    /// A spell school (`spellSchools`): Arcane, Fire, Frost, Holy, Nature, Shadow, Fel. Look it up with
    /// ``Metadata/spellSchool(id:)``.
    public typealias SpellSchool = MetadataElement<SpellSchoolKind>
    /// The kind of ``SpellSchool``.
    public enum SpellSchoolKind: MetadataKind {}

    /// A Mercenaries role (`mercenaryRoles`): protector, fighter, caster. Look it up with
    /// ``Metadata/mercenaryRole(id:)``.
    public typealias MercenaryRole = MetadataElement<MercenaryRoleKind>
    /// The kind of ``MercenaryRole``.
    public enum MercenaryRoleKind: MetadataKind {}

    /// A Mercenaries faction (`mercenaryFactions`). Look it up with ``Metadata/mercenaryFaction(id:)``.
    /// No recorded body backs this model.
    public typealias MercenaryFaction = MetadataElement<MercenaryFactionKind>
    /// The kind of ``MercenaryFaction``.
    public enum MercenaryFactionKind: MetadataKind {}

    /// An element of the metadata's `factions` list. No recorded body backs this model.
    public typealias Faction = MetadataElement<FactionKind>
    /// The kind of ``Faction``.
    public enum FactionKind: MetadataKind {}

    /// A card-back category (`cardBackCategories`), e.g. `{"slug": "base", "id": 1, "name": "Basic"}`;
    /// a card back names it by ``CardBack/categoryID``. Look it up with ``Metadata/cardBackCategory(id:)``.
    public typealias CardBackCategory = MetadataElement<CardBackCategoryKind>
    /// The kind of ``CardBackCategory``.
    public enum CardBackCategoryKind: MetadataKind {}


    /// A card set (`sets`): an expansion, an adventure, the base sets, e.g. Rise of Shadows (`1130`).
    /// Look it up with ``Metadata/set(id:)``.
    ///
    /// Its card counts are required: every recorded body has them.
    public struct CardSet: Codable, Hashable, Sendable, Identifiable, IdentifiedMetadataElement {
        /// The id, e.g. `1130`, as `card.setID`.
        public let id: MetadataID
        /// The slug, e.g. `rise-of-shadows`, the `set` search filter.
        public let slug: String
        /// The name, e.g. "Rise of Shadows".
        public let name: LocalizedString
        /// Expansion, adventure or base; `nil` when absent (most sets of 2019) or `""` (the Core and
        /// Legacy sets in later bodies).
        @Lenient<LenientRules.OpenValue<SetType>> public private(set) var type: SetType?
        /// The release date as Blizzard writes it, `2019-04-01T00:00:00` (no time zone); absent for the
        /// Basic, Classic and Hall of Fame sets. ``releaseDay`` reads its day.
        @Lenient<LenientRules.Text> public private(set) var releaseDate: String?
        /// The number of collectible cards, e.g. `136`.
        @Lenient<LenientRules.Number> public private(set) var collectibleCount: Int
        /// The number of collectible cards revealed so far (before a release, fewer than
        /// ``collectibleCount``).
        @Lenient<LenientRules.Number> public private(set) var collectibleRevealedCount: Int
        /// The number of cards of the set outside the collection.
        @Lenient<LenientRules.Number> public private(set) var nonCollectibleCount: Int
        /// The number of non-collectible cards revealed so far.
        @Lenient<LenientRules.Number> public private(set) var nonCollectibleRevealedCount: Int
        /// Whether the set is being announced (`hyped`); `nil` when absent.
        @Lenient<LenientRules.Flag> public private(set) var isHyped: Bool?
        /// The sets this one stands for (Legacy: `[3, 4]`, Classic and Hall of Fame); empty when absent.
        @Lenient<LenientRules.Numbers> public private(set) var aliasSetIDs: [Int]

        enum CodingKeys: String, CodingKey {
            case id, slug, name, type, releaseDate, collectibleCount, collectibleRevealedCount, nonCollectibleCount
            case nonCollectibleRevealedCount, isHyped = "hyped", aliasSetIDs = "aliasSetIds"
        }

        /// Encodes the set in Battle.net's shape.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(slug, forKey: .slug)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(type, forKey: .type)
            try container.encodeIfPresent(releaseDate, forKey: .releaseDate)
            try container.encode(collectibleCount, forKey: .collectibleCount)
            try container.encode(collectibleRevealedCount, forKey: .collectibleRevealedCount)
            try container.encode(nonCollectibleCount, forKey: .nonCollectibleCount)
            try container.encode(nonCollectibleRevealedCount, forKey: .nonCollectibleRevealedCount)
            try container.encodeIfPresent(isHyped, forKey: .isHyped)
            try container.encodeUnlessEmpty(aliasSetIDs, forKey: .aliasSetIDs)
        }

        /// The year, month and day of ``releaseDate`` (`2019-04-01T00:00:00` → 2019, 4, 1), without a
        /// time zone, as Blizzard gives none; `nil` when there is no date or it does not start with
        /// `yyyy-MM-dd`.
        public var releaseDay: DateComponents? {
            guard let releaseDate else { return nil }
            let parts = releaseDate.prefix(10).split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
            return DateComponents(year: parts[0], month: parts[1], day: parts[2])
        }
    }

    /// The kind of a card set (open: every value Blizzard sends decodes).
    public struct SetType: OpenStringValue {
        /// The kind as Blizzard sends it, e.g. `expansion`.
        public let rawValue: String
        /// Any kind, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An expansion, e.g. Descent of Dragons.
        public static let expansion: SetType = "expansion"
        /// An adventure or mini-set, e.g. Galakrond's Awakening.
        public static let adventure: SetType = "adventure"
        /// A base set.
        public static let base: SetType = "base"
    }

    /// A group of card sets (`setGroups`): a Hearthstone year, or the Standard and Wild pools, e.g.
    /// "Year of the Dragon" (`dragon`). It has no id: look it up with ``Metadata/setGroup(slug:)``.
    public struct SetGroup: Codable, Hashable, Sendable, Identifiable {
        /// The slug, e.g. `dragon`, `standard`, `wild`.
        public let slug: String
        /// The name, e.g. "Year of the Dragon".
        public let name: LocalizedString
        /// The slugs of its sets (``CardSet/slug``), newest first; empty when absent.
        @Lenient<LenientRules.Texts> public private(set) var cardSets: [String]
        /// The year, e.g. `2019`; absent for the Standard and Wild groups.
        @Lenient<LenientRules.OptionalNumber> public private(set) var year: Int?
        /// The years of a group spanning several, e.g. `2014-2015` (Classic Sets).
        @Lenient<LenientRules.Text> public private(set) var yearRange: String?
        /// Whether the group's sets are in Standard; absent for some years and for the Standard and Wild
        /// groups.
        @Lenient<LenientRules.Flag> public private(set) var isStandard: Bool?
        /// The name of the group's icon, e.g. `icon_cardset_yearofthedragon`.
        @Lenient<LenientRules.Text> public private(set) var icon: String?
        /// An SVG of the icon (`svg`); `nil` when absent or `null`.
        @Lenient<LenientRules.Text> public private(set) var svg: String?

        /// The slug, which identifies a set group.
        public var id: String { slug }

        enum CodingKeys: String, CodingKey {
            case slug, name, cardSets, year, yearRange, isStandard = "standard", icon, svg
        }

        /// Encodes the group in Battle.net's shape.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(slug, forKey: .slug)
            try container.encode(name, forKey: .name)
            try container.encode(cardSets, forKey: .cardSets)
            try container.encodeIfPresent(year, forKey: .year)
            try container.encodeIfPresent(yearRange, forKey: .yearRange)
            try container.encodeIfPresent(isStandard, forKey: .isStandard)
            try container.encodeIfPresent(icon, forKey: .icon)
            try container.encodeIfPresent(svg, forKey: .svg)
        }
    }

    /// A rarity (`rarities`) with what a card of it costs to craft and gives when disenchanted, e.g.
    /// Legendary (`5`): crafting 1600 (golden 3200), dust 400 (golden 1600). Look it up with
    /// ``Metadata/rarity(id:)``.
    public struct Rarity: Codable, Hashable, Sendable, Identifiable, IdentifiedMetadataElement {
        /// The id, e.g. `5`, as `card.rarityID`.
        public let id: MetadataID
        /// The slug, e.g. `legendary`, the `rarity` search filter.
        public let slug: String
        /// The name, e.g. "Legendary".
        public let name: LocalizedString
        /// The crafting cost of a normal and of a golden card, `[1600, 3200]`; `[null, null]` for Free
        /// cards, which cannot be crafted. Empty when absent.
        @Lenient<LenientRules.OptionalNumbers> public private(set) var craftingCost: [Int?]
        /// The dust a normal and a golden card give, `[400, 1600]`; `[null, null]` for Free cards. Empty
        /// when absent.
        @Lenient<LenientRules.OptionalNumbers> public private(set) var dustValue: [Int?]

        enum CodingKeys: String, CodingKey {
            case id, slug, name, craftingCost, dustValue
        }

        /// The crafting cost of a normal card, e.g. `1600`; `nil` when it cannot be crafted.
        public var craftingCostNormal: Int? { craftingCost.first ?? nil }
        /// The crafting cost of a golden card, e.g. `3200`.
        public var craftingCostGolden: Int? { craftingCost.count > 1 ? craftingCost[1] : nil }
        /// The dust a normal card gives when disenchanted, e.g. `400`.
        public var dustValueNormal: Int? { dustValue.first ?? nil }
        /// The dust a golden card gives, e.g. `1600`.
        public var dustValueGolden: Int? { dustValue.count > 1 ? dustValue[1] : nil }
    }

    /// A class (`classes`; a deck's `class`), e.g. Hunter (`3`) with its hero card (`31`, Rexxar). The
    /// list opens with "All Classes" (id `"*"`, ``MetadataID/all``) and holds Neutral (`12`), which have
    /// no hero card. Look it up with ``Metadata/cardClass(id:)``.
    public struct CardClass: Codable, Hashable, Sendable, Identifiable, IdentifiedMetadataElement {
        /// The id, e.g. `3`, as `card.classID`; `"*"` for All Classes.
        public let id: MetadataID
        /// The slug, e.g. `hunter`, the `class` search filter.
        public let slug: String
        /// The name, e.g. "Hunter".
        public let name: LocalizedString
        /// The class's default hero card, e.g. `31`; absent for All Classes and Neutral (and in a deck's
        /// `class`).
        @Lenient<LenientRules.OptionalNumber> public private(set) var cardID: Int?
        /// The class's default hero power card (`heroPowerCardId`).
        @Lenient<LenientRules.OptionalNumber> public private(set) var heroPowerCardID: Int?
        /// The class's other hero cards (`alternateHeroCardIds`); empty when absent.
        @Lenient<LenientRules.Numbers> public private(set) var alternateHeroCardIDs: [Int]

        enum CodingKeys: String, CodingKey {
            case id, slug, name, cardID = "cardId", heroPowerCardID = "heroPowerCardId"
            case alternateHeroCardIDs = "alternateHeroCardIds"
        }

        /// Encodes the class in Battle.net's shape.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(slug, forKey: .slug)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(cardID, forKey: .cardID)
            try container.encodeIfPresent(heroPowerCardID, forKey: .heroPowerCardID)
            try container.encodeUnlessEmpty(alternateHeroCardIDs, forKey: .alternateHeroCardIDs)
        }
    }

    /// A keyword (`keywords`) with its reminder texts, e.g. Divine Shield (`3`). Look it up with
    /// ``Metadata/keyword(id:)``.
    public struct Keyword: Codable, Hashable, Sendable, Identifiable, IdentifiedMetadataElement {
        /// The id, e.g. `3`, as in `card.keywordIDs`.
        public let id: MetadataID
        /// The slug, e.g. `divine-shield`, the `keyword` search filter.
        public let slug: String
        /// The name, e.g. "Divine Shield".
        public let name: LocalizedString
        /// The general explanation (Blizzard's `refText`), e.g. "The first time a Shielded minion takes
        /// damage, ignore it."
        @Lenient<LenientRules.Localized> public private(set) var referenceText: LocalizedString?
        /// The text on a card, e.g. "The first time this minion takes damage, ignore it."; may hold a
        /// placeholder (`{0}`).
        @Lenient<LenientRules.Localized> public private(set) var text: LocalizedString?
        /// The game modes (``Metadata/gameModes``) the keyword is used in; empty when absent (2019).
        @Lenient<LenientRules.Numbers> public private(set) var gameModeIDs: [Int]

        enum CodingKeys: String, CodingKey {
            case id, slug, name, referenceText = "refText", text, gameModeIDs = "gameModes"
        }

        /// Encodes the keyword in Battle.net's shape.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(slug, forKey: .slug)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(referenceText, forKey: .referenceText)
            try container.encodeIfPresent(text, forKey: .text)
            try container.encodeUnlessEmpty(gameModeIDs, forKey: .gameModeIDs)
        }
    }
}
