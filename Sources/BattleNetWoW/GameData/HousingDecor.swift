import Foundation

// Player Housing game data (decor, fixtures, fixture hooks, rooms), served since patch 11.2.7.
// No response was recorded, so no recorded body backs the models. Housing is new and
// its shape still changes (several names became nullable), so every name is optional. The models of
// this family are in HousingDecorModels.swift.

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
