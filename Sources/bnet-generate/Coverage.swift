import Foundation

/// The coverage article: every declared operation of the four games with its request, token, model and
/// the recorded bodies behind it, written whole into Core's DocC catalog.
///
/// It reads the declarations (id, method, template, namespace kind, and the `flavors:`, `token:` and
/// `model:` arguments as written), `Fixtures/MANIFEST.tsv` (the recorded 2xx bodies of each id),
/// `Fixtures/COVERAGE.tsv` (the caveat beside a count) and the shipped endpoint catalogue (the rows no
/// declaration answers yet). `bnet endpoints --format markdown` prints the same table from the compiled
/// declarations, and a test keeps the two equal.
enum Coverage {
    /// The article, relative to the package root; nothing else writes it.
    static let path = "Sources/BattleNetCore/BattleNetCore.docc/Generated/Coverage.md"
    static let manifest = "Fixtures/MANIFEST.tsv"
    static let notes = "Fixtures/COVERAGE.tsv"
    static let catalogue = "Sources/BattleNetTesting/Resources/endpoints.tsv"
    /// The line after the table's header in the article, where the table starts.
    static let tableHeader = "| operation | request | token | model | fixtures |"

    /// The whole article for `games` (in the order the generator reads them).
    static func article(_ games: [(GameModule, [DeclaredOperation])], root: URL) throws -> String {
        let manifestRows = try rows(of: root.appendingPathComponent(manifest))
        var counts: [String: Int] = [:]
        for row in manifestRows {
            guard let file = row["file"], !file.isEmpty, let request = row["concrete_request"],
                  request.split(separator: " ", maxSplits: 1).count == 2 else { continue }
            let status = Int(row["http_status"] ?? "") ?? 200
            guard (200..<300).contains(status) else { continue }
            for id in (row["operation"] ?? "").split(separator: ",") {
                counts[id.trimmingCharacters(in: .whitespaces), default: 0] += 1
            }
        }
        var caveats: [String: String] = [:]
        for row in try rows(of: root.appendingPathComponent(notes)) {
            if let id = row["operation"], let note = row["note"], !note.isEmpty { caveats[id] = note }
        }
        var lines = [tableHeader, "|---|---|---|---|---|"]
        var declared = Set<String>(), declaredGames = Set<String>()
        for (game, operations) in games where !game.isService {
            for operation in operations {
                let declaration = operation.declaration
                let token = tokenColumn(declaration.options["token"])
                let model = declaration.options["model"] ?? declaration.model
                let note = caveats[declaration.id]
                for entry in entries(of: declaration, game: game) {
                    declared.insert(entry.id)
                    declaredGames.insert(entry.game)
                    var request = "\(declaration.method) `\(declaration.template)`"
                    if let namespace = declaration.namespaceKind {
                        request += " (\(namespace)" + (entry.flavors.map { "; \($0)" } ?? "") + ")"
                    }
                    let count = counts[entry.id] ?? 0
                    var notes = note.map { [$0] } ?? []
                    if count == 0, entry.game == "wow-classic", note?.contains("no recording") != true {
                        notes.append("no Classic recording; the retail recordings and third-party clients' Classic types back the model")
                    }
                    let fixtures = String(count) + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")
                    lines.append("| `\(entry.id)` | \(request) | \(token) | `\(model)` | \(fixtures) |")
                }
            }
        }
        let missing = try rows(of: root.appendingPathComponent(catalogue))
            .filter { declaredGames.contains($0["game"] ?? "") && !declared.contains($0["name"] ?? "") }
            .compactMap { $0["name"] }
        if !missing.isEmpty {
            lines.append("")
            lines.append("Not declared yet (\(missing.count)): " + missing.map { "`\($0)`" }.joined(separator: ", ") + ".")
        }
        return """
            # Coverage

            Every Battle.net operation the package declares: its request, the token it needs, the model a \
            mapped call returns, and the recorded bodies behind that model.

            <!-- Written whole by `swift run bnet-generate` from the operation declarations, \(manifest), \(notes) \
            and the endpoint catalogue; `swift run bnet-generate --check` fails when it is stale. Do not edit. -->

            ## Overview

            *Fixtures* counts the real recorded bodies in `Fixtures/` that back the operation's decode tests, \
            with the caveat `Fixtures/COVERAGE.tsv` gives (where a model without a recording comes from is in \
            its `provenance` column). Each World of Warcraft row says its namespace kind and the flavors that \
            serve it (`?`: seen only in third-party code); a `wowClassic…` row is answered by the same \
            declaration as its retail twin. Every catalogue row of the four games is declared. The `sc2Cn…` \
            operations are China-only legacy paths (a client with region `.cn`); Blizzard's China gateway is \
            reported closed to third-party clients. `bnet endpoints --format markdown` prints this table.

            \(lines.joined(separator: "\n"))

            """
    }

