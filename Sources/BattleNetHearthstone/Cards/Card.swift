import Foundation

extension Hearthstone {
    /// A Hearthstone card: a minion, spell, weapon, hero, hero power or location, of any game mode.
    ///
    /// Battle.net sends a field only when the card has it, and some with `null` or `""`: every field
    /// that a recording or a peer's types leave out is optional here, every list is empty when absent,
    /// and a field of an unexpected shape reads as absent. Text fields are `LocalizedString`s (one
    /// string, or every locale when the call named none); images are ``LocalizedURL``s.
    ///
    /// ```swift
    /// let card = try await client.hearthstone.card(id: "52119-arch-villain-rafaam")
    /// card.name               // "Arch-Villain Rafaam"
    /// card.manaCost           // 7
    /// card.keywordIDs         // [1, 8]: Taunt, Battlecry
    /// ```
    public struct Card: Codable, Hashable, Sendable, Identifiable {
        /// The card's database id (its dbfId, as in deck codes), e.g. `52119`.
        public let id: Int
        /// Whether a player can own the card (Blizzard sends `1` or `0`).
        public let isCollectible: Bool
        /// The id and name as one path segment, e.g. `52119-arch-villain-rafaam`.
        public let slug: String
        /// The card's class (``Metadata/cardClass(id:)``), e.g. `9` (Warlock); `null` for some
        /// Battlegrounds and Mercenaries cards.
        public let classID: Int?
        /// The classes of a multi-class card (e.g. the Grimy Goons cards); empty for one class, and when
        /// absent (2019 bodies lack the key).
        public let multiClassIDs: [Int]
        /// The card type (``Metadata/cardType(id:)``): 3 hero, 4 minion, 5 spell, 7 weapon, 10 hero
        /// power, 39 location.
        public let cardTypeID: Int
        /// The card set (``Metadata/set(id:)``), e.g. `1130` (Rise of Shadows).
        public let setID: Int
        /// The rarity (``Metadata/rarity(id:)``), e.g. `5` (Legendary); `null` for cards outside the
        /// collection (Battlegrounds heroes).
        public let rarityID: Int?
        /// The artist, e.g. "Alex Horley Orlandelli"; `null` for many heroes and hero powers.
        public let artistName: String?
        /// The card's name, e.g. "Arch-Villain Rafaam".
        public let name: LocalizedString
        /// The rules text, with Blizzard's HTML markup (`<b>Battlecry:</b> …`); often `""`, and `nil` when
        /// the body leaves it out.
        public let text: LocalizedString?
        /// The flavor text; often `""`.
        public let flavorText: LocalizedString?
        /// The card's picture; `nil` when Blizzard sent none.
        public let image: LocalizedURL?
        /// The golden picture; usually `""` in Blizzard's bodies, so `nil`.
        public let imageGold: LocalizedURL?
        /// The card art without the frame; `null` for many heroes and hero powers, absent in 2019 deck
        /// bodies.
        public let cropImage: LocalizedURL?
        /// The mana cost; `null` for a hero in a 2019 deck body (the 2019 deck recordings).
        public let manaCost: Int?
        /// The attack of a minion, weapon or hero.
        public let attack: Int?
        /// The health of a minion or hero (a hero card: `30`).
        public let health: Int?
        /// The armor a hero card gives, e.g. `5`.
        public let armor: Int?
        /// The durability of a weapon.
        public let durability: Int?
        /// The cards this card makes or brings (a hero's hero powers, a Choose One's choices); empty when
        /// absent.
        public let childIDs: [Int]
        /// The card this one belongs to (a hero skin's base hero), e.g. `637` for Khadgar.
        public let parentID: Int?
        /// The card this one reprints (a Core set copy of a classic card), e.g. `62347`. Blizzard sends a
        /// number; a list is read too, as its first element.
        public let copyOfCardID: Int?
        /// The keywords (``Metadata/keyword(id:)``), e.g. `[1, 8]` (Taunt, Battlecry); empty when absent.
        public let keywordIDs: [Int]
        /// The minion type (tribe) (``Metadata/minionType(id:)``), e.g. `24` (Dragon).
        public let minionTypeID: Int?
        /// The further minion types of a minion with several; empty when absent.
        public let multiTypeIDs: [Int]
        /// The spell school (``Metadata/spellSchool(id:)``) of a spell.
        public let spellSchoolID: Int?
        /// Whether the card is a functional module of Zilliax Deluxe 3000 (a sideboard card).
        public let isZilliaxFunctionalModule: Bool?
        /// Whether the card is a cosmetic module of Zilliax Deluxe 3000.
        public let isZilliaxCosmeticModule: Bool?
        /// Whether the card may not go into a sideboard (E.T.C., Band Manager); Blizzard sends `true` or `1`.
        public let isBannedFromSideboard: Bool?
        /// The Death Knight rune cost of the card.
        public let runeCost: RuneCost?
        /// The class a Tourist card lets a deck draw from.
        public let touristClassID: Int?
        /// The Battlegrounds data of a Battlegrounds card (minion, hero, quest, reward…).
        public let battlegrounds: Battlegrounds?
        /// The Mercenaries data of a Mercenaries hero card.
        public let mercenaryHero: MercenaryHero?
        /// Where the card was playable in Duels (retired in 2024; 2021 bodies carry it).
        public let duels: Duels?

