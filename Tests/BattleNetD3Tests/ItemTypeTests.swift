import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetD3

@Suite("D3 community: ItemType", .timeLimit(.minutes(2)))
struct ItemTypeTests {
    @Test func decodesItemTypeIndex() throws {
        let types = try decodeFixture([D3.ItemTypeSummary].self, "d3/item-type-index.json")
        #expect(types.count == 111)
        #expect(types[0].id == "ChestArmor_Necromancer")
        #expect(types[0].name == "Chest Armor")
        #expect(types[0].slug == "chestarmornecromancer")
        let sword = try #require(types.first { $0.id == .sword2H })
        #expect(sword.name == "Two-Handed Sword")
        #expect(sword.path == "item-type/sword2h")
    }

    @Test func decodesTwoHandedAxes() throws {
        let items = try decodeFixture([D3.ItemReference].self, "d3/item-type__axe2h.json")
        #expect(items.count == 27)
        #expect(items[0] == D3.ItemReference(
            id: "Axe_2H_203", slug: "ripper-axe", name: "Ripper Axe",
            icon: D3.Icon("axe_2h_203_demonhunter_male"), path: "item/ripper-axe-Axe_2H_203"))
    }

    @Test func decodesTwoHandedSwords() throws {
        let items = try decodeFixture([D3.ItemReference].self, "d3/item-type__sword2h.json")
        #expect(items.count == 37)
        #expect(items[0].name == "Splintered Oar")
        let ashbringer = try #require(items.first { $0.slug == "corrupted-ashbringer" })
        #expect(ashbringer.id == "Unique_Sword_2H_104_x1")
        #expect(ashbringer.slugAndID == "corrupted-ashbringer-Unique_Sword_2H_104_x1")
    }

}
