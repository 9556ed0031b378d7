import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetD3

@Suite("D3 profile", .timeLimit(.minutes(2)))
struct ProfileTests {
    @Test func accountProfile() throws {
        let account = try decodeFixture(D3.AccountProfile.self, "d3/profile-account__FaYe-2543.json")
        #expect(account.battleTag == "FaYe#2543")
        #expect(account.guildName == "NoUnburiedLeftBehind")
        #expect(account.paragonLevel == 1740)
        #expect(account.paragonLevelSeason == 349)
        #expect(account.lastHeroPlayed == 127279583)
        #expect(account.lastUpdated == 1575241449)
        #expect(account.lastUpdatedDate == Date(timeIntervalSince1970: 1575241449))
        #expect(account.kills.monsters == 4577054)
        #expect(account.kills.hardcoreMonsters == 315799)
        #expect(account.heroes.count == 7)
        let first = try #require(account.heroes.first)
        #expect(first.name == "BITCONNEEECT")
        #expect(first.id == 104729462)
        #expect(first.heroClass == .necromancer)
        #expect(first.classSlug == .necromancer)
        #expect(first.gender == 1)
        #expect(first.kills?.elites == 3951)
        #expect(first.lastUpdated == 1519616157)
        #expect(account.heroes.filter(\.seasonal).map(\.name) == ["rendyboi"])
        #expect(account.heroes.contains { $0.heroClass == .witchDoctor })
        let fallen = try #require(account.fallenHeroes)
        #expect(fallen.count == 3)
        #expect(fallen[0].heroID == 78822708)
        #expect(fallen[0].heroClass == .wizard)
        #expect(fallen[0].eliteKills == 2016)
        #expect(fallen[0].death.killer == 3847)
        #expect(fallen[0].death.date == Date(timeIntervalSince1970: 1463579349))
        #expect(fallen[0].stats == nil)
        #expect(account.blacksmith?.slug == .blacksmith)
        #expect(account.jewelerSeason?.level == 12)
        #expect(account.mysticSeasonHardcore?.slug == .mystic)
        #expect(account.timePlayed[.demonHunter] == 1.0)
        #expect(account.timePlayed[.necromancer] == 0.024)
        #expect(account.progression.act1 == false)
        #expect(account.seasonalProfiles.count == 6)
        let season19 = try #require(account.seasonalProfile(season: 19))
        #expect(season19.seasonID == 19)
        #expect(season19.paragonLevel == 349)
        #expect(season19.kills.elites == 1398)
        #expect(season19.timePlayed[.barbarian] == 0.011)
        #expect(account.seasonalProfile(season: 0)?.paragonLevelHardcore == 794)
        #expect(account.seasonalProfile(season: 14) == nil)
    }

    @Test func accountProfileWithoutLocale() throws {
        let account = try decodeFixture(D3.AccountProfile.self, "d3/profile-account__FaYe-2543__rbattlenet.json")
        #expect(account.battleTag == "FaYe#2543")
        #expect(account.heroes.count == 6)
        #expect(account.lastHeroPlayed == 116138595)
        #expect(account.lastUpdated == 1547904099)
        #expect(account.paragonLevelSeason == 0)
        #expect(account.seasonalProfiles.keys.sorted() == ["season0", "season12", "season13", "season15", "season16"])
        #expect(account.seasonalProfile(season: 16)?.kills.monsters == 20897)
        #expect(account.fallenHeroes?.map(\.name) == ["duDuduTwo", "OldManAss", "duDudu"])
    }

