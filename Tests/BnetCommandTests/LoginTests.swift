import BattleNetCore
import BattleNetStandIn
import BattleNetTesting
@testable import BnetCommand
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A WoW account endpoint, declared here: `bnet` declares no user-token operation yet, so the call
/// path is driven through `Context` with it (as a user-token client call and as a client-token one).
enum AccountCalls {
    struct Summary: Codable, Sendable { let id: Int? }
    static let withUserToken = APIOperation<Summary>(
        "accountSummaryForTest", game: .wow, "/profile/user/wow", namespace: .profile, token: .user(scope: .wowProfile)
    )
    static let withClientToken = APIOperation<Summary>("accountWithClientTokenForTest", game: .wow, "/profile/user/wow", namespace: .profile)
}

/// A `Context` as `bnet` builds it for `arguments`.
func context(_ arguments: [String], environment: [String: String], console: Console, transport: (any HTTPTransport)? = nil,
             store: (any TokenStore)? = nil) throws -> Context {
    Context(options: try Options(arguments: arguments, environment: environment), environment: environment, console: console,
            transport: transport, tokenStore: store, tracer: nil)
}

/// Stores `token` as the user token of client `cli-id` at Battle.net's OAuth host, as `bnet login` does.
func storeUserToken(_ store: any TokenStore, value: String = "user-token-value", scopes: [OAuthScope] = [.openid, .wowProfile],
                    expiresIn seconds: TimeInterval = 3600) async throws {
    let manager = AuthenticationManager(clientID: "cli-id", oauthBaseURL: BattleNetRegion.us.oauthBaseURL, store: store)
    try await manager.setUserToken(AccessToken(value: value, kind: .user, expiresAt: Date().addingTimeInterval(seconds), scopes: scopes))
}

let clientIDOnly = ["BNET_CLIENT_ID": "cli-id"]

