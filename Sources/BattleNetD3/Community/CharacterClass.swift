import Foundation

extension D3.Operations {
    /// **Character Class**: a hero class with its active and passive skills.
    package static let characterClass = APIOperation<D3.CharacterClass, D3.HeroClass>("d3CharacterClass", "/d3/data/hero/{classSlug}")

    /// **API Skill**: one skill of a class with its runes.
    package static let skill = APIOperation<D3.SkillDetail, D3.HeroClass, String>("d3ApiSkill", "/d3/data/hero/{classSlug}/skill/{skillSlug}")
}


extension D3 {
    /// A hero class slug as the community and profile APIs send it (`"demon-hunter"`, `"witch-doctor"`, ...).
    /// Leaderboards use other spellings: see ``LeaderboardHeroClass`` and ``LeaderboardPlayer/heroClass``.
    public struct HeroClass: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Barbarian (`barbarian`).
        public static let barbarian: Self = "barbarian"
        /// Crusader (`crusader`).
        public static let crusader: Self = "crusader"
        /// Demon Hunter (`demon-hunter`).
        public static let demonHunter: Self = "demon-hunter"
        /// Monk (`monk`).
        public static let monk: Self = "monk"
        /// Necromancer (`necromancer`).
        public static let necromancer: Self = "necromancer"
        /// Witch Doctor (`witch-doctor`).
        public static let witchDoctor: Self = "witch-doctor"
        /// Wizard (`wizard`).
        public static let wizard: Self = "wizard"
    }

    /// A hero class with all its skills.
    public struct CharacterClass: Codable, Sendable, Hashable {
        /// e.g. `.barbarian`.
        public let slug: HeroClass
        /// Localized class name.
        public let name: String
        /// Localized class name for male heroes.
        public let maleName: String
        /// Localized class name for female heroes.
        public let femaleName: String
        /// Class icon name, e.g. `"barbarian_male"`.
        public let icon: Icon
        /// Skill categories of the skill picker (Primary, Secondary, ...).
        public let skillCategories: [SkillCategory]
        /// Active and passive skills of the class.
        public let skills: CharacterClassSkills
    }

    /// A category of the skill picker, e.g. `primary`.
    public struct SkillCategory: Codable, Sendable, Hashable {
        /// e.g. `"primary"`, `"might"`.
        public let slug: String
        /// Localized name.
        public let name: String
    }

    /// The skills of a ``D3/CharacterClass``.
    public struct CharacterClassSkills: Codable, Sendable, Hashable {
        /// Active skills, ordered by unlock level.
        public let active: [Skill]
        /// Passive skills, ordered by unlock level; these carry ``D3/Skill/flavorText``.
        public let passive: [Skill]
    }

    /// One skill and its runes.
    public struct SkillDetail: Codable, Sendable, Hashable {
        /// The skill.
        public let skill: Skill
        /// The skill's five runes, in the order Blizzard sends them (not by ``D3/Rune/type``).
        public let runes: [Rune]
    }

    /// A skill: a class's active and passive skills, a skill detail, a follower's skills, and the
    /// skills on a hero's skill bar and its followers (``D3/HeroSkill`` is this type).
    ///
    /// Decodes the current bodies and the 2015 ones, which name the passive quote `flavor` instead of
    /// `flavorText` and add `categorySlug`, `simpleDescription` and `skillCalcId`.
    public struct Skill: Codable, Sendable, Hashable {
        /// Skill slug, e.g. `"bash"`, `"corpse-lance"` (the `{skillSlug}` of
        /// ``D3/Endpoints/skill(class:id:)``).
        public let slug: String
        /// Localized name, e.g. `"Corpse Lance"`.
        public let name: String
        /// Icon name, e.g. `"barbarian_bash"`, `p6_necro_corpselance`; see ``D3/Icon/skillURL(size:)``.
        public let icon: Icon
        /// Hero level that unlocks the skill.
        public let level: Int
        /// Site-relative tooltip path, e.g. `"/class/barbarian/active/bash"`; without the leading slash
        /// and kind in the 2015 bodies, e.g. `"skill/templar/heal"`, `"skill/demon-hunter/tactical-advantage"`.
        public let tooltipURL: String
        /// Plain-text description; for the recorded `rigor-mortis`:
        /// `"Poison abilities also slow enemies by 30% and reduce their attack speed by 30% for 5 seconds."`.
        public let description: String
        /// Description as HTML; absent in the 2015 bodies (e.g. the 2015 templar recording).
        public let descriptionHTML: String?
        /// The quote of a passive skill, from `flavorText` (2019) or `flavor` (the 2015 hero bodies), e.g.
        /// `"Never start a fair fight."` for the September 2015 recording's `tactical-advantage`; absent on
        /// active skills and follower skills.
        public let flavorText: String?
        /// The active skill's category, e.g. `"hunting"`; the 2015 hero bodies only.
        public let categorySlug: String?
        /// A shorter description, e.g. `"Cooldown: 30 seconds\r\n\r\nHeals you and the Templar."`; the 2015
        /// bodies only.
        public let simpleDescription: String?
        /// The skill's letter in the old skill calculator's URLs, e.g. `"a"`, `"Z"`; the 2015 bodies only.
        public let skillCalcID: String?
        /// Whether `flavorText` came as `flavor`, so that encoding writes the key it read.
        private let flavorTextIsLegacy: Bool

        enum CodingKeys: String, CodingKey {
            case slug, name, icon, level
            case tooltipURL = "tooltipUrl"
            case description
            case descriptionHTML = "descriptionHtml"
            case flavorText, categorySlug, simpleDescription
            case skillCalcID = "skillCalcId"
        }

        private enum LegacyCodingKeys: String, CodingKey {
            case flavorText = "flavor"
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            slug = try c.decode(String.self, forKey: .slug)
            name = try c.decode(String.self, forKey: .name)
            icon = try c.decode(Icon.self, forKey: .icon)
            level = try c.decode(Int.self, forKey: .level)
            tooltipURL = try c.decode(String.self, forKey: .tooltipURL)
            description = try c.decode(String.self, forKey: .description)
            descriptionHTML = try c.decodeIfPresent(String.self, forKey: .descriptionHTML)
            let current = try c.decodeIfPresent(String.self, forKey: .flavorText)
            let legacy = try decoder.container(keyedBy: LegacyCodingKeys.self)
            flavorText = try current ?? legacy.decodeIfPresent(String.self, forKey: .flavorText)
            flavorTextIsLegacy = current == nil && flavorText != nil
            categorySlug = try c.decodeIfPresent(String.self, forKey: .categorySlug)
            simpleDescription = try c.decodeIfPresent(String.self, forKey: .simpleDescription)
            skillCalcID = try c.decodeIfPresent(String.self, forKey: .skillCalcID)
        }

        /// Encodes with the keys the body used (`flavor` for a 2015 hero body).
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(slug, forKey: .slug)
            try c.encode(name, forKey: .name)
            try c.encode(icon, forKey: .icon)
            try c.encode(level, forKey: .level)
            try c.encode(tooltipURL, forKey: .tooltipURL)
            try c.encode(description, forKey: .description)
            try c.encodeIfPresent(descriptionHTML, forKey: .descriptionHTML)
            if flavorTextIsLegacy {
                var legacy = encoder.container(keyedBy: LegacyCodingKeys.self)
                try legacy.encodeIfPresent(flavorText, forKey: .flavorText)
            } else {
                try c.encodeIfPresent(flavorText, forKey: .flavorText)
            }
            try c.encodeIfPresent(categorySlug, forKey: .categorySlug)
            try c.encodeIfPresent(simpleDescription, forKey: .simpleDescription)
            try c.encodeIfPresent(skillCalcID, forKey: .skillCalcID)
        }
    }

    /// Rune letter of a skill rune (`a` to `e`).
    public struct RuneType: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The first rune of a skill (`a`).
        public static let a: Self = "a"
        /// The second rune of a skill (`b`).
        public static let b: Self = "b"
        /// The third rune of a skill (`c`).
        public static let c: Self = "c"
        /// The fourth rune of a skill (`d`).
        public static let d: Self = "d"
        /// The fifth rune of a skill (`e`).
        public static let e: Self = "e"
    }

    /// A rune of an active skill (inside ``D3/SkillDetail``).
    public struct Rune: Codable, Sendable, Hashable {
        /// e.g. `"frostbite"`.
        public let slug: String
        /// Rune letter, e.g. `.c`.
        public let type: RuneType
        /// Localized name.
        public let name: String
        /// Hero level that unlocks the rune.
        public let level: Int
        /// Plain-text description.
        public let description: String
        /// Description as HTML.
        public let descriptionHTML: String

        enum CodingKeys: String, CodingKey {
            case slug, type, name, level, description
            case descriptionHTML = "descriptionHtml"
        }
    }
}
