import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Azerite Essence", .timeLimit(.minutes(2)))
struct AzeriteEssenceTests {
    @Test func index() throws {
        let index = try decodeFixture(WoW.AzeriteEssenceIndex.self, "wow/azerite-essence-index.json")
        #expect(index.azeriteEssences.count == 21)
        #expect(index.azeriteEssences.first?.id == 2)
        #expect(index.azeriteEssences.first?.name == "Azeroth's Undying Gift")
        #expect(index.azeriteEssences.last?.name == "Conflict and Strife")
        #expect(index.azeriteEssences.last?.id == 32)
    }

    @Test func indexArgentPony() throws {
        let index = try decodeFixture(WoW.AzeriteEssenceIndex.self, "wow/azerite-essence-index__argentpony.json")
        #expect(index.azeriteEssences.map(\.id) == [2, 3, 37])
        #expect(index.azeriteEssences.last?.name == "The Formless Void")
    }

    @Test func essence() throws {
        let essence = try decodeFixture(WoW.AzeriteEssence.self, "wow/azerite-essence__2.json")
        #expect(essence.id == 2)
        #expect(essence.name == "Azeroth's Undying Gift")
        #expect(essence.allowedSpecializations.map(\.id) == [66, 73, 104, 581, 268, 250])
        #expect(essence.allowedSpecializations.first?.name == "Protection")
        #expect(essence.powers.count == 4)
        let first = try #require(essence.powers.first)
        #expect(first.id == 5)
        #expect(first.rank == 1)
        #expect(first.mainPowerSpell.id == 293019)
        #expect(first.mainPowerSpell.name == "Azeroth's Undying Gift")
        #expect(first.passivePowerSpell.id == 294668)
        #expect(first.passivePowerSpell.name == "Hardened Azerite")
        #expect(essence.media.id == 2)
    }

    @Test func essenceArgentPony() throws {
        let essence = try decodeFixture(WoW.AzeriteEssence.self, "wow/azerite-essence__2__argentpony.json")
        #expect(essence.powers.map(\.rank) == [1, 2, 3, 4])
        #expect(essence.powers.last?.mainPowerSpell.id == 298081)
        #expect(essence.allowedSpecializations.last?.name == "Blood")
        #expect(essence.media.pathAndQuery == "/data/wow/media/azerite-essence/2?namespace=static-8.3.0_32861-us")
    }

    @Test func media() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/azerite-essence-media__2.json")
        #expect(media.id == nil)
        #expect(media[.icon]?.absoluteString == "https://render-eu.worldofwarcraft.com/icons/56/spell_azerite_essence08.jpg")
    }

    @Test func mediaArgentPony() throws {
        // The media document of essence 2 carries the id of its main power spell.
        let media = try decodeFixture(WoW.Media.self, "wow/azerite-essence-media__2__argentpony.json")
        #expect(media.id == 293019)
        #expect(media[.icon]?.lastPathComponent == "spell_azerite_essence08.jpg")
    }

    /// Test input: a locale-less essence whose references are typed by their documents.
    @Test func localeLessEssenceAndTypedReferences() throws {
        let json = """
        {"id": 2, "name": {"en_US": "Azeroth's Undying Gift", "de_DE": "Azeroths unsterbliches Geschenk"},
         "allowed_specializations": [{"key": {"href": "https://us.api.blizzard.com/data/wow/playable-specialization/66?namespace=static-us"},
                                      "name": {"en_US": "Protection", "de_DE": "Schutz"}, "id": 66}],
         "powers": [{"id": 5, "rank": 1,
                     "main_power_spell": {"key": {"href": "https://us.api.blizzard.com/data/wow/spell/293019?namespace=static-us"}, "id": 293019},
                     "passive_power_spell": {"key": {"href": "https://us.api.blizzard.com/data/wow/spell/294668?namespace=static-us"}, "id": 294668}}],
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/azerite-essence/2?namespace=static-us"}, "id": 2}}
        """
        let essence = try decodeInline(WoW.AzeriteEssence.self, json)
        #expect(essence.name.resolved(for: .deDE) == "Azeroths unsterbliches Geschenk")
        #expect(essence.name.description == "Azeroth's Undying Gift")
        #expect(essence.allowedSpecializations.first?.name?.resolved(for: .deDE) == "Schutz")
        let specialization: BattleNetLink<WoW.PlayableSpecialization>? = essence.allowedSpecializations.first?.key
        #expect(specialization?.pathAndQuery.hasPrefix("/data/wow/playable-specialization/66") == true)
        let spell: BattleNetLink<WoW.Spell>? = essence.powers.first?.mainPowerSpell.key
        #expect(spell?.lastPathComponent == "293019")
    }

    /// Test input: a search page shaped as api-facts §8 describes.
    @Test func searchPage() throws {
        let json = """
        {"page": 1, "pageSize": 100, "maxPageSize": 100, "pageCount": 1,
         "results": [{"key": {"href": "https://us.api.blizzard.com/data/wow/azerite-essence/2?namespace=static-8.3.0_32861-us"},
                      "data": {"name": {"en_US": "Azeroth's Undying Gift", "fr_FR": "Don impérissable d'Azeroth"},
                               "allowed_specializations": [{"id": 66, "name": {"en_US": "Protection", "fr_FR": "Protection"}},
                                                           {"id": 250, "name": {"en_US": "Blood", "fr_FR": "Sang"}}]}}]}
        """
        let page = try decodeInline(WoW.SearchPage<WoW.AzeriteEssenceSearchDocument>.self, json)
        #expect(page.page == 1)
        #expect(page.maxPageSize == 100)
        #expect(page.resultCountCapped == false)
        let result = try #require(page.results.first)
        let full: BattleNetLink<WoW.AzeriteEssence> = result.key
        #expect(full.lastPathComponent == "2")
        #expect(result.data.name.resolved(for: .frFR) == "Don impérissable d'Azeroth")
        #expect(result.data.allowedSpecializations.map(\.id) == [66, 250])
        #expect(result.data.allowedSpecializations.last?.name?.resolved(for: .frFR) == "Sang")
    }

    @Test func essence3In2019IsSphereOfSuppressionForTanks() throws {
        let essence = try decodeFixture(WoW.AzeriteEssence.self, "wow/azerite-essence__3__rbattlenet-2019.json")
        #expect(essence.id == 3)
        #expect(essence.name == "Sphere of Suppression")
        #expect(essence.allowedSpecializations.map(\.id) == [66, 73, 104, 581, 268, 250])
        #expect(essence.allowedSpecializations[2].name == "Guardian")
        #expect(essence.powers.map(\.id) == [9, 10, 11, 12])
        #expect(essence.powers.map(\.rank) == [1, 2, 3, 4])
        #expect(essence.powers.first?.mainPowerSpell.id == 293031)
        #expect(essence.powers.first?.mainPowerSpell.name == "Suppressing Pulse")
        #expect(essence.powers.first?.passivePowerSpell.name == "Sphere of Suppression")
        #expect(essence.powers.last?.passivePowerSpell.id == 300013)
        #expect(essence.media.id == 3)
        #expect(essence.links?.selfLink.pathAndQuery == "/data/wow/azerite-essence/3?namespace=static-8.2.5_31884-eu")
    }

    @Test func media3In2019HasOnlyTheIcon() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/azerite-essence-media__3__rbattlenet-2019.json")
        #expect(media.id == nil)
        #expect(media.assets.count == 1)
        #expect(media[.icon]?.absoluteString == "https://render-eu.worldofwarcraft.com/icons/56/inv_azeritedebuff.jpg")
    }
}
