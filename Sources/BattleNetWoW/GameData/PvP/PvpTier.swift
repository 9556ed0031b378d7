import Foundation

extension WoW.Operations {
    /// **PvP Tiers Index**: every PvP tier (Unranked, Combatant, Challenger, ...), with its id and name.
    package static let pvpTierIndex = APIOperation<WoW.PvpTierIndex>(
        "wowPvpTierIndex", "/data/wow/pvp-tier/index", namespace: .static
    )

    /// **PvP Tier**: one PvP tier with its rating range, bracket and the link to its icon.
    package static let pvpTier = APIOperation<WoW.PvpTier, Int>(
        "wowPvpTier", "/data/wow/pvp-tier/{pvpTierId}", namespace: .static
    )

    /// **PvP Tier Media**: the icon of a PvP tier.
    package static let pvpTierMedia = APIOperation<WoW.Media, Int>(
        "wowPvpTierMedia", "/data/wow/media/pvp-tier/{pvpTierId}", namespace: .static
    )
}

extension WoW {
    /// Every PvP tier (`/data/wow/pvp-tier/index`).
    ///
    /// ```swift
    /// let index = try await client.wow.pvpTierIndex()
    /// index.tiers.first?.name   // "Unranked"
    /// ```
    public struct PvpTierIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PvpTierIndex>?
        /// The tiers, each with its id and name, e.g. "Unranked" (id `1`); a name may be `null`.
        public let tiers: [BattleNetReference<PvpTier>]

        /// A tier index (for tests and previews).
        public init(links: SelfLinks<PvpTierIndex>? = nil, tiers: [BattleNetReference<PvpTier>]) {
            self.links = links
            self.tiers = tiers
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", tiers
        }
    }

    /// A PvP tier (`/data/wow/pvp-tier/{pvpTierId}`): a rating band of one bracket.
    ///
    /// ```swift
    /// let tier = try await client.wow.pvpTier(id: 1)
    /// tier.name                         // "Unranked"
    /// tier.minRating...tier.maxRating   // 0...1400
    /// ```
    public struct PvpTier: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<PvpTier>?
        /// The tier's id, e.g. `1`.
        public let id: Int
        /// The tier's name, e.g. "Unranked"; optional because it may be `null`.
        public let name: LocalizedString?
        /// The lowest rating of the tier, e.g. `0`.
        public let minRating: Int
        /// The highest rating of the tier, e.g. `1400`.
        public let maxRating: Int
        /// The link to the tier's icon (``WoW/Endpoints/pvpTierMedia(id:)``); the 2019 recording sends
        /// the link without an id.
        public let media: BattleNetReference<Media>
        /// The bracket the tier belongs to, e.g. `{"id": 0, "type": "ARENA_2v2"}`.
        public let bracket: PvpBracket
        /// Blizzard's numeric rating type, e.g. `0`.
        public let ratingType: Int

        /// A tier (for tests and previews).
        public init(
            links: SelfLinks<PvpTier>? = nil, id: Int, name: LocalizedString? = nil, minRating: Int, maxRating: Int,
            media: BattleNetReference<Media>, bracket: PvpBracket, ratingType: Int
        ) {
            self.links = links
            self.id = id
            self.name = name
            self.minRating = minRating
            self.maxRating = maxRating
            self.media = media
            self.bracket = bracket
            self.ratingType = ratingType
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, minRating = "min_rating", maxRating = "max_rating", media, bracket
            case ratingType = "rating_type"
        }
    }
}
