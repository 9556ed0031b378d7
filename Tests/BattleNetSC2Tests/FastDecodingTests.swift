import BattleNetCore
import BattleNetFixtures
import BattleNetSC2
import BattleNetTesting
import Foundation
import Testing

/// The fast path (`JSONReader`) against `JSONDecoder` on the grandmaster leaderboard and the division
/// ladders: equal models on every recording, and the same failure path on a corrupted one.
@Suite("SC2 fast decoding", .timeLimit(.minutes(2)))
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

    /// Every 200 recording of `operation`.
    static func recordings(_ operation: String) throws -> [(file: String, body: Data)] {
        try FixtureManifest(directory: try #require(RecordedFixtures.directory)).successfulBodies(for: operation)
    }

    /// Decodes `body` both ways and expects equal models; returns the fast one.
    @discardableResult
    static func expectSameBothWays<T: Decodable & JSONReadable & Hashable>(_ type: T.Type, _ body: Data, _ label: String) throws -> T {
        let codable = try ResponseDecoding.makeDecoder().decode(T.self, from: body)
        let fast = try JSONReader.decode(T.self, from: body)
        #expect(fast == codable, "\(label): the fast path differs from JSONDecoder")
        #expect(try ResponseDecoding.decode(T.self, from: body) == codable)
        return fast
    }

    @Test func everyLadderDataRecordingDecodesTheSameBothWays() throws {
        let recordings = try Self.recordings("sc2LadderData")
        #expect(recordings.count >= 1)
        for (file, body) in recordings {
            try Self.expectSameBothWays(SC2.LadderData.self, body, file)
        }
        let ladder = try JSONReader.decode(SC2.LadderData.self, from: try fixtureData("sc2/ladder-data__230898.json"))
        let teams = try #require(ladder.teams)
        #expect(teams.count == 96)
        #expect(teams[0].id.description == "4827608197789384704")
        #expect(teams[0].rating == 5378)
        #expect(teams[0].joinTimestamp.rawValue == .integer(1601505161))
        #expect(teams[0].members.first?.legacyLink.name == "IlllIIIIllll#398")
        #expect(teams[0].members.first?.characterLink.battleTag == "digbickdaddy#2501")
        #expect(teams[0].members.first?.playedRaceCount?.map(\.race) == [.zerg])
        #expect(teams[0].members.first?.playedRaceCount?.map(\.count) == [147])
        #expect(teams.count { $0.members.contains { $0.clanLink != nil } } == 42)
        #expect(ladder.league.leagueKey.seasonID == 45)
        #expect(ladder.league.leagueKey.leagueID == .master)
    }

    @Test func everyLegacyAndChinaLadderRecordingDecodesTheSameBothWays() throws {
        let recordings = try Self.recordings("sc2LegacyLadder") + Self.recordings("sc2CnLadder")
        #expect(recordings.count >= 4)
        var members = 0
        for (file, body) in recordings {
            members += try Self.expectSameBothWays(SC2.LegacyLadder.self, body, file).ladderMembers.count
        }
        #expect(members == 300 + 198 + 100 + 100)
        let ladder = try JSONReader.decode(SC2.LegacyLadder.self, from: try fixtureData("sc2/community-ladder__148200__zquestz-2013.json"))
        #expect(ladder.ladderMembers.first?.points == 2016, "2013 bodies send 2016.0")
        #expect(ladder.ladderMembers.first?.character.id.intValue == 4135344)
        #expect(ladder.ladderMembers.first?.character.region == nil)
        #expect(ladder.ladderMembers.first?.favoriteRaces == [.terran])
    }

    @Test func everyPlayerLadderRecordingAndAFullOneDecodeTheSameBothWays() throws {
        let recordings = try Self.recordings("sc2PlayerLadder")
        #expect(recordings.count >= 1)
        for (file, body) in recordings {
            try Self.expectSameBothWays(SC2.PlayerLadder.self, body, file)
        }
        let body = Data(#"""
        {"ladderTeams":[{"teamMembers":[{"id":"4354376","realm":1,"region":2,"displayName":"A","favoriteRace":"zerg"}],
          "previousRank":0,"points":12,"wins":3,"losses":null,"joinTimestamp":1601505161}],
         "allLadderMemberships":[{"ladderId":"298683","localizedGameMode":"1v1 Diamond","rank":4},{"ladderId":null}],
         "ranksAndPools":[{"rank":4,"mmr":4100,"bonusPool":0},{}],"localizedDivision":"Judicator Tau","league":"DIAMOND",
         "currentLadderMembership":{"ladderId":"298683","localizedGameMode":"1v1 Diamond"},"unknown":[1,2]}
        """#.utf8)
        let ladder = try Self.expectSameBothWays(SC2.PlayerLadder.self, body, "inline")
        #expect(ladder.league == .diamond)
        #expect(ladder.allLadderMemberships.first?.ladderID?.intValue == 298683)
        #expect(ladder.allLadderMemberships.last?.ladderID == nil)
        #expect(ladder.ranksAndPools.first?.mmr == 4100)
        #expect(ladder.ranksAndPools.last.map { [$0.rank, $0.mmr, $0.bonusPool] } == [nil, nil, nil])
        #expect(ladder.ladderTeams.first?.losses == nil)
        #expect(ladder.currentLadderMembership?.rank == nil)
    }

    @Test func aRaceAsALocalizedObjectReadsAsItsCodableFormDoes() throws {
        let races = [
            (#"{"race":{"en_US":"Protoss","de_DE":"Protoss"},"count":1}"#, "Protoss"),
            (#"{"race":{"ko_KR":"저그","de_DE":"Zerg (de)"},"count":2}"#, "Zerg (de)"),
            (#"{"race":{"en_US":"Terran","en_US":"Zerg"},"count":3}"#, "Terran"),
            (#"{"race":{},"count":4}"#, ""),
            (#"{"count":5,"race":"Random","extra":null}"#, "Random"),
        ]
        for (text, race) in races {
            let fast = try Self.expectSameBothWays(SC2.LadderData.PlayedRaceCount.self, Data(text.utf8), text)
            #expect(fast.race.rawValue == race, "\(text)")
        }
        for (text, path) in [
            (#"{"race":null,"count":1}"#, "race"), (#"{"race":5,"count":1}"#, "race"), (#"{"race":{"en_US":5},"count":1}"#, "race.en_US"),
            (#"{"race":{"en_US":null},"count":1}"#, "race.en_US"), (#"{"count":1}"#, "race"), (#"{"race":"Zerg"}"#, "count"),
        ] {
            Self.expectSameFailureBothWays(SC2.LadderData.PlayedRaceCount.self, Data(text.utf8), path: path)
        }
    }

    /// Decodes `body` on both paths and expects a `.decoding` error at `path` from each.
    static func expectSameFailureBothWays<T: Decodable>(_ type: T.Type, _ body: Data, path: String) {
        for fast in [true, false] {
            do {
                _ = fast ? try ResponseDecoding.decode(T.self, from: body) : try ResponseDecoding.decodeWithJSONDecoder(T.self, from: body)
                Issue.record("\(T.self) decoded with a wrong value at \(path)")
            } catch {
                #expect(error.kind == .decoding)
                #expect(error.codingPath == path, "fast \(fast): \(error.message)")
            }
        }
    }

    /// `node` with the value at `path` replaced by `value`, or its key removed when `value` is `nil`.
    static func replacing(_ path: ArraySlice<JSONReader.Failure.PathComponent>, in node: Any, with value: Any?) throws -> Any {
        guard let step = path.first else { return value ?? NSNull() }
        switch step {
        case .key(let key):
            var object = try #require(node as? [String: Any], "no object at \(key)")
            object[key] = path.count == 1 ? value : try replacing(path.dropFirst(), in: try #require(object[key]), with: value)
            return object
        case .index(let index):
            var array = try #require(node as? [Any], "no array at [\(index)]")
            array[index] = try replacing(path.dropFirst(), in: array[index], with: value)
            return array
        }
    }

    @Test func aWrongTypedOrMissingValueInALadderFailsWithTheSamePathBothWays() throws {
        typealias Step = JSONReader.Failure.PathComponent
        let cases: [(any Decodable.Type, String, [Step], Any?, String)] = [
            (SC2.LadderData.self, "sc2/ladder-data__230898.json", [.key("team"), .index(50), .key("current_rank")], "first", "team[50].current_rank"),
            (SC2.LadderData.self, "sc2/ladder-data__230898.json",
             [.key("team"), .index(3), .key("member"), .index(0), .key("played_race_count"), .index(0), .key("race")], 7,
             "team[3].member[0].played_race_count[0].race"),
            (SC2.LadderData.self, "sc2/ladder-data__230898.json",
             [.key("team"), .index(7), .key("member"), .index(0), .key("character_link"), .key("battle_tag")], nil,
             "team[7].member[0].character_link.battle_tag"),
            (SC2.LadderData.self, "sc2/ladder-data__230898.json", [.key("league"), .key("league_key"), .key("queue_id")], [201],
             "league.league_key.queue_id"),
            (SC2.LegacyLadder.self, "sc2/legacy-ladder__2_2200.json", [.key("ladderMembers"), .index(250), .key("wins")], "many",
             "ladderMembers[250].wins"),
            (SC2.LegacyLadder.self, "sc2/community-ladder__148200__zquestz-2013.json",
             [.key("ladderMembers"), .index(10), .key("character"), .key("displayName")], 5, "ladderMembers[10].character.displayName"),
            (SC2.LegacyLadder.self, "sc2/mashery-ladder__2200.json", [.key("ladderMembers"), .index(99), .key("joinTimestamp")], nil,
             "ladderMembers[99].joinTimestamp"),
        ]
        for (type, file, steps, value, path) in cases {
            let tree = try JSONSerialization.jsonObject(with: try fixtureData(file))
            let body = try JSONSerialization.data(withJSONObject: try Self.replacing(steps[...], in: tree, with: value))
            func check<T: Decodable>(_ type: T.Type) { Self.expectSameFailureBothWays(T.self, body, path: path) }
            check(type)
        }
    }
}
