import Foundation

/// An HTTP cache for a ``BattleNetClient``: answers Battle.net said were good for a while are served
/// again without a request, and stale ones are revalidated with a conditional request, as RFC 9111
/// says, for the directives Battle.net sends.
///
/// Battle.net's answers carry `Cache-Control: public, max-age=86400` on World of Warcraft's static
/// game data (30 s on a connected realm, 300 s on the WoW Token), `max-age=300` or `no-cache` on
/// StarCraft II profiles with an `ETag`, and `Last-Modified` on WoW's answers; Diablo III and
/// Hearthstone send no freshness. The cache follows what each answer says (see <doc:HTTPCaching>):
///
/// ```swift
/// let client = try BattleNetClient(credentials: credentials, region: .eu, cache: .memory())
/// let sword = try await client.wow.item(id: 19019)   // a request
/// let again = try await client.wow.item(id: 19019)   // no request: fresh for a day
/// ```
///
/// A client has no cache unless you give it one: an app that keeps its own store of models would
/// pay twice, and what may be kept (memory, disk, a fleet's Redis) is the app's decision.
public struct BattleNetCache: Sendable {
    /// Where answers are kept.
    public var store: any BattleNetCacheStore
    /// The policy of a call that does not choose one (``BattleNetRequest/cachePolicy(_:)``).
    public var policy: BattleNetCachePolicy
    /// How long past its freshness a stored answer may still be served when Battle.net answers a
    /// server error or cannot be reached (`stale-if-error`, RFC 5861); `nil` (the default) never
    /// serves a stale answer. A call can allow it with ``BattleNetRequest/staleIfError(upTo:)``.
    public var staleIfError: Duration?

    /// A cache on `store`.
    /// - Parameters:
    ///   - store: Where answers are kept: ``BattleNetMemoryCacheStore``, ``BattleNetFileCacheStore``,
    ///     or a store of your own (``BattleNetCacheStore``).
    ///   - policy: The policy of calls that choose none; ``BattleNetCachePolicy/use`` by default.
    ///   - staleIfError: How stale an answer may be served when Battle.net fails; none by default.
    public init(store: any BattleNetCacheStore, policy: BattleNetCachePolicy = .use, staleIfError: Duration? = nil) {
        self.store = store
        self.policy = policy
        self.staleIfError = staleIfError
    }

    /// A cache in memory, bounded by bytes and evicting the least recently used answers.
    /// - Parameter maximumBytes: The most body and header bytes kept (32 MiB by default).
    public static func memory(maximumBytes: Int = 32 << 20) -> BattleNetCache {
        BattleNetCache(store: BattleNetMemoryCacheStore(maximumBytes: maximumBytes))
    }
}

/// How one call uses the cache (RFC 9111 §5.2.1's request directives, as a policy).
///
/// ```swift
/// let fresh = try await client.raw(WoW.Endpoints.item(id: 19019).cachePolicy(.reload))
/// ```
public enum BattleNetCachePolicy: String, Sendable, Hashable, CaseIterable {
    /// Serve a fresh stored answer; revalidate a stale one; fetch and store otherwise.
    case use
    /// Revalidate a stored answer even while fresh (a conditional request, answered 304 when unchanged).
    case revalidate
    /// Fetch without looking at the store, and store the answer.
    case reload
    /// Serve only from the store, fresh or stale (``BattleNetCacheStatus/stale``), sending nothing;
    /// fail with ``BattleNetError/Kind-swift.struct/notCached`` when it holds no answer.
    case onlyIfCached
}

/// Where a call's answer came from, when the cache gave or confirmed it
/// (``BattleNetRawResponse/cacheStatus``).
public enum BattleNetCacheStatus: String, Sendable, Hashable {
    /// A fresh stored answer; nothing was sent.
    case hit
    /// A stored answer Battle.net confirmed unchanged (304 to a conditional request).
    case revalidated
    /// A stored answer past its freshness: Battle.net failed and the call allowed `stale-if-error`,
    /// or the call asked ``BattleNetCachePolicy/onlyIfCached``.
    case stale
}

/// One stored answer: its status, headers and body, and when it was fetched.
///
/// A store keeps entries as they are; the cache decides what is stored and whether an entry is fresh.
public struct BattleNetCacheEntry: Sendable, Hashable, Codable {
    /// The HTTP status (200).
    public var status: Int
    /// The answer's headers, without hop-by-hop fields.
    public var headers: [String: String]
    /// The body as received.
    public var body: Data
    /// When the request that fetched it left, by the client's clock.
    public var requestDate: Date
    /// When the answer arrived, by the client's clock.
    public var responseDate: Date
    /// The values the request had for the headers the answer's `Vary` names (lowercased names).
    public var varying: [String: String]

