import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A bounded buffer of body chunks between one producer (a URLSession delegate, a producer task) and
/// one consumer (the body's iterator).
///
/// At most `highWatermark` bytes wait in memory. Beyond it the pipe applies its ``Overflow`` rule:
/// `.pause` asks the producer to stop (``Controls/pause``: the data task is suspended; an async
/// producer's ``send(_:)`` waits) until the consumer has brought the buffer down to `lowWatermark`;
/// `.spill` writes what arrives to an unlinked temporary file, read back in order once memory is
/// drained, for a producer that cannot be paused (FoundationNetworking).
final class StreamPipe: ChunkSource, @unchecked Sendable {
    // Every mutable field below is read and written only under `lock`, which makes the class Sendable.

    /// What to do with bytes beyond the high watermark.
    enum Overflow: Sendable {
        /// Pause the producer until the consumer drains the buffer to the low watermark.
        case pause
        /// Keep receiving; bytes beyond the watermark go to a temporary file.
        case spill
    }

    /// How the pipe reaches the producer.
    struct Controls: Sendable {
        var pause: @Sendable () -> Void = {}
        var resume: @Sendable () -> Void = {}
        var cancel: @Sendable () -> Void = {}
    }

    let highWatermark: Int
    let lowWatermark: Int
    let overflow: Overflow
    /// How much a read from the spill file returns at most.
    let spillReadSize: Int
    /// The most bytes the spill file may hold, and the URL its `.bodyTooLarge` error names; `nil` for no cap.
    let spillLimit: (bytes: Int, url: URL)?

    private let lock = NSLock()
    private var controls = Controls()
    private var chunks: [Data] = []
    private var head = 0
    private var buffered = 0
    private var spill: SpillFile?
    private var paused = false
    private var ended: Result<Void, any Error>?
    private var delivered = false
    private var consumer: CheckedContinuation<Data?, any Error>?
    private var producer: CheckedContinuation<Void, any Error>?
    private var lastArrival = ContinuousClock.now
    /// How long the producer was paused for the consumer, the pause under way excluded.
    private var pausedFor: Duration = .zero
    /// When the pause under way began.
    private var pausedAt: ContinuousClock.Instant?

    // Observations for tests (`@testable`): they show the bound held, not how fast anything went.
    private var statistics = Statistics()
    struct Statistics: Sendable, Equatable {
        /// The most bytes ever waiting in memory.
        var peakBuffered = 0
        /// How many times the producer was paused.
        var pauses = 0
        /// Bytes written to the spill file.
        var spilled = 0
        /// Bytes received in all.
        var received = 0
    }

    init(highWatermark: Int, lowWatermark: Int, overflow: Overflow, spillReadSize: Int = HTTPBodyStream.defaultChunkSize,
         spillLimit: (bytes: Int, url: URL)? = nil) {
        self.highWatermark = max(0, highWatermark)
        self.lowWatermark = min(max(0, lowWatermark), max(0, highWatermark))
        self.overflow = overflow
        self.spillReadSize = max(1, spillReadSize)
        self.spillLimit = spillLimit
    }

    func setControls(_ controls: Controls) {
        lock.withLock { self.controls = controls }
    }

    var observed: Statistics { lock.withLock { statistics } }

    /// Bytes waiting in memory now.
    var bufferedBytes: Int { lock.withLock { buffered } }

    /// Whether the producer is paused now.
    var isPaused: Bool { lock.withLock { paused } }

    // MARK: Producer

    /// Takes a chunk from a producer that cannot wait (a URLSession delegate callback).
    func receive(_ data: Data) {
        guard !data.isEmpty else { return }
        var pause: (@Sendable () -> Void)?
        var handOff: CheckedContinuation<Data?, any Error>?
        var failure: (any Error)?
        lock.withLock {
            guard ended == nil else { return }
            lastArrival = .now
            statistics.received += data.count
            if let waiting = consumer, head == chunks.count, (spill?.pending ?? 0) == 0 {
                consumer = nil
                handOff = waiting
                return
            }
            if overflow == .spill, (spill?.pending ?? 0) > 0 || buffered + data.count > highWatermark {
                if let spillLimit, (spill?.pending ?? 0) + UInt64(data.count) > UInt64(max(0, spillLimit.bytes)) {
                    // A consumer this far behind (or a body that never ends): stop rather than fill the disk.
                    failure = BodyLimits.spillError(limit: spillLimit.bytes, url: spillLimit.url)
                    return
                }
                do {
                    let file = try spill ?? SpillFile()
                    spill = file
                    try file.append(data)
                    statistics.spilled += data.count
                } catch {
                    failure = BattleNetError(.transport, message: "cannot buffer the body beyond \(highWatermark) bytes: \(error)")
                }
                return
            }
            append(data)
            if overflow == .pause, buffered >= highWatermark, !paused {
                paused = true
                pausedAt = .now
                statistics.pauses += 1
                pause = controls.pause
            }
        }
        if let handOff { handOff.resume(returning: data) }
        pause?()
        if let failure {
            finish(throwing: failure)
            lock.withLock { controls.cancel }()
        }
    }

