import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character collections", .timeLimit(.minutes(2)))
struct CharacterCollectionsTests {
    @Test("Drinian's collections index (2020) links mounts and pets only")
    func index() throws {
        let index = try decodeFixture(WoW.CharacterCollectionsIndex.self, "wow/character-collections__norgannon_drinian.json")
        #expect(index.mounts.pathAndQuery == "/profile/wow/character/norgannon/drinian/collections/mounts?namespace=profile-us")
        #expect(index.pets.pathAndQuery == "/profile/wow/character/norgannon/drinian/collections/pets?namespace=profile-us")
        #expect(index.links?.selfLink.pathAndQuery == "/profile/wow/character/norgannon/drinian/collections?namespace=profile-us")
        #expect(index.character == nil && index.heirlooms == nil && index.toys == nil && index.transmogs == nil)
    }

    @Test("an index with every kind reads Pewtro's and FuzzyStatic's spellings of transmogs and decor")
    func indexWithEveryKind() throws {
        // Inline: no recording has these links; the keys follow Pewtro (`transmogs`, `decors`) and
        // FuzzyStatic (`transmog`, `decor`).
        let base = "https://us.api.blizzard.com/profile/wow/character/norgannon/drinian/collections"
        let pewtro = try decodeInline(WoW.CharacterCollectionsIndex.self, """
        {"_links": {"self": {"href": "\(base)?namespace=profile-us"}},
         "character": {"key": {"href": "https://us.api.blizzard.com/profile/wow/character/norgannon/drinian?namespace=profile-us"},
          "name": "Drinian", "id": 107811065, "realm": {"key": {"href": "https://us.api.blizzard.com/data/wow/realm/1262?namespace=dynamic-us"},
          "name": "Norgannon", "id": 1262, "slug": "norgannon"}},
         "mounts": {"href": "\(base)/mounts"}, "pets": {"href": "\(base)/pets"}, "heirlooms": {"href": "\(base)/heirlooms"},
         "toys": {"href": "\(base)/toys"}, "transmogs": {"href": "\(base)/transmogs"}, "decors": {"href": "\(base)/decor"}}
        """)
        #expect(pewtro.character?.name == "Drinian")
        #expect(pewtro.heirlooms?.lastPathComponent == "heirlooms" && pewtro.toys?.lastPathComponent == "toys")
        #expect(pewtro.transmogs?.lastPathComponent == "transmogs" && pewtro.decors?.lastPathComponent == "decor")
        let fuzzy = try decodeInline(WoW.CharacterCollectionsIndex.self, """
        {"mounts": {"href": "\(base)/mounts"}, "pets": {"href": "\(base)/pets"},
         "transmog": {"href": "\(base)/transmogs"}, "decor": {"href": "\(base)/decor"}}
        """)
        #expect(fuzzy.transmogs?.lastPathComponent == "transmogs" && fuzzy.decors?.lastPathComponent == "decor")
    }

    @Test("Drinian's 17 mounts (2020): Brown Horse first, Obsidian Worldbreaker the favorite")
    func mountsDrinian() throws {
        let summary = try decodeFixture(WoW.CharacterMountsCollectionSummary.self, "wow/character-collections-mounts__norgannon_drinian.json")
        #expect(summary.mounts.count == 17)
        let first = try #require(summary.mounts.first)
        #expect(first.mount.id == 6 && first.mount.name == "Brown Horse")
        #expect(first.mount.pathAndQuery == "/data/wow/mount/6?namespace=static-8.3.0_32861-us")
        #expect(summary.mounts.filter { $0.isFavorite == true }.map { $0.mount.name?.description } == ["Obsidian Worldbreaker"])
        #expect(summary.mounts.last?.mount.name == "Scrapforged Mechaspider")
        #expect(summary.mounts.allSatisfy { $0.isUseable == nil })
    }

