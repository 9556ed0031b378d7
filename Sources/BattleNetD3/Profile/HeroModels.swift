import Foundation

// Parts of `D3.Hero` and of the hero items / follower items responses.

extension D3 {
    /// A hero's character-sheet stats. Every value is a `Double`: the API writes some in exponent form
    /// (`"toughness": 1.15432E7`) and fractions appear in most of them.
    public struct HeroStats: Codable, Hashable, Sendable {
        /// Maximum life, e.g. `577856.1`.
        public let life: Double
        /// The character sheet's damage summary, e.g. `757250.0`; as sent by Blizzard, its formula is
        /// undocumented.
        public let damage: Double
        /// The character sheet's toughness summary, e.g. `1.15432E7` (sent in exponent form); as sent by
        /// Blizzard, its formula is undocumented.
        public let toughness: Double
        /// The character sheet's healing (recovery) summary, e.g. `680260.0`; as sent by Blizzard, its
        /// formula is undocumented.
        public let healing: Double
        /// Attacks per second, e.g. `1.568` (the recorded `In-geom`'s `1.40` raised by the rings' +5% and +7%).
        public let attackSpeed: Double
        /// Total armor, e.g. `11384.0`.
        public let armor: Double
        /// Strength, e.g. `77.0` on the recorded necromancer.
        public let strength: Double
        /// Dexterity, e.g. `77.0` on the recorded necromancer.
        public let dexterity: Double
        /// Vitality, e.g. `4583.0`.
        public let vitality: Double
        /// Intelligence, e.g. `8671.0` (the necromancer's main stat).
        public let intelligence: Double
        /// Physical resistance, e.g. `156.0`.
        public let physicalResist: Double
        /// Fire resistance, e.g. `353.0`.
        public let fireResist: Double
        /// Cold resistance, e.g. `158.0`.
        public let coldResist: Double
        /// Lightning resistance, e.g. `143.0`.
        public let lightningResist: Double
        /// Poison resistance, e.g. `298.0`.
        public let poisonResist: Double
        /// Arcane resistance, e.g. `503.0`.
        public let arcaneResist: Double
        /// Chance to block with a shield, as sent; `0.0` on the December 2019 recorded hero, who carries no
        /// shield, `0.31` on the February 2015 body's shield-carrying barbarian `"YiiIII"`.
        public let blockChance: Double
        /// Lowest amount of damage a block absorbs, as sent; `0.0` on the December 2019 recorded hero (no
        /// shield), `13663.0` on `"YiiIII"` (February 2015).
        public let blockAmountMin: Double
        /// Highest amount of damage a block absorbs, as sent; `0.0` on the December 2019 recorded hero (no
        /// shield), `17074.0` on `"YiiIII"` (February 2015).
        public let blockAmountMax: Double
        /// Critical hit chance as a fraction, e.g. `0.35000002` (35%).
        public let critChance: Double
        /// Thorns damage, as sent; `0.0` on the December 2019 recorded hero, `2518.0` on the September 2015
        /// recording's `"FaYee"`.
        public let thorns: Double
        /// Life steal, as sent; `0.0` on the recorded hero, whose items have none.
        public let lifeSteal: Double
        /// Life gained per kill, e.g. `8703.0` (the recorded `In-geom`'s `"+8703 Life after Each Kill"`).
        public let lifePerKill: Double
        /// Life gained per hit, e.g. `17093.0` (the recorded amulet's `"+17,093 Life per Hit"`).
        public let lifeOnHit: Double
        /// Extra gold from monsters as a fraction, e.g. `0.68000007`: the recorded belt's `+35%` plus the
        /// gloves' `+33%`.
        public let goldFind: Double
        /// Maximum of the class's primary resource, e.g. `220.0` essence on the recorded necromancer.
        public let primaryResource: Double
        /// Maximum of the class's secondary resource (the demon hunter's discipline); `0.0` on the
        /// recorded necromancer, which has none.
        public let secondaryResource: Double
        /// Critical hit damage as a fraction, e.g. `3.77` on the September 2015 recording's `"FaYee"`; the
        /// 2015 bodies only.
        public let critDamage: Double?
        /// As sent by Blizzard (`0.0` on every 2015 hero recorded); the 2015 bodies only.
        public let damageIncrease: Double?
        /// As sent by Blizzard (`0.0` on every 2015 hero recorded); the 2015 bodies only.
        public let damageReduction: Double?
        /// Magic find as a fraction (`0.0` on every 2015 hero recorded); the 2015 bodies only.
        public let magicFind: Double?
    }

