import Foundation
import BattleNetCore

/// A transport with a route table, for tests: it records every request and fails loudly on any
/// request no route answers.
///
/// A request with no route is a mistake in the test, not a network failure: it fails at once with
/// `BattleNetError` `.invalidConfiguration` listing the routes the stub has, and the client does not
/// retry it. A route's path matches the request's path as written (`/d3/profile/FaYe#2543/`,
/// `/test/echo/two words`) or percent-encoded (`/test/echo/two%20words`).
///
/// ```swift
/// let stub = StubTransport()
/// await stub.on(.post, "/token", json: #"{"access_token":"t","token_type":"bearer","expires_in":86399}"#)
/// await stub.on(.get, "/d3/data/act/1", body: actData)
/// // ... run the code under test ...
/// #expect(await stub.requests(to: "/token").count == 1)
/// ```
public actor StubTransport: HTTPTransport {
    /// Answers one request.
    public typealias Handler = @Sendable (HTTPRequest) async throws -> HTTPResponse

    private struct Route {
        let method: HTTPMethod
        let path: String
        let handler: Handler
    }

    private var routes: [Route] = []
    /// Every request received, in order (including unanswered ones).
    public private(set) var requests: [HTTPRequest] = []

    /// A stub with no routes: every request fails until you add one with `on(_:_:...)`.
    public init() {}

    /// Answers `method path` with `handler`; later routes for the same request win.
    public func on(_ method: HTTPMethod, _ path: String, handler: @escaping Handler) {
        routes.append(Route(method: method, path: path, handler: handler))
    }

    /// Answers `method path` with a fixed status, body and headers.
    public func on(_ method: HTTPMethod, _ path: String, status: Int = 200, headers: [String: String] = [:], body: Data) {
        let response = HTTPResponse(status: status, headers: headers, body: body)
        on(method, path) { _ in response }
    }

    /// Answers `method path` with a JSON string.
    public func on(_ method: HTTPMethod, _ path: String, status: Int = 200, headers: [String: String] = [:], json: String) {
        on(method, path, status: status, headers: headers.merging(["Content-Type": "application/json"]) { first, _ in first },
           body: Data(json.utf8))
    }

    /// The requests whose path is `path` (as written or percent-encoded).
    public func requests(to path: String) -> [HTTPRequest] {
        requests.filter { Self.path(path, matches: $0.url) }
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        requests.append(request)
        guard let route = routes.last(where: { $0.method == request.method && Self.path($0.path, matches: request.url) }) else {
            let path = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? request.url.path
            let known = routes.map { "\($0.method) \($0.path)" }.joined(separator: ", ")
            throw BattleNetError(
                .invalidConfiguration,
                message: "StubTransport has no route for \(request.method) \(path); "
                    + (known.isEmpty ? "it has no routes" : "its routes: \(known)") + "; add one with stub.on(_:_:...)"
            )
        }
        return try await route.handler(request)
    }

    /// Whether a route's `path` (written plainly or percent-encoded) is the path of `url`.
    static func path(_ path: String, matches url: URL) -> Bool {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let decoded = components?.path ?? url.path
        let encoded = components?.percentEncodedPath ?? url.path
        return path == decoded || path == encoded || path.removingPercentEncoding == decoded
    }
}
