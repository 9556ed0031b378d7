// Generated from the declarations in this module by `BNET_UPDATE_GENERATED=1 swift test`; a test fails
// when it is stale. Do not edit.

import Foundation

extension WoW.Operations {
    /// Every World of Warcraft operation, grouped by source file.
    public static let all: [AnyAPIOperation] = [
        guildCrestComponentsIndex.erased,
        guildCrestBorderMedia.erased,
        guildCrestEmblemMedia.erased,
        heirloomIndex.erased,
        heirloom.erased,
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
        titleIndex.erased,
        title.erased,
        toyIndex.erased,
        toy.erased,
    ]
}

extension OperationRepository where Declarations == WoW.Operations {
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
}
