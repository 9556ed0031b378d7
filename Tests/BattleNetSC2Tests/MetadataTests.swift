import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetSC2

@Suite("Profile metadata and player", .timeLimit(.minutes(2)))
struct MetadataTests {
    @Test("metadata-profile__2_1_2137104.json")
    func metadata() throws {
        let body = try decodeFixture(SC2.ProfileMetadata.self, "sc2/metadata-profile__2_1_2137104.json")
        #expect(body.name == "katarn")
        #expect(body.profileID == "2137104")
        #expect(body.regionID == .eu)
        #expect(body.realmID == .first)
        #expect(body.profileURL?.absoluteString == "https://www.starcraft2.com/profile/2/1/2137104")
        #expect(body.avatarURL?.lastPathComponent == "0-0.jpg")
        #expect(body.reference == SC2.ProfileReference(region: .eu, realm: 1, profileID: 2137104))
        #expect(body.reference == SC2.ProfileReference(profileURL: try #require(body.profileURL)))
    }

    @Test("player__2137104.json is an array of profile metadata")
    func player() throws {
        let body = try decodeFixture([SC2.ProfileMetadata].self, "sc2/player__2137104.json")
        #expect(body.count == 1)
        let profile = try #require(body.first)
        #expect(profile.name == "Rigs")
        #expect(profile.profileID.intValue == 1235050)
        #expect(profile.regionID == .us)
        #expect(profile.avatarURL?.lastPathComponent == "0-5.jpg")
        #expect(profile.reference?.description == "1/1/1235050")
    }

    @Test("an empty, null or missing link leaves that link nil and keeps the rest of the profile")
    func unusableLinks() throws {
        let recorded = try fixtureData("sc2/metadata-profile__2_1_2137104.json")
        var object = try #require(try JSONSerialization.jsonObject(with: recorded) as? [String: Any])
        object["avatarUrl"] = ""
        object["profileUrl"] = NSNull()
        let body = try JSONDecoder().decode(SC2.ProfileMetadata.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(body.avatarURL == nil)
        #expect(body.profileURL == nil)
        #expect(body.name == "katarn")
        object.removeValue(forKey: "avatarUrl")
        let withoutAvatar = try JSONDecoder().decode(SC2.ProfileMetadata.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(withoutAvatar.avatarURL == nil)
        #expect(withoutAvatar.profileID == "2137104")
    }

    @Test("A profile id that is not an Int gives no reference")
    func noReference() throws {
        let body = try decodeInline(SC2.ProfileMetadata.self, """
            {"name":"x","profileUrl":"https://starcraft2.com/profile/1/1/1","avatarUrl":"https://static.starcraft2.com/a.jpg",
             "profileId":"18446744073709551615","regionId":1,"realmId":2}
            """)
        #expect(body.reference == nil)
        #expect(body.realmID == .second)
    }
}
