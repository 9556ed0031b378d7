import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetSC2

/// The SC2 catalogue against Blizzard's endpoint list, the fixture manifest and the paths it builds.
@Suite("SC2 catalogue", .timeLimit(.minutes(2)))
struct CatalogTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let katarn = SC2.ProfileReference(region: .eu, realm: 1, profileID: 2137104)

    @Test("each operation builds its documented path", arguments: [
        (SC2.Endpoints.staticProfile(region: .eu), "/sc2/static/profile/2"),
        (SC2.Endpoints.metadata(profile: katarn), "/sc2/metadata/profile/2/1/2137104"),
        (SC2.Endpoints.profile(id: katarn), "/sc2/profile/2/1/2137104"),
        (SC2.Endpoints.ladderSummary(profile: katarn), "/sc2/profile/2/1/2137104/ladder/summary"),
        (SC2.Endpoints.playerLadder(profile: katarn, id: 2200), "/sc2/profile/2/1/2137104/ladder/2200"),
        (SC2.Endpoints.grandmasterLeaderboard(region: 1), "/sc2/ladder/grandmaster/1"),
        (SC2.Endpoints.season(region: .us), "/sc2/ladder/season/1"),
        (SC2.Endpoints.player(account: 2137104), "/sc2/player/2137104"),
        (SC2.Endpoints.legacyProfile(id: katarn), "/sc2/legacy/profile/2/1/2137104"),
        (SC2.Endpoints.legacyLadders(profile: katarn), "/sc2/legacy/profile/2/1/2137104/ladders"),
        (SC2.Endpoints.legacyMatchHistory(profile: katarn), "/sc2/legacy/profile/2/1/2137104/matches"),
        (SC2.Endpoints.legacyLadder(region: 2, id: 2200), "/sc2/legacy/ladder/2/2200"),
        (SC2.Endpoints.legacyAchievements(region: 2), "/sc2/legacy/data/achievements/2"),
        (SC2.Endpoints.legacyRewards(region: 1), "/sc2/legacy/data/rewards/1"),
        (SC2.Endpoints.league(season: 45, queue: .legacyOfTheVoid1v1, teamType: .arranged, id: .master), "/data/sc2/league/45/201/0/5"),
        (SC2.Endpoints.ladderData(id: 230898), "/data/sc2/ladder/230898"),
        (SC2.Endpoints.chinaProfile(id: 2137104, region: 1, name: "katarn"), "/sc2/profile/2137104/1/katarn"),
        (SC2.Endpoints.chinaLadders(profileID: 2137104, region: 1, name: "Name With Space"), "/sc2/profile/2137104/1/Name%20With%20Space/ladders"),
        (SC2.Endpoints.chinaMatchHistory(profileID: 2137104, region: 1, name: "katarn"), "/sc2/profile/2137104/1/katarn/matches"),
        (SC2.Endpoints.chinaLadder(id: 2200), "/sc2/ladder/2200"),
        (SC2.Endpoints.chinaAchievements(), "/sc2/data/achievements"),
        (SC2.Endpoints.chinaRewards(), "/sc2/data/rewards"),
    ] as [(any EndpointPath, String)])
    func path(endpoint: any EndpointPath, expected: String) throws {
        #expect(try endpoint.builtPath() == expected)
    }

    @Test func declarationsAgreeWithTheCatalogueTheGeneratedCallsAndTheRecordedPaths() throws {
        #expect(try DeclarationChecks.problems(operations: SC2.Operations.all, manifest: try .recorded()) == [])
        let declared = SC2.Operations.all.map(\.descriptor)
        #expect(Set(declared.map(\.id)).count == declared.count)
        #expect(declared.allSatisfy { $0.namespace == nil && $0.variants == nil })
        let rows = try EndpointCatalogue.shipped().rows(game: "sc2")
        #expect(rows.count == declared.count)
        let chinaOnly = Set(declared.filter { $0.regions == [.cn] }.map(\.id))
        #expect(chinaOnly.count == 6)
        for row in rows {
            #expect(row["notes"].contains("cn-only-legacy") == chinaOnly.contains(row.name), "\(row.name)")
        }
    }

    @Test func chinaOnlyOperationsAreRefusedElsewhereBeforeSending() async throws {
        let stub = StubTransport()
        let client = try BattleNetClient(configuration: .init(region: .eu), tokens: FixedTokenProvider(), transport: stub)
        let error = await #expect(throws: BattleNetError.self) { try await client.sc2.chinaAchievements() }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("served only in cn") == true)
        #expect(await stub.requests.isEmpty)
    }

    @Test func argumentsTypedAtTheCommandLineAreCheckedBeforeSending() throws {
        let profile = SC2.Operations.profile.erased
        #expect(try profile.endpoint(arguments: ["2", "1", "2137104"]).path() == "/sc2/profile/2/1/2137104")
        let region = #expect(throws: BattleNetError.self) { try profile.endpoint(arguments: ["9", "3", "x"]) }
        #expect(region?.message.contains("regionId realmId profileId must be an SC2 region (1, 2, 3 or 5), a realm (1 or 2) and a profile id") == true)
        #expect(throws: BattleNetError.self) { try SC2.Operations.season.erased.endpoint(arguments: ["4"]) }
    }

    @Test func everyRecordingDecodesWithEachOperationItIsListedFor() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            let manifest = try FixtureManifest(directory: Self.fixtures)
            #expect(try manifest.checkGame("sc2", operations: SC2.Operations.all) == [])
        }
    }

    @Test func replayServesRecordingsThroughTheRealClient() async throws {
        let client = try BattleNetClient(
            configuration: .init(region: .eu, locale: .enGB), tokens: FixedTokenProvider(),
            transport: ReplayTransport(directory: Self.fixtures)
        )
        let profile = try await client.sc2.profile(id: Self.katarn)
        #expect(profile.summary.displayName == "katarn")
        let grandmasters = try await client.sc2.grandmasterLeaderboard(region: .us)
        #expect(grandmasters.ladderTeams.count == 197)
        let league = try await client.sc2.league(season: 45, queue: .legacyOfTheVoid1v1, teamType: .arranged, id: .master)
        #expect(league.key.leagueID == .master)
        let raw = try await client.raw(SC2.Endpoints.season(region: 1))
        #expect(raw.header("X-BattleNet-Fixture") == "sc2/season__1.json")
        let missing = await #expect(throws: BattleNetError.self) { try await client.sc2.season(region: .korea) }
        #expect(missing?.kind == .notFound)
    }

    @Test func profileReferencesReadStarCraft2Addresses() throws {
        let url = try #require(URL(string: "https://starcraft2.com/en-us/profile/2/1/2137104"))
        #expect(SC2.ProfileReference(profileURL: url) == Self.katarn)
        #expect(SC2.ProfileReference(profileURL: try #require(URL(string: "https://starcraft2.com/en-us/"))) == nil)
        #expect(Self.katarn.description == "2/1/2137104")
    }

    @Test func regionIDsAreNotAPIRegions() {
        #expect(SC2.RegionID(.kr) == .korea)
        #expect(SC2.RegionID(.tw) == .korea)
        #expect(SC2.RegionID.korea.apiRegion == .kr)
        #expect(SC2.RegionID.china.rawValue == 5)
        #expect(SC2.RegionID(rawValue: 9).apiRegion == nil)
    }
}

/// Lets the parameterised path test hold endpoints of different response types.
protocol EndpointPath: Sendable { func builtPath() throws -> String }
extension BattleNetRequest: EndpointPath { func builtPath() throws -> String { try path() } }
