import BattleNetCore
import Foundation

/// The Redis Sentinels that name a fleet's primary, and the primary's name in them (the
/// `sentinel monitor NAME …` line of their configuration): ``RedisEndpoint/sentinel``.
///
/// Each connection asks the Sentinels in turn, as Redis's Sentinel client guidelines describe
/// (<https://redis.io/docs/latest/develop/reference/sentinel-clients/>): `SENTINEL
/// get-master-addr-by-name NAME` (after `AUTH` when the Sentinels have a password), then connects to
/// the address answered, signs in there with the endpoint's user and password, and checks with `ROLE`
/// that it is the primary. The Sentinel that answered is asked first next time. After a failover the
/// connection is opened again through the Sentinels: when the server closes it (Sentinel disconnects
/// the clients of an instance whose role it changes), when the old primary answers `-READONLY` (it is
/// a replica now), and when the Sentinel that answered announces `+switch-master` for this name.
///
/// The Sentinels and the primary must be reachable by numeric address (or `localhost`): no name is
/// looked up, so Sentinels that announce host names (`announce-hostnames yes`) cannot be used.
///
/// ```swift
/// var sentinels = RedisSentinel(masterName: "fleet", addresses: [.init(host: "10.0.0.7"), .init(host: "10.0.0.8", port: 26380)])
/// sentinels.password = ProcessInfo.processInfo.environment["BNET_REDIS_SENTINEL_PASSWORD"]
/// let redis = RedisEndpoint(sentinel: sentinels, database: 0)
/// ```
public struct RedisSentinel: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// One Sentinel's address.
    public struct Address: Hashable, Sendable, CustomStringConvertible {
        /// A numeric address or `localhost` (no name lookup is made).
        public var host: String
        /// The port, 26379 (Sentinel's) by default.
        public var port: UInt16

        /// A Sentinel at `host`:`port`.
        public init(host: String, port: UInt16 = 26379) {
            self.host = host
            self.port = port
        }

        /// `host:port`, an IPv6 host in brackets.
        public var description: String { "\(host.contains(":") ? "[\(host)]" : host):\(port)" }
    }

    /// The URL scheme of a Sentinel-managed primary: `redis-sentinel`.
    static let scheme = "redis-sentinel"

    /// The primary's name in the Sentinels (`sentinel monitor NAME host port quorum`).
    public var masterName: String
    /// The Sentinels, asked in this order at first (then the one that answered last, first).
    public var addresses: [Address]
    /// The Sentinels' password (their `requirepass`), sent with `AUTH` before asking them; `nil` when
    /// they have none. It is not the primary's (``RedisEndpoint/password``), and never part of
    /// ``description``: bnet reads it from `BNET_REDIS_SENTINEL_PASSWORD` or a file.
    public var password: String?

    /// The Sentinels at `addresses` that watch the primary named `masterName`.
    public init(masterName: String, addresses: [Address], password: String? = nil) {
        self.masterName = masterName
        self.addresses = addresses
        self.password = password
    }

    /// `masterName at host:port,host:port`, and whether the Sentinels have a password; never the password.
    public var description: String {
        "\(masterName) at \(addresses.map(\.description).joined(separator: ","))" + (password == nil ? "" : " (with a password)")
    }

    /// The same as ``description``: the password is never shown.
    public var debugDescription: String { description }

    /// The master name, the Sentinels and whether they have a password; never the password.
    public var customMirror: Mirror {
        Mirror(self, children: ["masterName": masterName, "addresses": addresses.map(\.description), "hasPassword": password != nil])
    }
}

