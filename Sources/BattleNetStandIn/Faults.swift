import Foundation
import BattleNetCore

extension StandInServer {
    /// A failure the server plays instead of (or before) its normal answer, queued with
    /// ``StandInServer/inject(_:on:times:)``.
    ///
    /// ```swift
    /// server.inject(.status(429, retryAfter: "2"), on: "/d3/", times: 3)
    /// server.inject(.connectionReset)
    /// ```
    public enum Fault: Sendable, Hashable {
        /// Answers `status` with Blizzard's gateway JSON (`{"code":503,"type":"BLZWEBAPI00000503",...}`)
        /// and, when given, a `Retry-After` header with exactly that text.
        case status(Int, retryAfter: String? = nil)
        /// Reads the request, then closes the connection with SO_LINGER 0 so the client sees a reset.
        case connectionReset
        /// Sends the normal response's headers with its full `Content-Length`, half of its body, then
        /// closes the connection.
        case truncatedBody
        /// Answers 200 with `Content-Type: text/html` and an HTML gateway error page.
        case htmlBody
        /// Answers 200 with `Content-Length: 0`.
        case emptyBody
        /// Answers 200 with a JSON content type and bytes that are not valid UTF-8.
        case invalidUTF8
        /// Waits `duration`, then answers normally.
        case delay(Duration)
        /// Revokes the bearer token the request carries, then answers 401 (as will every later request
        /// with that token).
        case revokeToken
        /// Answers a token-endpoint request with a 503 HTML page. Only `/token` requests consume it.
        case tokenEndpointDown
        /// Answers `status` (301, 302, 303, 307 or 308) with `Location: location`: a hostile proxy trying
        /// to pull the request's `Authorization` header to another host.
        case redirect(Int, location: String)
        /// Answers 200 with a valid JSON document of `bytes` bytes (at least 36):
        /// `{"auctions":[{"id":1,"padding":"xxx…"}]}`, one element carrying nearly all of it, written
        /// in pieces as it is made (the server never holds it). With `declaresLength` the head carries
        /// its `Content-Length`; without, it carries none and the body ends when the connection closes.
        /// A hostile or broken server, for the client's body limits.
        case largeBody(bytes: Int, declaresLength: Bool = true)
        /// Answers exactly `status`, `headers` and `body`, adding only `Content-Length`, `Connection` and
        /// (unless `headers` has one) `Date`: a 204, a 403 without a body, Blizzard's error JSON on a 200,
        /// a `Retry-After` measured against a `Date` of the server's own, an OAuth error page.
        case answer(status: Int, headers: [String: String] = [:], body: String = "")
        /// Sends the normal response's head, then closes the connection before any byte of its body.
        /// With `declaresLength` the head announces the body's `Content-Length`; without, it announces
        /// `Transfer-Encoding: chunked`.
        case dropAfterHead(declaresLength: Bool)
        /// Sends the normal response chunked (no `Content-Length`), half of its body in one chunk, then
        /// closes the connection without the last chunk.
        case dropMidChunkedBody
        /// Sends the normal response with a `Content-Length` that is `delta` bytes off its body. Larger
        /// (`delta > 0`): the whole body, then the connection is held open, silent, until the client
        /// gives up (at most 30 s). Smaller (`delta < 0`): the whole body, more than declared, then the
        /// connection closes.
        case misdeclaredLength(delta: Int)
        /// Answers 200 with `Content-Encoding: gzip` and a JSON content type over bytes that are not gzip.
        case garbageGzip
        /// Answers normally, with `Content-Type: contentType` instead of JSON's.
        case contentType(String)
        /// Answers a token request normally (the token works for the server's configured lifetime) but
        /// announces `expires_in` of `seconds`, or no `expires_in` at all when `nil`. Only `/token`
        /// requests consume it.
        case announcedTokenLifetime(seconds: Int?)
        /// Answers 404 with Blizzard's gateway error when the request's namespace (`Battlenet-Namespace`
        /// header or `namespace` query) is `namespace`, as Battle.net does for a namespace it does not
        /// serve; any other request is answered normally. Consumed either way.
        case rejectNamespace(String)
    }
}

