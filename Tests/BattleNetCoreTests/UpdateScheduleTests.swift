import BattleNetCore
import Foundation
import Testing

/// The learned cadence of a resource and when to ask it next, on fixed server times.
@Suite("Update schedules")
struct UpdateScheduleTests {
    /// A server time `seconds` after a fixed origin.
    func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_765_000_000 + seconds) }

    @Test func theCadenceIsTheShortestGapBetweenConsecutiveUpdates() {
        // Hourly, with one missed check (a two-hour gap) and a second stamp of one rebuild 20 s later.
        let history = BattleNetUpdateHistory(stamps: [at(0), at(3_610), at(10_810), at(10_830), at(14_400)])
        #expect(history.stamps == [at(0), at(3_610), at(10_810), at(10_830), at(14_400)])
        #expect(history.cadence == .seconds(3_570))
        #expect(BattleNetUpdateHistory(stamps: [at(0)]).cadence == nil)
    }

    @Test func onlyANewerStampIsAnUpdate() {
        var history = BattleNetUpdateHistory()
        let recorded = [
            history.record(at(100)),
            history.record(at(100)),  // the same snapshot again
            history.record(at(50)),  // an older snapshot from a lagging node
            history.record(nil),
            history.record(Date(timeIntervalSinceReferenceDate: 1e300)),  // a date no HTTP header can give
        ]
        #expect(recorded == [true, false, false, false, false])
        #expect(history.stamps == [at(100)])
    }

    @Test func aHistoryKeepsTheNewest36Stamps() {
        let history = BattleNetUpdateHistory(stamps: (0..<50).map { at(Double($0) * 3_600) }.reversed())
        #expect(history.stamps.count == 36)
        #expect(history.stamps.first == at(14 * 3_600))
        #expect(history.lastUpdate == at(49 * 3_600))
    }

    @Test func theFirstCheckIs45SecondsBeforeTheExpectedUpdate() {
        let schedule = BattleNetUpdateSchedule()
        let history = BattleNetUpdateHistory(stamps: [at(0), at(1_200), at(2_400)])  // every 20 minutes
        #expect(schedule.expectedUpdate(history: history) == at(3_600))
        #expect(schedule.nextCheck(history: history, serverNow: at(2_500)) == at(3_555))
    }

    @Test("a late update is asked for at intervals that grow with the delay", arguments: [
        (0.0, 60.0), (299.0, 60.0), (300.0, 300.0), (1_799.0, 300.0), (1_800.0, 900.0), (7_199.0, 900.0), (7_200.0, 1_800.0), (86_400.0, 1_800.0),
    ])
    func lateBackOff(late: Double, wait: Double) {
        let schedule = BattleNetUpdateSchedule()
        let history = BattleNetUpdateHistory(stamps: [at(0), at(3_600)])
        let now = at(7_200 + late)
        #expect(schedule.nextCheck(history: history, serverNow: now) == now.addingTimeInterval(wait))
    }

    @Test func withoutAnUpdateAskNowAndWithOneAssumeAnHour() {
        let schedule = BattleNetUpdateSchedule()
        #expect(schedule.nextCheck(history: BattleNetUpdateHistory(), serverNow: at(5)) == at(5))
        let one = BattleNetUpdateHistory(stamps: [at(0)])
        #expect(schedule.nextCheck(history: one, serverNow: at(10)) == at(3_555))
    }

    @Test func aResourceIsStaleAfterThreeCadencesOrTheThresholdGiven() {
        let history = BattleNetUpdateHistory(stamps: [at(0), at(1_200)])
        let schedule = BattleNetUpdateSchedule()
        #expect(schedule.staleness(of: history) == .seconds(3_600))
        #expect(!schedule.isStale(history: history, serverNow: at(4_800)))
        #expect(schedule.isStale(history: history, serverNow: at(4_801)))
        let patient = BattleNetUpdateSchedule(staleAfter: .seconds(86_400))
        #expect(!patient.isStale(history: history, serverNow: at(80_000)))
        #expect(patient.isStale(history: history, serverNow: at(90_000)))
        #expect(!schedule.isStale(history: BattleNetUpdateHistory(), serverNow: at(1e6)))
    }

    @Test func aStoredHistoryIsReadBackAsItWasKept() throws {
        let history = BattleNetUpdateHistory(stamps: [at(0), at(3_600)])
        let data = try JSONEncoder().encode(history)
        #expect(try JSONDecoder().decode(BattleNetUpdateHistory.self, from: data) == history)
        // An edited file: out of order, repeated, and a date no header can give.
        let edited = Data(#"{"stamps": [1e300, 786000000, 785996400, 786000000]}"#.utf8)
        let read = try JSONDecoder().decode(BattleNetUpdateHistory.self, from: edited)
        #expect(read.stamps == [Date(timeIntervalSinceReferenceDate: 785_996_400), Date(timeIntervalSinceReferenceDate: 786_000_000)])
        #expect(read.cadence == .seconds(3_600))
    }
}
