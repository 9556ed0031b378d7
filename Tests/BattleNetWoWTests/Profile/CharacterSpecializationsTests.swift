import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character specializations", .timeLimit(.minutes(2)))
struct CharacterSpecializationsTests {
    @Test func decodesDrinianOf2020WithTalentRows() throws {
        let specs = try decodeFixture(WoW.CharacterSpecializationsSummary.self, "wow/character-specializations__norgannon_drinian.json")
        #expect(specs.character.name == "Drinian")
        #expect(specs.activeSpecialization?.name == "Fury")
        #expect(specs.specializations?.map { $0.specialization.name?.description ?? "" } == ["Fury", "Arms", "Protection"])
        let fury = try #require(specs.specializations?.first)
        #expect(fury.talents?.count == 7)
        let first = try #require(fury.talents?.first)
        #expect(first.talent.name == "Endless Rage" && first.talent.id == 22633)
        #expect(first.talent.reference?.key.lastPathComponent == "22633")
        #expect(first.spellTooltip?.spell?.id == 202296 && first.spellTooltip?.castTime == "Passive")
        #expect(first.spellTooltip?.description == "Gain 6 Rage whenever you Enrage.")
        #expect(first.tierIndex == 0 && first.columnIndex == 1 && first.talentRank == nil)
        #expect(fury.pvpTalentSlots?.map { $0.selected.talent.name?.description ?? "" }
            == ["Adaptation", "Death Sentence", "Battle Trance", "Thirst for Battle"])
        #expect(fury.pvpTalentSlots?.map(\.slotNumber) == [1, 2, 3, 4])
        #expect(fury.loadouts == nil && specs.specializationGroups == nil)
    }

    @Test func decodesShedayOf2019() throws {
        let specs = try decodeFixture(WoW.CharacterSpecializationsSummary.self, "wow/character-specializations__stormrage_sheday.json")
        #expect(specs.activeSpecialization?.name == "Retribution")
        let retribution = try #require(specs.specializations?.first)
        #expect(retribution.talents?.first?.talent.name == "Execution Sentence")
        #expect(retribution.talents?.first?.spellTooltip?.cooldown == "30 sec cooldown")
        #expect(retribution.pvpTalentSlots?.first?.selected.talent.name == "Gladiator's Medallion")
    }

    /// Test input: a Dragonflight loadout shaped as Pewtro's retail `character-specializations` types
    /// (no recording since 2020 exists).
    @Test func decodesATalentLoadout() throws {
        let spec = try decodeInline(WoW.CharacterSpecialization.self, """
        {"specialization": {"key": {"href": "https://us.api.blizzard.com/data/wow/playable-specialization/72?namespace=static-us"}, "name": "Fury", "id": 72},
         "loadouts": [{"is_active": true, "talent_loadout_code": "CgEAAAAAAAAAAAAAAAAAAAAAAAAA",
           "selected_class_talent_tree": {"key": {"href": "https://us.api.blizzard.com/data/wow/talent-tree/658/playable-specialization/72?namespace=static-us"}, "name": "Warrior"},
           "selected_class_talents": [{"id": 90325, "rank": 1, "tooltip": {"talent": {"key": {"href": "https://us.api.blizzard.com/data/wow/talent/112193?namespace=static-us"}, "name": "War Machine", "id": 112193},
             "spell_tooltip": {"spell": {"key": {"href": "https://us.api.blizzard.com/data/wow/spell/346002?namespace=static-us"}, "name": "War Machine", "id": 346002}, "description": "Your auto attacks generate 10% more Rage.", "cast_time": "Passive"}}}],
           "selected_spec_talent_tree": {"key": {"href": "https://us.api.blizzard.com/data/wow/talent-tree/658/playable-specialization/72?namespace=static-us"}, "name": "Fury"},
           "selected_spec_talents": [{"id": 90401, "rank": 2, "default_points": 1}]}]}
        """)
        let loadout = try #require(spec.loadouts?.first)
        #expect(loadout.isActive && loadout.talentLoadoutCode == "CgEAAAAAAAAAAAAAAAAAAAAAAAAA")
        #expect(loadout.selectedClassTalentTree?.name == "Warrior" && loadout.selectedClassTalentTree?.id == nil)
        #expect(loadout.selectedClassTalents?.first?.tooltip?.talent.name == "War Machine")
        #expect(loadout.selectedSpecTalents?.first?.defaultPoints == 1 && loadout.selectedSpecTalents?.first?.rank == 2)
        #expect(loadout.selectedHeroTalents == nil)
    }

    /// Test input: a Classic body shaped as Pewtro's classic-wow `character-specialization` types (no
    /// Classic recording exists): talent groups, talents and spells without links.
    @Test func decodesClassicTalentGroups() throws {
        let specs = try decodeInline(WoW.CharacterSpecializationsSummary.self, """
        {"character": {"name": "Xy", "id": 7, "realm": {"id": 5233, "name": "Stitches", "slug": "stitches"}},
         "specialization_groups": [{"is_active": true, "glyphs": [{"name": "Glyph of Frostbolt", "id": 61}],
           "specializations": [{"specialization_name": "Frost", "spent_points": 31,
             "talents": [{"talent": {"id": 37}, "spell_tooltip": {"spell": {"name": "Improved Frostbolt", "id": 16766},
               "description": "Reduces the casting time of your Frostbolt spell by 0.5 sec.", "cast_time": "Passive", "power_cost": null}, "talent_rank": 5}]}]}]}
        """)
        #expect(specs.activeSpecialization == nil && specs.specializations == nil)
        let group = try #require(specs.specializationGroups?.first)
        #expect(group.isActive && group.glyphs?.first?.name == "Glyph of Frostbolt")
        let frost = try #require(group.specializations?.first)
        #expect(frost.specializationName == "Frost" && frost.spentPoints == 31)
        #expect(frost.talents.first?.talent.id == 37 && frost.talents.first?.talent.reference == nil)
        #expect(frost.talents.first?.talentRank == 5 && frost.talents.first?.spellTooltip?.spell?.name == "Improved Frostbolt")
        #expect(frost.talents.first?.spellTooltip?.powerCost == nil)
    }

    @Test func declaresTheSpecializationsForRetailAndClassic() {
        let descriptor = WoW.Operations.characterSpecializationsSummary.descriptor
        #expect(descriptor.template.description == "/profile/wow/character/{realmSlug}/{characterName}/specializations")
        #expect(descriptor.namespace == .profile && descriptor.token == .client)
        #expect(descriptor.catalogueEntries.map(\.id) == ["wowCharacterSpecializationsSummary", "wowClassicCharacterSpecializationsSummary"])
    }
}
