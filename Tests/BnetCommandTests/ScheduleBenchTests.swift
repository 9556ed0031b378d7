import BattleNetCore
import BattleNetTesting
@testable import BnetCommand
import Foundation
import Testing

/// `bnet bench schedules`' scripted day: the learned schedule against fixed polling, on the test clock.
@Suite("Crawling a scripted day", .serialized, .timeLimit(.minutes(5)))
struct ScheduleBenchTests {
    @Test func noFixedIntervalBeatsTheLearnedScheduleOnBothRequestsAndDelay() async throws {
        let day = UpdateTimeline(start: Date(timeIntervalSince1970: 1_767_225_600), hours: 8, resources: 6)
        let (learned, _) = try await Context.crawlLearned(day)
        #expect(learned.updates == day.resources.flatMap(\.updates).filter { $0 >= day.start && $0 < day.end }.count)
        for minutes in [1, 5, 15, 60] {
            let fixed = try await Context.crawlFixed(day, every: TimeInterval(minutes * 60))
            #expect(fixed.updates == learned.updates)
            let fewerRequests = fixed.requests <= learned.requests
            let shorterDelay = fixed.delay(at: 0.5) <= learned.delay(at: 0.5)
            #expect(!(fewerRequests && shorterDelay), "every \(minutes) min: \(fixed.requests) requests, median \(fixed.delay(at: 0.5)) s")
        }
    }

    @Test func theStalledRealmIsReportedStaleWithinOneCadenceOfItsThreshold() async throws {
        let day = UpdateTimeline(start: Date(timeIntervalSince1970: 1_767_225_600), hours: 12, resources: 2)
        let (_, stale) = try await Context.crawlLearned(day)
        let report = try #require(stale)
        #expect(report.cadence > 0)
        #expect(report.silence > report.threshold && report.silence <= report.threshold + report.cadence, "\(report)")
    }
}