extension RedisEndpoint {
    /// Reads `redis-sentinel://[user[:password]@]host1[:port1][,host2[:port2]…][/db]#masterName`
    /// (or `…?sentinelMasterId=masterName`).
    init(sentinelURL text: String, allowingPasswordInURL: Bool) throws(BattleNetError) {
        func refuse(_ message: String) -> BattleNetError { BattleNetError(.invalidConfiguration, message: message) }
        var rest = Substring(text.dropFirst(RedisSentinel.scheme.count + 3))
        var fragment: Substring?
        if let mark = rest.firstIndex(of: "#") {
            fragment = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        var query: Substring?
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        var authority = rest
        var path: Substring = ""
        if let slash = rest.firstIndex(of: "/") {
            authority = rest[..<slash]
            path = rest[rest.index(after: slash)...]
        }
        var user: String?
        var password: String?
        if let at = authority.lastIndex(of: "@") {
            let login = authority[..<at]
            authority = authority[authority.index(after: at)...]
            if let colon = login.firstIndex(of: ":") {
                password = String(login[login.index(after: colon)...]).removingPercentEncoding ?? String(login[login.index(after: colon)...])
                user = login[..<colon].isEmpty ? nil : String(login[..<colon]).removingPercentEncoding
            } else if !login.isEmpty {
                user = String(login).removingPercentEncoding
            }
        }
        if password != nil, !allowingPasswordInURL {
            throw refuse("the Redis address carries a password, which a command line shows to every user of the machine: set BNET_REDIS_PASSWORD or BNET_REDIS_PASSWORD_FILE instead")
        }
        var addresses: [RedisSentinel.Address] = []
        for item in authority.split(separator: ",", omittingEmptySubsequences: false) {
            var host = item
            var portText: Substring?
            if item.hasPrefix("[") {
                guard let close = item.firstIndex(of: "]") else { throw refuse("the Sentinel address \(item) has no closing ]") }
                host = item[item.index(after: item.startIndex)..<close]
                let after = item[item.index(after: close)...]
                if !after.isEmpty {
                    guard after.hasPrefix(":") else { throw refuse("the Sentinel address \(item) is not [host]:port") }
                    portText = after.dropFirst()
                }
            } else if let colon = item.lastIndex(of: ":") {
                host = item[..<colon]
                portText = item[item.index(after: colon)...]
            }
            guard !host.isEmpty, !host.contains(where: { $0.isWhitespace || $0 == "/" }) else {
                throw refuse("the Redis address names no Sentinel host (redis-sentinel://host1[:port1][,host2[:port2]]/db#masterName)")
            }
            var port: UInt16 = 26379
            if let portText {
                guard let given = Int(portText), (1...65_535).contains(given) else {
                    throw refuse("the Sentinel port must be 1-65535; got \(portText.isEmpty ? "nothing" : portText)")
                }
                port = UInt16(given)
            }
            addresses.append(RedisSentinel.Address(host: String(host), port: port))
        }
        var database = 0
        let number = path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        if !number.isEmpty {
            guard let value = Int(number), (0...1_000_000).contains(value) else {
                throw refuse("the Redis database must be a number such as /0; got /\(number)")
            }
            database = value
        }
        var named: String?
        for pair in (query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts[0] == "sentinelMasterId", parts.count == 2 else {
                throw refuse("the Redis address's parameter \(parts[0]) is not supported; only sentinelMasterId is read")
            }
            named = String(parts[1]).removingPercentEncoding
        }
        let fromFragment = fragment.flatMap { String($0).removingPercentEncoding }
        if let named, let fromFragment, named != fromFragment {
            throw refuse("the Redis address names two masters, \(fromFragment) and \(named): keep one")
        }
        guard let masterName = fromFragment ?? named, !masterName.isEmpty else {
            throw refuse("the Redis address names no master: end it with #name, the name in the Sentinels' sentinel monitor line (redis-sentinel://host1[:port1][,host2[:port2]]/db#name)")
        }
        guard !masterName.contains(where: { $0.isWhitespace || $0.isNewline || $0.asciiValue.map { $0 < 32 } == true }) else {
            throw refuse("the master name \(masterName.debugDescription) has a space or a control character")
        }
        self.init(sentinel: RedisSentinel(masterName: masterName, addresses: addresses), database: database, user: user, password: password)
    }
}

// MARK: - Asking the Sentinels

/// Where a connection goes: the endpoint's own address, or the primary a Sentinel named.
struct PrimaryTarget {
    let host: String
    let port: UInt16
    /// The Sentinel that named it; `nil` for the endpoint's own address.
    let sentinel: RedisSentinel.Address?
    /// That Sentinel's connection, subscribed to `+switch-master`.
    let watch: SentinelWatch?
    /// How errors name it: the endpoint, or the primary and who named it.
    let name: String
}

/// A Sentinel connection subscribed to `+switch-master`, read without waiting before each command: a
/// failover of the primary closes the connection to the old one (Redis's Sentinel client guidelines
/// suggest the subscription to learn of a failover sooner; Sentinel reconfigures a healthy old primary
/// only when it next looks at it, ten seconds later, and until then it takes writes).
struct SentinelWatch {
    private let socket: ConnectedSocket
    private var reader = RESPReader()
    private let masterName: String
    /// The primary connected to, as `host port` in Sentinel's messages.
    private let current: String

    init(socket: ConnectedSocket, masterName: String, host: String, port: UInt16) {
        self.socket = socket
        self.masterName = masterName
        current = "\(host) \(port)"
    }

