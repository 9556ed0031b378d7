import Foundation

extension WoW.Operations {
    /// **Journal Expansion Index**: every expansion (tier) of the Adventure Guide.
    package static let journalExpansionIndex = APIOperation<WoW.JournalExpansionIndex>(
        "wowJournalExpansionIndex", "/data/wow/journal-expansion/index", namespace: .static
    )

    /// **Journal Expansion**: one expansion with its dungeons and raids.
    package static let journalExpansion = APIOperation<WoW.JournalExpansion, Int>(
        "wowJournalExpansion", "/data/wow/journal-expansion/{journalExpansionId}", namespace: .static
    )

    /// **Journal Encounter Index**: every encounter (boss) of the Adventure Guide.
    package static let journalEncounterIndex = APIOperation<WoW.JournalEncounterIndex>(
        "wowJournalEncounterIndex", "/data/wow/journal-encounter/index", namespace: .static
    )

    /// **Journal Encounter**: one boss encounter with its creatures, loot and ability sections.
    package static let journalEncounter = APIOperation<WoW.JournalEncounter, Int>(
        "wowJournalEncounter", "/data/wow/journal-encounter/{journalEncounterId}", namespace: .static
    )

    /// **Journal Encounter Search**: encounters matching a query (e.g. `instance.name.en_US=Deadmines`).
    package static let journalEncounterSearch = APIOperation<WoW.SearchPage<WoW.JournalEncounterSearchDocument>>(
        "wowJournalEncounterSearch", "/data/wow/search/journal-encounter", namespace: .static
    )

    /// **Journal Instance Index**: every dungeon and raid of the Adventure Guide.
    package static let journalInstanceIndex = APIOperation<WoW.JournalInstanceIndex>(
        "wowJournalInstanceIndex", "/data/wow/journal-instance/index", namespace: .static
    )

    /// **Journal Instance**: one dungeon or raid with its encounters, modes and location.
    package static let journalInstance = APIOperation<WoW.JournalInstance, Int>(
        "wowJournalInstance", "/data/wow/journal-instance/{journalInstanceId}", namespace: .static
    )

    /// **Journal Instance Media**: the tile image of one dungeon or raid.
    package static let journalInstanceMedia = APIOperation<WoW.Media, Int>(
        "wowJournalInstanceMedia", "/data/wow/media/journal-instance/{journalInstanceId}",
        namespace: .static
    )
}
