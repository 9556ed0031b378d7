import Foundation

extension WoW.Operations {
    /// **Character PvP Bracket Statistics**: a character's rating, tier and season and weekly record
    /// in one PvP bracket.
    ///
    /// Arguments: the realm slug, the character's name and the bracket (``WoW/PvpBracketSlug/arena2v2``,
    /// ``WoW/PvpBracketSlug/arena3v3``, ``WoW/PvpBracketSlug/ratedBattlegrounds``, or per
    /// specialization `"shuffle-<class>-<spec>"`). Classic characters answer too.
    package static let characterPvpBracketStatistics = APIOperation<WoW.CharacterPvpBracketStatistics, RealmSlug, CharacterName, WoW.PvpBracketSlug>(
        "wowCharacterPvpBracketStatistics", "/profile/wow/character/{realmSlug}/{characterName}/pvp-bracket/{pvpBracket}", namespace: .profile,
        flavors: .retailAndClassicProfiles
    )

    /// **Character PvP Summary**: a character's honor level, honorable kills, battleground record per
    /// map and the links to its rated brackets.
    package static let characterPvpSummary = APIOperation<WoW.CharacterPvpSummary, RealmSlug, CharacterName>(
        "wowCharacterPvpSummary", "/profile/wow/character/{realmSlug}/{characterName}/pvp-summary", namespace: .profile,
        flavors: .retailAndClassicProfiles
    )
}

extension WoW {
    /// A character's PvP summary (`/profile/wow/character/{realmSlug}/{characterName}/pvp-summary`).
    ///
    /// No Classic body was recorded and no peer types one, so every field but the character is
    /// optional.
    ///
    /// ```swift
    /// let pvp = try await client.wow.characterPvpSummary(realm: "malganis", name: "Zenli")
    /// pvp.honorLevel                                       // 365
    /// pvp.pvpMapStatistics?.first?.worldMap.name           // "Alterac Valley"
    /// ```
    public struct CharacterPvpSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterPvpSummary>?
        /// The links to the character's rated brackets, e.g. `.../pvp-bracket/3v3?namespace=profile-us`;
        /// in every recording, `nil` when absent.
        public let brackets: [BattleNetLink<CharacterPvpBracketStatistics>]?
        /// The character's honor level, e.g. `365`.
        public let honorLevel: Int?
        /// The character's battleground record per map.
        public let pvpMapStatistics: [CharacterPvpMapStatistics]?
        /// The character's honorable kills, e.g. `23215`.
        public let honorableKills: Int?
        /// The character: name, id and realm.
        public let character: CharacterReference

        enum CodingKeys: String, CodingKey {
            case links = "_links", brackets, honorLevel = "honor_level", pvpMapStatistics = "pvp_map_statistics"
            case honorableKills = "honorable_kills", character
        }
    }

    /// A character's record on one battleground map.
    public struct CharacterPvpMapStatistics: Codable, Hashable, Sendable {
        /// The map, e.g. "Alterac Valley" (id `30`).
        public let worldMap: NamedID<WorldMap>
        /// Games played, won and lost there, e.g. 3, 1 and 2.
        public let matchStatistics: PvpMatchStatistics

        enum CodingKeys: String, CodingKey {
            case worldMap = "world_map", matchStatistics = "match_statistics"
        }
    }

    /// A character's standing in one PvP bracket
    /// (`/profile/wow/character/{realmSlug}/{characterName}/pvp-bracket/{pvpBracket}`).
    ///
    /// ```swift
    /// let arena = try await client.wow.characterPvpBracketStatistics(realm: "malganis", name: "Zenli", bracket: .arena3v3)
    /// arena.rating                          // 3204
    /// arena.seasonMatchStatistics.won       // 894
    /// ```
    public struct CharacterPvpBracketStatistics: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterPvpBracketStatistics>?
        /// The character: name, id and realm.
        public let character: CharacterReference
        /// The character's faction, e.g. `HORDE` ("Horde").
        public let faction: TypedName<Faction>
        /// The bracket, e.g. id `1`, ``PvpBracketType/arena3v3``.
        public let bracket: PvpBracket
        /// The character's rating, e.g. `3204`.
        public let rating: Int
        /// The PvP season, e.g. id `29`; in every retail recording, optional because no Classic
        /// body was recorded and no peer types one.
        public let season: BattleNetReference<PvpSeason>?
        /// The character's PvP tier, e.g. id `14`; optional like ``season`` (Classic has no PvP tiers
        /// in the game-data API).
        public let tier: BattleNetReference<PvpTier>?
        /// The season's games played, won and lost, e.g. 1289, 894 and 395.
        public let seasonMatchStatistics: PvpMatchStatistics
        /// The week's games played, won and lost.
        public let weeklyMatchStatistics: PvpMatchStatistics
        /// The specialization of a solo shuffle bracket (`shuffle-<class>-<spec>`, since 2022);
        /// absent for the other brackets and in the recordings.
        public let specialization: BattleNetReference<PlayableSpecialization>?

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, faction, bracket, rating, season, tier
            case seasonMatchStatistics = "season_match_statistics", weeklyMatchStatistics = "weekly_match_statistics"
            case specialization
        }
    }
}
