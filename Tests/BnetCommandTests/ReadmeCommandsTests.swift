import BattleNetCore
@testable import BnetCommand
import Foundation
import Testing

/// Every `bnet` command in the README's shell blocks runs offline as written.
///
/// The README's benchmark sends 1,000 requests over loopback for ten seconds, which would disturb the
/// timing tests running beside it, so this suite runs on its own: `.ci/run` runs it after the main
/// `swift test` with `BNET_README_COMMANDS=1`.
@Suite("README commands", .enabled(if: ProcessInfo.processInfo.environment["BNET_README_COMMANDS"] == "1"))
struct ReadmeCommandsTests {
    /// One command line of a shell block: its environment assignments and its `bnet` arguments.
    struct Command: CustomStringConvertible {
        let environment: [String: String]
        let arguments: [String]
        var description: String { (environment.map { "\($0)=\($1)" }.sorted() + ["bnet"] + arguments).joined(separator: " ") }
    }

    /// The `swift run bnet …` lines of the README's `sh` blocks, with continuation lines joined and
    /// comments dropped (no quoting is used in them; a quoted argument would fail the parse below).
    static func commands() throws -> [Command] {
        let readme = fixtures.deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        var commands: [Command] = []
        var inShell = false
        var pending = ""
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inShell = !inShell && ["```sh", "```bash", "```shell"].contains(line); continue }
            guard inShell else { continue }
            let code = line.components(separatedBy: " #").first ?? line
            if code.hasSuffix("\\") { pending += code.dropLast() + " "; continue }
            let whole = (pending + code).split(separator: " ").map(String.init)
            pending = ""
            guard let run = whole.firstIndex(of: "bnet"), run >= 2, whole[run - 1] == "run", whole[run - 2] == "swift" else { continue }
            var environment: [String: String] = [:]
            for assignment in whole[..<(run - 2)] {
                let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { environment[parts[0]] = parts[1] }
            }
            commands.append(Command(environment: environment, arguments: Array(whole[(run + 1)...])))
        }
        return commands
    }

    @Test func everyShellCommandOfTheREADMERunsOfflineAsWritten() async throws {
        let commands = try Self.commands()
        #expect(commands.contains { $0.arguments.starts(with: ["call", "wowItem", "19019"]) }, "the first command is found")
        var servers: [Task<Int32, Never>] = []
        defer { servers.forEach { $0.cancel() } }
        for command in commands {
            if command.arguments.first == "serve" {
                // A server runs until stopped: the same command line, bounded so the test ends.
                let arguments = command.arguments + ["--seconds", "30"]
                servers.append(Task { await BnetCommand.run(arguments: arguments, environment: command.environment, console: Captured().console) })
                try await Task.sleep(for: .milliseconds(500))
                continue
            }
            let (code, output) = await bnet(command.arguments, environment: command.environment)
            #expect(code == 0, "\(command) exited \(code): \(output.err)")
            #expect(!output.out.isEmpty, "\(command) printed nothing")
        }
    }
}
