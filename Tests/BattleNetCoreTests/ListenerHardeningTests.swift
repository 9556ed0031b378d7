@testable import BattleNetCore
import BattleNetTesting
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A connected TCP socket to 127.0.0.1:`port` that sends `text` (maybe nothing) and then idles,
/// standing in for a browser that never finishes, or an attacker's flood; `nil` when refused.
func idleConnection(port: UInt16, sending text: String = "") -> ConnectedSocket? {
    guard let socket = try? ConnectedSocket.connect(host: "127.0.0.1", port: port, timeout: .seconds(5)) else { return nil }
    if !text.isEmpty { socket.sendAll(Array(text.utf8)) }
    return socket
}

/// Issue 22, items 1–3: the sign-in listener against a second local user and a hostile browser.
@Suite("Sign-in listener against other local users", .timeLimit(.minutes(2)))
struct ListenerHardeningTests {
    /// Another user's listening socket on `host`'s loopback address, on a port that the other loopback
    /// address has free (the tests take that one themselves; a port the system gives for one family
    /// may be in use on the other by another test's connection): the stand-in for them.
    func otherUsersListener(_ host: String) -> ListeningSocket? {
        guard let address = LoopbackRedirectListener.loopbackAddresses(forHost: host)?.first else { return nil }
        var otherFamily = LoopbackRedirectListener.loopbackAddresses(forHost: host == "::1" ? "127.0.0.1" : "::1")?.first
        // A family this machine cannot listen on at all leaves nothing to keep free.
        if let family = otherFamily {
            if let check = try? ListeningSocket(address: family, port: 0) { check.close() } else { otherFamily = nil }
        }
        for _ in 0..<20 {
            guard let listener = try? ListeningSocket(address: address, port: 0) else { return nil }
            guard let otherFamily else { return listener }  // no other family on this machine
            if let probe = try? ListeningSocket(address: otherFamily, port: listener.port) {
                probe.close()
                return listener
            }
            listener.close()
        }
        return nil
    }

    // MARK: Item 1: localhost binds both loopback addresses

