import BattleNetCore
import Foundation

/// One client-credentials token per client id for a whole fleet of processes, shared through Redis:
/// a `ClientTokenCoordinator` for `AuthenticationManager`.
///
/// Without it, every process of a fleet asks Battle.net for its own client token, at start and at
/// every renewal. With it, the managers of every process share one:
///
/// ```swift
/// var redis = try RedisEndpoint(url: "redis://10.0.0.5:6379/0")
/// redis.password = ProcessInfo.processInfo.environment["BNET_REDIS_PASSWORD"]
/// let tokens = try FleetTokenCoordinator(redis: redis)
/// let manager = AuthenticationManager(credentials: credentials, clientTokenCoordinator: tokens)
/// let client = try BattleNetClient(configuration: .init(region: .eu), tokens: manager)
/// ```
///
/// **How**: a manager that needs a client token (the first, a renewal, a replacement after a 401)
/// asks Redis, in one Lua script, for the shared token, or, when there is none (or only the one being
/// replaced), for the renewal lock (`SET … NX PX`, expiring after ``lockExpiry``). The member that
/// takes the lock makes the OAuth request itself and shares the token; the others poll (every 10 ms,
/// backing off to 100 ms) and read it. The token is kept for its lifetime less ``margin`` (at most
/// half of it), measured on Redis's clock, so the shared token is gone when renewals are due, and a
/// process that starts late never gets a token about to expire.
///
/// **A 401**: the manager reports the rejected token and the coordinator removes the shared one only
/// if it is still that value (compare-and-delete in a script): a newer token another member already
/// shared survives a late report.
///
/// **Failure**: no call is blocked past a bounded wait. A lock holder that died (its process killed
/// mid-request) blocks the others until the lock expires, then one of them takes it. A waiter that
/// still has no token after ``lockExpiry`` plus a second fetches its own. When Redis cannot be used
/// (refused, no answer within `timeout`, an error reply such as a wrong password), the process fetches
/// its own token and says so once through ``events`` (a `BattleNetEvent` of kind `.fallback`, which
/// the manager and its clients deliver with their own events), and once more when Redis answers again.
///
/// **Security**: anyone who can read this Redis can read the token and spend the client id's quota
/// (and anyone who can write to it can hand the fleet a token of their own). The coordinator therefore
/// refuses an endpoint without a password, and one whose Sentinels have no password unless the
/// primaries are pinned (``RedisSentinel/primaries``: a Sentinel is trusted as much as the primary).
/// The Redis must be private (a firewalled network or loopback, a password, an ACL user limited to
/// `bnet:*` keys). The token is plain text in Redis, so it also shows wherever Redis shows its
/// commands or data: `MONITOR`, the RDB and AOF files, the replicas, and the slowlog when a command is
/// slow; keep `MONITOR`, `SLOWLOG`, `CONFIG` and other users' keys out of reach of every other ACL
/// user (see the BattleNetRedis article). The keys are named by a
/// SHA-256 over the OAuth host, the client id, the secret and the API hosts the token may be sent to
/// (`bnet:token:{H}:value`,
/// `bnet:token:{H}:lock`), never the id or the secret themselves; another secret names other keys.
/// The token is never part of an error, a description, `dump` or an event.
///
/// A single Redis primary, given by address (`redis://`) or found through Redis Sentinel
/// (`redis-sentinel://…#masterName`, ``RedisSentinel``), followed through a failover; Redis Cluster is
/// not supported. TLS (`rediss://`) works on Apple platforms, through Network.framework with the
/// system's trust; on Linux a `rediss://` endpoint is never connected to
/// (``RedisEndpoint/isTLSAvailable``): each process fetches its own token and the `.fallback` event
/// says why.
public actor FleetTokenCoordinator: ClientTokenCoordinator, CustomReflectable {
    /// How long the renewal lock holds before it expires on its own: how long the others wait for a
    /// member whose process died while it was fetching (10 s by default).
    public nonisolated let lockExpiry: Duration
    /// How long before the token's expiry it stops being shared (5 minutes by default, at most half its
    /// lifetime): match it to the managers' `renewalMargin`.
    public nonisolated let margin: Duration
    /// This member's id in the lock: a random UUID per coordinator.
    public nonisolated let member: String
    /// Where the coordinator says that it cannot use Redis and that the process fetches its own token,
    /// and that it shares the fleet's token again (kind `.fallback`); the manager using it and the
    /// manager's clients deliver these with their own events.
    public nonisolated let events: BattleNetEventSource?

    private let connection: RedisConnection
    private let redisName: String
    private let longestPoll: Duration
    private let source = BattleNetEventSource()
    private var isCutOff = false

    /// Tokens this member fetched and shared as the lock holder.
    package private(set) var fetchedForFleet = 0
    /// Shared tokens read from Redis.
    package private(set) var readFromFleet = 0
    /// Tokens this member fetched on its own (Redis unusable, or the lock held too long).
    package private(set) var fetchedAlone = 0

    /// A coordinator sharing client tokens through `redis`. Nothing is sent until a manager asks for a
    /// token.
    /// - Parameters:
    ///   - redis: The fleet's Redis: address, database, ACL user and password (required).
    ///   - lockExpiry: How long the renewal lock holds: the longest the others wait for a member that
    ///     died while fetching (10 s). Make it longer than a token request takes.
    ///   - margin: How long before the token's expiry it stops being shared (5 minutes, at most half
    ///     its lifetime): the managers' `renewalMargin`.
    ///   - timeout: The longest a step waits for Redis before the process fetches its own token (250 ms).
    /// - Throws: `BattleNetError` `.invalidConfiguration` when `redis` has no password (anyone who can
    ///   read the Redis could spend the client id's quota with the token), or names its primary through
    ///   Sentinels that have no password while no primary is pinned (``RedisSentinel/primaries``):
    ///   whoever reaches such a Sentinel could name a server of their own and be sent the token.
    public init(
        redis: RedisEndpoint, lockExpiry: Duration = .seconds(10), margin: Duration = .seconds(300),
        timeout: Duration = .milliseconds(250)
    ) throws(BattleNetError) {
        try self.init(redis: redis, lockExpiry: lockExpiry, margin: margin, timeout: timeout, longestPoll: .milliseconds(100))
    }

    /// A coordinator polling at most `longestPoll` apart (tests shorten it).
    package init(
        redis: RedisEndpoint, lockExpiry: Duration, margin: Duration, timeout: Duration, longestPoll: Duration
    ) throws(BattleNetError) {
        guard let password = redis.password, !password.isEmpty else {
            throw BattleNetError(
                .invalidConfiguration,
                message: "the fleet's client token is kept in Redis only behind a password, since anyone who can read it can spend the client id's quota: give \(redis) a password (requirepass, or an ACL user) and set BNET_REDIS_PASSWORD or BNET_REDIS_PASSWORD_FILE (RedisEndpoint.password)"
            )
        }
        if let refusal = redis.sentinel?.refusalForAPrimaryWithAPassword {
            throw BattleNetError(.invalidConfiguration, message: "the fleet's client token is not shared: \(refusal)")
        }
        self.lockExpiry = max(lockExpiry, .milliseconds(1))
        self.margin = max(margin, .zero)
        self.longestPoll = max(longestPoll, .milliseconds(1))
        member = UUID().uuidString.lowercased()
        events = source
        connection = RedisConnection(endpoint: redis, timeout: timeout, reconnectDelay: .milliseconds(500))
        redisName = redis.description
    }

    /// The Redis, the lock's expiry and the margin; never the password or a token.
    public nonisolated var customMirror: Mirror {
        Mirror(self, children: ["redis": redisName, "member": member, "lockExpiry": lockExpiry, "margin": margin])
    }

    /// Whether the last step reached Redis (`true` before the first).
    public var isSharing: Bool { !isCutOff }

    /// Closes the connection to Redis; a later call opens another.
    public func close() async {
        await connection.close()
    }

    // MARK: ClientTokenCoordinator

    /// The fleet's token for `key`, unless it is `replacing`; otherwise the renewal lock is taken and
    /// `fetch` called (its token shared), or another member's token awaited (a bounded wait).
    /// - Parameters:
    ///   - key: The manager's name for the credentials (a SHA-256 over the OAuth host, the client id,
    ///     the secret and the API hosts the token may be sent to); the Redis keys hold only a hash of it.
    ///   - replacing: The token the manager wants replaced; the shared token is returned only when it
    ///     is another one.
    ///   - fetch: The manager's own token request, called at most once.
    /// - Returns: The token, with its expiry as Redis counts it.
    /// - Throws: What `fetch` throws, or `CancellationError`; never a Redis failure (the process then
    ///   fetches its own token).
    public func clientToken(
        forKey key: String, replacing: AccessToken?, fetch: @escaping @Sendable () async throws -> AccessToken
    ) async throws -> AccessToken {
        let keys = FleetTokenKeys(key: key)
        let started = ContinuousClock.now
        let deadline = started + lockExpiry + .seconds(1)
        var pause = Duration.milliseconds(10)
        while true {
            let step: Step
            do {
                step = try await acquire(keys, replacing: replacing?.value)
            } catch {
                lost(error)
                fetchedAlone += 1
                return try await fetch()
            }
            reached()
            switch step {
            case .shared(let token):
                readFromFleet += 1
                return token
            case .locked:
                return try await fetchForFleet(keys, fetch)
            case .held(let lockLeft):
                let now = ContinuousClock.now
                guard now < deadline else {
                    let waited = String(format: "%.1f", Double((now - started).microseconds) / 1e6)
                    say("waited \(waited) s for another member of the fleet at \(redisName) to share a client token; this process fetches its own")
                    fetchedAlone += 1
                    return try await fetch()
                }
                // Poll again soon, or as the lock runs out, whichever comes first.
                let sleep = min(pause, max(lockLeft, .milliseconds(1)), deadline - now)
                try await Task.sleep(for: sleep)
                pause = min(pause * 2, longestPoll)
            }
        }
    }

    /// Removes the shared token under `key` only if it is still `token` (compare-and-delete).
    /// - Parameters:
    ///   - token: The token a request was answered 401 with.
    ///   - key: The manager's name for the credentials.
    public func clientTokenWasRejected(_ token: AccessToken, forKey key: String) async {
        let keys = FleetTokenKeys(key: key)
        do {
            try await connection.evaluate(FleetTokenScript.discard, keys: [keys.token], arguments: [token.value])
            reached()
        } catch {
            lost(error)
        }
    }

    // MARK: Steps

    private enum Step {
        /// Another member's token (or this one's, read back).
        case shared(AccessToken)
        /// This member holds the renewal lock.
        case locked
        /// Another member holds it, for this long at most.
        case held(Duration)
    }

    private func acquire(_ keys: FleetTokenKeys, replacing: String?) async throws(RedisError) -> Step {
        let reply = try await connection.evaluate(
            FleetTokenScript.acquire, keys: [keys.token, keys.lock],
            arguments: [replacing ?? "", member, String(max(1, lockExpiry.microseconds / 1000))]
        )
        // The reply holds the token: it is never part of an error.
        guard let values = reply.elements, let kind = values.first?.integer else {
            throw RedisError(.protocolViolation, message: "the token script answered something else than its reply")
        }
        switch kind {
        case 1:
            guard values.count == 3, let value = values[1].string, !value.isEmpty, let left = values[2].integer, left > 0 else {
                throw RedisError(.protocolViolation, message: "the token script answered a shared token without its lifetime")
            }
            return .shared(AccessToken(value: value, kind: .client, expiresAt: Date().addingTimeInterval(Double(left) / 1e6)))
        case 2:
            return .locked
        default:
            // PTTL: -1 a lock without expiry (not this package's), -2 gone since; poll at the usual pace.
            let left = values.count == 2 ? values[1].integer ?? -1 : -1
            return .held(left > 0 ? .milliseconds(left) : longestPoll)
        }
    }

    /// Fetches the token as the lock holder and shares it; a failed fetch releases the lock at once.
    private func fetchForFleet(_ keys: FleetTokenKeys, _ fetch: @Sendable () async throws -> AccessToken) async throws -> AccessToken {
        let token: AccessToken
        do {
            token = try await fetch()
        } catch {
            do {
                try await connection.evaluate(FleetTokenScript.unlock, keys: [keys.lock], arguments: [member])
            } catch let failure {
                lost(failure)
            }
            throw error
        }
        fetchedForFleet += 1
        let left = token.expiresAt.timeIntervalSinceNow
        let lifetime: Duration = left.isFinite ? .seconds(min(max(left, 0), 31_536_000)) : .zero
        let kept = lifetime - min(margin, lifetime / 2)
        do {
            try await connection.evaluate(FleetTokenScript.store, keys: [keys.token, keys.lock], arguments: [
                token.value, String(lifetime.microseconds), String(kept.microseconds / 1000), member,
            ])
            reached()
        } catch {
            lost(error)
        }
        return token
    }

    // MARK: Failure

    /// Redis answered: after a failure, said once.
    private func reached() {
        guard isCutOff else { return }
        isCutOff = false
        say("shares the fleet's client token at \(redisName) again")
    }

    /// Redis could not be used: the process fetches its own token; said once.
    private func lost(_ error: RedisError) {
        guard !isCutOff else { return }
        isCutOff = true
        say("the fleet's Redis at \(redisName) cannot be used (\(error)); this process fetches its own client token until it answers again")
    }

    /// A `.fallback` event with `message` (built only when someone listens). Never a token or a password.
    private func say(_ message: @autoclosure () -> String) {
        source.emit {
            var event = BattleNetEvent(.fallback)
            event.message = message()
            return event
        }
    }
}
