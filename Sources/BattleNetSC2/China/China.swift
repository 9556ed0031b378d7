import Foundation

// China-only legacy paths, served by gateway.battlenet.com.cn: use a client whose region is `.cn`.
// Blizzard's China gateway is reported closed to third-party clients (api-facts §2), so these may
// answer 401 or 404. The three with a recorded body (Mashery-era bodies of the same paths) decode into
// the legacy models; the other three are raw: their response type is `Data`.

extension SC2.Operations {
    /// **China Profile** (China only, raw): a profile in the old community format.
    /// - Remark: HTTP GET /sc2/profile/{profileId}/{regionId}/{profileName}
    public static let chinaProfile = APIOperation<Data, Int, SC2.RegionID, String>(
        "sc2CnProfile", game: .sc2, "/sc2/profile/{profileId}/{regionId}/{profileName}", regions: [.cn], model: "raw JSON (Data)",
        note: "China-only, raw: the listed body is the `sc2Profile` recording, whose path has the same shape; no China recording exists"
    )

    /// **China Profile Ladders** (China only, raw).
    /// - Remark: HTTP GET /sc2/profile/{profileId}/{regionId}/{profileName}/ladders
    public static let chinaLadders = APIOperation<Data, Int, SC2.RegionID, String>(
        "sc2CnLadders", game: .sc2, "/sc2/profile/{profileId}/{regionId}/{profileName}/ladders", regions: [.cn], model: "raw JSON (Data)",
        note: "China-only, raw; no recording"
    )

    /// **China Match History** (China only, raw).
    /// - Remark: HTTP GET /sc2/profile/{profileId}/{regionId}/{profileName}/matches
    public static let chinaMatchHistory = APIOperation<Data, Int, SC2.RegionID, String>(
        "sc2CnMatchHistory", game: .sc2, "/sc2/profile/{profileId}/{regionId}/{profileName}/matches", regions: [.cn], model: "raw JSON (Data)",
        note: "China-only, raw; no recording"
    )

    /// **China Ladder** (China only): a division ladder, in the legacy ladder format.
    /// - Remark: HTTP GET /sc2/ladder/{ladderId}
    public static let chinaLadder = APIOperation<SC2.LegacyLadder, Int>("sc2CnLadder", game: .sc2, "/sc2/ladder/{ladderId}", regions: [.cn], note: "China-only; a 2015 body of the same path")

    /// **China Achievements** (China only): achievement definitions, in the legacy format.
    /// - Remark: HTTP GET /sc2/data/achievements
    public static let chinaAchievements = APIOperation<SC2.LegacyAchievements>(
        "sc2CnAchievements", game: .sc2, "/sc2/data/achievements", regions: [.cn], timeout: .seconds(60), note: "China-only; a 2015 body of the same path"
    )

    /// **China Rewards** (China only): reward definitions, in the legacy format.
    /// - Remark: HTTP GET /sc2/data/rewards
    public static let chinaRewards = APIOperation<SC2.LegacyRewards>(
        "sc2CnRewards", game: .sc2, "/sc2/data/rewards", regions: [.cn], timeout: .seconds(60), note: "China-only; a 2015 body of the same path"
    )
}

