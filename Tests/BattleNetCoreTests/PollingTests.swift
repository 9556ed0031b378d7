import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// Polling a snapshot that changes about hourly (the auctions), on a test clock and a stub.
@Suite("Polling", .timeLimit(.minutes(2)))
struct PollingTests {
    static let snapshot = APIOperation<Echo>("testSnapshot", game: "test", "/test/snapshot")
    static let made = Date(timeIntervalSince1970: 1_700_000_000)
    static let remade = made.addingTimeInterval(3_700)

    /// Answers for `/test/snapshot`: HEAD and GET give the old stamp for the first `unchangedChecks`
    /// checks, then the new one; a GET whose `If-Modified-Since` is current gets 304.
    final class Snapshot: @unchecked Sendable {
        private let lock = NSLock()
        private var checks = 0
        let unchangedChecks: Int
        let honoursConditions: Bool
        init(unchangedChecks: Int, honoursConditions: Bool = true) {
            self.unchangedChecks = unchangedChecks
            self.honoursConditions = honoursConditions
        }

        func answer(_ request: BattleNetHTTPRequest) -> BattleNetHTTPResponse {
            let stamp: Date = lock.withLock {
                defer { if request.method == .head || request.header("If-Modified-Since") != nil { checks += 1 } }
                return checks < unchangedChecks ? PollingTests.made : PollingTests.remade
            }
            let headers = ["Last-Modified": HTTPDate.format(stamp), "Content-Type": "application/json"]
            if honoursConditions, let since = request.header("If-Modified-Since").flatMap(HTTPDate.parse), since >= stamp {
                return BattleNetHTTPResponse(status: 304, headers: headers, body: Data())
            }
            let body = request.method == .head ? Data() : Data(#"{"name":"\#(stamp == PollingTests.made ? "old" : "new")"}"#.utf8)
            return BattleNetHTTPResponse(status: 200, headers: headers, body: body)
        }
    }

    /// A client whose clock reads `now` at zero; with `advancesWhenSleeping`, every wait jumps to its end.
    private func client(
        _ stub: StubTransport, _ snapshot: Snapshot, now: Date, advancesWhenSleeping: Bool = false
    ) async throws -> (BattleNetClient, BattleNetTestClock) {
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/snapshot") { snapshot.answer($0) }
        await stub.on(.head, "/test/snapshot") { snapshot.answer($0) }
        let clock = BattleNetTestClock(startDate: now, advancesWhenSleeping: advancesWhenSleeping)
        return (try makeClient(stub: stub, clock: clock, rateLimit: nil).0, clock)
    }

