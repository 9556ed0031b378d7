import Foundation

// bnet-generate: writes what derives from each game module's operation declarations.
//
//     swift run bnet-generate                    write everything stale
//     swift run bnet-generate --check            exit 1 naming each stale file and what is stale in it (what .ci/run does)
//     swift run bnet-generate --migration-table  print the CHANGELOG's table of calls before and after labels
//
// What it writes, per game module, into the module's `Generated` folder (Sources/BattleNetD3/Generated,
// ...), which only it writes; it never edits a hand-written file:
// - OperationList.swift: the operation list, the labeled endpoint builders and calls, their doc
//   comments with each request's HTTP line (`Generator`);
// - the fast readers of the models that opt into them, `<Dir>/<Model>+Reading.swift` (`ReaderGenerator`);
// - the module's DocC article of operations, `<Module>.docc/Generated/<Game>Operations.md` (`DocCTopics`);
// and, for all games at once, Core's DocC article of coverage (`Coverage`).
//
// Options: `--root DIR` (the package; the current directory by default). Under CI (`BNET_CI` set) the
// write mode only checks: CI never rewrites sources.
//
// It reads one declaration form (see `DeclarationReader`, and CONTRIBUTING.md, "Declaring an endpoint") with a
// small tokenizer of its own: no SwiftSyntax, no package dependencies, and it does not link the game
// modules, so it runs even when a stale list keeps them from compiling. A `package static let … =
// APIOperation<` it cannot read stops it with `file:line: error: message`.

let exitCode = Command.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(exitCode)
