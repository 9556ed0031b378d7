import BattleNetCore
import BattleNetFixtures
import BattleNetSC2
import BattleNetTesting
import Foundation
import Testing

/// The fast path (`JSONReader`) against `JSONDecoder` on the grandmaster leaderboard.
@Suite("SC2 fast decoding")
struct FastDecodingTests {
    @Test func everyGrandmasterRecordingDecodesTheSameBothWays() throws {
        let manifest = try FixtureManifest(directory: try #require(RecordedFixtures.directory))
        let entries = manifest.entries(for: "sc2GrandmasterLeaderboard").filter { $0.status == 200 }
        #expect(entries.count >= 1)
        for entry in entries {
            let body = try manifest.body(of: entry)
            let codable = try ResponseDecoding.makeDecoder().decode(SC2.GrandmasterLeaderboard.self, from: body)
            let fast = try JSONReader.decode(SC2.GrandmasterLeaderboard.self, from: body)
            #expect(fast == codable, "\(entry.file)")
            #expect(fast.ladderTeams.count == 197)
            #expect(fast.ladderTeams.first?.teamMembers.first?.id.intValue != nil)
        }
    }

    @Test func idsAsNumbersOrStringsReadAsTheirCodableFormDoes() throws {
        for text in [#"{"id":"4354376","realm":1,"region":"2","displayName":"A"}"#, #"{"id":4354376,"realm":1,"region":2,"displayName":"A","clanTag":null}"#] {
            let body = Data(text.utf8)
            #expect(try JSONReader.decode(SC2.LadderTeamMember.self, from: body) == JSONDecoder().decode(SC2.LadderTeamMember.self, from: body))
        }
        #expect(throws: JSONReader.Failure.self) { try JSONReader.decode(SC2.LadderTeamMember.self, from: Data(#"{"id":1.5,"realm":1,"region":2,"displayName":"A"}"#.utf8)) }
    }
}
