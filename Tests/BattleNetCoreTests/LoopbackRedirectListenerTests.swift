import BattleNetCore
import BattleNetTesting
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends `request` to 127.0.0.1:`port` over a raw socket and reads the answer to the end;
/// `nil` when the connection is refused. Runs on a thread of its own, so the blocking socket calls
/// never hold one of the few threads the listener's async side needs.
func rawLoopbackExchange(port: UInt16, _ request: String) async -> String? {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: blockingExchange(port: port, request)) }
    }
}

private func blockingExchange(port: UInt16, _ request: String) -> String? {
    #if canImport(Glibc)
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { return nil }
    defer { _ = close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { return nil }
    // The answer comes as soon as the listener closes; the limit only bounds a broken listener, and
    // is generous because a loaded machine can hold the listener's thread for seconds.
    var limit = timeval(tv_sec: 45, tv_usec: 0)
    _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    let bytes = Array(request.utf8)
    _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    var answer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { break }
        answer.append(contentsOf: chunk[0..<count])
    }
    return String(decoding: answer, as: UTF8.self)
}

func get(_ target: String) -> String { "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: test\r\n\r\n" }

@Suite("Loopback redirect listener", .timeLimit(.minutes(2)))
struct LoopbackRedirectListenerTests {
    let anyPort = URL(string: "http://127.0.0.1:0/callback")!

    @Test func aRedirectIsAnsweredWithASuccessPageAndHandedOverWhole() async throws {
        let listener = try LoopbackRedirectListener(redirectURI: anyPort)
        let port = listener.port
        #expect(port != 0)
        #expect(listener.redirectURI.absoluteString == "http://127.0.0.1:\(port)/callback")
        let wait = Task { try await listener.waitForRedirect { url in url.absoluteString } }
        let answer = try #require(await rawLoopbackExchange(port: port, get("/callback?code=abc123&state=xyz")))
        #expect(try await wait.value == "http://127.0.0.1:\(port)/callback?code=abc123&state=xyz")
        #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(answer.contains("Content-Type: text/html; charset=utf-8\r\n"))
        #expect(answer.contains("Cache-Control: no-store\r\n"))
        #expect(answer.contains("Referrer-Policy: no-referrer\r\n"))
        #expect(answer.contains("Signed in to Battle.net"))
        #expect(!answer.contains("abc123"))
        // One shot: the port no longer answers, and the listener cannot be waited on again.
        #expect(await rawLoopbackExchange(port: port, get("/callback?code=again&state=xyz")) == nil)
        let again = await #expect(throws: BattleNetError.self) { try await listener.waitForRedirect() }
        #expect(again?.kind == .invalidRequest)
    }