    /// Whether the Sentinel announced another primary for this name since the last look; `nil` when
    /// the subscription is over (the Sentinel closed it or refused `SUBSCRIBE`): stop watching.
    mutating func switched() -> Bool? {
        socket.setNonBlocking(true)
        defer { socket.setNonBlocking(false) }
        var switched = false
        while true {
            var chunk: [UInt8] = []
            do {
                guard try socket.receive(into: &chunk, maximum: 16 * 1024) > 0 else { return nil }
            } catch {
                return error.reason == .wouldBlock ? switched : nil
            }
            reader.append(chunk)
            while true {
                let value: RESPValue?
                do { value = try reader.next() } catch { return nil }
                guard let value else { break }
                if case .error = value { return nil }
                // ["message", "+switch-master", "<name> <old ip> <old port> <new ip> <new port>"]
                guard let parts = value.elements, parts.count == 3, parts[0].string == "message",
                      let text = parts[2].string else { continue }
                let words = text.split(separator: " ")
                if words.count == 5, words[0] == masterName, "\(words[3]) \(words[4])" != current { switched = true }
            }
        }
    }

    func close() { socket.close() }
}

/// Why one Sentinel gave no primary.
private struct SentinelFailure: Error {
    let message: String
    /// It answered that it knows no primary of that name.
    var unknownName = false
}

extension RedisConnection {
    /// The endpoint's address; or, with ``RedisEndpoint/sentinel``, the primary's address as the first
    /// Sentinel that answers names it (each Sentinel tried within its share of the time left, keeping a
    /// share for the primary), as Redis's Sentinel client guidelines describe. The Sentinel that
    /// answered is asked first next time. Runs on the connection's queue.
    /// - Throws: ``RedisError`` `.unreachable` naming the master name and every Sentinel asked, with
    ///   what each answered (never a password).
    func primaryAddress(until deadline: ContinuousClock.Instant) throws(RedisError) -> PrimaryTarget {
        guard let sentinel = endpoint.sentinel else {
            return PrimaryTarget(host: endpoint.host, port: endpoint.port, sentinel: nil, watch: nil, name: endpoint.description)
        }
        var failures: [String] = []
        var unknown = 0
        for (index, address) in sentinelOrder.enumerated() {
            let now = ContinuousClock.now
            guard now < deadline else {
                failures.append("\(address) was not asked in time")
                continue
            }
            let share = (deadline - now) / (sentinelOrder.count - index + 1)
            do {
                let (socket, host, port) = try ask(address, sentinel, until: now + share)
                sentinelOrder.remove(at: index)
                sentinelOrder.insert(address, at: 0)
                return PrimaryTarget(
                    host: host, port: port, sentinel: address,
                    watch: SentinelWatch(socket: socket, masterName: sentinel.masterName, host: host, port: port),
                    name: "the primary \(RedisSentinel.Address(host: host, port: port)) of \(sentinel.masterName) (named by the Sentinel at \(address))"
                )
            } catch {
                if error.unknownName { unknown += 1 }
                failures.append("\(address) \(error.message)")
            }
        }
        if sentinelOrder.isEmpty {
            throw RedisError(.unreachable, message: "no Sentinel is given for the primary \(sentinel.masterName)")
        }
        if unknown == sentinelOrder.count {
            throw RedisError(
                .unreachable,
                message: "no Sentinel knows a primary named \(sentinel.masterName) (the name in their sentinel monitor line): \(failures.joined(separator: "; "))"
            )
        }
        throw RedisError(.unreachable, message: "no Sentinel named the primary \(sentinel.masterName): \(failures.joined(separator: "; "))")
    }

    /// With a Sentinel-managed primary, checks with `ROLE` that the server just signed in to is the
    /// primary: a Sentinel may still name the old one during a failover. When it is not, that Sentinel
    /// is asked last next time and the open fails (`.unreachable`); the next command asks again, after
    /// the connection's reconnect delay, as the guidelines' "wait a short time, start again" asks. An
    /// ACL user without the right to run `ROLE` (`NOPERM`) skips the check: a replica's `-READONLY`
    /// answer still sends the connection back to the Sentinels.
    func verifyPrimary(_ target: PrimaryTarget, until deadline: ContinuousClock.Instant) throws(RedisError) {
        guard let via = target.sentinel else { return }
        let reply: RESPValue
        do {
            reply = try roundTrip(respCommand(["ROLE"]), until: deadline)
        } catch where error.code == "NOPERM" {
            return
        }
        guard let role = reply.elements?.first?.string else {
            throw RedisError(.protocolViolation, message: "ROLE was answered \(reply)")
        }
        guard role == "master" else {
            if let index = sentinelOrder.firstIndex(of: via) { sentinelOrder.append(sentinelOrder.remove(at: index)) }
            throw RedisError(
                .unreachable,
                message: "\(target.name) is not the primary but a \(role == "slave" ? "replica" : role) (a failover is under way?); the next connection asks the Sentinels again"
            )
        }
    }

