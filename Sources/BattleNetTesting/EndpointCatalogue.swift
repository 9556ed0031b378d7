import Foundation
import BattleNetCore

/// The endpoint catalogue (`endpoints.tsv`: one row per Battle.net endpoint with its game, name,
/// method, path template, namespace and token) that a game module's operations are checked against.
///
/// ```swift
/// if let catalogue = EndpointCatalogue.workspace() {
///     #expect(catalogue.mismatches(game: "sc2", declared: SC2.Operations.all.map(\.descriptor)) == [])
/// }
/// ```
public struct EndpointCatalogue: Sendable {
    /// One endpoint: every column by its header name (`game`, `name`, `method`, `path_template`,
    /// `namespace`, `token`, `notes`, ...).
    public struct Row: Hashable, Sendable {
        public let columns: [String: String]
        public subscript(column: String) -> String { columns[column] ?? "" }
        public var game: String { self["game"] }
        public var name: String { self["name"] }
    }

    public let rows: [Row]

    /// Reads tab-separated text whose first line names the columns.
    public init(text: String) {
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
    public init(contentsOf url: URL) throws {
        self.init(text: try String(contentsOf: url, encoding: .utf8))
    }

    /// The catalogue of the workspace the package sits in (`shared/api/endpoints.tsv` in a folder
    /// above `file`), or `nil` outside it, as in a clone of the package on its own.
    public static func workspace(near file: String = #filePath) -> EndpointCatalogue? {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let candidate = folder.appendingPathComponent("shared/api/endpoints.tsv")
            if let catalogue = try? EndpointCatalogue(contentsOf: candidate) { return catalogue }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The rows of one game (`d3`, `sc2`, `wow`, `wow-classic`).
    public func rows(game: String) -> [Row] {
        rows.filter { $0.game == game }
    }

    /// How the operations `declared` for `game` differ from the catalogue: a row with no operation of
    /// its name, an operation with no row, and any method, template, namespace or token that differs.
    /// Empty when they agree.
    public func mismatches(game: String, declared: [OperationDescriptor]) -> [String] {
        let rows = rows(game: game)
        let byID = Dictionary(declared.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [String] = []
        for row in rows {
            guard let descriptor = byID[row.name] else {
                problems.append("\(row.name) is in the catalogue but not declared")
                continue
            }
            let expected = [
                ("method", row["method"], descriptor.method.rawValue),
                ("template", row["path_template"], descriptor.template.description),
                ("namespace", row["namespace"], descriptor.namespace?.rawValue ?? "none"),
                ("token", row["token"], descriptor.token.description),
            ]
            for (what, catalogued, actual) in expected where catalogued != actual {
                problems.append("\(row.name): \(what) is \(actual), the catalogue says \(catalogued)")
            }
        }
        let catalogued = Set(rows.map(\.name))
        for descriptor in declared where !catalogued.contains(descriptor.id) {
            problems.append("\(descriptor.id) is declared but not in the catalogue")
        }
        return problems
    }
}
