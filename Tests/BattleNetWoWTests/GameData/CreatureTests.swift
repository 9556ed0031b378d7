import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Creature", .timeLimit(.minutes(2)))
struct CreatureTests {
    @Test func familyIndex() throws {
        let index = try decodeFixture(WoW.CreatureFamilyIndex.self, "wow/creature-family-index.json")
        #expect(index.creatureFamilies.count == 78)
        #expect(index.creatureFamilies.first?.id == 1)
        #expect(index.creatureFamilies.first?.name == "Wolf")
    }

    @Test func familyIndexArgentPony() throws {
        let index = try decodeFixture(WoW.CreatureFamilyIndex.self, "wow/creature-family-index__argentpony.json")
        #expect(index.creatureFamilies.count == 4)
        #expect(index.creatureFamilies[1].name == "Cat")
        #expect(index.creatureFamilies[1].pathAndQuery == "/data/wow/creature-family/2?namespace=static-8.3.0_32861-us")
    }

    @Test func familyIndexClassic() throws {
        let index = try decodeFixture(WoW.CreatureFamilyIndex.self, "wow-classic/creature-family-index.json")
        #expect(index.creatureFamilies.count == 23)
        #expect(index.creatureFamilies.first?.name == "Wolf")
        #expect(index.creatureFamilies.first?.pathAndQuery == "/data/wow/creature-family/1?namespace=static-1.13.2_31446-classic-eu")
    }

    @Test func family() throws {
        let family = try decodeFixture(WoW.CreatureFamily.self, "wow/creature-family__1.json")
        #expect(family.id == 1)
        #expect(family.name == "Wolf")
        #expect(family.specialization?.id == 74)
        #expect(family.specialization?.name == "Ferocity")
        #expect(family.media?.id == 1)
    }

    @Test func familyArgentPony() throws {
        let family = try decodeFixture(WoW.CreatureFamily.self, "wow/creature-family__1__argentpony.json")
        #expect(family.name == "Wolf")
        #expect(family.specialization?.pathAndQuery == "/data/wow/playable-specialization/74?namespace=static-8.3.0_32861-us")
        #expect(family.media?.pathAndQuery == "/data/wow/media/creature-family/1?namespace=static-8.3.0_32861-us")
    }

    @Test func familyClassic() throws {
        // The 2019 Classic body has no pet specialization.
        let family = try decodeFixture(WoW.CreatureFamily.self, "wow-classic/creature-family__1.json")
        #expect(family.name == "Wolf")
        #expect(family.specialization == nil)
        #expect(family.media?.id == 1)
    }

    @Test func typeIndex() throws {
        let index = try decodeFixture(WoW.CreatureTypeIndex.self, "wow/creature-type-index.json")
        #expect(index.creatureTypes.count == 15)
        #expect(index.creatureTypes.first?.name == "Beast")
        #expect(index.creatureTypes[1].name == "Dragonkin")
    }

    @Test func typeIndexArgentPony() throws {
        let index = try decodeFixture(WoW.CreatureTypeIndex.self, "wow/creature-type-index__argentpony.json")
        #expect(index.creatureTypes.count == 15)
        #expect(index.creatureTypes.first?.id == 1)
        #expect(index.creatureTypes.first?.key.href.host == "us.api.blizzard.com")
    }

    @Test func typeIndexClassic() throws {
        let index = try decodeFixture(WoW.CreatureTypeIndex.self, "wow-classic/creature-type-index.json")
        #expect(index.creatureTypes.count == 11)
        #expect(index.creatureTypes[1].id == 2)
        #expect(index.creatureTypes[1].name == "Dragonkin")
    }

    @Test func creatureType() throws {
        for file in ["wow/creature-type__1.json", "wow/creature-type__1__argentpony.json", "wow-classic/creature-type__1.json"] {
            let type = try decodeFixture(WoW.CreatureType.self, file)
            #expect(type.id == 1, "\(file)")
            #expect(type.name == "Beast", "\(file)")
        }
        let classic = try decodeFixture(WoW.CreatureType.self, "wow-classic/creature-type__1.json")
        #expect(classic.links?.selfLink.pathAndQuery == "/data/wow/creature-type/1?namespace=static-1.13.2_31446-classic-eu")
    }

    @Test func creature() throws {
        let creature = try decodeFixture(WoW.Creature.self, "wow/creature__30.json")
        #expect(creature.id == 30)
        #expect(creature.name == "Forest Spider")
        #expect(creature.type.id == 1)
        #expect(creature.type.name == "Beast")
        #expect(creature.family?.id == 3)
        #expect(creature.family?.name == "Spider")
        #expect(creature.isTameable)
        // 2019 bodies send each display's key without an id.
        #expect(creature.creatureDisplays.count == 1)
        #expect(creature.creatureDisplays.first?.id == nil)
        #expect(creature.creatureDisplays.first?.pathAndQuery == "/data/wow/media/creature-display/366?namespace=static-8.2.5_31884-eu")
    }

