import BattleNetCore
import BattleNetStandIn
import BattleNetTesting
import BattleNetWoW
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// What the simulated browser saw.
actor BrowserLog {
    private(set) var pages: [(status: Int, body: String)] = []
    private(set) var failures: [String] = []
    func record(status: Int, body: String) { pages.append((status, body)) }
    func fail(_ reason: String) { failures.append(reason) }
}

/// A browser: opens the authorize URL on the stand-in, takes its 302 (without following it),
/// optionally rewrites the redirect, then loads it (the listener answers with a page).
struct Browser {
    let log = BrowserLog()
    private let refusing = URLSession(configuration: .ephemeral, delegate: RedirectRefusal(), delegateQueue: nil)

    /// The `Location` the stand-in's `/authorize` answers with.
    func authorize(_ url: URL) async throws -> String {
        let (_, response) = try await refusing.data(from: url)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 302)
        return try #require(http.value(forHTTPHeaderField: "Location"))
    }

    /// Runs the whole browser step in the background, so the sign-in can start listening: the
    /// listener's one-time start address first (its 302 leads to `/authorize`), when given one.
    func visit(_ url: URL, rewrite: @escaping @Sendable (String) -> String = { $0 }) {
        Task { [refusing, log] in
            do {
                var url = url
                if url.path.hasPrefix("/start/") {
                    let (_, started) = try await refusing.data(from: url)
                    guard let authorize = (started as? HTTPURLResponse)?.value(forHTTPHeaderField: "Location").flatMap(URL.init(string:)) else {
                        await log.fail("no redirect from the start address")
                        return
                    }
                    url = authorize
                }
                let (_, response) = try await refusing.data(from: url)
                guard let location = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Location"),
                      let target = URL(string: rewrite(location)) else {
                    await log.fail("no redirect from /authorize")
                    return
                }
                let (data, page) = try await refusing.data(from: target)
                await log.record(status: (page as? HTTPURLResponse)?.statusCode ?? 0, body: String(decoding: data, as: UTF8.self))
            } catch {
                await log.fail("\(error)")
            }
        }
    }
}

/// A private temporary folder (0700) holding the token store's folder; removed by `remove()`.
struct PrivateFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-signin-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    }
    var tokens: URL { url.appendingPathComponent("tokens", isDirectory: true) }
    func remove() { try? FileManager.default.removeItem(at: url) }

    /// The permission bits of every folder and file under the folder, itself included.
    func modes() throws -> [String: Int] {
        var modes: [String: Int] = [:]
        let manager = FileManager.default
        let paths = [url.path] + (manager.enumerator(atPath: url.path)?.compactMap { $0 as? String }.map { url.appendingPathComponent($0).path } ?? [])
        for path in paths {
            modes[path] = (try manager.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
        }
        return modes
    }
}

/// A WoW account endpoint, declared here as a client-token call (which Battle.net refuses) and as the
/// user-token call it is.
enum AccountOperations {
    struct Summary: Codable, Sendable { let id: Int? }
    static let withClientToken = APIOperation<Summary>("accountWithClientToken", game: .wow, "/profile/user/wow", namespace: .profile)
    static let withUserToken = APIOperation<Summary>(
        "accountWithUserToken", game: .wow, "/profile/user/wow", namespace: .profile, token: .user(scope: .wowProfile)
    )
}

/// How long a sign-in waits for its redirect: past the suite's time limit, so that only the browser's
/// visit ends the wait, however busy the machine.
let signInWait = Duration.seconds(600)

@Suite("Signing users in, end to end over loopback", .timeLimit(.minutes(2)))
struct SignInIntegrationTests {
    func manager(_ server: StandInServer, store: any TokenStore) -> AuthenticationManager {
        AuthenticationManager(
            credentials: ClientCredentials(clientID: "stand-in-client", clientSecret: "stand-in-secret"),
            oauthBaseURL: server.baseURL, transport: URLSessionTransport(), store: store
        )
    }

