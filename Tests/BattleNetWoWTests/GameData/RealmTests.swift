import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Realm", .timeLimit(.minutes(2)))
struct RealmTests {
    @Test("EU realm index (2020): 267 realms with links, ids, names and slugs")
    func euIndex() throws {
        let index = try decodeFixture(WoW.RealmIndex.self, "wow/realm-index.json")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/realm/?namespace=dynamic-eu")
        #expect(index.realms.count == 267)
        let first = try #require(index.realms.first)
        #expect(first.id == 500 && first.name == "Aggramar" && first.slug == "aggramar")
        #expect(first.key?.pathAndQuery == "/data/wow/realm/500?namespace=dynamic-eu")
        let portuguese = try #require(index.realms.first { $0.id == 1413 })
        #expect(portuguese.name == "Aggra (Português)")
        #expect(portuguese.slug.rawValue == "aggra-português")
        #expect(RealmSlug("Aggra (Português)") == portuguese.slug)
        #expect(index.realms.last?.slug == "blackscar")
    }

    @Test("US realm index (2020): 246 realms")
    func usIndex() throws {
        let index = try decodeFixture(WoW.RealmIndex.self, "wow/realm-index__argentpony.json")
        #expect(index.realms.count == 246)
        #expect(index.realms.first?.name == "Lightbringer")
        #expect(index.realms.first?.id == 1)
        let malganis = try #require(index.realms.first { $0.slug == "malganis" })
        #expect(malganis.id == 59 && malganis.name == "Mal'Ganis")
        #expect(index.realms.last?.key?.lastPathComponent == "3738")
    }

    @Test("EU realm 500 (recorded by id): Aggramar, English, Europe/Paris")
    func aggramar() throws {
        let realm = try decodeFixture(WoW.Realm.self, "wow/realm__500.json")
        #expect(realm.id == 500)
        #expect(realm.name == "Aggramar")
        #expect(realm.slug == "aggramar")
        #expect(realm.category == "English")
        #expect(realm.locale.rawValue == "enGB")
        #expect(realm.locale.localeCode == .enGB)
        #expect(realm.timezone == "Europe/Paris")
        #expect(realm.timeZone?.identifier == "Europe/Paris")
        #expect(realm.type.type == .normal && realm.type.name == "Normal")
        #expect(realm.isTournament == false)
        #expect(realm.region.id == 3 && realm.region.name == "Europe")
        #expect(realm.region.key.pathAndQuery == "/data/wow/region/3?namespace=dynamic-eu")
        #expect(realm.connectedRealm.lastPathComponent == "1325")
        // The path was recorded with the id in place of the slug; the argument type keeps it.
        #expect(try WoW.Endpoints.realm(id: RealmSlug("500")).path() == "/data/wow/realm/500")
    }

    @Test("US realm Tichondrius: United States, America/Los_Angeles, connected realm 11")
    func tichondrius() throws {
        let realm = try decodeFixture(WoW.Realm.self, "wow/realm__tichondrius.json")
        #expect(realm.id == 11)
        #expect(realm.name == "Tichondrius")
        #expect(realm.category == "United States")
        #expect(realm.locale.localeCode == .enUS)
        #expect(realm.timezone == "America/Los_Angeles")
        #expect(realm.region.id == 1 && realm.region.name == "North America")
        #expect(realm.connectedRealm.pathAndQuery == "/data/wow/connected-realm/11?namespace=dynamic-us")
        #expect(realm.links?.selfLink.pathAndQuery == "/data/wow/realm/tichondrius?namespace=dynamic-us")
        #expect(try WoW.Endpoints.realm(id: "Tichondrius").path() == "/data/wow/realm/tichondrius")
    }

    @Test("a realm fetched without a locale: every name in every locale")
    func localeLess() throws {
        let realm = try decodeInline(WoW.Realm.self, """
        {"id":1390,"region":{"key":{"href":"https://eu.api.blizzard.com/data/wow/region/3?namespace=dynamic-eu"},
          "name":{"en_US":"Europe","fr_FR":"Europe","de_DE":"Europa"},"id":3},
         "connected_realm":{"href":"https://eu.api.blizzard.com/data/wow/connected-realm/1390?namespace=dynamic-eu"},
         "name":{"en_US":"Hyjal","fr_FR":"Hyjal"},"category":{"en_US":"French","fr_FR":"Français","de_DE":"Französisch"},
         "locale":"frFR","timezone":"Europe/Paris","type":{"type":"RP","name":{"en_US":"Roleplaying","fr_FR":"JdR"}},
         "is_tournament":false,"slug":"hyjal"}
        """)
        #expect(realm.links == nil)
        #expect(realm.name == LocalizedString(translations: [.enUS: "Hyjal", .frFR: "Hyjal"]))
        #expect(realm.category.resolved(for: .deDE) == "Französisch")
        #expect(realm.region.name?.resolved(for: .deDE) == "Europa")
        #expect(realm.type.type == .rp)
        #expect(realm.type.name?.resolved(for: .frFR) == "JdR")
        #expect(realm.locale.localeCode == .frFR)
    }

