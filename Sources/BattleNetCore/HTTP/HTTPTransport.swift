import Foundation

/// One HTTP request as BattleNet sends it.
///
/// `description` and `dump` never show the `Authorization` header or a form body (which may hold a
/// token or an authorization code).
public struct HTTPRequest: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
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

    /// A request to send.
    public init(method: HTTPMethod, url: URL, headers: [String: String] = [:], body: Data? = nil,
                timeout: Duration = .seconds(30)) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
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
        ], displayStyle: .struct)
    }
}

/// One HTTP response.
public struct HTTPResponse: Hashable, Sendable {
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

    /// The value of a header field, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers.headerValue(name)
    }
}

/// Sends HTTP requests. Implement it to route BattleNet through your own stack, a proxy or a stub.
///
/// Implementations throw ``BattleNetError`` (`.transport` or `.timeout`) or `CancellationError`;
/// any other error is wrapped as `.transport`.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response, whatever its status.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

extension HTTPTransport {
    /// Sends `request` for `operation`; every failure but cancellation becomes a ``BattleNetError``
    /// that names the operation and the (token-free) URL.
    func send(_ request: HTTPRequest, operation: String) async throws -> HTTPResponse {
        do {
            return try await send(request)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            var failure = (error as? BattleNetError)
                ?? BattleNetError(.transport, message: Redaction.mask(String(describing: error)))
            failure = failure.with(operation: operation)
            if failure.url == nil { failure.url = Redaction.mask(request.url.absoluteString) }
            throw failure
        }
    }
}

/// Case-insensitive lookup of HTTP header fields.
extension Dictionary where Key == String, Value == String {
    func headerValue(_ name: String) -> String? {
        first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