    /// A hero's skill bar.
    public struct HeroSkills: Codable, Hashable, Sendable {
        /// The six active skill slots.
        public let active: [HeroActiveSkill]
        /// The passive skill slots (up to four).
        public let passive: [HeroPassiveSkill]
    }

    /// One active skill slot.
    public struct HeroActiveSkill: Codable, Hashable, Sendable {
        /// Absent for an empty slot (sent as `{}`).
        public let skill: HeroSkill?
        /// Absent when the slot is empty or no rune is chosen.
        public let rune: HeroSkillRune?
    }

    /// One passive skill slot.
    public struct HeroPassiveSkill: Codable, Hashable, Sendable {
        /// Absent for an empty slot (sent as `{}`).
        public let skill: HeroSkill?
    }

    /// A skill as shown on a hero or follower: the same shape as a class's skills, so the same type.
    public typealias HeroSkill = Skill

    /// The rune chosen for an active skill.
    public struct HeroSkillRune: Codable, Hashable, Sendable {
        /// Rune slug, e.g. `"ricochet"`.
        public let slug: String
        /// The rune's letter among the skill's five, e.g. `.a`.
        public let type: RuneType
        /// Localized name, e.g. `"Ricochet"`.
        public let name: String
        /// Level at which the rune unlocks.
        public let level: Int
        /// Plain-text description, paragraphs separated by a blank line; for the recorded `ricochet`:
        /// `"Corpse Lance has a 20% chance to ricochet to one additional target.\n\nCorpse Lance's damage turns into Poison."`.
        public let description: String
        /// Absent in the 2015 bodies.
        public let descriptionHTML: String?
        /// A shorter description; the 2015 bodies only.
        public let simpleDescription: String?
        /// Tooltip path, e.g. `"rune/frenzy/a"`; the 2015 bodies only.
        public let tooltipParams: String?
        /// The rune's letter in the old skill calculator's URLs, e.g. `"c"`; the 2015 bodies only.
        public let skillCalcID: String?
        /// As sent by Blizzard, `0` to `4` in the recorded bodies and not the letter's order (`4` for
        /// `frenzy-a`, a rune of type `a`); the 2015 bodies only.
        public let order: Int?

        enum CodingKeys: String, CodingKey {
            case slug, type, name, level, description
            case descriptionHTML = "descriptionHtml"
            case simpleDescription, tooltipParams
            case skillCalcID = "skillCalcId"
            case order
        }
    }

    /// A hero's followers keyed by follower slug (`templar`, `scoundrel`, `enchantress`); unknown
    /// slugs are kept. `followers.templar` and `followers[.scoundrel]` read one.
    public typealias HeroFollowers = OpenDictionary<FollowerSlug, HeroFollower>

    /// A follower as shown on a hero.
    public struct HeroFollower: Codable, Hashable, Sendable {
        /// Which follower, e.g. `.templar`.
        public let slug: FollowerSlug
        /// Follower level, e.g. `70` (all three recorded followers).
        public let level: Int
        /// Equipped items by slot; empty (`{}`) when the follower wears nothing.
        public let items: EquippedItems<HeroItem>
        /// Bonuses the follower grants, e.g. `experienceBonus` `297.0` for the recorded templar.
        public let stats: HeroFollowerStats
        /// Chosen follower skills: empty in the December 2019 recording, four slots in the September 2015
        /// one (the templar's four chosen skills; `{}` for each slot of the scoundrel and enchantress).
        public let skills: [HeroFollowerSkill]
    }

    /// Bonuses a follower grants.
    public struct HeroFollowerStats: Codable, Hashable, Sendable {
        /// Gold find the follower grants, as sent by Blizzard; `0.0` for every recorded follower, so its
        /// scale is unknown.
        public let goldFind: Double
        /// Magic find the follower grants, as sent by Blizzard; `0.0` for every recorded follower, so its
        /// scale is unknown.
        public let magicFind: Double
        /// Experience per monster kill the follower's items grant, e.g. `297.0` for the recorded templar
        /// (its ring's `+127` plus its relic's `+170`), `163.0` for the scoundrel, `0.0` for the enchantress.
        public let experienceBonus: Double
    }

