import Foundation

/// Operations whose calls take a query value instead of path arguments: WoW's searches, Hearthstone's
/// card and card-back searches and its deck lookup.
struct QueryRule: Sendable, Equatable {
    /// The model that marks such an operation: a prefix when it ends in `<` (`WoW.SearchPage<`), else the
    /// whole name (`Hearthstone.Deck`, which a declaration with path parameters may also return).
    let model: String
    /// The query type, e.g. `WoW.SearchQuery`.
    let query: String
    /// Whether the query has a default (`= WoW.SearchQuery()`): a search without filters.
    let hasDefault: Bool
    /// Whether the operation also gets a page sequence (`client.wow.pages.itemSearch(query)`).
    let hasPages: Bool
    /// The query parameter's documentation.
    let summary: String

    /// Whether `declaration` is such an operation. A prefix rule claims every model it starts (a path
    /// parameter there is an error); a whole-name rule claims only declarations without path parameters.
    func claims(_ declaration: Declaration) -> Bool {
        if model.hasSuffix("<") { return declaration.model.hasPrefix(model) }
        return declaration.model == model && declaration.parameters.isEmpty
    }

    /// A search: pages of a model, filtered by a query with a default.
    static func search(_ model: String, query: String) -> QueryRule {
        QueryRule(model: model, query: query, hasDefault: true, hasPages: true, summary: "The filters, order and page; none by default.")
    }
}

/// A game module whose `Generated/OperationList.swift` is generated.
struct GameModule: Sendable {
    /// The target, e.g. `BattleNetD3`; its sources are under `Sources/<module>`.
    let module: String
    /// The namespace enum, e.g. `D3`.
    let namespace: String
    /// The game's name in doc comments, e.g. `Diablo III`.
    let name: String
    /// The client's member for the game, e.g. `d3` in `client.d3.act(id:)`.
    let member: String
    /// What the game's catalogue ids start with, e.g. `hs` for Hearthstone; the member by default.
    let idPrefix: String
    /// The operations that take a query (``QueryRule``), if the game has any.
    let queries: [QueryRule]
    /// Whether the module's operations are a service's own requests (Core's OAuth): their list has
    /// ``all`` only, no endpoints, calls or DocC topics (nothing calls them but the package).
    let isService: Bool
    /// The folder of the declarations under `Sources/<module>`, when it is not the whole module.
    let directory: String?
    /// The generated list's file name, in ``generated``.
    let listName: String

    init(
        module: String, namespace: String, name: String, member: String, idPrefix: String? = nil, queries: [QueryRule] = [],
        isService: Bool = false, directory: String? = nil, listName: String = "OperationList.swift"
    ) {
        self.module = module
        self.namespace = namespace
        self.name = name
        self.member = member
        self.idPrefix = idPrefix ?? member
        self.queries = queries
        self.isService = isService
        self.directory = directory
        self.listName = listName
    }

    static let all = [
        GameModule(module: "BattleNetD3", namespace: "D3", name: "Diablo III", member: "d3"),
        GameModule(module: "BattleNetSC2", namespace: "SC2", name: "StarCraft II", member: "sc2"),
        GameModule(
            module: "BattleNetWoW", namespace: "WoW", name: "World of Warcraft", member: "wow",
            queries: [.search("WoW.SearchPage<", query: "WoW.SearchQuery")]
        ),
        GameModule(
            module: "BattleNetHearthstone", namespace: "Hearthstone", name: "Hearthstone", member: "hearthstone", idPrefix: "hs",
            queries: [
                .search("Hearthstone.CardPage", query: "Hearthstone.CardQuery"),
                .search("Hearthstone.CardBackPage", query: "Hearthstone.CardBackQuery"),
                QueryRule(
                    model: "Hearthstone.Deck", query: "Hearthstone.DeckQuery", hasDefault: false, hasPages: false,
                    summary: "The deck to look up: a deck code, or card ids with a hero and sideboard cards."
                ),
            ]
        ),
    ]

