import Foundation

// Player Housing neighborhoods (dynamic namespace). No response was recorded and no peer has a typed
// model: only the fields every World of Warcraft game-data document has are typed (`_links`, `id`,
// `name`), all optional. Use the raw call (`client.wow.raw.neighborhoodMap(id: ...)`) for the rest.

extension WoW.Operations {
    /// **Neighborhood Map Index**: every housing neighborhood map.
    package static let neighborhoodMapIndex = APIOperation<WoW.NeighborhoodMapIndex>(
        "wowNeighborhoodMapIndex", "/data/wow/neighborhood-map/index", namespace: .dynamic
    )

    /// **Neighborhood Map**: one housing neighborhood map.
    package static let neighborhoodMap = APIOperation<WoW.NeighborhoodMap, Int>(
        "wowNeighborhoodMap", "/data/wow/neighborhood-map/{neighborhoodMapId}", namespace: .dynamic
    )

    /// **Neighborhood**: one housing neighborhood of a neighborhood map.
    package static let neighborhood = APIOperation<WoW.Neighborhood, Int, Int>(
        "wowNeighborhood", "/data/wow/neighborhood-map/{neighborhoodMapId}/neighborhood/{neighborhoodId}",
        namespace: .dynamic
    )
}

extension WoW {
    /// The neighborhood map index.
    ///
    /// No response was recorded and no peer models it: only the link to the document is typed;
    /// read the list with the raw call (`client.wow.raw.neighborhoodMapIndex()`).
    public struct NeighborhoodMapIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<NeighborhoodMapIndex>?
        /// The document's id, if it has one.
        public let id: Int?
        /// The document's name, if it has one.
        public let name: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name
        }
    }

    /// A housing neighborhood map.
    ///
    /// No response was recorded and no peer models it: only the common fields are typed; read the
    /// rest with the raw call (`client.wow.raw.neighborhoodMap(id: id)`).
    public struct NeighborhoodMap: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<NeighborhoodMap>?
        /// The neighborhood map id.
        public let id: Int?
        /// The neighborhood map's name.
        public let name: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name
        }
    }

    /// A housing neighborhood.
    ///
    /// No response was recorded and no peer models it: only the common fields are typed; read the
    /// rest with the raw call (`client.wow.raw.neighborhood(map: mapId, id: id)`).
    public struct Neighborhood: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Neighborhood>?
        /// The neighborhood id.
        public let id: Int?
        /// The neighborhood's name.
        public let name: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name
        }
    }
}
