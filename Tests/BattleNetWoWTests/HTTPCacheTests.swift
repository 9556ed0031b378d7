import BattleNetFixtures
import Foundation
import Testing
import BattleNetTesting
@testable import BattleNetCore
@testable import BattleNetWoW
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Battle.net stand-in for one item: the answer's headers are what each test sets; it counts
/// requests and remembers their conditional headers.
private final class ItemServer: @unchecked Sendable {
    private let lock = NSLock()
    private var _headers: [String: String] = [:]
    private var _status = 200
    private var _notModifiedHeaders: [String: String]?
    private var _requests: [BattleNetHTTPRequest] = []
    let clock: BattleNetTestClock
    let body: Data

    init(clock: BattleNetTestClock, body: Data) {
        self.clock = clock
        self.body = body
    }

    /// The headers of the next answers (a `Date` of the clock's now is added unless given).
    var headers: [String: String] {
        get { lock.withLock { _headers } }
        set { lock.withLock { _headers = newValue } }
    }
    /// The status of the next answers.
    var status: Int {
        get { lock.withLock { _status } }
        set { lock.withLock { _status = newValue } }
    }
    /// When set, a conditional request is answered 304 with these headers.
    var notModifiedHeaders: [String: String]? {
        get { lock.withLock { _notModifiedHeaders } }
        set { lock.withLock { _notModifiedHeaders = newValue } }
    }
    var requests: [BattleNetHTTPRequest] { lock.withLock { _requests } }

