import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Item", .timeLimit(.minutes(2)))
struct ItemTests {
    // MARK: Items

    @Test func decodesThunderfuryWithItsPreview() throws {
        let item = try decodeFixture(WoW.Item.self, "wow/item__19019.json")
        #expect(item.id == 19019)
        #expect(item.name == "Thunderfury, Blessed Blade of the Windseeker")
        #expect(item.quality.type == .legendary)
        #expect(item.quality.name == "Legendary")
        #expect(item.level == 58)
        #expect(item.requiredLevel == 60)
        #expect(item.media.id == 19019)
        #expect(item.media.pathAndQuery == "/data/wow/media/item/19019?namespace=static-8.3.0_32861-us")
        #expect(item.itemClass.id == 2)
        #expect(item.itemClass.name == "Weapon")
        #expect(item.itemSubclass.name == "Sword")
        #expect(item.itemSubclass.pathAndQuery.hasPrefix("/data/wow/item-class/2/item-subclass/7"))
        #expect(item.inventoryType.type == .weapon)
        #expect(item.inventoryType.name == "One-Hand")
        #expect(item.purchasePrice == 575526)
        #expect(item.sellPrice == 115105)
        #expect(item.maxCount == 1)
        #expect(item.isEquippable)
        #expect(!item.isStackable)
        #expect(item.purchaseQuantity == nil)
        #expect(item.description == nil)
        #expect(item.appearances == nil)

        let preview = try #require(item.previewItem)
        #expect(preview.item.id == 19019)
        #expect(preview.name == "Thunderfury, Blessed Blade of the Windseeker")
        #expect(preview.binding?.type == "ON_ACQUIRE")
        #expect(preview.binding?.name == "Binds when picked up")
        #expect(preview.uniqueEquipped == "Unique")
        #expect(preview.weapon?.damage.minValue == 16)
        #expect(preview.weapon?.damage.maxValue == 28)
        #expect(preview.weapon?.damage.damageClass.type == "PHYSICAL")
        #expect(preview.weapon?.attackSpeed.value == 2600)
        #expect(preview.weapon?.attackSpeed.displayString == "Speed 2.60")
        #expect(preview.weapon?.dps.value == 8.461538)
        #expect(preview.weapon?.dps.displayString == "(8.5 damage per second)")
        #expect(preview.weapon?.additionalDamage == nil)
        #expect(preview.stats?.map(\.type.type) == [.agility, .stamina, .fireResistance, .natureResistance])
        #expect(preview.stats?.first?.isNegated == true)
        #expect(preview.stats?.first?.display.color?.r == 128)
        #expect(preview.stats?[1].isNegated == nil)
        #expect(preview.stats?[1].display.displayString == "+5 Stamina")
        #expect(preview.spells?.count == 1)
        #expect(preview.spells?.first?.spell.id == 21992)
        #expect(preview.spells?.first?.spell.pathAndQuery.hasPrefix("/data/wow/spell/21992") == true)
        #expect(preview.spells?.first?.description.description.hasPrefix("Chance on hit: Blasts your enemy") == true)
        #expect(preview.sellPrice?.value == 115105)
        #expect(preview.sellPrice?.displayStrings?.header == "Sell Price:")
        #expect(preview.sellPrice?.displayStrings?.gold == "11")
        #expect(preview.sellPrice?.displayStrings?.silver == "51")
        #expect(preview.sellPrice?.displayStrings?.copper == "5")
        #expect(preview.requirements?.level?.value == 60)
        #expect(preview.requirements?.level?.displayString == "Requires Level 60")
        #expect(preview.level?.value == 58)
        #expect(preview.level?.displayString == "Item Level 58")
        #expect(preview.durability?.value == 130)
        #expect(preview.durability?.displayString == "Durability 130 / 130")
        #expect(preview.armor == nil)
        #expect(preview.set == nil)
        #expect(preview.recipe == nil)
    }

    @Test func decodesA2019ItemWithoutPreview() throws {
        let item = try decodeFixture(WoW.Item.self, "wow/item__18803.json")
        #expect(item.name == "Finkle's Lava Dredger")
        #expect(item.quality.type == .epic)
        #expect(item.inventoryType.type == .twoHandWeapon)
        #expect(item.itemSubclass.name == "Mace")
        #expect(item.maxCount == 0)
        #expect(item.purchasePrice == 579383)
        #expect(item.description == "Property of Finkle Einhorn, Grandmaster Adventurer")
        #expect(item.previewItem == nil)
        #expect(item.links?.selfLink.pathAndQuery == "/data/wow/item/18803?namespace=static-8.2.5_31884-eu")
    }