    /// A chosen follower skill. Decodes both `{"skill": {...}}` (as hero skills are sent) and a bare
    /// skill object; `{}` gives a `nil` skill.
    public struct HeroFollowerSkill: Codable, Hashable, Sendable {
        /// The chosen skill; `nil` for an empty slot (`{}`), e.g. the templar's `"inspire"` in the
        /// September 2015 recording (the December 2019 one sends `skills` `[]`).
        public let skill: HeroSkill?
        /// Whether the body sent a bare skill object, so that encoding writes the shape it read.
        private let isBare: Bool

        /// A follower skill slot holding `skill` (`nil` for an empty slot); it encodes as `{"skill": {...}}`.
        public init(skill: HeroSkill?) {
            self.skill = skill
            isBare = false
        }

        enum CodingKeys: String, CodingKey { case skill }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if container.contains(.skill) {
                skill = try container.decodeIfPresent(HeroSkill.self, forKey: .skill)
                isBare = false
            } else if try decoder.container(keyedBy: AnyKey.self).allKeys.isEmpty {
                skill = nil
                isBare = false
            } else {
                skill = try HeroSkill(from: decoder)
                isBare = true
            }
        }

        /// Encodes `{"skill": {...}}`, a bare skill when that is what was read, or `{}` for an empty slot.
        public func encode(to encoder: any Encoder) throws {
            if isBare, let skill {
                try skill.encode(to: encoder)
            } else {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(skill, forKey: .skill)
            }
        }

        private struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }

    /// Story progression of a hero.
    public struct HeroProgression: Codable, Hashable, Sendable {
        /// Progress in Act I.
        public let act1: HeroActProgress
        /// Progress in Act II.
        public let act2: HeroActProgress
        /// Progress in Act III.
        public let act3: HeroActProgress
        /// Progress in Act IV.
        public let act4: HeroActProgress
        /// Progress in Act V.
        public let act5: HeroActProgress
    }

    /// Progress in one act.
    public struct HeroActProgress: Codable, Hashable, Sendable {
        /// Whether the hero completed the act's story: `false` for every act in the December 2019 recording,
        /// `true` for every act in the September 2015 one.
        public let completed: Bool
        /// The act's quests the hero completed: empty for every act in the December 2019 recording, e.g. ten
        /// for Act I in the September 2015 one (first `"the-fallen-star"`).
        public let completedQuests: [HeroQuest]
    }

    /// A completed quest.
    public struct HeroQuest: Codable, Hashable, Sendable {
        /// Quest slug, e.g. `"the-fallen-star"`, the first Act I quest of the September 2015 recording (the
        /// act data's quests have the same slugs, `d3/act__1.json`).
        public let slug: String
        /// Localized quest name, e.g. `"The Fallen Star"`.
        public let name: String
    }

    /// Items keyed by equipment slot. An open dictionary rather than a struct of optionals because the
    /// slots present vary per hero (empty slots are missing) and per wearer (followers add `special`,
    /// the recorded templar has no armour slots); unknown slot names are kept. `items.head` and
    /// `items[.mainHand]` read one slot.
    public typealias EquippedItems<Item: Codable & Hashable & Sendable> = OpenDictionary<ItemSlot, Item>

    /// An item as shown on a hero, a follower or in `legendaryPowers`.
    public struct HeroItem: Codable, Hashable, Sendable {
        /// Item id, e.g. `"Unique_Sword_1H_113_x1"`.
        public let id: String
        /// Localized name, e.g. `"In-geom"`.
        public let name: String
        /// Icon name, e.g. `unique_sword_1h_113_x1_demonhunter_male` (every 2019 recorded icon ends in
        /// `_demonhunter_male`, whatever the hero; the 2015 fallen hero's items also have others, such as
        /// `chestarmor_003_wizard_female`); see ``D3/Icon/itemURL(size:)``.
        public let icon: Icon
        /// The item's display color; `nil` when the body leaves it out.
        public let displayColor: ItemDisplayColor?
        /// Tooltip path, e.g. `"/item/ingeom-Unique_Sword_1H_113_x1"` or `"/artisan/jeweler/recipe/sovereign-ring"`.
        public let tooltipParams: String
        /// The appearance the item is transmogrified to; absent when not transmogrified.
        public let transmogItem: ItemTooltipReference?
        /// The dye applied; absent when not dyed (armour only).
        public let dyeColor: ItemDye?
        /// Ids of the set pieces worn with this one; set items only, e.g. six ids on the September 2015
        /// recording's `"Accursed Visage"`.
        public let setItemsEquipped: [String]?
        /// The recipes that craft the item, e.g. `"Sovereign Ascended Armor"` (cost `108000`) for the torso
        /// of the February 2015 `"YiiIII"`; `[]` on the items no recipe crafts. That body only.
        public let craftedBy: [Recipe]?
        /// The recipe of a crafted item, e.g. `"Wall of Man"` for the February 2015 `"YiiIII"`'s shield (3
        /// of its 13 items have one). That body only.
        public let recipe: Recipe?
    }

    /// A short item reference (transmog appearance, dye).
    public struct ItemTooltipReference: Codable, Hashable, Sendable {
        /// Game id, e.g. `"P6_Necro_Unique_Chest_21"` (the recorded torso's transmog).
        public let id: String
        /// Localized name, e.g. `"Bloodsong Mail"`.
        public let name: String
        /// Icon name, e.g. `p6_necro_unique_chest_21_demonhunter_male`; see ``D3/Icon/itemURL(size:)``.
        public let icon: Icon
        /// The item's display color; absent on dyes.
        public let displayColor: ItemDisplayColor?
        /// Tooltip path, e.g. `"/item/bloodsong-mail-P6_Necro_Unique_Chest_21"`.
        public let tooltipParams: String
        /// The transmog appearance's own set-piece list, e.g. `["Unique_Helm_Set_15_x1"]` for the
        /// September 2015 recording's `"Eyes of the Earth"`; the 2015 bodies only.
        public let setItemsEquipped: [String]?
    }

    /// A dye on a hero item. Decodes both `{"item": {...}}` and a bare item reference.
    public struct ItemDye: Codable, Hashable, Sendable {
        /// The dye item, e.g. `"Elegant Dye"` on the September 2015 recording's `head`; no 2019 recorded
        /// hero item is dyed.
        public let item: ItemTooltipReference
        /// Whether the body sent a bare item reference, so that encoding writes the shape it read.
        private let isBare: Bool

        /// A dye of `item`; it encodes as `{"item": {...}}`.
        public init(item: ItemTooltipReference) {
            self.item = item
            isBare = false
        }

        enum CodingKeys: String, CodingKey { case item }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let item = try container.decodeIfPresent(ItemTooltipReference.self, forKey: .item) {
                self.item = item
                isBare = false
            } else {
                item = try ItemTooltipReference(from: decoder)
                isBare = true
            }
        }

        /// Encodes `{"item": {...}}`, or the bare reference when that is what was read.
        public func encode(to encoder: any Encoder) throws {
            if isBare {
                try item.encode(to: encoder)
            } else {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(item, forKey: .item)
            }
        }
    }
}

