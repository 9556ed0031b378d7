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
        /// Every operation this body answers (a cell such as `opA,opB` lists two).
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

        /// The namespace the recorded request sent (its `namespace` query value), if any.
        package var recordedNamespace: RecordedNamespace? {
            guard let request = columns["concrete_request"], let query = request.split(separator: "?", maxSplits: 1).last,
                  request.contains("?") else { return nil }
            for pair in query.split(separator: "&") where pair.hasPrefix("namespace=") {
                return RecordedNamespace(parsing: String(pair.dropFirst("namespace=".count)))
            }
            return nil
        }

        /// The region the recording was made in (`region` column, else the namespace's), lowercased.
        package var recordedRegion: String? {
            if let region = columns["region"], !region.isEmpty { return region.lowercased() }
            return recordedNamespace?.region
        }
    }

    /// The folder the manifest and the recorded bodies are in.
    public let directory: URL
    /// Every row of the manifest, in file order.
    public let entries: [Entry]
    /// The caveat beside each operation's fixture count in the coverage table, by operation id, from the
    /// folder's `COVERAGE.tsv` (its `note` column; its `provenance` column says where a model without a
    /// recording comes from). Empty when the folder has none.
    package let coverageNotes: [String: String]

    /// Reads `MANIFEST.tsv` in `directory`.
    /// - Throws: `BattleNetError` `.invalidConfiguration` when the manifest is missing or has no
    ///   `file` and `concrete_request` columns.
    public init(directory: URL) throws {
        self.directory = directory
        coverageNotes = Self.coverageNotes(in: directory)
        let manifest = directory.appendingPathComponent("MANIFEST.tsv")
        guard let data = FileManager.default.contents(atPath: manifest.path) else {
            throw BattleNetError(.invalidConfiguration, message: "no fixture manifest at \(manifest.path)")
        }
        // Parsed once per process for the same bytes: every stand-in and replay of a test run reads
        // the same manifest, and parsing it each time would cost the suite much of its CPU.
        if let cached = Self.parsed.withLock({ $0[manifest.path] }), cached.data == data {
            entries = cached.entries
            return
        }
        entries = try Self.entries(of: data, at: manifest)
        let parsed = entries
        Self.parsed.withLock { $0[manifest.path] = (data, parsed) }
    }

    private static let parsed = ParsedManifests()

    /// The manifests read so far in this process, by path, with the bytes they were read from.
    private final class ParsedManifests: @unchecked Sendable {
        private let lock = NSLock()
        private var byPath: [String: (data: Data, entries: [Entry])] = [:]
        func withLock<T>(_ body: (inout [String: (data: Data, entries: [Entry])]) -> T) -> T {
            lock.withLock { body(&byPath) }
        }
    }

    /// The `operation` and `note` columns of `COVERAGE.tsv` in `directory`.
    private static func coverageNotes(in directory: URL) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent("COVERAGE.tsv").path) else { return [:] }
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map { $0.components(separatedBy: "\t") }
        guard let header = lines.first, let id = header.firstIndex(of: "operation"), let note = header.firstIndex(of: "note") else { return [:] }
        var notes: [String: String] = [:]
        for cells in lines.dropFirst() where cells.count > max(id, note) && !cells[note].isEmpty { notes[cells[id]] = cells[note] }
        return notes
    }

    /// The coverage table's caveat for `operation` (e.g. which shape no recording backs), if any.
    package func coverageNote(for operation: String) -> String? { coverageNotes[operation] }

    private static func entries(of data: Data, at manifest: URL) throws -> [Entry] {
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
        guard let header = lines.first?.components(separatedBy: "\t"),
              header.contains("file"), header.contains("concrete_request") else {
            throw BattleNetError(.invalidConfiguration, message: "\(manifest.path) lacks the file and concrete_request columns")
        }
        return lines.dropFirst().compactMap { line in
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

    /// The bodies of `operation`'s successful (status 200) recordings, with their file names: what a
    /// model must decode.
    ///
    /// ```swift
    /// for (file, body) in try manifest.successfulBodies(for: "wowAuctions") { ... }
    /// ```
    /// - Throws: the file system's error when a body cannot be read.
    public func successfulBodies(for operation: String) throws -> [(file: String, body: Data)] {
        try entries(for: operation).filter { $0.status == 200 }.map { ($0.file, try body(of: $0)) }
    }

    /// The best recording for a request: same method and path, then the same locale, then real
    /// recordings before mocks; `nil` when none was recorded. See ``match(_:)`` for WoW namespaces.
    public func entry(method: HTTPMethod, path: String, locale: String?) -> Entry? {
        match(Request(method: method, path: path, locale: locale))?.entry
    }

    /// What a replayed request asks for: its method, path, locale and (WoW) namespace and region.
    public struct Request: Hashable, Sendable {
        /// `GET` for every API read.
        public var method: HTTPMethod
        /// The path, percent-encoded or not.
        public var path: String
        /// The `locale` query value, e.g. `en_US`.
        public var locale: String?
        /// The `Battlenet-Namespace` header (or `namespace` query) value, e.g. `static-classic1x-eu`.
        public var namespace: String?
        /// The API region the request went to (its host), e.g. `eu`.
        public var region: String?
        /// A recording named by file (e.g. `wow/error-403__item__19019.json`): only it is served.
        public var file: String?

        /// A request to match against the recordings.
        public init(method: HTTPMethod, path: String, locale: String? = nil, namespace: String? = nil,
                    region: String? = nil, file: String? = nil) {
            self.method = method
            self.path = path
            self.locale = locale
            self.namespace = namespace
            self.region = region
            self.file = file
        }
    }

    /// The recording chosen for a request and how it differs from what was asked.
    public struct Match: Hashable, Sendable {
        /// The recording to serve.
        public let entry: Entry
        /// What differs from the request, e.g. `["region eu (asked us)", "flavor classic (asked classic1x)"]`;
        /// empty when the recording was made for exactly this request.
        public let differences: [String]
    }

    /// The best recording for `request`, or `nil` when nothing was recorded for its method and path.
    ///
    /// Among the recordings of the path, a 2xx body wins over an error body (error recordings are
    /// served when asked for by ``Request/file`` or when nothing else was recorded), then the same
    /// flavor (retail, `classic`, `classic1x`, `classicann`, from the namespace; another Classic flavor
    /// before retail for a Classic request), the same region, the
    /// same locale, and real recordings before mocks; earlier rows win ties.
    public func match(_ request: Request) -> Match? {
        let wanted = request.path.removingPercentEncoding ?? request.path
        var candidates = entries.filter { $0.method == request.method && Self.samePath($0.path, wanted) }
        if let file = request.file { candidates = candidates.filter { $0.file == file } }
        let asked = request.namespace.map(RecordedNamespace.init(parsing:))
        let askedRegion = (asked?.region ?? request.region)?.lowercased()
        let askedLocale = request.locale?.lowercased()
        func rank(_ entry: Entry) -> [Int] {
            let recorded = entry.recordedNamespace
            return [
                (200..<300).contains(entry.status) ? 1 : 0,
                flavorCloseness(asked: asked?.flavor, recorded: recorded?.flavor),
                askedRegion == nil || entry.recordedRegion == askedRegion ? 1 : 0,
                askedLocale == nil || entry.locale.lowercased() == askedLocale ? 1 : 0,
                entry.real != "mock" ? 1 : 0,
            ]
        }
        var best: (entry: Entry, rank: [Int])?
        for entry in candidates {
            let score = rank(entry)
            if let current = best, !current.rank.lexicographicallyPrecedes(score) { continue }
            best = (entry, score)
        }
        guard let entry = best?.entry else { return nil }
        var differences: [String] = []
        if let asked, let recorded = entry.recordedNamespace, recorded.flavor != asked.flavor {
            differences.append("flavor \(recorded.flavor) (asked \(asked.flavor))")
        }
        if let askedRegion, let region = entry.recordedRegion, region != askedRegion {
            differences.append("region \(region) (asked \(askedRegion))")
        }
        if let askedLocale, !entry.locale.isEmpty, entry.locale.lowercased() != askedLocale {
            differences.append("locale \(entry.locale) (asked \(request.locale ?? askedLocale))")
        }
        return Match(entry: entry, differences: differences)
    }

    /// 2 for the same flavor (or nothing to compare), 1 for another Classic flavor of a Classic request
    /// (the Classic games share more with each other than with retail), 0 otherwise.
    private func flavorCloseness(asked: String?, recorded: String?) -> Int {
        guard let asked, let recorded, asked != recorded else { return 2 }
        return asked.hasPrefix("classic") && recorded.hasPrefix("classic") ? 1 : 0
    }

    /// The parts of a namespace string that matter for matching: kind, flavor and region
    /// (`static-1.13.2_31446-classic-eu` → static, classic, eu; a build number is ignored).
    package struct RecordedNamespace: Hashable, Sendable {
        package let kind: String
        package let flavor: String
        package let region: String?

        package init(parsing text: String) {
            let parts = text.lowercased().split(separator: "-").map(String.init)
            kind = parts.first ?? ""
            flavor = parts.dropFirst().first { $0.hasPrefix("classic") } ?? "retail"
            region = parts.count > 1 ? parts.last : nil
        }
    }

    /// Paths match ignoring a trailing slash, since Battle.net serves both forms.
    static func samePath(_ lhs: String, _ rhs: String) -> Bool {
        func trimmed(_ path: String) -> String { path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path }
        return trimmed(lhs) == trimmed(rhs)
    }
}

extension FixtureManifest {
    /// The scalar values (strings, and numbers and booleans as text) of a JSON document, at any depth.
    ///
    /// Used to check that a model decoded from a recording kept real values of it: the values of the
    /// model's own encoding (`AnyAPIOperation.reencode(_:)`) must share some with the body's.
    ///
    /// ```swift
    /// let kept = FixtureManifest.scalarValues(of: try operation.reencode(body))
    /// #expect(!kept.isDisjoint(with: FixtureManifest.scalarValues(of: body)))
    /// ```
    package static func scalarValues(of json: Data) -> Set<String> {
        guard let object = try? JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed]) else { return [] }
        var values = Set<String>()
        func visit(_ value: Any) {
            switch value {
            case let dictionary as [String: Any]: dictionary.values.forEach(visit)
            case let array as [Any]: array.forEach(visit)
            case let text as String where !text.isEmpty: values.insert(text)
            case let number as NSNumber: values.insert(number.stringValue)
            default: break
            }
        }
        visit(object)
        return values
    }

    /// Checks every recording of `operations` against its model: each decodes, and the model's own
    /// encoding keeps some of the body's values (``scalarValues(of:)``); an operation without a
    /// recording says "no recording" in its coverage note (never an invented fixture).
    ///
    /// ```swift
    /// let check = manifest.checkRecordings(of: D3.Operations.all)
    /// #expect(check.problems == [])
    /// ```
    /// - Parameters:
    ///   - operations: The declared operations.
    ///   - recordings: The entries that answer an operation: by default those listing its id.
    /// - Returns: What is wrong, one line each (empty when all is well), and how many bodies decoded.
    package func checkRecordings(
        of operations: [AnyAPIOperation], recordings: ((AnyAPIOperation) -> [Entry])? = nil
    ) -> (problems: [String], decoded: Int) {
        var problems: [String] = []
        var decoded = 0
        for operation in operations {
            let id = operation.descriptor.id
            let found = recordings?(operation) ?? entries(for: id)
            let saysUnrecorded = coverageNote(for: id)?.contains("no recording") == true
            if found.isEmpty != saysUnrecorded { problems.append("\(id): recordings and coverage note disagree") }
            for entry in found {
                do {
                    let body = try body(of: entry)
                    let kept = Self.scalarValues(of: try operation.reencode(body))
                    let sent = Self.scalarValues(of: body)  // empty for a body of empty arrays only
                    if !sent.isEmpty && kept.isDisjoint(with: sent) { problems.append("\(entry.file): the model kept none of the body's values") }
                    decoded += 1
                } catch {
                    problems.append("\(entry.file) (\(id)): \(error)")
                }
            }
        }
        return (problems, decoded)
    }

    /// ``checkRecordings(of:recordings:)`` for a whole game, and its manifest against its folder: every
    /// row of the game (column `game`) answers declared operations only, each body decodes with every
    /// operation it is listed for, and every file of the game's folder has a row and every row a file.
    ///
    /// ```swift
    /// #expect(try manifest.checkGame("d3", operations: D3.Operations.all) == [])
    /// ```
    /// - Parameters:
    ///   - game: The game's column value and folder, e.g. `d3`.
    ///   - operations: The game's declared operations.
    ///   - isListedWithoutOperation: Files of the folder that need no row (e.g. single elements of a list).
    /// - Returns: What is wrong, one line each; empty when all is well.
    /// - Throws: When the game's folder cannot be read.
    package func checkGame(
        _ game: String, operations: [AnyAPIOperation], isListedWithoutOperation: (String) -> Bool = { _ in false }
    ) throws -> [String] {
        let rows = entries.filter { $0.columns["game"] == game }
        let declared = Set(operations.map(\.descriptor.id))
        var problems = rows.filter { !$0.operations.allSatisfy(declared.contains) }.map { "\($0.file): answers an undeclared operation" }
        let check = checkRecordings(of: operations)
        problems += check.problems
        let listed = rows.map(\.operations.count).reduce(0, +)
        if check.problems.isEmpty && check.decoded != listed { problems.append("\(check.decoded) bodies decoded of \(listed) listed") }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(game).path)
            .filter { !isListedWithoutOperation($0) }.map { "\(game)/" + $0 }
        let unlisted = Set(files).subtracting(rows.map(\.file)), missing = Set(rows.map(\.file)).subtracting(files)
        problems += unlisted.sorted().map { "\($0): a file without a manifest row" } + missing.sorted().map { "\($0): a row without a file" }
        return problems
    }
}
