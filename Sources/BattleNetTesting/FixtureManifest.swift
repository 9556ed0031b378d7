import Foundation
import BattleNetCore

/// The rows of a fixture folder's `MANIFEST.tsv`: which recorded body answers which request.
public struct FixtureManifest: Sendable {
    /// One recorded body and its provenance.
    public struct Entry: Hashable, Sendable {
        /// The file, relative to the folder (e.g. `d3/act__1.json`).
        public let file: String
        /// The operation id (e.g. `d3Act`); empty for OAuth bodies recorded without one. When one body
        /// answers several operations (the `operation` column lists them with commas), the first.
        public var operation: String { operations.first ?? "" }
        /// Every operation this body answers (`sc2Profile,sc2CnProfile` lists two).
        public let operations: [String]
        /// The recorded request's method, `GET`.
        public let method: HTTPMethod
        /// The recorded path, percent-decoded (e.g. `/d3/data/act/1`).
        public let path: String
        /// The recording's locale column, e.g. `en_gb`, or `absent(default)` when the request named none.
        public let locale: String
        /// The recorded HTTP status, e.g. `200`.
        public let status: Int
        /// `yes`, `likely` or `mock`.
        public let real: String
        /// Every column of the row, by header name.
        public let columns: [String: String]
    }

    /// The folder the manifest and the recorded bodies are in.
    public let directory: URL
    /// Every row of the manifest, in file order.
    public let entries: [Entry]

    /// Reads `MANIFEST.tsv` in `directory`.
    /// - Throws: `BattleNetError` `.invalidConfiguration` when the manifest is missing or has no
    ///   `file` and `concrete_request` columns.
    public init(directory: URL) throws {
        self.directory = directory
        let manifest = directory.appendingPathComponent("MANIFEST.tsv")
        guard let data = FileManager.default.contents(atPath: manifest.path) else {
            throw BattleNetError(.invalidConfiguration, message: "no fixture manifest at \(manifest.path)")
        }
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
        guard let header = lines.first?.components(separatedBy: "\t"),
              header.contains("file"), header.contains("concrete_request") else {
            throw BattleNetError(.invalidConfiguration, message: "\(manifest.path) lacks the file and concrete_request columns")
        }
        entries = lines.dropFirst().compactMap { line in
            let cells = line.components(separatedBy: "\t")
            let columns = Dictionary(zip(header, cells + Array(repeating: "", count: max(0, header.count - cells.count))),
                                     uniquingKeysWith: { first, _ in first })
            guard let file = columns["file"], !file.isEmpty, let request = columns["concrete_request"] else { return nil }
            let parts = request.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let hostAndPath = parts[1].split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
            let path = hostAndPath.firstIndex(of: "/").map { String(hostAndPath[$0...]) } ?? "/"
            return Entry(
                file: file,
                operations: (columns["operation"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }, method: HTTPMethod(rawValue: String(parts[0])),
                path: path.removingPercentEncoding ?? path, locale: columns["locale"] ?? "",
                status: Int(columns["http_status"] ?? "") ?? 200, real: columns["real"] ?? "", columns: columns
            )
        }
    }

    /// The body of `entry`.
    public func body(of entry: Entry) throws -> Data {
        let url = directory.appendingPathComponent(entry.file)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw BattleNetError(.invalidConfiguration, message: "fixture \(entry.file) is listed but missing at \(url.path)")
        }
        return data
    }

    /// The entries recorded for `operation`.
    public func entries(for operation: String) -> [Entry] { entries.filter { $0.operations.contains(operation) } }

    /// The best recording for a request: same method and path, then the same locale, then real
    /// recordings before mocks; `nil` when none was recorded.
    public func entry(method: HTTPMethod, path: String, locale: String?) -> Entry? {
        let wanted = (path.removingPercentEncoding ?? path)
        let candidates = entries.filter { $0.method == method && Self.samePath($0.path, wanted) }
        return candidates.max { rank($0, locale) < rank($1, locale) }
    }

    private func rank(_ entry: Entry, _ locale: String?) -> Int {
        var score = 0
        if let locale, entry.locale.caseInsensitiveCompare(locale) == .orderedSame { score += 2 }
        if entry.real != "mock" { score += 1 }
        // Earlier rows win ties: `max` keeps the last maximum, so subtract the position.
        return score * 10_000 - (entries.firstIndex(of: entry) ?? 0)
    }

    /// Paths match ignoring a trailing slash, since Battle.net serves both forms.
    static func samePath(_ lhs: String, _ rhs: String) -> Bool {
        func trimmed(_ path: String) -> String { path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path }
        return trimmed(lhs) == trimmed(rhs)
    }
}
