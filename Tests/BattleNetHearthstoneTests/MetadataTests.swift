import BattleNetFixtures
import BattleNetCore
import BattleNetHearthstone
import Foundation
import Testing

@Suite("Hearthstone metadata: the whole document, its elements, the by-type lists and the lookups")
struct MetadataTests {
    static func metadata() throws -> Hearthstone.Metadata {
        try decodeFixture(Hearthstone.Metadata.self, "hs/metadata.json")
    }

    @Test("the recorded 2019 document: every list counted, the lists it lacks empty")
    func recordedDocument() throws {
        let metadata = try Self.metadata()
        #expect(metadata.sets.count == 20)
        #expect(metadata.setGroups.count == 7)
        #expect(metadata.cardTypes.count == 4)
        #expect(metadata.rarities.count == 5)
        #expect(metadata.classes.count == 11)
        #expect(metadata.minionTypes.count == 9)
        #expect(metadata.gameModes.count == 2)
        #expect(metadata.keywords.count == 31)
        #expect(metadata.filterableFields.count == 10 && metadata.filterableFields.first == "collectible")
        #expect(metadata.numericFields == ["manaCost", "attack", "health", "armor"])
        #expect(metadata.cardBackCategories.count == 13)
        #expect(metadata.spellSchools.isEmpty && metadata.mercenaryRoles.isEmpty && metadata.mercenaryFactions.isEmpty)
        #expect(metadata.battlegroundsGameModes.isEmpty && metadata.arenaIDs.isEmpty && metadata.factions.isEmpty)
        #expect(try roundTrip(metadata) == metadata)
    }

    @Test("All Classes has the string id \"*\"; the other classes are numbered")
    func classIDs() throws {
        let metadata = try Self.metadata()
        let all = metadata.classes[0]
        #expect(all.id == .all && all.id.intValue == nil && all.slug == "all")
        #expect(all.name.description == "All Classes" && all.cardID == nil)
        #expect(metadata.classes.dropFirst().allSatisfy { $0.id.intValue != nil })
        #expect(metadata.cardClass(id: 9)?.name.description == "Warlock")
        #expect(metadata.cardClass(id: 9)?.cardID == 893)
        #expect(metadata.cardClass(slug: "neutral")?.id == 12)
        #expect(metadata.cardClass(id: nil) == nil && metadata.cardClass(id: 99) == nil)
    }

    @Test("the lookups turn a card's ids into names")
    func lookups() throws {
        let metadata = try Self.metadata()
        let rafaam = try decodeFixture(Hearthstone.Card.self, "hs/card__52119-arch-villain-rafaam.json")
        #expect(metadata.set(id: rafaam.setID)?.name.description == "Rise of Shadows")
        #expect(metadata.rarity(id: rafaam.rarityID)?.slug == "legendary")
        #expect(metadata.cardType(id: rafaam.cardTypeID)?.name.description == "Minion")
        #expect(metadata.keyword(id: 8)?.name.description == "Battlecry")
        #expect(metadata.minionType(id: 24)?.name.description == "Dragon")
        #expect(metadata.gameMode(id: 2)?.slug == "battlegrounds")
        #expect(metadata.cardBackCategory(id: 5)?.name.description == "Seasonal")
        #expect(metadata.spellSchool(id: 1) == nil)   // no spell schools in 2019

        let names = metadata.names(of: rafaam)
        #expect(names.set?.description == "Rise of Shadows")
        #expect(names.classes.map(\.description) == ["Warlock"])
        #expect(names.rarity?.description == "Legendary")
        #expect(names.cardType?.description == "Minion")
        #expect(names.keywords.map(\.description) == ["Taunt", "Battlecry"])
        #expect(names.description == "Arch-Villain Rafaam: Rise of Shadows, Warlock, Legendary, Minion")

        let kalecgos = try decodeFixture(Hearthstone.Card.self, "hs/card__53002-kalecgos.json")
        #expect(metadata.names(of: kalecgos).minionTypes.map(\.description) == ["Dragon"])
        #expect(metadata.names(of: kalecgos).keywords.map(\.description) == ["Battlecry", "Discover"])
    }

