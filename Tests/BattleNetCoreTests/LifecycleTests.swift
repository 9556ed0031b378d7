@testable import BattleNetCore
import BattleNetTesting
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Lifecycle: shutdown, released sessions, the sign-in completion off the main thread", .timeLimit(.minutes(2)))
struct LifecycleTests {
    /// A client over a loopback socket that never answers: its calls hang until something stops them.
    private func hangingClient(_ listener: SilentListener, transport: (any HTTPTransport)? = nil) throws -> BattleNetClient {
        let host = try #require(URL(string: "http://127.0.0.1:\(listener.port)"))
        return try BattleNetClient(
            configuration: BattleNetConfiguration(region: .eu, apiHost: host, timeout: .seconds(600), retry: .none),
            tokens: FixedTokenProvider(), transport: transport
        )
    }

    @Test func shutdownCancelsASlowCallAndRefusesLaterOnes() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let client = try hangingClient(listener)
        let started = ContinuousClock.now
        let call = Task { try await client.raw(TestOperations.echo("slow")) }
        try await Task.sleep(for: .milliseconds(300))  // the request is on the wire, waiting for an answer
        #expect(!client.isShutDown)
        await client.shutdown()
        #expect(client.isShutDown)
        let error = await #expect(throws: BattleNetError.self) { try await call.value }
        #expect(error?.kind == .shutDown)
        #expect(error?.operation == "testEcho")
        // Stopped by the shutdown: the ten-minute timeout lies past the suite's time limit.
        if strictTiming { #expect(ContinuousClock.now - started < .seconds(2), "\(ContinuousClock.now - started)") }
        #expect(error?.recoverySuggestion?.contains("new client") == true)

        let later = await #expect(throws: BattleNetError.self) { try await client.raw(TestOperations.echo("later")) }
        #expect(later?.kind == .shutDown)
        await client.shutdown()  // a second call does nothing
    }

    @Test func shutdownLeavesAPassedTransportAlone() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let transport = URLSessionTransport()
        let client = try hangingClient(listener, transport: transport)
        await client.shutdown()
        #expect(!transport.isShutDown)
        let error = await #expect(throws: BattleNetError.self) { try await client.raw(TestOperations.echo("x")) }
        #expect(error?.kind == .shutDown)
        transport.shutdown()
        #expect(transport.isShutDown)
        let request = BattleNetHTTPRequest(method: .get, url: try #require(URL(string: "http://127.0.0.1:\(listener.port)/x")), timeout: .seconds(5))
        let refused = await #expect(throws: BattleNetError.self) { try await transport.send(request) }
        #expect(refused?.kind == .shutDown)
        let refusedStream = await #expect(throws: BattleNetError.self) { try await transport.stream(request) }
        #expect(refusedStream?.kind == .shutDown)
    }

    @Test func shutDownTransportCancelsItsSendInFlight() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let transport = URLSessionTransport()
        let request = BattleNetHTTPRequest(method: .get, url: try #require(URL(string: "http://127.0.0.1:\(listener.port)/x")), timeout: .seconds(60))
        let call = Task { try await transport.send(request) }
        try await Task.sleep(for: .milliseconds(300))
        transport.shutdown()
        let error = await #expect(throws: BattleNetError.self) { try await call.value }
        #expect(error?.kind == .shutDown)
    }

