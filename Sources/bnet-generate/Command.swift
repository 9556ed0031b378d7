import Foundation

/// The command line of `bnet-generate`.
enum Command {
    enum Mode { case write, check, migrationTable }

    static let usage = """
        usage: bnet-generate [--check | --migration-table] [--root DIR]
          (no option)        write what is stale, each in its module's Generated folder (which only this
                             tool writes): the operation list, the DocC article of operations, Core's
                             coverage article and the fast readers (+Reading.swift) of the models that opt in
          --check            write nothing; exit 1 naming each stale file and what is stale in it
          --migration-table  print the Markdown table of every operation's call before and after labels
          --root DIR         the package root (default: the current directory)
        """

    /// Runs the command; returns the exit code (0 success, 1 stale or unreadable declarations, 2 usage).
    static func run(_ arguments: [String], environment: [String: String], output: (String) -> Void = { print($0) },
                    errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) -> Int32 {
        var mode = Mode.write
        var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--check": mode = .check
            case "--migration-table": mode = .migrationTable
            case "--root":
                guard let directory = rest.popFirst() else {
                    errors("bnet-generate: --root needs a directory\n" + usage)
                    return 2
                }
                root = URL(fileURLWithPath: directory)
            case "-h", "--help":
                output(usage)
                return 0
            default:
                errors("bnet-generate: unknown argument \(argument)\n" + usage)
                return 2
            }
        }
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            errors("bnet-generate: \(root.path) has no Package.swift: run it from the package root or pass --root")
            return 2
        }
        if mode == .write, environment["BNET_CI"] != nil {
            errors("bnet-generate: BNET_CI is set, so nothing is written: checking instead")
            mode = .check
        }
        var generated: [(GameModule, [DeclaredOperation])] = []
        var outputs: [Output] = []
        var failed = false
        for game in GameModule.withDeclarations {
            do {
                let sources = try Generator.sources(of: game, root: root)
                let (operations, problems) = Generator.operations(of: game, sources: sources)
                problems.forEach { errors($0.description) }
                failed = failed || !problems.isEmpty
                generated.append((game, operations))
                guard problems.isEmpty, mode != .migrationTable else { continue }
                let (files, fileProblems) = try Self.outputs(game, operations: operations, sources: sources, root: root)
                fileProblems.forEach { errors($0.description) }
                failed = failed || !fileProblems.isEmpty
                outputs += files
            } catch {
                errors("bnet-generate: \(game.sources): \(error)")
                failed = true
            }
        }
        if failed { return 1 }
        if mode == .migrationTable {
            output(String(Generator.migrationTable(generated.filter { !$0.0.isService }).dropLast()))
            return 0
        }
        // A package root without recordings (a test's partial copy of the game modules) has no coverage to write.
        if FileManager.default.fileExists(atPath: root.appendingPathComponent(Coverage.manifest).path) {
            do {
                let article = try Coverage.article(generated, root: root)
                let current = try? String(contentsOf: root.appendingPathComponent(Coverage.path), encoding: .utf8)
                outputs.append(Output(path: Coverage.path, expected: article, current: current, stale: ["the coverage article"]))
            } catch {
                errors("bnet-generate: the coverage article (\(Coverage.manifest), \(Coverage.notes), \(Coverage.catalogue)): \(error)")
                return 1
            }
        }
        guard let readers = ReaderGenerator.plans(root: root, errors: errors),
              let staleReaders = ReaderGenerator.apply(readers, root: root, check: mode == .check, output: output, errors: errors)
        else { return 1 }
        let stale = outputs.filter { $0.current != $0.expected }
        for file in stale {
            if mode == .check {
                let shown = file.stale.prefix(4).joined(separator: "; ") + (file.stale.count > 4 ? "; and \(file.stale.count - 4) more" : "")
                errors("\(file.path): stale (\(shown)): run `swift run bnet-generate` (CONTRIBUTING.md, \"Declaring an endpoint\")")
                continue
            }
            do {
                let url = root.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.expected.write(to: url, atomically: true, encoding: .utf8)
                output("wrote \(file.path) (\(file.stale.joined(separator: "; ")))")
            } catch {
                errors("bnet-generate: cannot write \(file.path): \(error)")
                return 1
            }
        }
        if mode == .check, stale.isEmpty, staleReaders == 0 {
            output("bnet-generate: \(generated.map { "\($0.0.output) (\($0.1.count))" }.joined(separator: ", ")), the DocC articles of operations, the coverage article and "
                + "\(ReaderGenerator.summary(readers)) current")
        }
        return mode == .check && (!stale.isEmpty || staleReaders > 0) ? 1 : 0
    }

    /// A file the generator writes whole.
    struct Output {
        /// Relative to the package root.
        let path: String
        let expected: String
        /// `nil` when the file does not exist.
        let current: String?
        /// What is stale in it, e.g. "the operation list".
        let stale: [String]
    }

    /// Every file of `game` the generator writes, all in `Generated` folders: the operation list and the
    /// DocC article of operations; and the problems the author must fix.
    static func outputs(
        _ game: GameModule, operations: [DeclaredOperation], sources: [SourceFile], root: URL
    ) throws -> ([Output], [SourceError]) {
        var outputs: [Output] = []
        var problems: [SourceError] = []
        let list = try? String(contentsOf: root.appendingPathComponent(game.output), encoding: .utf8)
        outputs.append(Output(path: game.output, expected: Generator.operationList(game, operations), current: list, stale: ["the operation list"]))

        // The types each declaration returns, and where they are declared.
        var types: [TypeDeclaration] = []
        for file in sources {
            do { types += try TypeScanner.types(file: file.path, source: file.text) } catch { problems.append(error) }
        }
        var returning: [String: [DeclaredOperation]] = [:]
        var order: [String] = []
        for operation in operations {
            guard let response = ResponseType.response(of: operation.declaration.model, namespace: game.namespace) else { continue }
            if returning[response.type] == nil { order.append(response.type) }
            returning[response.type, default: []].append(operation)
        }
        for name in order where !types.contains(where: { $0.qualifiedName == name }) {
            let declaration = returning[name]?.first?.declaration
            problems.append(SourceError(
                file: declaration?.file ?? game.sources, line: declaration?.line ?? 0,
                message: "`\(declaration?.name ?? name)`: its response type \(name) is not declared in \(game.module)"
            ))
        }
        // The DocC article of operations (a service's requests have no calls to list).
        if game.isService { return (outputs, problems) }
        let catalog = root.appendingPathComponent(game.catalog)
        var handCurated = Set<String>()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: catalog.path))?.sorted() ?? [] where name.hasSuffix(".md") {
            handCurated.formUnion(DocCTopics.handCurated((try? String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)) ?? ""))
        }
        let prefix = game.sources + "/"
        let families = DocCTopics.families(
            game, files: sources.map { String($0.path.dropFirst(prefix.count)) }, operations: operations, types: types,
            handCurated: handCurated
        )
        let article = try? String(contentsOf: root.appendingPathComponent(game.topicsArticle), encoding: .utf8)
        let expected = DocCTopics.article(game, families: families, example: Generator.example(operations))
        outputs.append(Output(path: game.topicsArticle, expected: expected, current: article, stale: ["the article of operations"]))
        return (outputs, problems)
    }
}
