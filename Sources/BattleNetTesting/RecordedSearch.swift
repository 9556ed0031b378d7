import Foundation
import BattleNetCore

/// World of Warcraft search (`/data/wow/search/{document}`) over the recorded documents of that kind,
/// so search works offline: `search/item` searches the recorded `wowItem` bodies, `search/media` every
/// recorded game-data media body (with its kind as `tags`).
///
/// No search response was ever recorded, so the matching approximates Blizzard's (api-facts §8):
/// dynamic documents (realms, connected realms) are those of the namespace's region; field paths are
/// dotted, a locale segment (`name.en_US`) reads a single-locale string as is; a text
/// value matches when every word of it appears in the field, case-insensitively; `a||b` matches any;
/// `[min,max]`, `(min,max)` and open ends compare numbers; `field!=value` negates; `orderby` sorts;
/// `_page` and `_pageSize` page (at most 100 a page); past `cap` results the count is capped and the
/// response says `resultCountCapped`. ``ReplayTransport`` and the stand-in (`bnet serve`) both answer
/// search requests with it.
///
/// ```swift
/// let search = RecordedSearch(fixtures: try FixtureManifest(directory: folder))
/// let body = search.response(document: "item", query: [("name.en_US", "Thunderfury")], namespace: "static-us")
/// ```
public struct RecordedSearch: Sendable {
    /// The recordings searched.
    public let fixtures: FixtureManifest
    /// How many results a search reaches before the count is capped (Blizzard caps large result sets).
    public let cap: Int
    static let maxPageSize = 100
    static let reserved: Set<String> = ["orderby", "_page", "_pagesize", "locale", "namespace", "access_token"]

    /// Searches `fixtures`, capping result counts at `cap`.
    public init(fixtures: FixtureManifest, cap: Int = 1_000) {
        self.fixtures = fixtures
        self.cap = cap
    }

