import Foundation
import BattleNetCore
import BattleNetFixtures
import BattleNetTesting

/// The caching headers Battle.net sends on the 200 answers of one path template, as
/// `cache-control.tsv` records them.
struct CachePolicy: Sendable, Equatable {
    /// The `Cache-Control` value, e.g. `public, max-age=86400`; `nil` when the answers carry none.
    var cacheControl: String?
    /// Whether the answers carry `Last-Modified`.
    var lastModified: Bool
    /// Whether the answers carry an `ETag`.
    var entityTag: Bool

    /// ``cacheControl`` with its `max-age` set to `maxAge` seconds (negative counts as 0) and every
    /// other directive kept; the value as recorded when `maxAge` is `nil` or it has no `max-age`.
    func cacheControl(maxAge: Int?) -> String? {
        guard let cacheControl, let maxAge else { return cacheControl }
        let directives = cacheControl.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard directives.contains(where: { $0.lowercased().hasPrefix("max-age=") }) else { return cacheControl }
        return directives.map { $0.lowercased().hasPrefix("max-age=") ? "max-age=\(max(0, maxAge))" : $0 }
            .joined(separator: ", ")
    }
}

/// Battle.net's caching headers by path template, read from a `cache-control.tsv`: tab-separated
/// `path_template`, `responses`, `cache_control_seen (count)`, `with_last_modified`, `with_etag`, after
/// `#` comment lines and a header line.
struct CachePolicies: Sendable {
    private struct Row: Sendable {
        let template: PathTemplate
        let policy: CachePolicy
        /// Segments that are literal text only: the more, the more specific (`/item-class/index` before
        /// `/item-class/{itemClassId}`).
        let literalSegments: Int
    }

    /// The rows by segment count, most specific first.
    private let rows: [Int: [Row]]

    /// The templates listed.
    var count: Int { rows.values.reduce(0) { $0 + $1.count } }

    /// Parses the table's text; lines that are not five tab-separated fields are skipped.
    init(tsv: String) {
        var rows: [Int: [Row]] = [:]
        for line in tsv.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, fields[0].hasPrefix("/"), let withLastModified = Int(fields[3]),
                  let withETag = Int(fields[4]) else { continue }
            let template = PathTemplate(fields[0])
            let policy = CachePolicy(
                cacheControl: Self.cacheControl(ofCell: fields[2]), lastModified: withLastModified > 0, entityTag: withETag > 0
            )
            let literal = template.segments.filter { $0.allSatisfy { if case .literal = $0 { true } else { false } } }.count
            rows[template.segments.count, default: []].append(Row(template: template, policy: policy, literalSegments: literal))
        }
        self.rows = rows.mapValues { $0.sorted { $0.literalSegments > $1.literalSegments } }
    }

    /// The table of the fixture folder `directory` (its `cache-control.tsv`) or, when it has none, the
    /// one shipped in `BattleNetFixtures`; an empty table when neither can be read.
    static func load(fixturesDirectory directory: URL) -> CachePolicies {
        let candidates = [directory, RecordedFixtures.directory].compactMap { $0?.appendingPathComponent("cache-control.tsv") }
        for file in candidates {
            if let data = FileManager.default.contents(atPath: file.path) {
                return CachePolicies(tsv: String(decoding: data, as: UTF8.self))
            }
        }
        return CachePolicies(tsv: "")
    }

    /// The policy of the most specific template `path` (as sent, not percent-decoded) fills; `nil` when
    /// the table lists none.
    func policy(forPath path: String) -> CachePolicy? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).count
        return rows[segments]?.first { $0.template.matches(path) }?.policy
    }

    /// `public, max-age=86400 (6)` → `public, max-age=86400`; `- (3)` → `nil`.
    private static func cacheControl(ofCell cell: String) -> String? {
        var value = cell.trimmingCharacters(in: .whitespaces)
        if value.hasSuffix(")"), let open = value.lastIndex(of: "(") {
            value = value[..<open].trimmingCharacters(in: .whitespaces)
        }
        return value.isEmpty || value == "-" ? nil : value
    }
}

/// RFC 9110 entity tags and the conditional requests the stand-in answers with 304.
enum EntityTag {
    /// A strong validator of `body`: the first 128 bits of its SHA-256, quoted (`"3f2a…"`), the same
    /// for the same bytes in every run.
    static func of<Bytes: Collection>(_ body: Bytes) -> String where Bytes.Element == UInt8 {
        "\"\(SHA256.hex(body).prefix(32))\""
    }

    /// Whether an `If-None-Match` field (every line of it, joined with commas) names `current` by the
    /// weak comparison (RFC 9110 §13.1.2: `W/` is ignored on both sides) or is `*`, which any
    /// current representation matches. An element that is not a quoted entity tag ends the list.
    static func ifNoneMatch(_ field: String, matches current: String?) -> Bool {
        if field.trimmingCharacters(in: .whitespaces) == "*" { return true }
        guard let current else { return false }
        let wanted = opaqueTag(current)
        var rest = Substring(field)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," }
            guard !rest.isEmpty else { return false }
            if rest.hasPrefix("W/") { rest = rest.dropFirst(2) }
            guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return false }
            if rest[rest.startIndex...close] == wanted { return true }
            rest = rest[rest.index(after: close)...]
        }
    }

    /// `"abc"` of `W/"abc"` or `"abc"`.
    private static func opaqueTag(_ tag: String) -> Substring {
        tag.hasPrefix("W/") ? tag.dropFirst(2) : tag[...]
    }
}

extension ParsedRequest {
    /// Every line of header `name` joined with `, ` (a list-valued field may be split over several
    /// lines); `nil` when there is none.
    func joinedHeader(_ name: String) -> String? {
        let values = headers.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }
}

