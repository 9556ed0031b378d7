import Foundation

extension Hearthstone.Operations {
    /// **Metadata**: every list that names the ids of cards (sets, classes, rarities, types, minion
    /// types, keywords, spell schools, ...) in one document.
    package static let metadata = APIOperation<Hearthstone.Metadata>("hsMetadata", "/hearthstone/metadata")

    /// **Metadata by type**: one list of the metadata document (`sets`, `keywords`, ...).
    package static let metadataByType = APIOperation<Hearthstone.MetadataEntries, Hearthstone.MetadataType>(
        "hsMetadataByType", "/hearthstone/metadata/{type}", labels: ["type"], call: "metadata"
    )
}

extension Hearthstone.MetadataType: PathComponentArgument {
    package static var argumentDescription: String {
        "a metadata type: " + known.map(\.rawValue).joined(separator: ", ")
    }
    package func pathComponent() throws(BattleNetError) -> String { try rawValue.pathComponent() }
    package init(pathComponent text: String) throws(BattleNetError) { self.init(rawValue: try String(pathComponent: text)) }
}

extension Hearthstone {
    /// Every metadata list of Hearthstone in one document: the sets, classes, rarities, card types,
    /// minion types, keywords… that card ids refer to, with lookups that turn a card's ids into names.
    ///
    /// ```swift
    /// let metadata = try await client.hearthstone.metadata()
    /// let card = try await client.hearthstone.card(id: "52119-arch-villain-rafaam")
    /// metadata.set(id: card.setID)?.name          // "Rise of Shadows"
    /// metadata.names(of: card).description        // "Arch-Villain Rafaam: Rise of Shadows, Warlock, Legendary, Minion"
    /// ```
    public struct Metadata: Codable, Hashable, Sendable {
        /// The card sets (`sets`), newest first in the recordings.
        public let sets: [CardSet]
        /// The groups of sets: years, Standard, Wild (`setGroups`).
        public let setGroups: [SetGroup]
        /// The game modes (`gameModes`).
        public let gameModes: [GameMode]
        /// The ids of the cards offered in Arena (`arenaIds`); empty when absent.
        public let arenaIDs: [Int]
        /// The card types (`types`).
        public let cardTypes: [CardType]
        /// The rarities (`rarities`).
        public let rarities: [Rarity]
        /// The classes (`classes`), "All Classes" (`"*"`) first.
        public let classes: [CardClass]
        /// The minion types (`minionTypes`).
        public let minionTypes: [MinionType]
        /// The spell schools (`spellSchools`); empty in 2019.
        public let spellSchools: [SpellSchool]
        /// The Mercenaries roles (`mercenaryRoles`).
        public let mercenaryRoles: [MercenaryRole]
        /// The Mercenaries factions (`mercenaryFactions`).
        public let mercenaryFactions: [MercenaryFaction]
        /// The keywords (`keywords`).
        public let keywords: [Keyword]
        /// The card fields a search can filter on (`filterableFields`), e.g. `classId`, `manaCost`.
        public let filterableFields: [String]
        /// The numeric card fields (`numericFields`): `manaCost`, `attack`, `health`, `armor`.
        public let numericFields: [String]
        /// The card-back categories (`cardBackCategories`).
        public let cardBackCategories: [CardBackCategory]
        /// The Battlegrounds game modes (`bgGameModes`).
        public let battlegroundsGameModes: [GameMode]
        /// The factions (`factions`).
        public let factions: [Faction]

        enum CodingKeys: String, CodingKey {
            case sets, setGroups, gameModes, arenaIDs = "arenaIds", cardTypes = "types", rarities, classes, minionTypes
            case spellSchools, mercenaryRoles, mercenaryFactions, keywords, filterableFields, numericFields
            case cardBackCategories, battlegroundsGameModes = "bgGameModes", factions
        }

