import Foundation
import BattleNetCore

/// Hearthstone's searches and deck lookups answered from the recordings, so they work offline:
/// `/hearthstone/cards` filters every recorded card (the single cards, the search pages' cards, the
/// decks' cards and heroes), `/hearthstone/cardbacks` every recorded card back, and
/// `/hearthstone/deck?ids=…` finds the recorded deck of those cards (with `code=`, the caller decodes
/// the code first: ``ReplayTransport`` and the stand-in do, with the deck-code reader they are given).
///
/// The filtering approximates Battle.net's (api-facts §14): slugs (`class=mage`, `set=…`,
/// `rarity=…`, `type=…`, `minionType=…`, `keyword=…`) are read through the recorded metadata's
/// lists; `manaCost`, `attack` and `health` take comma lists; `collectible` is `1` unless `0` or
/// `0,1` is asked; `textFilter` matches names and texts case-insensitively; `sort` takes
/// `field:asc|desc` lists; `page` and `pageSize` page (40 by default, at most 500).
///
/// ```swift
/// let recorded = RecordedHearthstone(fixtures: try FixtureManifest(directory: folder))
/// let body = recorded.cardSearch([("manaCost", "1"), ("class", "mage")])
/// ```
public struct RecordedHearthstone: Sendable {
    /// The recordings searched.
    public let fixtures: FixtureManifest
    static let defaultPageSize = 40
    static let maxPageSize = 500

    /// Searches `fixtures`.
    public init(fixtures: FixtureManifest) { self.fixtures = fixtures }

    /// The JSON body of a card search: `{cards, cardCount, pageCount, page}`.
    public func cardSearch(_ query: [(name: String, value: String)]) -> Data {
        let metadata = self.metadata()
        var cards = recordedCards()
        let collectible = Self.last("collectible", in: query) ?? "1"
        let wantedCollectible = Set(collectible.split(separator: ",").compactMap { Int($0) })
        cards = cards.filter { wantedCollectible.contains(Self.int($0["collectible"]) ?? 1) }
        for (name, value) in query {
            let values = value.split(separator: ",").map { String($0).lowercased() }
            switch name {
            case "class":
                let ids = Set(values.compactMap { metadata.id(of: $0, in: "classes") })
                cards = cards.filter { card in
                    ([card["classId"] as Any] + ((card["multiClassIds"] as? [Any]) ?? [])).contains { Self.int($0).map(ids.contains) ?? false }
                }
            case "set":
                let ids = Set(values.flatMap { metadata.setIDs(of: $0) })
                cards = cards.filter { Self.int($0["cardSetId"]).map(ids.contains) ?? false }
            case "rarity": cards = Self.filter(cards, key: "rarityId", ids: values.compactMap { metadata.id(of: $0, in: "rarities") })
            case "type": cards = Self.filter(cards, key: "cardTypeId", ids: values.compactMap { metadata.id(of: $0, in: "types") })
            case "minionType": cards = Self.filter(cards, key: "minionTypeId", ids: values.compactMap { metadata.id(of: $0, in: "minionTypes") })
            case "spellSchool": cards = Self.filter(cards, key: "spellSchoolId", ids: values.compactMap { metadata.id(of: $0, in: "spellSchools") })
            case "keyword":
                let ids = Set(values.compactMap { metadata.id(of: $0, in: "keywords") })
                cards = cards.filter { (($0["keywordIds"] as? [Any]) ?? []).contains { Self.int($0).map(ids.contains) ?? false } }
            case "manaCost", "attack", "health":
                let numbers = Set(values.compactMap { Int($0) })
                cards = cards.filter { Self.int($0[name]).map(numbers.contains) ?? false }
            case "textFilter":
                cards = cards.filter { card in
                    ["name", "text"].contains { key in Self.strings(card[key]).contains { $0.lowercased().contains(value.lowercased()) } }
                }
            case "tier":
                cards = cards.filter { card in
                    guard let battlegrounds = card["battlegrounds"] as? [String: Any] else { return false }
                    return values.contains { $0 == "hero" ? (battlegrounds["hero"] as? Bool == true) : Self.int(battlegrounds["tier"]) == Int($0) }
                }
            case "gameMode" where values == ["battlegrounds"]:
                cards = cards.filter { $0["battlegrounds"] is [String: Any] }
            default: continue
            }
        }
        return page(Self.sorted(cards, by: Self.last("sort", in: query)), key: "cards", query: query)
    }

