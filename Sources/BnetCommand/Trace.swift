import BattleNetCore
import Foundation

/// `--trace`: every event of the command's clients and managers (``BattleNetEvent``), one line each on
/// standard error, as they happen: requests, answers, retries, limiter waits, token fetches, and the
/// cache's hits, misses, revalidations and stores (`cacheHit wowItem https://… — age 12 s`).
final class Tracer: Sendable {
    private let hub = EventHub()
    private let printer: Task<Void, Never>

    init(console: Console) {
        let events = hub.subscribe(bufferingNewest: 4096)
        printer = Task {
            for await event in events { console.err("bnet trace: \(event)") }
        }
    }

    /// Shows the events of `client` (its manager's too).
    func watch(_ client: BattleNetClient) { client.eventHub.feed(hub) }

    /// Shows the events of `manager`.
    func watch(_ manager: AuthenticationManager) { manager.eventHub.feed(hub) }

    /// Prints what is still buffered and stops.
    func finish() async {
        hub.finish()
        await printer.value
    }
}

extension Context {
    /// `client`, its events shown when the command line has `--trace`.
    func traced(_ client: BattleNetClient) -> BattleNetClient {
        tracer?.watch(client)
        return client
    }

    /// `manager`, its events shown when the command line has `--trace`.
    func traced(_ manager: AuthenticationManager) -> AuthenticationManager {
        tracer?.watch(manager)
        return manager
    }
}
