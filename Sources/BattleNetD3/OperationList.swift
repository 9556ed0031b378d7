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

    /// The operation declared with catalogue id `id` (its own id, not a Classic twin's), or `nil`;
    /// only that declaration is built, where ``all`` builds every one.
    public static func operation(declaredAs id: String) -> AnyAPIOperation? {
        switch id {
        case "d3ActIndex": actIndex.erased
        case "d3Act": act.erased
        case "d3Artisan": artisan.erased
        case "d3Recipe": recipe.erased
        case "d3CharacterClass": characterClass.erased
        case "d3ApiSkill": skill.erased
        case "d3Follower": follower.erased
        case "d3Item": item.erased
        case "d3ItemTypeIndex": itemTypeIndex.erased
        case "d3ItemType": itemType.erased
        case "d3EraIndex": eraIndex.erased
        case "d3Era": era.erased
        case "d3EraLeaderboard": eraLeaderboard.erased
        case "d3SeasonIndex": seasonIndex.erased
        case "d3Season": season.erased
        case "d3SeasonLeaderboard": seasonLeaderboard.erased
        case "d3ProfileAccount": account.erased
        case "d3ProfileHero": hero.erased
        case "d3ProfileHeroItems": heroItems.erased
        case "d3ProfileHeroFollowerItems": heroFollowerItems.erased
        default: nil
        }
    }
}

extension OperationRepository where Declarations == D3.Operations {
    /// ``D3/Operations/actIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.actIndex()` → `D3.ActIndex`, for `/d3/data/act`.
    public var actIndex: BoundOperation<D3.ActIndex> { bind(D3.Operations.actIndex) }
    /// ``D3/Operations/act`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.act(Int)` → `D3.Act`, for `/d3/data/act/{actId}`.
    public var act: BoundOperation<D3.Act, Int> { bind(D3.Operations.act) }
    /// ``D3/Operations/artisan`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.artisan(D3.ArtisanSlug)` → `D3.Artisan`, for `/d3/data/artisan/{artisanSlug}`.
    public var artisan: BoundOperation<D3.Artisan, D3.ArtisanSlug> { bind(D3.Operations.artisan) }
    /// ``D3/Operations/recipe`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.recipe(D3.ArtisanSlug, String)` → `D3.Recipe`, for `/d3/data/artisan/{artisanSlug}/recipe/{recipeSlug}`.
    public var recipe: BoundOperation<D3.Recipe, D3.ArtisanSlug, String> { bind(D3.Operations.recipe) }
    /// ``D3/Operations/characterClass`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.characterClass(D3.HeroClass)` → `D3.CharacterClass`, for `/d3/data/hero/{classSlug}`.
    public var characterClass: BoundOperation<D3.CharacterClass, D3.HeroClass> { bind(D3.Operations.characterClass) }
    /// ``D3/Operations/skill`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.skill(D3.HeroClass, String)` → `D3.SkillDetail`, for `/d3/data/hero/{classSlug}/skill/{skillSlug}`.
    public var skill: BoundOperation<D3.SkillDetail, D3.HeroClass, String> { bind(D3.Operations.skill) }
    /// ``D3/Operations/follower`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.follower(D3.FollowerSlug)` → `D3.Follower`, for `/d3/data/follower/{followerSlug}`.
    public var follower: BoundOperation<D3.Follower, D3.FollowerSlug> { bind(D3.Operations.follower) }
    /// ``D3/Operations/item`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.item(String)` → `D3.Item`, for `/d3/data/item/{itemSlugAndId}`.
    public var item: BoundOperation<D3.Item, String> { bind(D3.Operations.item) }
    /// ``D3/Operations/itemTypeIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.itemTypeIndex()` → `[D3.ItemTypeSummary]`, for `/d3/data/item-type`.
    public var itemTypeIndex: BoundOperation<[D3.ItemTypeSummary]> { bind(D3.Operations.itemTypeIndex) }
    /// ``D3/Operations/itemType`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.itemType(String)` → `[D3.ItemReference]`, for `/d3/data/item-type/{itemTypeSlug}`.
    public var itemType: BoundOperation<[D3.ItemReference], String> { bind(D3.Operations.itemType) }
    /// ``D3/Operations/eraIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.eraIndex()` → `D3.EraIndex`, for `/data/d3/era/`.
    public var eraIndex: BoundOperation<D3.EraIndex> { bind(D3.Operations.eraIndex) }
    /// ``D3/Operations/era`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.era(Int)` → `D3.Era`, for `/data/d3/era/{eraId}`.
    public var era: BoundOperation<D3.Era, Int> { bind(D3.Operations.era) }
    /// ``D3/Operations/eraLeaderboard`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.eraLeaderboard(Int, String)` → `D3.Leaderboard`, for `/data/d3/era/{eraId}/leaderboard/{leaderboardId}`.
    public var eraLeaderboard: BoundOperation<D3.Leaderboard, Int, String> { bind(D3.Operations.eraLeaderboard) }
    /// ``D3/Operations/seasonIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.seasonIndex()` → `D3.SeasonIndex`, for `/data/d3/season/`.
    public var seasonIndex: BoundOperation<D3.SeasonIndex> { bind(D3.Operations.seasonIndex) }
    /// ``D3/Operations/season`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.season(Int)` → `D3.Season`, for `/data/d3/season/{seasonId}`.
    public var season: BoundOperation<D3.Season, Int> { bind(D3.Operations.season) }
    /// ``D3/Operations/seasonLeaderboard`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.seasonLeaderboard(Int, String)` → `D3.Leaderboard`, for `/data/d3/season/{seasonId}/leaderboard/{leaderboardId}`.
    public var seasonLeaderboard: BoundOperation<D3.Leaderboard, Int, String> { bind(D3.Operations.seasonLeaderboard) }
    /// ``D3/Operations/account`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.account(BattleTag)` → `D3.AccountProfile`, for `/d3/profile/{account}/`.
    public var account: BoundOperation<D3.AccountProfile, BattleTag> { bind(D3.Operations.account) }
    /// ``D3/Operations/hero`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.hero(BattleTag, Int)` → `D3.Hero`, for `/d3/profile/{account}/hero/{heroId}`.
    public var hero: BoundOperation<D3.Hero, BattleTag, Int> { bind(D3.Operations.hero) }
    /// ``D3/Operations/heroItems`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.heroItems(BattleTag, Int)` → `D3.HeroItems`, for `/d3/profile/{account}/hero/{heroId}/items`.
    public var heroItems: BoundOperation<D3.HeroItems, BattleTag, Int> { bind(D3.Operations.heroItems) }
    /// ``D3/Operations/heroFollowerItems`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.d3.heroFollowerItems(BattleTag, Int)` → `D3.HeroFollowerItems`, for `/d3/profile/{account}/hero/{heroId}/follower-items`.
    public var heroFollowerItems: BoundOperation<D3.HeroFollowerItems, BattleTag, Int> { bind(D3.Operations.heroFollowerItems) }
}
