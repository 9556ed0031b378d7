import BattleNetCore
import Foundation

/// The byte stream of one connection to Redis, as ``RedisConnection`` uses it on its serial queue:
/// blocking calls, each bounded by the command's deadline.
///
/// Two kinds: ``PlainRedisStream`` (a TCP socket, `redis://`) and, on Apple platforms,
/// `TLSRedisStream` (Network.framework, `rediss://`). ``openRedisStream(to:timeout:)`` picks one, and
/// refuses `rediss://` where there is no TLS: it never opens a plain connection for an address that
/// asked for TLS.
///
/// Failures are thrown as `SocketError` (`.timedOut` when a deadline passed) or another error whose
/// description says what went wrong; ``RedisConnection`` turns them into ``RedisError``s.
protocol RedisStream: Sendable {
    /// Sends all of `bytes`, giving up at `deadline`.
    func send(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) throws
    /// Waits until something arrived, or the server closed its side, and appends at most `maximum`
    /// bytes to `buffer`.
    /// - Returns: How many bytes were appended; 0 when the server closed the connection.
    /// - Throws: `SocketError` `.timedOut` when nothing arrived by `deadline`, or why the connection failed.
    func receive(into buffer: inout [UInt8], maximum: Int, until deadline: ContinuousClock.Instant) throws -> Int
    /// Whether the connection went away between commands: nothing is due from the server then, so
    /// anything to read, its end or a failure included, means it is over. Never waits.
    var isStale: Bool { get }
    /// Closes the connection; later calls fail.
    func close()
}

/// Opens the byte stream to `endpoint`: TLS for `rediss://` where the platform has it, plain TCP for
/// `redis://`.
/// - Throws: ``RedisError`` `.unreachable`: the server cannot be reached in `timeout`, or (on a
///   platform without TLS) the endpoint asks for TLS. In that case no connection is even tried.
func openRedisStream(to endpoint: RedisEndpoint, timeout: Duration) throws(RedisError) -> any RedisStream {
    if endpoint.usesTLS {
        #if canImport(Network)
        do {
            return try TLSRedisStream.connect(host: endpoint.host, port: endpoint.port, until: .now + timeout)
        } catch {
            throw RedisError(.unreachable, message: "\(endpoint) cannot be reached: \(error)")
        }
        #else
        throw RedisError(.unreachable, message: "\(endpoint): \(RedisEndpoint.tlsUnavailableMessage)")
        #endif
    }
    let socket: ConnectedSocket
    do {
        socket = try ConnectedSocket.connect(host: endpoint.host, port: endpoint.port, timeout: timeout)
    } catch {
        throw RedisError(.unreachable, message: "\(endpoint) cannot be reached: \(error)")
    }
    socket.setSendTimeout(max(timeout, .milliseconds(1)))
    return PlainRedisStream(socket: socket)
}

/// `redis://`: a TCP socket. A write waits at most the send timeout set when it was opened.
struct PlainRedisStream: RedisStream {
    let socket: ConnectedSocket

    func send(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) throws {
        try socket.writeAll(bytes)
    }

    func receive(into buffer: inout [UInt8], maximum: Int, until deadline: ContinuousClock.Instant) throws -> Int {
        try socket.receive(into: &buffer, maximum: maximum, until: deadline)
    }

    var isStale: Bool {
        socket.setNonBlocking(true)
        defer { socket.setNonBlocking(false) }
        var probe: [UInt8] = []
        do {
            _ = try socket.receive(into: &probe, maximum: 1)
            return true
        } catch {
            return error.reason != .wouldBlock
        }
    }

    func close() {
        socket.close()
    }
}
