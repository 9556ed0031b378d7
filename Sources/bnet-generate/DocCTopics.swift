/// Each game's DocC article of operations (`Generated/DiabloIIIOperations.md`, ...), written whole from
/// the declarations: groups curated by hand belong in the module's other articles.
///
/// One group per API family: a source file that declares operations, together with the file of the
/// same folder named like it with `Models` (`Item.swift` and `ItemModels.swift`). Its heading is the
/// folder and the file in words (`### Game Data: Mythic Keystone Affix`; `### Profile` for
/// `Profile/Profile.swift`). It lists the family's endpoint builders in declaration order, then the
/// public types of the namespace declared in its files, then those of any other file without
/// declarations whose returned types only this family returns (`HeroModels.swift` joins nothing: it
/// returns nothing; `Leaderboard.swift`, returned by eras and seasons alike, is curated by hand).
/// A symbol the module's articles already curate by hand is left out.
enum DocCTopics {
    /// One topic group.
    struct Family: Equatable {
        let heading: String
        /// Symbol links without the double backquotes, e.g. `D3/Endpoints/act(id:)`, `D3/Act`.
        let symbols: [String]
    }

    /// The family key of a file of the module (`Community/ItemModels.swift` → `Community/Item`).
    static func key(_ path: String) -> String {
        var base = path.hasSuffix(".swift") ? String(path.dropLast(6)) : path
        let name = base.split(separator: "/").last.map(String.init) ?? base
        if name.hasSuffix("Models"), name != "Models" { base = String(base.dropLast(6)) }
        return base
    }

    /// The words of a file or folder name, the game's namespace kept whole: `WoWToken` → `WoW Token`,
    /// `PvpSeason` → `PvP Season`, `GameData` → `Game Data`.
    static func words(_ name: String, namespace: String) -> [String] {
        var words: [String] = []
        var current = ""
        var rest = name[...]
        while let character = rest.first {
            if rest.hasPrefix(namespace) {
                if !current.isEmpty { words.append(current) }
                words.append(namespace)
                current = ""
                rest = rest.dropFirst(namespace.count)
                continue
            }
            if character.isUppercase, let last = current.last, last.isLowercase || last.isNumber {
                words.append(current)
                current = ""
            }
            current.append(character)
            rest = rest.dropFirst()
        }
        if !current.isEmpty { words.append(current) }
        return words.map { spellings[$0] ?? $0 }
    }

    /// Words a Swift name cannot spell as Blizzard does.
    static let spellings = ["Pvp": "PvP"]

    /// `Game Data: Achievement`: the folder and the file in words, without the file's words that repeat
    /// the folder (`Legacy/LegacyData` is `Legacy: Data`; `Profile/Profile` is `Profile`); the file
    /// alone at the top of the module.
    static func heading(_ key: String, namespace: String) -> String {
        let parts = key.split(separator: "/").map { words(String($0), namespace: namespace) }
        guard var file = parts.last else { return key }
        let folders = parts.dropLast()
        if let folder = folders.last, file.starts(with: folder) { file.removeFirst(folder.count) }
        return (folders + (file.isEmpty ? [] : [file])).map { $0.joined(separator: " ") }.joined(separator: ": ")
    }

    /// Whether a family's file is named like its folder (`Profile/Profile`): it comes first in the folder.
    static func isFolderFile(_ key: String) -> Bool {
        let parts = key.split(separator: "/")
        return parts.count >= 2 && parts[parts.count - 1] == parts[parts.count - 2]
    }

