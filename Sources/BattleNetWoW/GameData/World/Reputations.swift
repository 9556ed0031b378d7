import Foundation

extension WoW.Operations {
    /// **Reputation Faction Index**: every reputation faction, and the root factions (expansion
    /// and group headers).
    package static let reputationFactionIndex = APIOperation<WoW.ReputationFactionIndex>(
        "wowReputationFactionIndex", "/data/wow/reputation-faction/index", namespace: .static
    )

    /// **Reputation Faction**: one reputation faction with its tier table.
    package static let reputationFaction = APIOperation<WoW.ReputationFaction, Int>(
        "wowReputationFaction", "/data/wow/reputation-faction/{reputationFactionId}", namespace: .static
    )

    /// **Reputation Tiers Index**: every reputation tier table.
    package static let reputationTiersIndex = APIOperation<WoW.ReputationTiersIndex>(
        "wowReputationTiersIndex", "/data/wow/reputation-tiers/index", namespace: .static
    )

    /// **Reputation Tiers**: one tier table (Stranger, Acquaintance, ... with their value ranges).
    package static let reputationTiers = APIOperation<WoW.ReputationTiers, Int>(
        "wowReputationTiers", "/data/wow/reputation-tiers/{reputationTiersId}", namespace: .static
    )
}

extension WoW {
    /// The reputation faction index.
    public struct ReputationFactionIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ReputationFactionIndex>?
        /// Every reputation faction, e.g. 21 "Booty Bay" (196 in the 2019 EU body); names may be `null`.
        public let factions: [BattleNetReference<ReputationFaction>]
        /// The top-level factions (headers such as 2104 "Battle for Azeroth" or 1169 "Guild").
        public let rootFactions: [BattleNetReference<ReputationFaction>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", factions, rootFactions = "root_factions"
        }
    }

    /// A reputation faction, e.g. 21 "Booty Bay".
    ///
    /// The recordings (2019–2020) have `id`, `name`, `description` and `reputation_tiers`; the other
    /// fields (headers, paragon, renown) are all optional.
    public struct ReputationFaction: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ReputationFaction>?
        /// The faction id, e.g. `21`.
        public let id: Int
        /// The faction's name, e.g. "Booty Bay".
        public let name: LocalizedString
        /// The faction's description, e.g. "This booming coastal city is run by Baron Revilgaz ...".
        public let description: LocalizedString?
        /// The tier table of the faction, e.g. `/data/wow/reputation-tiers/0` (the common
        /// Hated-to-Exalted table), sent with an id and no name.
        public let reputationTiers: BattleNetReference<ReputationTiers>?
        /// The factions grouped under this one, when it is a header.
        public let factions: [BattleNetReference<ReputationFaction>]?
        /// The faction's side, e.g. `{"type": "HORDE", "name": "Horde"}`, for faction-bound factions.
        public let playerFaction: TypedName<Faction>?
        /// Whether the faction is a header grouping other factions.
        public let isHeader: Bool?
        /// Whether a header faction shows its own reputation bar.
        public let headerShowsBar: Bool?
        /// Whether the faction continues into paragon levels after Exalted.
        public let canParagon: Bool?
        /// Whether the faction uses renown levels instead of the classic standings.
        public let isRenown: Bool?
        /// The renown levels of a renown faction, each with its rewards.
        public let renownTiers: [ReputationRenownTier]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, description, reputationTiers = "reputation_tiers", factions
            case playerFaction = "player_faction", isHeader = "is_header", headerShowsBar = "header_shows_bar"
            case canParagon = "can_paragon", isRenown = "is_renown", renownTiers = "renown_tiers"
        }
    }

    /// One renown level of a renown faction and what it unlocks. No recorded body backs this model.
    public struct ReputationRenownTier: Codable, Hashable, Sendable {
        /// The renown level, e.g. `5`.
        public let level: Int
        /// The level's name.
        public let name: LocalizedString?
        /// What the level unlocks. The rewards are of several kinds (no recording shows which), so
        /// the links are untyped: follow one with the raw call.
        public let rewards: [BattleNetReference<Data>]?

        enum CodingKeys: String, CodingKey {
            case level, name, rewards
        }
    }

    /// The reputation tiers index.
    public struct ReputationTiersIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ReputationTiersIndex>?
        /// Every tier table, e.g. 2 "Farmer Fung"; the common table 0 has no name.
        public let reputationTiers: [BattleNetReference<ReputationTiers>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", reputationTiers = "reputation_tiers"
        }
    }

    /// A reputation tier table, e.g. table 2 of "Farmer Fung": Stranger 0–8400, Acquaintance
    /// 8400–16800, ... Best Friend.
    public struct ReputationTiers: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ReputationTiers>?
        /// The table id, e.g. `2`.
        public let id: Int
        /// The standings in order, lowest first.
        public let tiers: [ReputationTierRange]
        /// The faction the table belongs to, e.g. 1283 "Farmer Fung"; absent for shared tables such
        /// as table 0.
        public let faction: BattleNetReference<ReputationFaction>?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, tiers, faction
        }

        /// The standing whose range holds `value` (the last standing for its maximum), if any.
        public func tier(forValue value: Int) -> ReputationTierRange? {
            tiers.first { value >= $0.minValue && value < $0.maxValue } ?? tiers.last { value == $0.maxValue }
        }
    }

    /// One standing of a reputation tier table, e.g. "Friend" from 25200 to 33600.
    public struct ReputationTierRange: Codable, Hashable, Sendable {
        /// The standing's index in its table, e.g. `3`.
        public let id: Int
        /// The standing's name, e.g. "Friend".
        public let name: LocalizedString
        /// The reputation value where the standing starts, e.g. `25200`.
        public let minValue: Int
        /// The reputation value where the standing ends, e.g. `33600`; equal to ``minValue`` for the
        /// last standing.
        public let maxValue: Int

        enum CodingKeys: String, CodingKey {
            case id, name, minValue = "min_value", maxValue = "max_value"
        }
    }
}
