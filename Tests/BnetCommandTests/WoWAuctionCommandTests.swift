import BattleNetCore
import BattleNetTesting
@testable import BnetCommand
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `bnet` with stderr on a pseudo-terminal's secondary end, and reads back what reached the primary
/// end, so the test sees the bytes a terminal would get. No thread blocks on the terminal: the primary
/// end is non-blocking and read after the run (the output, about 1 KB, fits the terminal's buffer).
func bnet(_ arguments: [String], stderrToTerminal secondary: Int32, primary: Int32) async -> (Int32, String, String) {
    let out = Captured()
    let console = Console(
        writeOut: out.console.writeOut,
        writeErr: { text in
            let bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { write(secondary, $0.baseAddress! + offset, $0.count - offset) }
                if written <= 0 { break }
                offset += written
            }
        },
        errorIsTerminal: isatty(secondary) == 1
    )
    let code = await BnetCommand.run(arguments: arguments, environment: [:], console: console)
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        received += buffer[0..<count]
    }
    return (code, out.out, String(decoding: received, as: UTF8.self))
}

/// Both ends of a new pipe, closed in child processes of other tests.
func closeOnExecPipe() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
}

@Suite("bnet wow realm and wow auctions", .timeLimit(.minutes(2)))
struct WoWAuctionCommandTests {
    @Test func realmFindsTheConnectedRealmOrSaysWhatIsClose() async {
        let (code, output) = await bnet(["wow", "realm", "Ner'zhul", "-r", "eu"])
        #expect(code == 0, "\(output.err)")
        #expect(output.out.hasPrefix("connected realm 509: Garona (garona), Ner'zhul (nerzhul), Sargeras (sargeras)\n"), "\(output.out)")
        let (missing, missingOutput) = await bnet(["wow", "realm", "Tichondrus"])
        #expect(missing == 1)
        #expect(missingOutput.err.contains("did you mean Tichondrius (tichondrius)?"), "\(missingOutput.err)")
        let (usage, usageOutput) = await bnet(["wow", "realm"])
        #expect(usage == 2)
        #expect(usageOutput.err.contains("wow realm takes one realm"))
    }

    @Test func auctionsOfOneRealmAreSummed() async {
        let (code, output) = await bnet(["wow", "auctions", "tichondrius"])
        #expect(code == 0, "\(output.err)")
        // Connected realm 11 is served connected realm 4's recording (6 auctions) offline.
        #expect(output.out.contains("connected realm 11  6 "), "\(output.out)")
    }

    @Test func theRegionCrawlPrintsPlainProgressLinesIntoAPipe() async throws {
        // A real pipe is not a terminal: that is what `Console.standard` asks of stderr.
        let ends = closeOnExecPipe()
        let isTerminal = isatty(ends.write) == 1
        close(ends.read)
        close(ends.write)
        #expect(!isTerminal)
        let captured = Captured()
        var console = captured.console
        console.errorIsTerminal = isTerminal
        let code = await BnetCommand.run(arguments: ["wow", "auctions", "--all"], environment: [:], console: console)
        let (out, err) = (captured.out, captured.err)
        #expect(code == 0, "\(err)")
        #expect(out.contains("1      connected realm 11  6 "), "\(out)")
        #expect(out.contains("1      commodities         9 "), "\(out)")
        #expect(out.contains("2 new snapshots, 15 auctions in us; the realm directory took 1 search call"), "\(out)")
        #expect(err.contains("bnet: 2/2 auction houses, "), "\(err)")
        #expect(!err.contains("\r") && !err.contains("\u{1B}") && !err.contains("[###"), "\(err.debugDescription)")
    }