        /// Decodes the metadata document; a list it lacks (or sends as `null`) is empty.
        /// - Throws: `DecodingError` when a list is not a list or one of its elements lacks an `id`,
        ///   `slug` or `name`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func list<T: Decodable>(_ key: CodingKeys) throws -> [T] {
                try container.decodeIfPresent([T].self, forKey: key) ?? []
            }
            sets = try list(.sets)
            setGroups = try list(.setGroups)
            gameModes = try list(.gameModes)
            arenaIDs = container.flexibleInts(.arenaIDs)
            cardTypes = try list(.cardTypes)
            rarities = try list(.rarities)
            classes = try list(.classes)
            minionTypes = try list(.minionTypes)
            spellSchools = try list(.spellSchools)
            mercenaryRoles = try list(.mercenaryRoles)
            mercenaryFactions = try list(.mercenaryFactions)
            keywords = try list(.keywords)
            filterableFields = (container.modelIfPresent([JSONValue].self, .filterableFields) ?? []).compactMap(\.string)
            numericFields = (container.modelIfPresent([JSONValue].self, .numericFields) ?? []).compactMap(\.string)
            cardBackCategories = try list(.cardBackCategories)
            battlegroundsGameModes = try list(.battlegroundsGameModes)
            factions = try list(.factions)
        }

        /// Encodes the document in Battle.net's shape, every list written (empty ones as `[]`).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(sets, forKey: .sets)
            try container.encode(setGroups, forKey: .setGroups)
            try container.encode(gameModes, forKey: .gameModes)
            try container.encode(arenaIDs, forKey: .arenaIDs)
            try container.encode(cardTypes, forKey: .cardTypes)
            try container.encode(rarities, forKey: .rarities)
            try container.encode(classes, forKey: .classes)
            try container.encode(minionTypes, forKey: .minionTypes)
            try container.encode(spellSchools, forKey: .spellSchools)
            try container.encode(mercenaryRoles, forKey: .mercenaryRoles)
            try container.encode(mercenaryFactions, forKey: .mercenaryFactions)
            try container.encode(keywords, forKey: .keywords)
            try container.encode(filterableFields, forKey: .filterableFields)
            try container.encode(numericFields, forKey: .numericFields)
            try container.encode(cardBackCategories, forKey: .cardBackCategories)
            try container.encode(battlegroundsGameModes, forKey: .battlegroundsGameModes)
            try container.encode(factions, forKey: .factions)
        }

        // MARK: Lookups (linear: the lists hold tens of elements)

        /// The set `id` (a card's ``Card/setID``), e.g. `1130` → Rise of Shadows.
        public func set(id: Int) -> CardSet? { Self.element(id, in: sets) }
        /// The set with the slug `slug`, e.g. `rise-of-shadows`.
        public func set(slug: String) -> CardSet? { sets.first { $0.slug == slug } }
        /// The set group with the slug `slug`, e.g. `standard` or `dragon`.
        public func setGroup(slug: String) -> SetGroup? { setGroups.first { $0.slug == slug } }
        /// The groups that hold the set `id` (its year, Standard, Wild), in the document's order.
        public func setGroups(containingSet id: Int) -> [SetGroup] {
            guard let slug = set(id: id)?.slug else { return [] }
            return setGroups.filter { $0.cardSets.contains(slug) }
        }
        /// The class `id` (a card's ``Card/classID``), e.g. `9` → Warlock; `cardClass(id: nil)` is `nil`.
        public func cardClass(id: Int?) -> CardClass? { Self.element(id, in: classes) }
        /// The class with the slug `slug`, e.g. `warlock`, or `all` for All Classes.
        public func cardClass(slug: String) -> CardClass? { classes.first { $0.slug == slug } }
        /// The rarity `id` (a card's ``Card/rarityID``), e.g. `5` → Legendary.
        public func rarity(id: Int?) -> Rarity? { Self.element(id, in: rarities) }
        /// The card type `id` (a card's ``Card/cardTypeID``), e.g. `4` → Minion.
        public func cardType(id: Int?) -> CardType? { Self.element(id, in: cardTypes) }
        /// The minion type `id` (a card's ``Card/minionTypeID``), e.g. `24` → Dragon.
        public func minionType(id: Int?) -> MinionType? { Self.element(id, in: minionTypes) }
        /// The keyword `id` (an element of a card's ``Card/keywordIDs``), e.g. `8` → Battlecry.
        public func keyword(id: Int?) -> Keyword? { Self.element(id, in: keywords) }
        /// The spell school `id` (a card's ``Card/spellSchoolID``).
        public func spellSchool(id: Int?) -> SpellSchool? { Self.element(id, in: spellSchools) }
        /// The game mode `id`, in ``gameModes`` then ``battlegroundsGameModes``.
        public func gameMode(id: Int?) -> GameMode? {
            Self.element(id, in: gameModes) ?? Self.element(id, in: battlegroundsGameModes)
        }
        /// The Mercenaries role `id` (a card's ``Card/MercenaryHero/roleID``).
        public func mercenaryRole(id: Int?) -> MercenaryRole? { Self.element(id, in: mercenaryRoles) }
        /// The Mercenaries faction `id` (a card's ``Card/MercenaryHero/factionID``).
        public func mercenaryFaction(id: Int?) -> MercenaryFaction? { Self.element(id, in: mercenaryFactions) }
        /// The card-back category `id` (a card back's ``CardBack/categoryID``), e.g. `5` → Seasonal.
        public func cardBackCategory(id: Int?) -> CardBackCategory? { Self.element(id, in: cardBackCategories) }

        /// The names of everything `card` refers to by id: its set, classes, rarity, type, minion types,
        /// spell school and keywords, each `nil` (or left out of a list) when this metadata lacks it.
        public func names(of card: Card) -> CardNames {
            CardNames(
                card: card.name,
                set: set(id: card.setID)?.name,
                classes: card.classIDs.compactMap { cardClass(id: $0)?.name },
                rarity: rarity(id: card.rarityID)?.name,
                cardType: cardType(id: card.cardTypeID)?.name,
                minionTypes: card.minionTypeIDs.compactMap { minionType(id: $0)?.name },
                spellSchool: spellSchool(id: card.spellSchoolID)?.name,
                keywords: card.keywordIDs.compactMap { keyword(id: $0)?.name }
            )
        }

        private static func element<E: IdentifiedMetadataElement>(_ id: Int?, in list: [E]) -> E? {
            guard let id else { return nil }
            return list.first { $0.id.intValue == id }
        }
    }

    /// The names of what a card refers to by id, from ``Metadata/names(of:)``: "Rise of Shadows",
    /// "Warlock", "Legendary", "Minion"…
    public struct CardNames: Hashable, Sendable, CustomStringConvertible {
        /// The card's own name.
        public let card: LocalizedString
        /// The card's set, e.g. "Rise of Shadows".
        public let set: LocalizedString?
        /// The card's class, then its further classes (a multi-class card), e.g. ["Warlock"].
        public let classes: [LocalizedString]
        /// The rarity, e.g. "Legendary".
        public let rarity: LocalizedString?
        /// The card type, e.g. "Minion".
        public let cardType: LocalizedString?
        /// The minion types, e.g. ["Dragon"].
        public let minionTypes: [LocalizedString]
        /// The spell school, e.g. "Fire".
        public let spellSchool: LocalizedString?
        /// The keywords, e.g. ["Taunt", "Battlecry"].
        public let keywords: [LocalizedString]

        /// Names given one by one (``Metadata/names(of:)`` fills them from the metadata).
        public init(
            card: LocalizedString, set: LocalizedString? = nil, classes: [LocalizedString] = [], rarity: LocalizedString? = nil,
            cardType: LocalizedString? = nil, minionTypes: [LocalizedString] = [], spellSchool: LocalizedString? = nil,
            keywords: [LocalizedString] = []
        ) {
            self.card = card
            self.set = set
            self.classes = classes
            self.rarity = rarity
            self.cardType = cardType
            self.minionTypes = minionTypes
            self.spellSchool = spellSchool
            self.keywords = keywords
        }

        /// `Arch-Villain Rafaam: Rise of Shadows, Warlock, Legendary, Minion`, in en_US (or the single
        /// locale of the responses); what is unknown is left out.
        public var description: String {
            let parts = [set].compactMap { $0 } + classes + [rarity, cardType].compactMap { $0 } + minionTypes
                + [spellSchool].compactMap { $0 }
            return "\(card): " + parts.map(\.description).joined(separator: ", ")
        }
    }
}
