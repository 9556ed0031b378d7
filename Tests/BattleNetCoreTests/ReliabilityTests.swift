@testable import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// Retries, coalescing, conditional requests, timeouts and bad bodies, through the real client over a stub.
@Suite("Reliability", .timeLimit(.minutes(2)))
struct ReliabilityTests {
    /// Short backoffs so the suite stays quick; the behaviour is the same as the standard policy's.
    static let quickRetry = RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(5), maxDelay: .milliseconds(20),
                                        maxTotalTime: .seconds(10))

    /// A stub whose `/test/echo/x` answers with `statuses` in turn (then 200), counting the calls.
    func stub(answering statuses: [Int], headers: [String: String] = [:]) async -> StubTransport {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        let queue = Queue(statuses)
        await stub.on(.get, "/test/echo/x") { _ in
            let status = queue.next() ?? 200
            return BattleNetHTTPResponse(status: status, headers: status == 200 ? [:] : headers,
                                body: Data(status == 200 ? #"{"name":"ok"}"#.utf8 : #"{"code":\#(status),"type":"x","detail":"y"}"#.utf8))
        }
        return stub
    }

    @Test(arguments: [429, 500, 502, 503, 504])
    func retriesTransientStatusesUntilSuccess(status: Int) async throws {
        let stub = await stub(answering: [status, status])
        let clock = TestClock.fixed(advancesWhenSleeping: true)
        let (client, _) = try makeClient(stub: stub, clock: clock, retry: Self.quickRetry, rateLimit: nil)
        let response = try await client.response(TestOperations.echo("x"))
        #expect(response.value.name == "ok")
        #expect(response.raw.attempts == 3)
        #expect(await stub.requests(to: "/test/echo/x").count == 3)
        // Two waits before the retries, each within the policy's back-off (jittered, at most its maximum).
        let waits = zip([Duration.zero] + clock.requestedDeadlines, clock.requestedDeadlines).map { $1 - $0 }
        #expect(waits.count == 2 && waits.allSatisfy { $0 > .zero && $0 <= Self.quickRetry.maxDelay }, "\(waits)")
    }

    @Test(arguments: [400, 403, 404])
    func neverRetriesOtherClientErrors(status: Int) async throws {
        let stub = await stub(answering: [status])
        let (client, _) = try makeClient(stub: stub, retry: Self.quickRetry)
        let error = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.echo("x")) }
        #expect(error?.status == status)
        #expect(error?.attempts == 1)
        #expect(await stub.requests(to: "/test/echo/x").count == 1)
    }

    @Test func givesUpAfterMaxAttemptsWithTheLastError() async throws {
        let stub = await stub(answering: Array(repeating: 503, count: 10))
        let (client, _) = try makeClient(stub: stub, retry: Self.quickRetry)
        let error = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.echo("x")) }
        #expect(error?.kind == .httpStatus)
        #expect(error?.status == 503)
        #expect(error?.attempts == 4)
        #expect(error?.description.contains("after 4 attempts") == true)
        #expect(await stub.requests(to: "/test/echo/x").count == 4)
    }

    @Test func honoursRetryAfter() async throws {
        let stub = await stub(answering: [429], headers: ["Retry-After": "1"])
        let clock = TestClock.fixed(advancesWhenSleeping: true)
        let (client, _) = try makeClient(stub: stub, clock: clock, retry: Self.quickRetry, rateLimit: nil)
        let echo = try await client.value(TestOperations.echo("x"))
        #expect(echo.name == "ok")
        // The one wait is the server's second, not the policy's milliseconds.
        #expect(clock.requestedDeadlines == [.seconds(1)], "the retry came before Retry-After allowed it")
    }

    @Test func aRetryAfterPastTheTotalBoundIsReportedNotAwaited() async throws {
        let stub = await stub(answering: [429], headers: ["Retry-After": "120"])
        let (client, _) = try makeClient(stub: stub, retry: Self.quickRetry)
        let error = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.echo("x")) }
        #expect(error?.kind == .rateLimited)
        #expect(error?.retryAfter == .seconds(120))
        #expect(await stub.requests(to: "/test/echo/x").count == 1)
    }

    @Test func retriesDroppedConnections() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        let failures = Queue([1, 1])
        await stub.on(.get, "/test/echo/x") { _ in
            if failures.next() != nil { throw BattleNetError(.transport, message: "connection reset by peer") }
            return BattleNetHTTPResponse(status: 200, body: Data(#"{"name":"ok"}"#.utf8))
        }
        let (client, _) = try makeClient(stub: stub, retry: Self.quickRetry)
        let raw = try await client.raw(TestOperations.echo("x"))
        #expect(raw.attempts == 3)
    }

    @Test func cancellingStopsAPendingRetry() async throws {
        let stub = await stub(answering: Array(repeating: 503, count: 10), headers: ["Retry-After": "30"])
        let patient = RetryPolicy(maxAttempts: 5, maxTotalTime: .seconds(120))
        let clock = TestClock.fixed()   // moves only when told: the retry waits until cancelled
        let (client, _) = try makeClient(stub: stub, clock: clock, retry: patient, rateLimit: nil)
        let task = Task { try await client.value(TestOperations.echo("x")) }
        await until { clock.sleeperCount == 1 }   // the first answer came, and the retry waits its 30 s
        #expect(clock.requestedDeadlines == [.seconds(30)])
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.sleeperCount == 0, "the cancelled call kept waiting for its retry")
        #expect(clock.now == .zero)
        #expect(await stub.requests(to: "/test/echo/x").count == 1)
    }

    @Test func identicalCallsInFlightShareOneRequest() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        // Both answers wait until the other 38 calls have joined the two in flight, however slow the machine.
        let gate = Gate()
        for name in ["x", "y"] {
            await stub.on(.get, "/test/echo/\(name)") { _ in
                await gate.wait()
                return BattleNetHTTPResponse(status: 200, body: Data(#"{"name":"\#(name)"}"#.utf8))
            }
        }
        let (client, _) = try makeClient(stub: stub)
        let calls = Task {
            try await withThrowingTaskGroup(of: String.self) { group in
                for index in 0..<40 { group.addTask { try await client.value(TestOperations.echo(index % 2 == 0 ? "x" : "y")).name } }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
        }
        await until { await client.sharedCallsJoined() == 38 }
        await gate.open()
        let names = try await calls.value
        #expect(names.filter { $0 == "x" }.count == 20)
        #expect(names.filter { $0 == "y" }.count == 20)
        #expect(await stub.requests(to: "/test/echo/x").count == 1)
        #expect(await stub.requests(to: "/test/echo/y").count == 1)
        // Once the first flight landed, a new call makes a new request.
        _ = try await client.value(TestOperations.echo("x"))
        #expect(await stub.requests(to: "/test/echo/x").count == 2)
    }

    @Test func aCancelledWaiterLeavesTheSharedRequestToTheOthers() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        // The response waits until the leaving caller is gone, however slow the machine.
        let gate = Gate()
        await stub.on(.get, "/test/echo/x") { _ in
            await gate.wait()
            return BattleNetHTTPResponse(status: 200, body: Data(#"{"name":"x"}"#.utf8))
        }
        let (client, _) = try makeClient(stub: stub)
        let leaving = Task { try await client.value(TestOperations.echo("x")) }
        let staying = Task { try await client.value(TestOperations.echo("x")) }
        await until { await !stub.requests(to: "/test/echo/x").isEmpty }
        leaving.cancel()
        let outcome = await leaving.result
        await gate.open()
        #expect(throws: CancellationError.self) { try outcome.get() }
        #expect(try await staying.value.name == "x")
        #expect(await stub.requests(to: "/test/echo/x").count == 1)
    }

    @Test func coalescingCanBeTurnedOff() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        // Each answer waits until both requests arrived: with coalescing, the second would never come.
        let gate = Gate()
        let arrived = Tally()
        await stub.on(.get, "/test/echo/x") { _ in
            arrived.increment()
            if arrived.value == 2 { await gate.open() }
            await gate.wait()
            return BattleNetHTTPResponse(status: 200, body: Data(#"{"name":"x"}"#.utf8))
        }
        let (client, _) = try makeClient(stub: stub, coalescing: false)
        async let first = client.value(TestOperations.echo("x"))
        async let second = client.value(TestOperations.echo("x"))
        _ = try await (first, second)
        #expect(await stub.requests(to: "/test/echo/x").count == 2)
    }

    @Test func notModifiedIsAnOutcomeNotAnError() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        let lastModified = "Sat, 21 Dec 2019 13:30:41 GMT"
        await stub.on(.get, "/test/echo/x") { request in
            if request.header("If-Modified-Since") == lastModified || request.header("If-None-Match") == "\"v1\"" {
                return BattleNetHTTPResponse(status: 304, headers: ["Last-Modified": lastModified])
            }
            return BattleNetHTTPResponse(status: 200, headers: ["Last-Modified": lastModified, "ETag": "\"v1\""],
                                body: Data(#"{"name":"x"}"#.utf8))
        }
        let (client, _) = try makeClient(stub: stub)
        let first = try await client.response(TestOperations.echo("x"))
        #expect(first.raw.lastModified == HTTPDate.parse(lastModified))
        let again = try await client.response(TestOperations.echo("x"), ifChangedSince: first.raw)
        guard case .notModified = again else { Issue.record("expected notModified, got \(again)"); return }
        let conditional = try #require(await stub.requests(to: "/test/echo/x").last)
        #expect(conditional.header("If-Modified-Since") == lastModified)
        #expect(conditional.header("If-None-Match") == "\"v1\"")
        // Against an older response the resource has changed.
        let older = RawResponse(operation: "testEcho", url: first.raw.url, status: 200,
                                headers: ["Last-Modified": "Mon, 01 Jan 2018 00:00:00 GMT"], data: Data())
        let changed = try await client.response(TestOperations.echo("x"), ifChangedSince: older)
        #expect(changed.value?.value.name == "x")
        // Without a condition a 304 is not expected, and is an error.
        await stub.on(.get, "/test/echo/y", status: 304, body: Data())
        let error = await #expect(throws: BattleNetError.self) { try await client.raw(TestOperations.echo("y")) }
        #expect(error?.status == 304)
    }

    @Test func operationsDeclareLongerTimeoutsAndEndpointsOverrideThem() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/big", json: #"{"name":"big"}"#)
        let big = APIOperation<Echo>("testBig", game: "test", "/test/big", timeout: .seconds(120))
        let (client, _) = try makeClient(stub: stub)
        _ = try await client.value(big())
        _ = try await client.value(big().timeout(.seconds(5)))
        let timeouts = await stub.requests(to: "/test/big").map(\.timeout)
        #expect(timeouts == [.seconds(120), .seconds(5)])
    }

    @Test(arguments: [
        ("html", Data("<!DOCTYPE html><html><body>Service unavailable</body></html>".utf8), "HTML"),
        ("empty", Data(), "empty"),
        ("invalid UTF-8", Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]), "UTF-8"),
        ("truncated", Data(#"{"name":"ok","nes"#.utf8), "not valid JSON"),
    ])
    func badBodiesWithStatus200EndInADecodingErrorCarryingTheBytes(label: String, body: Data, mention: String) async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/echo/x", body: body)
        let (client, _) = try makeClient(stub: stub)
        let error = await #expect(throws: BattleNetError.self, "\(label)") { try await client.value(TestOperations.echo("x")) }
        #expect(error?.kind == (body.isEmpty ? .emptyBody : .decoding))
        #expect(error?.body == body)
        #expect(error?.message.contains(mention) == true, "\(label): \(error?.message ?? "")")
    }
}

/// Hands out values in order, from any task (a lock guards `elements`).
final class Queue<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element]
    init(_ elements: [Element]) { self.elements = elements }
    func next() -> Element? { lock.withLock { elements.isEmpty ? nil : elements.removeFirst() } }
}

/// Holds waiters until opened (then lets every later one through at once).
actor Gate {
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