    /// The families of a module, in source order.
    /// - Parameters:
    ///   - files: Every source file of the module, relative to the module's folder, in path order.
    ///   - operations: The module's operations; a declaration's file is `<module folder>/<file>`.
    ///   - types: The module's type declarations, their files relative to the package like the declarations'.
    ///   - handCurated: Symbol links the articles list by hand: left out.
    static func families(
        _ game: GameModule, files: [String], operations: [DeclaredOperation], types: [TypeDeclaration],
        handCurated: Set<String>
    ) -> [Family] {
        let prefix = game.sources + "/"
        func relative(_ file: String) -> String { file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file }
        let ns = game.namespace
        // The declaring families, in the order of their first file.
        var order: [String] = []
        var operationsByKey: [String: [DeclaredOperation]] = [:]
        for operation in operations {
            let key = key(relative(operation.declaration.file))
            if operationsByKey[key] == nil { order.append(key) }
            operationsByKey[key, default: []].append(operation)
        }
        // The families that return each type.
        var returnedBy: [String: Set<String>] = [:]
        for operation in operations {
            guard let response = ResponseType.response(of: operation.declaration.model, namespace: ns) else { continue }
            returnedBy[response.type, default: []].insert(key(relative(operation.declaration.file)))
        }
        let namespaceTypes = types.filter { $0.isPublic && $0.scope == ns }
        // Each file's family: its own key when that key declares operations, else the one family that
        // returns its types, if exactly one does.
        var filesByFamily: [String: [String]] = [:]
        for file in files {
            let own = key(file)
            if operationsByKey[own] != nil {
                filesByFamily[own, default: []].append(file)
                continue
            }
            let returning = namespaceTypes.filter { relative($0.file) == file }.compactMap { returnedBy[$0.qualifiedName] }
            let families = returning.reduce(into: Set<String>()) { $0.formUnion($1) }
            if families.count == 1, let family = families.first {
                filesByFamily[family, default: []].append(file)
            }
        }
        // In path order, the file named like its folder first in the folder.
        func folder(_ key: String) -> Substring { key.split(separator: "/").dropLast().joined(separator: "/")[...] }
        order = order.enumerated().sorted { a, b in
            if folder(a.element) != folder(b.element) || isFolderFile(a.element) == isFolderFile(b.element) { return a.offset < b.offset }
            return isFolderFile(a.element)
        }.map(\.element)
        // A family's own files first, then the files that joined it.
        return order.map { key in
            let own = filesByFamily[key, default: []].filter { Self.key($0) == key }
            let joined = filesByFamily[key, default: []].filter { Self.key($0) != key }
            var symbols = operationsByKey[key, default: []].map { "\(ns)/Endpoints/\($0.swiftName)" }
            for file in own + joined {
                symbols += namespaceTypes.filter { relative($0.file) == file }.map { "\(ns)/\($0.name)" }
            }
            var seen = Set<String>()
            symbols = symbols.filter { !handCurated.contains($0) && seen.insert($0).inserted }
            return Family(heading: heading(key, namespace: ns), symbols: symbols)
        }
    }

    /// The whole article of `game`'s operations: its title, what it lists, and one topic group per family.
    static func article(_ game: GameModule, families: [Family], example: String) -> String {
        var lines = [
            "# \(game.name) operations by API family",
            "",
            "Every \(game.name) operation the module declares, grouped by API family with its models.",
            "",
            "## Overview",
            "",
            "Each operation is declared once, and `swift run bnet-generate` writes its calls and this article from the",
            "declaration: `client.\(game.member).\(example)` fetches the model, `client.\(game.member).raw.\(example)` the",
            "bytes, and ``\(game.namespace)/Endpoints`` builds the request (`client.response(_:)` of it gives both)",
            "without sending it. A family is a source file of declarations with its `…Models.swift`; `bnet endpoints`",
            "lists the same operations.",
            "",
            "## Topics",
        ]
        for family in families where !family.symbols.isEmpty {
            lines += ["", "### \(family.heading)", ""]
            lines += family.symbols.map { "- ``\($0)``" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The symbol links an article lists (`- ``WoW/Media```).
    static func handCurated(_ article: String) -> Set<String> {
        var symbols = Set<String>()
        for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("- ``"), line.hasSuffix("``"), line.count > 8 else { continue }
            symbols.insert(String(line.dropFirst(4).dropLast(2)))
        }
        return symbols
    }
}
