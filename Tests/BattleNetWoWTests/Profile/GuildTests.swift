import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: guild", .timeLimit(.minutes(2)))
struct GuildTests {
    /// The UTC calendar day of a timestamp, e.g. "2008-11-08".
    private func day(_ timestamp: EpochMilliseconds?) -> String? {
        guard let date = timestamp?.date else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }

    @Test("US guild Enigma (2020): crest with media ids, links to roster, achievements and activity")
    func enigma() throws {
        let guild = try decodeFixture(WoW.Guild.self, "wow/guild__deathwing_enigma.json")
        #expect(guild.id == 40_732_076 && guild.name == "Enigma")
        #expect(guild.faction.type == .horde && guild.faction.name == "Horde")
        #expect(guild.achievementPoints == 1145 && guild.memberCount == 90)
        #expect(guild.realm.slug == "deathwing" && guild.realm.id == 15 && guild.realm.name == "Deathwing")
        #expect(guild.createdTimestamp.millisecondsSince1970 == 1_226_176_953_000)
        #expect(day(guild.createdTimestamp) == "2008-11-08")
        let crest = try #require(guild.crest)
        #expect(crest.emblem.id == 73 && crest.emblem.media.id == 73)
        #expect(crest.emblem.color.id == 16 && crest.emblem.color.rgba == WoW.RGBAColor(r: 223, g: 165, b: 90))
        #expect(crest.border.id == 0 && crest.border.color.id == 14)
        #expect(crest.background.color.id == 2 && crest.background.color.rgba == WoW.RGBAColor(r: 158, g: 0, b: 54))
        #expect(crest.emblem.media.key.pathAndQuery == "/data/wow/media/guild-crest/emblem/73?namespace=static-8.3.0_32861-us")
        #expect(guild.roster.pathAndQuery == "/data/wow/guild/deathwing/enigma/roster?namespace=profile-us")
        #expect(guild.achievements.pathAndQuery == "/data/wow/guild/deathwing/enigma/achievements?namespace=profile-us")
        #expect(guild.activity?.pathAndQuery == "/data/wow/guild/deathwing/enigma/activity?namespace=profile-us")
        #expect(guild.links?.selfLink.pathAndQuery == "/data/wow/guild/deathwing/enigma?namespace=profile-us")
        #expect(guild.nameSearch == nil)
    }

    @Test("EU guild Imperium (2019): no activity link, crest media without ids")
    func imperium() throws {
        let guild = try decodeFixture(WoW.Guild.self, "wow/guild__azuremyst_imperium.json")
        #expect(guild.id == 39_129_408 && guild.name == "Imperium")
        #expect(guild.faction.type == .alliance)
        #expect(guild.achievementPoints == 1815 && guild.memberCount == 536)
        #expect(guild.realm.slug == "azuremyst" && guild.realm.id == 1417)
        #expect(day(guild.createdTimestamp) == "2015-03-03")
        #expect(guild.activity == nil)
        #expect(guild.crest?.emblem.id == 128 && guild.crest?.emblem.media.id == nil)
        #expect(guild.crest?.border.id == 3)
        #expect(guild.crest?.background.color.rgba == WoW.RGBAColor(r: 0, g: 130, b: 15))
    }

    @Test("EU guild Avalerion (2019, rbattlenet): 418 members, founded 2008")
    func avalerion() throws {
        let guild = try decodeFixture(WoW.Guild.self, "wow/guild__stormrage_avalerion__rbattlenet-2019.json")
        #expect(guild.id == 36_886_834 && guild.name == "Avalerion")
        #expect(guild.faction.type == .alliance)
        #expect(guild.achievementPoints == 2895 && guild.memberCount == 418)
        #expect(guild.realm.slug == "stormrage" && guild.realm.id == 550)
        #expect(day(guild.createdTimestamp) == "2008-11-10")
        #expect(guild.crest?.emblem.id == 12 && guild.crest?.border.id == 4)
        #expect(guild.crest?.background.color.id == 31)
        #expect(guild.crest?.background.color.rgba == WoW.RGBAColor(r: 44, g: 106, b: 174))
        #expect(guild.activity == nil)
        #expect(guild.roster.pathAndQuery == "/data/wow/guild/stormrage/avalerion/roster?namespace=profile-eu")
    }

