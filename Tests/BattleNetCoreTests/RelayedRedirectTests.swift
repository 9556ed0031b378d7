@testable import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// The custom-scheme relay of the Apple adapter: the adapter itself needs an Apple SDK, the
/// rebuilding of the redirect does not.
@Suite("Relayed redirect", .timeLimit(.minutes(2)))
struct RelayedRedirectTests {
    let registered = URL(string: "https://example.com/bnet/relay")!

    @Test func theRelayedQueryIsCheckedAsARedirectToTheRegisteredURI() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("user-token", scope: "openid"))
        let manager = AuthenticationManager(credentials: testCredentials, transport: stub)
        let start = try await manager.authorizationRequest(redirectURI: registered, scopes: [.openid])
        let relayed = URL(string: "myapp://bnet?code=abc%2B1&state=\(start.state)")!
        let rebuilt = try RelayedRedirect.rebuild(relayed, registered: registered)
        #expect(rebuilt.absoluteString == "https://example.com/bnet/relay?code=abc%2B1&state=\(start.state)")
        let code = try await manager.authorizationCode(fromRedirect: rebuilt)
        #expect(code.code == "abc+1")
        #expect(code.redirectURI == registered)
    }

    @Test func aForgedRelayIsRefusedAndAnEmptyOneIsAnError() async throws {
        let manager = AuthenticationManager(credentials: testCredentials, transport: StubTransport())
        _ = try await manager.authorizationRequest(redirectURI: registered, scopes: [.openid])
        let forged = try RelayedRedirect.rebuild(URL(string: "myapp://bnet?code=x&state=forged")!, registered: registered)
        let error = await #expect(throws: BattleNetError.self) { try await manager.authorizationCode(fromRedirect: forged) }
        #expect(error?.kind == .invalidRequest)
        let empty = #expect(throws: BattleNetError.self) { try RelayedRedirect.rebuild(URL(string: "myapp://bnet")!, registered: registered) }
        #expect(empty?.kind == .invalidRequest)
    }
}