    @Test func decodesAQuestItem() throws {
        let item = try decodeFixture(WoW.Item.self, "wow/item__18804.json")
        #expect(item.name == "Lord Grayson's Satchel")
        #expect(item.quality.type == .common)
        #expect(item.requiredLevel == 0)
        #expect(item.itemClass.name == "Quest")
        #expect(item.itemSubclass.id == 0)
        #expect(item.inventoryType.type == .nonEquippable)
        #expect(item.inventoryType.name == "Non-equippable")
        #expect(!item.isEquippable)
        #expect(item.sellPrice == 0)
        #expect(item.description?.description.hasPrefix("Your finished Divination Scryer") == true)
    }

    @Test func decodesTheClassicThunderfury() throws {
        let item = try decodeFixture(WoW.Item.self, "wow-classic/item__19019.json")
        #expect(item.name == "Thunderfury, Blessed Blade of the Windseeker")
        #expect(item.level == 80)
        #expect(item.purchasePrice == 1276777)
        #expect(item.sellPrice == 255355)
        #expect(item.previewItem == nil)
        #expect(item.media.pathAndQuery == "/data/wow/media/item/19019?namespace=static-1.13.2_31446-classic-eu")
    }

    @Test func decodesItemMedia() throws {
        let older = try decodeFixture(WoW.Media.self, "wow/item-media__19019.json")
        #expect(older.id == nil)
        #expect(older[.icon]?.absoluteString == "https://render-eu.worldofwarcraft.com/icons/56/inv_sword_39.jpg")
        let current = try decodeFixture(WoW.Media.self, "wow/item-media__19019__argentpony.json")
        #expect(current.id == 19019)
        #expect(current[.icon]?.absoluteString == "https://render-us.worldofwarcraft.com/icons/56/inv_sword_39.jpg")
        let classic = try decodeFixture(WoW.Media.self, "wow-classic/item-media__19019.json")
        #expect(classic[.icon]?.absoluteString == "https://render-classic-eu.worldofwarcraft.com/icons/56/inv_sword_39.jpg")
    }

    // MARK: Classes, subclasses, sets

    @Test func decodesItemClassIndexes() throws {
        let retail = try decodeFixture(WoW.ItemClassIndex.self, "wow/item-class-index.json")
        #expect(retail.itemClasses.count == 17)
        #expect(retail.itemClasses.first?.name == "Consumable")
        #expect(retail.itemClasses.last?.name == "WoW Token")
        #expect(retail.itemClasses.last?.id == 18)
        let newer = try decodeFixture(WoW.ItemClassIndex.self, "wow/item-class-index__argentpony.json")
        #expect(newer.itemClasses.count == 17)
        #expect(newer.itemClasses[1].pathAndQuery == "/data/wow/item-class/1?namespace=static-8.3.0_32861-us")
        let classic = try decodeFixture(WoW.ItemClassIndex.self, "wow-classic/item-class-index.json")
        #expect(classic.itemClasses.count == 12)
        #expect(classic.itemClasses.last?.name == "Miscellaneous")
        #expect(classic.itemClasses.last?.id == 15)
    }

    @Test func decodesItemClasses() throws {
        let consumable = try decodeFixture(WoW.ItemClass.self, "wow/item-class__0.json")
        #expect(consumable.classID == 0)
        #expect(consumable.name == "Consumable")
        #expect(consumable.itemSubclasses?.count == 8)
        #expect(consumable.itemSubclasses?.last?.name == "Vantus Rune")
        let container = try decodeFixture(WoW.ItemClass.self, "wow/item-class__1.json")
        #expect(container.classID == 1)
        #expect(container.itemSubclasses?.count == 11)
        #expect(container.itemSubclasses?.last?.name == "Cooking Bag")
        let classic = try decodeFixture(WoW.ItemClass.self, "wow-classic/item-class__1.json")
        #expect(classic.name == "Container")
        #expect(classic.itemSubclasses?.count == 5)
        #expect(classic.itemSubclasses?.last?.name == "Engineering Bag")
        #expect(classic.itemSubclasses?.last?.pathAndQuery.hasPrefix("/data/wow/item-class/1/item-subclass/4?") == true)
    }

