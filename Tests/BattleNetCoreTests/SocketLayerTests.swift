@testable import BattleNetCore
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` on a thread of its own (socket calls block; the cooperative pool must not) and returns
/// what it returns.
private func onThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: body()) }
    }
}

/// The socket layer the sign-in listener and the stand-in server share (issue 24).
@Suite("Socket layer", .timeLimit(.minutes(2)))
struct SocketLayerTests {
    @Test func anEchoOverLoopbackComesBackWholeThroughPartialReads() async throws {
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { listener.close() }
        #expect(listener.port != 0)
        let payload = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }

        // The server reads at most 1,000 bytes at a time and writes each piece back.
        async let served: (reads: Int, largest: Int, bytes: Int) = onThread {
            guard let connection = try? listener.accept(until: .now + .seconds(90)) else { return (0, 0, 0) }
            defer { connection.close() }
            var reads = 0, largest = 0, bytes = 0
            while true {
                var piece: [UInt8] = []
                guard let count = try? connection.receive(into: &piece, maximum: 1_000), count > 0 else { break }
                reads += 1
                largest = max(largest, piece.count)
                bytes += count
                guard connection.sendAll(piece) else { break }
            }
            return (reads, largest, bytes)
        }
        let client = try ConnectedSocket.connect(host: "127.0.0.1", port: listener.port, timeout: .seconds(30))
        defer { client.close() }
        // The writer on its own thread, so that neither side waits on a full buffer of the other.
        async let wrote = onThread {
            defer { client.shutdown(.write) }
            return client.sendAll(payload)
        }
        let echoed: [UInt8] = await onThread {
            var echoed: [UInt8] = []
            while let count = try? client.receive(into: &echoed, maximum: 65_536, until: .now + .seconds(90)), count > 0 {}
            return echoed
        }
        #expect(await wrote)
        let server = await served
        #expect(echoed.count == payload.count)
        #expect(echoed == payload)
        #expect(server.bytes == payload.count)
        #expect(server.largest <= 1_000)
        #expect(server.reads >= payload.count / 1_000)
    }

    @Test func aReadReturnsWhatHasArrivedAndNoMoreThanAsked() async throws {
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { listener.close() }
        let client = try ConnectedSocket.connect(host: "localhost", port: listener.port, timeout: .seconds(30))
        defer { client.close() }
        let server = try listener.accept(until: .now + .seconds(30))
        defer { server.close() }
        try client.writeAll(Array("0123456789".utf8))
        var buffer = Array(">".utf8)
        #expect(try server.receive(into: &buffer, maximum: 4, until: .now + .seconds(30)) == 4)
        #expect(try server.receive(into: &buffer, maximum: 4, until: .now + .seconds(30)) == 4)
        #expect(try server.receive(into: &buffer, maximum: 100, until: .now + .seconds(30)) == 2)
        #expect(String(decoding: buffer, as: UTF8.self) == ">0123456789")
        // Nothing more has arrived: a deadline, not a hang; then the end of the stream reads as 0.
        let late = #expect(throws: SocketError.self) { try server.receive(into: &buffer, maximum: 100, until: .now + .milliseconds(50)) }
        #expect(late?.reason == .timedOut)
        client.shutdown(.write)
        #expect(try server.receive(into: &buffer, maximum: 100, until: .now + .seconds(30)) == 0)
    }

    /// The CPU time the calling thread has used so far (not the wall clock: other processes and
    /// threads do not count, so a loaded machine cannot make a bound on it fail).
    private static func threadCPUTime() -> Duration {
        var now = timespec()
        _ = clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return .seconds(Int64(now.tv_sec)) + .nanoseconds(Int64(now.tv_nsec))
    }

    /// A read may ask for far more than arrives (the stand-in asks for 64 KiB at a time): its cost is
    /// that of the bytes that came, not of the ones asked for. Reading into `maximum` zeros and
    /// trimming them again cost about 11 ms of CPU per 64 KiB read in a debug build, which let the
    /// stand-in's connection threads starve the rest of a `swift test` run for about 30 s.
    @Test func aReadCostsWhatArrivedNotWhatItMayTake() throws {
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { listener.close() }
        let client = try ConnectedSocket.connect(host: "127.0.0.1", port: listener.port, timeout: .seconds(30))
        defer { client.close() }
        let server = try listener.accept(until: .now + .seconds(30))
        defer { server.close() }
        let reads = 200
        var received: [UInt8] = []
        let started = Self.threadCPUTime()
        for index in 0..<reads {
            try client.writeAll([UInt8(truncatingIfNeeded: index)])
            #expect(try server.receive(into: &received, maximum: 65_536, until: .now + .seconds(30)) == 1)
        }
        let spent = Self.threadCPUTime() - started
        #expect(received == (0..<reads).map { UInt8(truncatingIfNeeded: $0) })
        // A few milliseconds; 2.2 s when every read paid for 64 KiB.
        #expect(spent < .milliseconds(500), "\(reads) reads of one byte each took \(spent) of CPU")
    }

    @Test func connectingWhereNothingListensGivesATypedRefusal() throws {
        let probe = try ListeningSocket(address: .loopbackIPv4, port: 0)
        let port = probe.port
        probe.close()
        let refused = #expect(throws: SocketError.self) {
            try ConnectedSocket.connect(host: "127.0.0.1", port: port, timeout: .seconds(30))
        }
        #expect(refused?.reason == .refused)
        #expect(refused?.code == ECONNREFUSED)
        #expect(refused?.description == "connect failed: \(systemMessage(ECONNREFUSED))")
        // No name lookup: a name is refused before any packet is sent.
        let named = #expect(throws: SocketError.self) {
            try ConnectedSocket.connect(host: "redis.example", port: 6379, timeout: .seconds(1))
        }
        #expect(named?.reason == .addressUnavailable)
    }

    @Test func anAcceptIsCancelledByItsWakePipe() async throws {
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { listener.close() }
        let wake = try WakePipe()
        defer { wake.close() }
        // A deadline far past the suite's time limit: the wait can only end by the wake-up.
        async let outcome = onThread {
            Result { () throws(SocketError) in try listener.accept(until: .now + .seconds(3_600), wake: wake) }
        }
        try await Task.sleep(for: .milliseconds(100))
        wake.wake()
        switch await outcome {
        case .success: Issue.record("accepted a connection nobody made")
        case .failure(let error): #expect(error.reason == .cancelled)
        }
        // A woken pipe stays woken: the next wait ends at once.
        let again = #expect(throws: SocketError.self) { try listener.accept(until: nil, wake: wake) }
        #expect(again?.reason == .cancelled)
    }

    @Test func anAcceptGivesUpAtItsDeadline() throws {
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { listener.close() }
        let error = #expect(throws: SocketError.self) { try listener.accept(until: .now + .milliseconds(50)) }
        #expect(error?.reason == .timedOut)
        #expect(try listener.acceptPending() == nil)
    }

    @Test func writingToAClosedPeerFailsWithoutKillingTheProcess() async throws {
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { listener.close() }
        let client = try ConnectedSocket.connect(host: "127.0.0.1", port: listener.port, timeout: .seconds(30))
        defer { client.close() }
        let server = try listener.accept(until: .now + .seconds(30))
        server.close()
        // The first writes may still be taken (the peer's reset is on its way); the ones after it are
        // refused with EPIPE or ECONNRESET, which without MSG_NOSIGNAL / SO_NOSIGPIPE raise SIGPIPE.
        var failures: [SocketError] = []
        for _ in 0..<200 where failures.count < 3 {
            do {
                try client.writeAll(Array(repeating: 0x61, count: 4_096))
                try await Task.sleep(for: .milliseconds(5))
            } catch let error as SocketError {
                failures.append(error)
            }
        }
        #expect(failures.count == 3)
        #expect(failures.allSatisfy { $0.reason == .closed }, "\(failures)")
        #expect(!client.sendAll([1]))
    }

    @Test func socketsAreBlockingCloseOnExecAndClosedOnce() throws {
        let listener = try ListeningSocket(address: .loopbackIPv4, port: 0)
        defer { listener.close() }
        let client = try ConnectedSocket.connect(host: "127.0.0.1", port: listener.port, timeout: .seconds(30))
        let server = try listener.accept(until: .now + .seconds(30))
        for socket in [client, server] {
            #expect(fcntl(socket.descriptor, F_GETFD) & FD_CLOEXEC != 0)
            // Darwin's accepted sockets would inherit the listener's O_NONBLOCK: the layer clears it.
            #expect(fcntl(socket.descriptor, F_GETFL) & O_NONBLOCK == 0)
        }
        #expect(fcntl(listener.descriptor, F_GETFL) & O_NONBLOCK != 0)
        server.close()
        server.close()
        server.shutdown(.both)  // after close: nothing, however the number was reused
        #expect(server.descriptor == -1)
        client.resetAndClose()
        client.close()
        #expect(client.descriptor == -1)
        listener.close()
        let closed = #expect(throws: SocketError.self) { try listener.accept(until: .now + .seconds(30)) }
        #expect(closed?.reason == .closed)
    }

    @Test func addressesReadOnlyNumbers() {
        #expect(SocketAddress(numeric: "127.0.0.1") == .loopbackIPv4)
        #expect(SocketAddress(numeric: "::1") == .loopbackIPv6)
        #expect(SocketAddress(numeric: "[::1]") == .loopbackIPv6)
        #expect(SocketAddress(numeric: "[127.0.0.1]") == nil)
        #expect(SocketAddress(numeric: "localhost") == nil)
        #expect(SocketAddress.loopbackIPv4.description == "127.0.0.1")
        #expect(SocketAddress.loopbackIPv6.description == "[::1]")
        #expect(SocketAddress.anyIPv4.description == "0.0.0.0")
        #expect(SocketAddress(numeric: "fe80::1:2")?.description == "[fe80::1:2]")
    }

    @Test func aListenerOnAnyAddressTakesLoopbackConnections() throws {
        let listener = try ListeningSocket(address: .anyIPv4, port: 0)
        defer { listener.close() }
        let client = try ConnectedSocket.connect(to: .loopbackIPv4, port: listener.port, until: .now + .seconds(30))
        defer { client.close() }
        let server = try listener.accept(until: .now + .seconds(30))
        defer { server.close() }
        try server.writeAll(Array("+PONG\r\n".utf8))
        var reply: [UInt8] = []
        #expect(try client.receive(into: &reply, maximum: 64, until: .now + .seconds(30)) == 7)
        #expect(reply == Array("+PONG\r\n".utf8))
    }
}
