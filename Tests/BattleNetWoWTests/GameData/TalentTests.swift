import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Talent", .timeLimit(.minutes(2)))
struct TalentTests {
    @Test func talentTreeIndex() throws {
        let index = try decodeFixture(WoW.TalentTreeIndex.self, "wow/talent-tree-index.json")
        #expect(index.classTalentTrees.count == 13)
        #expect(index.classTalentTrees.first?.name == "Hunter")
        #expect(index.classTalentTrees.first?.id == nil)
        #expect(index.classTalentTrees.first?.pathAndQuery == "/data/wow/talent-tree/774?namespace=static-10.0.5_47621-us")
        #expect(index.classTalentTrees.last?.name == "Warlock")
        #expect(index.specTalentTrees.count == 35)
        #expect(index.specTalentTrees.first?.name == "Marksmanship")
        #expect(index.specTalentTrees.first?.pathAndQuery == "/data/wow/talent-tree/774/playable-specialization/254?namespace=static-10.0.5_47621-us")
        #expect(index.specTalentTrees.last?.name == "Destruction")
        #expect(index.heroTalentTrees == nil)
    }

    @Test func talentTree() throws {
        let tree = try decodeFixture(WoW.TalentTree.self, "wow/talent-tree-playable-specialization__786_262.json")
        #expect(tree.id == 786)
        #expect(tree.name == "Elemental")
        #expect(tree.playableClass?.id == 7)
        #expect(tree.playableClass?.name == "Shaman")
        #expect(tree.playableSpecialization?.id == 262)
        #expect(tree.media?.id == nil)
        #expect(tree.media?.pathAndQuery == "/data/wow/media/talent-tree/786/playable-specialization/262?namespace=static-10.0.5_47621-us")
        let lines = try #require(tree.restrictionLines)
        #expect(lines.count == 4)
        #expect(lines[0].requiredPoints == 20)
        #expect(lines[0].restrictedRow == 7.5)
        #expect(lines[0].isForClass == true)
        #expect(lines[2].requiredPoints == 8)
        #expect(lines[2].restrictedRow == 4.5)
        #expect(lines[2].isForClass == false)
        #expect(tree.heroTalentTrees == nil)

        #expect(tree.classTalentNodes.map(\.id) == [81063, 81062, 81090])
        let chainHeal = tree.classTalentNodes[0]
        #expect(chainHeal.nodeType?.type == .active)
        #expect(chainHeal.nodeType?.id == 0)
        #expect(chainHeal.lockedBy == nil)
        #expect(chainHeal.unlocks == [81106, 81064])
        #expect(chainHeal.displayRow == 1)
        #expect(chainHeal.displayCol == 1)
        #expect(chainHeal.rawPositionX == 1800)
        #expect(chainHeal.rawPositionY == 1200)
        let rank = try #require(chainHeal.ranks.first)
        #expect(rank.rank == 1)
        #expect(rank.defaultPoints == nil)
        #expect(rank.tooltip?.talent.id == 106951)
        #expect(rank.tooltip?.talent.name == "Chain Heal")
        let tooltip = try #require(rank.tooltip?.spellTooltip)
        #expect(tooltip.spell?.id == 1064)
        #expect(tooltip.castTime == "2.5 sec cast")
        #expect(tooltip.powerCost == "75,000 Mana")
        #expect(tooltip.range == "40 yd range")
        #expect(tooltip.cooldown == nil)
        #expect(tooltip.description?.description.hasPrefix("Heals the friendly target for 13,022") == true)
        #expect(tree.classTalentNodes[1].ranks.first?.defaultPoints == 1)
        #expect(tree.classTalentNodes[1].ranks.first?.tooltip?.talent.name == "Lava Burst")

        let choice = tree.classTalentNodes[2]
        #expect(choice.nodeType?.type == .choice)
        #expect(choice.lockedBy == [81091])
        #expect(choice.ranks.first?.tooltip == nil)
        #expect(choice.ranks.first?.tooltips.map(\.talent.id) == [106999, 106998])
        #expect(choice.ranks.first?.choiceOfTooltips?.last?.talent.name == "Creation Core")
        #expect(choice.ranks.first?.choiceOfTooltips?.last?.spellTooltip?.castTime == "Passive")

        #expect(tree.specTalentNodes.map(\.id) == [80984, 80985, 81001, 81006])
        #expect(tree.specTalentNodes[1].lockedBy == [80984])
        #expect(tree.specTalentNodes[1].unlocks == [80986])
        #expect(tree.specTalentNodes[1].ranks.first?.tooltips.first?.talent.name == "Earthquake")
        #expect(tree.specTalentNodes[2].nodeType?.type == .passive)
        #expect(tree.specTalentNodes[3].ranks.first?.tooltips.map(\.talent.name) == ["Windspeaker's Lava Resurgence", "Skybreaker's Fiery Demise"])
    }

