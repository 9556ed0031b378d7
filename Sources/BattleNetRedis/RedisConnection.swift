import BattleNetCore
import Foundation

/// Why a Redis command failed. Its text never holds the password: Redis's own messages do not, and
/// the password is masked in them anyway.
package struct RedisError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What failed.
    package enum Reason: Hashable, Sendable {
        /// Redis answered with an error reply (`-ERR …`, `-NOSCRIPT …`, `-WRONGPASS …`): the command
        /// failed, the connection is fine. ``RedisError/message`` is Redis's text.
        case reply
        /// No connection could be opened: nothing listens there, the host is not an address, or the
        /// connect did not finish before the deadline.
        case unreachable
        /// The whole answer did not arrive before the command's deadline.
        case timedOut
        /// The connection failed mid-command (reset, closed by the server, a socket error).
        case connectionLost
        /// The server's bytes are not RESP2.
        case protocolViolation
    }

    /// What failed.
    package let reason: Reason
    /// Redis's message for an error reply; what went wrong otherwise.
    package let message: String

    package init(_ reason: Reason, message: String) {
        self.reason = reason
        self.message = message
    }

    /// The first word of an error reply, e.g. `NOSCRIPT`, `WRONGPASS`, `ERR`; `nil` for other failures.
    package var code: String? {
        guard reason == .reply else { return nil }
        return message.split(separator: " ", maxSplits: 1).first.map(String.init)
    }

    /// Whether the server could not be used at all (not an error reply): the caller may fall back.
    package var isConnectionFailure: Bool { reason != .reply }

    package var description: String {
        reason == .reply ? "Redis answered: \(message)" : "Redis: \(message)"
    }
}

