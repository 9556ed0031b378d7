import Foundation

extension D3.Operations {
    /// **API Account**: an account's career profile with its heroes. The profile must be public; the
    /// account is its BattleTag, sent as `Name-1234` (case-sensitive).
    package static let account = APIOperation<D3.AccountProfile, BattleTag>("d3ProfileAccount", "/d3/profile/{account}/", labels: ["battleTag"])

    /// **API Hero**: one hero of an account.
    package static let hero = APIOperation<D3.Hero, BattleTag, Int>("d3ProfileHero", "/d3/profile/{account}/hero/{heroId}", labels: ["battleTag", "id"])

    /// **API Detailed Hero Items**: the hero's equipped items in full detail.
    package static let heroItems = APIOperation<D3.HeroItems, BattleTag, Int>(
        "d3ProfileHeroItems", "/d3/profile/{account}/hero/{heroId}/items", model: "D3.HeroItems", labels: ["battleTag", "id"]
    )

    /// **API Detailed Follower Items**: the items of the hero's followers in full detail.
    package static let heroFollowerItems = APIOperation<D3.HeroFollowerItems, BattleTag, Int>(
        "d3ProfileHeroFollowerItems", "/d3/profile/{account}/hero/{heroId}/follower-items", labels: ["battleTag", "id"]
    )
}


// Responses of the D3 profile API (`/d3/profile/{account}/...`). Their parts live in
// ProfileModels.swift (account) and HeroModels.swift (hero, skills, items).

