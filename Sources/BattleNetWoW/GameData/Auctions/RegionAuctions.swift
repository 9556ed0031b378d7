import Foundation

extension WoW {
    /// One auction house's new snapshot in a region-wide crawl (``RegionAuctions``): a connected
    /// realm's auctions or the region's commodities, its body still arriving.
    ///
    /// Read it streamed (one auction at a time, memory bounded by a chunk) or packed (the whole body
    /// decoded into ``Auctions`` with its ``AuctionList``), as the single-house calls do:
    ///
    /// ```swift
    /// for try await snapshot in client.wow.regionAuctions() {
    ///     switch snapshot.house {
    ///     case .connectedRealm(let id):
    ///         var listed = 0
    ///         for try await _ in try snapshot.auctions() { listed += 1 }              // streamed
    ///         print(id, listed)
    ///     case .commodities:
    ///         let market = try await snapshot.packedCommodities()                    // packed
    ///         print(market.auctions.count)
    ///     }
    /// }
    /// ```
    ///
    /// The body holds one of the crawl's body slots until it is read to its end, fails or is dropped,
    /// or until the next snapshot is asked for, whichever comes first. The body can be read once.
    public struct AuctionHouseSnapshot: Sendable {
        /// Whose auctions a snapshot holds.
        public enum House: Hashable, Sendable, CustomStringConvertible {
            /// The auction house of the connected realm with this id (``Endpoints/auctions(connectedRealm:)``).
            case connectedRealm(Int)
            /// The region's commodities (``Endpoints/auctionCommodities()``).
            case commodities

            /// `connected realm 1146` or `commodities`.
            public var description: String {
                switch self {
                case .connectedRealm(let id): "connected realm \(id)"
                case .commodities: "commodities"
                }
            }
        }

        /// Whose auctions these are.
        public let house: House
        /// The crawl round that fetched it, from 1.
        public let round: Int
        /// The response: status 200, headers (`Last-Modified`), and the body as it arrives.
        public let response: StreamingRawResponse
        /// What the crawl has learned of this house's updates, this snapshot's `Last-Modified`
        /// included: store it and give it back in ``RegionAuctions/histories`` to resume in a later
        /// run without downloading this snapshot again.
        public let history: BattleNetUpdateHistory

        /// When Blizzard made this snapshot (`Last-Modified`).
        public var lastModified: Date? { response.lastModified }

        /// The auctions of a connected realm's snapshot, decoded one by one as the body arrives.
        /// - Throws: `BattleNetError` `.invalidRequest` for the commodities snapshot (read it with
        ///   ``commodities()``). Iterating throws what ``AuctionStream`` throws.
        public func auctions() throws(BattleNetError) -> AuctionStream<HTTPBodyStream> {
            guard case .connectedRealm = house else {
                throw BattleNetError(.invalidRequest, message: "the commodities snapshot holds commodities: read it with commodities()")
            }
            return AuctionStream(response.body)
        }

        /// The commodities of the region's snapshot, decoded one by one as the body arrives.
        /// - Throws: `BattleNetError` `.invalidRequest` for a connected realm's snapshot (read it with
        ///   ``auctions()``). Iterating throws what ``CommodityStream`` throws.
        public func commodities() throws(BattleNetError) -> CommodityStream<HTTPBodyStream> {
            guard case .commodities = house else {
                throw BattleNetError(.invalidRequest, message: "a connected realm's snapshot holds auctions: read it with auctions()")
            }
            return CommodityStream(response.body)
        }

        /// The whole snapshot of a connected realm decoded at once, its auctions packed (``AuctionList``).
        /// - Throws: `BattleNetError` `.invalidRequest` for the commodities snapshot; what reading the
        ///   body throws; `.decoding` when it does not fit ``Auctions``.
        public func packedAuctions() async throws -> Auctions {
            _ = try auctions()
            return try await decodedWhole(Auctions.self)
        }

