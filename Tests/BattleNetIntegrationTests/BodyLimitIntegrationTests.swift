@testable import BattleNetCore
import BattleNetD3
import BattleNetStandIn
import BattleNetTesting
import Foundation
import Testing

/// The body of the stand-in's `largeBody` fault: `{"auctions":[{"id":1,"padding":"…"}]}`.
struct PaddedRow: JSONReadable, Sendable {
    var id: Int
    var padding: String
    enum Keys: String, CodingKey, CaseIterable, Sendable { case id, padding }
    static let keys = JSONKeyTable<Keys>()

    init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?, padding: String?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.keys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .padding: padding = try reader.read(String.self, for: key)
            }
        }
        self.id = try reader.required(id, Keys.id)
        self.padding = try reader.required(padding, Keys.padding)
    }
}

/// Issue 22 item 7: a server cannot make the client hold more than its body limits. Each test uses a
/// small configured limit (64 KiB) against the stand-in's `largeBody` fault, over real sockets.
@Suite("Body limits against the stand-in", .timeLimit(.minutes(2)))
struct BodyLimitIntegrationTests {
    static let limit = 64 << 10

    /// A client whose buffered limit (and spill cap) is 64 KiB and whose streamed element limit is 64 KiB.
    func limitedClient(_ server: StandInServer) throws -> BattleNetClient {
        try makeClient(server, rateLimit: nil, bodyLimits: BodyLimits(maximumBodyBytes: Self.limit, maximumElementBytes: Self.limit)).0
    }

    @Test("A buffered body over the limit fails with .bodyTooLarge, with and without Content-Length", arguments: [true, false])
    func aBufferedBodyOverTheLimitFails(declaresLength: Bool) async throws {
        let server = try startServer { $0.perSecondLimit = nil }
        let client = try limitedClient(server)
        server.inject(.largeBody(bytes: 200_000, declaresLength: declaresLength), on: "/d3/")
        let error = await #expect(throws: BattleNetError.self) { try await client.raw(D3.Endpoints.act(id: 1)) }
        #expect(error?.kind == .bodyTooLarge)
        #expect(error?.message.contains("64 KiB") == true, "\(String(describing: error))")
        #expect(error?.recoverySuggestion?.contains("bodyLimits") == true)
        #expect(error?.attempts == 1, "a body over the limit is not retried")
        #expect(error?.body == nil)
        if declaresLength {
            // Refused on the head's Content-Length, before reading the body.
            #expect(error?.message.contains("Content-Length") == true, "\(String(describing: error))")
        }
        // The client is fine afterwards: the next call gets the real body.
        #expect(try await client.raw(D3.Endpoints.act(id: 1)).status == 200)
    }

    @Test("The bytes are counted as they arrive: the transfer is cut at the limit, never held whole", arguments: [true, false])
    func theTransferIsCutAtTheLimit(declaresLength: Bool) async throws {
        let server = try startServer { $0.perSecondLimit = nil }
        let transport = URLSessionTransport()
        defer { transport.shutdown() }
        server.inject(.largeBody(bytes: 16 << 20, declaresLength: declaresLength), on: "/cut")
        let request = BattleNetHTTPRequest(
            method: .get, url: server.baseURL.appendingPathComponent("cut"), timeout: .seconds(30), maximumBodyBytes: Self.limit
        )
        let error = await #expect(throws: BattleNetError.self) { try await transport.send(request) }
        #expect(error?.kind == .bodyTooLarge)
        let held = try #require(transport.router).peakBufferedBody
        #expect(held <= Self.limit, "the transport held \(held) bytes of the 16 MiB body")
    }