    @Test("US roster of Enigma (2020): three members with profile links")
    func enigmaRoster() throws {
        let roster = try decodeFixture(WoW.GuildRoster.self, "wow/guild-roster__deathwing_enigma.json")
        #expect(roster.guild.name == "Enigma" && roster.guild.id == 40_732_076)
        #expect(roster.guild.faction?.type == .horde)
        #expect(roster.members.count == 3)
        let first = try #require(roster.members.first)
        #expect(first.rank == 4)
        #expect(first.character.name == "Vanstr7A268A" && first.character.id == 125_445_770)
        #expect(first.character.level == 85)
        #expect(first.character.playableClass.id == 2 && first.character.playableClass.name == nil)
        #expect(first.character.playableRace.id == 10)
        #expect(first.character.realm.slug == "deathwing" && first.character.realm.name == nil)
        #expect(first.character.faction == nil)
        #expect(roster.members.last?.character.name == "Sharkweak")
        #expect(roster.members.last?.character.key?.pathAndQuery == "/profile/wow/character/deathwing/sharkweak?namespace=profile-us")
    }

    @Test("EU roster of Imperium (2019): 536 members, no profile links, one guild master")
    func imperiumRoster() throws {
        let roster = try decodeFixture(WoW.GuildRoster.self, "wow/guild-roster__azuremyst_imperium.json")
        #expect(roster.guild.name == "Imperium" && roster.guild.faction == nil)
        #expect(roster.members.count == 536)
        let first = try #require(roster.members.first)
        #expect(first.character.name == "Sílver" && first.character.id == 30_686_911)
        #expect(first.rank == 2 && first.character.level == 120)
        #expect(first.character.playableClass.id == 6 && first.character.playableRace.id == 11)
        #expect(roster.members.allSatisfy { $0.character.key == nil })
        #expect(roster.members.filter { $0.rank == 0 }.map(\.character.name) == ["Lasaitasuna"])
    }

    @Test("US achievements of Enigma (2020): totals, criteria, categories and recent events")
    func enigmaAchievements() throws {
        let achievements = try decodeFixture(WoW.GuildAchievements.self, "wow/guild-achievements__deathwing_enigma.json")
        #expect(achievements.guild.name == "Enigma")
        #expect(achievements.totalQuantity == 123 && achievements.totalPoints == 1145)
        let list = try #require(achievements.achievements)
        #expect(list.map(\.id) == [4860, 4861, 7844, 8708])
        let first = try #require(list.first)
        #expect(first.achievement.name == "Working as a Team" && first.achievement.id == 4860)
        let criteria = try #require(first.criteria)
        #expect(criteria.id == 16854 && criteria.isCompleted == false && criteria.amount == nil)
        #expect(criteria.childCriteria?.first?.id == 16858)
        #expect(criteria.childCriteria?.first?.amount == LargeNumber(921 as Int64))
        #expect(list[2].criteria?.childCriteria?.first?.amount?.intValue == 42999)
        #expect(achievements.categoryProgress?.map { $0.category.name?.description ?? "" } == ["Battlegrounds", "Classic", "Guild Feats of Strength"])
        #expect(achievements.categoryProgress?.map(\.points) == [10, 90, 0])
        let recent = try #require(achievements.recentEvents?.first)
        #expect(recent.achievement.name == "Skinnin' for a Livin'")
        #expect(day(recent.timestamp) == "2019-11-21")
        #expect(achievements.recentEvents?.count == 3)
    }

    @Test("EU achievements of Imperium (2019): an amount beyond Int64, some in progress")
    func imperiumAchievements() throws {
        let achievements = try decodeFixture(WoW.GuildAchievements.self, "wow/guild-achievements__azuremyst_imperium.json")
        #expect(achievements.totalQuantity == 183 && achievements.totalPoints == 1815)
        let list = try #require(achievements.achievements)
        #expect(list.count == 208)
        #expect(list.filter { $0.completedTimestamp == nil }.count == 25)
        let addsUp = try #require(list.first { $0.id == 4913 })
        #expect(addsUp.achievement.name == "It All Adds Up")
        #expect(addsUp.criteria?.childCriteria?.first?.amount == .unsigned(18_446_744_072_265_709_705))
        #expect(addsUp.completedTimestamp?.millisecondsSince1970 == 1_430_249_792_000)
        #expect(achievements.categoryProgress?.count == 21)
        #expect(achievements.recentEvents?.first?.achievement.name == "Mythic: G'huun Guild Run")
    }

