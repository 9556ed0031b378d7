import BattleNetFixtures
import BattleNetCore
import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW profile: character encounters", .timeLimit(.minutes(2)))
struct CharacterEncountersTests {
    @Test("Drinian's encounters summary: links to dungeons and raids")
    func summary() throws {
        let summary = try decodeFixture(WoW.CharacterEncountersSummary.self, "wow/character-encounters__norgannon_drinian.json")
        #expect(summary.character.name == "Drinian" && summary.character.id == 107811065)
        #expect(summary.dungeons.pathAndQuery == "/profile/wow/character/norgannon/drinian/encounters/dungeons?namespace=profile-us")
        #expect(summary.raids.pathAndQuery == "/profile/wow/character/norgannon/drinian/encounters/raids?namespace=profile-us")
        #expect(summary.links?.selfLink.pathAndQuery.hasPrefix("/profile/wow/character/norgannon/drinian/encounters?") == true)
    }

    @Test("Drinian's dungeons (2020): Deadmines heroic in progress")
    func drinianDungeons() throws {
        let dungeons = try decodeFixture(WoW.CharacterDungeons.self, "wow/character-encounters-dungeons__norgannon_drinian.json")
        #expect(dungeons.character == nil)
        #expect(dungeons.expansions.map { $0.expansion.name?.description } == ["Classic", "Battle for Azeroth"])
        let deadmines = try #require(dungeons.expansions.first?.instances.first)
        #expect(deadmines.instance.name == "Deadmines" && deadmines.instance.id == 63)
        let heroic = try #require(deadmines.modes.first)
        #expect(heroic.difficulty.type == .heroic && heroic.difficulty.name == "Heroic")
        #expect(heroic.status.type == .inProgress && heroic.status.name == "In Progress")
        #expect(heroic.progress.completedCount == 1 && heroic.progress.totalCount == 2)
        let vanCleef = try #require(heroic.progress.encounters.first)
        #expect(vanCleef.encounter.name == "Vanessa VanCleef" && vanCleef.encounter.id == 95)
        #expect(vanCleef.completedCount == 7)
        #expect(vanCleef.lastKillTimestamp.millisecondsSince1970 == 1_394_602_126_000)
    }

    @Test("Sheday's dungeons (March 2020): Atal'Dazar heroic and mythic complete")
    func shedayDungeons() throws {
        let dungeons = try decodeFixture(WoW.CharacterDungeons.self, "wow/character-encounters-dungeons__stormrage_sheday__rbattlenet.json")
        #expect(dungeons.expansions.count == 8)
        let bfa = try #require(dungeons.expansions.last)
        #expect(bfa.expansion.name == "Battle for Azeroth")
        let atalDazar = try #require(bfa.instances.first)
        #expect(atalDazar.instance.name == "Atal'Dazar")
        #expect(atalDazar.modes.map(\.difficulty.type) == [.heroic, .mythic])
        #expect(atalDazar.modes.allSatisfy { $0.status.type == .complete && $0.progress.completedCount == 1 })
    }

    @Test("Альвеоняша's dungeons (March 2020): Razorfen Downs normal")
    func nonASCIIDungeons() throws {
        let dungeons = try decodeFixture(WoW.CharacterDungeons.self, "wow/character-encounters-dungeons__howling-fjord_non-ascii-name.json")
        #expect(dungeons.expansions.count == 7)
        let classic = try #require(dungeons.expansions.first)
        #expect(classic.expansion.id == 68)
        let downs = try #require(classic.instances.first)
        #expect(downs.instance.name == "Razorfen Downs")
        let kill = try #require(downs.modes.first?.progress.encounters.first)
        #expect(kill.encounter.name == "Amnennar the Coldbringer")
        #expect(kill.lastKillTimestamp.date == Date(timeIntervalSince1970: 1_366_797_688))
    }

    @Test("Drinian's raids (2020): Molten Core, Ragnaros killed 24 times")
    func drinianRaids() throws {
        let raids = try decodeFixture(WoW.CharacterRaids.self, "wow/character-encounters-raids__norgannon_drinian.json")
        #expect(raids.character.name == "Drinian")
        #expect(raids.expansions.map(\.expansion.id) == [68, 396])
        #expect(raids.expansions.first?.instances.count == 3)
        let moltenCore = try #require(raids.expansions.first?.instances.first)
        #expect(moltenCore.instance.name == "Molten Core" && moltenCore.instance.id == 741)
        let normal = try #require(moltenCore.modes.first)
        #expect(normal.difficulty.type == .normal && normal.status.type == .complete)
        let ragnaros = try #require(normal.progress.encounters.first)
        #expect(ragnaros.encounter.name == "Ragnaros" && ragnaros.completedCount == 24)
        #expect(ragnaros.lastKillTimestamp.millisecondsSince1970 == 1_486_789_387_000)
    }

    @Test("Sheday's raids (March 2020): Uldir on four difficulties, Raid Finder in progress")
    func shedayRaids() throws {
        let raids = try decodeFixture(WoW.CharacterRaids.self, "wow/character-encounters-raids__stormrage_sheday__rbattlenet.json")
        #expect(raids.character.name == "Sheday")
        let uldir = try #require(raids.expansions.last?.instances.first)
        #expect(uldir.instance.name == "Uldir")
        #expect(uldir.modes.map(\.difficulty.type) == [.lfr, .normal, .heroic, .mythic])
        let lfr = try #require(uldir.modes.first)
        #expect(lfr.difficulty.name == "Raid Finder")
        #expect(lfr.status.type == .inProgress && lfr.progress.completedCount == 1 && lfr.progress.totalCount == 8)
        #expect(lfr.progress.encounters.first?.encounter.name == "Taloc")
    }

    @Test("Альвеоняша's raids (March 2020): Kael'thas in The Eye")
    func nonASCIIRaids() throws {
        let raids = try decodeFixture(WoW.CharacterRaids.self, "wow/character-encounters-raids__howling-fjord_non-ascii-name.json")
        #expect(raids.character.name == "Альвеоняша")
        #expect(raids.expansions.count == 7)
        let eye = try #require(raids.expansions.first?.instances.first)
        #expect(eye.instance.name == "The Eye")
        let kaelthas = try #require(eye.modes.first?.progress.encounters.first)
        #expect(kaelthas.encounter.name == "Kael'thas Sunstrider" && kaelthas.completedCount == 41)
        #expect(kaelthas.lastKillTimestamp.millisecondsSince1970 == 1_533_735_166_000)
    }

    @Test func theEncounterDeclarationsAreRetailOnly() throws {
        let operations: [(OperationDescriptor, String, String)] = [
            (WoW.Operations.characterEncountersSummary.descriptor, "wowCharacterEncountersSummary", ""),
            (WoW.Operations.characterDungeons.descriptor, "wowCharacterDungeons", "/dungeons"),
            (WoW.Operations.characterRaids.descriptor, "wowCharacterRaids", "/raids"),
        ]
        for (descriptor, id, tail) in operations {
            #expect(descriptor.namespace == .profile && descriptor.token == .client)
            #expect(descriptor.catalogueEntries.map(\.id) == [id])
            #expect(descriptor.template.description == "/profile/wow/character/{realmSlug}/{characterName}/encounters" + tail)
        }
        #expect(try WoW.Endpoints.characterRaids(realm: "norgannon", name: "Drinian").path() == "/profile/wow/character/norgannon/drinian/encounters/raids")
    }
}