    private func first(_ stub: StubTransport) throws -> RawResponse {
        RawResponse(
            operation: "testSnapshot", url: try #require(URL(string: "https://eu.api.blizzard.com/test/snapshot")), status: 200,
            headers: ["Last-Modified": HTTPDate.format(Self.made)], data: Data(#"{"name":"old"}"#.utf8)
        )
    }

    @Test func itWaitsUntilAnHourAfterLastModifiedThenChecksWithHeadAndFetchesOnlyTheChange() async throws {
        let stub = StubTransport()
        let snapshot = Snapshot(unchangedChecks: 2)
        // Ten minutes after the snapshot was made: the first check is due in 51 minutes.
        let (client, clock) = try await client(stub, snapshot, now: Self.made.addingTimeInterval(600), advancesWhenSleeping: true)
        let fresh = try await client.nextUpdate(of: Self.snapshot(), after: try first(stub))
        #expect(fresh.lastModified == Self.remade)
        #expect(String(decoding: fresh.data, as: UTF8.self) == #"{"name":"new"}"#)
        #expect(clock.requestedDeadlines == [.seconds(3_060), .seconds(3_120), .seconds(3_180)])
        let requests = await stub.requests(to: "/test/snapshot")
        #expect(requests.map(\.method) == [.head, .head, .head, .get], "bodies only once it changed")
        #expect(requests.last?.header("If-Modified-Since") == HTTPDate.format(Self.made))
    }

    @Test func withConditionalGetsA304IsNoChange() async throws {
        let stub = StubTransport()
        let (client, clock) = try await client(stub, Snapshot(unchangedChecks: 3), now: Self.made.addingTimeInterval(4_000), advancesWhenSleeping: true)
        var schedule = PollSchedule.auctions
        schedule.usesHeadRequests = false
        schedule.retryInterval = .seconds(30)
        let fresh = try await client.nextUpdate(of: Self.snapshot(), after: try first(stub), schedule: schedule)
        #expect(fresh.status == 200)
        #expect(fresh.lastModified == Self.remade)
        // Past due at once, then every 30 s: three 304s, then the body.
        #expect(clock.requestedDeadlines == [.seconds(30), .seconds(60), .seconds(90)])
        let requests = await stub.requests(to: "/test/snapshot")
        #expect(requests.map(\.method) == [.get, .get, .get, .get])
        #expect(requests.allSatisfy { $0.header("If-Modified-Since") == HTTPDate.format(Self.made) })
    }

    @Test func a200WithTheSameLastModifiedIsNoChange() async throws {
        // A gateway that ignores If-Modified-Since sends the whole body; the stamp shows it is the same.
        let stub = StubTransport()
        let (client, _) = try await client(stub, Snapshot(unchangedChecks: 1, honoursConditions: false), now: Self.made.addingTimeInterval(4_000), advancesWhenSleeping: true)
        let schedule = PollSchedule(usesHeadRequests: false)
        let fresh = try await client.nextUpdate(of: Self.snapshot(), after: try first(stub), schedule: schedule)
        #expect(fresh.lastModified == Self.remade)
        #expect(await stub.requests(to: "/test/snapshot").count == 2)
    }

    @Test func updatesYieldsTheCurrentSnapshotThenEachChange() async throws {
        let stub = StubTransport()
        // A clock that moves only when this test moves it: on one that jumps at every sleep, the poller
        // could find the change before this test took "old" (the sequence keeps only the newest value,
        // so "old" was dropped and nothing newer ever came while the poller checked on without pause).
        let (client, clock) = try await client(stub, Snapshot(unchangedChecks: 1), now: Self.made.addingTimeInterval(60))
        var names: [String] = []
        do {
            var iterator = client.updates(of: Self.snapshot()).makeAsyncIterator()
            names.append(try #require(try await iterator.next()).value.name)  // the first GET: no sleep before it
            // Then each of the poller's sleeps ends when the clock is moved to its deadline.
            let mover = Task {
                var moved = 0
                while !Task.isCancelled {
                    let deadlines = clock.requestedDeadlines
                    if clock.sleeperCount > 0, deadlines.count > moved {
                        moved = deadlines.count
                        clock.advance(to: deadlines[moved - 1])
                    }
                    try? await Task.sleep(for: .milliseconds(1))
                }
            }
            names.append(try #require(try await iterator.next()).value.name)
            mover.cancel()
        }
        #expect(names == ["old", "new"])
        // Made a minute before: the first check waits the rest of the hour and a minute; one unchanged HEAD, then the change.
        #expect(clock.requestedDeadlines.prefix(2) == [.seconds(3_600), .seconds(3_660)])
        // Leaving the iteration ends the poller: its next sleep is cancelled, and nothing more is sent.
        let sent = await stub.requests(to: "/test/snapshot").count
        for _ in 0..<2_000 where clock.sleeperCount > 0 { try await Task.sleep(for: .milliseconds(1)) }
        #expect(clock.sleeperCount == 0, "the poller still waits after the iteration ended")
        #expect(await stub.requests(to: "/test/snapshot").count == sent)
    }

    @Test func cancellingTheTaskEndsTheWait() async throws {
        let stub = StubTransport()
        let (client, clock) = try await client(stub, Snapshot(unchangedChecks: 100), now: Self.made)
        let previous = try first(stub)
        let waiting = Task { try await client.nextUpdate(of: Self.snapshot(), after: previous) }
        while clock.sleeperCount < 1 { await Task.yield() }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(await stub.requests(to: "/test/snapshot").isEmpty, "nothing was sent before the hour was up")
    }

    @Test func theFirstWaitIsBounded() {
        let schedule = PollSchedule.auctions
        #expect(schedule.firstWait(lastModified: Self.made, now: Self.made) == .seconds(3_660))
        #expect(schedule.firstWait(lastModified: Self.made, now: Self.made.addingTimeInterval(7_200)) == .zero)
        #expect(schedule.firstWait(lastModified: Self.made.addingTimeInterval(86_400), now: Self.made) == schedule.longestWait)
        #expect(schedule.firstWait(lastModified: nil, now: Self.made) == .seconds(60))
    }

    @Test func headersOnlySendsAHeadToTheSameURL() async throws {
        let stub = StubTransport()
        let (client, _) = try await client(stub, Snapshot(unchangedChecks: 100), now: Self.made)
        let stamp = try await client.lastModified(of: Self.snapshot())
        #expect(stamp == Self.made)
        let request = try #require(await stub.requests(to: "/test/snapshot").first)
        #expect(request.method == .head)
        let url = try client.url(for: Self.snapshot())
        #expect(request.url == url)
        #expect(Self.snapshot().headersOnly().method == .head)
        #expect(Self.snapshot().method == .get)
    }
}