    @Test func theListenerFlowStoresTheUserTokenWithScopesAndExpiryInOwnerOnlyFiles() async throws {
        let server = try startServer()
        defer { server.stop() }
        let folder = try PrivateFolder()
        defer { folder.remove() }
        let auth = manager(server, store: FileTokenStore(directory: folder.tokens))
        let login = CommandLineSignIn(
            manager: auth, scopes: [.openid, .wowProfile], redirectURI: URL(string: "http://127.0.0.1:0/callback")!, timeout: signInWait
        )
        let browser = Browser()
        let presented = BrowserLog()
        let before = Date()
        let token = try await login.signIn { url in
            await presented.record(status: 0, body: url.absoluteString)
            browser.visit(url)
        }
        // What was presented is the listener's one-time start address on its actual port: no state.
        let presentedAddress = try #require(await presented.pages.first?.body)
        let started = try #require(URLComponents(string: presentedAddress))
        #expect(started.host == "127.0.0.1" && started.port != 0 && started.path.hasPrefix("/start/") && started.query == nil)
        #expect(!presentedAddress.contains("state"))

        #expect(token.kind == .user)
        #expect(token.scopes == [.openid, .wowProfile])
        #expect(token.expiresAt.timeIntervalSince(before) > 86_000 && token.expiresAt.timeIntervalSince(before) < 86_500)
        #expect(server.statistics.tokenRequests == 1)
        // The browser got the success page.
        await eventually { await browser.log.pages.count == 1 }
        #expect(await browser.log.failures.isEmpty)
        #expect(await browser.log.pages.first?.status == 200)
        #expect(await browser.log.pages.first?.body.contains("Signed in to Battle.net") == true)

        // Stored: a new manager over the same folder finds the same token, scopes and expiry, and userinfo works.
        let later = manager(server, store: FileTokenStore(directory: folder.tokens))
        let stored = try #require(try await later.currentUserToken())
        #expect(stored.value == token.value && stored.scopes == token.scopes && stored.expiresAt == token.expiresAt)
        #expect(try await later.userInfo().battleTag == "StandIn#1234")
        // Every folder is 0700 and every file 0600.
        let modes = try folder.modes()
        #expect(modes.count >= 3)
        for (path, mode) in modes {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            #expect(mode == (isDirectory.boolValue ? 0o700 : 0o600), "\(path)")
        }

        // An account endpoint: refused with the client token (403), answered with the user token (the
        // recorded account summary).
        let configuration = BattleNetConfiguration(region: .us, apiHost: server.baseURL, oauthHost: server.baseURL)
        let client = try BattleNetClient(configuration: configuration, tokens: later)
        let forbidden = await #expect(throws: BattleNetError.self) { try await client.raw(AccountOperations.withClientToken()) }
        #expect(forbidden?.kind == .forbidden)
        let passed = try await client.raw(AccountOperations.withUserToken())
        #expect(passed.status == 200)
        #expect(passed.header("Battlenet-Namespace") == "profile-us")
        let summary = try await client.wow.accountProfileSummary()
        #expect(summary.wowAccounts?.first?.characters.map(\.name) == ["Bregal932B58", "Rilian"])
        // No token in anything the browser saw.
        for page in await browser.log.pages { #expect(!page.body.contains(token.value)) }
    }

    @Test func aForgedStateAtTheListenerIsRefusedAndNothingIsExchanged() async throws {
        let server = try startServer()
        defer { server.stop() }
        let folder = try PrivateFolder()
        defer { folder.remove() }
        let auth = manager(server, store: FileTokenStore(directory: folder.tokens))
        let login = CommandLineSignIn(manager: auth, redirectURI: URL(string: "http://127.0.0.1:0/callback")!, timeout: signInWait)
        let browser = Browser()
        let presented = BrowserLog()
        let signIn = Task {
            try await login.signIn { url in
                await presented.record(status: 0, body: url.absoluteString)
                browser.visit(url) { $0.replacingOccurrences(of: "state=", with: "state=forged") }
            }
        }
        // The forged redirect gets 400 and the listener waits on for the real one...
        for _ in 0..<3_000 {
            let pages = await browser.log.pages.count, failures = await browser.log.failures.count
            if pages + failures > 0 { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(await browser.log.pages.first?.status == 400)
        #expect(await browser.log.pages.first?.body.contains("does not belong to the sign-in in progress") == true)
        // ...until the start address is opened a second time, which stops the sign-in.
        let presentedAddress = try #require(await presented.pages.first?.body)
        let start = try #require(URL(string: presentedAddress))
        let (_, again) = try await URLSession(configuration: .ephemeral).data(from: start)
        #expect((again as? HTTPURLResponse)?.statusCode == 400)
        let error = await #expect(throws: BattleNetError.self) { try await signIn.value }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("opened twice") == true)
        #expect(server.statistics.tokenRequests == 0)
        #expect(server.pendingAuthorizationCodes == 1)
        #expect(try await auth.currentUserToken() == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.tokens.path))
    }

    @Test func pasteModeAppliesTheSameChecks() async throws {
        let server = try startServer()
        defer { server.stop() }
        let auth = manager(server, store: InMemoryTokenStore())
        // Any registered redirect, https included: nothing listens there; the user pastes the address.
        let login = CommandLineSignIn(manager: auth, scopes: [.openid, .d3Profile], redirectURI: URL(string: "https://app.example.com/bnet/callback")!)
        let browser = Browser()

        let forged = await #expect(throws: BattleNetError.self) {
            try await login.signInByPasting { url in
                try await browser.authorize(url).replacingOccurrences(of: "state=", with: "state=x")
            }
        }
        #expect(forged?.kind == .invalidRequest)
        let elsewhere = await #expect(throws: BattleNetError.self) {
            try await login.signInByPasting { url in
                try await browser.authorize(url).replacingOccurrences(of: "app.example.com/bnet/callback", with: "evil.example.com/bnet/callback")
            }
        }
        #expect(elsewhere?.message.contains("redirect URI") == true)
        let garbage = await #expect(throws: BattleNetError.self) { try await login.signInByPasting { _ in "not a url" } }
        #expect(garbage?.kind == .invalidRequest)
        #expect(server.statistics.tokenRequests == 0)

        let token = try await login.signInByPasting { url in "  <" + (try await browser.authorize(url)) + ">\n" }
        #expect(token.kind == .user && token.scopes == [.openid, .d3Profile])
        #expect(server.statistics.tokenRequests == 1)
        #expect(try await auth.userInfo().battleTag == "StandIn#1234")
    }

    @Test func anAppWithoutTheSecretExchangesThroughItsServer() async throws {
        let server = try startServer()
        defer { server.stop() }
        /// The app's server: holds the secret, exchanges codes, keeps nothing.
        struct Backend: AuthorizationCodeExchanger {
            let auth: AuthenticationManager
            func exchange(code: String, redirectURI: URL) async throws -> AccessToken {
                try await auth.exchange(code: code, redirectURI: redirectURI)
            }
            // The stand-in checks PKCE once a challenge was sent: the verifier travels to the server too.
            func exchange(code: String, redirectURI: URL, codeVerifier: String?) async throws -> AccessToken {
                try await auth.exchange(code: code, redirectURI: redirectURI, codeVerifier: codeVerifier)
            }
        }
        let backend = Backend(auth: manager(server, store: InMemoryTokenStore()))
        let app = AuthenticationManager(clientID: "stand-in-client", oauthBaseURL: server.baseURL, transport: URLSessionTransport())
        let browser = Browser()
        let withoutExchanger = CommandLineSignIn(manager: app, redirectURI: URL(string: "http://127.0.0.1:0/cb")!, timeout: signInWait)
        let noSecret = await #expect(throws: BattleNetError.self) { try await withoutExchanger.signIn { browser.visit($0) } }
        #expect(noSecret?.kind == .invalidConfiguration)

        let login = CommandLineSignIn(
            manager: app, scopes: [.openid], redirectURI: URL(string: "http://127.0.0.1:0/cb")!, timeout: signInWait, exchanger: backend
        )
        let token = try await login.signIn { browser.visit($0) }
        #expect(token.kind == .user && token.scopes == [.openid])
        #expect(try await app.currentUserToken()?.value == token.value)
        #expect(try await backend.auth.currentUserToken() == nil)
        #expect(try await app.userInfo().battleTag == "StandIn#1234")
    }
}

/// Waits until `condition` holds, at most 5 seconds.
func eventually(_ condition: () async -> Bool) async {
    for _ in 0..<500 where !(await condition()) { try? await Task.sleep(for: .milliseconds(10)) }
}