        /// The card's class and its further classes, without repeats, in Blizzard's order.
        public var classIDs: [Int] {
            var seen = Set<Int>()
            return ([classID].compactMap { $0 } + multiClassIDs).filter { seen.insert($0).inserted }
        }

        /// The card's minion type and its further types, without repeats.
        public var minionTypeIDs: [Int] {
            var seen = Set<Int>()
            return ([minionTypeID].compactMap { $0 } + multiTypeIDs).filter { seen.insert($0).inserted }
        }

        enum CodingKeys: String, CodingKey {
            case id, isCollectible = "collectible", slug, classID = "classId", multiClassIDs = "multiClassIds"
            case cardTypeID = "cardTypeId", setID = "cardSetId", rarityID = "rarityId", artistName, name, text
            case flavorText, image, imageGold, cropImage, manaCost, attack, health, armor, durability
            case childIDs = "childIds", parentID = "parentId", copyOfCardID = "copyOfCardId"
            case keywordIDs = "keywordIds", minionTypeID = "minionTypeId", multiTypeIDs = "multiTypeIds"
            case spellSchoolID = "spellSchoolId", isZilliaxFunctionalModule, isZilliaxCosmeticModule
            case isBannedFromSideboard = "bannedFromSideboard", runeCost, touristClassID = "touristClassId"
            case battlegrounds, mercenaryHero, duels
        }

        /// Decodes a card as Battle.net sends it, in any year's shape: `collectible` as `1`/`0` or a
        /// boolean, ids as numbers or numeric strings, lists absent or present, `""` images as `nil`.
        /// - Throws: `DecodingError` when `id`, `collectible`, `slug`, `cardTypeId`, `cardSetId` or
        ///   `name` is missing or unreadable.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.flexibleInt(.id)
            guard let collectible = container.flexibleBoolIfPresent(.isCollectible) else {
                _ = try container.decode(Int.self, forKey: .isCollectible)  // throws the decoder's error
                throw DecodingError.dataCorruptedError(
                    forKey: .isCollectible, in: container, debugDescription: "expected 0 or 1"
                )
            }
            isCollectible = collectible
            slug = try container.decode(String.self, forKey: .slug)
            classID = container.flexibleIntIfPresent(.classID)
            multiClassIDs = container.flexibleInts(.multiClassIDs)
            cardTypeID = try container.flexibleInt(.cardTypeID)
            setID = try container.flexibleInt(.setID)
            rarityID = container.flexibleIntIfPresent(.rarityID)
            artistName = container.stringIfPresent(.artistName)
            name = try container.decode(LocalizedString.self, forKey: .name)
            text = container.localizedIfPresent(.text)
            flavorText = container.localizedIfPresent(.flavorText)
            image = container.imageIfPresent(.image)
            imageGold = container.imageIfPresent(.imageGold)
            cropImage = container.imageIfPresent(.cropImage)
            manaCost = container.flexibleIntIfPresent(.manaCost)
            attack = container.flexibleIntIfPresent(.attack)
            health = container.flexibleIntIfPresent(.health)
            armor = container.flexibleIntIfPresent(.armor)
            durability = container.flexibleIntIfPresent(.durability)
            childIDs = container.flexibleInts(.childIDs)
            parentID = container.flexibleIntIfPresent(.parentID)
            copyOfCardID = container.flexibleInts(.copyOfCardID).first
            keywordIDs = container.flexibleInts(.keywordIDs)
            minionTypeID = container.flexibleIntIfPresent(.minionTypeID)
            multiTypeIDs = container.flexibleInts(.multiTypeIDs)
            spellSchoolID = container.flexibleIntIfPresent(.spellSchoolID)
            isZilliaxFunctionalModule = container.flexibleBoolIfPresent(.isZilliaxFunctionalModule)
            isZilliaxCosmeticModule = container.flexibleBoolIfPresent(.isZilliaxCosmeticModule)
            isBannedFromSideboard = container.flexibleBoolIfPresent(.isBannedFromSideboard)
            runeCost = container.modelIfPresent(RuneCost.self, .runeCost)
            touristClassID = container.flexibleIntIfPresent(.touristClassID)
            battlegrounds = container.modelIfPresent(Battlegrounds.self, .battlegrounds)
            mercenaryHero = container.modelIfPresent(MercenaryHero.self, .mercenaryHero)
            duels = container.modelIfPresent(Duels.self, .duels)
        }

