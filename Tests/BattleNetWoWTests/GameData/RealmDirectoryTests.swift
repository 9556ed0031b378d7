import BattleNetCore
import BattleNetFixtures
import BattleNetTesting
@testable import BattleNetWoW
import Foundation
import Testing

/// Counts what a replay answers: requests per path, the 304s, and the most streamed bodies open at once.
final class CountingReplay: HTTPTransport, @unchecked Sendable {
    // `@unchecked Sendable`: the counters are read and written only while `lock` is held.
    let replay: ReplayTransport
    private let lock = NSLock()
    private var requests: [String] = []
    private var sentMethods: [HTTPMethod] = []
    private var statuses: [Int] = []
    private var open = 0
    private(set) var peakOpen = 0
    private var bytesSent = 0

    init() throws { replay = try ReplayTransport.recordedFixtures() }

    var paths: [String] { lock.withLock { requests } }
    var methods: [HTTPMethod] { lock.withLock { sentMethods } }
    var notModified: Int { lock.withLock { statuses.filter { $0 == 304 }.count } }
    var peak: Int { lock.withLock { peakOpen } }
    var bodyBytes: Int { lock.withLock { bytesSent } }

    func send(_ request: BattleNetHTTPRequest) async throws -> BattleNetHTTPResponse {
        let response = try await replay.send(request)
        lock.withLock {
            requests.append(request.url.path)
            sentMethods.append(request.method)
            statuses.append(response.status)
            bytesSent += response.body.count
        }
        return response
    }

    func stream(_ request: BattleNetHTTPRequest) async throws -> HTTPStreamingResponse {
        let response = try await send(request)
        lock.withLock {
            open += 1
            peakOpen = max(peakOpen, open)
        }
        let closed: @Sendable () -> Void = { [self] in lock.withLock { open -= 1 } }
        return HTTPStreamingResponse(status: response.status, headers: response.headers,
                                     body: HTTPBodyStream(ClosingChunks(data: response.body, closed: closed)))
    }
}

/// A body in 1 KiB chunks that says when it ended (read to the end, failed or cancelled).
struct ClosingChunks: AsyncSequence, Sendable {
    typealias Element = Data
    let data: Data
    let closed: @Sendable () -> Void

    func makeAsyncIterator() -> Iterator { Iterator(data: data, closed: closed) }

    struct Iterator: AsyncIteratorProtocol {
        let data: Data
        let closed: @Sendable () -> Void
        var offset = 0
        var done = false

        mutating func next() async throws -> Data? {
            guard !done else { return nil }
            do {
                try Task.checkCancellation()
                try await Task.sleep(for: .milliseconds(2))
            } catch {
                done = true
                closed()
                throw error
            }
            guard offset < data.count else {
                done = true
                closed()
                return nil
            }
            let end = Swift.min(data.count, offset + 1024)
            defer { offset = end }
            return data.subdata(in: offset..<end)
        }
    }
}

func replayClient(
    _ transport: any HTTPTransport, region: BattleNetRegion = .us, clock: any BattleNetClock = BattleNetSystemClock()
) throws -> BattleNetClient {
    try BattleNetClient(
        configuration: BattleNetConfiguration(region: region, rateLimit: nil), tokens: FixedTokenProvider(), transport: transport, clock: clock
    )
}

@Suite("Realm directory")
struct RealmDirectoryTests {
    @Test func aRealmIsFoundBySlugOrNameWhateverTheCaseAccentsAndSpacesWithOneSearch() async throws {
        let transport = try CountingReplay()
        let client = try replayClient(transport, region: .eu)
        for typed in ["Ner'zhul", "nerzhul", "NERZHUL", " Ner zhul ", "Nér'zhul", "garona", "Sargeras", "544", "509"] {
            let group = try await client.wow.connectedRealm(containing: typed)
            #expect(group.id == 509, "\(typed)")
            #expect(Set(group.realms.map(\.slug.rawValue)) == ["garona", "nerzhul", "sargeras"])
        }
        // Built with one search page, kept for the hour: one request for nine lookups.
        #expect(transport.paths == ["/data/wow/search/connected-realm"])
        #expect(await client.wow.realmDirectory.requestCount == 1)
        #expect(await client.wow.realmDirectory.lastModified == HTTPDate.parse("Sun, 22 Dec 2019 15:54:33 GMT"))
    }

