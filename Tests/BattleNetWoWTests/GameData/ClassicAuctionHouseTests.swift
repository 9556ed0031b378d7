import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Classic auction house", .timeLimit(.minutes(2)))
struct ClassicAuctionHouseTests {
    // No Classic auction body was recorded: the documents below follow Pewtro's classic-wow and
    // FuzzyStatic's wowcgd auction-house types (`auctions` as references; an auction with bid, buyout,
    // quantity, time_left and an item with the optional rand and seed).
    @Test("an auction house index as the peers describe it")
    func index() throws {
        let index = try decodeInline(WoW.ClassicAuctionHouseIndex.self, """
        {"_links": {"self": {"href": "https://us.api.blizzard.com/data/wow/connected-realm/4372/auctions/index?namespace=dynamic-classic1x-us"}},
         "auctions": [{"key": {"href": "https://us.api.blizzard.com/data/wow/connected-realm/4372/auctions/2?namespace=dynamic-classic1x-us"}, "name": "Alliance Auction House", "id": 2},
                      {"key": {"href": "https://us.api.blizzard.com/data/wow/connected-realm/4372/auctions/6?namespace=dynamic-classic1x-us"}, "name": {"en_US": "Horde Auction House", "de_DE": "Auktionshaus der Horde"}, "id": 6}]}
        """)
        #expect(index.auctions.map(\.id) == [2, 6])
        #expect(index.auctions[1].name?.resolved(for: .deDE) == "Auktionshaus der Horde")
        let house: BattleNetReference<WoW.ClassicAuctions> = index.auctions[0]
        #expect(house.key.pathAndQuery == "/data/wow/connected-realm/4372/auctions/2?namespace=dynamic-classic1x-us")
    }

    @Test("auctions of one house: bid and buyout, random suffixes, an auction without a bid")
    func auctions() throws {
        let house = try decodeInline(WoW.ClassicAuctions.self, """
        {"_links": {"self": {"href": "https://us.api.blizzard.com/data/wow/connected-realm/4372/auctions/2?namespace=dynamic-classic1x-us"}},
         "connected_realm": {"href": "https://us.api.blizzard.com/data/wow/connected-realm/4372?namespace=dynamic-classic1x-us"},
         "auctions": [
          {"id": 11, "item": {"id": 15268, "rand": 1017, "seed": 1733029120}, "bid": 95000, "buyout": 100000, "quantity": 1, "time_left": "LONG"},
          {"id": 12, "item": {"id": 2589}, "buyout": 4000, "quantity": 20, "time_left": "VERY_LONG"}],
         "id": 2, "name": "Alliance Auction House"}
        """)
        #expect(house.id == 2 && house.name == "Alliance Auction House")
        #expect(house.connectedRealm.pathAndQuery.hasPrefix("/data/wow/connected-realm/4372?"))
        #expect(house.auctions.count == 2)
        let first = house.auctions[0]
        #expect(first.item == WoW.ClassicAuctionItem(id: 15268, rand: 1017, seed: 1_733_029_120))
        #expect(first.bid == 95000 && first.buyout == 100_000 && first.timeLeft == .long)
        #expect(house.auctions[1].bid == nil && house.auctions[1].item.rand == nil && house.auctions[1].timeLeft == .veryLong)
    }

    @Test("the Classic auction declarations: Classic ids only, dynamic namespace, two-minute timeout")
    func declarations() throws {
        let index = WoW.Operations.classicAuctionHouseIndex.descriptor
        #expect(index.template.description == "/data/wow/connected-realm/{connectedRealmId}/auctions/index")
        #expect(index.namespace == .dynamic && index.token == .client)
        #expect(index.catalogueEntries.map(\.id) == ["wowClassicAuctionHouseIndex"])
        #expect(index.catalogueEntries.first?.game == .wowClassic)
        #expect(index.flavors?.flavors == [.classic, .classicEra, .classicAnniversary])
        #expect(index.flavors?.contains(.retail) == false)
        #expect(CatalogTests.coverageNote(of: index.id)?.hasPrefix("no recording") == true)
        let auctions = WoW.Operations.classicAuctions.descriptor
        #expect(auctions.template.description == "/data/wow/connected-realm/{connectedRealmId}/auctions/{auctionHouseId}")
        #expect(auctions.catalogueEntries.map(\.id) == ["wowClassicAuctions"])
        #expect(auctions.catalogueEntries.first?.defaultFlavor == .classic)
        #expect(auctions.timeout == .seconds(120))
        #expect(try WoW.Endpoints.classicAuctions(connectedRealm: 4372, auctionHouse: 2).path() == "/data/wow/connected-realm/4372/auctions/2")
    }
}
