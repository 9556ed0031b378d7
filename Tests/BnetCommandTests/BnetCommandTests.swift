import BattleNetCore
import BattleNetTesting
@testable import BnetCommand
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Collects what `bnet` writes.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var outData = Data()
    private var errText = ""
    var out: String { lock.withLock { String(decoding: outData, as: UTF8.self) } }
    var outBytes: Data { lock.withLock { outData } }
    var err: String { lock.withLock { errText } }
    var console: Console {
        Console(writeOut: { data in self.lock.withLock { self.outData.append(data) } },
                writeErr: { text in self.lock.withLock { self.errText += text } })
    }
}

let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

func bnet(_ arguments: [String], environment: [String: String] = [:], transport: (any HTTPTransport)? = nil,
          store: (any TokenStore)? = nil, clock: (any BattleNetClock)? = nil) async -> (Int32, Captured) {
    let captured = Captured()
    let code = await BnetCommand.run(arguments: arguments, environment: environment, console: captured.console,
                                     transport: transport, tokenStore: store, clock: clock)
    return (code, captured)
}

let live = ["BNET_CLIENT_ID": "cli-id", "BNET_CLIENT_SECRET": "cli-secret-value"]

@Suite("bnet", .timeLimit(.minutes(2)))
struct BnetCommandTests {
    @Test func endpointsTSVHasTheDocumentedColumns() async throws {
        let (code, output) = await bnet(["endpoints", "--game", "d3"])
        #expect(code == 0)
        let lines = output.out.split(separator: "\n").map { $0.components(separatedBy: "\t") }
        #expect(lines.first == ["operation", "game", "method", "path_template", "namespace", "token", "scope", "model", "fixtures", "flavors"])
        #expect(lines.count == 1 + (try EndpointCatalogue.shipped().rows(game: "d3").count))
        let act = lines.first { $0.first == "d3Act" }
        #expect(act == ["d3Act", "d3", "GET", "/d3/data/act/{actId}", "none", "client", "", "D3.Act", "1", ""])
        #expect(lines.dropFirst().allSatisfy { (Int($0[8]) ?? 0) >= 1 })
    }

