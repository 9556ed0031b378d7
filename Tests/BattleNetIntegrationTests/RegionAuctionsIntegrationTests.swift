import BattleNetCore
import BattleNetStandIn
import BattleNetFixtures
import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

/// The realm directory and the region-wide auction crawl over real sockets against the stand-in: the
/// connected-realm search and the auction bodies carry `Last-Modified`, and a conditional request is
/// answered 304 without a body.
@Suite("Realm directory and region auctions against the stand-in", .timeLimit(.minutes(2)))
struct RegionAuctionsIntegrationTests {
    @Test func theSearchAndTheAuctionsAnswerIfModifiedSinceWith304() async throws {
        let server = try startServer()
        defer { server.stop() }
        let (client, _) = try makeClient(server)
        let search = try WoW.Endpoints.connectedRealmSearch(WoW.SearchQuery().ordered(by: "id").pageSize(100))
        let first = try await client.raw(search)
        #expect(first.status == 200)
        #expect(first.lastModified != nil)
        let again = try await client.raw(search, ifChangedSince: first)
        guard case .notModified = again else { Issue.record("the search was sent again: \(again)"); return }
        // Connected realm 509 (the EU's recorded connected realm) is served a recorded auction body.
        let auctions = try await client.raw(WoW.Endpoints.auctions(connectedRealm: 509))
        #expect(auctions.status == 200)
        #expect(try ResponseDecoding.decode(WoW.Auctions.self, from: auctions.data).auctions.count == 6)
        guard case .notModified = try await client.raw(WoW.Endpoints.auctions(connectedRealm: 509), ifChangedSince: auctions) else {
            Issue.record("the auctions were sent again"); return
        }
        let commodities = try await client.raw(WoW.Endpoints.auctionCommodities())
        guard case .notModified = try await client.raw(WoW.Endpoints.auctionCommodities(), ifChangedSince: commodities) else {
            Issue.record("the commodities were sent again"); return
        }
        // A connected realm the recorded search does not know has no auctions.
        await #expect(throws: BattleNetError.self) { _ = try await client.raw(WoW.Endpoints.auctions(connectedRealm: 3676)) }
    }

    @Test func theDirectoryIsBuiltWithOneSearchAndRevalidatedWith304() async throws {
        let server = try startServer()
        defer { server.stop() }
        let (client, _) = try makeClient(server)
        let group = try await client.wow.connectedRealm(containing: "Ner'zhul")
        #expect(group.id == 509)
        #expect(try await client.wow.connectedRealm(containing: "sargeras").id == 509)
        #expect(await client.wow.realmDirectory.requestCount == 1)
        let directory = WoW.RealmDirectory(client: client, revalidationInterval: .zero)
        #expect(try await directory.connectedRealms().map(\.id) == [509])
        #expect(try await directory.connectedRealms().map(\.id) == [509])
        #expect(await directory.requestCount == 2)
        #expect(await directory.notModifiedCount == 1)
    }

    @Test func aSecondRoundFetchesNothingThatDidNotChange() async throws {
        let server = try startServer()
        defer { server.stop() }
        let (client, _) = try makeClient(server)
        let reports = ProgressLog()
        // The recordings' Last-Modified is years old: late for ever, so checked every second here.
        let schedule = BattleNetUpdateSchedule(lateSteps: [], latestInterval: .seconds(1))
        let crawl = client.wow.regionAuctions(rounds: 2, schedule: schedule, progress: { reports.add($0) })
        var seen: [String] = []
        for try await snapshot in crawl {
            switch snapshot.house {
            case .connectedRealm:
                let house = try await snapshot.packedAuctions()
                seen.append("\(snapshot.round) \(snapshot.house) \(house.auctions.count)")
            case .commodities:
                var count = 0
                for try await _ in try snapshot.commodities() { count += 1 }
                seen.append("\(snapshot.round) \(snapshot.house) \(count)")
            }
        }
        #expect(seen.sorted() == ["1 commodities 9", "1 connected realm 509 6"])
        let second = try #require(reports.all.last)
        #expect(second.round == 2 && second.isFinished)
        #expect(second.completed == 2 && second.unchanged == 2 && second.bytes == 0)
        // Both checked again (late), both stale (unchanged for years by the stand-in's Date).
        #expect(second.notDue == 0 && second.stale == 2)
        #expect(second.description.hasPrefix("round 2: 2/2 auction houses (0 fetched, 2 unchanged), 0 not due, 2 stale"), "\(second)")
        // One search and two GETs in round 1, two HEADs in round 2 (nothing moved, so no GET).
        #expect(await client.wow.realmDirectory.requestCount == 1)
        #expect(server.statistics.apiRequests == 5, "\(server.statistics)")
    }
}

extension RegionAuctionsIntegrationTests {
    @Test func aRetriedHouseShowsItsBackoffAndIsCountedAsARetry() async throws {
        let server = try startServer()
        defer { server.stop() }
        server.inject(.status(503, retryAfter: nil), on: "/data/wow/connected-realm/509/auctions", times: 1)
        let (client, _) = try makeClient(server)
        let reports = ProgressLog()
        var houses: [String] = []
        for try await snapshot in client.wow.regionAuctions(rounds: 1, progress: { reports.add($0) }) {
            houses.append(snapshot.house.description)
        }
        #expect(houses.sorted() == ["commodities", "connected realm 509"])
        let all = reports.all
        #expect(all.contains { $0.waitingFor == "a retry" && $0.waiting != nil }, "\(all.map(\.description))")
        let last = try #require(all.last)
        #expect(last.retries == 1 && last.failed == 0 && last.isFinished && last.waitingFor == nil)
    }
}

/// Progress reports collected from the callback.
final class ProgressLog: @unchecked Sendable {
    // `@unchecked Sendable`: `reports` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var reports: [BattleNetProgress] = []
    func add(_ report: BattleNetProgress) { lock.withLock { reports.append(report) } }
    var all: [BattleNetProgress] { lock.withLock { reports } }
}
