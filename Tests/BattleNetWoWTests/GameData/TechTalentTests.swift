import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Tech Talent", .timeLimit(.minutes(2)))
struct TechTalentTests {
    @Test func techTalentTreeIndex() throws {
        let index = try decodeFixture(WoW.TechTalentTreeIndex.self, "wow/tech-talent-tree-index.json")
        #expect(index.talentTrees.count == 41)
        #expect(index.talentTrees.first?.id == 272)
        #expect(index.talentTrees.first?.name == "Nadjia the Mistblade")
        #expect(index.talentTrees.last?.id == 397)
        #expect(index.talentTrees.last?.name == "Ardenweald - Covenant Abilities")
    }

    @Test func techTalentTree() throws {
        let tree = try decodeFixture(WoW.TechTalentTree.self, "wow/tech-talent-tree__275.json")
        #expect(tree.id == 275)
        #expect(tree.maxTiers == 12)
        #expect(tree.talents.count == 20)
        #expect(tree.talents.first?.id == 837)
        #expect(tree.talents.first?.name == "Podtender")
        #expect(tree.talents.last?.id == 1848)
        #expect(tree.talents.last?.name == "Dream Delver")
        #expect(tree.playableClass == nil)
    }

    @Test func techTalentIndex() throws {
        let index = try decodeFixture(WoW.TechTalentIndex.self, "wow/tech-talent-index.json")
        #expect(index.talents.count == 328)
        #expect(index.talents.first?.id == 807)
        #expect(index.talents.first?.name == "Skillful Duelist")
        #expect(index.talents.last?.id == 1770)
        #expect(index.talents.last?.name == "Emeni's Ambulatory Flesh")
    }

    @Test func techTalentOf2021() throws {
        let talent = try decodeFixture(WoW.TechTalent.self, "wow/tech-talent__863.json")
        #expect(talent.id == 863)
        #expect(talent.name == "Run Without Tiring")
        #expect(talent.talentTree?.id == 276)
        #expect(talent.talentTree?.name == "Niya")
        #expect(talent.description == "While in Soulshape, you regenerate 5% of your maximum health every 3 sec.")
        #expect(talent.spellTooltip?.spell?.id == 342270)
        #expect(talent.spellTooltip?.spell?.name == "Run Without Tiring")
        #expect(talent.spellTooltip?.castTime == "Passive")
        #expect(talent.spellTooltip?.description == "While in Soulshape, you regenerate 5% of your maximum health every 3 sec.")
        #expect(talent.tier == 2)
        #expect(talent.displayOrder == 0)
        #expect(talent.prerequisiteTalent?.id == 850)
        #expect(talent.prerequisiteTalent?.name == "Potency Conduit")
        #expect(talent.media?.id == 863)
        #expect(talent.socketType == nil)
    }

    @Test func techTalentOf2020WithoutTooltipOrPrerequisite() throws {
        let talent = try decodeFixture(WoW.TechTalent.self, "wow/tech-talent__812.json")
        #expect(talent.id == 812)
        #expect(talent.name == "Exacting Preparation")
        #expect(talent.talentTree?.id == 272)
        #expect(talent.talentTree?.name == "Nadjia the Mistblade")
        #expect(talent.tier == 2)
        #expect(talent.displayOrder == 1)
        #expect(talent.media?.id == 812)
        #expect(talent.media?.pathAndQuery == "/data/wow/media/tech-talent/812?namespace=static-9.0.2_36532-us")
        // The 2020 shape has none of these.
        #expect(talent.description == nil)
        #expect(talent.spellTooltip == nil)
        #expect(talent.prerequisiteTalent == nil)
    }