        /// Encodes the card in Battle.net's shape (`collectible` as `1`/`0`; absent fields and empty
        /// lists left out, `multiClassIds` always written), so it decodes back to an equal card.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(isCollectible ? 1 : 0, forKey: .isCollectible)
            try container.encode(slug, forKey: .slug)
            try container.encodeIfPresent(classID, forKey: .classID)
            try container.encode(multiClassIDs, forKey: .multiClassIDs)
            try container.encode(cardTypeID, forKey: .cardTypeID)
            try container.encode(setID, forKey: .setID)
            try container.encodeIfPresent(rarityID, forKey: .rarityID)
            try container.encodeIfPresent(artistName, forKey: .artistName)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(text, forKey: .text)
            try container.encodeIfPresent(flavorText, forKey: .flavorText)
            try container.encodeIfPresent(image, forKey: .image)
            try container.encodeIfPresent(imageGold, forKey: .imageGold)
            try container.encodeIfPresent(cropImage, forKey: .cropImage)
            try container.encodeIfPresent(manaCost, forKey: .manaCost)
            try container.encodeIfPresent(attack, forKey: .attack)
            try container.encodeIfPresent(health, forKey: .health)
            try container.encodeIfPresent(armor, forKey: .armor)
            try container.encodeIfPresent(durability, forKey: .durability)
            try container.encodeUnlessEmpty(childIDs, forKey: .childIDs)
            try container.encodeIfPresent(parentID, forKey: .parentID)
            try container.encodeIfPresent(copyOfCardID, forKey: .copyOfCardID)
            try container.encodeUnlessEmpty(keywordIDs, forKey: .keywordIDs)
            try container.encodeIfPresent(minionTypeID, forKey: .minionTypeID)
            try container.encodeUnlessEmpty(multiTypeIDs, forKey: .multiTypeIDs)
            try container.encodeIfPresent(spellSchoolID, forKey: .spellSchoolID)
            try container.encodeIfPresent(isZilliaxFunctionalModule, forKey: .isZilliaxFunctionalModule)
            try container.encodeIfPresent(isZilliaxCosmeticModule, forKey: .isZilliaxCosmeticModule)
            try container.encodeIfPresent(isBannedFromSideboard, forKey: .isBannedFromSideboard)
            try container.encodeIfPresent(runeCost, forKey: .runeCost)
            try container.encodeIfPresent(touristClassID, forKey: .touristClassID)
            try container.encodeIfPresent(battlegrounds, forKey: .battlegrounds)
            try container.encodeIfPresent(mercenaryHero, forKey: .mercenaryHero)
            try container.encodeIfPresent(duels, forKey: .duels)
        }
    }
}

