import Foundation
import Testing
import BattleNetTesting
@testable import BattleNetCore

@Suite("HTTP dates", .timeLimit(.minutes(2)))
struct HTTPDateTests {
    /// RFC 9110's example instant, 1994-11-06 08:49:37 UTC.
    static let example = Date(timeIntervalSince1970: 784_111_777)

    @Test("the three HTTP forms and Battle.net's UTC variant read the same instant", arguments: [
        "Sun, 06 Nov 1994 08:49:37 GMT",
        "Sunday, 06-Nov-94 08:49:37 GMT",
        "Sun Nov  6 08:49:37 1994",
        "Sun, 06 Nov 1994 08:49:37 UTC",
        "Sun, 06 Nov 1994 09:49:37 +0100",
        "Sun, 6 Nov 1994 08:49:37 GMT",
    ])
    func forms(text: String) {
        #expect(HTTPDate.parse(text) == Self.example)
    }

    @Test("malformed dates are nil", arguments: [
        "", " ", "Sun, 06 Nov 1994 25:49:37 GMT", "Sun, 31 Feb 2019 08:49:37 GMT", "Sun, 29 Feb 2019 00:00:00 GMT",
        "Sun, 06 Nov 94 08:49:37 GMT", "Sun, 06 Foo 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT",
        "Sun, 06 Nov 1994 08:49:37 PST", "Xyz, 06 Nov 1994 08:49:37 GMT", "Sun, +6 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 08:49:37", "Sat, 01 Jan 0000 00:00:00 GMT", "Fri, 31 Dec 9999 23:59:60 GMT", "Mon, 01 Jan 1900 00:00:00 +0100", "Sun, 06 Nov 1994 08:49:37 +2400", "Sunday, 06-Nov-1994 08:49:37 GMT", "Sunday, 06-Nov-+4 08:49:37 GMT", "1994-11-06T08:49:37Z",
        // Inputs that make swift-corelibs-foundation's DateFormatter trap.
        "F\u{348}\u{FFFD}\u{FFFD} HTTP/1.1\u{FFFD}", "Sun, 0\u{301}6 Nov 1994 08:49:37 GMT",
    ])
    func malformed(text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }

    @Test("leap days are read in leap years only")
    func leapDays() {
        #expect(HTTPDate.parse("Thu, 29 Feb 2024 12:00:00 GMT") == Date(timeIntervalSince1970: 1_709_208_000))
        #expect(HTTPDate.parse("Tue, 29 Feb 2000 00:00:00 GMT") == Date(timeIntervalSince1970: 951_782_400))
        #expect(HTTPDate.parse("Thu, 29 Feb 1900 00:00:00 GMT") == nil)
        #expect(HTTPDate.parse("Fri, 31 Dec 9999 23:59:59 GMT") == Date(timeIntervalSince1970: 253_402_300_799))
        #expect(HTTPDate.parse("Mon, 01 Jan 1900 00:00:00 GMT") == Date(timeIntervalSince1970: -2_208_988_800))
    }

    @Test("format writes IMF-fixdates that Foundation's calendar agrees with, and parse reads them back")
    func formatAgreesWithCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "GMT"))
        var generator = SeededRandomNumberGenerator(default: 0x5EED_DA7E)
        let samples = [-2_208_988_800, -1, 0, 951_782_400, 784_111_777, 4_102_444_799]
            + (0..<500).map { _ in Int.random(in: -2_208_988_800...4_102_444_799, using: &generator) }
        for seconds in samples {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            let text = HTTPDate.format(date)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
            let expected = String(format: "%@, %02d %@ %04d %02d:%02d:%02d GMT",
                                  ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][(parts.weekday ?? 1) - 1],
                                  parts.day ?? 0,
                                  ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][(parts.month ?? 1) - 1],
                                  parts.year ?? 0, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
            #expect(text == expected)
            #expect(HTTPDate.parse(text) == date)
        }
        #expect(HTTPDate.format(Self.example) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.format(Date(timeIntervalSince1970: -62_135_596_800)) == "Mon, 01 Jan 0001 00:00:00 GMT")
        #expect(HTTPDate.format(Date(timeIntervalSince1970: 0.9)) == "Thu, 01 Jan 1970 00:00:00 GMT")
        // Dates whose day arithmetic would overflow 64 bits format as the epoch, as documented.
        for seconds in [-9_223_372_036_854_775_808.0, 9.2e18, -1e30, .infinity, .nan] {
            #expect(HTTPDate.format(Date(timeIntervalSince1970: seconds)) == "Thu, 01 Jan 1970 00:00:00 GMT", "\(seconds)")
        }
    }

    @Test("RFC 850 two-digit years more than 50 years ahead belong to the past century")
    func twoDigitYears() throws {
        let nextYear = Calendar(identifier: .gregorian).component(.year, from: Date()) % 100 + 1
        let soon = try #require(HTTPDate.parse(String(format: "Monday, 01-Jan-%02d 00:00:00 GMT", nextYear % 100)))
        #expect(soon > Date())
        #expect(soon.timeIntervalSinceNow < 2 * 366 * 86_400)
        let old = try #require(HTTPDate.parse("Monday, 01-Jan-94 00:00:00 GMT"))
        #expect(old == Date(timeIntervalSince1970: 757_382_400))
    }

    @Test("Retry-After reads seconds and dates, and ignores junk")
    func retryAfter() {
        let now = Self.example
        #expect(HTTPDate.retryAfter("7", now: now) == .seconds(7))
        #expect(HTTPDate.retryAfter("-3", now: now) == .seconds(0))
        #expect(HTTPDate.retryAfter("Sun, 06 Nov 1994 08:50:07 GMT", now: now) == .seconds(30))
        #expect(HTTPDate.retryAfter("Sun, 06 Nov 1994 08:00:00 GMT", now: now) == .seconds(0))
        #expect(HTTPDate.retryAfter("soon", now: now) == nil)
        #expect(HTTPDate.retryAfter("F\u{348}\u{FFFD} 1", now: now) == nil)
        #expect(HTTPDate.retryAfter(nil, now: now) == nil)
    }

    @Test("random text never traps the parser")
    func fuzz() async {
        var generator = SeededRandomNumberGenerator(default: 0x5EED_DA7E)
        let pieces = ["Sun", "Sunday", ",", " ", "  ", "06", "6", "-", "Nov", "1994", "94", "08:49:37", ":", "GMT",
                      "UTC", "+0100", "-9999", "99999999999999999999", "\u{0}", "é", "\u{348}", "\u{FFFD}", "HTTP/1.1"]
        for round in 0..<5_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<10, using: &generator) {
                if Bool.random(using: &generator), let piece = pieces.randomElement(using: &generator) {
                    text += piece
                } else {
                    text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0...255, using: &generator)))
                }
            }
            if let date = HTTPDate.parse(text) {
                #expect(HTTPDate.parse(HTTPDate.format(date)) == date, "seed \(generator.seed) (BNET_TEST_SEED replays it)")
            }
            if round % 500 == 0 { await Task.yield() }
        }
    }
}
