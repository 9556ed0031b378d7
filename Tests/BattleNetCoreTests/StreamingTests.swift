@testable import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// Streamed bodies: the stub's chunks, the pipe's memory bound, and `rawStream`'s rules (retries until
/// the first chunk, none after it, never coalesced, the token only in the header).
@Suite("Streaming", .timeLimit(.minutes(2)))
struct StreamingTests {
    /// Short backoffs; a generous total time, so a busy machine does not cut the retries short.
    static let quickRetry = RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(2), maxDelay: .milliseconds(10),
                                        maxTotalTime: .seconds(120))

    /// 1,000 bytes that differ from position to position, so a lost, doubled or reordered chunk shows.
    static let body = Data((0..<1_000).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 256) })

    func collect(_ stream: HTTPBodyStream) async throws -> [Data] {
        var chunks: [Data] = []
        for try await chunk in stream { chunks.append(chunk) }
        return chunks
    }

    // MARK: Bodies

    @Test func aBufferedBodyComesInChunksThatReassembleExactly() async throws {
        let chunks = try await collect(HTTPBodyStream(data: Self.body, chunkSize: 7))
        #expect(chunks.count == 143)                               // 142 × 7 + 6
        #expect(chunks.dropLast().allSatisfy { $0.count == 7 })
        #expect(chunks.last?.count == 6)
        #expect(chunks.allSatisfy { $0.startIndex == 0 })
        #expect(chunks.reduce(Data(), +) == Self.body)
    }

    @Test func aSliceWithAnOffsetIsServedFromItsOwnStart() async throws {
        let slice = Self.body[100..<200]
        let chunks = try await collect(HTTPBodyStream(data: slice, chunkSize: 30))
        #expect(chunks.map(\.count) == [30, 30, 30, 10])
        #expect(chunks.reduce(Data(), +) == Data(slice))
    }

    @Test func anotherSequenceOfChunksIsPassedThroughInOrder() async throws {
        let parts = stride(from: 0, to: Self.body.count, by: 100).map { Self.body.subdata(in: $0..<min($0 + 100, Self.body.count)) }
        let source = AsyncThrowingStream<Data, any Error> { continuation in
            for part in parts { continuation.yield(part) }
            continuation.yield(Data())                              // empty chunks are skipped
            continuation.finish()
        }
        let chunks = try await collect(HTTPBodyStream(source))
        #expect(chunks.count == 10)
        #expect(chunks.reduce(Data(), +) == Self.body)
    }

    @Test func theDefaultTransportStreamServesTheBufferedBody() async throws {
        struct Buffered: HTTPTransport {
            func send(_ request: BattleNetHTTPRequest) async throws -> BattleNetHTTPResponse {
                BattleNetHTTPResponse(status: 200, headers: ["ETag": "e"], body: StreamingTests.body)
            }
        }
        let head = try await Buffered().stream(BattleNetHTTPRequest(method: .get, url: URL(string: "https://eu.api.blizzard.com/x")!))
        #expect(head.status == 200)
        #expect(head.header("etag") == "e")
        let chunks = try await collect(head.body)
        #expect(chunks.count == 1)
        #expect(chunks.first == Self.body)
    }

    @Test func theStubStreamsInItsChunkSizeAndCanFailMidBody() async throws {
        let stub = StubTransport(streamChunkSize: 64)
        await stub.on(.get, "/whole", body: Self.body)
        await stub.on(.get, "/broken", body: Self.body, failingAfter: 300)
        let request = { (path: String) in BattleNetHTTPRequest(method: .get, url: URL(string: "https://eu.api.blizzard.com" + path)!) }

        let whole = try await collect(try await stub.stream(request("/whole")).body)
        #expect(whole.map(\.count) == Array(repeating: 64, count: 15) + [40])
        #expect(whole.reduce(Data(), +) == Self.body)

        var received = Data()
        let error = await #expect(throws: BattleNetError.self) {
            for try await chunk in try await stub.stream(request("/broken")).body { received.append(chunk) }
        }
        #expect(error?.kind == .transport)
        #expect(received == Self.body.prefix(300))
        // Sent (not streamed), the broken route fails as a whole.
        await #expect(throws: BattleNetError.self) { try await stub.send(request("/broken")) }
        #expect(await stub.requests(to: "/broken").count == 2)
    }

    @Test func collectStopsAtItsLimit() async throws {
        let data = try await HTTPBodyStream(data: Self.body, chunkSize: 64).collect(upTo: 100)
        #expect(data == Self.body.prefix(100))
    }

    // MARK: The pipe's bound

    @Test func aSpillingPipeKeepsAtMostTheHighWatermarkInMemory() async throws {
        let pipe = StreamPipe(highWatermark: 100, lowWatermark: 25, overflow: .spill, spillReadSize: 64)
        // A producer that cannot be paused delivers everything before the consumer reads anything.
        for start in stride(from: 0, to: Self.body.count, by: 30) {
            pipe.receive(Self.body.subdata(in: start..<min(start + 30, Self.body.count)))
        }
        pipe.finish(throwing: nil)
        #expect(pipe.bufferedBytes <= 100)
        let chunks = try await collect(HTTPBodyStream(source: pipe))
        #expect(chunks.reduce(Data(), +) == Self.body)
        let observed = pipe.observed
        #expect(observed.peakBuffered <= 100)
        #expect(observed.spilled == Self.body.count - 90)           // three 30-byte chunks fit in memory
        #expect(observed.received == Self.body.count)
        #expect(observed.pauses == 0)
    }

    @Test func aSpillingPipeGoesBackToMemoryOnceTheFileIsDrained() async throws {
        let pipe = StreamPipe(highWatermark: 50, lowWatermark: 10, overflow: .spill, spillReadSize: 1_000)
        var expected = Data()
        for round in 0..<3 {
            for part in 0..<4 {
                let chunk = Data(repeating: UInt8(round * 10 + part), count: 20)
                expected.append(chunk)
                pipe.receive(chunk)
            }
            var read = Data()
            while read.count < 80, let chunk = try await pipe.next() { read.append(chunk) }
            #expect(read == expected.suffix(80))
            #expect(pipe.bufferedBytes == 0)
        }
        #expect(pipe.observed.spilled == 3 * 40)
        #expect(pipe.observed.peakBuffered == 40)
    }

    @Test func aPausingPipePausesTheProducerAtTheHighWatermarkAndResumesAtTheLow() async throws {
        let pipe = StreamPipe(highWatermark: 100, lowWatermark: 40, overflow: .pause)
        let paused = Flag()
        pipe.setControls(StreamPipe.Controls(pause: { paused.set(true) }, resume: { paused.set(false) }))
        var offset = 0
        var chunks: [Data] = []
        // A producer that honours the pause, a consumer that reads one chunk whenever the producer stops.
        while offset < Self.body.count || pipe.bufferedBytes > 0 {
            while !paused.value, offset < Self.body.count {
                pipe.receive(Self.body.subdata(in: offset..<min(offset + 30, Self.body.count)))
                offset += 30
            }
            if offset >= Self.body.count { pipe.finish(throwing: nil) }
            if let chunk = try await pipe.next() { chunks.append(chunk) }
            #expect(paused.value == (pipe.bufferedBytes > 40 && pipe.isPaused))
        }
        #expect(chunks.reduce(Data(), +) == Self.body)
        let observed = pipe.observed
        #expect(observed.pauses > 5)
        #expect(observed.peakBuffered <= 100 + 30 - 1)              // one chunk arrives past the mark at most
        #expect(observed.spilled == 0)
    }

    @Test func anAsyncProducerWaitsForTheConsumer() async throws {
        let produced = Tally()
        let source = AsyncStream<Data> { continuation in
            for index in 0..<20 { continuation.yield(Data([UInt8(index)])) }
            continuation.finish()
        }
        let counted = source.map { chunk -> Data in produced.increment(); return chunk }
        let stream = HTTPBodyStream(counted)
        var iterator = stream.makeAsyncIterator()
        let first = try await iterator.next()
        #expect(first == Data([0]))
        // Give the producer every chance to run ahead; it may hold one chunk beyond what was read.
        for _ in 0..<50 { await Task.yield() }
        #expect(produced.value <= 3)
        var rest: [UInt8] = []
        while let chunk = try await iterator.next() { rest.append(contentsOf: chunk) }
        #expect(rest == Array(1..<20))
    }

    @Test func cancellingTheConsumerCancelsTheProducer() async throws {
        let pipe = StreamPipe(highWatermark: 100, lowWatermark: 10, overflow: .pause)
        let cancelled = Flag()
        pipe.setControls(StreamPipe.Controls(cancel: { cancelled.set(true) }))
        pipe.receive(Data([1, 2, 3]))
        let stream = HTTPBodyStream(source: pipe)
        let consumer = Task {
            var count = 0
            for try await chunk in stream { count += chunk.count }
            return count
        }
        while pipe.bufferedBytes > 0 { await Task.yield() }        // the first chunk was taken; now it waits
        consumer.cancel()
        await #expect(throws: CancellationError.self) { try await consumer.value }
        #expect(cancelled.value)
        pipe.receive(Data([4]))                                     // late bytes are dropped
        #expect(pipe.bufferedBytes == 0)
    }

    @Test func droppingTheBodyCancelsTheTransfer() async throws {
        let pipe = StreamPipe(highWatermark: 100, lowWatermark: 10, overflow: .pause)
        let cancelled = Flag()
        pipe.setControls(StreamPipe.Controls(cancel: { cancelled.set(true) }))
        do {
            let head = HTTPStreamingResponse(status: 200, body: HTTPBodyStream(source: pipe))
            #expect(head.status == 200)
        }
        #expect(cancelled.value)
    }

    @Test func aFailureReachesTheConsumerAfterTheBytesBeforeIt() async throws {
        let pipe = StreamPipe(highWatermark: 100, lowWatermark: 10, overflow: .spill)
        pipe.receive(Data([1, 2]))
        pipe.finish(throwing: BattleNetError(.transport, message: "reset"))
        var iterator = HTTPBodyStream(source: pipe).makeAsyncIterator()
        #expect(try await iterator.next() == Data([1, 2]))
        await #expect(throws: BattleNetError.self) { try await iterator.next() }
    }

    // MARK: rawStream

    @Test func rawStreamSendsTheRawRequestAndDeliversTheWholeBody() async throws {
        let stub = StubTransport(streamChunkSize: 50)
        await stub.on(.post, "/token", json: tokenJSON("stream-token-value"))
        await stub.on(.get, "/data/wow/mythic-keystone/index", headers: ["Last-Modified": "Tue, 14 Nov 2023 22:13:20 GMT"], body: Self.body)
        let (client, _) = try makeClient(stub: stub)
        let stream = try await client.rawStream(TestOperations.keystone())
        #expect(stream.status == 200)
        #expect(stream.attempts == 1)
        #expect(stream.operation == "wowMythicKeystoneIndex")
        #expect(stream.lastModified == Date(timeIntervalSince1970: 1_700_000_000))
        let chunks = try await collect(stream.body)
        #expect(chunks.count == 20)
        #expect(chunks.reduce(Data(), +) == Self.body)
        let request = try #require(await stub.requests(to: "/data/wow/mythic-keystone/index").first)
        #expect(request.header("Authorization") == "Bearer stream-token-value")
        #expect(request.header("Battlenet-Namespace") == "dynamic-eu")
        #expect(request.url.query == "locale=en_GB")
        #expect(!request.url.absoluteString.contains("stream-token-value"))
    }

    @Test func aFailureAfterTheFirstChunkIsThrownFromTheBodyAndNotRetried() async throws {
        let stub = StubTransport(streamChunkSize: 100)
        await stub.on(.post, "/token", json: tokenJSON("stream-token-value"))
        await stub.on(.get, "/test/echo/x", body: Self.body, failingAfter: 450)
        let (client, _) = try makeClient(stub: stub, retry: Self.quickRetry)
        let stream = try await client.rawStream(TestOperations.echo("x"))
        var received = Data()
        let error = await #expect(throws: BattleNetError.self) {
            for try await chunk in stream.body { received.append(chunk) }
        }
        #expect(received == Self.body.prefix(450))
        #expect(error?.kind == .transport)
        #expect(error?.operation == "testEcho")
        #expect(error?.url?.contains("/test/echo/x") == true)
        #expect(error.map { !String(describing: $0).contains("stream-token-value") } == true)
        #expect(await stub.requests(to: "/test/echo/x").count == 1)
    }

    @Test func aFailureBeforeTheFirstChunkIsRetriedPerPolicy() async throws {
        let stub = StubTransport(streamChunkSize: 100)
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/echo/x", body: Self.body, failingAfter: 0)
        let (client, _) = try makeClient(stub: stub, retry: Self.quickRetry)
        let error = await #expect(throws: BattleNetError.self) { try await client.rawStream(TestOperations.echo("x")) }
        #expect(error?.kind == .transport)
        #expect(error?.attempts == 3)
        #expect(await stub.requests(to: "/test/echo/x").count == 3)
    }

    @Test func aFailureBeforeTheFirstChunkThenASuccessGivesTheWholeBody() async throws {
        let stub = StubTransport(streamChunkSize: 100)
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        let outcomes = Queue(["drop", "503"])
        await stub.onStream(.get, "/test/echo/x") { _ in
            switch outcomes.next() {
            case "drop":
                return HTTPStreamingResponse(status: 200, body: HTTPBodyStream(AsyncThrowingStream<Data, any Error> {
                    $0.finish(throwing: BattleNetError(.transport, message: "reset before the body"))
                }))
            case "503":
                return HTTPStreamingResponse(BattleNetHTTPResponse(status: 503, body: Data(#"{"code":503,"type":"x","detail":"busy"}"#.utf8)))
            default:
                return HTTPStreamingResponse(BattleNetHTTPResponse(status: 200, body: Self.body), chunkSize: 100)
            }
        }
        let (client, _) = try makeClient(stub: stub, retry: Self.quickRetry)
        let stream = try await client.rawStream(TestOperations.echo("x"))
        #expect(stream.attempts == 3)
        #expect(try await stream.body.collect() == Self.body)
        #expect(await stub.requests(to: "/test/echo/x").count == 3)
    }

    @Test(arguments: [400, 403, 404])
    func aClientErrorIsReadWholeAndThrownTypedWithoutRetry(status: Int) async throws {
        let stub = StubTransport(streamChunkSize: 3)
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/echo/x", status: status, json: #"{"code":\#(status),"type":"BLZWEBAPI","detail":"Not here"}"#)
        let (client, _) = try makeClient(stub: stub, retry: Self.quickRetry)
        let error = await #expect(throws: BattleNetError.self) { try await client.rawStream(TestOperations.echo("x")) }
        #expect(error?.status == status)
        #expect(error?.apiError?.detail == "Not here")               // the body was read across its 3-byte chunks
        #expect(error?.attempts == 1)
        #expect(await stub.requests(to: "/test/echo/x").count == 1)
    }

    @Test func a401RenewsTheTokenOnceAndStreamsWithTheNewOne() async throws {
        let stub = StubTransport(streamChunkSize: 100)
        let issued = Tally()
        await stub.on(.post, "/token") { _ in
            issued.increment()
            return BattleNetHTTPResponse(status: 200, body: Data(tokenJSON("token-\(issued.value)").utf8))
        }
        await stub.on(.get, "/test/echo/x") { request in
            request.header("Authorization") == "Bearer token-1"
                ? BattleNetHTTPResponse(status: 401, body: Data(#"{"code":401,"type":"BLZWEBAPI00000401","detail":"Unauthorized"}"#.utf8))
                : BattleNetHTTPResponse(status: 200, body: Self.body)
        }
        let (client, _) = try makeClient(stub: stub)
        let stream = try await client.rawStream(TestOperations.echo("x"))
        #expect(try await stream.body.collect() == Self.body)
        #expect(issued.value == 2)
        #expect(await stub.requests(to: "/test/echo/x").map { $0.header("Authorization") } == ["Bearer token-1", "Bearer token-2"])
    }

    @Test func identicalStreamsAreNeverCoalesced() async throws {
        let stub = StubTransport(streamChunkSize: 100)
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        let gate = Gate()
        let arrived = Tally()
        await stub.on(.get, "/test/echo/x") { _ in
            arrived.increment()
            await gate.wait()
            return BattleNetHTTPResponse(status: 200, body: Self.body)
        }
        let (client, _) = try makeClient(stub: stub, coalescing: true)
        async let first = client.rawStream(TestOperations.echo("x"))
        async let second = client.rawStream(TestOperations.echo("x"))
        // Both are in flight at once before either is answered.
        while arrived.value < 2 { await Task.yield() }
        await gate.open()
        let (one, two) = try await (first, second)
        #expect(try await one.body.collect() == Self.body)
        #expect(try await two.body.collect() == Self.body)
        #expect(await stub.requests(to: "/test/echo/x").count == 2)
    }

    @Test func theLimiterSlotIsReleasedWhenTheHeadArrives() async throws {
        let stub = StubTransport(streamChunkSize: 100)
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/echo/x", body: Self.body)
        let limiter = RateLimiter(RateLimit(requestsPerSecond: 100))
        let (client, _) = try makeClient(stub: stub, limiter: limiter)
        let stream = try await client.rawStream(TestOperations.echo("x"))
        // The body is not read yet, and no call is in flight any more.
        #expect(await limiter.inFlight == 0)
        #expect(try await stream.body.collect() == Self.body)
    }

    @Test func cancellingTheReaderOfARawStreamStopsIt() async throws {
        let stub = StubTransport(streamChunkSize: 10)
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        let produced = Tally()
        await stub.onStream(.get, "/test/echo/x") { _ in
            let chunks = AsyncStream<Data> { continuation in
                for index in 0..<1_000 { continuation.yield(Data([UInt8(truncatingIfNeeded: index)])) }
                continuation.finish()
            }.map { chunk -> Data in produced.increment(); return chunk }
            return HTTPStreamingResponse(status: 200, body: HTTPBodyStream(chunks))
        }
        let (client, _) = try makeClient(stub: stub)
        let stream = try await client.rawStream(TestOperations.echo("x"))
        let reader = Task {
            var count = 0
            for try await chunk in stream.body {
                count += chunk.count
                if count == 5 { withUnsafeCurrentTask { $0?.cancel() } }
            }
            return count
        }
        await #expect(throws: CancellationError.self) { try await reader.value }
        #expect(produced.value < 20)
    }
}

/// A thread-safe flag for callbacks.
final class Flag: @unchecked Sendable {
    // `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored = false
    var value: Bool { lock.withLock { stored } }
    func set(_ value: Bool) { lock.withLock { stored = value } }
}

/// A thread-safe tally for callbacks.
final class Tally: @unchecked Sendable {
    // `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored = 0
    var value: Int { lock.withLock { stored } }
    func increment() { lock.withLock { stored += 1 } }
}
