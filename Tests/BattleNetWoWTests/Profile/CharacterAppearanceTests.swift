import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character appearance", .timeLimit(.minutes(2)))
struct CharacterAppearanceTests {
    @Test func decodesDrinianOf2020() throws {
        let looks = try decodeFixture(WoW.CharacterAppearanceSummary.self, "wow/character-appearance__norgannon_drinian.json")
        #expect(looks.character.name == "Drinian" && looks.character.realm.slug == "norgannon")
        #expect(looks.playableRace.name == "Human" && looks.playableClass.name == "Warrior")
        #expect(looks.activeSpec?.id == 72)
        #expect(looks.faction.type == .alliance)
        #expect(looks.items.count == 13)
        let head = try #require(looks.items.first)
        #expect(head.id == 134110 && head.slot.type == .head && head.slot.name == "Head")
        #expect(head.internalSlotID == 0 && head.subclass == 5 && head.enchant == 0)
        #expect(looks.appearance?.featureVariation == 8 && looks.appearance?.skinColor == 4)
        #expect(looks.appearance?.customDisplayOptions == [0, 0, 0])
        #expect(looks.guildCrest != nil && looks.customizations == nil)
    }

    @Test func decodesACyrillicCharacterOf2019() throws {
        let looks = try decodeFixture(WoW.CharacterAppearanceSummary.self, "wow/character-appearance__howling-fjord_non-ascii-name.json")
        #expect(looks.character.name == "Альвеоняша")
        #expect(looks.playableRace.name == "Blood Elf" && looks.gender.type == .female)
        #expect(looks.items.count == 10)
        #expect(looks.appearance?.faceVariation == 2 && looks.appearance?.skinColor == 9 && looks.appearance?.hairColor == 2)
    }

    @Test func decodesShedayOf2019() throws {
        let looks = try decodeFixture(WoW.CharacterAppearanceSummary.self, "wow/character-appearance__stormrage_sheday__rbattlenet-2019.json")
        #expect(looks.character.name == "Sheday" && looks.character.id == 142650023)
        #expect(looks.playableClass.name == "Paladin" && looks.activeSpec?.name == "Retribution")
        #expect(looks.items.count == 12)
        let tabard = try #require(looks.items.last)
        #expect(tabard.id == 142504 && tabard.slot.type == .tabard && tabard.internalSlotID == 18)
        #expect(looks.appearance?.faceVariation == 11)
    }

    /// Test input: the Shadowlands customizations of Pewtro's retail `character-appearance` types (no
    /// recording has them), with a `null` choice name.
    @Test func decodesCustomizations() throws {
        let choice = try decodeInline(WoW.CharacterCustomization.self, """
        {"option": {"name": "Hair Color", "id": 20}, "choice": {"id": 153, "name": null, "display_order": 3}}
        """)
        #expect(choice.option.name == "Hair Color" && choice.option.id == 20)
        #expect(choice.choice.id == 153 && choice.choice.name == nil && choice.choice.displayOrder == 3)
    }

    @Test func declaresTheAppearanceForRetailAndClassic() throws {
        let descriptor = WoW.Operations.characterAppearanceSummary.descriptor
        #expect(descriptor.template.description == "/profile/wow/character/{realmSlug}/{characterName}/appearance")
        #expect(descriptor.namespace == .profile && descriptor.token == .client)
        #expect(descriptor.catalogueEntries.map(\.id) == ["wowCharacterAppearanceSummary", "wowClassicCharacterAppearanceSummary"])
    }
}