/// One connection to a Redis server (TCP, or TLS for `rediss://` on Apple platforms), speaking RESP2,
/// for the fleet limiter and the fleet token: commands are `async` calls, each with a deadline, run one
/// at a time on the connection's own serial dispatch queue, so its blocking calls never hold a thread of
/// Swift's cooperative pool.
/// A `rediss://` endpoint on a platform without TLS fails to open at once (``RedisError`` `.unreachable`,
/// saying so); nothing is sent to it.
///
/// The connection opens on the first command: connect, then `AUTH` (ACL user and password, or the
/// password alone) when the endpoint has a password, then `SELECT` when its database is not 0. A
/// connection that failed (a socket error, bytes that are not RESP, a deadline passed while reading)
/// is closed, and the next command opens a new one (as does one the server closed between commands,
/// which is noticed before sending); after a failed open, commands within
/// `reconnectDelay` fail at once with the same error instead of trying again. An error reply is a
/// ``RedisError`` `.reply` carrying Redis's message; the connection stays open (but for a replica's
/// `-READONLY` or `-MASTERDOWN`: the server is not the primary, and the connection closes).
///
/// With a Sentinel-managed primary (``RedisEndpoint/sentinel``), each open asks the Sentinels for the
/// primary's address first and checks its `ROLE` after signing in; a failover then closes the
/// connection (the server closes it, the old primary answers `-READONLY`, or the Sentinel announces
/// `+switch-master`), and the next command asks again (RedisSentinel.swift).
///
/// A command's deadline runs from the moment it is asked for, so a command queued behind a slow one
/// waits no longer than its own timeout. Every read is bounded by that deadline and in bytes: a reply
/// larger than the command's `maximumReplyBytes` (``defaultMaximumReplyBytes``, 1 MiB, unless the
/// command names another) is a `.protocolViolation` and closes the connection, so a hostile or broken
/// server can neither hold a call past its timeout nor grow the process's memory. The fleet's
/// replies are small: the limiter's script answers a few integers, the token script a token of at most
/// a few kilobytes, `INFO server` about 2 KB, `ROLE` a line per replica; the cache store's `GET` names
/// its own bound (its largest entry). Cancelling the calling task does not interrupt a command
/// already sent; the deadline bounds it.
///
/// Scripts run with ``evaluate(_:keys:arguments:timeout:)``: `SCRIPT LOAD` once for the SHA, then
/// `EVALSHA`; a `NOSCRIPT` reply (a restarted or flushed server) sends the script once with `EVAL`,
/// which caches it again, and later calls use the SHA again.
///
/// `@unchecked Sendable`: every mutable stored property is read and written only by jobs on `queue`
/// (a serial queue).
package final class RedisConnection: @unchecked Sendable, CustomStringConvertible {
    /// The server and how to sign in (the password is never shown).
    package let endpoint: RedisEndpoint
    /// How long a command may take from the moment it is asked for, connecting included.
    package let timeout: Duration
    /// After a failed open, how long later commands fail at once with the same error.
    package let reconnectDelay: Duration
    /// The most bytes a reply may take when the command names no bound of its own.
    package let maximumReplyBytes: Int
    /// The reply bound of a connection made without one: 1 MiB, far above what the fleet stores.
    package static let defaultMaximumReplyBytes = 1 << 20

    private let queue: DispatchQueue
    // Touched only on `queue`:
    private var socket: (any RedisStream)?
    private var reader: RESPReader
    private var scriptSHAs: [String: String] = [:]
    private var failedOpen: (at: ContinuousClock.Instant, error: RedisError)?
    private var opened = 0
    private var attempts = 0
    /// With a Sentinel-managed primary: the Sentinels in the order to ask them next, and the Sentinel
    /// connection that announces a failover (RedisSentinel.swift).
    var sentinelOrder: [RedisSentinel.Address]
    var switchWatch: SentinelWatch?

    /// A connection to `endpoint`, opened by the first command.
    /// - Parameters:
    ///   - endpoint: The server, database, user and password.
    ///   - timeout: How long each command may take, connecting included (2 s by default).
    ///   - reconnectDelay: After a failed open, how long commands fail at once instead of trying again.
    ///   - maximumReplyBytes: The most bytes a reply may take (1 MiB), unless a command names its own.
    package init(
        endpoint: RedisEndpoint, timeout: Duration = .seconds(2), reconnectDelay: Duration = .zero,
        maximumReplyBytes: Int = RedisConnection.defaultMaximumReplyBytes
    ) {
        self.endpoint = endpoint
        self.timeout = timeout
        self.reconnectDelay = reconnectDelay
        self.maximumReplyBytes = max(64, maximumReplyBytes)
        sentinelOrder = endpoint.sentinel?.addresses ?? []
        reader = RESPReader(maximumReplyBytes: self.maximumReplyBytes)
        queue = DispatchQueue(label: "BattleNetRedis.connection")
    }

    deinit {
        socket?.close()
        switchWatch?.close()
    }

    /// `redis://host:port/db`, never the password.
    package var description: String { "RedisConnection(\(endpoint))" }

    /// How many times a connection was opened (and signed in): 1 after the first command, more after
    /// failures. Tests read it.
    package var openCount: Int {
        get async { await run { connection in connection.opened } }
    }

    /// How many times a connection was tried, failed tries included (tests read it).
    package var openAttempts: Int {
        get async { await run { connection in connection.attempts } }
    }

    /// With a Sentinel-managed primary, the Sentinels in the order the next connection asks them
    /// (tests read it).
    package var sentinelsInOrder: [RedisSentinel.Address] {
        get async { await run { connection in connection.sentinelOrder } }
    }

    // MARK: Commands

    /// Sends one command and returns its reply.
    /// - Parameters:
    ///   - arguments: The command and its arguments, e.g. `["GET", "key"]`.
    ///   - timeout: This command's timeout; the connection's by default.
    ///   - maximumReplyBytes: The most bytes its reply may take; the connection's bound by default.
    /// - Throws: ``RedisError``: `.reply` for an error reply, `.protocolViolation` for a reply over the
    ///   bound, or why the server could not answer.
    @discardableResult
    package func command(_ arguments: [String], timeout: Duration? = nil, maximumReplyBytes: Int? = nil) async throws(RedisError) -> RESPValue {
        let bytes = respCommand(arguments)
        return try await perform(timeout: timeout) { connection, deadline throws(RedisError) in
            try connection.roundTrip(bytes, until: deadline, maximumReplyBytes: maximumReplyBytes)
        }
    }

    /// Sends one command of byte arguments (binary safe: a value is sent as it is, never as text) and
    /// returns its reply.
    /// - Parameters:
    ///   - arguments: The command and its arguments, e.g. `[Array("SET".utf8), Array(key.utf8), value]`.
    ///   - timeout: This command's timeout; the connection's by default.
    ///   - maximumReplyBytes: The most bytes its reply may take; the connection's bound by default.
    /// - Throws: ``RedisError``: `.reply` for an error reply, `.protocolViolation` for a reply over the
    ///   bound, or why the server could not answer.
    @discardableResult
    package func command(bytes arguments: [[UInt8]], timeout: Duration? = nil, maximumReplyBytes: Int? = nil) async throws(RedisError) -> RESPValue {
        let bytes = respCommand(arguments)
        return try await perform(timeout: timeout) { connection, deadline throws(RedisError) in
            try connection.roundTrip(bytes, until: deadline, maximumReplyBytes: maximumReplyBytes)
        }
    }

    /// `PING`: whether the server answers (`PONG`).
    package func ping(timeout: Duration? = nil) async throws(RedisError) {
        let reply = try await command(["PING"], timeout: timeout)
        guard reply.string == "PONG" else { throw RedisError(.protocolViolation, message: "PING was answered \(reply)") }
    }

    /// `GET key`: the value, or `nil` when there is no such key.
    package func get(_ key: String) async throws(RedisError) -> String? {
        let reply = try await command(["GET", key])
        if reply.isNil { return nil }
        guard let text = reply.string else { throw RedisError(.protocolViolation, message: "GET was answered \(reply)") }
        return text
    }

    /// `SET key value [NX] [PX ms]`.
    /// - Parameters:
    ///   - onlyIfAbsent: `NX`: set only when the key does not exist.
    ///   - expiry: `PX`: the key expires after this long (at least 1 ms).
    /// - Returns: Whether the value was set (`false`: `NX` and the key existed).
    @discardableResult
    package func set(_ key: String, _ value: String, onlyIfAbsent: Bool = false, expiry: Duration? = nil) async throws(RedisError) -> Bool {
        var arguments = ["SET", key, value]
        if onlyIfAbsent { arguments.append("NX") }
        if let expiry { arguments += ["PX", String(max(1, expiry.microseconds / 1000))] }
        return !(try await command(arguments)).isNil
    }

    /// `DEL key…`: how many of the keys existed.
    @discardableResult
    package func delete(_ keys: [String]) async throws(RedisError) -> Int {
        guard !keys.isEmpty else { return 0 }
        let reply = try await command(["DEL"] + keys)
        guard let count = reply.integer else { throw RedisError(.protocolViolation, message: "DEL was answered \(reply)") }
        return Int(count)
    }

    /// `TIME`: the server's clock, as the time since 1970.
    package func time() async throws(RedisError) -> Duration {
        let reply = try await command(["TIME"])
        guard let parts = reply.elements, parts.count == 2, let seconds = parts[0].integer, let micro = parts[1].integer else {
            throw RedisError(.protocolViolation, message: "TIME was answered \(reply)")
        }
        return .seconds(seconds) + .microseconds(micro)
    }

    /// The server's `run_id` (from `INFO server`): it changes when the server restarts (or another
    /// server takes over).
    package func serverRunID() async throws(RedisError) -> String {
        let reply = try await command(["INFO", "server"])
        guard let text = reply.string,
              let line = text.split(whereSeparator: \.isNewline).first(where: { $0.hasPrefix("run_id:") }) else {
            throw RedisError(.protocolViolation, message: "INFO server names no run_id")
        }
        return String(line.dropFirst("run_id:".count)).trimmingCharacters(in: .whitespaces)
    }

    /// `SCRIPT LOAD source`: the script's SHA-1, which ``evaluate(_:keys:arguments:timeout:)`` then uses.
    @discardableResult
    package func loadScript(_ source: String) async throws(RedisError) -> String {
        try await perform(timeout: nil) { connection, deadline throws(RedisError) in
            try connection.load(source, until: deadline)
        }
    }

    /// Runs a Lua script: `EVALSHA` with its SHA (loaded with `SCRIPT LOAD` the first time), and on a
    /// `NOSCRIPT` reply `EVAL` once with its source, all within one deadline.
    /// - Parameters:
    ///   - source: The script.
    ///   - keys: Its `KEYS`.
    ///   - arguments: Its `ARGV`.
    ///   - timeout: This call's timeout; the connection's by default.
    /// - Returns: The script's reply.
    /// - Throws: ``RedisError``: `.reply` when the script fails (Redis's message), or why the server could not answer.
    @discardableResult
    package func evaluate(_ source: String, keys: [String], arguments: [String], timeout: Duration? = nil) async throws(RedisError) -> RESPValue {
        try await evaluate(source, keys: keys, byteArguments: arguments.map { Array($0.utf8) }, timeout: timeout)
    }

    /// Runs a Lua script whose `ARGV` are bytes (binary safe), as ``evaluate(_:keys:arguments:timeout:)`` does.
    /// - Parameters:
    ///   - source: The script.
    ///   - keys: Its `KEYS`.
    ///   - byteArguments: Its `ARGV`, sent as they are.
    ///   - timeout: This call's timeout; the connection's by default.
    ///   - maximumReplyBytes: The most bytes the script's reply may take; the connection's bound by default.
    /// - Returns: The script's reply.
    /// - Throws: ``RedisError``: `.reply` when the script fails (Redis's message), `.protocolViolation`
    ///   for a reply over the bound, or why the server could not answer.
    @discardableResult
    package func evaluate(
        _ source: String, keys: [String], byteArguments: [[UInt8]], timeout: Duration? = nil, maximumReplyBytes: Int? = nil
    ) async throws(RedisError) -> RESPValue {
        try await perform(timeout: timeout) { connection, deadline throws(RedisError) in
            let sha: String
            if let known = connection.scriptSHAs[source] { sha = known } else { sha = try connection.load(source, until: deadline) }
            let tail = ([String(keys.count)] + keys).map { Array($0.utf8) } + byteArguments
            do throws(RedisError) {
                return try connection.roundTrip(respCommand([Array("EVALSHA".utf8), Array(sha.utf8)] + tail), until: deadline, maximumReplyBytes: maximumReplyBytes)
            } catch where error.code == "NOSCRIPT" {
                return try connection.roundTrip(respCommand([Array("EVAL".utf8), Array(source.utf8)] + tail), until: deadline, maximumReplyBytes: maximumReplyBytes)
            }
        }
    }

    /// Closes the connection once the commands already asked for are done; a later command opens a new one.
    package func close() async {
        await run { connection in connection.drop() }
    }

    // MARK: On the queue

    /// Runs `job` on the queue with the command's deadline, opening the connection first.
    private func perform<T: Sendable>(
        timeout: Duration?, _ job: @escaping @Sendable (RedisConnection, ContinuousClock.Instant) throws(RedisError) -> T
    ) async throws(RedisError) -> T {
        let deadline = ContinuousClock.now + (timeout ?? self.timeout)
        let result: Result<T, RedisError> = await run { connection in
            do throws(RedisError) {
                guard ContinuousClock.now < deadline else {
                    throw RedisError(.timedOut, message: "\(connection.endpoint) did not answer in time (the command waited behind others)")
                }
                try connection.open(until: deadline)
                return .success(try job(connection, deadline))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func run<T: Sendable>(_ job: @escaping @Sendable (RedisConnection) -> T) async -> T {
        await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
            queue.async { [self] in continuation.resume(returning: job(self)) }
        }
    }

    private func open(until deadline: ContinuousClock.Instant) throws(RedisError) {
        if let socket {
            guard socket.isStale || primarySwitched(until: deadline) else { return }
            drop()
        }
        if let failedOpen, ContinuousClock.now < failedOpen.at + reconnectDelay { throw failedOpen.error }
        attempts += 1
        do throws(RedisError) {
            // The endpoint's address, or the primary a Sentinel names (watched for a switch from then on).
            let target = try primaryAddress(until: deadline)
            switchWatch = target.watch
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { throw RedisError(.unreachable, message: "\(endpoint) did not accept a connection in time") }
            // The primary a Sentinel named is reached as a plain address (TLS as the endpoint says).
            var direct = endpoint
            if endpoint.sentinel != nil { (direct.host, direct.port, direct.sentinel) = (target.host, target.port, nil) }
            socket = try openRedisStream(to: direct, timeout: remaining)
            reader = RESPReader(maximumReplyBytes: maximumReplyBytes)
            if let password = endpoint.password {
                let auth = endpoint.user.map { ["AUTH", $0, password] } ?? ["AUTH", password]
                _ = try roundTrip(respCommand(auth), until: deadline)
            }
            if endpoint.database != 0 {
                _ = try roundTrip(respCommand(["SELECT", String(endpoint.database)]), until: deadline)
            }
            try verifyPrimary(target, until: deadline)
            opened += 1
            failedOpen = nil
        } catch {
            drop()
            failedOpen = (ContinuousClock.now, error)
            throw error
        }
    }

    private func load(_ source: String, until deadline: ContinuousClock.Instant) throws(RedisError) -> String {
        let reply = try roundTrip(respCommand(["SCRIPT", "LOAD", source]), until: deadline)
        guard let sha = reply.string, sha.count == 40 else { throw RedisError(.protocolViolation, message: "SCRIPT LOAD was answered \(reply)") }
        scriptSHAs[source] = sha
        return sha
    }

    /// Writes one command and reads its reply. An error reply throws `.reply` and keeps the connection,
    /// except `-READONLY` and `-MASTERDOWN`, a replica's answers: the server is not the primary (any
    /// more: after a failover the old primary is a replica), so the connection closes and the failure
    /// is `.connectionLost`, as Redis's Sentinel client guidelines ask (a new connection asks the
    /// Sentinels again: <https://redis.io/docs/latest/develop/reference/sentinel-clients/>). Any other
    /// failure closes it too.
    func roundTrip(_ bytes: [UInt8], until deadline: ContinuousClock.Instant, maximumReplyBytes: Int? = nil) throws(RedisError) -> RESPValue {
        guard let socket else { throw RedisError(.connectionLost, message: "the connection to \(endpoint) is not open") }
        let reply: RESPValue
        do {
            reader.maximumReplyBytes = max(64, maximumReplyBytes ?? self.maximumReplyBytes)
            try socket.send(bytes, until: deadline)
            reply = try read(from: socket, until: deadline)
        } catch let error as RedisError {
            drop()
            throw error
        } catch let error as SocketError {
            drop()
            throw error.reason == .timedOut
                ? RedisError(.timedOut, message: "\(endpoint) did not answer in time")
                : RedisError(.connectionLost, message: "the connection to \(endpoint) failed: \(error)")
        } catch {
            drop()
            throw RedisError(.connectionLost, message: "the connection to \(endpoint) failed: \(error)")
        }
        if case .error(let message) = reply {
            let error = RedisError(.reply, message: masked(message))
            if error.code == "READONLY" || error.code == "MASTERDOWN" {
                drop()
                throw RedisError(.connectionLost, message: "\(endpoint) answered as a replica, not the primary: \(error.message)")
            }
            throw error
        }
        return reply
    }

    private func read(from socket: any RedisStream, until deadline: ContinuousClock.Instant) throws -> RESPValue {
        while true {
            do {
                if let value = try reader.next() { return value }
            } catch {
                throw RedisError(.protocolViolation, message: "\(endpoint) sent bytes that are not Redis's protocol: \(error.message)")
            }
            guard ContinuousClock.now < deadline else { throw SocketError(.timedOut, call: "recv") }
            var chunk: [UInt8] = []
            let count = try socket.receive(into: &chunk, maximum: 64 * 1024, until: deadline)
            guard count > 0 else { throw RedisError(.connectionLost, message: "\(endpoint) closed the connection") }
            reader.append(chunk)
        }
    }

    /// Closes a connection that cannot be trusted any more; the next command opens another.
    private func drop() {
        socket?.close()
        socket = nil
        reader = RESPReader(maximumReplyBytes: maximumReplyBytes)
        switchWatch?.close()
        switchWatch = nil
    }

    /// `message` without the password or the ACL user name, should a server ever echo them.
    private func masked(_ message: String) -> String {
        var message = message
        for secret in [endpoint.password, endpoint.user, endpoint.sentinel?.password] {
            if let secret, !secret.isEmpty { message = message.replacingOccurrences(of: secret, with: "•••") }
        }
        return message
    }
}

extension Duration {
    /// The whole microseconds of this duration (rounded toward zero), `Int64.max` or `Int64.min` past
    /// them.
    var microseconds: Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
        let (sum, overflowAgain) = whole.addingReportingOverflow(attoseconds / 1_000_000_000_000)
        if overflow || overflowAgain { return seconds < 0 ? .min : .max }
        return sum
    }
}
