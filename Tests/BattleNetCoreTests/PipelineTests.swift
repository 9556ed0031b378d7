import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// The request pipeline's seams: user middleware, a replaceable limiter step, and the client's events.
@Suite("Pipeline", .timeLimit(.minutes(2)))
struct PipelineTests {
    static let quickRetry = RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(5), maxDelay: .milliseconds(10),
                                        maxTotalTime: .seconds(10))
    static let token = "tok-9f8e7d6c5b4a"

    /// What middleware saw: the request's headers and the context, one entry per attempt.
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(name: String, headers: [String: String], context: BattleNetCallContext, status: Int)] = []
        func add(_ name: String, _ headers: [String: String], _ context: BattleNetCallContext, _ status: Int) {
            lock.withLock { entries.append((name, headers, context, status)) }
        }
        var all: [(name: String, headers: [String: String], context: BattleNetCallContext, status: Int)] { lock.withLock { entries } }
    }

    /// Records what it sees and appends its name to `X-Steps`; optionally tries to set a token of its own.
    struct Recording: BattleNetMiddleware {
        let name: String
        let seen: Seen
        var forgesAuthorization = false
        func intercept(
            _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
            next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
        ) async throws -> BattleNetHTTPAnswer {
            var request = request
            request.headers["X-Steps", default: ""] += (request.headers["X-Steps"] == nil ? "" : ",") + name
            if forgesAuthorization { request.headers["authorization"] = "Bearer forged" }
            let answer = try await next(request, context)
            seen.add(name, request.headers, context, answer.status)
            return answer
        }
    }

    final class Built: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int] = []
        func append(_ value: Int) { lock.withLock { values.append(value) } }
        var count: Int { lock.withLock { values.count } }
    }

    struct Failing: BattleNetMiddleware {
        struct Refused: Error {}
        func intercept(
            _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
            next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
        ) async throws -> BattleNetHTTPAnswer {
            throw Refused()
        }
    }

    /// A limiter of its own: grants at once and keeps what it was told.
    actor CountingLimiter: RequestLimiter {
        nonisolated let limit = RateLimit.blizzard
        private(set) var costs: [Int] = []
        private(set) var feedback: [RateLimitFeedback] = []
        private var next: UInt64 = 0
        func beginRequest(cost: Int) async throws -> RateLimitPermit {
            next += 1
            costs.append(cost)
            return RateLimitPermit(id: next, departure: .zero, waited: .milliseconds(3), cost: cost)
        }
        func endRequest(_ permit: RateLimitPermit, feedback: RateLimitFeedback) async {
            self.feedback.append(feedback)
        }
    }

    /// `/test/echo/x` answers `statuses` in turn, then 200; the token endpoint hands out `token`.
    func stub(_ statuses: [Int], headers: [String: String] = [:]) async -> StubTransport {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON(Self.token))
        let queue = Queue(statuses)
        await stub.on(.get, "/test/echo/x") { _ in
            let status = queue.next() ?? 200
            return BattleNetHTTPResponse(status: status, headers: status == 200 ? ["X-Trace-Traceid": "trace-1"] : headers,
                                         body: Data(status == 200 ? #"{"name":"ok"}"#.utf8 : #"{"code":\#(status),"type":"x","detail":"y"}"#.utf8))
        }
        return stub
    }

    @Test func middlewareRunsInOrderAfterTheTokenAndNeverSeesIt() async throws {
        let stub = await stub([])
        let seen = Seen()
        let (client, _) = try makeClient(stub: stub, middleware: [
            Recording(name: "a", seen: seen), Recording(name: "b", seen: seen, forgesAuthorization: true),
        ])
        #expect(try await client.value(TestOperations.echo("x")).name == "ok")
        // Inner middleware returns first.
        #expect(seen.all.map(\.name) == ["b", "a"])
        for entry in seen.all {
            #expect(!entry.headers.values.contains { $0.contains(Self.token) })
            #expect(entry.context.operation == "testEcho")
            #expect(entry.context.attempt == 1)
            #expect(entry.context.cost == 1)
            #expect(entry.status == 200)
        }
        let sent = try #require(await stub.requests(to: "/test/echo/x").first)
        #expect(sent.header("X-Steps") == "a,b")
        // The forged header is replaced by the client's own token, sent once.
        #expect(sent.headers.filter { $0.key.lowercased() == "authorization" }.map(\.value) == ["Bearer \(Self.token)"])
    }

    @Test func middlewareRunsForEveryAttemptWithItsNumber() async throws {
        let stub = await stub([503, 502])
        let seen = Seen()
        let (client, _) = try makeClient(stub: stub, retry: Self.quickRetry, middleware: [Recording(name: "m", seen: seen)])
        let response = try await client.raw(TestOperations.echo("x"))
        #expect(response.attempts == 3)
        #expect(seen.all.map(\.context.attempt) == [1, 2, 3])
        #expect(seen.all.map(\.status) == [503, 502, 200])
        // OAuth's token request skips the middleware.
        #expect(seen.all.allSatisfy { $0.context.operation == "testEcho" })
    }

    @Test func aMiddlewareErrorFailsTheCallAsATransportErrorNamingIt() async throws {
        let stub = await stub([])
        let (client, _) = try makeClient(stub: stub, middleware: [Failing()])
        let error = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.echo("x")) }
        #expect(error?.kind == .transport)
        #expect(error?.operation == "testEcho")
        #expect(error?.url?.hasSuffix("/test/echo/x?locale=en_GB") == true)
        #expect(await stub.requests(to: "/test/echo/x").isEmpty)
    }

    @Test func anotherLimiterReplacesTheDefaultAndHearsA429() async throws {
        let stub = await stub([429], headers: ["Retry-After": "0"])
        let limiter = CountingLimiter()
        let (client, _) = try makeClient(stub: stub, retry: Self.quickRetry, limiter: limiter)
        #expect(try await client.value(TestOperations.echo("x")).name == "ok")
        // Two API attempts; the OAuth token request is not rate-limited.
        #expect(await limiter.costs == [1, 1])
        let feedback = await limiter.feedback
        #expect(feedback.map(\.status) == [429, 200])
        #expect(feedback.first?.isRateLimited == true)
        #expect(feedback.first?.retryAfter == .zero)
        #expect(client.rateLimiter is CountingLimiter)
    }

    /// A limiter that falls back (as a fleet limiter does when its shared store is gone) and says so
    /// once through its event source.
    final class FallingBackLimiter: RequestLimiter {
        let limit = RateLimit.blizzard
        let events: BattleNetEventSource? = BattleNetEventSource()
        func beginRequest(cost: Int) async throws -> RateLimitPermit {
            events?.emit {
                var event = BattleNetEvent(.fallback)
                event.message = "shared quota unreachable: spending this process's fallback share"
                return event
            }
            return RateLimitPermit(id: 1, departure: .zero, waited: .zero, cost: cost)
        }
        func endRequest(_ permit: RateLimitPermit, feedback: RateLimitFeedback) async {}
    }

    @Test func aLimitersOwnEventsReachTheClientsListeners() async throws {
        let stub = await stub([])
        let limiter = FallingBackLimiter()
        #expect(limiter.events?.isListening == false)
        let (client, _) = try makeClient(stub: stub, limiter: limiter)
        let events = client.events()
        #expect(limiter.events?.isListening == true, "the client's listener listens to its limiter")
        #expect(try await client.value(TestOperations.echo("x")).name == "ok")
        await client.shutdown()
        var kinds: [BattleNetEvent.Kind] = []
        var fallback: BattleNetEvent?
        for await event in events {
            kinds.append(event.kind)
            if event.kind == .fallback { fallback = event }
        }
        #expect(kinds.filter { $0 == .fallback }.count == 1)
        #expect(fallback?.message == "shared quota unreachable: spending this process's fallback share")
        // The default limiter has no events of its own.
        #expect(RateLimiter(.blizzard).events == nil)
    }

    @Test func eventsTellTheWholeCallWithoutSecrets() async throws {
        let stub = await stub([503], headers: ["Retry-After": "0"])
        let (client, _) = try makeClient(stub: stub, retry: Self.quickRetry, limiter: CountingLimiter())
        let events = client.events()
        _ = try await client.value(TestOperations.echo("x"))
        await client.shutdown()
        var kinds: [String] = []
        var lines: [String] = []
        for await event in events {
            kinds.append("\(event.kind) \(event.operation ?? "-") \(event.attempt.map(String.init) ?? "-") \(event.status.map(String.init) ?? "-")")
            lines.append(event.description)
        }
        #expect(kinds == [
            "request oauthTokenClientCredentials 1 -", "response oauthTokenClientCredentials 1 200",
            "tokenFetch oauthTokenClientCredentials - -",
            "limiterWait testEcho 1 -",
            "request testEcho 1 -", "response testEcho 1 503", "retry testEcho 1 503",
            "limiterWait testEcho 2 -",
            "request testEcho 2 -", "response testEcho 2 200",
        ])
        #expect(lines.contains { $0.hasPrefix("response testEcho #2 200 in ") && $0.hasSuffix("trace=trace-1") })
        #expect(lines.contains { $0.contains("GET https://eu.api.blizzard.com/test/echo/x?locale=en_GB") })
        for line in lines {
            #expect(!line.contains(Self.token))
            #expect(!line.contains(testCredentials.clientSecret))
        }
    }

    @Test func nothingIsBuiltWithoutAListenerAndTheBufferKeepsTheNewest() async throws {
        let hub = EventHub()
        let built = Built()
        hub.emit { built.append(1); return BattleNetEvent(.request) }
        #expect(built.count == 0)
        let events = hub.subscribe(bufferingNewest: 2)
        for index in 1...5 {
            hub.emit {
                built.append(index)
                var event = BattleNetEvent(.request)
                event.attempt = index
                return event
            }
        }
        hub.finish()
        #expect(built.count == 5)
        var received: [Int] = []
        for await event in events { received.append(event.attempt ?? 0) }
        #expect(received == [4, 5])
    }

    @Test func aHubFedTwiceDeliversEachEventOnce() async throws {
        let manager = EventHub(), client = EventHub(), trace = EventHub()
        manager.feed(client)
        manager.feed(trace)
        client.feed(trace)
        let events = trace.subscribe(bufferingNewest: 16)
        manager.emit { BattleNetEvent(.tokenFetch) }
        client.emit { BattleNetEvent(.request) }
        trace.finish()
        var kinds: [BattleNetEvent.Kind] = []
        for await event in events { kinds.append(event.kind) }
        #expect(kinds == [.tokenFetch, .request])
    }

    @Test func aStreamedCallRunsTheMiddlewareToo() async throws {
        let stub = await stub([])
        let seen = Seen()
        let (client, _) = try makeClient(stub: stub, middleware: [Recording(name: "m", seen: seen)])
        let stream = try await client.rawStream(TestOperations.echo("x"))
        #expect(try await stream.collected().data == Data(#"{"name":"ok"}"#.utf8))
        #expect(seen.all.map(\.context.isStreaming) == [true])
        #expect(try #require(await stub.requests(to: "/test/echo/x").first).header("X-Steps") == "m")
    }
}
