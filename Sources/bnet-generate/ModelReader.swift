/// A type as written in a stored property's declaration: `Int?`, `[WoW.Auction]`,
/// `[String: String]`, `BattleNetLink<WoW.Realm>`.
indirect enum WrittenType: Equatable, CustomStringConvertible {
    /// A named type, e.g. `WoW.TypedName<Faction>`: its dotted components, the last one's generic arguments.
    case named([String], arguments: [WrittenType])
    case optional(WrittenType)
    case array(WrittenType)
    case dictionary(WrittenType, WrittenType)

    /// The type as Swift source.
    var description: String {
        switch self {
        case .named(let components, let arguments):
            components.joined(separator: ".") + (arguments.isEmpty ? "" : "<" + arguments.map(\.description).joined(separator: ", ") + ">")
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        }
    }

    /// The type without one level of `?`, and whether there was one.
    var unwrapped: (type: WrittenType, isOptional: Bool) {
        if case .optional(let wrapped) = self { return (wrapped, true) }
        return (self, false)
    }
}

/// A stored property of a model, as declared.
struct StoredProperty: Equatable {
    let name: String
    let type: WrittenType
    let line: Int
}

/// A struct, enum, class or protocol declared in a module, with what its decoding depends on.
struct ModelDeclaration {
    enum Kind: String { case `struct`, `enum`, `class`, actor, `protocol` }

    /// The name with its enclosing types, e.g. `WoW.AuctionItem`, `SC2.LadderData.Team`.
    let name: String
    let kind: Kind
    let genericParameters: [String]

    /// The generic parameters a stored property holds a value of (`Kind` in `TypedName<Kind>`), which
    /// its reader reads; the others are phantom (`Target` in `NamedID<Target>`).
    var readParameters: Set<String> {
        func names(_ type: WrittenType) -> [String] {
            switch type {
            case .named(let components, let arguments): components + arguments.flatMap(names)
            case .optional(let wrapped), .array(let wrapped): names(wrapped)
            case .dictionary(let key, let value): names(key) + names(value)
            }
        }
        return Set(properties.flatMap { names($0.type) }).intersection(genericParameters)
    }

    /// The protocols and superclass the declaration itself lists, as written (`Codable`, `OpenStringValue`, ...).
    let inherited: [String]
    /// The file as given to the reader, and the line of the declaration.
    let file: String
    let line: Int
    /// The stored instance properties, in declaration order.
    var properties: [StoredProperty] = []
    /// The cases of a nested `CodingKeys` enum and their keys, in declaration order; `nil` without one.
    var codingKeys: [(name: String, key: String)]?
    /// Why the properties cannot be read mechanically (a default value, several names in one
    /// declaration, a private property, a property whose type could not be read).
    var irregularities: [String] = []

    /// The last component of ``name``.
    var shortName: String { String(name.split(separator: ".").last ?? "") }
}

/// A conformance to `JSONReadable` written by hand (not in a generated file).
struct ReadableConformance: Equatable {
    /// The extended type as written, e.g. `WoW.Auctions`, `Int`, `BattleNetLink`.
    let type: String
    let file: String
    let line: Int
    /// Whether the declaration itself has an `init(reading:)`: a hand-written reader. Without one it
    /// opts the type into the fast path, and the reader is generated (or inherited from a protocol).
    let hasReader: Bool
}

/// What one source file declares that reader generation needs.
struct ModelSource {
    var types: [ModelDeclaration] = []
    var conformances: [ReadableConformance] = []
    /// Types with an `init(from:)` of their own, by the name they are declared or extended under.
    var decodingItself: [String: Int] = [:]
}

/// Reads the model declarations of one Swift source file with the generator's tokenizer.
struct ModelReader {
    let file: String
    private let tokens: [Token]

    /// Tokenizes `source`.
    /// - Throws: ``SourceError`` when the source cannot be tokenized.
    init(file: String, source: String) throws(SourceError) {
        self.file = file
        do {
            tokens = try Tokenizer.tokens(of: source)
        } catch {
            throw SourceError(file: file, line: error.line, message: error.message)
        }
    }