    @Test func anUnknownRealmFailsWithTheClosestNamesAndWhatToDo() async throws {
        let client = try replayClient(try CountingReplay(), region: .us)
        do {
            _ = try await client.wow.connectedRealm(containing: "Tichondrus")
            Issue.record("no error")
        } catch let error as BattleNetError {
            #expect(error.kind == .notFound)
            #expect(error.operation == "wowConnectedRealmSearch")
            #expect(error.message.contains("did you mean Tichondrius (tichondrius)?"), "\(error.message)")
        }
        do {
            _ = try await client.wow.connectedRealm(containing: "Area 52")
            Issue.record("no error")
        } catch let error as BattleNetError {
            #expect(error.kind == .notFound)
            #expect(error.message.contains("no realm of us is named \"Area 52\" (1 realms in 1 connected realms)"), "\(error.message)")
            #expect(error.message.contains("check the region"))
        }
        let close = try await client.wow.realmDirectory.suggestions(for: "tichon")
        #expect(close.map(\.slug.rawValue) == ["tichondrius"])
    }

    @Test func aFlavorWithNoRecordedRealmsSaysTheDirectoryIsEmpty() async throws {
        let client = try replayClient(try CountingReplay(), region: .us)
        do {
            _ = try await client.wow.flavor(.classicEra).connectedRealm(containing: "Whitemane")
            Issue.record("no error")
        } catch let error as BattleNetError {
            #expect(error.kind == .notFound)
            #expect(error.message.contains("the classic1x realm directory of us is empty"), "\(error.message)")
        }
    }

    @Test func revalidationSendsIfModifiedSinceAndKeepsThePageOn304() async throws {
        let transport = try CountingReplay()
        let client = try replayClient(transport, region: .us)
        let directory = WoW.RealmDirectory(client: client, revalidationInterval: .zero)
        let reports = Reports()
        let first = try await directory.connectedRealms { reports.add($0) }
        let second = try await directory.connectedRealms()
        #expect(first.map(\.id) == [11])
        #expect(second == first)
        #expect(await directory.requestCount == 2)
        #expect(await directory.notModifiedCount == 1)
        #expect(transport.notModified == 1)
        let last = try #require(reports.all.last)
        #expect(last.unit == "connected realm pages")
        #expect(last.completed == 1 && last.total == 1 && last.isFinished)
        #expect(last.bytes > 0)
    }

    @Test func matchingKeysFoldCaseAccentsAndPunctuation() {
        #expect(WoW.RealmDirectory.matchingKey("Aggra (Português)") == "aggraportugues")
        #expect(WoW.RealmDirectory.matchingKey("aggra-português") == "aggraportugues")
        #expect(WoW.RealmDirectory.matchingKey("Area 52") == WoW.RealmDirectory.matchingKey("area-52"))
        #expect(!WoW.RealmDirectory.matchingKey("Ревущий фьорд").isEmpty)
        #expect(WoW.RealmDirectory.matchingKey("Ревущий фьорд") == WoW.RealmDirectory.matchingKey("ревущий-фьорд"))
        #expect(WoW.RealmDirectory.editDistance("tichondrus", "tichondrius") == 1)
    }

