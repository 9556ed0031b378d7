import Foundation

// Parts of `D3.Hero` and of the hero items / follower items responses.

extension D3 {
    /// A hero's character-sheet stats. Every value is a `Double`: the API writes some in exponent form
    /// (`"toughness": 1.15432E7`) and fractions appear in most of them.
    public struct HeroStats: Codable, Hashable, Sendable {
        public let life: Double
        public let damage: Double
        public let toughness: Double
        public let healing: Double
        public let attackSpeed: Double
        public let armor: Double
        public let strength: Double
        public let dexterity: Double
        public let vitality: Double
        public let intelligence: Double
        public let physicalResist: Double
        public let fireResist: Double
        public let coldResist: Double
        public let lightningResist: Double
        public let poisonResist: Double
        public let arcaneResist: Double
        public let blockChance: Double
        public let blockAmountMin: Double
        public let blockAmountMax: Double
        public let critChance: Double
        public let thorns: Double
        public let lifeSteal: Double
        public let lifePerKill: Double
        public let lifeOnHit: Double
        public let goldFind: Double
        public let primaryResource: Double
        public let secondaryResource: Double
        /// Pre-2019 bodies only (FuzzyStatic model).
        public let critDamage: Double?
        /// Pre-2019 bodies only (FuzzyStatic model).
        public let damageIncrease: Double?
        /// Pre-2019 bodies only (FuzzyStatic model).
        public let damageReduction: Double?
        /// Pre-2019 bodies only (FuzzyStatic model).
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

    /// A skill as shown on a hero or follower.
    public struct HeroSkill: Codable, Hashable, Sendable {
        public let slug: String
        public let name: String
        public let icon: Icon
        /// Level at which the skill unlocks.
        public let level: Int
        /// Relative tooltip path, e.g. `"/class/necromancer/active/corpse-lance"`.
        public let tooltipURL: String
        public let description: String
        /// Absent in pre-2019 bodies (FuzzyStatic model).
        public let descriptionHTML: String?
        /// Passive skills only.
        public let flavorText: String?
        /// Pre-2019 bodies only (FuzzyStatic model).
        public let categorySlug: String?
        /// Pre-2019 bodies only (FuzzyStatic model).
        public let simpleDescription: String?
        /// Pre-2019 bodies only (FuzzyStatic model).
        public let skillCalcID: String?

        enum CodingKeys: String, CodingKey {
            case slug, name, icon, level
            case tooltipURL = "tooltipUrl"
            case description
            case descriptionHTML = "descriptionHtml"
            case flavorText, categorySlug, simpleDescription
            case skillCalcID = "skillCalcId"
        }
    }

    /// The rune chosen for an active skill.
    public struct HeroSkillRune: Codable, Hashable, Sendable {
        public let slug: String
        public let type: RuneType
        public let name: String
        /// Level at which the rune unlocks.
        public let level: Int
        public let description: String
        /// Absent in pre-2019 bodies (FuzzyStatic model).
        public let descriptionHTML: String?
        /// Pre-2019 bodies only (FuzzyStatic model).
        public let simpleDescription: String?
        /// Pre-2019 bodies only (FuzzyStatic model).
        public let tooltipParams: String?
        /// Pre-2019 bodies only (FuzzyStatic model).
        public let skillCalcID: String?
        /// Pre-2019 bodies only (FuzzyStatic model).
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
        public let slug: FollowerSlug
        public let level: Int
        /// Equipped items by slot; empty (`{}`) when the follower wears nothing.
        public let items: EquippedItems<HeroItem>
        public let stats: HeroFollowerStats
        /// Chosen follower skills; empty in the recording.
        public let skills: [HeroFollowerSkill]
    }

    /// Bonuses a follower grants.
    public struct HeroFollowerStats: Codable, Hashable, Sendable {
        public let goldFind: Double
        public let magicFind: Double
        public let experienceBonus: Double
    }

    /// A chosen follower skill. Decodes both `{"skill": {...}}` (as hero skills are sent) and a bare
    /// skill object (as Pewtro types it); `{}` gives a `nil` skill.
    public struct HeroFollowerSkill: Codable, Hashable, Sendable {
        public let skill: HeroSkill?
        /// Whether the body sent a bare skill object, so that encoding writes the shape it read.
        private let isBare: Bool

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
        public let act1: HeroActProgress
        public let act2: HeroActProgress
        public let act3: HeroActProgress
        public let act4: HeroActProgress
        public let act5: HeroActProgress
    }

    /// Progress in one act.
    public struct HeroActProgress: Codable, Hashable, Sendable {
        public let completed: Bool
        public let completedQuests: [HeroQuest]
    }

    /// A completed quest.
    public struct HeroQuest: Codable, Hashable, Sendable {
        public let slug: String
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
        public let name: String
        public let icon: Icon
        /// Optional per Pewtro's hero item type.
        public let displayColor: ItemDisplayColor?
        /// Tooltip path, e.g. `"/item/ingeom-Unique_Sword_1H_113_x1"` or `"/artisan/jeweler/recipe/sovereign-ring"`.
        public let tooltipParams: String
        /// The appearance the item is transmogrified to; absent when not transmogrified.
        public let transmogItem: ItemTooltipReference?
        /// The dye applied; absent when not dyed (armour only).
        public let dyeColor: ItemDye?
        /// Ids of the set pieces worn with this one; set items only (FuzzyStatic model).
        public let setItemsEquipped: [String]?
    }

    /// A short item reference (transmog appearance, dye).
    public struct ItemTooltipReference: Codable, Hashable, Sendable {
        public let id: String
        public let name: String
        public let icon: Icon
        /// Absent on dyes (Pewtro `Dye` type).
        public let displayColor: ItemDisplayColor?
        public let tooltipParams: String
    }

    /// A dye on a hero item. Decodes both `{"item": {...}}` (FuzzyStatic model) and a bare item
    /// reference (Pewtro type).
    public struct ItemDye: Codable, Hashable, Sendable {
        public let item: ItemTooltipReference
        /// Whether the body sent a bare item reference, so that encoding writes the shape it read.
        private let isBare: Bool

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
    public var head: Value? { self[.head] }
    public var neck: Value? { self[.neck] }
    public var torso: Value? { self[.torso] }
    public var shoulders: Value? { self[.shoulders] }
    public var legs: Value? { self[.legs] }
    public var waist: Value? { self[.waist] }
    public var hands: Value? { self[.hands] }
    public var bracers: Value? { self[.bracers] }
    public var feet: Value? { self[.feet] }
    public var leftFinger: Value? { self[.leftFinger] }
    public var rightFinger: Value? { self[.rightFinger] }
    public var mainHand: Value? { self[.mainHand] }
    public var offHand: Value? { self[.offHand] }
    /// The follower token.
    public var special: Value? { self[.special] }
}