extension Hearthstone.Card {
    /// The Battlegrounds side of a card (`battlegrounds`): its tavern tier, or what kind of
    /// Battlegrounds card it is, and its Battlegrounds pictures.
    ///
    /// Every field is optional: a hero has no tier, and 2020 bodies carry only `hero`, `image` and
    /// `imageGold` (later bodies may add `tier`, `upgradeId` and the quest, reward, duos and solos
    /// flags).
    public struct Battlegrounds: Codable, Hashable, Sendable {
        /// The tavern tier of a minion or spell, 1–7; `nil` for heroes (and for any tier that is not a
        /// number).
        @Hearthstone.Lenient<Hearthstone.LenientRules.OptionalNumber> public private(set) var tier: Int?
        /// Whether the card is a Battlegrounds hero.
        @Hearthstone.Lenient<Hearthstone.LenientRules.Flag> public private(set) var isHero: Bool?
        /// Whether the card is a Battlegrounds quest.
        @Hearthstone.Lenient<Hearthstone.LenientRules.Flag> public private(set) var isQuest: Bool?
        /// Whether the card is a quest reward.
        @Hearthstone.Lenient<Hearthstone.LenientRules.Flag> public private(set) var isReward: Bool?
        /// Whether the card appears only in Duos.
        @Hearthstone.Lenient<Hearthstone.LenientRules.Flag> public private(set) var isDuosOnly: Bool?
        /// Whether the card appears only in Solos.
        @Hearthstone.Lenient<Hearthstone.LenientRules.Flag> public private(set) var isSolosOnly: Bool?
        /// The golden (upgraded) version of the card.
        @Hearthstone.Lenient<Hearthstone.LenientRules.OptionalNumber> public private(set) var upgradeID: Int?
        /// The hero's Duos companion card.
        @Hearthstone.Lenient<Hearthstone.LenientRules.OptionalNumber> public private(set) var companionID: Int?
        /// The hero's hero power card (seen in users' models of the current API).
        @Hearthstone.Lenient<Hearthstone.LenientRules.OptionalNumber> public private(set) var heroPowerID: Int?
        /// The minion types a card is limited to (`subsetTribes`); empty when absent.
        @Hearthstone.Lenient<Hearthstone.LenientRules.Numbers> public private(set) var subsetTribeIDs: [Int]
        /// The Battlegrounds picture.
        @Hearthstone.Lenient<Hearthstone.LenientRules.Image> public private(set) var image: Hearthstone.LocalizedURL?
        /// The golden Battlegrounds picture.
        @Hearthstone.Lenient<Hearthstone.LenientRules.Image> public private(set) var imageGold: Hearthstone.LocalizedURL?

        enum CodingKeys: String, CodingKey {
            case tier, isHero = "hero", isQuest = "quest", isReward = "reward", isDuosOnly = "duosOnly"
            case isSolosOnly = "solosOnly", upgradeID = "upgradeId", companionID = "companionId"
            case heroPowerID = "heroPowerId", subsetTribeIDs = "subsetTribes", image, imageGold
        }