/// A fault waiting in the queue.
struct QueuedFault: Sendable {
    var fault: StandInServer.Fault
    var pathPrefix: String
    var remaining: Int
}

/// What to do with a request's connection.
enum Outcome {
    /// Write the response.
    case respond(WireResponse)
    /// Close with a TCP reset and write nothing.
    case reset
    /// Write the head with the full length and half of the body, then close.
    case truncated(WireResponse)
    /// Write a head and a generated JSON body of `bytes` bytes, with or without its length, then close.
    case large(bytes: Int, declaresLength: Bool)
    /// Write `bytes` as they are (a head and body made wrong on purpose), then close, or with
    /// `holdOpen` keep the connection silent until the client closes it (at most 30 s).
    case wire(status: Int, bytes: [UInt8], holdOpen: Bool)
}

extension ServerCore {
    /// Removes and returns the first queued fault whose prefix matches `path`, if any.
    func takeFault(for path: String) -> StandInServer.Fault? {
        let isTokenPath = OAuthEndpoint(path: path) == .token
        return world.withLock { world in
            guard let index = world.faults.firstIndex(where: { queued in
                path.hasPrefix(queued.pathPrefix) && (!queued.fault.isForTokenRequests || isTokenPath)
            }) else { return nil }
            let fault = world.faults[index].fault
            world.faults[index].remaining -= 1
            if world.faults[index].remaining <= 0 { world.faults.remove(at: index) }
            return fault
        }
    }

    /// The outcome `fault` imposes on `request`; `nil` when the request should then be answered
    /// normally (after a delay).
    func apply(_ fault: StandInServer.Fault, to request: ParsedRequest) -> Outcome? {
        switch fault {
        case .status(let status, let retryAfter):
            var response = Bodies.gatewayError(status)
            if let retryAfter { response.headers.append(("Retry-After", retryAfter)) }
            return .respond(response)
        case .connectionReset:
            return .reset
        case .truncatedBody:
            var response = route(request)
            if response.body.count < 2 {
                response = Bodies.json(200, .object([("detail", .string(String(repeating: "truncated ", count: 20)))]))
            }
            return .truncated(response)
        case .htmlBody:
            return .respond(Bodies.htmlGatewayPage(502).with(status: 200))
        case .emptyBody:
            return .respond(WireResponse(status: 200, headers: [("Content-Type", Bodies.jsonContentType)]))
        case .invalidUTF8:
            // A JSON-looking start, then a lone continuation byte, an overlong form and bytes never valid in UTF-8.
            let bytes: [UInt8] = Array("{\"name\":\"".utf8) + [0x80, 0xC0, 0xAF, 0xFE, 0xFF, 0xC3, 0x28] + Array("\"}".utf8)
            return .respond(WireResponse(status: 200, headers: [("Content-Type", Bodies.jsonContentType)], body: bytes))
        case .delay(let duration):
            sleepUnlessStopping(for: duration)
            return nil
        case .revokeToken:
            if let token = Self.bearerToken(of: request) { revoke(token: token) }
            return .respond(Bodies.gatewayError(401))
        case .tokenEndpointDown:
            return .respond(Bodies.htmlGatewayPage(503))
        case .redirect(let status, let location):
            return .respond(WireResponse(status: status, headers: [("Location", location), ("Cache-Control", "no-store")]))
        case .largeBody(let bytes, let declaresLength):
            return .large(bytes: max(bytes, LargeBody.minimumBytes), declaresLength: declaresLength)
        case .answer(let status, let headers, let body):
            let fields = headers.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
            return .respond(WireResponse(status: status, headers: fields, body: Array(body.utf8)))
        case .dropAfterHead(let declaresLength):
            let response = route(request)
            let bytes = declaresLength
                ? response.serialized(keepAlive: false, includeBody: false)
                : response.serializedChunked(chunks: [])
            return .wire(status: response.status, bytes: bytes, holdOpen: false)
        case .dropMidChunkedBody:
            let response = route(request)
            return .wire(status: response.status, bytes: response.serializedChunked(chunks: [Array(response.body.prefix(response.body.count / 2))]), holdOpen: false)
        case .misdeclaredLength(let delta):
            let response = route(request)
            let (sum, overflow) = response.body.count.addingReportingOverflow(delta)
            let declared = overflow ? (delta > 0 ? Int.max : 0) : max(0, sum)
            return .wire(status: response.status, bytes: response.serialized(keepAlive: false, declaredLength: declared), holdOpen: delta > 0)
        case .garbageGzip:
            let garbage = Array("this is not gzip: {\"name\":\"x\"}".utf8)
            return .respond(WireResponse(
                status: 200, headers: [("Content-Type", Bodies.jsonContentType), ("Content-Encoding", "gzip")], body: garbage
            ))
        case .contentType(let contentType):
            var response = route(request)
            response.headers.removeAll { $0.name.caseInsensitiveCompare("Content-Type") == .orderedSame }
            response.headers.append(("Content-Type", contentType))
            return .respond(response)
        case .announcedTokenLifetime(let seconds):
            var response = route(request)
            guard response.status == 200 else { return .respond(response) }
            let configured = "\"expires_in\":\(configuration.tokenLifetime)"
            let text = String(decoding: response.body, as: UTF8.self)
            response.body = Array((seconds.map { text.replacingOccurrences(of: configured, with: "\"expires_in\":\($0)") }
                ?? text.replacingOccurrences(of: "," + configured, with: "")).utf8)
            return .respond(response)
        case .rejectNamespace(let namespace):
            guard (request.header("Battlenet-Namespace") ?? request.queryValue("namespace")) == namespace else { return nil }
            return .respond(Bodies.gatewayError(404))
        }
    }

