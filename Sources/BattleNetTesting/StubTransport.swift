import Foundation
import BattleNetCore

/// A transport with a route table, for tests: it records every request and fails loudly on any
/// request no route answers.
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

    /// The requests whose path is `path`.
    public func requests(to path: String) -> [HTTPRequest] {
        requests.filter { URLComponents(url: $0.url, resolvingAgainstBaseURL: false)?.path == path }
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        requests.append(request)
        let path = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.path ?? request.url.path
        guard let route = routes.last(where: { $0.method == request.method && $0.path == path }) else {
            let known = routes.map { "\($0.method) \($0.path)" }.joined(separator: ", ")
            throw BattleNetError(
                .transport,
                message: "StubTransport has no route for \(request.method) \(path)" + (known.isEmpty ? "" : " (routes: \(known))")
            )
        }
        return try await route.handler(request)
    }
}