    /// The OAuth requests of Core's ``AuthenticationManager`` (`OAuth.Operations`, ids `oauth…`), declared
    /// in `Sources/BattleNetCore/Authentication` like the games' operations: their list is generated too,
    /// into `Generated/OAuthOperationList.swift`.
    static let oauth = GameModule(
        module: "BattleNetCore", namespace: "OAuth", name: "OAuth", member: "oauth",
        isService: true, directory: "Authentication", listName: "OAuthOperationList.swift"
    )

    /// Every module whose declarations the generator reads: the games, then Core's OAuth requests.
    static let withDeclarations = all + [oauth]

    /// The query rule that claims `declaration`, if any.
    func query(for declaration: Declaration) -> QueryRule? { queries.first { $0.claims(declaration) } }

    var sources: String { "Sources/\(module)" + (directory.map { "/\($0)" } ?? "") }
    /// The folder only the generator writes, e.g. `Sources/BattleNetD3/Generated`.
    var generated: String { "Sources/\(module)/Generated" }
    var output: String { "\(generated)/\(listName)" }
    /// The DocC catalog, e.g. `Sources/BattleNetD3/BattleNetD3.docc`.
    var catalog: String { "Sources/\(module)/\(module).docc" }
    /// The DocC article of operations the generator writes whole, e.g. `…/BattleNetD3.docc/Generated/DiabloIIIOperations.md`.
    var topicsArticle: String { "\(catalog)/Generated/\(articleName).md" }
    /// The article's name, e.g. `DiabloIIIOperations` (`<doc:DiabloIIIOperations>`).
    var articleName: String {
        name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Operations"
    }
}

/// A source file of a game module: its path relative to the package root and its text.
struct SourceFile {
    let path: String
    let text: String
}

/// One declaration with the labels its generated calls take.
struct DeclaredOperation: Equatable {
    let declaration: Declaration
    /// One label per argument.
    let labels: [String]
    /// The query its calls take instead of path arguments, if it is a search or another query operation.
    let query: QueryRule?

    /// Whether its calls take a query instead of path arguments.
    var isSearch: Bool { query != nil }

    /// The declaration's name: `<Namespace>.Operations.<name>`.
    var name: String { declaration.name }

    /// The generated calls' name: the declaration's, or the one it states (`call: "deck"`).
    var callName: String { declaration.call ?? declaration.name }

    /// The call's name with its labels, e.g. `item(id:)`; `itemSearch(_:)` for a search.
    var swiftName: String {
        isSearch ? "\(callName)(_:)" : "\(callName)(" + labels.map { "\($0):" }.joined() + ")"
    }

    /// Parameters as declared, e.g. `realm: RealmSlug, name: CharacterName`.
    var parameterList: String {
        if let query { return "_ query: \(query.query)" + (query.hasDefault ? " = \(query.query)()" : "") }
        return zip(labels, declaration.arguments).map { label, type in
            "\(Labels.parameterName(label)): \(type)"
        }.joined(separator: ", ")
    }

    /// The arguments passed on, e.g. `realm: realm, name: name`.
    var forwardedArguments: String {
        isSearch ? "query" : labels.map { "\($0): \(Labels.parameterName($0))" }.joined(separator: ", ")
    }

    /// The call as the migration table shows it, e.g. `item(id: Int)`.
    var labeledSignature: String {
        isSearch ? "\(callName)(\(declaration.arguments.isEmpty ? "" : "…"))" : "\(callName)(" + zip(labels, declaration.arguments).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
    }
}