    private enum Scope {
        /// A type's body: its index in `types`.
        case type(Int)
        /// An extension's body: the extended type's name.
        case extensionOf(String)
        case other
    }

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "protocol"]
    private static let modifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open", "static", "class", "final", "lazy", "weak",
        "unowned", "nonisolated", "override", "mutating", "nonmutating", "dynamic", "required", "convenience",
    ]

    /// Everything the file declares that reader generation needs.
    func read() -> ModelSource {
        var source = ModelSource()
        var scopes: [Scope] = []
        /// A declaration whose `{` has not come yet.
        var pending: Scope?
        var index = 0

        func enclosingName() -> String? {
            switch scopes.last {
            case .type(let type): return source.types[type].name
            case .extensionOf(let name): return name
            default: return nil
            }
        }

        while index < tokens.count {
            let token = tokens[index]
            let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
            if token.kind == .identifier, !afterDot, Self.typeKeywords.contains(token.text),
               index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
               !(token.text == "class" && (tokens[index + 1].text == "func" || tokens[index + 1].text == "var" || tokens[index + 1].text == "let")) {
                // A type declaration: name, generic parameters, inheritance, then `{`.
                let name = tokens[index + 1].text
                var cursor = index + 2
                var generics: [String] = []
                if cursor < tokens.count, tokens[cursor].isPunctuation("<") {
                    var depth = 0
                    var expectingName = true
                    repeat {
                        let part = tokens[cursor]
                        if part.isPunctuation("<") { depth += 1; expectingName = depth == 1 }
                        else if part.isPunctuation(">") { depth -= 1 }
                        else if part.isPunctuation(","), depth == 1 { expectingName = true }
                        else if part.kind == .identifier, expectingName, depth == 1 { generics.append(part.text); expectingName = false }
                        else if part.isPunctuation(":") { expectingName = false }
                        cursor += 1
                    } while depth > 0 && cursor < tokens.count
                }
                let (inherited, end) = inheritance(from: cursor)
                let qualified = enclosingName().map { "\($0).\(name)" } ?? name
                source.types.append(ModelDeclaration(
                    name: qualified, kind: ModelDeclaration.Kind(rawValue: token.text) ?? .struct, genericParameters: generics,
                    inherited: inherited, file: file, line: token.line
                ))
                pending = .type(source.types.count - 1)
                index = end
                continue
            }
            if token.isIdentifier("extension"), !afterDot {
                var cursor = index + 1
                var name: [String] = []
                while cursor < tokens.count, !tokens[cursor].isPunctuation(":"), !tokens[cursor].isPunctuation("{"),
                      !tokens[cursor].isIdentifier("where") {
                    name.append(tokens[cursor].text)
                    cursor += 1
                }
                let (inherited, end) = inheritance(from: cursor)
                let extended = name.joined()
                if inherited.contains("JSONReadable") {
                    source.conformances.append(ReadableConformance(
                        type: extended, file: file, line: token.line, hasReader: bodyDeclaresReader(openingAt: end)
                    ))
                }
                pending = .extensionOf(extended)
                index = end
                continue
            }
            if token.isPunctuation("{") {
                scopes.append(pending ?? .other)
                pending = nil
                index += 1
                continue
            }
            if token.isPunctuation("}") {
                _ = scopes.popLast()
                index += 1
                continue
            }
            if token.isIdentifier("init"), index + 6 < tokens.count, tokens[index + 1].isPunctuation("("),
               tokens[index + 2].isIdentifier("from"), tokens[index + 4].isPunctuation(":"),
               tokens[index + 5].isIdentifier("Decoder") || tokens[index + 5].isIdentifier("any") && tokens[index + 6].isIdentifier("Decoder"),
               let owner = enclosingName() {
                source.decodingItself[owner] = token.line
            }
            if case .type(let type) = scopes.last, token.kind == .identifier, !afterDot {
                if (token.text == "let" || token.text == "var") {
                    index = storedProperty(at: index, into: &source.types[type])
                    continue
                }
                if token.text == "case", source.types[type].shortName == "CodingKeys", source.types[type].kind == .enum {
                    index = codingKeyCases(at: index, into: &source.types[type])
                    continue
                }
            }
            index += 1
        }
        // Each `CodingKeys` enum's cases belong to the type that holds it.
        for keys in source.types where keys.shortName == "CodingKeys" && keys.kind == .enum {
            let owner = String(keys.name.dropLast(".CodingKeys".count))
            if let position = source.types.firstIndex(where: { $0.name == owner }) {
                source.types[position].codingKeys = keys.codingKeys ?? []
            }
        }
        return source
    }

    /// The names after `:` up to `where` or `{` (generic arguments and dots joined), and the index of
    /// the token that ends them.
    private func inheritance(from start: Int) -> ([String], Int) {
        var cursor = start
        var names: [String] = []
        guard cursor < tokens.count, tokens[cursor].isPunctuation(":") else {
            while cursor < tokens.count, !tokens[cursor].isPunctuation("{") { cursor += 1 }
            return ([], cursor)
        }
        cursor += 1
        var current = ""
        var depth = 0
        while cursor < tokens.count, !tokens[cursor].isPunctuation("{"), !(depth == 0 && tokens[cursor].isIdentifier("where")) {
            let part = tokens[cursor]
            if part.isPunctuation("<") { depth += 1 }
            if part.isPunctuation(">") { depth -= 1 }
            if part.isPunctuation(","), depth == 0 {
                names.append(current)
                current = ""
            } else {
                current += part.text
            }
            cursor += 1
        }
        if !current.isEmpty { names.append(current) }
        while cursor < tokens.count, !tokens[cursor].isPunctuation("{") { cursor += 1 }
        return (names, cursor)
    }

    /// Whether the body opening at `start` (a `{`) declares `init(reading`.
    private func bodyDeclaresReader(openingAt start: Int) -> Bool {
        var depth = 0
        var cursor = start
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("}") {
                depth -= 1
                if depth == 0 { return false }
            }
            if depth == 1, token.isIdentifier("init"), cursor + 2 < tokens.count, tokens[cursor + 1].isPunctuation("("),
               tokens[cursor + 2].isIdentifier("reading") {
                return true
            }
            cursor += 1
        }
        return false
    }

    /// Reads the declaration starting at the `let` or `var` at `index` into `type` when it is a stored
    /// instance property; returns the index after what was read.
    private func storedProperty(at index: Int, into type: inout ModelDeclaration) -> Int {
        var back = index - 1
        var modifiers: Set<String> = []
        while back >= 0, tokens[back].kind == .identifier, Self.modifiers.contains(tokens[back].text) {
            modifiers.insert(tokens[back].text)
            back -= 1
        }
        // `private(set)`: a setter's access, which an initializer in the module does not mind.
        if back >= 3, tokens[back].isPunctuation(")"), tokens[back - 1].isIdentifier("set") {
            back -= 4
            while back >= 0, tokens[back].kind == .identifier, Self.modifiers.contains(tokens[back].text) {
                modifiers.insert(tokens[back].text)
                back -= 1
            }
        }
        var cursor = index + 1
        guard cursor < tokens.count, tokens[cursor].kind == .identifier else { return cursor }
        let name = tokens[cursor].text
        let line = tokens[cursor].line
        cursor += 1
        if modifiers.contains("static") || modifiers.contains("class") { return cursor }
        guard cursor < tokens.count, tokens[cursor].isPunctuation(":") else {
            let initialized = cursor < tokens.count && tokens[cursor].isPunctuation("=")
            type.irregularities.append("`\(name)` (line \(line)) has \(initialized ? "a default value" : "no written type")")
            return cursor
        }
        cursor += 1
        let parsed = writtenType(at: cursor)
        guard let written = parsed.type else {
            type.irregularities.append("the type of `\(name)` (line \(line)) is not one the generator reads")
            return parsed.end
        }
        cursor = parsed.end
        let next = cursor < tokens.count ? tokens[cursor] : nil
        if next?.isPunctuation("{") == true {
            return cursor  // computed (or observed): `var x: T { ... }`
        }
        if next?.isPunctuation("=") == true {
            type.irregularities.append("`\(name)` (line \(line)) has a default value")
            return cursor
        }
        if next?.isPunctuation(",") == true {
            type.irregularities.append("`\(name)` (line \(line)) shares its declaration with another property")
            return cursor
        }
        if modifiers.contains("private") || modifiers.contains("fileprivate") {
            type.irregularities.append("`\(name)` (line \(line)) is \(modifiers.contains("private") ? "private" : "fileprivate")")
        }
        if case .optional(.optional) = written {
            type.irregularities.append("`\(name)` (line \(line)) is a double optional")
        }
        if modifiers.contains("lazy") {
            type.irregularities.append("`\(name)` (line \(line)) is lazy")
        }
        type.properties.append(StoredProperty(name: name, type: written, line: line))
        return cursor
    }

    /// `case a, b = "b_key"` in a `CodingKeys` enum; returns the index after it.
    private func codingKeyCases(at index: Int, into keys: inout ModelDeclaration) -> Int {
        var cursor = index + 1
        var cases = keys.codingKeys ?? []
        while cursor < tokens.count, tokens[cursor].kind == .identifier {
            let name = tokens[cursor].text
            cursor += 1
            var key = name
            if cursor + 1 < tokens.count, tokens[cursor].isPunctuation("="), tokens[cursor + 1].kind == .string {
                key = tokens[cursor + 1].text
                if !tokens[cursor + 1].isPlain { keys.irregularities.append("the key of `\(name)` is not a plain string") }
                cursor += 2
            }
            cases.append((name, key))
            guard cursor < tokens.count, tokens[cursor].isPunctuation(",") else { break }
            cursor += 1
        }
        keys.codingKeys = cases
        return cursor
    }

    /// The type written at `start`, and the index after it; `nil` for a form the generator does not
    /// read (a function type, a tuple, `some`/`any`, an attribute).
    func writtenType(at start: Int) -> (type: WrittenType?, end: Int) {
        var cursor = start
        func parse() -> WrittenType? {
            guard cursor < tokens.count else { return nil }
            var type: WrittenType
            if tokens[cursor].isPunctuation("[") {
                cursor += 1
                guard let first = parse() else { return nil }
                if cursor < tokens.count, tokens[cursor].isPunctuation(":") {
                    cursor += 1
                    guard let value = parse() else { return nil }
                    type = .dictionary(first, value)
                } else {
                    type = .array(first)
                }
                guard cursor < tokens.count, tokens[cursor].isPunctuation("]") else { return nil }
                cursor += 1
            } else if tokens[cursor].kind == .identifier, !["some", "any", "inout"].contains(tokens[cursor].text) {
                var components = [tokens[cursor].text]
                cursor += 1
                var arguments: [WrittenType] = []
                while cursor < tokens.count {
                    if tokens[cursor].isPunctuation("."), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier {
                        guard arguments.isEmpty else { return nil }
                        components.append(tokens[cursor + 1].text)
                        cursor += 2
                    } else if tokens[cursor].isPunctuation("<"), arguments.isEmpty {
                        cursor += 1
                        repeat {
                            if cursor < tokens.count, tokens[cursor].isPunctuation(",") { cursor += 1 }
                            guard let argument = parse() else { return nil }
                            arguments.append(argument)
                        } while cursor < tokens.count && tokens[cursor].isPunctuation(",")
                        guard cursor < tokens.count, tokens[cursor].isPunctuation(">") else { return nil }
                        cursor += 1
                    } else {
                        break
                    }
                }
                type = .named(components, arguments: arguments)
            } else {
                return nil
            }
            while cursor < tokens.count, tokens[cursor].isPunctuation("?"), tokens[cursor].line == tokens[cursor - 1].line {
                type = .optional(type)
                cursor += 1
            }
            if cursor < tokens.count, tokens[cursor].isPunctuation("!") { return nil }
            return type
        }
        let type = parse()
        return (type, cursor)
    }
}
