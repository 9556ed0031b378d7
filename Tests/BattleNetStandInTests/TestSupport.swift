import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import BattleNetTesting
@testable import BattleNetStandIn

/// The package's recorded fixtures: `Fixtures/` at the package root once merged, `../base/Fixtures`
/// in the scratch package.
func fixturesDirectory(file: String = #filePath) -> URL {
    let packageRoot = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
        packageRoot.appendingPathComponent("Fixtures"),
        packageRoot.deletingLastPathComponent().appendingPathComponent("base/Fixtures"),
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("MANIFEST.tsv").path) }
        ?? candidates[1]
}

/// A started server on an ephemeral port; adjust the configuration with `configure`.
func startServer(
    _ configure: (inout StandInServer.Configuration) -> Void = { _ in },
    log: (@Sendable (String) -> Void)? = nil
) throws -> StandInServer {
    var configuration = StandInServer.Configuration(fixtures: try FixtureManifest(directory: fixturesDirectory()))
    configure(&configuration)
    let server = StandInServer(configuration: configuration, log: log)
    try server.start()
    return server
}

/// A fresh session without cache, so no connection or response is shared between tests.
func makeSession(maxConnections: Int = 6) -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpMaximumConnectionsPerHost = maxConnections
    configuration.timeoutIntervalForRequest = 20
    return URLSession(configuration: configuration)
}

/// A response as the client saw it.
struct Reply: Sendable {
    let status: Int
    let body: Data
    let url: URL?
    let headers: [String: String]

    /// A header by name, case-insensitively.
    func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The body as a JSON object (empty when it is not one).
    var json: [String: Any] {
        ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any]) ?? [:]
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}

struct NotHTTP: Error {}

/// Sends one request with URLSession.
func send(
    _ session: URLSession, _ url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil
) async throws -> Reply {
    var request = URLRequest(url: url)
    request.httpMethod = method
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = body
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw NotHTTP() }
    var fields: [String: String] = [:]
    for (key, value) in http.allHeaderFields {
        if let key = key as? String, let value = value as? String { fields[key] = value }
    }
    return Reply(status: http.statusCode, body: data, url: http.url, headers: fields)
}

/// `GET path` with a bearer token.
func get(_ session: URLSession, _ server: StandInServer, _ path: String, token: String?, headers: [String: String] = [:]) async throws -> Reply {
    var all = headers
    if let token { all["Authorization"] = "Bearer \(token)" }
    return try await send(session, url(server, path), headers: all)
}

/// `baseURL` + a path that may carry a query.
func url(_ server: StandInServer, _ pathAndQuery: String) -> URL {
    URL(string: server.baseURL.absoluteString + pathAndQuery) ?? server.baseURL
}

/// `Authorization: Basic ...` for the given credentials.
func basic(_ id: String = "stand-in-client", _ secret: String = "stand-in-secret") -> String {
    "Basic " + Data("\(id):\(secret)".utf8).base64EncodedString()
}

/// A form body.
func form(_ text: String) -> Data { Data(text.utf8) }

let formHeaders = ["Content-Type": "application/x-www-form-urlencoded"]

/// A client token fetched over HTTP.
func fetchClientToken(_ session: URLSession, _ server: StandInServer) async throws -> String {
    let reply = try await send(
        session, url(server, "/token"), method: "POST",
        headers: formHeaders.merging(["Authorization": basic()]) { $1 }, body: form("grant_type=client_credentials")
    )
    let token = try #require(reply.json["access_token"] as? String)
    return token
}

/// The bytes of a recording.
func fixtureData(_ file: String) throws -> Data {
    try Data(contentsOf: fixturesDirectory().appendingPathComponent(file))
}

// MARK: Raw sockets

/// Connects to 127.0.0.1:`port`; `nil` when the connection is refused.
func connectRaw(port: Int) -> Int32? {
    #if canImport(Glibc)
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { return nil }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    #if canImport(Darwin)
    address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(clamping: port).bigEndian
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard result == 0 else {
        close(fd)
        return nil
    }
    return fd
}

/// Sends `request` over a new connection and reads until the server closes it (or 5 s pass).
func rawExchange(port: Int, _ request: String) -> String? {
    guard let fd = connectRaw(port: port) else { return nil }
    defer { close(fd) }
    let bytes = Array(request.utf8)
    let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    guard sent == bytes.count else { return nil }
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        received += chunk[0..<count]
    }
    return String(decoding: received, as: UTF8.self)
}

/// Whether real-time upper bounds are checked (`BNET_TIMING=1`: `.ci/run`'s timing step runs the
/// suites that have them on their own, one test at a time). In the main run a test can wait for a
/// thread as long as the whole run lasts, so there it checks what no delay can break.
let strictTiming = ProcessInfo.processInfo.environment["BNET_TIMING"] == "1"
