import Foundation

extension D3.Operations {
    /// **Character Class**: a hero class with its active and passive skills.
    /// - Remark: HTTP GET /d3/data/hero/{classSlug}
    package static let characterClass = APIOperation<D3.CharacterClass, D3.HeroClass>(ID.characterClass, "/d3/data/hero/{classSlug}")

    /// **API Skill**: one skill of a class with its runes.
    /// - Remark: HTTP GET /d3/data/hero/{classSlug}/skill/{skillSlug}
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
    ///
    /// Response of `GET /d3/data/hero/{classSlug}` (``D3/Endpoints/characterClass(slug:)``).
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
    ///
    /// Response of `GET /d3/data/hero/{classSlug}/skill/{skillSlug}` (``D3/Endpoints/skill(class:slug:)``).
    public struct SkillDetail: Codable, Sendable, Hashable {
        /// The skill.
        public let skill: Skill
        /// The skill's five runes, in the order Blizzard sends them (not by ``D3/Rune/type``).
        public let runes: [Rune]
    }

    /// A hero or follower skill (class active/passive skills, skill detail, follower skills).
    public struct Skill: Codable, Sendable, Hashable {
        /// e.g. `"bash"`.
        public let slug: String
        /// Localized name.
        public let name: String
        /// Skill icon name, e.g. `"barbarian_bash"`.
        public let icon: Icon
        /// Hero level that unlocks the skill.
        public let level: Int
        /// Site-relative tooltip path, e.g. `"/class/barbarian/active/bash"`; without the leading slash in
        /// the 2015 follower body, e.g. `"skill/templar/heal"`.
        public let tooltipURL: String
        /// Plain-text description.
        public let description: String
        /// Description as HTML; absent in the 2015 follower body (`d3/follower__templar__rbattlenet-2015.json`).
        public let descriptionHTML: String?
        /// Quote shown under passive skills; absent on active skills and follower skills
        /// (optional in Pewtro types).
        public let flavorText: String?
        /// A shorter description, e.g. `"Cooldown: 30 seconds\r\n\r\nHeals you and the Templar."`; the 2015
        /// follower body only.
        public let simpleDescription: String?
        /// The skill's letter in the old skill calculator's URLs, e.g. `"a"`; the 2015 follower body only.
        public let skillCalcID: String?

        enum CodingKeys: String, CodingKey {
            case slug, name, icon, level, description, flavorText, simpleDescription
            case tooltipURL = "tooltipUrl"
            case descriptionHTML = "descriptionHtml"
            case skillCalcID = "skillCalcId"
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
