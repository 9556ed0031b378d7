import BattleNetCore
import BattleNetD3
import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing

/// The fast path (`JSONReader`) against `JSONDecoder` on the D3 leaderboards: equal models on every
/// recording, and the same failure path on a corrupted one.
@Suite("D3 fast decoding", .timeLimit(.minutes(2)))
struct FastDecodingTests {
    @Test func everyLeaderboardRecordingDecodesTheSameBothWays() throws {
        let manifest = try FixtureManifest(directory: try #require(RecordedFixtures.directory))
        let entries = (manifest.entries(for: "d3SeasonLeaderboard") + manifest.entries(for: "d3EraLeaderboard")).filter { $0.status == 200 }
        #expect(entries.count >= 2)
        var rows = 0
        for entry in entries {
            let body = try manifest.body(of: entry)
            let codable = try ResponseDecoding.makeDecoder().decode(D3.Leaderboard.self, from: body)
            let fast = try JSONReader.decode(D3.Leaderboard.self, from: body)
            #expect(fast == codable, "\(entry.file)")
            #expect(try ResponseDecoding.decode(D3.Leaderboard.self, from: body) == codable)
            rows += fast.rows.count
        }
        #expect(rows > 0)
    }

    @Test func aWrongTypedDatumFailsWithTheSamePathBothWays() throws {
        let file = "d3/era-leaderboard__1_rift-wd.json"
        var object = try #require(try JSONSerialization.jsonObject(with: try fixtureData(file)) as? [String: Any])
        var rows = try #require(object["row"] as? [[String: Any]])
        var players = try #require(rows[1]["player"] as? [[String: Any]])
        var data = try #require(players[0]["data"] as? [[String: Any]])
        data[0] = ["id": "HeroLevel", "number": "seventy"]
        players[0]["data"] = data
        rows[1]["player"] = players
        object["row"] = rows
        let body = try JSONSerialization.data(withJSONObject: object)
        var paths: [String?] = []
        for fast in [true, false] {
            do {
                _ = fast ? try ResponseDecoding.decode(D3.Leaderboard.self, from: body)
                    : try ResponseDecoding.decodeWithJSONDecoder(D3.Leaderboard.self, from: body)
                Issue.record("a string number decoded")
            } catch {
                #expect(error.kind == .decoding)
                paths.append(error.codingPath)
            }
        }
        #expect(paths == ["row[1].player[0].data[0].number", "row[1].player[0].data[0].number"])
    }
}
