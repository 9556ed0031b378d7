import BattleNetCore
import BattleNetTesting
@testable import BnetCommand
import Foundation
import Testing

@Suite("bnet never lets a body drive the terminal", .timeLimit(.minutes(2)))
struct TerminalSafetyTests {
    let hostile = "Act \u{1B}]0;pwned\u{07}\u{1B}[2J\r\u{9B}31m\u{202E}gnp.exe\u{7F}"

    @Test func controlCharactersAreEscapedKeepingNewlinesAndTabs() {
        let escaped = TerminalText.escaped(hostile + "\nnext\tcolumn")
        #expect(escaped == #"Act \u{1B}]0;pwned\u{7}\u{1B}[2J\u{D}\u{9B}31m\u{202E}gnp.exe\u{7F}"# + "\nnext\tcolumn")
        #expect(!escaped.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) })
    }

    /// A stand-in Battle.net whose act name is hostile.
    func stub() async -> StubTransport {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: #"{"access_token":"live-token","token_type":"bearer","expires_in":86399}"#)
        let body = #"{"slug":"act-i","number":1,"name":"\#(hostile.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? String(format: "\\u%04x", $0.value) : String($0) }.joined())","quests":[]}"#
        await stub.on(.get, "/d3/data/act/1", json: body)
        await stub.on(.get, "/d3/data/act/2", status: 404, json: #"{"code":404,"type":"BLZWEBAPI00000404","detail":"Not \u001b[31mFound\u0007"}"#)
        return stub
    }

    @Test func aModelPrintsEscaped() async {
        let (code, output) = await bnet(["call", "d3Act", "1"], environment: live, transport: await stub(), store: InMemoryTokenStore())
        #expect(code == 0)
        #expect(output.out.contains(#"\u{1B}]0;pwned\u{7}"#))
        #expect(!output.out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x202E })
    }

    @Test func anErrorFromBattleNetPrintsEscaped() async {
        let (code, output) = await bnet(["call", "d3Act", "2"], environment: live, transport: await stub(), store: InMemoryTokenStore())
        #expect(code == 1)
        #expect(output.err.contains(#"\u{1B}[31mFound"#))
        #expect(!output.err.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func rawBodiesAreUnchangedIntoAPipeAndEscapedOnATerminal() async {
        let stub = StubTransport()
        let bytes = Data("{\"name\":\"x\"}\u{1B}[2J".utf8)
        await stub.on(.post, "/token", json: #"{"access_token":"live-token","token_type":"bearer","expires_in":86399}"#)
        await stub.on(.get, "/d3/data/act/1", body: bytes)
        let (_, piped) = await bnet(["call", "d3Act", "1", "--raw"], environment: live, transport: stub, store: InMemoryTokenStore())
        #expect(piped.outBytes == bytes)
        let captured = Captured()
        var console = captured.console
        console.outputIsTerminal = true
        let code = await BnetCommand.run(arguments: ["call", "d3Act", "1", "--raw"], environment: live, console: console,
                                         transport: stub, tokenStore: InMemoryTokenStore())
        #expect(code == 0)
        #expect(captured.out == #"{"name":"x"}\u{1B}[2J"#)
    }

    @Test("--timeout takes decimal seconds from a millisecond", arguments: [
        "0.0005", "0", "0x10", "0X1p3", "1e2", "inf", "nan", "-0.5", "1.", " 1", "86401",
    ])
    func badTimeouts(text: String) {
        #expect(throws: UsageError.self) { try Options(arguments: ["--timeout", text, "endpoints"], environment: [:]) }
    }

    @Test func goodTimeouts() throws {
        #expect(try Options(arguments: ["--timeout", "0.001"], environment: [:]).timeout == .milliseconds(1))
        #expect(try Options(arguments: ["--timeout=2.5"], environment: [:]).timeout == .milliseconds(2500))
        #expect(try Options(arguments: ["--timeout", "86400"], environment: [:]).timeout == .seconds(86_400))
        #expect(try Options(arguments: ["--timeout", ".5"], environment: [:]).timeout == .milliseconds(500))
    }
}
