import BattleNetCore
import BattleNetFixtures
import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

/// The shared chunked body, under the name these tests have used.
typealias DataChunks = BodyChunks

/// `WoW.AuctionStream` and `WoW.CommodityStream` against the whole-body fast path: the same auctions
/// in the same order at every chunk size, and the same failure paths.
@Suite("WoW auction streams", .timeLimit(.minutes(2)))
struct AuctionStreamTests {
    static let chunkSizes = [1, 2, 7, 64, 4096, Int.max]

    static func auctions(_ body: Data, chunk size: Int) async throws -> [WoW.Auction] {
        var auctions: [WoW.Auction] = []
        for try await auction in WoW.AuctionStream(DataChunks(body: body, size: size)) { auctions.append(auction) }
        return auctions
    }

    static func commodities(_ body: Data, chunk size: Int) async throws -> [WoW.Commodity] {
        var commodities: [WoW.Commodity] = []
        for try await commodity in WoW.CommodityStream(DataChunks(body: body, size: size)) { commodities.append(commodity) }
        return commodities
    }

    @Test func everyAuctionsRecordingStreamsToTheWholeBodysAuctionsAtEveryChunkSize() async throws {
        let recordings = try FastDecodingTests.recordings("wowAuctions")
        #expect(recordings.count >= 3)
        for (file, body) in recordings {
            let whole = Array(try JSONReader.decode(WoW.Auctions.self, from: body).auctions)
            #expect(!whole.isEmpty)
            for size in Self.chunkSizes {
                #expect(try await Self.auctions(body, chunk: size) == whole, "\(file) in chunks of \(size)")
            }
        }
    }

    @Test func everyCommoditiesRecordingStreamsToTheWholeBodysAuctionsAtEveryChunkSize() async throws {
        let recordings = try FastDecodingTests.recordings("wowAuctionCommodities")
        #expect(recordings.count >= 1)
        for (file, body) in recordings {
            let whole = Array(try JSONReader.decode(WoW.Commodities.self, from: body).auctions)
            #expect(!whole.isEmpty)
            for size in Self.chunkSizes {
                #expect(try await Self.commodities(body, chunk: size) == whole, "\(file) in chunks of \(size)")
            }
        }
    }

    @Test func bodiesBuiltFromRecordedElementsStreamTheSame() async throws {
        let commodities = try FastDecodingTests.repeated("wow/commodities.json", count: 3000)
        let streamed = try await Self.commodities(commodities, chunk: 65536)
        #expect(streamed == Array(try JSONReader.decode(WoW.Commodities.self, from: commodities).auctions))
        #expect(streamed.count == 3000)
        let auctions = try FastDecodingTests.repeated("wow/auctions__1146.json", count: 3000)
        #expect(try await Self.auctions(auctions, chunk: 1000) == Array(try JSONReader.decode(WoW.Auctions.self, from: auctions).auctions))
    }

    @Test func aWrongTypedAuctionFailsWithTheWholeBodysPathAfterTheAuctionsBeforeIt() async throws {
        let cases: [(String, Int, String, String)] = [
            ("wow/commodities.json", 1234, "quantity", "auctions[1234].quantity"),
            ("wow/auctions__1146.json", 2001, "buyout", "auctions[2001].buyout"),
        ]
        for (file, index, key, path) in cases {
            let body = try FastDecodingTests.corrupted(try FastDecodingTests.repeated(file, count: 2500), index: index, key: key)
            for size in [7, 4096] {
                var yielded = 0
                do {
                    if file.contains("commodities") {
                        for try await _ in WoW.CommodityStream(DataChunks(body: body, size: size)) { yielded += 1 }
                    } else {
                        for try await _ in WoW.AuctionStream(DataChunks(body: body, size: size)) { yielded += 1 }
                    }
                    Issue.record("\(file) with a string \(key) streamed")
                } catch let error as BattleNetError {
                    #expect(error.kind == .decoding)
                    #expect(error.codingPath == path, "chunks of \(size)")
                    #expect(error.modelType == (file.contains("commodities") ? "WoW.Commodities" : "WoW.Auctions"))
                    #expect(error.operation == (file.contains("commodities") ? "wowAuctionCommodities" : "wowAuctions"))
                    #expect(error.message.hasPrefix("expected Int but found"), "\(error.message)")
                    let bytes = try #require(error.body)
                    #expect(bytes.count < 2000, "the failing auction's bytes, not the body")
                    #expect(String(decoding: bytes, as: UTF8.self).contains("not-a-number"))
                }
                #expect(yielded == index, "every auction before the faulty one")
            }
        }
    }

