import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Mythic Keystone Dungeon", .timeLimit(.minutes(2)))
struct MythicKeystoneDungeonTests {
    @Test("EU dungeon index (2019): the ten Battle for Azeroth dungeons")
    func euDungeonIndex() throws {
        let index = try decodeFixture(WoW.MythicKeystoneDungeonIndex.self, "wow/mythic-keystone-dungeon-index.json")
        #expect(index.dungeons.count == 10)
        #expect(index.dungeons.first?.id == 244 && index.dungeons.first?.name == "Atal'Dazar")
        #expect(index.dungeons.last?.name == "Siege of Boralus")
    }

    @Test("US dungeon index (2020): twelve, with the two halves of Mechagon")
    func usDungeonIndex() throws {
        let index = try decodeFixture(WoW.MythicKeystoneDungeonIndex.self, "wow/mythic-keystone-dungeon-index__argentpony.json")
        #expect(index.dungeons.count == 12)
        #expect(index.dungeons.suffix(2).map { $0.id ?? 0 } == [369, 370])
        #expect(index.dungeons.last?.name == "Operation: Mechagon - Workshop")
    }

    @Test("dungeon 197, Eye of Azshara (2023): journal instance and tracking")
    func eyeOfAzshara() throws {
        let dungeon = try decodeFixture(WoW.MythicKeystoneDungeon.self, "wow/mythic-keystone-dungeon__197.json")
        #expect(dungeon.id == 197)
        #expect(dungeon.name == "Eye of Azshara")
        #expect(dungeon.map.id == 1456 && dungeon.map.name == "Eye of Azshara")
        #expect(dungeon.zone.slug == "eye-of-azshara")
        #expect(dungeon.dungeon?.id == 716 && dungeon.dungeon?.name == "Eye of Azshara")
        #expect(dungeon.isTracked == false)
        #expect(dungeon.keystoneUpgrades.map(\.upgradeLevel) == [1, 2, 3])
        #expect(dungeon.keystoneUpgrades.map(\.qualifyingDuration) == [2_100_000, 1_680_000, 1_260_000])
        #expect(dungeon.keystoneUpgrades.first?.time == .seconds(35 * 60))
    }

    @Test("dungeon 244, Atal'Dazar (2019): no journal instance, no tracking flag")
    func atalDazar() throws {
        let dungeon = try decodeFixture(WoW.MythicKeystoneDungeon.self, "wow/mythic-keystone-dungeon__244.json")
        #expect(dungeon.id == 244)
        #expect(dungeon.name == "Atal'Dazar")
        #expect(dungeon.map.id == 1763)
        #expect(dungeon.zone.slug == "ataldazar")
        #expect(dungeon.dungeon == nil && dungeon.isTracked == nil)
        #expect(dungeon.keystoneUpgrades.first?.qualifyingDuration == 1_800_000)
    }

    @Test("dungeon 245, Freehold (2019)")
    func freehold() throws {
        let dungeon = try decodeFixture(WoW.MythicKeystoneDungeon.self, "wow/mythic-keystone-dungeon__245.json")
        #expect(dungeon.name == "Freehold")
        #expect(dungeon.map.id == 1754)
        #expect(dungeon.zone.slug == "freehold")
        #expect(dungeon.keystoneUpgrades.map(\.qualifyingDuration) == [1_980_000, 1_584_000, 1_188_000])
        #expect(dungeon.links?.selfLink.pathAndQuery == "/data/wow/mythic-keystone/dungeon/245?namespace=dynamic-eu")
    }

    @Test("the mythic keystone index: links to dungeons and seasons")
    func keystoneIndex() throws {
        let index = try decodeFixture(WoW.MythicKeystoneIndex.self, "wow/mythic-keystone-index.json")
        let dungeons: BattleNetLink<WoW.MythicKeystoneDungeonIndex> = index.dungeons
        let seasons: BattleNetLink<WoW.MythicKeystoneSeasonIndex> = index.seasons
        #expect(dungeons.pathAndQuery == "/data/wow/mythic-keystone/dungeon/?namespace=dynamic-us")
        #expect(seasons.pathAndQuery == "/data/wow/mythic-keystone/season/?namespace=dynamic-us")
    }

