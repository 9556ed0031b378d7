import Foundation

extension WoW.Operations {
    /// **PvP Seasons Index**: every PvP season, and the current one.
    package static let pvpSeasonIndex = APIOperation<WoW.PvpSeasonIndex>(
        "wowPvpSeasonIndex", "/data/wow/pvp-season/index", namespace: .dynamic, flavors: .all
    )

    /// **PvP Season**: one PvP season with its dates and the links to its leaderboards and rewards.
    package static let pvpSeason = APIOperation<WoW.PvpSeason, Int>(
        "wowPvpSeason", "/data/wow/pvp-season/{pvpSeasonId}", namespace: .dynamic, flavors: .all
    )

    /// **PvP Leaderboards Index**: the leaderboards of a PvP season, one per bracket.
    package static let pvpLeaderboardIndex = APIOperation<WoW.PvpLeaderboardIndex, Int>(
        "wowPvpLeaderboardIndex", "/data/wow/pvp-season/{pvpSeasonId}/pvp-leaderboard/index",
        namespace: .dynamic
    )

    /// **PvP Leaderboard**: the ranked characters of one bracket in one PvP season, with rating,
    /// tier and win/loss record.
    ///
    /// Arguments: the season id and the bracket (``WoW/PvpBracketSlug/arena3v3``, `"shuffle-mage-frost"`).
    /// Bodies run to several MB (5,000 entries), so the call gets a one-minute timeout.
    package static let pvpLeaderboard = APIOperation<WoW.PvpLeaderboard, Int, WoW.PvpBracketSlug>(
        "wowPvpLeaderboard", "/data/wow/pvp-season/{pvpSeasonId}/pvp-leaderboard/{pvpBracket}",
        namespace: .dynamic, timeout: .seconds(60)
    )

    /// **PvP Rewards Index**: the rewards of a PvP season (titles and mounts by achievement) and the
    /// rating each one takes.
    package static let pvpRewardsIndex = APIOperation<WoW.PvpRewardsIndex, Int>(
        "wowPvpRewardsIndex", "/data/wow/pvp-season/{pvpSeasonId}/pvp-reward/index", namespace: .dynamic
    )
}

extension WoW.PvpBracketSlug: PathComponentArgument {}
