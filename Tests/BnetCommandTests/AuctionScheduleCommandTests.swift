import BattleNetCore
import BattleNetStandIn
import BattleNetTesting
import BattleNetWoW
@testable import BnetCommand
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    @Test func aSecondRunOnBattleNetsHostDownloadsNothingItHas() async throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        var environment = live
        environment["XDG_CACHE_HOME"] = folder.url.path
        let transport = TokenAndReplay(replay: try ReplayTransport.recordedFixtures())
        let (code, first) = await bnet(["wow", "auctions", "--all"], environment: environment, transport: transport, store: InMemoryTokenStore())
        #expect(code == 0, "\(first.err)")
        #expect(first.out.contains("2 new snapshots, 15 auctions in us"), "\(first.out)")
        let file = folder.bnet.path + "/schedules/auctions-us-us.api.blizzard.com.json"
        #expect(first.out.contains("learned schedules: " + file), "\(first.out)")
        // The next run resumes from the file: one HEAD per house, no body, nothing new.
        let before = transport.log.count
        let (again, second) = await bnet(["wow", "auctions", "--all"], environment: environment, transport: transport, store: InMemoryTokenStore())
        #expect(again == 0, "\(second.err)")
        #expect(second.out.contains("0 new snapshots, 0 auctions in us"), "\(second.out)")
        let checks = transport.log.dropFirst(before).filter { $0.path.hasSuffix("/auctions") || $0.path.hasSuffix("/commodities") }
        #expect(checks.map(\.method) == [.head, .head], "\(checks)")
    }

    @Test func aFIFOWhereTheSchedulesFileGoesIsRefusedNotWaitedOn() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let schedules = folder.bnet.appendingPathComponent("schedules", isDirectory: true)
        try FileManager.default.createDirectory(at: schedules, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        chmod(folder.bnet.path, 0o700)
        #expect(mkfifo(schedules.appendingPathComponent("auctions-eu-eu.api.blizzard.com.json").path, 0o600) == 0)
        let host = try #require(URL(string: "https://eu.api.blizzard.com"))
        do {
            _ = try AuctionSchedules(region: .eu, host: host, environment: ["XDG_CACHE_HOME": folder.url.path])
            Issue.record("a FIFO is not a schedule file")
        } catch {
            #expect(error.description.contains("is not a regular file"), "\(error.description)")
        }
    }
}

/// Answers the token request, and replays the recordings for the rest; notes each request.
final class TokenAndReplay: HTTPTransport, @unchecked Sendable {
    // `@unchecked Sendable`: `requests` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var requests: [(method: HTTPMethod, path: String)] = []
    let replay: ReplayTransport

    init(replay: ReplayTransport) { self.replay = replay }

    var log: [(method: HTTPMethod, path: String)] { lock.withLock { requests } }

    func send(_ request: BattleNetHTTPRequest) async throws -> BattleNetHTTPResponse {
        lock.withLock { requests.append((request.method, request.url.path)) }
        if request.url.path == "/token" {
            return BattleNetHTTPResponse(
                status: 200, headers: ["Content-Type": "application/json"],
                body: Data(#"{"access_token":"live-token","token_type":"bearer","expires_in":86399}"#.utf8)
            )
        }
        return try await replay.send(request)
    }
}
