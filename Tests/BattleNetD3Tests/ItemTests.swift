import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetD3

@Suite("D3 community: Item", .timeLimit(.minutes(2)))
struct ItemTests {
    static let fixture2015 = "d3/item__CrABCL-oudQGEgcIBBWZWjYNHWU61OAdyg3pEx07J28kHevi5AUd8dNq1TCL.json"

    /// A current-shape (2019+) body, written for this test after the shape of a public recording of
    /// `/d3/data/item/corrupted-ashbringer-Unique_Sword_2H_104_x1` (lesomnus/D3API test set), texts shortened.
    static let currentShape = #"""
    {"id":"Unique_Sword_2H_104_x1","slug":"corrupted-ashbringer","name":"Corrupted Ashbringer",
     "icon":"unique_sword_2h_104_x1_demonhunter_male",
     "tooltipParams":"/item/corrupted-ashbringer-Unique_Sword_2H_104_x1","requiredLevel":70,"stackSizeMax":0,
     "accountBound":true,"flavorText":"A tale is told.","flavorTextHtml":"<span>A tale is told.</span>",
     "typeName":"Legendary Two-Handed Sword","type":{"twoHanded":true,"id":"Sword2H"},
     "damage":"1137–1702 Damage\n1.15 Attacks per Second","dps":"1,632.4","damageHtml":"<p>1137–1702</p>",
     "color":"orange","isSeasonRequiredToDrop":false,"seasonRequiredToDrop":-1,
     "slots":["right-hand","left-hand","follower-left-hand"],
     "attributes":{"primary":[{"textHtml":"<span>+[1177–1439] Poison Damage</span>","text":"+[1177–1439] Poison Damage"}],
                   "secondary":[{"textHtml":"<span>+[9–15]% Damage to Undead</span>","text":"+[9–15]% Damage to Undead"}],
                   "other":[]},
     "randomAffixes":[{"oneOf":[{"textHtml":"<span>+[946–1125] Strength</span>","text":"+[946–1125] Strength"},
                                {"textHtml":"<span>+[946–1125] Intelligence</span>","text":"+[946–1125] Intelligence"}]}],
     "setItems":[]}
    """#

    @Test func decodes2015Body() throws {
        let item = try decodeFixture(D3.Item.self, Self.fixture2015)
        #expect(item.id == "Unique_Cloak_002_x1")
        #expect(item.name == "The Cloak of the Garwulf")
        #expect(item.slug == nil)
        #expect(item.icon.name == "unique_cloak_002_x1_demonhunter_male")
        #expect(item.displayColor == .orange)
        #expect(item.itemLevel == 70)
        #expect(item.requiredLevel == 70)
        #expect(item.accountBound)
        #expect(item.type.id == .cloak)
        #expect(item.type.twoHanded == false)
        #expect(item.typeName == "Legendary Cloak")
        #expect(item.slots == [.chest])
        #expect(item.armor == nil)
        #expect(item.armorRange == D3.ItemValueRange(min: 660, max: 660))
        #expect(item.dps == nil && item.dpsRange == nil)
        #expect(item.damageRange == "0–0 Damage")
        #expect(item.blockChance == "+0.0% Chance to Block")
        #expect(item.description == nil)
        #expect(item.seasonRequiredToDrop == -1)
        #expect(item.attributes.primary.count == 3)
        #expect(item.attributes.primary[1].affixType == .utility)
        #expect(item.attributes.primary[0].color == .blue)
        #expect(item.attributes.primary[0].textHTML == nil)
        #expect(item.attributes.passive?.first?.text == "Companion - Wolf Companion now summons 3 wolves.")
        #expect(item.attributes.other == nil)
        #expect(item.attributesRaw?["Dexterity_Item"]?.max == 456)
        #expect(item.attributesRaw?.count == 14)
        #expect(item.randomAffixes == [])
        #expect(item.gems?.count == 2)
        #expect(item.gems?.first?.item.id == "Emerald_18")
        #expect(item.gems?.first?.item.displayColor == .blue)
        #expect(item.gems?.first?.isJewel == false)
        #expect(item.gems?.first?.jewelRank == nil)
        #expect(item.gems?.first?.attributes.primary.first?.text == "+220 Dexterity")
        #expect(item.setItems == nil)
    }

    @Test func decodesCurrentShape() throws {
        let item = try JSONDecoder().decode(D3.Item.self, from: Data(Self.currentShape.utf8))
        #expect(item.id == "Unique_Sword_2H_104_x1")
        #expect(item.slug == "corrupted-ashbringer")
        #expect(item.name == "Corrupted Ashbringer")
        #expect(item.displayColor == .orange)
        #expect(item.type.id == .sword2H)
        #expect(item.type.twoHanded)
        #expect(item.slots == [.rightHand, .leftHand, .followerLeftHand])
        #expect(item.dps == "1,632.4")
        #expect(item.dpsRange == nil)
        #expect(item.flavorTextHTML == "<span>A tale is told.</span>")
        #expect(item.itemLevel == nil)
        #expect(item.attributes.secondary?.count == 1)
        #expect(item.attributes.other == [])
        #expect(item.attributes.passive == nil)
        #expect(item.randomAffixes?.first?.oneOf.count == 2)
        #expect(item.randomAffixes?.first?.oneOf[0].textHTML == "<span>+[946–1125] Strength</span>")
        #expect(item.setItems == [])
        #expect(item.gems == nil)
    }

    @Test func currentArmorTextDecodes() throws {
        let armored = Self.currentShape.replacingOccurrences(
            of: #""setItems":[]}"#, with: #""setItems":[],"armor":"660","armorHtml":"<p>660</p>"}"#)
        let item = try JSONDecoder().decode(D3.Item.self, from: Data(armored.utf8))
        #expect(item.armor == "660")
        #expect(item.armorHTML == "<p>660</p>")
        #expect(item.armorRange == nil)
    }

    @Test func roundTripsBothShapes() throws {
        let old = try decodeFixture(D3.Item.self, Self.fixture2015)
        let current = try JSONDecoder().decode(D3.Item.self, from: Data(Self.currentShape.utf8))
        for item in [old, current] {
            let data = try JSONEncoder().encode(item)
            #expect(try JSONDecoder().decode(D3.Item.self, from: data) == item)
        }
    }

}