    @Test("EU achievements of Avalerion (2019, rbattlenet): achievements without criteria")
    func avalerionAchievements() throws {
        let achievements = try decodeFixture(WoW.GuildAchievements.self, "wow/guild-achievements__stormrage_avalerion__rbattlenet-2019.json")
        #expect(achievements.guild.name == "Avalerion" && achievements.guild.realm.slug == "stormrage")
        #expect(achievements.totalQuantity == 306 && achievements.totalPoints == 2895)
        let list = try #require(achievements.achievements)
        #expect(list.count == 317)
        #expect(list.filter { $0.criteria == nil }.map(\.id).prefix(3) == [4912, 4943, 4944])
        #expect(list.first { $0.id == 4913 }?.criteria?.childCriteria?.first?.amount?.uint64Value == 18_446_744_073_187_483_278)
        #expect(achievements.categoryProgress?.first?.category.name == "Battle Dungeon")
        #expect(achievements.categoryProgress?.first?.quantity == 11)
        let recent = try #require(achievements.recentEvents?.first)
        #expect(recent.achievement.name == "Mythic: Queen Azshara Guild Run" && recent.timestamp.millisecondsSince1970 == 1_571_862_133_000)
    }

    @Test("US activity of Enigma (2020): the guild, no activities")
    func enigmaActivity() throws {
        let activity = try decodeFixture(WoW.GuildActivity.self, "wow/guild-activity__deathwing_enigma.json")
        #expect(activity.guild.name == "Enigma" && activity.guild.id == 40_732_076)
        #expect(activity.guild.faction?.type == .horde)
        #expect(activity.guild.key?.pathAndQuery == "/data/wow/guild/deathwing/enigma?namespace=profile-us")
        #expect(activity.activities == nil)
    }

    // No recording has activities: the entries below follow Pewtro's and FuzzyStatic's documented shape
    // (character_achievement and encounter_completed payloads), plus a kind neither knows.
    @Test("activity entries of both kinds, and an unknown kind, decode")
    func activityKinds() throws {
        let activity = try decodeInline(WoW.GuildActivity.self, """
        {"guild": {"key": {"href": "https://us.api.blizzard.com/data/wow/guild/deathwing/enigma?namespace=profile-us"},
          "name": "Enigma", "id": 40732076, "realm": {"key": {"href": "https://us.api.blizzard.com/data/wow/realm/15?namespace=dynamic-us"}, "name": "Deathwing", "id": 15, "slug": "deathwing"}},
         "activities": [
          {"character_achievement": {"character": {"key": {"href": "https://us.api.blizzard.com/profile/wow/character/deathwing/sharkweak?namespace=profile-us"}, "name": "Sharkweak", "id": 1, "realm": {"key": {"href": "https://us.api.blizzard.com/data/wow/realm/15?namespace=dynamic-us"}, "name": "Deathwing", "id": 15, "slug": "deathwing"}},
            "achievement": {"key": {"href": "https://us.api.blizzard.com/data/wow/achievement/6?namespace=static-us"}, "name": "Level 10", "id": 6}},
           "activity": {"type": "CHARACTER_ACHIEVEMENT"}, "timestamp": 1574308541000},
          {"encounter_completed": {"encounter": {"key": {"href": "https://us.api.blizzard.com/data/wow/journal-encounter/2344?namespace=static-us"}, "name": "The Restless Cabal", "id": 2344},
            "mode": {"type": "MYTHIC", "name": "Mythic"}},
           "activity": {"type": "ENCOUNTER"}, "timestamp": 1574308542000},
          {"activity": {"type": "SOMETHING_NEW"}, "timestamp": 1574308543000}]}
        """)
        let entries = try #require(activity.activities)
        #expect(entries.map(\.activity.type) == [.characterAchievement, .encounter, "SOMETHING_NEW"])
        #expect(entries[0].characterAchievement?.character.name == "Sharkweak")
        #expect(entries[0].characterAchievement?.achievement.id == 6 && entries[0].encounterCompleted == nil)
        #expect(entries[1].encounterCompleted?.encounter.name == "The Restless Cabal")
        #expect(entries[1].encounterCompleted?.mode.type == .mythic)
        #expect(entries[2].characterAchievement == nil && entries[2].encounterCompleted == nil)
        #expect(day(entries[0].timestamp) == "2019-11-21")
    }

