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
    /// Read as bytes: names are ASCII tokens, compared without case.
    init(_ header: String?) {
        guard let header else { return }
        for member in Self.members(Array(header.utf8)) {
            let equals = member.firstIndex(of: UInt8(ascii: "=")) ?? member.endIndex
            let name = Self.trimmed(member[member.startIndex..<equals])
            var value: ArraySlice<UInt8>? = equals < member.endIndex ? Self.trimmed(member[(equals + 1)...]) : nil
            if let quoted = value, quoted.count >= 2, quoted.first == UInt8(ascii: "\""), quoted.last == UInt8(ascii: "\"") {
                value = quoted.dropFirst().dropLast()
            }
            if Self.named(name, "max-age") {
                let (slot, malformed) = Self.assigned(Self.delta(value), to: maxAge)
                maxAge = slot
                isMalformed = isMalformed || malformed
            } else if Self.named(name, "s-maxage") {
                let (slot, malformed) = Self.assigned(Self.delta(value), to: sharedMaxAge)
                sharedMaxAge = slot
                isMalformed = isMalformed || malformed
            } else if Self.named(name, "no-store") {
                noStore = true
            } else if Self.named(name, "no-cache") {
                // `no-cache` and `private` with a field list restrict fields only; taking them whole is stricter.
                noCache = true
            } else if Self.named(name, "private") {
                isPrivate = true
            } else if Self.named(name, "public") {
                isPublic = true
            } else if Self.named(name, "must-revalidate") || Self.named(name, "proxy-revalidate") {
                mustRevalidate = true
            }
        }
    }

    /// Whether `bytes` spell `name` (lowercase ASCII) in any case.
    private static func named(_ bytes: ArraySlice<UInt8>, _ name: StaticString) -> Bool {
        guard bytes.count == name.utf8CodeUnitCount else { return false }
        return name.withUTF8Buffer { expected in
            zip(bytes, expected).allSatisfy { byte, lower in ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) == lower }
        }
    }

    /// `bytes` without spaces and tabs at either end.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
        return slice
    }

    /// The comma-separated members of a header's bytes, commas inside quoted strings kept, empty ones dropped.
    static func members(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var members: [ArraySlice<UInt8>] = []
        var start = 0
        var quoted = false
        var escaped = false
        for (index, byte) in bytes.enumerated() {
            if escaped { escaped = false; continue }
            if byte == UInt8(ascii: "\\"), quoted { escaped = true; continue }
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if byte == UInt8(ascii: ","), !quoted {
                members.append(bytes[start..<index])
                start = index + 1
            }
        }
        members.append(bytes[start...])
        return members.map(trimmed).filter { !$0.isEmpty }
    }

    /// A directive's value given `delta`: the first valid one is kept; an invalid or repeated one is malformed.
    private static func assigned(_ delta: Int64?, to slot: Int64?) -> (Int64?, malformed: Bool) {
        guard let delta, slot == nil else { return (slot, true) }
        return (delta, false)
    }

    /// Delta-seconds (RFC 9111 §1.2.2): decimal digits only; beyond ``largestDelta`` it is ``largestDelta``.
    static func delta(_ text: String?) -> Int64? {
        text.flatMap { delta(Array($0.utf8)[...]) }
    }

    /// Delta-seconds from bytes.
    static func delta(_ bytes: ArraySlice<UInt8>?) -> Int64? {
        guard let bytes, !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        var value: Int64 = 0
        for digit in bytes {
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(Int64(digit - 0x30))
            if overflowTimes || overflowSum || sum > largestDelta { return largestDelta }
            value = sum
        }
        return value
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
            for old in headers.keys where [String: String].sameFieldName(old, name) { headers[old] = nil }
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
