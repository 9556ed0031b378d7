import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: WoW Token", .timeLimit(.minutes(2)))
struct WoWTokenTests {
    @Test("EU token price, October 2020")
    func eu2020() throws {
        let token = try decodeFixture(WoW.TokenPrice.self, "wow/token-index.json")
        #expect(token.price == 1_894_280_000)
        #expect(token.gold == 189_428)
        #expect(token.lastUpdatedTimestamp.millisecondsSince1970 == 1_601_759_284_000)
        #expect(token.lastUpdatedTimestamp.date == Date(timeIntervalSince1970: 1_601_759_284))
        #expect(token.links?.selfLink.pathAndQuery == "/data/wow/token/?namespace=dynamic-eu")
    }

    @Test("US token price, July 2020")
    func us2020() throws {
        let token = try decodeFixture(WoW.TokenPrice.self, "wow/token-index__argentpony.json")
        #expect(token.price == 1_203_380_000)
        #expect(token.lastUpdatedTimestamp.millisecondsSince1970 == 1_594_853_730_000)
        #expect(token.links?.selfLink.href.host == "us.api.blizzard.com")
    }

    @Test("EU token price, December 2019")
    func eu2019() throws {
        let token = try decodeFixture(WoW.TokenPrice.self, "wow/token-index__rbattlenet.json")
        #expect(token.price == 2_352_340_000)
        #expect(token.gold == 235_234)
        #expect(token.lastUpdatedTimestamp.millisecondsSince1970 == 1_577_028_931_000)
    }

    @Test("a token body fetched without a locale is the same: it has no localized text")
    func localeLess() throws {
        let token = try decodeInline(WoW.TokenPrice.self, """
        {"_links":{"self":{"href":"https://kr.api.blizzard.com/data/wow/token/?namespace=dynamic-classic-kr"}},
         "last_updated_timestamp":1700000000000,"price":5000000}
        """)
        let link: BattleNetLink<WoW.TokenPrice>? = token.links?.selfLink
        #expect(link?.pathAndQuery == "/data/wow/token/?namespace=dynamic-classic-kr")
        #expect(token.gold == 500)
    }

    @Test("US token price, August 2025")
    func us2025() throws {
        let token = try decodeFixture(WoW.TokenPrice.self, "wow/token-index__damia-2025.json")
        #expect(token.price == 2_922_570_000)
        #expect(token.gold == 292_257)
        #expect(token.lastUpdatedTimestamp.millisecondsSince1970 == 1_755_513_445_000)
        #expect(token.lastUpdatedTimestamp.date == Date(timeIntervalSince1970: 1_755_513_445))
        #expect(token.links?.selfLink.pathAndQuery == "/data/wow/token/?namespace=dynamic-us")
    }
}
