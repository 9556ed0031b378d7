import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-shot HTTP listener on a loopback redirect URI, for signing users in from a command-line or
/// desktop app (RFC 8252 §7.3): the browser's redirect from Battle.net lands here, and the listener
/// hands the full redirect URL to your code, which passes it to
/// ``AuthenticationManager/authorizationCode(fromRedirect:)`` (that call checks `state`, scheme, host,
/// port and path).
///
/// - It listens only on the loopback address the redirect URI names: `127.0.0.1` (any strict
///   `127.x.x.x`), `[::1]`, or `localhost` (both `127.0.0.1` and `::1` when the system has IPv6),
///   on the redirect URI's port; port `0` takes any free port, and ``redirectURI`` then carries the
///   port actually bound, so you can build the authorize URL with it.
/// - It serves one connection at a time. A request's head is read with a size limit
///   (``maxHeadBytes``) and a deadline (``connectionDeadline``); anything else is answered and closed.
/// - A `GET` for another path gets 404 and the listener keeps waiting; so does a request on the
///   redirect path that carries neither `code` nor `error` (400). The first request on the redirect
///   path with `code` or `error` is the one shot: the listener stops listening, your handler runs, and
///   the browser gets a small page saying whether the sign-in succeeded or why it failed (Blizzard's
///   `error_description`, with control characters removed and HTML-escaped).
/// - Nothing is logged; the code never leaves the URL handed to your handler. Pages are sent with
///   `Cache-Control: no-store` and `Referrer-Policy: no-referrer`.
///
/// ```swift
/// let listener = try LoopbackRedirectListener(redirectURI: URL(string: "http://127.0.0.1:0/callback")!)
/// let start = try await auth.authorizationRequest(redirectURI: listener.redirectURI, scopes: [.openid])
/// print(start.url)                                        // the user opens it
/// let token = try await listener.waitForRedirect { redirect in
///     try await auth.exchange(try await auth.authorizationCode(fromRedirect: redirect))
/// }
/// ```
///
/// ``CommandLineSignIn`` does all of this for you.
public final class LoopbackRedirectListener: Sendable {
    /// The redirect URI with the port actually bound (the one to send in the authorize request).
    public let redirectURI: URL
    /// The port actually bound.
    public let port: UInt16
    /// How long ``waitForRedirect(_:)`` waits for the browser before throwing `.timeout`.
    public let timeout: Duration
    /// The most bytes a request's line and headers may take (8 KiB); a longer one gets 431.
    public static let maxHeadBytes = 8_192
    /// How long one connection may take to send its request head (10 seconds); a slower one gets 408.
    public static let connectionDeadline: Duration = .seconds(10)

    private let path: String
    private let authority: String
    private let scheme: String
    private let resources: ListenerResources

    /// Binds the loopback address and port of `redirectURI` and starts listening.
    /// - Parameters:
    ///   - redirectURI: An `http` URI on `127.0.0.1`, `[::1]` or `localhost`, e.g.
    ///     `http://localhost:8375/callback`; port `0` (or none) takes any free port.
    ///   - timeout: How long ``waitForRedirect(_:)`` waits (5 minutes by default).
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when the URI is not an `http` loopback URI
    ///   or the port cannot be bound (in use, or not allowed), saying which.
    public init(redirectURI: URL, timeout: Duration = .seconds(300)) throws(BattleNetError) {
        guard let components = URLComponents(url: redirectURI, resolvingAgainstBaseURL: false),
              components.scheme?.lowercased() == "http", let rawHost = components.host, !rawHost.isEmpty else {
            throw BattleNetError(
                .invalidConfiguration,
                message: "a loopback listener needs an http redirect URI on 127.0.0.1, [::1] or localhost (for an https redirect, paste the address the browser ends on instead)"
            )
        }
        let host = rawHost.hasPrefix("[") && rawHost.hasSuffix("]") ? String(rawHost.dropFirst().dropLast()) : rawHost
        let requested = components.port ?? 0
        guard (0...65_535).contains(requested), let addresses = LoopbackSocket.addresses(forHost: host) else {
            throw BattleNetError(
                .invalidConfiguration,
                message: "the redirect URI's host \(PendingAuthorizations.printable(host)) is not a loopback address: use 127.0.0.1, [::1] or localhost"
            )
        }
        var descriptors: [Int32] = []
        var bound = UInt16(requested)
        for (index, address) in addresses.enumerated() {
            switch LoopbackSocket.makeListener(on: address, port: bound) {
            case .success(let (descriptor, port)):
                descriptors.append(descriptor)
                bound = port
            case .failure(let code):
                // `localhost` also tries ::1; a system without IPv6 (or with that port taken there) keeps IPv4.
                if index > 0 { continue }
                throw BattleNetError(
                    .invalidConfiguration,
                    message: "cannot listen on \(host) port \(requested) for the sign-in redirect: \(String(cString: strerror(code.code))); free the port or register and use another redirect URI"
                )
            }
        }
        guard let wake = LoopbackSocket.makePipe() else {
            descriptors.forEach(LoopbackSocket.close)
            throw BattleNetError(.invalidConfiguration, message: "cannot create the sign-in listener's wake-up pipe")
        }
        var resolved = components
        resolved.port = Int(bound)
        resolved.query = nil
        resolved.fragment = nil
        guard let uri = resolved.url else {
            descriptors.forEach(LoopbackSocket.close)
            LoopbackSocket.close(wake.read)
            LoopbackSocket.close(wake.write)
            throw BattleNetError(.invalidConfiguration, message: "cannot form the redirect URI with port \(bound)")
        }
        self.redirectURI = uri
        self.port = bound
        self.timeout = timeout
        self.scheme = "http"
        self.authority = (host.contains(":") ? "[\(host)]" : host) + ":\(bound)"
        let written = components.percentEncodedPath
        self.path = written.isEmpty ? "/" : written
        self.resources = ListenerResources(listeners: descriptors, wakeRead: wake.read, wakeWrite: wake.write)
    }