    @Test func theRestOfTheBodyIsReadAsTheWholeModelReadsIt() async throws {
        // Without its connected realm, an auctions body does not decode whole, so the stream fails too
        // (after the auctions, which come first).
        let body = Data(#"{"auctions":[{"id":1,"item":{"id":2},"quantity":3,"buyout":4,"time_left":"SHORT"}],"commodities":null}"#.utf8)
        #expect(throws: BattleNetError.self) { _ = try ResponseDecoding.decode(WoW.Auctions.self, from: body) }
        var seen: [Int] = []
        do {
            for try await auction in WoW.AuctionStream(DataChunks(body: body, size: 16)) { seen.append(auction.id) }
            Issue.record("streamed a body without connected_realm")
        } catch let error as BattleNetError {
            #expect(error.codingPath == "connected_realm")
            #expect(error.message == "required key \"connected_realm\" is missing")
        }
        #expect(seen == [1])
        // Trailing garbage after a whole commodities body.
        let commodities = try fixtureData("wow/commodities.json") + Data(" x".utf8)
        await #expect(throws: BattleNetError.self) { _ = try await Self.commodities(commodities, chunk: 100) }
    }

    /// The generator's bodies (`python3 big-auctions.py DIR`), when `BNET_BIG_BODIES=DIR` names them:
    /// streamed in 64 KiB chunks to the whole-body path's count and checksum, and the corrupt copies
    /// to its failure path.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["BNET_BIG_BODIES"] != nil))
    func generatedBodiesWhenAsked() async throws {
        let directory = ProcessInfo.processInfo.environment["BNET_BIG_BODIES"] ?? ""
        for name in ["commodities", "auctions"] {
            guard let body = MappedBody(path: "\(directory)/\(name).json"), let corrupt = MappedBody(path: "\(directory)/\(name)-corrupt.json") else { continue }
            var count = 0, checksum = 0
            var wholeCount = 0, wholeChecksum = 0
            if name == "commodities" {
                for try await commodity in WoW.CommodityStream(DataChunks(body: body.data, size: 65536)) {
                    count += 1
                    checksum &+= commodity.id &* 31 &+ commodity.unitPrice &+ commodity.quantity
                }
                for commodity in try JSONReader.decode(WoW.Commodities.self, from: body.data).auctions {
                    wholeCount += 1
                    wholeChecksum &+= commodity.id &* 31 &+ commodity.unitPrice &+ commodity.quantity
                }
                #expect(count == 250_000)
            } else {
                for try await auction in WoW.AuctionStream(DataChunks(body: body.data, size: 65536)) {
                    count += 1
                    checksum &+= auction.id &* 31 &+ (auction.buyout ?? auction.unitPrice ?? 0) &+ auction.item.id
                }
                for auction in try JSONReader.decode(WoW.Auctions.self, from: body.data).auctions {
                    wholeCount += 1
                    wholeChecksum &+= auction.id &* 31 &+ (auction.buyout ?? auction.unitPrice ?? 0) &+ auction.item.id
                }
                #expect(count == 120_000)
            }
            #expect(count == wholeCount)
            #expect(checksum == wholeChecksum)
            let wholePath: String? = {
                do {
                    _ = try ResponseDecoding.decode(name == "commodities" ? WoW.Commodities.self as any Decodable.Type : WoW.Auctions.self, corrupt.data)
                    return nil
                } catch let error as BattleNetError { return error.codingPath } catch { return nil }
            }()
            var streamPath: String?
            do {
                if name == "commodities" {
                    for try await _ in WoW.CommodityStream(DataChunks(body: corrupt.data, size: 65536)) {}
                } else {
                    for try await _ in WoW.AuctionStream(DataChunks(body: corrupt.data, size: 65536)) {}
                }
            } catch let error as BattleNetError {
                streamPath = error.codingPath
            }
            #expect(streamPath == wholePath)
            #expect(wholePath?.hasPrefix("auctions[") == true)
        }
    }
}

extension ResponseDecoding {
    /// `decode` for an existential model type.
    static func decode(_ type: any Decodable.Type, _ data: Data) throws(BattleNetError) -> any Decodable {
        func open<T: Decodable>(_ type: T.Type) throws(BattleNetError) -> any Decodable { try decode(T.self, from: data) }
        return try open(type)
    }
}

@Suite("WoW auction streams: the README's aggregation", .timeLimit(.minutes(2)))
struct AuctionStreamAggregationTests {
    @Test func theLowestUnitPricePerItemAsTheREADMEAggregatesIt() async throws {
        let body = try fixtureData("wow/commodities.json")
        let chunks = AsyncThrowingStream<Data, any Error> { continuation in
            for start in stride(from: 0, to: body.count, by: 100) { continuation.yield(body.subdata(in: start..<Swift.min(start + 100, body.count))) }
            continuation.finish()
        }
        var lowest: [Int: Int] = [:]   // item id → lowest unit price in copper
        for try await commodity in WoW.CommodityStream(chunks) {
            lowest[commodity.item.id] = min(lowest[commodity.item.id] ?? .max, commodity.unitPrice)
        }
        let market = try JSONReader.decode(WoW.Commodities.self, from: body)
        let expected = Dictionary(market.auctions.map { ($0.item.id, $0.unitPrice) }, uniquingKeysWith: Swift.min)
        #expect(lowest == expected)
        #expect(lowest[193255] == 900000)
    }
}