    // No Classic guild was recorded: a guild without a crest and a Classic Era achievements document
    // holding only the guild, as Pewtro's classic-wow types allow.
    @Test("a Classic guild without crest and Classic Era achievements with the guild alone decode")
    func classicShapes() throws {
        let guild = try decodeInline(WoW.Guild.self, """
        {"id": 1, "name": "Ordo", "faction": {"type": "ALLIANCE", "name": {"en_US": "Alliance", "de_DE": "Allianz"}},
         "achievement_points": 0, "member_count": 12,
         "realm": {"key": {"href": "https://eu.api.blizzard.com/data/wow/realm/5261?namespace=dynamic-classic1x-eu"}, "name": {"en_GB": "Firemaw"}, "id": 5261, "slug": "firemaw"},
         "roster": {"href": "https://eu.api.blizzard.com/data/wow/guild/firemaw/ordo/roster?namespace=profile-classic1x-eu"},
         "achievements": {"href": "https://eu.api.blizzard.com/data/wow/guild/firemaw/ordo/achievements?namespace=profile-classic1x-eu"},
         "created_timestamp": 1566000000000, "name_search": "ordo"}
        """)
        #expect(guild.crest == nil && guild.activity == nil)
        #expect(guild.faction.name?.resolved(for: .deDE) == "Allianz")
        #expect(guild.nameSearch == "ordo")
        let achievements = try decodeInline(WoW.GuildAchievements.self, """
        {"guild": {"key": {"href": "https://eu.api.blizzard.com/data/wow/guild/firemaw/ordo?namespace=profile-classic1x-eu"}, "name": "Ordo", "id": 1,
          "realm": {"key": {"href": "https://eu.api.blizzard.com/data/wow/realm/5261?namespace=dynamic-classic1x-eu"}, "id": 5261, "slug": "firemaw"}}}
        """)
        #expect(achievements.guild.name == "Ordo")
        #expect(achievements.achievements == nil && achievements.totalPoints == nil && achievements.recentEvents == nil)
    }

    @Test("the guild declarations: profile namespace, client token, retail and Classic ids")
    func declarations() throws {
        let operations: [(OperationDescriptor, String, String)] = [
            (WoW.Operations.guild.descriptor, "/data/wow/guild/{realmSlug}/{nameSlug}", "Guild"),
            (WoW.Operations.guildActivity.descriptor, "/data/wow/guild/{realmSlug}/{nameSlug}/activity", "GuildActivity"),
            (WoW.Operations.guildAchievements.descriptor, "/data/wow/guild/{realmSlug}/{nameSlug}/achievements", "GuildAchievements"),
            (WoW.Operations.guildRoster.descriptor, "/data/wow/guild/{realmSlug}/{nameSlug}/roster", "GuildRoster"),
        ]
        for (descriptor, path, name) in operations {
            #expect(descriptor.template.description == path)
            #expect(descriptor.namespace == .profile)
            #expect(descriptor.token == .client)
            #expect(descriptor.catalogueEntries.map(\.id) == ["wow" + name, "wowClassic" + name])
            #expect(descriptor.flavors?.isUnconfirmed(.classicAnniversary) == true)
        }
        #expect(try WoW.Endpoints.guild(realm: "deathwing", name: "Mythical Warriors").path() == "/data/wow/guild/deathwing/mythical-warriors")
        #expect(try WoW.Endpoints.guildRoster(realm: "azuremyst", name: "Imperium").path() == "/data/wow/guild/azuremyst/imperium/roster")
    }

    @Test("the links are typed: roster, achievements, activity and the guild")
    func typedLinks() throws {
        let guild = try decodeFixture(WoW.Guild.self, "wow/guild__deathwing_enigma.json")
        let roster: BattleNetLink<WoW.GuildRoster> = guild.roster
        let achievements: BattleNetLink<WoW.GuildAchievements> = guild.achievements
        let activity: BattleNetLink<WoW.GuildActivity>? = guild.activity
        #expect(roster.lastPathComponent == "roster" && achievements.lastPathComponent == "achievements")
        #expect(activity?.lastPathComponent == "activity")
        let list = try decodeFixture(WoW.GuildRoster.self, "wow/guild-roster__deathwing_enigma.json")
        let back: BattleNetLink<WoW.Guild>? = list.guild.key
        #expect(back?.lastPathComponent == "enigma")
        #expect(list.guild.slug == "enigma")
    }
}
