import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Pet", .timeLimit(.minutes(2)))
struct PetTests {
    @Test func index() throws {
        let index = try decodeFixture(WoW.PetIndex.self, "wow/pet-index.json")
        #expect(index.pets.count == 1248)
        #expect(index.pets.first?.id == 39)
        #expect(index.pets.first?.name == "Mechanical Squirrel")
        #expect(index.pets.last?.name == "Jenafur")
        #expect(index.pets.last?.id == 2795)
    }

    @Test func indexArgentPony() throws {
        let index = try decodeFixture(WoW.PetIndex.self, "wow/pet-index__argentpony.json")
        #expect(index.pets.count == 1280)
        #expect(index.pets.last?.name == "Shadowbarb Hatchling")
        #expect(index.pets.last?.pathAndQuery == "/data/wow/pet/2872?namespace=static-8.3.0_32861-us")
    }

    @Test func pet() throws {
        let pet = try decodeFixture(WoW.Pet.self, "wow/pet__39.json")
        #expect(pet.id == 39)
        #expect(pet.name == "Mechanical Squirrel")
        // The 2019 body sends the battle pet type without its id.
        #expect(pet.battlePetType.id == nil)
        #expect(pet.battlePetType.type == .mechanical)
        #expect(pet.battlePetType.name == "Mechanical")
        #expect(pet.description?.description.hasPrefix("A mechanical squirrel's logic center") == true)
        #expect(!pet.isCapturable)
        #expect(pet.isTradable)
        #expect(pet.isBattlepet)
        #expect(!pet.isAllianceOnly)
        #expect(!pet.isHordeOnly)
        #expect(!pet.isRandomCreatureDisplay)
        #expect(pet.source?.type == .profession)
        #expect(pet.source?.name == "Profession")
        #expect(pet.icon.absoluteString == "https://render-eu.worldofwarcraft.com/icons/56/inv_pet_mechanicalsquirrel.jpg")
        #expect(pet.creature.id == 2671)
        #expect(pet.creature.name == "Mechanical Squirrel")
        #expect(pet.media == nil)
        #expect(pet.abilities?.count == 6)
        #expect(pet.abilities?.first?.ability.name == "Metal Fist")
        #expect(pet.abilities?.last?.ability.name == "Repair")
        #expect(pet.abilities?.last?.requiredLevel == 20)
    }

    @Test func petArgentPony() throws {
        let pet = try decodeFixture(WoW.Pet.self, "wow/pet__39__argentpony.json")
        #expect(pet.battlePetType.id == 9)
        #expect(pet.battlePetType.type == .mechanical)
        let abilities = try #require(pet.abilities)
        #expect(abilities.map(\.slot) == [0, 1, 2, 0, 1, 2])
        #expect(abilities.map(\.requiredLevel) == [1, 2, 4, 10, 15, 20])
        #expect(abilities.first?.ability.id == 384)
        #expect(abilities.first?.ability.pathAndQuery == "/data/wow/pet-ability/384?namespace=static-8.3.0_32861-us")
        #expect(pet.creature.pathAndQuery == "/data/wow/creature/2671?namespace=static-8.3.0_32861-us")
    }