        /// The whole commodities snapshot decoded at once.
        /// - Throws: `BattleNetError` `.invalidRequest` for a connected realm's snapshot; what reading
        ///   the body throws; `.decoding` when it does not fit ``Commodities``.
        public func packedCommodities() async throws -> Commodities {
            _ = try commodities()
            return try await decodedWhole(Commodities.self)
        }

        private func decodedWhole<Model: Decodable>(_ type: Model.Type) async throws -> Model {
            try WoW.decoded(type, from: try await response.collected())
        }
    }

    /// Every auction of a region, round after round: each connected realm's auction house and the
    /// region's commodities, as an `AsyncSequence` of the snapshots not seen before.
    /// `client.wow.regionAuctions()` makes one.
    ///
    /// Each house keeps a learned schedule (`BattleNetUpdateHistory` and `BattleNetUpdateSchedule`,
    /// as `client.watch(_:history:schedule:)` does for one resource): its cadence from the
    /// gaps between its `Last-Modified` stamps, checked 45 seconds before its next update is due and,
    /// while that update is late, at intervals that grow with the delay.
    ///
    /// A round lists the connected realms from the client's realm directory (``RealmDirectory``: one or
    /// two searches, revalidated hourly) and checks every house that is due: the first round checks
    /// them all. A check is a `HEAD`, then, only when `Last-Modified` moved, a `GET` with
    /// `If-Modified-Since`, so each snapshot is downloaded once (a 304, or a 200 whose `Last-Modified` did
    /// not move from a gateway that ignores the condition, is unchanged and its body dropped unread).
    /// The crawl then sleeps until the next house is due. Give ``histories`` from an earlier run (each
    /// snapshot's ``AuctionHouseSnapshot/history``) and the first round yields only what changed since.
    /// `BattleNetProgress` counts per round the houses checked, fetched, unchanged, not due, and stale
    /// (unchanged for three cadences).
    ///
    /// The houses' checks are background calls (`BattleNetPriority`): a user's calls through the same
    /// rate limiter, the same fleet's included, go ahead of them.
    ///
    /// Requests run concurrently through the client's rate limiter, at most ``maximumBodiesInFlight``
    /// at a time: a request holds a body slot from when it is sent until its answer is a 304, or its
    /// body has been read to the end, failed or been dropped, or the next snapshot is asked for. So at
    /// most that many bodies are downloading or waiting to be read: with Blizzard's 10–20 MB bodies, the
    /// default of 4 holds about 80 MB where 16 would hold over 300 MB (more once decoded).
    ///
    /// A house whose request fails after the client's retries is skipped for the round (`BattleNetProgress`
    /// counts it, it is asked again next round); a failure of the first directory search, cancellation
    /// and shutdown end the sequence by throwing.
    ///
    /// ```swift
    /// let crawl = client.wow.regionAuctions(maximumBodiesInFlight: 2) { progress in print(progress) }
    /// for try await snapshot in crawl {
    ///     print(snapshot.round, snapshot.house, snapshot.lastModified ?? Date.distantPast)
    ///     if case .connectedRealm = snapshot.house {
    ///         for try await auction in try snapshot.auctions() { _ = auction.buyout }
    ///     }
    /// }
    /// ```
    public struct RegionAuctions: AsyncSequence, Sendable {
        /// A house's new snapshot.
        public typealias Element = AuctionHouseSnapshot

        /// The repository whose client and locale the calls use (retail: Classic has one auction house
        /// per faction and no region-wide commodities).
        public let repository: WoWRepository
        /// The connected realms to crawl; every connected realm of the realm directory when `nil`.
        public var connectedRealms: [Int]?
        /// Whether the region's commodities are crawled too (yes by default).
        public var includesCommodities: Bool
        /// How many requests may have a body on its way or waiting to be read at once (at least 1).
        public var maximumBodiesInFlight: Int
        /// How many rounds to run; `nil` runs until the task is cancelled or iteration stops.
        public var rounds: Int?
        /// When each house is checked and called stale.
        public var schedule: BattleNetUpdateSchedule
        /// What earlier runs learned of each house's updates (each snapshot's ``AuctionHouseSnapshot/history``).
        public var histories: [AuctionHouseSnapshot.House: BattleNetUpdateHistory]
        /// Told after each house is checked and as bodies are read, one report at a time; a retry's
        /// backoff and the wait for the next round are its current wait (`waitingFor`, `waiting`).
        public var progress: (@Sendable (BattleNetProgress) -> Void)?

