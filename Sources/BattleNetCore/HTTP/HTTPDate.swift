import Foundation

/// Reads and writes HTTP dates (`Sun, 06 Nov 1994 08:49:37 GMT`) and the RFC 1123 dates of
/// Battle.net documents (`Sat, 21 Dec 2019 15:40:58 UTC`), and reads `Retry-After`.
///
/// Written out by hand rather than with `DateFormatter`: these strings come from the network, and
/// swift-corelibs-foundation's `DateFormatter` traps on some malformed input (a non-ASCII byte
/// where a digit should be). Any input here yields a date or `nil`, on any thread.
///
/// ```swift
/// HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT")     // 1994-11-06 08:49:37 +0000
/// HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT")    // the same (RFC 850, obsolete)
/// HTTPDate.parse("Sun Nov  6 08:49:37 1994")          // the same (asctime, obsolete)
/// HTTPDate.format(Date(timeIntervalSince1970: 0))     // "Thu, 01 Jan 1970 00:00:00 GMT"
/// ```
public enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let longWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The date, or `nil` when `text` is not an RFC 1123 (IMF-fixdate), RFC 850 or asctime date.
    ///
    /// Besides `GMT`, the zones `UTC`, `UT`, `Z` and numeric offsets (`+0100`) are read, because
    /// Battle.net documents write `UTC`. A weekday name is required but not checked against the date.
    /// Dates outside the years 1900 to 9999 (in UTC) and offsets beyond ±14:00 are refused.
    public static func parse(_ text: String) -> Date? {
        guard text.utf8.count <= 64, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let first = words.first else { return nil }
        if first.hasSuffix(",") {
            let weekday = String(first.dropLast())
            if weekdays.contains(weekday), words.count == 6 {
                // Sun, 06 Nov 1994 08:49:37 GMT
                return date(day: words[1], month: words[2], year: words[3], time: words[4], zone: words[5])
            }
            if longWeekdays.contains(weekday), words.count == 4 {
                // Sunday, 06-Nov-94 08:49:37 GMT
                let parts = words[1].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 3, parts[2].count == 2, let shortYear = digits(parts[2]) else { return nil }
                return date(day: parts[0], month: parts[1], year: String(fullYear(shortYear)), time: words[2], zone: words[3])
            }
            return nil
        }
        // Sun Nov  6 08:49:37 1994
        guard weekdays.contains(first), words.count == 5 else { return nil }
        return date(day: words[2], month: words[1], year: words[4], time: words[3], zone: "GMT")
    }

    /// `date` as an IMF-fixdate, the form HTTP headers use: `Sun, 06 Nov 1994 08:49:37 GMT`.
    /// Fractions of a second are dropped; a date more than a billion years from 1970 (beyond what the
    /// calendar arithmetic holds in 64 bits) formats as the epoch.
    public static func format(_ date: Date) -> String {
        let whole = Int64(clamping: Int(exactly: date.timeIntervalSince1970.rounded(.down)) ?? 0)
        let seconds = whole.magnitude <= 1 << 55 ? whole : 0
        let days = seconds.floorDivided(by: 86_400)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        let weekday = Int((days + 4).floorModulo(7)) // 1970-01-01 was a Thursday
        let paddedYear = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(weekdays[weekday]), \(twoDigits(day)) \(months[month - 1]) \(paddedYear) "
            + "\(twoDigits(secondOfDay / 3600)):\(twoDigits(secondOfDay % 3600 / 60)):\(twoDigits(secondOfDay % 60)) GMT"
    }

    /// `Retry-After` as seconds or an HTTP date, relative to `now` (the response's `Date`): never
    /// negative (a negative count or a past date is zero), at most a year (a count too large for an
    /// integer is a year). The caller clamps it further (``RetryPolicy/maxRetryAfter``).
    static func retryAfter(_ text: String?, now: Date) -> Duration? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let year = 86_400 * 365
        let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        if !unsigned.isEmpty, unsigned.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            if text.first == "-" { return .zero }
            return .seconds(min(Int(unsigned) ?? year, year))
        }
        guard let date = parse(text) else { return nil }
        let wait = date.timeIntervalSince(now).rounded(.up)
        guard wait.isFinite else { return nil }
        return .seconds(min(max(wait, 0), 86_400 * 365))
    }

    // MARK: Parts

    private static func date(day: String, month: String, year: String, time: String, zone: String) -> Date? {
        guard (1...2).contains(day.count), let day = digits(day),
              let month = months.firstIndex(of: month).map({ $0 + 1 }),
              year.count == 4, let year = digits(year),
              let secondOfDay = self.secondOfDay(time),
              let offset = zoneOffset(zone),
              (1...daysIn(month: month, year: year)).contains(day) else { return nil }
        let days = self.days(year: Int64(year), month: Int64(month), day: Int64(day))
        let seconds = days * 86_400 + Int64(secondOfDay) - Int64(offset)
        // In UTC the year must still have four digits, so that what is read can be written back.
        guard (1900...9999).contains(civil(fromDays: seconds.floorDivided(by: 86_400)).year) else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// `HH:mm:ss` as seconds since midnight; a leap second (`:60`) is read as the next second.
    private static func secondOfDay(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ $0.count == 2 }),
              let hour = digits(String(parts[0])), let minute = digits(String(parts[1])),
              let second = digits(String(parts[2])),
              hour < 24, minute < 60, second <= 60 else { return nil }
        return hour * 3600 + minute * 60 + second
    }

    /// Seconds east of Greenwich.
    private static func zoneOffset(_ zone: String) -> Int? {
        switch zone {
        case "GMT", "UTC", "UT", "Z": return 0
        default:
            guard zone.count == 5, let sign = zone.first, sign == "+" || sign == "-",
                  let value = digits(String(zone.dropFirst())), value % 100 < 60, value <= 1400 else { return nil }
            let seconds = (value / 100) * 3600 + (value % 100) * 60
            return sign == "+" ? seconds : -seconds
        }
    }

    /// RFC 9110 §5.6.7: a two-digit year more than 50 years in the future is in the past century.
    private static func fullYear(_ shortYear: Int) -> Int {
        let currentYear = Int(civil(fromDays: Int64(Date().timeIntervalSince1970 / 86_400)).year)
        var year = currentYear - currentYear % 100 + shortYear
        if year > currentYear + 50 { year -= 100 }
        return year
    }

    /// A non-negative decimal made only of ASCII digits (`Int("+5")` would accept a sign).
    private static func digits(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 9, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func twoDigits<Number: BinaryInteger>(_ value: Number) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    private static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = y.floorDivided(by: 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of ``days(year:month:day:)`` (`civil_from_days`).
    private static func civil(fromDays days: Int64) -> (year: Int64, month: Int, day: Int) {
        let z = days + 719_468
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

private extension Int64 {
    func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    func floorModulo(_ divisor: Int64) -> Int64 {
        self - floorDivided(by: divisor) * divisor
    }
}
