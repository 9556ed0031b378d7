import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Connected Realm", .timeLimit(.minutes(2)))
struct ConnectedRealmTests {
    @Test("EU connected realm index (2019): 123 links")
    func euIndex() throws {
        let index = try decodeFixture(WoW.ConnectedRealmIndex.self, "wow/connected-realm-index.json")
        #expect(index.connectedRealms.count == 123)
        #expect(index.connectedRealms.first?.lastPathComponent == "509")
        #expect(index.connectedRealms.last?.pathAndQuery == "/data/wow/connected-realm/3714?namespace=dynamic-eu")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/connected-realm/?namespace=dynamic-eu")
    }

    @Test("US connected realm index (2020): 7 links")
    func usIndex() throws {
        let index = try decodeFixture(WoW.ConnectedRealmIndex.self, "wow/connected-realm-index__argentpony.json")
        #expect(index.connectedRealms.map { $0.lastPathComponent ?? "" } == ["4", "5", "7", "3725", "3726", "3728", "3729"])
    }

    @Test("US connected realm 11 (2020): one realm, full, with its auctions link")
    func tichondrius() throws {
        let group = try decodeFixture(WoW.ConnectedRealm.self, "wow/connected-realm__11.json")
        #expect(group.id == 11)
        #expect(group.hasQueue == false)
        #expect(group.status.type == .up && group.status.name == "Up")
        #expect(group.population.type == .full && group.population.name == "Full")
        #expect(group.realms.count == 1)
        let realm = try #require(group.realms.first)
        #expect(realm.name == "Tichondrius" && realm.slug == "tichondrius" && realm.links == nil)
        #expect(realm.region.id == 1)
        #expect(group.auctions?.pathAndQuery == "/data/wow/connected-realm/11/auctions?namespace=dynamic-us")
        #expect(group.mythicLeaderboards?.pathAndQuery == "/data/wow/connected-realm/11/mythic-leaderboard/?namespace=dynamic-us")
        #expect(group.pvpSeason == nil && group.realmLockedStatus == nil)
    }

    @Test("EU connected realm 509 (2019): three French realms, no auctions link yet")
    func garona() throws {
        let group = try decodeFixture(WoW.ConnectedRealm.self, "wow/connected-realm__509.json")
        #expect(group.id == 509)
        #expect(group.population.type == .medium)
        #expect(group.realms.map(\.name) == ["Garona", "Ner'zhul", "Sargeras"])
        #expect(group.realms.map(\.slug) == ["garona", "nerzhul", "sargeras"])
        #expect(group.realms.map(\.id) == [509, 544, 546])
        #expect(group.realms.allSatisfy { $0.category == "French" && $0.locale.localeCode == .frFR })
        #expect(group.realms.allSatisfy { $0.connectedRealm.lastPathComponent == "509" })
        #expect(group.auctions == nil)
        #expect(group.mythicLeaderboards?.pathAndQuery.hasPrefix("/data/wow/connected-realm/509/mythic-leaderboard/") == true)
    }

    @Test("a connected realm fetched without a locale, in the Classic shape Pewtro describes")
    func localeLessClassic() throws {
        let group = try decodeInline(WoW.ConnectedRealm.self, """
        {"id":4372,"has_queue":true,"status":{"type":"UP","name":{"en_US":"Up","de_DE":"Verfügbar"}},
         "population":{"type":"LOCKED","name":{"en_US":"Locked","fr_FR":"Verrouillé"}},
         "realms":[{"id":4372,"region":{"key":{"href":"https://us.api.blizzard.com/data/wow/region/1?namespace=dynamic-classic-us"},"name":{"en_US":"North America"},"id":1},
          "connected_realm":{"href":"https://us.api.blizzard.com/data/wow/connected-realm/4372?namespace=dynamic-classic-us"},
          "name":{"en_US":"Atiesh","es_MX":"Atiesh"},"category":{"en_US":"United States"},"locale":"enUS",
          "timezone":"America/Los_Angeles","type":{"type":"NORMAL","name":{"en_US":"Normal"}},"is_tournament":false,"slug":"atiesh"}],
         "pvp_season":{"href":"https://us.api.blizzard.com/data/wow/pvp-season/5?namespace=dynamic-classic-us"},
         "realm_locked_status":{"is_locked_for_new_characters":true,"is_locked_for_pct":false}}
        """)
        #expect(group.status.name?.resolved(for: .deDE) == "Verfügbar")
        #expect(group.population.type == .locked)
        #expect(group.population.name?.resolved(for: .frFR) == "Verrouillé")
        #expect(group.realms.first?.name.resolved(for: .esMX) == "Atiesh")
        #expect(group.mythicLeaderboards == nil)
        #expect(group.pvpSeason?.lastPathComponent == "5")
        #expect(group.realmLockedStatus == WoW.ConnectedRealmLockedStatus(isLockedForNewCharacters: true, isLockedForPaidTransfer: false))
    }

