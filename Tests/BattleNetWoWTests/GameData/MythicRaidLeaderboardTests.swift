import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Mythic Raid Leaderboard", .timeLimit(.minutes(2)))
struct MythicRaidLeaderboardTests {
    @Test("Crucible of Storms, Horde (2019): 100 guilds, the raid as a zone without a name")
    func crucibleOfStorms() throws {
        let fame = try decodeFixture(WoW.MythicRaidLeaderboard.self, "wow/mythic-raid-leaderboard__crucible-of-storms_horde.json")
        #expect(fame.slug == "crucible-of-storms-horde")
        #expect(fame.criteriaType == "hall-of-fame")
        #expect(fame.zone?.key.pathAndQuery == "/data/wow/zone/10057?namespace=static-us")
        #expect(fame.zone?.name == nil)
        #expect(fame.journalInstance == nil)
        #expect(fame.instanceName == nil)
        #expect(fame.entries.count == 100)
        let first = try #require(fame.entries.first)
        #expect(first.rank == 1)
        #expect(first.guild.name == "Pieces")
        #expect(first.guild.id == 36_590_442)
        #expect(first.guild.realm.slug == "draenor" && first.guild.realm.id == 506)
        #expect(first.guild.realm.name == nil && first.guild.realm.key == nil)
        #expect(first.faction.type == .horde)
        #expect(first.region == "eu" && first.apiRegion == .eu)
        #expect(first.timestamp.millisecondsSince1970 == 1_556_892_324_000)
        let last = try #require(fame.entries.last)
        #expect(last.rank == 100 && last.guild.name == "Rain" && last.apiRegion == .us)
    }

    @Test("Uldir, Alliance (2019): the first guild from China")
    func uldir2019() throws {
        let fame = try decodeFixture(WoW.MythicRaidLeaderboard.self, "wow/mythic-raid-leaderboard__uldir_alliance.json")
        #expect(fame.slug == "uldir-alliance")
        #expect(fame.zone?.key.lastPathComponent == "9389")
        #expect(fame.entries.count == 100)
        let first = try #require(fame.entries.first)
        #expect(first.guild.name == "阿尔法")
        #expect(first.guild.realm.slug == "rhonin")
        #expect(first.region == "cn" && first.apiRegion == .cn)
        #expect(first.faction.type == .alliance)
        #expect(first.timestamp.millisecondsSince1970 == 1_537_733_917_000)
        #expect(fame.entries.allSatisfy { $0.guild.realm.name == nil })
        #expect(fame.entries.last?.guild.name == "Phoenix")
    }

    @Test("Uldir, Alliance (2020): the zone now named, realms named")
    func uldir2020() throws {
        let fame = try decodeFixture(WoW.MythicRaidLeaderboard.self, "wow/mythic-raid-leaderboard__uldir_alliance__argentpony-20200620.json")
        #expect(fame.zone?.name == "Uldir")
        #expect(fame.instanceName == "Uldir")
        #expect(fame.journalInstance == nil)
        #expect(fame.entries.count == 4)
        #expect(fame.entries.first?.guild.realm.name == "Rhonin")
        #expect(fame.entries.last?.rank == 100)
        #expect(fame.entries.last?.guild.realm.name == "Silvermoon")
        #expect(fame.links?.selfLink.href.host == "us.api.blizzard.com")
    }

    @Test("the later shape: the raid as a journal instance, names in every locale")
    func journalInstanceLocaleLess() throws {
        let fame = try decodeInline(WoW.MythicRaidLeaderboard.self, """
        {"slug":"nerubar-palace-horde","criteria_type":"hall-of-fame",
         "journal_instance":{"key":{"href":"https://us.api.blizzard.com/data/wow/journal-instance/1273?namespace=static-11.0.2_56313-us"},
          "name":{"en_US":"Nerub-ar Palace","de_DE":"Palast der Nerub'ar"},"id":1273},
         "entries":[{"guild":{"name":"Liquid","id":53530207,"realm":{"name":{"en_US":"Illidan","fr_FR":"Illidan"},"id":57,"slug":"illidan"}},
          "faction":{"type":"HORDE"},"timestamp":1727223000000,"region":"us","rank":1}]}
        """)
        #expect(fame.zone == nil)
        let instance: BattleNetReference<WoW.JournalInstance>? = fame.journalInstance
        #expect(instance?.id == 1273)
        #expect(instance?.key.pathAndQuery.hasPrefix("/data/wow/journal-instance/1273?") == true)
        #expect(fame.instanceName?.resolved(for: .deDE) == "Palast der Nerub'ar")
        #expect(fame.entries.first?.guild.realm.name?.resolved(for: .frFR) == "Illidan")
        #expect(fame.entries.first?.apiRegion == .us)
    }

    @Test("the faction argument is the lowercase path segment")
    func paths() throws {
        #expect(try WoW.Endpoints.mythicRaidLeaderboard(raid: "uldir", faction: .alliance).path() == "/data/wow/leaderboard/hall-of-fame/uldir/alliance")
        #expect(try WoW.Endpoints.mythicRaidLeaderboard(raid: "crucible-of-storms", faction: .horde).path()
            == "/data/wow/leaderboard/hall-of-fame/crucible-of-storms/horde")
    }

    @Test("Uldir, Alliance (2021–2024 text): the raid as a journal instance, no zone")
    func uldir2024() throws {
        let fame = try decodeFixture(WoW.MythicRaidLeaderboard.self, "wow/mythic-raid-leaderboard__uldir_alliance__argentpony-2024.json")
        #expect(fame.slug == "uldir-alliance")
        #expect(fame.criteriaType == "hall-of-fame")
        #expect(fame.zone == nil)
        let instance = try #require(fame.journalInstance)
        #expect(instance.id == 1031)
        #expect(instance.name == "Uldir")
        #expect(instance.key.pathAndQuery == "/data/wow/journal-instance/1031?namespace=static-us")
        #expect(fame.instanceName == "Uldir")
        #expect(fame.entries.count == 2)
        let first = try #require(fame.entries.first)
        #expect(first.rank == 1)
        #expect(first.guild.name == "阿尔法")
        #expect(first.guild.id == 31_307_591)
        #expect(first.guild.realm.name == "Rhonin" && first.guild.realm.id == 729 && first.guild.realm.slug == "rhonin")
        #expect(first.apiRegion == .cn)
        #expect(first.timestamp.millisecondsSince1970 == 1_537_733_917_000)
        let last = try #require(fame.entries.last)
        #expect(last.rank == 100 && last.guild.name == "Phoenix" && last.guild.realm.name == "Silvermoon")
        #expect(last.region == "eu" && last.faction.type == .alliance)
    }
}