    @Test func techTalentMedia() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/tech-talent-media__1612.json")
        #expect(media.id == nil)
        #expect(media.assets.count == 1)
        #expect(media[.icon]?.absoluteString == "https://render-us.worldofwarcraft.com/icons/56/ability_ardenweald_monk.jpg")
        #expect(media.assets.first?.fileDataID == 3636842)
        #expect(media.links?.selfLink.pathAndQuery == "/data/wow/media/tech-talent/1612?namespace=static-9.0.5_37760-us")
    }

    @Test func techTalentWithoutALocaleAndWithASocket() throws {
        // Test input: the locale-less shape, with the conduit socket of Pewtro's types (no recording
        // has one).
        let talent = try decodeInline(WoW.TechTalent.self, """
        {"id": 850, "name": {"en_US": "Potency Conduit", "ko_KR": "잠재력 도관"},
         "socket_type": {"type": "POTENCY", "name": {"en_US": "Potency"}},
         "talent_tree": {"key": {"href": "https://us.api.blizzard.com/data/wow/tech-talent-tree/276?namespace=static-us"}, "id": 276}}
        """)
        #expect(talent.name.description == "Potency Conduit")
        #expect(talent.name.translations[.koKR] == "잠재력 도관")
        #expect(talent.socketType?.type == .potency)
        #expect(talent.socketType?.name?.description == "Potency")
        #expect(talent.talentTree?.name == nil)
        #expect(talent.tier == nil)
    }

    @Test func techTalentReferencesAreTyped() throws {
        let talent = try decodeFixture(WoW.TechTalent.self, "wow/tech-talent__863.json")
        let tree: BattleNetReference<WoW.TechTalentTree>? = talent.talentTree
        #expect(tree?.key.pathAndQuery.hasPrefix("/data/wow/tech-talent-tree/276?") == true)
        let prerequisite: BattleNetReference<WoW.TechTalent>? = talent.prerequisiteTalent
        #expect(prerequisite?.key.pathAndQuery.hasPrefix("/data/wow/tech-talent/850?") == true)
        let spell: BattleNetReference<WoW.Spell>? = talent.spellTooltip?.spell?.reference
        #expect(spell?.key.pathAndQuery.hasPrefix("/data/wow/spell/342270?") == true)
        let media: BattleNetReference<WoW.Media>? = talent.media
        #expect(media?.key.pathAndQuery.hasPrefix("/data/wow/media/tech-talent/863?") == true)
    }

    // MARK: Recordings from other eras (2020–2021 resource text, 2025 documentation)

    @Test func techTalentTreeIndexOf2025Has31TreesTwelveUnnamed() throws {
        let index = try decodeFixture(WoW.TechTalentTreeIndex.self, "wow/tech-talent-tree-index__damia-2025.json")
        #expect(index.talentTrees.count == 31)
        #expect(index.talentTrees.prefix(3).map { $0.id ?? 0 } == [31, 4, 107])
        #expect(index.talentTrees.first?.name == nil)
        #expect(index.talentTrees.filter { $0.name == nil }.count == 12)
        #expect(index.talentTrees.first { $0.id == 275 }?.name == "Dreamweaver")
        #expect(index.talentTrees.last?.name == "Cypher Research Console")
        #expect(index.talentTrees.last?.id == 474)
    }

    @Test func techTalentTree307Of2020HasThreeTalentsInThreeTiers() throws {
        let tree = try decodeFixture(WoW.TechTalentTree.self, "wow/tech-talent-tree__307__argentpony-2021.json")
        #expect(tree.id == 307)
        #expect(tree.maxTiers == 3)
        #expect(tree.talents.compactMap(\.id) == [1053, 1054, 1055])
        #expect(tree.talents.compactMap(\.name?.description) == ["Nurtured Roots", "Fun with Fungi", "Blossoming Network"])
        #expect(tree.talents.first?.pathAndQuery == "/data/wow/tech-talent/1053?namespace=static-9.0.2_36532-us")
        #expect(tree.playableClass == nil)
    }

    @Test func techTalentIndexOf2025Has504Talents() throws {
        let index = try decodeFixture(WoW.TechTalentIndex.self, "wow/tech-talent-index__damia-2025.json")
        #expect(index.talents.count == 504)
        #expect(index.talents.first?.name == "Bloodlust")
        #expect(index.talents.first?.id == 39)
        #expect(index.talents.first { $0.id == 863 }?.name == "Run Without Tiring")
        #expect(index.talents.last?.name == "Boon of the Covenants")
        #expect(index.talents.last?.id == 2193)
    }

    @Test func techTalent863OfPatch9_0_5HasAnUnnamedPrerequisite() throws {
        // The 9.0.5 resource text: the same talent as `techTalentOf2021`, but the prerequisite has no name.
        let talent = try decodeFixture(WoW.TechTalent.self, "wow/tech-talent__863__argentpony-2021.json")
        #expect(talent.id == 863)
        #expect(talent.name == "Run Without Tiring")
        #expect(talent.talentTree?.id == 276)
        #expect(talent.talentTree?.name == "Niya")
        #expect(talent.spellTooltip?.spell?.id == 342270)
        #expect(talent.spellTooltip?.castTime == "Passive")
        #expect(talent.tier == 2)
        #expect(talent.displayOrder == 0)
        #expect(talent.prerequisiteTalent?.id == 850)
        #expect(talent.prerequisiteTalent?.name == nil)
        #expect(talent.media?.pathAndQuery == "/data/wow/media/tech-talent/863?namespace=static-9.0.5_37760-us")
        #expect(talent.links?.selfLink.pathAndQuery == "/data/wow/tech-talent/863?namespace=static-9.0.5_37760-us")
    }

    @Test func techTalentMedia1006Of2020HasAFileDataIDButNoID() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/tech-talent-media__1006__argentpony-2020.json")
        #expect(media.id == nil)
        #expect(media.assets.count == 1)
        #expect(media.assets.first?.fileDataID == 463893)
        #expect(media[.icon]?.absoluteString == "https://render-us.worldofwarcraft.com/icons/56/inv_misc_uncutgemnormal5.jpg")
        #expect(media.links?.selfLink.pathAndQuery == "/data/wow/media/tech-talent/1006?namespace=static-9.0.2_36532-us")
    }
}
