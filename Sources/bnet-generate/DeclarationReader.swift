/// One operation declaration, read from its source.
struct Declaration: Equatable {
    /// The static property's name, e.g. `act`: the name of every generated call.
    let name: String
    /// The model type as written, e.g. `D3.Act`.
    let model: String
    /// The argument types as written, in path order, e.g. `["BattleTag", "Int"]`.
    let arguments: [String]
    /// The catalogue id the declaration states, e.g. `d3Act`: the `name` column of Blizzard's catalogue.
    let id: String
    /// The path template, e.g. `/d3/data/act/{actId}`.
    let template: String
    /// The HTTP method, e.g. `GET` (`method: .post` is `POST`).
    let method: String
    /// The namespace kind the declaration states (`namespace: .static` is `static`), if any.
    let namespaceKind: String?
    /// The labels the declaration states (`labels: [...]`), one per argument; `nil` when the rule gives them.
    let statedLabels: [String]?
    /// The first paragraph of the declaration's doc comment, one string per line.
    let summary: [String]
    /// The file the declaration is in, as given to the reader, and the line of its `let`.
    let file: String
    let line: Int
    /// The line of its first modifier (`package`): its doc comment ends on the line before.
    let startLine: Int
    /// The other labeled arguments as written (`token: .user(scope: .wowProfile)` is `token` →
    /// `.user(scope: .wowProfile)`; a plain string literal without its quotes), for the coverage article.
    var options: [String: String] = [:]
    /// The name of the generated calls when the declaration states one (`call: "deck"`, where the
    /// declaration's own name would repeat its label); `nil` when the calls take the declaration's name.
    var call: String?

    /// The `{parameters}` of the template, in order.
    var parameters: [String] { Self.parameters(of: template) }

    static func parameters(of template: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in template {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                names.append(name)
                current = nil
            } else if current != nil {
                current?.append(character)
            }
        }
        return names
    }
}

/// A problem at a place in a source file, printed as `file:line: error: message`.
struct SourceError: Error, CustomStringConvertible, Equatable {
    let file: String
    let line: Int
    let message: String

    var description: String { "\(file):\(line): error: \(message)" }
}

/// Reads the operation declarations of one source file.
///
/// The one form it reads (anything else that declares an `APIOperation` is an error):
///
/// ```swift
/// extension D3.Operations {
///     /// **Act**: one act and its quests.          (the doc comment: its first paragraph is copied)
///     package static let act = APIOperation<D3.Act, Int>(
///         "d3Act", "/d3/data/act/{actId}",           (the catalogue id and the template, in this order)
///         labels: ["id"]                            (optional, any position after the template)
///     )
/// }
/// ```
///
/// The id is the catalogue's, as a plain string literal (`"d3Act"`, `"d3ApiSkill"`); the game follows
/// from it. The declaration names nothing the generator writes. The template is a plain one-line string
/// literal; `namespace:` and `method:` are `.name`; the other arguments may be any expressions. The
/// declaration stands directly inside `extension <BattleNetNamespace>.Operations`.
struct DeclarationReader {
    let file: String
    let namespace: String
    /// What the game's ids start with, e.g. `d3`.
    let idPrefix: String
    private let tokens: [Token]

    /// Tokenizes `source`.
    /// - Parameter idPrefix: What the game's ids start with; the namespace lowercased (`D3` → `d3`) by default.
    /// - Throws: ``SourceError`` when the source cannot be tokenized.
    init(file: String, source: String, namespace: String, idPrefix: String? = nil) throws(SourceError) {
        self.file = file
        self.namespace = namespace
        self.idPrefix = idPrefix ?? namespace.lowercased()
        do {
            tokens = try Tokenizer.tokens(of: source)
        } catch {
            throw SourceError(file: file, line: error.line, message: error.message)
        }
    }

    private func error(_ line: Int, _ message: String) -> SourceError {
        SourceError(file: file, line: line, message: message)
    }

