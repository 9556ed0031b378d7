import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

/// `WoW.AuctionList`, the packed storage of a connected realm's auctions: lossless for every value the
/// models accept, equal to the array of its elements, and the same through every way of building it.
@Suite("WoW auction list", .timeLimit(.minutes(2)))
struct AuctionListTests {
    typealias Auction = WoW.Auction
    typealias Item = WoW.AuctionItem
    typealias Modifier = WoW.AuctionItemModifier

    /// Auctions whose values do not fit the narrow columns (or sit on their sentinels), next to
    /// ordinary ones.
    static let edgeAuctions: [Auction] = [
        Auction(id: 1, item: Item(id: 2), quantity: 1, timeLeft: .short),
        Auction(
            id: Int.max, item: Item(id: Int.min, context: -1, bonusLists: [Int.max, Int(Int32.min), -1, 0, Int(Int32.max)],
                                    modifiers: [Modifier(type: Int.min, value: Int.max), Modifier(type: 9, value: -42)],
                                    petBreedID: 255, petLevel: 254, petQualityID: Int.max, petSpeciesID: 65535),
            quantity: -7, unitPrice: Int.max, buyout: Int.min, bid: -1, timeLeft: "ABOUT_TO_END"
        ),
        Auction(
            id: Int(UInt32.max), item: Item(id: Int(UInt32.max) - 1, context: 255, bonusLists: [], modifiers: [],
                                           petBreedID: 0, petLevel: 0, petQualityID: 0, petSpeciesID: 65534),
            quantity: Int(UInt32.max) + 1, unitPrice: 0, buyout: Int(UInt32.max), bid: Int(UInt32.max) - 1, timeLeft: .veryLong
        ),
        Auction(
            id: 568_957_532, item: Item(id: 82800, modifiers: [Modifier(type: 6, value: 95174)], petBreedID: 7, petLevel: 1,
                                        petQualityID: 3, petSpeciesID: 2834),
            quantity: 1, buyout: 29_000_000, timeLeft: .long
        ),
        // 300 bonus lists and 256 modifiers: counts beyond a byte.
        Auction(
            id: 3, item: Item(id: 4, bonusLists: Array(0..<300), modifiers: (0..<256).map { Modifier(type: $0, value: -$0) }),
            quantity: 65536, bid: 0, timeLeft: "ABOUT_TO_END"
        ),
        Auction(id: 5, item: Item(id: 6, context: 254), quantity: 2, unitPrice: 99_999_999_999, timeLeft: "MEDIUM"),
    ]

    @Test func edgeValuesReadBackExactly() {
        let list = WoW.AuctionList(Self.edgeAuctions)
        #expect(list.count == Self.edgeAuctions.count)
        for (index, auction) in Self.edgeAuctions.enumerated() {
            #expect(list[index] == auction, "auction \(index)")
        }
        #expect(Array(list) == Self.edgeAuctions)
        #expect(list[1].id == Int.max && list[1].buyout == Int.min && list[1].quantity == -7)
        #expect(list[1].item.bonusLists == [Int.max, Int(Int32.min), -1, 0, Int(Int32.max)])
        #expect(list[1].item.modifiers?.first == Modifier(type: Int.min, value: Int.max))
        #expect(list[1].timeLeft.rawValue == "ABOUT_TO_END")
        #expect(list[2].item.bonusLists == [] && list[2].item.modifiers == [])
        #expect(list[0].item.bonusLists == nil && list[0].item.modifiers == nil && list[0].item.context == nil)
        #expect(list[0].unitPrice == nil && list[0].buyout == nil && list[0].bid == nil)
        #expect(list[2].unitPrice == 0 && list[2].item.petBreedID == 0)
        #expect(list[4].item.bonusLists?.count == 300 && list[4].item.modifiers?.last == Modifier(type: 255, value: -255))
        #expect(list[5].timeLeft == .medium)
        // The values that did not fit went aside, none was truncated.
        #expect(!list.segments[0].overflow.isEmpty)
        #expect(MemoryLayout<WoW.AuctionList.Record>.stride == 40)
    }

    @Test func timeBandsBeyondTheTableStayExact() {
        // 251 unknown bands fit the list's table (BAND_0 to BAND_250); BAND_251 to BAND_299 go to the
        // segment's side table; the last 100 auctions repeat bands of the table.
        let auctions = (0..<400).map { Auction(id: $0, item: Item(id: 1), quantity: 1, timeLeft: WoW.AuctionTimeLeft(rawValue: "BAND_\($0 % 300)")) }
        let list = WoW.AuctionList(auctions)
        #expect(list.map(\.timeLeft) == auctions.map(\.timeLeft))
        #expect(list.bands.count == 251)
        #expect(list.segments[0].bandOverflow.count == 49)
        #expect(list[399].timeLeft.rawValue == "BAND_99")
        #expect(list[299].timeLeft.rawValue == "BAND_299")
    }