        /// A crawl; `client.wow.regionAuctions(...)` is the usual way to make one.
        /// - Parameters:
        ///   - repository: Whose client and locale to use.
        ///   - connectedRealms: The connected realm ids; every one of the directory when `nil`.
        ///   - includesCommodities: Whether to fetch the region's commodities too.
        ///   - maximumBodiesInFlight: The cap on bodies downloading or waiting to be read (4).
        ///   - rounds: How many rounds; `nil` for no end.
        ///   - schedule: When each house is checked and called stale.
        ///   - histories: What earlier runs learned of each house; nothing by default.
        ///   - progress: Told how the round goes.
        public init(
            repository: WoWRepository, connectedRealms: [Int]? = nil, includesCommodities: Bool = true,
            maximumBodiesInFlight: Int = 4, rounds: Int? = nil, schedule: BattleNetUpdateSchedule = BattleNetUpdateSchedule(),
            histories: [AuctionHouseSnapshot.House: BattleNetUpdateHistory] = [:],
            progress: (@Sendable (BattleNetProgress) -> Void)? = nil
        ) {
            self.repository = repository
            self.connectedRealms = connectedRealms
            self.includesCommodities = includesCommodities
            self.maximumBodiesInFlight = Swift.max(1, maximumBodiesInFlight)
            self.rounds = rounds
            self.schedule = schedule
            self.histories = histories
            self.progress = progress
        }

        /// Starts the crawl; it runs while the iterator is used and stops when it is dropped.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(crawl: RegionCrawl(self)) }

        /// Hands out the snapshots as their heads arrive.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let crawl: RegionCrawl

            /// The next new snapshot; `nil` after the last round. Asking for it frees the previous
            /// snapshot's body slot.
            /// - Throws: what the directory search throws in the first round, `CancellationError`,
            ///   `BattleNetError` `.shutDown`.
            public mutating func next() async throws -> AuctionHouseSnapshot? { try await crawl.next() }
        }
    }
}

extension OperationRepository where Game == WoW {
    /// Every auction of the region, round after round, only what changed (``WoW/RegionAuctions``).
    ///
    /// ```swift
    /// for try await snapshot in client.wow.regionAuctions(rounds: 1) {
    ///     print(snapshot.house, snapshot.lastModified ?? Date.distantPast)
    /// }
    /// ```
    /// - Parameters:
    ///   - connectedRealms: The connected realm ids to crawl; every one of the realm directory when `nil`.
    ///   - includesCommodities: Whether to fetch the region's commodities too (yes).
    ///   - maximumBodiesInFlight: The cap on bodies downloading or waiting to be read (4).
    ///   - rounds: How many rounds; `nil` runs until cancelled.
    ///   - schedule: When each house is checked (its learned cadence) and called stale.
    ///   - histories: What earlier runs learned of each house (each snapshot's `history`); nothing by default.
    ///   - progress: Told how each round goes (houses checked, unchanged, not due, stale, bytes, retries, waits).
    /// - Returns: The crawl; nothing is sent before it is iterated.
    public func regionAuctions(
        connectedRealms: [Int]? = nil, includesCommodities: Bool = true, maximumBodiesInFlight: Int = 4,
        rounds: Int? = nil, schedule: BattleNetUpdateSchedule = BattleNetUpdateSchedule(),
        histories: [WoW.AuctionHouseSnapshot.House: BattleNetUpdateHistory] = [:],
        progress: (@Sendable (BattleNetProgress) -> Void)? = nil
    ) -> WoW.RegionAuctions {
        WoW.RegionAuctions(
            repository: self, connectedRealms: connectedRealms, includesCommodities: includesCommodities,
            maximumBodiesInFlight: maximumBodiesInFlight, rounds: rounds, schedule: schedule, histories: histories,
            progress: progress
        )
    }
}