    /// Every declaration of the file, in order.
    /// - Throws: ``SourceError`` at the first declaration that does not have the documented form.
    func declarations() throws(SourceError) -> [Declaration] {
        var declarations: [Declaration] = []
        var scopes: [String?] = []          // the extended type of each open brace (`nil`: any other brace)
        var extensionHeader: [String]?      // the type after `extension`, until its `{`
        var headerComplete = false          // past the type: at `:` or `where`
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isIdentifier("extension"), index == 0 || !tokens[index - 1].isPunctuation(".") {
                extensionHeader = []
                headerComplete = false
            } else if token.isPunctuation("{") {
                scopes.append(extensionHeader.map { $0.joined() })
                extensionHeader = nil
            } else if token.isPunctuation("}") {
                _ = scopes.popLast()
            } else if extensionHeader != nil, !headerComplete {
                if token.isPunctuation(":") || token.isIdentifier("where") {
                    headerComplete = true
                } else {
                    extensionHeader?.append(token.text)
                }
            }
            if token.isIdentifier("let"), index > 0, tokens[index - 1].isIdentifier("static"),
               let declaration = try declaration(at: index, scope: scopes.last ?? nil) {
                declarations.append(declaration.declaration)
                index = declaration.end
                continue
            }
            index += 1
        }
        return declarations
    }

    /// The declaration whose `let` is at `letIndex`, with the index after it; `nil` when this
    /// `static let` does not declare an operation.
    private func declaration(at letIndex: Int, scope: String?) throws(SourceError) -> (declaration: Declaration, end: Int)? {
        let line = tokens[letIndex].line
        guard letIndex + 3 < tokens.count, tokens[letIndex + 1].kind == .identifier else { return nil }
        let name = tokens[letIndex + 1].text
        let afterName = tokens[letIndex + 2]
        if afterName.isPunctuation(":") {
            // A type annotation: an operation must use the one form.
            var index = letIndex + 3
            while index < tokens.count, !tokens[index].isPunctuation("="), tokens[index].line == line {
                if tokens[index].isIdentifier("APIOperation") {
                    throw error(line, "declare `\(name)` as `package static let \(name) = APIOperation<Model, Argument...>(\"<catalogue id>\", \"/path\")`, without a type annotation")
                }
                index += 1
            }
            return nil
        }
        guard afterName.isPunctuation("="), tokens[letIndex + 3].isIdentifier("APIOperation") else { return nil }
        guard letIndex >= 2, tokens[letIndex - 2].isIdentifier("package") else {
            throw error(line, "the operation `\(name)` must be declared `package static let`")
        }
        guard scope == "\(namespace).Operations" else {
            throw error(line, "the operation `\(name)` must be declared directly inside `extension \(namespace).Operations`")
        }
        var index = letIndex + 4
        guard index < tokens.count, tokens[index].isPunctuation("<") else {
            throw error(line, "`\(name)`: write the model and argument types as `APIOperation<Model, Argument...>`")
        }
        // The generic arguments, split at top-level commas.
        var types: [[Token]] = [[]]
        var depth = 0
        index += 1
        while true {
            guard index < tokens.count else { throw error(line, "`\(name)`: `APIOperation<` is not closed") }
            let token = tokens[index]
            if token.kind == .documentation || token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation("=") {
                throw error(line, "`\(name)`: unexpected `\(token.text)` in the generic arguments")
            }
            if token.isPunctuation(">"), depth == 0 { break }
            if ["<", "[", "("].contains(token.text), token.kind == .punctuation { depth += 1 }
            if [">", "]", ")"].contains(token.text), token.kind == .punctuation { depth -= 1 }
            if token.isPunctuation(","), depth == 0 {
                types.append([])
            } else {
                types[types.count - 1].append(token)
            }
            index += 1
        }
        index += 1
        let rendered = types.map(Self.render)
        guard rendered.allSatisfy({ !$0.isEmpty }) else { throw error(line, "`\(name)`: an empty type in `APIOperation<…>`") }
        guard index < tokens.count, tokens[index].isPunctuation("(") else {
            throw error(line, "`\(name)`: the declaration's initializer must follow `APIOperation<…>` directly: `(\"<catalogue id>\", \"/path\")`")
        }
        let (arguments, end) = try callArguments(from: index, name: name, line: line)
        if let game = arguments.first(where: { $0.label == "game" }) {
            throw error(game.line, "`\(name)`: drop `game:`: the game follows from the id (\(idPrefix)…)")
        }
        let idProblem = error(line, "`\(name)`: the first argument must be the operation's catalogue id as a plain string literal, e.g. \"\(Ids.derived(prefix: idPrefix, name: name))\" (the name column of Blizzard's catalogue)")
        guard arguments.count >= 2, arguments[0].label == nil, let id = arguments[0].plainString else { throw idProblem }
        guard !id.isEmpty, id.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }) else {
            throw error(line, "`\(name)`: the id \"\(id)\" must be letters and digits")
        }
        guard id.hasPrefix(idPrefix), id.dropFirst(idPrefix.count).first?.isUppercase == true else {
            throw error(line, "`\(name)`: the id \"\(id)\" must start with the game's prefix, \(idPrefix)")
        }
        guard arguments[1].label == nil, let template = arguments[1].plainString, template.hasPrefix("/") else {
            throw error(line, "`\(name)`: the second argument must be the path template as a plain string literal starting with /")
        }
        var stated: [String]?
        var call: String?
        var method = "GET"
        var namespaceKind: String?
        var options: [String: String] = [:]
        for argument in arguments.dropFirst(2) {
            guard let label = argument.label else {
                throw error(argument.line, "`\(name)`: every argument after the template is labeled")
            }
            switch label {
            case "labels": stated = try labels(argument, name: name)
            case "call":
                guard let text = argument.plainString, Labels.isIdentifier(text) else {
                    throw error(argument.line, "`\(name)`: write `call:` as a plain string literal, a lowerCamelCase name, e.g. call: \"deck\"")
                }
                call = text
            case "method": method = try member(argument, name: name).uppercased()
            case "namespace": namespaceKind = try member(argument, name: name)
            default: options[label] = argument.plainString ?? Self.render(argument.tokens)
            }
        }
        var declaration = Declaration(
            name: name, model: rendered[0], arguments: Array(rendered.dropFirst()), id: id, template: template, method: method, namespaceKind: namespaceKind,
            statedLabels: stated, summary: summary(before: letIndex), file: file, line: line,
            startLine: tokens[letIndex - 2].line
        )
        declaration.options = options
        declaration.call = call
        return (declaration, end)
    }

    /// `.name` (`namespace: .static`, `method: .post`): the name.
    private func member(_ argument: CallArgument, name: String) throws(SourceError) -> String {
        let tokens = argument.tokens
        guard tokens.count == 2, tokens[0].isPunctuation("."), tokens[1].kind == .identifier else {
            throw error(argument.line, "`\(name)`: write `\(argument.label ?? "")` as `.name`, e.g. `namespace: .static`")
        }
        return tokens[1].text
    }

    private struct CallArgument {
        let label: String?
        let tokens: [Token]
        let line: Int

        var plainString: String? {
            tokens.count == 1 && tokens[0].kind == .string && tokens[0].isPlain ? tokens[0].text : nil
        }
    }

    /// The arguments of the call whose `(` is at `open`, and the index after its `)`.
    private func callArguments(from open: Int, name: String, line: Int) throws(SourceError) -> ([CallArgument], Int) {
        var arguments: [CallArgument] = []
        var current: [Token] = []
        var depth = 0
        var index = open + 1
        func finish() {
            guard let first = current.first else { return }
            if current.count >= 2, first.kind == .identifier, current[1].isPunctuation(":") {
                arguments.append(CallArgument(label: first.text, tokens: Array(current.dropFirst(2)), line: first.line))
            } else {
                arguments.append(CallArgument(label: nil, tokens: current, line: first.line))
            }
            current = []
        }
        while true {
            guard index < tokens.count else { throw error(line, "`\(name)`: the initializer's `(` is not closed") }
            let token = tokens[index]
            index += 1
            if token.kind == .documentation { throw error(token.line, "`\(name)`: a doc comment inside the initializer") }
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) {
                    if depth == 0 {
                        guard token.text == ")" else { throw error(token.line, "`\(name)`: unbalanced `\(token.text)`") }
                        finish()
                        return (arguments, index)
                    }
                    depth -= 1
                }
                if token.text == ",", depth == 0 {
                    guard !current.isEmpty else { throw error(token.line, "`\(name)`: an empty argument") }
                    finish()
                    continue
                }
            }
            current.append(token)
        }
    }

    /// `labels: ["a", "b"]`: plain string literals in an array literal.
    private func labels(_ argument: CallArgument, name: String) throws(SourceError) -> [String] {
        let tokens = argument.tokens
        let problem = error(argument.line, "`\(name)`: write `labels:` as an array of plain string literals, one per argument, e.g. labels: [\"battleTag\", \"id\"]")
        guard tokens.count >= 2, tokens.first?.isPunctuation("[") == true, tokens.last?.isPunctuation("]") == true else { throw problem }
        var labels: [String] = []
        var expectingLabel = true
        for token in tokens.dropFirst().dropLast() {
            if expectingLabel {
                guard token.kind == .string, token.isPlain else { throw problem }
                labels.append(token.text)
            } else {
                guard token.isPunctuation(",") else { throw problem }
            }
            expectingLabel.toggle()
        }
        guard !labels.isEmpty else { throw problem }
        return labels
    }

    /// The first paragraph of the `///` comment right before the declaration's modifiers.
    private func summary(before letIndex: Int) -> [String] {
        var index = letIndex - 1
        while index >= 0, tokens[index].kind == .identifier, ["package", "static"].contains(tokens[index].text) { index -= 1 }
        var lines: [String] = []
        while index >= 0, tokens[index].kind == .documentation {
            lines.insert(tokens[index].text, at: 0)
            index -= 1
        }
        var paragraph: [String] = []
        for line in lines {
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("- ") || trimmed.hasPrefix("```") { break }
            paragraph.append(line)
        }
        return paragraph
    }

    /// A type as Swift prints it: `WoW.SearchPage<WoW.ItemSearchDocument>`, `[String: Int]`.
    static func render(_ tokens: [Token]) -> String {
        var text = ""
        for token in tokens {
            text += token.text
            if token.isPunctuation(",") || token.isPunctuation(":") { text += " " }
        }
        return text
    }
}
