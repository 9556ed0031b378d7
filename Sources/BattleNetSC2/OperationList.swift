// Generated from the declarations in this module by `BNET_UPDATE_GENERATED=1 swift test`; a test fails
// when it is stale. Do not edit.

import Foundation

extension SC2.Operations {
    /// Every StarCraft II operation, grouped by source file.
    public static let all: [AnyAPIOperation] = [
        chinaProfile.erased,
        chinaLadders.erased,
        chinaMatchHistory.erased,
        chinaLadder.erased,
        chinaAchievements.erased,
        chinaRewards.erased,
        ladderData.erased,
        league.erased,
        grandmasterLeaderboard.erased,
        season.erased,
        legacyAchievements.erased,
        legacyRewards.erased,
        legacyLadder.erased,
        legacyProfile.erased,
        legacyLadders.erased,
        legacyMatchHistory.erased,
        ladderSummary.erased,
        playerLadder.erased,
        metadata.erased,
        player.erased,
        profile.erased,
        staticProfile.erased,
    ]

    /// The operation declared with catalogue id `id` (its own id, not a Classic twin's), or `nil`;
    /// only that declaration is built, where ``all`` builds every one.
    public static func operation(declaredAs id: String) -> AnyAPIOperation? {
        switch id {
        case "sc2CnProfile": chinaProfile.erased
        case "sc2CnLadders": chinaLadders.erased
        case "sc2CnMatchHistory": chinaMatchHistory.erased
        case "sc2CnLadder": chinaLadder.erased
        case "sc2CnAchievements": chinaAchievements.erased
        case "sc2CnRewards": chinaRewards.erased
        case "sc2LadderData": ladderData.erased
        case "sc2LeagueData": league.erased
        case "sc2GrandmasterLeaderboard": grandmasterLeaderboard.erased
        case "sc2Season": season.erased
        case "sc2LegacyAchievements": legacyAchievements.erased
        case "sc2LegacyRewards": legacyRewards.erased
        case "sc2LegacyLadder": legacyLadder.erased
        case "sc2LegacyProfile": legacyProfile.erased
        case "sc2LegacyLadders": legacyLadders.erased
        case "sc2LegacyMatchHistory": legacyMatchHistory.erased
        case "sc2LadderSummary": ladderSummary.erased
        case "sc2PlayerLadder": playerLadder.erased
        case "sc2MetadataProfile": metadata.erased
        case "sc2Player": player.erased
        case "sc2Profile": profile.erased
        case "sc2StaticProfile": staticProfile.erased
        default: nil
        }
    }
}

