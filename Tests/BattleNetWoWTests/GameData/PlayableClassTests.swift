import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Playable Class", .timeLimit(.minutes(2)))
struct PlayableClassTests {
    @Test func index() throws {
        let index = try decodeFixture(WoW.PlayableClassIndex.self, "wow/playable-class-index.json")
        #expect(index.classes.map(\.id) == Array(1...12))
        #expect(index.classes.first?.name == "Warrior")
        #expect(index.classes.last?.name == "Demon Hunter")
    }

    @Test func indexArgentPony() throws {
        let index = try decodeFixture(WoW.PlayableClassIndex.self, "wow/playable-class-index__argentpony.json")
        #expect(index.classes.count == 12)
        #expect(index.classes[5].name == "Death Knight")
        #expect(index.classes[5].pathAndQuery == "/data/wow/playable-class/6?namespace=static-8.3.0_32861-us")
    }

    @Test func indexClassic() throws {
        // Classic (2019) has no Death Knight, Monk or Demon Hunter.
        let index = try decodeFixture(WoW.PlayableClassIndex.self, "wow-classic/playable-class-index.json")
        #expect(index.classes.map(\.id) == [1, 2, 3, 4, 5, 7, 8, 9, 11])
        #expect(index.classes.last?.name == "Druid")
    }

    @Test func warrior() throws {
        let warrior = try decodeFixture(WoW.PlayableClass.self, "wow/playable-class__1.json")
        #expect(warrior.id == 1)
        #expect(warrior.name == "Warrior")
        #expect(warrior.genderName.male == "Warrior")
        #expect(warrior.genderName.female == "Warrior")
        #expect(warrior.powerType.name == "Rage")
        #expect(warrior.powerType.id == 1)
        #expect(warrior.specializations?.compactMap(\.name?.description) == ["Arms", "Fury", "Protection"])
        #expect(warrior.specializations?.first?.id == 71)
        #expect(warrior.media.id == 1)
        #expect(warrior.pvpTalentSlots.pathAndQuery == "/data/wow/playable-class/1/pvp-talent-slots?namespace=static-8.2.5_31884-eu")
        #expect(warrior.playableRaces == nil)
        #expect(warrior.additionalPowerTypes == nil)
    }

    @Test func paladin() throws {
        let paladin = try decodeFixture(WoW.PlayableClass.self, "wow/playable-class__2.json")
        #expect(paladin.name == "Paladin")
        #expect(paladin.powerType.name == "Mana")
        #expect(paladin.specializations?.compactMap(\.name?.description) == ["Holy", "Protection", "Retribution"])
    }

    @Test func priest() throws {
        let priest = try decodeFixture(WoW.PlayableClass.self, "wow/playable-class__5.json")
        #expect(priest.name == "Priest")
        #expect(priest.specializations?.last?.name == "Shadow")
        #expect(priest.media.id == 5)
        #expect(priest.links?.selfLink.pathAndQuery == "/data/wow/playable-class/5?namespace=static-8.3.7_35114-eu")
    }

    @Test func mage() throws {
        let mage = try decodeFixture(WoW.PlayableClass.self, "wow/playable-class__8.json")
        #expect(mage.name == "Mage")
        #expect(mage.specializations?.compactMap(\.name?.description) == ["Arcane", "Fire", "Frost"])
        #expect(mage.pvpTalentSlots.lastPathComponent == "pvp-talent-slots")
    }

    @Test func shaman2024() throws {
        // The 2024 body adds the races and the additional power types.
        let shaman = try decodeFixture(WoW.PlayableClass.self, "wow/playable-class__7.json")
        #expect(shaman.name == "Shaman")
        #expect(shaman.powerType.id == 0)
        #expect(shaman.specializations?.map(\.id) == [262, 263, 264])
        #expect(shaman.playableRaces?.count == 15)
        #expect(shaman.playableRaces?.first?.name == "Highmountain Tauren")
        #expect(shaman.playableRaces?.first?.id == 28)
        #expect(shaman.additionalPowerTypes?.map(\.id) == [11])
        #expect(shaman.additionalPowerTypes?.first?.name == "Maelstrom")
        #expect(shaman.links?.selfLink.pathAndQuery == "/data/wow/playable-class/7?namespace=static-10.2.5_52554-us")
    }