/// The running crawl behind one iterator: the channel of snapshots, the slot of the snapshot handed
/// over last, and the producer, cancelled when the iterator goes away.
final class RegionCrawl: Sendable {
    private let producer: CrawlProducer
    private let stream: AsyncThrowingStream<CrawlProducer.Item, any Error>
    private let consumer = ConsumerState()

    init(_ settings: WoW.RegionAuctions) {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: CrawlProducer.Item.self)
        self.stream = stream
        producer = CrawlProducer(settings, continuation: continuation)
    }

    deinit {
        consumer.cancelProducer()
    }

    func next() async throws -> WoW.AuctionHouseSnapshot? {
        consumer.releaseCurrent()
        consumer.startIfNeeded { [producer] in producer.start() }
        var iterator = consumer.iterator(of: stream)
        defer { consumer.keep(iterator) }
        guard let (snapshot, release) = try await iterator.next() else { return nil }
        consumer.hold(release)
        return snapshot
    }
}

/// The rounds of a crawl, fed into the channel the iterator reads.
final class CrawlProducer: Sendable {
    typealias Item = (WoW.AuctionHouseSnapshot, SlotRelease)

    let settings: WoW.RegionAuctions
    let slots: BodySlots
    let state: CrawlState
    private let continuation: AsyncThrowingStream<Item, any Error>.Continuation

    init(_ settings: WoW.RegionAuctions, continuation: AsyncThrowingStream<Item, any Error>.Continuation) {
        self.settings = settings
        self.continuation = continuation
        slots = BodySlots(capacity: settings.maximumBodiesInFlight)
        state = CrawlState(schedule: settings.schedule, histories: settings.histories)
    }

    /// Starts the rounds in a task of their own, cancelled when the channel ends (the consuming task
    /// was cancelled or stopped iterating).
    func start() -> Task<Void, Never> {
        let task = Task { await produce() }
        continuation.onTermination = { _ in task.cancel() }
        return task
    }

    /// Runs the rounds, feeding the channel; finishes it at the end or on a fatal failure.
    private func produce() async {
        let client = settings.repository.client
        // The client's clock: its waits, and its wall time for the server's time between answers.
        let clock = client.clock
        var round = 1
        var houses: [WoW.AuctionHouseSnapshot.House] = []
        let current = CurrentReporter()
        let watcher = settings.progress == nil ? nil : Self.watchRetries(of: client, reporting: current)
        defer { watcher?.cancel() }
        do {
            while settings.rounds.map({ round <= $0 }) ?? true {
                try Task.checkCancellation()
                let reporter = ProgressReporter(BattleNetProgress(unit: "auction houses", round: round), report: settings.progress)
                current.set(reporter)
                do {
                    let ids: [Int]
                    if let chosen = settings.connectedRealms {
                        ids = chosen
                    } else {
                        ids = try await settings.repository.realmDirectory.connectedRealms().map(\.id)
                    }
                    var unique: Set<Int> = []
                    houses = ids.filter { unique.insert($0).inserted }.map { .connectedRealm($0) }
                        + (settings.includesCommodities ? [.commodities] : [])
                } catch {
                    // The first round cannot start without the list; later ones keep the last list.
                    if houses.isEmpty || error is CancellationError { throw error }
                }
                let due = await state.due(houses, clientDate: clock.date)
                let notDue = houses.count - due.count
                await reporter.update {
                    $0.total = due.count
                    $0.notDue = notDue
                }
                let bytes = ByteCount()
                try await crawl(due, round: round, client: client, reporter: reporter, bytes: bytes)
                // The round ends when its last body is read (or dropped, or the next snapshot asked for).
                try await slots.drained()
                let read = bytes.value
                let stale = await state.staleCount(houses, clientDate: clock.date)
                round += 1
                let isLast = !(settings.rounds.map({ round <= $0 }) ?? true)
                let finish: @Sendable (inout BattleNetProgress) -> Void = {
                    $0.bytes = read
                    $0.stale = stale
                    $0.isFinished = true
                    $0.waitingFor = nil
                    $0.waiting = nil
                }
                if isLast {
                    await reporter.close(finish)
                    break
                }
                await reporter.update(finish)
                // Until the next house is due; a second at least, so a house that is always due cannot spin.
                let wait = await state.wait(houses, clientDate: clock.date)
                let deadline = clock.now + max(wait, .seconds(1))
                let next = round
                while clock.now < deadline {
                    let remaining = deadline - clock.now
                    await reporter.update {
                        $0.waitingFor = "round \(next)"
                        $0.waiting = remaining
                    }
                    try await clock.sleep(until: min(deadline, clock.now + .seconds(1)))
                }
                await reporter.close()
            }
            continuation.finish()
        } catch {
            continuation.finish(throwing: error)
        }
    }

