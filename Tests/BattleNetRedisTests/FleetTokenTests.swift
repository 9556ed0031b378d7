@testable import BattleNetCore
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetRedis

/// An OAuth stand-in that counts its token requests and issues a new token for each.
final class TokenMint: @unchecked Sendable {
    private let lock = NSLock()
    private var issued: [String] = []
    private var instants: [ContinuousClock.Instant] = []

    /// A new token value, recorded with when it was issued.
    func next() -> String {
        lock.withLock {
            let value = "fleet-token-\(issued.count + 1)-\(UUID().uuidString)"
            issued.append(value)
            instants.append(.now)
            return value
        }
    }

    /// When the last token was issued.
    var lastIssued: ContinuousClock.Instant? { lock.withLock { instants.last } }

    /// The tokens issued so far, in order.
    var tokens: [String] { lock.withLock { issued } }
    /// How many token requests were answered.
    var count: Int { tokens.count }

    /// A transport answering `POST /token` after `delay` with a new token living `expiresIn` seconds.
    func transport(delay: Duration = .milliseconds(100), expiresIn: Int = 86_399) async -> StubTransport {
        let stub = StubTransport()
        await stub.on(.post, "/token") { [self] _ in
            try await Task.sleep(for: delay)
            let body = #"{"access_token":"\#(next())","token_type":"bearer","expires_in":\#(expiresIn)}"#
            return BattleNetHTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        }
        return stub
    }
}

/// Raised once, read from any task.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }
}

/// Every key and string value under `bnet:token:*`, flattened to text (hash fields and values included).
func tokenKeysAndValues(_ server: RedisServer) async throws -> (keys: [String], text: String) {
    let redis = server.connection()
    let keys = (try await redis.command(["KEYS", "bnet:token:*"]).elements ?? []).compactMap(\.string).sorted()
    var text = keys.joined(separator: "\n")
    for key in keys {
        let type = try await redis.command(["TYPE", key]).string
        if type == "hash" {
            text += "\n" + (try await redis.command(["HGETALL", key]).elements ?? []).compactMap(\.string).joined(separator: "\n")
        } else if let value = try await redis.get(key) {
            text += "\n" + value
        }
    }
    await redis.close()
    return (keys, text)
}

/// The fleet test's password (a test server on loopback; never a real one).
let fleetTokenPassword = "fleet-token-test-password-3f9c"

/// A coordinator for the tests: the library's timeout in the timing run, longer in the main run (a
/// starved test process may miss 250 ms without Redis being gone).
func fleetTokens(_ endpoint: RedisEndpoint, lockExpiry: Duration = .seconds(10), timeout: Duration = testRedisTimeout) throws -> FleetTokenCoordinator {
    try FleetTokenCoordinator(redis: endpoint, lockExpiry: lockExpiry, margin: .seconds(300), timeout: timeout, longestPoll: .milliseconds(100))
}

@Suite("A client token shared by a fleet through a real redis-server", .enabled(if: RedisServer.isUsable, RedisServer.skipMessage), .timeLimit(.minutes(3)))
struct FleetTokenTests {
    let credentials = ClientCredentials(clientID: "fleet-client-id-7d1e", clientSecret: "fleet-client-secret-a84b")

