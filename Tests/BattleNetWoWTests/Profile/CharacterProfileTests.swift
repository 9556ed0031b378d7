import BattleNetFixtures
import BattleNetCore
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character profile", .timeLimit(.minutes(2)))
struct CharacterProfileTests {
    @Test func decodesDrinianOf2020() throws {
        let character = try decodeFixture(WoW.CharacterProfileSummary.self, "wow/character-profile__norgannon_drinian.json")
        #expect(character.id == 107811065)
        #expect(character.name == "Drinian")
        #expect(character.gender.type == .male)
        #expect(character.faction.type == .alliance)
        #expect(character.race.name == "Human")
        #expect(character.characterClass.name == "Warrior" && character.characterClass.id == 1)
        #expect(character.activeSpec?.name == "Fury" && character.activeSpec?.id == 72)
        #expect(character.realm.slug == "norgannon")
        #expect(character.level == 120 && character.experience == 0)
        #expect(character.achievementPoints == 20630)
        #expect(character.lastLoginTimestamp.date == Date(timeIntervalSince1970: 1_587_702_640))
        #expect(character.averageItemLevel == 440 && character.equippedItemLevel == 430)
        #expect(character.activeTitle?.name == "Battlelord")
        #expect(character.activeTitle?.displayString == "Battlelord {name}")
        #expect(character.activeTitle?.key?.lastPathComponent == "62")
        let guild = try #require(character.guild)
        #expect(guild.name == "Mythical Warriors" && guild.id == 43913043)
        #expect(guild.slug == "mythical-warriors")
        #expect(guild.faction?.type == .alliance)
        #expect(character.encounters?.pathAndQuery == "/profile/wow/character/norgannon/drinian/encounters?namespace=profile-us")
        #expect(character.professions != nil && character.achievementsStatistics != nil)
        #expect(character.raidProgression == nil)
        let media: BattleNetLink<WoW.CharacterMediaSummary> = character.media
        #expect(media.pathAndQuery == "/profile/wow/character/norgannon/drinian/character-media?namespace=profile-us")
        #expect(character.equipment.lastPathComponent == "equipment")
        #expect(character.covenantProgress == nil && character.isGhost == nil)
    }

    @Test func decodesShedayOf2019WithItsRaidProgressionLink() throws {
        let character = try decodeFixture(WoW.CharacterProfileSummary.self, "wow/character-profile__stormrage_sheday.json")
        #expect(character.name == "Sheday" && character.id == 142650023)
        #expect(character.activeSpec?.name == "Retribution")
        #expect(character.guild?.name == "Avalerion")
        #expect(character.guild?.faction == nil)
        #expect(character.lastLoginTimestamp.date == Date(timeIntervalSince1970: 1_577_005_519))
        #expect(character.averageItemLevel == 446 && character.equippedItemLevel == 444)
        #expect(character.activeTitle?.displayString == "{name}, Famed Slayer of the Harbinger")
        #expect(character.raidProgression?.lastPathComponent == "raid-progression")
        #expect(character.encounters == nil && character.professions == nil && character.achievementsStatistics == nil)
    }

    @Test func decodesACyrillicCharacterOnHowlingFjord() throws {
        let character = try decodeFixture(WoW.CharacterProfileSummary.self, "wow/character-profile__howling-fjord_non-ascii-name.json")
        #expect(character.name == "Альвеоняша" && character.id == 104612024)
        #expect(character.realm.name == "Howling Fjord" && character.realm.id == 1615)
        #expect(character.guild?.name == "Экзорсус")
        #expect(character.characterClass.name == "Monk" && character.race.name == "Blood Elf")
        #expect(character.achievementPoints == 30290 && character.averageItemLevel == 453)
        #expect(character.activeTitle?.name == "Predator")
        #expect(character.lastLoginTimestamp.date == Date(timeIntervalSince1970: 1_577_032_589))
    }

