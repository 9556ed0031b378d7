import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Reputations", .timeLimit(.minutes(2)))
struct ReputationsTests {
    @Test func reputationFactionIndex() throws {
        let index = try decodeFixture(WoW.ReputationFactionIndex.self, "wow/reputation-faction-index.json")
        #expect(index.factions.count == 196)
        #expect(index.factions.first?.id == 21)
        #expect(index.factions.first?.name == "Booty Bay")
        #expect(index.factions.last?.name == "Waveblade Ankoan")
        #expect(index.factions.last?.pathAndQuery == "/data/wow/reputation-faction/2400?namespace=static-8.2.5_31884-eu")
        #expect(index.rootFactions.count == 11)
        #expect(index.rootFactions.map(\.id).prefix(3) == [1169, 2104, 1834])
        #expect(index.rootFactions.last?.name == "Wintersaber Trainers")
    }

    @Test func reputationFactionIndexOfTheUSRecording() throws {
        let index = try decodeFixture(WoW.ReputationFactionIndex.self, "wow/reputation-faction-index__argentpony.json")
        #expect(index.factions.map(\.id) == [21, 47, 2417])
        #expect(index.factions.last?.name == "Uldum Accord")
        #expect(index.rootFactions.map(\.id) == [1169, 2104, 589])
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/reputation-faction/?namespace=static-8.3.0_32861-us")
    }

    @Test func reputationFaction() throws {
        let faction = try decodeFixture(WoW.ReputationFaction.self, "wow/reputation-faction__21.json")
        #expect(faction.id == 21)
        #expect(faction.name == "Booty Bay")
        #expect(faction.description?.description.hasPrefix("This booming coastal city is run by Baron Revilgaz") == true)
        #expect(faction.reputationTiers?.id == 0)
        #expect(faction.reputationTiers?.name == nil)
        #expect(faction.reputationTiers?.pathAndQuery == "/data/wow/reputation-tiers/0?namespace=static-8.2.5_31884-eu")
        #expect(faction.isHeader == nil)
        #expect(faction.renownTiers == nil)
    }

    @Test func reputationFactionOfTheUSRecording() throws {
        let faction = try decodeFixture(WoW.ReputationFaction.self, "wow/reputation-faction__21__argentpony.json")
        #expect(faction.id == 21)
        #expect(faction.name == "Booty Bay")
        #expect(faction.reputationTiers?.pathAndQuery == "/data/wow/reputation-tiers/0?namespace=static-8.3.0_32861-us")
        #expect(faction.links?.selfLink.pathAndQuery == "/data/wow/reputation-faction/21?namespace=static-8.3.0_32861-us")
    }

    @Test func reputationTiersIndex() throws {
        let index = try decodeFixture(WoW.ReputationTiersIndex.self, "wow/reputation-tiers-index.json")
        #expect(index.reputationTiers.count == 37)
        #expect(index.reputationTiers.first?.id == 0)
        #expect(index.reputationTiers.first?.name == nil)
        #expect(index.reputationTiers[1].name == "Farmer Fung")
        #expect(index.reputationTiers[2].name == "Chee Chee")
        #expect(index.reputationTiers.last?.id == 340)
        #expect(index.reputationTiers.last?.name == "Brawl'gar Arena (Season 3)")
    }

    @Test func reputationTiersIndexOfTheUSRecording() throws {
        let index = try decodeFixture(WoW.ReputationTiersIndex.self, "wow/reputation-tiers-index__argentpony.json")
        #expect(index.reputationTiers.map(\.id) == [0, 2, 340])
        #expect(index.reputationTiers[1].name == "Farmer Fung")
        #expect(index.reputationTiers[1].pathAndQuery == "/data/wow/reputation-tiers/2?namespace=static-8.3.0_32861-us")
    }

    @Test func reputationTiers() throws {
        let table = try decodeFixture(WoW.ReputationTiers.self, "wow/reputation-tiers__2.json")
        #expect(table.id == 2)
        #expect(table.faction?.id == 1283)
        #expect(table.faction?.name == "Farmer Fung")
        #expect(table.tiers.count == 6)
        #expect(table.tiers.map(\.name.description) == ["Stranger", "Acquaintance", "Buddy", "Friend", "Good Friend", "Best Friend"])
        #expect(table.tiers[3].minValue == 25200)
        #expect(table.tiers[3].maxValue == 33600)
        #expect(table.tiers.last?.minValue == 42000)
        #expect(table.tiers.last?.maxValue == 42000)
        #expect(table.tier(forValue: 30000)?.name == "Friend")
        #expect(table.tier(forValue: 0)?.name == "Stranger")
        #expect(table.tier(forValue: 42000)?.name == "Best Friend")
        #expect(table.tier(forValue: 50000) == nil)
    }

    @Test func reputationTiersOfTheUSRecording() throws {
        let table = try decodeFixture(WoW.ReputationTiers.self, "wow/reputation-tiers__2__argentpony.json")
        #expect(table.id == 2)
        #expect(table.tiers.count == 6)
        #expect(table.tiers[1].id == 1)
        #expect(table.tiers[1].name == "Acquaintance")
        #expect(table.tiers[1].minValue == 8400)
        #expect(table.faction?.pathAndQuery == "/data/wow/reputation-faction/1283?namespace=static-8.3.0_32861-us")
    }

