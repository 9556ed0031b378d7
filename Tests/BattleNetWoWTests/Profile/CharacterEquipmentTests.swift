import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character equipment", .timeLimit(.minutes(2)))
struct CharacterEquipmentTests {
    @Test func decodesDrinianOf2020() throws {
        let gear = try decodeFixture(WoW.CharacterEquipmentSummary.self, "wow/character-equipment__norgannon_drinian.json")
        #expect(gear.character.name == "Drinian")
        #expect(gear.equippedItems.count == 18)
        let helm = try #require(gear.equippedItems.first)
        #expect(helm.name == "Tidal Lurker's Greathelm" && helm.item.id == 168366 && helm.item.name == nil)
        #expect(helm.slot.type == .head && helm.quantity == 1 && helm.context == 3)
        #expect(helm.bonusList == [4822, 1487, 4786, 6264])
        #expect(helm.quality.type == .epic && helm.itemSubclass.name == "Plate")
        #expect(helm.binding.name == "Binds when picked up")
        #expect(helm.armor?.value == 712 && helm.armor?.display.color?.r == 255)
        #expect(helm.stats?[1].isNegated == true && helm.stats?[1].display.color?.r == 128)
        #expect(helm.level?.value == 420 && helm.durability?.displayString == "Durability 100 / 100")
        #expect(helm.transmog?.item.name == "Hidden Helm" && helm.transmog?.itemModifiedAppearanceID == 77344)
        #expect(helm.requirements?.level?.value == 120)
        let heart = try #require(gear.equippedItems.first { $0.name == "Heart of Azeroth" })
        #expect(heart.azeriteDetails?.level?.value == 78)
        #expect(heart.azeriteDetails?.selectedEssences?.first?.essence.name == "The Crucible of Flame")
        #expect(heart.azeriteDetails?.selectedEssences?.first?.rank == 4)
        let socketed = try #require(gear.equippedItems.first { $0.name == "Pocket-Sized Computation Device" })
        #expect(socketed.sockets?.first?.item?.name == "Cyclotronic Blast")
        #expect(socketed.sockets?.first?.socketType.type.rawValue == "PUNCHCARDRED")
        #expect(socketed.sockets?[1].bonusList == [1461, 4786] && socketed.sockets?[1].displayString == "+168 Haste, +56 Mastery")
        #expect(gear.equippedItems.first { $0.name == "Malignant Leviathan's Clasp" }?.isCorrupted == true)
        let faction = try #require(gear.equippedItems.compactMap(\.requirements?.faction).first)
        #expect(faction.value.type == .alliance && faction.displayString == "Alliance Only")
    }

    @Test func decodesACyrillicCharacterOf2019WithASkillRequirement() throws {
        let gear = try decodeFixture(WoW.CharacterEquipmentSummary.self, "wow/character-equipment__howling-fjord_non-ascii-name.json")
        #expect(gear.character.name == "Альвеоняша" && gear.equippedItems.count == 15)
        #expect(gear.equippedItems.first?.name == "Helm of the Inexorable Tide")
        #expect(gear.equippedItems.first?.armor?.display.displayString.description.hasSuffix("Armor") == true)
        #expect(gear.equippedItems.first?.armor?.display.color == nil)
        let skill = try #require(gear.equippedItems.compactMap(\.requirements?.skill).first)
        #expect(skill.profession.name == "Kul Tiran Jewelcrafting" && skill.profession.id == 2517 && skill.level == 170)
        #expect(gear.equippedItems.compactMap(\.limitCategory).first == "Unique-Equipped: Leviathan's Eye Loop (1)")
        let lance = try #require(gear.equippedItems.first { $0.name == "Shiver Venom Lance" })
        #expect(lance.weapon?.damage.minValue == 1386 && lance.weapon?.dps.value == 453.05554)
    }

    @Test func decodesShedayOf2019WithItsEnchantments() throws {
        let gear = try decodeFixture(WoW.CharacterEquipmentSummary.self, "wow/character-equipment__stormrage_sheday__rbattlenet-2019.json")
        #expect(gear.character.name == "Sheday" && gear.equippedItems.count == 17)
        let casque = try #require(gear.equippedItems.first)
        #expect(casque.name == "Soulspun Casque" && casque.level?.value == 450)
        #expect(casque.stats?.first?.display.displayString == "+1,145 Strength" && casque.stats?.first?.display.color == nil)
        #expect(casque.armor?.value == 893 && casque.armor?.display.displayString == "893 Armor")
        #expect(casque.azeriteDetails?.selectedPowers?.first?.spellTooltip.spell?.name == "Azerite Empowered")
        #expect(casque.azeriteDetails?.selectedPowersString == "Fully Upgraded")
        let enchantments = gear.equippedItems.flatMap { $0.enchantments ?? [] }
        let nitro = try #require(enchantments.first { $0.enchantmentID == 4223 })
        #expect(nitro.displayString == "Nitro Boosts" && nitro.enchantmentSlot.type?.rawValue == "ON_USE_SPELL")
        #expect(nitro.spell?.spell.name == "Nitro Boosts" && nitro.sourceItem?.id == 41118)
        #expect(enchantments.contains { $0.displayString == "Enchanted: +60 Critical Strike" && $0.enchantmentSlot.id == 0 })
        let essences = try #require(gear.equippedItems.first { $0.name == "Heart of Azeroth" }?.azeriteDetails?.selectedEssences)
        #expect(essences.map { $0.essence.name?.description ?? "" } == ["Condensed Life-Force", "Conflict and Strife", "Vision of Perfection"])
    }

    @Test func declaresTheEquipmentForRetailAndClassic() {
        let descriptor = WoW.Operations.characterEquipmentSummary.descriptor
        #expect(descriptor.template.description == "/profile/wow/character/{realmSlug}/{characterName}/equipment")
        #expect(descriptor.namespace == .profile && descriptor.token == .client)
        #expect(descriptor.catalogueEntries.map(\.id) == ["wowCharacterEquipmentSummary", "wowClassicCharacterEquipmentSummary"])
    }
}
