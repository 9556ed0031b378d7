@testable import BattleNetCore
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetRedis

/// An entry whose body holds bytes that are not text (NUL, CR LF, 0xFF), `bodyBytes` long.
private func sampleEntry(bodyBytes: Int = 64, seed: UInt8 = 0) -> BattleNetCacheEntry {
    let pattern: [UInt8] = [0x00, 0x0D, 0x0A, 0xFF, 0x24, 0x2A, seed]
    let body = Data((0..<bodyBytes).map { pattern[$0 % pattern.count] })
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    return BattleNetCacheEntry(
        status: 200, headers: ["Cache-Control": "public, max-age=86400", "Content-Type": "application/json"],
        body: body, requestDate: date, responseDate: date.addingTimeInterval(0.25)
    )
}

/// A store of the tests: its own namespace, the library's timeout in the timing run and a longer one
/// in the main run (a starved test process may miss 250 ms without Redis being gone).
private func cacheStore(
    _ server: RedisServer, namespace: String = "bnet:test-cache", maximumBytes: Int = 256 << 20,
    maximumEntryBytes: Int = 1 << 20, fillLock: Duration = .seconds(10), timeout: Duration = testRedisTimeout
) -> BattleNetRedisCacheStore {
    BattleNetRedisCacheStore(
        redis: server.endpoint, namespace: namespace, maximumBytes: maximumBytes, maximumEntryBytes: maximumEntryBytes,
        timeout: timeout, fillLock: fillLock
    )
}

/// The raw bytes of a Redis string, or `nil`.
private func rawValue(_ redis: RedisConnection, _ key: String) async throws -> [UInt8]? {
    let reply = try await redis.command(bytes: [Array("GET".utf8), Array(key.utf8)], maximumReplyBytes: 4 << 20)
    guard case .bulk(let bytes) = reply else { return nil }
    return bytes
}

/// Sets a Redis string to raw bytes.
private func setRaw(_ redis: RedisConnection, _ key: String, _ value: [UInt8]) async throws {
    try await redis.command(bytes: [Array("SET".utf8), Array(key.utf8), value])
}

@Suite("An HTTP cache store shared through a real redis-server", .enabled(if: RedisServer.isUsable, RedisServer.skipMessage), .timeLimit(.minutes(3)))
struct RedisCacheStoreTests {
    let key = "us\u{1F}StubTransport\u{1F}GET\u{1F}https://us.api.blizzard.com/data/wow/item/19019\u{1F}static-us"

    @Test func anEntryRoundTripsAsBytesUnderAHashedKey() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let store = cacheStore(server)
        let entry = sampleEntry()
        #expect(store.isShared)
        #expect(await store.entry(forKey: key) == nil)
        let write = await store.store(entry, forKey: key)
        #expect(write == BattleNetCacheWrite(stored: true, evicted: 0))
        #expect(await store.entry(forKey: key) == entry)
        // Another store (another process) on the same namespace reads it.
        let other = cacheStore(server)
        #expect(await other.entry(forKey: key) == entry)

        let redis = server.connection()
        let redisKey = "bnet:test-cache:e:" + SHA256.hex(key)
        let encoded = try #require(entry.encoded(key: key))
        let stored = try #require(try await rawValue(redis, redisKey))
        #expect(stored.count == encoded.count && BattleNetCacheEntry(encoded: Data(stored), key: key) == entry)
        let left = try await redis.command(["PTTL", redisKey]).integer ?? 0
        #expect(left > (7 * 86_400 - 60) * 1000 && left <= 7 * 86_400 * 1000, "\(left) ms")
        // The key's text is in no Redis key.
        let names = (try await redis.command(["KEYS", "*"]).elements ?? []).compactMap(\.string)
        #expect(names.allSatisfy { !$0.contains("item") })
        #expect(await store.statistics() == BattleNetCacheStatistics(entries: 1, bytes: encoded.count))