    @Test func creature42722() throws {
        let creature = try decodeFixture(WoW.Creature.self, "wow/creature__42722.json")
        #expect(creature.name == "Young Mastiff")
        #expect(creature.family?.name == "Dog")
        #expect(creature.family?.id == 52)
        #expect(creature.creatureDisplays.first?.id == 30221)
        #expect(creature.isTameable)
    }

    @Test func creatureClassic() throws {
        let creature = try decodeFixture(WoW.Creature.self, "wow-classic/creature__30.json")
        #expect(creature.name == "Forest Spider")
        #expect(creature.family?.name == "Spider")
        #expect(creature.creatureDisplays.first?.key.lastPathComponent == "382")
    }

    @Test func displayMedia() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/creature-display-media__30221.json")
        #expect(media.assets.map(\.key) == [.portrait, .rotate, .zoom])
        #expect(media[.zoom]?.absoluteString == "https://render-eu.worldofwarcraft.com/npcs/zoom/creature-display-30221.jpg")
    }

    @Test func displayMediaArgentPony() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/creature-display-media__30221__argentpony.json")
        #expect(media.id == 30221)
        #expect(media.assets.map(\.key) == [.zoom])
        #expect(media[.portrait] == nil)
    }

    @Test func displayMediaClassic() throws {
        let media = try decodeFixture(WoW.Media.self, "wow-classic/creature-display-media__382.json")
        #expect(media.assets.count == 3)
        #expect(media[.portrait]?.absoluteString == "https://render-classic-eu.worldofwarcraft.com/npcs/portrait/creature-display-382.jpg")
    }

    @Test func familyMedia() throws {
        let retail = try decodeFixture(WoW.Media.self, "wow/creature-family-media__1.json")
        #expect(retail[.icon]?.lastPathComponent == "ability_hunter_pet_wolf.jpg")
        let argentPony = try decodeFixture(WoW.Media.self, "wow/creature-family-media__1__argentpony.json")
        #expect(argentPony.id == 1)
        #expect(argentPony[.icon]?.host == "render-us.worldofwarcraft.com")
        let classic = try decodeFixture(WoW.Media.self, "wow-classic/creature-family-media__1.json")
        #expect(classic[.icon]?.absoluteString == "https://render-classic-eu.worldofwarcraft.com/icons/56/ability_hunter_pet_wolf.jpg")
    }

    /// Test input: a locale-less creature of no family, with its references typed.
    @Test func localeLessCreatureAndTypedReferences() throws {
        let json = """
        {"id": 123, "name": {"en_US": "Test Defias", "it_IT": "Defias di prova"},
         "type": {"key": {"href": "https://us.api.blizzard.com/data/wow/creature-type/7?namespace=static-us"},
                  "name": {"en_US": "Humanoid", "it_IT": "Umanoide"}, "id": 7},
         "creature_displays": [{"key": {"href": "https://us.api.blizzard.com/data/wow/media/creature-display/30221?namespace=static-us"}, "id": 30221}],
         "is_tameable": false}
        """
        let creature = try decodeInline(WoW.Creature.self, json)
        #expect(creature.name.resolved(for: .itIT) == "Defias di prova")
        #expect(creature.type.name?.resolved(for: .itIT) == "Umanoide")
        #expect(creature.family == nil)
        #expect(!creature.isTameable)
        let type: BattleNetLink<WoW.CreatureType> = creature.type.key
        #expect(type.lastPathComponent == "7")
        let display: BattleNetLink<WoW.Media>? = creature.creatureDisplays.first?.key
        #expect(display?.pathAndQuery.hasPrefix("/data/wow/media/creature-display/") == true)
    }

    /// Test input: a search page shaped as api-facts §8 describes.
    @Test func searchPage() throws {
        let json = """
        {"page": 1, "pageSize": 100, "maxPageSize": 100, "pageCount": 1,
         "results": [{"key": {"href": "https://us.api.blizzard.com/data/wow/creature/30?namespace=static-8.3.0_32861-us"},
                      "data": {"id": 30, "name": {"en_US": "Forest Spider", "de_DE": "Waldspinne", "ko_KR": null},
                               "type": {"id": 1, "name": {"en_US": "Beast", "de_DE": "Wildtier"}},
                               "family": {"id": 3, "name": {"en_US": "Spider", "de_DE": "Spinne"}},
                               "creature_displays": [{"id": 366}], "is_tameable": true}},
                     {"key": {"href": "https://us.api.blizzard.com/data/wow/creature/99?namespace=static-8.3.0_32861-us"},
                      "data": {"id": 99, "name": {"en_US": "Test Humanoid"},
                               "type": {"id": 7, "name": {"en_US": "Humanoid"}},
                               "creature_displays": [], "is_tameable": false}}]}
        """
        let page = try decodeInline(WoW.SearchPage<WoW.CreatureSearchDocument>.self, json)
        #expect(page.results.count == 2)
        let spider = try #require(page.results.first)
        let full: BattleNetLink<WoW.Creature> = spider.key
        #expect(full.lastPathComponent == "30")
        #expect(spider.data.id == 30)
        #expect(spider.data.name.resolved(for: .deDE) == "Waldspinne")
        #expect(spider.data.name.translations[.koKR] == nil)
        #expect(spider.data.type.name?.resolved(for: .deDE) == "Wildtier")
        #expect(spider.data.family?.id == 3)
        #expect(spider.data.creatureDisplays.map(\.id) == [366])
        #expect(spider.data.isTameable)
        #expect(page.results.last?.data.family == nil)
    }

    @Test func familyIndexIn2025HasEightyThreeFamiliesInBlizzardsOrder() throws {
        let index = try decodeFixture(WoW.CreatureFamilyIndex.self, "wow/creature-family-index__damia-2025.json")
        #expect(index.creatureFamilies.count == 83)
        #expect(index.creatureFamilies.first?.name == "Water Strider")
        #expect(index.creatureFamilies.first?.id == 126)
        #expect(index.creatureFamilies.last?.name == "Lesser Dragonkin")
        #expect(index.creatureFamilies.last?.id == 303)
        #expect(index.creatureFamilies.first { $0.id == 2 }?.name == "Cat")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/creature-family/?namespace=static-11.2.0_62213-us")
    }

    @Test func family2In2019IsTheFerocityCat() throws {
        let family = try decodeFixture(WoW.CreatureFamily.self, "wow/creature-family__2__rbattlenet-2019.json")
        #expect(family.id == 2)
        #expect(family.name == "Cat")
        #expect(family.specialization?.id == 74)
        #expect(family.specialization?.name == "Ferocity")
        #expect(family.media?.id == 2)
        #expect(family.media?.pathAndQuery == "/data/wow/media/creature-family/2?namespace=static-8.2.5_31884-eu")
    }

    @Test func typeIndexIn2025AddsAberration() throws {
        let index = try decodeFixture(WoW.CreatureTypeIndex.self, "wow/creature-type-index__damia-2025.json")
        #expect(index.creatureTypes.count == 15)
        #expect(index.creatureTypes.first?.name == "Wild Pet")
        #expect(index.creatureTypes.first?.id == 14)
        #expect(index.creatureTypes.last?.name == "Aberration")
        #expect(index.creatureTypes.last?.id == 15)
        #expect(index.creatureTypes.first { $0.id == 1 }?.name == "Beast")
    }

    @Test func creatureType2In2019IsDragonkin() throws {
        let type = try decodeFixture(WoW.CreatureType.self, "wow/creature-type__2__rbattlenet-2019.json")
        #expect(type.id == 2)
        #expect(type.name == "Dragonkin")
        #expect(type.links?.selfLink.pathAndQuery == "/data/wow/creature-type/2?namespace=static-8.2.5_31884-eu")
    }

    @Test func creature330In2019IsPrincessATameableBoar() throws {
        let creature = try decodeFixture(WoW.Creature.self, "wow/creature__330__rbattlenet-2019.json")
        #expect(creature.id == 330)
        #expect(creature.name == "Princess")
        #expect(creature.type.id == 1)
        #expect(creature.type.name == "Beast")
        #expect(creature.family?.id == 5)
        #expect(creature.family?.name == "Boar")
        #expect(creature.isTameable)
        #expect(creature.creatureDisplays.count == 1)
        #expect(creature.creatureDisplays.first?.id == nil)
        #expect(creature.creatureDisplays.first?.pathAndQuery == "/data/wow/media/creature-display/22320?namespace=static-8.2.5_31884-eu")
    }

    @Test func displayMedia30222In2019HasPortraitRotateAndZoom() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/creature-display-media__30222__rbattlenet-2019.json")
        #expect(media.id == nil)
        #expect(media.assets.map(\.key) == [.portrait, .rotate, .zoom])
        #expect(media[.portrait]?.absoluteString == "https://render-eu.worldofwarcraft.com/npcs/portrait/creature-display-30222.jpg")
        #expect(media[.rotate]?.lastPathComponent == "creature-display-30222.jpg")
    }

    @Test func displayMedia30221In2025UsesTheSharedRenderHost() throws {
        // The 2025 body's render URL is on render.worldofwarcraft.com/us/, where the 2020 one used render-us.
        let media = try decodeFixture(WoW.Media.self, "wow/creature-display-media__30221__damia-2025.json")
        #expect(media.id == 30221)
        #expect(media.assets.map(\.key) == [.zoom])
        #expect(media[.zoom]?.absoluteString == "https://render.worldofwarcraft.com/us/npcs/zoom/creature-display-30221.jpg")
        #expect(media[.zoom]?.host == "render.worldofwarcraft.com")
        #expect(media.assets.first?.fileDataID == nil)
    }

    @Test func familyMedia2In2019IsTheCatIcon() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/creature-family-media__2__rbattlenet-2019.json")
        #expect(media.id == nil)
        #expect(media.assets.count == 1)
        #expect(media[.icon]?.absoluteString == "https://render-eu.worldofwarcraft.com/icons/56/ability_hunter_pet_cat.jpg")
    }
}
