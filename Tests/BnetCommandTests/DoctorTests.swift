import BattleNetCore
@testable import BnetCommand
import Foundation
import Testing

/// `bnet doctor`: drift between a body and its model, by JSON path.
@Suite("bnet doctor", .timeLimit(.minutes(2)))
struct DoctorTests {
    /// Writes `Fixtures/<path>`, edited by `edit`, to a temporary file (the fixture is never changed).
    func edited(_ path: String, _ edit: (inout [String: Any]) throws -> Void) throws -> URL {
        let data = try Data(contentsOf: fixtures.appendingPathComponent(path))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        try edit(&object)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-doctor-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: object).write(to: file)
        return file
    }

    @Test func anExtraKeyInActIIsNamedByItsPath() async throws {
        let file = try edited("d3/act__1.json") { act in
            var quests = try #require(act["quests"] as? [[String: Any]])
            quests[2]["extra"] = "new in some patch"
            act["quests"] = quests
        }
        defer { try? FileManager.default.removeItem(at: file) }
        let (code, output) = await bnet(["doctor", "d3Act", file.path])
        #expect(code == 0)
        #expect(output.out.contains("keys the model ignores (1):\n  quests[2].extra\n"))
        #expect(!output.out.contains("no drift"))

        let (clean, recorded) = await bnet(["doctor", "d3Act", fixtures.appendingPathComponent("d3/act__1.json").path])
        #expect(clean == 0)
        #expect(recorded.out.contains("no drift"))
    }

    @Test func aMissingOptionalIsNamedByItsPath() async throws {
        // The recorded account has `guildName` and its fallen heroes have `elites`; remove both.
        let file = try edited("d3/profile-account__FaYe-2543.json") { account in
            account["guildName"] = nil
            var fallen = try #require(account["fallenHeroes"] as? [[String: Any]])
            fallen[1]["elites"] = nil
            account["fallenHeroes"] = fallen
        }
        defer { try? FileManager.default.removeItem(at: file) }
        let (code, output) = await bnet(["doctor", "d3ProfileAccount", file.path])
        #expect(code == 0)
        let lines = output.out.split(separator: "\n").map(String.init)
        #expect(lines.contains("  guildName"))
        #expect(lines.contains("  fallenHeroes[1].elites"))
        #expect(!lines.contains("  fallenHeroes[0].elites"))
        #expect(!output.out.contains("keys the model ignores"))
    }

    @Test func aNullTheModelReadsAsNilIsNotIgnored() async throws {
        // Hidden columns of this recording send `"label": null`; `LeaderboardColumn.label` reads it.
        let (code, output) = await bnet(["doctor", "d3EraLeaderboard", fixtures.appendingPathComponent("d3/era-leaderboard__1_rift-wd.json").path])
        #expect(code == 0)
        #expect(!output.out.contains("keys the model ignores"))
        #expect(output.out.contains("column[5].order"))
    }

    @Test func anUndecodableBodyExits1() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-doctor-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"slug":"act-i","number":"one","name":"Act I","quests":[]}"#.utf8).write(to: file)
        let (code, output) = await bnet(["doctor", "d3Act", file.path])
        #expect(code == 1)
        #expect(output.err.contains("at number"))
    }

    @Test func usageMistakesExit2() async throws {
        let (missing, output) = await bnet(["doctor", "d3Act", "/nonexistent/act.json"])
        #expect(missing == 2)
        #expect(output.err.contains("cannot read /nonexistent/act.json"))
        #expect(await bnet(["doctor", "d3Act"]).0 == 2)
        #expect(await bnet(["doctor", "d3Nope", fixtures.appendingPathComponent("d3/act__1.json").path]).0 == 2)
    }

    @Test func aKeyWithTwoSpellingsIsWrittenBackAsRead() throws {
        // Bodies whose models have two spellings of a key must re-encode the one they read.
        let body = Data(#"{"id":"x","name":"n","icon":"i","displayColor":"orange","tooltipParams":"t","requiredLevel":1,"stackSizeMax":0,"accountBound":false,"typeName":"T","type":{"id":"Ring","twoHanded":false},"isSeasonRequiredToDrop":false,"seasonRequiredToDrop":-1,"slots":[],"attributes":{"primary":[]}}"#.utf8)
        let operation = try #require(Catalog.resolve("d3Item")).operation
        let report = try Doctor.diagnose(body: body, model: operation.decode(body), reencoded: operation.reencode(body))
        #expect(report.ignored.isEmpty, "displayColor is written back as displayColor, not color")
    }
}
