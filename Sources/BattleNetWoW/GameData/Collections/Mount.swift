import Foundation

extension WoW.Operations {
    /// **Mount Index**: every mount.
    package static let mountIndex = APIOperation<WoW.MountIndex>(
        "wowMountIndex", "/data/wow/mount/index", namespace: .static
    )

    /// **Mount**: one mount with its source, faction and creature displays.
    package static let mount = APIOperation<WoW.Mount, Int>(
        "wowMount", "/data/wow/mount/{mountId}", namespace: .static
    )

    /// **Mount Search**: mounts matching a query (e.g. `name.en_US=Brown Horse`), a page at a time.
    package static let mountSearch = APIOperation<WoW.SearchPage<WoW.MountSearchDocument>>(
        "wowMountSearch", "/data/wow/search/mount", namespace: .static
    )
}

extension WoW {
    /// Every mount (778 mounts in the 8.2.5 body).
    public struct MountIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<MountIndex>?
        /// The mounts, e.g. "Brown Horse" (id `6`); a name may be `null`.
        public let mounts: [BattleNetReference<Mount>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", mounts
        }
    }

    /// One mount.
    ///
    /// ```swift
    /// let mount = try await client.wow.mount(id: 6)
    /// mount.name                  // "Brown Horse"
    /// mount.faction?.type         // .alliance
    /// ```
    public struct Mount: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Mount>?
        /// The mount id, e.g. `6`.
        public let id: Int
        /// The mount name, e.g. "Brown Horse".
        public let name: LocalizedString
        /// Its creature displays (media documents of its models); the references carry an `id` from
        /// 2020 (8.3) on, none in 2019 bodies.
        public let creatureDisplays: [BattleNetReference<Media>]
        /// The flavor text, e.g. "A favorite among Stormwind's guards thanks to its patience and
        /// stamina."; `null` for some mounts.
        public let description: LocalizedString?
        /// How it is obtained, e.g. `{"type": "VENDOR", "name": "Vendor"}`; `nil` when the body leaves it out.
        public let source: TypedName<MountSource>?
        /// The faction that can use it, e.g. `ALLIANCE`; absent for mounts of both factions.
        public let faction: TypedName<Faction>?
        /// Who may use it (classes, races, faction), when restricted.
        public let requirements: MountRequirements?
        /// Whether the collection hides it until collected.
        public let shouldExcludeIfUncollected: Bool?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, creatureDisplays = "creature_displays", description, source, faction
            case requirements, shouldExcludeIfUncollected = "should_exclude_if_uncollected"
        }
    }

    /// How a mount is obtained (open: every source Blizzard sends decodes).
    public struct MountSource: OpenStringValue {
        /// The source as Blizzard sends it, e.g. `VENDOR`.
        public let rawValue: String
        /// Any source, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Bought from a vendor, e.g. the Brown Horse.
        public static let vendor: MountSource = "VENDOR"
    }

    /// Who may use a mount.
    public struct MountRequirements: Codable, Hashable, Sendable {
        /// The faction that may use it.
        public let faction: TypedName<Faction>?
        /// The classes that may use it.
        public let classes: [BattleNetReference<PlayableClass>]?
        /// The races that may use it.
        public let races: [BattleNetReference<PlayableRace>]?

        enum CodingKeys: String, CodingKey {
            case faction, classes, races
        }
    }

    /// The searchable data of a mount, as a mount search result holds it.
    ///
    /// No search response was recorded, so no recorded body backs this model; names carry every locale.
    public struct MountSearchDocument: WoWSearchDocument {
        /// The full document a result links to.
        public typealias Full = Mount
        /// The mount id, e.g. `6`.
        public let id: Int
        /// The mount name in every locale.
        public let name: LocalizedString
        /// Its creature displays, by id.
        public let creatureDisplays: [MountSearchCreatureDisplay]
        /// How it is obtained, with the name in every locale; optional as in the full ``Mount``.
        public let source: TypedName<MountSource>?
        /// The faction that can use it.
        public let faction: TypedName<Faction>?

        enum CodingKeys: String, CodingKey {
            case id, name, creatureDisplays = "creature_displays", source, faction
        }
    }

    /// A creature display of a ``MountSearchDocument``, by id.
    public struct MountSearchCreatureDisplay: Codable, Hashable, Sendable {
        /// The creature display id, e.g. `2404`; optional because 2019 mount bodies list their displays
        /// by link only.
        public let id: Int?

        enum CodingKeys: String, CodingKey {
            case id
        }
    }
}
