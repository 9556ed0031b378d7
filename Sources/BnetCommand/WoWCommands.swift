import BattleNetCore
import BattleNetTesting
import BattleNetWoW
import Foundation

/// `bnet wow …`: World of Warcraft answers for people, built on the library's declarations.
extension Context {
    /// The search documents of the catalogue, from the declared `wow…Search` operations, in alphabetical order.
    static var wowSearchDocuments: [String] {
        WoW.Operations.all.map(\.descriptor).filter { $0.id.hasSuffix("Search") }.compactMap {
            RecordedSearch.document(ofPath: $0.template.description)
        }.sorted()
    }

    /// The `wow` subcommands, for messages.
    static let wowCommandList = "wow character, wow guild, wow search, wow token, wow realms, wow realm, wow auctions or wow item"

    func wow(_ words: [String]) async throws {
        let rest = Array(words.dropFirst())
        switch words.first {
        case "search": try await wowSearch(rest)
        case "token": try await wowToken(rest)
        case "realms": try await wowRealms(rest)
        case "realm": try await wowRealm(rest)
        case "auctions": try await wowAuctions(rest)
        case "item": try await wowItem(rest)
        case "guild": try await wowGuild(rest)
        case "character": try await wowCharacter(rest)
        case let other?: throw UsageError("unknown wow command \(other); use \(Self.wowCommandList) (see bnet help wow)")
        case nil: throw UsageError("name a wow command: \(Self.wowCommandList) (see bnet help wow)")
        }
    }

    // MARK: search

    /// `wow search DOCUMENT FILTER...`: one page (or every page with `--all`) as a table of id and name.
    func wowSearch(_ words: [String]) async throws {
        guard let document = words.first else {
            throw UsageError("wow search takes a DOCUMENT (\(Self.wowSearchDocuments.joined(separator: ", "))) and filters; see bnet help wow")
        }
        guard let operation = WoW.Operations.all.first(where: {
            $0.descriptor.id.hasSuffix("Search") && RecordedSearch.document(ofPath: $0.descriptor.template.description) == document
        }) else {
            throw UsageError("unknown search document \(document); the documents are \(Self.wowSearchDocuments.joined(separator: ", "))")
        }
        var query = try Self.searchQuery(filters: Array(words.dropFirst()), order: options.order)
        if let size = options.pageSize { query = query.pageSize(size) }
        var page = options.page ?? 1
        let client = try await client(for: operation.descriptor.token)
        var rows = [["id", "name"]]
        var footer = ""
        while true {
            var endpoint = try endpoint([operation.descriptor.id])
            do throws(BattleNetError) {
                endpoint = endpoint.query(try query.page(page).queryItems())
            } catch {
                throw UsageError(error.message)
            }
            let raw = try await client.raw(endpoint)
            guard let decoded = try operation.decode(raw.data) as? any WoWSearchResponse else {
                throw UsageError("\(operation.descriptor.id) is not a search operation")
            }
            rows += Self.searchRows(raw.data, locale: options.locale ?? options.region.defaultLocale)
            footer = decoded.pageCount == 0 ? "no \(document) matches the query" : "page \(decoded.page) of \(decoded.pageCount), \(decoded.pageSize) a page"
                + (decoded.resultCountCapped ? "; Blizzard capped the result count: narrow the query to reach the rest" : "")
            // The next page is the one after the page asked for, while the server says there are more
            // (and `Int.max` has no next one).
            guard options.allPages, decoded.page < decoded.pageCount, decoded.resultCount > 0, page < Int.max else { break }
            page += 1
        }
        console.out(rows.count == 1 ? "no results" : Self.table(rows))
        console.out(footer)
    }