    @Test func setsGroupsAndRarities() throws {
        let metadata = try Self.metadata()
        let shadows = try #require(metadata.set(slug: "rise-of-shadows"))
        #expect(shadows.id == 1130 && shadows.type == nil && shadows.collectibleCount == 136)
        #expect(shadows.releaseDay == DateComponents(year: 2019, month: 4, day: 1))
        #expect(metadata.set(slug: "naxxramas")?.type == .adventure)
        #expect(metadata.set(slug: "basic")?.releaseDate == nil)
        #expect(metadata.setGroups(containingSet: 1130).map(\.slug) == ["dragon", "standard", "wild"])
        let classic = try #require(metadata.setGroup(slug: "classic"))
        #expect(classic.yearRange == "2014-2015" && classic.year == 2015 && classic.isStandard == nil)
        #expect(metadata.setGroup(slug: "mammoth")?.isStandard == false)
        #expect(metadata.setGroup(slug: "wild")?.cardSets.count == 20)

        let free = try #require(metadata.rarity(id: 2))
        #expect(free.craftingCost == [nil, nil] && free.craftingCostNormal == nil && free.dustValueGolden == nil)
        let legendary = try #require(metadata.rarity(id: 5))
        #expect(legendary.craftingCostNormal == 1600 && legendary.craftingCostGolden == 3200)
        #expect(legendary.dustValueNormal == 400 && legendary.dustValueGolden == 1600)
    }

    @Test func recordedElements() throws {
        let category = try decodeFixture(Hearthstone.CardBackCategory.self, "hs/metadata-element-cardBackCategory.json")
        #expect(category.id == 1 && category.slug == "base" && category.name.description == "Basic")
        let hunter = try decodeFixture(Hearthstone.CardClass.self, "hs/metadata-element-class.json")
        #expect(hunter.id == 3 && hunter.cardID == 31 && hunter.alternateHeroCardIDs.isEmpty)
        let mode = try decodeFixture(Hearthstone.GameMode.self, "hs/metadata-element-gameMode.json")
        #expect(mode.slug == "constructed" && mode.name.description == "Standard & Wild Formats" && mode.gameModeIDs.isEmpty)
        let keyword = try decodeFixture(Hearthstone.Keyword.self, "hs/metadata-element-keyword.json")
        #expect(keyword.id == 3 && keyword.slug == "divine-shield")
        #expect(keyword.referenceText?.description == "The first time a Shielded minion takes damage, ignore it.")
        #expect(keyword.text?.description == "The first time this minion takes damage, ignore it.")
        let murloc = try decodeFixture(Hearthstone.MinionType.self, "hs/metadata-element-minionType.json")
        #expect(murloc.id == 14 && murloc.name.description == "Murloc")
        let rarity = try decodeFixture(Hearthstone.Rarity.self, "hs/metadata-element-rarity.json")
        #expect(rarity.craftingCost == [1600, 3200] && rarity.dustValue == [400, 1600])
        let set = try decodeFixture(Hearthstone.CardSet.self, "hs/metadata-element-set.json")
        #expect(set.id == 1403 && set.type == .adventure && set.collectibleCount == 35 && set.nonCollectibleCount == 246)
        #expect(set.releaseDay == DateComponents(year: 2020, month: 1, day: 1))
        let group = try decodeFixture(Hearthstone.SetGroup.self, "hs/metadata-element-setGroup.json")
        #expect(group.id == "dragon" && group.year == 2019 && group.isStandard == true && group.cardSets.count == 4)
        #expect(group.icon == "icon_cardset_yearofthedragon")
    }

    @Test("the recorded by-type keywords list: entries, lookups and typed elements")
    func byTypeKeywords() throws {
        let entries = try decodeFixture(Hearthstone.MetadataEntries.self, "hs/metadata-type__keywords.json")
        #expect(entries.count == 31)
        #expect(entries[0].id == 1 && entries[0].slug == "taunt" && entries[0].name?.description == "Taunt")
        #expect(entries[0]["refText"]?.string == "Enemies must attack minions that have Taunt.")
        #expect(entries[0].fields.count == 5)
        #expect(entries.entry(slug: "lifesteal")?.id == 38)
        #expect(entries.entry(id: 79)?.slug == "empower")
        let keywords = try entries.decoded(as: Hearthstone.Keyword.self)
        #expect(keywords == (try Self.metadata()).keywords)
        #expect(try entries[1].decoded(as: Hearthstone.Keyword.self).name.description == "Spell Damage")
        #expect(try roundTrip(entries) == entries)
    }

    @Test("the recorded by-type sets list decodes to the sets of the whole document")
    func byTypeSets() throws {
        let entries = try decodeFixture(Hearthstone.MetadataEntries.self, "hs/metadata-type__sets.json")
        #expect(entries.count == 20)
        let sets = try entries.decoded(as: Hearthstone.CardSet.self)
        #expect(sets == (try Self.metadata()).sets)
        #expect(sets.first?.slug == "descent-of-dragons")
        #expect(entries.strings.isEmpty && entries.integers.isEmpty)
    }

