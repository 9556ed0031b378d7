import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetD3

/// The D3 catalogue against Blizzard's endpoint list, the fixture manifest and the paths it builds.
@Suite("D3 catalogue", .timeLimit(.minutes(2)))
struct CatalogTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test("each operation builds its documented path", arguments: [
        (D3.Endpoints.actIndex(), "/d3/data/act"),
        (D3.Endpoints.act(id: 1), "/d3/data/act/1"),
        (D3.Endpoints.artisan(id: "blacksmith"), "/d3/data/artisan/blacksmith"),
        (D3.Endpoints.recipe(artisan: "blacksmith", id: "apprentice-flamberge"), "/d3/data/artisan/blacksmith/recipe/apprentice-flamberge"),
        (D3.Endpoints.follower(id: "templar"), "/d3/data/follower/templar"),
        (D3.Endpoints.characterClass(id: "demon-hunter"), "/d3/data/hero/demon-hunter"),
        (D3.Endpoints.skill(class: "barbarian", id: "bash"), "/d3/data/hero/barbarian/skill/bash"),
        (D3.Endpoints.itemTypeIndex(), "/d3/data/item-type"),
        (D3.Endpoints.itemType(id: "sword2h"), "/d3/data/item-type/sword2h"),
        (D3.Endpoints.item(key: "corrupted-ashbringer-Unique_Sword_2H_104_x1"), "/d3/data/item/corrupted-ashbringer-Unique_Sword_2H_104_x1"),
        (D3.Endpoints.account(battleTag: "FaYe#2543"), "/d3/profile/FaYe-2543/"),
        (D3.Endpoints.hero(battleTag: "FaYe#2543", id: 104729462), "/d3/profile/FaYe-2543/hero/104729462"),
        (D3.Endpoints.heroItems(battleTag: "FaYe-2543", id: 104729462), "/d3/profile/FaYe-2543/hero/104729462/items"),
        (D3.Endpoints.heroFollowerItems(battleTag: "FaYe#2543", id: 104729462), "/d3/profile/FaYe-2543/hero/104729462/follower-items"),
        (D3.Endpoints.seasonIndex(), "/data/d3/season/"),
        (D3.Endpoints.season(id: 1), "/data/d3/season/1"),
        (D3.Endpoints.seasonLeaderboard(season: 1, id: "74987245615154"), "/data/d3/season/1/leaderboard/74987245615154"),
        (D3.Endpoints.eraIndex(), "/data/d3/era/"),
        (D3.Endpoints.era(id: 1), "/data/d3/era/1"),
        (D3.Endpoints.eraLeaderboard(era: 1, id: "rift-wd"), "/data/d3/era/1/leaderboard/rift-wd"),
    ] as [(any EndpointPath, String)])
    func path(endpoint: any EndpointPath, expected: String) throws {
        #expect(try endpoint.builtPath() == expected)
    }

    @Test func declarationsAgreeWithTheCatalogueTheGeneratedCallsAndTheRecordedPaths() throws {
        #expect(try DeclarationChecks.problems(operations: D3.Operations.all, manifest: try .recorded()) == [])
        let declared = D3.Operations.all.map(\.descriptor)
        #expect(Set(declared.map(\.id)).count == declared.count)
        #expect(declared.count == (try EndpointCatalogue.shipped().rows(game: "d3").count))
        #expect(declared.allSatisfy { $0.namespace == nil && $0.variants == nil })
    }

    @Test func argumentsTypedAtTheCommandLineAreCheckedBeforeSending() throws {
        let act = D3.Operations.act.erased
        #expect(try act.endpoint(arguments: ["1"]).path() == "/d3/data/act/1")
        let error = #expect(throws: BattleNetError.self) { try act.endpoint(arguments: ["abc"]) }
        #expect(error?.message == #"d3Act: actId must be an integer; got "abc""#)
        #expect(throws: BattleNetError.self) { try D3.Operations.hero.erased.endpoint(arguments: ["FaYe", "1"]) }
        #expect(try D3.Operations.hero.erased.endpoint(arguments: ["FaYe#2543", "104729462"]).path() == "/d3/profile/FaYe-2543/hero/104729462")
    }

    @Test func everyOperationHasARecordingAndEveryRecordingDecodes() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            let manifest = try FixtureManifest(directory: Self.fixtures)
            #expect(try manifest.checkGame("d3", operations: D3.Operations.all) == [])
        }
    }

    @Test func replayServesRecordingsThroughTheRealClient() async throws {
        let client = try BattleNetClient(
            configuration: .init(region: .eu, locale: .enGB), tokens: FixedTokenProvider(),
            transport: ReplayTransport(directory: Self.fixtures)
        )
        let hero = try await client.d3.hero(battleTag: "FaYe#2543", id: 104729462)
        #expect(hero.name == "BITCONNEEECT")
        let skill = try await client.d3.skill(class: .barbarian, id: "bash")
        #expect(skill.runes.count == 5)
        let seasons = try await client.d3.seasonIndex()
        let first = try await client.value(try #require(seasons.seasons.first))
        #expect(first.seasonID == 1)
        let raw = try await client.raw(D3.Endpoints.act(id: 1))
        #expect(raw.status == 200)
        #expect(raw.header("X-BattleNet-Fixture") == "d3/act__1.json")
        let badTag = await #expect(throws: BattleNetError.self) { try await client.d3.account(battleTag: "not a battletag") }
        #expect(badTag?.kind == .invalidRequest)
        let missing = await #expect(throws: BattleNetError.self) { try await client.d3.act(id: 4) }
        #expect(missing?.kind == .notFound)
        #expect(missing?.message.contains("/d3/data/act/1") == true)
    }
}

/// Lets the parameterised path test hold endpoints of different response types.
protocol EndpointPath: Sendable { func builtPath() throws -> String }
extension BattleNetRequest: EndpointPath { func builtPath() throws -> String { try path() } }

@Suite("Falling back to raw bytes", .timeLimit(.minutes(2)))
struct FallbackTests {
    /// A model that cannot decode the act body (it expects `number` as a string).
    struct StrictAct: Decodable, Sendable { let number: String }

    @Test func aDecodingFailureHandsBackTheBytesWithoutASecondRequest() async throws {
        let stub = StubTransport()
        await stub.on(.get, "/d3/data/act/1", body: try fixtureData("d3/act__1.json"))
        let client = try BattleNetClient(configuration: .init(region: .eu), tokens: FixedTokenProvider(), transport: stub)
        let strict = APIOperation<StrictAct, Int>("d3Act", game: .d3, "/d3/data/act/{actId}")
        do {
            _ = try await client.value(strict(1))
            Issue.record("decoding should have failed")
        } catch let error as BattleNetError where error.kind == .decoding {
            #expect(error.codingPath == "number")
            #expect(error.modelType?.hasSuffix("StrictAct") == true)
            let bytes = try #require(error.body)
            let object = try JSONSerialization.jsonObject(with: bytes) as? [String: Any]
            #expect(object?["name"] as? String == "Act I")
            #expect((object?["quests"] as? [Any])?.count == 10)
        }
        #expect(await stub.requests.count == 1)
    }
}
