import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Mythic Keystone Leaderboard", .timeLimit(.minutes(2)))
struct MythicKeystoneLeaderboardTests {
    @Test("connected realm 11 leaderboard index (2020): twelve dungeons of period 755")
    func index() throws {
        let index = try decodeFixture(WoW.MythicKeystoneLeaderboardIndex.self, "wow/mythic-keystone-leaderboard-index__11.json")
        #expect(index.currentLeaderboards.count == 12)
        let first = try #require(index.currentLeaderboards.first)
        #expect(first.id == 244 && first.name == "Atal'Dazar")
        #expect(first.key.pathAndQuery == "/data/wow/connected-realm/11/mythic-leaderboard/244/period/755?namespace=dynamic-us")
        #expect(index.currentLeaderboards.last?.name == "Operation: Mechagon - Workshop")
        #expect(index.currentLeaderboards.map { $0.id ?? 0 }.contains(353))
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/connected-realm/11/mythic-leaderboard/?namespace=dynamic-us")
    }

    @Test("Eye of Azshara on connected realm 11, period 641 (2018 data, recorded 2020): three groups, no rating")
    func eyeOfAzshara() throws {
        let board = try decodeFixture(WoW.MythicKeystoneLeaderboard.self, "wow/mythic-keystone-leaderboard__11_197_641.json")
        #expect(board.name == "Eye of Azshara")
        #expect(board.map.id == 1456 && board.map.name == "Eye of Azshara")
        #expect(board.mapChallengeModeID == 197)
        #expect(board.period == 641)
        #expect(board.periodStartTimestamp.millisecondsSince1970 == 1_523_372_400_000)
        #expect(board.periodEndTimestamp.millisecondsSince1970 == 1_523_977_199_000)
        #expect(board.connectedRealm.lastPathComponent == "11")
        #expect(board.keystoneAffixes.map { $0.keystoneAffix.name?.description ?? "" } == ["Raging", "Necrotic", "Tyrannical"])
        #expect(board.keystoneAffixes.map(\.startingLevel) == [4, 7, 10])
        #expect(board.keystoneAffixes.allSatisfy { $0.maxLevel == nil })
        #expect(board.leadingGroups.map(\.ranking) == [1, 2, 500])
        #expect(board.leadingGroups.map(\.keystoneLevel) == [25, 23, 15])

        let best = try #require(board.leadingGroups.first)
        #expect(best.duration == 4_701_656)
        #expect(best.time == .milliseconds(4_701_656))
        #expect(best.completedTimestamp.millisecondsSince1970 == 1_523_646_535_000)
        #expect(best.mythicRating == nil)
        #expect(best.members.count == 5)
        let leader = try #require(best.members.first)
        #expect(leader.profile.name == "Volladin")
        #expect(leader.profile.id == 186_986_280)
        #expect(leader.profile.realm.slug == "zuljin" && leader.profile.realm.id == 61 && leader.profile.realm.name == nil)
        #expect(leader.faction.type == .horde && leader.faction.name == nil)
        #expect(leader.specialization.id == 65)
        #expect(board.leadingGroups.last?.members.first?.profile.name == "Balanceteam")
    }

    @Test("Atal'Dazar on connected realm 509, period 682 (2019): 500 groups of five")
    func atalDazar() throws {
        let board = try decodeFixture(WoW.MythicKeystoneLeaderboard.self, "wow/mythic-keystone-leaderboard__509_244_682.json")
        #expect(board.name == "Atal'Dazar")
        #expect(board.map.id == 1763)
        #expect(board.mapChallengeModeID == 244)
        #expect(board.period == 682)
        #expect(board.keystoneAffixes.map { $0.keystoneAffix.id ?? 0 } == [10, 11, 14, 117])
        #expect(board.keystoneAffixes.first?.keystoneAffix.name == "Fortified")
        #expect(board.leadingGroups.count == 500)
        #expect(board.leadingGroups.reduce(0) { $0 + $1.members.count } == 2500)
        #expect(board.leadingGroups.flatMap(\.members).filter { $0.faction.type == .alliance }.count == 205)
        let best = try #require(board.leadingGroups.first)
        #expect(best.keystoneLevel == 17 && best.duration == 3_042_265)
        #expect(best.members.map(\.profile.name) == ["Wushuwushu", "Trykzaw", "Zéllos", "Nonyelle", "Âlêx"])
        #expect(best.members.map { $0.specialization.id ?? 0 } == [105, 250, 577, 259, 72])
        #expect(best.members[2].profile.realm.slug == "sargeras")
        let last = try #require(board.leadingGroups.last)
        #expect(last.ranking == 500 && last.keystoneLevel == 6 && last.duration == 1_437_340)
        #expect(last.completedTimestamp.millisecondsSince1970 == 1_548_426_397_000)
    }

