import Foundation

/// A hypermedia link as Battle.net sends it: `{"href": "https://eu.api.blizzard.com/...?namespace=..."}`.
///
/// `Target` is the model of the document the link points to (a phantom type: nothing of it is
/// stored), so a client can fetch and decode that document from the link alone. Use `Data` as the
/// target for documents this package has no model for.
///
/// The href is kept verbatim as a `URL`, query included: Blizzard's `namespace` query differs in
/// case within one body (`2-6-eu` in `_links.self`, `2-6-EU` in listed links) and is never rewritten.
/// An href with characters a `URL` rejects (a BattleTag in another script, a space) is read
/// percent-encoded rather than failing the whole document; an empty or missing href is a decoding error.
///
/// ```swift
/// let index = try await client.d3.seasonIndex()
/// index.seasons.last?.pathAndQuery      // "/data/d3/season/19?namespace=2-6-EU"
/// index.seasons.last?.lastPathComponent // "19"
/// ```
public struct BattleNetLink<Target>: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The absolute URL as Blizzard sent it.
    public let href: URL

    /// A link to `href`.
    public init(href: URL) { self.href = href }

    enum CodingKeys: String, CodingKey { case href }

    /// - Throws: `DecodingError` when `href` is missing, not a string, empty, or not a URL even
    ///   once percent-encoded.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .href)
        guard let url = Self.url(from: text) else {
            throw DecodingError.dataCorruptedError(forKey: .href, in: container, debugDescription: "href is not a URL")
        }
        href = url
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(href.absoluteString, forKey: .href)
    }

    /// The path and query of the href, percent-encoded as sent: `"/data/d3/season/19?namespace=2-6-EU"`.
    /// A client re-roots this on its own API host rather than following the href's host.
    public var pathAndQuery: String {
        guard let components = URLComponents(url: href, resolvingAgainstBaseURL: false) else { return href.path }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        guard let query = components.percentEncodedQuery else { return path }
        return path + "?" + query
    }

    /// The last component of the path, without the query, e.g. `"19"` for `.../season/19?namespace=2-6-EU`;
    /// `nil` for an empty path.
    public var lastPathComponent: String? {
        let path = URLComponents(url: href, resolvingAgainstBaseURL: false)?.path ?? href.path
        return path.split(separator: "/").last.map(String.init)
    }

    /// The same href pointing at another model (for a link whose target a caller knows better).
    public func retargeted<Other>(to: Other.Type = Other.self) -> BattleNetLink<Other> { BattleNetLink<Other>(href: href) }

    public var description: String { href.absoluteString }

    static func url(from text: String) -> URL? {
        guard !text.isEmpty else { return nil }
        if let url = URL(string: text) { return url }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.insert(charactersIn: "%")
        return text.addingPercentEncoding(withAllowedCharacters: allowed).flatMap(URL.init(string:))
    }
}

/// The `_links` object of a game-data document: `{"self": {"href": "..."}}`.
///
/// `Target` is the document's own model.
public struct SelfLinks<Target>: Codable, Hashable, Sendable {
    /// The document's own URL (JSON key `self`).
    public let selfLink: BattleNetLink<Target>

    /// Links whose `self` is `selfLink`.
    public init(selfLink: BattleNetLink<Target>) { self.selfLink = selfLink }

    enum CodingKeys: String, CodingKey {
        case selfLink = "self"
    }
}

/// A reference to another document as World of Warcraft sends it:
/// `{"key": {"href": "..."}, "id": 6, "name": "Brown Horse"}`.
///
/// `id` and `name` are optional: some references carry only the key, and `name` is a plain string
/// when a locale was requested or an object keyed by locale when none was (see ``LocalizedString``).
///
/// ```swift
/// let mount: BattleNetReference<WoW.Mount> = ...
/// mount.key.pathAndQuery   // "/data/wow/mount/6?namespace=static-10.2.0_52095-us"
/// mount.name?.description  // "Brown Horse"
/// ```
public struct BattleNetReference<Target>: Codable, Hashable, Sendable {
    /// The link to the referenced document.
    public let key: BattleNetLink<Target>
    /// The referenced document's id, when sent.
    public let id: Int?
    /// Its name, when sent.
    public let name: LocalizedString?

    /// A reference to the object at `key`, with the id and name Battle.net sends next to it.
    public init(key: BattleNetLink<Target>, id: Int? = nil, name: LocalizedString? = nil) {
        self.key = key
        self.id = id
        self.name = name
    }

    /// The path and query of ``key``; see ``BattleNetLink/pathAndQuery``.
    public var pathAndQuery: String { key.pathAndQuery }
}