    @Test func hero() throws {
        let hero = try decodeFixture(D3.Hero.self, "d3/profile-hero__FaYe-2543_104729462.json")
        #expect(hero.id == 104729462)
        #expect(hero.name == "BITCONNEEECT")
        #expect(hero.heroClass == .necromancer)
        #expect(hero.gender == 1)
        #expect(hero.paragonLevel == 1740)
        #expect(hero.seasonCreated == 13)
        #expect(hero.highestSoloRiftCompleted == 70)
        #expect(hero.alive == true)
        #expect(hero.dead == nil)
        #expect(hero.isDead == false)
        #expect(hero.lastUpdated == 1519616157)
        #expect(hero.kills.elites == 3951)
        // `toughness` is written `1.15432E7` in the body.
        #expect(hero.stats.toughness == 11_543_200)
        #expect(hero.stats.life == 577856.1)
        #expect(hero.stats.critChance == 0.35000002)
        #expect(hero.stats.magicFind == nil)
        #expect(hero.skills.active.count == 6)
        let corpseLance = try #require(hero.skills.active.first)
        #expect(corpseLance.skill?.slug == "corpse-lance")
        #expect(corpseLance.skill?.icon.name == "p6_necro_corpselance")
        #expect(corpseLance.skill?.tooltipURL == "/class/necromancer/active/corpse-lance")
        #expect(corpseLance.rune?.name == "Ricochet")
        #expect(corpseLance.rune?.type == .a)
        #expect(hero.skills.passive.map { $0.skill?.slug } == ["rigor-mortis", "final-service", "stand-alone", "blood-is-power"])
        #expect(hero.skills.passive[0].skill?.flavorText?.hasSuffix("Deathspeaker Mykan") == true)
        #expect(hero.items.count == 13)
        #expect(hero.items.head?.name == "Pestilence Mask")
        #expect(hero.items.head?.displayColor == .green)
        #expect(hero.items.mainHand?.transmogItem?.name == "Jesseth Skullscythe")
        #expect(hero.items.torso?.transmogItem?.displayColor == .orange)
        #expect(hero.items.waist?.dyeColor == nil)
        #expect(hero.items[.bracers]?.id == "Unique_Bracer_106_x1")
        #expect(hero.items.special == nil)
        let powers = try #require(hero.legendaryPowers)
        #expect(powers.count == 2)
        #expect(powers[1]?.name == "Steuart's Greaves")
        #expect(hero.followers?.count == 3)
        let templar = try #require(hero.followers?.templar)
        #expect(templar.level == 70)
        #expect(templar.stats.experienceBonus == 297)
        #expect(templar.items.mainHand?.name == "Thunderfury, Blessed Blade of the Windseeker")
        #expect(templar.items.count == 5)
        #expect(templar.skills.isEmpty)
        #expect(hero.followers?.enchantress?.items.isEmpty == true)
        #expect(hero.followers?[.scoundrel]?.stats.experienceBonus == 163)
        #expect(hero.progression?.act5.completed == false)
        #expect(hero.progression?.act1.completedQuests.isEmpty == true)
    }

    @Test func heroItems() throws {
        let items = try decodeFixture(D3.HeroItems.self, "d3/profile-hero-items__FaYe-2543_104729462.json")
        #expect(items.count == 13)
        let bracers = try #require(items.bracers)
        #expect(bracers.name == "Nemesis Bracers")
        #expect(bracers.slot == .bracers)
        #expect(bracers.type.id == .bracers)
        #expect(bracers.typeName == "Ancient Legendary Bracers")
        #expect(bracers.armor == 404.66666)
        #expect(bracers.attributes?.primary.count == 4)
        #expect(bracers.gems == nil)
        let mainHand = try #require(items.mainHand)
        #expect(mainHand.elementalType == .holy)
        #expect(mainHand.dps == "2,228.7")
        #expect(mainHand.maxDamage == 1847.5502)
        #expect(mainHand.transmog?.name == "Jesseth Skullscythe")
        #expect(mainHand.gems?.first?.item.name == "Flawless Royal Emerald")
        let feet = try #require(items.feet)
        #expect(feet.set?.name == "Pestilence Master's Shroud")
        #expect(feet.type.id.rawValue == "bootsnecromancer")
        #expect(feet.displayColor == .green)
        #expect(items.torso?.gems?.count == 3)
        #expect(items.legs?.gems?.map(\.attributes) == [["+280 Intelligence"], ["+280 Intelligence"]])
        let jewel = try #require(items.leftFinger?.gems?.first)
        #expect(jewel.isJewel)
        #expect(jewel.jewelRank == 54)
        #expect(jewel.item.slug == "gogok-of-swiftness")
        #expect(items.leftFinger?.seasonRequiredToDrop == 3)
        #expect(items.neck?.type.id == .amulet)
    }

    @Test func heroFollowerItems() throws {
        let followers = try decodeFixture(D3.HeroFollowerItems.self, "d3/profile-hero-follower-items__FaYe-2543_104729462.json")
        #expect(followers.followers.count == 2)
        #expect(followers.enchantress == nil)
        let templar = try #require(followers.templar)
        #expect(templar.keys.map(\.rawValue).sorted() == ["leftFinger", "mainHand", "neck", "offHand", "rightFinger", "special"])
        let ring = try #require(templar.leftFinger)
        #expect(ring.name == "Faith Charge")
        #expect(ring.displayColor == .yellow)
        #expect(ring.accountBound == false)
        #expect(ring.craftedBy?.name == "Sovereign Ring")
        #expect(ring.craftedBy?.cost == 18000)
        #expect(ring.craftedBy?.reagents.map(\.item.slug) == ["marquise-diamond", "marquise-amethyst"])
        #expect(ring.craftedBy?.itemProduced.path == "item/null-Ring_25")
        #expect(templar.offHand?.blockChance?.hasPrefix("+18.0% Chance to Block") == true)
        #expect(templar.mainHand?.elementalType == .lightning)
        let token = try #require(followers[.scoundrel]?.special)
        #expect(token.name == "Ribald Etchings")
        #expect(token.slot == .special)
        #expect(token.attributes?.secondary?.first == "Monster kills grant +163 experience.")
    }

