import BattleNetCore
import BattleNetStandIn
import BattleNetTesting
@testable import BnetCommand
import Foundation
import Synchronization
import Testing

@Suite("bnet wow", .timeLimit(.minutes(2)))
struct WoWCommandTests {
    @Test func callWoWItemPrintsThunderfuryOffline() async {
        let (code, output) = await bnet(["call", "wowItem", "19019"])
        #expect(code == 0, "\(output.err)")
        #expect(output.out.contains("name: Thunderfury, Blessed Blade of the Windseeker"))
        // The recorded 403 of the same path is not what a plain call replays.
        #expect(!output.out.contains("Account Inactive"))
        #expect(output.err == ModeTests.replayLine)
    }

    @Test func theNamespaceComesFromTheOperationTheRegionAndTheFlavor() async throws {
        let cases: [([String], String)] = [
            (["call", "wowItem", "19019", "--region", "us"], "static-us"),
            (["call", "wowRealmIndex", "-r", "eu"], "dynamic-eu"),
            (["call", "wowClassicItem", "19019", "-r", "eu"], "static-classic-eu"),
            (["call", "wowClassicItem", "19019", "-r", "eu", "--flavor", "classic1x"], "static-classic1x-eu"),
            (["call", "wowClassicItem", "19019", "-r", "kr", "--flavor", "classicann"], "static-classicann-kr"),
        ]
        for (arguments, namespace) in cases {
            let stub = await tokenStub()
            let path = arguments[1].contains("Realm") ? "/data/wow/realm/index" : "/data/wow/item/19019"
            await stub.on(.get, path, json: "{}")
            let (code, output) = await bnet(arguments + ["--raw"], environment: live, transport: stub, store: InMemoryTokenStore())
            #expect(code == 0, "\(arguments): \(output.err)")
            let sent = await stub.requests(to: path).first
            #expect(sent?.header("Battlenet-Namespace") == namespace, "\(arguments)")
            #expect(sent?.url.query?.contains("namespace") != true, "the namespace travels in the header")
        }
        let (refused, output) = await bnet(["call", "wowItem", "19019", "--flavor", "classic1x"], environment: live,
                                           transport: await tokenStub(), store: InMemoryTokenStore())
        #expect(refused == 2)
        #expect(output.err.contains("for classic1x call wowClassicItem --flavor classic1x"))
    }

    @Test func againstTheStandInTheRegionsNamespaceFetchesTheRetailOrClassicBody() async throws {
        let standIn = try LoggedStandIn()
        defer { standIn.server.stop() }
        let (code, output) = await standIn.run(["--region", "us", "call", "wowItem", "19019"])
        #expect(code == 0, "\(output.err)")
        #expect(output.out.contains("level: 58"))
        let (classic, classicOutput) = await standIn.run(["--region", "eu", "--flavor", "classic1x", "call", "wowClassicItem", "19019"])
        #expect(classic == 0, "\(classicOutput.err)")
        #expect(classicOutput.out.contains("level: 80"), "the 2019 Classic body has item level 80")
    }

    @Test func againstTheStandInEachClassicFlavorSendsItsNamespace() async throws {
        let standIn = try LoggedStandIn()
        defer { standIn.server.stop() }
        for (flavor, namespace) in [("classic", "static-classic-eu"), ("classic1x", "static-classic1x-eu")] {
            let (code, output) = await standIn.run(["--region", "eu", "--flavor", flavor, "call", "wowClassicItem", "19019"])
            #expect(code == 0, "\(output.err)")
            #expect(output.out.contains("Thunderfury"))
            let logged = standIn.lines
            #expect(logged.contains { $0.hasPrefix("GET /data/wow/item/19019 200 ") && $0.hasSuffix("ms (\(namespace))") }, "\(logged)")
        }
    }

