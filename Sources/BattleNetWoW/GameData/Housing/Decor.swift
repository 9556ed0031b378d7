import Foundation

// Player Housing game data (decor, fixtures, fixture hooks, rooms), served since patch 11.2.7. No
// response was recorded, so no recorded body backs the models. Housing is new and its shape still
// changes (several names became nullable), so every name is optional, and so are fields that may be
// absent or `null`.

extension WoW.Operations {
    /// **Decor Index**: every housing decor object.
    package static let decorIndex = APIOperation<WoW.DecorIndex>(
        "wowDecorIndex", "/data/wow/decor/index", namespace: .static
    )

    /// **Decor**: one housing decor object with its item, dye slots and sources.
    package static let decor = APIOperation<WoW.Decor, Int>(
        "wowDecor", "/data/wow/decor/{decorId}", namespace: .static
    )

    /// **Decor Search**: decor objects matching a query (`name.en_US=...`, `orderby`, `_page`).
    package static let decorSearch = APIOperation<WoW.SearchPage<WoW.DecorSearchDocument>>(
        "wowDecorSearch", "/data/wow/search/decor", namespace: .static
    )

    /// **Fixture Index**: every housing fixture.
    package static let fixtureIndex = APIOperation<WoW.FixtureIndex>(
        "wowFixtureIndex", "/data/wow/fixture/index", namespace: .static
    )

    /// **Fixture**: one housing fixture and its hooks.
    package static let fixture = APIOperation<WoW.Fixture, Int>(
        "wowFixture", "/data/wow/fixture/{fixtureId}", namespace: .static
    )

    /// **Fixture Search**: fixtures matching a query (`name.en_US=...`, `orderby`, `_page`).
    package static let fixtureSearch = APIOperation<WoW.SearchPage<WoW.FixtureSearchDocument>>(
        "wowFixtureSearch", "/data/wow/search/fixture", namespace: .static
    )

    /// **Fixture Hook Index**: every housing fixture hook.
    package static let fixtureHookIndex = APIOperation<WoW.FixtureHookIndex>(
        "wowFixtureHookIndex", "/data/wow/fixture-hook/index", namespace: .static
    )

    /// **Fixture Hook**: one fixture hook with its parent fixture.
    package static let fixtureHook = APIOperation<WoW.FixtureHook, Int>(
        "wowFixtureHook", "/data/wow/fixture-hook/{fixtureHookId}", namespace: .static
    )

    /// **Fixture Hook Search**: fixture hooks matching a query (`orderby`, `_page`).
    package static let fixtureHookSearch = APIOperation<WoW.SearchPage<WoW.FixtureHookSearchDocument>>(
        "wowFixtureHookSearch", "/data/wow/search/fixture-hook", namespace: .static
    )

    /// **Room Index**: every housing room.
    package static let roomIndex = APIOperation<WoW.RoomIndex>(
        "wowRoomIndex", "/data/wow/room/index", namespace: .static
    )

    /// **Room**: one housing room.
    package static let room = APIOperation<WoW.Room, Int>(
        "wowRoom", "/data/wow/room/{roomId}", namespace: .static
    )

    /// **Room Search**: rooms matching a query (`name.en_US=...`, `orderby`, `_page`).
    package static let roomSearch = APIOperation<WoW.SearchPage<WoW.RoomSearchDocument>>(
        "wowRoomSearch", "/data/wow/search/room", namespace: .static
    )
}

