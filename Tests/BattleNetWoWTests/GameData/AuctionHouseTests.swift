import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW
import BattleNetCore

@Suite("WoW game data: Auction House", .timeLimit(.minutes(2)))
struct AuctionHouseTests {
    @Test("commodities carry the reported 25-point cost, charged only when the limit uses costs")
    func commoditiesCost() {
        #expect(WoW.Operations.auctionCommodities.descriptor.cost == 25)
        #expect(WoW.Operations.auctions.descriptor.cost == nil)
        #expect(WoW.Operations.classicAuctions.descriptor.cost == nil)
        let commodities = WoW.Operations.auctionCommodities.descriptor
        #expect(RateLimit.blizzard.charge(declared: commodities.cost, override: nil, method: .get) == 1)
        var weighted = RateLimit.blizzard
        weighted.usesOperationCosts = true
        #expect(weighted.charge(declared: commodities.cost, override: nil, method: .get) == 25)
        #expect(weighted.charge(declared: commodities.cost, override: nil, method: .head) == 1)
    }

    @Test("2020 connected-realm auctions: per-unit and per-item prices side by side, no commodities link")
    func auctions2020() throws {
        let house = try decodeFixture(WoW.Auctions.self, "wow/auctions__1146.json")
        #expect(house.connectedRealm.pathAndQuery == "/data/wow/connected-realm/1146?namespace=dynamic-us")
        #expect(house.links?.selfLink.pathAndQuery == "/data/wow/connected-realm/1146/auctions?namespace=dynamic-us")
        #expect(house.commodities == nil)
        #expect(house.auctions.count == 22)
        #expect(house.auctions.filter { $0.unitPrice != nil }.count == 5)

        let reagent = house.auctions[0]
        #expect(reagent.id == 568_957_532)
        #expect(reagent.item.id == 168_185)
        #expect(reagent.quantity == 7)
        #expect(reagent.unitPrice == 345_000)
        #expect(reagent.buyout == nil && reagent.bid == nil)
        #expect(reagent.timeLeft == .short)
        #expect(reagent.item.context == nil && reagent.item.bonusLists == nil && reagent.item.modifiers == nil)

        let gear = house.auctions[1]
        #expect(gear.item.id == 175_007)
        #expect(gear.item.context == 3)
        #expect(gear.item.bonusLists == [4822, 6578, 6579, 6564, 6513, 1487, 4786])
        #expect(gear.bid == 450_000_000)
        #expect(gear.buyout == 600_000_000)
        #expect(gear.unitPrice == nil)

        let pet = house.auctions[4]
        #expect(pet.item.id == 82800)
        #expect(pet.item.modifiers == [WoW.AuctionItemModifier(type: 6, value: 95174)])
        #expect(pet.item.petBreedID == 7)
        #expect(pet.item.petLevel == 1)
        #expect(pet.item.petQualityID == 3)
        #expect(pet.item.petSpeciesID == 2834)
        #expect(pet.buyout == 29_000_000)

        let last = try #require(house.auctions.last)
        #expect(last.id == 569_661_821 && last.unitPrice == 76300 && last.timeLeft == .veryLong)
    }

    @Test("2023 connected-realm auctions: modifiers on gear, every time band, the commodities link")
    func auctions2023() throws {
        let house = try decodeFixture(WoW.Auctions.self, "wow/auctions__4.json")
        #expect(house.connectedRealm.lastPathComponent == "4")
        #expect(house.commodities?.pathAndQuery == "/data/wow/auctions/commodities?namespace=dynamic-us")
        #expect(house.auctions.count == 6)
        #expect(house.auctions.map(\.timeLeft) == [.short, .medium, .long, .veryLong, .long, .veryLong])
        #expect(house.auctions.allSatisfy { $0.unitPrice == nil && $0.buyout != nil })

        let tuned = house.auctions[2]
        #expect(tuned.id == 37_999_300)
        #expect(tuned.item.bonusLists == [6658])
        #expect(tuned.item.modifiers?.map(\.type) == [9, 28])
        #expect(tuned.item.modifiers?.map(\.value) == [35, 1029])
        #expect(tuned.buyout == 15_000_000)

        let bidding = house.auctions[3]
        #expect(bidding.bid == 500_000 && bidding.buyout == 1_003_700)

        let pet = house.auctions[4]
        #expect(pet.item.petSpeciesID == 194 && pet.item.petBreedID == 21 && pet.item.petQualityID == 2)
    }

