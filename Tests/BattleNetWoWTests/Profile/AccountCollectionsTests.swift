import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: account collections", .timeLimit(.minutes(2)))
struct AccountCollectionsTests {
    @Test("the account collections index (2020) links mounts and pets, the user and the profile")
    func index() throws {
        let index = try decodeFixture(WoW.AccountCollectionsIndex.self, "wow/account-collections-index.json")
        #expect(index.mounts.pathAndQuery == "/profile/user/wow/collections/mounts?namespace=profile-us")
        #expect(index.pets.pathAndQuery == "/profile/user/wow/collections/pets?namespace=profile-us")
        #expect(index.links?.selfLink.pathAndQuery == "/profile/user/wow/collections?namespace=profile-us")
        #expect(index.links?.user?.pathAndQuery == "/profile/user")
        #expect(index.links?.profile?.pathAndQuery == "/profile/user/wow?namespace=profile-us")
        #expect(index.heirlooms == nil && index.toys == nil && index.transmogs == nil && index.decors == nil)
    }

    @Test("the account's 5 mounts (2020): two favorites, the same entries as a character's")
    func mounts() throws {
        let summary = try decodeFixture(WoW.AccountMountsCollectionSummary.self, "wow/account-collections-mounts__mounts.json")
        #expect(summary.mounts.count == 5)
        #expect(summary.mounts.map { $0.mount.id } == [6, 9, 1239, 1240, 1253])
        #expect(summary.mounts.filter { $0.isFavorite == true }.map { $0.mount.name?.description }
            == ["X-995 Mechanocat", "Obsidian Worldbreaker"])
        #expect(summary.links?.selfLink.pathAndQuery == "/profile/user/wow/collections/mounts?namespace=profile-us")
        #expect(summary.links?.profile?.pathAndQuery == "/profile/user/wow?namespace=profile-us")
    }

    @Test("pets, toys, heirlooms, transmogs and decor decode from Pewtro's account-profile shapes (no recording)")
    func unrecordedKinds() throws {
        // Inline: no account recording of these collections; each body is the smallest one in the
        // shape of Pewtro's account-profile types (decor: FuzzyStatic's character decor struct).
        let links = """
        "_links": {"self": {"href": "https://us.api.blizzard.com/profile/user/wow/collections/pets?namespace=profile-us"},
          "user": {"href": "https://us.api.blizzard.com/profile/user"}, "profile": {"href": "https://us.api.blizzard.com/profile/user/wow?namespace=profile-us"}}
        """
        let pets = try decodeInline(WoW.AccountPetsCollectionSummary.self, """
        {\(links), "pets": [{"species": {"key": {"href": "https://us.api.blizzard.com/data/wow/pet/39?namespace=static-us"}, "name": "Mechanical Squirrel", "id": 39},
          "level": 1, "quality": {"type": "POOR", "name": "Poor"}, "stats": {"breed_id": 3, "health": 150, "power": 10, "speed": 10}, "id": 1}],
         "unlocked_battle_pet_slots": 3}
        """)
        #expect(pets.pets.first?.quality.type == .poor && pets.unlockedBattlePetSlots == 3)
        #expect(pets.links?.user?.pathAndQuery == "/profile/user")
        let toys = try decodeInline(WoW.AccountToysCollectionSummary.self, """
        {"toys": [{"toy": {"key": {"href": "https://us.api.blizzard.com/data/wow/toy/1131?namespace=static-us"}, "name": "Toy Train Set", "id": 1131}}]}
        """)
        #expect(toys.toys.first?.toy.name == "Toy Train Set" && toys.toys.first?.isFavorite == nil)
        let heirlooms = try decodeInline(WoW.AccountHeirloomsCollectionSummary.self, """
        {"heirlooms": [{"heirloom": {"key": {"href": "https://us.api.blizzard.com/data/wow/heirloom/1?namespace=static-us"}, "name": "Bloodied Arcanite Reaper", "id": 1},
          "upgrade": {"level": 0}}]}
        """)
        #expect(heirlooms.heirlooms.first?.upgrade?.level == 0)
        let transmogs = try decodeInline(WoW.AccountTransmogsCollectionSummary.self, """
        {"appearance_sets": [], "slots": [{"slot": {"type": "BACK", "name": "Back"}, "appearances": []}]}
        """)
        #expect(transmogs.appearanceSets == [] && transmogs.slots?.first?.slot.type == .back)
        let decor = try decodeInline(WoW.AccountDecorCollectionSummary.self, """
        {"decor_collected": [{"decor": {"key": {"href": "https://us.api.blizzard.com/data/wow/decor/80?namespace=static-us"}, "id": 80}, "is_favorite": true}]}
        """)
        #expect(decor.decorCollected?.first?.isFavorite == true && decor.decorCollected?.first?.quantity == nil)
    }

    @Test("the account collections need a user token with wow.profile and are retail only")
    func descriptors() throws {
        let operations: [OperationDescriptor] = [
            WoW.Operations.accountCollectionsIndex.descriptor, WoW.Operations.accountDecorCollectionSummary.descriptor,
            WoW.Operations.accountHeirloomsCollectionSummary.descriptor, WoW.Operations.accountMountsCollectionSummary.descriptor,
            WoW.Operations.accountPetsCollectionSummary.descriptor, WoW.Operations.accountToysCollectionSummary.descriptor,
            WoW.Operations.accountTransmogsCollectionSummary.descriptor,
        ]
        #expect(operations.map(\.template.description) == [
            "/profile/user/wow/collections", "/profile/user/wow/collections/decor", "/profile/user/wow/collections/heirlooms",
            "/profile/user/wow/collections/mounts", "/profile/user/wow/collections/pets", "/profile/user/wow/collections/toys",
            "/profile/user/wow/collections/transmogs",
        ])
        for descriptor in operations {
            #expect(descriptor.token == .user(scope: .wowProfile))
            #expect(descriptor.namespace == .profile)
            #expect(descriptor.catalogueEntries.map(\.id) == [descriptor.id])
        }
        #expect(operations.map(\.id).last == "wowAccountTransmogsCollectionSummary")
        #expect(CatalogTests.coverageNote(of: WoW.Operations.accountMountsCollectionSummary.descriptor.id) == nil)
        #expect(CatalogTests.coverageNote(of: WoW.Operations.accountToysCollectionSummary.descriptor.id)?.hasPrefix("no recording") == true)
    }
}
