import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// Watching a resource rebuilt on a rhythm, on a test clock whose waits jump to their end and a stub
/// that plays a timeline of versions.
@Suite("Update watch", .timeLimit(.minutes(2)))
struct UpdateWatchTests {
    static let snapshot = APIOperation<Echo>("testSnapshot", game: "test", "/test/snapshot")
    static let made = Date(timeIntervalSince1970: 1_700_000_000)

    /// A resource rebuilt every `interval` seconds from `made` (until `stopsAfter`, when given), on a
    /// server whose clock is `serverAhead` seconds ahead of the client's: `Last-Modified` is the latest
    /// rebuild, `Date` the server's time, and `If-Modified-Since` at or after it gets 304.
    struct Timeline: Sendable {
        let clock: BattleNetTestClock
        var interval: TimeInterval = 1_200
        var stopsAfter: TimeInterval?
        var serverAhead: TimeInterval = 0

        func answer(_ request: BattleNetHTTPRequest) -> BattleNetHTTPResponse {
            let serverNow = clock.date.addingTimeInterval(serverAhead)
            var elapsed = serverNow.timeIntervalSince(UpdateWatchTests.made)
            if let stopsAfter { elapsed = min(elapsed, stopsAfter) }
            let stamp = UpdateWatchTests.made.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
            let headers = ["Last-Modified": HTTPDate.format(stamp), "Date": HTTPDate.format(serverNow), "Content-Type": "application/json"]
            if let since = request.header("If-Modified-Since").flatMap(HTTPDate.parse), since >= stamp {
                return BattleNetHTTPResponse(status: 304, headers: headers, body: Data())
            }
            let body = request.method == .head ? Data() : Data(#"{"name":"\#(Int(stamp.timeIntervalSince(UpdateWatchTests.made)))"}"#.utf8)
            return BattleNetHTTPResponse(status: 200, headers: headers, body: body)
        }
    }

    /// A client whose clock reads `made + start` at zero, over a stub playing `timeline`.
    func client(start: TimeInterval, _ timeline: (BattleNetTestClock) -> Timeline) async throws -> (BattleNetClient, BattleNetTestClock, StubTransport) {
        let clock = BattleNetTestClock(startDate: Self.made.addingTimeInterval(start), advancesWhenSleeping: true)
        let played = timeline(clock)
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/snapshot") { played.answer($0) }
        await stub.on(.head, "/test/snapshot") { played.answer($0) }
        return (try makeClient(stub: stub, clock: clock, rateLimit: nil).0, clock, stub)
    }

    /// What an event says, in seconds from `made`: `updated 2400`, `unchanged until 5955`, `stale since 2400`.
    func summary(_ event: BattleNetUpdateEvent<Echo>) -> String {
        switch event {
        case .updated(let response, let history):
            "updated \(response.value.name) (\(history.stamps.count) seen)"
        case .unchanged(let next):
            "unchanged until \(Int(next.timeIntervalSince(Self.made)))"
        case .stale(let last, let now):
            "stale since \(Int(last.timeIntervalSince(Self.made))) at \(Int(now.timeIntervalSince(Self.made)))"
        }
    }