        // Replaced: counted once.
        let newer = sampleEntry(bodyBytes: 100, seed: 1)
        #expect(await store.store(newer, forKey: key).stored)
        #expect(await other.entry(forKey: key) == newer)
        #expect(await store.statistics() == BattleNetCacheStatistics(entries: 1, bytes: try #require(newer.encoded(key: key)).count))
        await store.removeEntry(forKey: key)
        #expect(await other.entry(forKey: key) == nil)
        #expect(await store.statistics() == BattleNetCacheStatistics(entries: 0, bytes: 0))
        await redis.close()
        await store.close()
        await other.close()
    }

    @Test func aValueCopiedToAnotherKeyOrDamagedReadsAsAMiss() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let store = cacheStore(server, maximumEntryBytes: 4096)
        let log = EventLog(store.events)
        let redis = server.connection()
        #expect(await store.store(sampleEntry(bodyBytes: 500), forKey: key).stored)
        let bytes = try #require(try await rawValue(redis, "bnet:test-cache:e:" + SHA256.hex(key)))

        // Another key's value.
        let otherKey = key.replacingOccurrences(of: "19019", with: "19020")
        try await setRaw(redis, "bnet:test-cache:e:" + SHA256.hex(otherKey), bytes)
        #expect(await store.entry(forKey: otherKey) == nil)
        // Truncated, a changed byte of the body, a changed length of the metadata, garbage, empty.
        for damaged in [Array(bytes.dropLast(10)), Array(bytes.prefix(20)), bytes.enumerated().map { $0.offset == bytes.count - 3 ? $0.element ^ 1 : $0.element },
                        bytes.enumerated().map { $0.offset == 14 ? $0.element ^ 1 : $0.element }, Array("not an entry".utf8), []] {
            try await setRaw(redis, "bnet:test-cache:e:" + SHA256.hex(key), damaged)
            #expect(await store.entry(forKey: key) == nil)
        }
        // A value over the read bound (written by someone else): a miss, and the store goes on.
        try await setRaw(redis, "bnet:test-cache:e:" + SHA256.hex(key), [UInt8](repeating: 0x41, count: 20_000))
        #expect(await store.entry(forKey: key) == nil)
        // Another type under the key (WRONGTYPE): a miss.
        try await redis.command(["DEL", "bnet:test-cache:e:" + SHA256.hex(key)])
        try await redis.command(["HSET", "bnet:test-cache:e:" + SHA256.hex(key), "a", "b"])
        #expect(await store.entry(forKey: key) == nil)
        try await redis.command(["DEL", "bnet:test-cache:e:" + SHA256.hex(key)])
        let entry = sampleEntry(bodyBytes: 200)
        #expect(await store.store(entry, forKey: key).stored)
        #expect(await store.entry(forKey: key) == entry)
        // A damaged or over-size value is a miss, not a lost Redis.
        #expect(await store.isReachable)
        #expect(log.all.isEmpty)
        await redis.close()
        await store.close()
    }

    @Test func anEntryOverTheEntryCapIsNotStored() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let store = cacheStore(server, maximumEntryBytes: 2048)
        let small = sampleEntry(bodyBytes: 100)
        #expect(await store.store(small, forKey: key).stored)
        let large = sampleEntry(bodyBytes: 4096)
        #expect(await store.store(large, forKey: key) == BattleNetCacheWrite(stored: false))
        // What was stored under the key is gone too: an older answer is not served after a newer one.
        #expect(await store.entry(forKey: key) == nil)
        let redis = server.connection()
        #expect(try await redis.command(["EXISTS", "bnet:test-cache:e:" + SHA256.hex(key)]).integer == 0)
        #expect(await store.statistics() == BattleNetCacheStatistics(entries: 0, bytes: 0))
        await redis.close()
        await store.close()
    }

    @Test func theBudgetEvictsTheOldestAndSkipsThoseAlreadyExpired() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let store = cacheStore(server, maximumBytes: 10_000, maximumEntryBytes: 4_000)
        let redis = server.connection()
        let keys = (0..<12).map { "item-\($0 < 10 ? "0" : "")\($0)" }
        var evicted = 0
        for (index, name) in keys.enumerated() {
            let write = await store.store(sampleEntry(bodyBytes: 1_500, seed: UInt8(index)), forKey: name)
            #expect(write.stored)
            evicted += write.evicted
            let held = await store.statistics()
            #expect(held.bytes <= 10_000, "\(held)")
            // Distinct write times, so that the oldest is well defined.
            try await Task.sleep(for: .milliseconds(3))
        }
        let held = await store.statistics()
        // Each encoding is about 1,750 bytes (the body's checksum is written in decimal): five fit.
        let sizes = try keys.indices.map { try #require(sampleEntry(bodyBytes: 1_500, seed: UInt8($0)).encoded(key: keys[$0])).count }
        #expect(held.entries == 5 && held.bytes == sizes.suffix(5).reduce(0, +), "\(held), \(sizes) bytes an entry")
        #expect(evicted == keys.count - held.entries)
        for name in keys.prefix(keys.count - held.entries) { #expect(await store.entry(forKey: name) == nil) }
        for name in keys.suffix(held.entries) { #expect(await store.entry(forKey: name) != nil) }

        // The oldest entry expires (as Redis's own expiry or maxmemory would remove it): the next write
        // forgets it without counting it as evicted.
        let oldest = try #require(keys.suffix(held.entries).first)
        try await redis.command(["DEL", "bnet:test-cache:e:" + SHA256.hex(oldest)])
        let write = await store.store(sampleEntry(bodyBytes: 1_500, seed: 99), forKey: "item-nw")
        #expect(write == BattleNetCacheWrite(stored: true, evicted: 0))
        let newSize = try #require(sampleEntry(bodyBytes: 1_500, seed: 99).encoded(key: "item-nw")).count
        #expect(await store.statistics() == BattleNetCacheStatistics(entries: 5, bytes: held.bytes - sizes[7] + newSize))
        // A larger one evicts two.
        let larger = await store.store(sampleEntry(bodyBytes: 3_000, seed: 98), forKey: "item-lg")
        #expect(larger.stored && larger.evicted == 2, "\(larger)")
        #expect(await store.statistics().bytes <= 10_000)
        await redis.close()
        await store.close()
    }

    @Test func twoProcessesMissingTogetherFetchOnce() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        // Locks of a minute: on a busy machine the holder may take seconds, and its lock must outlast it.
        let stores = [cacheStore(server, fillLock: .seconds(60)), cacheStore(server, fillLock: .seconds(60))]
        let entry = sampleEntry(bodyBytes: 300)
        let key = key
        let start = ContinuousClock.now
        let outcomes = await withTaskGroup(of: (holder: Bool, entry: BattleNetCacheEntry?, took: Duration).self) { group in
            for store in stores {
                group.addTask {
                    let filled = await store.beginFill(forKey: key)
                    let took = ContinuousClock.now - start
                    if filled == nil {
                        // The holder fetches (100 ms), stores and releases.
                        try? await Task.sleep(for: .milliseconds(100))
                        _ = await store.store(entry, forKey: key)
                        await store.endFill(forKey: key)
                        return (true, nil, took)
                    }
                    await store.endFill(forKey: key)
                    return (false, filled, took)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        print("fill lock: \(outcomes.map { "\($0.holder ? "holder" : "waiter") after \($0.took.seconds) s" })")
        let holders = outcomes.filter(\.holder)
        let waiters = outcomes.filter { !$0.holder }
        #expect(holders.count == 1 && waiters.count == 1)
        #expect(waiters.first?.entry == entry)
        #expect((waiters.first?.took ?? .zero) >= .milliseconds(90))
        #expect((waiters.first?.took ?? .seconds(99)) < .seconds(60), "the waiter was given the entry before its wait ran out")
        if RedisServer.strictTiming {
            #expect((holders.first?.took ?? .seconds(9)) < .milliseconds(100))
            #expect((waiters.first?.took ?? .seconds(9)) < .milliseconds(300))
        }
        let redis = server.connection()
        #expect(try await redis.command(["EXISTS", "bnet:test-cache:l:" + SHA256.hex(key)]).integer == 0)
        await redis.close()
        for store in stores { await store.close() }
    }

    /// A process that missed just before another stored the answer and released its lock takes the
    /// free lock and finds the answer there: it is given that entry, not sent to fetch it again.
    @Test func aLockTakenAfterAnotherFilledGivesWhatItStored() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let filler = cacheStore(server)
        let late = cacheStore(server)
        let entry = sampleEntry(bodyBytes: 200)
        #expect(await filler.beginFill(forKey: key) == nil)
        _ = await filler.store(entry, forKey: key)
        await filler.endFill(forKey: key)
        #expect(await late.beginFill(forKey: key) == entry)
        await late.endFill(forKey: key)
        let redis = server.connection()
        #expect(try await redis.command(["EXISTS", "bnet:test-cache:l:" + SHA256.hex(key)]).integer == 0)
        await redis.close()
        await filler.close()
        await late.close()
    }

    @Test func aHolderThatNeverEndsItsFillHoldsTheOthersUntilItsLockExpires() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        // The waiter's own lock lasts a minute: on a busy machine the test reads it before it expires.
        let dead = cacheStore(server, fillLock: .milliseconds(300))
        let waiter = cacheStore(server, fillLock: .seconds(60))
        let lockKey = "bnet:test-cache:l:" + SHA256.hex(key)
        // Timed from before the dead holder takes its lock, so a busy machine that delays the waiter
        // cannot shorten what is measured: the waiter goes on only once the 300 ms lock has expired.
        let start = ContinuousClock.now
        #expect(await dead.beginFill(forKey: key) == nil)
        let filled = await waiter.beginFill(forKey: key)
        let took = ContinuousClock.now - start
        print("a dead holder's lock (300 ms): the waiter went on \(took.seconds) s after it was taken")
        #expect(filled == nil)
        #expect(took >= .milliseconds(250))
        #expect(took < .seconds(60), "the waiter waits for the dead lock, not for its own")
        if RedisServer.strictTiming { #expect(took < .milliseconds(450)) }
        // The waiter took the expired lock over: the late holder's release leaves it alone.
        let redis = server.connection()
        let lockHolder = try await redis.get(lockKey)
        #expect(lockHolder != nil)
        await dead.endFill(forKey: key)
        #expect(try await redis.get(lockKey) == lockHolder)
        await waiter.endFill(forKey: key)
        #expect(try await redis.command(["EXISTS", lockKey]).integer == 0)
        await redis.close()
        await dead.close()
        await waiter.close()
    }

    @Test func withoutRedisEveryCallGoesOnAtOnce() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        server.stop()   // its port now refuses connections
        let store = cacheStore(server, timeout: .milliseconds(250))
        let log = EventLog(store.events)
        let start = ContinuousClock.now
        #expect(await store.entry(forKey: key) == nil)
        #expect(await store.store(sampleEntry(), forKey: key) == BattleNetCacheWrite(stored: false))
        #expect(await store.beginFill(forKey: key) == nil)
        await store.endFill(forKey: key)
        #expect(await store.statistics() == BattleNetCacheStatistics(entries: 0, bytes: 0))
        let failure = await #expect(throws: BattleNetError.self) { try await store.removeAll() }
        #expect(failure?.kind == .transport)
        let took = ContinuousClock.now - start
        print("Redis down: six store calls in \(took.seconds) s")
        // A hang guard here; the bound that shows the calls go on at once is the timing step's.
        #expect(took < .seconds(60))
        if RedisServer.strictTiming { #expect(took < .milliseconds(500)) }
        #expect(await !store.isReachable)
        #expect(await eventually(within: .seconds(60)) { log.all.count == 1 })
        #expect(log.all.first?.kind == .fallback)

        // A Redis that accepts and never answers: each call bounded by the timeout.
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { listener.close() }
        let silent = BattleNetRedisCacheStore(redis: RedisEndpoint(host: "127.0.0.1", port: listener.port), timeout: .milliseconds(250))
        let started = ContinuousClock.now
        #expect(await silent.entry(forKey: key) == nil)
        #expect(await silent.beginFill(forKey: key) == nil)
        let silentTook = ContinuousClock.now - started
        print("a Redis that never answers: two store calls in \(silentTook.seconds) s")
        #expect(silentTook >= .milliseconds(240) && silentTook < .seconds(60))
        if RedisServer.strictTiming { #expect(silentTook < .seconds(1)) }
    }

    @Test func removeAllRemovesOnlyThisNamespacesEntries() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let store = cacheStore(server, namespace: "bnet:test-cache")
        // A namespace that starts with this one's entry prefix, and a glob character in another.
        let nested = cacheStore(server, namespace: "bnet:test-cache:e")
        let globbed = cacheStore(server, namespace: "bnet:test-*")
        let redis = server.connection()
        try await redis.command(["SET", "bnet:fleet:other", "kept"])
        for index in 0..<1_200 { _ = await store.store(sampleEntry(bodyBytes: 20, seed: UInt8(index % 256)), forKey: "item-\(index)") }
        #expect(await nested.store(sampleEntry(), forKey: key).stored)
        #expect(await globbed.store(sampleEntry(), forKey: key).stored)
        #expect(await store.beginFill(forKey: "in-flight") == nil)
        #expect(await store.statistics().entries == 1_200)

        try await store.removeAll()
        #expect(await store.statistics() == BattleNetCacheStatistics(entries: 0, bytes: 0))
        let left = (try await redis.command(["KEYS", "bnet:test-cache:e:*"]).elements ?? []).compactMap(\.string)
        // What is left under that prefix is the nested namespace's: its entry and its bookkeeping.
        let nestedKeys = RedisCacheKeys(namespace: "bnet:test-cache:e")
        #expect(Set(left) == Set(nestedKeys.bookkeeping + [nestedKeys.entry(RedisCacheKeys.member(key))]), "\(left)")
        #expect(await nested.entry(forKey: key) != nil)
        #expect(await globbed.entry(forKey: key) != nil)
        #expect(try await redis.get("bnet:fleet:other") == "kept")
        // A fill in progress keeps its lock.
        #expect(try await redis.command(["EXISTS", "bnet:test-cache:l:" + SHA256.hex("in-flight")]).integer == 1)
        await store.endFill(forKey: "in-flight")
        // The namespace with a glob character empties itself alone.
        #expect(await store.store(sampleEntry(), forKey: key).stored)
        try await globbed.removeAll()
        #expect(await globbed.entry(forKey: key) == nil)
        #expect(await store.entry(forKey: key) != nil)
        await redis.close()
        for each in [store, nested, globbed] { await each.close() }
    }

    @Test func thePasswordIsNeverShown() async throws {
        let password = "cache-test-password-6b2d"
        let server = try await RedisServer(password: password)
        defer { server.stop() }
        let store = BattleNetRedisCacheStore(redis: server.endpoint, namespace: "bnet:test-cache", timeout: testRedisTimeout)
        #expect(await store.store(sampleEntry(), forKey: key).stored)
        var dumped = ""
        dump(store, to: &dumped)
        #expect(!dumped.contains(password) && !String(describing: store).contains(password))
        #expect(dumped.contains("bnet:test-cache"))
        await store.close()
    }
}

@Suite("Two clients sharing an HTTP cache in a real redis-server", .enabled(if: RedisServer.isUsable, RedisServer.skipMessage), .timeLimit(.minutes(3)))
struct RedisCacheClientTests {
    private static let item = Data(#"{"id":19019,"name":"Thunderfury, Blessed Blade of the Windseeker"}"#.utf8)

    /// A client on its own stub (answering the item with `cacheControl`) and its own store on `server`.
    private func client(_ server: RedisServer, cacheControl: String) async throws -> (BattleNetClient, StubTransport, BattleNetRedisCacheStore) {
        let stub = StubTransport()
        await stub.on(.get, "/data/wow/item/19019", headers: ["Cache-Control": cacheControl, "Content-Type": "application/json"], body: Self.item)
        let store = BattleNetRedisCacheStore(redis: server.endpoint, namespace: "bnet:test-cache", timeout: testRedisTimeout)
        let configuration = BattleNetConfiguration(region: .us, rateLimit: nil, retry: .none)
        let client = try BattleNetClient(
            configuration: configuration, tokens: FixedTokenProvider(), transport: stub, cache: BattleNetCache(store: store)
        )
        return (client, stub, store)
    }

    private let request = BattleNetRequest<Data>(path: "/data/wow/item/19019", namespace: .static)

    @Test func aPublicAnswerFetchedByOneClientIsServedToAnotherWithoutARequest() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let (first, firstStub, firstStore) = try await client(server, cacheControl: "public, max-age=86400")
        let (second, secondStub, secondStore) = try await client(server, cacheControl: "public, max-age=86400")
        let fetched = try await first.raw(request)
        #expect(fetched.cacheStatus == nil && fetched.body == Self.item)
        #expect(await firstStub.requests.count == 1)
        #expect(await secondStore.statistics().entries == 1)

        let served = try await second.raw(request)
        #expect(served.cacheStatus == .hit)
        #expect(served.body == Self.item)
        #expect(await secondStub.requests.isEmpty)
        // The token is in no key or value.
        let redis = server.connection()
        for name in (try await redis.command(["KEYS", "*"]).elements ?? []).compactMap(\.string) {
            #expect(!name.contains("fixed-test-token"))
            if name.contains(":e:") {
                let value = try await rawValue(redis, name) ?? []
                #expect(!String(decoding: value, as: UTF8.self).contains("fixed-test-token"))
            }
        }
        await redis.close()
        await first.shutdown()
        await second.shutdown()
        await firstStore.close()
        await secondStore.close()
    }

    @Test func anAnswerThatIsNotPublicIsNotShared() async throws {
        let server = try await RedisServer()
        defer { server.stop() }
        let (first, firstStub, firstStore) = try await client(server, cacheControl: "max-age=300")
        let (second, secondStub, secondStore) = try await client(server, cacheControl: "max-age=300")
        let fetched = try await first.raw(request)
        #expect(fetched.body == Self.item)
        #expect(await firstStub.requests.count == 1)
        #expect(await firstStore.statistics() == BattleNetCacheStatistics(entries: 0, bytes: 0))
        let redis = server.connection()
        #expect(try await redis.command(["KEYS", "bnet:test-cache:e:*"]).elements?.isEmpty == true)

        let again = try await second.raw(request)
        #expect(again.cacheStatus == nil)
        #expect(await secondStub.requests.count == 1)
        await redis.close()
        await first.shutdown()
        await second.shutdown()
        await firstStore.close()
        await secondStore.close()
    }
}
