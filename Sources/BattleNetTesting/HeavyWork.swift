import Dispatch

/// Where a test's long CPU-bound work runs: a serial dispatch queue of its own, off Swift's
/// cooperative pool.
///
/// The pool has one thread a core. A test that decodes every recording for seconds holds one of them
/// the whole time, and two such tests hold a two-core machine's whole pool: every other test's
/// continuations, timers and stand-in answers then wait behind them, and timing-sensitive tests fail
/// for no fault of the code under test. Run such a test's body with the preference for this executor
/// and the kernel shares the cores between it and the pool instead; the heavy tests run one at a time.
/// Task-locals (the current test, so `#expect` and `Issue.record`) stay with the task.
///
/// ```swift
/// @Test func everyRecordingDecodes() async throws {
///     try await withTaskExecutorPreference(HeavyWork.executor) {
///         let manifest = try FixtureManifest(directory: URL(fileURLWithPath: "Fixtures"))
///         #expect(try manifest.checkGame("d3", operations: D3.Operations.all) == [])
///     }
/// }
/// ```
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
package final class HeavyWork: TaskExecutor {
    /// The one executor every heavy test shares.
    package static let executor = HeavyWork()

    private let queue = DispatchQueue(label: "BattleNetTesting.heavy-work")

    private init() {}

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
