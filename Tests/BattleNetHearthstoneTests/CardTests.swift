import BattleNetFixtures
import BattleNetCore
import BattleNetHearthstone
import Foundation
import Testing

@Suite("Hearthstone cards: every recorded card and search page, and the shapes Blizzard varies")
struct CardTests {
    @Test("every recorded card decodes with its id and name", arguments: [
        ("hs/card__254-innervate.json", 254, "Innervate"),
        ("hs/card__39117-khadgar.json", 39117, "Khadgar"),
        ("hs/card__43406-uther-of-the-ebon-blade.json", 43406, "Uther of the Ebon Blade"),
        ("hs/card__52119-arch-villain-rafaam.json", 52119, "Arch-Villain Rafaam"),
        ("hs/card__52119-arch-villain-rafaam__rbattlenet.json", 52119, "Arch-Villain Rafaam"),
        ("hs/card__53002-kalecgos.json", 53002, "Kalecgos"),
    ])
    func recordedCard(path: String, id: Int, name: String) throws {
        let card = try decodeFixture(Hearthstone.Card.self, path)
        #expect(card.id == id)
        #expect(card.name.description == name)
        #expect(card.slug.hasPrefix("\(id)-"))
        #expect(card.isCollectible)
        #expect(card.image?.url?.host == "d15f34w2p8l1cc.cloudfront.net")
    }

    @Test func spellInnervate() throws {
        let card = try decodeFixture(Hearthstone.Card.self, "hs/card__254-innervate.json")
        #expect(card.classID == 2 && card.multiClassIDs.isEmpty)
        #expect(card.cardTypeID == 5 && card.setID == 2 && card.rarityID == 2)
        #expect(card.artistName == "Doug Alexander")
        #expect(card.manaCost == 0)
        #expect(card.attack == nil && card.health == nil && card.durability == nil)
        #expect(card.text?.description == "Gain 1 Mana Crystal this turn only.")
        #expect(card.flavorText?.description.hasPrefix("Some druids still have flashbacks") == true)
        // "imageGold": "" is no link.
        #expect(card.imageGold == nil)
        #expect(card.cropImage?.url?.pathExtension == "jpg")
        #expect(card.childIDs.isEmpty && card.keywordIDs.isEmpty && card.parentID == nil)
        #expect(card.battlegrounds == nil && card.mercenaryHero == nil)
    }

    @Test func heroSkinKhadgarHasAParentAndNullFields() throws {
        let card = try decodeFixture(Hearthstone.Card.self, "hs/card__39117-khadgar.json")
        #expect(card.parentID == 637)
        #expect(card.childIDs == [39791])
        #expect(card.artistName == nil)   // "artistName": null
        #expect(card.cropImage == nil)    // "cropImage": null
        #expect(card.health == 30 && card.cardTypeID == 3)
        #expect(card.text?.description == "")
    }

    @Test func playableHeroUtherHasArmorChildrenAndKeywords() throws {
        let card = try decodeFixture(Hearthstone.Card.self, "hs/card__43406-uther-of-the-ebon-blade.json")
        #expect(card.armor == 5 && card.health == 30 && card.manaCost == 9)
        #expect(card.childIDs == [43013, 43405])
        #expect(card.keywordIDs == [8, 38])
        #expect(card.setID == 1001 && card.rarityID == 5)
    }

    @Test func minionKalecgosHasATribe() throws {
        let card = try decodeFixture(Hearthstone.Card.self, "hs/card__53002-kalecgos.json")
        #expect(card.minionTypeID == 24 && card.minionTypeIDs == [24])
        #expect(card.attack == 4 && card.health == 12 && card.manaCost == 10)
        #expect(card.childIDs == [57805] && card.keywordIDs == [8, 21])
        #expect(card.classIDs == [4])
    }

    @Test("the 2019 body of a card lacks multiClassIds, imageGold and cropImage")
    func olderShapeOfTheSameCard() throws {
        let older = try decodeFixture(Hearthstone.Card.self, "hs/card__52119-arch-villain-rafaam__rbattlenet.json")
        let newer = try decodeFixture(Hearthstone.Card.self, "hs/card__52119-arch-villain-rafaam.json")
        #expect(older.multiClassIDs.isEmpty && older.imageGold == nil && older.cropImage == nil)
        #expect(newer.cropImage != nil)
        #expect(older.artistName == "Alex Horley" && newer.artistName == "Alex Horley Orlandelli")
        #expect(older.keywordIDs == [1, 8] && newer.keywordIDs == [1, 8])
        #expect(older.classID == 9 && older.cardTypeID == 4 && older.setID == 1130)
        #expect(older.attack == 7 && older.health == 8 && older.manaCost == 7)
    }