    /// The JSON body of a card-back search: `{cardBacks, cardCount, pageCount, page}`.
    public func cardBackSearch(_ query: [(name: String, value: String)]) -> Data {
        let metadata = self.metadata()
        var backs = objects(of: "hsCardBack")
        for (name, value) in query {
            switch name {
            case "cardBackCategory":
                backs = Self.filter(backs, key: "sortCategory", ids: [metadata.id(of: value.lowercased(), in: "cardBackCategories")].compactMap { $0 })
            case "textFilter":
                backs = backs.filter { back in
                    ["name", "text"].contains { key in Self.strings(back[key]).contains { $0.lowercased().contains(value.lowercased()) } }
                }
            default: continue
            }
        }
        return page(Self.sorted(backs, by: Self.last("sort", in: query)), key: "cardBacks", query: query)
    }

    /// The recorded deck holding exactly these cards (each dbfId once per copy) and, when given, this
    /// hero, or `nil`; the recording's file with its body.
    public func deck(cardIDs: [Int], hero: Int?) -> (file: String, body: Data)? {
        let wanted = cardIDs.sorted()
        for entry in fixtures.entries where entry.operations.contains(where: { $0.hasPrefix("hsDeck") }) && (200..<300).contains(entry.status) {
            guard let body = try? fixtures.body(of: entry),
                  let deck = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
                  let cards = deck["cards"] as? [[String: Any]] else { continue }
            let recorded = cards.compactMap { Self.int($0["id"]) }.sorted()
            let recordedHero = (deck["hero"] as? [String: Any]).flatMap { Self.int($0["id"]) }
            if recorded == wanted, hero == nil || recordedHero == hero { return (entry.file, body) }
        }
        return nil
    }

    /// The answer to a Hearthstone request the recordings cannot answer by path alone: the two
    /// searches, a deck lookup by `ids=` (or by `code=`, when `deckCode` reads it), and a card or card
    /// back asked for by id alone (`/hearthstone/cards/254` is the recorded `254-innervate`). `nil`
    /// for any other request, and for a deck or card nothing was recorded for.
    /// - Parameters:
    ///   - path: The request's path, e.g. `/hearthstone/cards`.
    ///   - query: Its query items, decoded.
    ///   - deckCode: Reads a deck code into its cards (one dbfId per copy) and hero; `bnet` and the
    ///     tests pass `Hearthstone.DeckCode`'s.
    /// - Returns: The body and what it was made from (for the `X-BattleNet-Fixture` header).
    public func answer(
        path: String, query: [(name: String, value: String)],
        deckCode: DeckCodeReader? = nil
    ) -> (body: Data, source: String)? {
        switch path {
        case "/hearthstone/cards": return (cardSearch(query), "search over the recorded Hearthstone cards")
        case "/hearthstone/cardbacks": return (cardBackSearch(query), "search over the recorded Hearthstone card backs")
        case "/hearthstone/deck":
            if let ids = Self.last("ids", in: query) {
                let cards = ids.split(separator: ",").compactMap { Int($0) }
                return deck(cardIDs: cards, hero: Self.last("hero", in: query).flatMap { Int($0) }).map { ($0.body, $0.file) }
            }
            if let code = Self.last("code", in: query), let read = deckCode?(code) {
                return deck(cardIDs: read.cards, hero: read.hero).map { ($0.body, $0.file) }
            }
            return nil
        default:
            for prefix in ["/hearthstone/cards/", "/hearthstone/cardbacks/"] where path.hasPrefix(prefix) {
                let key = String(path.dropFirst(prefix.count))
                guard Int(key) != nil else { return nil }
                let entry = fixtures.entries.first { entry in
                    (200..<300).contains(entry.status) && entry.path.hasPrefix(prefix + key + "-")
                        && !entry.path.dropFirst(prefix.count).contains("/")
                }
                return entry.flatMap { entry in (try? fixtures.body(of: entry)).map { ($0, entry.file) } }
            }
            return nil
        }
    }

    /// Whether `path` is one of Hearthstone's searches (`/hearthstone/cards`, `/hearthstone/cardbacks`),
    /// which are always answered by searching: the recorded search pages are searched, not replayed.
    public static func isSearch(_ path: String) -> Bool {
        path == "/hearthstone/cards" || path == "/hearthstone/cardbacks"
    }

    // MARK: - Recordings