    /// An entry.
    /// - Parameters:
    ///   - status: The HTTP status.
    ///   - headers: The answer's headers.
    ///   - body: The body.
    ///   - requestDate: When the request left.
    ///   - responseDate: When the answer arrived.
    ///   - varying: The request's values of the headers `Vary` names.
    public init(status: Int, headers: [String: String], body: Data, requestDate: Date, responseDate: Date, varying: [String: String] = [:]) {
        self.status = status
        self.headers = headers
        self.body = body
        self.requestDate = requestDate
        self.responseDate = responseDate
        self.varying = varying
    }

    /// The bytes the entry occupies in a store's budget: its body and headers.
    public var cost: Int {
        headers.reduce(body.count) { $0 + $1.key.utf8.count + $1.value.utf8.count + 4 }
    }

    /// The entry as a store of bytes keeps it (a file, a Redis value): a format that names `key` and
    /// checks the body's length and checksum, so that ``init(encoded:key:)`` reads back only a whole
    /// entry written for that key. `nil` when the headers are too large for the format (1 MiB).
    ///
    /// ```swift
    /// if let bytes = entry.encoded(key: key) { try bytes.write(to: file) }
    /// let back = BattleNetCacheEntry(encoded: try Data(contentsOf: file), key: key)   // nil if damaged
    /// ```
    public func encoded(key: String) -> Data? { CacheEntryCoding.encode(self, key: key) }

    /// The entry in `data` when it is whole and was written for `key` by ``encoded(key:)``; `nil` for
    /// anything else (truncated, a changed byte, another key's, a size field past the data).
    public init?(encoded data: Data, key: String) {
        guard let entry = CacheEntryCoding.decode(data, key: key) else { return nil }
        self = entry
    }
}

/// What a store did with an entry it was given.
public struct BattleNetCacheWrite: Sendable, Hashable {
    /// Whether the entry was kept (an entry over the store's per-entry cap is not).
    public var stored: Bool
    /// How many other entries were evicted to make room.
    public var evicted: Int

    /// A write's outcome.
    public init(stored: Bool, evicted: Int = 0) {
        self.stored = stored
        self.evicted = evicted
    }
}

/// How full a store is.
public struct BattleNetCacheStatistics: Sendable, Hashable {
    /// How many entries it holds.
    public var entries: Int
    /// How many bytes they occupy.
    public var bytes: Int

    /// Statistics.
    public init(entries: Int, bytes: Int) {
        self.entries = entries
        self.bytes = bytes
    }
}

/// Where a ``BattleNetCache`` keeps answers, by key. A key never holds a token; it is made of the
/// method, the URL with its query, the namespace, the region and the transport, and for a store that
/// is not shared, the client id's digest.
///
/// A store never fails a call: an entry it cannot read (truncated, corrupt, another key's) is `nil`,
/// and an entry it cannot write is not stored.
public protocol BattleNetCacheStore: Sendable {
    /// Whether other OS users or other client ids read this store (a fleet's Redis): it then keeps
    /// only answers marked `public`, `s-maxage` or `must-revalidate` (RFC 9111 §3.5), under keys
    /// without the client id.
    var isShared: Bool { get }
    /// The entry stored under `key`, or `nil`.
    func entry(forKey key: String) async -> BattleNetCacheEntry?
    /// Stores `entry` under `key`, replacing what was there, and evicts others to stay in budget.
    func store(_ entry: BattleNetCacheEntry, forKey key: String) async -> BattleNetCacheWrite
    /// Removes the entry under `key`, if any.
    func removeEntry(forKey key: String) async
    /// Removes every entry.
    func removeAll() async throws
    /// How many entries and bytes the store holds.
    func statistics() async -> BattleNetCacheStatistics
    /// Called before a request for `key` is sent (the store held no fresh entry): a store shared by
    /// processes can make those that miss together ask once, by taking a fill lock and, when another
    /// process holds it, waiting until that one stored its answer or its lock expired. Returns the
    /// entry another process stored meanwhile (served when it is fresh), or `nil` to send the request.
    /// Every call is followed by one ``endFill(forKey:)``. By default, `nil` at once.
    func beginFill(forKey key: String) async -> BattleNetCacheEntry?
    /// Releases what ``beginFill(forKey:)`` took, after the answer was stored or the request failed.
    func endFill(forKey key: String) async
}

extension BattleNetCacheStore {
    /// No fill lock: every process that misses sends its request.
    public func beginFill(forKey key: String) async -> BattleNetCacheEntry? { nil }
    /// Nothing to release.
    public func endFill(forKey key: String) async {}
}

