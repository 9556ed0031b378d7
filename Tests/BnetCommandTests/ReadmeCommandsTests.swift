import BattleNetCore
@testable import BnetCommand
import Foundation
import Testing

/// Every `bnet` command in the README's shell blocks runs offline as written.
///
/// The README's benchmark sends 1,000 requests over loopback for ten seconds, which would disturb the
/// timing tests running beside it, so this suite runs on its own: `.ci/run` runs it after the main
/// `swift test` with `BNET_README_COMMANDS=1`.
@Suite("README commands", .enabled(if: ProcessInfo.processInfo.environment["BNET_README_COMMANDS"] == "1"), .timeLimit(.minutes(2)))
struct ReadmeCommandsTests {
    /// One command line of a shell block: its environment assignments and its `bnet` arguments.
    struct Command: CustomStringConvertible {
        let environment: [String: String]
        let arguments: [String]
        var description: String { (environment.map { "\($0)=\($1)" }.sorted() + ["bnet"] + arguments).joined(separator: " ") }
    }

    /// The words of a shell command line as a POSIX shell splits them: whitespace separates words,
    /// and '…' or "…" quote a word with spaces (`"Howling Fjord"`); backslash escapes one character
    /// outside single quotes.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = [], word = "", inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped { word.append(character); escaped = false; inWord = true; continue }
            if let open = quote {
                if character == open { quote = nil } else if character == "\\" && open == "\"" { escaped = true } else { word.append(character) }
                continue
            }
            switch character {
            case "'", "\"": quote = character; inWord = true
            case "\\": escaped = true
            case " ", "\t":
                if inWord { words.append(word); word = ""; inWord = false }
            default: word.append(character); inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    @Test func shellWordsSplitAsAShellDoes() {
        #expect(Self.shellWords(#"swift run bnet wow character "Howling Fjord" Альвеоняша -r eu"#)
            == ["swift", "run", "bnet", "wow", "character", "Howling Fjord", "Альвеоняша", "-r", "eu"])
        #expect(Self.shellWords("bnet call d3ProfileAccount 'FaYe#2543'  -r eu") == ["bnet", "call", "d3ProfileAccount", "FaYe#2543", "-r", "eu"])
        #expect(Self.shellWords(#"a "b \"c\"" d\ e"#) == ["a", #"b "c""#, "d e"])
    }

    /// The `swift run bnet …` lines of the README's `sh` blocks, with continuation lines joined,
    /// comments dropped and words split as a shell splits them.
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
            let whole = shellWords(pending + code)
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
