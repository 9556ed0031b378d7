import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Region", .timeLimit(.minutes(2)))
struct RegionTests {
    @Test("EU region index (2019): the EU host lists Europe alone")
    func euIndex() throws {
        let index = try decodeFixture(WoW.GameRegionIndex.self, "wow/region-index.json")
        #expect(index.regions.map(\.pathAndQuery) == ["/data/wow/region/3?namespace=dynamic-eu"])
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/region/?namespace=dynamic-eu")
    }

    @Test("US region index (2020): North America alone")
    func usIndex() throws {
        let index = try decodeFixture(WoW.GameRegionIndex.self, "wow/region-index__argentpony.json")
        #expect(index.regions.count == 1)
        let link: BattleNetLink<WoW.GameRegion>? = index.regions.first
        #expect(link?.lastPathComponent == "1")
    }

    @Test("region 1 (2024): North America, US, with its patch")
    func northAmerica() throws {
        let region = try decodeFixture(WoW.GameRegion.self, "wow/region__1.json")
        #expect(region.id == 1)
        #expect(region.name == "North America")
        #expect(region.tag == "US")
        #expect(region.patchString == "10.2.5")
        #expect(region.apiRegion == .us)
        #expect(region.links?.selfLink.pathAndQuery == "/data/wow/region/1?namespace=dynamic-us")
    }

    @Test("region 3 (2019): Europe, EU, before patch_string existed")
    func europe() throws {
        let region = try decodeFixture(WoW.GameRegion.self, "wow/region__3.json")
        #expect(region.id == 3)
        #expect(region.name == "Europe")
        #expect(region.tag == "EU")
        #expect(region.patchString == nil)
        #expect(region.apiRegion == .eu)
    }

    @Test("a region fetched without a locale: the name in every locale")
    func localeLess() throws {
        let region = try decodeInline(WoW.GameRegion.self, """
        {"id":2,"name":{"en_US":"Korea","ko_KR":"한국","de_DE":"Korea"},"tag":"KR","patch_string":"11.0.2"}
        """)
        #expect(region.name.resolved(for: .koKR) == "한국")
        #expect(region.name == LocalizedString(translations: [.enUS: "Korea", .koKR: "한국", .deDE: "Korea"]))
        #expect(region.apiRegion == .kr)
        #expect(region.links == nil)
    }

    @Test("region 1 (2020–2023 text): North America, before patch_string")
    func northAmericaWithoutPatch() throws {
        let region = try decodeFixture(WoW.GameRegion.self, "wow/region__1__argentpony-2023.json")
        #expect(region.id == 1)
        #expect(region.name == "North America")
        #expect(region.tag == "US")
        #expect(region.patchString == nil)
        #expect(region.apiRegion == .us)
        #expect(region.links?.selfLink.pathAndQuery == "/data/wow/region/1?namespace=dynamic-us")
    }

    @Test("region 1 (2025): North America on patch 11.2.0")
    func northAmerica2025() throws {
        let region = try decodeFixture(WoW.GameRegion.self, "wow/region__1__damia-2025.json")
        #expect(region.id == 1)
        #expect(region.name == "North America")
        #expect(region.tag == "US")
        #expect(region.patchString == "11.2.0")
        #expect(region.apiRegion == .us)
    }
}
