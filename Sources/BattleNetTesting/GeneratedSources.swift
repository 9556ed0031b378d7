import Foundation

/// The files the package derives from its declarations, and the check that keeps them current.
///
/// A game's list of operations (`D3.Operations.all`) is generated from the `static let … = APIOperation<`
/// declarations in its module, and the README's coverage table from the operations and the fixture
/// manifest. Tests compare each generated text with the committed file and fail when it is stale; run
/// `BNET_UPDATE_GENERATED=1 swift test` to rewrite them.
public enum GeneratedSources {
    /// The environment variable that lets the check rewrite a stale file instead of failing.
    public static let updateVariable = "BNET_UPDATE_GENERATED"

    /// One operation declaration as written: its name and the generic arguments of its `APIOperation`.
    public struct Declaration: Hashable, Sendable {
        /// The static property's name, e.g. `act`.
        public let name: String
        /// The generic arguments as written, e.g. `D3.Act, Int`.
        public let genericArguments: String
        /// The path template as written in the declaration, e.g. `/d3/data/act/{actId}`.
        public let template: String
        /// The catalogue id the declaration is made with, e.g. `d3Act` (empty when it is not a literal).
        public var id: String = ""

        /// The model, then the argument types, split at the top-level commas of ``genericArguments``.
        var types: [String] {
            var parts: [String] = [], current = "", depth = 0
            for character in genericArguments {
                if "<[(".contains(character) { depth += 1 } else if ">])".contains(character) { depth -= 1 }
                if character == ",", depth == 0 {
                    parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                    current = ""
                } else {
                    current.append(character)
                }
            }
            parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
            return parts
        }
    }

    /// The operations declared in the Swift files under `directory` (`public static let NAME =
    /// APIOperation<...>(`), ordered by file path and then by position in the file.
    /// - Throws: the file system's error when the folder cannot be read.
    public static func declarations(in directory: URL) throws -> [Declaration] {
        let files = try swiftFiles(in: directory)
        let pattern = try NSRegularExpression(pattern: #"^\s*public static let (\w+) = APIOperation<"#, options: [.anchorsMatchLines])
        var declarations: [Declaration] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                guard let name = Range(match.range(at: 1), in: text), let whole = Range(match.range, in: text) else { continue }
                // The generic arguments run to the `>` that closes `APIOperation<`.
                var depth = 1
                var end = whole.upperBound
                while end < text.endIndex, depth > 0 {
                    if text[end] == "<" { depth += 1 } else if text[end] == ">" { depth -= 1 }
                    if depth > 0 { end = text.index(after: end) }
                }
                // The template is the first string literal starting with `/` in the initializer's arguments.
                let rest = text[end...]
                let call = rest.range(of: "\n    public static let").map { rest[..<$0.lowerBound] } ?? rest
                let template = call.range(of: #""/[^"]*""#, options: .regularExpression).map { String(call[$0].dropFirst().dropLast()) } ?? ""
                // The id is the first argument: `APIOperation<...>("d3Act", ...`.
                let id = call.range(of: #"^>\(\s*"[A-Za-z0-9]+""#, options: .regularExpression)
                    .map { String(call[$0].drop { $0 != "\"" }.dropFirst().dropLast()) } ?? ""
                declarations.append(Declaration(
                    name: String(text[name]), genericArguments: String(text[whole.upperBound..<end]), template: template, id: id
                ))
            }
        }
        return declarations
    }

    /// The source of `<namespace>.Operations.all` and of the repository member of each declaration.
    public static func operationList(namespace: String, gameName: String, declarations: [Declaration]) -> String {
        var lines = [
            "// Generated from the declarations in this module by `BNET_UPDATE_GENERATED=1 swift test`; a test fails",
            "// when it is stale. Do not edit.",
            "",
            "import Foundation",
            "",
            "extension \(namespace).Operations {",
            "    /// Every \(gameName) operation, grouped by source file.",
            "    public static let all: [AnyAPIOperation] = [",
        ]
        lines += declarations.map { "        \($0.name).erased," }
        lines += [
            "    ]",
            "",
            "    /// The operation declared with catalogue id `id` (its own id, not a Classic twin's), or `nil`;",
            "    /// only that declaration is built, where ``all`` builds every one.",
            "    public static func operation(declaredAs id: String) -> AnyAPIOperation? {",
            "        switch id {",
        ]
        lines += declarations.filter { !$0.id.isEmpty }.map { "        case \"\($0.id)\": \($0.name).erased" }
        lines += ["        default: nil", "        }", "    }"]
        lines += ["}", "", "extension OperationRepository where Declarations == \(namespace).Operations {"]
        for declaration in declarations {
            let types = declaration.types
            lines.append("    /// ``\(namespace)/Operations/\(declaration.name)`` on this client: call it for the model, `.raw(...)` for the bytes.")
            lines.append("    ///")
            lines.append("    /// `client.\(namespace.lowercased()).\(declaration.name)(\(types.dropFirst().joined(separator: ", ")))` → `\(types.first ?? "")`, for `\(declaration.template)`.")
            lines.append("    public var \(declaration.name): BoundOperation<\(declaration.genericArguments)> { bind(\(namespace).Operations.\(declaration.name)) }")
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// Whether `file` holds `expected`; when it does not and ``updateVariable`` is set, rewrites it,
    /// except under CI (`BNET_CI` set, as `.ci/run` sets it), where a stale file always fails.
    /// - Returns: `true` when the file was current (or has just been rewritten).
    /// - Throws: the file system's error when a rewrite fails.
    public static func isCurrent(
        _ file: URL, expected: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Bool {
        let current = try? String(contentsOf: file, encoding: .utf8)
        if current == expected { return true }
        guard environment[updateVariable] == "1", environment["BNET_CI"] == nil else { return false }
        try expected.write(to: file, atomically: true, encoding: .utf8)
        return true
    }

    /// `text` with the part between `begin` and `end` (marker lines kept) replaced by `section`;
    /// `nil` when a marker is missing.
    public static func replacingSection(of text: String, begin: String, end: String, with section: String) -> String? {
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else { return nil }
        return String(text[..<start.upperBound]) + "\n" + section + String(text[stop.lowerBound...])
    }

    private static func swiftFiles(in directory: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "swift" { files.append(url) }
        return files.sorted { $0.path < $1.path }
    }
}
