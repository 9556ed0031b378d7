import Foundation

extension D3.Operations {
    /// **Follower**: a follower (templar, scoundrel, enchantress) and its skills.
    package static let follower = APIOperation<D3.Follower, D3.FollowerSlug>("d3Follower", "/d3/data/follower/{followerSlug}")
}


extension D3 {
    /// Slug of a follower (`{followerSlug}` of the follower request and ``D3/Follower/slug``).
    public struct FollowerSlug: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The templar, Kormac: a melee tank.
        public static let templar: Self = "templar"
        /// The scoundrel, Lyndon: a ranged attacker.
        public static let scoundrel: Self = "scoundrel"
        /// The enchantress, Eirena: a caster.
        public static let enchantress: Self = "enchantress"
    }

    /// A follower with its skills.
    public struct Follower: Codable, Sendable, Hashable {
        /// e.g. `.templar`.
        public let slug: FollowerSlug
        /// Localized follower title, e.g. `"Templar"`.
        public let name: String
        /// The follower's personal name, e.g. `"Kormac"`; the 2015 body sends an untranslated text key
        /// instead, `"d3.follower.templar.realName"`.
        public let realName: String
        /// Portrait image name, e.g. `"templar"`.
        public let portrait: Icon
        /// The follower's skills (same shape as a class skill; ``D3/Skill/flavorText`` is absent): one
        /// list in the 2019 bodies, an object of `active` and `passive` lists in the 2015 one; both decode.
        public let skills: FollowerSkills
    }

    /// The skills of a ``D3/Follower``, sent either as one list (`"skills": [...]`, the 2019 bodies) or
    /// grouped like a class's skills (`"skills": {"active": [...], "passive": [...]}`, the September 2015
    /// body: eight active skills and `"passive": []`). Iterating
    /// gives every skill, active first; ``active`` and ``passive`` are set only for the grouped shape,
    /// which encodes back as it came.
    public struct FollowerSkills: Codable, Sendable, Hashable, RandomAccessCollection {
        /// Every skill: the list as sent, or the active then the passive skills.
        public let all: [Skill]
        /// The active skills of a grouped body; `nil` when the body sent one list.
        public let active: [Skill]?
        /// The passive skills of a grouped body; `nil` when the body sent one list (or no `passive` key).
        public let passive: [Skill]?

        /// Skills sent as one list.
        public init(_ skills: [Skill]) {
            all = skills
            active = nil
            passive = nil
        }

        /// Skills sent grouped.
        public init(active: [Skill], passive: [Skill]?) {
            all = active + (passive ?? [])
            self.active = active
            self.passive = passive
        }

        private enum CodingKeys: String, CodingKey { case active, passive }

        /// - Throws: `DecodingError` when `skills` is neither a list nor an object with an `active` list.
        public init(from decoder: any Decoder) throws {
            if let list = try? decoder.singleValueContainer().decode([Skill].self) {
                self.init(list)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                active: try container.decode([Skill].self, forKey: .active),
                passive: try container.decodeIfPresent([Skill].self, forKey: .passive)
            )
        }

        public func encode(to encoder: any Encoder) throws {
            guard let active else {
                var container = encoder.singleValueContainer()
                try container.encode(all)
                return
            }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(active, forKey: .active)
            try container.encodeIfPresent(passive, forKey: .passive)
        }

        public var startIndex: Int { all.startIndex }
        public var endIndex: Int { all.endIndex }
        public subscript(position: Int) -> Skill { all[position] }
    }
}
