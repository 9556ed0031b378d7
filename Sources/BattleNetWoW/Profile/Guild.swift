import Foundation

extension WoW.Operations {
    /// **Guild**: one guild's summary: faction, crest, member count, achievement points, founding
    /// date and the links to its roster, achievements and activity.
    ///
    /// Arguments: the realm slug and the guild's name or slug ("Mythical Warriors" becomes
    /// `mythical-warriors`). The guild lives under `/data/wow/` but reads the **profile** namespace.
    package static let guild = APIOperation<WoW.Guild, RealmSlug, GuildSlug>(
        "wowGuild", "/data/wow/guild/{realmSlug}/{nameSlug}", namespace: .profile,
        flavors: .retailAndClassicProfiles
    )

    /// **Guild Activity**: a guild's recent activity: members' achievements and boss kills.
    package static let guildActivity = APIOperation<WoW.GuildActivity, RealmSlug, GuildSlug>(
        "wowGuildActivity", "/data/wow/guild/{realmSlug}/{nameSlug}/activity", namespace: .profile,
        flavors: .retailAndClassicProfiles
    )

    /// **Guild Achievements**: a guild's achievements with their criteria progress, its points per
    /// category and its latest achievements.
    package static let guildAchievements = APIOperation<WoW.GuildAchievements, RealmSlug, GuildSlug>(
        "wowGuildAchievements", "/data/wow/guild/{realmSlug}/{nameSlug}/achievements", namespace: .profile,
        flavors: .retailAndClassicProfiles
    )

    /// **Guild Roster**: a guild's members with their level, class, race and guild rank.
    package static let guildRoster = APIOperation<WoW.GuildRoster, RealmSlug, GuildSlug>(
        "wowGuildRoster", "/data/wow/guild/{realmSlug}/{nameSlug}/roster", namespace: .profile,
        flavors: .retailAndClassicProfiles
    )
}