    @Test func heroLegacyShapes() throws {
        // Pre-2019 keys (`dead`, `last-updated`), an empty skill slot, a `null` cube slot and both dye shapes.
        let json = """
        {"id":1,"name":"Old","class":"demon-hunter","gender":0,"level":70,"paragonLevel":10,"hardcore":true,
         "seasonal":false,"kills":{"elites":5},"dead":true,"last-updated":1400000000,
         "skills":{"active":[{},{"skill":{"slug":"s","name":"S","icon":"i","level":1,"tooltipUrl":"skill/x","description":"d"}}],
                   "passive":[]},
         "items":{"head":{"id":"H","name":"Helm","icon":"h","displayColor":"blue","tooltipParams":"item/h",
                          "dyeColor":{"item":{"id":"Dye_02","name":"Blue Dye","icon":"dye_02","tooltipParams":"item/dye"}}},
                  "torso":{"id":"T","name":"Chest","icon":"t","tooltipParams":"item/t",
                           "dyeColor":{"id":"Dye_03","name":"Red Dye","icon":"dye_03","tooltipParams":"item/dye3"}}},
         "followers":{"templar":{"slug":"templar","level":70,"items":{},"stats":{"goldFind":0,"magicFind":0,"experienceBonus":0},
                      "skills":[{"skill":{"slug":"heal","name":"Heal","icon":"templar_heal","level":5,"tooltipUrl":"skill/templar/heal","description":"Heals"}}]}},
         "legendaryPowers":[null,{"id":"P","name":"Power","icon":"p","tooltipParams":"item/p"},null],
         "stats":{"life":1,"damage":2,"toughness":3,"healing":4,"attackSpeed":1,"armor":1,"strength":1,"dexterity":1,
                  "vitality":1,"intelligence":1,"physicalResist":1,"fireResist":1,"coldResist":1,"lightningResist":1,
                  "poisonResist":1,"arcaneResist":1,"blockChance":0,"blockAmountMin":0,"blockAmountMax":0,"critChance":0.1,
                  "thorns":0,"lifeSteal":0,"lifePerKill":0,"lifeOnHit":0,"goldFind":0,"primaryResource":125,
                  "secondaryResource":30,"magicFind":0.5},
         "progression":{"act1":{"completed":true,"completedQuests":[{"slug":"q","name":"Q"}]},
                        "act2":{"completed":false,"completedQuests":[]},"act3":{"completed":false,"completedQuests":[]},
                        "act4":{"completed":false,"completedQuests":[]},"act5":{"completed":false,"completedQuests":[]}}}
        """
        let hero = try decodeInline(D3.Hero.self, json)
        #expect(hero.heroClass == .demonHunter)
        #expect(hero.isDead == true)
        #expect(hero.lastUpdated == 1400000000)
        #expect(hero.seasonCreated == nil)
        #expect(hero.skills.active.first?.skill == nil)
        #expect(hero.skills.active.last?.skill?.descriptionHTML == nil)
        #expect(hero.items.head?.dyeColor?.item.name == "Blue Dye")
        #expect(hero.items.torso?.dyeColor?.item.id == "Dye_03")
        #expect(hero.items.torso?.displayColor == nil)
        #expect(hero.legendaryPowers?.count == 3)
        #expect(hero.legendaryPowers?[1]?.name == "Power")
        #expect(hero.legendaryPowers?[0] == nil)
        #expect(hero.followers?.templar?.skills.first?.skill?.slug == "heal")
        #expect(hero.stats.magicFind == 0.5)
        #expect(hero.progression?.act1.completedQuests.first?.name == "Q")
        // Bare follower skill (Pewtro shape) and an empty one.
        let skills = try decodeInline([D3.HeroFollowerSkill].self,
            #"[{"slug":"a","name":"A","icon":"a","level":1,"tooltipUrl":"u","description":"d"},{}]"#)
        #expect(skills.map { $0.skill?.slug } == ["a", nil])
    }









    @Test func unknownSlotsAndFollowersAreKept() throws {
        let items = try decodeInline(D3.EquippedItems<D3.HeroItem>.self,
            #"{"cosmetic":{"id":"X","name":"Wings","icon":"w","tooltipParams":"item/w"}}"#)
        #expect(items[D3.ItemSlot(rawValue: "cosmetic")]?.name == "Wings")
        let played = try decodeInline(D3.TimePlayed.self, #"{"barbarian":0.5,"druid":1.0}"#)
        #expect(played[.barbarian] == 0.5)
        #expect(played["druid"] == 1.0)
        #expect(played[.necromancer] == nil)
        let roundTrip = try JSONDecoder().decode(D3.TimePlayed.self, from: JSONEncoder().encode(played))
        #expect(roundTrip == played)
    }
}
