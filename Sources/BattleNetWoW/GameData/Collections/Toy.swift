import Foundation

extension WoW.Operations {
    /// **Toy Index**: every toy.
    package static let toyIndex = APIOperation<WoW.ToyIndex>(
        "wowToyIndex", "/data/wow/toy/index", namespace: .static
    )

    /// **Toy**: one toy with its item and source.
    package static let toy = APIOperation<WoW.Toy, Int>(
        "wowToy", "/data/wow/toy/{toyId}", namespace: .static
    )
}

extension WoW {
    /// Every toy.
    public struct ToyIndex: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<ToyIndex>?
        /// The toys, by name and id.
        public let toys: [BattleNetReference<Toy>]

        enum CodingKeys: String, CodingKey {
            case links = "_links", toys
        }
    }

    /// One toy.
    ///
    /// No recorded body backs this model: which fields are required is unconfirmed.
    public struct Toy: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Toy>?
        /// The toy id (not the item id).
        public let id: Int
        /// The toy's item.
        public let item: BattleNetReference<Item>
        /// The item's media document.
        public let media: BattleNetReference<Media>
        /// How it is obtained, a source type and its name (e.g. `VENDOR`).
        public let source: TypedName<TypeCode>
        /// Where exactly it comes from, a localized text.
        public let sourceDescription: LocalizedString?
        /// Whether the collection hides it until collected.
        public let shouldExcludeIfUncollected: Bool?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, item, media, source, sourceDescription = "source_description"
            case shouldExcludeIfUncollected = "should_exclude_if_uncollected"
        }
    }
}
