import BattleNetCore
import BattleNetTesting
@testable import BnetCommand
import Foundation
import Testing

/// Issue 22, items 6 and 8 as `bnet` sees them: a dot segment sends nothing, `--timeout` wins.
@Suite("bnet request safety", .timeLimit(.minutes(1)))
struct RequestSafetyTests {
    @Test("a dot-segment argument exits 2 and sends nothing", arguments: [
        ["call", "wowCharacterEquipmentSummary", "area-52", ".."],
        ["call", "d3Recipe", "..", ".."],
        ["call", "wowCharacterEquipmentSummary", "area-52", "%2e%2E"],
    ])
    func dotSegmentsSendNothing(arguments: [String]) async {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: #"{"access_token":"t","token_type":"bearer","expires_in":86399}"#)
        let (code, output) = await bnet(arguments, environment: live, transport: stub, store: InMemoryTokenStore())
        #expect(code == 2, "\(output.err)")
        #expect(output.err.contains("path argument"), "\(output.err)")
        #expect(await stub.requests.isEmpty, "nothing may be sent, not even a token request")
    }

    @Test func timeoutWinsOverAnOperationsOwn() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: #"{"access_token":"t","token_type":"bearer","expires_in":86399}"#)
        await stub.on(.get, "/data/wow/connected-realm/1/auctions", json: #"{"auctions":[]}"#)
        let (code, output) = await bnet(["call", "wowAuctions", "1", "--raw", "--timeout", "7"], environment: live, transport: stub,
                                        store: InMemoryTokenStore())
        #expect(code == 0, "\(output.err)")
        let sent = await stub.requests(to: "/data/wow/connected-realm/1/auctions")
        #expect(sent.map(\.timeout) == [.seconds(7)], "--timeout 7 must win over the operation's 120 s")
    }

    @Test func withoutTimeoutTheOperationKeepsItsOwn() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: #"{"access_token":"t","token_type":"bearer","expires_in":86399}"#)
        await stub.on(.get, "/data/wow/connected-realm/1/auctions", json: #"{"auctions":[]}"#)
        let (code, _) = await bnet(["call", "wowAuctions", "1", "--raw"], environment: live, transport: stub, store: InMemoryTokenStore())
        #expect(code == 0)
        #expect(await stub.requests(to: "/data/wow/connected-realm/1/auctions").map(\.timeout) == [.seconds(120)])
    }

    @Test("a body over the limit exits 1 saying so and naming --max-body; --max-body raises the limit")
    func bodyLimit() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: #"{"access_token":"t","token_type":"bearer","expires_in":86399}"#)
        await stub.on(.get, "/d3/data/act/1", body: Data(repeating: UInt8(ascii: " "), count: (1 << 20) + 1))
        let (code, output) = await bnet(["call", "d3Act", "1", "--raw", "--max-body", "1"], environment: live, transport: stub,
                                        store: InMemoryTokenStore())
        #expect(code == 1)
        #expect(output.err.contains("body too large"), "\(output.err)")
        #expect(output.err.contains("1 MiB"), "\(output.err)")
        #expect(output.err.contains("--max-body"), "\(output.err)")
        let (raised, _) = await bnet(["call", "d3Act", "1", "--raw", "--max-body", "2"], environment: live, transport: stub,
                                     store: InMemoryTokenStore())
        #expect(raised == 0)
        #expect(throws: UsageError.self) { try Options(arguments: ["--max-body", "0x10"], environment: [:]) }
    }

    @Test func aBadTimeoutIsNotEchoedWhole() async {
        let huge = String(repeating: "9x", count: 50_000)
        let (code, output) = await bnet(["--timeout", huge, "call", "d3Act", "1"])
        #expect(code == 2)
        #expect(output.err.count < 400, "the error line echoes \(output.err.count) characters")
        #expect(output.err.contains(String(huge.prefix(40)) + "…"))
    }
}