    func answer(_ request: BattleNetHTTPRequest) -> BattleNetHTTPResponse {
        lock.withLock {
            _requests.append(request)
            let date = HTTPDate.format(clock.date)
            let conditional = request.header("If-None-Match") != nil || request.header("If-Modified-Since") != nil
            if conditional, var headers = _notModifiedHeaders {
                if headers["Date"] == nil { headers["Date"] = date }
                return BattleNetHTTPResponse(status: 304, headers: headers)
            }
            var headers = _headers
            if headers["Date"] == nil { headers["Date"] = date }
            return BattleNetHTTPResponse(status: _status, headers: headers, body: _status == 200 ? body : Data(#"{"code":503,"type":"BLZWEBAPI00000503","detail":"Unavailable"}"#.utf8))
        }
    }
}

/// A store shared between client ids (as a fleet's Redis store is), in memory.
private actor SharedMemoryStore: BattleNetCacheStore {
    let base = BattleNetMemoryCacheStore()
    nonisolated var isShared: Bool { true }
    func entry(forKey key: String) async -> BattleNetCacheEntry? { await base.entry(forKey: key) }
    func store(_ entry: BattleNetCacheEntry, forKey key: String) async -> BattleNetCacheWrite { await base.store(entry, forKey: key) }
    func removeEntry(forKey key: String) async { await base.removeEntry(forKey: key) }
    func removeAll() async { await base.removeAll() }
    func statistics() async -> BattleNetCacheStatistics { await base.statistics() }
}

/// A transport of another kind than the stub (a live one), over the same routes.
private struct LiveTransport: HTTPTransport {
    let base: StubTransport
    func send(_ request: BattleNetHTTPRequest) async throws -> BattleNetHTTPResponse { try await base.send(request) }
    func stream(_ request: BattleNetHTTPRequest) async throws -> HTTPStreamingResponse { try await base.stream(request) }
}

private struct Harness {
    let clock = BattleNetTestClock()
    let server: ItemServer
    let stub = StubTransport()
    let store: any BattleNetCacheStore
    let client: BattleNetClient

    init(
        headers: [String: String], store: any BattleNetCacheStore = BattleNetMemoryCacheStore(),
        staleIfError: Duration? = nil, live: Bool = false
    ) async throws {
        server = ItemServer(clock: clock, body: try fixtureData("wow/item__19019.json"))
        server.headers = headers
        self.store = store
        let server = server
        await stub.on(.get, "/data/wow/item/19019") { request in server.answer(request) }
        await stub.on(.head, "/data/wow/item/19019") { request in server.answer(request) }
        var configuration = BattleNetConfiguration(region: .us, rateLimit: nil, retry: .none)
        configuration.coalescesRequests = true
        client = try BattleNetClient(
            configuration: configuration, tokens: FixedTokenProvider(),
            transport: live ? LiveTransport(base: stub) : stub,
            cache: BattleNetCache(store: store, staleIfError: staleIfError), clock: clock
        )
    }

    var requests: [BattleNetHTTPRequest] { server.requests }

    /// The item through the mapped call, with the raw response of the same call.
    func item(_ request: BattleNetRequest<WoW.Item> = WoW.Endpoints.item(id: 19019)) async throws -> BattleNetResponse<WoW.Item> {
        try await client.response(request)
    }
}

private let day = "public, max-age=86400"
private let lastModified = "Thu, 19 Dec 2019 18:30:04 GMT"

@Suite("HTTP cache: what Battle.net's Cache-Control says", .timeLimit(.minutes(2)))
struct HTTPCacheTests {
    // MARK: Freshness

    @Test func aFreshItemIsServedWithoutARequestUntilMaxAgeRunsOut() async throws {
        let harness = try await Harness(headers: ["Cache-Control": day, "Last-Modified": lastModified])
        let first = try await harness.client.wow.item(id: 19019)
        #expect(first.name == "Thunderfury, Blessed Blade of the Windseeker")
        harness.clock.advance(by: .seconds(86_399))
        let again = try await harness.item()
        #expect(again.value.name == "Thunderfury, Blessed Blade of the Windseeker")
        #expect(again.raw.cacheStatus == .hit)
        #expect(again.raw.header("Age") == "86399")
        #expect(harness.requests.count == 1)
        // Past a day: revalidated with the stored `Last-Modified`.
        harness.server.notModifiedHeaders = ["Cache-Control": "public, max-age=60"]
        harness.clock.advance(by: .seconds(2))
        let revalidated = try await harness.item()
        #expect(revalidated.raw.cacheStatus == .revalidated)
        #expect(revalidated.value.id == 19019)
        #expect(harness.requests.count == 2)
        #expect(harness.requests[1].header("If-Modified-Since") == lastModified)
        #expect(harness.requests[1].header("If-None-Match") == nil)
        // The 304's Cache-Control replaced the stored one: fresh for 60 s from now.
        harness.clock.advance(by: .seconds(59))
        #expect(try await harness.item().raw.cacheStatus == .hit)
        harness.clock.advance(by: .seconds(2))
        #expect(try await harness.item().raw.cacheStatus == .revalidated)
        #expect(harness.requests.count == 3)
    }

    @Test func anAgeTheAnswerArrivedWithShortensItsFreshness() async throws {
        let harness = try await Harness(headers: ["Cache-Control": day, "Age": "86000", "Last-Modified": lastModified])
        _ = try await harness.client.wow.item(id: 19019)
        harness.clock.advance(by: .seconds(399))
        #expect(try await harness.item().raw.cacheStatus == .hit)
        harness.clock.advance(by: .seconds(2))
        harness.server.notModifiedHeaders = [:]
        #expect(try await harness.item().raw.cacheStatus == .revalidated)
        #expect(harness.requests.count == 2)
    }

    @Test func expiresGivesTheLifetimeWhenThereIsNoMaxAge() async throws {
        let clock = BattleNetTestClock()
        let harness = try await Harness(headers: [
            "Date": HTTPDate.format(clock.date), "Expires": HTTPDate.format(clock.date.addingTimeInterval(100)), "ETag": "\"v1\"",
        ])
        _ = try await harness.client.wow.item(id: 19019)
        harness.clock.advance(by: .seconds(99))
        #expect(try await harness.item().raw.cacheStatus == .hit)
        harness.clock.advance(by: .seconds(2))
        harness.server.notModifiedHeaders = ["ETag": "\"v1\""]
        #expect(try await harness.item().raw.cacheStatus == .revalidated)
        #expect(harness.requests.last?.header("If-None-Match") == "\"v1\"")
    }

    @Test func withoutALifetimeALastModifiedAnswerIsKeptOnlyToRevalidate() async throws {
        let harness = try await Harness(headers: ["Last-Modified": lastModified])
        _ = try await harness.client.wow.item(id: 19019)
        harness.server.notModifiedHeaders = [:]
        let second = try await harness.item()
        #expect(second.raw.cacheStatus == .revalidated)
        #expect(harness.requests.count == 2)
        #expect(harness.requests[1].header("If-Modified-Since") == lastModified)
    }

    @Test func anAnswerWithNeitherLifetimeNorValidatorIsNotKept() async throws {
        let harness = try await Harness(headers: [:])
        _ = try await harness.client.wow.item(id: 19019)
        let second = try await harness.item()
        #expect(second.raw.cacheStatus == nil)
        #expect(harness.requests.count == 2)
        #expect(harness.requests[1].header("If-Modified-Since") == nil)
        #expect(await harness.store.statistics().entries == 0)
    }

    @Test func noStoreIsNeverKeptAndRemovesWhatWasStored() async throws {
        let harness = try await Harness(headers: ["Cache-Control": "no-store", "Last-Modified": lastModified])
        _ = try await harness.client.wow.item(id: 19019)
        #expect(await harness.store.statistics().entries == 0)
        harness.server.headers = ["Cache-Control": "max-age=10", "Last-Modified": lastModified]
        _ = try await harness.item()
        #expect(await harness.store.statistics().entries == 1)
        harness.clock.advance(by: .seconds(11))
        harness.server.headers = ["Cache-Control": "no-store"]
        _ = try await harness.item().value   // revalidation answered 200 with no-store
        #expect(await harness.store.statistics().entries == 0)
        #expect(harness.requests.count == 3)
    }

    @Test func noCacheIsRevalidatedOnEveryCall() async throws {
        let harness = try await Harness(headers: ["Cache-Control": "no-cache", "ETag": "\"abc\""])
        _ = try await harness.client.wow.item(id: 19019)
        harness.server.notModifiedHeaders = ["ETag": "\"abc\""]
        for _ in 0..<3 { #expect(try await harness.item().raw.cacheStatus == .revalidated) }
        #expect(harness.requests.count == 4)
        #expect(harness.requests.dropFirst().allSatisfy { $0.header("If-None-Match") == "\"abc\"" })
    }

    @Test func anAbsurdMaxAgeIsClampedNotATrap() async throws {
        let harness = try await Harness(headers: ["Cache-Control": "max-age=99999999999999999999", "Age": "99999999999999999999999"])
        _ = try await harness.client.wow.item(id: 19019)
        // Clamped to 2^31 s for both: the answer arrived already at the end of its lifetime.
        let second = try await harness.item()
        #expect(second.raw.cacheStatus == nil)
        #expect(harness.requests.count == 2)
        let malformed = try await Harness(headers: ["Cache-Control": "max-age=ten, public", "ETag": "\"x\""])
        _ = try await malformed.client.wow.item(id: 19019)
        malformed.server.notModifiedHeaders = [:]
        #expect(try await malformed.item().raw.cacheStatus == .revalidated)   // an invalid max-age is stale
        let long = try await Harness(headers: ["Cache-Control": "max-age=99999999999999999999"])
        _ = try await long.client.wow.item(id: 19019)
        long.clock.advance(by: .seconds(86_400 * 365 * 60))
        #expect(try await long.item().raw.cacheStatus == .hit)
    }

    // MARK: Sharing (RFC 9111 §3.5)

    @Test func aSharedStoreKeepsOnlyPublicSharedMaxAgeOrMustRevalidateAnswers() async throws {
        // (Cache-Control, kept by a shared store, kept by a private store): a private cache ignores
        // `s-maxage`, so an answer with only that has no lifetime there, and no validator.
        let cases: [(String, Bool, Bool)] = [
            ("max-age=300", false, true), ("private, max-age=300", false, true), ("public, max-age=300", true, true),
            ("s-maxage=300", true, false), ("max-age=300, must-revalidate", true, true), ("public, private, max-age=300", false, true),
        ]
        for (cacheControl, kept, keptPrivately) in cases {
            let harness = try await Harness(headers: ["Cache-Control": cacheControl], store: SharedMemoryStore())
            _ = try await harness.client.wow.item(id: 19019)
            #expect(await harness.store.statistics().entries == (kept ? 1 : 0), "\(cacheControl)")
            let privateOne = try await Harness(headers: ["Cache-Control": cacheControl])
            _ = try await privateOne.client.wow.item(id: 19019)
            #expect(await privateOne.store.statistics().entries == (keptPrivately ? 1 : 0), "a private store and \(cacheControl)")
        }
    }

    @Test func sharedMaxAgeWinsInASharedStoreOnly() async throws {
        let shared = try await Harness(headers: ["Cache-Control": "public, max-age=1000, s-maxage=10"], store: SharedMemoryStore())
        _ = try await shared.client.wow.item(id: 19019)
        shared.clock.advance(by: .seconds(11))
        #expect(try await shared.item().raw.cacheStatus == nil)
        let privateOne = try await Harness(headers: ["Cache-Control": "public, max-age=1000, s-maxage=10"])
        _ = try await privateOne.client.wow.item(id: 19019)
        privateOne.clock.advance(by: .seconds(11))
        #expect(try await privateOne.item().raw.cacheStatus == .hit)
    }

    @Test func theKeyHoldsNoTokenAndTwoClientIDsDoNotShareAPrivateStore() async throws {
        let store = BattleNetMemoryCacheStore()
        let harness = try await Harness(headers: ["Cache-Control": day], store: store)
        _ = try await harness.client.wow.item(id: 19019)
        let keys = store.keysForTesting()
        #expect(keys.count == 1)
        #expect(!keys[0].contains("fixed-test-token"))
        #expect(keys[0].contains("/data/wow/item/19019?locale=en_US"))
        #expect(keys[0].contains("static-us"))
        let managerA = AuthenticationManager(credentials: ClientCredentials(clientID: "client-a", clientSecret: "s"))
        let managerB = AuthenticationManager(credentials: ClientCredentials(clientID: "client-b", clientSecret: "s"))
        let prefixA = BattleNetClient.cacheKeyPrefix(region: .us, transport: harness.stub, tokens: managerA, shared: false)
        let prefixB = BattleNetClient.cacheKeyPrefix(region: .us, transport: harness.stub, tokens: managerB, shared: false)
        #expect(prefixA != prefixB)
        #expect(!prefixA.contains("client-a"))
        #expect(BattleNetClient.cacheKeyPrefix(region: .us, transport: harness.stub, tokens: managerA, shared: true)
            == BattleNetClient.cacheKeyPrefix(region: .us, transport: harness.stub, tokens: managerB, shared: true))
    }

    @Test func aReplayedAnswerIsNeverServedToALiveCall() async throws {
        let store = BattleNetMemoryCacheStore()
        let replay = try await Harness(headers: ["Cache-Control": day], store: store)
        _ = try await replay.client.wow.item(id: 19019)
        let live = try await Harness(headers: ["Cache-Control": day], store: store, live: true)
        let answer = try await live.item()
        #expect(answer.raw.cacheStatus == nil)
        #expect(live.requests.count == 1)
    }

    @Test func userTokenCallsAreNeitherLookedUpNorStored() async throws {
        let harness = try await Harness(headers: ["Cache-Control": day])
        await harness.stub.on(.get, "/profile/user/wow", status: 200, headers: ["Cache-Control": day], json: #"{"id":1,"wow_accounts":[]}"#)
        _ = try? await harness.client.wow.raw.accountProfileSummary()
        _ = try? await harness.client.wow.raw.accountProfileSummary()
        #expect(await harness.stub.requests(to: "/profile/user/wow").count == 2)
        #expect(await harness.store.statistics().entries == 0)
    }

    // MARK: Vary

    @Test func varyStarIsNeverStoredAndVaryNamesAreMatched() async throws {
        let harness = try await Harness(headers: ["Cache-Control": day, "Vary": "*"])
        _ = try await harness.client.wow.item(id: 19019)
        #expect(await harness.store.statistics().entries == 0)
        let varying = try await Harness(headers: ["Cache-Control": day, "Vary": "Accept, Origin"])
        _ = try await varying.client.wow.item(id: 19019)
        #expect(try await varying.item().raw.cacheStatus == .hit)
        // An entry recorded for another `Accept` does not answer this request.
        let request = BattleNetHTTPRequest(method: .get, url: try #require(URL(string: "https://us.api.blizzard.com/x")), headers: ["Accept": "application/json"])
        var entry = BattleNetCacheEntry(status: 200, headers: ["Vary": "Accept, Origin"], body: Data(), requestDate: Date(), responseDate: Date())
        entry.varying = ["accept": "text/html", "origin": ""]
        #expect(!CacheRules.matches(entry, request))
        entry.varying = ["accept": "application/json", "origin": ""]
        #expect(CacheRules.matches(entry, request))
    }

    // MARK: Policies

    @Test func eachPolicyDoesWhatItSays() async throws {
        let harness = try await Harness(headers: ["Cache-Control": day, "ETag": "\"v1\""])
        // only-if-cached before anything is stored: a typed error, nothing sent.
        await #expect {
            _ = try await harness.item(WoW.Endpoints.item(id: 19019).cachePolicy(.onlyIfCached))
        } throws: { ($0 as? BattleNetError)?.kind == .notCached }
        #expect(harness.requests.isEmpty)
        _ = try await harness.client.wow.item(id: 19019)
        // revalidate: a conditional request although the entry is fresh.
        harness.server.notModifiedHeaders = ["ETag": "\"v1\""]
        let revalidated = try await harness.item(WoW.Endpoints.item(id: 19019).cachePolicy(.revalidate))
        #expect(revalidated.raw.cacheStatus == .revalidated)
        #expect(harness.requests.count == 2 && harness.requests[1].header("If-None-Match") == "\"v1\"")
        // reload: an unconditional request, stored again.
        let reloaded = try await harness.item(WoW.Endpoints.item(id: 19019).cachePolicy(.reload))
        #expect(reloaded.raw.cacheStatus == nil)
        #expect(harness.requests.count == 3 && harness.requests[2].header("If-None-Match") == nil)
        // only-if-cached: fresh is a hit, stale is served as stale, nothing sent.
        #expect(try await harness.item(WoW.Endpoints.item(id: 19019).cachePolicy(.onlyIfCached)).raw.cacheStatus == .hit)
        harness.clock.advance(by: .seconds(90_000))
        #expect(try await harness.item(WoW.Endpoints.item(id: 19019).cachePolicy(.onlyIfCached)).raw.cacheStatus == .stale)
        #expect(harness.requests.count == 3)
    }

    @Test func callsThatCarryTheirOwnConditionOrAreHeadsPassBy() async throws {
        let harness = try await Harness(headers: ["Cache-Control": day, "Last-Modified": lastModified])
        let first = try await harness.client.wow.raw.item(id: 19019)
        harness.server.notModifiedHeaders = [:]
        let result = try await harness.client.raw(WoW.Endpoints.item(id: 19019), ifChangedSince: first)
        guard case .notModified = result else { Issue.record("expected 304 to the caller's own condition"); return }
        _ = try await harness.client.raw(WoW.Endpoints.item(id: 19019).headersOnly())
        #expect(harness.requests.count == 3)
        #expect(harness.requests[2].method == .head)
    }

    // MARK: 304s

    @Test func aNotModifiedWithoutAnEntryIsAClearError() async throws {
        let harness = try await Harness(headers: [:])
        harness.server.status = 304
        await #expect {
            _ = try await harness.client.wow.item(id: 19019)
        } throws: { ($0 as? BattleNetError)?.status == 304 }
    }

    @Test func aNotModifiedForAnotherVersionFetchesTheWholeAnswer() async throws {
        let harness = try await Harness(headers: ["Cache-Control": "no-cache", "ETag": "\"v1\""])
        _ = try await harness.client.wow.item(id: 19019)
        harness.server.notModifiedHeaders = ["ETag": "\"v2\""]
        let answer = try await harness.item()
        #expect(answer.raw.cacheStatus == nil)
        #expect(answer.value.id == 19019)
        #expect(harness.requests.count == 3)
        #expect(harness.requests[2].header("If-None-Match") == nil)
    }

    // MARK: stale-if-error

    @Test func aStaleAnswerIsServedOnAServerErrorOnlyWhenAllowed() async throws {
        let harness = try await Harness(headers: ["Cache-Control": "public, max-age=30", "Last-Modified": lastModified], staleIfError: .seconds(600))
        let events = harness.client.events()
        _ = try await harness.client.wow.item(id: 19019)
        harness.clock.advance(by: .seconds(100))
        harness.server.status = 503
        let stale = try await harness.item()
        #expect(stale.raw.cacheStatus == .stale)
        #expect(stale.value.name == "Thunderfury, Blessed Blade of the Windseeker")
        // Beyond the allowance: the error.
        harness.clock.advance(by: .seconds(600))
        await #expect { _ = try await harness.item() } throws: { ($0 as? BattleNetError)?.status == 503 }
        // A call can allow more.
        #expect(try await harness.item(WoW.Endpoints.item(id: 19019).staleIfError(upTo: .seconds(3600))).raw.cacheStatus == .stale)
        await harness.client.shutdown()
        var kinds: [BattleNetEvent.Kind] = []
        for await event in events { kinds.append(event.kind) }
        #expect(kinds.contains(.cacheStaleServed))
        #expect(kinds.contains(.cacheMiss) && kinds.contains(.cacheStored))
    }

    @Test func mustRevalidateIsNeverServedStale() async throws {
        let harness = try await Harness(headers: ["Cache-Control": "max-age=30, must-revalidate", "Last-Modified": lastModified], staleIfError: .seconds(600))
        _ = try await harness.client.wow.item(id: 19019)
        harness.clock.advance(by: .seconds(100))
        harness.server.status = 503
        await #expect { _ = try await harness.item() } throws: { ($0 as? BattleNetError)?.status == 503 }
        let plain = try await Harness(headers: ["Cache-Control": "max-age=30", "Last-Modified": lastModified])
        _ = try await plain.client.wow.item(id: 19019)
        plain.clock.advance(by: .seconds(100))
        plain.server.status = 503
        await #expect { _ = try await plain.item() } throws: { ($0 as? BattleNetError)?.status == 503 }
    }

    // MARK: The chain

    @Test func manyCallersOfAnExpiredEntryFetchItOnce() async throws {
        let harness = try await Harness(headers: ["Cache-Control": "max-age=30", "Last-Modified": lastModified])
        _ = try await harness.client.wow.item(id: 19019)
        harness.clock.advance(by: .seconds(31))
        harness.server.notModifiedHeaders = ["Cache-Control": "max-age=30"]
        let gate = AsyncGate()
        await harness.stub.on(.get, "/data/wow/item/19019") { request in
            await gate.wait()
            return harness.server.answer(request)
        }
        let client = harness.client
        async let results = withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<20 { group.addTask { try await client.wow.item(id: 19019).name.description } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        for _ in 0..<1000 where await client.sharedCallsJoined() < 19 { try await Task.sleep(for: .milliseconds(5)) }
        await gate.open()
        let names = try await results
        #expect(names.count == 20 && Set(names) == ["Thunderfury, Blessed Blade of the Windseeker"])
        #expect(harness.requests.count == 2)
        #expect(client.steps.prefix(3) == ["shared calls", "cache", "retries"])
    }

    @Test func eventsNameTheCallButNeverTheAccount() async throws {
        // Room for one answer (the item's body is about 5 KB), not two.
        let store = BattleNetMemoryCacheStore(maximumBytes: 8_000, maximumEntryBytes: 8_000)
        let harness = try await Harness(headers: ["Cache-Control": day, "Last-Modified": lastModified], store: store)
        let events = harness.client.events()
        _ = try await harness.client.wow.item(id: 19019)
        _ = try await harness.item()
        _ = try await harness.item(WoW.Endpoints.item(id: 19019).locale(.frFR))   // a second entry evicts the first
        await harness.client.shutdown()
        var seen: [BattleNetEvent] = []
        for await event in events where event.kind.rawValue.hasPrefix("cache") { seen.append(event) }
        #expect(seen.map(\.kind) == [.cacheMiss, .cacheStored, .cacheHit, .cacheMiss, .cacheStored, .cacheEvicted])
        #expect(seen.allSatisfy { !$0.description.contains("fixed-test-token") && $0.operation == "wowItem" })
        #expect(seen[2].message == "age 0 s")
    }
}

@Suite("HTTP cache: the stores", .timeLimit(.minutes(2)))
struct HTTPCacheStoreTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-cache-\(UUID().uuidString)")
        return url
    }

    private func entry(_ text: String) -> BattleNetCacheEntry {
        BattleNetCacheEntry(status: 200, headers: ["Cache-Control": day], body: Data(text.utf8), requestDate: Date(timeIntervalSince1970: 1), responseDate: Date(timeIntervalSince1970: 2))
    }

    @Test func theMemoryStoreEvictsTheLeastRecentlyUsed() async {
        // Each entry costs its body, its headers (38 bytes) and its key: 119 bytes; three do not fit in 300.
        let store = BattleNetMemoryCacheStore(maximumBytes: 300, maximumEntryBytes: 200)
        let big = String(repeating: "x", count: 80)
        _ = await store.store(entry(big), forKey: "a")
        _ = await store.store(entry(big), forKey: "b")
        _ = await store.entry(forKey: "a")
        let write = await store.store(entry(big), forKey: "c")
        #expect(write == BattleNetCacheWrite(stored: true, evicted: 1))
        #expect(await store.entry(forKey: "b") == nil)
        #expect(await store.entry(forKey: "a") != nil)
        #expect(await store.store(entry(String(repeating: "y", count: 250)), forKey: "d").stored == false)
        #expect(await store.statistics().entries == 2)
    }

    @Test func theFileStoreSurvivesARestartThroughTheClient() async throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try await Harness(headers: ["Cache-Control": day, "Last-Modified": lastModified], store: try BattleNetFileCacheStore(directory: directory))
        _ = try await first.client.wow.item(id: 19019)
        let second = try await Harness(headers: ["Cache-Control": day], store: try BattleNetFileCacheStore(directory: directory))
        let again = try await second.item()
        #expect(again.raw.cacheStatus == .hit)
        #expect(again.value.name == "Thunderfury, Blessed Blade of the Windseeker")
        #expect(second.requests.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".entry") }
        #expect(files.count == 1)
        var info = stat()
        #expect(lstat(directory.appendingPathComponent(files[0]).path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(lstat(directory.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
    }

