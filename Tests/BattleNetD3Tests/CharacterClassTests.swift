import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetD3

@Suite("D3 community: CharacterClass", .timeLimit(.minutes(2)))
struct CharacterClassTests {
    @Test func decodesBarbarian() throws {
        let heroClass = try decodeFixture(D3.CharacterClass.self, "d3/character-class__1.json")
        #expect(heroClass.slug == .barbarian)
        #expect(heroClass.name == "Barbarian")
        #expect(heroClass.femaleName == "Barbarian")
        #expect(heroClass.icon.name == "barbarian_male")
        #expect(heroClass.skillCategories.map(\.slug) == ["primary", "secondary", "defensive", "might", "tactics", "rage"])
        #expect(heroClass.skills.active.count == 23)
        #expect(heroClass.skills.passive.count == 19)
        #expect(heroClass.skills.active[0].slug == "bash")
        #expect(heroClass.skills.active.allSatisfy { $0.flavorText == nil })
        let passive = heroClass.skills.passive[0]
        #expect(passive.slug == "pound-of-flesh")
        #expect(passive.level == 10)
        #expect(passive.flavorText?.hasPrefix("\"When the sky bleeds") == true)
    }

    @Test func decodesSkill() throws {
        let detail = try decodeFixture(D3.SkillDetail.self, "d3/skill__barbarian_bash.json")
        #expect(detail.skill.name == "Bash")
        #expect(detail.skill.icon == D3.Icon("barbarian_bash"))
        #expect(detail.skill.tooltipURL == "/class/barbarian/active/bash")
        #expect(detail.skill.descriptionHTML?.hasPrefix("<p>") == true)
        #expect(detail.runes.count == 5)
        #expect(detail.runes.map(\.type) == [.c, .a, .b, .d, .e])
        #expect(detail.runes[0].slug == "frostbite")
        #expect(detail.runes[0].level == 6)
        #expect(detail.runes[4].name == "Pulverize")
    }

    @Test func skillInClassEqualsSkillDetail() throws {
        let heroClass = try decodeFixture(D3.CharacterClass.self, "d3/character-class__1.json")
        let detail = try decodeFixture(D3.SkillDetail.self, "d3/skill__barbarian_bash.json")
        #expect(heroClass.skills.active[0] == detail.skill)
    }

    @Test func skillIconSizesRoundToTheNearestServedOneWhateverTheSize() throws {
        let icon = D3.Icon("barbarian_bash")
        let served = [Int.min: 21, -5: 21, 0: 21, 31: 21, 32: 42, 50: 42, 54: 64, 64: 64, 1_000: 64, Int.max: 64]
        for (size, expected) in served {
            #expect(icon.skillURL(size: size)?.absoluteString == "https://media.blizzard.com/d3/icons/skills/\(expected)/barbarian_bash.png", "\(size)")
        }
    }


}
