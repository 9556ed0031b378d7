// Generated from the declarations in this module by `BNET_UPDATE_GENERATED=1 swift test`; a test fails
// when it is stale. Do not edit.

import Foundation

extension WoW.Operations {
    /// Every World of Warcraft operation, grouped by source file.
    public static let all: [AnyAPIOperation] = [
        achievementCategoryIndex.erased,
        achievementCategory.erased,
        achievementIndex.erased,
        achievement.erased,
        achievementMedia.erased,
        auctions.erased,
        auctionCommodities.erased,
        azeriteEssenceIndex.erased,
        azeriteEssence.erased,
        azeriteEssenceSearch.erased,
        azeriteEssenceMedia.erased,
        classicAuctionHouseIndex.erased,
        classicAuctions.erased,
        classicPvpRegionIndex.erased,
        classicPvpRegionalSeasonIndex.erased,
        classicPvpRegionalSeason.erased,
        classicPvpLeaderboardIndex.erased,
        classicPvpLeaderboard.erased,
        classicPvpRewardsIndex.erased,
        connectedRealmIndex.erased,
        connectedRealm.erased,
        connectedRealmSearch.erased,
        covenantIndex.erased,
        covenant.erased,
        covenantMedia.erased,
        soulbindIndex.erased,
        soulbind.erased,
        conduitIndex.erased,
        conduit.erased,
        creatureFamilyIndex.erased,
        creatureFamily.erased,
        creatureTypeIndex.erased,
        creatureType.erased,
        creature.erased,
        creatureSearch.erased,
        creatureDisplayMedia.erased,
        creatureFamilyMedia.erased,
        guildCrestComponentsIndex.erased,
        guildCrestBorderMedia.erased,
        guildCrestEmblemMedia.erased,
        heirloomIndex.erased,
        heirloom.erased,
        decorIndex.erased,
        decor.erased,
        decorSearch.erased,
        fixtureIndex.erased,
        fixture.erased,
        fixtureSearch.erased,
        fixtureHookIndex.erased,
        fixtureHook.erased,
        fixtureHookSearch.erased,
        roomIndex.erased,
        room.erased,
        roomSearch.erased,
        itemClassIndex.erased,
        itemClass.erased,
        itemSetIndex.erased,
        itemSet.erased,
        itemSubclass.erased,
        item.erased,
        itemMedia.erased,
        itemSearch.erased,
        itemAppearance.erased,
        itemAppearanceSearch.erased,
        itemAppearanceSetIndex.erased,
        itemAppearanceSet.erased,
        itemAppearanceSlotIndex.erased,
        itemAppearanceSlot.erased,
        journalExpansionIndex.erased,
        journalExpansion.erased,
        journalEncounterIndex.erased,
        journalEncounter.erased,
        journalEncounterSearch.erased,
        journalInstanceIndex.erased,
        journalInstance.erased,
        journalInstanceMedia.erased,
        mediaSearch.erased,
        modifiedCraftingIndex.erased,
        modifiedCraftingCategoryIndex.erased,
        modifiedCraftingCategory.erased,
        modifiedCraftingReagentSlotTypeIndex.erased,
        modifiedCraftingReagentSlotType.erased,
        mountIndex.erased,
        mount.erased,
        mountSearch.erased,
        mythicKeystoneAffixIndex.erased,
        mythicKeystoneAffix.erased,
        mythicKeystoneAffixMedia.erased,
        mythicKeystoneDungeonIndex.erased,
        mythicKeystoneDungeon.erased,
        mythicKeystoneIndex.erased,
        mythicKeystonePeriodIndex.erased,
        mythicKeystonePeriod.erased,
        mythicKeystoneSeasonIndex.erased,
        mythicKeystoneSeason.erased,
        mythicKeystoneLeaderboardIndex.erased,
        mythicKeystoneLeaderboard.erased,
        mythicRaidLeaderboard.erased,
        neighborhoodMapIndex.erased,
        neighborhoodMap.erased,
        neighborhood.erased,
        petIndex.erased,
        pet.erased,
        petMedia.erased,
        petAbilityIndex.erased,
        petAbility.erased,
        petAbilityMedia.erased,
        playableClassIndex.erased,
        playableClass.erased,
        playableClassMedia.erased,
        pvpTalentSlots.erased,
        playableRaceIndex.erased,
        playableRace.erased,
        playableSpecializationIndex.erased,
        playableSpecialization.erased,
        playableSpecializationMedia.erased,
        powerTypeIndex.erased,
        powerType.erased,
        professionIndex.erased,
        profession.erased,
        professionMedia.erased,
        professionSkillTier.erased,
        recipe.erased,
        recipeMedia.erased,
        pvpSeasonIndex.erased,
        pvpSeason.erased,
        pvpLeaderboardIndex.erased,
        pvpLeaderboard.erased,
        pvpRewardsIndex.erased,
        pvpTierIndex.erased,
        pvpTier.erased,
        pvpTierMedia.erased,
        questIndex.erased,
        quest.erased,
        questCategoryIndex.erased,
        questCategory.erased,
        questAreaIndex.erased,
        questArea.erased,
        questTypeIndex.erased,
        questType.erased,
        realmIndex.erased,
        realm.erased,
        realmSearch.erased,
        regionIndex.erased,
        region.erased,
        reputationFactionIndex.erased,
        reputationFaction.erased,
        reputationTiersIndex.erased,
        reputationTiers.erased,
        spell.erased,
        spellMedia.erased,
        spellSearch.erased,
        talentTreeIndex.erased,
        talentTree.erased,
        talentTreeNodes.erased,
        talentIndex.erased,
        talent.erased,
        pvpTalentIndex.erased,
        pvpTalent.erased,
        techTalentTreeIndex.erased,
        techTalentTree.erased,
        techTalentIndex.erased,
        techTalent.erased,
        techTalentMedia.erased,
        titleIndex.erased,
        title.erased,
        toyIndex.erased,
        toy.erased,
        tokenIndex.erased,
        accountCollectionsIndex.erased,
        accountDecorCollectionSummary.erased,
        accountHeirloomsCollectionSummary.erased,
        accountMountsCollectionSummary.erased,
        accountPetsCollectionSummary.erased,
        accountToysCollectionSummary.erased,
        accountTransmogsCollectionSummary.erased,
        accountProfileSummary.erased,
        characterAchievementsSummary.erased,
        characterAchievementStatistics.erased,
        characterAppearanceSummary.erased,
        characterCollectionsIndex.erased,
        characterDecorCollectionSummary.erased,
        characterHeirloomsCollectionSummary.erased,
        characterMountsCollectionSummary.erased,
        characterPetsCollectionSummary.erased,
        characterToysCollectionSummary.erased,
        characterTransmogCollectionSummary.erased,
        characterEncountersSummary.erased,
        characterDungeons.erased,
        characterRaids.erased,
        characterEquipmentSummary.erased,
        characterHouse.erased,
        characterHunterPetsSummary.erased,
        characterMediaSummary.erased,
        characterMythicKeystoneProfileIndex.erased,
        characterMythicKeystoneSeasonDetails.erased,
        characterProfessionsSummary.erased,
        characterProfileSummary.erased,
        characterProfileStatus.erased,
        characterPvpBracketStatistics.erased,
        characterPvpSummary.erased,
        characterQuests.erased,
        characterCompletedQuests.erased,
        characterReputationsSummary.erased,
        characterSoulbinds.erased,
        characterSpecializationsSummary.erased,
        characterStatisticsSummary.erased,
        characterTitlesSummary.erased,
        guild.erased,
        guildActivity.erased,
        guildAchievements.erased,
        guildRoster.erased,
        protectedCharacterProfileSummary.erased,
    ]