@Suite("bnet user tokens: calls, whoami, token --user, logout", .timeLimit(.minutes(2)))
struct UserTokenCommandTests {
    @Test func aUserTokenCallSendsTheStoredUserTokenAndFetchesNoClientToken() async throws {
        let store = InMemoryTokenStore()
        try await storeUserToken(store)
        for environment in [live, clientIDOnly] {
            let stub = await tokenStub()
            await stub.on(.get, "/profile/user/wow", json: #"{"id":42}"#)
            let captured = Captured()
            let run = try context([], environment: environment, console: captured.console, transport: stub, store: store)
            let operation = AccountCalls.withUserToken.erased
            try await run.call(operation, try operation.endpoint(arguments: []))
            #expect(captured.out == "id: 42\n")
            let request = try #require(await stub.requests(to: "/profile/user/wow").first)
            #expect(request.header("Authorization") == "Bearer user-token-value")
            #expect(request.header("Battlenet-Namespace") == "profile-us")
            #expect(await stub.requests(to: "/token").isEmpty)
            // User mode (no secret) says so; live mode says nothing.
            #expect(captured.err == (environment == live ? "" : "bnet: live with the token of the user signed in with bnet login (BNET_CLIENT_SECRET is not set)\n"))
            #expect(!captured.out.contains("user-token-value") && !captured.err.contains("user-token-value"))
        }
    }

    @Test func withoutAStoredUserTokenACallFailsBeforeSendingAndSaysToRunLogin() async throws {
        let stub = await tokenStub()
        let run = try context([], environment: live, console: Captured().console, transport: stub, store: InMemoryTokenStore())
        let operation = AccountCalls.withUserToken.erased
        let missing = await #expect(throws: BattleNetError.self) { try await run.call(operation, try operation.endpoint(arguments: [])) }
        let error = try #require(missing)
        #expect(error.kind == .missingUserToken)
        #expect(BnetCommand.exitCode(for: error, command: "call") == 2)
        #expect(ErrorText.line(error, command: "call").contains("sign in with `bnet login --scope openid,wow.profile`"))
        #expect(await stub.requests.isEmpty)

        // User mode without a stored token: a usage error before anything is sent.
        let userMode = try context([], environment: clientIDOnly, console: Captured().console, transport: stub, store: InMemoryTokenStore())
        let usage = await #expect(throws: UsageError.self) { try await userMode.call(operation, try operation.endpoint(arguments: [])) }
        #expect(usage?.description.contains("run bnet login") == true)
        #expect(await stub.requests.isEmpty)

        // A stored token without the scope: refused before sending, exit 2, naming the scope.
        let narrow = InMemoryTokenStore()
        try await storeUserToken(narrow, scopes: [.openid])
        let scoped = try context([], environment: clientIDOnly, console: Captured().console, transport: stub, store: narrow)
        let lacking = await #expect(throws: BattleNetError.self) { try await scoped.call(operation, try operation.endpoint(arguments: [])) }
        #expect(lacking?.kind == .insufficientScope)
        #expect(lacking.map { BnetCommand.exitCode(for: $0, command: "call") } == 2)
        #expect(await stub.requests.isEmpty)
    }

    @Test func whoamiTokenUserAndLogoutWithTheStoredToken() async throws {
        let store = InMemoryTokenStore()
        try await storeUserToken(store)
        let stub = StubTransport()
        await stub.on(.get, "/userinfo", json: #"{"sub":"7","id":7,"battletag":"Someone#1234"}"#)
        await stub.on(.post, "/check_token",
                      json: #"{"exp":4102444800,"user_name":"Someone#1234","client_id":"cli-id","scope":["openid","wow.profile"]}"#)
        let (code, output) = await bnet(["whoami"], environment: clientIDOnly, transport: stub, store: store)
        #expect(code == 0, "\(output.err)")
        #expect(output.out == "battletag: Someone#1234\nid: 7\n")
        #expect(output.err.contains("live with the token of the user signed in with bnet login"))
        #expect(await stub.requests(to: "/userinfo").first?.header("Authorization") == "Bearer user-token-value")

        let (checked, info) = await bnet(["token", "--user"], environment: clientIDOnly, transport: stub, store: store)
        #expect(checked == 0, "\(info.err)")
        #expect(info.out.hasPrefix("user: Someone#1234\nclient: cli-id\nexpires: 2100-01-01T00:00:00Z (in "))
        #expect(info.out.hasSuffix("\nscopes: openid wow.profile\n"))
        #expect(!info.out.contains("user-token-value") && !info.err.contains("user-token-value"))
        // check_token gets the token in the form body, never in the URL.
        let check = try #require(await stub.requests(to: "/check_token").first)
        #expect(String(decoding: check.body ?? Data(), as: UTF8.self) == "token=user-token-value")
        #expect(check.url.query == nil)
        let (_, shown) = await bnet(["token", "--user", "--show"], environment: clientIDOnly, transport: stub, store: store)
        #expect(shown.out.hasSuffix("token: user-token-value\n"))

        // logout works offline: nothing is sent, and the token is gone.
        let offline = StubTransport()
        let (out, bye) = await bnet(["logout"], environment: clientIDOnly, transport: offline, store: store)
        #expect(out == 0, "\(bye.err)")
        #expect(bye.out == "signed out: the stored user token for client cli-id at https://oauth.battle.net is gone\n")
        #expect(bye.err.contains("stays valid until"))
        #expect(await offline.requests.isEmpty)
        let (again, nobody) = await bnet(["logout"], environment: clientIDOnly, transport: offline, store: store)
        #expect(again == 0)
        #expect(nobody.out.hasPrefix("no user was signed in"))
        let (gone, goneOutput) = await bnet(["whoami"], environment: clientIDOnly, transport: offline, store: store)
        #expect(gone == 2)
        #expect(goneOutput.err.contains("run bnet login"))
        #expect(await offline.requests.isEmpty)
    }

    @Test func whoamiNeedsTheOpenIDScope() async throws {
        let store = InMemoryTokenStore()
        try await storeUserToken(store, scopes: [.wowProfile])
        let stub = StubTransport()
        let (code, output) = await bnet(["whoami"], environment: live, transport: stub, store: store)
        #expect(code == 2)
        #expect(output.err.contains("needs the openid scope"))
        #expect(output.err.contains("bnet login --scope openid"))
        #expect(await stub.requests.isEmpty)
    }

    @Test("sign-in usage mistakes exit 2 before anything is sent", arguments: [
        (["login"], [String: String](), "login needs BNET_CLIENT_ID and BNET_CLIENT_SECRET"),
        (["login"], ["BNET_CLIENT_ID": "cli-id"], "BNET_CLIENT_SECRET is not"),
        (["login", "--redirect-uri", "https://example.com/cb"], live, "add --paste"),
        (["login", "--redirect-uri", "http://192.168.1.2:8375/callback"], live, "add --paste"),
        (["login", "--redirect-uri", "ftp://localhost/cb"], live, "--redirect-uri must be"),
        (["login", "--scope", ""], live, "--scope takes"),
        (["login", "--scope", "openid;rm"], live, "--scope takes"),
        (["login", "--wait", "0"], live, "--wait takes"),
        (["login", "--replay"], live, "login does not take --replay"),
        (["login", "extra"], live, "login takes no arguments"),
        (["whoami"], [:], "set BNET_CLIENT_ID"),
        (["whoami", "--raw"], live, "whoami does not take --raw"),
        (["token", "--user"], [:], "set BNET_CLIENT_ID"),
        (["logout"], [:], "logout needs BNET_CLIENT_ID"),
        (["logout", "--scope", "openid"], clientIDOnly, "logout does not take --scope"),
    ])
    func usage(arguments: [String], environment: [String: String], message: String) async {
        let stub = StubTransport()
        let (code, output) = await bnet(arguments, environment: environment, transport: stub, store: InMemoryTokenStore())
        #expect(code == 2)
        #expect(output.err.contains(message), "\(output.err)")
        #expect(output.err.split(separator: "\n").count == 1)
        #expect(await stub.requests.isEmpty)
    }

    @Test func theSignInCommandsHaveHelpAndCompletion() async {
        let (code, page) = await bnet(["help", "login"])
        #expect(code == 0)
        for text in ["--scope SCOPES", "--redirect-uri URI", "--no-browser", "--paste", "--wait SECONDS", "http://localhost:8375/callback"] {
            #expect(page.out.contains(text), "\(text)")
        }
        let (_, bash) = await bnet(["completion", "bash"])
        #expect(bash.out.contains("login) options=\"--scope --redirect-uri --no-browser --paste --wait"))
        #expect(bash.out.contains("token) options=\"--user --show"))
        for command in ["whoami", "logout"] { #expect(bash.out.contains("\(command))"), "\(command)") }
    }
}

// MARK: - Against a stand-in on loopback

/// A browser that does not follow redirects: it reads the stand-in's 302 and loads its `Location` itself.
struct TestBrowser {
    let session = URLSession(configuration: .ephemeral, delegate: RedirectRefusal(), delegateQueue: nil)

    /// The listener's start address (what `bnet login` prints or opens) answers with a 302 to the
    /// authorize URL: that URL.
    func authorizeURL(from start: String) async throws -> URL {
        #expect(start.contains("/start/") && !start.contains("state"), "no state on a command line: \(start)")
        let startURL = try #require(URL(string: start))
        let authorize = try await location(of: startURL)
        return try #require(URL(string: authorize))
    }

    /// The `Location` `/authorize` answers with.
    func location(of url: URL) async throws -> String {
        let (_, response) = try await session.data(from: url)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 302)
        return try #require(http.value(forHTTPHeaderField: "Location"))
    }

    /// Loads `address` (the listener's page): its status and body.
    func load(_ address: String) async throws -> (Int, String) {
        let (data, response) = try await session.data(from: try #require(URL(string: address)))
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
}

/// A private (0700) folder to serve as `XDG_CACHE_HOME`.
struct CacheFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-login-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    }
    var bnet: URL { url.appendingPathComponent("bnet", isDirectory: true) }
    func remove() { try? FileManager.default.removeItem(at: url) }

    /// The stored token files' values.
    func storedTokenValues() throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: bnet.path)) ?? []
        return try names.filter { $0.hasPrefix("token-") }.map {
            try JSONDecoder().decode(AccessToken.self, from: Data(contentsOf: bnet.appendingPathComponent($0))).value
        }
    }

