import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: PvP Tier", .timeLimit(.minutes(2)))
struct PvpTierTests {
    @Test("EU tier index (2019): 18 tiers, Unranked to Elite for each bracket")
    func euIndex() throws {
        let index = try decodeFixture(WoW.PvpTierIndex.self, "wow/pvp-tier-index.json")
        #expect(index.tiers.count == 18)
        #expect(index.tiers.prefix(6).map { $0.name?.description ?? "" } == ["Unranked", "Combatant", "Challenger", "Rival", "Duelist", "Elite"])
        #expect(index.tiers.first?.id == 1 && index.tiers.last?.id == 21)
    }

    @Test("US tier index (2020): the same 18 tiers")
    func usIndex() throws {
        let index = try decodeFixture(WoW.PvpTierIndex.self, "wow/pvp-tier-index__argentpony.json")
        #expect(index.tiers.count == 18)
        #expect(index.tiers.first?.name == "Unranked")
        #expect(index.tiers.first?.key.pathAndQuery == "/data/wow/pvp-tier/1?namespace=static-8.3.0_32861-us")
    }

    @Test("EU tier 1 (2019): Unranked 2v2, a media link without an id")
    func euTier1() throws {
        let tier = try decodeFixture(WoW.PvpTier.self, "wow/pvp-tier__1.json")
        #expect(tier.id == 1)
        #expect(tier.name == "Unranked")
        #expect(tier.minRating == 0 && tier.maxRating == 1400)
        #expect(tier.bracket == WoW.PvpBracket(id: 0, type: .arena2v2))
        #expect(tier.ratingType == 0)
        #expect(tier.media.id == nil)
        #expect(tier.media.key.pathAndQuery == "/data/wow/media/pvp-tier/1?namespace=static-8.2.5_31884-eu")
    }

    @Test("US tier 1 (2020): the media link has its id")
    func usTier1() throws {
        let tier = try decodeFixture(WoW.PvpTier.self, "wow/pvp-tier__1__argentpony.json")
        #expect(tier.name == "Unranked")
        #expect(tier.media.id == 1)
        #expect(tier.maxRating == 1400)
        #expect(tier.bracket.type == .arena2v2)
    }

    @Test("EU tier 1 media (2019): the icon, no id")
    func euMedia() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/pvp-tier-media__1.json")
        #expect(media.id == nil)
        #expect(media[.icon]?.absoluteString == "https://render-eu.worldofwarcraft.com/icons/56/ui_rankedpvp_01.jpg")
    }

    @Test("US tier 1 media (2020): the icon and the id")
    func usMedia() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/pvp-tier-media__1__argentpony.json")
        #expect(media.id == 1)
        #expect(media.assets.map(\.key) == [.icon])
        #expect(media[.icon]?.lastPathComponent == "ui_rankedpvp_01.jpg")
    }

    @Test("a tier fetched without a locale: the name in every locale")
    func localeLess() throws {
        let tier = try decodeInline(WoW.PvpTier.self, """
        {"id":6,"name":{"en_US":"Elite","fr_FR":"Élite"},"min_rating":2400,"max_rating":5000,
         "media":{"key":{"href":"https://eu.api.blizzard.com/data/wow/media/pvp-tier/6?namespace=static-eu"},"id":6},
         "bracket":{"id":0,"type":"ARENA_2v2"},"rating_type":0}
        """)
        #expect(tier.name?.resolved(for: .frFR) == "Élite")
        #expect(tier.minRating == 2400)
    }

    @Test("references are typed: the tier's media, the index's tiers")
    func referencesAreTyped() throws {
        let tier = try decodeFixture(WoW.PvpTier.self, "wow/pvp-tier__1.json")
        let media: BattleNetReference<WoW.Media> = tier.media
        #expect(media.key.pathAndQuery.hasPrefix("/data/wow/media/pvp-tier/1?"))
        let index = try decodeFixture(WoW.PvpTierIndex.self, "wow/pvp-tier-index.json")
        let first: BattleNetReference<WoW.PvpTier>? = index.tiers.first
        #expect(first?.key.pathAndQuery.hasPrefix("/data/wow/pvp-tier/1?") == true)
    }

    @Test("EU tier 2 (2019): Combatant 2v2, 1370 to 1600")
    func combatant2019() throws {
        let tier = try decodeFixture(WoW.PvpTier.self, "wow/pvp-tier__2__rbattlenet-2019.json")
        #expect(tier.id == 2)
        #expect(tier.name == "Combatant")
        #expect(tier.minRating == 1370 && tier.maxRating == 1600)
        #expect(tier.bracket == WoW.PvpBracket(id: 0, type: .arena2v2))
        #expect(tier.ratingType == 1)
        #expect(tier.media.id == nil)
        #expect(tier.media.key.pathAndQuery == "/data/wow/media/pvp-tier/2?namespace=static-8.2.5_31884-eu")
    }

    @Test("EU tier 2 media (2019): the icon, no id")
    func combatantMedia2019() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/pvp-tier-media__2__rbattlenet-2019.json")
        #expect(media.id == nil)
        #expect(media.assets.map(\.key) == [.icon])
        #expect(media[.icon]?.absoluteString == "https://render-eu.worldofwarcraft.com/icons/56/ui_rankedpvp_02.jpg")
    }
}
