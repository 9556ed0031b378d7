import BattleNetCore
import BattleNetHearthstone
import Foundation

/// `bnet hs …`: Hearthstone answers for people (a deck code as a table, card search, one card), built
/// on the same calls as the library.
extension Context {
    func hs(_ words: [String]) async throws {
        switch words.first {
        case "deck": try await hsDeck(Array(words.dropFirst()))
        case "cards": try await hsCards(Array(words.dropFirst()))
        case "card": try await hsCard(Array(words.dropFirst()))
        case let other?: throw UsageError("unknown hs command \(other); use hs deck, hs cards or hs card (see bnet help hs)")
        case nil: throw UsageError("name an hs command: hs deck, hs cards or hs card (see bnet help hs)")
        }
    }

    /// A deck code as a table: decoded offline first (a bad code exits 1 with the reason, before
    /// anything is sent), then its cards' names and rarities looked up; what cannot be looked up is
    /// printed by dbfId and named at the end.
    func hsDeck(_ words: [String]) async throws {
        guard !words.isEmpty else { throw UsageError("hs deck takes a deck code, as in hs deck AAECAR8GxwPJ…; see bnet help hs") }
        let text = words.joined(separator: " ")
        let code: Hearthstone.DeckCode
        do {
            code = try Hearthstone.DeckCode(text)
        } catch {
            // Exit 1: the code itself is bad (corrupted, truncated), not the command line.
            throw CommandFailure("not a deck code: \(error.description)")
        }
        var resolved: Hearthstone.Deck?
        var unresolvedReason: String?
        var metadata: Hearthstone.Metadata?
        do {
            let client = try client()
            resolved = try await client.hearthstone.deck(.code(code.code))
            metadata = try? await client.hearthstone.metadata()
        } catch let error as BattleNetError {
            unresolvedReason = error.kind == .notFound && (try? mode()).map(\.isReplay) == true
                ? "no recording holds this deck (set BNET_CLIENT_ID and BNET_CLIENT_SECRET to call the live API)"
                : ErrorText.line(error, command: "hs")
        }
        var known: [Hearthstone.Card] = resolved?.cards ?? []
        if let hero = resolved?.hero { known.append(hero) }
        for sideboard in resolved?.sideboardCards ?? [] { known += [sideboard.sideboardCard] + sideboard.cardsInSideboard }
        let cards = Dictionary(known.map { ($0.id, $0) }) { first, _ in first }
        func row(_ entry: Hearthstone.DeckCode.Card) -> [String] {
            guard let card = cards[entry.id] else { return ["-", "card \(entry.id)", String(entry.count), "-"] }
            let rarity = metadata?.rarity(id: card.rarityID)?.name.description ?? card.rarityID.map { "rarity \($0)" } ?? "-"
            return [card.manaCost.map(String.init) ?? "-", card.name.description, String(entry.count), rarity]
        }
        // By mana, then name; cards not looked up last, by dbfId.
        func sortedRows(_ entries: [Hearthstone.DeckCode.Card]) -> [[String]] {
            entries.sorted { left, right in
                let (a, b) = (cards[left.id], cards[right.id])
                let (manaA, manaB) = (a.map { $0.manaCost ?? 0 } ?? .max, b.map { $0.manaCost ?? 0 } ?? .max)
                if manaA != manaB { return manaA < manaB }
                let (nameA, nameB) = (a?.name.description ?? "", b?.name.description ?? "")
                return nameA != nameB ? nameA < nameB : left.id < right.id
            }.map(row)
        }
        let singles = code.cards.filter { $0.count == 1 }.count
        let doubles = code.cards.filter { $0.count == 2 }.count
        let hero = cards[code.hero].map { "\($0.name.description) (\(code.hero))" } ?? "hero \(code.hero)"
        var lines = ["\(code.format.description.capitalized) deck, \(hero): \(code.cardCount) cards (\(singles) single, \(doubles) double"
            + (code.cards.count > singles + doubles ? ", \(code.cards.count - singles - doubles) other" : "") + ")"]
        lines.append(Self.table([["mana", "name", "count", "rarity"]] + sortedRows(code.cards)))
        for sideboard in code.sideboards {
            let owner = cards[sideboard.owner].map { $0.name.description } ?? "card \(sideboard.owner)"
            lines.append("sideboard of \(owner):")
            lines.append(Self.table([["mana", "name", "count", "rarity"]] + sortedRows(sideboard.cards)))
        }
        console.out(lines.joined(separator: "\n"))
        let unknown = (code.cards + code.sideboards.flatMap(\.cards)).map(\.id).filter { cards[$0] == nil }
        if !unknown.isEmpty || cards[code.hero] == nil {
            var what = unknown.isEmpty ? [] : ["\(unknown.count) card(s) shown by dbfId"]
            if cards[code.hero] == nil { what.append("the hero") }
            console.err("bnet: not resolved: \(what.joined(separator: " and "))" + (unresolvedReason.map { ": \($0)" } ?? ""))
        }
    }