    @Test func talentTreeNodes() throws {
        let tree = try decodeFixture(WoW.TalentTreeNodes.self, "wow/talent-tree__786.json")
        #expect(tree.id == 786)
        #expect(tree.specTalentTrees.map(\.name) == ["Elemental", "Restoration", "Enhancement"])
        #expect(tree.specTalentTrees.first?.pathAndQuery == "/data/wow/talent-tree/786/playable-specialization/262?namespace=static-10.0.5_47621-us")
        #expect(tree.talentNodes.map(\.id) == [80937, 80938, 80939, 92219])
        let first = tree.talentNodes[0]
        #expect(first.nodeType?.type == .choice)
        #expect(first.nodeType?.id == 2)
        #expect(first.displayRow == 6)
        #expect(first.displayCol == 17)
        #expect(first.rawPositionX == 11400)
        #expect(first.ranks.first?.choiceOfTooltips?.map(\.talent.name) == ["Refreshing Waters", "Ancestral Wolf Affinity"])
        #expect(first.ranks.first?.choiceOfTooltips?.first?.spellTooltip?.spell?.id == 393905)
        #expect(tree.talentNodes[1].nodeType?.type == .passive)
        #expect(tree.talentNodes[1].ranks.first?.tooltip?.talent.name == "Overflowing Maelstrom")
        let ascendance = tree.talentNodes[3].ranks.first?.choiceOfTooltips?.last?.spellTooltip
        #expect(ascendance?.spell?.name == "Ascendance")
        #expect(ascendance?.castTime == "Instant")
        #expect(ascendance?.cooldown == "3 min cooldown")
    }

    @Test func talentIndex() throws {
        let index = try decodeFixture(WoW.TalentIndex.self, "wow/talent-index.json")
        #expect(index.talents.map(\.id) == [23106, 19752, 22547, 21902])
        #expect(index.talents.first?.name == "Eye of the Tiger")
        #expect(index.talents.last?.name == "Soul Barrier")
    }

    @Test func talent() throws {
        let talent = try decodeFixture(WoW.Talent.self, "wow/talent__117163.json")
        #expect(talent.id == 117163)
        #expect(talent.rankDescriptions?.count == 1)
        #expect(talent.rankDescriptions?.first?.rank == 1)
        #expect(talent.rankDescriptions?.first?.description?.description.hasPrefix("Revenge deals 10% more damage") == true)
        #expect(talent.spell?.id == 202560)
        #expect(talent.spell?.name == "Best Served Cold")
        #expect(talent.playableClass?.id == 1)
        #expect(talent.playableClass?.name == "Warrior")
        #expect(talent.playableSpecialization?.id == 73)
        #expect(talent.playableSpecialization?.name == "Protection")
        // The Dragonflight shape has no grid position, level or single description.
        #expect(talent.tierIndex == nil)
        #expect(talent.columnIndex == nil)
        #expect(talent.level == nil)
        #expect(talent.description == nil)
    }

    @Test func talentOfThePreDragonflightShape() throws {
        // Test input: the patch 8.3 shape of talent 23106, as the blizzard-net/warcraft test resource
        // showed it before its February 2023 update (grid position, level, single description).
        let talent = try decodeInline(WoW.Talent.self, """
        {"_links": {"self": {"href": "https://us.api.blizzard.com/data/wow/talent/23106?namespace=static-8.3.0_32861-us"}},
         "id": 23106, "tier_index": 0, "column_index": 0, "level": 15,
         "description": "Tiger Palm also applies Eye of the Tiger.",
         "spell": {"key": {"href": "https://us.api.blizzard.com/data/wow/spell/196607?namespace=static-8.3.0_32861-us"}, "name": "Eye of the Tiger", "id": 196607},
         "playable_class": {"key": {"href": "https://us.api.blizzard.com/data/wow/playable-class/10?namespace=static-8.3.0_32861-us"}, "name": "Monk", "id": 10}}
        """)
        #expect(talent.id == 23106)
        #expect(talent.tierIndex == 0)
        #expect(talent.columnIndex == 0)
        #expect(talent.level == 15)
        #expect(talent.description == "Tiger Palm also applies Eye of the Tiger.")
        #expect(talent.spell?.id == 196607)
        #expect(talent.playableClass?.name == "Monk")
        #expect(talent.rankDescriptions == nil)
        #expect(talent.playableSpecialization == nil)
    }