    @Test func reputationFactionWithoutALocaleAndWithRenown() throws {
        // Test input: the locale-less shape, with the header, paragon and renown fields of Pewtro's
        // types (no recording has them).
        let faction = try decodeInline(WoW.ReputationFaction.self, """
        {"id": 2507, "name": {"en_US": "Dragonscale Expedition", "fr_FR": "Expédition des Écailles de dragon"},
         "is_header": false, "header_shows_bar": false, "can_paragon": true, "is_renown": true,
         "player_faction": {"type": "NEUTRAL", "name": {"en_US": "Neutral"}},
         "renown_tiers": [{"level": 1, "name": {"en_US": "Renown 1"},
                           "rewards": [{"key": {"href": "https://us.api.blizzard.com/data/wow/mount/1234?namespace=static-us"}, "name": {"en_US": "A Mount"}, "id": 1234}]}]}
        """)
        #expect(faction.name.translations[.frFR] == "Expédition des Écailles de dragon")
        #expect(faction.name.description == "Dragonscale Expedition")
        #expect(faction.isRenown == true)
        #expect(faction.canParagon == true)
        #expect(faction.playerFaction?.type == .neutral)
        #expect(faction.renownTiers?.first?.level == 1)
        #expect(faction.renownTiers?.first?.rewards?.first?.id == 1234)
        #expect(faction.description == nil)
    }

    @Test func reputationReferencesAreTyped() throws {
        let faction = try decodeFixture(WoW.ReputationFaction.self, "wow/reputation-faction__21.json")
        let tiers: BattleNetReference<WoW.ReputationTiers>? = faction.reputationTiers
        #expect(tiers?.key.pathAndQuery.hasPrefix("/data/wow/reputation-tiers/0?") == true)
        let table = try decodeFixture(WoW.ReputationTiers.self, "wow/reputation-tiers__2.json")
        let owner: BattleNetReference<WoW.ReputationFaction>? = table.faction
        #expect(owner?.key.pathAndQuery.hasPrefix("/data/wow/reputation-faction/1283?") == true)
    }

    @Test func reputationFactionIndexOf2025HasExpansionRootFactions() throws {
        let index = try decodeFixture(WoW.ReputationFactionIndex.self, "wow/reputation-faction-index__damia-2025.json")
        #expect(index.factions.count == 263)
        #expect(index.factions.first?.name == "The Wyrmrest Accord")
        #expect(index.factions.first?.id == 1091)
        #expect(index.factions.last?.name == "Gallagio Loyalty Rewards Club")
        #expect(index.factions.last?.id == 2685)
        #expect(index.factions.first { $0.id == 47 }?.name == "Ironforge")
        #expect(index.rootFactions.count == 13)
        #expect(index.rootFactions.map(\.id).prefix(3) == [1169, 2569, 2506])
        #expect(index.rootFactions[1].name == "The War Within")
        #expect(index.rootFactions.last?.name == "Classic")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/reputation-faction/?namespace=static-11.2.0_62213-us")
    }

    @Test func ironforgeFaction47Of2019UsesTheDefaultTierTable() throws {
        let faction = try decodeFixture(WoW.ReputationFaction.self, "wow/reputation-faction__47__rbattlenet-2019.json")
        #expect(faction.id == 47)
        #expect(faction.name == "Ironforge")
        #expect(faction.description?.description.hasPrefix("This Alliance capital is the pride of the Dun Morogh dwarves.") == true)
        #expect(faction.reputationTiers?.id == 0)
        #expect(faction.reputationTiers?.pathAndQuery == "/data/wow/reputation-tiers/0?namespace=static-8.2.5_31884-eu")
        #expect(faction.factions == nil && faction.playerFaction == nil)
        #expect(faction.isHeader == nil && faction.isRenown == nil && faction.renownTiers == nil)
    }

    @Test func reputationTiersIndexOf2025Has69TablesThroughBrann() throws {
        let index = try decodeFixture(WoW.ReputationTiersIndex.self, "wow/reputation-tiers-index__damia-2025.json")
        #expect(index.reputationTiers.count == 69)
        #expect(index.reputationTiers.first?.id == 0)
        #expect(index.reputationTiers.first?.name == nil)
        #expect(index.reputationTiers[1].name == "Nat Pagle")
        #expect(index.reputationTiers.first { $0.id == 22 }?.name == "Old Hillpaw")
        #expect(index.reputationTiers.last?.name == "Brann Bronzebeard")
        #expect(index.reputationTiers.last?.id == 412)
    }

    @Test func oldHillpawTiers22Of2019GoFromStrangerToBestFriend() throws {
        let table = try decodeFixture(WoW.ReputationTiers.self, "wow/reputation-tiers__22__rbattlenet-2019.json")
        #expect(table.id == 22)
        #expect(table.faction?.id == 1276)
        #expect(table.faction?.name == "Old Hillpaw")
        #expect(table.tiers.map(\.name.description) == ["Stranger", "Acquaintance", "Buddy", "Friend", "Good Friend", "Best Friend"])
        #expect(table.tiers.map(\.id) == [0, 1, 2, 3, 4, 5])
        #expect(table.tiers.map(\.minValue) == [0, 8400, 16800, 25200, 33600, 42000])
        #expect(table.tiers.last?.maxValue == 42000)
        #expect(table.links?.selfLink.pathAndQuery == "/data/wow/reputation-tiers/22?namespace=static-8.2.5_31884-eu")
    }
}