    @Test func eightManagersMakeOneTokenRequest() async throws {
        let server = try await RedisServer(password: fleetTokenPassword)
        defer { server.stop() }
        let mint = TokenMint()
        let oauth = await mint.transport(delay: .milliseconds(100))
        // Eight processes: a coordinator (its own connection) and a manager each, 4 calls each at once.
        let coordinators = try (0..<8).map { _ in try fleetTokens(server.endpoint) }
        let managers = coordinators.map { AuthenticationManager(credentials: credentials, transport: oauth, clientTokenCoordinator: $0) }
        let logs = coordinators.map { EventLog($0.events) }
        let start = ContinuousClock.now
        let results = try await withThrowingTaskGroup(of: (String, ContinuousClock.Instant).self) { group in
            for manager in managers {
                for _ in 0..<4 {
                    group.addTask {
                        let token = try await manager.clientAccessToken()
                        return (token.value, ContinuousClock.now)
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let values = Set(results.map(\.0))
        let lastCall = results.map(\.1).max() ?? start
        let slowest = lastCall - start
        // From the token's issue (OAuth's answer) to the last manager holding it: the holder's store,
        // then the waiters' next poll (at most 100 ms apart).
        let spread = lastCall - (mint.lastIssued ?? start)
        var fetched = 0, read = 0, alone = 0
        for coordinator in coordinators {
            fetched += await coordinator.fetchedForFleet
            read += await coordinator.readFromFleet
            alone += await coordinator.fetchedAlone
        }
        print("8 managers × 4 calls: \(mint.count) token request(s), \(values.count) distinct token(s); fetched \(fetched), read \(read), alone \(alone); every manager had it \(slowest.seconds) s after the start (OAuth answers in 0.1 s), \(spread.seconds) s after it was issued")
        #expect(mint.count == 1)
        #expect(values == Set(mint.tokens))
        #expect(fetched == 1 && read == 7 && alone == 0)
        // Redis holds the token for its lifetime less the margin, and the lock is gone.
        let redis = server.connection()
        let keys = FleetTokenKeys(key: TokenBinding.sharedKey(credentials, oauthBaseURL: BattleNetRegion.us.oauthBaseURL))
        #expect(try await redis.command(["HGET", keys.token, "value"]).string == mint.tokens.first)
        let kept = try await redis.command(["PTTL", keys.token]).integer ?? 0
        #expect(kept > (86_399 - 300 - 60) * 1000 && kept <= (86_399 - 300) * 1000, "\(kept) ms")
        #expect(try await redis.command(["EXISTS", keys.lock]).integer == 0)
        // Neither the id nor the secret is in a key or a value.
        let stored = try await tokenKeysAndValues(server)
        #expect(stored.keys == [keys.token])
        #expect(!stored.text.contains(credentials.clientID) && !stored.text.contains(credentials.clientSecret))
        // The token is in no description, dump or event.
        var dumped = ""
        dump(coordinators[0], to: &dumped)
        let token = try #require(mint.tokens.first)
        #expect(!dumped.contains(token) && !String(describing: coordinators[0]).contains(token) && !dumped.contains(fleetTokenPassword))
        #expect(logs.allSatisfy { $0.all.isEmpty })
        if RedisServer.strictTiming {
            // The waiters' next poll comes at most 0.1 s after the token is shared.
            #expect(spread < .milliseconds(200), "\(spread)")
        }
        await redis.close()
        for coordinator in coordinators { await coordinator.close() }
    }

    @Test func aRejectedTokenIsRemovedOnlyWhileItIsStillShared() async throws {
        let server = try await RedisServer(password: fleetTokenPassword)
        defer { server.stop() }
        let mint = TokenMint()
        let oauth = await mint.transport(delay: .milliseconds(5))
        let first = AuthenticationManager(credentials: credentials, transport: oauth, clientTokenCoordinator: try fleetTokens(server.endpoint))
        let second = AuthenticationManager(credentials: credentials, transport: oauth, clientTokenCoordinator: try fleetTokens(server.endpoint))
        let old = try await first.clientAccessToken()
        #expect(try await second.clientAccessToken().value == old.value)
        #expect(mint.count == 1)
        let keys = FleetTokenKeys(key: TokenBinding.sharedKey(credentials, oauthBaseURL: BattleNetRegion.us.oauthBaseURL))
        let redis = server.connection()

        // The second process gets a 401: the shared token is removed, and it fetches a new one.
        #expect(await second.tokenWasRejected(old))
        #expect(try await redis.command(["EXISTS", keys.token]).integer == 0)
        let new = try await second.clientAccessToken()
        #expect(new.value != old.value && mint.count == 2)
        #expect(try await redis.command(["HGET", keys.token, "value"]).string == new.value)

        // The first reports its 401 on the old token late: the newer token survives, and it reads it.
        #expect(await first.tokenWasRejected(old))
        #expect(try await redis.command(["HGET", keys.token, "value"]).string == new.value)
        #expect(try await first.clientAccessToken().value == new.value)
        #expect(mint.count == 2)
        await redis.close()
    }

    @Test func aRenewalIsMadeByOneMember() async throws {
        let server = try await RedisServer(password: fleetTokenPassword)
        defer { server.stop() }
        let mint = TokenMint()
        let oauth = await mint.transport(delay: .milliseconds(50))
        // Redis judges a shared token's expiry on its own clock: the managers' wall time starts at the real one.
        let clock = BattleNetTestClock(startDate: Date())
        let managers = try (0..<4).map { _ in
            AuthenticationManager(
                credentials: credentials, oauthBaseURL: BattleNetRegion.us.oauthBaseURL, transport: oauth,
                store: InMemoryTokenStore(), clientTokenCoordinator: try fleetTokens(server.endpoint), clock: clock
            )
        }
        var first: Set<String> = []
        for manager in managers { first.insert(try await manager.clientAccessToken().value) }
        #expect(first.count == 1 && mint.count == 1)
        // Every manager reaches its renewal time (the shared key still holds the old token): one renews.
        clock.advance(by: .seconds(86_399 - 200))
        await withTaskGroup(of: Void.self) { group in
            for manager in managers { group.addTask { _ = try? await manager.clientAccessToken() } }
        }
        let renewed = await eventually(within: .seconds(10)) {
            var values: Set<String> = []
            for manager in managers { values.insert((try? await manager.clientAccessToken().value) ?? "") }
            return values.count == 1 && !values.contains(first.first ?? "")
        }
        print("4 managers renewing together: \(mint.count) token requests in all")
        #expect(renewed)
        #expect(mint.count == 2)
    }

    @Test func aLockHolderThatDiesHoldsTheOthersUntilTheLockExpires() async throws {
        let server = try await RedisServer(password: fleetTokenPassword)
        defer { server.stop() }
        let key = TokenBinding.sharedKey(credentials, oauthBaseURL: BattleNetRegion.us.oauthBaseURL)
        let lockExpiry = Duration.milliseconds(600)
        // A member takes the lock and never comes back from its token request (its process hangs or died).
        let dying = try fleetTokens(server.endpoint, lockExpiry: lockExpiry)
        let holding = Flag()   // raised when the dying member's fetch starts: it holds the lock then
        let tookLock = ContinuousClock.now
        let hung = Task {
            try await dying.clientToken(forKey: key, replacing: nil) {
                holding.raise()
                try await Task.sleep(for: .seconds(3600))
                throw CancellationError()
            }
        }
        let keys = FleetTokenKeys(key: key)
        let redis = server.connection()
        // Generous: a starved test run may keep the task waiting for a thread for seconds.
        #expect(await eventually(within: .seconds(30)) { holding.isRaised })
        // Three others wait for it, then one of them takes the expired lock and fetches for all.
        let mint = TokenMint()
        let others = try (0..<3).map { _ in try fleetTokens(server.endpoint, lockExpiry: lockExpiry) }
        let results = try await withThrowingTaskGroup(of: (String, Duration).self) { group in
            for member in others {
                group.addTask {
                    let token = try await member.clientToken(forKey: key, replacing: nil) {
                        AccessToken(value: mint.next(), kind: .client, expiresAt: Date().addingTimeInterval(86_399))
                    }
                    return (token.value, ContinuousClock.now - tookLock)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        hung.cancel()
        _ = try? await hung.value
        let earliest = results.map(\.1).min() ?? .zero, latest = results.map(\.1).max() ?? .zero
        print("lock holder died: the 3 others had a token \(earliest.seconds)–\(latest.seconds) s after it took the 0.6 s lock; \(mint.count) token request(s)")
        #expect(Set(results.map(\.0)) == Set(mint.tokens))
        // No one fetched before the lock expired (Redis expires it at 600 ms).
        #expect(earliest >= .milliseconds(590), "\(earliest)")
        // The dead member's late release does not remove the new holder's work: a token stays.
        let stored = try await redis.command(["HGET", keys.token, "value"]).string
        #expect(stored.map(mint.tokens.contains) == true)
        if RedisServer.strictTiming {
            // One of them fetched for all. (In the main run a starved test process may run a waiter's
            // polls so late that its bounded wait, the lock's expiry plus 1 s, runs out and it fetches
            // its own, as designed.)
            #expect(mint.count == 1)
            #expect(stored == mint.tokens.first)
            #expect(latest < .milliseconds(900), "\(latest)")
        } else {
            #expect(mint.count <= 3)
        }
        await redis.close()
    }

    @Test func withoutRedisEachProcessFetchesItsOwnAndSaysSoOnce() async throws {
        let server = try await RedisServer(password: fleetTokenPassword)
        defer { server.stop() }
        server.stop()   // its port now refuses connections
        let mint = TokenMint()
        let oauth = await mint.transport(delay: .milliseconds(5))
        let coordinators = try (0..<3).map { _ in try fleetTokens(server.endpoint, timeout: .milliseconds(250)) }
        let logs = coordinators.map { EventLog($0.events) }
        let managers = coordinators.map { AuthenticationManager(credentials: credentials, transport: oauth, clientTokenCoordinator: $0) }
        var tokens: [AccessToken] = []
        let start = ContinuousClock.now
        for manager in managers {
            let token = try await manager.clientAccessToken()
            tokens.append(token)
            // A 401, and a second token: Redis is still gone, no second event.
            #expect(await manager.tokenWasRejected(token))
            tokens.append(try await manager.clientAccessToken())
        }
        let elapsed = ContinuousClock.now - start
        #expect(mint.count == 6 && Set(tokens.map(\.value)).count == 6)
        #expect(await eventually(within: .seconds(5)) { logs.allSatisfy { $0.all.count == 1 } })
        for (log, coordinator) in zip(logs, coordinators) {
            #expect(log.all.count == 1 && log.all.allSatisfy { $0.kind == .fallback })
            #expect(await !coordinator.isSharing)
            #expect(await coordinator.fetchedAlone == 2)
        }
        let text = logs.flatMap(\.all).map(\.description).joined(separator: "\n")
        print("Redis down: 3 processes, 6 tokens in \(elapsed.seconds) s; events:\n\(logs[0].all.map(\.description).joined(separator: "\n"))")
        #expect(text.contains("fetches its own client token"))
        for secret in [fleetTokenPassword, credentials.clientID, credentials.clientSecret] + mint.tokens { #expect(!text.contains(secret)) }

        // Redis comes back: the next token is the fleet's again, said once.
        try await server.start()
        try await Task.sleep(for: .milliseconds(600))   // past the connection's pause after a failed open
        let returning = AuthenticationManager(credentials: credentials, transport: oauth, clientTokenCoordinator: coordinators[0])
        let shared = try await returning.clientAccessToken()
        let keys = FleetTokenKeys(key: TokenBinding.sharedKey(credentials, oauthBaseURL: BattleNetRegion.us.oauthBaseURL))
        #expect(try await server.connection().command(["HGET", keys.token, "value"]).string == shared.value)
        #expect(await coordinators[0].isSharing)
        #expect(await eventually(within: .seconds(5)) { logs[0].all.count == 2 })
        #expect(logs[0].all.last?.message?.contains("again") == true)
    }

    @Test func anotherSecretNamesAnotherToken() async throws {
        let server = try await RedisServer(password: fleetTokenPassword)
        defer { server.stop() }
        let mint = TokenMint()
        let oauth = await mint.transport(delay: .milliseconds(5))
        let other = ClientCredentials(clientID: credentials.clientID, clientSecret: "fleet-client-secret-rotated-51c0")
        let a = AuthenticationManager(credentials: credentials, transport: oauth, clientTokenCoordinator: try fleetTokens(server.endpoint))
        let b = AuthenticationManager(credentials: other, transport: oauth, clientTokenCoordinator: try fleetTokens(server.endpoint))
        let first = try await a.clientAccessToken(), second = try await b.clientAccessToken()
        #expect(first.value != second.value && mint.count == 2)
        let stored = try await tokenKeysAndValues(server)
        #expect(stored.keys.count == 2, "\(stored.keys)")
        for secret in [credentials.clientID, credentials.clientSecret, other.clientSecret] { #expect(!stored.text.contains(secret)) }
        #expect(TokenBinding.sharedKey(credentials, oauthBaseURL: BattleNetRegion.us.oauthBaseURL)
            != TokenBinding.sharedKey(other, oauthBaseURL: BattleNetRegion.us.oauthBaseURL))
        #expect(TokenBinding.sharedKey(credentials, oauthBaseURL: BattleNetRegion.us.oauthBaseURL)
            != TokenBinding.sharedKey(credentials, oauthBaseURL: BattleNetRegion.cn.oauthBaseURL))
    }

    @Test func aShortLivedTokenIsKeptForPartOfItsLifeAndATooShortOneNotAtAll() async throws {
        let server = try await RedisServer(password: fleetTokenPassword)
        defer { server.stop() }
        let coordinator = try fleetTokens(server.endpoint)
        let redis = server.connection()
        // 20 s to live, margin 300 s: kept for half its life (10 s), its expiry as Redis counts it.
        let start = ContinuousClock.now
        let expiry = Date().addingTimeInterval(20)
        let token = try await coordinator.clientToken(forKey: "short", replacing: nil) {
            AccessToken(value: "short-lived-token-0001", kind: .client, expiresAt: expiry)
        }
        let keys = FleetTokenKeys(key: "short")
        let kept = try await redis.command(["PTTL", keys.token]).integer ?? 0
        let read = try await fleetTokens(server.endpoint).clientToken(forKey: "short", replacing: nil) { throw CancellationError() }
        // The lifetime is measured when the fetch returns and counted on Redis from when the script
        // runs: the expiry read back is late by at most the time the store command took to run.
        let slack = (ContinuousClock.now - start).seconds
        let late = read.expiresAt.timeIntervalSince(expiry)
        print("a 20 s token: kept \(kept) ms in Redis; its expiry read back \(late) s after the one issued (test took \(slack) s)")
        #expect(read.value == token.value)
        #expect(kept > 10_000 - Int64(slack * 1000) - 100 && kept <= 10_000, "\(kept) ms")
        #expect(late > -0.1 && late < slack + 0.1, "\(late) s")
        // Never later than the store command may take: the coordinator's timeout (250 ms in this run).
        if RedisServer.strictTiming { #expect(late < 0.25, "\(late) s") }
        // Already expired: not shared, and the lock is released for the next member.
        _ = try await coordinator.clientToken(forKey: "expired", replacing: nil) {
            AccessToken(value: "expired-token-0002", kind: .client, expiresAt: Date())
        }
        let gone = FleetTokenKeys(key: "expired")
        #expect(try await redis.command(["EXISTS", gone.token, gone.lock]).integer == 0)
        await redis.close()
    }

    @Test func aFailedFetchReleasesTheLock() async throws {
        let server = try await RedisServer(password: fleetTokenPassword)
        defer { server.stop() }
        let coordinator = try fleetTokens(server.endpoint)
        await #expect(throws: BattleNetError.self) {
            try await coordinator.clientToken(forKey: "failing", replacing: nil) { throw BattleNetError(.oauth, message: "invalid_client") }
        }
        let redis = server.connection()
        #expect(try await redis.command(["EXISTS", FleetTokenKeys(key: "failing").lock]).integer == 0)
        await redis.close()
    }

    @Test func aRedisWithoutAPasswordIsNotUsed() async throws {
        // The server asks for none; the client sends one: AUTH fails, and the process fetches its own.
        let server = try await RedisServer()
        defer { server.stop() }
        var endpoint = server.endpoint
        endpoint.password = fleetTokenPassword
        let coordinator = try fleetTokens(endpoint)
        let log = EventLog(coordinator.events)
        let token = try await coordinator.clientToken(forKey: "open", replacing: nil) {
            AccessToken(value: "own-token-0003", kind: .client, expiresAt: Date().addingTimeInterval(86_399))
        }
        #expect(token.value == "own-token-0003")
        #expect(await coordinator.fetchedAlone == 1)
        #expect(await eventually(within: .seconds(5)) { log.all.count == 1 })
        print("a Redis without a password: \(log.all.first?.description ?? "")")
        #expect(log.all.first.map { !$0.description.contains(fleetTokenPassword) } == true)
        let stored = try await tokenKeysAndValues(server)
        #expect(stored.keys.isEmpty)
    }
}

@Suite("FleetTokenCoordinator's configuration")
struct FleetTokenConfigurationTests {
    @Test func anEndpointWithoutAPasswordIsRefused() throws {
        for password in [nil, ""] as [String?] {
            let error = #expect(throws: BattleNetError.self) {
                try FleetTokenCoordinator(redis: RedisEndpoint(host: "127.0.0.1", password: password))
            }
            #expect(error?.kind == .invalidConfiguration)
            #expect(error?.message.contains("password") == true && error?.message.contains("BNET_REDIS_PASSWORD") == true)
        }
        let coordinator = try FleetTokenCoordinator(redis: RedisEndpoint(host: "127.0.0.1", password: "a-password-9e2f"))
        var dumped = ""
        dump(coordinator, to: &dumped)
        #expect(!dumped.contains("a-password-9e2f") && !String(describing: coordinator).contains("a-password-9e2f"))
        #expect(coordinator.lockExpiry == .seconds(10) && coordinator.margin == .seconds(300))
    }
}
