/// A type declared in a game module: where it is, for the response-type check and the DocC topics.
struct TypeDeclaration: Equatable {
    /// The type's name, e.g. `Act`.
    let name: String
    /// The enclosing type, e.g. `D3` for `extension D3 { public struct Act … }`; empty at the top level.
    let scope: String
    /// Whether it is `public` (or `open`).
    let isPublic: Bool
    /// The file, relative to the package root, and the 1-based line of its keyword (`struct`, `typealias`, ...).
    let file: String
    let line: Int

    /// `D3.Act`.
    var qualifiedName: String { scope.isEmpty ? name : "\(scope).\(name)" }
}

/// Finds the type declarations of a source file, with the type that encloses each.
enum TypeScanner {
    static let keywords: Set<String> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
    /// What may stand before the keyword of a declaration.
    static let modifiers: Set<String> = [
        "public", "open", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
    ]

    /// Every type declaration in `source` (nested ones too), in order.
    /// - Throws: ``SourceError`` when the source cannot be tokenized.
    static func types(file: String, source: String) throws(SourceError) -> [TypeDeclaration] {
        let tokens: [Token]
        do {
            tokens = try Tokenizer.tokens(of: source)
        } catch {
            throw SourceError(file: file, line: error.line, message: error.message)
        }
        var types: [TypeDeclaration] = []
        var scopes: [String?] = []        // the qualified type of each open brace (`nil`: any other brace)
        var pending: String?              // the type the next `{` opens
        var index = 0
        func enclosing() -> String? { scopes.isEmpty ? "" : scopes.last ?? nil }
        while index < tokens.count {
            let token = tokens[index]
            let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
            if token.isPunctuation("{") {
                scopes.append(pending)
                pending = nil
            } else if token.isPunctuation("}") {
                _ = scopes.popLast()
                pending = nil
            } else if token.isIdentifier("extension"), !afterDot {
                // The extended type, as written: `D3`, `WoW.AuctionList`.
                var name = ""
                var next = index + 1
                while next < tokens.count, tokens[next].kind == .identifier, name.isEmpty || name.hasSuffix(".") {
                    name += tokens[next].text
                    next += 1
                    guard next < tokens.count, tokens[next].isPunctuation(".") else { break }
                    name += "."
                    next += 1
                }
                pending = name
                index = next
                continue
            } else if token.kind == .identifier, keywords.contains(token.text), !afterDot,
                      index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                      !["func", "var", "let", "subscript", "init"].contains(tokens[index + 1].text) {
                let name = tokens[index + 1].text
                var modifier = index - 1
                var isPublic = false
                while modifier >= 0, tokens[modifier].kind == .identifier, modifiers.contains(tokens[modifier].text) {
                    if tokens[modifier].text == "public" || tokens[modifier].text == "open" { isPublic = true }
                    modifier -= 1
                }
                if let scope = enclosing() {
                    types.append(TypeDeclaration(name: name, scope: scope, isPublic: isPublic, file: file, line: token.line))
                    pending = token.text == "typealias" ? nil : (scope.isEmpty ? name : "\(scope).\(name)")
                } else {
                    pending = nil
                }
                index += 2
                continue
            }
            index += 1
        }
        return types
    }
}
