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
/// **Trust**: a Sentinel is trusted as much as the primary, since the address it names receives the
/// primary's password and, with `FleetTokenCoordinator`, the fleet's client token. Anyone who can
/// send `SENTINEL MONITOR` to a Sentinel without a password can name a server of their own. So when
/// the primary has a password (``RedisEndpoint/password``), the address a Sentinel names is used only
/// when the Sentinels have a password (``password``) or the address is one of the pinned ``primaries``;
/// otherwise the connection fails before anything is sent to it (not even a connect), saying why, and
/// `FleetTokenCoordinator` refuses the endpoint outright. With ``primaries`` set, an address outside
/// them is refused whatever the Sentinels' password. A primary without a password takes no secret, and
/// the Sentinels are used without either.
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
    /// The addresses the primary may have (every server that may be promoted), as the Sentinels
    /// announce them (`host` numeric, `port` the server's, e.g. 6379); empty (the default): not pinned.
    /// When set, an address a Sentinel names outside them is refused before anything is sent to it.
    /// Pinning lets Sentinels without a password be used with a primary that has one (see **Trust**).
    public var primaries: [Address]

    /// The Sentinels at `addresses` that watch the primary named `masterName`.
    /// - Parameters:
    ///   - masterName: The primary's name in the Sentinels (`sentinel monitor NAME …`).
    ///   - addresses: The Sentinels, asked in this order at first.
    ///   - password: The Sentinels' password, if they have one.
    ///   - primaries: The addresses the primary may have; empty for any the Sentinels name (which
    ///     needs Sentinels with a password when the primary has one).
    ///
    /// ```swift
    /// let sentinels = RedisSentinel(
    ///     masterName: "fleet", addresses: [.init(host: "10.0.0.7"), .init(host: "10.0.0.8")],
    ///     primaries: [.init(host: "10.0.0.5", port: 6379), .init(host: "10.0.0.6", port: 6379)]
    /// )
    /// ```
    public init(masterName: String, addresses: [Address], password: String? = nil, primaries: [Address] = []) {
        self.masterName = masterName
        self.addresses = addresses
        self.password = password
        self.primaries = primaries
    }

    /// Whether the Sentinels may name the primary of an endpoint that has a password: they have a
    /// password themselves, or the primary's addresses are pinned.
    var mayNameAPrimaryWithAPassword: Bool { password?.isEmpty == false || !primaries.isEmpty }

    /// Whether `host`:`port`, named by a Sentinel, may be connected to: any address while
    /// ``primaries`` is empty, else one of them (hosts compared without case).
    func allows(host: String, port: UInt16) -> Bool {
        primaries.isEmpty || primaries.contains { $0.host.lowercased() == host.lowercased() && $0.port == port }
    }

    /// Why an endpoint whose primary has a password cannot go through these Sentinels; `nil` when it can.
    package var refusalForAPrimaryWithAPassword: String? {
        guard !mayNameAPrimaryWithAPassword else { return nil }
        return "the Sentinels of \(masterName) have no password, so anyone who can reach them could name a server of "
            + "their own as the primary and be sent the primary's password (and the fleet's client token): give the "
            + "Sentinels a password (their requirepass; BNET_REDIS_SENTINEL_PASSWORD, RedisSentinel.password) or pin "
            + "the primaries' addresses (?primaries=HOST:PORT,… in the URL, RedisSentinel.primaries)"
    }

    /// `masterName at host:port,host:port`, the pinned primaries, and whether the Sentinels have a
    /// password; never the password.
    public var description: String {
        "\(masterName) at \(addresses.map(\.description).joined(separator: ","))"
            + (primaries.isEmpty ? "" : " (primaries \(primaries.map(\.description).joined(separator: ",")))")
            + (password == nil ? "" : " (with a password)")
    }

    /// The same as ``description``: the password is never shown.
    public var debugDescription: String { description }

    /// The master name, the Sentinels and whether they have a password; never the password.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "masterName": masterName, "addresses": addresses.map(\.description), "primaries": primaries.map(\.description),
            "hasPassword": password != nil,
        ])
    }
}

extension RedisEndpoint {
    /// Reads `redis-sentinel://[user[:password]@]host1[:port1][,host2[:port2]…][/db][?primaries=HOST:PORT,…]#masterName`
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
        if password != nil, !allowingPasswordInURL { throw refuse(Self.passwordInURLMessage) }
        let addresses = try Self.addresses(authority, defaultPort: 26379, naming: "Sentinel")
        var database = 0
        let number = path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        if !number.isEmpty {
            guard let value = Int(number), (0...1_000_000).contains(value) else {
                throw refuse("the Redis database must be a number such as /0; got /\(number)")
            }
            database = value
        }
        var named: String?
        var primaries: [RedisSentinel.Address] = []
        for pair in (query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let value = parts.count == 2 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : ""
            switch parts[0] {
            case "sentinelMasterId" where parts.count == 2:
                named = value
            case "primaries" where parts.count == 2:
                primaries += try Self.addresses(Substring(value), defaultPort: 6379, naming: "primary")
            case "password":
                guard allowingPasswordInURL else { throw refuse(Self.passwordInURLMessage) }
                password = value
            default:
                throw refuse("the Redis address's parameter \(parts[0].prefix(40)) is not supported; only sentinelMasterId and primaries are read")
            }
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
        self.init(
            sentinel: RedisSentinel(masterName: masterName, addresses: addresses, primaries: primaries), database: database, user: user,
            password: password
        )
    }