    @Test func decodesItemSubclasses() throws {
        let retail = try decodeFixture(WoW.ItemSubclass.self, "wow/item-class-item-subclass__0_0.json")
        #expect(retail.classID == 0)
        #expect(retail.subclassID == 0)
        #expect(retail.displayName == "Explosives and Devices")
        #expect(retail.hideSubclassInTooltips == true)
        #expect(retail.verboseName == nil)
        let newer = try decodeFixture(WoW.ItemSubclass.self, "wow/item-class-item-subclass__0_0__argentpony.json")
        #expect(newer.displayName == "Explosives and Devices")
        #expect(newer.links?.selfLink.pathAndQuery == "/data/wow/item-class/0/item-subclass/0?namespace=static-8.3.0_32861-us")
        let classic = try decodeFixture(WoW.ItemSubclass.self, "wow-classic/item-class-item-subclass__0_0.json")
        #expect(classic.displayName == "Consumable")
        #expect(classic.hideSubclassInTooltips == true)
    }

    @Test func decodesItemSetIndex() throws {
        let index = try decodeFixture(WoW.ItemSetIndex.self, "wow/item-set-index.json")
        #expect(index.itemSets.count == 6)
        #expect(index.itemSets.compactMap(\.id) == [1, 41, 65, 81, 1443, 1452])
        #expect(index.itemSets.first?.name == "The Gladiator")
    }

    @Test func decodesItemSet() throws {
        let set = try decodeFixture(WoW.ItemSet.self, "wow/item-set__1.json")
        #expect(set.id == 1)
        #expect(set.name == "The Gladiator")
        #expect(set.items.count == 5)
        #expect(set.items.first?.id == 11729)
        #expect(set.items.first?.name == "Savage Gladiator Helm")
        #expect(set.items.last?.pathAndQuery == "/data/wow/item/11730?namespace=static-8.3.0_32861-us")
        #expect(set.effects.map(\.requiredCount) == [2, 3, 4, 5])
        #expect(set.effects.first?.displayString == "(2) Set: +0 Armor.")
        #expect(set.effects.first?.isActive == nil)
        #expect(set.isEffectActive == false)
    }

    // MARK: Shapes no recording has

    /// Test input: an item body as Blizzard sends it when no locale is requested (every localized
    /// string an object keyed by locale).
    @Test func decodesTheLocaleLessShape() throws {
        let item = try decodeInline(WoW.Item.self, """
        {"id": 19019, "name": {"en_US": "Thunderfury, Blessed Blade of the Windseeker", "fr_FR": "Lame-tonnerre, lame bénie du Cherchevent"},
         "quality": {"type": "LEGENDARY", "name": {"en_US": "Legendary", "de_DE": "Legendär"}},
         "level": 58, "required_level": 60,
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/item/19019?namespace=static-us"}, "id": 19019},
         "item_class": {"key": {"href": "https://us.api.blizzard.com/data/wow/item-class/2?namespace=static-us"}, "name": {"en_US": "Weapon"}, "id": 2},
         "item_subclass": {"key": {"href": "https://us.api.blizzard.com/data/wow/item-class/2/item-subclass/7?namespace=static-us"}, "name": {"en_US": "Sword"}, "id": 7},
         "inventory_type": {"type": "WEAPON", "name": {"en_US": "One-Hand"}},
         "purchase_price": 575526, "purchase_quantity": 1, "sell_price": 115105, "max_count": 1,
         "is_equippable": true, "is_stackable": false,
         "appearances": [{"key": {"href": "https://us.api.blizzard.com/data/wow/item-appearance/2716?namespace=static-us"}, "id": 2716}]}
        """)
        #expect(item.name.resolved(for: .frFR) == "Lame-tonnerre, lame bénie du Cherchevent")
        #expect(item.name.description == "Thunderfury, Blessed Blade of the Windseeker")
        #expect(item.quality.name?.resolved(for: .deDE) == "Legendär")
        #expect(item.itemClass.name?.description == "Weapon")
        #expect(item.purchaseQuantity == 1)
        #expect(item.appearances?.first?.id == 2716)
    }

    @Test func typesItsReferences() throws {
        let item = try decodeFixture(WoW.Item.self, "wow/item__19019.json")
        let media: BattleNetReference<WoW.Media> = item.media
        let itemClass: BattleNetReference<WoW.ItemClass> = item.itemClass
        let spell: BattleNetReference<WoW.Spell>? = item.previewItem?.spells?.first?.spell
        #expect(media.key.pathAndQuery.hasPrefix("/data/wow/media/item/"))
        #expect(itemClass.key.lastPathComponent == "2")
        #expect(spell?.key.pathAndQuery.hasPrefix("/data/wow/spell/") == true)
    }

