import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

@Suite("Secrets never leak", .timeLimit(.minutes(2)))
struct RedactionTests {
    let secret = testCredentials.clientSecret
    let tokenValue = "tok-VERY-SECRET-123"

    func texts(of value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return ["\(value)", String(reflecting: value), dumped]
    }

    @Test func credentialsTokensAndRequestsAreRedacted() {
        let token = AccessToken(value: tokenValue, kind: .client, expiresAt: .distantFuture)
        let request = BattleNetHTTPRequest(method: .post, url: URL(string: "https://oauth.battle.net/token")!,
                                  headers: ["Authorization": "Bearer \(tokenValue)"], body: Data("token=\(tokenValue)".utf8))
        for value in [testCredentials as Any, token, request] {
            for text in texts(of: value) {
                #expect(!text.contains(secret))
                #expect(!text.contains(tokenValue))
            }
        }
        #expect(testCredentials.description.contains("test-client-id"))
    }

    @Test func errorsOfEveryKindCarryNoSecret() async throws {
        var errors: [BattleNetError] = []
        // OAuth failure whose body echoes the token and the secret.
        let echo = #"{"error":"invalid_client","error_description":"bad","access_token":"\#(tokenValue)","client_secret":"\#(secret)"}"#
        for (status, body) in [(401, echo), (403, echo), (404, echo), (429, echo), (500, echo), (200, #"{"access_token":"\#(tokenValue)"}"#)] {
            let stub = StubTransport()
            await stub.on(.post, "/token", json: tokenJSON(tokenValue))
            await stub.on(.get, "/test/echo/x", status: status, json: body)
            let (client, _) = try makeClient(stub: stub)
            do { _ = try await client.value(TestOperations.echo("x")) } catch let error as BattleNetError { errors.append(error) }
        }
        let failingToken = StubTransport()
        await failingToken.on(.post, "/token", status: 200, json: #"{"access_token":"\#(tokenValue)","expires_in":"#)
        let (client, _) = try makeClient(stub: failingToken)
        do { _ = try await client.value(TestOperations.echo("x")) } catch let error as BattleNetError { errors.append(error) }
        #expect(errors.count == 7)
        for error in errors {
            for text in texts(of: error) + [error.localizedDescription, error.failureReason ?? "", error.recoverySuggestion ?? ""] {
                #expect(!text.contains(secret), "secret leaked by \(error.kind)")
                #expect(!text.contains(tokenValue), "token leaked by \(error.kind)")
            }
        }
    }

    @Test(arguments: BattleNetError.Kind.allKnown)
    func noKindOfErrorPrintsATokenOrSecretPlantedInAnyField(kind: BattleNetError.Kind) {
        var error = BattleNetError(kind, message: "failed with Bearer \(tokenValue) and client_secret=\(secret)")
        error.url = "https://eu.api.blizzard.com/x?access_token=\(tokenValue)"
        error.body = Data(#"{"access_token":"\#(tokenValue)","client_secret":"\#(secret)","detail":"x"}"#.utf8)
        error.operation = "testEcho"
        error.status = 500
        error.attempts = 3
        error.retryAfter = .seconds(2)
        for text in texts(of: error) + [error.localizedDescription, error.failureReason ?? "", error.recoverySuggestion ?? "",
                                        error.debugDescription] {
            #expect(!text.contains(secret), "secret leaked by \(kind)")
            #expect(!text.contains(tokenValue), "token leaked by \(kind)")
        }
        #expect(error.description.contains("BattleNetError.\(kind)"))
    }

    @Test func noRequestURLEverCarriesAToken() async throws {
        let stub = StubTransport()
        let mint = TokenMint()
        await mintingTokens(stub, mint: mint)
        await stub.on(.get, "/test/echo/x", json: #"{"name":"ok"}"#)
        await stub.on(.get, "/test/user", json: #"{"name":"ok"}"#)
        await stub.on(.post, "/check_token", json: #"{"exp":1700000000,"authorities":[],"client_id":"c"}"#)
        await stub.on(.get, "/userinfo", json: #"{"sub":"1","battletag":"A#1"}"#)
        let (client, manager) = try makeClient(stub: stub)
        _ = try await client.value(TestOperations.echo("x").query([URLQueryItem(name: "access_token", value: "planted")]))
        _ = try await manager.checkToken(try await manager.clientAccessToken())
        try await manager.setUserToken(AccessToken(value: "user-secret-token", kind: .user, expiresAt: .distantFuture, scopes: [.d3Profile]))
        _ = try await client.value(TestOperations.userOnly())
        _ = try await manager.userInfo()
        let requests = await stub.requests
        #expect(requests.count >= 5)
        for request in requests {
            let url = request.url.absoluteString
            #expect(!url.contains("access_token"))
            #expect(!url.contains("token-1"))
            #expect(!url.contains("user-secret-token"))
            #expect(!url.contains(testCredentials.clientSecret))
        }
    }

    @Test func fileStoreIsOwnerOnlyAndRefusesWritableFiles() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileTokenStore(directory: directory)
        let token = AccessToken(value: tokenValue, kind: .client, expiresAt: .distantFuture)
        try await store.setToken(token, forKey: "client.x.oauth.battle.net")
        #expect(try await store.token(forKey: "client.x.oauth.battle.net") == token)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let file = directory.appendingPathComponent(try #require(files.first))
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? NSNumber
        #expect(folder?.intValue == 0o700)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: file.path)
        let error = await #expect(throws: BattleNetError.self) { try await store.token(forKey: "client.x.oauth.battle.net") }
        #expect(error?.kind == .invalidConfiguration)
    }
}
