import BattleNetCore
import BattleNetD3
import BattleNetSC2
import BattleNetTesting
import BattleNetWoW
import Testing

/// The operation ids, derived by `bnet-generate` from each declaration's game and name since the
/// declarations stopped stating them, against the ids they stated before (the fixture manifests,
/// `bnet call` and users' scripts name operations by these ids: none may change) and the shipped catalogue.
@Suite("Operation ids", .timeLimit(.minutes(1)))
struct OperationIDTests {
    /// Every declaration's id as the declarations stated it before ids were derived, by
    /// `<Namespace>.<declaration name>`.
    static let before: [String: String] = [
        "D3.actIndex": "d3ActIndex",
        "D3.act": "d3Act",
        "D3.artisan": "d3Artisan",
        "D3.recipe": "d3Recipe",
        "D3.characterClass": "d3CharacterClass",
        "D3.skill": "d3ApiSkill",
        "D3.follower": "d3Follower",
        "D3.item": "d3Item",
        "D3.itemTypeIndex": "d3ItemTypeIndex",
        "D3.itemType": "d3ItemType",
        "D3.eraIndex": "d3EraIndex",
        "D3.era": "d3Era",
        "D3.eraLeaderboard": "d3EraLeaderboard",
        "D3.seasonIndex": "d3SeasonIndex",
        "D3.season": "d3Season",
        "D3.seasonLeaderboard": "d3SeasonLeaderboard",
        "D3.account": "d3ProfileAccount",
        "D3.hero": "d3ProfileHero",
        "D3.heroItems": "d3ProfileHeroItems",
        "D3.heroFollowerItems": "d3ProfileHeroFollowerItems",
        "SC2.chinaProfile": "sc2CnProfile",
        "SC2.chinaLadders": "sc2CnLadders",
        "SC2.chinaMatchHistory": "sc2CnMatchHistory",
        "SC2.chinaLadder": "sc2CnLadder",
        "SC2.chinaAchievements": "sc2CnAchievements",
        "SC2.chinaRewards": "sc2CnRewards",
        "SC2.ladderData": "sc2LadderData",
        "SC2.league": "sc2LeagueData",
        "SC2.grandmasterLeaderboard": "sc2GrandmasterLeaderboard",
        "SC2.season": "sc2Season",
        "SC2.legacyAchievements": "sc2LegacyAchievements",
        "SC2.legacyRewards": "sc2LegacyRewards",
        "SC2.legacyLadder": "sc2LegacyLadder",
        "SC2.legacyProfile": "sc2LegacyProfile",
        "SC2.legacyLadders": "sc2LegacyLadders",
        "SC2.legacyMatchHistory": "sc2LegacyMatchHistory",
        "SC2.ladderSummary": "sc2LadderSummary",
        "SC2.playerLadder": "sc2PlayerLadder",
        "SC2.metadata": "sc2MetadataProfile",
        "SC2.player": "sc2Player",
        "SC2.profile": "sc2Profile",
        "SC2.staticProfile": "sc2StaticProfile",
        "WoW.achievementCategoryIndex": "wowAchievementCategoryIndex",
        "WoW.achievementCategory": "wowAchievementCategory",
        "WoW.achievementIndex": "wowAchievementIndex",
        "WoW.achievement": "wowAchievement",
        "WoW.achievementMedia": "wowAchievementMedia",
        "WoW.auctions": "wowAuctions",
        "WoW.auctionCommodities": "wowAuctionCommodities",
        "WoW.azeriteEssenceIndex": "wowAzeriteEssenceIndex",
        "WoW.azeriteEssence": "wowAzeriteEssence",
        "WoW.azeriteEssenceSearch": "wowAzeriteEssenceSearch",
        "WoW.azeriteEssenceMedia": "wowAzeriteEssenceMedia",
        "WoW.classicAuctionHouseIndex": "wowClassicAuctionHouseIndex",
        "WoW.classicAuctions": "wowClassicAuctions",
        "WoW.classicPvpRegionIndex": "wowClassicPvpRegionIndex",
        "WoW.classicPvpRegionalSeasonIndex": "wowClassicPvpRegionalSeasonIndex",
        "WoW.classicPvpRegionalSeason": "wowClassicPvpRegionalSeason",
        "WoW.classicPvpLeaderboardIndex": "wowClassicPvpLeaderboardIndex",
        "WoW.classicPvpLeaderboard": "wowClassicPvpLeaderboard",
        "WoW.classicPvpRewardsIndex": "wowClassicPvpRewardsIndex",
        "WoW.connectedRealmIndex": "wowConnectedRealmIndex",
        "WoW.connectedRealm": "wowConnectedRealm",
        "WoW.connectedRealmSearch": "wowConnectedRealmSearch",
        "WoW.covenantIndex": "wowCovenantIndex",
        "WoW.covenant": "wowCovenant",
        "WoW.covenantMedia": "wowCovenantMedia",
        "WoW.soulbindIndex": "wowSoulbindIndex",
        "WoW.soulbind": "wowSoulbind",
        "WoW.conduitIndex": "wowConduitIndex",
        "WoW.conduit": "wowConduit",
        "WoW.creatureFamilyIndex": "wowCreatureFamilyIndex",
        "WoW.creatureFamily": "wowCreatureFamily",
        "WoW.creatureTypeIndex": "wowCreatureTypeIndex",
        "WoW.creatureType": "wowCreatureType",
        "WoW.creature": "wowCreature",
        "WoW.creatureSearch": "wowCreatureSearch",
        "WoW.creatureDisplayMedia": "wowCreatureDisplayMedia",
        "WoW.creatureFamilyMedia": "wowCreatureFamilyMedia",
        "WoW.guildCrestComponentsIndex": "wowGuildCrestComponentsIndex",
        "WoW.guildCrestBorderMedia": "wowGuildCrestBorderMedia",
        "WoW.guildCrestEmblemMedia": "wowGuildCrestEmblemMedia",
        "WoW.heirloomIndex": "wowHeirloomIndex",
        "WoW.heirloom": "wowHeirloom",
        "WoW.decorIndex": "wowDecorIndex",
        "WoW.decor": "wowDecor",
        "WoW.decorSearch": "wowDecorSearch",
        "WoW.fixtureIndex": "wowFixtureIndex",
        "WoW.fixture": "wowFixture",
        "WoW.fixtureSearch": "wowFixtureSearch",
        "WoW.fixtureHookIndex": "wowFixtureHookIndex",
        "WoW.fixtureHook": "wowFixtureHook",
        "WoW.fixtureHookSearch": "wowFixtureHookSearch",
        "WoW.roomIndex": "wowRoomIndex",
        "WoW.room": "wowRoom",
        "WoW.roomSearch": "wowRoomSearch",
        "WoW.itemClassIndex": "wowItemClassIndex",
        "WoW.itemClass": "wowItemClass",
        "WoW.itemSetIndex": "wowItemSetIndex",
        "WoW.itemSet": "wowItemSet",
        "WoW.itemSubclass": "wowItemSubclass",
        "WoW.item": "wowItem",
        "WoW.itemMedia": "wowItemMedia",
        "WoW.itemSearch": "wowItemSearch",
        "WoW.itemAppearance": "wowItemAppearance",
        "WoW.itemAppearanceSearch": "wowItemAppearanceSearch",
        "WoW.itemAppearanceSetIndex": "wowItemAppearanceSetIndex",
        "WoW.itemAppearanceSet": "wowItemAppearanceSet",
        "WoW.itemAppearanceSlotIndex": "wowItemAppearanceSlotIndex",
        "WoW.itemAppearanceSlot": "wowItemAppearanceSlot",
        "WoW.journalExpansionIndex": "wowJournalExpansionIndex",
        "WoW.journalExpansion": "wowJournalExpansion",
        "WoW.journalEncounterIndex": "wowJournalEncounterIndex",
        "WoW.journalEncounter": "wowJournalEncounter",
        "WoW.journalEncounterSearch": "wowJournalEncounterSearch",
        "WoW.journalInstanceIndex": "wowJournalInstanceIndex",
        "WoW.journalInstance": "wowJournalInstance",
        "WoW.journalInstanceMedia": "wowJournalInstanceMedia",
        "WoW.mediaSearch": "wowMediaSearch",
        "WoW.modifiedCraftingIndex": "wowModifiedCraftingIndex",
        "WoW.modifiedCraftingCategoryIndex": "wowModifiedCraftingCategoryIndex",
        "WoW.modifiedCraftingCategory": "wowModifiedCraftingCategory",
        "WoW.modifiedCraftingReagentSlotTypeIndex": "wowModifiedCraftingReagentSlotTypeIndex",
        "WoW.modifiedCraftingReagentSlotType": "wowModifiedCraftingReagentSlotType",
        "WoW.mountIndex": "wowMountIndex",
        "WoW.mount": "wowMount",
        "WoW.mountSearch": "wowMountSearch",
        "WoW.mythicKeystoneAffixIndex": "wowMythicKeystoneAffixIndex",
        "WoW.mythicKeystoneAffix": "wowMythicKeystoneAffix",
        "WoW.mythicKeystoneAffixMedia": "wowMythicKeystoneAffixMedia",
        "WoW.mythicKeystoneDungeonIndex": "wowMythicKeystoneDungeonIndex",
        "WoW.mythicKeystoneDungeon": "wowMythicKeystoneDungeon",
        "WoW.mythicKeystoneIndex": "wowMythicKeystoneIndex",
        "WoW.mythicKeystonePeriodIndex": "wowMythicKeystonePeriodIndex",
        "WoW.mythicKeystonePeriod": "wowMythicKeystonePeriod",
        "WoW.mythicKeystoneSeasonIndex": "wowMythicKeystoneSeasonIndex",
        "WoW.mythicKeystoneSeason": "wowMythicKeystoneSeason",
        "WoW.mythicKeystoneLeaderboardIndex": "wowMythicKeystoneLeaderboardIndex",
        "WoW.mythicKeystoneLeaderboard": "wowMythicKeystoneLeaderboard",
        "WoW.mythicRaidLeaderboard": "wowMythicRaidLeaderboard",
        "WoW.neighborhoodMapIndex": "wowNeighborhoodMapIndex",
        "WoW.neighborhoodMap": "wowNeighborhoodMap",
        "WoW.neighborhood": "wowNeighborhood",
        "WoW.petIndex": "wowPetIndex",
        "WoW.pet": "wowPet",
        "WoW.petMedia": "wowPetMedia",
        "WoW.petAbilityIndex": "wowPetAbilityIndex",
        "WoW.petAbility": "wowPetAbility",
        "WoW.petAbilityMedia": "wowPetAbilityMedia",
        "WoW.playableClassIndex": "wowPlayableClassIndex",
        "WoW.playableClass": "wowPlayableClass",
        "WoW.playableClassMedia": "wowPlayableClassMedia",
        "WoW.pvpTalentSlots": "wowPvpTalentSlots",
        "WoW.playableRaceIndex": "wowPlayableRaceIndex",
        "WoW.playableRace": "wowPlayableRace",
        "WoW.playableSpecializationIndex": "wowPlayableSpecializationIndex",
        "WoW.playableSpecialization": "wowPlayableSpecialization",
        "WoW.playableSpecializationMedia": "wowPlayableSpecializationMedia",
        "WoW.powerTypeIndex": "wowPowerTypeIndex",
        "WoW.powerType": "wowPowerType",
        "WoW.professionIndex": "wowProfessionIndex",
        "WoW.profession": "wowProfession",
        "WoW.professionMedia": "wowProfessionMedia",
        "WoW.professionSkillTier": "wowProfessionSkillTier",
        "WoW.recipe": "wowRecipe",
        "WoW.recipeMedia": "wowRecipeMedia",
        "WoW.pvpSeasonIndex": "wowPvpSeasonIndex",
        "WoW.pvpSeason": "wowPvpSeason",
        "WoW.pvpLeaderboardIndex": "wowPvpLeaderboardIndex",
        "WoW.pvpLeaderboard": "wowPvpLeaderboard",
        "WoW.pvpRewardsIndex": "wowPvpRewardsIndex",
        "WoW.pvpTierIndex": "wowPvpTierIndex",
        "WoW.pvpTier": "wowPvpTier",
        "WoW.pvpTierMedia": "wowPvpTierMedia",
        "WoW.questIndex": "wowQuestIndex",
        "WoW.quest": "wowQuest",
        "WoW.questCategoryIndex": "wowQuestCategoryIndex",
        "WoW.questCategory": "wowQuestCategory",
        "WoW.questAreaIndex": "wowQuestAreaIndex",
        "WoW.questArea": "wowQuestArea",
        "WoW.questTypeIndex": "wowQuestTypeIndex",
        "WoW.questType": "wowQuestType",
        "WoW.realmIndex": "wowRealmIndex",
        "WoW.realm": "wowRealm",
        "WoW.realmSearch": "wowRealmSearch",
        "WoW.regionIndex": "wowRegionIndex",
        "WoW.region": "wowRegion",
        "WoW.reputationFactionIndex": "wowReputationFactionIndex",
        "WoW.reputationFaction": "wowReputationFaction",
        "WoW.reputationTiersIndex": "wowReputationTiersIndex",
        "WoW.reputationTiers": "wowReputationTiers",
        "WoW.spell": "wowSpell",
        "WoW.spellMedia": "wowSpellMedia",
        "WoW.spellSearch": "wowSpellSearch",
        "WoW.talentTreeIndex": "wowTalentTreeIndex",
        "WoW.talentTree": "wowTalentTree",
        "WoW.talentTreeNodes": "wowTalentTreeNodes",
        "WoW.talentIndex": "wowTalentIndex",
        "WoW.talent": "wowTalent",
        "WoW.pvpTalentIndex": "wowPvpTalentIndex",
        "WoW.pvpTalent": "wowPvpTalent",
        "WoW.techTalentTreeIndex": "wowTechTalentTreeIndex",
        "WoW.techTalentTree": "wowTechTalentTree",
        "WoW.techTalentIndex": "wowTechTalentIndex",
        "WoW.techTalent": "wowTechTalent",
        "WoW.techTalentMedia": "wowTechTalentMedia",
        "WoW.titleIndex": "wowTitleIndex",
        "WoW.title": "wowTitle",
        "WoW.toyIndex": "wowToyIndex",
        "WoW.toy": "wowToy",
        "WoW.tokenIndex": "wowTokenIndex",
        "WoW.accountCollectionsIndex": "wowAccountCollectionsIndex",
        "WoW.accountDecorCollectionSummary": "wowAccountDecorCollectionSummary",
        "WoW.accountHeirloomsCollectionSummary": "wowAccountHeirloomsCollectionSummary",
        "WoW.accountMountsCollectionSummary": "wowAccountMountsCollectionSummary",
        "WoW.accountPetsCollectionSummary": "wowAccountPetsCollectionSummary",
        "WoW.accountToysCollectionSummary": "wowAccountToysCollectionSummary",
        "WoW.accountTransmogsCollectionSummary": "wowAccountTransmogsCollectionSummary",
        "WoW.accountProfileSummary": "wowAccountProfileSummary",
        "WoW.characterAchievementsSummary": "wowCharacterAchievementsSummary",
        "WoW.characterAchievementStatistics": "wowCharacterAchievementStatistics",
        "WoW.characterAppearanceSummary": "wowCharacterAppearanceSummary",
        "WoW.characterCollectionsIndex": "wowCharacterCollectionsIndex",
        "WoW.characterDecorCollectionSummary": "wowCharacterDecorCollectionSummary",
        "WoW.characterHeirloomsCollectionSummary": "wowCharacterHeirloomsCollectionSummary",
        "WoW.characterMountsCollectionSummary": "wowCharacterMountsCollectionSummary",
        "WoW.characterPetsCollectionSummary": "wowCharacterPetsCollectionSummary",
        "WoW.characterToysCollectionSummary": "wowCharacterToysCollectionSummary",
        "WoW.characterTransmogCollectionSummary": "wowCharacterTransmogCollectionSummary",
        "WoW.characterEncountersSummary": "wowCharacterEncountersSummary",
        "WoW.characterDungeons": "wowCharacterDungeons",
        "WoW.characterRaids": "wowCharacterRaids",
        "WoW.characterEquipmentSummary": "wowCharacterEquipmentSummary",
        "WoW.characterHouse": "wowCharacterHouse",
        "WoW.characterHunterPetsSummary": "wowCharacterHunterPetsSummary",
        "WoW.characterMediaSummary": "wowCharacterMediaSummary",
        "WoW.characterMythicKeystoneProfileIndex": "wowCharacterMythicKeystoneProfileIndex",
        "WoW.characterMythicKeystoneSeasonDetails": "wowCharacterMythicKeystoneSeasonDetails",
        "WoW.characterProfessionsSummary": "wowCharacterProfessionsSummary",
        "WoW.characterProfileSummary": "wowCharacterProfileSummary",
        "WoW.characterProfileStatus": "wowCharacterProfileStatus",
        "WoW.characterPvpBracketStatistics": "wowCharacterPvpBracketStatistics",
        "WoW.characterPvpSummary": "wowCharacterPvpSummary",
        "WoW.characterQuests": "wowCharacterQuests",
        "WoW.characterCompletedQuests": "wowCharacterCompletedQuests",
        "WoW.characterReputationsSummary": "wowCharacterReputationsSummary",
        "WoW.characterSoulbinds": "wowCharacterSoulbinds",
        "WoW.characterSpecializationsSummary": "wowCharacterSpecializationsSummary",
        "WoW.characterStatisticsSummary": "wowCharacterStatisticsSummary",
        "WoW.characterTitlesSummary": "wowCharacterTitlesSummary",
        "WoW.guild": "wowGuild",
        "WoW.guildActivity": "wowGuildActivity",
        "WoW.guildAchievements": "wowGuildAchievements",
        "WoW.guildRoster": "wowGuildRoster",
        "WoW.protectedCharacterProfileSummary": "wowProtectedCharacterProfileSummary",
    ]