    @Test("EU period index (2019): 89 periods, 641 to 729, 729 current")
    func euPeriodIndex() throws {
        let index = try decodeFixture(WoW.MythicKeystonePeriodIndex.self, "wow/mythic-keystone-period-index.json")
        #expect(index.periods.count == 89)
        #expect(index.periods.first?.id == 641)
        #expect(index.periods.last?.id == 729)
        #expect(index.currentPeriod.id == 729)
        #expect(index.currentPeriod.key.pathAndQuery == "/data/wow/mythic-keystone/period/729?namespace=dynamic-eu")
    }

    @Test("US period index (2020): four periods, 755 current")
    func usPeriodIndex() throws {
        let index = try decodeFixture(WoW.MythicKeystonePeriodIndex.self, "wow/mythic-keystone-period-index__argentpony.json")
        #expect(index.periods.count == 4)
        #expect(index.periods.first?.id == 641)
        #expect(index.currentPeriod.id == 755)
    }

    @Test("period 641 (April 2018)")
    func period641() throws {
        let period = try decodeFixture(WoW.MythicKeystonePeriod.self, "wow/mythic-keystone-period__641.json")
        #expect(period.id == 641)
        #expect(period.startTimestamp.millisecondsSince1970 == 1_523_372_400_000)
        #expect(period.endTimestamp.millisecondsSince1970 == 1_523_977_199_000)
        #expect(period.startTimestamp < period.endTimestamp)
    }

    @Test("period 682 (January 2019)")
    func period682() throws {
        let period = try decodeFixture(WoW.MythicKeystonePeriod.self, "wow/mythic-keystone-period__682.json")
        #expect(period.id == 682)
        #expect(period.startTimestamp.date == Date(timeIntervalSince1970: 1_548_226_800))
        #expect(period.endTimestamp.millisecondsSince1970 == 1_548_831_599_000)
    }

    @Test("EU season index (2019): seasons 0 to 3, 3 current")
    func euSeasonIndex() throws {
        let index = try decodeFixture(WoW.MythicKeystoneSeasonIndex.self, "wow/mythic-keystone-season-index.json")
        #expect(index.seasons.map { $0.id ?? -1 } == [0, 1, 2, 3])
        #expect(index.currentSeason.id == 3)
    }

    @Test("US season index (2020): seasons 0 to 4, 4 current")
    func usSeasonIndex() throws {
        let index = try decodeFixture(WoW.MythicKeystoneSeasonIndex.self, "wow/mythic-keystone-season-index__argentpony.json")
        #expect(index.seasons.count == 5)
        #expect(index.currentSeason.id == 4)
        #expect(index.currentSeason.key.pathAndQuery == "/data/wow/mythic-keystone/season/4?namespace=dynamic-us")
    }

    @Test("EU season 1: 22 periods, 660 to 681")
    func euSeason1() throws {
        let season = try decodeFixture(WoW.MythicKeystoneSeason.self, "wow/mythic-keystone-season__1.json")
        #expect(season.id == 1)
        #expect(season.startTimestamp.millisecondsSince1970 == 1_535_500_800_000)
        #expect(season.endTimestamp?.millisecondsSince1970 == 1_548_226_800_000)
        #expect(season.periods.count == 22)
        #expect(season.periods.first?.id == 660 && season.periods.last?.id == 681)
        #expect(season.seasonName == nil)
    }

