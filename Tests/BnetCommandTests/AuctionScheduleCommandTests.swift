import BattleNetCore
import BattleNetStandIn
import BattleNetTesting
import BattleNetWoW
@testable import BnetCommand
import Foundation
import Testing

/// `bnet wow auctions --all` on learned schedules: against the stand-in's rebuild timeline on a test
/// clock, and the schedules kept between runs.
@Suite("bnet wow auctions --all on learned schedules", .timeLimit(.minutes(2)))
struct AuctionScheduleCommandTests {
    @Test func theCrawlFetchesEachRebuildOnceAndCountsWhatIsNotDueAndStale() async throws {
        let clock = BattleNetTestClock(startDate: Date(timeIntervalSince1970: 1_767_225_600), advancesWhenSleeping: true)
        var configuration = try StandInServer.Configuration.recordedFixtures()
        let day = UpdateTimeline(start: clock.date, hours: 12)
        configuration.auctionTimeline = day
        configuration.clock = clock
        let server = StandInServer(configuration: configuration)
        try server.start()
        defer { server.stop() }
        let host = server.baseURL.absoluteString
        let environment = ["BNET_CLIENT_ID": "stand-in-client", "BNET_CLIENT_SECRET": "stand-in-secret"]
        let (code, output) = await bnet(
            ["wow", "auctions", "--all", "--rounds", "80", "--api-host", host, "--oauth-host", host],
            environment: environment, store: InMemoryTokenStore(), clock: clock
        )
        #expect(code == 0, "\(output.err)")
        // The US directory holds connected realm 11: the timeline's resource 11 (hourly); the
        // commodities follow resource 0, which stalls.
        func stamps(of house: String) -> [String] {
            output.out.split(separator: "\n").filter { $0.contains(house) }.map { String($0.split(separator: " ").suffix(6).joined(separator: " ")) }
        }
        for (house, resource) in [("connected realm 11", 11), ("commodities", 0)] {
            let rebuilds = day.resources[resource].updates
            let first = try #require(rebuilds.lastIndex { $0 <= day.start })
            let seen = stamps(of: house)
            // Every rebuild downloaded once, in order, none skipped: the version before the start, then each next one.
            #expect(seen.count >= 3, "\(output.out)")
            #expect(seen == rebuilds[first...].prefix(seen.count).map { HTTPDate.format($0) }, "\(house): \(output.out)")
        }
        // Each round's line counts what was fetched, unchanged, not due and stale.
        let rounds = output.err.split(separator: "\n").filter { $0.contains("auction houses") }
        #expect(rounds.contains { $0.contains("(1 fetched, 0 unchanged), 1 not due") }, "\(output.err)")
        #expect(rounds.contains { $0.contains("(0 fetched, 1 unchanged), 1 not due, 1 stale") }, "\(output.err)")
        // A loopback host's schedules are kept for the run only.
        #expect(!output.out.contains("learned schedules:"), "\(output.out)")
    }

    @Test func theSchedulesAreKeptOwnerOnlyAndReadBack() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let environment = ["XDG_CACHE_HOME": folder.url.path]
        let host = try #require(URL(string: "https://eu.api.blizzard.com"))
        var schedules = try AuctionSchedules(region: .eu, host: host, environment: environment)
        #expect(schedules.histories.isEmpty)
        let history = BattleNetUpdateHistory(stamps: [Date(timeIntervalSince1970: 1_767_225_600), Date(timeIntervalSince1970: 1_767_229_200)])
        #expect(schedules.keep(history, of: .connectedRealm(1146)) == nil)
        #expect(schedules.keep(BattleNetUpdateHistory(stamps: [Date(timeIntervalSince1970: 1_767_225_000)]), of: .commodities) == nil)
        let file = try #require(schedules.file)
        #expect(file.path == folder.bnet.path + "/schedules/auctions-eu-eu.api.blizzard.com.json")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let read = try AuctionSchedules(region: .eu, host: host, environment: environment)
        #expect(read.histories[.connectedRealm(1146)] == history)
        #expect(read.histories[.commodities]?.stamps == [Date(timeIntervalSince1970: 1_767_225_000)])
        #expect(read.warning == nil)
        // Another region or host has a file of its own.
        #expect(try AuctionSchedules(region: .us, host: host, environment: environment).histories.isEmpty)

        // A file others may read is refused, saying what to do; a damaged one is learned anew.
        chmod(file.path, 0o644)
        #expect(throws: UsageError.self) { try AuctionSchedules(region: .eu, host: host, environment: environment) }
        do {
            _ = try AuctionSchedules(region: .eu, host: host, environment: environment)
        } catch {
            #expect(error.description.contains("chmod 600"), "\(error.description)")
        }
        chmod(file.path, 0o600)
        try Data("{\"houses\": 7}".utf8).write(to: file)
        let damaged = try AuctionSchedules(region: .eu, host: host, environment: environment)
        #expect(damaged.histories.isEmpty)
        #expect(damaged.warning?.contains("cannot be read; they are learned anew") == true)
    }
}