    /// Waits for the one redirect on ``redirectURI``'s path, runs `handle` with the full redirect URL,
    /// answers the browser with a success page (or, when `handle` throws or the redirect carries
    /// `error`, an error page), and stops listening.
    ///
    /// Can be called once; the listener closes its sockets when it returns, whatever the outcome.
    /// - Parameter handle: Checks the redirect and exchanges the code, typically
    ///   `{ try await auth.exchange(try await auth.authorizationCode(fromRedirect: $0)) }`. The browser
    ///   waits for its outcome, so its page tells the truth.
    /// - Returns: What `handle` returned.
    /// - Throws: ``BattleNetError`` `.timeout` when no redirect came within ``timeout``;
    ///   `.invalidRequest` when the listener was already used; `CancellationError` when the task was
    ///   cancelled; whatever `handle` throws.
    public func waitForRedirect<Result: Sendable>(_ handle: (URL) async throws -> Result) async throws -> Result {
        guard resources.begin() else {
            throw BattleNetError(.invalidRequest, message: "this loopback listener was already used; start a new sign-in")
        }
        let deadline = ContinuousClock.now + timeout
        let accepted: Callback
        do {
            accepted = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Callback, any Error>) in
                    Thread.detachNewThread { [self] in
                        continuation.resume(with: acceptCallback(until: deadline))
                    }
                }
            } onCancel: {
                resources.wakeUp()
            }
        } catch {
            resources.closeListeners()
            throw error
        }
        // The one shot is taken: stop listening before the code is exchanged.
        resources.closeListeners()
        defer { LoopbackSocket.close(accepted.connection) }
        do {
            let result = try await handle(accepted.url)
            LoopbackSocket.sendAll(accepted.connection, Self.page(status: 200, Self.successPage))
            return result
        } catch {
            LoopbackSocket.sendAll(accepted.connection, Self.page(status: 400, Self.failurePage(for: accepted.url, error: error)))
            throw error
        }
    }

    /// Waits for the one redirect and returns its full URL, answering the browser with a page that
    /// only says the redirect arrived (check it with ``AuthenticationManager/authorizationCode(fromRedirect:)``).
    public func waitForRedirect() async throws -> URL {
        try await waitForRedirect { $0 }
    }

    // MARK: Accepting

    private struct Callback: Sendable {
        let connection: Int32
        let url: URL
    }

    private enum Next {
        case callback(URL)
        case answered
    }

    /// Runs on its own thread: accepts connections one at a time until one carries the redirect.
    private func acceptCallback(until deadline: ContinuousClock.Instant) -> Swift.Result<Callback, any Error> {
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else {
                return .failure(BattleNetError(
                    .timeout,
                    message: "no sign-in redirect arrived at \(redirectURI.absoluteString) within \(timeout); start the sign-in again"
                ))
            }
            let descriptors = resources.listeners + [resources.wakeRead]
            switch LoopbackSocket.waitReadable(descriptors, until: deadline) {
            case .timedOut:
                continue
            case .failed:
                return .failure(BattleNetError(.transport, message: "the sign-in listener stopped: poll failed"))
            case .ready(let index):
                if index == descriptors.count - 1 { return .failure(CancellationError()) }
                guard let connection = LoopbackSocket.accept(descriptors[index]) else { continue }
                let connectionDeadline = min(deadline, ContinuousClock.now + Self.connectionDeadline)
                switch readRequest(connection, until: connectionDeadline) {
                case .callback(let url):
                    return .success(Callback(connection: connection, url: url))
                case .answered:
                    LoopbackSocket.drain(connection)
                    LoopbackSocket.close(connection)
                    if resources.wasWoken { return .failure(CancellationError()) }
                }
            }
        }
    }

    /// Reads one request head from `connection` and either answers it (404, 400, ...) or returns the redirect.
    private func readRequest(_ connection: Int32, until deadline: ContinuousClock.Instant) -> Next {
        var buffer: [UInt8] = []
        while LoopbackSocket.headEnd(in: buffer) == nil {
            guard buffer.count < Self.maxHeadBytes else {
                LoopbackSocket.sendAll(connection, Self.page(status: 431, Self.plainPage("The request is too large.")))
                return .answered
            }
            switch LoopbackSocket.waitReadable([connection, resources.wakeRead], until: deadline) {
            case .ready(0):
                guard LoopbackSocket.receive(connection, into: &buffer, limit: Self.maxHeadBytes + 1 - buffer.count) > 0 else {
                    return .answered
                }
            case .timedOut:
                LoopbackSocket.sendAll(connection, Self.page(status: 408, Self.plainPage("The request took too long.")))
                return .answered
            default:
                return .answered
            }
        }
        let head = buffer.prefix(LoopbackSocket.headEnd(in: buffer) ?? buffer.count)
        guard let lineEnd = head.firstIndex(of: UInt8(ascii: "\r")) ?? head.firstIndex(of: UInt8(ascii: "\n")) else {
            return .answered
        }
        let parts = head[..<lineEnd].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].starts(with: Array("HTTP/1.".utf8)),
              let target = String(bytes: parts[1], encoding: .ascii), target.hasPrefix("/"),
              target.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            LoopbackSocket.sendAll(connection, Self.page(status: 400, Self.plainPage("This address only answers the sign-in redirect.")))
            return .answered
        }
        let method = String(decoding: parts[0], as: UTF8.self)
        guard method == "GET" else {
            LoopbackSocket.sendAll(connection, Self.page(status: 405, Self.plainPage("This address only answers the sign-in redirect.")))
            return .answered
        }
        let requestPath = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? target
        guard requestPath == path else {
            LoopbackSocket.sendAll(connection, Self.page(status: 404, Self.plainPage("Not found. This address only answers the sign-in redirect.")))
            return .answered
        }
        guard let url = URL(string: scheme + "://" + authority + target) else {
            LoopbackSocket.sendAll(connection, Self.page(status: 400, Self.plainPage("The redirect address is malformed.")))
            return .answered
        }
        let names = Set((URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map(\.name))
        guard names.contains("code") || names.contains("error") else {
            LoopbackSocket.sendAll(connection, Self.page(status: 400, Self.plainPage("This address waits for Battle.net's sign-in redirect, which carries a code or an error.")))
            return .answered
        }
        return .callback(url)
    }

    // MARK: Pages

    static let successPage = document(
        title: "Signed in",
        body: "<h1>Signed in to Battle.net</h1><p>You can close this window and return to the application.</p>"
    )

    /// The error page: Blizzard's `error` and `error_description` when the redirect carries them,
    /// else the reason the redirect was refused; always without control characters and HTML-escaped.
    static func failurePage(for redirect: URL, error: any Error) -> String {
        let items = URLComponents(url: redirect, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let reason: String
        if let code = items.first(where: { $0.name == "error" })?.value {
            let description = items.first { $0.name == "error_description" }?.value
            reason = PendingAuthorizations.printable(code) + (description.map { ": " + PendingAuthorizations.printable($0) } ?? "")
        } else if let error = error as? BattleNetError {
            reason = PendingAuthorizations.printable(error.message)
        } else {
            reason = "the sign-in could not be completed"
        }
        return document(
            title: "Sign-in failed",
            body: "<h1>The Battle.net sign-in failed</h1><p>\(htmlEscaped(String(reason.prefix(500))))</p><p>Return to the application and try again.</p>"
        )
    }

    static func plainPage(_ text: String) -> String {
        document(title: "Battle.net sign-in", body: "<p>\(htmlEscaped(text))</p>")
    }

    static func document(title: String, body: String) -> String {
        """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><title>\(title)</title>\
        <style>body{font-family:system-ui,sans-serif;max-width:32em;margin:4em auto;padding:0 1em;line-height:1.5}</style>\
        </head><body>\(body)</body></html>
        """
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references.
    static func htmlEscaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    static func page(status: Int, _ html: String) -> [UInt8] {
        let reasons = [200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed", 408: "Request Timeout",
                       431: "Request Header Fields Too Large"]
        let body = Array(html.utf8)
        let head = "HTTP/1.1 \(status) \(reasons[status] ?? "Error")\r\n"
            + "Content-Type: text/html; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nReferrer-Policy: no-referrer\r\nX-Content-Type-Options: nosniff\r\n"
            + "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'\r\n"
            + (status == 405 ? "Allow: GET\r\n" : "")
            + "Connection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}

/// The listener's descriptors and whether it has been used, guarded by a lock.
///
/// `@unchecked Sendable`: the only mutable stored properties (`used`, `closed`, `woken`) are read and
/// written only while `lock` is held, and `NSLock` is thread-safe; the descriptors are `let`s.
/// (`Mutex` needs macOS 15, above this package's deployment target.)
private final class ListenerResources: @unchecked Sendable {
    let listeners: [Int32]
    let wakeRead: Int32
    private let wakeWrite: Int32
    private let lock = NSLock()
    private var used = false
    private var closed = false
    private var woken = false

    init(listeners: [Int32], wakeRead: Int32, wakeWrite: Int32) {
        self.listeners = listeners
        self.wakeRead = wakeRead
        self.wakeWrite = wakeWrite
    }

    /// Marks the listener used; `false` when it already was.
    func begin() -> Bool {
        lock.withLock {
            guard !used, !closed else { return false }
            used = true
            return true
        }
    }

    /// Wakes the accepting thread (cancellation).
    func wakeUp() {
        lock.withLock {
            guard !closed else { return }
            woken = true
            LoopbackSocket.poke(wakeWrite)
        }
    }

    var wasWoken: Bool { lock.withLock { woken } }

    /// Closes every descriptor once. Called when the wait is over (the accepting thread has returned).
    func closeListeners() {
        let close: Bool = lock.withLock {
            defer { closed = true }
            return !closed
        }
        guard close else { return }
        listeners.forEach(LoopbackSocket.close)
        LoopbackSocket.close(wakeRead)
        LoopbackSocket.close(wakeWrite)
    }

    deinit {
        if !closed {
            listeners.forEach(LoopbackSocket.close)
            LoopbackSocket.close(wakeRead)
            LoopbackSocket.close(wakeWrite)
        }
    }
}

/// The few POSIX socket calls the listener needs; none of them traps, all report failure by value.
enum LoopbackSocket {
    enum Address {
        case v4(in_addr)
        case v6(in6_addr)
    }

    enum Readiness {
        case ready(Int)
        case timedOut
        case failed
    }

    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    #endif

    /// The addresses to bind for `host`: `localhost` → 127.0.0.1 and ::1; a strict dotted-decimal
    /// `127.x.x.x`; `::1`. `nil` for anything else.
    static func addresses(forHost host: String) -> [Address]? {
        if host.lowercased() == "localhost" {
            var v4 = in_addr()
            var v6 = in6_addr()
            guard inet_pton(AF_INET, "127.0.0.1", &v4) == 1, inet_pton(AF_INET6, "::1", &v6) == 1 else { return nil }
            return [.v4(v4), .v6(v6)]
        }
        var v4 = in_addr()
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        if octets.count == 4, octets.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
           octets.first == "127", inet_pton(AF_INET, host, &v4) == 1 {
            return [.v4(v4)]
        }
        var v6 = in6_addr()
        var loopback = in6_addr()
        if inet_pton(AF_INET6, host, &v6) == 1, inet_pton(AF_INET6, "::1", &loopback) == 1,
           withUnsafeBytes(of: &v6, { Array($0) }) == withUnsafeBytes(of: &loopback, { Array($0) }) {
            return [.v6(v6)]
        }
        return nil
    }

    /// A listening socket on `address`:`port` (0: any free port). - Returns: the descriptor and the
    /// port bound, or the `errno` of the failed call.
    static func makeListener(on address: Address, port: UInt16) -> Swift.Result<(Int32, UInt16), Failure> {
        let family = switch address { case .v4: AF_INET; case .v6: AF_INET6 }
        let descriptor = socket(family, streamType, 0)
        guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
        #if !canImport(Glibc)
        // No SOCK_CLOEXEC on Darwin: set it at once, so a process started later does not inherit the port.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #endif
        var yes: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        noSignalOnWrite(descriptor)
        let bound: Int32
        switch address {
        case .v4(let host):
            var socketAddress = sockaddr_in()
            #if canImport(Darwin)
            socketAddress.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            socketAddress.sin_family = sa_family_t(AF_INET)
            socketAddress.sin_port = port.bigEndian
            socketAddress.sin_addr = host
            bound = withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        case .v6(let host):
            _ = setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &yes, socklen_t(MemoryLayout<Int32>.size))
            var socketAddress = sockaddr_in6()
            #if canImport(Darwin)
            socketAddress.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
            #endif
            socketAddress.sin6_family = sa_family_t(AF_INET6)
            socketAddress.sin6_port = port.bigEndian
            socketAddress.sin6_addr = host
            bound = withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(Failure(code: code))
        }
        // Accepting must never block: a connection that vanished between poll and accept is skipped.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(descriptor)
            return .failure(Failure(code: code))
        }
        let actual: UInt16 = withUnsafePointer(to: &storage) { pointer in
            switch address {
            case .v4: pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            case .v6: pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            }
        }
        return .success((descriptor, actual))
    }

    struct Failure: Error {
        let code: Int32
    }

    /// Accepts one pending connection as a blocking socket; `nil` when none was pending.
    static func accept(_ listener: Int32) -> Int32? {
        #if canImport(Glibc)
        let descriptor = Glibc.accept(listener, nil, nil)
        #else
        let descriptor = Darwin.accept(listener, nil, nil)
        #endif
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        noSignalOnWrite(descriptor)
        // A browser that stops reading cannot hold the listener: writes give up after 5 seconds.
        var limit = timeval(tv_sec: 5, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        return descriptor
    }

    /// Waits until one of `descriptors` is readable (or hung up), at most until `deadline`.
    static func waitReadable(_ descriptors: [Int32], until deadline: ContinuousClock.Instant) -> Readiness {
        var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return .timedOut }
            let milliseconds = Int32(min(remaining.timeInterval * 1000, 60_000).rounded(.up))
            let result = poll(&fds, nfds_t(fds.count), max(1, milliseconds))
            if result < 0 {
                if errno == EINTR { continue }
                return .failed
            }
            if result == 0 { continue }
            return .ready(fds.firstIndex { $0.revents != 0 } ?? 0)
        }
    }

    /// Reads what is available, at most `limit` bytes, into `buffer`. - Returns: the count; 0 at end; -1 on error.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8], limit: Int) -> Int {
        var chunk = [UInt8](repeating: 0, count: max(1, min(limit, 4_096)))
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            if count > 0 { buffer.append(contentsOf: chunk[0..<count]) }
            return count
        }
    }

    /// The length of the request head (through the blank line), when `buffer` holds all of it.
    static func headEnd(in buffer: [UInt8]) -> Int? {
        let crlf: [UInt8] = [13, 10, 13, 10]
        if buffer.count >= 4 {
            for index in 0...(buffer.count - 4) where buffer[index] == 13 && Array(buffer[index..<index + 4]) == crlf {
                return index + 4
            }
        }
        if buffer.count >= 2 {
            for index in 0...(buffer.count - 2) where buffer[index] == 10 && buffer[index + 1] == 10 {
                return index + 2
            }
        }
        return nil
    }

    /// Writes all of `bytes`; stops quietly when the peer goes away.
    static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return send(descriptor, base + offset, raw.count - offset, sendFlags)
            }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return }
            offset += sent
        }
        // Let the peer read the whole answer before the close.
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Reads and discards what the peer still sends, for at most 200 ms and 64 KiB, so closing a
    /// connection with unread bytes does not reset it before the peer has read the answer.
    static func drain(_ descriptor: Int32) {
        let deadline = ContinuousClock.now + .milliseconds(200)
        var discarded: [UInt8] = []
        while discarded.count < 65_536, case .ready = waitReadable([descriptor], until: deadline) {
            guard receive(descriptor, into: &discarded, limit: 4_096) > 0 else { return }
        }
    }

    static func makePipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    static func poke(_ descriptor: Int32) {
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }

    static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }

    private static func noSignalOnWrite(_ descriptor: Int32) {
        #if canImport(Darwin)
        var yes: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}