    /// Whether the watched Sentinel announced a failover of the primary since the last command. A
    /// subscription that ended is dropped (the next connection makes another).
    func primarySwitched() -> Bool {
        guard switchWatch != nil else { return false }
        guard let switched = switchWatch?.switched() else {
            switchWatch?.close()
            switchWatch = nil
            return false
        }
        return switched
    }

    /// Asks one Sentinel for the primary's address (after `AUTH` with the Sentinels' password), then
    /// subscribes that connection to `+switch-master`.
    private func ask(
        _ address: RedisSentinel.Address, _ sentinel: RedisSentinel, until deadline: ContinuousClock.Instant
    ) throws(SentinelFailure) -> (ConnectedSocket, String, UInt16) {
        let socket: ConnectedSocket
        do {
            socket = try ConnectedSocket.connect(host: address.host, port: address.port, timeout: max(deadline - .now, .milliseconds(1)))
        } catch {
            throw SentinelFailure(message: error.reason == .timedOut ? "did not accept a connection in time" : "cannot be reached: \(error)")
        }
        socket.setSendTimeout(max(deadline - .now, .milliseconds(1)))
        var reader = RESPReader()
        func masked(_ text: String) -> String {
            guard let password = sentinel.password, !password.isEmpty else { return text }
            return text.replacingOccurrences(of: password, with: "•••")
        }
        do throws(SentinelFailure) {
            if let password = sentinel.password {
                if case .error(let message) = try exchange(socket, &reader, ["AUTH", password], until: deadline) {
                    throw SentinelFailure(message: "refused the Sentinels' password: \(masked(message))")
                }
            }
            let reply = try exchange(socket, &reader, ["SENTINEL", "get-master-addr-by-name", sentinel.masterName], until: deadline)
            if case .error(let message) = reply {
                let hint = message.hasPrefix("NOAUTH") ? " (set the Sentinels' password: BNET_REDIS_SENTINEL_PASSWORD)" : ""
                throw SentinelFailure(message: "answered \(masked(message))\(hint)")
            }
            if reply.isNil { throw SentinelFailure(message: "knows no primary named \(sentinel.masterName)", unknownName: true) }
            guard let parts = reply.elements, parts.count == 2, let host = parts[0].string, !host.isEmpty,
                  let number = parts[1].integer, (1...65_535).contains(number) else {
                throw SentinelFailure(message: "answered something else than an address: \(reply)")
            }
            guard host.lowercased() == "localhost" || SocketAddress(numeric: host) != nil else {
                throw SentinelFailure(
                    message: "named the primary \(host):\(number), a host name, and no name is looked up: let the Sentinels announce addresses (announce-hostnames no)"
                )
            }
            // Not waited for: its confirmation is read with the announcements, before the next command.
            do {
                try socket.writeAll(respCommand(["SUBSCRIBE", "+switch-master"]))
            } catch {
                throw SentinelFailure(message: "failed: \(error)")
            }
            return (socket, host, UInt16(number))
        } catch {
            socket.close()
            throw error
        }
    }

    /// Writes one command to a Sentinel and reads its reply (an error reply is returned, not thrown).
    private func exchange(
        _ socket: ConnectedSocket, _ reader: inout RESPReader, _ arguments: [String], until deadline: ContinuousClock.Instant
    ) throws(SentinelFailure) -> RESPValue {
        do {
            try socket.writeAll(respCommand(arguments))
            while true {
                if let value = try reader.next() { return value }
                var chunk: [UInt8] = []
                guard try socket.receive(into: &chunk, maximum: 16 * 1024, until: deadline) > 0 else {
                    throw SentinelFailure(message: "closed the connection")
                }
                reader.append(chunk)
            }
        } catch let error as SentinelFailure {
            throw error
        } catch let error as SocketError {
            throw SentinelFailure(message: error.reason == .timedOut ? "did not answer in time" : "failed: \(error)")
        } catch {
            throw SentinelFailure(message: "sent bytes that are not Redis's protocol: \(error)")
        }
    }
}