    /// The declarations whose catalogue id is not the game and the name: each states its id.
    static let stated: [String: String] = [
        "D3.skill": "d3ApiSkill",
        "D3.account": "d3ProfileAccount",
        "D3.hero": "d3ProfileHero",
        "D3.heroItems": "d3ProfileHeroItems",
        "D3.heroFollowerItems": "d3ProfileHeroFollowerItems",
        "SC2.chinaProfile": "sc2CnProfile",
        "SC2.chinaLadders": "sc2CnLadders",
        "SC2.chinaMatchHistory": "sc2CnMatchHistory",
        "SC2.chinaLadder": "sc2CnLadder",
        "SC2.chinaAchievements": "sc2CnAchievements",
        "SC2.chinaRewards": "sc2CnRewards",
        "SC2.league": "sc2LeagueData",
        "SC2.metadata": "sc2MetadataProfile",
    ]

    /// Every declared operation as `(<Namespace>.<name>, game prefix, descriptor)`.
    static var declared: [(key: String, prefix: String, descriptor: OperationDescriptor)] {
        let games: [(String, String, [AnyAPIOperation])] = [
            ("D3", "d3", D3.Operations.all), ("SC2", "sc2", SC2.Operations.all), ("WoW", "wow", WoW.Operations.all),
        ]
        return games.flatMap { namespace, prefix, operations in
            operations.map { operation in
                let name = operation.descriptor.swiftName?.prefix { $0 != "(" } ?? ""
                return ("\(namespace).\(name)", prefix, operation.descriptor)
            }
        }
    }

