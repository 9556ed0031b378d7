import BattleNetCore
import BattleNetRedis
import Foundation

/// The fleet limiters and token coordinators a command made, left when it ends: a member that just
/// exits would hold its fallback share back from the rest of the fleet until Redis forgets it (a minute).
///
/// `@unchecked Sendable`: `limiters` and `coordinators` are read and written only under `lock`.
final class FleetMembership: @unchecked Sendable {
    private let lock = NSLock()
    private var limiters: [FleetLimiter] = []
    private var coordinators: [FleetTokenCoordinator] = []

    func add(_ limiter: FleetLimiter) { lock.withLock { limiters.append(limiter) } }
    func add(_ coordinator: FleetTokenCoordinator) { lock.withLock { coordinators.append(coordinator) } }

    /// Leaves the fleet with every limiter made (each removes its member from Redis at once), and closes
    /// the token coordinators' connections.
    func leaveAll() async {
        let (all, tokens) = lock.withLock { () -> ([FleetLimiter], [FleetTokenCoordinator]) in
            defer { limiters.removeAll(); coordinators.removeAll() }
            return (limiters, coordinators)
        }
        for limiter in all { await limiter.leave() }
        for coordinator in tokens { await coordinator.close() }
    }
}

extension Context {
    /// Where the fleet's Redis is: `--redis URL`, else `BNET_REDIS_URL`; `nil` when neither is set.
    ///
    /// The password comes from `BNET_REDIS_PASSWORD`, or from a file (`--redis-password-file PATH`, else
    /// `BNET_REDIS_PASSWORD_FILE`) that group and others cannot read or write (as ssh treats a private
    /// key: a file with mode 0600 or 0400 is taken, 0640 or 0644 is refused). A password in the URL is
    /// refused when the URL is on the command line (every user of the machine can read a process's
    /// arguments) and taken from `BNET_REDIS_URL` (a process's environment is its owner's alone).
    /// Setting the password both ways is refused, so it is never unclear which one is used. A `rediss://`
    /// (TLS) address is refused where the platform has no TLS (Linux), before anything is sent.
    ///
    /// On the command line the address names no one before `@` (`redis://NAME@host` is refused): some
    /// Redis clients read that slot as the password, so a password is easily typed there, where every
    /// user of the machine can read it. The ACL user comes from `BNET_REDIS_USER` (or the address in
    /// `BNET_REDIS_URL`), and, like the password, is never printed (not by `--trace` nor in errors).
    /// `?password=` is refused on the command line as a password is.
    ///
    /// A `redis-sentinel://SENTINEL1[,SENTINEL2…]/DB#MASTERNAME` address names the Sentinels that name
    /// the primary. Their own password, when they have one (a Sentinel's `requirepass`), comes the same
    /// ways: `BNET_REDIS_SENTINEL_PASSWORD`, or a file (`--redis-sentinel-password-file PATH`, else
    /// `BNET_REDIS_SENTINEL_PASSWORD_FILE`) checked as the Redis password's is; never from the URL.
    func redisEndpoint() throws(UsageError) -> RedisEndpoint? {
        let fromOption = options.redis != nil
        guard let text = options.redis ?? environment["BNET_REDIS_URL"].flatMap({ $0.isEmpty ? nil : $0 }) else {
            if options.redisPasswordFile != nil { throw UsageError("--redis-password-file needs --redis URL (or BNET_REDIS_URL)") }
            if options.redisSentinelPasswordFile != nil {
                throw UsageError("--redis-sentinel-password-file needs --redis redis-sentinel://… (or BNET_REDIS_URL)")
            }
            return nil
        }
        let source = fromOption ? "--redis" : "BNET_REDIS_URL"
        var endpoint: RedisEndpoint
        do {
            endpoint = try RedisEndpoint(url: text, allowingPasswordInURL: !fromOption)
        } catch {
            throw UsageError("\(source): \(error.message)")
        }
        if endpoint.usesTLS, !RedisEndpoint.isTLSAvailable {
            throw UsageError("\(source): \(RedisEndpoint.tlsUnavailableMessage)")
        }
        if fromOption, endpoint.user != nil {
            throw UsageError("--redis: the address names someone before @ (redis://NAME@host), which every user of the machine can "
                + "read on a command line, and which some Redis clients read as the password: give the ACL user in BNET_REDIS_USER "
                + "(or the whole address in BNET_REDIS_URL) and the password in BNET_REDIS_PASSWORD or BNET_REDIS_PASSWORD_FILE")
        }
        if let user = environment["BNET_REDIS_USER"].flatMap({ $0.isEmpty ? nil : $0 }) {
            guard endpoint.user == nil else { throw UsageError("the Redis ACL user is set by both BNET_REDIS_URL and BNET_REDIS_USER: keep one") }
            endpoint.user = user
        }
        let file = options.redisPasswordFile ?? environment["BNET_REDIS_PASSWORD_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        let inline = environment["BNET_REDIS_PASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
        let sources = [endpoint.password != nil ? "the URL in BNET_REDIS_URL" : nil, inline != nil ? "BNET_REDIS_PASSWORD" : nil,
                       file != nil ? (options.redisPasswordFile != nil ? "--redis-password-file" : "BNET_REDIS_PASSWORD_FILE") : nil]
            .compactMap { $0 }
        if sources.count > 1 {
            throw UsageError("the Redis password is set by both \(sources[0]) and \(sources[1]): keep one")
        }
        if let inline { endpoint.password = inline }
        if let file { endpoint.password = try Self.redisPassword(file: file) }
        try readSentinelPassword(into: &endpoint)
        if endpoint.password != nil, let refusal = endpoint.sentinel?.refusalForAPrimaryWithAPassword {
            throw UsageError("\(source): \(refusal)")
        }
        return endpoint
    }

    /// The Sentinels' password, for a `redis-sentinel://` address: `BNET_REDIS_SENTINEL_PASSWORD`, or
    /// the file of `--redis-sentinel-password-file` (else `BNET_REDIS_SENTINEL_PASSWORD_FILE`); one of
    /// them at most. Refused for a `redis://` address, which has no Sentinels (the environment
    /// variables are then ignored, as a shared environment may set them for other processes).
    private func readSentinelPassword(into endpoint: inout RedisEndpoint) throws(UsageError) {
        let file = options.redisSentinelPasswordFile ?? environment["BNET_REDIS_SENTINEL_PASSWORD_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        let inline = environment["BNET_REDIS_SENTINEL_PASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
        guard endpoint.sentinel != nil else {
            if options.redisSentinelPasswordFile != nil {
                throw UsageError("--redis-sentinel-password-file is for a redis-sentinel:// address; this one names the primary itself")
            }
            return
        }
        if inline != nil, file != nil {
            let named = options.redisSentinelPasswordFile != nil ? "--redis-sentinel-password-file" : "BNET_REDIS_SENTINEL_PASSWORD_FILE"
            throw UsageError("the Sentinels' password is set by both BNET_REDIS_SENTINEL_PASSWORD and \(named): keep one")
        }
        if let inline { endpoint.sentinel?.password = inline }
        if let file {
            endpoint.sentinel?.password = try Self.redisPassword(file: file, naming: "Sentinels' password")
        }
    }

    /// The password in `path`: its first line, without the line break. Refused when the file is not a
    /// regular file, is empty, or group or others have any access to it (fix: `chmod 600 PATH`).
    /// `what` names the password in errors: the Redis password, or the Sentinels' password.
    static func redisPassword(file path: String, naming what: String = "Redis password") throws(UsageError) -> String {
        // Opened first and judged by what was opened (a link, as a mounted secret often is, by its
        // target), so the file read is the file checked. Non-blocking, so a FIFO (or a device) at the
        // path cannot hold the open; it is then refused as not a regular file.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw UsageError("cannot read the \(what) file \(path)") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw UsageError("cannot read the \(what) file \(path)") }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw UsageError("the \(what) file \(path) is not a regular file (a FIFO, a device or a folder is never read)")
        }
        guard status.st_size <= 64 * 1024 else { throw UsageError("the \(what) file \(path) is larger than 64 KiB: it must hold the password alone") }
        let mode = Int(status.st_mode) & 0o777
        guard mode & 0o077 == 0 else {
            throw UsageError("the \(what) file \(path) has mode \(String(mode, radix: 8, uppercase: false)), so other users of "
                + "the machine may read it: run chmod 600 \(path)")
        }
        guard let data = try? handle.readToEnd(), let text = String(data: data, encoding: .utf8) else {
            throw UsageError("cannot read the \(what) file \(path) (it must be UTF-8 text)")
        }
        let password = String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            .trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
        guard !password.isEmpty else { throw UsageError("the \(what) file \(path) is empty") }
        return password
    }

    /// The limiter of a live call: a ``FleetLimiter`` sharing `clientID`'s quota through the Redis of
    /// ``redisEndpoint()``, left when the command ends; `nil` without a Redis (the client then makes its
    /// own in-process `RateLimiter`). Its `.fallback` events (Redis lost, rejoined) reach `--trace`
    /// through the client that uses it.
    /// - Throws: `UsageError` for a Redis address or password that cannot be used, or `--rate-limit none`
    ///   with a Redis (the fleet needs a limit to share).
    func fleetLimiter(clientID: String) throws(UsageError) -> FleetLimiter? {
        guard let endpoint = try redisEndpoint() else { return nil }
        guard let limit = options.rateLimit else {
            throw UsageError("--redis shares a rate limit among processes; it cannot go with --rate-limit none")
        }
        let limiter = FleetLimiter(redis: endpoint, clientID: clientID, limit: limit)
        fleet.add(limiter)
        return limiter
    }

    /// The fleet's one client token: a ``FleetTokenCoordinator`` on the Redis of ``redisEndpoint()``, so
    /// the whole fleet makes one token request; `nil` without a Redis. A Redis without a password is
    /// not trusted with the token (anyone who reads it could spend the quota): each process then
    /// fetches its own, and stderr says so once.
    /// - Throws: `UsageError` for a Redis address or password that cannot be used.
    func fleetTokenCoordinator() throws(UsageError) -> FleetTokenCoordinator? {
        guard let endpoint = try redisEndpoint() else { return nil }
        guard endpoint.password?.isEmpty == false else {
            console.err("bnet: the fleet's Redis has no password, so the client token is not shared: each process "
                + "fetches its own (set BNET_REDIS_PASSWORD or --redis-password-file to share it)")
            return nil
        }
        do {
            let coordinator = try FleetTokenCoordinator(redis: endpoint)
            fleet.add(coordinator)
            return coordinator
        } catch {
            throw UsageError(error.message)
        }
    }

    /// Refuses `--redis` where nothing is sent (a replay); `BNET_REDIS_URL` alone is ignored there.
    func checkNoFleetInReplay() throws(UsageError) {
        if options.redis != nil || options.redisPasswordFile != nil || options.redisSentinelPasswordFile != nil {
            throw UsageError("--redis shares the quota of live calls; a replay sends nothing (set BNET_CLIENT_ID and BNET_CLIENT_SECRET)")
        }
    }
}
