import Foundation

extension Hearthstone.Operations {
    /// **Metadata**: every list that names the ids of cards (sets, classes, rarities, types, minion
    /// types, keywords, spell schools, ...) in one document.
    /// - Remark: HTTP GET /hearthstone/metadata
    package static let metadata = APIOperation<Hearthstone.Metadata>(ID.metadata, "/hearthstone/metadata")

    /// **Metadata by type**: one list of the metadata document (`sets`, `keywords`, ...).
    /// - Remark: HTTP GET /hearthstone/metadata/{type}
    package static let metadataByType = APIOperation<Hearthstone.MetadataEntries, Hearthstone.MetadataType>(
        ID.metadataByType, "/hearthstone/metadata/{type}"
    )
}