    /// Takes a chunk from an async producer, waiting while the buffer is above the high watermark.
    /// - Throws: `CancellationError` once the consumer cancelled.
    func send(_ data: Data) async throws {
        guard !data.isEmpty else { return }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            var handOff: CheckedContinuation<Data?, any Error>?
            let outcome: Result<Void, any Error>? = lock.withLock {
                guard ended == nil else { return .failure(CancellationError()) }
                lastArrival = .now
                statistics.received += data.count
                if let waiting = consumer, head == chunks.count {
                    consumer = nil
                    handOff = waiting
                    return .success(())
                }
                append(data)
                guard buffered > highWatermark else { return .success(()) }
                statistics.pauses += 1
                producer = continuation
                return nil
            }
            handOff?.resume(returning: data)
            if let outcome { continuation.resume(with: outcome) }
        }
    }

    /// The producer's end: `nil` for a complete body, else the failure the consumer will see once it
    /// has read what was received before it.
    func finish(throwing error: (any Error)?) {
        let waiting: CheckedContinuation<Data?, any Error>? = lock.withLock {
            guard ended == nil else { return nil }
            ended = error.map { .failure($0) } ?? .success(())
            guard head == chunks.count, (spill?.pending ?? 0) == 0 else { return nil }
            defer { consumer = nil }
            return consumer
        }
        guard let waiting else { return }
        if let error { waiting.resume(throwing: error) } else { waiting.resume(returning: nil) }
    }

    private func append(_ data: Data) {
        chunks.append(data)
        buffered += data.count
        statistics.peakBuffered = max(statistics.peakBuffered, buffered)
    }

    // MARK: Consumer

    func next() async throws -> Data? {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
            var resume: (@Sendable () -> Void)?
            var producerToWake: CheckedContinuation<Void, any Error>?
            let outcome: Result<Data?, any Error>? = lock.withLock {
                if head < chunks.count {
                    let chunk = chunks[head]
                    head += 1
                    buffered -= chunk.count
                    if head == chunks.count {
                        chunks.removeAll(keepingCapacity: true)
                        head = 0
                    } else if head >= 64, head * 2 >= chunks.count {
                        chunks.removeFirst(head)
                        head = 0
                    }
                    if buffered <= lowWatermark {
                        if paused {
                            paused = false
                            lastArrival = .now
                            if let pausedAt { pausedFor += lastArrival - pausedAt }
                            pausedAt = nil
                            resume = controls.resume
                        }
                        producerToWake = producer
                        producer = nil
                    }
                    return .success(chunk)
                }
                if let file = spill, file.pending > 0 {
                    do {
                        return .success(try file.read(upTo: spillReadSize))
                    } catch {
                        return .failure(BattleNetError(.transport, message: "cannot read back the buffered body: \(error)"))
                    }
                }
                if let ended {
                    guard !delivered else { return .success(nil) }
                    delivered = true
                    return ended.map { nil }
                }
                consumer = continuation
                return nil
            }
            resume?()
            producerToWake?.resume()
            if let outcome { continuation.resume(with: outcome) }
        }
    }

    func cancel() {
        let (consumer, producer, cancel): (CheckedContinuation<Data?, any Error>?, CheckedContinuation<Void, any Error>?, (@Sendable () -> Void)?) = lock.withLock {
            let complete = ended.map { (try? $0.get()) != nil } ?? false
            let bodyLeft = head < chunks.count || (spill?.pending ?? 0) > 0
            if !complete || bodyLeft {
                // A body the consumer gave up on: what it did not read is dropped.
                ended = .failure(CancellationError())
                delivered = false
                chunks.removeAll()
                head = 0
                buffered = 0
                spill = nil
            }
            defer { self.consumer = nil; self.producer = nil }
            return (self.consumer, self.producer, complete ? nil : controls.cancel)
        }
        consumer?.resume(throwing: CancellationError())
        producer?.resume(throwing: CancellationError())
        cancel?()
    }

    // MARK: Idle

    /// How long the transfer may stay silent before `idleTimeout` is exceeded: `nil` once the body
    /// ended; `idleTimeout` itself while the producer is paused (waiting on the consumer is not idle).
    func idleTimeLeft(_ idleTimeout: Duration) -> Duration? {
        lock.withLock {
            guard ended == nil else { return nil }
            if paused { return idleTimeout }
            return idleTimeout - (ContinuousClock.now - lastArrival)
        }
    }

    /// How long the transfer has left before `deadline`, moved later by the time the producer spent
    /// paused for the consumer (a lagging reader does not use up the transfer's time): `nil` once the
    /// body ended; `fallback` while the producer is paused.
    func transferTimeLeft(until deadline: ContinuousClock.Instant, whilePaused fallback: Duration) -> Duration? {
        lock.withLock {
            guard ended == nil else { return nil }
            if paused { return fallback }
            return deadline + pausedFor - ContinuousClock.now
        }
    }
}

/// An unlinked temporary file that holds the part of a body the consumer has not reached yet.
///
/// Used only under the owning pipe's lock.
private final class SpillFile {
    private let handle: FileHandle
    private var written: UInt64 = 0
    private var read: UInt64 = 0

    init() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("battlenet-body-\(UUID().uuidString)").path
        // Created new (never an existing file or a link someone placed there) and the user's alone
        // from its first moment: the body may be a signed-in user's data.
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw BattleNetError(.transport, message: "cannot create a temporary file in \(FileManager.default.temporaryDirectory.path)")
        }
        // The open descriptor keeps the file; its name goes at once, so nothing is left behind.
        unlink(path)
        self.handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    var pending: UInt64 { written - read }

    func append(_ data: Data) throws {
        try handle.seek(toOffset: written)
        try handle.write(contentsOf: data)
        written += UInt64(data.count)
    }

    func read(upTo count: Int) throws -> Data {
        try handle.seek(toOffset: read)
        let data = try handle.read(upToCount: Int(min(UInt64(count), pending))) ?? Data()
        guard !data.isEmpty else {
            throw BattleNetError(.transport, message: "the temporary file ended early")
        }
        read += UInt64(data.count)
        if read == written {
            try handle.truncate(atOffset: 0)
            read = 0
            written = 0
        }
        return data
    }

    deinit { try? handle.close() }
}