extension WoW {
    /// The decor index.
    public struct DecorIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<DecorIndex>?
        /// Every decor object.
        public let decorItems: [BattleNetReference<Decor>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", decorItems = "decor_items"
        }
    }

    /// A housing decor object: the item it comes from, its dye slots and where to get it. Decor has
    /// no media endpoint of its own: use the item's media.
    public struct Decor: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Decor>?
        /// The decor id.
        public let id: Int
        /// The decor's name.
        public let name: LocalizedString?
        /// The item the decor is placed from (the key is `items`, but it holds one reference).
        public let items: BattleNetReference<Item>?
        /// How many of the decor an account starts with.
        public let defaultCollectionCount: Int?
        /// The parts of the decor that can be dyed.
        public let dyeSlots: [DecorDyeSlot]?
        /// Where the decor comes from: achievements, quests or recipes.
        public let source: [DecorSource]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, items, defaultCollectionCount = "default_collection_count"
            case dyeSlots = "dye_slots", source
        }
    }

    /// A dyeable part of a decor object.
    public struct DecorDyeSlot: Codable, Hashable, Sendable {
        /// The slot's position on the decor, from 0.
        public let slotIndex: Int
        /// The category of dye colors the slot takes.
        public let dyeColorCategory: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case slotIndex = "slot_index", dyeColorCategory = "dye_color_category"
        }
    }

    /// Where a decor object comes from; each kind of source is listed when there is one.
    public struct DecorSource: Codable, Hashable, Sendable {
        /// Achievements that award the decor.
        public let achievements: [BattleNetReference<Achievement>]?
        /// Quests that award the decor.
        public let quests: [BattleNetReference<Quest>]?
        /// Recipes that craft the decor.
        public let recipes: [BattleNetReference<Recipe>]?

        enum CodingKeys: String, CodingKey {
            case achievements, quests, recipes
        }
    }

    /// The searchable data of a decor object, as a result of ``WoW/Endpoints/decorSearch(_:)`` holds it.
    public struct DecorSearchDocument: WoWSearchDocument {
        /// The full document a result links to.
        public typealias Full = WoW.Decor

        /// The decor id.
        public let id: Int
        /// The decor's name in every locale (a locale may be missing).
        public let name: LocalizedString?
        /// The item the decor is placed from: its id and every-locale name.
        public let item: NamedID<Item>?

        enum CodingKeys: String, CodingKey {
            case id, name, item
        }
    }

    /// The fixture index.
    public struct FixtureIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<FixtureIndex>?
        /// Every fixture; names may be `null`.
        public let fixtures: [BattleNetReference<Fixture>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", fixtures
        }
    }

    /// A housing fixture and the hooks it offers.
    public struct Fixture: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Fixture>?
        /// The fixture id.
        public let id: Int
        /// The fixture's name; `null` for some fixtures.
        public let name: LocalizedString?
        /// The fixture's hooks, when it has any.
        public let hooks: [BattleNetReference<FixtureHook>]?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, hooks
        }
    }

    /// The searchable data of a fixture, as a result of ``WoW/Endpoints/fixtureSearch(_:)`` holds it.
    public struct FixtureSearchDocument: WoWSearchDocument {
        /// The full document a result links to.
        public typealias Full = WoW.Fixture

        /// The fixture id.
        public let id: Int
        /// The fixture's name in every locale (a locale may be missing).
        public let name: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case id, name
        }
    }

    /// The fixture hook index.
    public struct FixtureHookIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<FixtureHookIndex>?
        /// Every fixture hook.
        public let fixtureHooks: [BattleNetReference<FixtureHook>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", fixtureHooks = "fixture_hooks"
        }
    }

    /// A fixture hook: a place on a fixture where something can be attached.
    public struct FixtureHook: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<FixtureHook>?
        /// The fixture hook id.
        public let id: Int
        /// The fixture the hook belongs to; its name may be `null`.
        public let parentFixture: BattleNetReference<Fixture>?
        /// The hook's type name.
        public let typeName: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, parentFixture = "parent_fixture", typeName = "type_name"
        }
    }

    /// The searchable data of a fixture hook, as a result of ``WoW/Endpoints/fixtureHookSearch(_:)``
    /// holds it.
    ///
    /// A fixture hook result may carry only an `id`, beside the result's key rather than inside its `data`;
    /// this document reads the `id` of `data` and accepts a `data` without one.
    public struct FixtureHookSearchDocument: WoWSearchDocument {
        /// The full document a result links to.
        public typealias Full = WoW.FixtureHook

        /// The fixture hook id, e.g. `1001` (in `data`, or beside the key where a result has no `data`).
        public let id: Int?

        enum CodingKeys: String, CodingKey {
            case id
        }
    }

    /// The room index.
    public struct RoomIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<RoomIndex>?
        /// Every room.
        public let rooms: [BattleNetReference<Room>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", rooms
        }
    }

    /// A housing room: its id and name.
    public struct Room: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Room>?
        /// The room id.
        public let id: Int
        /// The room's name.
        public let name: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name
        }
    }

    /// The searchable data of a room, as a result of ``WoW/Endpoints/roomSearch(_:)`` holds it.
    public struct RoomSearchDocument: WoWSearchDocument {
        /// The full document a result links to.
        public typealias Full = WoW.Room

        /// The room id.
        public let id: Int
        /// The room's name in every locale (a locale may be missing).
        public let name: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case id, name
        }
    }
}
