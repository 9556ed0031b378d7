import Foundation

// Player Housing game data (decor, fixtures, fixture hooks, rooms), served since patch 11.2.7.
// No response was recorded, so no recorded body backs the models. Housing is new and
// its shape still changes (several names became nullable), so every name is optional. The models of
// this family are in HousingDecorModels.swift.

extension WoW.Operations {
    /// **Decor Index**: every housing decor object.
    /// - Remark: HTTP GET /data/wow/decor/index (namespace `static`)
    package static let decorIndex = APIOperation<WoW.DecorIndex>(
        ID.decorIndex, "/data/wow/decor/index", namespace: .static
    )

    /// **Decor**: one housing decor object with its item, dye slots and sources.
    /// - Remark: HTTP GET /data/wow/decor/{decorId} (namespace `static`)
    package static let decor = APIOperation<WoW.Decor, Int>(
        ID.decor, "/data/wow/decor/{decorId}", namespace: .static
    )

    /// **Decor Search**: decor objects matching a query (`name.en_US=...`, `orderby`, `_page`).
    /// - Remark: HTTP GET /data/wow/search/decor (namespace `static`)
    package static let decorSearch = APIOperation<WoW.SearchPage<WoW.DecorSearchDocument>>(
        ID.decorSearch, "/data/wow/search/decor", namespace: .static
    )

    /// **Fixture Index**: every housing fixture.
    /// - Remark: HTTP GET /data/wow/fixture/index (namespace `static`)
    package static let fixtureIndex = APIOperation<WoW.FixtureIndex>(
        ID.fixtureIndex, "/data/wow/fixture/index", namespace: .static
    )

    /// **Fixture**: one housing fixture and its hooks.
    /// - Remark: HTTP GET /data/wow/fixture/{fixtureId} (namespace `static`)
    package static let fixture = APIOperation<WoW.Fixture, Int>(
        ID.fixture, "/data/wow/fixture/{fixtureId}", namespace: .static
    )

    /// **Fixture Search**: fixtures matching a query (`name.en_US=...`, `orderby`, `_page`).
    /// - Remark: HTTP GET /data/wow/search/fixture (namespace `static`)
    package static let fixtureSearch = APIOperation<WoW.SearchPage<WoW.FixtureSearchDocument>>(
        ID.fixtureSearch, "/data/wow/search/fixture", namespace: .static
    )

    /// **Fixture Hook Index**: every housing fixture hook.
    /// - Remark: HTTP GET /data/wow/fixture-hook/index (namespace `static`)
    package static let fixtureHookIndex = APIOperation<WoW.FixtureHookIndex>(
        ID.fixtureHookIndex, "/data/wow/fixture-hook/index", namespace: .static
    )

    /// **Fixture Hook**: one fixture hook with its parent fixture.
    /// - Remark: HTTP GET /data/wow/fixture-hook/{fixtureHookId} (namespace `static`)
    package static let fixtureHook = APIOperation<WoW.FixtureHook, Int>(
        ID.fixtureHook, "/data/wow/fixture-hook/{fixtureHookId}", namespace: .static
    )

    /// **Fixture Hook Search**: fixture hooks matching a query (`orderby`, `_page`).
    /// - Remark: HTTP GET /data/wow/search/fixture-hook (namespace `static`)
    package static let fixtureHookSearch = APIOperation<WoW.SearchPage<WoW.FixtureHookSearchDocument>>(
        ID.fixtureHookSearch, "/data/wow/search/fixture-hook", namespace: .static
    )

    /// **Room Index**: every housing room.
    /// - Remark: HTTP GET /data/wow/room/index (namespace `static`)
    package static let roomIndex = APIOperation<WoW.RoomIndex>(
        ID.roomIndex, "/data/wow/room/index", namespace: .static
    )

    /// **Room**: one housing room.
    /// - Remark: HTTP GET /data/wow/room/{roomId} (namespace `static`)
    package static let room = APIOperation<WoW.Room, Int>(
        ID.room, "/data/wow/room/{roomId}", namespace: .static
    )

    /// **Room Search**: rooms matching a query (`name.en_US=...`, `orderby`, `_page`).
    /// - Remark: HTTP GET /data/wow/search/room (namespace `static`)
    package static let roomSearch = APIOperation<WoW.SearchPage<WoW.RoomSearchDocument>>(
        ID.roomSearch, "/data/wow/search/room", namespace: .static
    )
}