    @Test func managerShutdownStopsTokenRequests() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let manager = AuthenticationManager(
            credentials: ClientCredentials(clientID: "lifecycle-id", clientSecret: "lifecycle-secret"),
            oauthBaseURL: try #require(URL(string: "http://127.0.0.1:\(listener.port)")), timeout: .seconds(60), retry: .none
        )
        let fetch = Task { try await manager.clientAccessToken() }
        try await Task.sleep(for: .milliseconds(300))
        await manager.shutdown()
        let error = await #expect(throws: (any Error).self) { try await fetch.value }
        // The token request was cancelled with its task, or failed as shut down.
        #expect(error is CancellationError || (error as? BattleNetError)?.kind == .shutDown)
        let later = await #expect(throws: BattleNetError.self) { try await manager.clientAccessToken() }
        #expect(later?.kind == .shutDown)
    }

    @Test func droppedTransportReleasesItsSessionDelegate() async throws {
        // The session is kept alive here on purpose: a session holds its delegate until it is
        // invalidated, so the delegate goes only if dropping the transport invalidated the session.
        weak var delegate: StreamRouter?
        let session: URLSession
        do {
            let transport = URLSessionTransport()
            delegate = transport.router
            session = transport.session
            #expect(delegate != nil)
        }
        // Invalidation hands the delegate back on the session's queue: wait for it, briefly.
        let deadline = ContinuousClock.now + .seconds(10)
        while delegate != nil, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(delegate == nil, "the session still holds its delegate: it was never invalidated")
        #expect(session.delegate == nil)
    }

    /// Its own session keeps no response cache (FoundationNetworking can trap when a task is
    /// cancelled during a cache lookup), nor cookies.
    @Test func theTransportsOwnSessionHasNoCache() {
        let transport = URLSessionTransport()
        defer { transport.shutdown() }
        #expect(transport.session.configuration.urlCache == nil)
        #expect(transport.session.configuration.httpCookieStorage == nil)
    }

    @Test func transportOverYourSessionNeverInvalidatesIt() async throws {
        let session = URLSession(configuration: .ephemeral, delegate: RedirectRefusal(), delegateQueue: nil)
        do {
            let transport = URLSessionTransport(session: session)
            transport.shutdown()
        }
        try await Task.sleep(for: .milliseconds(200))
        #expect(session.delegate != nil, "a session the caller passed was invalidated")
        session.invalidateAndCancel()
    }

    @Test func droppedClientReleasesTheSessionItMade() async throws {
        weak var delegate: StreamRouter?
        var session: URLSession?
        do {
            let client = try BattleNetClient(credentials: ClientCredentials(clientID: "id", clientSecret: "secret"), region: .eu)
            let owned = Mirror(reflecting: client).children.first { $0.label == "ownedTransport" }?.value as? URLSessionTransport
            delegate = owned?.router
            session = owned?.session
            #expect(delegate != nil)
        }
        let deadline = ContinuousClock.now + .seconds(10)
        while delegate != nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(delegate == nil)
        #expect(session?.delegate == nil)
    }

    // MARK: The sign-in sheet's completion handler

    /// Builds the handler on the main actor, as `WebAuthenticationSignIn` does, and calls it from a
    /// background thread, as AuthenticationServices does on macOS.
    @MainActor
    private func complete(url: URL?, error: (any Error)?) async -> Result<URL, any Error> {
        do {
            let value = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<URL, any Error>) in
                let handler = WebAuthenticationCompletion.handler(resuming: ResumeOnce(continuation)) { $0 is SheetClosed }
                let thread = Thread { handler(url, error) }
                thread.start()
            }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private struct SheetClosed: Error {}

    @Test func completionHandlerResumesFromABackgroundThread() async throws {
        let callback = try #require(URL(string: "https://example.com/bnet/callback?code=C&state=S"))
        let returned = try await complete(url: callback, error: nil).get()
        #expect(returned == callback)
    }

    @Test func completionHandlerReportsAClosedSheetAsCancellation() async {
        let result = await complete(url: nil, error: SheetClosed())
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func completionHandlerReportsOtherFailures() async {
        let failure = await complete(url: nil, error: nil)
        let error = #expect(throws: BattleNetError.self) { try failure.get() }
        #expect(error?.message.contains("no address") == true)
    }

    @Test func completionHandlerResumesOnce() async throws {
        let callback = try #require(URL(string: "https://example.com/cb?code=1"))
        let value = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<URL, any Error>) in
            let once = ResumeOnce(continuation)
            let handler = WebAuthenticationCompletion.handler(resuming: once) { _ in false }
            handler(callback, nil)
            handler(nil, SheetClosed())  // a second call must not resume again (that would trap)
            once.resume(.failure(CancellationError()))
        }
        #expect(value == callback)
    }
}

@Suite("Keychain store decisions (behind the KeychainItems seam)", .timeLimit(.minutes(2)))
struct KeychainLogicTests {
    /// A keychain that answers every call with one status, and remembers the items it was given.
    final class FakeKeychain: KeychainItems, @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [KeychainItem: Data] = [:]
        private var seen: [KeychainItem] = []
        let refusal: Int32?

        init(refusing status: Int32? = nil) { refusal = status }

        var items: [KeychainItem] { lock.withLock { seen } }