    /// Every recorded card, once per id: single cards, search pages' cards, decks' cards and heroes.
    func recordedCards() -> [[String: Any]] {
        var seen: Set<Int> = []
        var cards: [[String: Any]] = []
        func add(_ card: [String: Any]) {
            guard let id = Self.int(card["id"]), seen.insert(id).inserted else { return }
            cards.append(card)
        }
        for entry in fixtures.entries where (200..<300).contains(entry.status) {
            guard entry.operations.contains(where: { ["hsCard", "hsCardSearch", "hsDeck", "hsDeckByCode"].contains($0) }),
                  let body = try? fixtures.body(of: entry),
                  let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { continue }
            if entry.operations.contains("hsCard") { add(object) }
            for card in (object["cards"] as? [[String: Any]]) ?? [] { add(card) }
            if let hero = object["hero"] as? [String: Any] { add(hero) }
        }
        return cards.sorted { (Self.int($0["id"]) ?? 0) < (Self.int($1["id"]) ?? 0) }
    }

    func objects(of operation: String) -> [[String: Any]] {
        fixtures.entries.filter { $0.operations.contains(operation) && (200..<300).contains($0.status) }.compactMap { entry in
            (try? fixtures.body(of: entry)).flatMap { (try? JSONSerialization.jsonObject(with: $0)) as? [String: Any] }
        }
    }

    /// The recorded metadata document's lists, for reading slugs as ids.
    struct Metadata {
        let document: [String: Any]

        func id(of slug: String, in list: String) -> Int? {
            for item in (document[list] as? [[String: Any]]) ?? [] where (item["slug"] as? String)?.lowercased() == slug {
                return RecordedHearthstone.int(item["id"])
            }
            return nil
        }

        /// A set's id, or the ids of a set group's sets.
        func setIDs(of slug: String) -> [Int] {
            if let id = id(of: slug, in: "sets") { return [id] }
            let groups = (document["setGroups"] as? [[String: Any]]) ?? []
            guard let group = groups.first(where: { ($0["slug"] as? String)?.lowercased() == slug }) else { return [] }
            return ((group["cardSets"] as? [String]) ?? []).compactMap { id(of: $0, in: "sets") }
        }
    }

    func metadata() -> Metadata { Metadata(document: objects(of: "hsMetadata").first ?? [:]) }

    // MARK: - Helpers

    static func last(_ name: String, in query: [(name: String, value: String)]) -> String? {
        query.last { $0.name == name }?.value
    }

    static func int(_ value: Any?) -> Int? {
        switch value {
        case let number as Int: number
        case let number as NSNumber: number.intValue
        case let text as String: Int(text)
        default: nil
        }
    }

    /// A localized value's strings: the string, or every translation of a locale-keyed object.
    static func strings(_ value: Any?) -> [String] {
        if let text = value as? String { return [text] }
        return ((value as? [String: Any]) ?? [:]).values.compactMap { $0 as? String }
    }

    static func filter(_ objects: [[String: Any]], key: String, ids: [Int]) -> [[String: Any]] {
        let wanted = Set(ids)
        return objects.filter { int($0[key]).map(wanted.contains) ?? false }
    }

    /// Sorted by `sort` (`manaCost:asc,name:desc`); unknown fields are ignored, ties keep id order.
    static func sorted(_ objects: [[String: Any]], by sort: String?) -> [[String: Any]] {
        guard let sort else { return objects }
        let keys: [(field: String, descending: Bool)] = sort.split(separator: ",").map { key in
            let parts = key.split(separator: ":")
            return (String(parts.first ?? ""), parts.count > 1 && parts[1].lowercased() == "desc")
        }
        return objects.enumerated().sorted { left, right in
            for key in keys {
                let a = left.element[key.field], b = right.element[key.field]
                if let x = int(a), let y = int(b), x != y { return key.descending ? x > y : x < y }
                if let x = strings(a).first, let y = strings(b).first, x != y { return key.descending ? x > y : x < y }
            }
            return left.offset < right.offset
        }.map(\.element)
    }

    func page(_ objects: [[String: Any]], key: String, query: [(name: String, value: String)]) -> Data {
        let size = min(max(Int(Self.last("pageSize", in: query) ?? "") ?? Self.defaultPageSize, 1), Self.maxPageSize)
        let page = max(Int(Self.last("page", in: query) ?? "") ?? 1, 1)
        // `page` comes from the query: a page past the last one (however large) is empty, never an overflow.
        let (skipped, overflow) = (page - 1).multipliedReportingOverflow(by: size)
        let body: [String: Any] = [
            key: Array(objects.dropFirst(overflow ? objects.count : min(skipped, objects.count)).prefix(size)),
            "cardCount": objects.count, "pageCount": (objects.count + size - 1) / size, "page": page,
        ]
        // Every value came from JSONSerialization itself, so writing it back cannot fail; an empty
        // object is the fallback rather than a crash.
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}
