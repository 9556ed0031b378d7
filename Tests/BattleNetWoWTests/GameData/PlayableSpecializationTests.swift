import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Playable Specialization", .timeLimit(.minutes(2)))
struct PlayableSpecializationTests {
    @Test func index() throws {
        let index = try decodeFixture(WoW.PlayableSpecializationIndex.self, "wow/playable-specialization-index.json")
        #expect(index.characterSpecializations.count == 36)
        #expect(index.characterSpecializations.first?.name == "Arcane")
        #expect(index.characterSpecializations.first?.id == 62)
        #expect(index.characterSpecializations.last?.name == "Vengeance")
        #expect(index.petSpecializations.compactMap(\.id) == [74, 79, 81])
        #expect(index.petSpecializations.compactMap(\.name?.description) == ["Ferocity", "Cunning", "Tenacity"])
    }

    @Test func indexArgentPony() throws {
        let index = try decodeFixture(WoW.PlayableSpecializationIndex.self, "wow/playable-specialization-index__argentpony.json")
        #expect(index.characterSpecializations.compactMap(\.id) == [62, 63, 577, 581])
        #expect(index.petSpecializations.count == 3)
        #expect(index.petSpecializations.first?.pathAndQuery == "/data/wow/playable-specialization/74?namespace=static-8.3.0_32861-us")
    }

    @Test func elemental2024() throws {
        // The 2024 body: talent tree, power type and primary stat; no talent rows.
        let spec = try decodeFixture(WoW.PlayableSpecialization.self, "wow/playable-specialization__262.json")
        #expect(spec.id == 262)
        #expect(spec.name == "Elemental")
        #expect(spec.playableClass?.name == "Shaman")
        #expect(spec.playableClass?.id == 7)
        #expect(spec.genderDescription.male?.description.hasPrefix("A spellcaster who harnesses the destructive forces") == true)
        #expect(spec.role.type == .damage)
        #expect(spec.role.name == "Damage")
        #expect(spec.primaryStatType?.type == .intellect)
        #expect(spec.primaryStatType?.name == "Intellect")
        #expect(spec.powerType?.name == "Maelstrom")
        #expect(spec.powerType?.id == 11)
        #expect(spec.specTalentTree?.name == "Elemental")
        #expect(spec.specTalentTree?.id == nil)
        #expect(spec.specTalentTree?.pathAndQuery == "/data/wow/talent-tree/786/playable-specialization/262?namespace=static-10.2.5_52554-us")
        #expect(spec.talentTiers == nil)
        #expect(spec.heroTalentTrees == nil)
        let pvp = try #require(spec.pvpTalents)
        #expect(pvp.count == 9)
        #expect(pvp.first?.talent.name == "Static Field Totem")
        #expect(pvp.first?.talent.id == 727)
        #expect(pvp.first?.spellTooltip.castTime == "Instant")
        #expect(pvp.first?.spellTooltip.range == "30 yd range")
        #expect(pvp.first?.spellTooltip.cooldown == "1 min cooldown")
        #expect(pvp.first?.spellTooltip.powerCost == nil)
        #expect(pvp.first { $0.talent.id == 3488 }?.spellTooltip.powerCost == "1,500 Mana")
        #expect(spec.media.id == 262)
    }

