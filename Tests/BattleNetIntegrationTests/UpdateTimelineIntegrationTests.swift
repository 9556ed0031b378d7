import BattleNetStandIn
import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

/// The stand-in rebuilding each connected realm's auctions on a scripted timeline, watched by the
/// learned schedule over real sockets, both on one test clock.
@Suite("Auction rebuilds on the stand-in's timeline", .timeLimit(.minutes(2)))
struct UpdateTimelineIntegrationTests {
    @Test func aWatchDownloadsEachRebuildOfTheRealmOnceAndInOrder() async throws {
        let clock = BattleNetTestClock(startDate: Date(timeIntervalSince1970: 1_767_225_600), advancesWhenSleeping: true)
        let day = UpdateTimeline(start: clock.date, hours: 6)
        let server = try startServer {
            $0.auctionTimeline = day
            $0.clock = clock
        }
        defer { server.stop() }
        let (client, _) = try makeClient(server, clock: clock)
        var stamps: [Date] = []
        for try await event in client.watch(WoW.Endpoints.auctions(connectedRealm: 4)) {
            if case .updated(let auctions, _) = event {
                #expect(!auctions.value.auctions.isEmpty)
                stamps.append(try #require(auctions.raw.lastModified))
            }
            if stamps.count == 3 { break }
        }
        // Realm 4 is the timeline's resource 4: the version before the start, then the next two rebuilds.
        let rebuilds = day.resources[4].updates
        let first = try #require(rebuilds.lastIndex { $0 <= day.start })
        #expect(stamps == Array(rebuilds[first...(first + 2)]))
    }
}
