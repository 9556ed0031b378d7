import Foundation

extension WoW.Operations {
    /// **Journal Expansion Index**: every expansion (tier) of the Adventure Guide.
    /// - Remark: HTTP GET /data/wow/journal-expansion/index (namespace `static`)
    package static let journalExpansionIndex = APIOperation<WoW.JournalExpansionIndex>(
        ID.journalExpansionIndex, "/data/wow/journal-expansion/index", namespace: .static
    )

    /// **Journal Expansion**: one expansion with its dungeons and raids.
    /// - Remark: HTTP GET /data/wow/journal-expansion/{journalExpansionId} (namespace `static`)
    package static let journalExpansion = APIOperation<WoW.JournalExpansion, Int>(
        ID.journalExpansion, "/data/wow/journal-expansion/{journalExpansionId}", namespace: .static
    )

    /// **Journal Encounter Index**: every encounter (boss) of the Adventure Guide.
    /// - Remark: HTTP GET /data/wow/journal-encounter/index (namespace `static`)
    package static let journalEncounterIndex = APIOperation<WoW.JournalEncounterIndex>(
        ID.journalEncounterIndex, "/data/wow/journal-encounter/index", namespace: .static
    )

    /// **Journal Encounter**: one boss encounter with its creatures, loot and ability sections.
    /// - Remark: HTTP GET /data/wow/journal-encounter/{journalEncounterId} (namespace `static`)
    package static let journalEncounter = APIOperation<WoW.JournalEncounter, Int>(
        ID.journalEncounter, "/data/wow/journal-encounter/{journalEncounterId}", namespace: .static
    )

    /// **Journal Encounter Search**: encounters matching a query (e.g. `instance.name.en_US=Deadmines`).
    /// - Remark: HTTP GET /data/wow/search/journal-encounter (namespace `static`)
    package static let journalEncounterSearch = APIOperation<WoW.SearchPage<WoW.JournalEncounterSearchDocument>>(
        ID.journalEncounterSearch, "/data/wow/search/journal-encounter", namespace: .static
    )

    /// **Journal Instance Index**: every dungeon and raid of the Adventure Guide.
    /// - Remark: HTTP GET /data/wow/journal-instance/index (namespace `static`)
    package static let journalInstanceIndex = APIOperation<WoW.JournalInstanceIndex>(
        ID.journalInstanceIndex, "/data/wow/journal-instance/index", namespace: .static
    )

    /// **Journal Instance**: one dungeon or raid with its encounters, modes and location.
    /// - Remark: HTTP GET /data/wow/journal-instance/{journalInstanceId} (namespace `static`)
    package static let journalInstance = APIOperation<WoW.JournalInstance, Int>(
        ID.journalInstance, "/data/wow/journal-instance/{journalInstanceId}", namespace: .static
    )

    /// **Journal Instance Media**: the tile image of one dungeon or raid.
    /// - Remark: HTTP GET /data/wow/media/journal-instance/{journalInstanceId} (namespace `static`)
    package static let journalInstanceMedia = APIOperation<WoW.Media, Int>(
        ID.journalInstanceMedia, "/data/wow/media/journal-instance/{journalInstanceId}",
        namespace: .static
    )
}