    /// Sleeps in short steps so that ``stop()`` is not held up by a long delay.
    private func sleepUnlessStopping(for duration: Duration) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: duration)
        while isRunning {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { return }
            let step = min(left, .milliseconds(50))
            let seconds = Double(step.components.seconds) + Double(step.components.attoseconds) / 1e18
            Thread.sleep(forTimeInterval: seconds)
        }
    }
}

/// The body of ``StandInServer/Fault/largeBody(bytes:declaresLength:)``, made and written piece by piece.
enum LargeBody {
    static let prefix = Array(#"{"auctions":[{"id":1,"padding":""#.utf8)
    static let suffix = Array(#""}]}"#.utf8)
    static let minimumBytes = prefix.count + suffix.count

    /// Writes the head and `bytes` bytes of body to `connection`; `false` when the client went away.
    @discardableResult
    static func write(to connection: ConnectedSocket, bytes: Int, declaresLength: Bool) -> Bool {
        var head = "HTTP/1.1 200 OK\r\nContent-Type: \(Bodies.jsonContentType)\r\n"
        if declaresLength { head += "Content-Length: \(bytes)\r\n" }
        head += "Connection: close\r\n\r\n"
        guard connection.sendAll(Array(head.utf8) + prefix) else { return false }
        var left = bytes - minimumBytes
        let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
        while left > 0 {
            let count = min(left, piece.count)
            guard connection.sendAll(count == piece.count ? piece : Array(piece[0..<count])) else { return false }
            left -= count
        }
        return connection.sendAll(suffix)
    }
}

extension StandInServer.Fault {
    /// Whether only token-endpoint requests consume this fault.
    var isForTokenRequests: Bool {
        switch self {
        case .tokenEndpointDown, .announcedTokenLifetime: true
        default: false
        }
    }
}

extension WireResponse {
    /// The head with `Transfer-Encoding: chunked` (and `Connection: close`), then `chunks` each framed
    /// as a chunk, and no last chunk: the body never ends properly.
    func serializedChunked(chunks: [[UInt8]]) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(for: status))\r\n"
        for (name, value) in headers { head += "\(name): \(Self.sanitized(value))\r\n" }
        head += "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        var bytes = Array(head.utf8)
        for chunk in chunks where !chunk.isEmpty {
            bytes += Array((String(chunk.count, radix: 16) + "\r\n").utf8) + chunk + Array("\r\n".utf8)
        }
        return bytes
    }

    /// The same response with another status.
    func with(status: Int) -> WireResponse {
        var copy = self
        copy.status = status
        return copy
    }
}
