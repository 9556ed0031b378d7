import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// The call chain as a seam: a step that answers without the network, one permit per request sent,
/// OAuth through the middleware (headers only), credentials no step sees, one end per call, and the
/// documented order.
@Suite("Call chain", .timeLimit(.minutes(2)))
struct ChainTests {
    /// Answers every call itself, buffered or streamed, and counts them.
    struct Answering: BattleNetMiddleware {
        let answered: Counter
        func intercept(
            _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
            next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
        ) async throws -> BattleNetHTTPAnswer {
            answered.add()
            let body = Data(#"{"name":"from the middleware"}"#.utf8)
            let headers = ["Content-Type": "application/json"]
            if context.isStreaming {
                return BattleNetHTTPAnswer(status: 200, headers: headers, body: BattleNetHTTPBody(streaming: HTTPBodyStream(data: body, chunkSize: 7)))
            }
            return BattleNetHTTPAnswer(status: 200, headers: headers, body: BattleNetHTTPBody(body))
        }
    }

    /// Sends each request twice and returns the second answer.
    struct Twice: BattleNetMiddleware {
        func intercept(
            _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
            next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
        ) async throws -> BattleNetHTTPAnswer {
            _ = try await next(request, context)
            return try await next(request, context)
        }
    }

    /// Sets a header and records every request and answer it sees, OAuth's included.
    struct Gateway: BattleNetMiddleware {
        let seen: Seen
        func intercept(
            _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
            next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
        ) async throws -> BattleNetHTTPAnswer {
            var request = request
            request.headers["X-Gateway"] = "gw-1"
            let answer = try await next(request, context)
            seen.add(operation: context.operation, request: request, answerBody: answer.body.data)
            return answer
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    final class Seen: @unchecked Sendable {
        struct Entry { let operation: String; let request: BattleNetHTTPRequest; let answerBody: Data? }
        private let lock = NSLock()
        private var entries: [Entry] = []
        func add(operation: String, request: BattleNetHTTPRequest, answerBody: Data?) {
            lock.withLock { entries.append(Entry(operation: operation, request: request, answerBody: answerBody)) }
        }
        var all: [Entry] { lock.withLock { entries } }
    }

    /// Grants at once and counts the permits.
    actor CountingLimiter: RequestLimiter {
        nonisolated let limit = RateLimit.blizzard
        private(set) var begun = 0
        private(set) var ended = 0
        func beginRequest(cost: Int) async throws -> RateLimitPermit {
            begun += 1
            return RateLimitPermit(id: UInt64(begun), departure: .zero, waited: .zero, cost: cost)
        }
        func endRequest(_ permit: RateLimitPermit, feedback: RateLimitFeedback) async { ended += 1 }
    }

    @Test func aMiddlewareAnswersABufferedAndAStreamedCallWithoutTheNetwork() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("tok-answering-0123456789"))
        let answered = Counter()
        let (client, _) = try makeClient(stub: stub, middleware: [Answering(answered: answered)])
        #expect(try await client.value(TestOperations.echo("x")).name == "from the middleware")
        let stream = try await client.rawStream(TestOperations.echo("y"))
        #expect(stream.status == 200 && stream.attempts == 1)
        let streamed = try await stream.body.collect()
        #expect(String(decoding: streamed, as: UTF8.self) == #"{"name":"from the middleware"}"#)
        #expect(answered.value == 2)
        // Nothing reached the transport: not the calls, not even a token request.
        #expect(await stub.requests(to: "/test/echo/x").isEmpty)
        #expect(await stub.requests(to: "/test/echo/y").isEmpty)
        #expect(await stub.requests(to: "/token").count == 1, "the token step runs before the middleware")
    }

    @Test func aMiddlewareThatCallsNextTwiceTakesTwoPermits() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("tok-twice-0123456789"))
        await stub.on(.get, "/test/echo/x", json: #"{"name":"ok"}"#)
        let limiter = CountingLimiter()
        let (client, _) = try makeClient(stub: stub, limiter: limiter, middleware: [Twice()])
        #expect(try await client.value(TestOperations.echo("x")).name == "ok")
        #expect(await stub.requests(to: "/test/echo/x").count == 2)
        #expect(await limiter.begun == 2)
        #expect(await limiter.ended == 2)
    }

