import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Mount", .timeLimit(.minutes(2)))
struct MountTests {
    @Test func decodesMountIndexes() throws {
        let index = try decodeFixture(WoW.MountIndex.self, "wow/mount-index.json")
        #expect(index.mounts.count == 778)
        #expect(index.mounts.first?.name == "Brown Horse")
        #expect(index.mounts.first?.id == 6)
        #expect(index.mounts.last?.name == "Stormpike Battle Ram")
        #expect(index.mounts.last?.id == 1292)
        let small = try decodeFixture(WoW.MountIndex.self, "wow/mount-index__argentpony.json")
        #expect(small.mounts.count == 7)
        #expect(small.mounts[1].name == "Gray Wolf")
        #expect(small.mounts.last?.name == "Springfur Alpaca")
        #expect(small.mounts.last?.pathAndQuery == "/data/wow/mount/1329?namespace=static-8.3.0_32861-us")
    }

    @Test func decodesTheBrownHorseOf2019() throws {
        let mount = try decodeFixture(WoW.Mount.self, "wow/mount__6.json")
        #expect(mount.id == 6)
        #expect(mount.name == "Brown Horse")
        #expect(mount.description == "A favorite among Stormwind's guards thanks to its patience and stamina.")
        #expect(mount.source?.type == .vendor)
        #expect(mount.source?.name == "Vendor")
        #expect(mount.faction?.type == .alliance)
        #expect(mount.faction?.name == "Alliance")
        #expect(mount.creatureDisplays.count == 1)
        #expect(mount.creatureDisplays.first?.id == nil)
        #expect(mount.creatureDisplays.first?.key.lastPathComponent == "2404")
        #expect(mount.requirements == nil)
        #expect(mount.shouldExcludeIfUncollected == nil)
    }

    @Test func decodesTheBrownHorseOf2020() throws {
        let mount = try decodeFixture(WoW.Mount.self, "wow/mount__6__argentpony.json")
        #expect(mount.name == "Brown Horse")
        #expect(mount.creatureDisplays.first?.id == 2404)
        #expect(mount.creatureDisplays.first?.pathAndQuery == "/data/wow/media/creature-display/2404?namespace=static-8.3.0_32861-us")
        #expect(mount.links?.selfLink.pathAndQuery == "/data/wow/mount/6?namespace=static-8.3.0_32861-us")
    }

    @Test func typesItsReferences() throws {
        let mount = try decodeFixture(WoW.Mount.self, "wow/mount__6__argentpony.json")
        let display: BattleNetReference<WoW.Media>? = mount.creatureDisplays.first
        #expect(display?.key.pathAndQuery.hasPrefix("/data/wow/media/creature-display/") == true)
        let index = try decodeFixture(WoW.MountIndex.self, "wow/mount-index.json")
        let first: BattleNetReference<WoW.Mount>? = index.mounts.first
        #expect(first?.key.lastPathComponent == "6")
    }

    /// Test input: a mount without a locale, with the `null` description and the requirements Pewtro's
    /// types allow.
    @Test func decodesTheLocaleLessShape() throws {
        let mount = try decodeInline(WoW.Mount.self, """
        {"id": 6, "name": {"en_US": "Brown Horse", "de_DE": "Braunes Pferd"},
         "creature_displays": [{"key": {"href": "https://us.api.blizzard.com/data/wow/media/creature-display/2404?namespace=static-us"}, "id": 2404}],
         "description": null,
         "source": {"type": "VENDOR", "name": {"en_US": "Vendor"}},
         "requirements": {"faction": {"type": "HORDE", "name": {"en_US": "Horde"}},
                          "classes": [{"key": {"href": "https://us.api.blizzard.com/data/wow/playable-class/2?namespace=static-us"}, "name": {"en_US": "Paladin"}, "id": 2}]},
         "should_exclude_if_uncollected": true}
        """)
        #expect(mount.name.resolved(for: .deDE) == "Braunes Pferd")
        #expect(mount.source?.name?.description == "Vendor")
        #expect(mount.description == nil)
        #expect(mount.faction == nil)
        #expect(mount.requirements?.faction?.type == .horde)
        let paladin: BattleNetReference<WoW.PlayableClass>? = mount.requirements?.classes?.first
        #expect(paladin?.key.lastPathComponent == "2")
        #expect(mount.requirements?.races == nil)
        #expect(mount.shouldExcludeIfUncollected == true)
    }

    /// Test input: one mount search page shaped as api-facts §8 and Pewtro's search types describe it.
    @Test func decodesAMountSearchPage() throws {
        let page = try decodeInline(WoW.SearchPage<WoW.MountSearchDocument>.self, """
        {"page": 1, "pageSize": 100, "maxPageSize": 100, "pageCount": 1,
         "results": [{"key": {"href": "https://us.api.blizzard.com/data/wow/mount/6?namespace=static-us"},
                      "data": {"id": 6, "name": {"en_US": "Brown Horse", "fr_FR": "Cheval brun"},
                               "creature_displays": [{"id": 2404}],
                               "source": {"type": "VENDOR", "name": {"en_US": "Vendor"}},
                               "faction": {"type": "ALLIANCE", "name": {"en_US": "Alliance"}}}}]}
        """)
        let result = try #require(page.results.first)
        let key: BattleNetLink<WoW.Mount> = result.key
        #expect(key.lastPathComponent == "6")
        #expect(result.data.name.resolved(for: .frFR) == "Cheval brun")
        #expect(result.data.creatureDisplays.map(\.id) == [2404])
        #expect(result.data.source?.type == .vendor)
        #expect(result.data.faction?.type == .alliance)
    }

    @Test func decodesTheMountIndexOf2025With1420Mounts() throws {
        let index = try decodeFixture(WoW.MountIndex.self, "wow/mount-index__damia-2025.json")
        #expect(index.mounts.count == 1420)
        #expect(index.mounts.first?.name == "Brown Horse")
        #expect(index.mounts.first?.id == 6)
        #expect(index.mounts[1].name == "Gray Wolf")
        #expect(index.mounts.last?.name == "Sthaarbs's Last Lunch")
        #expect(index.mounts.last?.id == 2603)
        #expect(index.mounts.last?.pathAndQuery == "/data/wow/mount/2603?namespace=static-11.2.0_62213-us")
    }

    @Test func decodesTheGrayWolfOf2019ExcludedIfUncollected() throws {
        let mount = try decodeFixture(WoW.Mount.self, "wow/mount__7__rbattlenet-2019.json")
        #expect(mount.id == 7)
        #expect(mount.name == "Gray Wolf")
        #expect(mount.description?.description.hasPrefix("This breed of wolf prefers hunting in the fog") == true)
        #expect(mount.source?.type == .vendor)
        #expect(mount.source?.name == "Vendor")
        #expect(mount.faction == nil)
        #expect(mount.requirements == nil)
        #expect(mount.shouldExcludeIfUncollected == true)
        #expect(mount.creatureDisplays.count == 1)
        #expect(mount.creatureDisplays.first?.id == nil)
        #expect(mount.creatureDisplays.first?.key.lastPathComponent == "2320")
        #expect(mount.links?.selfLink.pathAndQuery == "/data/wow/mount/7?namespace=static-8.2.5_31884-eu")
    }
}