    /// The card search as a table, with the query's filters as options.
    func hsCards(_ words: [String]) async throws {
        guard words.isEmpty else { throw UsageError("hs cards takes options only, as in hs cards --class mage --mana 1-3; see bnet help hs") }
        var query = try Self.cardQuery(options.cardFilters)
        for key in options.order {
            let parts = key.split(separator: ":", maxSplits: 1).map(String.init)
            let direction: Hearthstone.SortDirection = parts.count > 1 && parts[1].lowercased() == "desc" ? .descending : .ascending
            query = query.sorted(by: Hearthstone.SortField(rawValue: parts[0]), direction)
        }
        if let page = options.page { query = query.page(page) }
        if let size = options.pageSize { query = query.pageSize(size) }
        let client = try client()
        let metadata = try? await client.hearthstone.metadata()
        var rows = [["id", "mana", "atk/hp", "name", "type", "rarity"]]
        var summary = ""
        func add(_ page: Hearthstone.CardPage) {
            for card in page.cards {
                let stats = card.attack.map { a in "\(a)/\(card.health ?? card.durability ?? 0)" } ?? card.health.map { "-/\($0)" } ?? "-"
                let type = metadata?.cardType(id: card.cardTypeID)?.name.description ?? "type \(card.cardTypeID)"
                let rarity = metadata?.rarity(id: card.rarityID)?.name.description ?? card.rarityID.map { "rarity \($0)" } ?? "-"
                rows.append([String(card.id), card.manaCost.map(String.init) ?? "-", stats, card.name.description, type, rarity])
            }
            summary = "\(page.cardCount) cards; page \(page.page) of \(page.pageCount)"
        }
        if options.allPages {
            for try await page in client.hearthstone.pages.cardSearch(query) { add(page) }
        } else {
            add(try await client.hearthstone.cardSearch(query))
        }
        console.out(Self.table(rows))
        console.out(summary)
    }

    /// One card: its numbers, names and text.
    func hsCard(_ words: [String]) async throws {
        guard words.count == 1 else { throw UsageError("hs card takes one card id or slug, as in hs card 52119-arch-villain-rafaam; see bnet help hs") }
        let client = try client()
        let id = Hearthstone.IDOrSlug(words[0])
        let card: Hearthstone.Card
        if let mode = options.cardFilters.last(where: { $0.option == "--game-mode" })?.value {
            card = try await client.hearthstone.card(id: id, gameMode: Hearthstone.GameModeSlug(rawValue: mode))
        } else {
            card = try await client.hearthstone.card(id: id)
        }
        let metadata = try? await client.hearthstone.metadata()
        var lines = ["\(card.name.description)  (\(card.id), \(card.slug))"]
        var numbers = [card.manaCost.map { "\($0) mana" }, card.attack.map { "\($0) attack" }, card.health.map { "\($0) health" },
                       card.durability.map { "\($0) durability" }, card.armor.map { "\($0) armor" }].compactMap { $0 }
        if let tier = card.battlegrounds?.tier { numbers.append("Battlegrounds tier \(tier)") }
        if !numbers.isEmpty { lines.append(numbers.joined(separator: ", ")) }
        if let metadata {
            let names = metadata.names(of: card)
            lines.append(names.description)
        } else {
            lines.append("type \(card.cardTypeID), set \(card.setID)" + (card.rarityID.map { ", rarity \($0)" } ?? ""))
        }
        if let text = card.text?.description, !text.isEmpty { lines.append(Self.plainText(text)) }
        if let flavor = card.flavorText?.description, !flavor.isEmpty { lines.append("“\(Self.plainText(flavor))”") }
        if let artist = card.artistName { lines.append("art: \(artist)") }
        console.out(lines.joined(separator: "\n"))
    }

