import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Covenant", .timeLimit(.minutes(2)))
struct CovenantTests {
    @Test func covenantIndex() throws {
        let index = try decodeFixture(WoW.CovenantIndex.self, "wow/covenant-index.json")
        #expect(index.covenants.compactMap(\.name?.description) == ["Kyrian", "Venthyr", "Night Fae", "Necrolord"])
        #expect(index.covenants[1].id == 2)
        #expect(index.covenants[1].pathAndQuery == "/data/wow/covenant/2?namespace=static-9.0.2_36532-us")
    }

    @Test func covenant() throws {
        let covenant = try decodeFixture(WoW.Covenant.self, "wow/covenant__2.json")
        #expect(covenant.id == 2)
        #expect(covenant.name == "Venthyr")
        #expect(covenant.description.description.hasPrefix("The Venthyr are aristocratic overseers of souls"))
        let signature = try #require(covenant.signatureAbility)
        #expect(signature.id == 67)
        #expect(signature.spellTooltip.spell?.id == 336239)
        #expect(signature.spellTooltip.spell?.name == "Soothing Shade")
        #expect(signature.spellTooltip.castTime == "Passive")
        #expect(signature.spellTooltip.range == "35 yd range")
        #expect(signature.spellTooltip.cooldown == nil)
        let abilities = try #require(covenant.classAbilities)
        #expect(abilities.count == 12)
        #expect(abilities.first?.id == 44)
        #expect(abilities.first?.playableClass.name == "Death Knight")
        #expect(abilities.first?.playableClass.id == 6)
        #expect(abilities.first?.spellTooltip.spell?.name == "Swarming Mist")
        #expect(abilities.first?.spellTooltip.powerCost == "1 Rune")
        #expect(abilities.first?.spellTooltip.cooldown == "1 min cooldown")
        // Fallen Order sends `"power_cost": null`.
        let monk = try #require(abilities.first { $0.id == 47 })
        #expect(monk.spellTooltip.spell?.name == "Fallen Order")
        #expect(monk.spellTooltip.powerCost == nil)
        #expect(covenant.soulbinds?.map(\.id) == [3, 8, 9])
        #expect(covenant.soulbinds?.first?.name == "General Draven")
        #expect(covenant.renownRewards.count == 61)
        #expect(covenant.renownRewards.first?.level == 1)
        #expect(covenant.renownRewards.first?.reward.name == "Sinfall")
        #expect(covenant.renownRewards.first?.reward.pathAndQuery == "/data/wow/covenant/reward/324?namespace=static-9.0.2_36532-us")
        #expect(covenant.renownRewards.last?.level == 40)
        #expect(covenant.media?.id == 2)
    }

    @Test func covenantMedia() throws {
        let media = try decodeFixture(WoW.Media.self, "wow/covenant-media__2.json")
        #expect(media.id == nil)
        #expect(media.assets.first?.fileDataID == 3641397)
        #expect(media[.icon]?.lastPathComponent == "inv_misc_sigil_revendreth01.jpg")
    }

    @Test func soulbindIndex() throws {
        let index = try decodeFixture(WoW.SoulbindIndex.self, "wow/covenant-soulbind-index.json")
        #expect(index.soulbinds.count == 12)
        #expect(index.soulbinds.first?.name == "Niya")
        #expect(index.soulbinds.last?.name == "Forgelite Prime Mikanikos")
        #expect(index.soulbinds.last?.id == 18)
    }

    @Test func soulbind() throws {
        let soulbind = try decodeFixture(WoW.Soulbind.self, "wow/covenant-soulbind__2.json")
        #expect(soulbind.id == 2)
        #expect(soulbind.name == "Dreamweaver")
        #expect(soulbind.covenant.name == "Night Fae")
        #expect(soulbind.covenant.id == 3)
        #expect(soulbind.creature.id == 164387)
        #expect(soulbind.creature.pathAndQuery == "/data/wow/creature/164387?namespace=static-9.0.2_36532-us")
        #expect(soulbind.follower.id == 1264)
        #expect(soulbind.follower.name == "Dreamweaver")
        #expect(soulbind.talentTree.id == 275)
        #expect(soulbind.talentTree.pathAndQuery == "/data/wow/tech-talent-tree/275?namespace=static-9.0.2_36532-us")
    }

    @Test func conduitIndex() throws {
        let index = try decodeFixture(WoW.ConduitIndex.self, "wow/covenant-conduit-index.json")
        #expect(index.conduits.count == 267)
        #expect(index.conduits.first?.name == "Fueled by Violence")
        #expect(index.conduits.last?.name == "Ambuscade")
        #expect(index.conduits.last?.id == 282)
    }

    @Test func conduitIndexArgentPony() throws {
        let index = try decodeFixture(WoW.ConduitIndex.self, "wow/covenant-conduit-index__argentpony.json")
        #expect(index.conduits.count == 267)
        #expect(index.conduits.first?.id == 10)
        #expect(index.conduits.first?.key.href.host == "us.api.blizzard.com")
    }