    @Test func aCharacterOnOneScreenFromTheRecordings() async {
        let (code, output) = await bnet(["wow", "character", "Howling Fjord", "Альвеоняша", "-r", "eu"])
        #expect(code == 0, "\(output.err)")
        #expect(output.out.hasPrefix("Альвеоняша, Howling Fjord (eu)\nlevel 120 Blood Elf Monk (Brewmaster), Horde\n"
            + "item level 453 (452 equipped), 30,290 achievement points\nguild: Экзорсус (Howling Fjord)\n"
            + "last login: 2019-12-22T16:36:29Z\n"), "\(output.out)")
        // The 2019 Mythic+ body predates ratings; no PvP summary of this character was recorded.
        #expect(output.out.contains("Mythic+ rating: none (4 seasons played)"))
        #expect(output.out.contains("not available: PvP (no recording)"))
        let (pvp, pvpOutput) = await bnet(["wow", "character", "stormrage", "SHEDAY", "-r", "eu"])
        #expect(pvp == 0, "\(pvpOutput.err)")
        #expect(pvpOutput.out.contains("level 120 Human Paladin (Retribution), Alliance"))
        #expect(pvpOutput.out.contains("PvP: 2v2 1466; honor level 41, 71,484 honorable kills"))
        // Classic has no Mythic+, so a Classic flavor does not ask for it.
        let (classic, classicOutput) = await bnet(["wow", "character", "norgannon", "Drinian", "--flavor", "classic"])
        #expect(classic == 0, "\(classicOutput.err)")
        #expect(classicOutput.out.hasPrefix("Drinian, Norgannon (us, classic)\n"))
        #expect(!classicOutput.out.contains("Mythic+"))
        #expect(classicOutput.err.contains("recorded for flavor retail (asked classic)"))
    }

    @Test func aMissingCharacterOrABadNameSaysWhy() async {
        let (missing, missingOutput) = await bnet(["wow", "character", "malganis", "zenli"])
        #expect(missing == 1)
        #expect(missingOutput.err.contains("offline, only the recorded characters answer"))
        let (usage, usageOutput) = await bnet(["wow", "character", "Howling Fjord"])
        #expect(usage == 2)
        #expect(usageOutput.err.contains("takes a REALM and a NAME"))
        let (bad, badOutput) = await bnet(["wow", "character", "norgannon", "dri/nian"])
        #expect(bad == 2)
        #expect(badOutput.err.contains("a character name is one word"))
    }

    @Test func aLive404OnACharacterNamesTheLikelyReasons() async throws {
        let stub = await tokenStub()
        await stub.on(.get, "/profile/wow/character/norgannon/nobody", status: 404,
                      body: Data(#"{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}"#.utf8))
        let (code, output) = await bnet(["wow", "character", "norgannon", "Nobody"], environment: live, transport: stub, store: InMemoryTokenStore())
        #expect(code == 1)
        for reason in ["private", "renamed, transferred or deleted", "not have logged in since the last major patch"] {
            #expect(output.err.contains(reason), "\(reason): \(output.err)")
        }
    }

    @Test func aGuildAndItsRosterFromTheRecordings() async {
        let (code, output) = await bnet(["wow", "guild", "azuremyst", "Imperium", "-r", "eu", "--limit", "3"])
        #expect(code == 0, "\(output.err)")
        #expect(output.out == """
            Imperium (Azuremyst, eu), Alliance: 536 members, 1,815 achievement points, created 2015-03-03
            rank        name         level  class    race
            0 (master)  Lasaitasuna  120    Monk     Human
            1           Bazzar       120    Warrior  Dwarf
            1           Lilalex      120    Hunter   Night Elf
            536 members on the roster; 3 shown (--limit)

            """)
    }

    @Test func againstTheStandInACharacterNameIsLowercasedAndEncoded() async throws {
        let standIn = try LoggedStandIn()
        defer { standIn.server.stop() }
        let (code, output) = await standIn.run(["--region", "eu", "call", "wowCharacterProfileSummary", "Howling Fjord", "Альвеоняша"])
        #expect(code == 0, "\(output.err)")
        #expect(output.out.contains("name: Альвеоняша"), "\(output.out)")
        let encoded = "/profile/wow/character/howling-fjord/%D0%B0%D0%BB%D1%8C%D0%B2%D0%B5%D0%BE%D0%BD%D1%8F%D1%88%D0%B0"
        let logged = standIn.lines
        #expect(logged.contains { $0.hasPrefix("GET \(encoded) 200 ") && $0.hasSuffix("ms (profile-eu)") }, "\(logged)")
    }

    @Test func friendlyCommandsReadTheRecordings() async {
        let (item, itemOutput) = await bnet(["wow", "item", "19019"])
        #expect(item == 0, "\(itemOutput.err)")
        #expect(itemOutput.out.hasPrefix("Thunderfury, Blessed Blade of the Windseeker (19019)\nLegendary Sword (Weapon), One-Hand"))
        #expect(itemOutput.out.contains("icon: https://render-us.worldofwarcraft.com/icons/56/inv_sword_39.jpg"))
        let (token, tokenOutput) = await bnet(["wow", "token", "-r", "eu"])
        #expect(token == 0)
        #expect(tokenOutput.out == "WoW Token (eu): 189,428 gold, updated 2020-10-03T21:08:04Z\n")
        let (realms, realmsOutput) = await bnet(["wow", "realms"])
        #expect(realms == 0)
        #expect(realmsOutput.out.contains("Tichondrius  Up      Full        no     11"))
        #expect(realmsOutput.out.hasSuffix("1 connected realms in us, 1 up\n"))
    }

    @Test func searchFiltersOrdersAndPagesTheRecordedDocuments() async {
        let (code, output) = await bnet(["wow", "search", "item", "name.en_US=Thunderfury", "--order", "id"])
        #expect(code == 0, "\(output.err)")
        #expect(output.out == "id     name\n19019  Thunderfury, Blessed Blade of the Windseeker\npage 1 of 1, 100 a page\n")
        let (_, range) = await bnet(["wow", "search", "item", "id=[18803,18804]", "--order", "id:desc"])
        #expect(range.out.hasPrefix("id     name\n18804  Lord Grayson's Satchel\n18803  Finkle's Lava Dredger\n"))
        let (_, negated) = await bnet(["wow", "search", "item", "id!=19019", "id=18803||19019"])
        #expect(negated.out.hasPrefix("id     name\n18803  Finkle's Lava Dredger\n"))
        let (_, paged) = await bnet(["wow", "search", "item", "--order", "id", "--page-size", "1", "--all"])
        #expect(paged.out.hasPrefix("id     name\n18803  Finkle's Lava Dredger\n18804  Lord Grayson's Satchel\n19019  Thunderfury"))
        #expect(paged.out.hasSuffix("page 3 of 3, 1 a page\n"))
        let (_, none) = await bnet(["wow", "search", "mount", "name.en_US=Nothing Like It"])
        #expect(none.out == "no results\nno mount matches the query\n")
    }

    @Test func wowUsageErrorsSayWhatToType() async {
        let (unknown, unknownOutput) = await bnet(["wow", "search", "banana"])
        #expect(unknown == 2)
        #expect(unknownOutput.err.contains("unknown search document banana; the documents are azerite-essence"))
        let (filter, filterOutput) = await bnet(["wow", "search", "item", "Thunderfury"])
        #expect(filter == 2)
        #expect(filterOutput.err.contains("a search filter is FIELD=VALUE or FIELD!=VALUE"))
        let (order, orderOutput) = await bnet(["wow", "search", "item", "--order", "id:up"])
        #expect(order == 2)
        #expect(orderOutput.err.contains("--order takes FIELD, FIELD:asc or FIELD:desc"))
        let (item, itemOutput) = await bnet(["wow", "item", "thunderfury"])
        #expect(item == 2)
        #expect(itemOutput.err.contains("wow item takes one item id"))
        let (command, commandOutput) = await bnet(["wow", "dance"])
        #expect(command == 2)
        #expect(commandOutput.err.contains("unknown wow command dance"))
    }
}

/// A started stand-in serving the recordings on an ephemeral port, keeping its request log, with
/// `bnet` pointed at it (API and OAuth host) and given its client credentials.
final class LoggedStandIn: Sendable {
    /// The log lines, shared with the server's log sink.
    private final class Lines: Sendable {
        let storage = Mutex<[String]>([])
    }

    let server: StandInServer
    private let log = Lines()

    /// - Parameter configure: Changes the stand-in's configuration before it starts (`maxAge`).
    init(_ configure: (inout StandInServer.Configuration) -> Void = { _ in }) throws {
        var configuration = StandInServer.Configuration(fixtures: try FixtureManifest(directory: fixtures))
        configuration.port = 0
        configure(&configuration)
        let log = self.log
        server = StandInServer(configuration: configuration, log: { line in log.storage.withLock { $0.append(line) } })
        try server.start()
    }

    /// The log lines so far: method, path, status, milliseconds and the namespace sent.
    var lines: [String] { log.storage.withLock { $0 } }

    /// Runs `bnet` with `arguments` against this stand-in, `environment` added to its credentials.
    func run(_ arguments: [String], environment: [String: String] = [:]) async -> (Int32, Captured) {
        let host = server.baseURL.absoluteString
        return await bnet(arguments + ["--api-host", host, "--oauth-host", host],
                          environment: environment.merging(["BNET_CLIENT_ID": "stand-in-client", "BNET_CLIENT_SECRET": "stand-in-secret"]) { $1 },
                          store: InMemoryTokenStore())
    }
}

@Suite("bnet --trace", .timeLimit(.minutes(2)))
struct TraceTests {
    @Test func traceShowsTheTokenFetchTheRequestAndTheResponseWithoutSecrets() async throws {
        let standIn = try LoggedStandIn()
        defer { standIn.server.stop() }
        let (code, output) = await standIn.run(["--trace", "call", "d3Act", "1"])
        #expect(code == 0)
        #expect(output.out.contains("Act I"))
        let trace = output.err.split(separator: "\n").filter { $0.hasPrefix("bnet trace: ") }
        #expect(trace.contains { $0.hasPrefix("bnet trace: request oauthTokenClientCredentials #1 POST ") })
        #expect(trace.contains { $0.hasPrefix("bnet trace: tokenFetch oauthTokenClientCredentials in ") })
        #expect(trace.contains { $0.contains("request d3Act #1 GET ") && $0.hasSuffix("/d3/data/act/1?locale=en_US") })
        #expect(trace.contains { $0.hasPrefix("bnet trace: response d3Act #1 200 in ") })
        #expect(!output.err.contains("stand-in-secret"))
        #expect(!output.err.lowercased().contains("bearer"))
        // Without --trace, nothing of it.
        let (_, quiet) = await standIn.run(["call", "d3Act", "1"])
        #expect(!quiet.err.contains("bnet trace:"))
    }

    @Test func everyCommandTakesTrace() throws {
        for command in CommandSpec.all {
            #expect(command.acceptedOptions.contains("--trace"), "\(command.name)")
        }
    }
}
