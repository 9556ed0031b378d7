import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Mythic Keystone Affix", .timeLimit(.minutes(2)))
struct MythicKeystoneAffixTests {
    @Test("EU affix index (2019): 18 affixes, Overflowing to Beguiling")
    func euIndex() throws {
        let index = try decodeFixture(WoW.MythicKeystoneAffixIndex.self, "wow/keystone-affix-index.json")
        #expect(index.affixes.count == 18)
        #expect(index.affixes.first?.id == 1 && index.affixes.first?.name == "Overflowing")
        #expect(index.affixes.last?.id == 119 && index.affixes.last?.name == "Beguiling")
        #expect(index.affixes.first { $0.id == 10 }?.name == "Fortified")
        #expect(index.links?.selfLink.pathAndQuery.hasPrefix("/data/wow/keystone-affix/?") == true)
    }

    @Test("US affix index (2020): 19 affixes, Awakened the newest")
    func usIndex() throws {
        let index = try decodeFixture(WoW.MythicKeystoneAffixIndex.self, "wow/keystone-affix-index__argentpony.json")
        #expect(index.affixes.count == 19)
        #expect(index.affixes.last?.name == "Awakened")
        #expect(index.affixes.last?.key.pathAndQuery == "/data/wow/keystone-affix/120?namespace=static-8.3.0_32861-us")
    }

    @Test("affix 1, Overflowing (2020)")
    func overflowing() throws {
        let affix = try decodeFixture(WoW.MythicKeystoneAffix.self, "wow/keystone-affix__1.json")
        #expect(affix.id == 1)
        #expect(affix.name == "Overflowing")
        #expect(affix.description == "Healing in excess of a target's maximum health is instead converted to a heal absorption effect.")
        #expect(affix.media.id == 1)
        #expect(affix.media.key.pathAndQuery == "/data/wow/media/keystone-affix/1?namespace=static-8.3.0_32861-us")
    }

    @Test("affix 6, Raging (2019)")
    func raging() throws {
        let affix = try decodeFixture(WoW.MythicKeystoneAffix.self, "wow/keystone-affix__6.json")
        #expect(affix.id == 6)
        #expect(affix.name == "Raging")
        #expect(affix.description?.description.hasPrefix("Non-boss enemies enrage at 30% health remaining") == true)
        #expect(affix.media.id == 6)
        #expect(affix.links?.selfLink.href.host == "eu.api.blizzard.com")
    }

    @Test("affix 1 media: the icon")
    func media() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/keystone-affix-media__1.json")
        #expect(media.id == 1)
        #expect(media.assets.count == 1)
        #expect(media[.icon]?.absoluteString == "https://render-us.worldofwarcraft.com/icons/56/inv_misc_volatilewater.jpg")
    }

    @Test("an affix fetched without a locale: name and description in every locale")
    func localeLess() throws {
        let affix = try decodeInline(WoW.MythicKeystoneAffix.self, """
        {"id":9,"name":{"en_US":"Tyrannical","de_DE":"Tyrannisch"},
         "description":{"en_US":"Bosses have 30% more health.","de_DE":"Bosse haben 30% mehr Gesundheit."},
         "media":{"key":{"href":"https://us.api.blizzard.com/data/wow/media/keystone-affix/9?namespace=static-us"},"id":9}}
        """)
        #expect(affix.name?.resolved(for: .deDE) == "Tyrannisch")
        #expect(affix.description?.resolved(for: .enUS) == "Bosses have 30% more health.")
        #expect(affix.links == nil)
    }

    @Test("references are typed: the affix's media, the index's affixes")
    func referencesAreTyped() throws {
        let affix = try decodeFixture(WoW.MythicKeystoneAffix.self, "wow/keystone-affix__6.json")
        let media: BattleNetReference<WoW.Media> = affix.media
        #expect(media.key.pathAndQuery.hasPrefix("/data/wow/media/keystone-affix/6?"))
        let index = try decodeFixture(WoW.MythicKeystoneAffixIndex.self, "wow/keystone-affix-index.json")
        let first: BattleNetReference<WoW.MythicKeystoneAffix>? = index.affixes.first
        #expect(first?.key.pathAndQuery.hasPrefix("/data/wow/keystone-affix/1?") == true)
    }

    @Test("affix 7, Bolstering (2019)")
    func bolstering2019() throws {
        let affix = try decodeFixture(WoW.MythicKeystoneAffix.self, "wow/keystone-affix__7__rbattlenet-2019.json")
        #expect(affix.id == 7)
        #expect(affix.name == "Bolstering")
        #expect(affix.description == "When any non-boss enemy dies, its death cry empowers nearby allies, increasing their maximum health and damage by 20%.")
        #expect(affix.media.id == 7)
        #expect(affix.media.key.pathAndQuery == "/data/wow/media/keystone-affix/7?namespace=static-8.2.5_31884-eu")
        #expect(affix.links?.selfLink.href.host == "eu.api.blizzard.com")
    }
}