    /// Test input: a preview with the kinds of blocks Pewtro's types list and no recorded item has
    /// (armor, a bare-number sell price, a class requirement, a set, a socket, a recipe).
    @Test func decodesPreviewBlocksOfOtherItemKinds() throws {
        let preview = try decodeInline(WoW.ItemPreview.self, """
        {"item": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/100?namespace=static-us"}, "id": 100},
         "name": "Test Recipe", "quality": {"type": "RARE", "name": "Rare"},
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/item/100?namespace=static-us"}, "id": 100},
         "item_class": {"key": {"href": "https://us.api.blizzard.com/data/wow/item-class/9?namespace=static-us"}, "name": "Recipe", "id": 9},
         "item_subclass": {"key": {"href": "https://us.api.blizzard.com/data/wow/item-class/9/item-subclass/1?namespace=static-us"}, "name": "Leatherworking", "id": 1},
         "inventory_type": {"type": "NON_EQUIP", "name": "Non-equippable"},
         "armor": {"value": 12, "display": {"display_string": "12 Armor", "color": {"r": 255, "g": 255, "b": 255, "a": 1}}},
         "sell_price": 250,
         "requirements": {"playable_classes": {"links": [{"key": {"href": "https://us.api.blizzard.com/data/wow/playable-class/2?namespace=static-us"}, "name": "Paladin", "id": 2}], "display_string": "Classes: Paladin"}},
         "set": {"item_set": {"key": {"href": "https://us.api.blizzard.com/data/wow/item-set/1?namespace=static-us"}, "name": "The Gladiator", "id": 1},
                 "items": [{"item": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/11729?namespace=static-us"}, "name": "Savage Gladiator Helm", "id": 11729}}],
                 "effects": [{"display_string": "(2) Set: +0 Armor.", "required_count": 2}], "display_string": "The Gladiator (0/5)"},
         "sockets": [{"socket_type": {"type": "PRISMATIC", "name": "Prismatic Socket"}}],
         "recipe": {"item": {"item": {"key": {"href": "https://us.api.blizzard.com/data/wow/item/101?namespace=static-us"}, "id": 101},
                             "name": "Crafted Thing", "quality": {"type": "RARE", "name": "Rare"},
                             "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/item/101?namespace=static-us"}, "id": 101},
                             "item_class": {"key": {"href": "https://us.api.blizzard.com/data/wow/item-class/4?namespace=static-us"}, "name": "Armor", "id": 4},
                             "item_subclass": {"key": {"href": "https://us.api.blizzard.com/data/wow/item-class/4/item-subclass/2?namespace=static-us"}, "name": "Leather", "id": 2},
                             "inventory_type": {"type": "CHEST", "name": "Chest"}},
                    "reagents": [{"key": {"href": "https://us.api.blizzard.com/data/wow/item/2318?namespace=static-us"}, "name": "Light Leather", "id": 2318, "quantity": 6}],
                    "reagents_display_string": "Requires Light Leather (6)"}}
        """)
        #expect(preview.armor?.value == 12)
        #expect(preview.sellPrice?.value == 250)
        #expect(preview.sellPrice?.displayStrings == nil)
        #expect(preview.requirements?.level == nil)
        #expect(preview.requirements?.playableClasses?.links.first?.id == 2)
        #expect(preview.set?.itemSet?.id == 1)
        #expect(preview.set?.items?.first?.isEquipped == nil)
        #expect(preview.sockets?.first?.socketType.type == "PRISMATIC")
        #expect(preview.recipe?.item?.name == "Crafted Thing")
        #expect(preview.recipe?.item?.inventoryType.type == .chest)
        #expect(preview.recipe?.reagents?.first?.quantity == 6)
        #expect(preview.recipe?.reagents?.first?.reference.id == 2318)
        let again = try ResponseDecoding.decode(WoW.ItemPreview.self, from: JSONEncoder().encode(preview))
        #expect(again == preview)
    }

