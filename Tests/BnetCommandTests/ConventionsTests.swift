import BattleNetCore
import BattleNetTesting
@testable import BnetCommand
import Foundation
import Testing

/// A stub Battle.net that grants tokens.
func tokenStub() async -> StubTransport {
    let stub = StubTransport()
    await stub.on(.post, "/token", json: #"{"access_token":"live-token","token_type":"bearer","expires_in":86399}"#)
    return stub
}

@Suite("bnet modes: live or replay, said out loud", .timeLimit(.minutes(2)))
struct ModeTests {
    static let replayLine = "bnet: replaying recorded fixtures (offline); set BNET_CLIENT_ID and BNET_CLIENT_SECRET to call Battle.net\n"
    /// The D3 recordings were made in the EU in British English; replay says so when the call asked for more.
    static let substituteLine = "bnet: replaying d3/act__1.json, recorded for region eu (asked us), locale en_gb (asked en_US)\n"

    @Test func theREADMEsFirstCommandReplaysAndSaysSoInOneLine() async {
        let (code, output) = await bnet(["call", "wowItem", "19019"])
        #expect(code == 0)
        #expect(output.err == Self.replayLine)
        #expect(output.out.contains("name: Thunderfury, Blessed Blade of the Windseeker\n"))
    }

    @Test func aRecordingOfAnotherRegionAndLocaleIsNamedOnStderr() async {
        let (code, output) = await bnet(["call", "d3Act", "1"])
        #expect(code == 0)
        #expect(output.err == Self.replayLine + Self.substituteLine)
        #expect(output.out.hasPrefix("slug: act-i\nnumber: 1\nname: Act I\n"))
        let (_, recordedFor) = await bnet(["--region", "eu", "--locale", "en_GB", "call", "d3Act", "1"])
        #expect(recordedFor.err == Self.replayLine)
    }

    @Test("one credential without the other is a usage error naming the missing one", arguments: [
        ("BNET_CLIENT_ID", "BNET_CLIENT_SECRET"), ("BNET_CLIENT_SECRET", "BNET_CLIENT_ID"),
    ])
    func oneCredential(set: String, missing: String) async {
        let stub = StubTransport()
        let (code, output) = await bnet(["call", "d3Act", "1"], environment: [set: "only-this-one"], transport: stub,
                                        store: InMemoryTokenStore())
        #expect(code == 2)
        #expect(output.err.contains("\(missing) is not"))
        #expect(!output.err.contains("replaying"))
        #expect(output.out.isEmpty)
        #expect(await stub.requests.isEmpty)
    }

    @Test func aHostWithoutCredentialsIsAUsageErrorNotAReplay() async {
        let (code, output) = await bnet(["call", "d3Act", "1", "--api-host", "http://127.0.0.1:4010"])
        #expect(code == 2)
        #expect(output.err.contains("--api-host http://127.0.0.1:4010 needs BNET_CLIENT_ID and BNET_CLIENT_SECRET"))
        #expect(output.out.isEmpty)
        let (fromEnvironment, environmentOutput) = await bnet(["call", "d3Act", "1"], environment: ["BNET_API_HOST": "http://127.0.0.1:4010"])
        #expect(fromEnvironment == 2)
        #expect(environmentOutput.err.contains("BNET_API_HOST http://127.0.0.1:4010 needs"))
    }

    @Test func replayForcesTheRecordingsWithCredentialsSet() async {
        let stub = await tokenStub()
        // No transport is passed, so a live call would go to the network; the replay answers instead.
        let (code, output) = await bnet(["call", "d3Act", "1", "--replay"], environment: live)
        #expect(code == 0)
        #expect(output.err == "bnet: replaying recorded fixtures (offline, --replay)\n" + Self.substituteLine)
        #expect(output.out.contains("name: Act I"))
        #expect(await stub.requests.isEmpty)
        let (conflict, conflictOutput) = await bnet(["call", "d3Act", "1", "--replay", "--api-host", "https://eu.api.blizzard.com"])
        #expect(conflict == 2)
        #expect(conflictOutput.err.contains("--replay sends nothing"))
    }

    @Test func liveSaysNothingAboutReplaying() async throws {
        let stub = await tokenStub()
        await stub.on(.get, "/d3/data/act/1", body: try Data(contentsOf: fixtures.appendingPathComponent("d3/act__1.json")))
        let (code, output) = await bnet(["call", "d3Act", "1"], environment: live, transport: stub, store: InMemoryTokenStore())
        #expect(code == 0)
        #expect(output.err.isEmpty)
        #expect(await stub.requests(to: "/d3/data/act/1").count == 1)
    }

    @Test func benchPacesItsCallsAndReportsTheirPriorityAndLatency() async throws {
        let (code, output) = await bnet(["bench", "d3Act", "1", "--count", "4", "--concurrency", "4", "--pace", "50", "--priority", "background"])
        #expect(code == 0, "\(output.err)")
        let report = try #require(try JSONSerialization.jsonObject(with: output.outBytes) as? [String: Any])
        #expect(report["priority"] as? String == "background")
        let latency = try #require(report["latency_ms"] as? [String: Double])
        #expect(Set(latency.keys) == ["p50", "p95", "max"])
        #expect((latency["p50"] ?? -1) <= (latency["p95"] ?? -1) && (latency["p95"] ?? -1) <= (latency["max"] ?? -1))
        // Four calls 50 ms apart, whatever the concurrency: the last starts 150 ms after the first.
        #expect((report["seconds"] as? Double ?? 0) >= 0.15, "\(report)")
        let (refused, refusal) = await bnet(["call", "d3Act", "1", "--priority", "urgent"])
        #expect(refused == 2)
        #expect(refusal.err.contains("--priority takes interactive or background"), "\(refusal.err)")
    }

    @Test func benchOfflineReportsNoRateFraction() async throws {
        let (code, output) = await bnet(["bench", "d3Act", "1", "--count", "20"])
        #expect(code == 0, "\(output.err)")
        #expect(output.err.contains("benchmarking against the recorded fixtures (offline)"))
        let report = try #require(try JSONSerialization.jsonObject(with: output.outBytes) as? [String: Any])
        #expect(report["mode"] as? String == "replay")
        #expect(report["rate_fraction"] == nil)
        #expect((report["statuses"] as? [String: Int])?["200"] == 20)

        let stub = await tokenStub()
        await stub.on(.get, "/d3/data/act/1", body: try Data(contentsOf: fixtures.appendingPathComponent("d3/act__1.json")))
        let (liveCode, liveOutput) = await bnet(["bench", "d3Act", "1", "--count", "20"], environment: live, transport: stub)
        #expect(liveCode == 0, "\(liveOutput.err)")
        let liveReport = try #require(try JSONSerialization.jsonObject(with: liveOutput.outBytes) as? [String: Any])
        #expect(liveReport["mode"] as? String == "live")
        #expect(liveReport["rate_fraction"] is Double)
        #expect(report["decoded"] as? Bool == true, "the mapped call, decoding included, by default")
    }

    @Test func benchDecodesEachBodyUnlessRaw() async throws {
        let stub = await tokenStub()
        await stub.on(.get, "/d3/data/act/1", body: Data(#"{"not": "an act"}"#.utf8))
        let (code, output) = await bnet(["bench", "d3Act", "1", "--count", "5"], environment: live, transport: stub)
        #expect(code == 0, "\(output.err)")
        let report = try #require(try JSONSerialization.jsonObject(with: output.outBytes) as? [String: Any])
        #expect(report["decoded"] as? Bool == true)
        #expect((report["errors"] as? [String: Int])?["decoding"] == 5, "a body the model cannot read counts as a decoding error: \(report)")
        let (rawCode, rawOutput) = await bnet(["bench", "d3Act", "1", "--count", "5", "--raw"], environment: live, transport: stub)
        #expect(rawCode == 0, "\(rawOutput.err)")
        let rawReport = try #require(try JSONSerialization.jsonObject(with: rawOutput.outBytes) as? [String: Any])
        #expect(rawReport["decoded"] as? Bool == false)
        #expect((rawReport["errors"] as? [String: Int])?.isEmpty == true, "bytes only: \(rawReport)")
    }

    @Test func loopbackTokensStayInMemoryAndBattleNetsGoToTheCache() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = live.merging(["XDG_CACHE_HOME": cache.path]) { $1 }
        let stub = await tokenStub()
        await stub.on(.get, "/d3/data/act/1", body: try Data(contentsOf: fixtures.appendingPathComponent("d3/act__1.json")))
        let folder = cache.appendingPathComponent("bnet")
        for port in [4010, 4011, 4012] {
            let host = "http://127.0.0.1:\(port)"
            let (code, output) = await bnet(["call", "d3Act", "1", "--api-host", host, "--oauth-host", host],
                                            environment: environment, transport: stub)
            #expect(code == 0, "\(output.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path), "a loopback host's token was written to the cache")
        let (code, output) = await bnet(["call", "d3Act", "1"], environment: environment, transport: stub)
        #expect(code == 0, "\(output.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.count == 1 && files[0].hasPrefix("token-"))
    }
}

@Suite("bnet help and conventions", .timeLimit(.minutes(2)))
struct HelpTests {
    @Test func helpCallAndCallHelpShowTheCallPage() async {
        let (code, page) = await bnet(["help", "call"])
        #expect(code == 0)
        #expect(page.out.contains("USAGE: bnet call OPERATION [ARG...] [options]"))
        #expect(page.out.contains("-r, --region REGION"))
        #expect(page.out.contains("EXAMPLES:\n  bnet call d3Act 1"))
        #expect(!page.out.contains("--count"))
        let (main, mainPage) = await bnet(["help"])
        #expect(main == 0)
        #expect(mainPage.out != page.out)
        for arguments in [["call", "--help"], ["call", "-h"], ["--help", "call"]] {
            let (same, output) = await bnet(arguments)
            #expect(same == 0)
            #expect(output.out == page.out, "\(arguments)")
        }
    }

    @Test func everyCommandHasItsOwnPage() async {
        var pages: Set<String> = []
        for spec in CommandSpec.all {
            let (code, output) = await bnet([spec.name, "--help"])
            #expect(code == 0, "\(spec.name)")
            #expect(output.out.contains("USAGE: bnet \(spec.name)"), "\(spec.name)")
            let examples = output.out.components(separatedBy: "EXAMPLES:\n").dropFirst().first ?? ""
            #expect(examples.contains("bnet \(spec.name)"), "\(spec.name)")
            let (helpCode, helpOutput) = await bnet(["help", spec.name])
            #expect(helpCode == 0)
            #expect(helpOutput.out == output.out, "\(spec.name)")
            pages.insert(output.out)
        }
        #expect(pages.count == CommandSpec.all.count)
        let (sc2, sc2Output) = await bnet(["sc2", "help"])
        #expect(sc2 == 0)
        #expect(sc2Output.out.contains("USAGE: bnet sc2 profile REGION REALM PROFILE"))
    }

    @Test func anOperationsHelpNamesItsArgumentsAndAnExample() async {
        let (code, output) = await bnet(["help", "call", "d3Act"])
        #expect(code == 0)
        #expect(output.out.contains("USAGE: bnet call d3Act ACTID [options]"))
        #expect(output.out.contains("ACTID     actId: an integer"))
        #expect(output.out.contains("EXAMPLE:\n  bnet call d3Act 1\n"))
        let (same, viaCall) = await bnet(["call", "d3Act", "--help"])
        #expect(same == 0)
        #expect(viaCall.out == output.out)
        let (_, tag) = await bnet(["help", "call", "d3ProfileAccount"])
        #expect(tag.out.contains("account: a BattleTag such as Name#1234"))
        #expect(tag.out.contains("bnet call d3ProfileAccount 'FaYe#2543' -r eu"))
        #expect(tag.out.contains("swift       client.d3.account(battleTag:)"), "\(tag.out)")
        let (unknown, _) = await bnet(["help", "call", "d3Nope"])
        #expect(unknown == 2)
    }

    /// Every example an operation's help shows replays offline as written.
    @Test func everyOperationExampleReplays() async throws {
        var tried = 0
        for resolved in Catalog.entries {
            let (_, page) = await bnet(["help", "call", resolved.entry.id])
            let example = try #require(page.out.components(separatedBy: "EXAMPLE:\n  ").last?.trimmingCharacters(in: .newlines))
            guard Help.manifest?.entries(for: resolved.entry.id).contains(where: { $0.status == 200 }) == true else {
                continue  // no recording: the example shows the parameter names
            }
            let words = example.split(separator: " ").dropFirst().map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
            let (code, output) = await bnet(Array(words))
            #expect(code == 0, "\(example): \(output.err)")
            tried += 1
        }
        #expect(tried >= 35)
    }

    @Test func versionPrintsTheVersion() async {
        let (code, output) = await bnet(["--version"])
        #expect(code == 0)
        #expect(output.out == "bnet 0.1.0-dev\n")
        #expect(output.err.isEmpty)
        let (misplaced, _) = await bnet(["call", "d3Act", "1", "--version"])
        #expect(misplaced == 2)
    }

    @Test func shortFormsWork() async throws {
        let (code, output) = await bnet(["call", "d3ProfileAccount", "FaYe#2543", "-r", "eu", "-l", "en_GB", "--raw"])
        #expect(code == 0, "\(output.err)")
        #expect(output.outBytes == (try Data(contentsOf: fixtures.appendingPathComponent("d3/profile-account__FaYe-2543.json"))))
        let options = try Options(arguments: ["-r", "kr", "-l", "ko-kr", "endpoints"], environment: [:])
        #expect(options.region == .kr)
        #expect(options.locale == .koKR)
        #expect(options.given == ["--region", "--locale"])
    }

    @Test("an option another command takes is an error", arguments: [
        (["call", "d3Act", "1", "--count", "5", "--port", "9"], "call does not take --count"),
        (["endpoints", "--raw"], "endpoints does not take --raw"),
        (["decode", "d3Act", "-", "-r", "eu"], "decode does not take --region"),
        (["serve", "--region", "eu"], "serve does not take --region"),
        (["token", "--limit", "3"], "token does not take --limit"),
        (["--raw"], "--raw belongs after a command"),
    ])
    func foreignOptions(arguments: [String], message: String) async {
        let (code, output) = await bnet(arguments)
        #expect(code == 2)
        #expect(output.err.contains(message), "\(output.err)")
    }

    @Test("usage mistakes exit 2 with one line and no Swift type names", arguments: [
        ["call", "d3Act", "1", "-x"], ["call", "d3Act", "1", "--locale", "xx_YY"], ["call", "d3Act", "1", "-l", "pt_PT"],
        ["endpoints", "--game", "xyz"], ["help", "bogus"], ["completion", "powershell"], ["sc2", "profile", "9", "1", "2137104"],
        ["sc2", "grandmaster", "4"], ["sc2", "bogus"], ["call", "d3ProfileAccount", "FaYe"],
    ])
    func usageLines(arguments: [String]) async {
        let (code, output) = await bnet(arguments)
        #expect(code == 2)
        #expect(output.out.isEmpty)
        #expect(output.err.hasPrefix("bnet: "))
        #expect(output.err.split(separator: "\n").count == 1)
        #expect(!output.err.contains("Error"))
    }

    @Test func localesAndGamesListTheValidOnes() async {
        let (_, locale) = await bnet(["call", "d3Act", "1", "--locale", "xx_YY"])
        #expect(locale.err.contains("en_US, es_MX, pt_BR, de_DE, en_GB, es_ES, fr_FR, it_IT, ru_RU, ko_KR, zh_TW, zh_CN, ja_JP, pl_PL, th_TH; got xx_YY"))
        let (_, game) = await bnet(["endpoints", "--game", "xyz"])
        #expect(game.err == "bnet: unknown game xyz; --game takes one of d3, hs, sc2, wow, wow-classic\n")
        let (ok, german) = await bnet(["call", "d3Act", "1", "-l", "de-de", "--raw"])
        #expect(ok == 0, "\(german.err)")
    }

    @Test func anSC2RegionOutsideTheFourIsRefusedBeforeSending() async {
        let stub = await tokenStub()
        let (code, output) = await bnet(["sc2", "profile", "9", "1", "2137104"], environment: live, transport: stub, store: InMemoryTokenStore())
        #expect(code == 2)
        #expect(output.err.contains("REGION must be 1 (US), 2 (EU), 3 (KR/TW) or 5 (CN)"))
        #expect(await stub.requests.isEmpty)
    }
}

@Suite("bnet error lines", .timeLimit(.minutes(2)))
struct ErrorLineTests {
    @Test func anSC2NotFoundTalksAboutProfilesNotBattleTags() async {
        let stub = await tokenStub()
        await stub.on(.get, "/sc2/profile/2/1/999", status: 404, json: #"{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}"#)
        let (code, output) = await bnet(["call", "sc2Profile", "2", "1", "999"], environment: live, transport: stub, store: InMemoryTokenStore())
        #expect(code == 1)
        #expect(output.err.hasPrefix("bnet: sc2Profile: not found (HTTP 404 https://us.api.blizzard.com/sc2/profile/2/1/999"))
        #expect(output.err.contains("check the region, realm and profile id"))
        #expect(!output.err.contains("BattleTag"))
        #expect(!output.err.contains("BattleNetError"))
        #expect(output.err.split(separator: "\n").count == 1)
    }

    @Test func aBodyThatDoesNotDecodeSuggestsRawAndDoctor() async {
        let stub = await tokenStub()
        await stub.on(.get, "/d3/data/act/1", json: #"{"slug":"act-i","number":"one","name":"Act I","quests":[]}"#)
        let (code, output) = await bnet(["call", "d3Act", "1"], environment: live, transport: stub, store: InMemoryTokenStore())
        #expect(code == 1)
        #expect(output.err.hasPrefix("bnet: d3Act: decoding failed (HTTP 200 "))
        #expect(output.err.contains("at number"))
        #expect(output.err.contains("add --raw to print it as received, and `bnet doctor d3Act FILE` lists what differs"))
        #expect(!output.err.contains("error.body"))
        #expect(!output.err.contains("BattleNetError"))
    }

    @Test func aTimeoutPointsAtTheOption() {
        var error = BattleNetError(.timeout, message: "the request took longer than 30 s")
        error.operation = "d3Act"
        #expect(ErrorText.line(error, command: "call")
            == "d3Act: timed out: the request took longer than 30 s; retry, or allow more time with --timeout SECONDS")
    }

    @Test func aTakenPortIsAUsageError() async throws {
        let first = Captured()
        let serving = Task {
            await BnetCommand.run(arguments: ["serve", "--port", "0", "--seconds", "3"], environment: [:], console: first.console)
        }
        var port: String?
        for _ in 0..<500 where port == nil {
            port = first.out.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }
                .map { String($0.dropFirst("http://127.0.0.1:".count).dropLast()) }
            if port == nil { try await Task.sleep(for: .milliseconds(10)) }
        }
        let taken = try #require(port)
        let (code, output) = await bnet(["serve", "--port", taken, "--seconds", "0.1"])
        #expect(code == 2)
        #expect(output.err.contains("cannot listen on 127.0.0.1:\(taken)"))
        #expect(output.err.contains("choose another port with --port N"))
        #expect(!output.err.contains("client configuration"))
        #expect(await serving.value == 0)
    }
}

@Suite("bnet completion", .timeLimit(.minutes(2)))
struct CompletionTests {
    @Test("each shell's script completes commands, options and operation ids", arguments: ["bash", "zsh", "fish"])
    func script(shell: String) async {
        let (code, output) = await bnet(["completion", shell])
        #expect(code == 0)
        let options = shell == "fish" ? ["-l region -s r", "-l flavor"] : ["--region", "-r", "--flavor"]
        for word in ["call", "endpoints", "completion", "serve", "d3Act", "d3ProfileAccount", "sc2Profile", "sc2LeagueData", "en_GB"] + options {
            #expect(output.out.contains(word), "\(shell) lacks \(word)")
        }
        #expect(Catalog.entries.allSatisfy { output.out.contains($0.entry.id) })
    }

    @Test func theBashScriptParsesAndCompletes() async throws {
        let (_, output) = await bnet(["completion", "bash"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-completion-\(UUID().uuidString).bash")
        try Data(output.out.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try run("/bin/bash", ["-n", file.path]).status == 0)
        let script = """
            source '\(file.path)'
            complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _bnet; echo "${COMPREPLY[*]}"; }
            complete_words bnet call d3Ac
            complete_words bnet call d3Act 1 -r ""
            complete_words bnet help call sc2Prof
            complete_words bnet endpoints --f
            """
        let result = try run("/bin/bash", ["-c", script])
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n").map(String.init) == ["d3ActIndex d3Act", "us eu kr tw cn", "sc2Profile", "--format"])
    }

    /// zsh and fish check their scripts' syntax where they are installed (skipped elsewhere, not passed).
    @Test("zsh and fish parse their scripts", .enabled(if: ["/usr/bin/zsh", "/usr/bin/fish"].allSatisfy(FileManager.default.isExecutableFile)),
          arguments: [("zsh", "/usr/bin/zsh"), ("fish", "/usr/bin/fish")])
    func otherShellsParse(shell: String, executable: String) async throws {
        let (_, output) = await bnet(["completion", shell])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-completion-\(UUID().uuidString).\(shell)")
        try Data(output.out.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try run(executable, ["-n", file.path]).status == 0)
    }

    func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
