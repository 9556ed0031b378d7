import Foundation

// bnet-generate: writes each game module's OperationList.swift from its operation declarations, and
// the fast readers of the models that opt into them beside those models (see `ReaderGenerator`).
//
//     swift run bnet-generate                    write every stale OperationList.swift and +Reading.swift
//     swift run bnet-generate --check            exit 1 naming each stale file (what .ci/run does)
//     swift run bnet-generate --migration-table  print the CHANGELOG's table of calls before and after labels
//
// Options: `--root DIR` (the package; the current directory by default). Under CI (`BNET_CI` set) the
// write mode only checks: CI never rewrites sources.
//
// It reads one declaration form (see `DeclarationReader`, and README "Declaring an endpoint") with a
// small tokenizer of its own: no SwiftSyntax, no package dependencies, and it does not link the game
// modules, so it runs even when a stale list keeps them from compiling. A `package static let … =
// APIOperation<` it cannot read stops it with `file:line: error: message`.

let exitCode = Command.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(exitCode)