    @Test func arcane2019() throws {
        // The 2019 body: talent rows; no talent tree, power type or primary stat.
        let spec = try decodeFixture(WoW.PlayableSpecialization.self, "wow/playable-specialization__62.json")
        #expect(spec.name == "Arcane")
        #expect(spec.playableClass?.name == "Mage")
        #expect(spec.role.type == .damage)
        #expect(spec.genderDescription.female?.description.hasPrefix("Manipulates raw Arcane magic") == true)
        #expect(spec.specTalentTree == nil)
        #expect(spec.powerType == nil)
        #expect(spec.primaryStatType == nil)
        #expect(spec.pvpTalents?.count == 13)
        #expect(spec.pvpTalents?.last?.talent.name == "Gladiator's Medallion")
        let tiers = try #require(spec.talentTiers)
        #expect(tiers.map(\.level) == [15, 30, 45, 60, 75, 90, 100])
        #expect(tiers.map(\.tierIndex) == [0, 1, 2, 3, 4, 5, 6])
        let first = try #require(tiers.first?.talents)
        #expect(first.compactMap(\.talent.name?.description) == ["Amplification", "Rule of Threes", "Arcane Familiar"])
        #expect(first.map(\.columnIndex) == [0, 1, 2])
        #expect(first.first?.talent.id == 22458)
        #expect(first.first?.spellTooltip.description == "When Clearcast, Arcane Missiles fires 1 additional missile.")
        #expect(first.first?.spellTooltip.castTime == "Passive")
        #expect(first.first?.talent.pathAndQuery == "/data/wow/talent/22458?namespace=static-8.2.5_31884-eu")
    }

    @Test func fire2019() throws {
        let spec = try decodeFixture(WoW.PlayableSpecialization.self, "wow/playable-specialization__63.json")
        #expect(spec.id == 63)
        #expect(spec.name == "Fire")
        #expect(spec.pvpTalents?.count == 14)
        #expect(spec.pvpTalents?.first?.talent.name == "Netherwind Armor")
        #expect(spec.talentTiers?.count == 7)
        #expect(spec.talentTiers?.first?.talents.first?.talent.name == "Firestarter")
        #expect(spec.talentTiers?.last?.level == 100)
    }