extension ServerCore {
    /// The latest rebuild of the auction house `path` asks for, by
    /// ``StandInServer/Configuration/auctionTimeline`` at the stand-in's time: a connected realm's
    /// auctions follow resource `id % count`, the commodities resource 0 (the one that stalls, as
    /// Battle.net's commodities once did); `nil` for another path, without a timeline, or before the
    /// first rebuild.
    func auctionRebuild(path: String) -> Date? {
        if let generated = generatedHouse(path: path) {
            return configuration.lastModified.addingTimeInterval(TimeInterval(generated.generation) * 3600)
        }
        guard let timeline = configuration.auctionTimeline, !timeline.resources.isEmpty else { return nil }
        let parts = path.split(separator: "?").first?.split(separator: "/") ?? []
        if parts == ["data", "wow", "auctions", "commodities"] {
            return timeline.lastUpdate(of: 0, at: configuration.clock.date)
        }
        guard parts.count == 5, parts[0] == "data", parts[1] == "wow", parts[2] == "connected-realm", parts[4] == "auctions",
              let id = Int(parts[3]), id >= 0 else { return nil }
        return timeline.lastUpdate(of: id % timeline.resources.count, at: configuration.clock.date)
    }

    /// The generated auction house `path` asks for (``StandInServer/Configuration/auctionRealms``):
    /// `realm` 0 for the commodities; `nil` for another path or when there are none.
    func generatedHouse(path: String) -> (realm: Int, generation: Int)? {
        guard configuration.auctionRealms > 0 else { return nil }
        let generation = max(0, configuration.auctionGeneration)
        let parts = path.split(separator: "?").first?.split(separator: "/") ?? []
        if parts == ["data", "wow", "auctions", "commodities"] { return (0, generation) }
        guard parts.count == 5, parts[0] == "data", parts[1] == "wow", parts[2] == "connected-realm", parts[4] == "auctions",
              parts[3].utf8.count <= 9, let id = Int(parts[3]), (1...configuration.auctionRealms).contains(id) else { return nil }
        return (id, generation)
    }

    /// The body of a generated auction house: the recorded one drawn forward `generation` times, from
    /// the latest generation already drawn.
    func generatedAuctions(realm: Int, generation: Int) -> Data? {
        func key(_ generation: Int) -> String { "\(realm)@\(generation)" }
        var start = generation
        var body: Data?
        while start >= 0, body == nil {
            body = generatedAuctions.withLock { $0[key(start)] }
            if body == nil { start -= 1 }
        }
        if body == nil {
            let file = realm == 0 ? "wow/commodities.json" : "wow/auctions__1146.json"
            body = configuration.fixtures.entries.first { $0.file == file }.flatMap { try? configuration.fixtures.body(of: $0) }
            start = 0
            if let body { generatedAuctions.withLock { $0[key(0)] = body } }
        }
        let pricing = realm == 0 ? ["unit_price"] : ["buyout", "bid", "unit_price"]
        while start < generation, let previous = body {
            start += 1
            body = try? AuctionSuccessors.successor(of: previous, seed: UInt64(truncatingIfNeeded: realm) << 32 | UInt64(truncatingIfNeeded: start), pricing: pricing)
            if let body { generatedAuctions.withLock { $0[key(start)] = body } }
        }
        return body
    }

    /// The caching headers of a 2xx answer of `path` with `body`: the policy of its template, or for a
    /// path the table does not list, no `Cache-Control`, no `ETag` and `Last-Modified` when
    /// `lastModifiedWhenUnlisted`. `etagKey` names the body for the entity-tag cache (a recording's
    /// file); `nil` computes it afresh.
    func cacheHeaders(
        path: String, body: Data, etagKey: String?, lastModifiedWhenUnlisted: Bool
    ) -> (headers: [(name: String, value: String)], lastModified: Date?, entityTag: String?) {
        let policy = cachePolicies.policy(forPath: path)
            ?? CachePolicy(cacheControl: nil, lastModified: lastModifiedWhenUnlisted, entityTag: false)
        var headers: [(name: String, value: String)] = []
        if let cacheControl = policy.cacheControl(maxAge: configuration.maxAge) {
            headers.append(("Cache-Control", cacheControl))
        }
        var lastModified: Date?
        if policy.lastModified {
            let stamp = auctionRebuild(path: path) ?? configuration.lastModified
            let date = Date(timeIntervalSince1970: stamp.timeIntervalSince1970.rounded(.down))
            headers.append(("Last-Modified", HTTPDate.format(date)))
            lastModified = date
        }
        var entityTag: String?
        if policy.entityTag {
            let tag: String
            if let etagKey, let known = entityTags.withLock({ $0[etagKey] }) {
                tag = known
            } else {
                tag = EntityTag.of(body)
                if let etagKey { entityTags.withLock { $0[etagKey] = tag } }
            }
            headers.append(("ETag", tag))
            entityTag = tag
        }
        return (headers, lastModified, entityTag)
    }

    /// Whether `request` (a GET or HEAD) is answered 304 for a representation with these validators
    /// (RFC 9110 §13.2.2): `If-None-Match` when sent, else `If-Modified-Since` not older than
    /// `lastModified` (ignored when there is no `Last-Modified` or the date does not parse).
    static func isNotModified(_ request: ParsedRequest, lastModified: Date?, entityTag: String?) -> Bool {
        guard request.method == "GET" || request.method == "HEAD" else { return false }
        if let ifNoneMatch = request.joinedHeader("If-None-Match") {
            return EntityTag.ifNoneMatch(ifNoneMatch, matches: entityTag)
        }
        guard let lastModified, let since = request.header("If-Modified-Since").flatMap(HTTPDate.parse) else { return false }
        return since >= lastModified
    }
}