    /// Why a password in a URL is refused where a command line could have shown it.
    static let passwordInURLMessage = "the Redis address carries a password, which a command line shows to every user of the machine: set BNET_REDIS_PASSWORD or BNET_REDIS_PASSWORD_FILE instead"

    /// `host[:port],[v6]:port,…`: the addresses of Sentinels or of pinned primaries.
    static func addresses(_ list: Substring, defaultPort: UInt16, naming what: String) throws(BattleNetError) -> [RedisSentinel.Address] {
        func refuse(_ message: String) -> BattleNetError { BattleNetError(.invalidConfiguration, message: message) }
        var addresses: [RedisSentinel.Address] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            var host = item
            var portText: Substring?
            if item.hasPrefix("[") {
                guard let close = item.firstIndex(of: "]") else { throw refuse("the \(what) address \(item) has no closing ]") }
                host = item[item.index(after: item.startIndex)..<close]
                let after = item[item.index(after: close)...]
                if !after.isEmpty {
                    guard after.hasPrefix(":") else { throw refuse("the \(what) address \(item) is not [host]:port") }
                    portText = after.dropFirst()
                }
            } else if let colon = item.lastIndex(of: ":") {
                host = item[..<colon]
                portText = item[item.index(after: colon)...]
            }
            guard !host.isEmpty, !host.contains(where: { $0.isWhitespace || $0 == "/" || $0 == "@" }) else {
                throw refuse("the Redis address names no \(what) host (redis-sentinel://host1[:port1][,host2[:port2]]/db#masterName)")
            }
            var port = defaultPort
            if let portText {
                guard let given = Int(portText), (1...65_535).contains(given) else {
                    throw refuse("the \(what) port must be 1-65535; got \(portText.isEmpty ? "nothing" : portText.prefix(20))")
                }
                port = UInt16(given)
            }
            addresses.append(RedisSentinel.Address(host: String(host), port: port))
        }
        return addresses
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
///
/// Bounded: a look reads at most ``maximumBytesPerLook`` bytes and stops at the command's deadline;
/// a message may take at most ``maximumMessageBytes``. A subscription sends only the confirmation of
/// `SUBSCRIBE` and messages: anything else, a message over the bound, or more bytes waiting than a
/// look reads (no Sentinel announces that many failovers between two commands) ends the watch, and
/// the connection goes on without it (a failover is then noticed when the old primary closes the
/// connection or answers `-READONLY`).
struct SentinelWatch {
    /// The most bytes one look reads: 64 KiB.
    static let maximumBytesPerLook = 64 * 1024
    /// The most bytes one message of the subscription may take: 4 KiB (a `+switch-master` message
    /// takes about a hundred).
    static let maximumMessageBytes = 4 * 1024

    /// `nil` for a watch that is only fed bytes (``forTaking(masterName:host:port:)``).
    private let socket: ConnectedSocket?
    private var reader = RESPReader(maximumReplyBytes: SentinelWatch.maximumMessageBytes)
    /// Whether the subscription ended (closed, or sent what a subscription does not).
    private var ended = false
    private let masterName: String
    /// The primary connected to, as `host port` in Sentinel's messages.
    private let current: String

    init(socket: ConnectedSocket?, masterName: String, host: String, port: UInt16) {
        self.socket = socket
        self.masterName = masterName
        current = "\(host) \(port)"
    }

    /// Whether the Sentinel announced another primary for this name since the last look; `nil` when
    /// the subscription is over (the Sentinel closed it, refused `SUBSCRIBE`, or sent what a
    /// subscription does not): stop watching. Never waits; gives up at `deadline`.
    mutating func switched(until deadline: ContinuousClock.Instant = .now + .seconds(1)) -> Bool? {
        guard let socket, !ended else { return nil }
        socket.setNonBlocking(true)
        defer { socket.setNonBlocking(false) }
        var switched = false
        var read = 0
        while true {
            guard read < Self.maximumBytesPerLook, ContinuousClock.now < deadline else { return nil }
            var chunk: [UInt8] = []
            do {
                let count = try socket.receive(into: &chunk, maximum: min(16 * 1024, Self.maximumBytesPerLook - read))
                guard count > 0 else { return nil }
                read += count
            } catch {
                return error.reason == .wouldBlock ? switched : nil
            }
            guard let announced = take(chunk) else { return nil }
            switched = switched || announced
        }
    }

