@testable import BattleNetCore
import BattleNetStandIn
import BattleNetFixtures
import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

/// `URLSessionTransport.stream` and `rawStream` over real sockets against the stand-in: the body
/// reassembles, a lagging consumer keeps memory under the watermark, cancellation ends the transfer,
/// redirects are refused, and a body cut short is thrown, not retried.
@Suite("Streaming against the stand-in", .timeLimit(.minutes(2)))
struct StreamingIntegrationTests {
    /// The stand-in's largest recording (about 2 MB).
    static let bigPath = "wow/pvp-leaderboard__27_2v2.json"

    func bigRequest(_ server: StandInServer, token: String) -> BattleNetHTTPRequest {
        BattleNetHTTPRequest(
            method: .get, url: server.baseURL.appendingPathComponent("data/wow/pvp-season/27/pvp-leaderboard/2v2"),
            headers: ["Authorization": "Bearer \(token)", "Battlenet-Namespace": "dynamic-eu"], timeout: .seconds(10)
        )
    }

    /// A token the stand-in accepts.
    func token(_ server: StandInServer) async throws -> String {
        let (_, manager) = try makeClient(server)
        return try #require(try await manager.accessToken(for: .client)?.value)
    }

    /// Waits (briefly, in small steps) until `condition` holds; the test then asserts on state, not time.
    func eventually(_ condition: () -> Bool) async throws {
        for _ in 0..<500 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    }

    @Test func aLaggingConsumerKeepsAtMostTheHighWatermarkInMemoryAndGetsEveryByte() async throws {
        let server = try startServer { $0.perSecondLimit = nil }
        let transport = URLSessionTransport(streamBuffering: StreamBuffering(highWatermark: 64 << 10, lowWatermark: 16 << 10))
        let head = try await transport.stream(bigRequest(server, token: try await token(server)))
        #expect(head.status == 200)
        let pipe = try #require(head.body.owner.source as? StreamPipe)
        var iterator = head.body.makeAsyncIterator()
        var body = try #require(try await iterator.next())
        // The consumer stops reading: the transfer runs into the watermark (paused on Apple platforms,
        // spilled to disk on Linux).
        try await eventually { pipe.isPaused || pipe.observed.spilled > 0 }
        #expect(pipe.bufferedBytes <= 64 << 10)
        while let chunk = try await iterator.next() { body.append(chunk) }
        #expect(body == (try Recordings.data(Self.bigPath)))
        let observed = pipe.observed
        #expect(observed.pauses + observed.spilled > 0, "the watermark was never reached: \(observed)")
        if StreamBuffering.overflow == .spill {
            #expect(observed.peakBuffered <= 64 << 10)
        } else {
            // A suspended task may still deliver what was in flight.
            #expect(observed.peakBuffered <= (64 << 10) + (256 << 10))
        }
        try await eventually { transport.router?.activeStreams == 0 }
        #expect(transport.router?.activeStreams == 0)
    }

    @Test func cancellingTheReaderCancelsTheDataTask() async throws {
        let server = try startServer { $0.perSecondLimit = nil }
        let transport = URLSessionTransport(streamBuffering: StreamBuffering(highWatermark: 32 << 10))
        let head = try await transport.stream(bigRequest(server, token: try await token(server)))
        let pipe = try #require(head.body.owner.source as? StreamPipe)
        let reader = Task {
            var count = 0
            for try await chunk in head.body {
                count += chunk.count
                withUnsafeCurrentTask { $0?.cancel() }
            }
            return count
        }
        await #expect(throws: CancellationError.self) { try await reader.value }
        // What was received and not read is dropped; the task is gone (cancelled, or done if the
        // loopback transfer finished first).
        #expect(pipe.bufferedBytes == 0)
        try await eventually { transport.router?.activeStreams == 0 }
        #expect(transport.router?.activeStreams == 0)
    }

    @Test func aStreamedRedirectIsRefusedAndItsTargetReceivesNothing() async throws {
        let server = try startServer()
        let elsewhere = try startServer()
        let target = elsewhere.baseURL.absoluteString + "/data/wow/token/index"
        server.inject(.redirect(302, location: target), on: "/data/wow/token")
        let (client, _) = try makeClient(server)
        let error = await #expect(throws: BattleNetError.self) { try await client.rawStream(WoW.Endpoints.tokenIndex()) }
        #expect(error?.kind == .redirect)
        #expect(error?.attempts == 1)
        #expect(elsewhere.statistics.apiRequests == 0)
        #expect(elsewhere.statistics.tokenRequests == 0)
    }

    @Test func rawStreamReassemblesTheRecordingAndCarriesTheHeaders() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        let stream = try await client.rawStream(WoW.Endpoints.pvpLeaderboard(season: 27, bracket: .arena2v2))
        #expect(stream.status == 200)
        #expect(stream.lastModified != nil)
        #expect(try await stream.body.collect() == (try Recordings.data(Self.bigPath)))
        #expect(server.statistics.apiRequests == 1)
    }

    @Test func aBodyCutShortAfterTheFirstChunkIsThrownAndNotRetried() async throws {
        let server = try startServer()
        server.inject(.truncatedBody, on: "/data/wow/pvp-season/27/pvp-leaderboard", times: 3)
        let (client, _) = try makeClient(server, retry: quickRetry)
        let stream = try await client.rawStream(WoW.Endpoints.pvpLeaderboard(season: 27, bracket: .arena2v2))
        let error = await #expect(throws: BattleNetError.self) { _ = try await stream.body.collect() }
        #expect(error?.kind == .transport)
        #expect(error?.operation == "wowPvpLeaderboard")
        #expect(server.statistics.apiRequests == 1)
    }
}
