import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Journal", .timeLimit(.minutes(2)))
struct JournalTests {
    @Test func decodesExpansionIndex() throws {
        let index = try decodeFixture(WoW.JournalExpansionIndex.self, "wow/journal-expansion-index.json")
        #expect(index.tiers.count == 8)
        #expect(index.tiers.first?.name == "Classic")
        #expect(index.tiers.first?.id == 68)
        #expect(index.tiers[1].name == "Burning Crusade")
        #expect(index.tiers.last?.name == "Battle for Azeroth")
        #expect(index.tiers.last?.id == 396)
    }

    @Test func decodesExpansion() throws {
        let classic = try decodeFixture(WoW.JournalExpansion.self, "wow/journal-expansion__68.json")
        #expect(classic.id == 68)
        #expect(classic.name == "Classic")
        #expect(classic.dungeons.count == 20)
        #expect(classic.dungeons.first?.name == "Blackfathom Deeps")
        #expect(classic.dungeons.last?.name == "Zul'Farrak")
        #expect(classic.raids.map(\.id) == [741, 742, 743, 744])
        #expect(classic.raids.first?.name == "Molten Core")
        #expect(classic.raids.first?.pathAndQuery == "/data/wow/journal-instance/741?namespace=static-8.3.0_32861-us")
        #expect(classic.worldBosses == nil)
    }

    @Test func decodesEncounterIndex() throws {
        let index = try decodeFixture(WoW.JournalEncounterIndex.self, "wow/journal-encounter-index.json")
        #expect(index.encounters.count == 859)
        #expect(index.encounters.first?.name == "Glubtok")
        #expect(index.encounters.first?.id == 89)
        #expect(index.encounters.last?.name == "Vuk'laz the Earthbreaker")
        #expect(index.encounters.last?.id == 2381)
    }

    @Test func decodesGlubtok() throws {
        let encounter = try decodeFixture(WoW.JournalEncounter.self, "wow/journal-encounter__89.json")
        #expect(encounter.id == 89)
        #expect(encounter.name == "Glubtok")
        #expect(encounter.description?.description.hasPrefix("In a fit of rage, Glubtok unleashed") == true)
        #expect(encounter.creatures?.count == 1)
        #expect(encounter.creatures?.first?.id == 358)
        #expect(encounter.creatures?.first?.name == "Glubtok")
        #expect(encounter.creatures?.first?.creatureDisplay.id == 37410)
        #expect(encounter.items?.count == 9)
        #expect(encounter.items?.first?.id == 9111)
        #expect(encounter.items?.first?.item.name == "Buzzer Blade")
        #expect(encounter.items?.last?.item.id == 157628)
        #expect(encounter.instance.name == "Deadmines")
        #expect(encounter.instance.id == 63)
        #expect(encounter.category.type == .dungeon)
        #expect(encounter.modes?.map(\.type) == [.normal, .heroic])
        #expect(encounter.faction == nil)

        let sections = try #require(encounter.sections)
        #expect(sections.map(\.id) == [2010, 2014])
        #expect(sections[0].title == "Stage One: Fists of Flame and Frost")
        #expect(sections[0].bodyText == nil)
        #expect(sections[0].sections?.map(\.title) == ["Fists of Flame", "Fists of Frost", "Blink"])
        #expect(sections[1].bodyText?.description.hasPrefix("At 50% health") == true)
        let fireBlossom = try #require(sections[1].sections?.first?.sections?.first)
        #expect(fireBlossom.id == 2018)
        #expect(fireBlossom.bodyText == "This elemental has very low health.")
        #expect(fireBlossom.creatureDisplay?.id == 4607)
        #expect(fireBlossom.spell == nil)
    }

    @Test func decodesInstanceIndex() throws {
        let index = try decodeFixture(WoW.JournalInstanceIndex.self, "wow/journal-instance-index.json")
        #expect(index.instances.count == 152)
        #expect(index.instances.first?.name == "Deadmines")
        #expect(index.instances[1].name == "Shadowfang Keep")
        #expect(index.instances.last?.name == "Ny'alotha, the Waking City")
        #expect(index.instances.last?.id == 1180)
    }

