// TEMPORARY stand-ins for the models of branch i25-models; deleted when it merges.
import Foundation

extension Hearthstone {
    /// Response of `GET /hearthstone/cards/{idOrSlug}` (``Hearthstone/Endpoints/card(id:)``).
    public struct Card: Codable, Sendable, Hashable { public let id: Int; public let name: LocalizedString }
    /// Response of `GET /hearthstone/cards` (``Hearthstone/Endpoints/cardSearch(_:)``).
    public struct CardPage: Codable, Sendable, Hashable { public let cards: [Card]; public let cardCount: Int; public let pageCount: Int; public let page: Int }
    /// Response of `GET /hearthstone/cardbacks/{idOrSlug}` (``Hearthstone/Endpoints/cardBack(id:)``).
    public struct CardBack: Codable, Sendable, Hashable { public let id: Int }
    /// Response of `GET /hearthstone/cardbacks` (``Hearthstone/Endpoints/cardBackSearch(_:)``).
    public struct CardBackPage: Codable, Sendable, Hashable { public let cardBacks: [CardBack]; public let cardCount: Int; public let pageCount: Int; public let page: Int }
    /// Response of:
    /// - `GET /hearthstone/deck` (``Hearthstone/Endpoints/deck(_:)``)
    /// - `GET /hearthstone/deck/{deckCode}` (``Hearthstone/Endpoints/deckByCode(code:)``)
    public struct Deck: Codable, Sendable, Hashable { public let cards: [Card] }
    /// Response of `GET /hearthstone/metadata` (``Hearthstone/Endpoints/metadata()``).
    public struct Metadata: Codable, Sendable, Hashable {}
    /// Response of `GET /hearthstone/metadata/{type}` (``Hearthstone/Endpoints/metadataByType(type:)``).
    public struct MetadataEntries: Codable, Sendable, Hashable {}
    public struct MetadataType: OpenStringValue { public let rawValue: String; public init(rawValue: String) { self.rawValue = rawValue } }
}
extension Hearthstone.MetadataType: PathComponentArgument {
    package static var argumentDescription: String { "a metadata type" }
    package func pathComponent() throws(BattleNetError) -> String { try rawValue.pathComponent() }
    package init(pathComponent text: String) throws(BattleNetError) { self.init(rawValue: try String(pathComponent: text)) }
}
