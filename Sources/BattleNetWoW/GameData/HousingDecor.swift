import Foundation

// Player Housing game data (decor, fixtures, fixture hooks, rooms), served since patch 11.2.7
// (Dec 2025). No response was recorded: the models follow Pewtro's `housing-decor` types (2026-08).
// Housing is new and its shape still changes (Pewtro made several names nullable in Aug 2026,
// api-facts §11/§13), so every name is optional. The models of this family are in
// HousingDecorModels.swift.

extension WoW.Operations {
    /// **Decor Index**: every housing decor object.
    /// - Remark: HTTP GET /data/wow/decor/index (namespace `static`)
    package static let decorIndex = APIOperation<WoW.DecorIndex>(
        ID.decorIndex, "/data/wow/decor/index", namespace: .static,
        note: "no recording: built from Pewtro's housing-decor types (2026-08)"
    )

    /// **Decor**: one housing decor object with its item, dye slots and sources.
    /// - Remark: HTTP GET /data/wow/decor/{decorId} (namespace `static`)
    package static let decor = APIOperation<WoW.Decor, Int>(
        ID.decor, "/data/wow/decor/{decorId}", namespace: .static,
        note: "no recording: built from Pewtro's housing-decor types (2026-08); names optional (housing names were made nullable)"
    )

    /// **Decor Search**: decor objects matching a query (`name.en_US=...`, `orderby`, `_page`).
    /// - Remark: HTTP GET /data/wow/search/decor (namespace `static`)
    package static let decorSearch = APIOperation<WoW.SearchPage<WoW.DecorSearchDocument>>(
        ID.decorSearch, "/data/wow/search/decor", namespace: .static,
        note: "no recording: no search response was ever recorded; the document follows Pewtro's search types and api-facts §8"
    )

    /// **Fixture Index**: every housing fixture.
    /// - Remark: HTTP GET /data/wow/fixture/index (namespace `static`)
    package static let fixtureIndex = APIOperation<WoW.FixtureIndex>(
        ID.fixtureIndex, "/data/wow/fixture/index", namespace: .static,
        note: "no recording: built from Pewtro's housing-decor types (2026-08)"
    )

    /// **Fixture**: one housing fixture and its hooks.
    /// - Remark: HTTP GET /data/wow/fixture/{fixtureId} (namespace `static`)
    package static let fixture = APIOperation<WoW.Fixture, Int>(
        ID.fixture, "/data/wow/fixture/{fixtureId}", namespace: .static,
        note: "no recording: built from Pewtro's housing-decor types (2026-08; name nullable); kinkofer reported the call not working (2026-04)"
    )

    /// **Fixture Search**: fixtures matching a query (`name.en_US=...`, `orderby`, `_page`).
    /// - Remark: HTTP GET /data/wow/search/fixture (namespace `static`)
    package static let fixtureSearch = APIOperation<WoW.SearchPage<WoW.FixtureSearchDocument>>(
        ID.fixtureSearch, "/data/wow/search/fixture", namespace: .static,
        note: "no recording: no search response was ever recorded; the document follows Pewtro's search types and api-facts §8"
    )

    /// **Fixture Hook Index**: every housing fixture hook.
    /// - Remark: HTTP GET /data/wow/fixture-hook/index (namespace `static`)
    package static let fixtureHookIndex = APIOperation<WoW.FixtureHookIndex>(
        ID.fixtureHookIndex, "/data/wow/fixture-hook/index", namespace: .static,
        note: "no recording: built from Pewtro's housing-decor types (2026-08)"
    )

    /// **Fixture Hook**: one fixture hook with its parent fixture.
    /// - Remark: HTTP GET /data/wow/fixture-hook/{fixtureHookId} (namespace `static`)
    package static let fixtureHook = APIOperation<WoW.FixtureHook, Int>(
        ID.fixtureHook, "/data/wow/fixture-hook/{fixtureHookId}", namespace: .static,
        note: "no recording: built from Pewtro's housing-decor types (2026-08)"
    )

    /// **Fixture Hook Search**: fixture hooks matching a query (`orderby`, `_page`).
    /// - Remark: HTTP GET /data/wow/search/fixture-hook (namespace `static`)
    package static let fixtureHookSearch = APIOperation<WoW.SearchPage<WoW.FixtureHookSearchDocument>>(
        ID.fixtureHookSearch, "/data/wow/search/fixture-hook", namespace: .static,
        note: "no recording: no search response was ever recorded; the document follows Pewtro's search types (which list only an id) and api-facts §8"
    )

    /// **Room Index**: every housing room.
    /// - Remark: HTTP GET /data/wow/room/index (namespace `static`)
    package static let roomIndex = APIOperation<WoW.RoomIndex>(
        ID.roomIndex, "/data/wow/room/index", namespace: .static,
        note: "no recording: built from Pewtro's housing-decor types (2026-08)"
    )

    /// **Room**: one housing room.
    /// - Remark: HTTP GET /data/wow/room/{roomId} (namespace `static`)
    package static let room = APIOperation<WoW.Room, Int>(
        ID.room, "/data/wow/room/{roomId}", namespace: .static,
        note: "no recording: built from Pewtro's housing-decor types (2026-08)"
    )

    /// **Room Search**: rooms matching a query (`name.en_US=...`, `orderby`, `_page`).
    /// - Remark: HTTP GET /data/wow/search/room (namespace `static`)
    package static let roomSearch = APIOperation<WoW.SearchPage<WoW.RoomSearchDocument>>(
        ID.roomSearch, "/data/wow/search/room", namespace: .static,
        note: "no recording: no search response was ever recorded; the document follows Pewtro's search types and api-facts §8"
    )
}
