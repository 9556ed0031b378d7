import Foundation

extension FlavorSupport {
    /// The flavors that serve the profile operations Classic shares with retail (character
    /// profile, status, appearance, equipment, hunter pets, media, achievements, statistics, PvP,
    /// specializations, guilds and the account): retail, progression Classic and Classic Era,
    /// with Anniversary realms reported by app code only (`api-facts.md` §5).
    static let retailAndClassicProfiles = FlavorSupport([.retail, .classic, .classicEra], unconfirmed: [.classicAnniversary])
}

extension WoW {
    /// A character as profile and guild documents name it:
    /// `{"key": {...}, "name": "Drinian", "id": 107811065, "realm": {...}}`.
    ///
    /// ```swift
    /// let achievements = try await client.wow.characterAchievementsSummary(realm: "norgannon", name: "Drinian")
    /// achievements.character.name          // "Drinian"
    /// achievements.character.realm.slug    // norgannon
    /// ```
    public struct CharacterReference: Codable, Hashable, Sendable {
        /// The link to the character's profile summary, e.g.
        /// `.../profile/wow/character/norgannon/drinian?namespace=profile-us`.
        public let key: BattleNetLink<CharacterProfileSummary>?
        /// The character's name as the game shows it, e.g. "Drinian" (names are not localized).
        public let name: String
        /// The character's id, e.g. `107811065`.
        public let id: Int
        /// The character's realm: link, id, slug and (usually) name.
        public let realm: RealmReference

        /// A character reference (for tests and previews).
        public init(key: BattleNetLink<CharacterProfileSummary>? = nil, name: String, id: Int, realm: RealmReference) {
            self.key = key
            self.name = name
            self.id = id
            self.realm = realm
        }
    }

    /// A guild as profile and guild documents name it:
    /// `{"key": {...}, "name": "Enigma", "id": 40732076, "realm": {...}, "faction": {...}}`.
    public struct GuildReference: Codable, Hashable, Sendable {
        /// The link to the guild, e.g. `.../data/wow/guild/deathwing/enigma?namespace=profile-us`.
        public let key: BattleNetLink<Guild>?
        /// The guild's name, e.g. "Enigma".
        public let name: String
        /// The guild's id, e.g. `40732076`.
        public let id: Int
        /// The guild's realm.
        public let realm: RealmReference
        /// The guild's faction, e.g. `HORDE`.
        public let faction: TypedName<Faction>?

        /// The guild's slug for guild calls, from its name: "Mythical Warriors" → `mythical-warriors`.
        public var slug: GuildSlug { GuildSlug(name) }

        /// A guild reference (for tests and previews).
        public init(key: BattleNetLink<Guild>? = nil, name: String, id: Int, realm: RealmReference, faction: TypedName<Faction>? = nil) {
            self.key = key
            self.name = name
            self.id = id
            self.realm = realm
            self.faction = faction
        }
    }
}
