import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

/// No heirloom body was ever recorded: every input here is a test snippet shaped as Pewtro's types
/// describe the documents.
@Suite("WoW game data: Heirloom", .timeLimit(.minutes(2)))
struct HeirloomTests {
    /// Test input: an heirloom without a locale (every localized string an object keyed by locale).
    @Test func decodesTheLocaleLessShape() throws {
        let heirloom = try decodeInline(WoW.Heirloom.self, """
        {"id": 1, "item": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/122349?namespace=static-us"}, "name": {"en_US": "Test Heirloom"}, "id": 122349},
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/item/122349?namespace=static-us"}, "id": 122349},
         "source": {"type": "VENDOR", "name": {"en_US": "Vendor", "de_DE": "Händler"}},
         "source_description": {"en_US": "Vendor: Test", "de_DE": "Händler: Test"},
         "upgrades": []}
        """)
        #expect(heirloom.item.name?.description == "Test Heirloom")
        #expect(heirloom.source.type == "VENDOR")
        #expect(heirloom.source.name?.resolved(for: .deDE) == "Händler")
        #expect(heirloom.sourceDescription.resolved(for: .deDE) == "Händler: Test")
        #expect(heirloom.upgrades.isEmpty)
    }

    /// Test input: an heirloom with one upgrade level, as Pewtro's `HeirloomResponse` lists it.
    @Test func typesItsReferencesAndUpgrades() throws {
        let heirloom = try decodeInline(WoW.Heirloom.self, """
        {"id": 1, "item": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/122349?namespace=static-us"}, "name": "Test Heirloom", "id": 122349},
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/item/122349?namespace=static-us"}, "id": 122349},
         "source": {"type": "VENDOR", "name": "Vendor"}, "source_description": "Vendor: Test",
         "upgrades": [{"level": 1, "item": {
             "item": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/122349?namespace=static-us"}, "id": 122349},
             "name": "Test Heirloom", "quality": {"type": "HEIRLOOM", "name": "Heirloom"},
             "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/item/122349?namespace=static-us"}, "id": 122349},
             "item_class": {"key": {"href": "https://us.api.blizzard.com/data/wow/item-class/2?namespace=static-us"}, "name": "Weapon", "id": 2},
             "item_subclass": {"key": {"href": "https://us.api.blizzard.com/data/wow/item-class/2/item-subclass/7?namespace=static-us"}, "name": "Sword", "id": 7},
             "inventory_type": {"type": "WEAPON", "name": "One-Hand"},
             "binding": {"type": "TO_BNETACCOUNT", "name": "Binds to Blizzard account"},
             "bonus_list": [6653], "context": 0,
             "level": {"value": 1, "display_string": "Item Level 1"},
             "requirements": {"level": {"display_string": "Requires level 1 to 60"}},
             "stats": [{"type": {"type": "STAMINA", "name": "Stamina"}, "value": 1, "is_equip_bonus": true,
                        "display": {"display_string": "+1 Stamina", "color": {"r": 255, "g": 255, "b": 255, "a": 1}}}],
             "upgrades": {"value": 1, "max_value": 6, "display_string": "Heirloom Upgrade Level: 1/6"}}}]}
        """)
        let item: BattleNetReference<WoW.Item> = heirloom.item
        let media: BattleNetReference<WoW.Media> = heirloom.media
        #expect(item.key.pathAndQuery.hasPrefix("/data/wow/item/122349"))
        #expect(media.key.pathAndQuery.hasPrefix("/data/wow/media/item/122349"))
        let upgrade = try #require(heirloom.upgrades.first)
        #expect(upgrade.level == 1)
        #expect(upgrade.item.quality.type == .heirloom)
        #expect(upgrade.item.upgrades?.maxValue == 6)
        #expect(upgrade.item.requirements?.level?.value == nil)
        #expect(upgrade.item.stats?.first?.isEquipBonus == true)
        #expect(upgrade.item.bonusList == [6653])
    }

    /// Test input: the index.
    @Test func decodesTheIndex() throws {
        let index = try decodeInline(WoW.HeirloomIndex.self, """
        {"heirlooms": [{"key": {"href": "https://us.api.blizzard.com/data/wow/heirloom/1?namespace=static-us"}, "name": "Test Heirloom", "id": 1}]}
        """)
        let heirloom: BattleNetReference<WoW.Heirloom>? = index.heirlooms.first
        #expect(heirloom?.key.lastPathComponent == "1")
    }
}
