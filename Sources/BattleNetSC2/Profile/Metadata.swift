import Foundation

extension SC2.Operations {
    /// **Metadata**: a profile's name, page, portrait and where it lives.
    package static let metadata = APIOperation<SC2.ProfileMetadata, SC2.ProfileReference>(
        "sc2MetadataProfile", "/sc2/metadata/profile/{regionId}/{realmId}/{profileId}", labels: ["profile"]
    )

    /// **Player**: the SC2 profiles linked to a Battle.net account (the numeric `id` of `/oauth/userinfo`).
    package static let player = APIOperation<[SC2.ProfileMetadata], Int>("sc2Player", "/sc2/player/{accountId}")
}


extension SC2 {
    /// Who a StarCraft II profile is and where it lives: one profile's metadata, or one of the profiles
    /// linked to a Battle.net account.
    public struct ProfileMetadata: Codable, Sendable, Hashable {
        /// The in-game display name, without the BattleTag number.
        public let name: String
        /// The profile's page on starcraft2.com.
        @LenientURL public var profileURL: URL?
        /// The profile's portrait image.
        @LenientURL public var avatarURL: URL?
        /// The profile id, sent as a string (`"2137104"`).
        public let profileID: Identifier
        /// The SC2 region, e.g. `2` (EU) in `sc2/metadata-profile__2_1_2137104.json`.
        public let regionID: RegionID
        /// The realm, e.g. `1`.
        public let realmID: RealmID

        enum CodingKeys: String, CodingKey {
            case name
            case profileURL = "profileUrl"
            case avatarURL = "avatarUrl"
            case profileID = "profileId"
            case regionID = "regionId"
            case realmID = "realmId"
        }

        /// The path arguments for this profile's other calls; `nil` if the profile id is not a valid `Int`.
        public var reference: ProfileReference? {
            profileID.intValue.map { ProfileReference(region: regionID, realm: realmID, profileID: $0) }
        }
    }
}