    @Test func pvpTalentIndex() throws {
        let index = try decodeFixture(WoW.PvpTalentIndex.self, "wow/pvp-talent-index.json")
        #expect(index.pvpTalents.map(\.id) == [3, 4, 3755, 3756])
        #expect(index.pvpTalents.first?.name == "Gladiator's Medallion")
        #expect(index.pvpTalents.last?.name == "Ancestral Gift")
    }

    @Test func pvpTalent() throws {
        let talent = try decodeFixture(WoW.PvpTalent.self, "wow/pvp-talent__11.json")
        #expect(talent.id == 11)
        #expect(talent.spell?.id == 199954)
        #expect(talent.spell?.name == "Bane of Fragility")
        #expect(talent.playableSpecialization?.id == 265)
        #expect(talent.playableSpecialization?.name == "Affliction")
        #expect(talent.description == "Reduces the target's maximum health by up to 15% for 10 sec.")
        #expect(talent.unlockPlayerLevel == 25)
        #expect(talent.compatibleSlots == [1, 2, 3, 4])
        #expect(talent.overridesSpell == nil)
    }

    @Test func talentWithoutALocaleHasEveryTranslation() throws {
        // Test input: the locale-less shape (no recording was made without a locale).
        let talent = try decodeInline(WoW.PvpTalent.self, """
        {"id": 11, "description": {"en_US": "Reduces the target's maximum health.", "es_ES": "Reduce la salud máxima del objetivo."},
         "spell": {"key": {"href": "https://us.api.blizzard.com/data/wow/spell/199954?namespace=static-us"},
                   "name": {"en_US": "Bane of Fragility", "es_ES": "Perdición de fragilidad"}, "id": 199954}}
        """)
        #expect(talent.description?.translations[.esES] == "Reduce la salud máxima del objetivo.")
        #expect(talent.spell?.name?.resolved(for: .esES) == "Perdición de fragilidad")
        #expect(talent.spell?.name?.description == "Bane of Fragility")
        #expect(talent.compatibleSlots == nil)
    }

    @Test func talentReferencesAreTyped() throws {
        let talent = try decodeFixture(WoW.Talent.self, "wow/talent__117163.json")
        let spell: BattleNetReference<WoW.Spell>? = talent.spell
        #expect(spell?.key.pathAndQuery.hasPrefix("/data/wow/spell/202560?") == true)
        let playableClass: BattleNetReference<WoW.PlayableClass>? = talent.playableClass
        #expect(playableClass?.key.pathAndQuery.hasPrefix("/data/wow/playable-class/1?") == true)
        let specialization: BattleNetReference<WoW.PlayableSpecialization>? = talent.playableSpecialization
        #expect(specialization?.key.pathAndQuery.hasPrefix("/data/wow/playable-specialization/73?") == true)
        let nodes = try decodeFixture(WoW.TalentTreeNodes.self, "wow/talent-tree__786.json")
        let specTree: BattleNetReference<WoW.TalentTree>? = nodes.specTalentTrees.first
        #expect(specTree?.key.pathAndQuery.hasPrefix("/data/wow/talent-tree/786/playable-specialization/262?") == true)
        let nodeTalent: BattleNetReference<WoW.Talent>? = nodes.talentNodes.first?.ranks.first?.tooltips.first?.talent
        #expect(nodeTalent?.key.pathAndQuery.hasPrefix("/data/wow/talent/106873?") == true)
    }

