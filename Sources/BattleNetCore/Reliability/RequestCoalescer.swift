import Foundation

/// Lets identical calls in flight at the same moment share one request.
///
/// The first caller for a key starts the work; later callers with the same key wait for its result.
/// A waiter that is cancelled stops waiting at once; the work itself is cancelled only when every
/// waiter has gone.
actor RequestCoalescer {
    private struct Flight {
        let id: UInt64
        var work: Task<Void, Never>?
        var waiters: [UInt64: CheckedContinuation<BattleNetHTTPAnswer, any Error>] = [:]
    }

    private var flights: [String: Flight] = [:]
    private var nextID: UInt64 = 0
    /// Calls that joined a request already in flight.
    private(set) var joined = 0

    /// The result of `work` for `key`, shared with every concurrent caller of the same key.
    func run(_ key: String, _ work: @escaping @Sendable () async throws -> BattleNetHTTPAnswer) async throws -> BattleNetHTTPAnswer {
        nextID += 1
        let waiter = nextID
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<BattleNetHTTPAnswer, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                var flight = flights[key] ?? Flight(id: waiter)
                if flight.work == nil {
                    let id = flight.id
                    flight.work = Task { [weak self] in
                        let result: Result<BattleNetHTTPAnswer, any Error>
                        do { result = .success(try await work()) } catch { result = .failure(error) }
                        await self?.finish(key, flight: id, with: result)
                    }
                } else {
                    joined += 1
                }
                flight.waiters[waiter] = continuation
                flights[key] = flight
            }
        } onCancel: {
            Task { await self.leave(key, waiter: waiter) }
        }
    }

    private func finish(_ key: String, flight id: UInt64, with result: Result<BattleNetHTTPAnswer, any Error>) {
        // A flight abandoned by all its waiters may have been replaced by a newer one for the same key.
        guard let flight = flights[key], flight.id == id else { return }
        flights[key] = nil
        for continuation in flight.waiters.values { continuation.resume(with: result) }
    }

    private func leave(_ key: String, waiter: UInt64) {
        guard var flight = flights[key], let continuation = flight.waiters.removeValue(forKey: waiter) else { return }
        continuation.resume(throwing: CancellationError())
        if flight.waiters.isEmpty {
            flight.work?.cancel()
            flights[key] = nil
        } else {
            flights[key] = flight
        }
    }
}
