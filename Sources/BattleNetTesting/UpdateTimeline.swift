import BattleNetCore
import Foundation

/// A scripted stretch of snapshot rebuilds, one list of update times per resource (a connected
/// realm's auctions, say), drawn from a seeded generator so every run plays the same one.
///
/// Most resources are rebuilt every 55–65 minutes, a third of them every 18–22 minutes; resource 1
/// changes from the first rhythm to the second halfway through, and resource 0 stops changing after
/// a quarter of the stretch. Each resource has a version from before the start, as a live one would.
///
/// ```swift
/// let day = UpdateTimeline(start: Date(timeIntervalSince1970: 1_767_225_600))
/// day.lastUpdate(of: 7, at: day.start.addingTimeInterval(3_600))   // the version an hour in
/// ```
public struct UpdateTimeline: Sendable {
    /// How one resource is rebuilt.
    public enum Rhythm: String, Sendable {
        /// Every 55–65 minutes.
        case hourly
        /// Every 18–22 minutes.
        case fast
        /// Hourly, then fast from halfway through.
        case changesCadence
        /// Hourly, then never again after a quarter of the stretch.
        case stalls
    }

    /// One resource's script.
    public struct Resource: Sendable {
        /// Its number, from 0.
        public let id: Int
        /// How it is rebuilt.
        public let rhythm: Rhythm
        /// Its rebuild times, in order: the first before ``UpdateTimeline/start``.
        public let updates: [Date]
    }

    /// When the stretch starts.
    public let start: Date
    /// When it ends.
    public let end: Date
    /// One script per resource.
    public let resources: [Resource]

    /// A stretch of `hours` from `start` for `count` resources (at least 2), drawn with `seed`.
    public init(start: Date, hours: Int = 24, resources count: Int = 30, seed: UInt64 = 43) {
        var random = SeededRandomNumberGenerator(default: seed)
        let length = TimeInterval(max(hours, 1)) * 3_600
        self.start = start
        end = start.addingTimeInterval(length)
        resources = (0..<max(count, 2)).map { id in
            let rhythm: Rhythm = id == 0 ? .stalls : id == 1 ? .changesCadence : id % 3 == 0 ? .fast : .hourly
            func gap(at time: TimeInterval) -> TimeInterval {
                let fast = rhythm == .fast || (rhythm == .changesCadence && time >= length / 2)
                return fast ? .random(in: 1_080...1_320, using: &random) : .random(in: 3_300...3_900, using: &random)
            }
            var time = -gap(at: 0) * .random(in: 0.05...0.95, using: &random)
            var updates: [Date] = []
            while time < length {
                updates.append(start.addingTimeInterval(time.rounded()))
                if rhythm == .stalls, time >= length / 4 { break }
                time += gap(at: time)
            }
            return Resource(id: id, rhythm: rhythm, updates: updates)
        }
    }

    /// The latest rebuild of resource `id` at `time`; `nil` before its first or for an unknown id.
    public func lastUpdate(of id: Int, at time: Date) -> Date? {
        guard resources.indices.contains(id) else { return nil }
        return resources[id].updates.last { $0 <= time }
    }

    /// A stand-in's answer for resource `id` at `serverNow`, as Battle.net's gateway gives it:
    /// `Last-Modified` of the latest rebuild, `Date`, 304 to an `If-Modified-Since` at or after the
    /// rebuild, and a small JSON body naming the version for a `GET`.
    public func answer(_ request: BattleNetHTTPRequest, resource id: Int, serverNow: Date) -> BattleNetHTTPResponse {
        guard let stamp = lastUpdate(of: id, at: serverNow) else {
            return BattleNetHTTPResponse(status: 404, headers: ["Date": HTTPDate.format(serverNow)], body: Data())
        }
        let headers = ["Last-Modified": HTTPDate.format(stamp), "Date": HTTPDate.format(serverNow), "Content-Type": "application/json"]
        if let since = request.header("If-Modified-Since").flatMap(HTTPDate.parse), since >= stamp {
            return BattleNetHTTPResponse(status: 304, headers: headers, body: Data())
        }
        let body = request.method == .head ? Data() : Data(#"{"version":\#(Int(stamp.timeIntervalSince1970))}"#.utf8)
        return BattleNetHTTPResponse(status: 200, headers: headers, body: body)
    }
}