    @Test("a recorded card encodes and decodes back to an equal card")
    func roundTripOfRecordings() throws {
        for path in ["hs/card__52119-arch-villain-rafaam.json", "hs/card__39117-khadgar.json"] {
            let card = try decodeFixture(Hearthstone.Card.self, path)
            #expect(try roundTrip(card) == card)
        }
        let encoded = try JSONEncoder().encode(try decodeFixture(Hearthstone.Card.self, "hs/card__254-innervate.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(object["collectible"] as? Int == 1)
        #expect(object["cardSetId"] as? Int == 2)
    }

    @Test("the recorded search for 1-mana 1/1 cards: page 1 of 2")
    func searchPage() throws {
        let page = try decodeFixture(Hearthstone.CardPage.self, "hs/cards-search.json")
        #expect(page.cardCount == 48 && page.pageCount == 2 && page.page == 1)
        #expect(page.cards.count == 40)
        #expect(page.hasNextPage)
        #expect(page.cards.first?.name.description == "Forbidden Ancient")
        #expect(page.cards.last?.name.description == "Faithful Lumi")
        #expect(page.cards.allSatisfy { $0.manaCost == 1 && $0.attack == 1 && $0.health == 1 })
    }

    @Test("the recorded search for 3-mana 5/1 minions: one page of four")
    func smallSearchPage() throws {
        let page = try decodeFixture(Hearthstone.CardPage.self, "hs/cards-search__rbattlenet.json")
        #expect(page.cardCount == 4 && page.pageCount == 1 && !page.hasNextPage)
        #expect(page.cards.map(\.name.description) == ["Elder Longneck", "Shadow Rager", "Magma Rager", "Faceless Rager"])
        #expect(page.cards[0].minionTypeID == 20 && page.cards[0].keywordIDs == [8, 34])
    }

    @Test("inline (not a recording): a call without locale sends every text and image keyed by locale")
    func localeKeyedCard() throws {
        let json = #"""
        {"id": 254, "collectible": 1, "slug": "254-innervate", "classId": 2, "multiClassIds": [],
         "cardTypeId": 5, "cardSetId": 1635, "rarityId": 1, "artistName": "Doug Alexander", "manaCost": 0,
         "name": {"en_US": "Innervate", "de_DE": "Anregen", "fr_FR": "Innervation"},
         "text": {"en_US": "Gain 1 Mana Crystal this turn only.", "de_DE": "Erhaltet in diesem Zug 1 Manakristall."},
         "flavorText": {"en_US": "", "de_DE": ""},
         "image": {"en_US": "https://example.invalid/en.png", "de_DE": "https://example.invalid/de.png"},
         "imageGold": {"en_US": "", "de_DE": ""},
         "cropImage": "https://example.invalid/crop.jpg"}
        """#
        let card = try decodeInline(Hearthstone.Card.self, json)
        #expect(card.name.resolved(for: .deDE) == "Anregen")
        #expect(card.name.resolved(for: .frFR) == "Innervation")
        #expect(card.name.description == "Innervate")
        #expect(card.text?.resolved(for: .deDE) == "Erhaltet in diesem Zug 1 Manakristall.")
        #expect(card.image?.resolved(for: .deDE)?.lastPathComponent == "de.png")
        #expect(card.image?.url?.lastPathComponent == "en.png")
        #expect(card.imageGold == nil)   // every locale "" is no link
        #expect(card.cropImage?.single?.lastPathComponent == "crop.jpg")
        #expect(try roundTrip(card) == card)
    }

    @Test("inline (not a recording): a current Battlegrounds card with the fields 2019 bodies lack")
    func battlegroundsCard() throws {
        let json = #"""
        {"id": 60626, "collectible": 0, "slug": "60626-brann-bronzebeard", "classId": 12, "multiClassIds": [],
         "minionTypeId": null, "multiTypeIds": [20, 24], "cardTypeId": 4, "cardSetId": 1453, "rarityId": null,
         "artistName": null, "health": 4, "attack": 2, "manaCost": 3, "name": "Brann Bronzebeard",
         "text": "Your <b>Battlecries</b> trigger twice.", "image": "https://example.invalid/brann.png",
         "imageGold": "", "flavorText": "", "cropImage": null, "keywordIds": [8], "copyOfCardId": 1035,
         "isZilliaxFunctionalModule": false, "isZilliaxCosmeticModule": false, "bannedFromSideboard": 1,
         "battlegrounds": {"tier": 5, "hero": false, "quest": false, "reward": false, "duosOnly": false,
                           "solosOnly": true, "upgradeId": 60627, "companionId": null,
                           "image": "https://example.invalid/bg.png", "imageGold": "https://example.invalid/bg-gold.png",
                           "somethingNew": {"nested": [1, 2]}},
         "aFieldFrom2030": {"whatever": true}}
        """#
        let card = try decodeInline(Hearthstone.Card.self, json)
        #expect(!card.isCollectible)
        #expect(card.rarityID == nil && card.minionTypeID == nil)
        #expect(card.multiTypeIDs == [20, 24] && card.minionTypeIDs == [20, 24])
        #expect(card.copyOfCardID == 1035)
        #expect(card.isBannedFromSideboard == true)
        #expect(card.isZilliaxFunctionalModule == false)
        let battlegrounds = try #require(card.battlegrounds)
        #expect(battlegrounds.tier == 5 && battlegrounds.isHero == false && battlegrounds.isSolosOnly == true)
        #expect(battlegrounds.upgradeID == 60627 && battlegrounds.companionID == nil)
        #expect(battlegrounds.imageGold?.url?.lastPathComponent == "bg-gold.png")
        #expect(try roundTrip(card) == card)
    }

    @Test("inline (not a recording): a Mercenaries hero card, shape from Pewtro's types")
    func mercenaryCard() throws {
        let json = #"""
        {"id": 70000, "collectible": 1, "slug": "70000-cookie", "classId": null, "cardTypeId": 3, "cardSetId": 1705,
         "name": "Cookie, the Cook", "manaCost": 0,
         "mercenaryHero": {"collectible": 1, "craftingCost": 100, "default": 1, "faction": null, "mercId": 18,
                           "rarity": 3, "roleId": 1, "statsByLevel": {"1": {"attack": 1, "health": 8}, "30": {"attack": 5, "health": 40}}}}
        """#
        let card = try decodeInline(Hearthstone.Card.self, json)
        #expect(card.classID == nil && card.text == nil && card.image == nil)
        let hero = try #require(card.mercenaryHero)
        #expect(hero.isCollectible == true && hero.isDefault == true && hero.factionID == nil)
        #expect(hero.mercenaryID == 18 && hero.roleID == 1 && hero.rarityID == 3 && hero.craftingCost == 100)
        #expect(hero.statsByLevel[30]?.health == 40 && hero.statsByLevel[1]?.attack == 1)
        #expect(try roundTrip(card) == card)
    }

    @Test("inline (not a recording): the shapes peers disagree on decode to one value")
    func lenientShapes() throws {
        let json = #"""
        {"id": "69586", "collectible": true, "slug": "69586-battlefiend", "cardTypeId": 4, "cardSetId": 1637,
         "name": "Battlefiend", "copyOfCardId": [58487], "childIds": null, "keywordIds": 15,
         "runeCost": {"blood": 2}, "touristClassId": 7, "duels": {"relevant": true, "constructed": true},
         "battlegrounds": {"tier": "hero", "hero": 1}, "mercenaryHero": "not an object"}
        """#
        let card = try decodeInline(Hearthstone.Card.self, json)
        #expect(card.id == 69586 && card.isCollectible)
        #expect(card.copyOfCardID == 58487)
        #expect(card.childIDs.isEmpty && card.keywordIDs == [15])
        #expect(card.runeCost?.blood == 2 && card.runeCost?.frost == 0 && card.runeCost?.total == 2)
        #expect(card.touristClassID == 7)
        #expect(card.duels?.isRelevant == true && card.duels?.isConstructed == true)
        #expect(card.battlegrounds?.tier == nil && card.battlegrounds?.isHero == true)
        #expect(card.mercenaryHero == nil)
        #expect(card.manaCost == nil)
    }

    @Test("inline (a hostile body): rune counts that add up past Int give a total of Int.max, not a trap")
    func runeCountsPastInt() throws {
        let json = #"""
        {"id": 1, "collectible": 1, "slug": "1-x", "name": "x", "cardTypeId": 4, "cardSetId": 1637,
         "runeCost": {"blood": 9223372036854775807, "frost": 1, "unholy": 1}}
        """#
        let card = try decodeInline(Hearthstone.Card.self, json)
        #expect(card.runeCost?.blood == Int.max)
        #expect(card.runeCost?.total == Int.max)
        let negative = try decodeInline(Hearthstone.Card.self, json.replacingOccurrences(of: "9223372036854775807, \"frost\": 1", with: "-9223372036854775808, \"frost\": -1"))
        #expect(negative.runeCost?.total == Int.min)
    }

    @Test("a card without its required fields fails with the missing key named")
    func missingName() throws {
        let json = #"{"id": 1, "collectible": 1, "slug": "1-x", "cardTypeId": 4, "cardSetId": 2}"#
        let error = try #require(throws: BattleNetError.self) { try decodeInline(Hearthstone.Card.self, json) }
        #expect(error.kind == .decoding)
        #expect(error.codingPath == "name")
    }
}