    @Test func decodesDeadmines() throws {
        let instance = try decodeFixture(WoW.JournalInstance.self, "wow/journal-instance__63.json")
        #expect(instance.id == 63)
        #expect(instance.name == "Deadmines")
        #expect(instance.map?.id == 36)
        #expect(instance.map?.name == "Deadmines")
        #expect(instance.area?.name == "The Deadmines")
        #expect(instance.area?.id == 1581)
        #expect(instance.location?.name == "Westfall")
        #expect(instance.location?.id == 40)
        #expect(instance.description?.description.hasPrefix("It is said the Deadmines' gold deposits") == true)
        #expect(instance.encounters.count == 6)
        #expect(instance.encounters.first?.name == "Glubtok")
        #expect(instance.encounters.last?.name == "Vanessa VanCleef")
        #expect(instance.expansion?.name == "Classic")
        #expect(instance.expansion?.id == 68)
        #expect(instance.modes?.map(\.mode.type) == [.normal, .heroic])
        #expect(instance.modes?.first?.players == 5)
        #expect(instance.modes?.first?.isTracked == true)
        #expect(instance.modes?.first?.isTimewalking == nil)
        #expect(instance.media.id == 63)
        #expect(instance.minimumLevel == 35)
        #expect(instance.category.type == .dungeon)
        #expect(instance.orderIndex == 0)
        #expect(instance.links?.selfLink.pathAndQuery == "/data/wow/journal-instance/63?namespace=static-10.2.5_52554-us")
    }