    @Test func aHeaderOfTheUsersMiddlewareReachesTokenAndNoStepSeesACredentialOrAnOAuthBody() async throws {
        let stub = StubTransport()
        let token = "tok-gateway-0123456789abcdef"
        await stub.on(.post, "/token", json: tokenJSON(token))
        await stub.on(.get, "/test/echo/x", json: #"{"name":"ok"}"#)
        let seen = Seen()
        let client = try BattleNetClient(credentials: testCredentials, region: .eu, transport: stub, middleware: [Gateway(seen: seen)])
        #expect(try await client.value(TestOperations.echo("x")).name == "ok")
        let tokenRequest = try #require(await stub.requests(to: "/token").first)
        #expect(tokenRequest.header("X-Gateway") == "gw-1")
        #expect(tokenRequest.header("Authorization")?.hasPrefix("Basic ") == true)
        #expect(try #require(await stub.requests(to: "/test/echo/x").first).header("X-Gateway") == "gw-1")
        let oauth = try #require(seen.all.first { $0.operation == "oauthTokenClientCredentials" })
        // OAuth's request reached the step without its form, and its answer without the token.
        #expect(oauth.request.body == nil)
        #expect(oauth.answerBody?.isEmpty == true)
        #expect(tokenRequest.body?.isEmpty == false, "the form was sent all the same")
        #expect(seen.all.map(\.operation).sorted() == ["oauthTokenClientCredentials", "testEcho"])
        for entry in seen.all {
            #expect(entry.request.header("Authorization") == nil, "\(entry.operation)")
            #expect(!entry.request.headers.values.contains { $0.contains(token) || $0.contains(testCredentials.clientSecret) })
        }
        await client.shutdown()
    }

    @Test func aFailedCallEndsOnceWhicheverStepFailedIt() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("tok-fail-0123456789"))
        await stub.on(.get, "/test/echo/x", status: 503, json: #"{"code":503,"type":"x","detail":"down"}"#)
        let retry = RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(5), maxDelay: .milliseconds(10), maxTotalTime: .seconds(10))
        let (client, _) = try makeClient(stub: stub, middleware: [PipelineTests.Failing()])
        let events = client.events()
        // A middleware that throws (no retries for this client), then a server that stays down (three attempts).
        let refused = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.echo("x")) }
        #expect(refused?.kind == .transport && refused?.attempts == 1)
        let (down, _) = try makeClient(stub: stub, retry: retry)
        let downEvents = down.events()
        let failed = await #expect(throws: BattleNetError.self) { try await down.value(TestOperations.echo("x")) }
        #expect(failed?.kind == .httpStatus && failed?.attempts == 3)
        await client.shutdown()
        await down.shutdown()
        var failures: [BattleNetEvent] = []
        for await event in events where event.kind == .failure { failures.append(event) }
        var downFailures: [BattleNetEvent] = []
        for await event in downEvents where event.kind == .failure { downFailures.append(event) }
        #expect(failures.count == 1 && failures.first?.errorKind == .transport)
        #expect(downFailures.count == 1 && downFailures.first?.attempt == 3 && downFailures.first?.status == 503)
    }

    /// The order the documentation gives (BattleNetCore.docc, CallChain.md) is the client's.
    @Test func theDocumentedOrderIsTheChainsOrder() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/BattleNetCore/BattleNetCore.docc/CallChain.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        // The numbered list of the article: "1. **shared calls**: …"
        let documented = text.split(separator: "\n").compactMap { line -> String? in
            guard let open = line.range(of: ". **"), line.first?.isNumber == true,
                  let close = line[open.upperBound...].range(of: "**") else { return nil }
            return String(line[open.upperBound..<close.lowerBound])
        }
        let (client, _) = try makeClient(stub: StubTransport(), middleware: [Twice()], cache: .memory())
        let expected = client.steps.map { $0.hasPrefix("middleware: ") ? "your middleware" : $0 }
        #expect(documented == expected, "\(documented) against \(client.steps)")
    }
}