    @Test func media() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/playable-specialization-media__262.json")
        #expect(media.id == 262)
        #expect(media[.icon]?.lastPathComponent == "spell_nature_lightning.jpg")
    }

    /// Test input: a locale-less specialization of The War Within shape (hero talent trees), its
    /// references typed.
    @Test func localeLessSpecializationAndTypedReferences() throws {
        let json = """
        {"id": 262, "name": {"en_US": "Elemental", "ko_KR": "정기"},
         "playable_class": {"key": {"href": "https://us.api.blizzard.com/data/wow/playable-class/7?namespace=static-us"}, "id": 7},
         "gender_description": {"male": {"en_US": "A spellcaster."}, "female": {"en_US": "A spellcaster."}},
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/playable-specialization/262?namespace=static-us"}, "id": 262},
         "role": {"type": "DAMAGE", "name": {"en_US": "Damage", "ko_KR": "공격"}},
         "pvp_talents": [],
         "spec_talent_tree": {"key": {"href": "https://us.api.blizzard.com/data/wow/talent-tree/786/playable-specialization/262?namespace=static-us"}, "name": {"en_US": "Elemental"}},
         "power_type": {"key": {"href": "https://us.api.blizzard.com/data/wow/power-type/11?namespace=static-us"}, "id": 11},
         "primary_stat_type": {"type": "INTELLECT", "name": {"en_US": "Intellect"}},
         "hero_talent_trees": [{"key": {"href": "https://us.api.blizzard.com/data/wow/talent-tree/786/hero-talent/56?namespace=static-us"}, "name": null, "id": 56}]}
        """
        let spec = try decodeInline(WoW.PlayableSpecialization.self, json)
        #expect(spec.name.resolved(for: .koKR) == "정기")
        #expect(spec.role.name?.resolved(for: .koKR) == "공격")
        #expect(spec.pvpTalents?.isEmpty == true)
        #expect(spec.heroTalentTrees?.first?.id == 56)
        #expect(spec.heroTalentTrees?.first?.name == nil)
        let tree: BattleNetLink<WoW.TalentTree>? = spec.specTalentTree?.key
        #expect(tree?.pathAndQuery.hasPrefix("/data/wow/talent-tree/786/playable-specialization/262") == true)
        let playableClass: BattleNetLink<WoW.PlayableClass>? = spec.playableClass?.key
        #expect(playableClass?.lastPathComponent == "7")
        let power: BattleNetLink<WoW.PowerType>? = spec.powerType?.key
        #expect(power?.lastPathComponent == "11")
    }

    @Test func indexIn2025HasThirtyNineSpecializationsWithTheEvokers() throws {
        let index = try decodeFixture(WoW.PlayableSpecializationIndex.self, "wow/playable-specialization-index__damia-2025.json")
        #expect(index.characterSpecializations.count == 39)
        #expect(index.characterSpecializations.first?.name == "Enhancement")
        #expect(index.characterSpecializations.first?.id == 263)
        #expect(index.characterSpecializations.last?.name == "Augmentation")
        #expect(index.characterSpecializations.last?.id == 1473)
        #expect(index.characterSpecializations.first { $0.id == 1467 }?.name == "Devastation")
        #expect(index.petSpecializations.compactMap(\.name?.description) == ["Ferocity", "Tenacity", "Cunning"])
        #expect(index.petSpecializations.compactMap(\.id) == [74, 81, 79])
    }

    @Test func elemental262OfPatch8_3HasTalentRowsAndFourPvpTalents() throws {
        // The older resource text (8.3.0 namespace): two talent rows, no talent tree, power type or stat.
        let spec = try decodeFixture(WoW.PlayableSpecialization.self, "wow/playable-specialization__262__argentpony-2023.json")
        #expect(spec.id == 262)
        #expect(spec.name == "Elemental")
        #expect(spec.playableClass?.name == "Shaman")
        #expect(spec.role.type == .damage)
        #expect(spec.specTalentTree == nil)
        #expect(spec.powerType == nil)
        #expect(spec.primaryStatType == nil)
        #expect(spec.heroTalentTrees == nil)
        let tiers = try #require(spec.talentTiers)
        #expect(tiers.map(\.level) == [15, 100])
        #expect(tiers.map(\.tierIndex) == [0, 6])
        #expect(tiers.first?.talents.compactMap(\.talent.name?.description) == ["Earthen Rage", "Echo of the Elements", "Elemental Blast"])
        #expect(tiers.first?.talents.first?.talent.id == 22356)
        #expect(tiers.first?.talents.first?.spellTooltip.castTime == "Passive")
        #expect(tiers.last?.talents.last?.talent.name == "Ascendance")
        let pvp = try #require(spec.pvpTalents)
        #expect(pvp.compactMap(\.talent.id) == [727, 3490, 3620, 3621])
        #expect(pvp.first?.talent.name == "Elemental Attunement")
        #expect(pvp[1].spellTooltip.powerCost == "600 Mana")
        #expect(spec.links?.selfLink.pathAndQuery == "/data/wow/playable-specialization/262?namespace=static-8.3.0_32861-us")
    }

    @Test func elemental262In2025HasHeroTalentTrees() throws {
        let spec = try decodeFixture(WoW.PlayableSpecialization.self, "wow/playable-specialization__262__damia-2025.json")
        #expect(spec.name == "Elemental")
        #expect(spec.playableClass?.id == 7)
        #expect(spec.primaryStatType?.type == .intellect)
        #expect(spec.powerType?.name == "Maelstrom" && spec.powerType?.id == 11)
        #expect(spec.specTalentTree?.pathAndQuery == "/data/wow/talent-tree/786/playable-specialization/262?namespace=static-11.2.0_62213-us")
        #expect(spec.talentTiers == nil)
        let hero = try #require(spec.heroTalentTrees)
        #expect(hero.count == 6)
        #expect(hero.compactMap(\.id) == [70, 55, 73, 56, 75, 72])
        #expect(hero.first?.name == "Stormbringer")
        #expect(hero.last?.name == "Farseer")
        #expect(hero[1].key.pathAndQuery == "/data/wow/talent-tree/786/hero-talent/55?namespace=static-11.2.0_62213-us")
        let pvp = try #require(spec.pvpTalents)
        #expect(pvp.count == 9)
        #expect(pvp.first?.talent.name == "Static Field Totem")
        #expect(pvp.first?.spellTooltip.powerCost == "2,500 Mana")
        #expect(pvp.last?.talent.name == "Storm Conduit" && pvp.last?.talent.id == 5681)
    }
}
