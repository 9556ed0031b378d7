import BattleNetCore
import BattleNetD3
import BattleNetSC2
import BattleNetStandIn
import BattleNetFixtures
import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

/// The real client (URLSession, AuthenticationManager, limiter, retries) against the stand-in over
/// 127.0.0.1: every behaviour of the reliability work, with real sockets.
@Suite("Client against the stand-in", .timeLimit(.minutes(2)))
struct StandInIntegrationTests {
    @Test func recordedBodiesComeBackThroughTheWholeStack() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        let act = try await client.d3.act(id: 1)
        #expect(act.name == "Act I")
        let profile = try await client.sc2.profile(id: .init(region: .eu, realm: 1, profileID: 2137104))
        #expect(profile.summary.displayName == "katarn")
        let raw = try await client.raw(D3.Endpoints.act(id: 1))
        #expect(raw.data == (try Recordings.data("d3/act__1.json")))
        #expect(raw.traceID?.count == 32)
        // Battle.net's caching headers: none on a D3 act, Cache-Control and Last-Modified on a WoW item.
        #expect(raw.lastModified == nil)
        #expect(raw.cacheControl == nil)
        let item = try await client.raw(WoW.Endpoints.item(id: 19019))
        #expect(item.lastModified != nil)
        #expect(item.cacheControl == "public, max-age=86400")
    }

    @Test func twoHundredConcurrentCallsOnAColdClientMakeOneTokenRequest() async throws {
        let server = try startServer { $0.perSecondLimit = nil }
        let (client, _) = try makeClient(server, rateLimit: nil, coalescing: false)
        let names = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<200 { group.addTask { try await client.value(D3.Endpoints.act(id: 1)).name } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(names.count == 200)
        #expect(names.allSatisfy { $0 == "Act I" })
        #expect(server.statistics.tokenRequests == 1)
        #expect(server.statistics.apiRequests == 200)
    }

    @Test func aBurstFarAboveTheLimitProducesNo429() async throws {
        // The stand-in enforces 20 requests a second per token; the client is configured for the same.
        let server = try startServer { $0.perSecondLimit = 20 }
        let (client, _) = try makeClient(server, rateLimit: RateLimit(requestsPerSecond: 20), retry: .none, coalescing: false)
        let statuses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<70 {
                group.addTask {
                    do { return try await client.raw(SC2.Endpoints.season(region: .us)).status } catch { return (error as? BattleNetError)?.status ?? -1 }
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        let statistics = server.statistics
        #expect(statuses.filter { $0 == 200 }.count == 70, "\(statistics)")
        #expect(statistics.count(of: 429) == 0, "\(statistics)")
        #expect(statistics.apiRequests == 70)
        #expect((statistics.peakRequestsPerSecond.values.max() ?? 0) <= 20)
    }

    @Test func aResumedWatchChecksTheCommoditiesWithAHeadAndDownloadsNothingUnchanged() async throws {
        let made = Date(timeIntervalSince1970: 1_700_000_000)
        let server = try startServer { $0.lastModified = made }
        let clock = BattleNetTestClock()
        let (client, _) = try makeClient(server, rateLimit: nil, clock: clock, transportClock: clock)
        let commodities = WoW.Endpoints.auctionCommodities()
        // HEAD through the same endpoint: status and Last-Modified, no body.
        let head = try await client.raw(commodities.headersOnly())
        #expect(head.status == 200)
        #expect(head.lastModified == made)
        #expect(head.data.isEmpty)
        #expect(try await client.lastModified(of: commodities) == made)
        let full = try await client.raw(commodities)
        #expect(full.status == 200 && !full.data.isEmpty)
        // The stand-in answers a conditional GET with 304 and no body.
        #expect(try await client.raw(commodities, ifChangedSince: full).value == nil)
        // A watch resumed from a history that holds this version checks at once with one HEAD, sees
        // no change, then reports the version stale by the stand-in's Date (years after it was made).
        let before = server.statistics.apiRequests
        var events = client.watch(commodities, history: BattleNetUpdateHistory(stamps: [made])).makeAsyncIterator()
        guard case .unchanged(let next) = try await events.next() else {
            Issue.record("the first check of a version already seen is unchanged")
            return
        }
        #expect(server.statistics.apiRequests == before + 1)
        #expect(next > Date(timeIntervalSince1970: 1_767_225_600), "the next check is in the server's time: \(next)")
        guard case .stale(let last, let serverNow) = try await events.next() else {
            Issue.record("an unchanged version years old is stale")
            return
        }
        #expect(last == made)
        #expect(serverNow.timeIntervalSince(made) > 3 * 3_600)
        #expect(server.statistics.apiRequests == before + 1, "a stale event sends nothing")
        #expect(server.statistics.count(of: 429) == 0)
    }

    @Test func withoutTheLimiterTheSameBurstIsThrottledAndRetriesRecover() async throws {
        // A low server limit, so that even a loaded machine sends faster than it allows.
        let server = try startServer { $0.perSecondLimit = 5 }
        let (client, _) = try makeClient(server, rateLimit: nil, retry: RetryPolicy(
            maxAttempts: 30, baseDelay: .milliseconds(200), maxDelay: .seconds(3), maxTotalTime: .seconds(60)
        ), coalescing: false)
        let attempts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<25 { group.addTask { try await client.raw(SC2.Endpoints.season(region: .us)).attempts } }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(attempts.count == 25)
        #expect(server.statistics.count(of: 429) > 0, "the server should have pushed back")
        #expect(attempts.contains { $0 > 1 })
    }

    @Test func aRevokedTokenIsRenewedOnce() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        _ = try await client.value(D3.Endpoints.act(id: 1))
        server.revokeAllTokens()
        let act = try await client.value(D3.Endpoints.act(id: 1))
        #expect(act.name == "Act I")
        #expect(server.statistics.tokenRequests == 2)
        #expect(server.statistics.count(of: 401) == 1)
        // The fault form: the stand-in revokes the presented token and answers 401. (A fresh client: a
        // renewal rejected again within 10 s is not renewed again, see FaultMatrixTests.)
        let (other, _) = try makeClient(server)
        _ = try await other.value(D3.Endpoints.act(id: 1))
        server.inject(.revokeToken, on: "/d3/")
        _ = try await other.value(D3.Endpoints.act(id: 1))
        #expect(server.statistics.tokenRequests == 4)
    }

    @Test func aWrongSecretIsAnOAuthErrorNotARetryLoop() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server, secret: "wrong")
        let error = await #expect(throws: BattleNetError.self) { try await client.value(D3.Endpoints.act(id: 1)) }
        #expect(error?.kind == .oauth)
        #expect(error?.recoverySuggestion?.contains("BNET_CLIENT_ID") == true)
        #expect(server.statistics.tokenRequests == 1)
        #expect(server.statistics.apiRequests == 0)
    }

    @Test(arguments: [
        StandInServer.Fault.status(429, retryAfter: "1"), .status(429), .status(500), .status(502), .status(503),
        .status(504), .connectionReset, .tokenEndpointDown,
    ])
    func aPassingFaultEndsInSuccessAfterARetry(fault: StandInServer.Fault) async throws {
        let server = try startServer()
        let clock = waitsClock()
        let (client, _) = try makeClient(server, clock: clock)
        server.inject(fault, on: fault == .tokenEndpointDown ? "/token" : "/sc2/")
        let raw = try await client.raw(SC2.Endpoints.season(region: .us))
        #expect(raw.status == 200)
        // A failing token endpoint is retried by the manager itself (the client-credentials grant is
        // retryable), so the API call needs one attempt. A reset connection is resent by URLSession itself
        // when the connection was reused, and by the client otherwise: which layer resends is URLSession's
        // choice, so that case counts what the stand-in received, the reset request and the answered one.
        switch fault {
        case .tokenEndpointDown: #expect(raw.attempts == 1)
        case .connectionReset: #expect(server.statistics.apiRequests == 2)
        default: #expect(raw.attempts == 2, "\(fault)")
        }
        // What the client waited, on its own clock: Retry-After's second, or no more than one back-off
        // (the manager's own policy, the standard one, for the token endpoint).
        if fault == .status(429, retryAfter: "1") {
            #expect(clock.now >= .seconds(1) && clock.now < .seconds(2), "Retry-After was not honoured: \(clock.now)")
        } else {
            let policy = fault == .tokenEndpointDown ? RetryPolicy.standard : quickRetry
            // A reset that URLSession resent itself (one attempt) waited nothing.
            let backedOff = fault == .tokenEndpointDown || raw.attempts == 2
            #expect(backedOff ? clock.now > .zero && clock.now <= policy.maxDelay : clock.now == .zero, "\(fault) waited \(clock.now)")
        }
        if fault == .tokenEndpointDown { #expect(server.statistics.tokenRequests == 2) }
    }

    @Test func aTruncatedBodyIsRetriedOrReportedWithItsBytes() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        server.inject(.truncatedBody, on: "/sc2/")
        do {
            let season = try await client.value(SC2.Endpoints.season(region: .us))
            #expect(season.number == 4)
        } catch let error as BattleNetError {
            #expect(error.kind == .decoding)
            #expect(error.body?.isEmpty == false)
        }
    }

    @Test(arguments: [
        (StandInServer.Fault.htmlBody, "HTML"), (.invalidUTF8, "UTF-8"),
    ])
    func aBadBodyWithStatus200IsATypedDecodingErrorWithTheBytes(fault: StandInServer.Fault, mention: String) async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        server.inject(fault, on: "/sc2/")
        let error = await #expect(throws: BattleNetError.self) { try await client.value(SC2.Endpoints.season(region: .us)) }
        #expect(error?.kind == .decoding)
        #expect(error?.message.contains(mention) == true, "\(error?.message ?? "")")
        #expect(error?.body != nil)
        #expect(error?.status == 200)
    }

    @Test func aServerThatStaysDownEndsInTheLastErrorWithinTheBound() async throws {
        let server = try startServer()
        let clock = waitsClock()
        let (client, _) = try makeClient(server, clock: clock)
        server.inject(.status(503), on: "/sc2/", times: 10)
        let error = await #expect(throws: BattleNetError.self) { try await client.value(SC2.Endpoints.season(region: .us)) }
        #expect(error?.kind == .httpStatus)
        #expect(error?.status == 503)
        #expect(error?.attempts == 4)
        // Three back-offs between four attempts, each within the policy's largest delay.
        #expect(clock.now > .zero && clock.now <= quickRetry.maxDelay * 3, "\(clock.now)")
        #expect(server.statistics.count(of: 503) == 4)
    }

    // The delayed answers below come after ten minutes, past the suite's time limit: a call that
    // waited for one would fail the test however fast or slow the machine is.
    @Test func aSlowResponseTimesOutAndTheRetryGetsThrough() async throws {
        let server = try startServer()
        defer { server.stop() }
        // Five seconds: the retry's answer must come within the same timeout, which a busy machine may
        // take well over a second to give.
        let (client, _) = try makeClient(server, timeout: .seconds(5))
        server.inject(.delay(.seconds(600)), on: "/sc2/")
        let raw = try await client.raw(SC2.Endpoints.season(region: .us))
        #expect(raw.attempts == 2)
        // Without retries the timeout is the error.
        let (strict, _) = try makeClient(server, retry: .none, timeout: .milliseconds(500))
        server.inject(.delay(.seconds(600)), on: "/sc2/")
        let (error, elapsed) = await timed {
            await #expect(throws: BattleNetError.self) { try await strict.value(SC2.Endpoints.season(region: .us)) }
        }
        #expect(error?.kind == .timeout)
        if strictTiming { #expect(elapsed < .seconds(2), "\(elapsed)") }
    }

    @Test func cancellingAWaitingCallStopsIt() async throws {
        let server = try startServer()
        defer { server.stop() }
        let (client, _) = try makeClient(server)
        _ = try await client.raw(SC2.Endpoints.season(region: .us))  // warm: token and connection
        server.inject(.delay(.seconds(600)), on: "/sc2/")
        let before = server.statistics.apiRequests
        let task = Task { try await client.raw(SC2.Endpoints.season(region: .us)) }
        while server.statistics.apiRequests == before { try await Task.sleep(for: .milliseconds(10)) }  // on the wire
        let (result, elapsed) = await timed { () async -> Result<RawResponse, any Error> in
            task.cancel()
            return await task.result
        }
        #expect(throws: CancellationError.self) { try result.get() }
        if strictTiming { #expect(elapsed < .seconds(1), "\(elapsed)") }
    }

    /// Calls cancelled as they start, as they send and as they are answered: each ends, in its model
    /// or in `CancellationError`, and the process survives (FoundationNetworking traps when a task is
    /// cancelled during a response-cache lookup; the transport's session has no cache).
    @Test func callsCancelledAtEveryMomentEndWithoutTrapping() async throws {
        let server = try startServer()
        defer { server.stop() }
        let (client, _) = try makeClient(server, rateLimit: nil, coalescing: false)
        _ = try await client.raw(SC2.Endpoints.season(region: .us))  // warm: token and connection
        var cancelled = 0
        for round in 0..<300 {
            let call = Task { try await client.raw(SC2.Endpoints.season(region: .us)) }
            if round % 3 > 0 { await Task.yield() }
            if round % 3 == 2 { try await Task.sleep(for: .microseconds(200)) }
            call.cancel()
            switch await call.result {
            case .success(let raw): #expect(raw.status == 200)
            case .failure(let error):
                #expect(error is CancellationError, "\(error)")
                cancelled += 1
            }
        }
        #expect(cancelled > 0, "no call was cancelled before its answer")
    }

    @Test func identicalCallsInFlightShareOneRequestOverTheWire() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        _ = try await client.raw(SC2.Endpoints.season(region: .us))
        server.resetStatistics()
        server.inject(.delay(.milliseconds(500)), on: "/sc2/")
        let numbers = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<30 { group.addTask { try await client.value(SC2.Endpoints.season(region: .us)).number } }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(numbers == Array(repeating: 4, count: 30))
        #expect(server.statistics.apiRequests == 1)
    }

    @Test func notModifiedComesBackAsAnOutcome() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        // An SC2 profile: revalidated by its ETag (If-None-Match), as it has no Last-Modified.
        let profile = SC2.Endpoints.profile(id: .init(region: .eu, realm: 1, profileID: 2137104))
        let first = try await client.raw(profile)
        #expect(first.etag != nil)
        #expect(first.lastModified == nil)
        let again = try await client.response(profile, ifChangedSince: first)
        guard case .notModified = again else { Issue.record("expected notModified"); return }
        #expect(server.statistics.count(of: 304) == 1)
    }

    @Test func tokensTravelOnlyInTheHeader() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        let planted = D3.Endpoints.act(id: 1).query([URLQueryItem(name: "access_token", value: "planted")])
        _ = try await client.value(planted)
        _ = try await client.sc2.season(region: .us)
        #expect(server.statistics.tokenInURL == 0)
        #expect(server.statistics.apiRequests == 2)
        #expect(server.statistics.count(of: 401) == 0)
    }
}