    @Test func aDamagedEntryIsAMissNeverAnotherBody() async throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try BattleNetFileCacheStore(directory: directory)
        _ = await store.store(entry("one"), forKey: "key-one")
        _ = await store.store(entry("two"), forKey: "key-two")
        let one = directory.appendingPathComponent(BattleNetFileCacheStore.fileName(forKey: "key-one")).path
        let two = directory.appendingPathComponent(BattleNetFileCacheStore.fileName(forKey: "key-two")).path
        let whole = try Data(contentsOf: URL(fileURLWithPath: one))
        #expect(await store.entry(forKey: "key-one")?.body == Data("one".utf8))
        // Another key's file under this key's name.
        try FileManager.default.removeItem(atPath: two)
        try Data(contentsOf: URL(fileURLWithPath: one)).write(to: URL(fileURLWithPath: two))
        chmod(two, 0o600)
        #expect(await store.entry(forKey: "key-two") == nil)
        // Truncated.
        try whole.dropLast(2).write(to: URL(fileURLWithPath: one))
        chmod(one, 0o600)
        #expect(await store.entry(forKey: "key-one") == nil)
        // A changed body byte.
        var changed = whole
        changed[changed.count - 1] ^= 0x01
        try changed.write(to: URL(fileURLWithPath: one))
        chmod(one, 0o600)
        #expect(await store.entry(forKey: "key-one") == nil)
        // A metadata length far past the file.
        var huge = whole
        let at = CacheEntryCoding.magic.count
        huge.replaceSubrange(at..<(at + 4), with: [0xFF, 0xFF, 0xFF, 0xFF])
        try huge.write(to: URL(fileURLWithPath: one))
        chmod(one, 0o600)
        #expect(await store.entry(forKey: "key-one") == nil)
        // Whole again, but readable by others: refused.
        try whole.write(to: URL(fileURLWithPath: one))
        chmod(one, 0o644)
        #expect(await store.entry(forKey: "key-one") == nil)
        chmod(one, 0o600)
        #expect(await store.entry(forKey: "key-one")?.body == Data("one".utf8))
        // A FIFO where an entry should be: a miss, not a wait.
        try FileManager.default.removeItem(atPath: one)
        #expect(mkfifo(one, 0o600) == 0)
        #expect(await store.entry(forKey: "key-one") == nil)
    }

    @Test func aLooseOrForeignFolderIsRefused() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        chmod(directory.path, 0o755)
        #expect { _ = try BattleNetFileCacheStore(directory: directory) } throws: {
            ($0 as? BattleNetError)?.kind == .invalidConfiguration && "\($0)".contains("open to other users")
        }
        chmod(directory.path, 0o700)
        if geteuid() == 0 {
            #expect(chown(directory.path, 65534, 65534) == 0)
            #expect { _ = try BattleNetFileCacheStore(directory: directory) } throws: {
                ($0 as? BattleNetError)?.kind == .invalidConfiguration && "\($0)".contains("another user")
            }
        }
    }

    /// A write the disk refuses (here the folder is gone; a full disk fails the same way) stores
    /// nothing and fails nothing: the call that fetched the answer still gets it.
    @Test func aWriteThatFailsStoresNothingAndFailsNoCall() async throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try BattleNetFileCacheStore(directory: directory)
        let harness = try await Harness(headers: ["Cache-Control": day], store: store)
        try FileManager.default.removeItem(at: directory)
        let events = harness.client.events()
        let item = try await harness.item()
        #expect(item.value.id == 19019)
        #expect(await store.store(entry("one"), forKey: "k1") == BattleNetCacheWrite(stored: false))
        #expect(await store.entry(forKey: "k1") == nil)
        await harness.client.shutdown()
        var skipped: [String] = []
        for await event in events where event.kind == .cacheSkipped { skipped.append(event.message ?? "") }
        #expect(skipped == ["not stored (over the store's entry cap, or a failed write)"])
    }

    @Test func clearingRemovesEntriesAndNothingElse() async throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try BattleNetFileCacheStore(directory: directory, maximumBytes: 1 << 20)
        _ = await store.store(entry("one"), forKey: "k1")
        _ = await store.store(entry("two"), forKey: "k2")
        let other = directory.appendingPathComponent("token-abc.json")
        try Data("{}".utf8).write(to: other)
        #expect(await store.statistics().entries == 2)
        try await store.removeAll()
        #expect(await store.statistics().entries == 0)
        #expect(FileManager.default.fileExists(atPath: other.path))
    }

    @Test func theFileStoreKeepsItsBudget() async throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try BattleNetFileCacheStore(directory: directory, maximumBytes: 2_000, maximumEntryBytes: 1_000)
        for index in 0..<10 { _ = await store.store(entry(String(repeating: "z", count: 300)), forKey: "k\(index)") }
        let statistics = await store.statistics()
        #expect(statistics.bytes <= 2_000)
        #expect(statistics.entries >= 2)
        #expect(await store.entry(forKey: "k9") != nil)
        #expect(await store.entry(forKey: "k0") == nil)
        #expect(await store.store(entry(String(repeating: "z", count: 2_000)), forKey: "big").stored == false)
    }
}