    @Test func conduit() throws {
        let conduit = try decodeFixture(WoW.Conduit.self, "wow/covenant-conduit__10.json")
        #expect(conduit.id == 10)
        #expect(conduit.name == "Fueled by Violence")
        #expect(conduit.item.id == 180932)
        #expect(conduit.socketType.type == .endurance)
        #expect(conduit.socketType.name == "Endurance Conduit Slot")
        #expect(conduit.ranks.count == 15)
        #expect(conduit.ranks.first?.id == 73)
        #expect(conduit.ranks.first?.tier == 0)
        #expect(conduit.ranks.first?.spellTooltip.spell?.id == 347213)
        #expect(conduit.ranks.first?.spellTooltip.description == "You are healed for 15.0% of the damage dealt by Deep Wounds.")
        #expect(conduit.ranks.last?.tier == 14)
        #expect(conduit.ranks.last?.spellTooltip.description == "You are healed for 36.0% of the damage dealt by Deep Wounds.")
        #expect(conduit.ranks.first?.spellTooltip.range == nil)
    }

    @Test func conduit39() throws {
        let conduit = try decodeFixture(WoW.Conduit.self, "wow/covenant-conduit__39.json")
        #expect(conduit.name == "Gift of the Lich")
        #expect(conduit.item.id == 181553)
        #expect(conduit.socketType.type == .potency)
        #expect(conduit.ranks.map(\.id) == Array(520...534))
        #expect(conduit.ranks.first?.spellTooltip.castTime == "Passive")
        #expect(conduit.ranks.first?.spellTooltip.spell?.name == "Gift of the Lich")
    }

    /// Test input: a locale-less soulbind whose references are typed by their documents.
    @Test func localeLessSoulbindAndTypedReferences() throws {
        let json = """
        {"id": 2, "name": {"en_US": "Dreamweaver", "es_MX": "Tejesueños"},
         "covenant": {"key": {"href": "https://us.api.blizzard.com/data/wow/covenant/3?namespace=static-us"}, "name": {"en_US": "Night Fae"}, "id": 3},
         "creature": {"key": {"href": "https://us.api.blizzard.com/data/wow/creature/164387?namespace=static-us"}, "id": 164387},
         "follower": {"name": {"en_US": "Dreamweaver", "es_MX": "Tejesueños"}, "id": 1264},
         "talent_tree": {"key": {"href": "https://us.api.blizzard.com/data/wow/tech-talent-tree/275?namespace=static-us"}, "id": 275}}
        """
        let soulbind = try decodeInline(WoW.Soulbind.self, json)
        #expect(soulbind.name.resolved(for: .esMX) == "Tejesueños")
        #expect(soulbind.follower.name?.resolved(for: .esMX) == "Tejesueños")
        #expect(soulbind.covenant.name?.description == "Night Fae")
        let creature: BattleNetLink<WoW.Creature> = soulbind.creature.key
        #expect(creature.pathAndQuery.hasPrefix("/data/wow/creature/") == true)
        let tree: BattleNetLink<WoW.TechTalentTree> = soulbind.talentTree.key
        #expect(tree.lastPathComponent == "275")
        let covenant: BattleNetLink<WoW.Covenant> = soulbind.covenant.key
        #expect(covenant.lastPathComponent == "3")
    }

    @Test func covenantIndexIn2025AlsoListsTheDragonflightRenownFactions() throws {
        let index = try decodeFixture(WoW.CovenantIndex.self, "wow/covenant-index__damia-2025.json")
        #expect(index.covenants.compactMap(\.name?.description) == [
            "Kyrian", "Venthyr", "Night Fae", "Necrolord", "Maruuk Centaur", "Dragonscale Expedition",
        ])
        #expect(index.covenants.map(\.id) == [1, 2, 3, 4, 12, 13])
        #expect(index.covenants.last?.pathAndQuery == "/data/wow/covenant/13?namespace=static-11.2.0_62213-us")
    }

    @Test func conduit40In2020IsAPotencyConduitOfFifteenRanks() throws {
        let conduit = try decodeFixture(WoW.Conduit.self, "wow/covenant-conduit__40__rbattlenet-2020.json")
        #expect(conduit.id == 40)
        #expect(conduit.name == "Ire of the Ascended")
        #expect(conduit.item.id == 181600)
        #expect(conduit.item.name == "Ire of the Ascended")
        #expect(conduit.socketType.type == .potency)
        #expect(conduit.socketType.name == "Potency Conduit Slot")
        #expect(conduit.ranks.map(\.id) == Array(535...549))
        #expect(conduit.ranks.map(\.tier) == Array(0...14))
        #expect(conduit.ranks.first?.spellTooltip.spell?.id == 337058)
        #expect(conduit.ranks.first?.spellTooltip.castTime == "Passive")
        #expect(conduit.ranks.first?.spellTooltip.description == "Radiant Spark increases the damage your spells deal to the target by an additional 5.0%.")
        #expect(conduit.ranks.last?.spellTooltip.description == "Radiant Spark increases the damage your spells deal to the target by an additional 12.0%.")
        #expect(conduit.links?.selfLink.pathAndQuery == "/data/wow/covenant/conduit/40?namespace=static-9.0.2_36532-eu")
    }
}
