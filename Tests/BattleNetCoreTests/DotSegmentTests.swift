import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// Issue 22, item 6: a path argument must never move the path (libcurl and servers remove dot segments).
@Suite("Dot segments in path arguments", .timeLimit(.minutes(1)))
struct DotSegmentTests {
    @Test("a dot segment, plain or percent-encoded, is refused naming the parameter", arguments: [
        ".", "..", "%2e", "%2E", "%2e%2e", "%2E%2e", ".%2e", "%2e.", "%252e%252e", "%25252E",
    ])
    func dotSegmentsAreRefused(argument: String) {
        let error = #expect(throws: BattleNetError.self) { try TestOperations.echo(argument).path() }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("name") == true, "names the parameter: \(error?.message ?? "")")
        #expect(error?.operation == "testEcho")
    }

    @Test func twoParametersInOneSegmentMakingADotSegmentAreRefused() {
        let template = PathTemplate("/a/{x}{y}/b")
        let error = #expect(throws: BattleNetError.self) { try template.path([".", "."]) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("x, y") == true)
    }

    @Test func anEmptyArgumentIsRefused() {
        let error = #expect(throws: BattleNetError.self) { try TestOperations.echo("").path() }
        #expect(error?.kind == .invalidRequest)
        let template = #expect(throws: BattleNetError.self) { try PathTemplate("/a/{name}/b").path([""]) }
        #expect(template?.message.contains("name") == true, "\(template?.message ?? "")")
    }

    @Test("dots inside a value, or next to literal text, are sent", arguments: [
        ("...", "/test/echo/..."), ("a.b", "/test/echo/a.b"), (".hidden", "/test/echo/.hidden"), ("1.5", "/test/echo/1.5"),
    ])
    func dotsThatAreNotSegmentsPass(argument: String, expected: String) throws {
        #expect(try TestOperations.echo(argument).path() == expected)
    }

    @Test func aLiteralTextNextToADotIsNotADotSegment() throws {
        #expect(try TestOperations.protectedCharacter(1, 2).path() == "/profile/user/wow/protected-character/1-2")
        #expect(try PathTemplate("/data/house-{n}").path([".."]) == "/data/house-..")
    }

    @Test func nothingIsSentForADotSegment() async throws {
        let stub = StubTransport()
        let (client, _) = try makeClient(stub: stub)
        await #expect(throws: BattleNetError.self) { _ = try await client.raw(TestOperations.echo("..")) }
        #expect(await stub.requests.isEmpty)
    }
}

/// Issue 22, item 8: an explicit timeout wins over the one an operation declares.
@Suite("Explicit timeouts", .timeLimit(.minutes(1)))
struct ExplicitTimeoutTests {
    static let slow = APIOperation<Echo, String>("testSlow", game: "test", "/test/slow/{name}", timeout: .seconds(120))
    static let plain = APIOperation<Echo, String>("testPlain", game: "test", "/test/slow/{name}")

    func sentTimeout(_ endpoint: BattleNetRequest<Echo>, clientTimeout: Duration?) async throws -> Duration? {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: #"{"access_token":"t","token_type":"bearer","expires_in":86399}"#)
        await stub.on(.get, "/test/slow/a", json: #"{"name":"a"}"#)
        let manager = AuthenticationManager(credentials: testCredentials, oauthBaseURL: BattleNetRegion.eu.oauthBaseURL, transport: stub)
        let configuration = BattleNetConfiguration(region: .eu, timeout: clientTimeout, rateLimit: nil, retry: .none)
        let client = try BattleNetClient(configuration: configuration, tokens: manager, transport: stub)
        _ = try await client.raw(endpoint)
        return await stub.requests(to: "/test/slow/a").first?.timeout
    }

    @Test func withoutTheClientsTheOperationKeepsItsOwn() async throws {
        #expect(try await sentTimeout(Self.slow("a"), clientTimeout: nil) == .seconds(120))
        #expect(try await sentTimeout(ExplicitTimeoutTests.plain("a"), clientTimeout: nil) == .seconds(30))
    }

    @Test func aPerCallTimeoutWins() async throws {
        #expect(try await sentTimeout(Self.slow("a").timeout(.seconds(2)), clientTimeout: nil) == .seconds(2))
        #expect(try await sentTimeout(Self.slow("a").timeout(.seconds(2)), clientTimeout: .seconds(5)) == .seconds(2))
    }

    @Test func theClientsWinsOverTheOperations() async throws {
        #expect(try await sentTimeout(Self.slow("a"), clientTimeout: .seconds(5)) == .seconds(5))
    }
}