    /// The document kind of a search path (`/data/wow/search/item` → `item`), or `nil` for other paths.
    public static func document(ofPath path: String) -> String? {
        let prefix = "/data/wow/search/"
        guard path.hasPrefix(prefix) else { return nil }
        let document = String(path.dropFirst(prefix.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        return document.isEmpty || document.contains("/") ? nil : document
    }

    /// The JSON body of a search response: `{page, pageSize, maxPageSize, pageCount, results, resultCountCapped?}`.
    public func response(document: String, query: [(name: String, value: String)], namespace: String?) -> Data {
        let asked = namespace.map(FixtureManifest.RecordedNamespace.init(parsing:))
        var documents = recordedDocuments(document, flavor: asked?.flavor ?? "retail")
        // Dynamic documents (realms, connected realms) belong to a region; static ones are the same everywhere.
        if let asked, asked.kind == "dynamic", let region = asked.region {
            documents = documents.filter { $0.region == nil || $0.region == region }
        }
        for (name, value) in query where !Self.reserved.contains(name.lowercased()) {
            let negated = name.hasSuffix("!")
            let field = negated ? String(name.dropLast()) : name
            documents = documents.filter { Self.matches(Self.values(at: field, in: $0.data), value) != negated }
        }
        if let orderBy = query.last(where: { $0.name.lowercased() == "orderby" })?.value {
            documents = Self.sorted(documents, by: orderBy)
        }
        let capped = documents.count > cap
        if capped { documents = Array(documents.prefix(cap)) }
        let size = min(max(Int(query.last { $0.name.lowercased() == "_pagesize" }?.value ?? "") ?? Self.maxPageSize, 1), Self.maxPageSize)
        let page = max(Int(query.last { $0.name.lowercased() == "_page" }?.value ?? "") ?? 1, 1)
        let pageCount = (documents.count + size - 1) / size
        // `page` comes from the query: a page past the last one (however large) is empty, never an overflow.
        let (skipped, overflow) = (page - 1).multipliedReportingOverflow(by: size)
        let slice = documents.dropFirst(overflow ? documents.count : min(skipped, documents.count)).prefix(size)
        var body: [String: Any] = [
            "page": page, "pageSize": size, "maxPageSize": Self.maxPageSize, "pageCount": pageCount,
            "results": slice.map { ["key": ["href": $0.href], "data": $0.data] as [String: Any] },
        ]
        if capped { body["resultCountCapped"] = true }
        // Every value came from JSONSerialization itself, so writing it back cannot fail; an empty
        // object is the fallback rather than a crash.
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    /// The `Last-Modified` of a search over `document`: the newest recording date among the bodies of
    /// that kind it searches (for the namespace's flavor and region), so a conditional search is
    /// answered 304 until the recordings change; `nil` when none has a date.
    public func lastModified(document: String, namespace: String?) -> Date? {
        let asked = namespace.map(FixtureManifest.RecordedNamespace.init(parsing:))
        var documents = recordedDocuments(document, flavor: asked?.flavor ?? "retail")
        if let asked, asked.kind == "dynamic", let region = asked.region {
            documents = documents.filter { $0.region == nil || $0.region == region }
        }
        return documents.compactMap(\.recorded).max()
    }

    struct Document {
        let href: String
        let data: [String: Any]
        let region: String?
        var recorded: Date?
    }

    /// The recorded 2xx bodies of the document's operation (one per path, the flavor's first), `_links` removed.
    func recordedDocuments(_ document: String, flavor: String) -> [Document] {
        let isMedia = document == "media"
        let operation = "wow" + document.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        var seen: Set<String> = []
        var documents: [Document] = []
        for entry in fixtures.entries where (200..<300).contains(entry.status) {
            guard let id = entry.operations.first(where: { isMedia ? Self.isGameDataMedia($0) : $0 == operation || $0 == "wowClassic" + operation.dropFirst(3) }),
                  (entry.recordedNamespace?.flavor ?? "retail") == flavor || (flavor.hasPrefix("classic") && entry.recordedNamespace?.flavor.hasPrefix("classic") == true),
                  seen.insert(entry.path).inserted,
                  let body = try? fixtures.body(of: entry),
                  var object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { continue }
            let links = object.removeValue(forKey: "_links") as? [String: Any]
            let href = ((links?["self"] as? [String: Any])?["href"] as? String) ?? "https://us.api.blizzard.com" + entry.path
            if isMedia { object["tags"] = Self.mediaKind(id) }
            documents.append(Document(href: href, data: object, region: entry.recordedRegion, recorded: fixtures.recordedDate(of: entry)))
        }
        return documents
    }

    static func isGameDataMedia(_ operation: String) -> Bool {
        operation.hasSuffix("Media") && !operation.contains("Character")
    }

    /// `wowItemMedia` → `item`, `wowPlayableClassMedia` → `playable-class`.
    static func mediaKind(_ operation: String) -> String {
        var name = operation.hasPrefix("wowClassic") ? String(operation.dropFirst(10)) : String(operation.dropFirst(3))
        name = String(name.dropLast("Media".count))
        var kind = ""
        for character in name {
            if character.isUppercase, !kind.isEmpty { kind += "-" }
            kind += character.lowercased()
        }
        return kind
    }

    /// Every value at a dotted path (arrays fan out); a locale segment over a plain string keeps it.
    static func values(at path: String, in object: Any) -> [Any] {
        var current: [Any] = [object]
        for segment in path.split(separator: ".").map(String.init) {
            var next: [Any] = []
            for value in current {
                for item in (value as? [Any]) ?? [value] {
                    if let dictionary = item as? [String: Any] {
                        if let found = dictionary.first(where: { $0.key.lowercased() == segment.lowercased() })?.value {
                            next.append(found)
                        }
                    } else if item is String, isLocale(segment) {
                        next.append(item)
                    }
                }
            }
            current = next
        }
        return current.flatMap { ($0 as? [Any]) ?? [$0] }
    }

    static func isLocale(_ segment: String) -> Bool {
        let parts = segment.split(separator: "_")
        return parts.count == 2 && parts[0].count == 2 && parts[1].count == 2
    }

    /// Whether any of `values` matches the query value (`a||b`, a range, or a text/number).
    static func matches(_ values: [Any], _ wanted: String) -> Bool {
        if let range = NumericRange(wanted) {
            return values.contains { number($0).map(range.contains) ?? false }
        }
        let alternatives = wanted.components(separatedBy: "||")
        return values.contains { value in alternatives.contains { matches(value, $0) } }
    }

    static func matches(_ value: Any, _ wanted: String) -> Bool {
        if let number = number(value), let target = Double(wanted) { return number == target }
        if let flag = value as? Bool { return String(flag) == wanted.lowercased() }
        guard let text = value as? String else { return false }
        let words = Set(words(of: text))
        let asked = self.words(of: wanted)
        return !asked.isEmpty && asked.allSatisfy(words.contains)
    }

    static func words(of text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    static func number(_ value: Any) -> Double? {
        if value is Bool { return nil }
        return (value as? NSNumber)?.doubleValue
    }

    static func sorted(_ documents: [Document], by orderBy: String) -> [Document] {
        let keys = orderBy.split(separator: ",").map { key -> (String, Bool) in
            let parts = key.split(separator: ":")
            return (String(parts.first ?? ""), parts.count > 1 && parts[1].lowercased() == "desc")
        }
        return documents.sorted { lhs, rhs in
            for (field, descending) in keys {
                let left = values(at: field, in: lhs.data).first, right = values(at: field, in: rhs.data).first
                let order = compare(left, right)
                if order != .orderedSame { return descending ? order == .orderedDescending : order == .orderedAscending }
            }
            return false
        }
    }

    static func compare(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
        if let left = lhs.flatMap(number), let right = rhs.flatMap(number) {
            return left == right ? .orderedSame : (left < right ? .orderedAscending : .orderedDescending)
        }
        let left = (lhs as? String) ?? "", right = (rhs as? String) ?? ""
        return left.localizedCaseInsensitiveCompare(right)
    }

    /// `[min,max]`, `(min,max)` and open ends such as `[100,]`.
    struct NumericRange {
        let lower: Double?, upper: Double?, lowerInclusive: Bool, upperInclusive: Bool

        init?(_ text: String) {
            guard let first = text.first, let last = text.last, "[(".contains(first), "])".contains(last),
                  text.count >= 3 else { return nil }
            let bounds = text.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
            guard bounds.count == 2 else { return nil }
            lower = Double(bounds[0].trimmingCharacters(in: .whitespaces))
            upper = Double(bounds[1].trimmingCharacters(in: .whitespaces))
            guard lower != nil || upper != nil else { return nil }
            lowerInclusive = first == "["
            upperInclusive = last == "]"
        }

        func contains(_ value: Double) -> Bool {
            if let lower, lowerInclusive ? value < lower : value <= lower { return false }
            if let upper, upperInclusive ? value > upper : value >= upper { return false }
            return true
        }
    }
}