    @Test func petMedia() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/pet-media__39.json")
        #expect(media.id == 39)
        #expect(media.assets.first?.fileDataID == 656559)
        // The 2023 body uses the newer render host form.
        #expect(media[.icon]?.absoluteString == "https://render.worldofwarcraft.com/us/icons/56/inv_pet_mechanicalsquirrel.jpg")
    }

    @Test func abilityIndex() throws {
        let index = try decodeFixture(WoW.PetAbilityIndex.self, "wow/pet-ability-index.json")
        #expect(index.abilities.count == 10)
        #expect(index.abilities.first?.name == "Bite")
        #expect(index.abilities.first?.id == 110)
        #expect(index.abilities.last?.name == "Void Slap")
    }

    @Test func ability() throws {
        let ability = try decodeFixture(WoW.PetAbility.self, "wow/pet-ability__110.json")
        #expect(ability.id == 110)
        #expect(ability.name == "Bite")
        #expect(ability.battlePetType.id == 7)
        #expect(ability.battlePetType.type == .beast)
        #expect(ability.battlePetType.name == "Beast")
        #expect(ability.rounds == 1)
        #expect(ability.cooldown == nil)
        #expect(ability.media.id == 110)
    }

    @Test func abilityMedia() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/pet-ability-media__110.json")
        #expect(media.id == 110)
        #expect(media[.icon]?.lastPathComponent == "ability_druid_ferociousbite.jpg")
    }

    /// Test input: a locale-less pet of a newer shape (media, an exclusion flag, an unknown source),
    /// with its references typed.
    @Test func localeLessPetAndTypedReferences() throws {
        let json = """
        {"id": 39, "name": {"en_US": "Mechanical Squirrel", "pt_BR": "Esquilo Mecânico"},
         "battle_pet_type": {"id": 9, "type": "MECHANICAL", "name": {"en_US": "Mechanical", "pt_BR": "Mecânico"}},
         "description": null, "is_capturable": false, "is_tradable": true, "is_battlepet": true,
         "is_alliance_only": false, "is_horde_only": false, "is_random_creature_display": false,
         "should_exclude_if_uncollected": false,
         "source": {"type": "TRADINGPOST", "name": {"en_US": "Trading Post"}},
         "icon": "https://render.worldofwarcraft.com/us/icons/56/inv_pet_mechanicalsquirrel.jpg",
         "creature": {"key": {"href": "https://us.api.blizzard.com/data/wow/creature/2671?namespace=static-us"}, "id": 2671},
         "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/pet/39?namespace=static-us"}, "id": 39}}
        """
        let pet = try decodeInline(WoW.Pet.self, json)
        #expect(pet.name.resolved(for: .ptBR) == "Esquilo Mecânico")
        #expect(pet.battlePetType.name.resolved(for: .ptBR) == "Mecânico")
        #expect(pet.description == nil)
        #expect(pet.abilities == nil)
        #expect(pet.source?.type == WoW.PetSource(rawValue: "TRADINGPOST"))
        #expect(pet.shouldExcludeIfUncollected == false)
        let creature: BattleNetLink<WoW.Creature> = pet.creature.key
        #expect(creature.lastPathComponent == "2671")
        let media: BattleNetLink<WoW.Media>? = pet.media?.key
        #expect(media?.pathAndQuery.hasPrefix("/data/wow/media/pet/39") == true)
    }

    @Test func index2025Has2021PetsStartingWithTheGuildHerald() throws {
        let index = try decodeFixture(WoW.PetIndex.self, "wow/pet-index__damia-2025.json")
        #expect(index.pets.count == 2021)
        #expect(index.pets.first?.name == "Guild Herald")
        #expect(index.pets.first?.id == 283)
        #expect(index.pets.last?.name == "Scruffyhorn Fel Snooter")
        #expect(index.pets.last?.id == 4856)
        #expect(index.pets.first { $0.id == 40 }?.name == "Bombay Cat")
        #expect(index.pets.last?.pathAndQuery == "/data/wow/pet/4856?namespace=static-11.2.0_62213-us")
    }

    @Test func pet40In2019IsTheBombayCatWithSixAbilities() throws {
        let pet = try decodeFixture(WoW.Pet.self, "wow/pet__40__rbattlenet-2019.json")
        #expect(pet.id == 40)
        #expect(pet.name == "Bombay Cat")
        #expect(pet.battlePetType.id == nil)
        #expect(pet.battlePetType.type == .beast)
        #expect(pet.battlePetType.name == "Beast")
        #expect(pet.description?.description.hasPrefix("Donni Anthania plans to have a bombay buried with her") == true)
        #expect(!pet.isCapturable)
        #expect(pet.isTradable && pet.isBattlepet)
        #expect(!pet.isAllianceOnly && !pet.isHordeOnly)
        #expect(!pet.isRandomCreatureDisplay)
        #expect(pet.source?.type == .vendor)
        #expect(pet.icon.absoluteString == "https://render-eu.worldofwarcraft.com/icons/56/inv_pet_cats_bombaycat.jpg")
        #expect(pet.creature.id == 7385)
        #expect(pet.media == nil)
        let abilities = try #require(pet.abilities)
        #expect(abilities.compactMap(\.ability.name?.description) == ["Claw", "Rake", "Devour", "Pounce", "Screech", "Prowl"])
        #expect(abilities.map(\.slot) == [0, 1, 2, 0, 1, 2])
        #expect(abilities.map(\.requiredLevel) == [1, 2, 4, 10, 15, 20])
        #expect(abilities.first?.ability.id == 429)
    }
}
