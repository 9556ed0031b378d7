import BattleNetCore
import BattleNetFixtures
import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

/// The fast path (`JSONReader`) against the `Codable` path (`JSONDecoder`) on the auction bodies:
/// equal models on every recording, on bodies built from a recording's elements, and the same
/// failure path on a corrupted one.
@Suite("WoW fast decoding")
struct FastDecodingTests {
    static let manifest = Result { try FixtureManifest(directory: try #require(RecordedFixtures.directory)) }

    /// Every 200 recording of `operation`.
    static func recordings(_ operation: String) throws -> [(file: String, body: Data)] {
        let manifest = try manifest.get()
        return try manifest.entries(for: operation).filter { $0.status == 200 }.map { ($0.file, try manifest.body(of: $0)) }
    }

    /// Decodes `body` both ways and expects equal models; returns the fast one.
    @discardableResult
    static func expectSameBothWays<T: Decodable & JSONReadable & Hashable>(_ type: T.Type, _ body: Data, _ label: String) throws -> T {
        let codable = try ResponseDecoding.makeDecoder().decode(T.self, from: body)
        let fast = try JSONReader.decode(T.self, from: body)
        #expect(fast == codable, "\(label): the fast path differs from JSONDecoder")
        // And ResponseDecoding takes the fast path for it.
        #expect(try ResponseDecoding.decode(T.self, from: body) == codable)
        return fast
    }

    @Test func everyCommoditiesRecordingDecodesTheSameBothWays() throws {
        let recordings = try Self.recordings("wowAuctionCommodities")
        #expect(recordings.count >= 1)
        for (file, body) in recordings {
            let market = try Self.expectSameBothWays(WoW.Commodities.self, body, file)
            #expect(!market.auctions.isEmpty)
        }
        let market = try JSONReader.decode(WoW.Commodities.self, from: try fixtureData("wow/commodities.json"))
        #expect(market.auctions.first?.id == 814959956)
        #expect(market.auctions.first?.unitPrice == 900000)
        #expect(market.auctions.first?.timeLeft == .short)
        #expect(market.links?.selfLink.pathAndQuery == "/data/wow/auctions/commodities?namespace=dynamic-us")
    }

    @Test func everyAuctionsRecordingDecodesTheSameBothWays() throws {
        let recordings = try Self.recordings("wowAuctions")
        #expect(recordings.count >= 3)
        for (file, body) in recordings {
            let house = try Self.expectSameBothWays(WoW.Auctions.self, body, file)
            // The packed list holds what the one-auction conformances read, in order.
            #expect(Array(house.auctions) == (try JSONReader.decode(AuctionArray.self, from: body).auctions), "\(file)")
        }
        let house = try JSONReader.decode(WoW.Auctions.self, from: try fixtureData("wow/auctions__1146.json"))
        #expect(house.auctions.count == 22)
        let pet = try #require(house.auctions.first { $0.item.id == 82800 })
        #expect(pet.item.petSpeciesID == 2834)
        #expect(pet.item.modifiers == [WoW.AuctionItemModifier(type: 6, value: 95174)])
        #expect(house.auctions[1].item.bonusLists == [4822, 6578, 6579, 6564, 6513, 1487, 4786])
        #expect(house.auctions[1].bid == 450000000)
        #expect(house.auctions[1].unitPrice == nil)
    }

    @Test func everyPvpLeaderboardRecordingDecodesTheSameBothWays() throws {
        let recordings = try Self.recordings("wowPvpLeaderboard")
        #expect(recordings.count >= 2)
        for (file, body) in recordings {
            let board = try Self.expectSameBothWays(WoW.PvpLeaderboard.self, body, file)
            #expect(!board.entries.isEmpty)
        }
        let board = try JSONReader.decode(WoW.PvpLeaderboard.self, from: try fixtureData("wow/pvp-leaderboard__27_2v2.json"))
        #expect(board.name == "2v2")
        #expect(board.bracket.type == .arena2v2)
        #expect(board.entries.count == 5001)
        #expect(board.entries.first?.rank == 1)
        #expect(board.entries.first?.character.realm.slug.rawValue.isEmpty == false)
        // A wrong-typed rating deep inside: the same path both ways.
        var object = try #require(try JSONSerialization.jsonObject(with: try fixtureData("wow/pvp-leaderboard__27_2v2.json")) as? [String: Any])
        var entries = try #require(object["entries"] as? [[String: Any]])
        var statistics = try #require(entries[4321]["season_match_statistics"] as? [String: Any])
        statistics["won"] = "many"
        entries[4321]["season_match_statistics"] = statistics
        object["entries"] = entries
        let corrupt = try JSONSerialization.data(withJSONObject: object)
        for fast in [true, false] {
            do {
                _ = fast ? try ResponseDecoding.decode(WoW.PvpLeaderboard.self, from: corrupt)
                    : try ResponseDecoding.decodeWithJSONDecoder(WoW.PvpLeaderboard.self, from: corrupt)
                Issue.record("a string won decoded")
            } catch {
                #expect(error.codingPath == "entries[4321].season_match_statistics.won")
            }
        }
    }

    @Test func everyMythicKeystoneLeaderboardRecordingDecodesTheSameBothWays() throws {
        let recordings = try Self.recordings("wowMythicKeystoneLeaderboard")
        #expect(recordings.count >= 3)
        var groups = 0
        for (file, body) in recordings {
            let board = try Self.expectSameBothWays(WoW.MythicKeystoneLeaderboard.self, body, file)
            #expect(board.periodStartTimestamp.date != nil)
            groups += board.leadingGroups.count
        }
        #expect(groups > 0)
    }

    /// A body of `count` auctions built from a recording's own elements, repeated, with the id made
    /// unique (the same bytes otherwise).
    static func repeated(_ file: String, count: Int) throws -> Data {
        let body = try fixtureData(file)
        var object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let elements = try #require(object["auctions"] as? [[String: Any]])
        object["auctions"] = (0..<count).map { index -> [String: Any] in
            var element = elements[index % elements.count]
            element["id"] = 1_000_000 + index
            return element
        }
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func bodiesBuiltFromRecordedElementsDecodeTheSameBothWays() throws {
        let commodities = try Self.expectSameBothWays(WoW.Commodities.self, try Self.repeated("wow/commodities.json", count: 3000), "commodities ×3000")
        #expect(commodities.auctions.count == 3000)
        #expect(commodities.auctions[2999].id == 1_002_999)
        let auctions = try Self.expectSameBothWays(WoW.Auctions.self, try Self.repeated("wow/auctions__1146.json", count: 3000), "auctions ×3000")
        #expect(auctions.auctions.count == 3000)
    }

    /// Corrupts the value of `key` in element `index` as big-auctions.py does, with a string.
    static func corrupted(_ body: Data, index: Int, key: String) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        var elements = try #require(object["auctions"] as? [[String: Any]])
        elements[index][key] = "not-a-number"
        object["auctions"] = elements
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func aWrongTypedValueFailsWithItsPathOnBothPaths() throws {
        let cases: [(any Decodable.Type, String, Int, String, String)] = [
            (WoW.Commodities.self, "wow/commodities.json", 1234, "quantity", "auctions[1234].quantity"),
            (WoW.Auctions.self, "wow/auctions__1146.json", 2001, "buyout", "auctions[2001].buyout"),
        ]
        for (type, file, index, key, path) in cases {
            let body = try Self.corrupted(try Self.repeated(file, count: 2500), index: index, key: key)
            for fast in [true, false] {
                do {
                    func decode<T: Decodable>(_ type: T.Type) throws {
                        _ = fast ? try ResponseDecoding.decode(T.self, from: body, operation: "test")
                            : try ResponseDecoding.decodeWithJSONDecoder(T.self, from: body, operation: "test")
                    }
                    try decode(type)
                    Issue.record("\(file) with a string \(key) decoded")
                } catch let error as BattleNetError {
                    #expect(error.kind == .decoding)
                    #expect(error.codingPath == path, "fast \(fast)")
                    #expect(error.modelType == (type == WoW.Commodities.self ? "WoW.Commodities" : "WoW.Auctions"))
                    #expect(error.body == body)
                    #expect(error.message.hasPrefix("expected Int but found"), "\(error.message)")
                }
            }
        }
    }

    @Test func aMissingRequiredKeyFailsWithTheSamePathBothWays() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: try fixtureData("wow/auctions__4.json")) as? [String: Any])
        var elements = try #require(object["auctions"] as? [[String: Any]])
        var item = try #require(elements[3]["item"] as? [String: Any])
        item["id"] = nil
        elements[3]["item"] = item
        object["auctions"] = elements
        let body = try JSONSerialization.data(withJSONObject: object)
        var messages: [String] = []
        for fast in [true, false] {
            do {
                _ = fast ? try ResponseDecoding.decode(WoW.Auctions.self, from: body)
                    : try ResponseDecoding.decodeWithJSONDecoder(WoW.Auctions.self, from: body)
                Issue.record("decoded without item.id")
            } catch {
                #expect(error.codingPath == "auctions[3].item.id")
                messages.append(error.message)
            }
        }
        #expect(messages == ["required key \"id\" is missing", "required key \"id\" is missing"])
    }