    @Test func theRegionCrawlDrawsABarOnATerminal() async throws {
        var primary: Int32 = -1
        var secondary: Int32 = -1
        #expect(openpty(&primary, &secondary, nil, nil, nil) == 0)
        for end in [primary, secondary] { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // Raw mode: the terminal passes the bytes as written (no newline translation), so they can be counted.
        var settings = termios()
        #expect(tcgetattr(secondary, &settings) == 0)
        cfmakeraw(&settings)
        #expect(tcsetattr(secondary, TCSANOW, &settings) == 0)
        #expect(isatty(secondary) == 1)
        _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
        defer {
            close(secondary)
            close(primary)
        }
        let (code, out, err) = await bnet(["wow", "auctions", "--all"], stderrToTerminal: secondary, primary: primary)
        #expect(code == 0, "\(err)")
        #expect(out.contains("2 new snapshots"), "\(out)")
        // The bar is redrawn in place (carriage return, erase line) and full at the end of the round.
        #expect(err.contains("\r\u{1B}[2K[########################] 2/2 auction houses, "), "\(err.debugDescription)")
        #expect(err.hasSuffix("2/2 auction houses, 3.4 KB, done\n"), "\(err.debugDescription)")
        #expect(!err.contains("bnet: 2/2"), "no plain lines on a terminal")
    }

    @Test func theCrawlOptionsAreChecked() async {
        let (code, output) = await bnet(["wow", "auctions", "tichondrius", "--rounds", "2"])
        #expect(code == 2)
        #expect(output.err.contains("--rounds and --in-flight go with wow auctions --all"))
        // A replay's recordings never change: a second round is refused, saying where to crawl instead.
        let (replayed, replayOutput) = await bnet(["wow", "auctions", "--all", "--rounds", "2"])
        #expect(replayed == 2)
        #expect(replayOutput.err.contains("a replay's recordings never change"), "\(replayOutput.err)")
        #expect(replayOutput.err.contains("bnet serve --auction-timeline"), "\(replayOutput.err)")
        let (zero, zeroOutput) = await bnet(["wow", "auctions", "--all", "--in-flight", "0"])
        #expect(zero == 2)
        #expect(zeroOutput.err.contains("--in-flight takes a positive number"))
    }
}

@Suite("bnet wow auctions on prices from outside", .timeLimit(.minutes(2)))
struct WoWAuctionPriceTests {
    /// `bnet wow auctions tichondrius` against a stub: the realm directory searches the recorded
    /// connected realms; the auction house answers `auctions`.
    func auctions(_ auctions: String) async throws -> (Int32, Captured) {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: #"{"access_token":"t","token_type":"bearer","expires_in":86399}"#)
        let search = RecordedSearch(fixtures: try FixtureManifest(directory: fixtures))
        await stub.on(.get, "/data/wow/search/connected-realm") { request in
            let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let body = search.response(
                document: "connected-realm", query: items.map { ($0.name, $0.value ?? "") },
                namespace: request.headers["Battlenet-Namespace"]
            )
            return BattleNetHTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
        }
        // The recorded body's shape, with these auctions.
        await stub.on(.get, "/data/wow/connected-realm/11/auctions", json: #"{"connected_realm":{"href":"https://us.api.blizzard.com/data/wow/connected-realm/11?namespace=dynamic-us"},"auctions":\#(auctions)}"#)
        return await bnet(["wow", "auctions", "tichondrius", "--api-host", "http://127.0.0.1:9", "--oauth-host", "http://127.0.0.1:9"],
                          environment: live, transport: stub, store: InMemoryTokenStore())
    }

    @Test func aUnitPriceTimesAQuantityPastIntMaxIsSummedAsTheMost() async throws {
        // 2^62 copper a unit, 4 units: the product is past Int.max.
        let (code, output) = try await auctions(#"[{"id":1,"item":{"id":2589},"quantity":4,"unit_price":4611686018427387904,"time_left":"SHORT"}]"#)
        #expect(code == 0, "\(output.err)")
        #expect(output.out.contains("connected realm 11  1 "), "\(output.out)")
        #expect(output.out.contains(Context.grouped(Int.max / 10_000)), "\(output.out)")
    }

    @Test func aBuyoutBesideItIsAddedUpToTheMostToo() async throws {
        let (code, output) = try await auctions(
            #"[{"id":1,"item":{"id":2589},"quantity":1,"buyout":9223372036854775807,"time_left":"SHORT"},"#
                + #"{"id":2,"item":{"id":2589},"quantity":3,"unit_price":3074457345618258603,"time_left":"LONG"}]"#
        )
        #expect(code == 0, "\(output.err)")
        #expect(output.out.contains("connected realm 11  2 "), "\(output.out)")
        #expect(output.out.contains(Context.grouped(Int.max / 10_000)), "\(output.out)")
    }
}
