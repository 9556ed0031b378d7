import Foundation

extension D3.Operations {
    /// **Follower**: a follower (templar, scoundrel, enchantress) and its skills.
    /// - Remark: HTTP GET /d3/data/follower/{followerSlug}
    public static let follower = APIOperation<D3.Follower, D3.FollowerSlug>("d3Follower", game: .d3, "/d3/data/follower/{followerSlug}")
}


extension D3 {
    /// Slug of a follower (`{followerSlug}` of the follower request and ``D3/Follower/slug``).
    public struct FollowerSlug: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let templar: Self = "templar"
        public static let scoundrel: Self = "scoundrel"
        public static let enchantress: Self = "enchantress"
    }

    /// Response of `GET /d3/data/follower/{followerSlug}`.
    public struct Follower: Codable, Sendable, Hashable {
        /// e.g. `.templar`.
        public let slug: FollowerSlug
        /// Localized follower title, e.g. `"Templar"`.
        public let name: String
        /// The follower's personal name, e.g. `"Kormac"`.
        public let realName: String
        /// Portrait image name, e.g. `"templar"`.
        public let portrait: Icon
        /// The follower's skills (same shape as a class skill; ``D3/Skill/flavorText`` is absent).
        public let skills: [Skill]
    }
}
