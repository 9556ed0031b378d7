// Generated from the declarations in this module by `BNET_UPDATE_GENERATED=1 swift test`; a test fails
// when it is stale. Do not edit.

import Foundation

extension WoW.Operations {
    /// Every World of Warcraft operation, grouped by source file.
    public static let all: [AnyAPIOperation] = [
        auctions.erased,
        auctionCommodities.erased,
        connectedRealmIndex.erased,
        connectedRealm.erased,
        connectedRealmSearch.erased,
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
        pvpSeasonIndex.erased,
        pvpSeason.erased,
        pvpLeaderboardIndex.erased,
        pvpLeaderboard.erased,
        pvpRewardsIndex.erased,
        pvpTierIndex.erased,
        pvpTier.erased,
        pvpTierMedia.erased,
        realmIndex.erased,
        realm.erased,
        realmSearch.erased,
        regionIndex.erased,
        region.erased,
        tokenIndex.erased,
    ]
}

extension OperationRepository where Declarations == WoW.Operations {
    /// ``WoW/Operations/auctions`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.auctions(Int)` → `WoW.Auctions`, for `/data/wow/connected-realm/{connectedRealmId}/auctions`.
    public var auctions: BoundOperation<WoW.Auctions, Int> { bind(WoW.Operations.auctions) }
    /// ``WoW/Operations/auctionCommodities`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.auctionCommodities()` → `WoW.Commodities`, for `/data/wow/auctions/commodities`.
    public var auctionCommodities: BoundOperation<WoW.Commodities> { bind(WoW.Operations.auctionCommodities) }
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
    /// ``WoW/Operations/tokenIndex`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.tokenIndex()` → `WoW.TokenPrice`, for `/data/wow/token/index`.
    public var tokenIndex: BoundOperation<WoW.TokenPrice> { bind(WoW.Operations.tokenIndex) }
}