    @Test("US season 1: 21 periods, 661 to 681, an earlier end")
    func usSeason1() throws {
        let season = try decodeFixture(WoW.MythicKeystoneSeason.self, "wow/mythic-keystone-season__1__argentpony.json")
        #expect(season.periods.count == 21)
        #expect(season.periods.first?.id == 661)
        #expect(season.endTimestamp?.millisecondsSince1970 == 1_548_169_200_000)
    }

    @Test("a running season fetched without a locale: no end, a name in every locale")
    func localeLessRunningSeason() throws {
        let season = try decodeInline(WoW.MythicKeystoneSeason.self, """
        {"id":13,"start_timestamp":1725966000000,
         "periods":[{"key":{"href":"https://us.api.blizzard.com/data/wow/mythic-keystone/period/977?namespace=dynamic-us"},"id":977}],
         "season_name":{"en_US":"The War Within Season 1","fr_FR":"The War Within Saison 1"}}
        """)
        #expect(season.endTimestamp == nil)
        #expect(season.seasonName?.resolved(for: .frFR) == "The War Within Saison 1")
        let dungeon = try decodeInline(WoW.MythicKeystoneDungeon.self, """
        {"id":503,"name":{"en_US":"Ara-Kara, City of Echoes","de_DE":"Ara-Kara, Stadt der Echos"},
         "map":{"name":{"en_US":"Ara-Kara, City of Echoes"},"id":2660},"zone":{"slug":"arakara-city-of-echoes"},
         "dungeon":{"key":{"href":"https://us.api.blizzard.com/data/wow/journal-instance/1271?namespace=static-us"},"name":{"en_US":"Ara-Kara, City of Echoes"},"id":1271},
         "keystone_upgrades":[],"is_tracked":true}
        """)
        #expect(dungeon.name.resolved(for: .deDE) == "Ara-Kara, Stadt der Echos")
        #expect(dungeon.isTracked == true)
    }

    @Test("references are typed: periods, seasons, dungeons and the journal instance")
    func referencesAreTyped() throws {
        let dungeon = try decodeFixture(WoW.MythicKeystoneDungeon.self, "wow/mythic-keystone-dungeon__197.json")
        let instance: BattleNetReference<WoW.JournalInstance>? = dungeon.dungeon
        #expect(instance?.key.pathAndQuery.hasPrefix("/data/wow/journal-instance/716?") == true)
        let season = try decodeFixture(WoW.MythicKeystoneSeason.self, "wow/mythic-keystone-season__1.json")
        let period: BattleNetReference<WoW.MythicKeystonePeriod>? = season.periods.first
        #expect(period?.key.pathAndQuery.hasPrefix("/data/wow/mythic-keystone/period/660?") == true)
        let index = try decodeFixture(WoW.MythicKeystoneDungeonIndex.self, "wow/mythic-keystone-dungeon-index.json")
        let first: BattleNetReference<WoW.MythicKeystoneDungeon>? = index.dungeons.first
        #expect(first?.key.pathAndQuery.hasPrefix("/data/wow/mythic-keystone/dungeon/244?") == true)
        let seasons = try decodeFixture(WoW.MythicKeystoneSeasonIndex.self, "wow/mythic-keystone-season-index.json")
        let current: BattleNetReference<WoW.MythicKeystoneSeason> = seasons.currentSeason
        #expect(current.key.pathAndQuery.hasPrefix("/data/wow/mythic-keystone/season/3?"))
    }

    @Test("US dungeon index (2025): 76 dungeons, from Stormstout Brewery to Eco-Dome Al'dani")
    func usDungeonIndex2025() throws {
        let index = try decodeFixture(WoW.MythicKeystoneDungeonIndex.self, "wow/mythic-keystone-dungeon-index__damia-2025.json")
        #expect(index.dungeons.count == 76)
        #expect(index.dungeons.first?.id == 56 && index.dungeons.first?.name == "Stormstout Brewery")
        #expect(index.dungeons.suffix(3).map { $0.id ?? 0 } == [525, 541, 542])
        #expect(index.dungeons.last?.name == "Eco-Dome Al'dani")
        #expect(index.dungeons.first { $0.id == 353 }?.name == "Siege of Boralus")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/mythic-keystone/dungeon/?namespace=dynamic-us")
    }

