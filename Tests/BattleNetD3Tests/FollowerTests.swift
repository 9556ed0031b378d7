import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetD3

@Suite("D3 community: Follower", .timeLimit(.minutes(2)))
struct FollowerTests {
    @Test func decodesEnchantress() throws {
        let follower = try decodeFixture(D3.Follower.self, "d3/follower__enchantress.json")
        #expect(follower.slug == .enchantress)
        #expect(follower.name == "Enchantress")
        #expect(follower.realName == "Eirena")
        #expect(follower.portrait.name == "enchantress")
        #expect(follower.skills.count == 8)
        #expect(follower.skills[0].slug == "charm")
        #expect(follower.skills[0].level == 15)
        #expect(follower.skills[0].icon.name == "enchantress_charm")
        #expect(follower.skills[0].tooltipURL == "/follower/enchantress/skill/charm")
        #expect(follower.skills.allSatisfy { $0.flavorText == nil })
    }

    @Test func decodesTemplar() throws {
        let follower = try decodeFixture(D3.Follower.self, "d3/follower__templar.json")
        #expect(follower.slug == .templar)
        #expect(follower.realName == "Kormac")
        #expect(follower.skills.count == 8)
        #expect(follower.skills.prefix(2).map(\.slug) == ["intervene", "heal"])
    }

    @Test func decodesTemplarWithoutLocale() throws {
        let follower = try decodeFixture(D3.Follower.self, "d3/follower__templar__rbattlenet.json")
        #expect(follower.slug == .templar)
        #expect(follower.skills.count == 8)
        #expect(follower.skills[0].slug == "heal")
        #expect(follower.skills[0].icon.name == "templar_heal_110")
        #expect(follower.skills[0].description.hasPrefix("Cooldown: 30 seconds"))
    }

}