extension OpenDictionary where Key == D3.FollowerSlug {
    /// The templar's entry.
    public var templar: Value? { self[.templar] }
    /// The scoundrel's entry.
    public var scoundrel: Value? { self[.scoundrel] }
    /// The enchantress's entry.
    public var enchantress: Value? { self[.enchantress] }
}

extension OpenDictionary where Key == D3.ItemSlot {
    /// The helm's entry (`head`); `nil` when the slot is empty.
    public var head: Value? { self[.head] }
    /// The amulet's entry (`neck`); `nil` when the slot is empty.
    public var neck: Value? { self[.neck] }
    /// The chest armor's entry (`torso`); `nil` when the slot is empty.
    public var torso: Value? { self[.torso] }
    /// The shoulders' entry (`shoulders`); `nil` when the slot is empty.
    public var shoulders: Value? { self[.shoulders] }
    /// The pants' entry (`legs`); `nil` when the slot is empty.
    public var legs: Value? { self[.legs] }
    /// The belt's entry (`waist`); `nil` when the slot is empty.
    public var waist: Value? { self[.waist] }
    /// The gloves' entry (`hands`); `nil` when the slot is empty.
    public var hands: Value? { self[.hands] }
    /// The bracers' entry (`bracers`); `nil` when the slot is empty.
    public var bracers: Value? { self[.bracers] }
    /// The boots' entry (`feet`); `nil` when the slot is empty.
    public var feet: Value? { self[.feet] }
    /// The left ring's entry (`leftFinger`); `nil` when the slot is empty.
    public var leftFinger: Value? { self[.leftFinger] }
    /// The right ring's entry (`rightFinger`); `nil` when the slot is empty.
    public var rightFinger: Value? { self[.rightFinger] }
    /// The main-hand weapon's entry (`mainHand`); `nil` when the slot is empty.
    public var mainHand: Value? { self[.mainHand] }
    /// The off-hand item's entry (`offHand`); `nil` when the slot is empty.
    public var offHand: Value? { self[.offHand] }
    /// The follower token.
    public var special: Value? { self[.special] }
}