extension D3 {
    /// The damage element of a weapon (`elementalType`).
    public struct ElementalType: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Physical damage (`physical`); no recorded weapon has it.
        public static let physical: Self = "physical"
        /// Fire damage (`fire`); no recorded weapon has it.
        public static let fire: Self = "fire"
        /// Cold damage (`cold`); no recorded weapon has it.
        public static let cold: Self = "cold"
        /// Lightning damage (`lightning`), e.g. the templar's `Thunderfury, Blessed Blade of the Windseeker`
        /// in `d3/profile-hero-follower-items__FaYe-2543_104729462.json`.
        public static let lightning: Self = "lightning"
        /// Poison damage (`poison`); no recorded weapon has it.
        public static let poison: Self = "poison"
        /// Arcane damage (`arcane`); no recorded weapon has it.
        public static let arcane: Self = "arcane"
        /// Holy damage (`holy`), e.g. the hero's `In-geom` in `d3/profile-hero-items__FaYe-2543_104729462.json`.
        public static let holy: Self = "holy"
    }

    /// An account's career profile.
    public struct AccountProfile: Codable, Hashable, Sendable {
        /// `Name#1234`.
        public let battleTag: String
        /// Paragon level of the non-seasonal, non-hardcore heroes, e.g. `1740`.
        public let paragonLevel: Int
        /// Paragon level of the non-seasonal hardcore heroes, e.g. `794`.
        public let paragonLevelHardcore: Int
        /// Paragon level of the seasonal non-hardcore heroes in the current season, e.g. `349` (December
        /// 2019 recording, with a season 19 hero); `0` in the August 2019 recording, which lists no seasonal hero.
        public let paragonLevelSeason: Int
        /// Paragon level of the seasonal hardcore heroes in the current season, e.g. `0`.
        public let paragonLevelSeasonHardcore: Int
        /// Clan name; may be absent or empty for players outside a clan.
        public let guildName: String?
        /// The account's heroes: in name order in the 2019 recordings (7 in the December one, e.g.
        /// `"BITCONNEEECT"`), not in the September 2015 one (13, `"FaYee"` first); dead hardcore heroes are
        /// listed in ``fallenHeroes`` instead.
        public let heroes: [HeroSummary]
        /// Id of the hero played last.
        public let lastHeroPlayed: Int
        /// Epoch seconds; see `lastUpdatedDate`.
        public let lastUpdated: EpochSeconds
        /// Kills over all heroes of the account, e.g. `monsters` `4577054`, `elites` `439055`.
        public let kills: ProfileKills
        /// Highest level a hardcore hero of the account reached, e.g. `70`.
        public let highestHardcoreLevel: Int
        /// Share of play time per class, relative to the most played class (which is 1.0).
        public let timePlayed: TimePlayed
        /// Whether the account completed each act's story: every act is `false` in the 2019 recordings,
        /// `true` in the 2015 bodies.
        public let progression: AccountProgression
        /// Dead hardcore heroes, e.g. `"OldManAss"` (the only one in the September 2015 recording); `[]`
        /// in the February 2015 body; `nil` when the body leaves the key out.
        public let fallenHeroes: [FallenHero]?
        /// Blacksmith training in the normal (non-hardcore, non-seasonal) game, e.g. level `12` (December
        /// 2019) or `3` (September 2015). Every artisan key is absent from the February 2015 `Brackets#1829`
        /// body (a test stub of that era, which may have left them out), so these nine are optional like
        /// the three season-hardcore ones.
        public let blacksmith: ArtisanProgress?
        /// Jeweler training in the normal game; absent like ``blacksmith``.
        public let jeweler: ArtisanProgress?
        /// Mystic training in the normal game; absent like ``blacksmith``.
        public let mystic: ArtisanProgress?
        /// Blacksmith training in hardcore; absent like ``blacksmith``.
        public let blacksmithHardcore: ArtisanProgress?
        /// Jeweler training in hardcore; absent like ``blacksmith``.
        public let jewelerHardcore: ArtisanProgress?
        /// Mystic training in hardcore; absent like ``blacksmith``.
        public let mysticHardcore: ArtisanProgress?
        /// Blacksmith training in the current season; absent like ``blacksmith``.
        public let blacksmithSeason: ArtisanProgress?
        /// Jeweler training in the current season; absent like ``blacksmith``.
        public let jewelerSeason: ArtisanProgress?
        /// Mystic training in the current season; absent like ``blacksmith``.
        public let mysticSeason: ArtisanProgress?
        /// Blacksmith training in seasonal hardcore; absent in the 2015 bodies (the September 2015
        /// recording has the other six artisan keys but none of the three season-hardcore ones).
        public let blacksmithSeasonHardcore: ArtisanProgress?
        /// Absent like ``blacksmithSeasonHardcore``.
        public let jewelerSeasonHardcore: ArtisanProgress?
        /// Absent like ``blacksmithSeasonHardcore``.
        public let mysticSeasonHardcore: ArtisanProgress?
        /// Per-season summaries keyed `"season0"` (non-seasonal), `"season12"`, ...; see `seasonalProfile(season:)`.
        public let seasonalProfiles: [String: SeasonalProfile]

        /// `lastUpdated` as a date.
        public var lastUpdatedDate: Date? { lastUpdated.date }

        /// The summary of season `season` (0 = non-seasonal), if the account played it.
        public func seasonalProfile(season: Int) -> SeasonalProfile? {
            seasonalProfiles["season\(season)"] ?? seasonalProfiles.values.first { $0.seasonID == season }
        }
    }

    /// A hero's full profile.
    ///
    /// Decodes both the current body (`alive`, `lastUpdated`) and the 2015 one (`dead`, `last-updated`).
    public struct Hero: Codable, Hashable, Sendable {
        /// The hero's id (the `{heroId}` of the request), e.g. `104729462`.
        public let id: Int
        /// The name the player gave the hero, e.g. `"BITCONNEEECT"`.
        public let name: String
        /// The hero's class (JSON key `class`), e.g. `.necromancer`.
        public let heroClass: HeroClass
        /// 0 = male, 1 = female.
        public let gender: Int
        /// Hero level, e.g. `70`.
        public let level: Int
        /// Paragon level, shared by the account's heroes of the same mode (e.g. `1740`, the account's
        /// non-seasonal ``D3/AccountProfile/paragonLevel``).
        public let paragonLevel: Int
        /// Whether this is a hardcore hero; `false` in the December 2019 recording, `true` for the February
        /// 2015 body's `"YiiIII"`.
        public let hardcore: Bool
        /// Whether this is a seasonal hero; `false` in the December 2019 recording (which has
        /// `seasonCreated` `13`), `true` for `"YiiIII"` (February 2015, `seasonCreated` `2`).
        public let seasonal: Bool
        /// Season the hero was created in (0 = non-seasonal). Optional: a per-hero season field, not
        /// guaranteed on heroes from before seasons.
        public let seasonCreated: Int?
        /// The hero's kills, e.g. `elites` `3951` (`76706` for the September 2015 recording's `"FaYee"`).
        public let kills: HeroKills
        /// Current bodies only; the 2015 bodies send `dead` instead (see `isDead`).
        public let alive: Bool?
        /// The 2015 bodies only (`false` in both); current bodies send `alive`.
        public let dead: Bool?
        /// Epoch seconds, from `lastUpdated` (current) or `last-updated` (the 2015 bodies); see `lastUpdatedDate`.
        public let lastUpdated: EpochSeconds?
        /// Highest solo greater-rift tier; absent in the 2015 bodies.
        public let highestSoloRiftCompleted: Int?
        /// The equipped active and passive skills (six and four in each recording, e.g. `corpse-lance`).
        public let skills: HeroSkills
        /// Equipped items by slot; empty slots are missing.
        public let items: EquippedItems<HeroItem>
        /// Followers by slug (all three in the recordings of 2015 and 2019); absent from the February
        /// 2015 `YiiIII` body (a test stub of that era, which may have left them out).
        public let followers: HeroFollowers?
        /// Kanai's cube powers in slot order (weapon, armour, jewellery); a `nil` element is an empty
        /// cube slot. Absent for heroes without cube data, e.g. the February 2015 `"YiiIII"` (the cube came
        /// with patch 2.3 that August; the September 2015 recording has three powers).
        public let legendaryPowers: [HeroItem?]?
        /// The character-sheet stats, e.g. `life` `577856.1`.
        public let stats: HeroStats
        /// Story progress per act: no act is completed and no quest listed in the December 2019 recording,
        /// every act completed in the September 2015 one; absent from the February 2015 `YiiIII` body
        /// (like ``followers``).
        public let progression: HeroProgression?

        enum CodingKeys: String, CodingKey {
            case id, name
            case heroClass = "class"
            case gender, level, paragonLevel, hardcore, seasonal, seasonCreated, kills, alive, dead, lastUpdated
            case highestSoloRiftCompleted, skills, items, followers, legendaryPowers, stats, progression
        }

        private enum LegacyCodingKeys: String, CodingKey {
            case lastUpdated = "last-updated"
        }

        /// Whether `lastUpdated` came as `last-updated`, so that encoding writes the key it read.
        private let lastUpdatedIsLegacy: Bool

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try c.decode(Int.self, forKey: .id)
            name = try c.decode(String.self, forKey: .name)
            heroClass = try c.decode(HeroClass.self, forKey: .heroClass)
            gender = try c.decode(Int.self, forKey: .gender)
            level = try c.decode(Int.self, forKey: .level)
            paragonLevel = try c.decode(Int.self, forKey: .paragonLevel)
            hardcore = try c.decode(Bool.self, forKey: .hardcore)
            seasonal = try c.decode(Bool.self, forKey: .seasonal)
            seasonCreated = try c.decodeIfPresent(Int.self, forKey: .seasonCreated)
            kills = try c.decode(HeroKills.self, forKey: .kills)
            alive = try c.decodeIfPresent(Bool.self, forKey: .alive)
            dead = try c.decodeIfPresent(Bool.self, forKey: .dead)
            let legacy = try decoder.container(keyedBy: LegacyCodingKeys.self)
            let current = try c.decodeIfPresent(EpochSeconds.self, forKey: .lastUpdated)
            lastUpdated = try current ?? legacy.decodeIfPresent(EpochSeconds.self, forKey: .lastUpdated)
            lastUpdatedIsLegacy = current == nil && lastUpdated != nil
            highestSoloRiftCompleted = try c.decodeIfPresent(Int.self, forKey: .highestSoloRiftCompleted)
            skills = try c.decode(HeroSkills.self, forKey: .skills)
            items = try c.decode(EquippedItems<HeroItem>.self, forKey: .items)
            followers = try c.decodeIfPresent(HeroFollowers.self, forKey: .followers)
            legendaryPowers = try c.decodeIfPresent([HeroItem?].self, forKey: .legendaryPowers)
            stats = try c.decode(HeroStats.self, forKey: .stats)
            progression = try c.decodeIfPresent(HeroProgression.self, forKey: .progression)
        }

        /// Encodes with the keys the body used (`last-updated` for a 2015 body).
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(name, forKey: .name)
            try c.encode(heroClass, forKey: .heroClass)
            try c.encode(gender, forKey: .gender)
            try c.encode(level, forKey: .level)
            try c.encode(paragonLevel, forKey: .paragonLevel)
            try c.encode(hardcore, forKey: .hardcore)
            try c.encode(seasonal, forKey: .seasonal)
            try c.encodeIfPresent(seasonCreated, forKey: .seasonCreated)
            try c.encode(kills, forKey: .kills)
            try c.encodeIfPresent(alive, forKey: .alive)
            try c.encodeIfPresent(dead, forKey: .dead)
            if lastUpdatedIsLegacy {
                var legacy = encoder.container(keyedBy: LegacyCodingKeys.self)
                try legacy.encodeIfPresent(lastUpdated, forKey: .lastUpdated)
            } else {
                try c.encodeIfPresent(lastUpdated, forKey: .lastUpdated)
            }
            try c.encodeIfPresent(highestSoloRiftCompleted, forKey: .highestSoloRiftCompleted)
            try c.encode(skills, forKey: .skills)
            try c.encode(items, forKey: .items)
            try c.encodeIfPresent(followers, forKey: .followers)
            try c.encodeIfPresent(legendaryPowers, forKey: .legendaryPowers)
            try c.encode(stats, forKey: .stats)
            try c.encodeIfPresent(progression, forKey: .progression)
        }

        /// Whether the hero is dead, from `alive` or the legacy `dead`; `nil` if neither was sent.
        public var isDead: Bool? { alive.map { !$0 } ?? dead }

        /// `lastUpdated` as a date.
        public var lastUpdatedDate: Date? { lastUpdated?.date }
    }

    /// The detailed items a hero wears: one object keyed by slot; empty slots are missing.
    public typealias HeroItems = EquippedItems<HeroItemDetail>

    /// The detailed items of a hero's followers: keyed by follower slug, then by slot. A follower without
    /// items is missing (the recording has no `enchantress` key).
    public struct HeroFollowerItems: Codable, Hashable, Sendable {
        /// Items per follower.
        public let followers: OpenDictionary<FollowerSlug, EquippedItems<HeroItemDetail>>

        /// Items by follower (`templar`, `scoundrel`, `enchantress`).
        public init(followers: OpenDictionary<FollowerSlug, EquippedItems<HeroItemDetail>>) { self.followers = followers }

        /// Reads the top-level object of follower slugs.
        public init(from decoder: any Decoder) throws {
            followers = try OpenDictionary(from: decoder)
        }

        public func encode(to encoder: any Encoder) throws { try followers.encode(to: encoder) }

        /// The items of `follower`, if it has any.
        public subscript(follower: FollowerSlug) -> EquippedItems<HeroItemDetail>? { followers[follower] }

        /// The templar's items, e.g. six slots (`neck`, the rings, `mainHand`, `offHand`, `special`) in the
        /// recording; `nil` when the body has no `templar` key.
        public var templar: EquippedItems<HeroItemDetail>? { followers[.templar] }
        /// The scoundrel's items (only `special` in the recording); `nil` when the body has no `scoundrel` key.
        public var scoundrel: EquippedItems<HeroItemDetail>? { followers[.scoundrel] }
        /// The enchantress's items; `nil` when the body has no `enchantress` key, as in the recording.
        public var enchantress: EquippedItems<HeroItemDetail>? { followers[.enchantress] }
    }
}
