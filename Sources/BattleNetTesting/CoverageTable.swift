import BattleNetCore
import Foundation

/// The coverage table, derived from the declared operations and the fixture manifest (`bnet endpoints
/// --format markdown` prints it; `bnet-generate` writes the same table into Core's Coverage article from
/// the declarations as written, and a test keeps the two equal).
package enum CoverageTable {
    /// One Markdown table row per catalogue entry of `operations`.
    ///
    /// *Fixtures* counts the recorded 2xx bodies for that id in `manifest`, followed by the
    /// operation's coverage note (`Fixtures/COVERAGE.tsv`); a Classic row without a recording of its own says so. With a `catalogue`, a line after the table lists the catalogue ids
    /// of the same games that no declaration answers yet.
    package static func markdown(
        _ operations: [OperationDescriptor], manifest: FixtureManifest?, catalogue: EndpointCatalogue? = nil
    ) -> String {
        var lines = ["| operation | request | token | model | fixtures |", "|---|---|---|---|---|"]
        for descriptor in operations {
            for entry in descriptor.catalogueEntries {
                var request = "\(descriptor.method) `\(descriptor.template)`"
                if let namespace = descriptor.namespace {
                    request += " (\(namespace)" + (entry.variants.map { "; \($0)" } ?? "") + ")"
                }
                let token = descriptor.token.description + (descriptor.token.scope.map { " (`\($0.rawValue)`)" } ?? "")
                let count = manifest?.entries(for: entry.id).filter { (200..<300).contains($0.status) }.count ?? 0
                let note = manifest?.coverageNote(for: descriptor.id)
                var notes = note.map { [$0] } ?? []
                if count == 0, entry.isTwin, note?.contains("no recording") != true {
                    notes.append("no Classic recording; the retail recordings and third-party clients' Classic types back the model")
                }
                let fixtures = String(count) + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")
                lines.append("| `\(entry.id)` | \(request) | \(token) | `\(descriptor.modelName)` | \(fixtures) |")
            }
        }
        if let catalogue {
            let declared = Set(operations.flatMap { $0.catalogueEntries.map(\.id) })
            let games = Set(operations.flatMap { $0.catalogueEntries.map(\.game.rawValue) })
            let missing = catalogue.rows.filter { games.contains($0.game) && !declared.contains($0.name) }
            if !missing.isEmpty {
                lines.append("")
                lines.append("Not declared yet (\(missing.count)): " + missing.map { "`\($0.name)`" }.joined(separator: ", ") + ".")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