    @Test("a newer group with its mythic rating and color, fetched without a locale")
    func ratedAndLocaleLess() throws {
        let board = try decodeInline(WoW.MythicKeystoneLeaderboard.self, """
        {"map":{"name":{"en_US":"Ara-Kara, City of Echoes","fr_FR":"Ara-Kara, la cité des Échos"},"id":2660},"period":977,
         "period_start_timestamp":1726585200000,"period_end_timestamp":1727189999000,
         "connected_realm":{"href":"https://us.api.blizzard.com/data/wow/connected-realm/11?namespace=dynamic-us"},
         "leading_groups":[{"ranking":1,"duration":1523312,"completed_timestamp":1726700000000,"keystone_level":12,
          "members":[{"profile":{"name":"Volladin","id":186986280,"realm":{"key":{"href":"https://us.api.blizzard.com/data/wow/realm/61?namespace=dynamic-us"},"id":61,"slug":"zuljin"}},
           "faction":{"type":"HORDE"},"specialization":{"key":{"href":"https://us.api.blizzard.com/data/wow/playable-specialization/65?namespace=static-11.0.2_56313-us"},"id":65}}],
          "mythic_rating":{"color":{"r":255,"g":128,"b":0,"a":1.0},"rating":505.5}}],
         "keystone_affixes":[{"keystone_affix":{"key":{"href":"https://us.api.blizzard.com/data/wow/keystone-affix/9?namespace=static-11.0.2_56313-us"},
          "name":{"en_US":"Tyrannical","de_DE":"Tyrannisch"},"id":9},"starting_level":4,"max_level":11}],
         "map_challenge_mode_id":503,"name":{"en_US":"Ara-Kara, City of Echoes","fr_FR":"Ara-Kara, la cité des Échos"}}
        """)
        #expect(board.links == nil)
        #expect(board.name.resolved(for: .frFR) == "Ara-Kara, la cité des Échos")
        #expect(board.map.name?.resolved(for: .enUS) == "Ara-Kara, City of Echoes")
        #expect(board.keystoneAffixes.first?.keystoneAffix.name?.resolved(for: .deDE) == "Tyrannisch")
        #expect(board.keystoneAffixes.first?.maxLevel == 11)
        let rating = try #require(board.leadingGroups.first?.mythicRating)
        #expect(rating.rating == 505.5)
        #expect(rating.color == WoW.MythicKeystoneRatingColor(red: 255, green: 128, blue: 0, alpha: 1))
    }