    /// Shows a retry's backoff as the current wait: from the client's `retry` event of a crawl call
    /// (auctions, commodities, the directory's search) until that call's next attempt leaves. Another
    /// task's call of the same operations on the same client shows too.
    private static func watchRetries(of client: BattleNetClient, reporting current: CurrentReporter) -> Task<Void, Never> {
        let operations: Set<String> = [
            WoW.Operations.auctions.descriptor.id, WoW.Operations.auctionCommodities.descriptor.id,
            WoW.Operations.connectedRealmSearch.descriptor.id,
        ]
        let events = client.events()
        return Task {
            var retrying = 0
            for await event in events where operations.contains(event.operation ?? "") {
                guard let reporter = current.reporter else { continue }
                if event.kind == .retry {
                    retrying += 1
                    let wait = event.duration
                    await reporter.update {
                        $0.waitingFor = "a retry"
                        $0.waiting = wait
                    }
                } else if event.kind == .request, retrying > 0, (event.attempt ?? 1) > 1 {
                    retrying -= 1
                    if retrying == 0 {
                        await reporter.update {
                            if $0.waitingFor == "a retry" {
                                $0.waitingFor = nil
                                $0.waiting = nil
                            }
                        }
                    }
                }
            }
        }
    }

    /// One round: every house asked concurrently, at most the cap at a time.
    private func crawl(
        _ houses: [WoW.AuctionHouseSnapshot.House], round: Int, client: BattleNetClient, reporter: ProgressReporter,
        bytes: ByteCount
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for house in houses {
                group.addTask { [self] in
                    try await slots.acquire()
                    let release = SlotRelease(slots)
                    do {
                        try await check(house, round: round, client: client, reporter: reporter, bytes: bytes, release: release)
                    } catch let error as BattleNetError where error.kind != .shutDown {
                        release.release()
                        let text = "\(house): \(error.message)"
                        await reporter.update {
                            $0.completed += 1
                            $0.failed += 1
                            $0.lastFailure = text
                        }
                    } catch {
                        release.release()
                        throw error
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    /// Checks one house (a `HEAD`, then a conditional `GET` when `Last-Modified` moved); yields the
    /// snapshot when it is one not seen before.
    private func check(
        _ house: WoW.AuctionHouseSnapshot.House, round: Int, client: BattleNetClient, reporter: ProgressReporter,
        bytes: ByteCount, release: SlotRelease
    ) async throws {
        var tracker = await state.tracker(of: house)
        let outcome: (answer: StreamingRawResponse?, isNew: Bool)
        do {
            outcome = switch house {
            case .connectedRealm(let id): try await fetch(WoW.Endpoints.auctions(connectedRealm: id), tracker: &tracker, client: client)
            case .commodities: try await fetch(WoW.Endpoints.auctionCommodities(), tracker: &tracker, client: client)
            }
        } catch {
            await state.keep(tracker, of: house)
            throw error
        }
        await state.keep(tracker, of: house)
        let (response, isNew) = outcome
        let retries = max(0, (response?.attempts ?? 1) - 1)
        guard let response, isNew else {
            // Unchanged: a `HEAD` showing the same stamp, a 304, or a 200 of a snapshot already seen
            // (its body is dropped unread, which cancels the transfer).
            release.release()
            await reporter.update {
                $0.completed += 1
                $0.unchanged += 1
                $0.retries += retries
            }
            return
        }
        let body = response.body.observed(
            chunk: { count in
                let read = bytes.add(count)
                Task { await reporter.update { $0.bytes = max($0.bytes, read) } }
            },
            end: { release.release() }
        )
        let snapshot = WoW.AuctionHouseSnapshot(
            house: house, round: round,
            response: StreamingRawResponse(
                operation: response.operation, url: response.url, status: response.status, headers: response.headers,
                body: body, attempts: response.attempts
            ),
            history: tracker.history
        )
        await reporter.update {
            $0.completed += 1
            $0.retries += retries
        }
        continuation.yield((snapshot, release))
    }
}

extension CrawlProducer {
    /// The house's check (`UpdateTracker.check(_:client:fetch:)`) with its body streamed, as a
    /// background call of the retail auction house.
    private func fetch<R>(
        _ endpoint: BattleNetRequest<R>, tracker: inout UpdateTracker, client: BattleNetClient
    ) async throws -> (answer: StreamingRawResponse?, isNew: Bool) {
        var endpoint = settings.repository.configured(endpoint)
        endpoint.flavor = .retail
        endpoint.priority = .background
        return try await tracker.check(endpoint, client: client) { try await client.rawStream($0) }
    }
}

/// What the consumer side of a crawl holds: the channel's iterator, the producer, and the slot of the
/// snapshot handed over last.
///
/// `@unchecked Sendable`: every field is read and written only while `lock` is held.
final class ConsumerState: @unchecked Sendable {
    private let lock = NSLock()
    private var producer: Task<Void, Never>?
    private var current: SlotRelease?
    private var storedIterator: AsyncThrowingStream<CrawlProducer.Item, any Error>.Iterator?

    func startIfNeeded(_ start: () -> Task<Void, Never>) {
        lock.withLock { if producer == nil { producer = start() } }
    }

    func cancelProducer() { lock.withLock { producer }?.cancel() }

    func releaseCurrent() {
        lock.withLock {
            defer { current = nil }
            return current
        }?.release()
    }

    func hold(_ release: SlotRelease) { lock.withLock { current = release } }

    func iterator(
        of stream: AsyncThrowingStream<CrawlProducer.Item, any Error>
    ) -> AsyncThrowingStream<CrawlProducer.Item, any Error>.Iterator {
        lock.withLock {
            defer { storedIterator = nil }
            return storedIterator ?? stream.makeAsyncIterator()
        }
    }

    func keep(_ iterator: AsyncThrowingStream<CrawlProducer.Item, any Error>.Iterator) {
        lock.withLock { storedIterator = iterator }
    }
}

/// The reporter of the round under way, for the task that watches retries.
///
/// `@unchecked Sendable`: `value` is read and written only while `lock` is held.
final class CurrentReporter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: ProgressReporter?

    var reporter: ProgressReporter? { lock.withLock { value } }
    func set(_ reporter: ProgressReporter) { lock.withLock { value = reporter } }
}

/// The body bytes read in a round, counted as chunks are taken (before the report that shows them).
///
/// `@unchecked Sendable`: `total` is read and written only while `lock` is held.
final class ByteCount: @unchecked Sendable {
    private let lock = NSLock()
    private var total: Int64 = 0

    /// Adds `count` bytes; the new total.
    func add(_ count: Int) -> Int64 { lock.withLock { total += Int64(count); return total } }

    var value: Int64 { lock.withLock { total } }
}

/// Each house's learned schedule, from the crawl's histories at first.
actor CrawlState {
    private let schedule: BattleNetUpdateSchedule
    private let histories: [WoW.AuctionHouseSnapshot.House: BattleNetUpdateHistory]
    private var trackers: [WoW.AuctionHouseSnapshot.House: UpdateTracker] = [:]

    init(schedule: BattleNetUpdateSchedule, histories: [WoW.AuctionHouseSnapshot.House: BattleNetUpdateHistory]) {
        self.schedule = schedule
        self.histories = histories
    }

    func tracker(of house: WoW.AuctionHouseSnapshot.House) -> UpdateTracker {
        trackers[house] ?? UpdateTracker(history: histories[house] ?? BattleNetUpdateHistory(), schedule: schedule)
    }

    func keep(_ tracker: UpdateTracker, of house: WoW.AuctionHouseSnapshot.House) { trackers[house] = tracker }

    /// The houses whose next check is due at `clientDate`, in the order given.
    func due(_ houses: [WoW.AuctionHouseSnapshot.House], clientDate: Date) -> [WoW.AuctionHouseSnapshot.House] {
        houses.filter { tracker(of: $0).isDue(clientDate: clientDate) }
    }

    /// How many of `houses` are stale at `clientDate`.
    func staleCount(_ houses: [WoW.AuctionHouseSnapshot.House], clientDate: Date) -> Int {
        houses.filter { tracker(of: $0).isStale(clientDate: clientDate) }.count
    }

    /// How long until the first of `houses` is due.
    func wait(_ houses: [WoW.AuctionHouseSnapshot.House], clientDate: Date) -> Duration {
        houses.map { tracker(of: $0).wait(clientDate: clientDate) }.min() ?? .zero
    }
}

/// A counting semaphore for body slots: `acquire` waits in arrival order while all are taken.
actor BodySlots {
    let capacity: Int
    private var inUse = 0
    private var waiters: [(id: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextID: UInt64 = 0
    /// The most slots ever taken at once.
    private(set) var peak = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    func acquire() async throws {
        try Task.checkCancellation()
        if inUse < capacity, waiters.isEmpty {
            take()
            return
        }
        nextID += 1
        let id = nextID
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                waiters.append((id, continuation))
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    func release() {
        if let first = waiters.first {
            waiters.removeFirst()
            first.continuation.resume()  // the slot passes to the next waiter
        } else {
            inUse = max(0, inUse - 1)
            if inUse == 0 {
                for drainer in drainers { drainer.continuation.resume() }
                drainers = []
            }
        }
    }

    private var drainers: [(id: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []

    /// Returns once no slot is taken (at once when none is).
    /// - Throws: `CancellationError` when the task is cancelled while waiting.
    func drained() async throws {
        try Task.checkCancellation()
        guard inUse > 0 || !waiters.isEmpty else { return }
        nextID += 1
        let id = nextID
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                drainers.append((id, continuation))
            }
        } onCancel: {
            Task { await self.cancelDrain(id) }
        }
    }

    private func cancelDrain(_ id: UInt64) {
        guard let index = drainers.firstIndex(where: { $0.id == id }) else { return }
        drainers.remove(at: index).continuation.resume(throwing: CancellationError())
    }

    private func take() {
        inUse += 1
        peak = max(peak, inUse)
    }

    private func cancel(_ id: UInt64) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(throwing: CancellationError())
    }
}

/// Frees one body slot once, whoever calls first: the body's end, a 304, a failure, or the next snapshot.
///
/// `@unchecked Sendable`: `released` is read and written only while `lock` is held.
final class SlotRelease: @unchecked Sendable {
    private let slots: BodySlots
    private let lock = NSLock()
    private var released = false

    init(_ slots: BodySlots) { self.slots = slots }

    func release() {
        let first = lock.withLock {
            defer { released = true }
            return !released
        }
        if first { Task { [slots] in await slots.release() } }
    }

    /// A snapshot dropped without being read, or never handed over, gives its slot back.
    deinit { release() }
}