        /// Encodes the object in Battle.net's shape.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(tier, forKey: .tier)
            try container.encodeIfPresent(isHero, forKey: .isHero)
            try container.encodeIfPresent(isQuest, forKey: .isQuest)
            try container.encodeIfPresent(isReward, forKey: .isReward)
            try container.encodeIfPresent(isDuosOnly, forKey: .isDuosOnly)
            try container.encodeIfPresent(isSolosOnly, forKey: .isSolosOnly)
            try container.encodeIfPresent(upgradeID, forKey: .upgradeID)
            try container.encodeIfPresent(companionID, forKey: .companionID)
            try container.encodeIfPresent(heroPowerID, forKey: .heroPowerID)
            try container.encodeUnlessEmpty(subsetTribeIDs, forKey: .subsetTribeIDs)
            try container.encodeIfPresent(image, forKey: .image)
            try container.encodeIfPresent(imageGold, forKey: .imageGold)
        }
    }

    /// The Mercenaries side of a hero card (`mercenaryHero`). No recorded body backs this model.
    public struct MercenaryHero: Codable, Hashable, Sendable {
        /// Whether the mercenary can be collected (Blizzard sends `1` or `0`).
        public let isCollectible: Bool?
        /// The coins it costs to craft.
        public let craftingCost: Int?
        /// Whether this is the mercenary's default card (Blizzard sends `1` or `0`).
        public let isDefault: Bool?
        /// The mercenary faction (``Metadata/mercenaryFactions``); `null` for many.
        public let factionID: Int?
        /// The mercenary's id, shared by all of its cards (the `mercenaryId` search filter).
        public let mercenaryID: Int?
        /// The mercenary's rarity (``Metadata/rarity(id:)``).
        public let rarityID: Int?
        /// The mercenary's role (``Metadata/mercenaryRole(id:)``): protector, fighter, caster.
        public let roleID: Int?
        /// Attack and health by level (Blizzard keys the levels `"1"`, `"2"`, …); empty when absent.
        public let statsByLevel: [Int: Stats]

        /// The attack and health of a mercenary at one level.
        public struct Stats: Codable, Hashable, Sendable {
            /// The attack at that level.
            @Hearthstone.Lenient<Hearthstone.LenientRules.OptionalNumber> public private(set) var attack: Int?
            /// The health at that level.
            @Hearthstone.Lenient<Hearthstone.LenientRules.OptionalNumber> public private(set) var health: Int?

            enum CodingKeys: String, CodingKey {
                case attack, health
            }
        }

        enum CodingKeys: String, CodingKey {
            case isCollectible = "collectible", craftingCost, isDefault = "default", factionID = "faction"
            case mercenaryID = "mercId", rarityID = "rarity", roleID = "roleId", statsByLevel
        }

        /// Decodes the `mercenaryHero` object; any field may be missing or of another shape, and a level
        /// key that is not a number is skipped.
        /// - Throws: `DecodingError` when the value is not an object.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            isCollectible = container.flexibleBoolIfPresent(.isCollectible)
            craftingCost = container.flexibleIntIfPresent(.craftingCost)
            isDefault = container.flexibleBoolIfPresent(.isDefault)
            factionID = container.flexibleIntIfPresent(.factionID)
            mercenaryID = container.flexibleIntIfPresent(.mercenaryID)
            rarityID = container.flexibleIntIfPresent(.rarityID)
            roleID = container.flexibleIntIfPresent(.roleID)
            let levels = container.modelIfPresent([String: Stats].self, .statsByLevel) ?? [:]
            var stats: [Int: Stats] = [:]
            for (level, value) in levels {
                if let number = Int(level) { stats[number] = value }
            }
            statsByLevel = stats
        }

        /// Encodes the object in Battle.net's shape (flags as `1`/`0`, levels as string keys).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeFlagAsNumber(isCollectible, forKey: .isCollectible)
            try container.encodeIfPresent(craftingCost, forKey: .craftingCost)
            try container.encodeFlagAsNumber(isDefault, forKey: .isDefault)
            try container.encodeIfPresent(factionID, forKey: .factionID)
            try container.encodeIfPresent(mercenaryID, forKey: .mercenaryID)
            try container.encodeIfPresent(rarityID, forKey: .rarityID)
            try container.encodeIfPresent(roleID, forKey: .roleID)
            if !statsByLevel.isEmpty {
                try container.encode(
                    Dictionary(uniqueKeysWithValues: statsByLevel.map { (String($0.key), $0.value) }), forKey: .statsByLevel
                )
            }
        }
    }

    /// The Death Knight runes a card costs (`runeCost`), e.g. two blood runes.
    public struct RuneCost: Codable, Hashable, Sendable {
        /// Blood runes; `0` when absent.
        public let blood: Int
        /// Frost runes; `0` when absent.
        public let frost: Int
        /// Unholy runes; `0` when absent.
        public let unholy: Int

        enum CodingKeys: String, CodingKey {
            case blood, frost, unholy
        }

        /// Decodes `{blood, frost, unholy}`; a missing count is no rune of that kind.
        /// - Throws: `DecodingError` when the value is not an object.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            blood = container.flexibleIntIfPresent(.blood) ?? 0
            frost = container.flexibleIntIfPresent(.frost) ?? 0
            unholy = container.flexibleIntIfPresent(.unholy) ?? 0
        }

        /// The total number of runes (`Int.max` should the counts a body gives add up past it).
        public var total: Int {
            let (partial, overflow) = blood.addingReportingOverflow(frost)
            let (sum, overflowAgain) = partial.addingReportingOverflow(unholy)
            return overflow || overflowAgain ? (blood < 0 ? .min : .max) : sum
        }
    }

    /// Where a card was playable in Duels (`duels`, `{"relevant": true, "constructed": true}` in 2021
    /// bodies; the mode was retired in 2024).
    public struct Duels: Codable, Hashable, Sendable {
        /// Whether the card mattered in Duels.
        @Hearthstone.Lenient<Hearthstone.LenientRules.Flag> public private(set) var isRelevant: Bool?
        /// Whether the card could go into a Duels deck.
        @Hearthstone.Lenient<Hearthstone.LenientRules.Flag> public private(set) var isConstructed: Bool?

        enum CodingKeys: String, CodingKey {
            case isRelevant = "relevant", isConstructed = "constructed"
        }
    }
}
