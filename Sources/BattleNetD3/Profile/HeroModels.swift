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

    /// A hero's followers keyed by follower slug (`templar`, `scoundrel`, `enchantress`).
    public struct HeroFollowers: Codable, Hashable, Sendable {
        public let bySlug: [FollowerSlug: HeroFollower]

        public init(bySlug: [FollowerSlug: HeroFollower]) { self.bySlug = bySlug }

        public init(from decoder: any Decoder) throws {
            let raw = try decoder.singleValueContainer().decode([String: HeroFollower].self)
            bySlug = Dictionary(raw.map { (FollowerSlug(rawValue: $0.key), $0.value) }) { first, _ in first }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(Dictionary(bySlug.map { ($0.key.rawValue, $0.value) }) { first, _ in first })
        }

        public subscript(follower: FollowerSlug) -> HeroFollower? { bySlug[follower] }

        public var templar: HeroFollower? { bySlug[.templar] }
        public var scoundrel: HeroFollower? { bySlug[.scoundrel] }
        public var enchantress: HeroFollower? { bySlug[.enchantress] }
    }

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

        public init(skill: HeroSkill?) { self.skill = skill }

        enum CodingKeys: String, CodingKey { case skill }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if container.contains(.skill) {
                skill = try container.decodeIfPresent(HeroSkill.self, forKey: .skill)
            } else if try decoder.container(keyedBy: AnyKey.self).allKeys.isEmpty {
                skill = nil
            } else {
                skill = try HeroSkill(from: decoder)
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

    /// Items keyed by equipment slot. Decoded as an open dictionary rather than a struct of optionals
    /// because the slots present vary per hero (empty slots are missing) and per wearer (followers add
    /// `special`, the recorded templar has no armour slots); unknown slot names are kept.
    public struct EquippedItems<Item: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
        public let bySlot: [ItemSlot: Item]

        public init(bySlot: [ItemSlot: Item]) { self.bySlot = bySlot }

        public init(from decoder: any Decoder) throws {
            let raw = try decoder.singleValueContainer().decode([String: Item].self)
            bySlot = Dictionary(raw.map { (ItemSlot(rawValue: $0.key), $0.value) }) { first, _ in first }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(Dictionary(bySlot.map { ($0.key.rawValue, $0.value) }) { first, _ in first })
        }

        /// The item in `slot`, or `nil` if the slot is empty.
        public subscript(slot: ItemSlot) -> Item? { bySlot[slot] }

        public var head: Item? { bySlot[.head] }
        public var neck: Item? { bySlot[.neck] }
        public var torso: Item? { bySlot[.torso] }
        public var shoulders: Item? { bySlot[.shoulders] }
        public var legs: Item? { bySlot[.legs] }
        public var waist: Item? { bySlot[.waist] }
        public var hands: Item? { bySlot[.hands] }
        public var bracers: Item? { bySlot[.bracers] }
        public var feet: Item? { bySlot[.feet] }
        public var leftFinger: Item? { bySlot[.leftFinger] }
        public var rightFinger: Item? { bySlot[.rightFinger] }
        public var mainHand: Item? { bySlot[.mainHand] }
        public var offHand: Item? { bySlot[.offHand] }
        /// The follower token.
        public var special: Item? { bySlot[.special] }
    }

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

        public init(item: ItemTooltipReference) { self.item = item }

        enum CodingKeys: String, CodingKey { case item }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let item = try container.decodeIfPresent(ItemTooltipReference.self, forKey: .item) {
                self.item = item
            } else {
                item = try ItemTooltipReference(from: decoder)
            }
        }
    }
}
