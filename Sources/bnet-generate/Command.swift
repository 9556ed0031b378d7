import Foundation

/// The command line of `bnet-generate`.
enum Command {
    enum Mode { case write, check, migrationTable }

    static let usage = """
        usage: bnet-generate [--check | --migration-table] [--root DIR]
          (no option)        write each game module's OperationList.swift and model readers that are stale
          --check            write nothing; exit 1 naming each stale file
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
        var failed = false
        for game in GameModule.all {
            do {
                let (operations, problems) = try Generator.operations(of: game, root: root)
                problems.forEach { errors($0.description) }
                failed = failed || !problems.isEmpty
                generated.append((game, operations))
            } catch {
                errors("bnet-generate: \(game.sources): \(error)")
                failed = true
            }
        }
        if failed { return 1 }
        if mode == .migrationTable {
            output(String(Generator.migrationTable(generated).dropLast()))
            return 0
        }
        guard let readers = ReaderGenerator.plans(root: root, errors: errors),
              var stale = ReaderGenerator.apply(readers, root: root, check: mode == .check, output: output, errors: errors)
        else { return 1 }
        for (game, operations) in generated {
            let file = root.appendingPathComponent(game.output)
            let expected = Generator.operationList(game, operations)
            guard (try? String(contentsOf: file, encoding: .utf8)) != expected else { continue }
            if mode == .check {
                errors("\(game.output): stale: run `swift run bnet-generate` (README, \"Declaring an endpoint\")")
                stale += 1
                continue
            }
            do {
                try expected.write(to: file, atomically: true, encoding: .utf8)
                output("wrote \(game.output) (\(operations.count) operations)")
            } catch {
                errors("bnet-generate: cannot write \(game.output): \(error)")
                return 1
            }
        }
        if mode == .check, stale == 0 {
            output("bnet-generate: \(generated.map { "\($0.0.output) (\($0.1.count))" }.joined(separator: ", ")), "
                + "\(ReaderGenerator.summary(readers)) current")
        }
        return stale == 0 ? 0 : 1
    }
}
