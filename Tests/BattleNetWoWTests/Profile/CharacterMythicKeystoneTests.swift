import BattleNetFixtures
import BattleNetCore
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character mythic keystone", .timeLimit(.minutes(2)))
struct CharacterMythicKeystoneTests {
    @Test("Volladin's profile (2020): a +20 Atal'Dazar this period and four seasons")
    func volladinProfile() throws {
        let profile = try decodeFixture(WoW.CharacterMythicKeystoneProfileIndex.self, "wow/character-mythic-keystone-profile__zuljin_volladin.json")
        #expect(profile.character.name == "Volladin")
        #expect(profile.currentPeriod.period.id == 755)
        #expect(profile.currentPeriod.period.pathAndQuery == "/data/wow/mythic-keystone/period/755?namespace=dynamic-us")
        #expect(profile.seasons.map(\.id) == [3, 0, 1, 4])
        #expect(profile.seasons.first?.pathAndQuery == "/profile/wow/character/zuljin/volladin/mythic-keystone-profile/season/3?namespace=profile-us")
        #expect(profile.currentMythicRating == nil)
        let run = try #require(profile.currentPeriod.bestRuns?.first)
        #expect(run.dungeon.name == "Atal'Dazar" && run.dungeon.id == 244)
        #expect(run.keystoneLevel == 20 && !run.isCompletedWithinTime)
        #expect(run.duration == 2_285_852 && run.time == .milliseconds(2_285_852))
        #expect(run.completedTimestamp.millisecondsSince1970 == 1_592_440_795_000)
        #expect(run.keystoneAffixes.map(\.id) == [9, 6, 13, 120])
        #expect(run.keystoneAffixes.first?.name == "Tyrannical")
        #expect(run.members.count == 5)
        let sifi = try #require(run.members.first)
        #expect(sifi.character.name == "Sifi" && sifi.character.id == 158953530 && sifi.character.realm.slug == "illidan")
        #expect(sifi.specialization.name == "Outlaw" && sifi.specialization.id == 260)
        #expect(sifi.race.name == "Blood Elf" && sifi.equippedItemLevel == 473)
        #expect(run.mythicRating == nil && run.mapRating == nil)
    }

    @Test("Альвеоняша's profile (2019): a period without runs")
    func nonASCIIProfile() throws {
        let profile = try decodeFixture(WoW.CharacterMythicKeystoneProfileIndex.self, "wow/character-mythic-keystone-profile__howling-fjord_non-ascii-name.json")
        #expect(profile.character.name == "Альвеоняша")
        #expect(profile.character.realm.id == 1615)
        #expect(profile.currentPeriod.period.id == 729)
        #expect(profile.currentPeriod.bestRuns == nil)
        #expect(profile.seasons.map(\.id) == [1, 3, 2, 0])
    }

    @Test("Sheday's season 3 (2019): fourteen best runs")
    func shedaySeason() throws {
        let season = try decodeFixture(WoW.CharacterMythicKeystoneSeasonDetails.self, "wow/character-mythic-keystone-season__stormrage_sheday_3.json")
        #expect(season.character.name == "Sheday")
        #expect(season.season.id == 3)
        #expect(season.season.pathAndQuery.hasPrefix("/data/wow/mythic-keystone/season/3?"))
        #expect(season.bestRuns.count == 14)
        #expect(season.mythicRating == nil)
        let run = try #require(season.bestRuns.first)
        #expect(run.dungeon.name == "Siege of Boralus" && run.keystoneLevel == 16 && run.isCompletedWithinTime)
        #expect(run.duration == 1_653_268)
        #expect(run.completedTimestamp.date == Date(timeIntervalSince1970: 1_572_380_123))
        let member = try #require(run.members.first)
        #expect(member.character.name == "Flyingboat" && member.specialization.name == "Brewmaster")
        #expect(member.race.name == "Dark Iron Dwarf" && member.equippedItemLevel == 443)
    }

    @Test("Volladin's season 1 (2020): Kings' Rest +12 first")
    func volladinSeason() throws {
        let season = try decodeFixture(WoW.CharacterMythicKeystoneSeasonDetails.self, "wow/character-mythic-keystone-season__zuljin_volladin_1.json")
        #expect(season.character.name == "Volladin")
        #expect(season.season.id == 1 && season.bestRuns.count == 10)
        let run = try #require(season.bestRuns.first)
        #expect(run.dungeon.name == "Kings' Rest" && run.keystoneLevel == 12)
        #expect(run.completedTimestamp.millisecondsSince1970 == 1_537_037_827_000)
        let liledh = try #require(run.members.first)
        #expect(liledh.character.name == "Liledh" && liledh.character.realm.slug == "dalaran")
        #expect(liledh.specialization.id == 577 && liledh.equippedItemLevel == 364)
    }

    @Test("ratings, as 2021+ bodies send them (no recording has one: shape from Pewtro's types)")
    func ratings() throws {
        // Inline: Pewtro's MythicRating {color, rating} on the season and each run; map_rating as
        // Blizzard's newer bodies send it. No recording of ours carries these keys.
        let run = try decodeInline(WoW.CharacterMythicKeystoneRun.self, """
        {"completed_timestamp": 1700000000000, "duration": 1800000, "keystone_level": 10, "keystone_affixes": [],
         "members": [], "dungeon": {"key": {"href": "https://us.api.blizzard.com/data/wow/mythic-keystone/dungeon/244?namespace=dynamic-us"}, "id": 244},
         "is_completed_within_time": true,
         "mythic_rating": {"color": {"r": 255, "g": 128, "b": 0, "a": 1.0}, "rating": 212.5},
         "map_rating": {"color": {"r": 30, "g": 255, "b": 0, "a": 1.0}, "rating": 106.25}}
        """)
        #expect(run.mythicRating?.rating == 212.5 && run.mythicRating?.color.green == 128)
        #expect(run.mapRating?.rating == 106.25)
    }

    @Test func theMythicKeystoneDeclarationsAreRetailOnly() throws {
        let index = WoW.Operations.characterMythicKeystoneProfileIndex.descriptor
        #expect(index.namespace == .profile && index.token == .client)
        #expect(index.catalogueEntries.map(\.id) == ["wowCharacterMythicKeystoneProfileIndex"])
        #expect(try WoW.Endpoints.characterMythicKeystoneProfileIndex(realm: "zuljin", name: "Volladin").path()
            == "/profile/wow/character/zuljin/volladin/mythic-keystone-profile")
        let season = WoW.Operations.characterMythicKeystoneSeasonDetails.descriptor
        #expect(season.namespace == .profile && season.token == .client)
        #expect(season.catalogueEntries.map(\.id) == ["wowCharacterMythicKeystoneSeasonDetails"])
        #expect(try WoW.Endpoints.characterMythicKeystoneSeasonDetails(realm: "stormrage", name: "Sheday", season: 3).path()
            == "/profile/wow/character/stormrage/sheday/mythic-keystone-profile/season/3")
    }
}