    /// `count` auctions with ids `0..<count`, some with bonus lists, modifiers, pets and bids.
    static func many(_ count: Int) -> [Auction] {
        (0..<count).map { index in
            Auction(
                id: index,
                item: Item(id: 1000 + index % 77, context: index % 3 == 0 ? nil : index % 60,
                           bonusLists: index % 2 == 0 ? [index % 9000, 1487] : nil,
                           modifiers: index % 5 == 0 ? nil : [Modifier(type: 9, value: index % 70), Modifier(type: 28, value: index)],
                           petSpeciesID: index % 50 == 0 ? index % 4000 : nil),
                quantity: 1 + index % 20, unitPrice: index % 7 == 0 ? index * 100 : nil,
                buyout: index % 7 == 0 ? nil : index * 1000, bid: index % 6 == 0 ? index * 10 : nil,
                timeLeft: [.short, .medium, .long, .veryLong][index % 4]
            )
        }
    }

    @Test func orderAndIndicesAcrossBlocks() {
        let auctions = Self.many(9000)
        let list = WoW.AuctionList(auctions)
        #expect(list.segments.count == 3)
        #expect(list.count == 9000 && list.startIndex == 0 && list.endIndex == 9000)
        #expect(list.map(\.id) == Array(0..<9000))
        for index in [0, 4095, 4096, 4097, 8191, 8192, 8999] {
            #expect(list[index] == auctions[index], "auction \(index)")
        }
        #expect(list.first == auctions.first && list.last == auctions.last)
        #expect(list.filter { $0.unitPrice != nil }.count == auctions.filter { $0.unitPrice != nil }.count)
        #expect(Array(list[4090..<4100]) == Array(auctions[4090..<4100]))
        #expect(list.reversed().first?.id == 8999)
        #expect(Array(list) == auctions)
    }

    @Test func everyWayOfBuildingGivesEqualListsAndHashes() throws {
        let auctions = Self.edgeAuctions + Self.many(5000)
        let fromArray = WoW.AuctionList(auctions)
        var appended = WoW.AuctionList()
        for auction in auctions { appended.append(auction) }
        let fromLazy = WoW.AuctionList(auctions.lazy.map { $0 })
        let literal: WoW.AuctionList = [Self.edgeAuctions[0], Self.edgeAuctions[1]]
        let body = try JSONEncoder().encode(auctions)
        let decoded = try JSONDecoder().decode(WoW.AuctionList.self, from: body)
        let read = try JSONReader.decode(WoW.AuctionList.self, from: body)
        for list in [appended, fromLazy, decoded, read] {
            #expect(list == fromArray)
            #expect(list.hashValue == fromArray.hashValue)
        }
        #expect(literal == WoW.AuctionList(Self.edgeAuctions.prefix(2)))
        #expect(Set([fromArray, appended, decoded, read]).count == 1)

        // One value apart: not equal.
        var changed = auctions
        changed[4321] = Auction(id: changed[4321].id, item: changed[4321].item, quantity: changed[4321].quantity + 1,
                                unitPrice: changed[4321].unitPrice, buyout: changed[4321].buyout, bid: changed[4321].bid,
                                timeLeft: changed[4321].timeLeft)
        #expect(WoW.AuctionList(changed) != fromArray)
        // An absent key and a present empty list differ.
        let absent: WoW.AuctionList = [Auction(id: 1, item: Item(id: 2), quantity: 1, timeLeft: .short)]
        let empty: WoW.AuctionList = [Auction(id: 1, item: Item(id: 2, bonusLists: []), quantity: 1, timeLeft: .short)]
        #expect(absent != empty)
        #expect(absent.first?.item.bonusLists == nil && empty.first?.item.bonusLists == [])
    }

