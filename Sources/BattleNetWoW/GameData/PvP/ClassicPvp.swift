import Foundation

// Classic's regional PvP hierarchy: /data/wow/pvp-region/{pvpRegionId}/pvp-season/... Only the
// region index and the rewards differ in shape from retail's PvP season documents (PvpSeason.swift),
// so the other four return those.

extension WoW.Operations {
    /// **PvP Region Index** (Classic): the PvP regions of Classic, each with its own seasons and
    /// leaderboards.
    package static let classicPvpRegionIndex = APIOperation<WoW.ClassicPvpRegionIndex>(
        "wowClassicPvpRegionIndex", "/data/wow/pvp-region/index", namespace: .dynamic,
        flavors: .everyClassic
    )

    /// **PvP Regional Season Index** (Classic): the PvP seasons of one PvP region, and the current one.
    package static let classicPvpRegionalSeasonIndex = APIOperation<WoW.PvpSeasonIndex, Int>(
        "wowClassicPvpRegionalSeasonIndex", "/data/wow/pvp-region/{pvpRegionId}/pvp-season/index",
        namespace: .dynamic, flavors: .everyClassic,
        labels: ["regionID"]
    )

    /// **PvP Regional Season** (Classic): one PvP season of one PvP region, with its dates and the
    /// links to its leaderboards and rewards.
    package static let classicPvpRegionalSeason = APIOperation<WoW.PvpSeason, Int, Int>(
        "wowClassicPvpRegionalSeason", "/data/wow/pvp-region/{pvpRegionId}/pvp-season/{pvpSeasonId}",
        namespace: .dynamic, flavors: .everyClassic,
        labels: ["regionID", "season"]
    )

    /// **PvP Leaderboards Index** (Classic): the leaderboards of one PvP season in one PvP region,
    /// one per bracket.
    package static let classicPvpLeaderboardIndex = APIOperation<WoW.PvpLeaderboardIndex, Int, Int>(
        "wowClassicPvpLeaderboardIndex", "/data/wow/pvp-region/{pvpRegionId}/pvp-season/{pvpSeasonId}/pvp-leaderboard/index",
        namespace: .dynamic, flavors: .everyClassic,
        labels: ["regionID", "season"]
    )

    /// **PvP Leaderboard** (Classic): the ranked characters of one bracket (`2v2`, `3v3`, `5v5`) in one
    /// PvP season of one PvP region.
    ///
    /// Anniversary realms answer with the whole region's merged ladder (about 5,000 entries) and
    /// every entry's tier id `0` (`api-facts.md` §13), so the call gets a one-minute timeout.
    package static let classicPvpLeaderboard = APIOperation<WoW.PvpLeaderboard, Int, Int, WoW.PvpBracketSlug>(
        "wowClassicPvpLeaderboard", "/data/wow/pvp-region/{pvpRegionId}/pvp-season/{pvpSeasonId}/pvp-leaderboard/{pvpBracket}",
        namespace: .dynamic, flavors: .everyClassic, timeout: .seconds(60),
        labels: ["regionID", "season", "bracket"]
    )

    /// **PvP Rewards Index** (Classic): the rewards of one PvP season in one PvP region and the
    /// rating each one takes.
    package static let classicPvpRewardsIndex = APIOperation<WoW.ClassicPvpRewardsIndex, Int, Int>(
        "wowClassicPvpRewardsIndex", "/data/wow/pvp-region/{pvpRegionId}/pvp-season/{pvpSeasonId}/pvp-reward/index",
        namespace: .dynamic, flavors: .everyClassic,
        labels: ["regionID", "season"]
    )
}

extension WoW {
    /// The PvP regions of Classic (`/data/wow/pvp-region/index`), as links.
    ///
    /// No recorded body backs this model.
    ///
    /// ```swift
    /// let regions = try await client.wow.flavor(.classicAnniversary).classicPvpRegionIndex()
    /// regions.pvpRegions?.first?.pathAndQuery   // a /data/wow/pvp-region/... link
    /// ```
    public struct ClassicPvpRegionIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ClassicPvpRegionIndex>?
        /// The links to the PvP regions, as bare links; their targets have no model here. Optional as no
        /// body was recorded.
        public let pvpRegions: [BattleNetLink<Data>]?

        /// A PvP region index (for tests and previews).
        public init(links: SelfLinks<ClassicPvpRegionIndex>? = nil, pvpRegions: [BattleNetLink<Data>]? = nil) {
            self.links = links
            self.pvpRegions = pvpRegions
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", pvpRegions = "pvp_regions"
        }
    }

    /// The rewards of a Classic PvP season in one PvP region
    /// (`/data/wow/pvp-region/{pvpRegionId}/pvp-season/{pvpSeasonId}/pvp-reward/index`).
    ///
    /// Differs from retail's ``PvpRewardsIndex`` in its rewards' achievements, which come as a name and an
    /// id without a link. No recorded body backs this model.
    public struct ClassicPvpRewardsIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ClassicPvpRewardsIndex>?
        /// The season.
        public let season: BattleNetReference<PvpSeason>
        /// The rewards, each for a bracket.
        public let rewards: [ClassicPvpReward]

        /// A rewards index (for tests and previews).
        public init(links: SelfLinks<ClassicPvpRewardsIndex>? = nil, season: BattleNetReference<PvpSeason>, rewards: [ClassicPvpReward]) {
            self.links = links
            self.season = season
            self.rewards = rewards
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", season, rewards
        }
    }

    /// One reward of a Classic PvP season: the achievement a character earns by reaching
    /// ``ratingCutoff`` in a bracket.
    public struct ClassicPvpReward: Codable, Hashable, Sendable {
        /// The bracket, e.g. `{"id": 1, "type": "ARENA_3v3"}`.
        public let bracket: PvpBracket
        /// The achievement that grants the reward.
        public let achievement: LooseReference<Achievement>
        /// The rating needed.
        public let ratingCutoff: Int
        /// The faction the reward is for, as retail sends it; may be absent in Classic bodies.
        public let faction: TypedName<Faction>?

        /// A reward.
        public init(bracket: PvpBracket, achievement: LooseReference<Achievement>, ratingCutoff: Int, faction: TypedName<Faction>? = nil) {
            self.bracket = bracket
            self.achievement = achievement
            self.ratingCutoff = ratingCutoff
            self.faction = faction
        }

        enum CodingKeys: String, CodingKey {
            case bracket, achievement, ratingCutoff = "rating_cutoff", faction
        }
    }
}

extension WoW.PvpBracketSlug {
    /// 5v5 arena (`5v5`), a Classic bracket.
    public static let arena5v5: WoW.PvpBracketSlug = "5v5"
}