    @Test func itLearnsTheCadenceAsks45SecondsEarlyAndDownloadsEachVersionOnce() async throws {
        let (client, clock, stub) = try await client(start: 600) { Timeline(clock: $0) }
        var events: [String] = []
        for try await event in client.watch(Self.snapshot()) {
            events.append(summary(event))
            if events.count == 6 { break }
        }
        // An hour is assumed until two versions are seen; then the shortest gap (1,200 s) is the cadence.
        #expect(events == [
            "updated 0 (1 seen)", "updated 2400 (2 seen)", "updated 3600 (3 seen)", "updated 4800 (4 seen)",
            "unchanged until 6015", "updated 6000 (5 seen)",
        ])
        // Checks at 3,555 (45 s before the assumed hour), 4,755, then a minute later while late, ...
        #expect(clock.requestedDeadlines == [.seconds(2_955), .seconds(4_155), .seconds(4_215), .seconds(5_355), .seconds(5_415)])
        let methods = await stub.requests(to: "/test/snapshot").map(\.method)
        #expect(methods == [.get, .head, .get, .head, .get, .head, .get, .head, .head, .get], "a body only for a new version")
    }

    @Test func aResourceThatStopsChangingIsReportedStaleOnceWithinOneCadenceOfTheThreshold() async throws {
        let (client, _, _) = try await client(start: 0) { Timeline(clock: $0, stopsAfter: 2_400) }
        var stale: [(last: Date, now: Date)] = []
        var learned = BattleNetUpdateHistory()
        var events = 0
        for try await event in client.watch(Self.snapshot()) {
            events += 1
            if case .updated(_, let history) = event { learned = history }
            if case .stale(let last, let now) = event { stale.append((last, now)) }
            if events == 40 { break }
        }
        // Versions 0 and 2,400 were seen (the hour assumed at first skipped none): a cadence of 2,400 s,
        // so stale after three cadences without a change.
        #expect(learned.stamps == [Self.made, Self.made.addingTimeInterval(2_400)])
        #expect(BattleNetUpdateSchedule().staleness(of: learned) == .seconds(7_200))
        #expect(stale.count == 1)
        let first = try #require(stale.first)
        #expect(first.last == Self.made.addingTimeInterval(2_400))
        let silence = first.now.timeIntervalSince(first.last)
        #expect(silence > 7_200 && silence <= 7_200 + 2_400, "noticed within one cadence of the threshold: \(silence)")
    }

    @Test func theScheduleRunsOnTheServersClockNotTheClients() async throws {
        // The server's clock is two hours ahead: its stamps and dates are two hours later than ours.
        let (client, clock, _) = try await client(start: 600 - 7_200) { Timeline(clock: $0, serverAhead: 7_200) }
        var iterator = client.watch(Self.snapshot()).makeAsyncIterator()
        _ = try await iterator.next()
        _ = try await iterator.next()
        #expect(clock.requestedDeadlines == [.seconds(2_955)], "45 s before an hour after the version, by the server's clock")
    }

    @Test func aStoredHistoryResumesWithoutDownloadingTheVersionItHas() async throws {
        let (client, clock, stub) = try await client(start: 1_300) { Timeline(clock: $0) }
        let stored = BattleNetUpdateHistory(stamps: [Self.made, Self.made.addingTimeInterval(1_200)])
        var iterator = client.watch(Self.snapshot(), history: stored).makeAsyncIterator()
        let first = try #require(try await iterator.next())
        #expect(summary(first) == "unchanged until 2355")
        #expect(await stub.requests(to: "/test/snapshot").map(\.method) == [.head])
        // 45 s before the version is due it is not there yet; a minute later it is.
        let second = try #require(try await iterator.next())
        #expect(summary(second) == "unchanged until 2415")
        let third = try #require(try await iterator.next())
        #expect(summary(third) == "updated 2400 (3 seen)")
        #expect(clock.requestedDeadlines == [.seconds(1_055), .seconds(1_115)])
    }

    @Test func aResourceWithoutLastModifiedIsDeliveredOnceThenCheckedAnAssumedCadenceLater() async throws {
        let clock = BattleNetTestClock(startDate: Self.made, advancesWhenSleeping: true)
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/snapshot", json: #"{"name":"undated"}"#)
        let (client, _) = try makeClient(stub: stub, clock: clock, rateLimit: nil)
        var iterator = client.watch(Self.snapshot()).makeAsyncIterator()
        #expect(summary(try #require(try await iterator.next())) == "updated undated (0 seen)")
        // No stamp to learn from: the next check is an hour later, not at once again.
        #expect(summary(try #require(try await iterator.next())) == "unchanged until 7200")
        #expect(clock.requestedDeadlines == [.seconds(3_600)])
        #expect(await stub.requests(to: "/test/snapshot").count == 2)
    }

    @Test func aFailedCheckIsTriedAgainAfterTheFirstBackOffStep() async throws {
        let clock = BattleNetTestClock(startDate: Self.made, advancesWhenSleeping: true)
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/snapshot", status: 503, json: #"{"code":503,"type":"BLZWEBAPI00000503","detail":"Service Unavailable"}"#)
        let (client, _) = try makeClient(stub: stub, clock: clock, rateLimit: nil)
        var iterator = client.watch(Self.snapshot()).makeAsyncIterator()
        await #expect(throws: BattleNetError.self) { try await iterator.next() }
        await stub.on(.get, "/test/snapshot", headers: ["Last-Modified": HTTPDate.format(Self.made)], json: #"{"name":"back"}"#)
        #expect(summary(try #require(try await iterator.next())) == "updated back (1 seen)")
        // Retried a minute later (the first late step), not at once and not an hour later.
        #expect(clock.requestedDeadlines == [.seconds(60)])
    }
}