    @Test("region commodities: quantity and price per unit")
    func commodities() throws {
        let market = try decodeFixture(WoW.Commodities.self, "wow/commodities.json")
        #expect(market.links?.selfLink.pathAndQuery == "/data/wow/auctions/commodities?namespace=dynamic-us")
        #expect(market.auctions.count == 9)
        #expect(market.auctions.reduce(0) { $0 + $1.quantity } == 87)
        let first = market.auctions[0]
        #expect(first.id == 814_959_956)
        #expect(first.item.id == 193_255)
        #expect(first.quantity == 45)
        #expect(first.unitPrice == 900_000)
        #expect(first.timeLeft == .short)
        #expect(market.auctions.last?.timeLeft == .long)
        #expect(market.auctions.last?.item.id == 193_050)
    }

    @Test("links are typed: the connected realm and the commodities a body points to")
    func linksAreTyped() throws {
        let house = try decodeInline(WoW.Auctions.self, """
        {"connected_realm":{"href":"https://eu.api.blizzard.com/data/wow/connected-realm/1325?namespace=dynamic-eu"},
         "auctions":[],
         "commodities":{"href":"https://eu.api.blizzard.com/data/wow/auctions/commodities?namespace=dynamic-eu"}}
        """)
        let realm: BattleNetLink<WoW.ConnectedRealm> = house.connectedRealm
        let market: BattleNetLink<WoW.Commodities>? = house.commodities
        #expect(realm.pathAndQuery.hasPrefix("/data/wow/connected-realm/1325"))
        #expect(market?.pathAndQuery.hasPrefix("/data/wow/auctions/commodities") == true)
        #expect(house.links == nil)
        #expect(house.auctions.isEmpty)
    }

    @Test("a time band Blizzard adds and an auction with a bid only still decode")
    func openValues() throws {
        // Auction bodies carry no localized text: a body fetched without a locale has the same shape.
        let house = try decodeInline(WoW.Auctions.self, """
        {"connected_realm":{"href":"https://us.api.blizzard.com/data/wow/connected-realm/4?namespace=dynamic-us"},
         "auctions":[{"id":1,"item":{"id":2},"bid":300,"quantity":1,"time_left":"ENDING"}]}
        """)
        let auction = try #require(house.auctions.first)
        #expect(auction.timeLeft.rawValue == "ENDING")
        #expect(auction.timeLeft != .short)
        #expect(auction.bid == 300 && auction.buyout == nil && auction.unitPrice == nil)
    }

    @Test("2020–2023 resource text of connected realm 4: the same six auctions, before the commodities link")
    func auctions4In2023HaveNoCommoditiesLink() throws {
        let house = try decodeFixture(WoW.Auctions.self, "wow/auctions__4__argentpony-2023.json")
        #expect(house.commodities == nil)
        #expect(house.connectedRealm.pathAndQuery == "/data/wow/connected-realm/4?namespace=dynamic-us")
        #expect(house.links?.selfLink.pathAndQuery == "/data/wow/connected-realm/4/auctions?namespace=dynamic-us")
        #expect(house.auctions.count == 6)
        #expect(house.auctions.map(\.id) == [37_781_919, 37_793_634, 37_999_300, 38_040_082, 37_885_614, 38_731_280])
        #expect(house.auctions.map(\.timeLeft) == [.short, .medium, .long, .veryLong, .long, .veryLong])
        #expect(house.auctions.first?.item.modifiers == [WoW.AuctionItemModifier(type: 28, value: 2008)])
        #expect(house.auctions[1].item.bonusLists == [1687, 4767])
        #expect(house.auctions[3].bid == 500_000)
        let pet = house.auctions[4]
        #expect(pet.item.petSpeciesID == 194 && pet.item.petLevel == 1 && pet.buyout == 1_008_500)
        let last = try #require(house.auctions.last)
        #expect(last.item.id == 39507 && last.item.context == 11 && last.item.modifiers == nil)
        #expect(last.buyout == 99_000_000)
    }
}