    /// One row of the table per catalogue id the declaration answers: the id, its game's catalogue
    /// name and, for World of Warcraft, the flavors of that id.
    static func entries(of declaration: Declaration, game: GameModule) -> [(id: String, game: String, flavors: String?)] {
        guard game.namespace == "WoW" else { return [(declaration.id, game.idPrefix, nil)] }
        let support = flavors(declaration.options["flavors"])
        if declaration.id.hasPrefix("wowClassic") { return [(declaration.id, "wow-classic", describe(support))] }
        var entries: [(id: String, game: String, flavors: String?)] = []
        if support.contains(where: { $0.flavor == "retail" }) { entries.append((declaration.id, "wow", "retail")) }
        let classic = support.filter { $0.flavor != "retail" }
        if !classic.isEmpty { entries.append(("wowClassic" + declaration.id.dropFirst(3), "wow-classic", describe(classic))) }
        return entries
    }

    /// The flavors of a `flavors:` argument as written (`.all`, `FlavorSupport([.retail, .classic],
    /// unconfirmed: [.classicAnniversary])`, a name the module declares), in `GameFlavor`'s order.
    static func flavors(_ written: String?) -> [(flavor: String, unconfirmed: Bool)] {
        let cases = ["retail": "retail", "classic": "classic", "classicEra": "classic1x", "classicAnniversary": "classicann"]
        let order = ["retail", "classic", "classic1x", "classicann"]
        let named = [
            ".all": "FlavorSupport([.retail, .classic, .classicEra, .classicAnniversary])",
            ".retailAndClassicProfiles": "FlavorSupport([.retail, .classic, .classicEra], unconfirmed: [.classicAnniversary])",
            ".retail": "FlavorSupport([.retail])",
            ".everyClassic": "FlavorSupport([.classic, .classicEra, .classicAnniversary])",
            ".retailAndClassic": "FlavorSupport([.retail, .classic])",
            ".retailClassicAndEra": "FlavorSupport([.retail, .classic, .classicEra])",
        ]
        let text = written.map { named[$0] ?? $0 } ?? "FlavorSupport([.retail])"
        let parts = text.components(separatedBy: "unconfirmed:")
        func names(_ part: String) -> [String] {
            part.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." }).compactMap { word in
                word.hasPrefix(".") ? cases[String(word.dropFirst())] : nil
            }
        }
        let confirmed = names(parts[0]).map { ($0, false) }
        let unconfirmed = parts.count > 1 ? names(parts[1]).map { ($0, true) } : []
        return (confirmed + unconfirmed).sorted { (order.firstIndex(of: $0.0) ?? order.count) < (order.firstIndex(of: $1.0) ?? order.count) }
    }

    static func describe(_ flavors: [(flavor: String, unconfirmed: Bool)]) -> String {
        flavors.map { $0.flavor + ($0.unconfirmed ? "?" : "") }.joined(separator: ",")
    }

    /// `client`, `none`, or `user (`wow.profile`)` from a `token:` argument as written.
    static func tokenColumn(_ written: String?) -> String {
        guard let written, written != ".client" else { return "client" }
        if written == ".none" { return "none" }
        guard written.hasPrefix(".user") else { return written }
        let scopes = ["wowProfile": "wow.profile", "d3Profile": "d3.profile", "sc2Profile": "sc2.profile", "openid": "openid"]
        guard let open = written.range(of: "scope: ."), let close = written.range(of: ")", range: open.upperBound..<written.endIndex)
        else { return "user" }
        let scope = String(written[open.upperBound..<close.lowerBound])
        return "user (`\(scopes[scope] ?? scope)`)"
    }

    /// The rows of a tab-separated file with a header line, each by column name.
    static func rows(of file: URL) throws -> [[String: String]] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.components(separatedBy: "\t") }
        guard let header = lines.first else { return [] }
        return lines.dropFirst().map { cells in
            var row: [String: String] = [:]
            for (index, name) in header.enumerated() where row[name] == nil { row[name] = index < cells.count ? cells[index] : "" }
            return row
        }
    }
}
