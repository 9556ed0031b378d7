import Foundation

extension WoW.Operations {
    /// **Media Search**: media documents matching a query (e.g. `tags=item`), a page at a time.
    package static let mediaSearch = APIOperation<WoW.SearchPage<WoW.MediaSearchDocument>>(
        "wowMediaSearch", "/data/wow/search/media", namespace: .static,
        flavors: .retailClassicAndEra
    )
}

extension WoW {
    /// The searchable data of a media document, as a media search result holds it.
    ///
    /// No search response was recorded, so no recorded body backs this model; both fields are optional.
    public struct MediaSearchDocument: WoWSearchDocument {
        /// The full document a result links to.
        public typealias Full = Media
        /// The id of the object the media belongs to (an item id for `tags=item`).
        public let id: Int?
        /// The images.
        public let assets: [Asset]?

        enum CodingKeys: String, CodingKey {
            case id, assets
        }
    }
}