    /// The operation declared with catalogue id `id` (its own id, not a Classic twin's), or `nil`;
    /// only that declaration is built, where ``all`` builds every one.
    public static func operation(declaredAs id: String) -> AnyAPIOperation? {
        switch id {
        case "wowAchievementCategoryIndex": achievementCategoryIndex.erased
        case "wowAchievementCategory": achievementCategory.erased
        case "wowAchievementIndex": achievementIndex.erased
        case "wowAchievement": achievement.erased
        case "wowAchievementMedia": achievementMedia.erased
        case "wowAuctions": auctions.erased
        case "wowAuctionCommodities": auctionCommodities.erased
        case "wowAzeriteEssenceIndex": azeriteEssenceIndex.erased
        case "wowAzeriteEssence": azeriteEssence.erased
        case "wowAzeriteEssenceSearch": azeriteEssenceSearch.erased
        case "wowAzeriteEssenceMedia": azeriteEssenceMedia.erased
        case "wowClassicAuctionHouseIndex": classicAuctionHouseIndex.erased
        case "wowClassicAuctions": classicAuctions.erased
        case "wowClassicPvpRegionIndex": classicPvpRegionIndex.erased
        case "wowClassicPvpRegionalSeasonIndex": classicPvpRegionalSeasonIndex.erased
        case "wowClassicPvpRegionalSeason": classicPvpRegionalSeason.erased
        case "wowClassicPvpLeaderboardIndex": classicPvpLeaderboardIndex.erased
        case "wowClassicPvpLeaderboard": classicPvpLeaderboard.erased
        case "wowClassicPvpRewardsIndex": classicPvpRewardsIndex.erased
        case "wowConnectedRealmIndex": connectedRealmIndex.erased
        case "wowConnectedRealm": connectedRealm.erased
        case "wowConnectedRealmSearch": connectedRealmSearch.erased
        case "wowCovenantIndex": covenantIndex.erased
        case "wowCovenant": covenant.erased
        case "wowCovenantMedia": covenantMedia.erased
        case "wowSoulbindIndex": soulbindIndex.erased
        case "wowSoulbind": soulbind.erased
        case "wowConduitIndex": conduitIndex.erased
        case "wowConduit": conduit.erased
        case "wowCreatureFamilyIndex": creatureFamilyIndex.erased
        case "wowCreatureFamily": creatureFamily.erased
        case "wowCreatureTypeIndex": creatureTypeIndex.erased
        case "wowCreatureType": creatureType.erased
        case "wowCreature": creature.erased
        case "wowCreatureSearch": creatureSearch.erased
        case "wowCreatureDisplayMedia": creatureDisplayMedia.erased
        case "wowCreatureFamilyMedia": creatureFamilyMedia.erased
        case "wowGuildCrestComponentsIndex": guildCrestComponentsIndex.erased
        case "wowGuildCrestBorderMedia": guildCrestBorderMedia.erased
        case "wowGuildCrestEmblemMedia": guildCrestEmblemMedia.erased
        case "wowHeirloomIndex": heirloomIndex.erased
        case "wowHeirloom": heirloom.erased
        case "wowDecorIndex": decorIndex.erased
        case "wowDecor": decor.erased
        case "wowDecorSearch": decorSearch.erased
        case "wowFixtureIndex": fixtureIndex.erased
        case "wowFixture": fixture.erased
        case "wowFixtureSearch": fixtureSearch.erased
        case "wowFixtureHookIndex": fixtureHookIndex.erased
        case "wowFixtureHook": fixtureHook.erased
        case "wowFixtureHookSearch": fixtureHookSearch.erased
        case "wowRoomIndex": roomIndex.erased
        case "wowRoom": room.erased
        case "wowRoomSearch": roomSearch.erased
        case "wowItemClassIndex": itemClassIndex.erased
        case "wowItemClass": itemClass.erased
        case "wowItemSetIndex": itemSetIndex.erased
        case "wowItemSet": itemSet.erased
        case "wowItemSubclass": itemSubclass.erased
        case "wowItem": item.erased
        case "wowItemMedia": itemMedia.erased
        case "wowItemSearch": itemSearch.erased
        case "wowItemAppearance": itemAppearance.erased
        case "wowItemAppearanceSearch": itemAppearanceSearch.erased
        case "wowItemAppearanceSetIndex": itemAppearanceSetIndex.erased
        case "wowItemAppearanceSet": itemAppearanceSet.erased
        case "wowItemAppearanceSlotIndex": itemAppearanceSlotIndex.erased
        case "wowItemAppearanceSlot": itemAppearanceSlot.erased
        case "wowJournalExpansionIndex": journalExpansionIndex.erased
        case "wowJournalExpansion": journalExpansion.erased
        case "wowJournalEncounterIndex": journalEncounterIndex.erased
        case "wowJournalEncounter": journalEncounter.erased
        case "wowJournalEncounterSearch": journalEncounterSearch.erased
        case "wowJournalInstanceIndex": journalInstanceIndex.erased
        case "wowJournalInstance": journalInstance.erased
        case "wowJournalInstanceMedia": journalInstanceMedia.erased
        case "wowMediaSearch": mediaSearch.erased
        case "wowModifiedCraftingIndex": modifiedCraftingIndex.erased
        case "wowModifiedCraftingCategoryIndex": modifiedCraftingCategoryIndex.erased
        case "wowModifiedCraftingCategory": modifiedCraftingCategory.erased
        case "wowModifiedCraftingReagentSlotTypeIndex": modifiedCraftingReagentSlotTypeIndex.erased
        case "wowModifiedCraftingReagentSlotType": modifiedCraftingReagentSlotType.erased
        case "wowMountIndex": mountIndex.erased
        case "wowMount": mount.erased
        case "wowMountSearch": mountSearch.erased
        case "wowMythicKeystoneAffixIndex": mythicKeystoneAffixIndex.erased
        case "wowMythicKeystoneAffix": mythicKeystoneAffix.erased
        case "wowMythicKeystoneAffixMedia": mythicKeystoneAffixMedia.erased
        case "wowMythicKeystoneDungeonIndex": mythicKeystoneDungeonIndex.erased
        case "wowMythicKeystoneDungeon": mythicKeystoneDungeon.erased
        case "wowMythicKeystoneIndex": mythicKeystoneIndex.erased
        case "wowMythicKeystonePeriodIndex": mythicKeystonePeriodIndex.erased
        case "wowMythicKeystonePeriod": mythicKeystonePeriod.erased
        case "wowMythicKeystoneSeasonIndex": mythicKeystoneSeasonIndex.erased
        case "wowMythicKeystoneSeason": mythicKeystoneSeason.erased
        case "wowMythicKeystoneLeaderboardIndex": mythicKeystoneLeaderboardIndex.erased
        case "wowMythicKeystoneLeaderboard": mythicKeystoneLeaderboard.erased
        case "wowMythicRaidLeaderboard": mythicRaidLeaderboard.erased
        case "wowNeighborhoodMapIndex": neighborhoodMapIndex.erased
        case "wowNeighborhoodMap": neighborhoodMap.erased
        case "wowNeighborhood": neighborhood.erased
        case "wowPetIndex": petIndex.erased
        case "wowPet": pet.erased
        case "wowPetMedia": petMedia.erased
        case "wowPetAbilityIndex": petAbilityIndex.erased
        case "wowPetAbility": petAbility.erased
        case "wowPetAbilityMedia": petAbilityMedia.erased
        case "wowPlayableClassIndex": playableClassIndex.erased
        case "wowPlayableClass": playableClass.erased
        case "wowPlayableClassMedia": playableClassMedia.erased
        case "wowPvpTalentSlots": pvpTalentSlots.erased
        case "wowPlayableRaceIndex": playableRaceIndex.erased
        case "wowPlayableRace": playableRace.erased
        case "wowPlayableSpecializationIndex": playableSpecializationIndex.erased
        case "wowPlayableSpecialization": playableSpecialization.erased
        case "wowPlayableSpecializationMedia": playableSpecializationMedia.erased
        case "wowPowerTypeIndex": powerTypeIndex.erased
        case "wowPowerType": powerType.erased
        case "wowProfessionIndex": professionIndex.erased
        case "wowProfession": profession.erased
        case "wowProfessionMedia": professionMedia.erased
        case "wowProfessionSkillTier": professionSkillTier.erased
        case "wowRecipe": recipe.erased
        case "wowRecipeMedia": recipeMedia.erased
        case "wowPvpSeasonIndex": pvpSeasonIndex.erased
        case "wowPvpSeason": pvpSeason.erased
        case "wowPvpLeaderboardIndex": pvpLeaderboardIndex.erased
        case "wowPvpLeaderboard": pvpLeaderboard.erased
        case "wowPvpRewardsIndex": pvpRewardsIndex.erased
        case "wowPvpTierIndex": pvpTierIndex.erased
        case "wowPvpTier": pvpTier.erased
        case "wowPvpTierMedia": pvpTierMedia.erased
        case "wowQuestIndex": questIndex.erased
        case "wowQuest": quest.erased
        case "wowQuestCategoryIndex": questCategoryIndex.erased
        case "wowQuestCategory": questCategory.erased
        case "wowQuestAreaIndex": questAreaIndex.erased
        case "wowQuestArea": questArea.erased
        case "wowQuestTypeIndex": questTypeIndex.erased
        case "wowQuestType": questType.erased
        case "wowRealmIndex": realmIndex.erased
        case "wowRealm": realm.erased
        case "wowRealmSearch": realmSearch.erased
        case "wowRegionIndex": regionIndex.erased
        case "wowRegion": region.erased
        case "wowReputationFactionIndex": reputationFactionIndex.erased
        case "wowReputationFaction": reputationFaction.erased
        case "wowReputationTiersIndex": reputationTiersIndex.erased
        case "wowReputationTiers": reputationTiers.erased
        case "wowSpell": spell.erased
        case "wowSpellMedia": spellMedia.erased
        case "wowSpellSearch": spellSearch.erased
        case "wowTalentTreeIndex": talentTreeIndex.erased
        case "wowTalentTree": talentTree.erased
        case "wowTalentTreeNodes": talentTreeNodes.erased
        case "wowTalentIndex": talentIndex.erased
        case "wowTalent": talent.erased
        case "wowPvpTalentIndex": pvpTalentIndex.erased
        case "wowPvpTalent": pvpTalent.erased
        case "wowTechTalentTreeIndex": techTalentTreeIndex.erased
        case "wowTechTalentTree": techTalentTree.erased
        case "wowTechTalentIndex": techTalentIndex.erased
        case "wowTechTalent": techTalent.erased
        case "wowTechTalentMedia": techTalentMedia.erased
        case "wowTitleIndex": titleIndex.erased
        case "wowTitle": title.erased
        case "wowToyIndex": toyIndex.erased
        case "wowToy": toy.erased
        case "wowTokenIndex": tokenIndex.erased
        case "wowAccountCollectionsIndex": accountCollectionsIndex.erased
        case "wowAccountDecorCollectionSummary": accountDecorCollectionSummary.erased
        case "wowAccountHeirloomsCollectionSummary": accountHeirloomsCollectionSummary.erased
        case "wowAccountMountsCollectionSummary": accountMountsCollectionSummary.erased
        case "wowAccountPetsCollectionSummary": accountPetsCollectionSummary.erased
        case "wowAccountToysCollectionSummary": accountToysCollectionSummary.erased
        case "wowAccountTransmogsCollectionSummary": accountTransmogsCollectionSummary.erased
        case "wowAccountProfileSummary": accountProfileSummary.erased
        case "wowCharacterAchievementsSummary": characterAchievementsSummary.erased
        case "wowCharacterAchievementStatistics": characterAchievementStatistics.erased
        case "wowCharacterAppearanceSummary": characterAppearanceSummary.erased
        case "wowCharacterCollectionsIndex": characterCollectionsIndex.erased
        case "wowCharacterDecorCollectionSummary": characterDecorCollectionSummary.erased
        case "wowCharacterHeirloomsCollectionSummary": characterHeirloomsCollectionSummary.erased
        case "wowCharacterMountsCollectionSummary": characterMountsCollectionSummary.erased
        case "wowCharacterPetsCollectionSummary": characterPetsCollectionSummary.erased
        case "wowCharacterToysCollectionSummary": characterToysCollectionSummary.erased
        case "wowCharacterTransmogCollectionSummary": characterTransmogCollectionSummary.erased
        case "wowCharacterEncountersSummary": characterEncountersSummary.erased
        case "wowCharacterDungeons": characterDungeons.erased
        case "wowCharacterRaids": characterRaids.erased
        case "wowCharacterEquipmentSummary": characterEquipmentSummary.erased
        case "wowCharacterHouse": characterHouse.erased
        case "wowCharacterHunterPetsSummary": characterHunterPetsSummary.erased
        case "wowCharacterMediaSummary": characterMediaSummary.erased
        case "wowCharacterMythicKeystoneProfileIndex": characterMythicKeystoneProfileIndex.erased
        case "wowCharacterMythicKeystoneSeasonDetails": characterMythicKeystoneSeasonDetails.erased
        case "wowCharacterProfessionsSummary": characterProfessionsSummary.erased
        case "wowCharacterProfileSummary": characterProfileSummary.erased
        case "wowCharacterProfileStatus": characterProfileStatus.erased
        case "wowCharacterPvpBracketStatistics": characterPvpBracketStatistics.erased
        case "wowCharacterPvpSummary": characterPvpSummary.erased
        case "wowCharacterQuests": characterQuests.erased
        case "wowCharacterCompletedQuests": characterCompletedQuests.erased
        case "wowCharacterReputationsSummary": characterReputationsSummary.erased
        case "wowCharacterSoulbinds": characterSoulbinds.erased
        case "wowCharacterSpecializationsSummary": characterSpecializationsSummary.erased
        case "wowCharacterStatisticsSummary": characterStatisticsSummary.erased
        case "wowCharacterTitlesSummary": characterTitlesSummary.erased
        case "wowGuild": guild.erased
        case "wowGuildActivity": guildActivity.erased
        case "wowGuildAchievements": guildAchievements.erased
        case "wowGuildRoster": guildRoster.erased
        case "wowProtectedCharacterProfileSummary": protectedCharacterProfileSummary.erased
        default: nil
        }
    }
}

