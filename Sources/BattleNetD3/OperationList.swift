// Generated from the declarations in this module by `BNET_UPDATE_GENERATED=1 swift test`; a test fails
// when it is stale. Do not edit.

import Foundation

extension D3.Operations {
    /// Every Diablo III operation, grouped by source file.
    public static let all: [AnyAPIOperation] = [
        actIndex.erased,
        act.erased,
        artisan.erased,
        recipe.erased,
        characterClass.erased,
        skill.erased,
        follower.erased,
        item.erased,
        itemTypeIndex.erased,
        itemType.erased,
        eraIndex.erased,
        era.erased,
        eraLeaderboard.erased,
        seasonIndex.erased,
        season.erased,
        seasonLeaderboard.erased,
        account.erased,
        hero.erased,
        heroItems.erased,
        heroFollowerItems.erased,
    ]
}

extension OperationRepository where Declarations == D3.Operations {
    /// ``D3/Operations/actIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var actIndex: BoundOperation<D3.ActIndex> { bind(D3.Operations.actIndex) }
    /// ``D3/Operations/act`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var act: BoundOperation<D3.Act, Int> { bind(D3.Operations.act) }
    /// ``D3/Operations/artisan`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var artisan: BoundOperation<D3.Artisan, D3.ArtisanSlug> { bind(D3.Operations.artisan) }
    /// ``D3/Operations/recipe`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var recipe: BoundOperation<D3.Recipe, D3.ArtisanSlug, String> { bind(D3.Operations.recipe) }
    /// ``D3/Operations/characterClass`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var characterClass: BoundOperation<D3.CharacterClass, D3.HeroClass> { bind(D3.Operations.characterClass) }
    /// ``D3/Operations/skill`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var skill: BoundOperation<D3.SkillDetail, D3.HeroClass, String> { bind(D3.Operations.skill) }
    /// ``D3/Operations/follower`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var follower: BoundOperation<D3.Follower, D3.FollowerSlug> { bind(D3.Operations.follower) }
    /// ``D3/Operations/item`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var item: BoundOperation<D3.Item, String> { bind(D3.Operations.item) }
    /// ``D3/Operations/itemTypeIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var itemTypeIndex: BoundOperation<[D3.ItemTypeSummary]> { bind(D3.Operations.itemTypeIndex) }
    /// ``D3/Operations/itemType`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var itemType: BoundOperation<[D3.ItemReference], String> { bind(D3.Operations.itemType) }
    /// ``D3/Operations/eraIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var eraIndex: BoundOperation<D3.EraIndex> { bind(D3.Operations.eraIndex) }
    /// ``D3/Operations/era`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var era: BoundOperation<D3.Era, Int> { bind(D3.Operations.era) }
    /// ``D3/Operations/eraLeaderboard`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var eraLeaderboard: BoundOperation<D3.Leaderboard, Int, String> { bind(D3.Operations.eraLeaderboard) }
    /// ``D3/Operations/seasonIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var seasonIndex: BoundOperation<D3.SeasonIndex> { bind(D3.Operations.seasonIndex) }
    /// ``D3/Operations/season`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var season: BoundOperation<D3.Season, Int> { bind(D3.Operations.season) }
    /// ``D3/Operations/seasonLeaderboard`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var seasonLeaderboard: BoundOperation<D3.Leaderboard, Int, String> { bind(D3.Operations.seasonLeaderboard) }
    /// ``D3/Operations/account`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var account: BoundOperation<D3.AccountProfile, BattleTag> { bind(D3.Operations.account) }
    /// ``D3/Operations/hero`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var hero: BoundOperation<D3.Hero, BattleTag, Int> { bind(D3.Operations.hero) }
    /// ``D3/Operations/heroItems`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var heroItems: BoundOperation<D3.HeroItems, BattleTag, Int> { bind(D3.Operations.heroItems) }
    /// ``D3/Operations/heroFollowerItems`` on this client: call it for the model, `.raw(...)` for the bytes.
    public var heroFollowerItems: BoundOperation<D3.HeroFollowerItems, BattleTag, Int> { bind(D3.Operations.heroFollowerItems) }
}
