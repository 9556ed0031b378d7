import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW search queries", .timeLimit(.minutes(2)))
struct SearchQueryTests {
    func items(_ query: WoW.SearchQuery) throws -> [String] {
        try query.queryItems().map { "\($0.name)=\($0.value ?? "")" }
    }

    @Test func filtersUseBlizzardsSyntax() throws {
        let query = WoW.SearchQuery()
            .where("name", locale: .enUS, is: "Thunderfury")
            .where("quality.type", isNot: "POOR")
            .where("id", isAnyOf: [19019, 18803])
            .where("required_level", in: 10...60)
            .where("level", between: 1, and: 70)
            .where("purchase_price", atLeast: 100)
            .where("sell_price", atMost: 5000)
            .where("max_count", greaterThan: 0)
            .where("item_class.id", lessThan: 5)
        #expect(try items(query) == [
            "name.en_US=Thunderfury", "quality.type!=POOR", "id=19019||18803", "required_level=[10,60]",
            "level=(1,70)", "purchase_price=[100,]", "sell_price=[,5000]", "max_count=(0,]", "item_class.id=[,5)",
        ])
    }

    @Test func orderPageAndPageSizeComeLastAndThePageSizeIsClamped() throws {
        let query = WoW.SearchQuery().where("status.type", is: "UP")
            .ordered(by: "id", .descending).ordered(by: "name", locale: .deDE).page(3).pageSize(500)
        #expect(try items(query) == ["status.type=UP", "orderby=id:desc,name.de_DE", "_page=3", "_pageSize=100"])
        #expect(query.description == "status.type=UP&orderby=id:desc,name.de_DE&_page=3&_pageSize=100")
    }

    @Test func aQueryThatCannotBeSentIsRefusedBeforeSending() throws {
        for bad in [
            WoW.SearchQuery().where(" ", is: "x"), WoW.SearchQuery().page(0), WoW.SearchQuery().pageSize(0),
            WoW.SearchQuery().where("id", isAnyOf: [Int]()), WoW.SearchQuery().ordered(by: ""),
        ] {
            let error = #expect(throws: BattleNetError.self) { try bad.queryItems() }
            #expect(error?.kind == .invalidRequest)
        }
        #expect(WoW.SearchQuery().page(0).description == "invalid search query: search pages start at 1; got page 0")
    }

    @Test func aSearchPageDecodesWithEveryLocaleAndWithoutOptionalKeys() throws {
        let json = #"""
        {"page":1,"pageSize":100,"maxPageSize":100,"pageCount":1,"resultCountCapped":true,
         "results":[{"key":{"href":"https://us.api.blizzard.com/data/wow/item/19019?namespace=static-10.2.0_51825-us"},
                     "data":{"id":19019,"name":{"en_US":"Thunderfury, Blessed Blade of the Windseeker","de_DE":"Donnerzorn, Gesegnete Klinge des Windsuchers"}}}]}
        """#
        let page = try decodeInline(WoW.SearchPage<Document>.self, json)
        #expect(page.resultCountCapped)
        #expect(page.results.first?.data.id == 19019)
        #expect(page.results.first?.data.name.resolved(for: .deDE) == "Donnerzorn, Gesegnete Klinge des Windsuchers")
        #expect(page.results.first?.key.pathAndQuery == "/data/wow/item/19019?namespace=static-10.2.0_51825-us")
        let empty = try decodeInline(WoW.SearchPage<Document>.self, #"{"page":1,"pageSize":100,"maxPageSize":100,"pageCount":0}"#)
        #expect(empty.results.isEmpty && !empty.resultCountCapped)
    }

    /// A minimal document for these tests.
    struct Document: WoWSearchDocument {
        typealias Full = Document
        let id: Int
        let name: LocalizedString
    }
}
