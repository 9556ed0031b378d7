import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Power Type", .timeLimit(.minutes(2)))
struct PowerTypeTests {
    @Test func index() throws {
        let index = try decodeFixture(WoW.PowerTypeIndex.self, "wow/power-type-index.json")
        #expect(index.powerTypes.count == 17)
        #expect(index.powerTypes.first?.id == 0)
        #expect(index.powerTypes.first?.name == "Mana")
        #expect(index.powerTypes.last?.name == "Insanity")
        #expect(index.powerTypes.last?.id == 13)
    }

    @Test func indexArgentPony() throws {
        let index = try decodeFixture(WoW.PowerTypeIndex.self, "wow/power-type-index__argentpony.json")
        #expect(index.powerTypes.count == 17)
        #expect(index.powerTypes.first { $0.id == 11 }?.name == "Maelstrom")
        #expect(index.powerTypes.first?.pathAndQuery == "/data/wow/power-type/0?namespace=static-8.3.0_32861-us")
    }

    @Test func indexClassic() throws {
        // Classic ids differ from retail: Combo Points is 14 and 4 is Happiness.
        let index = try decodeFixture(WoW.PowerTypeIndex.self, "wow-classic/power-type-index.json")
        #expect(index.powerTypes.compactMap(\.id) == [0, 1, 2, 3, 14, 4])
        #expect(index.powerTypes[4].name == "Combo Points")
        #expect(index.powerTypes.last?.name == "Happiness")
    }

    @Test func powerType() throws {
        let mana = try decodeFixture(WoW.PowerType.self, "wow/power-type__0.json")
        #expect(mana.id == 0)
        #expect(mana.name == "Mana")
        #expect(mana.links?.selfLink.pathAndQuery == "/data/wow/power-type/0?namespace=static-8.3.0_32861-us")
        let rage = try decodeFixture(WoW.PowerType.self, "wow/power-type__1.json")
        #expect(rage.id == 1)
        #expect(rage.name == "Rage")
    }

    @Test func powerTypeClassic() throws {
        let rage = try decodeFixture(WoW.PowerType.self, "wow-classic/power-type__1.json")
        #expect(rage.id == 1)
        #expect(rage.name == "Rage")
        #expect(rage.links?.selfLink.pathAndQuery == "/data/wow/power-type/1?namespace=static-1.13.2_31446-classic-eu")
    }

    /// Test input: a locale-less power type and a locale-less index entry whose key is typed.
    @Test func localeLessPowerTypeAndTypedReference() throws {
        let type = try decodeInline(WoW.PowerType.self, #"{"id": 3, "name": {"en_US": "Energy", "es_ES": "Energía"}}"#)
        #expect(type.name.resolved(for: .esES) == "Energía")
        #expect(type.links == nil)
        let index = try decodeInline(WoW.PowerTypeIndex.self, """
        {"power_types": [{"key": {"href": "https://eu.api.blizzard.com/data/wow/power-type/3?namespace=static-eu"},
                          "name": {"en_US": "Energy", "es_ES": "Energía"}, "id": 3}]}
        """)
        let key: BattleNetLink<WoW.PowerType>? = index.powerTypes.first?.key
        #expect(key?.pathAndQuery.hasPrefix("/data/wow/power-type/3") == true)
        #expect(index.powerTypes.first?.name?.resolved(for: .esES) == "Energía")
    }

    @Test func index2025HasTwentyOneTypesWithEssenceAndTheAlternates() throws {
        let index = try decodeFixture(WoW.PowerTypeIndex.self, "wow/power-type-index__damia-2025.json")
        #expect(index.powerTypes.count == 21)
        #expect(index.powerTypes.first?.name == "Alternate")
        #expect(index.powerTypes.first?.id == 10)
        #expect(index.powerTypes.first { $0.id == 19 }?.name == "Essence")
        #expect(index.powerTypes.first { $0.id == 25 }?.name == "Alternate - Mount")
        #expect(index.powerTypes.last?.name == "Alternate - Encounter")
        #expect(index.powerTypes.last?.id == 24)
        #expect(index.powerTypes.first { $0.id == 0 }?.pathAndQuery == "/data/wow/power-type/0?namespace=static-11.2.0_62213-us")
    }

    @Test func powerType2In2019IsFocus() throws {
        let focus = try decodeFixture(WoW.PowerType.self, "wow/power-type__2__rbattlenet-2019.json")
        #expect(focus.id == 2)
        #expect(focus.name == "Focus")
        #expect(focus.links?.selfLink.pathAndQuery == "/data/wow/power-type/2?namespace=static-8.2.5_31884-eu")
    }
}
