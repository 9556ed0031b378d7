import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetSC2

/// SC2's own identifiers: numbers and strings, values past Int64, placeholders, open sets.
@Suite("SC2 identifiers", .timeLimit(.minutes(2)))
struct IdentifierTests {
    @Test func openIntegerValuesReadNumbersAndNumericStringsAndKeepUnknownValues() throws {
        let values = try decodeInline([SC2.RegionID].self, #"[1, "2", 3, 5, 9]"#)
        #expect(values == [.us, .eu, .korea, .china, SC2.RegionID(rawValue: 9)])
        #expect(try decodeInline([SC2.QueueID].self, "[206, 301]") == [.legacyOfTheVoidArchon, 301])
        let error = #expect(throws: BattleNetError.self) { try decodeInline([SC2.LeagueID].self, #"["gold"]"#) }
        #expect(error?.kind == .decoding)
        #expect(error?.codingPath == "[0]")
        let encoded = String(decoding: try JSONEncoder().encode([SC2.LeagueID.grandmaster]), as: UTF8.self)
        #expect(encoded == "[6]")
    }

    @Test func queueAndLeagueNames() {
        #expect(SC2.QueueID.legacyOfTheVoid1v1.name == "1v1")
        #expect(SC2.QueueID.heartOfTheSwarm4v4.name == "4v4")
        #expect(SC2.QueueID.legacyOfTheVoidArchon.name == "Archon")
        #expect(SC2.QueueID(rawValue: 299).name == nil)
        #expect(SC2.LeagueID.grandmaster.name == "grandmaster")
        #expect(SC2.LeagueID(name: "DIAMOND") == .diamond)
        #expect(SC2.LeagueID(name: "wood") == nil)
        #expect(SC2.LeagueID.bronze < .master)
        #expect(SC2.LeagueName(rawValue: "platinum") == .platinum)
        #expect(SC2.LeagueName.grandmaster.leagueID == .grandmaster)
    }

    @Test func identifiersKeepEveryDigitPastInt64() throws {
        let ids = try decodeInline([SC2.Identifier].self, #"["2137104", 4827608197789384704, 18446744073709551615, "18446744073709551615"]"#)
        #expect(ids[0].intValue == 2137104)
        #expect(ids[1].text == "4827608197789384704")
        #expect(ids[2].intValue == nil)
        #expect(ids[2].uint64Value == UInt64.max)
        #expect(ids[2] == ids[3])
        let encoded = String(decoding: try JSONEncoder().encode([ids[2]]), as: UTF8.self)
        #expect(encoded == #"["18446744073709551615"]"#)
    }

    @Test func timestampsReadNumbersStringsAndPlaceholders() throws {
        let stamps = try decodeInline([EpochSeconds].self, #"[1574796158, "1579759200", -9223372036854776000, null, 1.5E12]"#)
        #expect(stamps[0].date == Date(timeIntervalSince1970: 1_574_796_158))
        #expect(stamps[1].secondsSince1970 == 1_579_759_200)
        #expect(stamps[2].date == nil, "below Int64.min is Blizzard's 'no date'")
        #expect(stamps[3].date == nil)
        #expect(stamps[4].date == nil, "past year 10000 is not a date")
        #expect(stamps[2].description == "unknown")
    }

    @Test func racesCompareCaseInsensitively() throws {
        let races = try decodeInline([SC2.Race].self, #"["terran", "Zerg", "PROTOSS", "random", "xel'naga"]"#)
        #expect(races[0] == .terran)
        #expect(races[1] == .zerg)
        #expect(races[2] == .protoss)
        #expect(races[4].rawValue == "xel'naga")
        #expect(Set([SC2.Race(rawValue: "Terran"), .terran]).count == 1)
    }
}
