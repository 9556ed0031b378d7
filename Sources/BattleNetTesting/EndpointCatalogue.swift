import Foundation
import BattleNetCore

/// The endpoint catalogue (`endpoints.tsv`: one row per Battle.net endpoint with its game, name,
/// method, path template, namespace and token) that a game module's operations are checked against.
///
/// ```swift
/// let catalogue = try EndpointCatalogue.shipped()
/// #expect(catalogue.mismatches(game: "sc2", declared: SC2.Operations.all.map(\.descriptor)) == [])
/// ```
package struct EndpointCatalogue: Sendable {
    /// One endpoint: every column by its header name (`game`, `name`, `method`, `path_template`,
    /// `namespace`, `token`, `notes`, ...).
    package struct Row: Hashable, Sendable {
        /// The row's cells by column name, e.g. `name`, `game`, `path`.
        package let columns: [String: String]
        /// The cell in `column`; empty when the row has none.
        package subscript(column: String) -> String { columns[column] ?? "" }
        /// The row's game, e.g. `d3`.
        package var game: String { self["game"] }
        /// The row's operation id, e.g. `d3Act`.
        package var name: String { self["name"] }
    }

    /// Every row of the catalogue, in file order.
    package let rows: [Row]

    /// Reads tab-separated text whose first line names the columns.
    package init(text: String) {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.components(separatedBy: "\t") }
        guard let header = lines.first else {
            rows = []
            return
        }
        rows = lines.dropFirst().map { cells in
            Row(columns: Dictionary(zip(header, cells).map { ($0, $1) }, uniquingKeysWith: { first, _ in first }))
        }
    }

    /// - Throws: the file-reading error when `url` cannot be read as UTF-8.
    package init(contentsOf url: URL) throws {
        self.init(text: try String(contentsOf: url, encoding: .utf8))
    }

    /// Where the shipped copy of `endpoints.tsv` is.
    package static var shippedURL: URL? { Bundle.module.url(forResource: "endpoints", withExtension: "tsv") }

    /// The catalogue shipped with this package (a copy of the workspace's `shared/api/endpoints.tsv`
    /// in `BattleNetTesting`'s resources), so the catalogue checks run in every clone.
    /// - Throws: when the resource is missing or unreadable.
    package static func shipped() throws -> EndpointCatalogue {
        guard let url = shippedURL else {
            throw BattleNetError(.invalidConfiguration, message: "endpoints.tsv is missing from BattleNetTesting's resources")
        }
        return try EndpointCatalogue(contentsOf: url)
    }

    /// The workspace's own catalogue (`shared/api/endpoints.tsv` in a folder above `file`), or `nil`
    /// outside the workspace; a test compares it with ``shipped()`` so the copy never goes stale.
    package static func workspace(near file: String = #filePath) -> EndpointCatalogue? {
        workspaceURL(near: file).flatMap { try? EndpointCatalogue(contentsOf: $0) }
    }

    /// Where the workspace's catalogue is, if the package sits in the workspace.
    package static func workspaceURL(near file: String = #filePath) -> URL? {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let candidate = folder.appendingPathComponent("shared/api/endpoints.tsv")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The rows of one game (`d3`, `sc2`, `wow`, `wow-classic`).
    package func rows(game: String) -> [Row] {
        rows.filter { $0.game == game }
    }

    /// How the operations `declared` differ from the catalogue's rows of `game`: a row with no
    /// declaration, a declaration (or derived Classic id) with no row, and any method, template,
    /// namespace, token or flavors that differ. Empty when they agree.
    ///
    /// `notYetDeclared` names rows a module deliberately leaves for later (e.g. World of Warcraft's
    /// profile rows while its game data lands): they are not reported missing, but one that is
    /// declared or not in the catalogue is reported, so the list never goes stale.
    package func mismatches(game: String, declared: [OperationDescriptor], notYetDeclared: Set<String> = []) -> [String] {
        let rows = rows(game: game)
        var entries: [String: (OperationDescriptor, CatalogueEntry)] = [:]
        for descriptor in declared {
            for entry in descriptor.catalogueEntries where entry.game.rawValue == game {
                entries[entry.id] = (descriptor, entry)
            }
        }
        var problems: [String] = []
        for row in rows {
            if notYetDeclared.contains(row.name) {
                if entries[row.name] != nil {
                    problems.append("\(row.name) is declared: remove it from the not-yet-declared list")
                }
                continue
            }
            guard let (descriptor, entry) = entries[row.name] else {
                problems.append("\(row.name) is in the catalogue but not declared")
                continue
            }
            let expected = [
                ("method", row["method"], descriptor.method.rawValue),
                ("template", row["path_template"], descriptor.template.description),
                ("namespace", row["namespace"], descriptor.namespace?.rawValue ?? "none"),
                ("token", row["token"], descriptor.token.description),
                ("flavors", row["flavors"], entry.variants?.description ?? ""),
            ]
            for (what, catalogued, actual) in expected where catalogued != actual {
                problems.append("\(row.name): \(what) is \(actual), the catalogue says \(catalogued)")
            }
        }
        let catalogued = Set(rows.map(\.name))
        for id in entries.keys.sorted() where !catalogued.contains(id) {
            problems.append("\(id) is declared but not in the catalogue")
        }
        return problems
    }
}
