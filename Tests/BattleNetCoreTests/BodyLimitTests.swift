@testable import BattleNetCore
import Foundation
import Testing

/// Issue 22 item 7, the parts without a network: the stream decoder's element and skeleton limits,
/// the spill file's cap, the error's words.
@Suite("Body limits", .timeLimit(.minutes(1)))
struct BodyLimitTests {
    static let small = BodyLimits(maximumBodyBytes: 4096, maximumElementBytes: 64, maximumSkeletonBytes: 128)

    func document(elementBytes: Int) -> Data {
        let name = String(repeating: "n", count: max(0, elementBytes - 22))
        return Data(#"{"rows":[{"name":"a","count":1},{"name":"\#(name)","count":2}],"next":null}"#.utf8)
    }

    @Test("An element over maximumElementBytes fails with .tooLarge, whatever the chunking", arguments: [1, 7, 64, 1 << 20])
    func anElementOverTheLimitFails(chunkSize: Int) throws {
        let body = document(elementBytes: 200)
        var decoder = JSONArrayStreamDecoder<StreamedRow>(arrayKey: "rows", limits: Self.small)
        var rows: [StreamedRow] = []
        var failure: JSONReader.Failure?
        var start = 0
        while start < body.count, failure == nil {
            let chunk = body.subdata(in: start..<min(body.count, start + chunkSize))
            start += chunkSize
            do throws(JSONReader.Failure) { try decoder.consume(chunk, into: &rows) } catch { failure = error }
        }
        #expect(failure?.reason == .tooLarge(limit: 64))
        #expect(failure?.pathDescription == "rows[1]")
        #expect(rows.count == 1, "the element before the large one is delivered")
        #expect(decoder.peakRetainedByteCount <= 64 + chunkSize + 128, "held \(decoder.peakRetainedByteCount)")
        // A failure is final.
        #expect(throws: JSONReader.Failure.self) { try decoder.finish() }
    }

    @Test("An element at the limit decodes")
    func anElementAtTheLimitDecodes() throws {
        var decoder = JSONArrayStreamDecoder<StreamedRow>(arrayKey: "rows", limits: Self.small)
        let rows = try decoder.consume(document(elementBytes: 60))
        #expect(rows.count == 2)
        try decoder.finish()
    }

    @Test("A document outside the array over maximumSkeletonBytes fails with .tooLarge")
    func aSkeletonOverTheLimitFails() throws {
        let padding = String(repeating: "p", count: 500)
        let body = Data(#"{"padding":"\#(padding)","rows":[]}"#.utf8)
        var decoder = JSONArrayStreamDecoder<StreamedRow>(arrayKey: "rows", limits: Self.small)
        let error = #expect(throws: JSONReader.Failure.self) {
            for start in stride(from: 0, to: body.count, by: 16) {
                _ = try decoder.consume(body.subdata(in: start..<min(body.count, start + 16)))
            }
            try decoder.finish()
        }
        #expect(error?.reason == .tooLarge(limit: 128))
        #expect(decoder.skeleton.count <= 128 + 16)
    }

    @Test("JSONArrayElements reports an element over the limit as .bodyTooLarge, not .decoding")
    func elementsReportBodyTooLarge() async throws {
        let chunks = HTTPBodyStream(data: document(elementBytes: 200), chunkSize: 16)
        var seen = 0
        let error = await #expect(throws: BattleNetError.self) {
            for try await _ in JSONArrayElements<StreamedRow, HTTPBodyStream>(chunks, arrayKey: "rows", operation: "op", limits: Self.small) {
                seen += 1
            }
        }
        #expect(seen == 1)
        #expect(error?.kind == .bodyTooLarge)
        #expect(error?.operation == "op")
        #expect(error?.codingPath == "rows[1]")
        #expect(error?.message.contains("64 bytes") == true)
        #expect(error?.body == nil)
    }

    @Test("The limits of a body streamed by the client reach the decoder")
    func theStreamsLimitsReachTheDecoder() async throws {
        var chunks = HTTPBodyStream(data: document(elementBytes: 200), chunkSize: 16)
        chunks.limits = Self.small
        let elements = JSONArrayElements<StreamedRow, HTTPBodyStream>(chunks, arrayKey: "rows")
        #expect(elements.limits == Self.small)
        #expect(JSONArrayElements<StreamedRow, HTTPBodyStream>(HTTPBodyStream(data: Data()), arrayKey: "rows").limits == .standard)
    }

    @Test("The spill file stops at its cap with .bodyTooLarge; what came before is read first")
    func theSpillFileIsCapped() async throws {
        let url = try #require(URL(string: "https://eu.api.blizzard.com/data/wow/auctions/commodities"))
        let pipe = StreamPipe(highWatermark: 1024, lowWatermark: 0, overflow: .spill, spillLimit: (4096, url))
        for _ in 0..<40 { pipe.receive(Data(repeating: 0x20, count: 512)) }
        pipe.finish(throwing: nil)  // the producer's end (ignored once the cap has failed the pipe)
        #expect(pipe.observed.spilled <= 4096, "\(pipe.observed)")
        var read = 0
        let error = await #expect(throws: BattleNetError.self) {
            while let chunk = try await pipe.next() { read += chunk.count }
        }
        #expect(error?.kind == .bodyTooLarge)
        #expect(error?.message.contains("4 KiB") == true)
        #expect(read <= 1024 + 4096)
    }

    @Test("The error names the limit and how to raise it")
    func theErrorNamesTheLimit() {
        let error = BodyLimits.bodyError(limit: 256 << 20, url: URL(string: "https://eu.api.blizzard.com/x"), status: 200)
        #expect(error.kind == .bodyTooLarge)
        #expect(error.message.contains("256 MiB"))
        #expect(error.description.contains("bodyLimits"))
        #expect(BattleNetError.Kind.allKnown.contains(.bodyTooLarge))
        #expect(BodyLimits.standard.maximumBodyBytes == 256 << 20)
        #expect(BodyLimits.standard.maximumElementBytes == 1 << 20)
        #expect(BodyLimits.standard.maximumSkeletonBytes == 256 << 20)
        #expect(BattleNetConfiguration().bodyLimits == .standard)
    }
}
