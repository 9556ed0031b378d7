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
        azeriteEssenceIndex.erased,
        azeriteEssence.erased,
        azeriteEssenceSearch.erased,
        azeriteEssenceMedia.erased,
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
    ]
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
}