extension OperationRepository where Declarations == WoW.Operations {
    /// ``WoW/Operations/achievementCategoryIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.achievementCategoryIndex()` → `WoW.AchievementCategoryIndex`, for `/data/wow/achievement-category/index`.
    public var achievementCategoryIndex: BoundOperation<WoW.AchievementCategoryIndex> { bind(WoW.Operations.achievementCategoryIndex) }
    /// ``WoW/Operations/achievementCategory`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.achievementCategory(Int)` → `WoW.AchievementCategory`, for `/data/wow/achievement-category/{achievementCategoryId}`.
    public var achievementCategory: BoundOperation<WoW.AchievementCategory, Int> { bind(WoW.Operations.achievementCategory) }
    /// ``WoW/Operations/achievementIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.achievementIndex()` → `WoW.AchievementIndex`, for `/data/wow/achievement/index`.
    public var achievementIndex: BoundOperation<WoW.AchievementIndex> { bind(WoW.Operations.achievementIndex) }
    /// ``WoW/Operations/achievement`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.achievement(Int)` → `WoW.Achievement`, for `/data/wow/achievement/{achievementId}`.
    public var achievement: BoundOperation<WoW.Achievement, Int> { bind(WoW.Operations.achievement) }
    /// ``WoW/Operations/achievementMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.achievementMedia(Int)` → `WoW.Media`, for `/data/wow/media/achievement/{achievementId}`.
    public var achievementMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.achievementMedia) }
    /// ``WoW/Operations/auctions`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.auctions(Int)` → `WoW.Auctions`, for `/data/wow/connected-realm/{connectedRealmId}/auctions`.
    public var auctions: BoundOperation<WoW.Auctions, Int> { bind(WoW.Operations.auctions) }
    /// ``WoW/Operations/auctionCommodities`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.auctionCommodities()` → `WoW.Commodities`, for `/data/wow/auctions/commodities`.
    public var auctionCommodities: BoundOperation<WoW.Commodities> { bind(WoW.Operations.auctionCommodities) }
    /// ``WoW/Operations/azeriteEssenceIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.azeriteEssenceIndex()` → `WoW.AzeriteEssenceIndex`, for `/data/wow/azerite-essence/index`.
    public var azeriteEssenceIndex: BoundOperation<WoW.AzeriteEssenceIndex> { bind(WoW.Operations.azeriteEssenceIndex) }
    /// ``WoW/Operations/azeriteEssence`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.azeriteEssence(Int)` → `WoW.AzeriteEssence`, for `/data/wow/azerite-essence/{azeriteEssenceId}`.
    public var azeriteEssence: BoundOperation<WoW.AzeriteEssence, Int> { bind(WoW.Operations.azeriteEssence) }
    /// ``WoW/Operations/azeriteEssenceSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.azeriteEssenceSearch()` → `WoW.SearchPage<WoW.AzeriteEssenceSearchDocument>`, for `/data/wow/search/azerite-essence`.
    public var azeriteEssenceSearch: BoundOperation<WoW.SearchPage<WoW.AzeriteEssenceSearchDocument>> { bind(WoW.Operations.azeriteEssenceSearch) }
    /// ``WoW/Operations/azeriteEssenceMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.azeriteEssenceMedia(Int)` → `WoW.Media`, for `/data/wow/media/azerite-essence/{azeriteEssenceId}`.
    public var azeriteEssenceMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.azeriteEssenceMedia) }
    /// ``WoW/Operations/classicAuctionHouseIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.classicAuctionHouseIndex(Int)` → `WoW.ClassicAuctionHouseIndex`, for `/data/wow/connected-realm/{connectedRealmId}/auctions/index`.
    public var classicAuctionHouseIndex: BoundOperation<WoW.ClassicAuctionHouseIndex, Int> { bind(WoW.Operations.classicAuctionHouseIndex) }
    /// ``WoW/Operations/classicAuctions`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.classicAuctions(Int, Int)` → `WoW.ClassicAuctions`, for `/data/wow/connected-realm/{connectedRealmId}/auctions/{auctionHouseId}`.
    public var classicAuctions: BoundOperation<WoW.ClassicAuctions, Int, Int> { bind(WoW.Operations.classicAuctions) }
    /// ``WoW/Operations/classicPvpRegionIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.classicPvpRegionIndex()` → `WoW.ClassicPvpRegionIndex`, for `/data/wow/pvp-region/index`.
    public var classicPvpRegionIndex: BoundOperation<WoW.ClassicPvpRegionIndex> { bind(WoW.Operations.classicPvpRegionIndex) }
    /// ``WoW/Operations/classicPvpRegionalSeasonIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.classicPvpRegionalSeasonIndex(Int)` → `WoW.PvpSeasonIndex`, for `/data/wow/pvp-region/{pvpRegionId}/pvp-season/index`.
    public var classicPvpRegionalSeasonIndex: BoundOperation<WoW.PvpSeasonIndex, Int> { bind(WoW.Operations.classicPvpRegionalSeasonIndex) }
    /// ``WoW/Operations/classicPvpRegionalSeason`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.classicPvpRegionalSeason(Int, Int)` → `WoW.PvpSeason`, for `/data/wow/pvp-region/{pvpRegionId}/pvp-season/{pvpSeasonId}`.
    public var classicPvpRegionalSeason: BoundOperation<WoW.PvpSeason, Int, Int> { bind(WoW.Operations.classicPvpRegionalSeason) }
    /// ``WoW/Operations/classicPvpLeaderboardIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.classicPvpLeaderboardIndex(Int, Int)` → `WoW.PvpLeaderboardIndex`, for `/data/wow/pvp-region/{pvpRegionId}/pvp-season/{pvpSeasonId}/pvp-leaderboard/index`.
    public var classicPvpLeaderboardIndex: BoundOperation<WoW.PvpLeaderboardIndex, Int, Int> { bind(WoW.Operations.classicPvpLeaderboardIndex) }
    /// ``WoW/Operations/classicPvpLeaderboard`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.classicPvpLeaderboard(Int, Int, WoW.PvpBracketSlug)` → `WoW.PvpLeaderboard`, for `/data/wow/pvp-region/{pvpRegionId}/pvp-season/{pvpSeasonId}/pvp-leaderboard/{pvpBracket}`.
    public var classicPvpLeaderboard: BoundOperation<WoW.PvpLeaderboard, Int, Int, WoW.PvpBracketSlug> { bind(WoW.Operations.classicPvpLeaderboard) }
    /// ``WoW/Operations/classicPvpRewardsIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.classicPvpRewardsIndex(Int, Int)` → `WoW.ClassicPvpRewardsIndex`, for `/data/wow/pvp-region/{pvpRegionId}/pvp-season/{pvpSeasonId}/pvp-reward/index`.
    public var classicPvpRewardsIndex: BoundOperation<WoW.ClassicPvpRewardsIndex, Int, Int> { bind(WoW.Operations.classicPvpRewardsIndex) }
    /// ``WoW/Operations/connectedRealmIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.connectedRealmIndex()` → `WoW.ConnectedRealmIndex`, for `/data/wow/connected-realm/index`.
    public var connectedRealmIndex: BoundOperation<WoW.ConnectedRealmIndex> { bind(WoW.Operations.connectedRealmIndex) }
    /// ``WoW/Operations/connectedRealm`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.connectedRealm(Int)` → `WoW.ConnectedRealm`, for `/data/wow/connected-realm/{connectedRealmId}`.
    public var connectedRealm: BoundOperation<WoW.ConnectedRealm, Int> { bind(WoW.Operations.connectedRealm) }
    /// ``WoW/Operations/connectedRealmSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.connectedRealmSearch()` → `WoW.SearchPage<WoW.ConnectedRealmSearchDocument>`, for `/data/wow/search/connected-realm`.
    public var connectedRealmSearch: BoundOperation<WoW.SearchPage<WoW.ConnectedRealmSearchDocument>> { bind(WoW.Operations.connectedRealmSearch) }
    /// ``WoW/Operations/covenantIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.covenantIndex()` → `WoW.CovenantIndex`, for `/data/wow/covenant/index`.
    public var covenantIndex: BoundOperation<WoW.CovenantIndex> { bind(WoW.Operations.covenantIndex) }
    /// ``WoW/Operations/covenant`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.covenant(Int)` → `WoW.Covenant`, for `/data/wow/covenant/{covenantId}`.
    public var covenant: BoundOperation<WoW.Covenant, Int> { bind(WoW.Operations.covenant) }
    /// ``WoW/Operations/covenantMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.covenantMedia(Int)` → `WoW.Media`, for `/data/wow/media/covenant/{covenantId}`.
    public var covenantMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.covenantMedia) }
    /// ``WoW/Operations/soulbindIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.soulbindIndex()` → `WoW.SoulbindIndex`, for `/data/wow/covenant/soulbind/index`.
    public var soulbindIndex: BoundOperation<WoW.SoulbindIndex> { bind(WoW.Operations.soulbindIndex) }
    /// ``WoW/Operations/soulbind`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.soulbind(Int)` → `WoW.Soulbind`, for `/data/wow/covenant/soulbind/{soulbindId}`.
    public var soulbind: BoundOperation<WoW.Soulbind, Int> { bind(WoW.Operations.soulbind) }
    /// ``WoW/Operations/conduitIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.conduitIndex()` → `WoW.ConduitIndex`, for `/data/wow/covenant/conduit/index`.
    public var conduitIndex: BoundOperation<WoW.ConduitIndex> { bind(WoW.Operations.conduitIndex) }
    /// ``WoW/Operations/conduit`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.conduit(Int)` → `WoW.Conduit`, for `/data/wow/covenant/conduit/{conduitId}`.
    public var conduit: BoundOperation<WoW.Conduit, Int> { bind(WoW.Operations.conduit) }
    /// ``WoW/Operations/creatureFamilyIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.creatureFamilyIndex()` → `WoW.CreatureFamilyIndex`, for `/data/wow/creature-family/index`.
    public var creatureFamilyIndex: BoundOperation<WoW.CreatureFamilyIndex> { bind(WoW.Operations.creatureFamilyIndex) }
    /// ``WoW/Operations/creatureFamily`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.creatureFamily(Int)` → `WoW.CreatureFamily`, for `/data/wow/creature-family/{creatureFamilyId}`.
    public var creatureFamily: BoundOperation<WoW.CreatureFamily, Int> { bind(WoW.Operations.creatureFamily) }
    /// ``WoW/Operations/creatureTypeIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.creatureTypeIndex()` → `WoW.CreatureTypeIndex`, for `/data/wow/creature-type/index`.
    public var creatureTypeIndex: BoundOperation<WoW.CreatureTypeIndex> { bind(WoW.Operations.creatureTypeIndex) }
    /// ``WoW/Operations/creatureType`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.creatureType(Int)` → `WoW.CreatureType`, for `/data/wow/creature-type/{creatureTypeId}`.
    public var creatureType: BoundOperation<WoW.CreatureType, Int> { bind(WoW.Operations.creatureType) }
    /// ``WoW/Operations/creature`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.creature(Int)` → `WoW.Creature`, for `/data/wow/creature/{creatureId}`.
    public var creature: BoundOperation<WoW.Creature, Int> { bind(WoW.Operations.creature) }
    /// ``WoW/Operations/creatureSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.creatureSearch()` → `WoW.SearchPage<WoW.CreatureSearchDocument>`, for `/data/wow/search/creature`.
    public var creatureSearch: BoundOperation<WoW.SearchPage<WoW.CreatureSearchDocument>> { bind(WoW.Operations.creatureSearch) }
    /// ``WoW/Operations/creatureDisplayMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.creatureDisplayMedia(Int)` → `WoW.Media`, for `/data/wow/media/creature-display/{creatureDisplayId}`.
    public var creatureDisplayMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.creatureDisplayMedia) }
    /// ``WoW/Operations/creatureFamilyMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.creatureFamilyMedia(Int)` → `WoW.Media`, for `/data/wow/media/creature-family/{creatureFamilyId}`.
    public var creatureFamilyMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.creatureFamilyMedia) }
    /// ``WoW/Operations/guildCrestComponentsIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.guildCrestComponentsIndex()` → `WoW.GuildCrestComponentsIndex`, for `/data/wow/guild-crest/index`.
    public var guildCrestComponentsIndex: BoundOperation<WoW.GuildCrestComponentsIndex> { bind(WoW.Operations.guildCrestComponentsIndex) }
    /// ``WoW/Operations/guildCrestBorderMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.guildCrestBorderMedia(Int)` → `WoW.Media`, for `/data/wow/media/guild-crest/border/{borderId}`.
    public var guildCrestBorderMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.guildCrestBorderMedia) }
    /// ``WoW/Operations/guildCrestEmblemMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.guildCrestEmblemMedia(Int)` → `WoW.Media`, for `/data/wow/media/guild-crest/emblem/{emblemId}`.
    public var guildCrestEmblemMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.guildCrestEmblemMedia) }
    /// ``WoW/Operations/heirloomIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.heirloomIndex()` → `WoW.HeirloomIndex`, for `/data/wow/heirloom/index`.
    public var heirloomIndex: BoundOperation<WoW.HeirloomIndex> { bind(WoW.Operations.heirloomIndex) }
    /// ``WoW/Operations/heirloom`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.heirloom(Int)` → `WoW.Heirloom`, for `/data/wow/heirloom/{heirloomId}`.
    public var heirloom: BoundOperation<WoW.Heirloom, Int> { bind(WoW.Operations.heirloom) }
    /// ``WoW/Operations/decorIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.decorIndex()` → `WoW.DecorIndex`, for `/data/wow/decor/index`.
    public var decorIndex: BoundOperation<WoW.DecorIndex> { bind(WoW.Operations.decorIndex) }
    /// ``WoW/Operations/decor`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.decor(Int)` → `WoW.Decor`, for `/data/wow/decor/{decorId}`.
    public var decor: BoundOperation<WoW.Decor, Int> { bind(WoW.Operations.decor) }
    /// ``WoW/Operations/decorSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.decorSearch()` → `WoW.SearchPage<WoW.DecorSearchDocument>`, for `/data/wow/search/decor`.
    public var decorSearch: BoundOperation<WoW.SearchPage<WoW.DecorSearchDocument>> { bind(WoW.Operations.decorSearch) }
    /// ``WoW/Operations/fixtureIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.fixtureIndex()` → `WoW.FixtureIndex`, for `/data/wow/fixture/index`.
    public var fixtureIndex: BoundOperation<WoW.FixtureIndex> { bind(WoW.Operations.fixtureIndex) }
    /// ``WoW/Operations/fixture`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.fixture(Int)` → `WoW.Fixture`, for `/data/wow/fixture/{fixtureId}`.
    public var fixture: BoundOperation<WoW.Fixture, Int> { bind(WoW.Operations.fixture) }
    /// ``WoW/Operations/fixtureSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.fixtureSearch()` → `WoW.SearchPage<WoW.FixtureSearchDocument>`, for `/data/wow/search/fixture`.
    public var fixtureSearch: BoundOperation<WoW.SearchPage<WoW.FixtureSearchDocument>> { bind(WoW.Operations.fixtureSearch) }
    /// ``WoW/Operations/fixtureHookIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.fixtureHookIndex()` → `WoW.FixtureHookIndex`, for `/data/wow/fixture-hook/index`.
    public var fixtureHookIndex: BoundOperation<WoW.FixtureHookIndex> { bind(WoW.Operations.fixtureHookIndex) }
    /// ``WoW/Operations/fixtureHook`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.fixtureHook(Int)` → `WoW.FixtureHook`, for `/data/wow/fixture-hook/{fixtureHookId}`.
    public var fixtureHook: BoundOperation<WoW.FixtureHook, Int> { bind(WoW.Operations.fixtureHook) }
    /// ``WoW/Operations/fixtureHookSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.fixtureHookSearch()` → `WoW.SearchPage<WoW.FixtureHookSearchDocument>`, for `/data/wow/search/fixture-hook`.
    public var fixtureHookSearch: BoundOperation<WoW.SearchPage<WoW.FixtureHookSearchDocument>> { bind(WoW.Operations.fixtureHookSearch) }
    /// ``WoW/Operations/roomIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.roomIndex()` → `WoW.RoomIndex`, for `/data/wow/room/index`.
    public var roomIndex: BoundOperation<WoW.RoomIndex> { bind(WoW.Operations.roomIndex) }
    /// ``WoW/Operations/room`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.room(Int)` → `WoW.Room`, for `/data/wow/room/{roomId}`.
    public var room: BoundOperation<WoW.Room, Int> { bind(WoW.Operations.room) }
    /// ``WoW/Operations/roomSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.roomSearch()` → `WoW.SearchPage<WoW.RoomSearchDocument>`, for `/data/wow/search/room`.
    public var roomSearch: BoundOperation<WoW.SearchPage<WoW.RoomSearchDocument>> { bind(WoW.Operations.roomSearch) }
    /// ``WoW/Operations/itemClassIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.itemClassIndex()` → `WoW.ItemClassIndex`, for `/data/wow/item-class/index`.
    public var itemClassIndex: BoundOperation<WoW.ItemClassIndex> { bind(WoW.Operations.itemClassIndex) }
    /// ``WoW/Operations/itemClass`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.itemClass(Int)` → `WoW.ItemClass`, for `/data/wow/item-class/{itemClassId}`.
    public var itemClass: BoundOperation<WoW.ItemClass, Int> { bind(WoW.Operations.itemClass) }
    /// ``WoW/Operations/itemSetIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.itemSetIndex()` → `WoW.ItemSetIndex`, for `/data/wow/item-set/index`.
    public var itemSetIndex: BoundOperation<WoW.ItemSetIndex> { bind(WoW.Operations.itemSetIndex) }
    /// ``WoW/Operations/itemSet`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.itemSet(Int)` → `WoW.ItemSet`, for `/data/wow/item-set/{itemSetId}`.
    public var itemSet: BoundOperation<WoW.ItemSet, Int> { bind(WoW.Operations.itemSet) }
    /// ``WoW/Operations/itemSubclass`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.itemSubclass(Int, Int)` → `WoW.ItemSubclass`, for `/data/wow/item-class/{itemClassId}/item-subclass/{itemSubclassId}`.
    public var itemSubclass: BoundOperation<WoW.ItemSubclass, Int, Int> { bind(WoW.Operations.itemSubclass) }
    /// ``WoW/Operations/item`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.item(Int)` → `WoW.Item`, for `/data/wow/item/{itemId}`.
    public var item: BoundOperation<WoW.Item, Int> { bind(WoW.Operations.item) }
    /// ``WoW/Operations/itemMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.itemMedia(Int)` → `WoW.Media`, for `/data/wow/media/item/{itemId}`.
    public var itemMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.itemMedia) }
    /// ``WoW/Operations/itemSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.itemSearch()` → `WoW.SearchPage<WoW.ItemSearchDocument>`, for `/data/wow/search/item`.
    public var itemSearch: BoundOperation<WoW.SearchPage<WoW.ItemSearchDocument>> { bind(WoW.Operations.itemSearch) }
    /// ``WoW/Operations/itemAppearance`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.itemAppearance(Int)` → `WoW.ItemAppearance`, for `/data/wow/item-appearance/{itemAppearanceId}`.
    public var itemAppearance: BoundOperation<WoW.ItemAppearance, Int> { bind(WoW.Operations.itemAppearance) }
    /// ``WoW/Operations/itemAppearanceSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.itemAppearanceSearch()` → `WoW.SearchPage<WoW.ItemAppearanceSearchDocument>`, for `/data/wow/search/item-appearance`.
    public var itemAppearanceSearch: BoundOperation<WoW.SearchPage<WoW.ItemAppearanceSearchDocument>> { bind(WoW.Operations.itemAppearanceSearch) }
    /// ``WoW/Operations/itemAppearanceSetIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.itemAppearanceSetIndex()` → `WoW.ItemAppearanceSetIndex`, for `/data/wow/item-appearance/set/index`.
    public var itemAppearanceSetIndex: BoundOperation<WoW.ItemAppearanceSetIndex> { bind(WoW.Operations.itemAppearanceSetIndex) }
    /// ``WoW/Operations/itemAppearanceSet`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.itemAppearanceSet(Int)` → `WoW.ItemAppearanceSet`, for `/data/wow/item-appearance/set/{itemAppearanceSetId}`.
    public var itemAppearanceSet: BoundOperation<WoW.ItemAppearanceSet, Int> { bind(WoW.Operations.itemAppearanceSet) }
    /// ``WoW/Operations/itemAppearanceSlotIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.itemAppearanceSlotIndex()` → `WoW.ItemAppearanceSlotIndex`, for `/data/wow/item-appearance/slot/index`.
    public var itemAppearanceSlotIndex: BoundOperation<WoW.ItemAppearanceSlotIndex> { bind(WoW.Operations.itemAppearanceSlotIndex) }
    /// ``WoW/Operations/itemAppearanceSlot`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.itemAppearanceSlot(WoW.ItemInventoryType)` → `WoW.ItemAppearanceSlot`, for `/data/wow/item-appearance/slot/{slotType}`.
    public var itemAppearanceSlot: BoundOperation<WoW.ItemAppearanceSlot, WoW.ItemInventoryType> { bind(WoW.Operations.itemAppearanceSlot) }
    /// ``WoW/Operations/journalExpansionIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.journalExpansionIndex()` → `WoW.JournalExpansionIndex`, for `/data/wow/journal-expansion/index`.
    public var journalExpansionIndex: BoundOperation<WoW.JournalExpansionIndex> { bind(WoW.Operations.journalExpansionIndex) }
    /// ``WoW/Operations/journalExpansion`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.journalExpansion(Int)` → `WoW.JournalExpansion`, for `/data/wow/journal-expansion/{journalExpansionId}`.
    public var journalExpansion: BoundOperation<WoW.JournalExpansion, Int> { bind(WoW.Operations.journalExpansion) }
    /// ``WoW/Operations/journalEncounterIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.journalEncounterIndex()` → `WoW.JournalEncounterIndex`, for `/data/wow/journal-encounter/index`.
    public var journalEncounterIndex: BoundOperation<WoW.JournalEncounterIndex> { bind(WoW.Operations.journalEncounterIndex) }
    /// ``WoW/Operations/journalEncounter`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.journalEncounter(Int)` → `WoW.JournalEncounter`, for `/data/wow/journal-encounter/{journalEncounterId}`.
    public var journalEncounter: BoundOperation<WoW.JournalEncounter, Int> { bind(WoW.Operations.journalEncounter) }
    /// ``WoW/Operations/journalEncounterSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.journalEncounterSearch()` → `WoW.SearchPage<WoW.JournalEncounterSearchDocument>`, for `/data/wow/search/journal-encounter`.
    public var journalEncounterSearch: BoundOperation<WoW.SearchPage<WoW.JournalEncounterSearchDocument>> { bind(WoW.Operations.journalEncounterSearch) }
    /// ``WoW/Operations/journalInstanceIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.journalInstanceIndex()` → `WoW.JournalInstanceIndex`, for `/data/wow/journal-instance/index`.
    public var journalInstanceIndex: BoundOperation<WoW.JournalInstanceIndex> { bind(WoW.Operations.journalInstanceIndex) }
    /// ``WoW/Operations/journalInstance`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.journalInstance(Int)` → `WoW.JournalInstance`, for `/data/wow/journal-instance/{journalInstanceId}`.
    public var journalInstance: BoundOperation<WoW.JournalInstance, Int> { bind(WoW.Operations.journalInstance) }
    /// ``WoW/Operations/journalInstanceMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.journalInstanceMedia(Int)` → `WoW.Media`, for `/data/wow/media/journal-instance/{journalInstanceId}`.
    public var journalInstanceMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.journalInstanceMedia) }
    /// ``WoW/Operations/mediaSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mediaSearch()` → `WoW.SearchPage<WoW.MediaSearchDocument>`, for `/data/wow/search/media`.
    public var mediaSearch: BoundOperation<WoW.SearchPage<WoW.MediaSearchDocument>> { bind(WoW.Operations.mediaSearch) }
    /// ``WoW/Operations/modifiedCraftingIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.modifiedCraftingIndex()` → `WoW.ModifiedCraftingIndex`, for `/data/wow/modified-crafting/index`.
    public var modifiedCraftingIndex: BoundOperation<WoW.ModifiedCraftingIndex> { bind(WoW.Operations.modifiedCraftingIndex) }
    /// ``WoW/Operations/modifiedCraftingCategoryIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.modifiedCraftingCategoryIndex()` → `WoW.ModifiedCraftingCategoryIndex`, for `/data/wow/modified-crafting/category/index`.
    public var modifiedCraftingCategoryIndex: BoundOperation<WoW.ModifiedCraftingCategoryIndex> { bind(WoW.Operations.modifiedCraftingCategoryIndex) }
    /// ``WoW/Operations/modifiedCraftingCategory`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.modifiedCraftingCategory(Int)` → `WoW.ModifiedCraftingCategory`, for `/data/wow/modified-crafting/category/{categoryId}`.
    public var modifiedCraftingCategory: BoundOperation<WoW.ModifiedCraftingCategory, Int> { bind(WoW.Operations.modifiedCraftingCategory) }
    /// ``WoW/Operations/modifiedCraftingReagentSlotTypeIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.modifiedCraftingReagentSlotTypeIndex()` → `WoW.ModifiedCraftingReagentSlotTypeIndex`, for `/data/wow/modified-crafting/reagent-slot-type/index`.
    public var modifiedCraftingReagentSlotTypeIndex: BoundOperation<WoW.ModifiedCraftingReagentSlotTypeIndex> { bind(WoW.Operations.modifiedCraftingReagentSlotTypeIndex) }
    /// ``WoW/Operations/modifiedCraftingReagentSlotType`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.modifiedCraftingReagentSlotType(Int)` → `WoW.ModifiedCraftingReagentSlotType`, for `/data/wow/modified-crafting/reagent-slot-type/{slotTypeId}`.
    public var modifiedCraftingReagentSlotType: BoundOperation<WoW.ModifiedCraftingReagentSlotType, Int> { bind(WoW.Operations.modifiedCraftingReagentSlotType) }
    /// ``WoW/Operations/mountIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mountIndex()` → `WoW.MountIndex`, for `/data/wow/mount/index`.
    public var mountIndex: BoundOperation<WoW.MountIndex> { bind(WoW.Operations.mountIndex) }
    /// ``WoW/Operations/mount`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mount(Int)` → `WoW.Mount`, for `/data/wow/mount/{mountId}`.
    public var mount: BoundOperation<WoW.Mount, Int> { bind(WoW.Operations.mount) }
    /// ``WoW/Operations/mountSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mountSearch()` → `WoW.SearchPage<WoW.MountSearchDocument>`, for `/data/wow/search/mount`.
    public var mountSearch: BoundOperation<WoW.SearchPage<WoW.MountSearchDocument>> { bind(WoW.Operations.mountSearch) }
    /// ``WoW/Operations/mythicKeystoneAffixIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mythicKeystoneAffixIndex()` → `WoW.MythicKeystoneAffixIndex`, for `/data/wow/keystone-affix/index`.
    public var mythicKeystoneAffixIndex: BoundOperation<WoW.MythicKeystoneAffixIndex> { bind(WoW.Operations.mythicKeystoneAffixIndex) }
    /// ``WoW/Operations/mythicKeystoneAffix`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mythicKeystoneAffix(Int)` → `WoW.MythicKeystoneAffix`, for `/data/wow/keystone-affix/{keystoneAffixId}`.
    public var mythicKeystoneAffix: BoundOperation<WoW.MythicKeystoneAffix, Int> { bind(WoW.Operations.mythicKeystoneAffix) }
    /// ``WoW/Operations/mythicKeystoneAffixMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mythicKeystoneAffixMedia(Int)` → `WoW.Media`, for `/data/wow/media/keystone-affix/{keystoneAffixId}`.
    public var mythicKeystoneAffixMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.mythicKeystoneAffixMedia) }
    /// ``WoW/Operations/mythicKeystoneDungeonIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mythicKeystoneDungeonIndex()` → `WoW.MythicKeystoneDungeonIndex`, for `/data/wow/mythic-keystone/dungeon/index`.
    public var mythicKeystoneDungeonIndex: BoundOperation<WoW.MythicKeystoneDungeonIndex> { bind(WoW.Operations.mythicKeystoneDungeonIndex) }
    /// ``WoW/Operations/mythicKeystoneDungeon`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mythicKeystoneDungeon(Int)` → `WoW.MythicKeystoneDungeon`, for `/data/wow/mythic-keystone/dungeon/{dungeonId}`.
    public var mythicKeystoneDungeon: BoundOperation<WoW.MythicKeystoneDungeon, Int> { bind(WoW.Operations.mythicKeystoneDungeon) }
    /// ``WoW/Operations/mythicKeystoneIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mythicKeystoneIndex()` → `WoW.MythicKeystoneIndex`, for `/data/wow/mythic-keystone/index`.
    public var mythicKeystoneIndex: BoundOperation<WoW.MythicKeystoneIndex> { bind(WoW.Operations.mythicKeystoneIndex) }
    /// ``WoW/Operations/mythicKeystonePeriodIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mythicKeystonePeriodIndex()` → `WoW.MythicKeystonePeriodIndex`, for `/data/wow/mythic-keystone/period/index`.
    public var mythicKeystonePeriodIndex: BoundOperation<WoW.MythicKeystonePeriodIndex> { bind(WoW.Operations.mythicKeystonePeriodIndex) }
    /// ``WoW/Operations/mythicKeystonePeriod`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mythicKeystonePeriod(Int)` → `WoW.MythicKeystonePeriod`, for `/data/wow/mythic-keystone/period/{periodId}`.
    public var mythicKeystonePeriod: BoundOperation<WoW.MythicKeystonePeriod, Int> { bind(WoW.Operations.mythicKeystonePeriod) }
    /// ``WoW/Operations/mythicKeystoneSeasonIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mythicKeystoneSeasonIndex()` → `WoW.MythicKeystoneSeasonIndex`, for `/data/wow/mythic-keystone/season/index`.
    public var mythicKeystoneSeasonIndex: BoundOperation<WoW.MythicKeystoneSeasonIndex> { bind(WoW.Operations.mythicKeystoneSeasonIndex) }
    /// ``WoW/Operations/mythicKeystoneSeason`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mythicKeystoneSeason(Int)` → `WoW.MythicKeystoneSeason`, for `/data/wow/mythic-keystone/season/{seasonId}`.
    public var mythicKeystoneSeason: BoundOperation<WoW.MythicKeystoneSeason, Int> { bind(WoW.Operations.mythicKeystoneSeason) }
    /// ``WoW/Operations/mythicKeystoneLeaderboardIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mythicKeystoneLeaderboardIndex(Int)` → `WoW.MythicKeystoneLeaderboardIndex`, for `/data/wow/connected-realm/{connectedRealmId}/mythic-leaderboard/index`.
    public var mythicKeystoneLeaderboardIndex: BoundOperation<WoW.MythicKeystoneLeaderboardIndex, Int> { bind(WoW.Operations.mythicKeystoneLeaderboardIndex) }
    /// ``WoW/Operations/mythicKeystoneLeaderboard`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mythicKeystoneLeaderboard(Int, Int, Int)` → `WoW.MythicKeystoneLeaderboard`, for `/data/wow/connected-realm/{connectedRealmId}/mythic-leaderboard/{dungeonId}/period/{period}`.
    public var mythicKeystoneLeaderboard: BoundOperation<WoW.MythicKeystoneLeaderboard, Int, Int, Int> { bind(WoW.Operations.mythicKeystoneLeaderboard) }
    /// ``WoW/Operations/mythicRaidLeaderboard`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.mythicRaidLeaderboard(String, WoW.MythicRaidLeaderboardFaction)` → `WoW.MythicRaidLeaderboard`, for `/data/wow/leaderboard/hall-of-fame/{raid}/{faction}`.
    public var mythicRaidLeaderboard: BoundOperation<WoW.MythicRaidLeaderboard, String, WoW.MythicRaidLeaderboardFaction> { bind(WoW.Operations.mythicRaidLeaderboard) }
    /// ``WoW/Operations/neighborhoodMapIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.neighborhoodMapIndex()` → `WoW.NeighborhoodMapIndex`, for `/data/wow/neighborhood-map/index`.
    public var neighborhoodMapIndex: BoundOperation<WoW.NeighborhoodMapIndex> { bind(WoW.Operations.neighborhoodMapIndex) }
    /// ``WoW/Operations/neighborhoodMap`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.neighborhoodMap(Int)` → `WoW.NeighborhoodMap`, for `/data/wow/neighborhood-map/{neighborhoodMapId}`.
    public var neighborhoodMap: BoundOperation<WoW.NeighborhoodMap, Int> { bind(WoW.Operations.neighborhoodMap) }
    /// ``WoW/Operations/neighborhood`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.neighborhood(Int, Int)` → `WoW.Neighborhood`, for `/data/wow/neighborhood-map/{neighborhoodMapId}/neighborhood/{neighborhoodId}`.
    public var neighborhood: BoundOperation<WoW.Neighborhood, Int, Int> { bind(WoW.Operations.neighborhood) }
    /// ``WoW/Operations/petIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.petIndex()` → `WoW.PetIndex`, for `/data/wow/pet/index`.
    public var petIndex: BoundOperation<WoW.PetIndex> { bind(WoW.Operations.petIndex) }
    /// ``WoW/Operations/pet`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.pet(Int)` → `WoW.Pet`, for `/data/wow/pet/{petId}`.
    public var pet: BoundOperation<WoW.Pet, Int> { bind(WoW.Operations.pet) }
    /// ``WoW/Operations/petMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.petMedia(Int)` → `WoW.Media`, for `/data/wow/media/pet/{petId}`.
    public var petMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.petMedia) }
    /// ``WoW/Operations/petAbilityIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.petAbilityIndex()` → `WoW.PetAbilityIndex`, for `/data/wow/pet-ability/index`.
    public var petAbilityIndex: BoundOperation<WoW.PetAbilityIndex> { bind(WoW.Operations.petAbilityIndex) }
    /// ``WoW/Operations/petAbility`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.petAbility(Int)` → `WoW.PetAbility`, for `/data/wow/pet-ability/{petAbilityId}`.
    public var petAbility: BoundOperation<WoW.PetAbility, Int> { bind(WoW.Operations.petAbility) }
    /// ``WoW/Operations/petAbilityMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.petAbilityMedia(Int)` → `WoW.Media`, for `/data/wow/media/pet-ability/{petAbilityId}`.
    public var petAbilityMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.petAbilityMedia) }
    /// ``WoW/Operations/playableClassIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.playableClassIndex()` → `WoW.PlayableClassIndex`, for `/data/wow/playable-class/index`.
    public var playableClassIndex: BoundOperation<WoW.PlayableClassIndex> { bind(WoW.Operations.playableClassIndex) }
    /// ``WoW/Operations/playableClass`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.playableClass(Int)` → `WoW.PlayableClass`, for `/data/wow/playable-class/{playableClassId}`.
    public var playableClass: BoundOperation<WoW.PlayableClass, Int> { bind(WoW.Operations.playableClass) }
    /// ``WoW/Operations/playableClassMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.playableClassMedia(Int)` → `WoW.Media`, for `/data/wow/media/playable-class/{playableClassId}`.
    public var playableClassMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.playableClassMedia) }
    /// ``WoW/Operations/pvpTalentSlots`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.pvpTalentSlots(Int)` → `WoW.PvpTalentSlots`, for `/data/wow/playable-class/{playableClassId}/pvp-talent-slots`.
    public var pvpTalentSlots: BoundOperation<WoW.PvpTalentSlots, Int> { bind(WoW.Operations.pvpTalentSlots) }
    /// ``WoW/Operations/playableRaceIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.playableRaceIndex()` → `WoW.PlayableRaceIndex`, for `/data/wow/playable-race/index`.
    public var playableRaceIndex: BoundOperation<WoW.PlayableRaceIndex> { bind(WoW.Operations.playableRaceIndex) }
    /// ``WoW/Operations/playableRace`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.playableRace(Int)` → `WoW.PlayableRace`, for `/data/wow/playable-race/{playableRaceId}`.
    public var playableRace: BoundOperation<WoW.PlayableRace, Int> { bind(WoW.Operations.playableRace) }
    /// ``WoW/Operations/playableSpecializationIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.playableSpecializationIndex()` → `WoW.PlayableSpecializationIndex`, for `/data/wow/playable-specialization/index`.
    public var playableSpecializationIndex: BoundOperation<WoW.PlayableSpecializationIndex> { bind(WoW.Operations.playableSpecializationIndex) }
    /// ``WoW/Operations/playableSpecialization`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.playableSpecialization(Int)` → `WoW.PlayableSpecialization`, for `/data/wow/playable-specialization/{specId}`.
    public var playableSpecialization: BoundOperation<WoW.PlayableSpecialization, Int> { bind(WoW.Operations.playableSpecialization) }
    /// ``WoW/Operations/playableSpecializationMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.playableSpecializationMedia(Int)` → `WoW.Media`, for `/data/wow/media/playable-specialization/{specId}`.
    public var playableSpecializationMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.playableSpecializationMedia) }
    /// ``WoW/Operations/powerTypeIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.powerTypeIndex()` → `WoW.PowerTypeIndex`, for `/data/wow/power-type/index`.
    public var powerTypeIndex: BoundOperation<WoW.PowerTypeIndex> { bind(WoW.Operations.powerTypeIndex) }
    /// ``WoW/Operations/powerType`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.powerType(Int)` → `WoW.PowerType`, for `/data/wow/power-type/{powerTypeId}`.
    public var powerType: BoundOperation<WoW.PowerType, Int> { bind(WoW.Operations.powerType) }
    /// ``WoW/Operations/professionIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.professionIndex()` → `WoW.ProfessionIndex`, for `/data/wow/profession/index`.
    public var professionIndex: BoundOperation<WoW.ProfessionIndex> { bind(WoW.Operations.professionIndex) }
    /// ``WoW/Operations/profession`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.profession(Int)` → `WoW.Profession`, for `/data/wow/profession/{professionId}`.
    public var profession: BoundOperation<WoW.Profession, Int> { bind(WoW.Operations.profession) }
    /// ``WoW/Operations/professionMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.professionMedia(Int)` → `WoW.Media`, for `/data/wow/media/profession/{professionId}`.
    public var professionMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.professionMedia) }
    /// ``WoW/Operations/professionSkillTier`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.professionSkillTier(Int, Int)` → `WoW.ProfessionSkillTier`, for `/data/wow/profession/{professionId}/skill-tier/{skillTierId}`.
    public var professionSkillTier: BoundOperation<WoW.ProfessionSkillTier, Int, Int> { bind(WoW.Operations.professionSkillTier) }
    /// ``WoW/Operations/recipe`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.recipe(Int)` → `WoW.Recipe`, for `/data/wow/recipe/{recipeId}`.
    public var recipe: BoundOperation<WoW.Recipe, Int> { bind(WoW.Operations.recipe) }
    /// ``WoW/Operations/recipeMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.recipeMedia(Int)` → `WoW.Media`, for `/data/wow/media/recipe/{recipeId}`.
    public var recipeMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.recipeMedia) }
    /// ``WoW/Operations/pvpSeasonIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.pvpSeasonIndex()` → `WoW.PvpSeasonIndex`, for `/data/wow/pvp-season/index`.
    public var pvpSeasonIndex: BoundOperation<WoW.PvpSeasonIndex> { bind(WoW.Operations.pvpSeasonIndex) }
    /// ``WoW/Operations/pvpSeason`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.pvpSeason(Int)` → `WoW.PvpSeason`, for `/data/wow/pvp-season/{pvpSeasonId}`.
    public var pvpSeason: BoundOperation<WoW.PvpSeason, Int> { bind(WoW.Operations.pvpSeason) }
    /// ``WoW/Operations/pvpLeaderboardIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.pvpLeaderboardIndex(Int)` → `WoW.PvpLeaderboardIndex`, for `/data/wow/pvp-season/{pvpSeasonId}/pvp-leaderboard/index`.
    public var pvpLeaderboardIndex: BoundOperation<WoW.PvpLeaderboardIndex, Int> { bind(WoW.Operations.pvpLeaderboardIndex) }
    /// ``WoW/Operations/pvpLeaderboard`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.pvpLeaderboard(Int, WoW.PvpBracketSlug)` → `WoW.PvpLeaderboard`, for `/data/wow/pvp-season/{pvpSeasonId}/pvp-leaderboard/{pvpBracket}`.
    public var pvpLeaderboard: BoundOperation<WoW.PvpLeaderboard, Int, WoW.PvpBracketSlug> { bind(WoW.Operations.pvpLeaderboard) }
    /// ``WoW/Operations/pvpRewardsIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.pvpRewardsIndex(Int)` → `WoW.PvpRewardsIndex`, for `/data/wow/pvp-season/{pvpSeasonId}/pvp-reward/index`.
    public var pvpRewardsIndex: BoundOperation<WoW.PvpRewardsIndex, Int> { bind(WoW.Operations.pvpRewardsIndex) }
    /// ``WoW/Operations/pvpTierIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.pvpTierIndex()` → `WoW.PvpTierIndex`, for `/data/wow/pvp-tier/index`.
    public var pvpTierIndex: BoundOperation<WoW.PvpTierIndex> { bind(WoW.Operations.pvpTierIndex) }
    /// ``WoW/Operations/pvpTier`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.pvpTier(Int)` → `WoW.PvpTier`, for `/data/wow/pvp-tier/{pvpTierId}`.
    public var pvpTier: BoundOperation<WoW.PvpTier, Int> { bind(WoW.Operations.pvpTier) }
    /// ``WoW/Operations/pvpTierMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.pvpTierMedia(Int)` → `WoW.Media`, for `/data/wow/media/pvp-tier/{pvpTierId}`.
    public var pvpTierMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.pvpTierMedia) }
    /// ``WoW/Operations/questIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.questIndex()` → `WoW.QuestIndex`, for `/data/wow/quest/index`.
    public var questIndex: BoundOperation<WoW.QuestIndex> { bind(WoW.Operations.questIndex) }
    /// ``WoW/Operations/quest`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.quest(Int)` → `WoW.Quest`, for `/data/wow/quest/{questId}`.
    public var quest: BoundOperation<WoW.Quest, Int> { bind(WoW.Operations.quest) }
    /// ``WoW/Operations/questCategoryIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.questCategoryIndex()` → `WoW.QuestCategoryIndex`, for `/data/wow/quest/category/index`.
    public var questCategoryIndex: BoundOperation<WoW.QuestCategoryIndex> { bind(WoW.Operations.questCategoryIndex) }
    /// ``WoW/Operations/questCategory`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.questCategory(Int)` → `WoW.QuestCategory`, for `/data/wow/quest/category/{questCategoryId}`.
    public var questCategory: BoundOperation<WoW.QuestCategory, Int> { bind(WoW.Operations.questCategory) }
    /// ``WoW/Operations/questAreaIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.questAreaIndex()` → `WoW.QuestAreaIndex`, for `/data/wow/quest/area/index`.
    public var questAreaIndex: BoundOperation<WoW.QuestAreaIndex> { bind(WoW.Operations.questAreaIndex) }
    /// ``WoW/Operations/questArea`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.questArea(Int)` → `WoW.QuestArea`, for `/data/wow/quest/area/{questAreaId}`.
    public var questArea: BoundOperation<WoW.QuestArea, Int> { bind(WoW.Operations.questArea) }
    /// ``WoW/Operations/questTypeIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.questTypeIndex()` → `WoW.QuestTypeIndex`, for `/data/wow/quest/type/index`.
    public var questTypeIndex: BoundOperation<WoW.QuestTypeIndex> { bind(WoW.Operations.questTypeIndex) }
    /// ``WoW/Operations/questType`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.questType(Int)` → `WoW.QuestType`, for `/data/wow/quest/type/{questTypeId}`.
    public var questType: BoundOperation<WoW.QuestType, Int> { bind(WoW.Operations.questType) }
    /// ``WoW/Operations/realmIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.realmIndex()` → `WoW.RealmIndex`, for `/data/wow/realm/index`.
    public var realmIndex: BoundOperation<WoW.RealmIndex> { bind(WoW.Operations.realmIndex) }
    /// ``WoW/Operations/realm`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.realm(RealmSlug)` → `WoW.Realm`, for `/data/wow/realm/{realmSlug}`.
    public var realm: BoundOperation<WoW.Realm, RealmSlug> { bind(WoW.Operations.realm) }
    /// ``WoW/Operations/realmSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.realmSearch()` → `WoW.SearchPage<WoW.RealmSearchDocument>`, for `/data/wow/search/realm`.
    public var realmSearch: BoundOperation<WoW.SearchPage<WoW.RealmSearchDocument>> { bind(WoW.Operations.realmSearch) }
    /// ``WoW/Operations/regionIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.regionIndex()` → `WoW.GameRegionIndex`, for `/data/wow/region/index`.
    public var regionIndex: BoundOperation<WoW.GameRegionIndex> { bind(WoW.Operations.regionIndex) }
    /// ``WoW/Operations/region`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.region(Int)` → `WoW.GameRegion`, for `/data/wow/region/{regionId}`.
    public var region: BoundOperation<WoW.GameRegion, Int> { bind(WoW.Operations.region) }
    /// ``WoW/Operations/reputationFactionIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.reputationFactionIndex()` → `WoW.ReputationFactionIndex`, for `/data/wow/reputation-faction/index`.
    public var reputationFactionIndex: BoundOperation<WoW.ReputationFactionIndex> { bind(WoW.Operations.reputationFactionIndex) }
    /// ``WoW/Operations/reputationFaction`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.reputationFaction(Int)` → `WoW.ReputationFaction`, for `/data/wow/reputation-faction/{reputationFactionId}`.
    public var reputationFaction: BoundOperation<WoW.ReputationFaction, Int> { bind(WoW.Operations.reputationFaction) }
    /// ``WoW/Operations/reputationTiersIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.reputationTiersIndex()` → `WoW.ReputationTiersIndex`, for `/data/wow/reputation-tiers/index`.
    public var reputationTiersIndex: BoundOperation<WoW.ReputationTiersIndex> { bind(WoW.Operations.reputationTiersIndex) }
    /// ``WoW/Operations/reputationTiers`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.reputationTiers(Int)` → `WoW.ReputationTiers`, for `/data/wow/reputation-tiers/{reputationTiersId}`.
    public var reputationTiers: BoundOperation<WoW.ReputationTiers, Int> { bind(WoW.Operations.reputationTiers) }
    /// ``WoW/Operations/spell`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.spell(Int)` → `WoW.Spell`, for `/data/wow/spell/{spellId}`.
    public var spell: BoundOperation<WoW.Spell, Int> { bind(WoW.Operations.spell) }
    /// ``WoW/Operations/spellMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.spellMedia(Int)` → `WoW.Media`, for `/data/wow/media/spell/{spellId}`.
    public var spellMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.spellMedia) }
    /// ``WoW/Operations/spellSearch`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.spellSearch()` → `WoW.SearchPage<WoW.SpellSearchDocument>`, for `/data/wow/search/spell`.
    public var spellSearch: BoundOperation<WoW.SearchPage<WoW.SpellSearchDocument>> { bind(WoW.Operations.spellSearch) }
    /// ``WoW/Operations/talentTreeIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.talentTreeIndex()` → `WoW.TalentTreeIndex`, for `/data/wow/talent-tree/index`.
    public var talentTreeIndex: BoundOperation<WoW.TalentTreeIndex> { bind(WoW.Operations.talentTreeIndex) }
    /// ``WoW/Operations/talentTree`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.talentTree(Int, Int)` → `WoW.TalentTree`, for `/data/wow/talent-tree/{talentTreeId}/playable-specialization/{specId}`.
    public var talentTree: BoundOperation<WoW.TalentTree, Int, Int> { bind(WoW.Operations.talentTree) }
    /// ``WoW/Operations/talentTreeNodes`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.talentTreeNodes(Int)` → `WoW.TalentTreeNodes`, for `/data/wow/talent-tree/{talentTreeId}`.
    public var talentTreeNodes: BoundOperation<WoW.TalentTreeNodes, Int> { bind(WoW.Operations.talentTreeNodes) }
    /// ``WoW/Operations/talentIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.talentIndex()` → `WoW.TalentIndex`, for `/data/wow/talent/index`.
    public var talentIndex: BoundOperation<WoW.TalentIndex> { bind(WoW.Operations.talentIndex) }
    /// ``WoW/Operations/talent`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.talent(Int)` → `WoW.Talent`, for `/data/wow/talent/{talentId}`.
    public var talent: BoundOperation<WoW.Talent, Int> { bind(WoW.Operations.talent) }
    /// ``WoW/Operations/pvpTalentIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.pvpTalentIndex()` → `WoW.PvpTalentIndex`, for `/data/wow/pvp-talent/index`.
    public var pvpTalentIndex: BoundOperation<WoW.PvpTalentIndex> { bind(WoW.Operations.pvpTalentIndex) }
    /// ``WoW/Operations/pvpTalent`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.pvpTalent(Int)` → `WoW.PvpTalent`, for `/data/wow/pvp-talent/{pvpTalentId}`.
    public var pvpTalent: BoundOperation<WoW.PvpTalent, Int> { bind(WoW.Operations.pvpTalent) }
    /// ``WoW/Operations/techTalentTreeIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.techTalentTreeIndex()` → `WoW.TechTalentTreeIndex`, for `/data/wow/tech-talent-tree/index`.
    public var techTalentTreeIndex: BoundOperation<WoW.TechTalentTreeIndex> { bind(WoW.Operations.techTalentTreeIndex) }
    /// ``WoW/Operations/techTalentTree`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.techTalentTree(Int)` → `WoW.TechTalentTree`, for `/data/wow/tech-talent-tree/{techTalentTreeId}`.
    public var techTalentTree: BoundOperation<WoW.TechTalentTree, Int> { bind(WoW.Operations.techTalentTree) }
    /// ``WoW/Operations/techTalentIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.techTalentIndex()` → `WoW.TechTalentIndex`, for `/data/wow/tech-talent/index`.
    public var techTalentIndex: BoundOperation<WoW.TechTalentIndex> { bind(WoW.Operations.techTalentIndex) }
    /// ``WoW/Operations/techTalent`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.techTalent(Int)` → `WoW.TechTalent`, for `/data/wow/tech-talent/{techTalentId}`.
    public var techTalent: BoundOperation<WoW.TechTalent, Int> { bind(WoW.Operations.techTalent) }
    /// ``WoW/Operations/techTalentMedia`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.techTalentMedia(Int)` → `WoW.Media`, for `/data/wow/media/tech-talent/{techTalentId}`.
    public var techTalentMedia: BoundOperation<WoW.Media, Int> { bind(WoW.Operations.techTalentMedia) }
    /// ``WoW/Operations/titleIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.titleIndex()` → `WoW.TitleIndex`, for `/data/wow/title/index`.
    public var titleIndex: BoundOperation<WoW.TitleIndex> { bind(WoW.Operations.titleIndex) }
    /// ``WoW/Operations/title`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.title(Int)` → `WoW.Title`, for `/data/wow/title/{titleId}`.
    public var title: BoundOperation<WoW.Title, Int> { bind(WoW.Operations.title) }
    /// ``WoW/Operations/toyIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.toyIndex()` → `WoW.ToyIndex`, for `/data/wow/toy/index`.
    public var toyIndex: BoundOperation<WoW.ToyIndex> { bind(WoW.Operations.toyIndex) }
    /// ``WoW/Operations/toy`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.toy(Int)` → `WoW.Toy`, for `/data/wow/toy/{toyId}`.
    public var toy: BoundOperation<WoW.Toy, Int> { bind(WoW.Operations.toy) }
    /// ``WoW/Operations/tokenIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.tokenIndex()` → `WoW.TokenPrice`, for `/data/wow/token/index`.
    public var tokenIndex: BoundOperation<WoW.TokenPrice> { bind(WoW.Operations.tokenIndex) }
    /// ``WoW/Operations/accountCollectionsIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.accountCollectionsIndex()` → `WoW.AccountCollectionsIndex`, for `/profile/user/wow/collections`.
    public var accountCollectionsIndex: BoundOperation<WoW.AccountCollectionsIndex> { bind(WoW.Operations.accountCollectionsIndex) }
    /// ``WoW/Operations/accountDecorCollectionSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.accountDecorCollectionSummary()` → `WoW.AccountDecorCollectionSummary`, for `/profile/user/wow/collections/decor`.
    public var accountDecorCollectionSummary: BoundOperation<WoW.AccountDecorCollectionSummary> { bind(WoW.Operations.accountDecorCollectionSummary) }
    /// ``WoW/Operations/accountHeirloomsCollectionSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.accountHeirloomsCollectionSummary()` → `WoW.AccountHeirloomsCollectionSummary`, for `/profile/user/wow/collections/heirlooms`.
    public var accountHeirloomsCollectionSummary: BoundOperation<WoW.AccountHeirloomsCollectionSummary> { bind(WoW.Operations.accountHeirloomsCollectionSummary) }
    /// ``WoW/Operations/accountMountsCollectionSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.accountMountsCollectionSummary()` → `WoW.AccountMountsCollectionSummary`, for `/profile/user/wow/collections/mounts`.
    public var accountMountsCollectionSummary: BoundOperation<WoW.AccountMountsCollectionSummary> { bind(WoW.Operations.accountMountsCollectionSummary) }
    /// ``WoW/Operations/accountPetsCollectionSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.accountPetsCollectionSummary()` → `WoW.AccountPetsCollectionSummary`, for `/profile/user/wow/collections/pets`.
    public var accountPetsCollectionSummary: BoundOperation<WoW.AccountPetsCollectionSummary> { bind(WoW.Operations.accountPetsCollectionSummary) }
    /// ``WoW/Operations/accountToysCollectionSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.accountToysCollectionSummary()` → `WoW.AccountToysCollectionSummary`, for `/profile/user/wow/collections/toys`.
    public var accountToysCollectionSummary: BoundOperation<WoW.AccountToysCollectionSummary> { bind(WoW.Operations.accountToysCollectionSummary) }
    /// ``WoW/Operations/accountTransmogsCollectionSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.accountTransmogsCollectionSummary()` → `WoW.AccountTransmogsCollectionSummary`, for `/profile/user/wow/collections/transmogs`.
    public var accountTransmogsCollectionSummary: BoundOperation<WoW.AccountTransmogsCollectionSummary> { bind(WoW.Operations.accountTransmogsCollectionSummary) }
    /// ``WoW/Operations/accountProfileSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.accountProfileSummary()` → `WoW.AccountProfileSummary`, for `/profile/user/wow`.
    public var accountProfileSummary: BoundOperation<WoW.AccountProfileSummary> { bind(WoW.Operations.accountProfileSummary) }
    /// ``WoW/Operations/characterAchievementsSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterAchievementsSummary(RealmSlug, CharacterName)` → `WoW.CharacterAchievementsSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/achievements`.
    public var characterAchievementsSummary: BoundOperation<WoW.CharacterAchievementsSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterAchievementsSummary) }
    /// ``WoW/Operations/characterAchievementStatistics`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterAchievementStatistics(RealmSlug, CharacterName)` → `WoW.CharacterAchievementStatistics`, for `/profile/wow/character/{realmSlug}/{characterName}/achievements/statistics`.
    public var characterAchievementStatistics: BoundOperation<WoW.CharacterAchievementStatistics, RealmSlug, CharacterName> { bind(WoW.Operations.characterAchievementStatistics) }
    /// ``WoW/Operations/characterAppearanceSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterAppearanceSummary(RealmSlug, CharacterName)` → `WoW.CharacterAppearanceSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/appearance`.
    public var characterAppearanceSummary: BoundOperation<WoW.CharacterAppearanceSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterAppearanceSummary) }
    /// ``WoW/Operations/characterCollectionsIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterCollectionsIndex(RealmSlug, CharacterName)` → `WoW.CharacterCollectionsIndex`, for `/profile/wow/character/{realmSlug}/{characterName}/collections`.
    public var characterCollectionsIndex: BoundOperation<WoW.CharacterCollectionsIndex, RealmSlug, CharacterName> { bind(WoW.Operations.characterCollectionsIndex) }
    /// ``WoW/Operations/characterDecorCollectionSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterDecorCollectionSummary(RealmSlug, CharacterName)` → `WoW.CharacterDecorCollectionSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/collections/decor`.
    public var characterDecorCollectionSummary: BoundOperation<WoW.CharacterDecorCollectionSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterDecorCollectionSummary) }
    /// ``WoW/Operations/characterHeirloomsCollectionSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterHeirloomsCollectionSummary(RealmSlug, CharacterName)` → `WoW.CharacterHeirloomsCollectionSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/collections/heirlooms`.
    public var characterHeirloomsCollectionSummary: BoundOperation<WoW.CharacterHeirloomsCollectionSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterHeirloomsCollectionSummary) }
    /// ``WoW/Operations/characterMountsCollectionSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterMountsCollectionSummary(RealmSlug, CharacterName)` → `WoW.CharacterMountsCollectionSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/collections/mounts`.
    public var characterMountsCollectionSummary: BoundOperation<WoW.CharacterMountsCollectionSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterMountsCollectionSummary) }
    /// ``WoW/Operations/characterPetsCollectionSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterPetsCollectionSummary(RealmSlug, CharacterName)` → `WoW.CharacterPetsCollectionSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/collections/pets`.
    public var characterPetsCollectionSummary: BoundOperation<WoW.CharacterPetsCollectionSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterPetsCollectionSummary) }
    /// ``WoW/Operations/characterToysCollectionSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterToysCollectionSummary(RealmSlug, CharacterName)` → `WoW.CharacterToysCollectionSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/collections/toys`.
    public var characterToysCollectionSummary: BoundOperation<WoW.CharacterToysCollectionSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterToysCollectionSummary) }
    /// ``WoW/Operations/characterTransmogCollectionSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterTransmogCollectionSummary(RealmSlug, CharacterName)` → `WoW.CharacterTransmogCollectionSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/collections/transmogs`.
    public var characterTransmogCollectionSummary: BoundOperation<WoW.CharacterTransmogCollectionSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterTransmogCollectionSummary) }
    /// ``WoW/Operations/characterEncountersSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterEncountersSummary(RealmSlug, CharacterName)` → `WoW.CharacterEncountersSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/encounters`.
    public var characterEncountersSummary: BoundOperation<WoW.CharacterEncountersSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterEncountersSummary) }
    /// ``WoW/Operations/characterDungeons`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterDungeons(RealmSlug, CharacterName)` → `WoW.CharacterDungeons`, for `/profile/wow/character/{realmSlug}/{characterName}/encounters/dungeons`.
    public var characterDungeons: BoundOperation<WoW.CharacterDungeons, RealmSlug, CharacterName> { bind(WoW.Operations.characterDungeons) }
    /// ``WoW/Operations/characterRaids`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterRaids(RealmSlug, CharacterName)` → `WoW.CharacterRaids`, for `/profile/wow/character/{realmSlug}/{characterName}/encounters/raids`.
    public var characterRaids: BoundOperation<WoW.CharacterRaids, RealmSlug, CharacterName> { bind(WoW.Operations.characterRaids) }
    /// ``WoW/Operations/characterEquipmentSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterEquipmentSummary(RealmSlug, CharacterName)` → `WoW.CharacterEquipmentSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/equipment`.
    public var characterEquipmentSummary: BoundOperation<WoW.CharacterEquipmentSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterEquipmentSummary) }
    /// ``WoW/Operations/characterHouse`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterHouse(RealmSlug, CharacterName, Int)` → `WoW.CharacterHouse`, for `/profile/wow/character/{realmSlug}/{characterName}/house/house-{houseNumber}`.
    public var characterHouse: BoundOperation<WoW.CharacterHouse, RealmSlug, CharacterName, Int> { bind(WoW.Operations.characterHouse) }
    /// ``WoW/Operations/characterHunterPetsSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterHunterPetsSummary(RealmSlug, CharacterName)` → `WoW.CharacterHunterPetsSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/hunter-pets`.
    public var characterHunterPetsSummary: BoundOperation<WoW.CharacterHunterPetsSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterHunterPetsSummary) }
    /// ``WoW/Operations/characterMediaSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterMediaSummary(RealmSlug, CharacterName)` → `WoW.CharacterMediaSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/character-media`.
    public var characterMediaSummary: BoundOperation<WoW.CharacterMediaSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterMediaSummary) }
    /// ``WoW/Operations/characterMythicKeystoneProfileIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterMythicKeystoneProfileIndex(RealmSlug, CharacterName)` → `WoW.CharacterMythicKeystoneProfileIndex`, for `/profile/wow/character/{realmSlug}/{characterName}/mythic-keystone-profile`.
    public var characterMythicKeystoneProfileIndex: BoundOperation<WoW.CharacterMythicKeystoneProfileIndex, RealmSlug, CharacterName> { bind(WoW.Operations.characterMythicKeystoneProfileIndex) }
    /// ``WoW/Operations/characterMythicKeystoneSeasonDetails`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterMythicKeystoneSeasonDetails(RealmSlug, CharacterName, Int)` → `WoW.CharacterMythicKeystoneSeasonDetails`, for `/profile/wow/character/{realmSlug}/{characterName}/mythic-keystone-profile/season/{seasonId}`.
    public var characterMythicKeystoneSeasonDetails: BoundOperation<WoW.CharacterMythicKeystoneSeasonDetails, RealmSlug, CharacterName, Int> { bind(WoW.Operations.characterMythicKeystoneSeasonDetails) }
    /// ``WoW/Operations/characterProfessionsSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterProfessionsSummary(RealmSlug, CharacterName)` → `WoW.CharacterProfessionsSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/professions`.
    public var characterProfessionsSummary: BoundOperation<WoW.CharacterProfessionsSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterProfessionsSummary) }
    /// ``WoW/Operations/characterProfileSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterProfileSummary(RealmSlug, CharacterName)` → `WoW.CharacterProfileSummary`, for `/profile/wow/character/{realmSlug}/{characterName}`.
    public var characterProfileSummary: BoundOperation<WoW.CharacterProfileSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterProfileSummary) }
    /// ``WoW/Operations/characterProfileStatus`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterProfileStatus(RealmSlug, CharacterName)` → `WoW.CharacterProfileStatus`, for `/profile/wow/character/{realmSlug}/{characterName}/status`.
    public var characterProfileStatus: BoundOperation<WoW.CharacterProfileStatus, RealmSlug, CharacterName> { bind(WoW.Operations.characterProfileStatus) }
    /// ``WoW/Operations/characterPvpBracketStatistics`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterPvpBracketStatistics(RealmSlug, CharacterName, WoW.PvpBracketSlug)` → `WoW.CharacterPvpBracketStatistics`, for `/profile/wow/character/{realmSlug}/{characterName}/pvp-bracket/{pvpBracket}`.
    public var characterPvpBracketStatistics: BoundOperation<WoW.CharacterPvpBracketStatistics, RealmSlug, CharacterName, WoW.PvpBracketSlug> { bind(WoW.Operations.characterPvpBracketStatistics) }
    /// ``WoW/Operations/characterPvpSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterPvpSummary(RealmSlug, CharacterName)` → `WoW.CharacterPvpSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/pvp-summary`.
    public var characterPvpSummary: BoundOperation<WoW.CharacterPvpSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterPvpSummary) }
    /// ``WoW/Operations/characterQuests`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterQuests(RealmSlug, CharacterName)` → `WoW.CharacterQuests`, for `/profile/wow/character/{realmSlug}/{characterName}/quests`.
    public var characterQuests: BoundOperation<WoW.CharacterQuests, RealmSlug, CharacterName> { bind(WoW.Operations.characterQuests) }
    /// ``WoW/Operations/characterCompletedQuests`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterCompletedQuests(RealmSlug, CharacterName)` → `WoW.CharacterCompletedQuests`, for `/profile/wow/character/{realmSlug}/{characterName}/quests/completed`.
    public var characterCompletedQuests: BoundOperation<WoW.CharacterCompletedQuests, RealmSlug, CharacterName> { bind(WoW.Operations.characterCompletedQuests) }
    /// ``WoW/Operations/characterReputationsSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterReputationsSummary(RealmSlug, CharacterName)` → `WoW.CharacterReputationsSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/reputations`.
    public var characterReputationsSummary: BoundOperation<WoW.CharacterReputationsSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterReputationsSummary) }
    /// ``WoW/Operations/characterSoulbinds`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterSoulbinds(RealmSlug, CharacterName)` → `WoW.CharacterSoulbinds`, for `/profile/wow/character/{realmSlug}/{characterName}/soulbinds`.
    public var characterSoulbinds: BoundOperation<WoW.CharacterSoulbinds, RealmSlug, CharacterName> { bind(WoW.Operations.characterSoulbinds) }
    /// ``WoW/Operations/characterSpecializationsSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterSpecializationsSummary(RealmSlug, CharacterName)` → `WoW.CharacterSpecializationsSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/specializations`.
    public var characterSpecializationsSummary: BoundOperation<WoW.CharacterSpecializationsSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterSpecializationsSummary) }
    /// ``WoW/Operations/characterStatisticsSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterStatisticsSummary(RealmSlug, CharacterName)` → `WoW.CharacterStatisticsSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/statistics`.
    public var characterStatisticsSummary: BoundOperation<WoW.CharacterStatisticsSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterStatisticsSummary) }
    /// ``WoW/Operations/characterTitlesSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.characterTitlesSummary(RealmSlug, CharacterName)` → `WoW.CharacterTitlesSummary`, for `/profile/wow/character/{realmSlug}/{characterName}/titles`.
    public var characterTitlesSummary: BoundOperation<WoW.CharacterTitlesSummary, RealmSlug, CharacterName> { bind(WoW.Operations.characterTitlesSummary) }
    /// ``WoW/Operations/guild`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.guild(RealmSlug, GuildSlug)` → `WoW.Guild`, for `/data/wow/guild/{realmSlug}/{nameSlug}`.
    public var guild: BoundOperation<WoW.Guild, RealmSlug, GuildSlug> { bind(WoW.Operations.guild) }
    /// ``WoW/Operations/guildActivity`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.guildActivity(RealmSlug, GuildSlug)` → `WoW.GuildActivity`, for `/data/wow/guild/{realmSlug}/{nameSlug}/activity`.
    public var guildActivity: BoundOperation<WoW.GuildActivity, RealmSlug, GuildSlug> { bind(WoW.Operations.guildActivity) }
    /// ``WoW/Operations/guildAchievements`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.guildAchievements(RealmSlug, GuildSlug)` → `WoW.GuildAchievements`, for `/data/wow/guild/{realmSlug}/{nameSlug}/achievements`.
    public var guildAchievements: BoundOperation<WoW.GuildAchievements, RealmSlug, GuildSlug> { bind(WoW.Operations.guildAchievements) }
    /// ``WoW/Operations/guildRoster`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.guildRoster(RealmSlug, GuildSlug)` → `WoW.GuildRoster`, for `/data/wow/guild/{realmSlug}/{nameSlug}/roster`.
    public var guildRoster: BoundOperation<WoW.GuildRoster, RealmSlug, GuildSlug> { bind(WoW.Operations.guildRoster) }
    /// ``WoW/Operations/protectedCharacterProfileSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.protectedCharacterProfileSummary(Int, Int)` → `WoW.ProtectedCharacterProfileSummary`, for `/profile/user/wow/protected-character/{realmId}-{characterId}`.
    public var protectedCharacterProfileSummary: BoundOperation<WoW.ProtectedCharacterProfileSummary, Int, Int> { bind(WoW.Operations.protectedCharacterProfileSummary) }
}