    @Test func encodesAsThePlainArray() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let auctions = Self.edgeAuctions + Self.many(50)
        let list = WoW.AuctionList(auctions)
        let listJSON = try encoder.encode(list)
        #expect(listJSON == (try encoder.encode(auctions)))
        #expect(try JSONDecoder().decode([Auction].self, from: listJSON) == auctions)
        let house = WoW.Auctions(connectedRealm: BattleNetLink(href: try #require(URL(string: "https://us.api.blizzard.com/data/wow/connected-realm/4"))), auctions: auctions)
        let houseJSON = try encoder.encode(house)
        let object = try #require(try JSONSerialization.jsonObject(with: houseJSON) as? [String: Any])
        #expect((object["auctions"] as? [Any])?.count == auctions.count)
        #expect(try JSONDecoder().decode(WoW.Auctions.self, from: houseJSON) == house)
        // The initialisers take a list, an array or a literal alike.
        #expect(WoW.Auctions(connectedRealm: house.connectedRealm, auctions: list) == house)
        #expect(WoW.Auctions(connectedRealm: house.connectedRealm, auctions: []).auctions.isEmpty)
        #expect(WoW.Auctions(connectedRealm: house.connectedRealm, auctions: [auctions[0]]).auctions.first == auctions[0])
        #expect(WoW.AuctionList(list) == list)
    }

    @Test func theEmptyList() throws {
        let list = WoW.AuctionList()
        #expect(list.isEmpty && list.count == 0 && list.first == nil)
        #expect(list == [] && list == WoW.AuctionList([Auction]()))
        #expect(String(decoding: try JSONEncoder().encode(list), as: UTF8.self) == "[]")
        #expect(try JSONReader.decode(WoW.AuctionList.self, from: Data("[ ]".utf8)) == list)
        #expect(list.description == "[]")
    }

    @Test func describesAndDumpsAsAuctions() {
        let list = WoW.AuctionList(Self.many(25))
        #expect(list.description.hasPrefix("[Auction(id: 0, "))
        #expect(list.description.hasSuffix(", … 15 more]"))
        var dumped = ""
        dump(WoW.AuctionList(Self.many(2)), to: &dumped)
        #expect(dumped.contains("2 elements"))
        #expect(dumped.contains("id: 1"))
        #expect(!dumped.contains("segments") && !dumped.contains("overflow"))
        let mirror = Mirror(reflecting: list)
        #expect(mirror.displayStyle == .collection && mirror.children.count == 25)
    }

    @Test func recordedValuesThroughTheFastPath() throws {
        let old = try JSONReader.decode(WoW.Auctions.self, from: try fixtureData("wow/auctions__1146.json"))
        #expect(old.auctions.count == 22)
        #expect(old.auctions[0].id == 568_957_532)
        #expect(old.auctions[1].item.bonusLists == [4822, 6578, 6579, 6564, 6513, 1487, 4786])
        #expect(old.auctions[4].item.petSpeciesID == 2834)
        #expect(old.auctions[4].item.modifiers == [Modifier(type: 6, value: 95174)])
        let recent = try JSONReader.decode(WoW.Auctions.self, from: try fixtureData("wow/auctions__4.json"))
        #expect(recent.auctions[2].item.modifiers == [Modifier(type: 9, value: 35), Modifier(type: 28, value: 1029)])
        #expect(recent.auctions[4].item.petSpeciesID == 194)
        #expect(recent.auctions.map(\.timeLeft) == [.short, .medium, .long, .veryLong, .long, .veryLong])
    }

    @Test func keysInAnyOrderAndWideTableValuesMatchJSONDecoder() throws {
        // Modifiers before bonus lists, with values only the side table holds, repeated and null keys.
        let body = Data(#"""
        [{"time_left":"SHORT","item":{"modifiers":[{"value":9223372036854775807,"type":-2147483648}],"id":1,
          "bonus_lists":[-9223372036854775808,7],"bonus_lists":[1]},"quantity":1,"id":10},
         {"id":11,"item":{"id":2,"bonus_lists":null,"modifiers":[{"type":9,"value":60}],"context":null},"quantity":3,
          "bid":4294967295,"time_left":"LATER"},
         {"id":12,"item":{"bonus_lists":[3],"id":3,"modifiers":null},"quantity":1,"unit_price":5,"time_left":"LATER"}]
        """#.utf8)
        let read = try JSONReader.decode(WoW.AuctionList.self, from: body)
        let decoded = try JSONDecoder().decode(WoW.AuctionList.self, from: body)
        let array = try JSONDecoder().decode([Auction].self, from: body)
        #expect(read == decoded)
        #expect(Array(read) == array)
        #expect(try JSONReader.decode([Auction].self, from: body) == array)
        #expect(read[0].item.bonusLists == [Int.min, 7])
        #expect(read[0].item.modifiers == [Modifier(type: Int(Int32.min), value: Int.max)])
        #expect(read[1].item.bonusLists == nil && read[1].bid == 4_294_967_295 && read[1].timeLeft.rawValue == "LATER")
        #expect(read[2].item.modifiers == nil && read[2].item.bonusLists == [3])
    }

    @Test func failuresInsideAnItemKeepTheirPath() throws {
        let cases = [
            (#"[{"id":1,"item":{"id":2},"quantity":1,"time_left":"SHORT"},{"id":1,"item":{"id":2,"bonus_lists":[1,2,"x"]},"quantity":1,"time_left":"SHORT"}]"#, "[1].item.bonus_lists[2]"),
            (#"[{"id":1,"item":{"id":2,"modifiers":[{"type":1,"value":2},{"type":1}]},"quantity":1,"time_left":"SHORT"}]"#, "[0].item.modifiers[1].value"),
            (#"[{"id":1,"item":{"context":3},"quantity":1,"time_left":"SHORT"}]"#, "[0].item.id"),
            (#"[{"id":1,"item":{"id":2},"quantity":1,"time_left":7}]"#, "[0].time_left"),
            (#"[{"id":1,"item":{"id":2},"quantity":1}]"#, "[0].time_left"),
        ]
        for (json, path) in cases {
            let body = Data(json.utf8)
            var paths: [String] = []
            do {
                _ = try JSONReader.decode(WoW.AuctionList.self, from: body)
                Issue.record("\(json) decoded")
            } catch {
                paths.append(error.pathDescription)
            }
            do {
                _ = try JSONReader.decode([Auction].self, from: body)
                Issue.record("\(json) decoded as [Auction]")
            } catch {
                paths.append(error.pathDescription)
            }
            #expect(paths == [path, path], "\(json)")
        }
    }
}