    /// Test input: one item search page shaped as api-facts §8 and Pewtro's search types describe it.
    @Test func decodesAnItemSearchPage() throws {
        let page = try decodeInline(WoW.SearchPage<WoW.ItemSearchDocument>.self, """
        {"page": 1, "pageSize": 100, "maxPageSize": 100, "pageCount": 1,
         "results": [{"key": {"href": "https://us.api.blizzard.com/data/wow/item/19019?namespace=static-us"},
                      "data": {"id": 19019, "name": {"en_US": "Thunderfury, Blessed Blade of the Windseeker", "de_DE": "Donnerzorn, Gesegnete Klinge des Windsuchers"},
                               "quality": {"type": "LEGENDARY", "name": {"en_US": "Legendary"}},
                               "level": 80, "required_level": 60, "sell_price": 255355, "purchase_price": 1276777, "purchase_quantity": 1,
                               "item_class": {"id": 2, "name": {"en_US": "Weapon"}}, "item_subclass": {"id": 7, "name": {"en_US": "Sword"}},
                               "inventory_type": {"type": "WEAPON", "name": {"en_US": "One-Hand"}},
                               "media": {"id": 19019}, "max_count": 1, "is_equippable": true, "is_stackable": false}}]}
        """)
        #expect(page.resultCountCapped == false)
        let result = try #require(page.results.first)
        let key: BattleNetLink<WoW.Item> = result.key
        #expect(key.lastPathComponent == "19019")
        #expect(result.data.name.resolved(for: .deDE) == "Donnerzorn, Gesegnete Klinge des Windsuchers")
        #expect(result.data.quality.type == .legendary)
        #expect(result.data.itemSubclass.name?.description == "Sword")
        #expect(result.data.media.id == 19019)
        #expect(result.data.media.name == nil)
        #expect(result.data.appearances == nil)
    }

    // MARK: Recordings from other eras (2019 cassettes, 2025 documentation)

    @Test func decodesItemMedia19020Of2019() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/item-media__19020__rbattlenet-2019.json")
        #expect(media.id == nil)
        #expect(media.assets.count == 1)
        #expect(media[.icon]?.absoluteString == "https://render-eu.worldofwarcraft.com/icons/56/inv_scroll_03.jpg")
        #expect(media.links?.selfLink.pathAndQuery == "/data/wow/media/item/19020?namespace=static-8.2.5_31884-eu")
    }

    @Test func decodesItemMedia19019Of2025FromTheSharedRenderHost() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/item-media__19019__damia-2025.json")
        #expect(media.id == 19019)
        #expect(media.assets.first?.fileDataID == 135349)
        #expect(media[.icon]?.absoluteString == "https://render.worldofwarcraft.com/us/icons/56/inv_sword_39.jpg")
        #expect(media.links?.selfLink.pathAndQuery == "/data/wow/media/item/19019?namespace=static-11.2.0_62213-us")
    }

    @Test func decodesItemClassIndexOf2025WithTheProfessionClass() throws {
        let index = try decodeFixture(WoW.ItemClassIndex.self, "wow/item-class-index__damia-2025.json")
        #expect(index.itemClasses.count == 18)
        #expect(index.itemClasses.first?.name == "Battle Pets")
        #expect(index.itemClasses.first?.id == 17)
        #expect(index.itemClasses.last?.name == "Profession")
        #expect(index.itemClasses.last?.id == 19)
        #expect(index.itemClasses.first { $0.id == 18 }?.name == "WoW Token")
        #expect(index.itemClasses[3].pathAndQuery == "/data/wow/item-class/2?namespace=static-11.2.0_62213-us")
    }

    @Test func decodesWeaponItemClass2Of2019() throws {
        let weapon = try decodeFixture(WoW.ItemClass.self, "wow/item-class__2__rbattlenet-2019.json")
        #expect(weapon.classID == 2)
        #expect(weapon.name == "Weapon")
        #expect(weapon.itemSubclasses?.count == 21)
        #expect(weapon.itemSubclasses?.map(\.id) == Array(0...20))
        #expect(weapon.itemSubclasses?.first?.name == "Axe")
        #expect(weapon.itemSubclasses?[9].name == "Warglaives")
        #expect(weapon.itemSubclasses?.last?.name == "Fishing Pole")
        #expect(weapon.itemSubclasses?.last?.pathAndQuery == "/data/wow/item-class/2/item-subclass/20?namespace=static-8.2.5_31884-eu")
    }

    @Test func decodesBagSubclass1_0Of2019WithoutTooltipFlags() throws {
        let bag = try decodeFixture(WoW.ItemSubclass.self, "wow/item-class-item-subclass__1_0__rbattlenet-2019.json")
        #expect(bag.classID == 1)
        #expect(bag.subclassID == 0)
        #expect(bag.displayName == "Bag")
        #expect(bag.verboseName == nil)
        #expect(bag.hideSubclassInTooltips == nil)
        #expect(bag.links?.selfLink.pathAndQuery == "/data/wow/item-class/1/item-subclass/0?namespace=static-8.2.5_31884-eu")
    }
}
