import BattleNetCore
import Foundation

/// An HTTP cache store in Redis, shared by a fleet of processes: each shareable Battle.net document is
/// fetched once by the fleet, and read from Redis by every other process.
///
/// ```swift
/// var redis = try RedisEndpoint(url: "redis://10.0.0.5:6379/0")
/// redis.password = ProcessInfo.processInfo.environment["BNET_REDIS_PASSWORD"]
/// let store = BattleNetRedisCacheStore(redis: redis, maximumBytes: 512 << 20)
/// let client = try BattleNetClient(configuration: .init(region: .eu), tokens: manager, cache: BattleNetCache(store: store))
/// let sword = try await client.wow.item(id: 19019)   // one request for the whole fleet, for a day
/// ```
///
/// **What is shared**: the store is shared (``isShared``), so the cache keeps in it only answers
/// marked `public`, `s-maxage` or `must-revalidate` (World of Warcraft's game data is
/// `public, max-age=86400`), never a `private` one, and under keys without the client id: every client
/// id of the fleet reads them. Calls with a user's token, streamed calls and conditional calls pass by
/// the cache. A stored entry is the answer's status, headers and body and when it was fetched; it
/// never holds a token, an `Authorization` header or the client id.
///
/// **Keys**: `<namespace>:e:<H>` for an entry, `H` the 64 hex digits of a SHA-256 of the cache key
/// (the URL never names a Redis key), `<namespace>:l:<H>` for its fill lock, and
/// `<namespace>:sizes`, `<namespace>:times` and `<namespace>:total` for the bookkeeping of the budget.
/// The value is the entry's checked encoding (`BattleNetCacheEntry.encoded(key:)`), stored as bytes:
/// a value that is truncated, corrupt, or written for another key reads back as a miss.
///
/// **Caps**: an entry whose encoding is over ``maximumEntryBytes`` (1 MiB) is not stored
/// (`BattleNetCacheWrite.stored` is `false`), and a read takes at most that many bytes (and a small
/// margin) from Redis. Each write runs a Lua script that stores the value with an expiry of
/// ``retention`` (7 days), records its size and write time, and evicts the oldest entries while the
/// namespace's total would pass ``maximumBytes`` (256 MiB); ``statistics()`` reads that bookkeeping.
/// Entries expire on their own after ``retention``, however fresh Battle.net said they were. The
/// budget counts values only; Redis's own memory use is larger: set `maxmemory` (with an eviction
/// policy such as `volatile-lru`) on the Redis too, since this store cannot see what else it holds.
///
/// **Fill lock**: when several processes miss the same document together, the first takes a lock
/// (`SET <namespace>:l:<H> <random token> NX PX fillLock`) and sends its request; the others poll
/// Redis every 25 to 50 ms for the entry it stores, and serve it. The holder releases its lock after
/// storing the answer, or after its request failed (compare-and-delete: only its own token). When
/// the lock goes without an entry (the holder's request failed, or its process died and the lock
/// expired after ``fillLock``), one waiter takes it and sends the request; a waiter that has seen
/// neither after ``fillLock`` sends its own.
///
/// **Failure**: the store never fails a call. A command that does not finish within ``timeout``
/// (250 ms), a Redis that refuses or answers an error, a reply over the cap, a value that does not
/// decode: a read is a miss, a write stores nothing, and a fill sends its request at once. After a
/// failed connect, commands fail at once for half a second instead of trying again. It says once
/// through ``events`` that it cannot use Redis (a `BattleNetEvent` of kind `.fallback`), and once more
/// when Redis answers again.
///
/// **Security**: the values are public Battle.net documents, readable by anyone with access to this
/// Redis; anyone who can write to it can hand the fleet answers of their own. Keep the Redis private,
/// with a password, as for ``FleetLimiter``. The password is never part of a description or `dump`.
///
/// A single Redis primary (Redis 5 or later), given by address or found through Redis Sentinel
/// (``RedisSentinel``); Redis Cluster is not supported (eviction deletes keys the script names itself).
public actor BattleNetRedisCacheStore: BattleNetCacheStore, CustomReflectable {
    /// What every Redis key of this store starts with (`bnet:cache` by default): stores with the same
    /// namespace on the same Redis share their entries and their budget.
    public nonisolated let namespace: String
    /// The most bytes of values the namespace keeps; the oldest entries are evicted past it.
    public nonisolated let maximumBytes: Int
    /// The largest encoded entry stored and read; a larger answer is not shared.
    public nonisolated let maximumEntryBytes: Int
    /// How long an entry stays in Redis after it was written, fresh or not.
    public nonisolated let retention: Duration
    /// The longest each Redis command may take before the store goes on without it.
    public nonisolated let timeout: Duration
    /// How long a fill lock holds before it expires on its own, and how long a process waits for
    /// another one's answer.
    public nonisolated let fillLock: Duration
    /// Where the store says that it cannot use Redis (calls then go to Battle.net without the cache)
    /// and that it uses Redis again (kind `.fallback`).
    public nonisolated let events: BattleNetEventSource?

    private let connection: RedisConnection
    private let redisName: String
    private let keys: RedisCacheKeys
    private let source = BattleNetEventSource()
    /// The bound of a read's reply: the largest entry, its bulk string header and CRLF.
    private let readBound: Int
    /// The tokens of the fill locks this store holds, by cache key.
    private var held: [String: String] = [:]
    private var isCutOff = false

    /// A store in `redis`. Nothing is sent until the first call.
    /// - Parameters:
    ///   - redis: The fleet's Redis: address, database, ACL user and password.
    ///   - namespace: What every key starts with (`bnet:cache`); give another one to keep caches apart.
    ///   - maximumBytes: The namespace's budget of values (256 MiB); the oldest entries are evicted past it.
    ///   - maximumEntryBytes: The largest encoded entry stored (1 MiB, at most `maximumBytes`).
    ///   - retention: How long an entry stays in Redis (7 days, at least 1 ms).
    ///   - timeout: The longest each Redis command may take (250 ms).
    ///   - fillLock: How long a fill lock holds, and how long others wait for its holder's answer (10 s).
    ///     Make it longer than a request to Battle.net takes.
    public init(
        redis: RedisEndpoint, namespace: String = "bnet:cache", maximumBytes: Int = 256 << 20,
        maximumEntryBytes: Int = 1 << 20, retention: Duration = .seconds(7 * 86_400),
        timeout: Duration = .milliseconds(250), fillLock: Duration = .seconds(10)
    ) {
        // Lua counts bytes in doubles: exact up to 2^53.
        self.maximumBytes = min(max(0, maximumBytes), 1 << 53)
        self.maximumEntryBytes = min(max(0, maximumEntryBytes), self.maximumBytes)
        self.namespace = namespace
        self.retention = max(retention, .milliseconds(1))
        self.timeout = max(timeout, .milliseconds(1))
        self.fillLock = max(fillLock, .milliseconds(1))
        readBound = self.maximumEntryBytes + 64
        keys = RedisCacheKeys(namespace: namespace)
        events = source
        connection = RedisConnection(endpoint: redis, timeout: self.timeout, reconnectDelay: .milliseconds(500))
        redisName = redis.description
    }

    /// The Redis, the namespace and the caps; never the password.
    public nonisolated var customMirror: Mirror {
        Mirror(self, children: [
            "redis": redisName, "namespace": namespace, "maximumBytes": maximumBytes,
            "maximumEntryBytes": maximumEntryBytes, "retention": retention, "fillLock": fillLock,
        ])
    }

    /// `true`: every client id and process using this Redis reads the entries, so the cache keeps
    /// only answers Battle.net marked as shareable, under keys without the client id.
    public nonisolated var isShared: Bool { true }

    /// Whether the last command reached Redis (`true` before the first).
    public var isReachable: Bool { !isCutOff }

    /// Closes the connection to Redis; a later call opens another.
    public func close() async {
        await connection.close()
    }

    // MARK: BattleNetCacheStore

    /// The entry stored under `key` by any process of the fleet, or `nil`: also when Redis cannot be
    /// used within ``timeout``, when the value is over ``maximumEntryBytes``, or when it is not a whole
    /// entry written for `key`.
    ///
    /// ```swift
    /// let entry = await store.entry(forKey: key)   // nil: a miss, whatever the reason
    /// ```
    /// - Parameter key: The cache's key (its text is hashed; never sent).
    /// - Returns: The entry, or `nil`; never an error.
    public func entry(forKey key: String) async -> BattleNetCacheEntry? {
        do throws(RedisError) {
            let entry = try await read(key, member: RedisCacheKeys.member(key))
            reached()
            return entry
        } catch {
            lost(error)
            return nil
        }
    }

    /// Stores `entry` under `key` for every process of the fleet, for ``retention``, and evicts the
    /// oldest entries while the namespace would pass ``maximumBytes``.
    ///
    /// An entry whose encoding is over ``maximumEntryBytes`` is not stored (and what was stored under
    /// `key` is removed); nor is one when Redis cannot be used within ``timeout``.
    ///
    /// ```swift
    /// let write = await store.store(entry, forKey: key)
    /// if !write.stored { print("not shared") }
    /// ```
    /// - Parameters:
    ///   - entry: The answer to keep.
    ///   - key: The cache's key.
    /// - Returns: Whether it was stored, and how many other entries were evicted; never an error.
    public func store(_ entry: BattleNetCacheEntry, forKey key: String) async -> BattleNetCacheWrite {
        let member = RedisCacheKeys.member(key)
        guard let data = entry.encoded(key: key), data.count <= maximumEntryBytes else {
            await removeEntry(forKey: key)
            return BattleNetCacheWrite(stored: false)
        }
        do throws(RedisError) {
            let reply = try await connection.evaluate(
                RedisCacheScript.store, keys: keys.bookkeeping + [keys.entry(member)],
                byteArguments: [
                    [UInt8](data), Array(Self.milliseconds(retention).utf8), Array(String(maximumBytes).utf8),
                    Array(member.utf8), Array(keys.entryPrefix.utf8),
                ]
            )
            guard let values = reply.elements, values.count == 2, values[0].integer == 1,
                  let count = values[1].integer, count >= 0, let evicted = Int(exactly: count) else {
                throw RedisError(.protocolViolation, message: "the cache's store script answered something else than its reply")
            }
            reached()
            return BattleNetCacheWrite(stored: true, evicted: evicted)
        } catch {
            lost(error)
            return BattleNetCacheWrite(stored: false)
        }
    }

    /// Removes the entry under `key` and its bookkeeping, for every process of the fleet; nothing when
    /// Redis cannot be used.
    ///
    /// ```swift
    /// await store.removeEntry(forKey: key)
    /// ```
    /// - Parameter key: The cache's key.
    public func removeEntry(forKey key: String) async {
        let member = RedisCacheKeys.member(key)
        do throws(RedisError) {
            try await connection.evaluate(RedisCacheScript.remove, keys: keys.bookkeeping + [keys.entry(member)], arguments: [member])
            reached()
        } catch {
            lost(error)
        }
    }

    /// Removes every entry of this ``namespace`` and its bookkeeping; other keys of the Redis (other
    /// namespaces, the fleet's quota and token) and fill locks in use are left alone.
    ///
    /// The entries are found with `SCAN MATCH` (1000 keys a step, at most 100,000 steps) and deleted
    /// with `DEL`, 500 at a time; each command waits at most ``timeout``. An entry another process
    /// writes meanwhile may survive.
    ///
    /// ```swift
    /// try await store.removeAll()
    /// ```
    /// - Throws: `BattleNetError` `.transport` when Redis cannot be reached or does not answer in time
    ///   (some entries may remain), `.invalidConfiguration` when it refuses (an ACL user without the
    ///   rights to `SCAN` or `DEL`).
    public func removeAll() async throws(BattleNetError) {
        do throws(RedisError) {
            try await emptyNamespace()
            reached()
        } catch {
            lost(error)
            throw BattleNetError(
                error.isConnectionFailure ? .transport : .invalidConfiguration,
                message: "cannot empty the HTTP cache \(namespace) at \(redisName): \(error)"
            )
        }
    }

    /// How many entries and bytes of values the namespace holds, for every process of the fleet, by
    /// its bookkeeping (after forgetting the oldest entries that expired); zero when Redis cannot be used.
    ///
    /// ```swift
    /// let held = await store.statistics()
    /// print("\(held.entries) entries, \(held.bytes) bytes")
    /// ```
    /// - Returns: The entries and bytes; never an error.
    public func statistics() async -> BattleNetCacheStatistics {
        do throws(RedisError) {
            let reply = try await connection.evaluate(RedisCacheScript.statistics, keys: keys.bookkeeping, arguments: [keys.entryPrefix])
            guard let values = reply.elements, values.count == 2,
                  let count = values[0].integer, count >= 0, let entries = Int(exactly: count),
                  let total = values[1].integer, total >= 0, let bytes = Int(exactly: total) else {
                throw RedisError(.protocolViolation, message: "the cache's statistics script answered something else than its reply")
            }
            reached()
            return BattleNetCacheStatistics(entries: entries, bytes: bytes)
        } catch {
            lost(error)
            return BattleNetCacheStatistics(entries: 0, bytes: 0)
        }
    }

    /// Takes the fill lock of `key`, or waits for the process that holds it.
    ///
    /// When this store takes the lock (`SET … NX PX` with a random token), it returns what is stored
    /// under `key` then (another process may have filled it just before), or `nil`: the caller serves
    /// a fresh entry, or sends its request, stores the answer and calls ``endFill(forKey:)``. When another
    /// process holds it, it polls Redis every 25 to 50 ms, for at most ``fillLock``: it returns the
    /// entry as soon as one is stored, and `nil` when the lock went without one and this store took it
    /// over, or when the wait ran out with neither. When Redis cannot be used, `nil` at once.
    ///
    /// ```swift
    /// if let filled = await store.beginFill(forKey: key) { serve(filled) } else { await fetchAndStore() }
    /// await store.endFill(forKey: key)
    /// ```
    /// - Parameter key: The cache's key.
    /// - Returns: The entry another process stored meanwhile, or `nil` to send the request; never an error.
    public func beginFill(forKey key: String) async -> BattleNetCacheEntry? {
        let member = RedisCacheKeys.member(key)
        let token = UUID().uuidString.lowercased()
        let deadline = ContinuousClock.now + fillLock
        do {
            if try await takeLock(member, token: token) {
                held[key] = token
                // Another process may have stored the answer and released its lock between this
                // caller's miss and the lock: what it stored is served (when fresh) instead of a second fetch.
                return try await read(key, member: member)
            }
            while true {
                let now = ContinuousClock.now
                guard now < deadline else { break }
                try await Task.sleep(for: min(.milliseconds(Int.random(in: 25...50)), deadline - now))
                if let entry = try await read(key, member: member) {
                    reached()
                    return entry
                }
                if try await takeLock(member, token: token) {
                    held[key] = token
                    return try await read(key, member: member)
                }
            }
            let entry = try await read(key, member: member)
            reached()
            return entry
        } catch let error as RedisError {
            lost(error)
            return nil
        } catch {
            // Cancelled while waiting: the caller goes on (and sees its cancellation there).
            return nil
        }
    }

    /// Releases the fill lock of `key` if this store holds it and it still holds this store's token
    /// (compare-and-delete): a lock that expired and was taken by another process stays theirs.
    ///
    /// ```swift
    /// await store.endFill(forKey: key)
    /// ```
    /// - Parameter key: The cache's key.
    public func endFill(forKey key: String) async {
        guard let token = held.removeValue(forKey: key) else { return }
        do throws(RedisError) {
            try await connection.evaluate(RedisCacheScript.release, keys: [keys.lock(RedisCacheKeys.member(key))], arguments: [token])
            reached()
        } catch {
            lost(error)
        }
    }

    // MARK: Steps

    /// `GET` of the entry, at most ``readBound`` bytes: the entry when the value is one written for
    /// `key`; `nil` when there is none, it does not decode, or it is over the bound.
    private func read(_ key: String, member: String) async throws(RedisError) -> BattleNetCacheEntry? {
        let reply: RESPValue
        do throws(RedisError) {
            reply = try await connection.command(
                bytes: [Array("GET".utf8), Array(keys.entry(member).utf8)], maximumReplyBytes: readBound
            )
        } catch where error.reason == .protocolViolation || error.code == "WRONGTYPE" {
            // A value over the bound (the connection closed at it), or a key of another type: a miss,
            // not a lost Redis.
            return nil
        }
        guard case .bulk(let bytes?) = reply else { return nil }
        return BattleNetCacheEntry(encoded: Data(bytes), key: key)
    }

    /// `SET lock token NX PX fillLock`: whether this store took the lock.
    private func takeLock(_ member: String, token: String) async throws(RedisError) -> Bool {
        let reply = try await connection.command(["SET", keys.lock(member), token, "NX", "PX", Self.milliseconds(fillLock)])
        if reply.isNil { return false }
        guard reply.string == "OK" else { throw RedisError(.protocolViolation, message: "SET NX was answered \(reply)") }
        return true
    }

    /// Deletes the bookkeeping, then every entry key `SCAN` finds (the bookkeeping first: an entry
    /// written meanwhile is then counted, never held outside the budget).
    private func emptyNamespace() async throws(RedisError) {
        try await connection.command(["DEL"] + keys.bookkeeping)
        var cursor = "0"
        var steps = 0
        repeat {
            guard steps < 100_000 else {
                throw RedisError(.timedOut, message: "SCAN did not finish in 100,000 steps")
            }
            steps += 1
            let reply = try await connection.command(["SCAN", cursor, "MATCH", keys.entryPattern, "COUNT", "1000"])
            guard let parts = reply.elements, parts.count == 2, let next = parts[0].string, UInt64(next) != nil,
                  let names = parts[1].elements else {
                throw RedisError(.protocolViolation, message: "SCAN was answered something else than a cursor and keys")
            }
            let found = names.compactMap(\.string).filter(keys.isEntry)
            var start = 0
            while start < found.count {
                let end = min(start + 500, found.count)
                try await connection.delete(Array(found[start..<end]))
                start = end
            }
            cursor = next
        } while cursor != "0"
    }

    /// Whole milliseconds of `duration`, at least 1.
    private static func milliseconds(_ duration: Duration) -> String { String(max(1, duration.microseconds / 1000)) }

    // MARK: Failure

    /// Redis answered: after a failure, said once.
    private func reached() {
        guard isCutOff else { return }
        isCutOff = false
        say("the HTTP cache uses the fleet's Redis at \(redisName) again")
    }

    /// Redis could not be used: said once, until it answers again.
    private func lost(_ error: RedisError) {
        guard !isCutOff else { return }
        isCutOff = true
        say("the HTTP cache cannot use the fleet's Redis at \(redisName) (\(error)); calls go to Battle.net without it until it answers again")
    }

    /// A `.fallback` event with `message` (built only when someone listens). Never a password.
    private func say(_ message: @autoclosure () -> String) {
        source.emit {
            var event = BattleNetEvent(.fallback)
            event.message = message()
            return event
        }
    }
}