    @Test func nullOptionalsAndUnknownKeysMatchJSONDecoder() throws {
        let body = Data(#"""
        {"connected_realm":{"href":"https://us.api.blizzard.com/data/wow/connected-realm/4"},"new_key":{"a":[1,{"b":null}]},
         "auctions":[{"id":1,"item":{"id":2,"context":null,"bonus_lists":null,"extra":"x"},"quantity":3,"unit_price":null,
         "buyout":5,"time_left":"SOMETIME","id":99}],"commodities":null}
        """#.utf8)
        let house = try Self.expectSameBothWays(WoW.Auctions.self, body, "inline")
        #expect(house.auctions[0].id == 1, "a repeated key keeps its first value, as in JSONDecoder")
        #expect(house.auctions[0].item.context == nil)
        #expect(house.auctions[0].timeLeft.rawValue == "SOMETIME")
        #expect(house.commodities == nil)
        #expect(house.links == nil)
    }

    /// The generator's bodies (`python3 big-auctions.py DIR`), when `BNET_BIG_BODIES=DIR` names them:
    /// too large to commit, and tens of seconds of decoding, so they run on request only (the
    /// recordings and the bodies built from them above run every time).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["BNET_BIG_BODIES"] != nil))
    func generatedBodiesWhenAsked() throws {
        let directory = ProcessInfo.processInfo.environment["BNET_BIG_BODIES"] ?? ""
        for (name, operation) in [("commodities", "wowAuctionCommodities"), ("auctions", "wowAuctions")] {
            guard let body = MappedBody(path: "\(directory)/\(name).json"), let corrupt = MappedBody(path: "\(directory)/\(name)-corrupt.json") else { continue }
            if name == "commodities" {
                let market = try Self.expectSameBothWays(WoW.Commodities.self, body.data, name)
                #expect(market.auctions.count == 250_000)
            } else {
                let house = try Self.expectSameBothWays(WoW.Auctions.self, body.data, name)
                #expect(house.auctions.count == 120_000)
                #expect(Array(house.auctions) == (try JSONReader.decode(AuctionArray.self, from: body.data).auctions))
            }
            let erased = try #require(WoW.Operations.all.first { $0.descriptor.id == operation })
            var paths: [String?] = []
            for decode in [{ try erased.decode(corrupt) }, { try erased.decode(corrupt.data) }] {
                do {
                    _ = try decode()
                    Issue.record("\(name)-corrupt decoded")
                } catch let error as BattleNetError {
                    paths.append(error.codingPath)
                }
            }
            let codablePath: String? = {
                do {
                    _ = try ResponseDecoding.decodeWithJSONDecoder(name == "commodities" ? WoW.Commodities.self as any Decodable.Type : WoW.Auctions.self, corrupt.data)
                    return nil
                } catch let error as BattleNetError { return error.codingPath } catch { return nil }
            }()
            #expect(paths == [codablePath, codablePath])
            #expect(codablePath?.hasPrefix("auctions[") == true)
        }
    }
}

/// A connected realm's auctions read one `WoW.Auction` at a time into an array (the conformances a
/// stream of auctions uses), to compare with the packed `WoW.AuctionList`.
struct AuctionArray: JSONReadable {
    enum Keys: String, CodingKey, Sendable { case auctions }
    static let keys = JSONKeyTable<Keys>([.auctions])
    var auctions: [WoW.Auction] = []

    init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.keys) {
            auctions = try reader.read([WoW.Auction].self, for: key)
        }
    }
}

extension ResponseDecoding {
    /// `decodeWithJSONDecoder` for an existential model type.
    static func decodeWithJSONDecoder(_ type: any Decodable.Type, _ data: Data) throws(BattleNetError) -> any Decodable {
        func open<T: Decodable>(_ type: T.Type) throws(BattleNetError) -> any Decodable { try decodeWithJSONDecoder(T.self, from: data) }
        return try open(type)
    }
}