    @Test func endpointsAsJSON() async throws {
        let (code, output) = await bnet(["endpoints", "--format", "json"])
        #expect(code == 0)
        let rows = try JSONSerialization.jsonObject(with: output.outBytes) as? [[String: Any]]
        #expect(rows?.count == Catalog.entries.count)
        let catalogue = try EndpointCatalogue.shipped()
        let ids = Set(Catalog.entries.map(\.entry.id))
        #expect(ids.count == Catalog.entries.count, "one declaration per catalogue id")
        #expect(ids.isSubset(of: Set(catalogue.rows.map(\.name))))
        #expect(Set(catalogue.rows.filter { ["d3", "sc2"].contains($0.game) }.map(\.name)).isSubset(of: ids))
        #expect(rows?.first?["operation"] as? String == "d3ActIndex")
        func swift(_ id: String) -> String? { rows?.first { $0["operation"] as? String == id }?["swift"] as? String }
        #expect(swift("d3ActIndex") == "client.d3.actIndex()")
        #expect(swift("wowItem") == "client.wow.item(id:)")
        #expect(swift("wowClassicItem") == "client.wow.flavor(.classic).item(id:)")
        #expect(swift("wowCharacterProfileSummary") == "client.wow.characterProfileSummary(realm:name:)")
        #expect(swift("wowMythicKeystoneLeaderboard") == "client.wow.mythicKeystoneLeaderboard(connectedRealm:dungeon:period:)")
        #expect(swift("d3ProfileHero") == "client.d3.hero(battleTag:id:)")
        #expect(swift("sc2Profile") == "client.sc2.profile(id:)")
        #expect(swift("wowItemSearch") == "client.wow.itemSearch(_:)")
        // Every operation with path parameters has labels, and none ends in Id or Slug.
        for row in rows ?? [] {
            let call = row["swift"] as? String ?? ""
            let template = row["path_template"] as? String ?? ""
            let labels = DeclarationChecks.labels(of: String(call.split(separator: ".").last ?? ""))
            #expect(call.hasPrefix("client."), "\(row["operation"] ?? "?") has no Swift call")
            #expect(template.contains("{") == !labels.filter { $0 != "_" }.isEmpty, "\(call): one label per argument of \(template)")
            // Only a query operation (a search, Hearthstone's deck lookup) takes an unlabeled argument: its query.
            #expect(!labels.contains("_") || template.contains("/search/") || !template.contains("{"), "\(call): an unlabeled argument")
            #expect(!labels.contains { $0.hasSuffix("Id") || $0.hasSuffix("Slug") || ($0.hasSuffix("ID") && !DeclarationChecks.idLabels.contains($0)) },
                    "\(call): a label ends in Id, ID or Slug")
        }
    }

    @Test func callReplaysWithoutCredentialsAndSaysSo() async {
        let (code, output) = await bnet(["call", "d3Act", "1"])
        #expect(code == 0)
        #expect(output.err.contains("replaying recorded fixtures"))
        #expect(output.out.contains("name: Act I"))
        #expect(output.out.contains("quests: (10 items)"))
    }

    @Test func rawPrintsTheBodyAsReceived() async throws {
        let (code, output) = await bnet(["--raw", "call", "d3ProfileAccount", "FaYe#2543", "--region", "eu", "--locale", "en_GB"])
        #expect(code == 0)
        #expect(output.outBytes == (try Data(contentsOf: fixtures.appendingPathComponent("d3/profile-account__FaYe-2543.json"))))
    }

    @Test func liveCallsShareOneTokenAcrossRuns() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: #"{"access_token":"live-token","token_type":"bearer","expires_in":86399}"#)
        await stub.on(.get, "/d3/data/act/1", body: try Data(contentsOf: fixtures.appendingPathComponent("d3/act__1.json")))
        let store = InMemoryTokenStore()
        for _ in 0..<3 {
            let (code, output) = await bnet(["call", "d3Act", "1", "--api-host", "http://127.0.0.1:9", "--oauth-host", "http://127.0.0.1:9"],
                                            environment: live, transport: stub, store: store)
            #expect(code == 0)
            #expect(output.out.contains("Act I"))
            #expect(!output.err.contains("replaying"))
        }
        #expect(await stub.requests(to: "/token").count == 1)
        let call = try #require(await stub.requests(to: "/d3/data/act/1").first)
        #expect(call.url.absoluteString == "http://127.0.0.1:9/d3/data/act/1?locale=en_US")
        #expect(call.header("Authorization") == "Bearer live-token")
    }

    @Test func apiErrorsExitOneWithAClearLine() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: #"{"access_token":"t","token_type":"bearer","expires_in":86399}"#)
        await stub.on(.get, "/d3/profile/Nobody-1/", status: 404, json: #"{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}"#)
        let (code, output) = await bnet(["call", "d3ProfileAccount", "Nobody#1"], environment: live, transport: stub, store: InMemoryTokenStore())
        #expect(code == 1)
        #expect(output.err.hasPrefix("bnet: d3ProfileAccount: not found (HTTP 404 "))
        #expect(output.err.contains("check the BattleTag (case-sensitive"))
        #expect(!output.err.contains("BattleNetError"))
        #expect(output.err.split(separator: "\n").count == 1)
        #expect(!output.err.contains("cli-secret-value"))
    }

    @Test func decodeSucceedsOnARecordingAndReportsTheCodingPathOnFailure() async throws {
        let good = fixtures.appendingPathComponent("d3/season__1.json").path
        let (code, output) = await bnet(["decode", "d3Season", good])
        #expect(code == 0)
        #expect(output.out.hasPrefix("D3.Season: "))
        #expect(output.out.contains("leaderboards=[29]"))

        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-broken-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: broken) }
        try Data(#"{"slug":"act-i","number":"one","name":"Act I","quests":[]}"#.utf8).write(to: broken)
        let (failed, failure) = await bnet(["decode", "d3Act", broken.path])
        #expect(failed == 1)
        #expect(failure.err.contains("decoding"))
        #expect(failure.err.contains("at number"))
    }

    @Test func decodeStreamCountsTheAuctionsAndNamesTheFaultyOnesPath() async throws {
        let commodities = fixtures.appendingPathComponent("wow/commodities.json").path
        let (code, output) = await bnet(["decode", "--stream", "wowAuctionCommodities", commodities])
        #expect(code == 0, "\(output.err)")
        #expect(output.out == "WoW.Commodities, streamed: auctions=[9] items=9 lowest_unit_price=500\n")
        let (_, whole) = await bnet(["decode", "wowAuctionCommodities", commodities])
        #expect(whole.out.contains("auctions=[9]"), "the same count as the whole-body decode")
        let (auctionsCode, auctions) = await bnet(["decode", "wowAuctions", "--stream", fixtures.appendingPathComponent("wow/auctions__1146.json").path])
        #expect(auctionsCode == 0, "\(auctions.err)")
        #expect(auctions.out == "WoW.Auctions, streamed: auctions=[22] items=19 lowest_unit_price=10000 lowest_buyout=5775400\n")

        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-broken-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: broken) }
        try Data(#"{"auctions":[{"id":1,"item":{"id":2},"quantity":"3","unit_price":4,"time_left":"SHORT"}]}"#.utf8).write(to: broken)
        let (failed, failure) = await bnet(["decode", "--stream", "wowAuctionCommodities", broken.path])
        #expect(failed == 1)
        #expect(failure.err.contains("at auctions[0].quantity"), "\(failure.err)")
        let (usage, refused) = await bnet(["decode", "--stream", "d3Act", commodities])
        #expect(usage == 2)
        #expect(refused.err.contains("decode --stream reads wowAuctions and wowAuctionCommodities bodies only"))
    }

    @Test func tokenPrintsExpiryAndScopesButNotTheToken() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: #"{"access_token":"live-token","token_type":"bearer","expires_in":86399}"#)
        await stub.on(.post, "/check_token", json: #"{"exp":4102444800,"authorities":[{"authority":"ROLE_CLIENT"}],"client_id":"cli-id","scope":[]}"#)
        let (code, output) = await bnet(["token"], environment: live, transport: stub, store: InMemoryTokenStore())
        #expect(code == 0)
        #expect(output.out.contains("expires: 2100-01-01T00:00:00Z"))
        #expect(output.out.contains("authorities: ROLE_CLIENT"))
        #expect(!output.out.contains("live-token"))
        #expect(!output.out.contains("cli-secret-value"))
        let (_, shown) = await bnet(["token", "--show"], environment: live, transport: stub, store: InMemoryTokenStore())
        #expect(shown.out.contains("token: live-token"))
    }

    @Test("usage mistakes exit 2", arguments: [
        ["bogus"], ["call"], ["call", "d3Nope"], ["call", "d3Act"], ["call", "d3Act", "1", "2"], ["--region", "mars", "call", "d3Act", "1"],
        ["call", "d3Act", "abc"], ["call", "sc2Profile", "9", "3", "x"], ["call", "d3ProfileAccount", "FaYe"],
        ["call", "d3Act", "1", "--flavor", "classic"], ["call", "d3Act", "1", "--flavor", "wotlk"],
        ["--timeout", "-1", "call", "d3Act", "1"], ["--timeout", "1e300", "call", "d3Act", "1"], ["serve", "--seconds", "1e300"], ["serve", "--max-age", "-1"], ["serve", "--max-age", "5s"], ["--api-host", "not a url", "call", "d3Act", "1"], ["endpoints", "--format", "xml"], ["token"], [],
        ["call", "d3Act", "1", "--cache-policy", "sometimes"], ["call", "d3Act", "1", "--no-cache", "--cache-dir", "/tmp/bnet-http"],
        ["call", "d3Act", "1", "--no-cache", "--cache-policy", "reload"], ["call", "d3Act", "1", "--cache-dir", "/tmp/bnet-http"],
        ["bench", "d3Act", "1", "--no-cache"], ["cache"], ["cache", "purge"], ["cache", "stats", "--no-cache"],
        ["call", "d3Act", "1", "--cache-redis"], ["call", "d3Act", "1", "--cache-redis", "--cache-dir", "/tmp/bnet-http"],
        ["call", "d3Act", "1", "--no-cache", "--cache-redis"], ["call", "d3Act", "1", "--memory-cache"],
    ])
    func usage(arguments: [String]) async {
        let (code, output) = await bnet(arguments)
        #expect(code == 2)
        #expect(!output.err.isEmpty)
    }

    @Test func aMistypedArgumentIsRefusedBeforeAnyRequestIsSent() async {
        let stub = StubTransport()
        let (code, output) = await bnet(["call", "d3Act", "abc"], environment: live, transport: stub, store: InMemoryTokenStore())
        #expect(code == 2)
        #expect(output.err.contains(#"actId must be an integer; got "abc""#))
        #expect(await stub.requests.isEmpty)
        let (sc2, sc2Output) = await bnet(["call", "sc2Profile", "9", "3", "x"])
        #expect(sc2 == 2)
        #expect(sc2Output.err.contains("must be an SC2 region (1, 2, 3 or 5)"))
    }

    /// `bnet-generate` writes the coverage article from the declarations as written; `bnet endpoints
    /// --format markdown` prints the table from the compiled declarations: the two agree.
    @Test func theCoverageArticleIsTheTableBnetPrints() throws {
        let article = fixtures.deletingLastPathComponent().appendingPathComponent("Sources/BattleNetCore/BattleNetCore.docc/Generated/Coverage.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let manifest = try FixtureManifest(directory: fixtures)
        let table = CoverageTable.markdown(Catalog.operations.map(\.descriptor), manifest: manifest, catalogue: try EndpointCatalogue.shipped())
        let start = try #require(text.range(of: "| operation | request | token | model | fixtures |"))
        #expect(String(text[start.lowerBound...]) == table, "Coverage.md is stale: run swift run bnet-generate")
        #expect(table.contains("| `d3Act` | GET `/d3/data/act/{actId}` | client | `D3.Act` | 1 |"))
    }

    @Test func plainHTTPToARemoteHostIsRefused() async {
        let (code, output) = await bnet(["call", "d3Act", "1", "--api-host", "http://example.com"], environment: live,
                                        transport: StubTransport(), store: InMemoryTokenStore())
        #expect(code == 2)
        #expect(output.err == "bnet: --api-host http://example.com uses plain http; use https (plain http is allowed only for loopback hosts)\n")
    }

    @Test func endpointsForSC2ListEveryOperationWithItsModelAndRecordings() async throws {
        let (code, output) = await bnet(["endpoints", "--game", "sc2"])
        #expect(code == 0)
        let rows = output.out.split(separator: "\n").dropFirst().map { $0.components(separatedBy: "\t") }
        #expect(rows.count == (try EndpointCatalogue.shipped().rows(game: "sc2").count))
        let chinaOnly: Set = ["sc2CnProfile", "sc2CnLadders", "sc2CnMatchHistory", "sc2CnLadder", "sc2CnAchievements", "sc2CnRewards"]
        for row in rows where !chinaOnly.contains(row[0]) {
            #expect(row[7].hasPrefix("SC2.") || row[7] == "[SC2.ProfileMetadata]", "\(row[0]) has no model")
            #expect((Int(row[8]) ?? 0) >= 1, "\(row[0]) has no recording")
        }
        #expect(rows.first { $0[0] == "sc2LeagueData" }?[8] == "3")
    }

    @Test func sc2ProfileSummaryFromAReference() async {
        let (code, output) = await bnet(["sc2", "profile", "https://starcraft2.com/en-gb/profile/2/1/2137104"])
        #expect(code == 0)
        #expect(output.out.contains("katarn  2/1/2137104  20 achievement points"))
        #expect(output.out.contains("swarm level 2: terran 2, zerg 0, protoss 0"))
        #expect(output.out.contains("rewards: 125"))
    }

    @Test func callShowsWrappedLinksUnderTheirOwnNames() async {
        let (code, output) = await bnet(["call", "sc2MetadataProfile", "2", "1", "2137104"])
        #expect(code == 0)
        #expect(output.out.contains("profileURL: https://www.starcraft2.com/profile/2/1/2137104"))
        #expect(output.out.contains("avatarURL: https://static.starcraft2.com/"))
        #expect(!output.out.contains("wrappedValue"))
    }

    @Test func sc2GrandmasterTable() async {
        let (code, output) = await bnet(["sc2", "grandmaster", "us", "--limit", "3"])
        #expect(code == 0)
        let lines = output.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("#  mmr"))
        #expect(lines[1].contains("6705") && lines[1].hasSuffix("Taktshang"))
        #expect(lines[2].hasSuffix("[N0SCAM] NoWCSForU"))
        #expect(lines[4] == "197 grandmaster teams in region 1")
        let (usage, _) = await bnet(["sc2", "grandmaster"])
        #expect(usage == 2)
    }

    @Test func decodeReadsEverySC2Recording() async throws {
        let manifest = try FixtureManifest(directory: fixtures)
        for entry in manifest.entries where entry.columns["game"] == "sc2" {
            for operation in entry.operations {
                let (code, output) = await bnet(["decode", operation, fixtures.appendingPathComponent(entry.file).path])
                #expect(code == 0, "\(operation) \(entry.file): \(output.err)")
            }
        }
    }

    @Test func benchPrintsOneJSONLineWithTheRunsCounts() async throws {
        let (code, output) = await bnet(["bench", "sc2Season", "1", "--count", "40", "--concurrency", "8", "--rate-limit", "none"])
        #expect(code == 0, "\(output.err)")
        let lines = output.out.split(separator: "\n")
        #expect(lines.count == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.out.utf8)) as? [String: Any])
        #expect(report["requests"] as? Int == 40)
        #expect(report["concurrency"] as? Int == 8)
        #expect((report["statuses"] as? [String: Int])?["200"] == 40)
        #expect(report["retries"] as? Int == 0)
        #expect((report["errors"] as? [String: Int])?.isEmpty == true)
        let (usage, _) = await bnet(["bench", "sc2Season", "--count", "0"])
        #expect(usage == 2)
    }

    @Test("--fault specs", arguments: [
        ("503", FaultSpec(fault: .status(503, retryAfter: nil))),
        ("429:2,times=3", FaultSpec(fault: .status(429, retryAfter: "2"), times: 3)),
        ("reset,path=/d3/", FaultSpec(fault: .connectionReset, pathPrefix: "/d3/")),
        ("slow:1.5,times=all", FaultSpec(fault: .delay(.milliseconds(1500)), times: Int.max)),
        ("token-down", FaultSpec(fault: .tokenEndpointDown)),
        ("not-utf8,times=2,path=/sc2/", FaultSpec(fault: .invalidUTF8, pathPrefix: "/sc2/", times: 2)),
        ("no-content", FaultSpec(fault: .answer(status: 204))),
        ("forbidden-empty", FaultSpec(fault: .answer(status: 403))),
        ("drop-head", FaultSpec(fault: .dropAfterHead(declaresLength: true))),
        ("drop-head-chunked", FaultSpec(fault: .dropAfterHead(declaresLength: false))),
        ("drop-chunked", FaultSpec(fault: .dropMidChunkedBody)),
        ("length:+50", FaultSpec(fault: .misdeclaredLength(delta: 50))),
        ("length:-20,path=/sc2/", FaultSpec(fault: .misdeclaredLength(delta: -20), pathPrefix: "/sc2/")),
        ("bad-gzip", FaultSpec(fault: .garbageGzip)),
        ("content-type:text/plain", FaultSpec(fault: .contentType("text/plain"))),
        ("token-lifetime:0,times=all", FaultSpec(fault: .announcedTokenLifetime(seconds: 0), times: Int.max)),
        ("token-no-expiry", FaultSpec(fault: .announcedTokenLifetime(seconds: nil))),
        ("reject-namespace:static-classic1x-eu", FaultSpec(fault: .rejectNamespace("static-classic1x-eu"))),
    ])
    func faultSpecs(text: String, expected: FaultSpec) throws {
        #expect(try FaultSpec(parsing: text) == expected)
    }

    @Test("bad --fault specs are usage errors", arguments: [
        "", "boom", "200", "600", "reset:1", "slow", "slow:0", "slow:1e300", "503,times=0", "503,times=x",
        "503,path=d3", "503,color=red", "503,times", "length:5", "length:+0", "length", "error-on-200", "error-on-200:200",
        "token-lifetime:-1", "content-type:", "reject-namespace", "drop-head:1",
        "length:-9223372036854775808", "length:+9223372036854775807", "length:-1048577",
    ])
    func badFaultSpecs(text: String) async {
        let (code, output) = await bnet(["serve", "--port", "0", "--seconds", "0.1", "--fault", text])
        #expect(code == 2)
        #expect(output.err.contains("--fault"))
    }

    @Test func serveHelpListsTheFaultKinds() async {
        let (code, output) = await bnet(["serve", "help"])
        #expect(code == 0)
        #expect(output.out.contains("token-down"))
        #expect(output.out.contains("reject-namespace:NS"))
    }

    @Test func errorOn200AndInactiveCarryBlizzardsJSON() throws {
        guard case .answer(200, _, let body) = try FaultSpec(parsing: "error-on-200:404").fault else {
            Issue.record("error-on-200 is not a 200 answer")
            return
        }
        #expect(body == #"{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}"#)
        guard case .answer(403, _, let inactive) = try FaultSpec(parsing: "inactive").fault else {
            Issue.record("inactive is not a 403 answer")
            return
        }
        #expect(inactive.contains("Account Inactive"))
    }

    @Test("bnet serve --fault plays the faults, and bnet call recovers through its retries")
    func serveWithFaults() async throws {
        // Served long enough for the call and its retries on a loaded machine; the test waits for the end.
        let (server, serving, host) = try await serveInProcess(["--seconds", "30", "--fault", "503,times=2,path=/d3/"])
        #expect(server.out.contains("queued fault: 503, 2 times on /d3/"))
        let standIn = ["BNET_CLIENT_ID": "stand-in-client", "BNET_CLIENT_SECRET": "stand-in-secret"]
        let (code, output) = await bnet(["call", "d3Act", "1", "--api-host", host, "--oauth-host", host],
                                        environment: standIn, store: InMemoryTokenStore())
        #expect(code == 0, "\(output.err)")
        #expect(output.out.contains("name: Act I"))
        #expect(await serving.value == 0)
        let log = server.err.split(separator: "\n").filter { $0.hasPrefix("GET /d3/data/act/1") }
        #expect(log.count == 3)
        #expect(log.prefix(2).allSatisfy { $0.contains(" 503 ") })
        #expect(log.last?.contains(" 200 ") == true)
    }

    @Test("bnet serve --max-age S sends max-age=S in Battle.net's Cache-Control, keeping public")
    func serveWithMaxAge() async throws {
        let (server, serving, host) = try await serveInProcess(["--seconds", "20", "--max-age", "5"])
        #expect(server.out.contains("Cache-Control: max-age=5 in place of Battle.net's"))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration)
        var tokenRequest = URLRequest(url: try #require(URL(string: host + "/token")))
        tokenRequest.httpMethod = "POST"
        tokenRequest.setValue("Basic " + Data("stand-in-client:stand-in-secret".utf8).base64EncodedString(), forHTTPHeaderField: "Authorization")
        tokenRequest.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        tokenRequest.httpBody = Data("grant_type=client_credentials".utf8)
        let tokenBody = try await session.data(for: tokenRequest).0
        let token = try #require((try JSONSerialization.jsonObject(with: tokenBody) as? [String: Any])?["access_token"] as? String)
        var itemRequest = URLRequest(url: try #require(URL(string: host + "/data/wow/item/19019?locale=en_US")))
        itemRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        itemRequest.setValue("static-us", forHTTPHeaderField: "Battlenet-Namespace")
        let item = try #require(try await session.data(for: itemRequest).1 as? HTTPURLResponse)
        #expect(item.statusCode == 200)
        #expect(item.value(forHTTPHeaderField: "Cache-Control") == "public, max-age=5")
        #expect(item.value(forHTTPHeaderField: "Last-Modified") != nil)
        serving.cancel()
        _ = await serving.value
    }

    @Test func serveRunsTheStandInAndStops() async {
        let (code, output) = await bnet(["serve", "--port", "0", "--seconds", "0.3"])
        #expect(code == 0, "\(output.err)")
        #expect(output.out.contains("Battle.net stand-in on http://127.0.0.1:"))
        #expect(output.out.contains("BNET_CLIENT_SECRET=stand-in-secret"))
        #expect(output.err.contains("stand-in stopped"))
        let (secret, hidden) = await bnet(["serve", "--port", "0", "--seconds", "0.1"], environment: live)
        #expect(secret == 0)
        #expect(!hidden.out.contains("cli-secret-value"), "a secret from the environment is never printed")
    }
}

/// `bnet serve --port 0 OPTIONS…` run in this process: what it prints, its task, and its base URL once it listens.
private func serveInProcess(_ options: [String]) async throws -> (server: Captured, serving: Task<Int32, Never>, host: String) {
    let server = Captured()
    let serving = Task {
        await BnetCommand.run(arguments: ["serve", "--port", "0"] + options,
                              environment: [:], console: server.console, transport: nil, tokenStore: nil)
    }
    var base: String?
    for _ in 0..<500 where base == nil {
        base = server.out.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }.map { String($0.dropLast()) }
        if base == nil { try await Task.sleep(for: .milliseconds(10)) }
    }
    return (server, serving, try #require(base))
}