    @Test("A streamed element over the per-element limit fails with .bodyTooLarge (limits from the client)", arguments: [true, false])
    func aStreamedElementOverTheLimitFails(declaresLength: Bool) async throws {
        let server = try startServer { $0.perSecondLimit = nil }
        // Room for the whole body buffered, but not for one element of 200 KB.
        let client = try makeClient(server, rateLimit: nil, bodyLimits: BodyLimits(maximumElementBytes: Self.limit)).0
        server.inject(.largeBody(bytes: 200_000, declaresLength: declaresLength), on: "/d3/")
        let response = try await client.rawStream(D3.Endpoints.act(id: 1))
        let error = await #expect(throws: BattleNetError.self) {
            for try await _ in JSONArrayElements<PaddedRow, HTTPBodyStream>(response.body, arrayKey: "auctions") {}
        }
        #expect(error?.kind == .bodyTooLarge)
        #expect(error?.codingPath == "auctions[0]")
        #expect(error?.message.contains("maximumElementBytes") == true, "\(String(describing: error))")
    }

    @Test("A body the stream decoder accepts under the limits still decodes")
    func aBodyUnderTheLimitsDecodes() async throws {
        let server = try startServer { $0.perSecondLimit = nil }
        let client = try limitedClient(server)
        server.inject(.largeBody(bytes: 30_000, declaresLength: true), on: "/d3/")
        let response = try await client.rawStream(D3.Endpoints.act(id: 1))
        var rows: [PaddedRow] = []
        for try await row in JSONArrayElements<PaddedRow, HTTPBodyStream>(response.body, arrayKey: "auctions") { rows.append(row) }
        #expect(rows.count == 1)
        #expect(rows.first?.padding.count == 30_000 - 36)
    }

    @Test("A streamed body that outgrows the spill cap for a consumer that does not read fails with .bodyTooLarge")
    func theSpillFileIsCapped() async throws {
        let server = try startServer { $0.perSecondLimit = nil }
        let transport = URLSessionTransport(streamBuffering: StreamBuffering(highWatermark: 16 << 10))
        defer { transport.shutdown() }
        server.inject(.largeBody(bytes: 8 << 20, declaresLength: true), on: "/spill")
        let request = BattleNetHTTPRequest(
            method: .get, url: server.baseURL.appendingPathComponent("spill"), timeout: .seconds(30), maximumBodyBytes: Self.limit
        )
        let head = try await transport.stream(request)
        let pipe = try #require(head.body.owner.source as? StreamPipe)
        // The consumer does not read: on Linux the excess goes to disk, up to the cap; on Apple the
        // transfer is paused instead, and the cap is never reached.
        guard StreamBuffering.overflow == .spill else { return }
        try await eventually { pipe.idleTimeLeft(.seconds(60)) == nil }
        #expect(pipe.observed.spilled <= Self.limit, "\(pipe.observed)")
        let error = await #expect(throws: BattleNetError.self) {
            for try await _ in head.body {}
        }
        #expect(error?.kind == .bodyTooLarge)
        #expect(error?.message.contains("64 KiB") == true, "\(String(describing: error))")
    }

    @Test("A transport of your own is checked after the fact")
    func aTransportOfYourOwnIsCheckedAfterTheFact() async throws {
        let stub = StubTransport()
        await stub.on(.get, "/d3/data/act/1", body: Data(repeating: UInt8(ascii: " "), count: Self.limit + 1))
        var configuration = BattleNetConfiguration(region: .eu, rateLimit: nil)
        configuration.bodyLimits = BodyLimits(maximumBodyBytes: Self.limit)
        let client = try BattleNetClient(configuration: configuration, tokens: FixedTokenProvider(), transport: stub)
        let error = await #expect(throws: BattleNetError.self) { try await client.raw(D3.Endpoints.act(id: 1)) }
        #expect(error?.kind == .bodyTooLarge)
        // A per-call limit wins over the client's.
        let raw = try await client.raw(D3.Endpoints.act(id: 1).bodyLimits(BodyLimits(maximumBodyBytes: Self.limit + 1)))
        #expect(raw.data.count == Self.limit + 1)
    }

    /// Waits (briefly, in small steps) until `condition` holds; the test then asserts on state, not time.
    func eventually(_ condition: () -> Bool) async throws {
        for _ in 0..<1000 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    }
}