    @Test func noIDChanged() {
        let now = Dictionary(uniqueKeysWithValues: Self.declared.map { ($0.key, $0.descriptor.id) })
        #expect(now.count == 255)
        #expect(now == Self.before)
        for key in Set(now.keys).symmetricDifference(Self.before.keys).sorted() {
            Issue.record("\(key): \(now[key] ?? "not declared") now, \(Self.before[key] ?? "not declared") before")
        }
    }

    @Test func eachIDIsTheGameAndTheNameOrAStatedOverride() {
        var overrides: [String: String] = [:]
        for (key, prefix, descriptor) in Self.declared {
            let name = key.split(separator: ".")[1]
            let derived = prefix + name.prefix(1).uppercased() + name.dropFirst()
            if descriptor.id != derived { overrides[key] = descriptor.id }
        }
        #expect(overrides == Self.stated)
    }

    @Test func theGameFollowsFromTheID() {
        for (key, prefix, descriptor) in Self.declared {
            let expected: BattleNetGame = descriptor.id.hasPrefix("wowClassic") ? .wowClassic : BattleNetGame(rawValue: prefix)
            #expect(descriptor.game == expected, "\(key)")
        }
        #expect(BattleNetGame(catalogueID: "oauthCheckToken") == .oauth)
        #expect(BattleNetGame(catalogueID: "sc2CnLadder") == .sc2)
        // Core reads a game from the id's leading lowercase letters; WoW's declarations name the
        // catalogue's `wow-classic` game for their `wowClassic…` ids.
        #expect(BattleNetGame(catalogueID: "wowClassicAuctions") == .wow)
        #expect(WoW.Operations.classicAuctions.descriptor.game == .wowClassic)
        #expect(BattleNetGame(catalogueID: "hsCardSearch") == .hearthstone)
    }

    @Test func everyIDAndItsClassicTwinIsACatalogueRowOfItsGame() throws {
        let catalogue = try EndpointCatalogue.shipped()
        let rows = Dictionary(catalogue.rows.map { ($0.name, $0.game) }, uniquingKeysWith: { first, _ in first })
        for (key, _, descriptor) in Self.declared {
            for entry in descriptor.catalogueEntries {
                #expect(rows[entry.id] == entry.game.rawValue, "\(key): \(entry.id) (\(entry.game)) is not a catalogue row of its game")
            }
        }
    }

    @Test func theGeneratedLookupFindsEachDeclarationByItsID() {
        for (key, _, descriptor) in Self.declared {
            let found = D3.Operations.operation(declaredAs: descriptor.id) ?? SC2.Operations.operation(declaredAs: descriptor.id)
                ?? WoW.Operations.operation(declaredAs: descriptor.id)
            #expect(found?.descriptor.swiftName == descriptor.swiftName, "\(key)")
        }
        #expect(D3.Operations.act.descriptor.id == "d3Act")
        #expect(D3.Operations.skill.descriptor.id == "d3ApiSkill")
        #expect(WoW.Operations.classicAuctions.descriptor.id == "wowClassicAuctions")
    }
}