    /// A query from `FIELD=VALUE` / `FIELD!=VALUE` words (`a||b`, `[min,max]`, `(min,max)`, open ends)
    /// and `--order FIELD[:asc|desc]` keys.
    static func searchQuery(filters: [String], order: [String]) throws(UsageError) -> WoW.SearchQuery {
        var query = WoW.SearchQuery()
        for filter in filters {
            guard let equals = filter.firstIndex(of: "=") else {
                throw UsageError("a search filter is FIELD=VALUE or FIELD!=VALUE, as in name.en_US=Thunderfury; got \(filter)")
            }
            var field = String(filter[..<equals])
            let value = String(filter[filter.index(after: equals)...])
            let negated = field.hasSuffix("!")
            if negated { field.removeLast() }
            guard !field.isEmpty, !value.isEmpty else {
                throw UsageError("a search filter needs a field and a value, as in name.en_US=Thunderfury; got \(filter)")
            }
            if negated {
                query = query.where(field, .notEquals(value))
            } else if let range = searchRange(value) {
                query = query.where(field, range)
            } else if value.contains("||") {
                query = query.where(field, .anyOf(value.components(separatedBy: "||")))
            } else {
                query = query.where(field, .equals(value))
            }
        }
        for key in order {
            let parts = key.split(separator: ":", maxSplits: 1).map(String.init)
            let direction: WoW.SearchQuery.Direction?
            switch parts.count > 1 ? parts[1].lowercased() : nil {
            case nil: direction = nil
            case "asc": direction = .ascending
            case "desc": direction = .descending
            case let other?: throw UsageError("--order takes FIELD, FIELD:asc or FIELD:desc; got :\(other)")
            }
            guard let field = parts.first, !field.isEmpty else { throw UsageError("--order takes a field, as in --order id:desc") }
            query = query.ordered(by: field, direction)
        }
        return query
    }

    /// `[1,5]`, `(1,5)`, `[100,]` as a range comparison; `nil` for any other text.
    static func searchRange(_ value: String) -> WoW.SearchQuery.Comparison? {
        guard value.count >= 3, let first = value.first, let last = value.last, "[(".contains(first), "])".contains(last) else { return nil }
        let bounds = value.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard bounds.count == 2, !(bounds[0].isEmpty && bounds[1].isEmpty) else { return nil }
        return .range(lower: bounds[0].isEmpty ? nil : bounds[0], lowerInclusive: first == "[",
                      upper: bounds[1].isEmpty ? nil : bounds[1], upperInclusive: last == "]")
    }

    /// One row per result: its id and its name in `locale` (or its realms' names, for connected realms).
    static func searchRows(_ body: Data, locale: LocaleCode) -> [[String]] {
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
              let results = object["results"] as? [[String: Any]] else { return [] }
        return results.map { result in
            let data = result["data"] as? [String: Any] ?? [:]
            let id = (data["id"] as? NSNumber)?.stringValue ?? "-"
            if let name = text(data["name"], locale: locale) { return [id, name] }
            // Media documents have assets, no name: show the first asset's URL.
            if let asset = (data["assets"] as? [[String: Any]])?.first?["value"] as? String { return [id, asset] }
            let realms = (data["realms"] as? [[String: Any]] ?? []).compactMap { text($0["name"], locale: locale) }
            return [id, realms.isEmpty ? "-" : realms.joined(separator: ", ")]
        }
    }

    /// A localized value as text: the string itself, or the locale's entry of a per-locale object.
    static func text(_ value: Any?, locale: LocaleCode) -> String? {
        if let text = value as? String { return text }
        guard let table = value as? [String: Any] else { return nil }
        for key in [locale.rawValue, "en_US", "en_GB"] { if let text = table[key] as? String { return text } }
        return table.keys.sorted().lazy.compactMap { table[$0] as? String }.first
    }
}

// MARK: token, realms, item

extension Context {
    /// `wow token`: the WoW Token's gold price in the region and when Blizzard last updated it.
    func wowToken(_ words: [String]) async throws {
        guard words.isEmpty else { throw UsageError("wow token takes no arguments (use -r REGION, --flavor F); see bnet help wow") }
        let client = try client()
        var wow = client.wow
        if let flavor = options.flavor { wow = wow.flavor(flavor) }
        let token = try await wow.tokenIndex()
        let updated = token.lastUpdatedTimestamp.date.map { ISO8601DateFormatter().string(from: $0) } ?? "an unknown time"
        console.out("WoW Token (\(options.region.rawValue)\(options.flavor.map { ", \($0)" } ?? "")): "
            + "\(Self.grouped(token.gold)) gold, updated \(updated)")
    }