    @Test("inline (not a recording): by-type lists of bare strings, numbers and mixed ids")
    func byTypeShapes() throws {
        let fields = try decodeInline(Hearthstone.MetadataEntries.self, #"["collectible", "classId", "manaCost"]"#)
        #expect(fields.strings == ["collectible", "classId", "manaCost"])
        #expect(fields[0].string == "collectible" && fields[0].id == nil && fields[0].name == nil && fields[0].fields.isEmpty)
        #expect(try fields.decoded(as: String.self) == ["collectible", "classId", "manaCost"])

        let arena = try decodeInline(Hearthstone.MetadataEntries.self, #"[1, 2, 3.0, "4"]"#)
        #expect(arena.integers == [1, 2, 3] && arena[0].integer == 1)

        let classes = try decodeInline(
            Hearthstone.MetadataEntries.self,
            #"[{"id": "*", "slug": "all", "name": "All Classes"}, {"id": 14, "slug": "demonhunter", "name": "Demon Hunter", "cardId": 56550, "heroPowerCardId": 60224}]"#
        )
        #expect(classes[0].id == .all && classes[1].id == 14)
        let typed = try classes.decoded(as: Hearthstone.CardClass.self)
        #expect(typed[1].heroPowerCardID == 60224 && typed[0].id.description == "*")
        #expect(throws: BattleNetError.self) { try fields.decoded(as: Hearthstone.Keyword.self) }
    }

    @Test("inline (not a recording): a metadata element without locale carries every name keyed by locale")
    func localeKeyedElements() throws {
        let json = #"""
        {"keywords": [{"id": 1, "slug": "taunt", "name": {"en_US": "Taunt", "de_DE": "Spott"},
                       "refText": {"en_US": "Enemies must attack minions that have Taunt.", "de_DE": "Feinde müssen Diener mit Spott angreifen."},
                       "text": {"en_US": "Enemies must attack this minion.", "de_DE": "Feinde müssen diesen Diener angreifen."},
                       "gameModes": [1, 2, 3]}]}
        """#
        let metadata = try decodeInline(Hearthstone.Metadata.self, json)
        let taunt = try #require(metadata.keyword(id: 1))
        #expect(taunt.name.resolved(for: .deDE) == "Spott" && taunt.name.description == "Taunt")
        #expect(taunt.referenceText?.resolved(for: .deDE) == "Feinde müssen Diener mit Spott angreifen.")
        #expect(taunt.gameModeIDs == [1, 2, 3])
        let entries = try decodeInline(Hearthstone.MetadataEntries.self, #"[{"id": 1, "slug": "taunt", "name": {"en_US": "Taunt", "de_DE": "Spott"}}]"#)
        #expect(entries[0].name?.resolved(for: .deDE) == "Spott")
    }

    @Test("inline (not a recording): the lists added after 2019, and one this package does not know")
    func laterLists() throws {
        let json = #"""
        {"sets": [], "spellSchools": [{"id": 1, "slug": "arcane", "name": "Arcane"}],
         "mercenaryRoles": [{"id": 1, "slug": "protector", "name": "Protector"}],
         "mercenaryFactions": [{"id": 1, "slug": "horde", "name": "Horde"}],
         "bgGameModes": [{"id": 100, "slug": "solos", "name": "Solos"}], "arenaIds": [254, 39117],
         "factions": [{"id": 1, "slug": "neutral", "name": "Neutral"}],
         "types": [{"id": 39, "slug": "location", "name": "Location", "gameModes": [1]}],
         "aListFrom2030": [{"id": 1}], "classes": null}
        """#
        let metadata = try decodeInline(Hearthstone.Metadata.self, json)
        #expect(metadata.spellSchool(id: 1)?.slug == "arcane")
        #expect(metadata.mercenaryRole(id: 1)?.name.description == "Protector")
        #expect(metadata.mercenaryFaction(id: 1)?.slug == "horde")
        #expect(metadata.gameMode(id: 100)?.slug == "solos")
        #expect(metadata.arenaIDs == [254, 39117])
        #expect(metadata.factions.count == 1 && metadata.classes.isEmpty && metadata.keywords.isEmpty)
        #expect(metadata.cardType(id: 39)?.gameModeIDs == [1])
        #expect(try roundTrip(metadata) == metadata)
    }

    @Test func metadataTypesAndIDs() throws {
        #expect(Hearthstone.MetadataType.known.count == 17)
        #expect(Hearthstone.MetadataType.arenaIDs.rawValue == "arenaIds")
        #expect(Set(Hearthstone.MetadataType.known.map(\.rawValue)).count == 17)
        #expect(Hearthstone.MetadataType(rawValue: "aListFrom2030").description == "aListFrom2030")

        let ids = try decodeInline([Hearthstone.MetadataID].self, #"["*", 2, "3", "all"]"#)
        #expect(ids == [.all, .number(2), .number(3), .text("all")])
        #expect(ids.map(\.intValue) == [nil, 2, 3, nil])
        #expect(String(decoding: try JSONEncoder().encode(ids), as: UTF8.self) == #"["*",2,3,"all"]"#)
    }
}
