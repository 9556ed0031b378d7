import Foundation

// China-only legacy paths, served by gateway.battlenet.com.cn: use a client whose region is `.cn`.
// Blizzard's China gateway is reported closed to third-party clients (api-facts §2), so these may
// answer 401 or 404. The three with a recorded body (Mashery-era bodies of the same paths) decode into
// the legacy models; the other three are raw: their response type is `Data`.

extension SC2.Operations {
    /// **China Profile** (China only, raw): a profile in the old community format.
    /// - Remark: HTTP GET /sc2/profile/{profileId}/{regionId}/{profileName}
    public static let chinaProfile = Operation<Data>(
        "sc2CnProfile", game: .sc2, "/sc2/profile/{profileId}/{regionId}/{profileName}", model: "raw JSON (Data)"
    )

    /// **China Profile Ladders** (China only, raw).
    /// - Remark: HTTP GET /sc2/profile/{profileId}/{regionId}/{profileName}/ladders
    public static let chinaLadders = Operation<Data>(
        "sc2CnLadders", game: .sc2, "/sc2/profile/{profileId}/{regionId}/{profileName}/ladders", model: "raw JSON (Data)"
    )

    /// **China Match History** (China only, raw).
    /// - Remark: HTTP GET /sc2/profile/{profileId}/{regionId}/{profileName}/matches
    public static let chinaMatchHistory = Operation<Data>(
        "sc2CnMatchHistory", game: .sc2, "/sc2/profile/{profileId}/{regionId}/{profileName}/matches", model: "raw JSON (Data)"
    )

    /// **China Ladder** (China only): a division ladder, in the legacy ladder format.
    /// - Remark: HTTP GET /sc2/ladder/{ladderId}
    public static let chinaLadder = Operation<SC2.LegacyLadder>("sc2CnLadder", game: .sc2, "/sc2/ladder/{ladderId}")

    /// **China Achievements** (China only): achievement definitions, in the legacy format.
    /// - Remark: HTTP GET /sc2/data/achievements
    public static let chinaAchievements = Operation<SC2.LegacyAchievements>(
        "sc2CnAchievements", game: .sc2, "/sc2/data/achievements", timeout: .seconds(60)
    )

    /// **China Rewards** (China only): reward definitions, in the legacy format.
    /// - Remark: HTTP GET /sc2/data/rewards
    public static let chinaRewards = Operation<SC2.LegacyRewards>(
        "sc2CnRewards", game: .sc2, "/sc2/data/rewards", timeout: .seconds(60)
    )
}

extension SC2Repository {
    /// A profile on China's legacy path, as raw JSON. China only. `GET /sc2/profile/{profileId}/{regionId}/{profileName}`
    public func chinaProfile(_ profileID: Int, realm: SC2.RealmID, name: String) async throws -> Data {
        try await client.value(SC2.Operations.chinaProfile(.init(profileID), .init(realm), .init(name)))
    }

    /// A profile's ladders on China's legacy path, as raw JSON. China only.
    /// `GET /sc2/profile/{profileId}/{regionId}/{profileName}/ladders`
    public func chinaLadders(_ profileID: Int, realm: SC2.RealmID, name: String) async throws -> Data {
        try await client.value(SC2.Operations.chinaLadders(.init(profileID), .init(realm), .init(name)))
    }

    /// A profile's matches on China's legacy path, as raw JSON. China only.
    /// `GET /sc2/profile/{profileId}/{regionId}/{profileName}/matches`
    public func chinaMatchHistory(_ profileID: Int, realm: SC2.RealmID, name: String) async throws -> Data {
        try await client.value(SC2.Operations.chinaMatchHistory(.init(profileID), .init(realm), .init(name)))
    }

    /// A division ladder on China's legacy path. China only. `GET /sc2/ladder/{ladderId}`
    public func chinaLadder(_ ladderID: Int) async throws -> SC2.LegacyLadder {
        try await client.value(SC2.Operations.chinaLadder(.init(ladderID)))
    }

    /// Achievement definitions on China's legacy path. China only. `GET /sc2/data/achievements`
    public func chinaAchievements() async throws -> SC2.LegacyAchievements {
        try await client.value(SC2.Operations.chinaAchievements())
    }

    /// Reward definitions on China's legacy path. China only. `GET /sc2/data/rewards`
    public func chinaRewards() async throws -> SC2.LegacyRewards {
        try await client.value(SC2.Operations.chinaRewards())
    }
}