/// Holds waiters until opened (then lets every later one through at once).
private actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
}

@Suite("HTTP cache: streamed answers in the file store", .timeLimit(.minutes(2)))
struct HTTPCacheStreamTests {
    private struct Setup {
        let clock = BattleNetTestClock()
        let stub = StubTransport(streamChunkSize: 997)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-stream-cache-\(UUID().uuidString)")
        let body: Data

        init() throws { body = try fixtureData("wow/auctions__4.json") }

        func client(maximumEntryBytes: Int = 1 << 20) async throws -> BattleNetClient {
            await stub.on(.get, "/data/wow/connected-realm/4/auctions", headers: ["Cache-Control": "public, max-age=3600", "Last-Modified": lastModified], body: body)
            let store = try BattleNetFileCacheStore(directory: directory, maximumBytes: 4 << 20, maximumEntryBytes: maximumEntryBytes)
            return try BattleNetClient(
                configuration: BattleNetConfiguration(region: .us, rateLimit: nil, retry: .none), tokens: FixedTokenProvider(),
                transport: stub, cache: BattleNetCache(store: store), clock: clock
            )
        }

        var requests: Int { get async { await stub.requests(to: "/data/wow/connected-realm/4/auctions").count } }
        func entryFiles() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".entry") }
        }
    }

    @Test func aStreamReadToItsEndIsStoredAndServedBackInChunks() async throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        let client = try await setup.client()
        let first = try await client.rawStream(WoW.Endpoints.auctions(connectedRealm: 4))
        #expect(first.cacheStatus == nil)
        #expect(try await first.body.collect() == setup.body)
        #expect(try setup.entryFiles().count == 1)
        // Another process: a new store on the same folder.
        let again = try await setup.client()
        let second = try await again.rawStream(WoW.Endpoints.auctions(connectedRealm: 4))
        #expect(second.cacheStatus == .hit)
        var chunks = 0
        var bytes = Data()
        for try await chunk in second.body {
            chunks += 1
            bytes += chunk
        }
        #expect(bytes == setup.body)
        #expect(chunks == (setup.body.count + HTTPBodyStream.defaultChunkSize - 1) / HTTPBodyStream.defaultChunkSize)
        #expect(await setup.requests == 1)
        // The buffered call reads the same entry.
        let raw = try await again.raw(WoW.Endpoints.auctions(connectedRealm: 4))
        #expect(raw.cacheStatus == .hit && raw.data == setup.body)
        #expect(await setup.requests == 1)
    }

    @Test func aStreamLeftPartwayOrOverTheCapIsNotStored() async throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        let client = try await setup.client()
        do {
            let first = try await client.rawStream(WoW.Endpoints.auctions(connectedRealm: 4))
            var iterator = first.body.makeAsyncIterator()
            _ = try await iterator.next()
        }
        #expect(try setup.entryFiles().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: setup.directory.path).isEmpty, "no temporary file is left")
        let small = try await setup.client(maximumEntryBytes: setup.body.count / 2)
        let whole = try await small.rawStream(WoW.Endpoints.auctions(connectedRealm: 4)).body.collect()
        #expect(whole == setup.body, "the reader gets the whole body although it is not stored")
        #expect(try FileManager.default.contentsOfDirectory(atPath: setup.directory.path).isEmpty)
    }

    @Test func aStaleStreamedEntryIsRevalidatedAndAChangedByteIsAMiss() async throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        let client = try await setup.client()
        _ = try await client.rawStream(WoW.Endpoints.auctions(connectedRealm: 4)).body.collect()
        setup.clock.advance(by: .seconds(3601))
        await setup.stub.on(.get, "/data/wow/connected-realm/4/auctions") { request in
            #expect(request.header("If-Modified-Since") == lastModified)
            return BattleNetHTTPResponse(status: 304, headers: ["Cache-Control": "public, max-age=60"])
        }
        let revalidated = try await client.rawStream(WoW.Endpoints.auctions(connectedRealm: 4))
        #expect(revalidated.cacheStatus == .revalidated)
        #expect(try await revalidated.body.collect() == setup.body)
        // Rewritten with the 304's headers: fresh for 60 s.
        #expect(try await client.rawStream(WoW.Endpoints.auctions(connectedRealm: 4)).cacheStatus == .hit)
        // A changed byte in the stored body: a miss, fetched again.
        let file = setup.directory.appendingPathComponent(try #require(try setup.entryFiles().first)).path
        var bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        bytes[StreamedEntryCoding.magic.count + 10] ^= 0x20
        try bytes.write(to: URL(fileURLWithPath: file))
        chmod(file, 0o600)
        await setup.stub.on(.get, "/data/wow/connected-realm/4/auctions", headers: ["Cache-Control": "public, max-age=3600"], body: setup.body)
        let refetched = try await client.rawStream(WoW.Endpoints.auctions(connectedRealm: 4))
        #expect(refetched.cacheStatus == nil)
        #expect(try await refetched.body.collect() == setup.body)
        #expect(await setup.requests == 3)
    }

    @Test func aStoreThatCannotStreamLetsStreamsPassBy() async throws {
        let stub = StubTransport()
        await stub.on(.get, "/data/wow/connected-realm/4/auctions", headers: ["Cache-Control": "public, max-age=3600"], body: try fixtureData("wow/auctions__4.json"))
        let store = BattleNetMemoryCacheStore()
        let client = try BattleNetClient(
            configuration: BattleNetConfiguration(region: .us, rateLimit: nil, retry: .none), tokens: FixedTokenProvider(),
            transport: stub, cache: BattleNetCache(store: store), clock: BattleNetTestClock()
        )
        for _ in 0..<2 { _ = try await client.rawStream(WoW.Endpoints.auctions(connectedRealm: 4)).body.collect() }
        #expect(await stub.requests(to: "/data/wow/connected-realm/4/auctions").count == 2)
        #expect(await store.statistics().entries == 0)
    }
}