/// Reads a game module's declarations and writes what derives from them.
enum Generator {
    /// Every Swift file under `directory` outside a `Generated` folder, ordered by path.
    static func sourceFiles(in directory: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        let base = directory.standardizedFileURL.pathComponents.count
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let inside = url.standardizedFileURL.pathComponents.dropFirst(base)
            if !inside.dropLast().contains("Generated") { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The hand-written Swift sources of `game` under `root` (its `Generated` folder left out), in path order.
    static func sources(of game: GameModule, root: URL) throws -> [SourceFile] {
        let directory = root.appendingPathComponent(game.sources)
        return try sourceFiles(in: directory).map { file in
            SourceFile(path: game.sources + file.path.dropFirst(directory.path.count), text: try String(contentsOf: file, encoding: .utf8))
        }
    }

    /// The operations of `game` under `root`, in file order, and the problems that stop generation.
    static func operations(of game: GameModule, root: URL) throws -> (operations: [DeclaredOperation], problems: [SourceError]) {
        operations(of: game, sources: try sources(of: game, root: root))
    }

    /// The operations declared in `sources`, in file order, and the problems that stop generation.
    static func operations(of game: GameModule, sources: [SourceFile]) -> (operations: [DeclaredOperation], problems: [SourceError]) {
        var declarations: [Declaration] = []
        var problems: [SourceError] = []
        for file in sources {
            do {
                declarations += try DeclarationReader(file: file.path, source: file.text, namespace: game.namespace, idPrefix: game.idPrefix).declarations()
            } catch {
                problems.append(error)
            }
        }
        var operations: [DeclaredOperation] = []
        var names: [String: Declaration] = [:], ids: [String: Declaration] = [:]
        for declaration in declarations {
            func problem(_ message: String) {
                problems.append(SourceError(file: declaration.file, line: declaration.line, message: "`\(declaration.name)`: " + message))
            }
            if let other = names[declaration.name] { problem("declared twice (also at \(other.file):\(other.line))") }
            if let other = ids[declaration.id] { problem("the id \(declaration.id) is declared twice (also at \(other.file):\(other.line))") }
            names[declaration.name] = declaration
            ids[declaration.id] = declaration
            switch operation(declaration, game: game) {
            case .success(let operation):
                if let other = operations.first(where: { $0.swiftName == operation.swiftName }) {
                    problem("its call \(operation.swiftName) is \(other.name)'s too (\(other.declaration.file):\(other.declaration.line)): state another `call:` or `labels:`")
                }
                operations.append(operation)
            case .failure(let message): problem(message.text)
            }
        }
        return (operations, problems)
    }

    struct Message: Error, Equatable { let text: String }

    /// Names the repository and its call families already have: an operation cannot take them.
    static let reservedNames: Set<String> = ["client", "locale", "flavor", "configured", "raw", "response", "pages", "repository", "all"]

    /// The declaration's labels by the rule or as stated, checked.
    static func operation(_ declaration: Declaration, game: GameModule) -> Result<DeclaredOperation, Message> {
        guard !reservedNames.contains(declaration.name) else {
            return .failure(Message(text: "the name `\(declaration.name)` is taken by the calls' own members (\(reservedNames.sorted().joined(separator: ", ")))"))
        }
        let parameters = declaration.parameters
        if let query = game.query(for: declaration) {
            guard declaration.arguments.isEmpty, parameters.isEmpty, declaration.statedLabels == nil else {
                return .failure(Message(text: "a query operation (model \(declaration.model)) takes a query, not path arguments or labels"))
            }
            return .success(DeclaredOperation(declaration: declaration, labels: [], query: query))
        }
        let labels: [String]
        if let stated = declaration.statedLabels {
            guard stated.count == declaration.arguments.count else {
                return .failure(Message(text: "states \(stated.count) labels for \(declaration.arguments.count) arguments"))
            }
            labels = stated
        } else {
            guard declaration.arguments.count == parameters.count else {
                return .failure(Message(text: "\(declaration.arguments.count) argument types for the \(parameters.count) path parameters \(parameters.map { "{\($0)}" }.joined(separator: " ")): an argument fills several, so state `labels:` (one per argument)"))
            }
            labels = Labels.rule(method: declaration.name, parameters: parameters)
        }
        for label in labels {
            guard Labels.isIdentifier(label), !Labels.forbidden.contains(label) else {
                return .failure(Message(text: "`\(label)` cannot be an argument label: write a lowerCamelCase word"))
            }
            guard !label.hasSuffix("Id"), !label.hasSuffix("Slug") else {
                return .failure(Message(text: "the label `\(label)` ends in Id or Slug: name what the argument is (state `labels:`)"))
            }
        }
        let callName = declaration.call ?? declaration.name
        for label in labels where callName.hasSuffix("By" + label.prefix(1).uppercased() + label.dropFirst()) {
            return .failure(Message(text: "`\(callName)(\(label):)` says `\(label)` twice: state `call:` without it (e.g. call: \"\(callName.dropLast(label.count + 2))\")"))
        }
        for (label, type) in zip(labels, declaration.arguments) {
            if let problem = Labels.meaningProblem(label: label, type: type, game: game.namespace) {
                return .failure(Message(text: problem))
            }
        }
        guard Set(labels).count == labels.count else {
            return .failure(Message(text: "the labels \(labels) repeat one: state `labels:` (one per argument)"))
        }
        return .success(DeclaredOperation(declaration: declaration, labels: labels, query: nil))
    }

    // MARK: - OperationList.swift

    /// The source of `<namespace>.Operations.all`, `<namespace>.Endpoints` and the labeled calls; for a
    /// service (``GameModule/isService``), `all` only.
    static func operationList(_ game: GameModule, _ operations: [DeclaredOperation]) -> String {
        let ns = game.namespace
        if game.isService {
            return ([
                "// Generated by `swift run bnet-generate` from the operation declarations beside it (CONTRIBUTING.md,",
                "// \"Declaring an endpoint\"); `swift run bnet-generate --check` fails when it is stale. Do not edit.",
                "",
                "import Foundation",
                "",
                "extension \(ns).Operations {",
                "    /// The \(game.name) operations this package sends.",
                "    package static let all: [AnyAPIOperation] = [",
            ] + operations.map { "        \($0.name).erased," } + ["    ]", "}", ""]).joined(separator: "\n")
        }
        var out: [String] = [
            "// Generated by `swift run bnet-generate` from the operation declarations of this module (CONTRIBUTING.md,",
            "// \"Declaring an endpoint\"); `swift run bnet-generate --check` fails when it is stale. Do not edit.",
            "",
            "import Foundation",
            "",
            "extension \(ns).Operations {",
        ]
        out += [
            "    /// Every \(game.name) operation, grouped by source file.",
            "    package static let all: [AnyAPIOperation] = [",
        ]
        out += operations.map { "        \($0.name).erased(swiftName: \"\($0.swiftName)\")," }
        out += [
            "    ]",
            "",
            "    /// The operation declared with catalogue id `id` (its own id, not a Classic twin's), or `nil`;",
            "    /// only that declaration is built, where ``all`` builds every one.",
            "    package static func operation(declaredAs id: String) -> AnyAPIOperation? {",
            "        switch id {",
        ]
        out += operations.map { "        case \"\($0.declaration.id)\": \($0.name).erased(swiftName: \"\($0.swiftName)\")" }
        out += ["        default: nil", "        }", "    }", "}", ""]

        // The game's repository and the client's member for it.
        let call = example(operations)
        let repository = "\(ns)Repository"
        out += [
            "/// The \(game.name) calls of a client, e.g. `client.\(game.member).\(call)`: one labeled method per",
            "/// operation the module declares.",
            "public typealias \(repository) = OperationRepository<\(ns)>",
            "",
            "extension BattleNetClient {",
            "    /// The \(game.name) calls of this client, e.g. `client.\(game.member).\(call)` or",
            "    /// `client.\(game.member).raw.\(call)`.",
            "    public var \(game.member): \(repository) { \(repository)(client: self) }",
            "}",
            "",
        ]

        // Endpoints
        let links = Dictionary(operations.map { ($0.name, $0.swiftName) }, uniquingKeysWith: { first, _ in first })
        out += [
            "extension \(ns) {",
            "    /// The endpoint of each \(game.name) operation, built from labeled arguments, e.g.",
            "    /// `\(ns).Endpoints.\(call)`.",
            "    ///",
            "    /// `client.value(_:)`, `client.raw(_:)`, `client.response(_:)` and `client.rawStream(_:)` fetch an",
            "    /// endpoint; per-call settings (`locale(_:)`, `flavor(_:)`, `timeout(_:)`, `headersOnly()`, ...) go",
            "    /// on it first. `client.\(game.member).<operation>(...)` builds the same endpoint and fetches it.",
            "    public enum Endpoints {",
        ]
        for (index, operation) in operations.enumerated() {
            if index > 0 { out.append("") }
            let model = operation.declaration.model
            out += documentation(operation, indent: "        ", namespace: ns, links: links, lines: [
                "`\(request(operation))`\(namespaceNote(operation)), decoded as `\(model)`.",
            ])
            if operation.isSearch {
                out += documentationThrows("        ", "`BattleNetError` `.invalidRequest` when the query cannot be sent.")
                out.append("        public static func \(operation.callName)(\(operation.parameterList)) throws(BattleNetError) -> BattleNetRequest<\(model)> {")
                out.append("            try \(ns).Operations.\(operation.name).endpoint(query: query.queryItems())")
            } else {
                out.append("        public static func \(operation.callName)(\(operation.parameterList)) -> BattleNetRequest<\(model)> {")
                out.append("            \(ns).Operations.\(operation.name)(\(operation.labels.map(Labels.parameterName).joined(separator: ", ")))")
            }
            out.append("        }")
        }
        out += ["    }", "}", ""]

        // The mapped and raw calls (both at once: `client.response(<Namespace>.Endpoints.<call>)`).
        let families: [(header: String, returns: (DeclaredOperation) -> String, call: String, receiver: String, note: (DeclaredOperation) -> String)] = [
            (
                "extension OperationRepository where Game == \(ns) {",
                { $0.declaration.model }, "client.value", "",
                { "`\(request($0))`\(namespaceNote($0)) → `\($0.declaration.model)`; `raw.\($0.swiftName)` gives the bytes, `client.response(_:)` of the endpoint both." }
            ),
            (
                "extension OperationRepository.RawCalls where Game == \(ns) {",
                { _ in "RawResponse" }, "repository.client.raw", "repository.",
                { "`\(request($0))`\(namespaceNote($0)), the body as received with status and headers." }
            ),
        ]
        for family in families {
            out.append(family.header)
            for (index, operation) in operations.enumerated() {
                if index > 0 { out.append("") }
                out += documentation(operation, indent: "    ", namespace: ns, links: links, lines: [family.note(operation)])
                out += documentationThrows("    ", "`BattleNetError`" + (family.receiver.isEmpty ? "; a `.decoding` error carries the body." : "."))
                let endpoint = "\(ns).Endpoints.\(operation.callName)(\(operation.forwardedArguments))"
                out.append("    public func \(operation.callName)(\(operation.parameterList)) async throws -> \(family.returns(operation)) {")
                out.append("        try await \(family.call)(\(family.receiver)configured(\(operation.isSearch ? "try " : "")\(endpoint)))")
                out.append("    }")
            }
            out += ["}", ""]
        }

        // Search pages.
        let paged = operations.filter { $0.query?.hasPages == true }
        if !paged.isEmpty {
            out.append("extension OperationRepository.SearchPageCalls where Game == \(ns) {")
            for (index, operation) in paged.enumerated() {
                if index > 0 { out.append("") }
                out += documentation(operation, indent: "    ", namespace: ns, links: links, lines: [
                    "Every page of `\(request(operation))` for `query`, fetched in order as the sequence is iterated.",
                ])
                out.append("    public func \(operation.callName)(\(operation.parameterList)) -> BattleNetSearchPages<\(operation.declaration.model)> {")
                out.append("        pages(query) { [repository] query throws(BattleNetError) in")
                out.append("            repository.configured(try \(ns).Endpoints.\(operation.callName)(query))")
                out.append("        }")
                out.append("    }")
            }
            out += ["}", ""]
        }
        return out.joined(separator: "\n")
    }

    /// `GET /d3/data/act/{actId}`.
    static func request(_ operation: DeclaredOperation) -> String {
        "\(operation.declaration.method) \(operation.declaration.template)"
    }

    /// `` (namespace `static`)`` when the declaration states a namespace kind, else nothing.
    static func namespaceNote(_ operation: DeclaredOperation) -> String {
        operation.declaration.namespaceKind.map { " (namespace `\($0)`)" } ?? ""
    }

    /// The first operation with arguments, as a call with example-free labels: `act(id:)`.
    static func example(_ operations: [DeclaredOperation]) -> String {
        (operations.first { !$0.labels.isEmpty } ?? operations.first)?.swiftName ?? "all"
    }

    /// The declaration's summary, a blank line, `lines`, and a `- Parameters:` list.
    static func documentation(
        _ operation: DeclaredOperation, indent: String, namespace: String, links: [String: String], lines: [String]
    ) -> [String] {
        var text = operation.declaration.summary.map { "\(indent)/// \(absoluteLinks($0, namespace: namespace, calls: links))" }
        if !text.isEmpty { text.append("\(indent)///") }
        text += lines.map { "\(indent)/// \($0)" }
        let parameters = operation.declaration.parameters
        if let query = operation.query {
            text.append("\(indent)/// - Parameter query: \(query.summary)")
        } else if !operation.labels.isEmpty {
            let oneEach = parameters.count == operation.labels.count
            text.append("\(indent)/// - Parameters:")
            for (index, label) in operation.labels.enumerated() {
                let what = oneEach
                    ? "The path's `{\(parameters[index])}`."
                    : "A `\(operation.declaration.arguments[index])`, for its part of the path."
                text.append("\(indent)///   - \(label): \(what)")
            }
        }
        return text
    }

    /// `line` with its relative symbol links to sibling declarations (``auctionCommodities``) made
    /// links to their public endpoint builders (``WoW/Endpoints/auctionCommodities()``): the summary
    /// moves from the declaration (package API, not in the documentation) to the generated calls.
    /// `calls` maps a declaration's name to its call's name; a link to a name it lacks becomes code.
    static func absoluteLinks(_ line: String, namespace: String, calls: [String: String]) -> String {
        var result = ""
        var rest = line[...]
        while let open = rest.range(of: "``") {
            result += rest[..<open.upperBound]
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "``") else { break }
            let target = rest[..<close.lowerBound]
            if let first = target.first, first.isLowercase, !target.contains("/") {
                if let call = calls[String(target)] {
                    result += "\(namespace)/Endpoints/\(call)``"
                } else {
                    result.removeLast(2)
                    result += "`\(target)`"
                }
            } else {
                result += rest[..<close.upperBound]
            }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    static func documentationThrows(_ indent: String, _ text: String) -> [String] {
        ["\(indent)/// - Throws: \(text)"]
    }

    // MARK: - Migration table

    /// A Markdown table: each operation's call before labels and now.
    static func migrationTable(_ games: [(GameModule, [DeclaredOperation])]) -> String {
        var lines = [
            "| declaration | before | now |",
            "|---|---|---|",
        ]
        for (game, operations) in games {
            for operation in operations {
                let before = operation.isSearch
                    ? "client.\(game.member).\(operation.name)(query)"
                    : "client.\(game.member).\(operation.name)(\(operation.declaration.arguments.joined(separator: ", ")))"
                let now = operation.isSearch
                    ? "client.\(game.member).\(operation.callName)(query)"
                    : "client.\(game.member).\(operation.labeledSignature)"
                lines.append("| `\(game.namespace).Operations.\(operation.name)` | `\(before)` | `\(now)` |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
