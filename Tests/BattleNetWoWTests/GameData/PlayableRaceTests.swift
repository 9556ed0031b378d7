import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Playable Race", .timeLimit(.minutes(2)))
struct PlayableRaceTests {
    @Test func index() throws {
        let index = try decodeFixture(WoW.PlayableRaceIndex.self, "wow/playable-race-index.json")
        #expect(index.races.count == 23)
        #expect(index.races.first?.name == "Human")
        #expect(index.races.last?.name == "Mag'har Orc")
        #expect(index.races.last?.id == 36)
        // Three Pandaren: neutral, Alliance and Horde.
        #expect(index.races.filter { $0.name == "Pandaren" }.compactMap(\.id) == [24, 25, 26])
    }

    @Test func indexArgentPony() throws {
        let index = try decodeFixture(WoW.PlayableRaceIndex.self, "wow/playable-race-index__argentpony.json")
        #expect(index.races.count == 25)
        #expect(index.races.last?.name == "Mechagnome")
        #expect(index.races.last?.pathAndQuery == "/data/wow/playable-race/37?namespace=static-8.3.0_32861-us")
    }

    @Test func indexClassic() throws {
        let index = try decodeFixture(WoW.PlayableRaceIndex.self, "wow-classic/playable-race-index.json")
        #expect(index.races.map(\.id) == Array(1...8))
        #expect(index.races.last?.name == "Troll")
    }

    @Test func human() throws {
        let human = try decodeFixture(WoW.PlayableRace.self, "wow/playable-race__1.json")
        #expect(human.id == 1)
        #expect(human.name == "Human")
        #expect(human.genderName.male == "Human")
        #expect(human.faction.type == .alliance)
        #expect(human.faction.name == "Alliance")
        #expect(human.isSelectable)
        #expect(!human.isAlliedRace)
        #expect(human.playableClasses == nil)
        #expect(human.racialSpells == nil)
    }

    @Test func orc() throws {
        let orc = try decodeFixture(WoW.PlayableRace.self, "wow/playable-race__2.json")
        #expect(orc.name == "Orc")
        #expect(orc.faction.type == .horde)
        #expect(orc.links?.selfLink.pathAndQuery == "/data/wow/playable-race/2?namespace=static-8.2.5_31884-eu")
    }

    @Test func orcArgentPony2020() throws {
        let orc = try decodeFixture(WoW.PlayableRace.self, "wow/playable-race__2__argentpony-20200616.json")
        #expect(orc.id == 2)
        #expect(orc.genderName.female == "Orc")
        #expect(orc.faction.name == "Horde")
        #expect(orc.isSelectable)
        #expect(orc.playableClasses == nil)
        #expect(orc.links?.selfLink.href.host == "us.api.blizzard.com")
    }

    @Test func orcRBattleNet2020() throws {
        let orc = try decodeFixture(WoW.PlayableRace.self, "wow/playable-race__2__rbattlenet.json")
        #expect(orc.name == "Orc")
        #expect(orc.faction.type == .horde)
        #expect(!orc.isAlliedRace)
        #expect(orc.links?.selfLink.pathAndQuery == "/data/wow/playable-race/2?namespace=static-8.3.7_35114-eu")
    }

    @Test func dwarf() throws {
        let dwarf = try decodeFixture(WoW.PlayableRace.self, "wow/playable-race__3.json")
        #expect(dwarf.id == 3)
        #expect(dwarf.name == "Dwarf")
        #expect(dwarf.faction.type == .alliance)
    }

    @Test func humanClassic() throws {
        let human = try decodeFixture(WoW.PlayableRace.self, "wow-classic/playable-race__1.json")
        #expect(human.name == "Human")
        #expect(human.faction.type == .alliance)
        #expect(human.isSelectable)
        #expect(human.links?.selfLink.pathAndQuery == "/data/wow/playable-race/1?namespace=static-1.13.2_31446-classic-eu")
    }

