import Foundation

extension Hearthstone.Operations {
    /// **Metadata**: every list that names the ids of cards (sets, classes, rarities, types, minion
    /// types, keywords, spell schools, ...) in one document.
    package static let metadata = APIOperation<Hearthstone.Metadata>("hsMetadata", "/hearthstone/metadata")

    /// **Metadata by type**: one list of the metadata document (`sets`, `keywords`, ...).
    package static let metadataByType = APIOperation<Hearthstone.MetadataEntries, Hearthstone.MetadataType>(
        "hsMetadataByType", "/hearthstone/metadata/{type}", labels: ["type"], call: "metadata"
    )
}

extension Hearthstone.MetadataType: PathComponentArgument {
    package static var argumentDescription: String {
        "a metadata type: " + known.map(\.rawValue).joined(separator: ", ")
    }
    package func pathComponent() throws(BattleNetError) -> String { try rawValue.pathComponent() }
    package init(pathComponent text: String) throws(BattleNetError) { self.init(rawValue: try String(pathComponent: text)) }
}