/// A store in memory for one process, bounded by bytes, evicting the least recently used entries.
///
/// ```swift
/// let cache = BattleNetCache(store: BattleNetMemoryCacheStore(maximumBytes: 64 << 20))
/// ```
public final class BattleNetMemoryCacheStore: BattleNetCacheStore, @unchecked Sendable {
    // `@unchecked Sendable`: every mutable property is touched only under `lock`. A lock rather than
    // an actor: a hit is a dictionary lookup, cheaper than a hop to an actor's executor.
    /// The most bytes kept (bodies and headers).
    public let maximumBytes: Int
    /// The largest entry kept; a larger one is not stored.
    public let maximumEntryBytes: Int
    private let lock = NSLock()
    private var entries: [String: (entry: BattleNetCacheEntry, cost: Int, used: UInt64)] = [:]
    private var bytes = 0
    private var uses: UInt64 = 0

    /// A store of at most `maximumBytes`.
    /// - Parameters:
    ///   - maximumBytes: The total budget (32 MiB by default).
    ///   - maximumEntryBytes: The largest entry kept; a quarter of the budget by default.
    public init(maximumBytes: Int = 32 << 20, maximumEntryBytes: Int? = nil) {
        self.maximumBytes = max(0, maximumBytes)
        self.maximumEntryBytes = max(0, min(maximumEntryBytes ?? maximumBytes / 4, maximumBytes))
    }

    public var isShared: Bool { false }

    public func entry(forKey key: String) async -> BattleNetCacheEntry? {
        lock.withLock {
            guard var slot = entries[key] else { return nil }
            uses &+= 1
            slot.used = uses
            entries[key] = slot
            return slot.entry
        }
    }

    public func store(_ entry: BattleNetCacheEntry, forKey key: String) async -> BattleNetCacheWrite {
        let cost = entry.cost + key.utf8.count
        return lock.withLock {
            remove(key)
            guard cost <= maximumEntryBytes else { return BattleNetCacheWrite(stored: false) }
            var evicted = 0
            while bytes + cost > maximumBytes, let oldest = entries.min(by: { $0.value.used < $1.value.used })?.key {
                remove(oldest)
                evicted += 1
            }
            uses &+= 1
            entries[key] = (entry, cost, uses)
            bytes += cost
            return BattleNetCacheWrite(stored: true, evicted: evicted)
        }
    }

    public func removeEntry(forKey key: String) async {
        lock.withLock { remove(key) }
    }

    public func removeAll() async {
        lock.withLock {
            entries = [:]
            bytes = 0
        }
    }

    public func statistics() async -> BattleNetCacheStatistics {
        lock.withLock { BattleNetCacheStatistics(entries: entries.count, bytes: bytes) }
    }

    /// The keys held (tests).
    package func keysForTesting() -> [String] { lock.withLock { entries.keys.sorted() } }

    /// Removes `key`'s entry (under `lock`).
    private func remove(_ key: String) {
        guard let old = entries.removeValue(forKey: key) else { return }
        bytes -= old.cost
    }
}

/// A store that keeps a streamed answer (``BattleNetClient/rawStream(_:)``: a region's commodities, a
/// connected realm's auctions) as it is read, and serves it back in chunks, never whole in memory:
/// ``BattleNetFileCacheStore``. Streamed calls pass by a cache whose store is not one.
public protocol BattleNetStreamingCacheStore: BattleNetCacheStore {
    /// The entry under `key` with its body as a stream, or `nil`. The entry's ``BattleNetCacheEntry/body`` is empty.
    func streamedEntry(forKey key: String) async -> (head: BattleNetCacheEntry, body: HTTPBodyStream)?
    /// A writer for an entry under `key` whose body arrives in chunks, or `nil` when none can be
    /// written now. The entry replaces the one under `key` only when the writer finishes.
    func streamWriter(forKey key: String, head: BattleNetCacheEntry) async -> (any BattleNetCacheStreamWriter)?
}

/// Writes one streamed entry as its chunks arrive (``BattleNetStreamingCacheStore``).
public protocol BattleNetCacheStreamWriter: AnyObject, Sendable {
    /// Adds a chunk of the body; `false` once the entry cannot be kept (over the store's per-entry
    /// cap, a write that failed), after which the writer has dropped what it wrote.
    func append(_ chunk: Data) -> Bool
    /// Stores the entry, now that the whole body was written.
    func finish() async -> BattleNetCacheWrite
    /// Drops what was written (the body broke off, or its reader stopped). Does nothing after ``finish()``.
    func abandon()
}
