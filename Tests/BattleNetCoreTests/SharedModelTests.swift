import BattleNetCore
import Foundation
import Testing

/// The shapes every game shares: links, references, open dictionaries, large numbers, epoch times.
@Suite("Core shared models", .timeLimit(.minutes(2)))
struct SharedModelTests {
    enum Season {}
    struct Slot: OpenStringValue {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        static let head: Slot = "head"
    }

    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func linksKeepTheHrefVerbatimAndGiveItsPathAndQuery() throws {
        // From d3/season-index.json: the namespace case differs from `_links.self`, and is kept.
        let link = try decode(BattleNetLink<Season>.self, #"{"href":"https://eu.api.blizzard.com/data/d3/season/19?namespace=2-6-EU"}"#)
        #expect(link.href.host == "eu.api.blizzard.com")
        #expect(link.pathAndQuery == "/data/d3/season/19?namespace=2-6-EU")
        #expect(link.lastPathComponent == "19")
        #expect(try json(link) == #"{"href":"https://eu.api.blizzard.com/data/d3/season/19?namespace=2-6-EU"}"#)
        let links = try decode(SelfLinks<Season>.self, #"{"self":{"href":"https://eu.api.blizzard.com/data/d3/season/?namespace=2-6-eu"}}"#)
        #expect(links.selfLink.pathAndQuery == "/data/d3/season/?namespace=2-6-eu")
        #expect(links.selfLink.lastPathComponent == "season")
    }

    @Test func aBattleTagInAnotherScriptIsPercentEncodedNotRejected() throws {
        let link = try decode(BattleNetLink<Data>.self, #"{"href":"https://kr.api.blizzard.com/data/sc2/character/정상-1234/1?namespace=prod"}"#)
        #expect(link.pathAndQuery == "/data/sc2/character/%EC%A0%95%EC%83%81-1234/1?namespace=prod")
        #expect(throws: DecodingError.self) { try decode(BattleNetLink<Data>.self, #"{"href":""}"#) }
        #expect(throws: DecodingError.self) { try decode(BattleNetLink<Data>.self, #"{}"#) }
    }

    @Test func referencesCarryAnOptionalIdAndLocalizedName() throws {
        let mount = try decode(BattleNetReference<Season>.self, #"{"key":{"href":"https://us.api.blizzard.com/data/wow/mount/6?namespace=static-us"},"id":6,"name":"Brown Horse"}"#)
        #expect(mount.id == 6)
        #expect(mount.name?.description == "Brown Horse")
        #expect(mount.pathAndQuery == "/data/wow/mount/6?namespace=static-us")
        let bare = try decode(BattleNetReference<Season>.self, #"{"key":{"href":"https://us.api.blizzard.com/data/wow/mount/6"},"name":{"en_US":"Brown Horse","de_DE":"Braunes Pferd"}}"#)
        #expect(bare.id == nil)
        #expect(bare.name?.resolved(for: .deDE) == "Braunes Pferd")
        #expect(try decode(BattleNetReference<Season>.self, try json(mount)) == mount)
    }

    @Test func openDictionariesKeepUnknownKeysAndRoundTrip() throws {
        let items = try decode(OpenDictionary<Slot, Int>.self, #"{"head":1,"tentacle":2}"#)
        #expect(items.count == 2)
        #expect(items[.head] == 1)
        #expect(items["tentacle"] == 2)
        #expect(items["feet"] == nil)
        #expect(try json(items) == #"{"head":1,"tentacle":2}"#)
        #expect(try decode(OpenDictionary<Slot, Int>.self, "{}").isEmpty)
        #expect(throws: DecodingError.self) { try decode(OpenDictionary<Slot, Int>.self, "[1]") }
    }

    @Test func largeNumbersStayExactWhenTheyFitAndNeverTrap() throws {
        let numbers = try decode([LargeNumber].self, """
            [42, 18446744073709551615, -9223372036854776000, 1.8446744073709548E19, 1.15432E7, 0.5, "1579759200"]
            """)
        #expect(numbers[0] == .integer(42))
        #expect(numbers[1] == .unsigned(UInt64.max))
        #expect(numbers[1].int64Value == nil)
        #expect(numbers[2] == .double(-9.223372036854776E18), "below Int64.min as written: kept as the double")
        #expect(numbers[2].isExactInteger == false)
        #expect(numbers[3].uint64Value == 18_446_744_073_709_548_000, "the exponent form denotes an integer that fits UInt64")
        #expect(numbers[4] == .integer(11_543_200))
        #expect(numbers[5] == .double(0.5))
        #expect(numbers[5].intValue == nil)
        #expect(numbers[6].intValue == 1_579_759_200)
        #expect(try json([numbers[1], numbers[4]]) == "[18446744073709551615,11543200]")
        #expect(LargeNumber("12x") == nil)
        #expect(throws: DecodingError.self) { try decode(LargeNumber.self, "true") }
        #expect(LargeNumber(UInt64(7)) == .integer(7))
        #expect(numbers.sorted().first == numbers[2])
    }

    @Test func epochSecondsReadNumbersStringsAndPlaceholders() throws {
        let stamps = try decode([EpochSeconds].self, #"[1574796158, "1579759200", -9223372036854776000, null, 1.5E12]"#)
        #expect(stamps[0].date == Date(timeIntervalSince1970: 1_574_796_158))
        #expect(stamps[1].secondsSince1970 == 1_579_759_200)
        #expect(stamps[2].date == nil)
        #expect(stamps[2].rawValue == .double(-9.223372036854776E18))
        #expect(stamps[3].rawValue == nil)
        #expect(stamps[4].date == nil, "past year 10000 is not a date")
        #expect(stamps[2].description == "unknown")
        #expect(stamps[0].description == "2019-11-26T19:22:38Z")
        #expect(try json(stamps) == #"[1574796158,1579759200,-9.223372036854776e+18,null,1500000000000]"#)
        #expect(stamps[3] < stamps[0])
    }

    @Test func epochMillisecondsGiveDates() throws {
        // WoW `last_updated_timestamp` and D3 leaderboard `CompletedTime` are milliseconds.
        let stamps = try decode([EpochMilliseconds].self, "[1576943400000, 1.8446744073709548E19, null]")
        #expect(stamps[0].date == Date(timeIntervalSince1970: 1_576_943_400))
        #expect(stamps[0].millisecondsSince1970 == 1_576_943_400_000)
        #expect(stamps[0] == 1_576_943_400_000)
        #expect(stamps[1].date == nil)
        #expect(stamps[2].date == nil)
    }
}