    @Test("dungeon 353, Siege of Boralus (2020–2023 text): a journal instance but no tracking flag")
    func siegeOfBoralus() throws {
        let dungeon = try decodeFixture(WoW.MythicKeystoneDungeon.self, "wow/mythic-keystone-dungeon__353__argentpony-2023.json")
        #expect(dungeon.id == 353)
        #expect(dungeon.name == "Siege of Boralus")
        #expect(dungeon.map.id == 1822 && dungeon.map.name == "Siege of Boralus")
        #expect(dungeon.zone.slug == "siege-of-boralus")
        #expect(dungeon.dungeon?.id == 1023)
        #expect(dungeon.dungeon?.pathAndQuery == "/data/wow/journal-instance/1023?namespace=static-8.3.0_32861-us")
        #expect(dungeon.isTracked == nil)
        #expect(dungeon.keystoneUpgrades.map(\.upgradeLevel) == [1, 2, 3])
        #expect(dungeon.keystoneUpgrades.map(\.qualifyingDuration) == [2_160_000, 1_728_000, 1_296_000])
        #expect(dungeon.keystoneUpgrades.first?.time == .seconds(36 * 60))
    }

    @Test("US period index (2025): 384 periods, 641 to 1024, 1024 current")
    func usPeriodIndex2025() throws {
        let index = try decodeFixture(WoW.MythicKeystonePeriodIndex.self, "wow/mythic-keystone-period-index__damia-2025.json")
        #expect(index.periods.count == 384)
        #expect(index.periods.first?.id == 641)
        #expect(index.periods.last?.id == 1024)
        #expect(index.currentPeriod.id == 1024)
        #expect(index.currentPeriod.key.pathAndQuery == "/data/wow/mythic-keystone/period/1024?namespace=dynamic-us")
    }

    @Test("period 683 (February 2019, EU)")
    func period683() throws {
        let period = try decodeFixture(WoW.MythicKeystonePeriod.self, "wow/mythic-keystone-period__683__rbattlenet-2019.json")
        #expect(period.id == 683)
        #expect(period.startTimestamp.millisecondsSince1970 == 1_548_831_600_000)
        #expect(period.endTimestamp.millisecondsSince1970 == 1_549_436_399_000)
        #expect(period.startTimestamp.date == Date(timeIntervalSince1970: 1_548_831_600))
        #expect(period.links?.selfLink.pathAndQuery == "/data/wow/mythic-keystone/period/683?namespace=dynamic-eu")
    }

    @Test("US season index (2025): seasons 1 to 15, 15 current, no season 0")
    func usSeasonIndex2025() throws {
        let index = try decodeFixture(WoW.MythicKeystoneSeasonIndex.self, "wow/mythic-keystone-season-index__damia-2025.json")
        #expect(index.seasons.map { $0.id ?? -1 } == Array(1...15))
        #expect(index.currentSeason.id == 15)
        #expect(index.currentSeason.key.pathAndQuery == "/data/wow/mythic-keystone/season/15?namespace=dynamic-us")
    }

    @Test("EU season 2 (2019): 24 periods, 682 to 705, no season name")
    func euSeason2() throws {
        let season = try decodeFixture(WoW.MythicKeystoneSeason.self, "wow/mythic-keystone-season__2__rbattlenet-2019.json")
        #expect(season.id == 2)
        #expect(season.startTimestamp.millisecondsSince1970 == 1_548_226_800_000)
        #expect(season.endTimestamp?.millisecondsSince1970 == 1_562_742_000_000)
        #expect(season.periods.count == 24)
        #expect(season.periods.map { $0.id ?? 0 } == Array(682...705))
        #expect(season.seasonName == nil)
    }
}