    @Test("Sheday's 530 mounts (EU, 2019): 39 favorites, Stormpike Battle Ram last")
    func mountsSheday() throws {
        let summary = try decodeFixture(WoW.CharacterMountsCollectionSummary.self, "wow/character-collections-mounts__stormrage_sheday.json")
        #expect(summary.mounts.count == 530)
        #expect(summary.mounts.filter { $0.isFavorite == true }.count == 39)
        #expect(summary.mounts.last?.mount.id == 1292 && summary.mounts.last?.mount.name == "Stormpike Battle Ram")
        #expect(summary.links?.selfLink.pathAndQuery == "/profile/wow/character/stormrage/sheday/collections/mounts?namespace=profile-eu")
    }

    @Test("a 2024 mount entry with is_useable and is_character_specific decodes (Pewtro's shape)")
    func mountFlags() throws {
        // Inline: no recording has these flags; the shape is Pewtro's character-collections Mount.
        let mount = try decodeInline(WoW.CollectedMount.self, """
        {"mount": {"key": {"href": "https://us.api.blizzard.com/data/wow/mount/6?namespace=static-us"}, "name": "Brown Horse", "id": 6},
         "is_useable": false, "is_character_specific": true}
        """)
        #expect(mount.isUseable == false && mount.isCharacterSpecific == true && mount.isFavorite == nil)
    }

    @Test("Drinian's 4 pets (2020): species, quality, stats and creature display ids")
    func petsDrinian() throws {
        let summary = try decodeFixture(WoW.CharacterPetsCollectionSummary.self, "wow/character-collections-pets__norgannon_drinian.json")
        #expect(summary.pets.count == 4)
        #expect(summary.unlockedBattlePetSlots == 3)
        let bear = try #require(summary.pets.first)
        #expect(bear.id == 57110618)
        #expect(bear.species.id == 202 && bear.species.name == "Baby Blizzard Bear")
        #expect(bear.quality.type == .uncommon && bear.quality.name == "Uncommon")
        #expect(bear.stats == WoW.CollectedPetStats(breedID: 7, health: 153, power: 11, speed: 10))
        #expect(bear.creatureDisplay?.id == 16189)
        #expect(bear.name == nil && bear.isActive == nil)
        #expect(summary.pets.last?.species.name == "Lurking Owl Kitten" && summary.pets.last?.quality.type == .rare)
    }

    @Test("Sheday's 1,128 pets (EU, 2019): named pets, the battle team, display links without ids")
    func petsSheday() throws {
        let summary = try decodeFixture(WoW.CharacterPetsCollectionSummary.self, "wow/character-collections-pets__stormrage_sheday.json")
        #expect(summary.pets.count == 1128)
        #expect(summary.pets.filter { $0.name != nil }.count == 318)
        let jacques = summary.pets[1]
        #expect(jacques.name == "Jacques" && jacques.level == 25 && jacques.isFavorite == true)
        #expect(jacques.stats.health == 1546 && jacques.stats.speed == 260)
        #expect(jacques.creatureDisplay?.id == nil)
        #expect(jacques.creatureDisplay?.pathAndQuery == "/data/wow/media/creature-display/16189?namespace=static-8.2.5_31884-eu")
        let team = summary.pets.filter { $0.isActive == true }.sorted { ($0.activeSlot ?? 0) < ($1.activeSlot ?? 0) }
        #expect(team.map(\.name) == ["Jhoba", "Pierre", "Hannibal"])
        #expect(team.map(\.activeSlot) == [0, 1, 2])
    }