    /// `wow realms`: every connected realm of the region with its status, population and realms, from
    /// the connected-realm search (one request a hundred connected realms).
    func wowRealms(_ words: [String]) async throws {
        guard words.isEmpty else { throw UsageError("wow realms takes no arguments (use -r REGION, --limit N); see bnet help wow") }
        let client = try client()
        var wow = client.wow
        if let flavor = options.flavor { wow = wow.flavor(flavor) }
        let locale = options.locale ?? options.region.defaultLocale
        var groups: [(name: String, isUp: Bool, row: [String])] = []
        var capped = false
        let query = WoW.SearchQuery().ordered(by: "id").pageSize(WoW.SearchQuery.maxPageSize)
        for try await page in wow.pages.connectedRealmSearch(query) {
            capped = capped || page.resultCountCapped
            for result in page.results {
                let realm = result.data
                let names = realm.realms.compactMap { $0.name.resolved(for: locale) }.sorted()
                let status = realm.status.name?.resolved(for: locale) ?? realm.status.type.rawValue
                let population = realm.population.name?.resolved(for: locale) ?? realm.population.type.rawValue
                groups.append((names.first ?? "", realm.status.type == .up, [
                    names.joined(separator: ", "), status, population, realm.hasQueue ? "yes" : "no", String(realm.id),
                ]))
            }
        }
        let sorted = groups.sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
        let limit = options.limit ?? sorted.count
        console.out(Self.table([["realms", "status", "population", "queue", "connected realm"]] + sorted.prefix(limit).map(\.row)))
        let up = groups.filter(\.isUp).count
        console.out("\(groups.count) connected realms in \(options.region.rawValue), \(up) up"
            + (limit < sorted.count ? "; \(limit) shown (--limit)" : "")
            + (capped ? "; Blizzard capped the result count" : ""))
    }

    /// `wow item ID`: an item's name, quality, level, class and price, with its icon.
    func wowItem(_ words: [String]) async throws {
        guard words.count == 1, let id = Int(words[0]), id > 0 else {
            throw UsageError("wow item takes one item id, as in wow item 19019; see bnet help wow")
        }
        let client = try client()
        var wow = client.wow
        if let flavor = options.flavor { wow = wow.flavor(flavor) }
        let locale = options.locale ?? options.region.defaultLocale
        let item = try await wow.item(id: id)
        let media = try await client.value(item.media)
        func text(_ value: LocalizedString?) -> String { value?.resolved(for: locale) ?? "-" }
        var lines = ["\(text(item.name)) (\(item.id))"]
        lines.append("\(text(item.quality.name)) \(text(item.itemSubclass.name)) (\(text(item.itemClass.name))), "
            + "\(text(item.inventoryType.name)); item level \(item.level), requires level \(item.requiredLevel)")
        if let description = item.description { lines.append(text(description)) }
        lines.append("sells for \(Self.money(item.sellPrice)), bought for \(Self.money(item.purchasePrice))"
            + (item.isStackable ? ", stacks to \(item.maxCount)" : ""))
        lines.append("icon: \(media[.icon]?.absoluteString ?? media.assets.first?.value.absoluteString ?? "none")")
        console.out(lines.joined(separator: "\n"))
    }

    /// `1234567` → `1,234,567`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)   // `magnitude`: `abs(Int.min)` would trap
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (number < 0 ? "-" : "") + out
    }

    /// Copper as `12g 34s 56c`.
    static func money(_ copper: Int) -> String {
        let gold = copper / 10_000, silver = (copper / 100) % 100, rest = copper % 100
        return (gold > 0 ? "\(grouped(gold))g " : "") + (gold > 0 || silver > 0 ? "\(silver)s " : "") + "\(rest)c"
    }
}
