import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character statistics", .timeLimit(.minutes(2)))
struct CharacterStatisticsTests {
    @Test func decodesDrinianOf2020WithCorruption() throws {
        let stats = try decodeFixture(WoW.CharacterStatisticsSummary.self, "wow/character-statistics__norgannon_drinian.json")
        #expect(stats.character.name == "Drinian")
        #expect(stats.health == 351080 && stats.power == 100)
        #expect(stats.powerType.name == "Rage" && stats.powerType.id == 1)
        #expect(stats.strength.base == 1467 && stats.strength.effective == 8449)
        #expect(stats.stamina.effective == 17554)
        #expect(stats.meleeCrit.rating == 1162 && stats.meleeCrit.value == 21.13889)
        #expect(stats.mastery?.ratingBonus == 16.333334)
        #expect(stats.speed?.value == nil && stats.speed?.rating == 0)
        #expect(stats.versatility == 863 && stats.versatilityDamageTakenBonus == 5.0764704)
        #expect(stats.mainHandDps == 1606.4579 && stats.armor.effective == 6135)
        #expect(stats.corruption?.effectiveCorruption == 35)
        #expect(stats.spirit == nil)
    }

    @Test func decodesShedayOf2019() throws {
        let stats = try decodeFixture(WoW.CharacterStatisticsSummary.self, "wow/character-statistics__stormrage_sheday.json")
        #expect(stats.health == 356980 && stats.power == 20000)
        #expect(stats.powerType.name == "Mana")
        #expect(stats.strength.effective == 9707)
        #expect(stats.meleeCrit.value == 27.194443)
        #expect(stats.manaRegen == 3200)
        #expect(stats.corruption == nil)
    }

    /// Test input: the Classic-only stats of Pewtro's classic-wow `character-statistics` types (no
    /// Classic recording exists), in a block without the retail-only ratings.
    @Test func decodesTheClassicShape() throws {
        let stats = try decodeInline(WoW.CharacterStatisticsSummary.self, """
        {"character": {"name": "Xy", "id": 7, "realm": {"id": 5233, "name": "Stitches", "slug": "stitches"}},
         "health": 4000, "power": 100, "power_type": {"key": {"href": "https://eu.api.blizzard.com/data/wow/power-type/1?namespace=static-classic1x-eu"}, "name": "Rage", "id": 1},
         "strength": {"base": 200, "effective": 310}, "agility": {"base": 80, "effective": 120}, "intellect": {"base": 30, "effective": 30},
         "stamina": {"base": 150, "effective": 300}, "spirit": {"base": 50, "effective": 50}, "armor": {"base": 3000, "effective": 4100},
         "defense": {"base": 300, "effective": 310}, "fire_resistance": {"base": 0, "effective": 15},
         "melee_crit": {"rating_bonus": 0, "rating_normalized": 0, "value": 8.5}, "ranged_crit": {"rating_bonus": 0, "rating_normalized": 0, "value": 5},
         "spell_crit": {"rating_bonus": 0, "rating_normalized": 0, "value": 1}, "dodge": {"rating_bonus": 0, "rating_normalized": 0, "value": 6},
         "parry": {"rating_bonus": 0, "rating_normalized": 0, "value": 5}, "block": {"rating_bonus": 0, "rating_normalized": 0, "value": 5},
         "attack_power": 720, "spell_power": 0, "spell_penetration": 0, "mana_regen": 0, "mana_regen_combat": 0,
         "main_hand_damage_min": 150.5, "main_hand_damage_max": 230, "main_hand_speed": 3.6, "main_hand_dps": 52.8,
         "off_hand_damage_min": 0, "off_hand_damage_max": 0, "off_hand_speed": 0, "off_hand_dps": 0}
        """)
        #expect(stats.spirit?.effective == 50 && stats.defense?.effective == 310 && stats.fireResistance?.effective == 15)
        #expect(stats.meleeCrit.rating == nil && stats.meleeCrit.ratingNormalized == 0 && stats.meleeCrit.value == 8.5)
        #expect(stats.versatility == nil && stats.mastery == nil && stats.bonusArmor == nil)
    }

    @Test func declaresTheStatisticsForRetailAndClassic() {
        let descriptor = WoW.Operations.characterStatisticsSummary.descriptor
        #expect(descriptor.template.description == "/profile/wow/character/{realmSlug}/{characterName}/statistics")
        #expect(descriptor.namespace == .profile && descriptor.token == .client)
        #expect(descriptor.catalogueEntries.map(\.id) == ["wowCharacterStatisticsSummary", "wowClassicCharacterStatisticsSummary"])
    }
}
