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
///
/// It streams too (``stream(_:)``): a route's body comes in chunks of ``streamChunkSize`` bytes, and a
/// route made with ``on(_:_:status:headers:body:failingAfter:with:)`` fails mid-body, for testing what
/// a consumer sees when a connection drops.
public actor StubTransport: HTTPTransport {
    /// Answers one request.
    public typealias Handler = @Sendable (BattleNetHTTPRequest) async throws -> BattleNetHTTPResponse
    /// Answers one streamed request.
    public typealias StreamHandler = @Sendable (BattleNetHTTPRequest) async throws -> HTTPStreamingResponse

    private struct Route {
        let method: HTTPMethod
        let path: String
        let handler: Handler
        var stream: StreamHandler?
    }

    private var routes: [Route] = []
    /// Every request received, in order (including unanswered ones), sent or streamed.
    public private(set) var requests: [BattleNetHTTPRequest] = []
    /// The size of the chunks ``stream(_:)`` serves a buffered route's body in.
    public let streamChunkSize: Int

    /// A stub with no routes: every request fails until you add one with `on(_:_:...)`.
    /// - Parameter streamChunkSize: The chunk size of streamed bodies (64 KiB by default; tests use a
    ///   few bytes to cross every boundary).
    public init(streamChunkSize: Int = HTTPBodyStream.defaultChunkSize) {
        self.streamChunkSize = max(1, streamChunkSize)
    }

    /// Answers `method path` with `handler`; later routes for the same request win.
    public func on(_ method: HTTPMethod, _ path: String, handler: @escaping Handler) {
        routes.append(Route(method: method, path: path, handler: handler))
    }

    /// Answers `method path` with a streamed response from `handler`; ``send(_:)`` reads its body whole.
    public func onStream(_ method: HTTPMethod, _ path: String, handler: @escaping StreamHandler) {
        routes.append(Route(method: method, path: path, handler: { try await handler($0).collected() }, stream: handler))
    }

    /// Answers `method path` with `status` and the first `bytes` bytes of `body`, then fails with
    /// `error`: streamed, the chunks arrive and the iteration throws; sent, the request throws.
    ///
    /// ```swift
    /// await stub.on(.get, "/data/wow/auctions/commodities", body: big, failingAfter: 100_000)
    /// ```
    public func on(
        _ method: HTTPMethod, _ path: String, status: Int = 200, headers: [String: String] = [:], body: Data,
        failingAfter bytes: Int, with error: BattleNetError = BattleNetError(.transport, message: "the connection was lost mid-body")
    ) {
        let chunks = FailingChunks(data: Data(body.prefix(max(0, bytes))), chunkSize: streamChunkSize, error: error)
        onStream(method, path) { _ in
            HTTPStreamingResponse(status: status, headers: headers, body: HTTPBodyStream(chunks))
        }
    }

    /// Answers `method path` with a fixed status, body and headers.
    public func on(_ method: HTTPMethod, _ path: String, status: Int = 200, headers: [String: String] = [:], body: Data) {
        let response = BattleNetHTTPResponse(status: status, headers: headers, body: body)
        on(method, path) { _ in response }
    }

    /// Answers `method path` with a JSON string.
    public func on(_ method: HTTPMethod, _ path: String, status: Int = 200, headers: [String: String] = [:], json: String) {
        on(method, path, status: status, headers: headers.merging(["Content-Type": "application/json"]) { first, _ in first },
           body: Data(json.utf8))
    }

    /// The requests whose path is `path` (as written or percent-encoded).
    public func requests(to path: String) -> [BattleNetHTTPRequest] {
        requests.filter { Self.path(path, matches: $0.url) }
    }

    public func send(_ request: BattleNetHTTPRequest) async throws -> BattleNetHTTPResponse {
        try await route(for: request).handler(request)
    }

    /// Answers `request` with its route's stream, or its buffered answer in chunks of ``streamChunkSize``.
    public func stream(_ request: BattleNetHTTPRequest) async throws -> HTTPStreamingResponse {
        let route = try route(for: request)
        if let stream = route.stream { return try await stream(request) }
        return HTTPStreamingResponse(try await route.handler(request), chunkSize: streamChunkSize)
    }

    /// Records `request` and finds its route.
    private func route(for request: BattleNetHTTPRequest) throws -> Route {
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
        return route
    }

    /// Whether a route's `path` (written plainly or percent-encoded) is the path of `url`.
    static func path(_ path: String, matches url: URL) -> Bool {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let decoded = components?.path ?? url.path
        let encoded = components?.percentEncodedPath ?? url.path
        return path == decoded || path == encoded || path.removingPercentEncoding == decoded
    }
}

/// A body's first bytes in chunks, then a failure: a connection that drops mid-body.
struct FailingChunks: AsyncSequence, Sendable {
    typealias Element = Data
    let data: Data
    let chunkSize: Int
    let error: BattleNetError

    func makeAsyncIterator() -> Iterator { Iterator(chunks: self) }

    struct Iterator: AsyncIteratorProtocol {
        let chunks: FailingChunks
        var offset = 0

        mutating func next() async throws -> Data? {
            guard offset < chunks.data.count else { throw chunks.error }
            let end = Swift.min(offset + chunks.chunkSize, chunks.data.count)
            defer { offset = end }
            return chunks.data.subdata(in: offset..<end)
        }
    }
}