    /// Every folder under this one (itself included) is 0700, every file 0600; returns how many were checked.
    @discardableResult
    func expectOwnerOnly() throws -> Int {
        let manager = FileManager.default
        let paths = [url.path] + (manager.enumerator(atPath: url.path)?.compactMap { $0 as? String }.map { url.appendingPathComponent($0).path } ?? [])
        for path in paths {
            let attributes = try manager.attributesOfItem(atPath: path)
            let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
            let isDirectory = attributes[.type] as? FileAttributeType == .typeDirectory
            #expect(mode == (isDirectory ? 0o700 : 0o600), "\(path) has mode \(String(mode, radix: 8))")
        }
        return paths.count
    }
}

/// Waits (at most 10 s) for a line of `captured`'s stdout starting with `prefix`.
func line(in captured: Captured, startingWith prefix: String) async throws -> String {
    for _ in 0..<1000 {
        if let line = captured.out.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) { return String(line) }
        try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("no line starting with \(prefix) in: \(captured.out)")
    throw CancellationError()
}

@Suite("bnet login against a stand-in on loopback", .timeLimit(.minutes(2)))
struct LoginLoopbackTests {
    let secret = "planted-secret-\(UUID().uuidString)"

    func standIn() throws -> StandInServer {
        var configuration = StandInServer.Configuration(fixtures: try FixtureManifest(directory: fixtures))
        configuration.clientSecret = secret
        let server = StandInServer(configuration: configuration)
        try server.start()
        return server
    }