    @Test func replayedBodiesCarryTheirRecordingDate() throws {
        let manifest = try ReplayTransport.recordedFixtures().manifest
        func date(_ file: String) throws -> Date? { manifest.recordedDate(of: try #require(manifest.entries.first { $0.file == file })) }
        #expect(try date("wow/connected-realm__11.json") == Date(timeIntervalSince1970: 1_592_352_000))  // <= 2020-06-17
        #expect(try date("wow/connected-realm__509.json") == HTTPDate.parse("Sun, 22 Dec 2019 15:54:33 GMT"))
        #expect(try date("wow/commodities.json") == Date(timeIntervalSince1970: 1_679_097_600))  // <= 2023-03-18
        #expect(manifest.recordedConnectedRealmIDs == [11, 509])
    }
}

@Suite("Region-wide auctions")
struct RegionAuctionsTests {
    @Test func theFirstRoundYieldsEveryHouseAndTheSecondOnlyWhatChanged() async throws {
        let transport = try CountingReplay()
        let client = try replayClient(transport, region: .us, clock: BattleNetTestClock(advancesWhenSleeping: true))
        let reports = Reports()
        let crawl = WoW.RegionAuctions(
            repository: client.wow, rounds: 2, progress: { reports.add($0) }
        )
        var seen: [(round: Int, house: WoW.AuctionHouseSnapshot.House, count: Int)] = []
        for try await snapshot in crawl {
            switch snapshot.house {
            case .connectedRealm:
                var count = 0
                for try await _ in try snapshot.auctions() { count += 1 }
                seen.append((snapshot.round, snapshot.house, count))
            case .commodities:
                let market = try await snapshot.packedCommodities()
                seen.append((snapshot.round, snapshot.house, market.auctions.count))
            }
            #expect(snapshot.lastModified != nil)
        }
        // Connected realm 11 (the recorded search's only US connected realm) is served connected realm
        // 4's recorded auctions (6); the commodities recording holds 9.
        #expect(seen.sorted { $0.count < $1.count }.map { "\($0.round) \($0.house) \($0.count)" }
            == ["1 connected realm 11 6", "1 commodities 9"])
        let rounds = reports.all
        let firstEnd = try #require(rounds.last { $0.round == 1 && $0.isFinished && $0.waitingFor == nil })
        #expect(firstEnd.completed == 2 && firstEnd.total == 2 && firstEnd.unchanged == 0)
        // Every body byte read: connected realm 4's recording (served for 11) and the commodities.
        #expect(firstEnd.bytes == Int64((try fixtureData("wow/auctions__4.json")).count + (try fixtureData("wow/commodities.json")).count))
        // The replay's Date is each recording's Last-Modified: an hour is assumed, and the next check
        // is 45 s before it.
        #expect(rounds.contains { $0.round == 1 && $0.waitingFor == "round 2" && $0.waiting == .seconds(3_555) })
        let secondEnd = try #require(rounds.last { $0.round == 2 && $0.isFinished })
        #expect(secondEnd.completed == 2 && secondEnd.unchanged == 2 && secondEnd.bytes == 0)
        // Round 2 asked both houses with a HEAD, whose Last-Modified had not moved; the directory was kept.
        #expect(transport.methods.filter { $0 == .head }.count == 2)
        #expect(transport.notModified == 0)
        #expect(transport.paths.filter { $0 == "/data/wow/search/connected-realm" }.count == 1)
        #expect(transport.paths.filter { $0.hasSuffix("/auctions") || $0.hasSuffix("/commodities") }.count == 4)
    }

    @Test func aGatewayIgnoringTheConditionStillYieldsNothingUnchanged() async throws {
        let transport = IgnoringConditions(replay: try ReplayTransport.recordedFixtures())
        let client = try replayClient(transport, region: .us, clock: BattleNetTestClock(advancesWhenSleeping: true))
        let reports = Reports()
        // Conditional GETs alone (no HEAD): the gateway's 200 of the same snapshot is what is checked.
        let crawl = WoW.RegionAuctions(
            repository: client.wow, rounds: 2, schedule: BattleNetUpdateSchedule(usesHeadRequests: false), progress: { reports.add($0) }
        )
        var rounds: [Int] = []
        for try await snapshot in crawl { rounds.append(snapshot.round) }
        #expect(rounds == [1, 1])
        let second = try #require(reports.all.last)
        #expect(second.round == 2 && second.unchanged == 2 && second.bytes == 0)
    }

    @Test func noMoreBodiesAreOpenThanTheCap() async throws {
        for cap in [1, 2] {
            let transport = try CountingReplay()
            let client = try replayClient(transport, region: .us)
            var houses: [String] = []
            for try await snapshot in client.wow.regionAuctions(connectedRealms: [4, 1146, 11, 4], maximumBodiesInFlight: cap, rounds: 1) {
                // A slow consumer: the crawl opens the next bodies meanwhile, up to the cap.
                try await Task.sleep(for: .milliseconds(200))
                if case .connectedRealm = snapshot.house {
                    for try await _ in try snapshot.auctions() {}
                } else {
                    for try await _ in try snapshot.commodities() {}
                }
                houses.append(snapshot.house.description)
            }
            #expect(houses.count == 4, "duplicate ids are one house: \(houses)")
            #expect(transport.peak == cap, "cap \(cap): \(transport.peak) bodies open at once")
            #expect(transport.notModified == 0)
        }
    }

    @Test func aHouseThatFailsIsCountedAndTheRestGoOn() async throws {
        let transport = try CountingReplay()
        let client = try replayClient(transport, region: .us)
        let reports = Reports()
        var houses: [String] = []
        for try await snapshot in client.wow.regionAuctions(connectedRealms: [4, 999_999], rounds: 1, progress: { reports.add($0) }) {
            houses.append(snapshot.house.description)
        }
        #expect(houses.sorted() == ["commodities", "connected realm 4"])
        let last = try #require(reports.all.last)
        #expect(last.failed == 1 && last.completed == 3 && last.isFinished)
        #expect(last.lastFailure?.hasPrefix("connected realm 999999: ") == true)
    }

    @Test func cancellingTheConsumerStopsTheCrawlBetweenRounds() async throws {
        let transport = try CountingReplay()
        let clock = BattleNetTestClock()
        let client = try replayClient(transport, region: .us, clock: clock)
        let crawl = client.wow.regionAuctions(rounds: nil)
        let consumer = Task {
            var count = 0
            for try await _ in WoW.RegionAuctions(repository: crawl.repository) { count += 1 }
            return count
        }
        // The first round's two snapshots, then the wait for round 2 on a clock that does not move.
        for _ in 0..<500 where clock.sleeperCount == 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(clock.sleeperCount == 1)
        consumer.cancel()
        _ = try? await consumer.value
        for _ in 0..<500 where clock.sleeperCount > 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(clock.sleeperCount == 0, "the producer still sleeps after its consumer was cancelled")
        #expect(transport.paths.count == 3)   // one search, two houses: nothing after the cancellation
    }

    @Test func theSnapshotOfOneKindRefusesTheOtherReader() async throws {
        let client = try replayClient(try CountingReplay(), region: .us)
        for try await snapshot in client.wow.regionAuctions(connectedRealms: [], rounds: 1) {
            #expect(snapshot.house == .commodities)
            #expect(throws: BattleNetError.self) { _ = try snapshot.auctions() }
            let market = try await snapshot.packedCommodities()
            #expect(market.auctions.count == 9)
        }
    }
}

/// A replay that drops `If-Modified-Since`, as a gateway that ignores it: every answer is a 200.
struct IgnoringConditions: HTTPTransport {
    let replay: ReplayTransport

