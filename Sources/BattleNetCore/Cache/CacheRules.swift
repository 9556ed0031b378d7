import Foundation

/// The directives of a `Cache-Control` header that a cache of Battle.net's answers acts on (RFC 9111 §5.2).
struct CacheDirectives: Sendable, Equatable {
    /// The largest delta-seconds a cache represents; a larger or overflowing value counts as this (RFC 9111 §1.2.2).
    static let largestDelta: Int64 = 2_147_483_648

    var maxAge: Int64?
    var sharedMaxAge: Int64?
    var noStore = false
    var noCache = false
    var isPrivate = false
    var isPublic = false
    var mustRevalidate = false
    /// A freshness directive whose value is not delta-seconds, or one given twice: the answer counts as stale.
    var isMalformed = false

    /// The directives of `header` (several lines joined with commas); unknown directives are ignored.
    init(_ header: String?) {
        guard let header else { return }
        for part in Self.split(header) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = pair[0].trimmingCharacters(in: .whitespaces).lowercased()
            var value = pair.count > 1 ? pair[1].trimmingCharacters(in: .whitespaces) : nil
            if let quoted = value, quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") {
                value = String(quoted.dropFirst().dropLast())
            }
            switch name {
            case "max-age":
                let (slot, malformed) = Self.assigned(Self.delta(value), to: maxAge)
                maxAge = slot
                isMalformed = isMalformed || malformed
            case "s-maxage":
                let (slot, malformed) = Self.assigned(Self.delta(value), to: sharedMaxAge)
                sharedMaxAge = slot
                isMalformed = isMalformed || malformed
            case "no-store": noStore = true
            // `no-cache` and `private` with a field list restrict fields only; taking them whole is stricter.
            case "no-cache": noCache = true
            case "private": isPrivate = true
            case "public": isPublic = true
            case "must-revalidate", "proxy-revalidate": mustRevalidate = true
            default: break
            }
        }
    }

    /// A directive's value given `delta`: the first valid one is kept; an invalid or repeated one is malformed.
    private static func assigned(_ delta: Int64?, to slot: Int64?) -> (Int64?, malformed: Bool) {
        guard let delta, slot == nil else { return (slot, true) }
        return (delta, false)
    }

    /// Delta-seconds (RFC 9111 §1.2.2): decimal digits only; beyond ``largestDelta`` it is ``largestDelta``.
    static func delta(_ text: String?) -> Int64? {
        guard let text, !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        var value: Int64 = 0
        for digit in text.utf8 {
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(Int64(digit - 0x30))
            if overflowTimes || overflowSum || sum > largestDelta { return largestDelta }
            value = sum
        }
        return value
    }

    /// The comma-separated members of a header, commas inside quoted strings kept.
    static func split(_ header: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in header {
            if escaped { escaped = false; current.append(character); continue }
            if character == "\\", quoted { escaped = true; current.append(character); continue }
            if character == "\"" { quoted.toggle() }
            if character == ",", !quoted {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// How a cache judges a stored answer: its freshness lifetime and current age (RFC 9111 §4.2), with
/// no heuristic freshness.
struct CacheFreshness: Sendable {
    /// How long the answer stays fresh; `nil` when it states none (it is kept only to revalidate).
    let lifetime: TimeInterval?
    /// The answer's age when it arrived (the corrected initial age).
    let initialAge: TimeInterval

    init(_ entry: BattleNetCacheEntry, shared: Bool) {
        let directives = CacheDirectives(entry.headers.headerValue("Cache-Control"))
        let date = entry.headers.headerValue("Date").flatMap(HTTPDate.parse) ?? entry.responseDate
        if directives.isMalformed || directives.noCache {
            lifetime = 0
        } else if shared, let sharedMaxAge = directives.sharedMaxAge {
            lifetime = TimeInterval(sharedMaxAge)
        } else if let maxAge = directives.maxAge {
            lifetime = TimeInterval(maxAge)
        } else if let expires = entry.headers.headerValue("Expires") {
            // An `Expires` that is not a date (`0`, `-1`) means already expired.
            lifetime = HTTPDate.parse(expires).map { max(0, $0.timeIntervalSince(date)) } ?? 0
        } else {
            lifetime = nil
        }
        let ageValue = Self.age(entry.headers.headerValue("Age"))
        let apparentAge = max(0, entry.responseDate.timeIntervalSince(date))
        let responseDelay = max(0, entry.responseDate.timeIntervalSince(entry.requestDate))
        initialAge = max(apparentAge, ageValue + responseDelay)
    }

    /// The `Age` header's seconds: its first member when a list, 0 when it is not delta-seconds.
    static func age(_ header: String?) -> TimeInterval {
        guard let first = header?.split(separator: ",").first else { return 0 }
        return CacheDirectives.delta(first.trimmingCharacters(in: .whitespaces)).map(TimeInterval.init) ?? 0
    }

    /// The answer's age at `now`.
    func age(at now: Date, of entry: BattleNetCacheEntry) -> TimeInterval {
        initialAge + max(0, now.timeIntervalSince(entry.responseDate))
    }

    /// Whether the answer is fresh at `now`.
    func isFresh(at now: Date, of entry: BattleNetCacheEntry) -> Bool {
        guard let lifetime else { return false }
        return age(at: now, of: entry) < lifetime
    }

    /// How long the answer has been stale at `now` (0 while fresh; from arrival when it has no lifetime).
    func staleness(at now: Date, of entry: BattleNetCacheEntry) -> TimeInterval {
        max(0, age(at: now, of: entry) - (lifetime ?? 0))
    }
}

/// What a cache may store of an answer (RFC 9111 §3, §3.5) and how it is matched again (§4.1).
enum CacheRules {
    /// Response headers a cache never keeps or replaces from a 304 (hop-by-hop and per-message fields).
    static let unstoredHeaders: Set<String> = [
        "connection", "keep-alive", "transfer-encoding", "te", "trailer", "upgrade", "proxy-connection",
        "set-cookie", "content-length", "content-encoding", "content-range",
    ]

    /// Why an answer cannot be stored; `nil` when it can. Every request to Battle.net carries
    /// `Authorization`, so a shared store keeps only answers marked `public`, `s-maxage` or
    /// `must-revalidate`.
    static func refusal(status: Int, headers: [String: String], shared: Bool) -> String? {
        guard status == 200 else { return "status \(status)" }
        let directives = CacheDirectives(headers.headerValue("Cache-Control"))
        if directives.noStore { return "no-store" }
        if shared, directives.isPrivate { return "private" }
        if shared, !(directives.isPublic || directives.sharedMaxAge != nil || directives.mustRevalidate) {
            return "not public (the request carried a token)"
        }
        if varyingNames(headers) == nil { return "Vary: *" }
        let hasValidator = headers.headerValue("ETag") != nil || headers.headerValue("Last-Modified") != nil
        let hasLifetime = directives.maxAge != nil || (shared && directives.sharedMaxAge != nil)
            || headers.headerValue("Expires") != nil
        // Without a lifetime (no heuristic freshness) or with `no-cache`, an answer is kept only to revalidate.
        if (!hasLifetime || directives.noCache) && !hasValidator { return "no lifetime and no validator" }
        return nil
    }

    /// The lowercased request header names an answer's `Vary` names; `nil` for `Vary: *`.
    static func varyingNames(_ headers: [String: String]) -> [String]? {
        guard let vary = headers.headerValue("Vary") else { return [] }
        var names: [String] = []
        for name in vary.split(separator: ",") {
            let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
            if trimmed == "*" { return nil }
            if !trimmed.isEmpty { names.append(trimmed) }
        }
        return names.sorted()
    }

    /// The request's values of the headers `names`, as an entry records them.
    static func varying(_ names: [String], in request: BattleNetHTTPRequest) -> [String: String] {
        var values: [String: String] = [:]
        for name in names { values[name] = request.header(name) ?? "" }
        return values
    }

    /// Whether `entry` answers `request` as its `Vary` says (§4.1).
    static func matches(_ entry: BattleNetCacheEntry, _ request: BattleNetHTTPRequest) -> Bool {
        guard let names = varyingNames(entry.headers) else { return false }
        return varying(names, in: request) == entry.varying
    }

    /// The headers to keep of an answer.
    static func stored(_ headers: [String: String]) -> [String: String] {
        headers.filter { !unstoredHeaders.contains($0.key.lowercased()) }
    }

    /// `stored` updated by a 304's headers (RFC 9111 §4.3.4): each field the 304 carries replaces the
    /// stored field of that name, except the per-message ones.
    static func refreshed(_ stored: [String: String], by notModified: [String: String]) -> [String: String] {
        var headers = stored
        for (name, value) in notModified where !unstoredHeaders.contains(name.lowercased()) {
            for old in headers.keys where old.caseInsensitiveCompare(name) == .orderedSame { headers[old] = nil }
            headers[name] = value
        }
        return headers
    }

    /// Whether a 304's validator contradicts the stored answer's (a strong `ETag` that differs), so
    /// that it cannot refresh it.
    static func contradicts(_ notModified: [String: String], _ stored: [String: String]) -> Bool {
        guard let new = notModified.headerValue("ETag"), let old = stored.headerValue("ETag") else { return false }
        func opaque(_ tag: String) -> String { tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag }
        return opaque(new) != opaque(old)
    }
}