    @Test func decodesInstanceMedia() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/journal-instance-media__63.json")
        #expect(media.id == nil)
        #expect(media.assets.map(\.key) == [.tile])
        #expect(media[.tile]?.absoluteString == "https://render-us.worldofwarcraft.com/zones/deadmines-small.jpg")
    }

    @Test func typesItsReferences() throws {
        let encounter = try decodeFixture(WoW.JournalEncounter.self, "wow/journal-encounter__89.json")
        let instance: BattleNetReference<WoW.JournalInstance> = encounter.instance
        let item: BattleNetReference<WoW.Item>? = encounter.items?.first?.item
        let display: BattleNetLink<WoW.Media>? = encounter.creatures?.first?.creatureDisplay.key
        #expect(instance.key.pathAndQuery.hasPrefix("/data/wow/journal-instance/63"))
        #expect(item?.key.pathAndQuery.hasPrefix("/data/wow/item/2169") == true)
        #expect(display?.pathAndQuery.hasPrefix("/data/wow/media/creature-display/37410") == true)
        let deadmines = try decodeFixture(WoW.JournalInstance.self, "wow/journal-instance__63.json")
        let media: BattleNetReference<WoW.Media> = deadmines.media
        #expect(media.key.pathAndQuery.hasPrefix("/data/wow/media/journal-instance/63"))
    }

    /// Test input: an instance without a locale (every localized string an object keyed by locale).
    @Test func decodesTheLocaleLessShape() throws {
        let instance = try decodeInline(WoW.JournalInstance.self, """
        {"id": 63, "name": {"en_US": "Deadmines", "fr_FR": "Les Mortemines"},
         "location": {"name": {"en_US": "Westfall", "de_DE": "Westfall"}, "id": 40},
         "encounters": [{"key": {"href": "https://us.api.blizzard.com/data/wow/journal-encounter/89?namespace=static-us"}, "name": {"en_US": "Glubtok"}, "id": 89}],
         "modes": [{"mode": {"type": "NORMAL", "name": {"en_US": "Normal"}}, "players": 5, "is_tracked": true, "is_timewalking": false}],
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/journal-instance/63?namespace=static-us"}, "id": 63},
         "category": {}}
        """)
        #expect(instance.name.resolved(for: .frFR) == "Les Mortemines")
        #expect(instance.location?.name?.description == "Westfall")
        #expect(instance.encounters.first?.name?.description == "Glubtok")
        #expect(instance.modes?.first?.mode.name?.description == "Normal")
        #expect(instance.modes?.first?.isTimewalking == false)
        #expect(instance.category.type == nil)
        #expect(instance.map == nil)
    }

    /// Test input: one encounter search page shaped as api-facts §8 and Pewtro's search types describe it.
    @Test func decodesAnEncounterSearchPage() throws {
        let page = try decodeInline(WoW.SearchPage<WoW.JournalEncounterSearchDocument>.self, """
        {"page": 1, "pageSize": 100, "maxPageSize": 100, "pageCount": 1,
         "results": [{"key": {"href": "https://us.api.blizzard.com/data/wow/journal-encounter/89?namespace=static-us"},
                      "data": {"id": 89, "name": {"en_US": "Glubtok"}, "category": {"type": "DUNGEON"},
                               "instance": {"id": 63, "name": {"en_US": "Deadmines"}},
                               "creatures": [{"id": 358, "name": {"en_US": "Glubtok"}, "creature_display": {"id": 37410}}],
                               "items": [{"id": 9111, "item": {"id": 2169, "name": {"en_US": "Buzzer Blade"}}}],
                               "modes": [{"type": "NORMAL", "name": {"en_US": "Normal"}}],
                               "sections": [{"id": 2010, "title": {"en_US": "Stage One: Fists of Flame and Frost"}}]}}]}
        """)
        let result = try #require(page.results.first)
        let key: BattleNetLink<WoW.JournalEncounter> = result.key
        #expect(key.lastPathComponent == "89")
        #expect(result.data.instance.name?.description == "Deadmines")
        #expect(result.data.creatures?.first?.creatureDisplay.id == 37410)
        #expect(result.data.creatures?.first?.creatureDisplay.key == nil)
        #expect(result.data.items?.first?.item.id == 2169)
        #expect(result.data.sections?.first?.title?.description == "Stage One: Fists of Flame and Frost")
        #expect(result.data.category.type == .dungeon)
    }

    // MARK: Recordings from other eras (2020–2023 resource text, 2025 documentation)

    @Test func decodesExpansionIndexOf2025ThroughTheWarWithinAndTheCurrentSeason() throws {
        let index = try decodeFixture(WoW.JournalExpansionIndex.self, "wow/journal-expansion-index__damia-2025.json")
        #expect(index.tiers.count == 12)
        #expect(index.tiers.first?.name == "Mists of Pandaria")
        #expect(index.tiers.first?.id == 74)
        #expect(index.tiers[1].name == "Classic")
        #expect(index.tiers.map(\.id).suffix(4) == [499, 503, 514, 505])
        #expect(index.tiers[10].name == "The War Within")
        #expect(index.tiers.last?.name == "Current Season")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/journal-expansion/?namespace=static-11.2.0_62213-us")
    }

    @Test func decodesEncounterIndexOf2025With1103Encounters() throws {
        let index = try decodeFixture(WoW.JournalEncounterIndex.self, "wow/journal-encounter-index__damia-2025.json")
        #expect(index.encounters.count == 1103)
        #expect(index.encounters.first?.name == "Cache of Madness - Hazza'rah")
        #expect(index.encounters.first?.id == 178)
        #expect(index.encounters.last?.name == "Bael'Gar")
        #expect(index.encounters.last?.id == 2664)
        #expect(index.encounters.first { $0.id == 89 }?.name == "Glubtok")
    }

    @Test func decodesInstanceIndexOf2025ThroughLiberationOfUndermine() throws {
        let index = try decodeFixture(WoW.JournalInstanceIndex.self, "wow/journal-instance-index__damia-2025.json")
        #expect(index.instances.count == 196)
        #expect(index.instances.first?.name == "Shadowfang Keep")
        #expect(index.instances.first?.id == 64)
        #expect(index.instances.last?.name == "Liberation of Undermine")
        #expect(index.instances.last?.id == 1296)
        #expect(index.instances.first { $0.id == 63 }?.pathAndQuery == "/data/wow/journal-instance/63?namespace=static-11.2.0_62213-us")
    }

    @Test func decodesDeadminesOfPatch8_3WithLevel85AndNoOrderIndex() throws {
        // The older resource text: minimum level 85 (before the level squish) and no `order_index`.
        let instance = try decodeFixture(WoW.JournalInstance.self, "wow/journal-instance__63__argentpony-2023.json")
        #expect(instance.id == 63)
        #expect(instance.name == "Deadmines")
        #expect(instance.minimumLevel == 85)
        #expect(instance.orderIndex == nil)
        #expect(instance.map?.id == 36)
        #expect(instance.area?.name == "The Deadmines")
        #expect(instance.location?.name == "Westfall")
        #expect(instance.encounters.map(\.id) == [89, 90, 91, 92, 93, 95])
        #expect(instance.expansion?.name == "Classic")
        #expect(instance.modes?.map(\.mode.type) == [.normal, .heroic])
        #expect(instance.modes?.allSatisfy { $0.players == 5 && $0.isTracked == true } == true)
        #expect(instance.category.type == .dungeon)
        #expect(instance.links?.selfLink.pathAndQuery == "/data/wow/journal-instance/63?namespace=static-8.3.0_32861-us")
    }
}
