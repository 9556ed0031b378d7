// Generated from the declarations in this module by `BNET_UPDATE_GENERATED=1 swift test`; a test fails
// when it is stale. Do not edit.

import Foundation

extension WoW.Operations {
    /// Every World of Warcraft operation, grouped by source file.
    public static let all: [AnyAPIOperation] = [
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
        neighborhoodMapIndex.erased,
        neighborhoodMap.erased,
        neighborhood.erased,
        questIndex.erased,
        quest.erased,
        questCategoryIndex.erased,
        questCategory.erased,
        questAreaIndex.erased,
        questArea.erased,
        questTypeIndex.erased,
        questType.erased,
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
    ]
}

extension OperationRepository where Declarations == WoW.Operations {
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
}
