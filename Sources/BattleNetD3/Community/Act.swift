import Foundation

extension D3.Operations {
    /// **Act Index**: every act of the campaign with its quests.
    package static let actIndex = APIOperation<D3.ActIndex>("d3ActIndex", "/d3/data/act")

    /// **Act**: one act and its quests.
    package static let act = APIOperation<D3.Act, Int>("d3Act", "/d3/data/act/{actId}")
}


extension D3 {
    /// Every act of the campaign.
    public struct ActIndex: Codable, Sendable, Hashable {
        /// The acts in campaign order (Act I ... Act V).
        public let acts: [Act]
    }

    /// An act of the campaign with its quests, and an entry of ``D3/ActIndex/acts``.
    public struct Act: Codable, Sendable, Hashable {
        /// Locale-independent slug, e.g. `"act-i"`.
        public let slug: String
        /// Act number, 1 to 5; the `{actId}` of the act request.
        public let number: Int
        /// Localized name, e.g. `"Act I"`.
        public let name: String
        /// The act's quests in story order.
        public let quests: [Quest]
    }

    /// A campaign quest (inside ``D3/Act``).
    public struct Quest: Codable, Sendable, Hashable {
        /// Numeric quest id, e.g. `87700`.
        public let id: Int
        /// Localized name.
        public let name: String
        /// Slug of the English name, e.g. `"the-fallen-star"`.
        public let slug: String
    }
}
