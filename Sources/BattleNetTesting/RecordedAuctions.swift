import Foundation
import BattleNetCore

extension FixtureManifest {
    /// When the body of `entry` was recorded, from its `recorded_when` column: an HTTP date
    /// (`Sun, 22 Dec 2019 15:54:33 GMT`), or a bound (`<= 2020-06-17`, read as that day at 00:00 UTC);
    /// `nil` when the column holds neither. Replays send it as the body's `Last-Modified`.
    public func recordedDate(of entry: Entry) -> Date? {
        var text = (entry.columns["recorded_when"] ?? "").trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("<=") { text = String(text.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
        if let date = HTTPDate.parse(text) { return date }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, text.count == 10, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        // Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil).
        let (year, month, day) = (parts[1] <= 2 ? parts[0] - 1 : parts[0], parts[1], parts[2])
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Date(timeIntervalSince1970: TimeInterval(days) * 86_400)
    }

    /// The connected realm ids that the recorded connected realm bodies give (`wowConnectedRealm`,
    /// 2xx): the connected realms a replayed connected-realm search returns.
    public var recordedConnectedRealmIDs: Set<Int> {
        var ids: Set<Int> = []
        for entry in entries where entry.operations.contains("wowConnectedRealm") && (200..<300).contains(entry.status) {
            if let last = entry.path.split(separator: "/").last, let id = Int(last) { ids.insert(id) }
        }
        return ids
    }

    /// The recording that answers a connected realm's auctions when none was recorded for that
    /// connected realm: only two connected realms' auction houses were ever recorded (4 and 1146, US),
    /// while the replayed connected-realm search returns the connected realms whose bodies were
    /// recorded (11 in the US, 509 in the EU). For `/data/wow/connected-realm/{id}/auctions` with such an
    /// `id`, the best recorded `wowAuctions` body for the request's flavor, region and locale, its
    /// differences saying `connected realm 4 (asked 11)`; `nil` for any other request, and when the
    /// path has a recording of its own. The body is served as recorded, so its `connected_realm` link
    /// names the recorded connected realm.
    public func auctionsStandIn(for request: Request) -> Match? {
        let path = request.path.removingPercentEncoding ?? request.path
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard request.method == .get || request.method == .head, parts.count == 5,
              parts[0] == "data", parts[1] == "wow", parts[2] == "connected-realm", parts[4] == "auctions",
              let asked = Int(parts[3]), recordedConnectedRealmIDs.contains(asked),
              match(Request(method: .get, path: path, locale: request.locale, namespace: request.namespace, region: request.region)) == nil
        else { return nil }
        let recorded = entries(for: "wowAuctions").filter { (200..<300).contains($0.status) }
        // The newest schema first: the recordings carry the commodities link since 2022.
        guard let first = recorded.max(by: { (recordedDate(of: $0) ?? .distantPast) < (recordedDate(of: $1) ?? .distantPast) }),
              let best = match(Request(method: .get, path: first.path, locale: request.locale, namespace: request.namespace,
                                       region: request.region))
        else { return nil }
        let servedID = best.entry.path.split(separator: "/").dropLast().last.map(String.init) ?? "?"
        return Match(entry: best.entry, differences: ["connected realm \(servedID) (asked \(asked))"] + best.differences)
    }
}