    /// Reads bytes the subscription delivered: whether they announce another primary for this name;
    /// `nil` when they are not what a subscription sends (the watch must end).
    mutating func take(_ bytes: [UInt8]) -> Bool? {
        guard !ended else { return nil }
        reader.append(bytes)
        var switched = false
        while true {
            let value: RESPValue?
            do { value = try reader.next() } catch {
                ended = true
                return nil
            }
            guard let value else { return switched }
            guard let announcement = Self.announcement(value) else {
                ended = true
                return nil
            }
            // ["message", "+switch-master", "<name> <old ip> <old port> <new ip> <new port>"]
            guard let text = announcement else { continue }
            let words = text.split(separator: " ")
            if words.count == 5, words[0] == masterName, "\(words[3]) \(words[4])" != current { switched = true }
        }
    }

    /// What a value of the subscription says: `.some(text)` for a message on `+switch-master`,
    /// `.some(nil)` for the confirmation of `SUBSCRIBE`; `nil` for anything else.
    static func announcement(_ value: RESPValue) -> String?? {
        guard let parts = value.elements, parts.count == 3, parts[1].string == "+switch-master" else { return nil }
        switch parts[0].string {
        case "subscribe": return parts[2].integer != nil ? .some(nil) : nil
        case "message": return parts[2].string.map { .some($0) } ?? nil
        default: return nil
        }
    }

    /// A watch without a connection, fed with ``take(_:)`` (the fuzzer's).
    static func forTaking(masterName: String, host: String, port: UInt16) -> SentinelWatch {
        SentinelWatch(socket: nil, masterName: masterName, host: host, port: port)
    }

    func close() { socket?.close() }
}

/// Why one Sentinel gave no primary.
struct SentinelFailure: Error {
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
        // The primary's password goes only where Sentinels that can be trusted, or the pins, say.
        if endpoint.password != nil, let refusal = sentinel.refusalForAPrimaryWithAPassword {
            throw RedisError(.unreachable, message: "nothing was sent: \(refusal)")
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
    func primarySwitched(until deadline: ContinuousClock.Instant) -> Bool {
        guard switchWatch != nil else { return false }
        guard let switched = switchWatch?.switched(until: deadline) else {
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
        // A Sentinel's replies to AUTH and get-master-addr-by-name are a few dozen bytes.
        var reader = RESPReader(maximumReplyBytes: 4 * 1024)
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
            let (host, number) = try Self.namedPrimary(reply, of: sentinel)
            // Not waited for: its confirmation is read with the announcements, before the next command.
            do {
                try socket.writeAll(respCommand(["SUBSCRIBE", "+switch-master"]))
            } catch {
                throw SentinelFailure(message: "failed: \(error)")
            }
            return (socket, host, number)
        } catch {
            socket.close()
            throw error
        }
    }

    /// The primary's address in a Sentinel's answer to `get-master-addr-by-name`, if it may be used:
    /// a numeric host (or `localhost`) and a port, inside ``RedisSentinel/primaries`` when they are set.
    static func namedPrimary(_ reply: RESPValue, of sentinel: RedisSentinel) throws(SentinelFailure) -> (String, UInt16) {
        if reply.isNil { throw SentinelFailure(message: "knows no primary named \(sentinel.masterName)", unknownName: true) }
        guard let parts = reply.elements, parts.count == 2, let host = parts[0].string, !host.isEmpty,
              let number = parts[1].integer, (1...65_535).contains(number) else {
            throw SentinelFailure(message: "answered something else than an address: \(String(describing: reply).prefix(200))")
        }
        let port = UInt16(number)
        guard host.lowercased() == "localhost" || SocketAddress(numeric: host) != nil else {
            throw SentinelFailure(
                message: "named the primary \(host.prefix(100)):\(number), a host name, and no name is looked up: let the Sentinels announce addresses (announce-hostnames no)"
            )
        }
        guard sentinel.allows(host: host, port: port) else {
            throw SentinelFailure(
                message: "named \(RedisSentinel.Address(host: host, port: port)), which is not one of the pinned primaries "
                    + "(\(sentinel.primaries.map(\.description).joined(separator: ","))): nothing was sent to it"
            )
        }
        return (host, port)
    }

    /// Writes one command to a Sentinel and reads its reply (an error reply is returned, not thrown).
    private func exchange(
        _ socket: ConnectedSocket, _ reader: inout RESPReader, _ arguments: [String], until deadline: ContinuousClock.Instant
    ) throws(SentinelFailure) -> RESPValue {
        do {
            try socket.writeAll(respCommand(arguments))
            while true {
                if let value = try reader.next() { return value }
                guard ContinuousClock.now < deadline else { throw SentinelFailure(message: "did not answer in time") }
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