    @Test("toys, heirlooms, transmogs and decor decode from the peers' shapes (no recording)")
    func unrecordedKinds() throws {
        // Inline: no recording of these collections; each body is the smallest one in the shape of
        // Pewtro's character-collections types (decor: FuzzyStatic's CharacterDecorCollectionSummary).
        let toys = try decodeInline(WoW.CharacterToysCollectionSummary.self, """
        {"_links": {"self": {"href": "https://us.api.blizzard.com/profile/wow/character/norgannon/drinian/collections/toys?namespace=profile-us"}},
         "toys": [{"toy": {"key": {"href": "https://us.api.blizzard.com/data/wow/toy/1131?namespace=static-us"}, "name": "Toy Train Set", "id": 1131}, "is_favorite": true}]}
        """)
        #expect(toys.toys.first?.toy.id == 1131 && toys.toys.first?.isFavorite == true)
        let heirlooms = try decodeInline(WoW.CharacterHeirloomsCollectionSummary.self, """
        {"heirlooms": [{"heirloom": {"key": {"href": "https://us.api.blizzard.com/data/wow/heirloom/1?namespace=static-us"}, "name": "Bloodied Arcanite Reaper", "id": 1},
          "upgrade": {"level": 2}}]}
        """)
        #expect(heirlooms.heirlooms.first?.heirloom.id == 1 && heirlooms.heirlooms.first?.upgrade?.level == 2)
        let transmogs = try decodeInline(WoW.CharacterTransmogCollectionSummary.self, """
        {"appearance_sets": [{"key": {"href": "https://us.api.blizzard.com/data/wow/item-appearance/set/1?namespace=static-us"}, "name": "Battlegear of Might", "id": 1}],
         "slots": [{"slot": {"type": "HEAD", "name": "Head"},
          "appearances": [{"key": {"href": "https://us.api.blizzard.com/data/wow/item-appearance/41?namespace=static-us"}, "id": 41}]}]}
        """)
        #expect(transmogs.appearanceSets?.first?.id == 1)
        #expect(transmogs.slots?.first?.slot.type == .head && transmogs.slots?.first?.appearances?.first?.id == 41)
        let decor = try decodeInline(WoW.CharacterDecorCollectionSummary.self, """
        {"decor_collected": [{"decor": {"key": {"href": "https://us.api.blizzard.com/data/wow/decor/80?namespace=static-us"}, "name": "Wooden Chair", "id": 80},
          "quantity": 3}]}
        """)
        #expect(decor.decorCollected?.first?.decor.id == 80 && decor.decorCollected?.first?.quantity == 3)
    }

    @Test("the character collections are retail profile calls with a client token")
    func descriptors() throws {
        let operations: [OperationDescriptor] = [
            WoW.Operations.characterCollectionsIndex.descriptor, WoW.Operations.characterDecorCollectionSummary.descriptor,
            WoW.Operations.characterHeirloomsCollectionSummary.descriptor, WoW.Operations.characterMountsCollectionSummary.descriptor,
            WoW.Operations.characterPetsCollectionSummary.descriptor, WoW.Operations.characterToysCollectionSummary.descriptor,
            WoW.Operations.characterTransmogCollectionSummary.descriptor,
        ]
        #expect(operations.map(\.id) == [
            "wowCharacterCollectionsIndex", "wowCharacterDecorCollectionSummary", "wowCharacterHeirloomsCollectionSummary",
            "wowCharacterMountsCollectionSummary", "wowCharacterPetsCollectionSummary", "wowCharacterToysCollectionSummary",
            "wowCharacterTransmogCollectionSummary",
        ])
        for descriptor in operations {
            #expect(descriptor.namespace == .profile)
            #expect(descriptor.token == .client)
            #expect(descriptor.catalogueEntries.map(\.id) == [descriptor.id])
        }
        #expect(WoW.Operations.characterTransmogCollectionSummary.descriptor.template.description
            == "/profile/wow/character/{realmSlug}/{characterName}/collections/transmogs")
        #expect(try WoW.Endpoints.characterMountsCollectionSummary(realm: "norgannon", name: "Drinian").path()
            == "/profile/wow/character/norgannon/drinian/collections/mounts")
        #expect(try WoW.Endpoints.characterDecorCollectionSummary(realm: "norgannon", name: "Drinian").path()
            == "/profile/wow/character/norgannon/drinian/collections/decor")
        #expect(CatalogTests.coverageNote(of: WoW.Operations.characterDecorCollectionSummary.descriptor.id)?.contains("404") == true)
        #expect(CatalogTests.coverageNote(of: WoW.Operations.characterMountsCollectionSummary.descriptor.id) == nil)
    }
}