    @Test("references are typed: a realm's region and connected realm, an index entry's realm")
    func referencesAreTyped() throws {
        let realm = try decodeFixture(WoW.Realm.self, "wow/realm__tichondrius.json")
        let region: BattleNetReference<WoW.GameRegion> = realm.region
        let group: BattleNetLink<WoW.ConnectedRealm> = realm.connectedRealm
        #expect(region.key.pathAndQuery.hasPrefix("/data/wow/region/1"))
        #expect(group.pathAndQuery.hasPrefix("/data/wow/connected-realm/11"))
        let entry = try decodeInline(WoW.RealmReference.self, """
        {"key":{"href":"https://us.api.blizzard.com/data/wow/realm/3676?namespace=dynamic-us"},"name":"Area 52","id":3676,"slug":"area-52"}
        """)
        let link: BattleNetLink<WoW.Realm>? = entry.key
        #expect(link?.pathAndQuery.hasPrefix("/data/wow/realm/3676") == true)
        #expect(entry.slug == RealmSlug("Area 52"))
    }

    @Test("a realm search page: every locale, the key typed to the full realm")
    func search() throws {
        let page = try decodeInline(WoW.SearchPage<WoW.RealmSearchDocument>.self, """
        {"page":1,"pageSize":100,"maxPageSize":100,"pageCount":1,
         "results":[{"key":{"href":"https://us.api.blizzard.com/data/wow/realm/1?namespace=dynamic-us"},
          "data":{"is_tournament":false,"timezone":"America/Los_Angeles",
           "name":{"en_US":"Lightbringer","de_DE":"Lightbringer","fr_FR":"Lightbringer"},"id":1,
           "region":{"name":{"en_US":"North America","de_DE":"Nordamerika"},"id":1},
           "category":{"en_US":"United States","de_DE":"Vereinigte Staaten"},"locale":"enUS",
           "type":{"name":{"en_US":"Normal","de_DE":"Normal"},"type":"NORMAL"},"slug":"lightbringer"}}]}
        """)
        #expect(page.page == 1 && page.pageCount == 1 && page.maxPageSize == 100)
        #expect(page.resultCountCapped == false)
        let result = try #require(page.results.first)
        let key: BattleNetLink<WoW.Realm> = result.key
        #expect(key.lastPathComponent == "1")
        #expect(result.data.id == 1)
        #expect(result.data.slug == "lightbringer")
        #expect(result.data.name.resolved(for: .enUS) == "Lightbringer")
        #expect(result.data.region.id == 1)
        #expect(result.data.region.name.resolved(for: .deDE) == "Nordamerika")
        #expect(result.data.category.resolved(for: .deDE) == "Vereinigte Staaten")
        #expect(result.data.type.type == .normal)
        #expect(result.data.timezone == "America/Los_Angeles")
        #expect(result.data.isTournament == false)
    }

    @Test("realm types and locales are open values")
    func openValues() {
        #expect(WoW.RealmType(rawValue: "PVP_RP") == .pvpRP)
        #expect(WoW.RealmLocale(rawValue: "ptBR").localeCode == .ptBR)
        #expect(WoW.RealmLocale(rawValue: "pt_PT").localeCode == .ptPT)
        #expect(WoW.RealmLocale(rawValue: "x").localeCode == nil)
    }

    @Test("US realm index (2025): 246 realms in Blizzard's order, Tichondrius still 11")
    func usIndex2025() throws {
        let index = try decodeFixture(WoW.RealmIndex.self, "wow/realm-index__damia-2025.json")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/realm/?namespace=dynamic-us")
        #expect(index.realms.count == 246)
        let first = try #require(index.realms.first)
        #expect(first.id == 129 && first.name == "Gurubashi" && first.slug == "gurubashi")
        #expect(first.key?.pathAndQuery == "/data/wow/realm/129?namespace=dynamic-us")
        #expect(index.realms.first { $0.slug == "tichondrius" }?.id == 11)
        #expect(index.realms.last?.name == "Saurfang")
        #expect(index.realms.last?.key?.lastPathComponent == "3738")
    }

    @Test("EU realm 501 (2020): Arathor, English, connected realm 1587")
    func arathor2020() throws {
        let realm = try decodeFixture(WoW.Realm.self, "wow/realm__501__rbattlenet-2020.json")
        #expect(realm.id == 501)
        #expect(realm.name == "Arathor")
        #expect(realm.slug == "arathor")
        #expect(realm.category == "English")
        #expect(realm.locale.localeCode == .enGB)
        #expect(realm.timezone == "Europe/Paris")
        #expect(realm.type.type == .normal)
        #expect(realm.isTournament == false)
        #expect(realm.region.id == 3 && realm.region.name == "Europe")
        #expect(realm.connectedRealm.pathAndQuery == "/data/wow/connected-realm/1587?namespace=dynamic-eu")
        #expect(realm.links?.selfLink.pathAndQuery == "/data/wow/realm/501?namespace=dynamic-eu")
    }
}