    @Test("references are typed: affixes, specializations, realms and the connected realm")
    func referencesAreTyped() throws {
        let board = try decodeFixture(WoW.MythicKeystoneLeaderboard.self, "wow/mythic-keystone-leaderboard__11_197_641.json")
        let affix: BattleNetReference<WoW.MythicKeystoneAffix>? = board.keystoneAffixes.first?.keystoneAffix
        let member = try #require(board.leadingGroups.first?.members.first)
        let specialization: BattleNetReference<WoW.PlayableSpecialization> = member.specialization
        let realm: BattleNetLink<WoW.Realm>? = member.profile.realm.key
        let group: BattleNetLink<WoW.ConnectedRealm> = board.connectedRealm
        #expect(affix?.key.pathAndQuery.hasPrefix("/data/wow/keystone-affix/6?") == true)
        #expect(specialization.key.pathAndQuery.hasPrefix("/data/wow/playable-specialization/65?"))
        #expect(realm?.pathAndQuery == "/data/wow/realm/61?namespace=dynamic-us")
        #expect(group.pathAndQuery.hasPrefix("/data/wow/connected-realm/11?"))
        let index = try decodeFixture(WoW.MythicKeystoneLeaderboardIndex.self, "wow/mythic-keystone-leaderboard-index__11.json")
        let board244: BattleNetReference<WoW.MythicKeystoneLeaderboard>? = index.currentLeaderboards.first
        #expect(board244?.key.pathAndQuery.hasPrefix("/data/wow/connected-realm/11/mythic-leaderboard/244/period/755") == true)
        #expect(try WoW.Endpoints.mythicKeystoneLeaderboard(connectedRealm: 11, dungeon: 244, period: 755).path()
            == "/data/wow/connected-realm/11/mythic-leaderboard/244/period/755")
    }

    @Test("connected realm 11 leaderboard index (2025): eight dungeons of period 1024")
    func index2025() throws {
        let index = try decodeFixture(WoW.MythicKeystoneLeaderboardIndex.self, "wow/mythic-keystone-leaderboard-index__11__damia-2025.json")
        #expect(index.currentLeaderboards.count == 8)
        #expect(index.currentLeaderboards.map { $0.id ?? 0 } == [378, 391, 392, 499, 503, 505, 525, 542])
        let first = try #require(index.currentLeaderboards.first)
        #expect(first.name == "Halls of Atonement")
        #expect(first.key.pathAndQuery == "/data/wow/connected-realm/11/mythic-leaderboard/378/period/1024?namespace=dynamic-us")
        #expect(index.currentLeaderboards.last?.name == "Eco-Dome Al'dani")
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/connected-realm/11/mythic-leaderboard/?namespace=dynamic-us")
    }

    @Test("Black Rook Hold on connected realm 1305, period 946 (February 2024): rated groups, one rated 0")
    func blackRookHold2024() throws {
        let board = try decodeFixture(WoW.MythicKeystoneLeaderboard.self, "wow/mythic-keystone-leaderboard__1305_199_946__argentpony-2024.json")
        #expect(board.name == "Black Rook Hold")
        #expect(board.map.id == 1501 && board.map.name == "Black Rook Hold")
        #expect(board.mapChallengeModeID == 199)
        #expect(board.period == 946)
        #expect(board.periodStartTimestamp.millisecondsSince1970 == 1_707_883_200_000)
        #expect(board.periodEndTimestamp.millisecondsSince1970 == 1_708_487_999_000)
        #expect(board.connectedRealm.pathAndQuery == "/data/wow/connected-realm/1305?namespace=dynamic-eu")
        #expect(board.keystoneAffixes.map { $0.keystoneAffix.name?.description ?? "" } == ["Tyrannical", "Storming", "Raging"])
        #expect(board.keystoneAffixes.map(\.startingLevel) == [2, 7, 14])
        #expect(board.keystoneAffixes[1].keystoneAffix.key.pathAndQuery == "/data/wow/keystone-affix/124?namespace=static-10.2.5_52554-eu")
        #expect(board.leadingGroups.map(\.ranking) == [1, 2, 500])
        #expect(board.leadingGroups.map(\.keystoneLevel) == [32, 31, 26])
        let best = try #require(board.leadingGroups.first)
        #expect(best.duration == 3_657_840)
        #expect(best.completedTimestamp.millisecondsSince1970 == 1_707_921_171_000)
        #expect(best.mythicRating?.rating == 0)
        #expect(best.mythicRating?.color == WoW.MythicKeystoneRatingColor(red: 255, green: 255, blue: 255, alpha: 0))
        #expect(best.members.count == 5)
        #expect(best.members.first?.profile.name == "Kiradh")
        #expect(best.members.first?.profile.realm.slug == "sylvanas" && best.members.first?.profile.realm.id == 628)
        #expect(best.members.first?.faction.type == .alliance)
        #expect(best.members.first?.specialization.id == 581)
        let second = board.leadingGroups[1]
        #expect(second.mythicRating?.rating == 247.14897)
        #expect(second.mythicRating?.color == WoW.MythicKeystoneRatingColor(red: 255, green: 128, blue: 0, alpha: 1))
        let last = try #require(board.leadingGroups.last)
        #expect(last.mythicRating?.rating == 212.57483)
        #expect(last.members.first?.profile.name == "Wneo" && last.members.first?.faction.type == .horde)
    }
}
