import Foundation

/// One HTTP request as BattleNet sends it.
///
/// `description` and `dump` never show the `Authorization` header or a form body (which may hold a
/// token or an authorization code).
public struct BattleNetHTTPRequest: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
    /// The HTTP method, e.g. ``HTTPMethod/get``.
    public var method: HTTPMethod
    /// The full URL, with the locale as a query item; never a token.
    public var url: URL
    /// Header fields; names as given (look them up with ``header(_:)``, case-insensitively).
    public var headers: [String: String]
    /// The body of a `POST` (an OAuth form); `nil` for API reads.
    public var body: Data?
    /// How long to wait for the whole response.
    public var timeout: Duration
    /// The most bytes of the response body the transport should take; `nil` for no limit.
    ///
    /// ``URLSessionTransport`` counts the bytes as they arrive and fails the call with
    /// ``BattleNetError/Kind-swift.struct/bodyTooLarge`` at the limit (at once when a `Content-Length`
    /// without `Content-Encoding` announces more); for a stream it bounds the bytes waiting on disk.
    /// A transport of your own may ignore it: ``BattleNetClient`` checks a buffered body's size after
    /// ``HTTPTransport/send(_:)`` returns.
    public var maximumBodyBytes: Int?

    /// A request to send.
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - url: The full URL; never a token.
    ///   - headers: Header fields.
    ///   - body: The body of a `POST`; `nil` for reads.
    ///   - timeout: How long to wait for the whole response.
    ///   - maximumBodyBytes: The most bytes of the response body to take; `nil` for no limit.
    public init(method: HTTPMethod, url: URL, headers: [String: String] = [:], body: Data? = nil,
                timeout: Duration = .seconds(30), maximumBodyBytes: Int? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// The value of a header field, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers.headerValue(name)
    }

    /// The path and query, e.g. `/d3/data/act/1?locale=en_US`.
    public var pathAndQuery: String {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let path = components?.percentEncodedPath ?? url.path
        return path + (components?.percentEncodedQuery.map { "?" + $0 } ?? "")
    }

    public var description: String { "\(method) \(Redaction.mask(url.absoluteString))" }

    public var customMirror: Mirror {
        let visibleHeaders = Dictionary(uniqueKeysWithValues: headers.map { key, value in
            (key, key.caseInsensitiveCompare("Authorization") == .orderedSame ? "<redacted>" : value)
        })
        return Mirror(self, children: [
            "method": method.rawValue, "url": Redaction.mask(url.absoluteString),
            "headers": visibleHeaders,
            "body": body.map { "<\($0.count) bytes redacted>" } ?? "none", "timeout": timeout,
            "maximumBodyBytes": maximumBodyBytes.map(String.init) ?? "none",
        ], displayStyle: .struct)
    }
}

/// One HTTP response.
public struct BattleNetHTTPResponse: Hashable, Sendable {
    /// The HTTP status code, e.g. `200`.
    public var status: Int
    /// The response headers as received.
    public var headers: [String: String]
    /// The body as received; empty when there is none.
    public var body: Data

    /// A response, as a transport or a stub returns it.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

}

/// Sends HTTP requests. Implement it to route BattleNet through your own stack, a proxy or a stub.
///
/// Implementations throw ``BattleNetError`` (`.transport` or `.timeout`) or `CancellationError`;
/// any other error is wrapped as `.transport`.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response, whatever its status.
    func send(_ request: BattleNetHTTPRequest) async throws -> BattleNetHTTPResponse

    /// Sends `request` and returns as soon as the status and headers are in, with the body to follow
    /// as an `AsyncSequence` of `Data` chunks (``HTTPBodyStream``).
    ///
    /// `request.timeout` bounds the wait for the status and headers; what bounds a stalled body is the
    /// transport's to say (``URLSessionTransport`` has an idle timeout between chunks). Cancelling the
    /// task that iterates the body, or dropping the body, cancels the transfer.
    ///
    /// The default implementation calls ``send(_:)`` and serves the buffered body in chunks, so a
    /// transport that does not stream still works (with the whole body in memory):
    ///
    /// ```swift
    /// let head = try await transport.stream(request)
    /// for try await chunk in head.body { consume(chunk) }
    /// ```
    /// - Throws: as ``send(_:)`` does, for a failure before the head; later failures are thrown from
    ///   the body's iteration.
    func stream(_ request: BattleNetHTTPRequest) async throws -> HTTPStreamingResponse
}

extension HTTPTransport {
    /// Sends `request` with ``send(_:)`` and serves the buffered body in chunks of 64 KiB.
    /// - Throws: what ``send(_:)`` throws; ``BattleNetError`` `.bodyTooLarge` when the body is larger
    ///   than `request.maximumBodyBytes`.
    public func stream(_ request: BattleNetHTTPRequest) async throws -> HTTPStreamingResponse {
        HTTPStreamingResponse(try await send(request).withinLimit(of: request))
    }
}

extension BattleNetHTTPResponse {
    /// This response, or `.bodyTooLarge` when its body is larger than `request.maximumBodyBytes`.
    func withinLimit(of request: BattleNetHTTPRequest) throws(BattleNetError) -> BattleNetHTTPResponse {
        if let limit = request.maximumBodyBytes, body.count > limit {
            throw BodyLimits.bodyError(limit: limit, url: request.url, status: status)
        }
        return self
    }
}

/// Case-insensitive lookup of HTTP header fields.
extension Dictionary where Key == String, Value == String {
    /// The value of the field `name`, whatever the case of either: the name as given first, then an
    /// ASCII case-insensitive comparison (field names are ASCII tokens).
    func headerValue(_ name: String) -> String? {
        if let exact = self[name] { return exact }
        return first { Self.sameFieldName($0.key, name) }?.value
    }

    /// Whether two field names are equal ignoring ASCII case.
    static func sameFieldName(_ left: String, _ right: String) -> Bool {
        var a = left.utf8.makeIterator()
        var b = right.utf8.makeIterator()
        while true {
            switch (a.next(), b.next()) {
            case (nil, nil): return true
            case (let x?, let y?):
                if x == y { continue }
                let lowerX = (0x41...0x5A).contains(x) ? x | 0x20 : x
                let lowerY = (0x41...0x5A).contains(y) ? y | 0x20 : y
                if lowerX != lowerY { return false }
            default: return false
            }
        }
    }
}