    @Test func shaman2020() throws {
        let shaman = try decodeFixture(WoW.PlayableClass.self, "wow/playable-class__7__argentpony-20200616.json")
        #expect(shaman.name == "Shaman")
        #expect(shaman.powerType.name == "Mana")
        #expect(shaman.specializations?.first?.name == "Elemental")
        #expect(shaman.playableRaces == nil)
        #expect(shaman.additionalPowerTypes == nil)
        #expect(shaman.media.pathAndQuery == "/data/wow/media/playable-class/7?namespace=static-8.3.0_32861-us")
    }

    @Test func warriorClassic() throws {
        // The 2019 Classic body has no specializations.
        let warrior = try decodeFixture(WoW.PlayableClass.self, "wow-classic/playable-class__1.json")
        #expect(warrior.name == "Warrior")
        #expect(warrior.powerType.name == "Rage")
        #expect(warrior.specializations == nil)
        #expect(warrior.pvpTalentSlots.pathAndQuery == "/data/wow/playable-class/1/pvp-talent-slots?namespace=static-1.13.2_31446-classic-eu")
    }

    @Test func media() throws {
        let warrior = try decodeFixture(WoW.Media.self, "wow/playable-class-media__1.json")
        #expect(warrior[.icon]?.absoluteString == "https://render-eu.worldofwarcraft.com/icons/56/classicon_warrior.jpg")
        let paladin = try decodeFixture(WoW.Media.self, "wow/playable-class-media__2.json")
        #expect(paladin[.icon]?.lastPathComponent == "classicon_paladin.jpg")
        let shaman = try decodeFixture(WoW.Media.self, "wow/playable-class-media__7.json")
        #expect(shaman.id == 7)
        #expect(shaman[.icon]?.lastPathComponent == "classicon_shaman.jpg")
    }

    @Test func mediaClassic() throws {
        // The 2019 Classic body has no assets at all.
        let media = try decodeFixture(WoW.Media.self, "wow-classic/playable-class-media__7.json")
        #expect(media.assets.isEmpty)
        #expect(media[.icon] == nil)
        #expect(media.links?.selfLink.pathAndQuery == "/data/wow/media/playable-class/7?namespace=static-1.13.2_31446-classic-eu")
    }

    @Test func pvpTalentSlots() throws {
        let warrior = try decodeFixture(WoW.PvpTalentSlots.self, "wow/playable-class-pvp-talent-slots__1.json")
        #expect(warrior.talentSlots.map(\.slotNumber) == [1, 2, 3, 4])
        #expect(warrior.talentSlots.map(\.unlockPlayerLevel) == [20, 40, 70, 110])
        let shaman = try decodeFixture(WoW.PvpTalentSlots.self, "wow/playable-class-pvp-talent-slots__7.json")
        #expect(shaman.talentSlots.count == 4)
        #expect(shaman.talentSlots.last?.unlockPlayerLevel == 110)
        #expect(shaman.links?.selfLink.pathAndQuery == "/data/wow/playable-class/7/pvp-talent-slots?namespace=static-8.3.0_32861-us")
    }

    /// Test input: a locale-less class whose references are typed by their documents.
    @Test func localeLessClassAndTypedReferences() throws {
        let json = """
        {"id": 7, "name": {"en_US": "Shaman", "ru_RU": "Шаман"},
         "gender_name": {"male": {"en_US": "Shaman", "ru_RU": "Шаман"}, "female": {"en_US": "Shaman", "ru_RU": "Шаманка"}},
         "power_type": {"key": {"href": "https://us.api.blizzard.com/data/wow/power-type/0?namespace=static-us"}, "name": {"en_US": "Mana"}, "id": 0},
         "specializations": [{"key": {"href": "https://us.api.blizzard.com/data/wow/playable-specialization/262?namespace=static-us"}, "id": 262}],
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/playable-class/7?namespace=static-us"}, "id": 7},
         "pvp_talent_slots": {"href": "https://us.api.blizzard.com/data/wow/playable-class/7/pvp-talent-slots?namespace=static-us"}}
        """
        let shaman = try decodeInline(WoW.PlayableClass.self, json)
        #expect(shaman.name.resolved(for: .ruRU) == "Шаман")
        #expect(shaman.genderName.female?.resolved(for: .ruRU) == "Шаманка")
        let power: BattleNetLink<WoW.PowerType> = shaman.powerType.key
        #expect(power.lastPathComponent == "0")
        let specialization: BattleNetLink<WoW.PlayableSpecialization>? = shaman.specializations?.first?.key
        #expect(specialization?.pathAndQuery.hasPrefix("/data/wow/playable-specialization/262") == true)
        let slots: BattleNetLink<WoW.PvpTalentSlots> = shaman.pvpTalentSlots
        #expect(slots.pathAndQuery.hasPrefix("/data/wow/playable-class/7/pvp-talent-slots") == true)
    }