    /// Test input: a locale-less race of the newer shape (classes and racial spells), references typed.
    @Test func localeLessRaceAndTypedReferences() throws {
        let json = """
        {"id": 2, "name": {"en_US": "Orc", "zh_TW": "獸人"},
         "gender_name": {"male": {"en_US": "Orc", "zh_TW": "獸人"}, "female": {"en_US": "Orc", "zh_TW": "獸人"}},
         "faction": {"type": "HORDE", "name": {"en_US": "Horde", "zh_TW": "部落"}},
         "is_selectable": true, "is_allied_race": false,
         "playable_classes": [{"key": {"href": "https://us.api.blizzard.com/data/wow/playable-class/1?namespace=static-us"}, "name": {"en_US": "Warrior"}, "id": 1}],
         "racial_spells": [{"key": {"href": "https://us.api.blizzard.com/data/wow/spell/20572?namespace=static-us"}, "name": {"en_US": "Blood Fury"}, "id": 20572}]}
        """
        let orc = try decodeInline(WoW.PlayableRace.self, json)
        #expect(orc.name.resolved(for: .zhTW) == "獸人")
        #expect(orc.faction.name?.resolved(for: .zhTW) == "部落")
        let playableClass: BattleNetLink<WoW.PlayableClass>? = orc.playableClasses?.first?.key
        #expect(playableClass?.pathAndQuery.hasPrefix("/data/wow/playable-class/1") == true)
        let spell: BattleNetLink<WoW.Spell>? = orc.racialSpells?.first?.key
        #expect(spell?.lastPathComponent == "20572")
    }

    @Test func indexIn2020HasTwentyFiveRacesThroughMechagnome() throws {
        let index = try decodeFixture(WoW.PlayableRaceIndex.self, "wow/playable-race-index__rbattlenet-2020.json")
        #expect(index.races.count == 25)
        #expect(index.races.first?.name == "Human")
        #expect(index.races.last?.name == "Mechagnome")
        #expect(index.races.last?.id == 37)
        #expect(index.races.filter { $0.name == "Pandaren" }.compactMap(\.id) == [24, 25, 26])
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/playable-race/?namespace=static-8.3.7_35114-eu")
    }

    @Test func indexIn2025AddsTheDracthyrAndTheEarthen() throws {
        let index = try decodeFixture(WoW.PlayableRaceIndex.self, "wow/playable-race-index__damia-2025.json")
        #expect(index.races.count == 29)
        #expect(index.races.first?.name == "Human")
        #expect(index.races[1].name == "Troll")
        #expect(index.races.filter { $0.name == "Dracthyr" }.compactMap(\.id) == [52, 70])
        #expect(index.races.filter { $0.name == "Earthen" }.compactMap(\.id) == [85, 84])
        #expect(index.races.last?.pathAndQuery == "/data/wow/playable-race/84?namespace=static-11.2.0_62213-us")
    }

    @Test func orc2In2024HasPlayableClassesButNoRacialSpells() throws {
        let orc = try decodeFixture(WoW.PlayableRace.self, "wow/playable-race__2__argentpony-2024.json")
        #expect(orc.id == 2)
        #expect(orc.name == "Orc")
        #expect(orc.genderName.male == "Orc")
        #expect(orc.faction.type == .horde)
        #expect(orc.faction.name == "Horde")
        #expect(orc.isSelectable)
        #expect(!orc.isAlliedRace)
        #expect(orc.playableClasses?.count == 9)
        #expect(orc.playableClasses?.map(\.id) == [6, 5, 9, 4, 8, 1, 10, 7, 3])
        #expect(orc.playableClasses?.first?.name == "Death Knight")
        #expect(orc.playableClasses?.last?.pathAndQuery == "/data/wow/playable-class/3?namespace=static-10.0.7_48520-us")
        #expect(orc.racialSpells == nil)
        #expect(orc.links?.selfLink.pathAndQuery == "/data/wow/playable-race/2?namespace=static-10.0.7_48520-us")
    }
}