    /// Test input: a Classic Hardcore character built from Pewtro's classic-wow `character-profile`
    /// types (no Classic recording exists): no retail-only links, a title without link, `is_ghost`.
    @Test func decodesTheClassicHardcoreShape() throws {
        let character = try decodeInline(WoW.CharacterProfileSummary.self, """
        {"id": 7, "name": "Xy", "gender": {"type": "FEMALE", "name": "Female"}, "faction": {"type": "HORDE", "name": "Horde"},
         "race": {"key": {"href": "https://eu.api.blizzard.com/data/wow/playable-race/2?namespace=static-classic1x-eu"}, "name": "Orc", "id": 2},
         "character_class": {"key": {"href": "https://eu.api.blizzard.com/data/wow/playable-class/1?namespace=static-classic1x-eu"}, "name": "Warrior", "id": 1},
         "realm": {"key": {"href": "https://eu.api.blizzard.com/data/wow/realm/5233?namespace=dynamic-classic1x-eu"}, "name": "Stitches", "id": 5233, "slug": "stitches"},
         "level": 60, "experience": 0, "last_login_timestamp": 1700000000000, "average_item_level": 60, "equipped_item_level": 58,
         "active_title": {"name": "Private"}, "is_ghost": true, "is_self_found": false,
         "titles": {"href": "https://eu.api.blizzard.com/profile/wow/character/stitches/xy/titles?namespace=profile-classic1x-eu"},
         "pvp_summary": {"href": "https://eu.api.blizzard.com/profile/wow/character/stitches/xy/pvp-summary?namespace=profile-classic1x-eu"},
         "media": {"href": "https://eu.api.blizzard.com/profile/wow/character/stitches/xy/character-media?namespace=profile-classic1x-eu"},
         "specializations": {"href": "https://eu.api.blizzard.com/profile/wow/character/stitches/xy/specializations?namespace=profile-classic1x-eu"},
         "statistics": {"href": "https://eu.api.blizzard.com/profile/wow/character/stitches/xy/statistics?namespace=profile-classic1x-eu"},
         "equipment": {"href": "https://eu.api.blizzard.com/profile/wow/character/stitches/xy/equipment?namespace=profile-classic1x-eu"},
         "appearance": {"href": "https://eu.api.blizzard.com/profile/wow/character/stitches/xy/appearance?namespace=profile-classic1x-eu"}}
        """)
        #expect(character.isGhost == true && character.isSelfFound == false)
        #expect(character.activeTitle?.name == "Private" && character.activeTitle?.key == nil)
        #expect(character.activeSpec == nil && character.guild == nil && character.achievementPoints == nil)
        #expect(character.mythicKeystoneProfile == nil && character.collections == nil)
    }

    @Test func decodesTheStatusOfBothRegions() throws {
        let drinian = try decodeFixture(WoW.CharacterProfileStatus.self, "wow/character-status__norgannon_drinian.json")
        #expect(drinian.id == 107811065 && drinian.isValid)
        #expect(drinian.links?.selfLink.pathAndQuery == "/profile/wow/character/norgannon/drinian/status?namespace=profile-us")
        let sheday = try decodeFixture(WoW.CharacterProfileStatus.self, "wow/character-status__stormrage_sheday.json")
        #expect(sheday.id == 142650023 && sheday.isValid)
    }

    @Test func declaresTheProfileAndStatusForRetailAndClassic() throws {
        let profile = WoW.Operations.characterProfileSummary.descriptor
        #expect(profile.template.description == "/profile/wow/character/{realmSlug}/{characterName}")
        #expect(profile.namespace == .profile && profile.token == .client)
        #expect(profile.catalogueEntries.map(\.id) == ["wowCharacterProfileSummary", "wowClassicCharacterProfileSummary"])
        #expect(try WoW.Endpoints.characterProfileSummary(realm: "norgannon", name: "Drinian").path() == "/profile/wow/character/norgannon/drinian")
        let status = WoW.Operations.characterProfileStatus.descriptor
        #expect(status.template.description == "/profile/wow/character/{realmSlug}/{characterName}/status")
        #expect(status.namespace == .profile && status.token == .client)
        #expect(status.catalogueEntries.map(\.id) == ["wowCharacterProfileStatus", "wowClassicCharacterProfileStatus"])
    }
}