    @Test("references are typed: a connected realm's member realms, region, auctions and leaderboards")
    func referencesAreTyped() throws {
        let group = try decodeFixture(WoW.ConnectedRealm.self, "wow/connected-realm__11.json")
        let auctions: BattleNetLink<WoW.Auctions>? = group.auctions
        let boards: BattleNetLink<WoW.MythicKeystoneLeaderboardIndex>? = group.mythicLeaderboards
        let region: BattleNetReference<WoW.GameRegion>? = group.realms.first?.region
        #expect(auctions?.pathAndQuery.hasSuffix("/auctions?namespace=dynamic-us") == true)
        #expect(boards?.pathAndQuery.hasPrefix("/data/wow/connected-realm/11/mythic-leaderboard/") == true)
        #expect(region?.key.pathAndQuery.hasPrefix("/data/wow/region/1") == true)
    }

    @Test("a connected realm search page: realms as search documents")
    func search() throws {
        let page = try decodeInline(WoW.SearchPage<WoW.ConnectedRealmSearchDocument>.self, """
        {"page":1,"pageSize":100,"maxPageSize":100,"pageCount":1,"resultCountCapped":true,
         "results":[{"key":{"href":"https://eu.api.blizzard.com/data/wow/connected-realm/509?namespace=dynamic-eu"},
          "data":{"id":509,"has_queue":false,"status":{"name":{"en_US":"Up","fr_FR":"En ligne"},"type":"UP"},
           "population":{"name":{"en_US":"Medium","fr_FR":"Moyenne"},"type":"MEDIUM"},
           "realms":[{"is_tournament":false,"timezone":"Europe/Paris","name":{"en_US":"Garona","fr_FR":"Garona"},"id":509,
            "region":{"name":{"en_US":"Europe"},"id":3},"category":{"en_US":"French","fr_FR":"Français"},"locale":"frFR",
            "type":{"name":{"en_US":"Normal"},"type":"NORMAL"},"slug":"garona"}]}}]}
        """)
        #expect(page.resultCountCapped)
        let result = try #require(page.results.first)
        let key: BattleNetLink<WoW.ConnectedRealm> = result.key
        #expect(key.lastPathComponent == "509")
        #expect(result.data.id == 509 && result.data.hasQueue == false)
        #expect(result.data.status.type == .up)
        #expect(result.data.status.name?.resolved(for: .frFR) == "En ligne")
        #expect(result.data.population.type == .medium)
        #expect(result.data.realms.map(\.slug) == ["garona"])
        #expect(result.data.realms.first?.category.resolved(for: .frFR) == "Français")
    }

    @Test func usIndexIn2025ListsEightyThreeConnectedRealms() throws {
        let index = try decodeFixture(WoW.ConnectedRealmIndex.self, "wow/connected-realm-index__damia-2025.json")
        #expect(index.connectedRealms.count == 83)
        #expect(index.connectedRealms.prefix(5).map { $0.lastPathComponent ?? "" } == ["121", "127", "151", "115", "106"])
        #expect(index.connectedRealms.last?.pathAndQuery == "/data/wow/connected-realm/3726?namespace=dynamic-us")
        #expect(index.connectedRealms.contains { $0.lastPathComponent == "11" })
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/connected-realm/?namespace=dynamic-us")
    }
}