    func send(_ request: BattleNetHTTPRequest) async throws -> BattleNetHTTPResponse {
        var request = request
        request.headers["If-Modified-Since"] = nil
        let response = try await replay.send(request)
        #expect(response.status == 200)
        return response
    }
}

/// Progress reports collected from the callback.
final class Reports: @unchecked Sendable {
    // `@unchecked Sendable`: `reports` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var reports: [BattleNetProgress] = []
    func add(_ report: BattleNetProgress) { lock.withLock { reports.append(report) } }
    var all: [BattleNetProgress] { lock.withLock { reports } }
}

extension RegionAuctionsTests {
    @Test func theCrawlsChecksAreBackgroundCallsAndTheDirectorysSearchTheClients() async throws {
        let recorder = OperationPriorities()
        let client = try BattleNetClient(
            configuration: BattleNetConfiguration(region: .us), tokens: FixedTokenProvider(),
            transport: try ReplayTransport.recordedFixtures(), middleware: [recorder]
        )
        for try await _ in client.wow.regionAuctions(rounds: 1) {}
        let seen = recorder.seen
        #expect(seen.filter { $0.operation == "wowConnectedRealmSearch" }.map(\.priority) == [.interactive], "\(seen)")
        let checks = seen.filter { $0.operation == "wowAuctions" || $0.operation == "wowAuctionCommodities" }
        #expect(checks.count == 2 && checks.allSatisfy { $0.priority == .background }, "\(seen)")
    }
}

/// Notes each call's operation and the priority it reached the chain with.
final class OperationPriorities: BattleNetMiddleware, @unchecked Sendable {
    // `@unchecked Sendable`: `entries` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var entries: [(operation: String, priority: BattleNetPriority)] = []
    var seen: [(operation: String, priority: BattleNetPriority)] { lock.withLock { entries } }

    func intercept(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
        next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
    ) async throws -> BattleNetHTTPAnswer {
        lock.withLock { entries.append((context.operation, context.priority)) }
        return try await next(request, context)
    }
}