    @Test func talentTreeWithAHeroTree() throws {
        // Test input: a specialization tree with the hero tree block of Pewtro's types (The War Within;
        // no recording has one), trimmed to one node.
        let tree = try decodeInline(WoW.TalentTree.self, """
        {"id": 786, "name": "Elemental", "class_talent_nodes": [], "spec_talent_nodes": [],
         "hero_talent_trees": [{"id": 54, "name": "Farseer",
           "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/talent-tree/54?namespace=static-us"}, "id": 54},
           "playable_class": {"key": {"href": "https://us.api.blizzard.com/data/wow/playable-class/7?namespace=static-us"}, "name": "Shaman", "id": 7},
           "playable_specializations": [{"key": {"href": "https://us.api.blizzard.com/data/wow/playable-specialization/262?namespace=static-us"}, "name": "Elemental", "id": 262}],
           "hero_talent_nodes": [{"id": 94872, "node_type": {"id": 1, "type": "PASSIVE"}, "display_row": 1, "display_col": 1,
             "raw_position_x": 0, "raw_position_y": 0,
             "ranks": [{"rank": 1, "tooltip": {"talent": {"key": {"href": "https://us.api.blizzard.com/data/wow/talent/117489?namespace=static-us"}, "name": "Call of the Ancestors", "id": 117489},
               "spell_tooltip": {"spell": {"key": {"href": "https://us.api.blizzard.com/data/wow/spell/443450?namespace=static-us"}, "name": "Call of the Ancestors", "id": 443450},
                                 "description": "Benefiting from Undulation summons an Ancestor.", "cast_time": "Passive"}}}]}]}]}
        """)
        let hero = try #require(tree.heroTalentTrees?.first)
        #expect(hero.id == 54)
        #expect(hero.name == "Farseer")
        #expect(hero.playableSpecializations?.first?.id == 262)
        #expect(hero.heroTalentNodes?.first?.ranks.first?.tooltip?.talent.id == 117489)
        #expect(tree.classTalentNodes.isEmpty)
    }

    // MARK: Recordings from other eras (2020–2021 resource text, 2025 documentation)

    @Test func talentIndexOf2025Has6523Talents() throws {
        let index = try decodeFixture(WoW.TalentIndex.self, "wow/talent-index__damia-2025.json")
        #expect(index.talents.count == 6523)
        #expect(index.talents.first?.name == "Illustrious Insight")
        #expect(index.talents.first?.id == 47503)
        #expect(index.talents.first { $0.id == 117163 }?.name == "Brace For Impact")
        #expect(index.talents.last?.name == "Mind Devourer")
        #expect(index.talents.last?.pathAndQuery == "/data/wow/talent/138336?namespace=static-11.2.0_62213-us")
    }

    @Test func talent23106OfPatch8_3HasItsGridPositionAndLevel() throws {
        // The recorded pre-Dragonflight shape that `talentOfThePreDragonflightShape` reconstructs.
        let talent = try decodeFixture(WoW.Talent.self, "wow/talent__23106__argentpony-2021.json")
        #expect(talent.id == 23106)
        #expect(talent.tierIndex == 0)
        #expect(talent.columnIndex == 0)
        #expect(talent.level == 15)
        #expect(talent.description == "Tiger Palm also applies Eye of the Tiger, dealing 168 Nature damage to the enemy and 168 healing to the Monk over 8 sec.")
        #expect(talent.spell?.id == 196607)
        #expect(talent.spell?.name == "Eye of the Tiger")
        #expect(talent.playableClass?.id == 10)
        #expect(talent.playableClass?.name == "Monk")
        #expect(talent.rankDescriptions == nil)
        #expect(talent.playableSpecialization == nil)
        #expect(talent.overridesSpell == nil)
    }

    @Test func pvpTalentIndexOf2025Has428Talents() throws {
        let index = try decodeFixture(WoW.PvpTalentIndex.self, "wow/pvp-talent-index__damia-2025.json")
        #expect(index.pvpTalents.count == 428)
        #expect(index.pvpTalents.first?.name == "Life and Death")
        #expect(index.pvpTalents.first?.id == 40)
        #expect(index.pvpTalents.first { $0.id == 727 }?.name == "Static Field Totem")
        #expect(index.pvpTalents.last?.name == "Berserker Roar")
        #expect(index.pvpTalents.last?.id == 5703)
    }

    @Test func pvpTalent3Of2020IsTheGladiatorsMedallionOverridingTheHonorableOne() throws {
        let talent = try decodeFixture(WoW.PvpTalent.self, "wow/pvp-talent__3__argentpony-2020.json")
        #expect(talent.id == 3)
        #expect(talent.spell?.id == 208683)
        #expect(talent.spell?.name == "Gladiator's Medallion")
        #expect(talent.overridesSpell?.id == 195710)
        #expect(talent.overridesSpell?.name == "Honorable Medallion")
        #expect(talent.playableSpecialization?.id == 105)
        #expect(talent.playableSpecialization?.name == "Restoration")
        #expect(talent.description?.description.hasPrefix("Removes all movement impairing effects") == true)
        #expect(talent.unlockPlayerLevel == 0)
        #expect(talent.compatibleSlots == [1])
        #expect(talent.links?.selfLink.pathAndQuery == "/data/wow/pvp-talent/3?namespace=static-8.3.0_32861-us")
    }
}
