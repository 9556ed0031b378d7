import Foundation

extension WoW.Operations {
    /// **Region Index**: the link to the region the call was sent to.
    package static let regionIndex = APIOperation<WoW.GameRegionIndex>(
        "wowRegionIndex", "/data/wow/region/index", namespace: .dynamic, flavors: .all
    )

    /// **Region**: one game region with its name, tag and current patch.
    package static let region = APIOperation<WoW.GameRegion, Int>(
        "wowRegion", "/data/wow/region/{regionId}", namespace: .dynamic, flavors: .all
    )
}

extension WoW {
    /// The regions an API host serves (`/data/wow/region/index`): each host lists its own region only.
    ///
    /// ```swift
    /// let index = try await client.wow.regionIndex()
    /// index.regions.first?.lastPathComponent   // "1" on the US host
    /// ```
    public struct GameRegionIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<GameRegionIndex>?
        /// The link to each region, e.g. `.../data/wow/region/3?namespace=dynamic-eu`.
        public let regions: [BattleNetLink<GameRegion>]

        /// A region index (for tests and previews).
        public init(links: SelfLinks<GameRegionIndex>? = nil, regions: [BattleNetLink<GameRegion>]) {
            self.links = links
            self.regions = regions
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", regions
        }
    }

    /// A World of Warcraft region as game data describes it (`/data/wow/region/{regionId}`): `1`
    /// North America, `2` Korea, `3` Europe, `4` Taiwan, `5` China. Named `GameRegion` because
    /// `BattleNetRegion` (Core) is the API region a client sends calls to.
    ///
    /// ```swift
    /// let region = try await client.wow.region(id: 1)
    /// region.name          // "North America"
    /// region.tag           // "US"
    /// region.patchString   // "10.2.5"
    /// ```
    public struct GameRegion: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<GameRegion>?
        /// The region's id, e.g. `3`.
        public let id: Int
        /// The region's name, e.g. "Europe".
        public let name: LocalizedString
        /// The region's short tag, e.g. `EU`.
        public let tag: String
        /// The game version the region runs, e.g. `10.2.5`; in newer bodies (the 2024 recording has
        /// it, the 2019 one does not).
        public let patchString: String?

        /// A region (for tests and previews).
        public init(links: SelfLinks<GameRegion>? = nil, id: Int, name: LocalizedString, tag: String, patchString: String? = nil) {
            self.links = links
            self.id = id
            self.name = name
            self.tag = tag
            self.patchString = patchString
        }

        /// The API region whose tag this is, e.g. `BattleNetRegion.eu` for `EU`; `nil` for a tag that names
        /// no API region.
        public var apiRegion: BattleNetRegion? { BattleNetRegion(rawValue: tag.lowercased()) }

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, tag, patchString = "patch_string"
        }
    }
}