extension OperationRepository where Declarations == SC2.Operations {
    /// ``SC2/Operations/chinaProfile`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.chinaProfile(Int, SC2.RegionID, String)` → `SC2.ChinaProfile`, for `/sc2/profile/{profileId}/{regionId}/{profileName}`.
    public var chinaProfile: BoundOperation<SC2.ChinaProfile, Int, SC2.RegionID, String> { bind(SC2.Operations.chinaProfile) }
    /// ``SC2/Operations/chinaLadders`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.chinaLadders(Int, SC2.RegionID, String)` → `SC2.LegacyLadders`, for `/sc2/profile/{profileId}/{regionId}/{profileName}/ladders`.
    public var chinaLadders: BoundOperation<SC2.LegacyLadders, Int, SC2.RegionID, String> { bind(SC2.Operations.chinaLadders) }
    /// ``SC2/Operations/chinaMatchHistory`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.chinaMatchHistory(Int, SC2.RegionID, String)` → `SC2.LegacyMatchHistory`, for `/sc2/profile/{profileId}/{regionId}/{profileName}/matches`.
    public var chinaMatchHistory: BoundOperation<SC2.LegacyMatchHistory, Int, SC2.RegionID, String> { bind(SC2.Operations.chinaMatchHistory) }
    /// ``SC2/Operations/chinaLadder`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.chinaLadder(Int)` → `SC2.LegacyLadder`, for `/sc2/ladder/{ladderId}`.
    public var chinaLadder: BoundOperation<SC2.LegacyLadder, Int> { bind(SC2.Operations.chinaLadder) }
    /// ``SC2/Operations/chinaAchievements`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.chinaAchievements()` → `SC2.LegacyAchievements`, for `/sc2/data/achievements`.
    public var chinaAchievements: BoundOperation<SC2.LegacyAchievements> { bind(SC2.Operations.chinaAchievements) }
    /// ``SC2/Operations/chinaRewards`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.chinaRewards()` → `SC2.LegacyRewards`, for `/sc2/data/rewards`.
    public var chinaRewards: BoundOperation<SC2.LegacyRewards> { bind(SC2.Operations.chinaRewards) }
    /// ``SC2/Operations/ladderData`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.ladderData(Int)` → `SC2.LadderData`, for `/data/sc2/ladder/{ladderId}`.
    public var ladderData: BoundOperation<SC2.LadderData, Int> { bind(SC2.Operations.ladderData) }
    /// ``SC2/Operations/league`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.league(Int, SC2.QueueID, SC2.TeamType, SC2.LeagueID)` → `SC2.League`, for `/data/sc2/league/{seasonId}/{queueId}/{teamType}/{leagueId}`.
    public var league: BoundOperation<SC2.League, Int, SC2.QueueID, SC2.TeamType, SC2.LeagueID> { bind(SC2.Operations.league) }
    /// ``SC2/Operations/grandmasterLeaderboard`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.grandmasterLeaderboard(SC2.RegionID)` → `SC2.GrandmasterLeaderboard`, for `/sc2/ladder/grandmaster/{regionId}`.
    public var grandmasterLeaderboard: BoundOperation<SC2.GrandmasterLeaderboard, SC2.RegionID> { bind(SC2.Operations.grandmasterLeaderboard) }
    /// ``SC2/Operations/season`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.season(SC2.RegionID)` → `SC2.Season`, for `/sc2/ladder/season/{regionId}`.
    public var season: BoundOperation<SC2.Season, SC2.RegionID> { bind(SC2.Operations.season) }
    /// ``SC2/Operations/legacyAchievements`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.legacyAchievements(SC2.RegionID)` → `SC2.LegacyAchievements`, for `/sc2/legacy/data/achievements/{regionId}`.
    public var legacyAchievements: BoundOperation<SC2.LegacyAchievements, SC2.RegionID> { bind(SC2.Operations.legacyAchievements) }
    /// ``SC2/Operations/legacyRewards`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.legacyRewards(SC2.RegionID)` → `SC2.LegacyRewards`, for `/sc2/legacy/data/rewards/{regionId}`.
    public var legacyRewards: BoundOperation<SC2.LegacyRewards, SC2.RegionID> { bind(SC2.Operations.legacyRewards) }
    /// ``SC2/Operations/legacyLadder`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.legacyLadder(SC2.RegionID, Int)` → `SC2.LegacyLadder`, for `/sc2/legacy/ladder/{regionId}/{ladderId}`.
    public var legacyLadder: BoundOperation<SC2.LegacyLadder, SC2.RegionID, Int> { bind(SC2.Operations.legacyLadder) }
    /// ``SC2/Operations/legacyProfile`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.legacyProfile(SC2.ProfileReference)` → `SC2.LegacyProfile`, for `/sc2/legacy/profile/{regionId}/{realmId}/{profileId}`.
    public var legacyProfile: BoundOperation<SC2.LegacyProfile, SC2.ProfileReference> { bind(SC2.Operations.legacyProfile) }
    /// ``SC2/Operations/legacyLadders`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.legacyLadders(SC2.ProfileReference)` → `SC2.LegacyLadders`, for `/sc2/legacy/profile/{regionId}/{realmId}/{profileId}/ladders`.
    public var legacyLadders: BoundOperation<SC2.LegacyLadders, SC2.ProfileReference> { bind(SC2.Operations.legacyLadders) }
    /// ``SC2/Operations/legacyMatchHistory`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.legacyMatchHistory(SC2.ProfileReference)` → `SC2.LegacyMatchHistory`, for `/sc2/legacy/profile/{regionId}/{realmId}/{profileId}/matches`.
    public var legacyMatchHistory: BoundOperation<SC2.LegacyMatchHistory, SC2.ProfileReference> { bind(SC2.Operations.legacyMatchHistory) }
    /// ``SC2/Operations/ladderSummary`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.ladderSummary(SC2.ProfileReference)` → `SC2.LadderSummary`, for `/sc2/profile/{regionId}/{realmId}/{profileId}/ladder/summary`.
    public var ladderSummary: BoundOperation<SC2.LadderSummary, SC2.ProfileReference> { bind(SC2.Operations.ladderSummary) }
    /// ``SC2/Operations/playerLadder`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.playerLadder(SC2.ProfileReference, Int)` → `SC2.PlayerLadder`, for `/sc2/profile/{regionId}/{realmId}/{profileId}/ladder/{ladderId}`.
    public var playerLadder: BoundOperation<SC2.PlayerLadder, SC2.ProfileReference, Int> { bind(SC2.Operations.playerLadder) }
    /// ``SC2/Operations/metadata`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.metadata(SC2.ProfileReference)` → `SC2.ProfileMetadata`, for `/sc2/metadata/profile/{regionId}/{realmId}/{profileId}`.
    public var metadata: BoundOperation<SC2.ProfileMetadata, SC2.ProfileReference> { bind(SC2.Operations.metadata) }
    /// ``SC2/Operations/player`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.player(Int)` → `[SC2.ProfileMetadata]`, for `/sc2/player/{accountId}`.
    public var player: BoundOperation<[SC2.ProfileMetadata], Int> { bind(SC2.Operations.player) }
    /// ``SC2/Operations/profile`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.profile(SC2.ProfileReference)` → `SC2.Profile`, for `/sc2/profile/{regionId}/{realmId}/{profileId}`.
    public var profile: BoundOperation<SC2.Profile, SC2.ProfileReference> { bind(SC2.Operations.profile) }
    /// ``SC2/Operations/staticProfile`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.sc2.staticProfile(SC2.RegionID)` → `SC2.StaticProfile`, for `/sc2/static/profile/{regionId}`.
    public var staticProfile: BoundOperation<SC2.StaticProfile, SC2.RegionID> { bind(SC2.Operations.staticProfile) }
}