extension WoW {
    /// One guild (retail and Classic).
    ///
    /// ```swift
    /// let guild = try await client.wow.guild(realm: "deathwing", name: "Enigma")
    /// guild.memberCount                  // 90
    /// guild.createdTimestamp.date        // 2008-11-08 20:42:33 +0000
    /// let roster = try await client.value(guild.roster)
    /// ```
    public struct Guild: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Guild>?
        /// The guild's id, e.g. `40732076`.
        public let id: Int
        /// The guild's name, e.g. "Enigma" (guild names are not localized).
        public let name: String
        /// The guild's faction, e.g. `{"type": "HORDE", "name": "Horde"}`.
        public let faction: TypedName<Faction>
        /// The guild's achievement points, e.g. `1145`.
        public let achievementPoints: Int
        /// How many characters the guild has, e.g. `90`.
        public let memberCount: Int
        /// The guild's realm, e.g. "Deathwing" (`deathwing`, id `15`).
        public let realm: RealmReference
        /// The guild's crest (tabard): emblem, border and background; in every recording, but may be absent
        /// in Classic bodies.
        public let crest: GuildCrest?
        /// The link to the guild's members (``GuildRoster``).
        public let roster: BattleNetLink<GuildRoster>
        /// The link to the guild's achievements (``GuildAchievements``).
        public let achievements: BattleNetLink<GuildAchievements>
        /// The link to the guild's recent activity (``GuildActivity``); in the 2020 US body, absent
        /// from the two 2019 EU bodies.
        public let activity: BattleNetLink<GuildActivity>?
        /// When the guild was founded, e.g. `1226176953000` (2008-11-08).
        public let createdTimestamp: EpochMilliseconds
        /// The guild's name as the search index holds it (lowercased); in newer bodies only, not in the
        /// recordings.
        public let nameSearch: String?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, faction, achievementPoints = "achievement_points"
            case memberCount = "member_count", realm, crest, roster, achievements, activity
            case createdTimestamp = "created_timestamp", nameSearch = "name_search"
        }
    }

    /// A guild's crest: `{"emblem": {...}, "border": {...}, "background": {"color": {...}}}`. The
    /// emblems, borders and colors are those of ``GuildCrestComponentsIndex``.
    public struct GuildCrest: Codable, Hashable, Sendable {
        /// The emblem (the symbol in the middle), e.g. id `73` in color `16`.
        public let emblem: GuildCrestElement
        /// The border, e.g. id `0` in color `14`.
        public let border: GuildCrestElement
        /// The background.
        public let background: GuildCrestBackground

        enum CodingKeys: String, CodingKey {
            case emblem, border, background
        }
    }

    /// The emblem or the border of a ``GuildCrest``: its id, image and color.
    public struct GuildCrestElement: Codable, Hashable, Sendable {
        /// The emblem or border id, e.g. `73`: the argument of ``WoW/Endpoints/guildCrestEmblemMedia(id:)``
        /// or ``WoW/Endpoints/guildCrestBorderMedia(id:)``.
        public let id: Int
        /// Its image document; the reference carries an `id` in 2020 bodies, none in 2019 ones.
        public let media: BattleNetReference<Media>
        /// Its color, e.g. `{"id": 16, "rgba": {"r": 223, "g": 165, "b": 90, "a": 1}}`.
        public let color: GuildCrestColor

        enum CodingKeys: String, CodingKey {
            case id, media, color
        }
    }

    /// The background of a ``GuildCrest``: a color only.
    public struct GuildCrestBackground: Codable, Hashable, Sendable {
        /// The background color, e.g. `{"id": 2, "rgba": {"r": 158, "g": 0, "b": 54, "a": 1}}`.
        public let color: GuildCrestColor

        enum CodingKeys: String, CodingKey {
            case color
        }
    }

    /// A guild's members.
    ///
    /// ```swift
    /// let roster = try await client.wow.guildRoster(realm: "azuremyst", name: "Imperium")
    /// roster.members.count                                         // 536
    /// roster.members.first { $0.rank == 0 }?.character.name        // "Lasaitasuna" (guild master)
    /// ```
    public struct GuildRoster: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<GuildRoster>?
        /// The guild: name, id, realm and (from 2020) faction.
        public let guild: GuildReference
        /// The members, in no particular order.
        public let members: [GuildRosterMember]

        enum CodingKeys: String, CodingKey {
            case links = "_links", guild, members
        }
    }

    /// One member of a ``GuildRoster``: the character and its guild rank.
    public struct GuildRosterMember: Codable, Hashable, Sendable {
        /// The character: name, id, realm, level, class and race.
        public let character: GuildRosterCharacter
        /// The character's guild rank, `0` being the guild master, e.g. `4`.
        public let rank: Int

        enum CodingKeys: String, CodingKey {
            case character, rank
        }
    }

    /// A character as a ``GuildRoster`` lists it: a ``CharacterReference`` plus its level, class
    /// and race (references without names).
    public struct GuildRosterCharacter: Codable, Hashable, Sendable {
        /// The link to the character's profile summary, e.g.
        /// `.../profile/wow/character/deathwing/sharkweak?namespace=profile-us`; in the 2020 body,
        /// absent from the 2019 one.
        public let key: BattleNetLink<CharacterProfileSummary>?
        /// The character's name, e.g. "Vanstr7A268A" (names are not localized).
        public let name: String
        /// The character's id, e.g. `125445770`.
        public let id: Int
        /// The character's realm: link, id and slug (no name), e.g. `deathwing`.
        public let realm: RealmReference
        /// The character's level, e.g. `85`.
        public let level: Int
        /// The character's class, an id without a name, e.g. `2` (Paladin).
        public let playableClass: BattleNetReference<PlayableClass>
        /// The character's race, an id without a name, e.g. `10` (Blood Elf).
        public let playableRace: BattleNetReference<PlayableRace>
        /// The character's faction, the type alone, e.g. `{"type": "HORDE"}`; in newer bodies, not in the
        /// recordings.
        public let faction: TypedName<Faction>?

        enum CodingKeys: String, CodingKey {
            case key, name, id, realm, level, playableClass = "playable_class", playableRace = "playable_race", faction
        }
    }

    /// A guild's achievements.
    ///
    /// Every key but ``guild`` is optional: a Classic Era body may carry the guild alone.
    ///
    /// ```swift
    /// let achievements = try await client.wow.guildAchievements(realm: "deathwing", name: "Enigma")
    /// achievements.totalPoints                                  // 1145
    /// achievements.recentEvents?.first?.achievement.name        // "Skinnin' for a Livin'"
    /// ```
    public struct GuildAchievements: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<GuildAchievements>?
        /// The guild: name, id, realm and (from 2020) faction.
        public let guild: GuildReference
        /// How many achievements the guild has completed, e.g. `123`.
        public let totalQuantity: Int?
        /// The guild's achievement points, e.g. `1145`.
        public let totalPoints: Int?
        /// The achievements the guild has completed or made progress on.
        public let achievements: [AchievementProgress]?
        /// The guild's progress per achievement category, e.g. "Battlegrounds": 1 achievement, 10
        /// points.
        public let categoryProgress: [AchievementCategoryProgress]?
        /// The guild's latest achievements, newest first.
        public let recentEvents: [AchievementEvent]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", guild, totalQuantity = "total_quantity", totalPoints = "total_points", achievements
            case categoryProgress = "category_progress", recentEvents = "recent_events"
        }
    }

    /// A guild's recent activity.
    ///
    /// ```swift
    /// let activity = try await client.wow.guildActivity(realm: "deathwing", name: "Enigma")
    /// for entry in activity.activities ?? [] where entry.activity.type == .encounter {
    ///     print(entry.encounterCompleted?.encounter.name ?? "", entry.timestamp)
    /// }
    /// ```
    public struct GuildActivity: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<GuildActivity>?
        /// The guild: name, id, realm and faction.
        public let guild: GuildReference
        /// The activities, newest first; absent when the guild has none (the Enigma recording), and may be
        /// absent in Classic bodies.
        public let activities: [GuildActivityEntry]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", guild, activities
        }
    }

    /// One activity of a ``GuildActivity``: its kind, the payload of that kind, and when it happened.
    ///
    /// The payload is one of ``characterAchievement`` (kind ``GuildActivityType/characterAchievement``)
    /// and ``encounterCompleted`` (kind ``GuildActivityType/encounter``); both are optional, so a kind
    /// Blizzard adds still decodes, with neither.
    public struct GuildActivityEntry: Codable, Hashable, Sendable {
        /// The kind of activity, the type alone, e.g. `{"type": "CHARACTER_ACHIEVEMENT"}`.
        public let activity: TypedName<GuildActivityType>
        /// A member's achievement, for ``GuildActivityType/characterAchievement``.
        public let characterAchievement: GuildCharacterAchievementActivity?
        /// A boss kill, for ``GuildActivityType/encounter``.
        public let encounterCompleted: GuildEncounterActivity?
        /// When it happened.
        public let timestamp: EpochMilliseconds

        enum CodingKeys: String, CodingKey {
            case activity, characterAchievement = "character_achievement", encounterCompleted = "encounter_completed"
            case timestamp
        }
    }

    /// The kind of a ``GuildActivityEntry`` (open: another kind decodes too).
    public struct GuildActivityType: OpenStringValue {
        /// The kind as Blizzard sends it, e.g. `CHARACTER_ACHIEVEMENT`.
        public let rawValue: String
        /// Any kind, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A member earned an achievement (`CHARACTER_ACHIEVEMENT`).
        public static let characterAchievement: GuildActivityType = "CHARACTER_ACHIEVEMENT"
        /// The guild defeated a boss (`ENCOUNTER`).
        public static let encounter: GuildActivityType = "ENCOUNTER"
    }

    /// A member's achievement in a ``GuildActivityEntry``.
    public struct GuildCharacterAchievementActivity: Codable, Hashable, Sendable {
        /// The character: name, id and realm.
        public let character: CharacterReference
        /// The achievement earned.
        public let achievement: BattleNetReference<Achievement>

        enum CodingKeys: String, CodingKey {
            case character, achievement
        }
    }

    /// A boss kill in a ``GuildActivityEntry``.
    public struct GuildEncounterActivity: Codable, Hashable, Sendable {
        /// The boss (journal encounter) defeated.
        public let encounter: BattleNetReference<JournalEncounter>
        /// The difficulty, e.g. `{"type": "MYTHIC", "name": "Mythic"}`.
        public let mode: TypedName<JournalMode>

        enum CodingKeys: String, CodingKey {
            case encounter, mode
        }
    }
}