    func environment(_ cache: CacheFolder, secret: Bool = true) -> [String: String] {
        var environment = ["BNET_CLIENT_ID": "stand-in-client", "XDG_CACHE_HOME": cache.url.path]
        if secret { environment["BNET_CLIENT_SECRET"] = self.secret }
        return environment
    }

    func start(_ arguments: [String], _ environment: [String: String], console: Console) -> Task<Int32, Never> {
        Task { await BnetCommand.run(arguments: arguments, environment: environment, console: console) }
    }

    @Test func loginWhoamiUserCallsAndLogoutEndToEnd() async throws {
        let server = try standIn()
        defer { server.stop() }
        let cache = try CacheFolder()
        defer { cache.remove() }
        let host = server.baseURL.absoluteString
        let browser = TestBrowser()
        var outputs: [Captured] = []

        let login = Captured()
        outputs.append(login)
        let running = start(["login", "--no-browser", "--redirect-uri", "http://127.0.0.1:0/callback", "--scope", "openid,wow.profile",
                             "--oauth-host", host], environment(cache), console: login.console)
        let browser0 = TestBrowser()
        let started = try await line(in: login, startingWith: "http://127.0.0.1:")
        let authorize = try await browser0.authorizeURL(from: started).absoluteString
        #expect(authorize.hasPrefix(host + "/authorize?"))
        let query = URLComponents(string: authorize)?.queryItems ?? []
        let redirect = try #require(query.first { $0.name == "redirect_uri" }?.value)
        #expect(redirect.hasPrefix("http://127.0.0.1:") && redirect.hasSuffix("/callback") && !redirect.contains(":0/"))
        #expect(query.first { $0.name == "scope" }?.value == "openid wow.profile")
        #expect(query.first { $0.name == "client_id" }?.value == "stand-in-client")
        #expect((query.first { $0.name == "state" }?.value?.count ?? 0) >= 43)
        let location = try await browser.location(of: try #require(URL(string: authorize)))
        let code = try #require(URLComponents(string: location)?.queryItems?.first { $0.name == "code" }?.value)
        let (status, page) = try await browser.load(location)
        #expect(status == 200 && page.contains("Signed in to Battle.net"))
        #expect(await running.value == 0, "\(login.err)")
        #expect(login.out.split(separator: "\n").count == 2)
        #expect(login.out.contains("signed in: scopes openid wow.profile, expires "))
        #expect(login.err.contains("must have exactly http://127.0.0.1:0/callback among its registered redirect URIs"))
        #expect(login.err.contains("stored owner-only in \(cache.bnet.path)"))
        #expect(server.statistics.tokenRequests == 1)
        let stored = try cache.storedTokenValues()
        #expect(stored.count == 1)
        let token = try #require(stored.first)
        #expect(try cache.expectOwnerOnly() == 3)

        // whoami with the client id alone: the stored token, live, and stderr says so.
        let (whoami, me) = await bnet(["whoami", "--oauth-host", host], environment: environment(cache, secret: false))
        outputs.append(me)
        #expect(whoami == 0, "\(me.err)")
        #expect(me.out == "battletag: StandIn#1234\nid: 1\n")
        #expect(me.err.contains("live with the token of the user signed in with bnet login"))
        let (withSecret, meToo) = await bnet(["whoami", "--oauth-host", host], environment: environment(cache))
        outputs.append(meToo)
        #expect(withSecret == 0 && meToo.out.hasPrefix("battletag: StandIn#1234\n"), "\(meToo.err)")

        let (checked, info) = await bnet(["token", "--user", "--oauth-host", host], environment: environment(cache, secret: false))
        outputs.append(info)
        #expect(checked == 0, "\(info.err)")
        #expect(info.out.contains("user: StandIn#1234\nclient: stand-in-client\nexpires: "))
        #expect(info.out.hasSuffix("scopes: openid wow.profile\n"))

        // `bnet call wowAccountProfileSummary` with only the client id goes live with the stored user
        // token and passes the stand-in's account gate to the recorded account summary.
        let calls = Captured()
        outputs.append(calls)
        let hosts = ["--api-host", host, "--oauth-host", host]
        let (summary, account) = await bnet(["call", "wowAccountProfileSummary"] + hosts, environment: environment(cache, secret: false))
        outputs.append(account)
        #expect(summary == 0, "\(account.err)")
        #expect(account.out.contains("id: 1142637"))
        #expect(account.out.contains("name: Rilian"))
        #expect(account.err.contains("live with the token of the user signed in with bnet login"))
        // The same path with a client token is refused (403).
        let clientCall = try context(hosts, environment: environment(cache), console: calls.console)
        let client = AccountCalls.withClientToken.erased
        let refused = await #expect(throws: BattleNetError.self) { try await clientCall.call(client, try client.endpoint(arguments: [])) }
        #expect(refused?.kind == .forbidden)
        #expect(try cache.storedTokenValues() == [token], "a loopback host's client token was written to the cache")

        // logout: offline, the file is gone, whoami now asks for a login.
        let before = server.statistics.totalRequests
        let (out, bye) = await bnet(["logout", "--oauth-host", host], environment: environment(cache, secret: false))
        outputs.append(bye)
        #expect(out == 0, "\(bye.err)")
        #expect(bye.out.hasPrefix("signed out"))
        #expect(server.statistics.totalRequests == before)
        #expect(try cache.storedTokenValues().isEmpty)
        let (after, nobody) = await bnet(["whoami", "--oauth-host", host], environment: environment(cache, secret: false))
        outputs.append(nobody)
        #expect(after == 2 && nobody.err.contains("run bnet login"))
        try cache.expectOwnerOnly()

        // Neither the token, the secret nor the code appears in anything bnet printed.
        for output in outputs {
            for planted in [token, secret, code] {
                #expect(!output.out.contains(planted) && !output.err.contains(planted))
            }
        }
    }

    @Test func aForgedStateExitsNonZeroAndExchangesNothing() async throws {
        let server = try standIn()
        defer { server.stop() }
        let cache = try CacheFolder()
        defer { cache.remove() }
        let host = server.baseURL.absoluteString
        let login = Captured()
        let running = start(["login", "--no-browser", "--wait", "60", "--redirect-uri", "http://127.0.0.1:0/callback", "--oauth-host", host],
                            environment(cache), console: login.console)
        let browser = TestBrowser()
        let started = try await line(in: login, startingWith: "http://127.0.0.1:")
        let authorize = try await browser.authorizeURL(from: started)
        let location = try await browser.location(of: authorize)
        let (status, page) = try await browser.load(location.replacingOccurrences(of: "state=", with: "state=forged"))
        #expect(status == 400 && page.contains("does not belong to the sign-in in progress"))
        // The listener waits on for the real redirect; a second visit of the start address stops it.
        let (again, _) = try await browser.load(started)
        #expect(again == 400)
        #expect(await running.value == 1)
        #expect(login.err.contains("opened twice"), "\(login.err)")
        #expect(login.err.contains("nothing was exchanged"))
        #expect(!login.out.contains("signed in"))
        #expect(server.statistics.tokenRequests == 0)
        #expect(server.pendingAuthorizationCodes == 1)
        #expect(!FileManager.default.fileExists(atPath: cache.bnet.path))
        #expect(!login.err.contains(secret))
    }

    @Test func pasteModeTakesTheAddressFromStandardInputWithTheSameChecks() async throws {
        let server = try standIn()
        defer { server.stop() }
        let cache = try CacheFolder()
        defer { cache.remove() }
        let host = server.baseURL.absoluteString
        let arguments = ["login", "--paste", "--no-browser", "--redirect-uri", "https://app.example.com/bnet/callback", "--scope", "openid",
                         "--oauth-host", host]

        for forged in [true, false] {
            let captured = Captured()
            var console = captured.console
            // The user: opens the printed address, signs in, and pastes where the browser ended up.
            console.readLine = { [host] in
                guard let authorize = try? await line(in: captured, startingWith: host + "/authorize?"), let url = URL(string: authorize),
                      let location = try? await TestBrowser().location(of: url) else { return nil }
                return "  <" + (forged ? location.replacingOccurrences(of: "state=", with: "state=x") : location) + ">\n"
            }
            let code = await BnetCommand.run(arguments: arguments, environment: environment(cache), console: console)
            #expect(code == (forged ? 1 : 0), "\(captured.err)")
            #expect(captured.err.contains("paste the address your browser ended on"))
            #expect(server.statistics.tokenRequests == (forged ? 0 : 1))
            #expect(try cache.storedTokenValues().count == (forged ? 0 : 1))
        }
        let (whoami, me) = await bnet(["whoami", "--oauth-host", host], environment: environment(cache, secret: false))
        #expect(whoami == 0 && me.out.hasPrefix("battletag: StandIn#1234\n"), "\(me.err)")
        try cache.expectOwnerOnly()
    }

    @Test func theBrowserIsOpenedWithTheSystemOpener() async throws {
        let server = try standIn()
        defer { server.stop() }
        let cache = try CacheFolder()
        defer { cache.remove() }
        // A stand-in for xdg-open (open on macOS) on PATH that writes down the address it was given.
        let bin = cache.url.appendingPathComponent("bin", isDirectory: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let opened = cache.url.appendingPathComponent("opened.txt")
        let opener = bin.appendingPathComponent(Context.browserOpener)
        try Data("#!/bin/sh\nprintf '%s' \"$1\" > '\(opened.path)'\n".utf8).write(to: opener)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: opener.path)
        var environment = environment(cache)
        environment["PATH"] = bin.path
        let login = Captured()
        let host = server.baseURL.absoluteString
        let running = start(["login", "--redirect-uri", "http://127.0.0.1:0/callback", "--oauth-host", host], environment, console: login.console)
        var address: String?
        for _ in 0..<1000 where address == nil {
            address = (try? String(contentsOf: opened, encoding: .utf8)).flatMap { $0.isEmpty ? nil : $0 }
            if address == nil { try await Task.sleep(for: .milliseconds(10)) }
        }
        let openedAddress = try #require(address)
        #expect(openedAddress.hasPrefix("http://127.0.0.1:") && openedAddress.contains("/start/"))
        #expect(!openedAddress.contains("state") && !openedAddress.contains(host), "the opener's argv, readable by every user, holds no state")
        let browser = TestBrowser()
        let authorize = try await browser.authorizeURL(from: openedAddress)
        #expect(authorize.absoluteString.hasPrefix(host + "/authorize?"))
        let (status, _) = try await browser.load(try await browser.location(of: authorize))
        #expect(status == 200)
        #expect(await running.value == 0, "\(login.err)")
        #expect(login.err.contains("opened a browser to sign in"))
        #expect(!login.out.contains("/authorize"), "the address goes to stdout only with --no-browser")
        #expect(login.out.hasPrefix("signed in: scopes openid, expires "))
    }

    @Test func noBrowserComingBackTimesOut() async throws {
        let server = try standIn()
        defer { server.stop() }
        let cache = try CacheFolder()
        defer { cache.remove() }
        let host = server.baseURL.absoluteString
        let (code, output) = await bnet(["login", "--no-browser", "--wait", "1", "--redirect-uri", "http://127.0.0.1:0/callback",
                                         "--oauth-host", host], environment: environment(cache))
        #expect(code == 1)
        #expect(output.err.contains("--wait SECONDS"), "\(output.err)")
        #expect(server.statistics.tokenRequests == 0)
        #expect(!FileManager.default.fileExists(atPath: cache.bnet.path))
    }
}
