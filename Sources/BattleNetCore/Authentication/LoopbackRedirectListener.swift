import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
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
///   `127.x.x.x`), `[::1]`, or `localhost`, which binds **both** `127.0.0.1` and `[::1]` on the same
///   port: a browser may try either, so when another program (or another user of the machine) holds
///   one of them, the sign-in fails with the address and port named instead of letting that program
///   receive the code. Only a machine without IPv6 skips `[::1]`. `http://127.0.0.1:PORT/…` is the
///   safer redirect URI to register: one address, no name lookup. Port `0` takes any free port, and
///   ``redirectURI`` then carries the port actually bound.
/// - ``startURL(for:)`` gives the address to open instead of the authorize URL: the listener answers it
///   once with a redirect to Battle.net, so the `state` never appears on a command line (where other
///   users of the machine can read it); a second fetch of it aborts the sign-in. After it, a redirect
///   whose `state` is not that sign-in's is answered 400 and the listener keeps waiting.
/// - Connections are served side by side (at most ``maxConnections``, the oldest closed first), each
///   with its own deadline (``connectionDeadline``) and head size limit (``maxHeadBytes``), so idle or
///   slow connections cannot hold the listener.
/// - A `GET` for another path (`/favicon.ico`) gets 404 and the listener keeps waiting; so does a
///   request on the redirect path that carries neither `code` nor `error` (400). The first request on
///   the redirect path with `code` or `error` (and the right `state`, after ``startURL(for:)``) is the
///   one shot: the listener stops listening, your handler runs, and the browser gets a small page
///   saying whether the sign-in succeeded or why it failed (Blizzard's `error_description`, with
///   control characters removed and HTML-escaped).
/// - Nothing is logged; the code never leaves the URL handed to your handler. Pages are sent with
///   `Cache-Control: no-store` and `Referrer-Policy: no-referrer`.
///
/// ```swift
/// let listener = try LoopbackRedirectListener(redirectURI: URL(string: "http://127.0.0.1:0/callback")!)
/// let start = try await auth.authorizationRequest(redirectURI: listener.redirectURI, scopes: [.openid])
/// print(listener.startURL(for: start))                    // the user opens it
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
    /// The most connections served at one time (64); a new one past it closes the oldest.
    public static let maxConnections = 64

    /// This listener's per-connection head deadline: ``connectionDeadline`` unless a test chose another.
    let headDeadline: Duration
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
    public convenience init(redirectURI: URL, timeout: Duration = .seconds(300)) throws(BattleNetError) {
        try self.init(redirectURI: redirectURI, timeout: timeout, headDeadline: Self.connectionDeadline)
    }

    /// A listener whose connections get `headDeadline` to send their head, for tests that hold a
    /// connection open longer than ``connectionDeadline`` on purpose.
    package init(redirectURI: URL, timeout: Duration, headDeadline: Duration) throws(BattleNetError) {
        guard let components = URLComponents(url: redirectURI, resolvingAgainstBaseURL: false),
              components.scheme?.lowercased() == "http", let rawHost = components.host, !rawHost.isEmpty else {
            throw BattleNetError(
                .invalidConfiguration,
                message: "a loopback listener needs an http redirect URI on 127.0.0.1, [::1] or localhost (for an https redirect, paste the address the browser ends on instead)"
            )
        }
        let host = rawHost.hasPrefix("[") && rawHost.hasSuffix("]") ? String(rawHost.dropFirst().dropLast()) : rawHost
        let requested = components.port ?? 0
        guard (0...65_535).contains(requested), let addresses = Self.loopbackAddresses(forHost: host) else {
            throw BattleNetError(
                .invalidConfiguration,
                message: "the redirect URI's host \(PendingAuthorizations.printable(host)) is not a loopback address: use 127.0.0.1, [::1] or localhost"
            )
        }
        let (sockets, bound) = try Self.bind(addresses, port: UInt16(requested))
        let wake: WakePipe
        do {
            wake = try WakePipe()
        } catch {
            sockets.forEach { $0.close() }
            throw BattleNetError(.invalidConfiguration, message: "cannot create the sign-in listener's wake-up pipe")
        }
        var resolved = components
        resolved.port = Int(bound)
        resolved.query = nil
        resolved.fragment = nil
        guard let uri = resolved.url else {
            sockets.forEach { $0.close() }
            wake.close()
            throw BattleNetError(.invalidConfiguration, message: "cannot form the redirect URI with port \(bound)")
        }
        self.redirectURI = uri
        self.port = bound
        self.timeout = timeout
        self.headDeadline = headDeadline
        self.scheme = "http"
        self.authority = (host.contains(":") ? "[\(host)]" : host) + ":\(bound)"
        let written = components.percentEncodedPath
        self.path = written.isEmpty ? "/" : written
        self.resources = ListenerResources(listeners: sockets, wake: wake)
    }

    /// Binds every address on one port. For `localhost` (two addresses) with port 0, a port free on
    /// the first but taken on the second is given up and another tried, a few times.
    private static func bind(_ addresses: [SocketAddress], port requested: UInt16) throws(BattleNetError) -> ([ListeningSocket], UInt16) {
        var attempt = 0
        while true {
            attempt += 1
            var sockets: [ListeningSocket] = []
            var bound = requested
            var retry = false
            for (index, address) in addresses.enumerated() {
                do {
                    let socket = try ListeningSocket(address: address, port: bound)
                    sockets.append(socket)
                    bound = socket.port
                } catch {
                    // `localhost` on a machine without IPv6: 127.0.0.1 alone is all there is.
                    if index > 0, error.reason == .addressUnavailable { continue }
                    sockets.forEach { $0.close() }
                    if index > 0, requested == 0, error.reason == .addressInUse, attempt < 8 {
                        retry = true
                        break
                    }
                    throw BattleNetError(
                        .invalidConfiguration,
                        message: "cannot listen on \(address):\(bound) for the sign-in redirect: \(systemMessage(error.code))"
                            + (error.reason == .addressInUse ? " (another program, or another user of this machine, listens there and would receive the sign-in's code)" : "")
                            + "; free the port or register and use another redirect URI"
                            + (addresses.count > 1 ? " (http://127.0.0.1:PORT/… is the safer registration)" : "")
                    )
                }
            }
            if !retry { return (sockets, bound) }
        }
    }

    /// The addresses to bind for `host`: `localhost` → 127.0.0.1 and ::1; a strict dotted-decimal
    /// `127.x.x.x`; `::1`. `nil` for anything else.
    static func loopbackAddresses(forHost host: String) -> [SocketAddress]? {
        if host.lowercased() == "localhost" { return [.loopbackIPv4, .loopbackIPv6] }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        if octets.count == 4, octets.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
           octets.first == "127", let address = SocketAddress(numeric: host), address.family == .ipv4 {
            return [address]
        }
        if let address = SocketAddress(numeric: host), address == .loopbackIPv6 { return [address] }
        return nil
    }

    /// Serves ``redirectURI``'s `/start/<nonce>` address once, as a redirect to `request`'s authorize
    /// URL, and returns it: open this address (in a browser, with `xdg-open`) instead of the authorize
    /// URL, so the `state` is on no command line. A second fetch of it aborts the sign-in
    /// (``waitForRedirect(_:)`` throws `.invalidRequest`): someone else opened it too.
    ///
    /// From then on, a redirect on ``redirectURI``'s path must carry `request`'s `state`, once;
    /// another is answered 400 and the listener keeps waiting for the right one.
    /// - Parameter request: The sign-in started with ``redirectURI`` as its redirect URI.
    /// - Returns: `http://HOST:PORT/start/<nonce>`, on the host and port of ``redirectURI``.
    public func startURL(for request: AuthorizationRequest) -> URL {
        let nonce = AuthenticationManager.randomState()
        let path = "/start/" + nonce
        resources.setStart(StartPage(path: path, location: request.url.absoluteString, state: request.state))
        var start = URLComponents(url: redirectURI, resolvingAgainstBaseURL: false)
        start?.percentEncodedPath = path
        start?.query = nil
        // Never the authorize URL itself as a fallback: that would put the state on a command line.
        return start?.url ?? redirectURI
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
    ///   `.invalidRequest` when the listener was already used or the ``startURL(for:)`` address was
    ///   fetched twice; `CancellationError` when the task was cancelled; whatever `handle` throws.
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
        defer { accepted.connection.close() }
        do {
            let result = try await handle(accepted.url)
            Self.send(Self.page(status: 200, Self.successPage), on: accepted.connection)
            return result
        } catch {
            Self.send(Self.page(status: 400, Self.failurePage(for: accepted.url, error: error)), on: accepted.connection)
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
        let connection: ConnectedSocket
        let url: URL
    }

    enum Next {
        case callback(URL)
        case answered
        case abort(BattleNetError)
    }

    /// One connection being read (or, once answered, drained until it closes).
    private struct Connection {
        let socket: ConnectedSocket
        var buffer: [UInt8] = []
        var deadline: ContinuousClock.Instant
        var answered = false
    }

    /// Runs on its own thread: serves every connection side by side (one `poll` over the listening
    /// sockets, the wake-up pipe and each connection) until one carries the redirect.
    private func acceptCallback(until deadline: ContinuousClock.Instant) -> Swift.Result<Callback, any Error> {
        var connections: [Connection] = []
        defer { for connection in connections { connection.socket.close() } }
        while true {
            let now = ContinuousClock.now
            guard now < deadline else {
                return .failure(BattleNetError(
                    .timeout,
                    message: "no sign-in redirect arrived at \(redirectURI.absoluteString) within \(timeout); start the sign-in again"
                ))
            }
            // Connections past their deadline: 408 for one still sending its head, then closed.
            connections.removeAll { connection in
                guard connection.deadline <= now else { return false }
                if !connection.answered {
                    Self.send(Self.page(status: 408, Self.plainPage("The request took too long.")), on: connection.socket)
                }
                connection.socket.close()
                return true
            }
            let listeners = resources.listeners
            let descriptors = listeners.map(\.descriptor) + [resources.wake.descriptor] + connections.map(\.socket.descriptor)
            let wakeAt = connections.map(\.deadline).reduce(deadline, min)
            let ready: [Int]
            switch SocketPoll.readable(descriptors, until: wakeAt) {
            case .timedOut: continue
            case .failed: return .failure(BattleNetError(.transport, message: "the sign-in listener stopped: poll failed"))
            case .ready(let indices): ready = indices
            }
            if ready.contains(listeners.count) || resources.wake.isWoken { return .failure(CancellationError()) }
            let readyConnections = Set(ready.filter { $0 > listeners.count }.map { descriptors[$0] })
            var index = 0
            while index < connections.count {
                guard readyConnections.contains(connections[index].socket.descriptor) else {
                    index += 1
                    continue
                }
                switch serve(&connections[index]) {
                case .keep:
                    index += 1
                case .close:
                    connections[index].socket.close()
                    connections.remove(at: index)
                case .callback(let url):
                    let connection = connections.remove(at: index)
                    connection.socket.setNonBlocking(false)  // writes still give up after 5 seconds
                    return .success(Callback(connection: connection.socket, url: url))
                case .abort(let error):
                    return .failure(error)
                }
            }
            for listener in ready.filter({ $0 < listeners.count }).map({ listeners[$0] }) {
                // Take every pending connection; past the cap the oldest goes first.
                while let socket = try? listener.acceptPending() {
                    // Read without waiting; a browser that stops reading cannot hold the listener:
                    // writes give up after 5 seconds.
                    socket.setNonBlocking(true)
                    socket.setSendTimeout(.seconds(5))
                    if connections.count >= Self.maxConnections {
                        connections.removeFirst().socket.close()
                    }
                    connections.append(Connection(socket: socket, deadline: min(deadline, .now + headDeadline)))
                }
            }
        }
    }

    private enum Served {
        case keep
        case close
        case callback(URL)
        case abort(BattleNetError)
    }

    /// Reads what `connection` has sent; answers its request once the head is complete.
    private func serve(_ connection: inout Connection) -> Served {
        if connection.answered {
            // Drain what the peer still sends, so closing does not reset the answer away; at most
            // 500 ms (the answered connection's deadline).
            var discarded: [UInt8] = []
            switch Self.receive(connection.socket, into: &discarded, maximum: 4_096) {
            case .some(let count): return count > 0 ? .keep : .close
            case .none: return .keep
            }
        }
        let maximum = min(Self.maxHeadBytes + 1 - connection.buffer.count, 4_096)
        guard let count = Self.receive(connection.socket, into: &connection.buffer, maximum: maximum) else { return .keep }
        guard count > 0 else { return .close }
        let next: Next
        if let end = Self.headEnd(in: connection.buffer) {
            next = answer(connection.buffer.prefix(end), on: connection.socket)
        } else if connection.buffer.count > Self.maxHeadBytes {
            Self.send(Self.page(status: 431, Self.plainPage("The request is too large.")), on: connection.socket)
            next = .answered
        } else {
            return .keep
        }
        switch next {
        case .callback(let url):
            return .callback(url)
        case .abort(let error):
            return .abort(error)  // closed with the others when the accepting thread returns
        case .answered:
            connection.answered = true
            connection.buffer.removeAll()
            connection.deadline = min(connection.deadline, .now + .milliseconds(500))
            return .keep
        }
    }

    /// Answers one request head (404, 400, the start page's redirect, ...) or returns the redirect.
    private func answer(_ head: ArraySlice<UInt8>, on connection: ConnectedSocket) -> Next {
        let (reply, next) = decide(head)
        if let reply { Self.send(reply, on: connection) }
        return next
    }

    /// Reads what `socket` (non-blocking) has sent, at most `maximum` bytes, into `buffer`.
    /// - Returns: the count, 0 at end or on an error; `nil` when nothing has arrived yet.
    private static func receive(_ socket: ConnectedSocket, into buffer: inout [UInt8], maximum: Int) -> Int? {
        do {
            return try socket.receive(into: &buffer, maximum: maximum)
        } catch where error.reason == .wouldBlock {
            return nil
        } catch {
            return 0
        }
    }

    /// Writes all of `bytes`, then ends the writing side so the peer reads the whole answer before
    /// the close; stops quietly when the peer goes away.
    private static func send(_ bytes: [UInt8], on socket: ConnectedSocket) {
        guard socket.sendAll(bytes) else { return }
        socket.shutdown(.write)
    }

    /// The length of the request head (through the blank line), when `buffer` holds all of it.
    private static func headEnd(in buffer: [UInt8]) -> Int? {
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

    /// What to answer to a request whose head is `head` (the request line and header fields, the
    /// bytes a browser, or anyone on this machine, sent), and what the sign-in does next. Pure but
    /// for using up the start address: the parser the fuzzer drives.
    func decide(_ head: ArraySlice<UInt8>) -> (reply: [UInt8]?, next: Next) {
        guard let lineEnd = head.firstIndex(of: UInt8(ascii: "\r")) ?? head.firstIndex(of: UInt8(ascii: "\n")) else {
            return (nil, .answered)
        }
        let parts = head[..<lineEnd].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].starts(with: Array("HTTP/1.".utf8)),
              let target = String(bytes: parts[1], encoding: .ascii), target.hasPrefix("/"),
              target.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return (Self.page(status: 400, Self.plainPage("This address only answers the sign-in redirect.")), .answered)
        }
        let method = String(decoding: parts[0], as: UTF8.self)
        guard method == "GET" else {
            let reply = Self.page(status: 405, Self.plainPage("This address only answers the sign-in redirect."))
            return (reply, .answered)
        }
        let requestPath = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? target
        let start = resources.start
        if let start, requestPath == start.path {
            guard resources.takeStart() else {
                let reply = Self.page(status: 400, Self.plainPage(
                    "This sign-in address was already opened once, so the sign-in was stopped. Start the sign-in again."
                ))
                return (reply, .abort(BattleNetError(
                    .invalidRequest,
                    message: "the sign-in's start address was opened twice (another program or user may have read it), so the sign-in was stopped and nothing was exchanged; start the sign-in again"
                )))
            }
            let reply = Self.redirect(to: start.location)
            return (reply, .answered)
        }
        guard requestPath == path else {
            let reply = Self.page(status: 404, Self.plainPage("Not found. This address only answers the sign-in redirect."))
            return (reply, .answered)
        }
        guard let url = URL(string: scheme + "://" + authority + target) else {
            let reply = Self.page(status: 400, Self.plainPage("The redirect address is malformed."))
            return (reply, .answered)
        }
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let names = Set(items.map(\.name))
        guard names.contains("code") || names.contains("error") else {
            let reply = Self.page(status: 400, Self.plainPage("This address waits for Battle.net's sign-in redirect, which carries a code or an error."))
            return (reply, .answered)
        }
        if let start {
            let states = items.filter { $0.name == "state" }.compactMap(\.value)
            guard names.count == items.count, states.count == 1, Self.constantTimeEqual(states[0], start.state) else {
                let reply = Self.page(status: 400, Self.plainPage(
                    "This redirect does not belong to the sign-in in progress. If you are signing in, use the browser window bnet opened."
                ))
                return (reply, .answered)
            }
        }
        return (nil, .callback(url))
    }

    private static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8), right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// A 302 to `location` (an authorize URL: no control characters, so nothing can be injected).
    static func redirect(to location: String) -> [UInt8] {
        let safe = location.utf8.allSatisfy { (0x21...0x7E).contains($0) } ? location : "/"
        let head = "HTTP/1.1 302 Found\r\nLocation: \(safe)\r\nContent-Length: 0\r\n"
            + "Cache-Control: no-store\r\nReferrer-Policy: no-referrer\r\nConnection: close\r\n\r\n"
        return Array(head.utf8)
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

/// The address ``LoopbackRedirectListener/startURL(for:)`` serves once, and the sign-in it starts.
struct StartPage: Sendable {
    let path: String
    let location: String
    let state: String
}

/// The listener's sockets and wake-up pipe, and whether it has been used, guarded by a lock.
///
/// `@unchecked Sendable`: the only mutable stored properties (`used`, `closed`, `startPage`,
/// `startServed`) are read and written only while `lock` is held, and `NSLock` is thread-safe; the
/// sockets and the pipe are `let`s of `Sendable` types that close themselves once.
/// (`Mutex` needs macOS 15, above this package's deployment target.)
private final class ListenerResources: @unchecked Sendable {
    let listeners: [ListeningSocket]
    let wake: WakePipe
    private let lock = NSLock()
    private var used = false
    private var closed = false
    private var startPage: StartPage?
    private var startServed = false

    init(listeners: [ListeningSocket], wake: WakePipe) {
        self.listeners = listeners
        self.wake = wake
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
        wake.wake()
    }

    func setStart(_ page: StartPage) {
        lock.withLock {
            startPage = page
            startServed = false
        }
    }

    var start: StartPage? { lock.withLock { startPage } }

    /// Marks the start page served; `false` when it already was.
    func takeStart() -> Bool {
        lock.withLock {
            defer { startServed = true }
            return !startServed
        }
    }

    /// Closes the sockets and the pipe. Called when the wait is over (the accepting thread has returned).
    func closeListeners() {
        lock.withLock { closed = true }
        listeners.forEach { $0.close() }
        wake.close()
    }
}
