import Foundation

extension WoW.Operations {
    /// **Heirloom Index**: every heirloom.
    package static let heirloomIndex = APIOperation<WoW.HeirloomIndex>(
        "wowHeirloomIndex", "/data/wow/heirloom/index", namespace: .static
    )

    /// **Heirloom**: one heirloom with its source and the item at each upgrade level.
    package static let heirloom = APIOperation<WoW.Heirloom, Int>(
        "wowHeirloom", "/data/wow/heirloom/{heirloomId}", namespace: .static
    )
}

extension WoW {
    /// Every heirloom.
    public struct HeirloomIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<HeirloomIndex>?
        /// The heirlooms, by name and id.
        public let heirlooms: [BattleNetReference<Heirloom>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", heirlooms
        }
    }

    /// One heirloom.
    ///
    /// No recorded body backs this model: which fields are required is unconfirmed.
    public struct Heirloom: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Heirloom>?
        /// The heirloom id (not the item id).
        public let id: Int
        /// The heirloom's item.
        public let item: BattleNetReference<Item>
        /// The item's media document.
        public let media: BattleNetReference<Media>
        /// How it is obtained, a source type and its name (e.g. `VENDOR`).
        public let source: TypedName<TypeCode>
        /// Where exactly it comes from, a localized text.
        public let sourceDescription: LocalizedString
        /// The item's tooltip at each upgrade level.
        public let upgrades: [HeirloomUpgrade]

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, item, media, source, sourceDescription = "source_description", upgrades
        }
    }

    /// One upgrade level of a ``Heirloom``.
    public struct HeirloomUpgrade: Codable, Hashable, Sendable {
        /// The upgrade level, from `1`.
        public let level: Int
        /// The item's tooltip at this level (with its ``ItemPreview/upgrades`` line).
        public let item: ItemPreview

        enum CodingKeys: String, CodingKey {
            case level, item
        }
    }
}
