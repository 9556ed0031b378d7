import Foundation

/// What every search response is, whatever its document kind: lets query calls and pagination work
/// with any search operation.
public protocol WoWSearchResponse: BattleNetSearchPage where Query == WoW.SearchQuery {
    /// The page number, 1-based.
    var page: Int { get }
    /// How many results a page holds.
    var pageSize: Int { get }
    /// The largest page size Blizzard accepts for this search.
    var maxPageSize: Int { get }
    /// How many pages the whole result set has.
    var pageCount: Int { get }
    /// Whether Blizzard capped the number of results: later matches are not reachable by paging.
    var resultCountCapped: Bool { get }
    /// How many results this page holds.
    var resultCount: Int { get }
}

extension WoWSearchResponse {
    /// ``maxPageSize``: the following pages of a search ask for no more.
    public var maximumPageSize: Int? { maxPageSize }
}

/// The searchable data of one document kind (`item`, `mount`, `realm`, ...), as a search result's
/// `data` holds it, and the model its full document decodes to.
///
/// ```swift
/// extension WoW {
///     public struct MountSearchDocument: WoWSearchDocument {
///         public typealias Full = WoW.Mount
///         public let id: Int
///         public let name: LocalizedString
///     }
/// }
/// ```
public protocol WoWSearchDocument: Codable, Hashable, Sendable {
    /// The model of the full document the result's `key` links to (e.g. ``WoW/Item`` for item search).
    associatedtype Full: Decodable & Sendable
}

extension WoW {
    /// One page of a search response (`/data/wow/search/{document}`), with its documents typed.
    ///
    /// Search responses carry every locale of each localized string (the `locale` parameter does not
    /// filter them); `LocalizedString` holds them all, and `resolved(for:)` picks one.
    ///
    /// ```swift
    /// let query = WoW.SearchQuery().where("name.en_US", is: "Thunderfury")
    /// let page = try await client.wow.itemSearch(query)
    /// for result in page.results { print(result.data.id, result.data.name) }
    /// ```
    public struct SearchPage<Document: WoWSearchDocument>: WoWSearchResponse, Codable, Hashable {
        /// The query of the searches that return these pages.
        public typealias Query = WoW.SearchQuery
        /// The page number, 1-based.
        public let page: Int
        /// How many results a page holds.
        public let pageSize: Int
        /// The largest page size Blizzard accepts for this search (100 in observed responses).
        public let maxPageSize: Int
        /// How many pages the whole result set has.
        public let pageCount: Int
        /// Whether Blizzard capped the result count (absent means not capped): matches beyond the cap
        /// are not reachable by paging; narrow the query instead.
        public let resultCountCapped: Bool
        /// The documents of this page.
        public let results: [SearchResult<Document>]

        /// How many results this page holds.
        public var resultCount: Int { results.count }

        /// A page (for tests and previews).
        public init(page: Int, pageSize: Int, maxPageSize: Int, pageCount: Int, resultCountCapped: Bool = false,
                    results: [SearchResult<Document>]) {
            self.page = page
            self.pageSize = pageSize
            self.maxPageSize = maxPageSize
            self.pageCount = pageCount
            self.resultCountCapped = resultCountCapped
            self.results = results
        }

        enum CodingKeys: String, CodingKey {
            case page, pageSize, maxPageSize, pageCount, resultCountCapped, results
        }

        /// Decodes a search response; a missing `resultCountCapped` means not capped and a missing
        /// `results` list (an empty result set) is empty.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            page = try container.decode(Int.self, forKey: .page)
            pageSize = try container.decode(Int.self, forKey: .pageSize)
            maxPageSize = try container.decode(Int.self, forKey: .maxPageSize)
            pageCount = try container.decode(Int.self, forKey: .pageCount)
            resultCountCapped = try container.decodeIfPresent(Bool.self, forKey: .resultCountCapped) ?? false
            results = try container.decodeIfPresent([SearchResult<Document>].self, forKey: .results) ?? []
        }
    }

    /// One search hit: the link to the full document and the document's searchable data.
    public struct SearchResult<Document: WoWSearchDocument>: Codable, Hashable, Sendable {
        /// The link to the full document (its own endpoint): `client.value(result.key)` fetches it.
        public let key: BattleNetLink<Document.Full>
        /// The document's data as the search index holds it (every locale of each name).
        public let data: Document

        /// A result (for tests and previews).
        public init(key: BattleNetLink<Document.Full>, data: Document) {
            self.key = key
            self.data = data
        }

        enum CodingKeys: String, CodingKey {
            case key, data
        }

        /// Decodes a result; when it has no `data` object (one peer types fixture-hook results as
        /// `{key, id}`), the document is read from the result's own keys.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            key = try container.decode(BattleNetLink<Document.Full>.self, forKey: .key)
            data = try container.decodeIfPresent(Document.self, forKey: .data) ?? Document(from: decoder)
        }
    }
}