    @Test func anErrorRedirectShowsBlizzardsDescriptionWithoutControlCharactersAndEscaped() async throws {
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        let listener = try LoopbackRedirectListener(redirectURI: anyPort)
        let start = try await manager.authorizationRequest(redirectURI: listener.redirectURI, scopes: [.openid])
        let wait = Task { try await listener.waitForRedirect { try await manager.authorizationCode(fromRedirect: $0) } }
        let description = "%3Cscript%3Ealert(1)%3C%2Fscript%3E%0D%0ASet-Cookie%3A%20x%1B%5B31m%20%26%20%22denied%22"
        let answer = try #require(await rawLoopbackExchange(
            port: listener.port, get("/callback?error=access_denied&error_description=\(description)&state=\(start.state)")
        ))
        let error = await #expect(throws: BattleNetError.self) { try await wait.value }
        #expect(error?.kind == .oauth)
        #expect(error?.oauthError?.error == "access_denied")
        #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        let body = try #require(answer.components(separatedBy: "\r\n\r\n").last)
        #expect(body.contains("The Battle.net sign-in failed"))
        #expect(body.contains("access_denied: &lt;script&gt;alert(1)&lt;/script&gt;Set-Cookie: x[31m &amp; &quot;denied&quot;"))
        #expect(!body.contains("<script>"))
        #expect(!body.contains("\u{1B}") && !body.contains("\r") && !body.contains("\n"))
        #expect(!answer.contains("\r\nSet-Cookie"))
    }

    @Test func otherPathsAndEmptyCallbacksDoNotUseTheOneShot() async throws {
        let listener = try LoopbackRedirectListener(redirectURI: anyPort)
        let port = listener.port
        let calls = CallCounter()
        let wait = Task {
            try await listener.waitForRedirect { url in
                await calls.increment()
                return url.query ?? ""
            }
        }
        let favicon = try #require(await rawLoopbackExchange(port: port, get("/favicon.ico")))
        #expect(favicon.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
        let prefix = try #require(await rawLoopbackExchange(port: port, get("/callbackx?code=c&state=s")))
        #expect(prefix.hasPrefix("HTTP/1.1 404 "))
        let bare = try #require(await rawLoopbackExchange(port: port, get("/callback")))
        #expect(bare.hasPrefix("HTTP/1.1 400 "))
        let post = try #require(await rawLoopbackExchange(port: port, "POST /callback?code=c&state=s HTTP/1.1\r\nContent-Length: 0\r\n\r\n"))
        #expect(post.hasPrefix("HTTP/1.1 405 "))
        let huge = try #require(await rawLoopbackExchange(port: port, "GET /callback?code=c HTTP/1.1\r\nX: \(String(repeating: "a", count: 9_000))\r\n\r\n"))
        #expect(huge.hasPrefix("HTTP/1.1 431 "))
        let garbage = try #require(await rawLoopbackExchange(port: port, "\u{01}\u{02} nonsense\r\n\r\n"))
        #expect(garbage.hasPrefix("HTTP/1.1 400 "))
        #expect(await calls.value == 0)
        let right = try #require(await rawLoopbackExchange(port: port, get("/callback?code=c&state=s")))
        #expect(right.hasPrefix("HTTP/1.1 200 "))
        #expect(try await wait.value == "code=c&state=s")
        #expect(await calls.value == 1)
    }

    @Test func noRedirectWithinTheTimeoutIsATimeoutAndThePortIsReleased() async throws {
        let listener = try LoopbackRedirectListener(redirectURI: anyPort, timeout: .milliseconds(300))
        let clock = ContinuousClock()
        let started = clock.now
        let error = await #expect(throws: BattleNetError.self) { try await listener.waitForRedirect() }
        let elapsed = clock.now - started
        #expect(error?.kind == .timeout)
        #expect(error?.message.contains("start the sign-in again") == true)
        // The upper bound guards against hanging only: a loaded shared machine took over 5 s.
        #expect(elapsed >= .milliseconds(300) && elapsed < .seconds(30))
        #expect(await rawLoopbackExchange(port: listener.port, get("/callback?code=c&state=s")) == nil)
    }

    @Test func aForgedStateIsRefusedAndNothingIsExchanged() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("user-token", scope: "openid"))
        let manager = AuthenticationManager(credentials: testCredentials, transport: stub)
        let listener = try LoopbackRedirectListener(redirectURI: anyPort)
        let start = try await manager.authorizationRequest(redirectURI: listener.redirectURI, scopes: [.openid])
        let wait = Task {
            try await listener.waitForRedirect { try await manager.exchange(try await manager.authorizationCode(fromRedirect: $0)) }
        }
        let answer = try #require(await rawLoopbackExchange(port: listener.port, get("/callback?code=stolen&state=forged-\(start.state.prefix(4))")))
        let error = await #expect(throws: BattleNetError.self) { try await wait.value }
        #expect(error?.kind == .invalidRequest)
        #expect(answer.hasPrefix("HTTP/1.1 400 "))
        #expect(answer.contains("does not match a sign-in"))
        #expect(await stub.requests(to: "/token").isEmpty)
        #expect(try await manager.currentUserToken() == nil)
    }

    @Test func aCancelledWaitEndsPromptly() async throws {
        // Its timeout is past the suite's time limit: only the cancellation can end this wait in time.
        let listener = try LoopbackRedirectListener(redirectURI: anyPort, timeout: .seconds(600))
        let wait = Task { try await listener.waitForRedirect() }
        try await Task.sleep(for: .milliseconds(100))
        let clock = ContinuousClock()
        let started = clock.now
        wait.cancel()
        await #expect(throws: CancellationError.self) { try await wait.value }
        if strictTiming { #expect(clock.now - started < .seconds(1), "\(clock.now - started)") }
        #expect(await rawLoopbackExchange(port: listener.port, get("/callback?code=c&state=s")) == nil)
    }

    @Test(arguments: [
        "https://127.0.0.1:0/callback", "http://example.com:0/callback", "http://10.0.0.1:0/callback",
        "http://127.1:0/callback", "http://127.0.0.1.:0/callback", "http://0x7f000001:0/callback", "http://[::2]:0/callback",
        "myapp://callback",
    ])
    func onlyHttpLoopbackRedirectURIsAreAccepted(_ text: String) throws {
        let error = #expect(throws: BattleNetError.self) { try LoopbackRedirectListener(redirectURI: URL(string: text)!) }
        #expect(error?.kind == .invalidConfiguration)
    }

    @Test func localhostAndIPv6LoopbackAreAccepted() async throws {
        let localhost = try LoopbackRedirectListener(redirectURI: URL(string: "http://localhost:0/cb")!)
        #expect(localhost.redirectURI.absoluteString == "http://localhost:\(localhost.port)/cb")
        let wait = Task { try await localhost.waitForRedirect() }
        _ = await rawLoopbackExchange(port: localhost.port, get("/cb?code=c&state=s"))
        #expect(try await wait.value.absoluteString == "http://localhost:\(localhost.port)/cb?code=c&state=s")
        // No path is the root path.
        let noPath = try LoopbackRedirectListener(redirectURI: URL(string: "http://127.0.0.1:0")!)
        let rootWait = Task { try await noPath.waitForRedirect() }
        let root = try #require(await rawLoopbackExchange(port: noPath.port, get("/?code=c&state=s")))
        #expect(root.hasPrefix("HTTP/1.1 200 "))
        #expect(try await rootWait.value.absoluteString == "http://127.0.0.1:\(noPath.port)/?code=c&state=s")
    }

    @Test func aPortInUseIsReportedWithWhatToDo() throws {
        let first = try LoopbackRedirectListener(redirectURI: anyPort)
        let error = #expect(throws: BattleNetError.self) {
            try LoopbackRedirectListener(redirectURI: URL(string: "http://127.0.0.1:\(first.port)/callback")!)
        }
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.message.contains("127.0.0.1:\(first.port)") == true)
        #expect(error?.message.contains("register") == true)
    }
}

@Suite("Command-line sign-in", .timeLimit(.minutes(2)))
struct CommandLineSignInTests {
    @Test func theDefaultRedirectURIIsLocalhostOnTheDocumentedPort() {
        #expect(CommandLineSignIn.defaultPort == 8375)
        #expect(CommandLineSignIn.defaultRedirectURI.absoluteString == "http://localhost:8375/callback")
        let login = CommandLineSignIn(manager: AuthenticationManager(credentials: testCredentials, transport: StubTransport()))
        #expect(login.redirectURI == CommandLineSignIn.defaultRedirectURI)
        #expect(login.scopes == [.openid])
    }

    @Test func anHttpsRedirectCannotBeListenedOnAndNothingIsPresented() async throws {
        let login = CommandLineSignIn(
            manager: AuthenticationManager(credentials: testCredentials, transport: StubTransport()),
            redirectURI: URL(string: "https://app.example.com/callback")!
        )
        let presented = CallCounter()
        let error = await #expect(throws: BattleNetError.self) { try await login.signIn { _ in await presented.increment() } }
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.message.contains("paste") == true)
        #expect(await presented.value == 0)
    }
}

actor CallCounter {
    private(set) var value = 0
    func increment() { value += 1 }
}
