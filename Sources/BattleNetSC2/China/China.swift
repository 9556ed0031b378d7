import Foundation

// China-only legacy paths, served by gateway.battlenet.com.cn: use a client whose region is `.cn`.
// Blizzard's China gateway is reported closed to outside developers' applications, so these may
// answer 401 or 404. They are the paths of the community API before 2019 (us.battle.net/api/sc2 in 2013,
// Mashery's us.api.battle.net until 2019), whose recorded bodies of the same paths decode into the
// legacy models.

extension SC2.Operations {
    /// **China Profile** (China only): a profile, in the legacy format or the current one (see
    /// ``SC2/ChinaProfile``).
    package static let chinaProfile = APIOperation<SC2.ChinaProfile, Int, SC2.RegionID, String>(
        "sc2CnProfile", "/sc2/profile/{profileId}/{regionId}/{profileName}", regions: [.cn]
    )

    /// **China Profile Ladders** (China only): a profile's ladders, in the legacy format.
    package static let chinaLadders = APIOperation<SC2.LegacyLadders, Int, SC2.RegionID, String>(
        "sc2CnLadders", "/sc2/profile/{profileId}/{regionId}/{profileName}/ladders", regions: [.cn],
        labels: ["profileID", "region", "name"]
    )

    /// **China Match History** (China only): a profile's recent matches, in the legacy format.
    package static let chinaMatchHistory = APIOperation<SC2.LegacyMatchHistory, Int, SC2.RegionID, String>(
        "sc2CnMatchHistory", "/sc2/profile/{profileId}/{regionId}/{profileName}/matches", regions: [.cn],
        labels: ["profileID", "region", "name"]
    )

    /// **China Ladder** (China only): a division ladder, in the legacy ladder format.
    package static let chinaLadder = APIOperation<SC2.LegacyLadder, Int>("sc2CnLadder", "/sc2/ladder/{ladderId}", regions: [.cn])

    /// **China Achievements** (China only): achievement definitions, in the legacy format.
    package static let chinaAchievements = APIOperation<SC2.LegacyAchievements>(
        "sc2CnAchievements", "/sc2/data/achievements", regions: [.cn], timeout: .seconds(60)
    )

    /// **China Rewards** (China only): reward definitions, in the legacy format.
    package static let chinaRewards = APIOperation<SC2.LegacyRewards>(
        "sc2CnRewards", "/sc2/data/rewards", regions: [.cn], timeout: .seconds(60)
    )
}

extension SC2 {
    /// What China's `/sc2/profile/{profileId}/{regionId}/{profileName}` answers. The path is the
    /// community API's (2013 and 2015 recordings: the legacy format), and it has the same shape as the
    /// current `/sc2/profile/{regionId}/{realmId}/{profileId}`, whose 2019 body the recordings list for
    /// it too: both decode.
    ///
    /// ```swift
    /// switch try await client.sc2.chinaProfile(id: 2137104, region: 1, name: "katarn") {
    /// case .legacy(let profile): print(profile.displayName)
    /// case .current(let profile): print(profile.summary.displayName)
    /// }
    /// ```
    public enum ChinaProfile: Codable, Sendable, Hashable {
        /// The community-era profile (a body without `summary`).
        case legacy(LegacyProfile)
        /// The current profile format (a body with `summary`).
        case current(Profile)

        private enum ShapeKey: String, CodingKey { case summary }

        /// Decodes the current format when the body has `summary`, the legacy one otherwise.
        public init(from decoder: any Decoder) throws {
            let keys = try decoder.container(keyedBy: ShapeKey.self)
            if keys.contains(.summary) {
                self = .current(try Profile(from: decoder))
            } else {
                self = .legacy(try LegacyProfile(from: decoder))
            }
        }

        /// Encodes the profile in its own format.
        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .legacy(let profile): try profile.encode(to: encoder)
            case .current(let profile): try profile.encode(to: encoder)
            }
        }

        /// The legacy profile, when the body was in that format.
        public var legacy: LegacyProfile? {
            if case .legacy(let profile) = self { return profile }
            return nil
        }

        /// The current-format profile, when the body was in that format.
        public var current: Profile? {
            if case .current(let profile) = self { return profile }
            return nil
        }
    }
}