        func copyData(_ item: KeychainItem) -> (status: Int32, data: Data?) {
            lock.withLock {
                seen.append(item)
                if let refusal { return (refusal, nil) }
                guard let data = stored[item] else { return (KeychainStatus.itemNotFound, nil) }
                return (KeychainStatus.success, data)
            }
        }

        func add(_ item: KeychainItem, data: Data) -> Int32 {
            lock.withLock {
                seen.append(item)
                if let refusal { return refusal }
                stored[item] = data
                return KeychainStatus.success
            }
        }

        func delete(_ item: KeychainItem) -> Int32 {
            lock.withLock {
                seen.append(item)
                if let refusal { return refusal }
                return stored.removeValue(forKey: item) == nil ? KeychainStatus.itemNotFound : KeychainStatus.success
            }
        }
    }

    private let token = AccessToken(value: "keychain-token", kind: .user, expiresAt: Date(timeIntervalSince1970: 2_000_000_000), scopes: [.openid])

    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("bnet-keychain-\(UUID().uuidString)", isDirectory: true)
    }

    @Test func storesReadsAndRemovesInTheDataProtectionKeychainThisDeviceOnly() async throws {
        let keychain = FakeKeychain()
        let logic = KeychainTokenLogic(service: "svc", accessGroup: "group.example", fallback: nil, keychain: keychain)
        #expect(try await logic.token(forKey: "k") == nil)
        try await logic.setToken(token, forKey: "k")
        #expect(try await logic.token(forKey: "k")?.value == "keychain-token")
        try await logic.setToken(nil, forKey: "k")
        #expect(try await logic.token(forKey: "k") == nil)
        let items = keychain.items
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { $0.usesDataProtectionKeychain && $0.accessibleAfterFirstUnlockThisDeviceOnly })
        #expect(items.allSatisfy { $0.service == "svc" && $0.account == "k" && $0.accessGroup == "group.example" })
    }

    @Test func missingEntitlementWithoutFallbackIsATypedErrorSayingWhatToDo() async throws {
        let logic = KeychainTokenLogic(
            service: "svc", accessGroup: nil, fallback: nil, keychain: FakeKeychain(refusing: KeychainStatus.missingEntitlement)
        )
        let read = await #expect(throws: BattleNetError.self) { try await logic.token(forKey: "k") }
        #expect(read?.kind == .invalidConfiguration)
        #expect(read?.message.contains("-34018") == true)
        #expect(read?.message.contains("entitlement") == true)
        #expect(read?.message.contains("fallback") == true)
        let write = await #expect(throws: BattleNetError.self) { try await logic.setToken(token, forKey: "k") }
        #expect(write?.kind == .invalidConfiguration)
    }

    @Test func missingEntitlementFallsBackToTheFileStoreWhenAllowed() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = FileTokenStore(directory: directory)
        let logic = KeychainTokenLogic(
            service: "svc", accessGroup: nil, fallback: files, keychain: FakeKeychain(refusing: KeychainStatus.missingEntitlement)
        )
        try await logic.setToken(token, forKey: "k")
        #expect(try await files.token(forKey: "k")?.value == "keychain-token")
        #expect(try await logic.token(forKey: "k")?.value == "keychain-token")
        try await logic.setToken(nil, forKey: "k")
        #expect(try await files.token(forKey: "k") == nil)
    }

    @Test func otherRefusalsAreNotHiddenByTheFallback() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let logic = KeychainTokenLogic(
            service: "svc", accessGroup: nil, fallback: FileTokenStore(directory: directory),
            keychain: FakeKeychain(refusing: -25308)  // errSecInteractionNotAllowed: locked device
        )
        let error = await #expect(throws: BattleNetError.self) { try await logic.token(forKey: "k") }
        #expect(error?.message.contains("-25308") == true)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
}

@Suite("Listening sockets are close-on-exec", .timeLimit(.minutes(2)))
struct CloseOnExecTests {
    @Test func redirectListenerSocketsAreCloseOnExec() throws {
        let address = try #require(LoopbackRedirectListener.loopbackAddresses(forHost: "127.0.0.1")?.first)
        let listener = try ListeningSocket(address: address, port: 0)
        defer { listener.close() }
        #expect(fcntl(listener.descriptor, F_GETFD) & FD_CLOEXEC != 0)
    }
}