    /// Card text as Battle.net sends it (`<b>Battlecry:</b> …`, a leading `[x]`, `$` damage marks)
    /// as plain text.
    static func plainText(_ html: String) -> String {
        var text = html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        if text.hasPrefix("[x]") { text.removeFirst(3) }
        for (entity, character) in [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.replacingOccurrences(of: "$", with: "").replacingOccurrences(of: "\n", with: " ")
            .split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The card query the `hs cards` options describe.
    static func cardQuery(_ filters: [(option: String, value: String)]) throws(UsageError) -> Hearthstone.CardQuery {
        var query = Hearthstone.CardQuery()
        func list(_ text: String) -> [String] { text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty } }
        func numbers(_ option: String, _ text: String) throws(UsageError) -> [Int] {
            var values: [Int] = []
            for part in list(text) {
                let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
                switch bounds.count {
                case 1 where bounds[0] != nil: values.append(bounds[0] ?? 0)
                case 2 where bounds[0] != nil && bounds[1] != nil && (bounds[0] ?? 0) <= (bounds[1] ?? 0) && (bounds[1] ?? 0) - (bounds[0] ?? 0) <= 100:
                    values += Array((bounds[0] ?? 0)...(bounds[1] ?? 0))
                default: throw UsageError("\(option) takes a number, a range such as 1-3, or a list such as 1,5; got \(Options.excerpt(text))")
                }
            }
            guard !values.isEmpty, values.allSatisfy({ $0 >= 0 }) else {
                throw UsageError("\(option) takes numbers of 0 or more; got \(Options.excerpt(text))")
            }
            return values
        }
        for (option, value) in filters {
            switch option {
            case "--class": query = query.filter("class", list(value))
            case "--set": query = query.filter("set", list(value))
            case "--rarity": query = query.filter("rarity", list(value))
            case "--type": query = query.filter("type", list(value))
            case "--minion-type": query = query.filter("minionType", list(value))
            case "--keyword": query = query.filter("keyword", list(value))
            case "--spell-school": query = query.filter("spellSchool", list(value))
            case "--game-mode": query = query.gameMode(Hearthstone.GameModeSlug(rawValue: value.lowercased()))
            case "--text": query = query.text(value)
            case "--mana": query = query.filter("manaCost", try numbers(option, value).map(String.init))
            case "--attack": query = query.filter("attack", try numbers(option, value).map(String.init))
            case "--health": query = query.filter("health", try numbers(option, value).map(String.init))
            case "--collectible":
                switch value.lowercased() {
                case "yes": query = query.collectible(true)
                case "no": query = query.collectible(false)
                case "all": query = query.collectible(nil)
                default: throw UsageError("--collectible takes yes, no or all; got \(Options.excerpt(value))")
                }
            case "--tier": query = query.filter("tier", list(value))
            default: continue
            }
        }
        return query
    }
}

/// A command that ran and failed for a reason that is not a Battle.net error nor a usage mistake:
/// exit 1 with the message.
struct CommandFailure: Error, LocalizedError {
    let message: String
    init(_ message: String) { self.message = message }
    var errorDescription: String? { message }
}

extension Mode {
    var isReplay: Bool { if case .replay = self { true } else { false } }
}