    @Test func aLocalhostRedirectFailsWhenAnotherUserHoldsIPv6Loopback() throws {
        guard let other = otherUsersListener("::1") else {
            return  // no IPv6 on this machine: nothing to take
        }
        defer { other.close() }
        let error = #expect(throws: BattleNetError.self) {
            try LoopbackRedirectListener(redirectURI: URL(string: "http://localhost:\(other.port)/callback")!)
        }
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.message.contains("[::1]:\(other.port)") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("127.0.0.1:PORT") == true, "names the safer registration")
        // Nothing stays bound on 127.0.0.1 after the failure.
        let again = try LoopbackRedirectListener(redirectURI: URL(string: "http://127.0.0.1:\(other.port)/callback")!)
        #expect(again.port == other.port)
    }

    @Test func aLocalhostRedirectFailsWhenAnotherUserHoldsIPv4Loopback() throws {
        let other = try #require(otherUsersListener("127.0.0.1"))
        defer { other.close() }
        let error = #expect(throws: BattleNetError.self) {
            try LoopbackRedirectListener(redirectURI: URL(string: "http://localhost:\(other.port)/callback")!)
        }
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.message.contains("127.0.0.1:\(other.port)") == true, "\(error?.message ?? "")")
    }

    @Test func aLocalhostListenerOnAnyPortHoldsBothAddresses() throws {
        let listener = try LoopbackRedirectListener(redirectURI: URL(string: "http://localhost:0/callback")!)
        let port = listener.port
        // Neither address can be taken by someone else while the sign-in listens.
        for host in ["127.0.0.1", "::1"] {
            guard let address = LoopbackRedirectListener.loopbackAddresses(forHost: host)?.first else { continue }
            do {
                let socket = try ListeningSocket(address: address, port: port)
                socket.close()
                Issue.record("\(host) port \(port) could be bound by another socket")
            } catch {
                #expect(error.code == EADDRINUSE || error.code == EADDRNOTAVAIL || error.code == EAFNOSUPPORT)
            }
        }
    }

    // MARK: Item 2: a one-time start address instead of the state on a command line

    func started(headDeadline: Duration = LoopbackRedirectListener.connectionDeadline) async throws -> (LoopbackRedirectListener, AuthorizationRequest, URL) {
        let listener = try LoopbackRedirectListener(
            redirectURI: URL(string: "http://127.0.0.1:0/callback")!, timeout: .seconds(600), headDeadline: headDeadline
        )
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        let request = try await manager.authorizationRequest(redirectURI: listener.redirectURI, scopes: [.openid])
        return (listener, request, listener.startURL(for: request))
    }

    @Test func theStartAddressRedirectsToTheAuthorizeURLOnceAndASecondFetchAbortsTheSignIn() async throws {
        let (listener, request, start) = try await started()
        #expect(start.absoluteString.hasPrefix("http://127.0.0.1:\(listener.port)/start/"))
        #expect(start.query == nil && !start.absoluteString.contains(request.state))
        #expect(start.lastPathComponent.count >= 43)
        let wait = Task { try await listener.waitForRedirect { $0 } }
        let first = try #require(await rawLoopbackExchange(port: listener.port, get(start.path)))
        #expect(first.hasPrefix("HTTP/1.1 302 "))
        #expect(first.contains("Location: \(request.url.absoluteString)\r\n"))
        #expect(first.contains("Cache-Control: no-store\r\n"))
        let second = try #require(await rawLoopbackExchange(port: listener.port, get(start.path)))
        #expect(second.hasPrefix("HTTP/1.1 400 "))
        let error = await #expect(throws: BattleNetError.self) { try await wait.value }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("opened twice") == true)
        // The port is released: the sign-in is over.
        #expect(await rawLoopbackExchange(port: listener.port, get("/callback?code=c&state=\(request.state)")) == nil)
    }

    @Test func commandLineSignInPresentsTheStartAddressNotTheState() async throws {
        struct Presented: Error { let url: URL }
        let login = CommandLineSignIn(
            manager: AuthenticationManager(credentials: testCredentials, transport: StubTransport()),
            redirectURI: URL(string: "http://127.0.0.1:0/callback")!, timeout: .seconds(5)
        )
        let error = await #expect(throws: Presented.self) { try await login.signIn { throw Presented(url: $0) } }
        let url = try #require(error?.url)
        #expect(url.host == "127.0.0.1" && url.path.hasPrefix("/start/") && url.query == nil)
    }

    // MARK: Item 3: wrong states, other paths and idle floods do not end or hold the wait

    @Test func wrongCallbacksGet400OrNotFoundAndAFloodOfIdleConnectionsCannotHoldTheListener() async throws {
        // The stalled connection must outlive the test however slow the machine is, so its deadline is
        // far away; only a listener that waits for it could then answer it before the others.
        let (listener, request, start) = try await started(headDeadline: .seconds(3_600))
        let port = listener.port
        let wait = Task { try await listener.waitForRedirect { $0 } }
        // More idle connections than the listener serves at once, and one stalled half-way through its head.
        var flood: [ConnectedSocket] = []
        defer { flood.forEach { $0.close() } }
        for _ in 0..<(LoopbackRedirectListener.maxConnections + 16) {
            if let socket = idleConnection(port: port) { flood.append(socket) }
        }
        let stalled = try #require(idleConnection(port: port, sending: "GET /callback?code="))
        flood.append(stalled)
        #expect(flood.count > LoopbackRedirectListener.maxConnections)

        let started = try #require(await rawLoopbackExchange(port: port, get(start.path)))
        #expect(started.hasPrefix("HTTP/1.1 302 "))
        for (target, status) in [
            ("/favicon.ico", 404), ("/other", 404), ("/callback?code=x&state=forged", 400), ("/callback?code=x", 400),
            ("/callback?code=x&state=\(request.state)&state=\(request.state)", 400), ("/callback?code=x&code=y&state=\(request.state)", 400),
            ("/callback?error=access_denied&state=forged", 400),
        ] {
            let answer = try #require(await rawLoopbackExchange(port: port, get(target)), "\(target)")
            #expect(answer.hasPrefix("HTTP/1.1 \(status) "), "\(target): \(answer.prefix(40))")
        }
        // Those were answered while the stalled connection, the newest, is still open: nothing waited for
        // it (a listener serving one connection at a time would have answered only after its deadline
        // closed it). Checked without timing, so a loaded machine cannot make it flaky.
        var byte: UInt8 = 0
        let peeked = recv(stalled.descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        #expect(peeked < 0 && (errno == EAGAIN || errno == EWOULDBLOCK), "the stalled connection was closed (\(peeked)) before the others were answered")
        let right = try #require(await rawLoopbackExchange(port: port, get("/callback?code=c&state=\(request.state)")))
        #expect(right.hasPrefix("HTTP/1.1 200 "))
        #expect(try await wait.value.absoluteString == "http://127.0.0.1:\(port)/callback?code=c&state=\(request.state)")
    }
}