    @Test func indexIn2020ListsTheTwelveClassesInIDOrder() throws {
        let index = try decodeFixture(WoW.PlayableClassIndex.self, "wow/playable-class-index__rbattlenet-2020.json")
        #expect(index.classes.map(\.id) == Array(1...12))
        #expect(index.classes.first?.name == "Warrior")
        #expect(index.classes[9].name == "Monk")
        #expect(index.classes.last?.name == "Demon Hunter")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/playable-class/?namespace=static-8.3.7_35114-eu")
    }

    @Test func indexIn2025AddsTheEvoker() throws {
        let index = try decodeFixture(WoW.PlayableClassIndex.self, "wow/playable-class-index__damia-2025.json")
        #expect(index.classes.count == 13)
        #expect(index.classes.map(\.id) == [3, 9, 11, 8, 6, 12, 10, 5, 2, 4, 7, 1, 13])
        #expect(index.classes.first?.name == "Hunter")
        #expect(index.classes.last?.name == "Evoker")
        #expect(index.classes.last?.pathAndQuery == "/data/wow/playable-class/13?namespace=static-11.2.0_62213-us")
    }

    @Test func shaman7In2023HasRacesButNoAdditionalPowerTypes() throws {
        // Between the 2020 body (neither) and the 2024 one (both): the races came first.
        let shaman = try decodeFixture(WoW.PlayableClass.self, "wow/playable-class__7__argentpony-2023.json")
        #expect(shaman.id == 7)
        #expect(shaman.name == "Shaman")
        #expect(shaman.genderName.female == "Shaman")
        #expect(shaman.powerType.name == "Mana" && shaman.powerType.id == 0)
        #expect(shaman.specializations?.map(\.id) == [262, 263, 264])
        #expect(shaman.playableRaces?.count == 15)
        #expect(shaman.playableRaces?.first?.name == "Highmountain Tauren")
        #expect(shaman.playableRaces?.filter { $0.name == "Pandaren" }.map(\.id) == [24, 25, 26])
        #expect(shaman.additionalPowerTypes == nil)
        #expect(shaman.links?.selfLink.pathAndQuery == "/data/wow/playable-class/7?namespace=static-10.0.7_48520-us")
    }

    @Test func shaman7In2025HasSeventeenRacesWithTheEarthen() throws {
        let shaman = try decodeFixture(WoW.PlayableClass.self, "wow/playable-class__7__damia-2025.json")
        #expect(shaman.name == "Shaman")
        #expect(shaman.specializations?.compactMap(\.name?.description) == ["Elemental", "Enhancement", "Restoration"])
        #expect(shaman.playableRaces?.count == 17)
        #expect(shaman.playableRaces?.first?.name == "Earthen")
        #expect(shaman.playableRaces?.filter { $0.name == "Earthen" }.map(\.id) == [85, 84])
        #expect(shaman.additionalPowerTypes?.map(\.id) == [11])
        #expect(shaman.additionalPowerTypes?.first?.name == "Maelstrom")
        #expect(shaman.media.id == 7)
        #expect(shaman.pvpTalentSlots.pathAndQuery == "/data/wow/playable-class/7/pvp-talent-slots?namespace=static-11.2.0_62213-us")
    }

    @Test func mageMedia8In2020HasItsIDAndFileDataID() throws {
        let mage = try decodeFixture(WoW.Media.self, "wow/playable-class-media__8__rbattlenet-2020.json")
        #expect(mage.id == 8)
        #expect(mage.assets.count == 1)
        #expect(mage.assets.first?.fileDataID == 626001)
        #expect(mage[.icon]?.absoluteString == "https://render-eu.worldofwarcraft.com/icons/56/classicon_mage.jpg")
    }
}
